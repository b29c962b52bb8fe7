"""Burning (烧牌, S1-S5): who is asked to burn a gouji hand, and how a burn ends."""

from __future__ import annotations

from ...rules.seats import ALLIANCE, OPPOSITE
from ..core import BurnEvent, BurnOutcome, StuckEvent
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

    def _start_burn(self, burner: int, target: int, broken: BurnEvent | None) -> None:
        """S1: ``burner`` burns ``target``'s gouji hand (breaking ``broken``, the burn of
        ``target`` if he was burning)."""
        broke = next((i for i, e in enumerate(self.burns) if e is broken), -1)
        event = BurnEvent(burner, target, broke=broke)
        self.burns.append(event)
        self.burning[burner] = event

    def _burn_beaten(self, loser: int, winner: int) -> BurnEvent | None:
        """S4: a burner's play was beaten: the burn is broken (反烧 at its first play), or
        (tongsu art. 30) waits on the burner covering his 对家's 解烧; the burn broken, if any."""
        event = self.burning.get(loser)
        if event is None:
            return None
        if self.policy.burn.jie_shao_covered and winner == OPPOSITE[loser]:
            event.outcome = BurnOutcome.ANSWERED
            event.answered = True
            return None
        del self.burning[loser]
        event.outcome = self.policy.burn.broken_outcome(event.plays == 1)
        return event

    def _burn_played(self, seat: int) -> None:
        """S1, S4: a burner played again: one more burning play, and a 解烧 he covered has
        failed (tongsu art. 30: 所出解烧的牌又被玩家继续盖过，则解烧失败)."""
        event = self.burning.get(seat)
        if event is not None:
            event.plays += 1
            event.outcome = BurnOutcome.RUNNING

    def _burn_stood(self, winner: int) -> None:
        """S1, S4: at a trick's end, a 解烧 the burner did not cover has broken his burn
        (tongsu art. 30); a burner who went out and whose last play stood has succeeded."""
        for burner, answered in list(self.burning.items()):
            if answered.outcome is BurnOutcome.ANSWERED:
                answered.outcome = BurnOutcome.BROKEN
                del self.burning[burner]
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
        if self.policy.burn.failed_breaker_saves and event.broke >= 0:
            self.burns[event.broke].outcome = BurnOutcome.SUCCESS  # irvine 备注12
        if self.policy.burn.false_burn_frees and not event.answered:
            self._free_stuck(event)

    def _free_stuck(self, event: BurnEvent) -> None:
        """S4 (tongsu art. 32): a 诈烧 (failed with no 解烧 or 反烧) frees the player its kill
        stuck: no 闷贡, no 落 but a 自由人 who sits out (因“诈烧”被“闷”的，不算“落科”)."""
        stuck = StuckEvent(event.target, event.burner)
        if stuck not in self.stuck:
            return
        self.stuck.remove(stuck)
        self.stuck_seats.remove(event.target)
        if self._in_play(event.target):
            self.freed.append(event.target)
