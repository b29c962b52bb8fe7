"""Tribute and its return (X1-X5): what the last round's places, stuck players, burns and
declarations owe, paid with the biggest cards, and the cards returned (还贡)."""

from __future__ import annotations

from ...rules.cards import Card, Rank
from ...rules.errors import GoujiError
from ...rules.point_tribute import point_tribute
from ...rules.ruleset import TRIBUTE_KINDS, TributeKind
from ...rules.seats import ALLIANCE, OPPOSITE, SEAT_COUNT, SEATS
from ..actions import Action, ActionKind
from ..core import BurnOutcome, TributePayment
from ..view import LogEntry
from .revolution import RevolutionPhase

SWEEP = TributeKind.SWEEP
"""X2: 串贡/圈贡 after a 串三户, returned where 点贡 is (linyi calls it 点贡)."""

Owed = tuple[TributeKind, int, int, int]
"""X2: (kind, payer, receiver, cards owed)."""


class TributePhase(RevolutionPhase):
    """X1-X5: paying tribute before play and returning it."""

    def _owed(self) -> list[Owed]:
        """X2-X5: (kind, payer, receiver, cards) owed from the previous round, in X3 order."""
        carry = self.carry
        assert carry is not None
        losers: list[int] = []
        if carry.sweep:  # X2: each of the swept pays his 对头 a 串贡
            losers = [s for s in SEATS if ALLIANCE[s] != ALLIANCE[carry.finish_order[0]]]
        sweep = [(SWEEP, s, OPPOSITE[s], 1) for s in losers]
        spared = losers if self.policy.tribute.sweep_spares_others else []
        owed: dict[TributeKind, list[Owed]] = {kind: [] for kind in TRIBUTE_KINDS}
        for event in carry.stuck:
            owed[TributeKind.STUCK].append((TributeKind.STUCK, event.seat, event.by, 1))
        for index, (burner, target, outcome) in enumerate(carry.burns):
            if outcome is BurnOutcome.SUCCESS:
                owed[TributeKind.BURN].append(
                    (TributeKind.BURN, target, burner, carry.burn_worth(index))
                )
            elif outcome is BurnOutcome.COUNTER_BURNED or (
                outcome is BurnOutcome.FAILED and self.policy.tribute.failed_burn_pays
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
                    self.rules,
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
        ordered = [item for kind in self.policy.tribute.order for item in owed[kind]]
        return sweep + [item for item in ordered if item[1] not in spared]

    def _pay_tribute(self) -> None:
        """X1-X3: pay each tribute with the payer's biggest tribute cards, in the rulebook order."""
        carry = self.carry
        tribute = self.policy.tribute
        assert carry is not None
        if carry.sweep and tribute.sweep_new_game:
            return
        resisting = self._resisting()
        for kind, payer, receiver, n in self._owed():
            if payer in resisting or tribute.waived(kind, ALLIANCE[payer] == ALLIANCE[receiver]):
                continue
            cards = self._tribute_cards(payer, n, kind)
            for card in cards:
                self._spend_natural(payer, card)
            self.hands[payer].remove(cards)
            self.hands[receiver].add(cards)
            self.tribute.append(TributePayment(kind, payer, receiver, n, tuple(cards)))
            self.events.append(LogEntry(payer, kind, tuple(cards), len(cards), receiver))
            if tribute.is_returned(kind):
                self.to_return += [(receiver, payer)] * len(cards)

    def _resisting(self) -> set[int]:
        """X3 (抗贡, tongsu art. 17): four 大王 dealt spare one's alliance, four 小王 oneself."""
        if not self.policy.tribute.resistance:
            return set()
        spared: set[int] = set()
        for seat in SEATS:
            dealt = self.dealt[seat]
            if sum(c.rank is Rank.BIG_JOKER for c in dealt) == 4:
                spared |= {s for s in SEATS if ALLIANCE[s] == ALLIANCE[seat]}
            if sum(c.rank is Rank.SMALL_JOKER for c in dealt) == 4:
                spared.add(seat)
        return spared

    def _tribute_cards(self, payer: int, n: int, kind: TributeKind) -> list[Card]:
        """X1: the payer's biggest tribute cards, at most ``n`` (fewer if he lacks them)."""
        hand = self.hands[payer]
        only_dealt = self.policy.tribute.only_dealt_cards
        available = []
        for rank in self.policy.tribute.ranks(kind):
            cards = list(reversed(hand.by_rank[rank]))
            if only_dealt and rank in self.natural[payer]:
                cards = cards[: self.natural[payer][rank]]
            available += cards
        return available[:n]

    def _return_actions(self, seat: int) -> list[Action]:
        """X3: one card of each rank held (any card held may be returned)."""
        hand = self.hands[seat]
        return [
            Action(ActionKind.RETURN_TRIBUTE, seat, (hand.by_rank[rank][0],))
            for rank in hand.ranks()
        ]

    def _apply_return(self, action: Action) -> None:
        """X3: the receiver gives one card back to the payer."""
        receiver, payer = self.to_return.pop(0)
        self.events.append(LogEntry(receiver, action.kind, action.cards, 1, payer))
        self.hands[receiver].remove(action.cards)
        self.hands[payer].add(action.cards)
