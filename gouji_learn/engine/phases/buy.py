"""Buying 3s and 4s (买三/买四, Y3, Y4): a seat without them buys one from his 对头 first; an
automatic phase (no decision), entered before or after tribute as the rulebook says."""

from __future__ import annotations

from ...rules.cards import Card, Rank
from ...rules.seats import ALLIANCE, SEATS
from ..refusals import PhaseRules
from ..round_state import RoundState, spend_natural

PAYMENT_RANKS = (Rank.TWO, Rank.SMALL_JOKER, Rank.BIG_JOKER)
"""Y3: a 3 (or 4) is paid for with a 2, else a joker (the smallest first)."""


class BuyPhase(PhaseRules):
    """Y3, Y4: the automatic 买三 and 买四 (no candidates: nobody decides)."""

    def enter(self, state: RoundState) -> None:
        """Y3, Y4: every seat without a 3 (or 4) buys one."""
        buy_missing(state)


BUY = BuyPhase()


def buy_missing(state: RoundState) -> None:
    """Y3, Y4: a seat with no 3 (or 4) buys one with a 2 (or a joker) from his 对头 first."""
    threes = state.policy.threes
    for rank in threes.buy_ranks:
        for buyer in SEATS:
            hand = state.hands[buyer]
            if hand.count(rank):
                continue
            if threes.allies_help:
                buy_helped(state, buyer, rank)
                continue
            payment = next((hand.by_rank[r][0] for r in PAYMENT_RANKS if hand.by_rank[r]), None)
            seller = next(
                (s for s in threes.sellers(buyer) if state.hands[s].count(rank) > 1), None
            )
            if payment is None and rank is Rank.THREE and threes.no_pay_revolts:
                state.forced_revolts.add(buyer)  # Y3: 算做自动革命
            if payment is None or seller is None:
                continue
            sell(state, rank, seller, buyer, buyer, payment)


def buy_helped(state: RoundState, buyer: int, rank: Rank) -> None:
    """Y3 (tongsu art. 7): bought with a dealt 2 (钱须为自然抓到的); a buyer without one is
    helped by his alliance (tongsu.own-side-helps): an ally pays for him, or gives a spare one."""
    order = state.policy.threes.sellers(buyer)
    allies = [s for s in order if ALLIANCE[s] == ALLIANCE[buyer]]
    payer = next((s for s in (buyer, *allies) if state.natural[s][Rank.TWO]), None)
    seller = next(
        (s for s in order if state.hands[s].count(rank) > 1 and (payer is not None or s in allies)),
        None,
    )
    if seller is None:
        return
    if payer is None or (payer != buyer and seller in allies):
        sell(state, rank, seller, buyer)  # 同帮相赠: an ally's gift
    else:
        sell(state, rank, seller, buyer, payer, state.hands[payer].by_rank[Rank.TWO][0])


def sell(
    state: RoundState,
    rank: Rank,
    seller: int,
    buyer: int,
    payer: int = -1,
    payment: Card | None = None,
) -> None:
    """Y3: ``seller`` hands ``buyer`` one of his ``rank``, paid ``payment`` by ``payer``."""
    bought = state.hands[seller].by_rank[rank][-1]
    state.hands[seller].remove([bought])
    state.hands[buyer].add([bought])
    if payment is not None:
        spend_natural(state, payer, payment)
        state.hands[payer].remove([payment])
        state.hands[seller].add([payment])
