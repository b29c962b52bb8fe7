"""Burning (烧牌, S1-S5): who is asked to burn a gouji hand, and how a burn ends."""

from __future__ import annotations

from ...rules.table import ALLIANCE, OPPOSITE
from ..core import BurnEvent, BurnOutcome
from .finish import FinishPhase


class BurnPhase(FinishPhase):
    """S1-S5: starting, counting, breaking and failing a burn."""

    def _can_burn(self, seat: int) -> bool:
        """S2: the conditions on a burner (opened; not passed in this trick)."""
        burn = self.policy.burn
        if burn.requires_opened and seat not in self.opened:
            return False
        return not (burn.blocked_by_pass and seat in self.trick.passed)

    def _burn_order(self, seat: int) -> list[int]:
        """S3: the gouji player's own alliance first, then the others, each in playing order."""
        order = [
            s
            for s in self._turn_order(seat)[1:]
            if s != OPPOSITE[seat] and self._in_play(s) and not self._is_headless(s)
        ]
        own = [s for s in order if ALLIANCE[s] == ALLIANCE[seat]]
        return own + [s for s in order if ALLIANCE[s] != ALLIANCE[seat]]

    def _start_burn(self, burner: int, target: int) -> None:
        """S1: ``burner`` burns ``target``'s gouji hand."""
        event = BurnEvent(burner, target)
        self.burns.append(event)
        self.burning[burner] = event

    def _burn_beaten(self, loser: int) -> None:
        """S4: a burner's play was beaten: the burn is broken (反烧 at its first play)."""
        event = self.burning.pop(loser, None)
        if event is not None:
            event.outcome = self.policy.burn.broken_outcome(event.plays == 1)

    def _burn_stood(self, winner: int) -> None:
        """S1: a burner who went out and whose last play stood has burned successfully."""
        event = self.burning.get(winner)
        if event is not None and winner in self.finished:
            event.outcome = BurnOutcome.SUCCESS
            del self.burning[winner]

    def _burn_fails(self, seat: int) -> None:
        """S4: a burner who must lead holds no play S1 allows: 烧失败, out of play."""
        event = self.burning.pop(seat)
        event.outcome = BurnOutcome.FAILED
        self.out_of_play.append(seat)
        if self.policy.burn.failed_burn_opens_target:
            self.opened.add(event.target)  # irvine 备注11
