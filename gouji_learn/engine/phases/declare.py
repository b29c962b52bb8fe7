"""Declarations and the deal (C1, D1, D2, K5, O1): who leads first, 预点 and 明点."""

from __future__ import annotations

import random

from ...rules.cards import Suit
from ...rules.gouji import gouji_minimum
from ...rules.ruleset import Declaration
from ...rules.seats import SEAT_COUNT, SEATS
from ..actions import Action, ActionKind
from ..core import Phase
from .buy import BuyPhase
from .revolution import GOUJI_RANKS


class DeclarePhase(BuyPhase):
    """O1, K5, D1, D2: the first leader, natural openings and the declarations."""

    def _first_leader(self, rng: random.Random) -> int:
        """O1: the previous round's 大落, or whoever shows the most cards of one suit."""
        if self.carry is not None:
            return self.carry.last_place
        deal = self.policy.deal
        if deal.random_leader:
            return rng.randrange(SEAT_COUNT)
        shown = [
            max(
                (
                    sum(c.suit is suit for c in self.hands[s].by_rank[deal.shown_rank])
                    for suit in Suit
                ),
                default=0,
            )
            for s in SEATS
        ]
        if deal.first_pair_leads:
            showing = [s for s in SEATS if shown[s] >= 2]
            return showing[0] if showing else rng.randrange(SEAT_COUNT)
        best = max(shown)
        return shown.index(best) if best >= 2 else rng.randrange(SEAT_COUNT)

    def _open_naturally(self) -> None:
        """K5 (tongsu): a seat dealt no minimum pure gouji hand has opened from the start."""
        if self.policy.declare.natural_opening:
            self.opened |= {seat for seat in SEATS if not self._has_pure_minimum(seat)}

    def _has_pure_minimum(self, seat: int) -> bool:
        """K5: whether the seat was dealt a minimum pure gouji hand."""
        hand = self.hands[seat]
        return any(
            hand.count(rank) >= (gouji_minimum(rank, self.rules) or 99) for rank in GOUJI_RANKS
        )

    def _declaration_kinds(self) -> tuple[ActionKind, ...]:
        """D1, D2: no declaration, or the one this phase asks for."""
        if self.phase is Phase.DECLARE_YU:
            return (ActionKind.NO_DECLARATION, ActionKind.DECLARE_YU)
        return (ActionKind.NO_DECLARATION, ActionKind.DECLARE_MING)

    def _apply_declaration(self, action: Action) -> None:
        """D1, D2: note the seat's declaration."""
        if action.kind is ActionKind.DECLARE_YU:
            self.declarations[action.seat] = Declaration.YU
        elif action.kind is ActionKind.DECLARE_MING:
            self.declarations[action.seat] = Declaration.MING
