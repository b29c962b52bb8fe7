"""Tribute and its return (X1-X5): what the last round's places, stuck players, burns and
declarations owe, paid with the biggest cards (automatic), and the cards returned (还贡): the
tribute phase asks each receiver in turn for a card back."""

from __future__ import annotations

import random

from ...rules.cards import Card, Rank
from ...rules.errors import GoujiError
from ...rules.point_tribute import point_tribute
from ...rules.ruleset import TRIBUTE_KINDS, TributeKind
from ...rules.seats import ALLIANCE, OPPOSITE, SEAT_COUNT, SEATS
from ..actions import Action, ActionKind
from ..core import BurnOutcome, Phase, TributePayment
from ..legal import Candidates
from ..refusals import PhaseRules
from ..round_state import RoundState, next_in_queue, spend_natural, turn_order
from ..view import LogEntry

SWEEP = TributeKind.SWEEP
"""X2: 串贡/圈贡 after a 串三户, returned where 点贡 is (linyi calls it 点贡)."""

Owed = tuple[TributeKind, int, int, int]
"""X2: (kind, payer, receiver, cards owed)."""


class TributePhase(PhaseRules):
    """X5: at the round's start opposites who would swap 点贡 agree to swap it or not (tongsu
    不换点); X3: a 点贡 payer with a drawn big joker calls 点手 or not (tongsu art. 27); each
    tribute offered is accepted or refused by its receiver (qingdao 拒绝吃贡), then each card
    of tribute still to be returned is asked of its receiver."""

    def _list(self, state: RoundState) -> Candidates:
        """X5, X3: 换点 or 不换点; 点手 or not; accept or refuse the tribute offered; or one
        card of each rank held to return (any card held may be returned)."""
        seat = state.to_act
        assert seat is not None
        if state.phase is Phase.POINT_SWAP:
            agreed = (Action(ActionKind.KEEP_SWAP, seat), Action(ActionKind.WAIVE_SWAP, seat))
            return Candidates(agreed, (None, None), self)
        if state.phase is Phase.DIAN_SHOU:
            called = (Action(ActionKind.DIAN_SHOU, seat), Action(ActionKind.NO_DIAN_SHOU, seat))
            return Candidates(called, (None, None), self)
        if state.phase is Phase.ACCEPT_TRIBUTE:
            answers = (
                Action(ActionKind.ACCEPT_TRIBUTE, seat),
                Action(ActionKind.REFUSE_TRIBUTE, seat),
            )
            return Candidates(answers, (None, None), self)
        hand = state.hands[seat]
        actions = tuple(
            Action(ActionKind.RETURN_TRIBUTE, seat, (hand.by_rank[rank][0],))
            for rank in hand.ranks()
        )
        return Candidates(actions, [None] * len(actions), self)

    def apply(self, state: RoundState, action: Action) -> None:
        """X3: the receiver takes or refuses the tribute offered (the next is offered), or
        gives one card back to the payer (the next receiver is asked)."""
        state._legal = None
        if state.phase is Phase.POINT_SWAP:
            if action.kind is ActionKind.WAIVE_SWAP:
                state.no_swap.add(action.seat)
            next_in_queue(state)
            return
        if state.phase is Phase.DIAN_SHOU:
            if action.kind is ActionKind.DIAN_SHOU:
                call_dian_shou(state, action.seat)
            next_in_queue(state)
            return
        if state.phase is Phase.ACCEPT_TRIBUTE:
            offer = state.offers.pop(0)
            kind, payer, _, n = offer
            if action.kind is ActionKind.ACCEPT_TRIBUTE:
                pay(state, offer, tribute_cards(state, payer, n, kind))
            state.to_act = None
            offer_next(state)
            return
        receiver, payer = state.to_return.pop(0)
        state.events.append(LogEntry(receiver, action.kind, action.cards, 1, payer))
        state.hands[receiver].remove(action.cards)
        state.hands[payer].add(action.cards)
        state.to_act = state.to_return[0][0] if state.to_return else None


TRIBUTE = TributePhase()


def owed(state: RoundState) -> list[Owed]:
    """X2-X5: (kind, payer, receiver, cards) owed from the previous round, in X3 order."""
    carry = state.carry
    assert carry is not None
    losers: list[int] = []
    if carry.sweep:  # X2: each of the swept pays his 对头 a 串贡
        losers = [s for s in SEATS if ALLIANCE[s] != ALLIANCE[carry.finish_order[0]]]
    sweep = [(SWEEP, s, OPPOSITE[s], 1) for s in losers]
    spared = losers if state.policy.tribute.sweep_spares_others else []
    owed: dict[TributeKind, list[Owed]] = {kind: [] for kind in TRIBUTE_KINDS}
    for event in carry.stuck:
        owed[TributeKind.STUCK].append((TributeKind.STUCK, event.seat, event.by, 1))
    for index, (burner, target, outcome) in enumerate(carry.burns):
        if outcome is BurnOutcome.SUCCESS:
            owed[TributeKind.BURN].append(
                (TributeKind.BURN, target, burner, carry.burn_worth(index))
            )
        elif outcome is BurnOutcome.COUNTER_BURNED or (
            outcome is BurnOutcome.FAILED and state.policy.tribute.failed_burn_pays
        ):
            owed[TributeKind.BURN].append((TributeKind.BURN, burner, target, 1))
    for seat in range(SEAT_COUNT // 2):
        other = OPPOSITE[seat]
        try:
            to_seat, to_other = point_tribute(
                seat in carry.opened,
                other in carry.opened,
                carry.declarations[seat],
                carry.declarations[other],
                state.rules,
            )
        except GoujiError:  # a case the rulebook leaves to the players: nothing is paid
            to_seat, to_other = 0, 0
        if to_seat:
            owed[TributeKind.POINT].append((TributeKind.POINT, other, seat, to_seat))
        if to_other:
            owed[TributeKind.POINT].append((TributeKind.POINT, seat, other, to_other))
    if len(carry.finish_order) == SEAT_COUNT:
        order = carry.finish_order
        owed[TributeKind.LAST] += [
            (TributeKind.LAST, order[5], order[0], 2),
            (TributeKind.LAST, order[4], order[1], 1),
        ]
    ordered = [item for kind in state.policy.tribute.order for item in owed[kind]]
    return sweep + [item for item in ordered if item[1] not in spared]


def pay_tribute(state: RoundState) -> None:
    """X1-X3: pay each tribute with the payer's biggest tribute cards, in the rulebook order."""
    carry = state.carry
    tribute = state.policy.tribute
    assert carry is not None
    if carry.sweep and tribute.sweep_new_game:
        return
    spared = resisting(state)
    state.offers = []
    for kind, payer, receiver, n in owed(state):
        if payer in spared or tribute.waived(kind, ALLIANCE[payer] == ALLIANCE[receiver]):
            continue
        if kind is TributeKind.POINT and {payer, receiver} <= state.no_swap:
            shown = tuple(tribute_cards(state, payer, n, kind))  # X5: 点贡亮明, not passed
            state.events.append(LogEntry(payer, kind, shown, 0))
            continue
        state.offers.append((kind, payer, receiver, n))
    offer_next(state)


def swap_seats(state: RoundState) -> list[int]:
    """X5 (tongsu art. 26, quotation tongsu.no-swap-by-agreement): the seats asked, from the
    leader in turn, whether they swap 点贡 with their 对头: both owe each other one (换点)."""
    if state.carry is None or not state.policy.tribute.swap_waivable:
        return []
    points = {
        (payer, receiver) for kind, payer, receiver, _ in owed(state) if kind is TributeKind.POINT
    }
    return [
        s
        for s in turn_order(state.leader)
        if (OPPOSITE[s], s) in points and (s, OPPOSITE[s]) in points
    ]


def dian_shou_seats(state: RoundState) -> dict[int, Card | None]:
    """X3 (tongsu art. 27, quotation tongsu.dian-shou): each 点贡 payer, from the leader in
    turn, whose 点贡 is a big joker he drew, with the card 点手 would bring him (None: lapses).

    Modelled so: the payer names the number of draws (几手) blind, since he cannot see his
    对家's draws, so the engine draws it from the round's seed (1 to the draws a seat makes);
    the card is the one his 对家 drew that many of his own draws after the payer's first big
    joker. A 小王 may not 点手 (the article refuses it), nor a 点贡 offset by 不换点 (nothing
    is paid, so nothing comes back)."""
    if state.carry is None or not state.policy.tribute.dian_shou:
        return {}
    spared = resisting(state)
    payers = {
        payer
        for kind, payer, receiver, n in owed(state)
        if kind is TributeKind.POINT
        and payer not in spared
        and not {payer, receiver} <= state.no_swap
        and Rank.BIG_JOKER in (c.rank for c in tribute_cards(state, payer, n, kind))
    }
    return {s: later_draw(state, s) for s in turn_order(state.leader) if s in payers}


def later_draw(state: RoundState, payer: int) -> Card | None:
    """X3 (点手): the card the payer's 对家 drew the blindly named number of his draws after
    the payer's first big joker, or None if he drew no card that late."""
    other = OPPOSITE[payer]
    draws = state.draws[payer]
    turn = next(i for i, card in enumerate(draws) if card.rank is Rank.BIG_JOKER)
    named = random.Random(f"点手 {state.seed} {payer}").randint(1, len(draws))
    after = (other - state.first_draw) % SEAT_COUNT > (payer - state.first_draw) % SEAT_COUNT
    index = turn + named - after
    return state.draws[other][index] if index < len(state.draws[other]) else None


def call_dian_shou(state: RoundState, payer: int) -> None:
    """X3 (点手): the later draw of the payer's 对家 is shown to every seat and given to the
    payer (not a tribute card of his, art. 16); nothing if the 对家 had no such draw."""
    card = state.dian_shou[payer]
    if card is None:
        return
    other = OPPOSITE[payer]
    spend_natural(state, other, card)
    state.hands[other].remove((card,))
    state.hands[payer].add((card,))
    state.events.append(LogEntry(other, ActionKind.DIAN_SHOU, (card,), 1, payer))


def offer_next(state: RoundState) -> None:
    """X1-X3: pay the tribute still owed, in order; where a receiver may refuse it (qingdao
    拒绝吃贡, quotation qingdao.receivers-may-refuse), stop at the next payment of cards and
    ask its receiver (a refused tribute is neither paid nor returned)."""
    while state.offers:
        kind, payer, receiver, n = state.offers[0]
        cards = tribute_cards(state, payer, n, kind)
        if cards and state.policy.tribute.refusable:
            state.phase, state.to_act = Phase.ACCEPT_TRIBUTE, receiver
            return
        pay(state, state.offers.pop(0), cards)


def pay(state: RoundState, offer: Owed, cards: list[Card]) -> None:
    """X1, X3: the payer of ``offer`` pays ``cards`` to its receiver, returned card for card
    where the rulebook returns its kind."""
    kind, payer, receiver, n = offer
    for card in cards:
        spend_natural(state, payer, card)
    state.hands[payer].remove(cards)
    state.hands[receiver].add(cards)
    state.tribute.append(TributePayment(kind, payer, receiver, n, tuple(cards)))
    state.events.append(LogEntry(payer, kind, tuple(cards), len(cards), receiver))
    if state.policy.tribute.is_returned(kind):
        state.to_return += [(receiver, payer)] * len(cards)


def resisting(state: RoundState) -> set[int]:
    """X3 (抗贡, tongsu art. 17): four 大王 dealt spare one's alliance, four 小王 onestate."""
    if not state.policy.tribute.resistance:
        return set()
    spared: set[int] = set()
    for seat in SEATS:
        dealt = state.dealt[seat]
        if sum(c.rank is Rank.BIG_JOKER for c in dealt) == 4:
            spared |= {s for s in SEATS if ALLIANCE[s] == ALLIANCE[seat]}
        if sum(c.rank is Rank.SMALL_JOKER for c in dealt) == 4:
            spared.add(seat)
    return spared


def tribute_cards(state: RoundState, payer: int, n: int, kind: TributeKind) -> list[Card]:
    """X1: the payer's biggest tribute cards, at most ``n`` (fewer if he lacks them)."""
    hand = state.hands[payer]
    only_dealt = state.policy.tribute.only_dealt_cards
    available = []
    for rank in state.policy.tribute.ranks(kind):
        cards = list(reversed(hand.by_rank[rank]))
        if only_dealt and rank in state.natural[payer]:
            cards = cards[: state.natural[payer][rank]]
        available += cards
    return available[:n]
