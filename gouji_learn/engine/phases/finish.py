"""Going out and places (E1-E4, R2, Y2, S4): the end of a round and what it leaves behind."""

from __future__ import annotations

from ...rules.cards import Rank
from ...rules.scoring import SWEEP_SIZE
from ...rules.seats import ALLIANCE, SEAT_COUNT, SEATS
from ..core import BurnOutcome, Carry, Core, Phase


class FinishPhase(Core):
    """E1-E4: a seat going out, the end of the round, the places and the carry."""

    def _finish(self, seat: int) -> None:
        """E1, S4: ``seat`` has played its last card."""
        self.finished.append(seat)
        self.pending_stuck.pop(seat, None)
        self._round_over()

    def _round_over(self) -> bool:
        """E3, E4: end the round on a 串三户 or when all still playing are of one alliance."""
        if self.phase is Phase.OVER:
            return True
        winners = self._sweepers(self._places_so_far())
        if winners:
            self._end_round(winners)
            return True
        playing = [s for s in SEATS if self._in_play(s)]
        if len({ALLIANCE[s] for s in playing}) <= 1:
            self._end_round()
            return True
        return False

    def _sweepers(self, top: list[int]) -> list[int]:
        """E4: the alliance that swept (串三户), in place order: the first three places, or
        (irvine 7.1) all three out, whatever the order, while two or more others still play."""
        if len(top) >= SWEEP_SIZE and len({ALLIANCE[s] for s in top[:SWEEP_SIZE]}) == 1:
            return top[:SWEEP_SIZE]
        if self.policy.finish.sweep_any_order and sum(map(self._in_play, SEATS)) >= 2:
            for side in (0, 1):
                out = [s for s in self.finished if ALLIANCE[s] == side]
                if len(out) == SWEEP_SIZE:
                    return out
        return []

    def _end_round(self, sweep: list[int] | None = None) -> None:
        """E1-E4, R2, Y2, S4: settle every place (only the sweepers' after a 串三户) and stop."""
        for event in self.burning.values():  # S1: a burn ends with the round
            stood = event.outcome is BurnOutcome.RUNNING and event.burner in self.finished
            event.outcome = BurnOutcome.SUCCESS if stood else BurnOutcome.BROKEN
        self.burning.clear()
        if self.policy.fours.lead_after_opening:  # K4 (linyi): 开点后未发4视为不开点
            self.opened -= {
                s for s in self.opened if s != self.revolutionary and self.hands[s].count(Rank.FOUR)
            }
        if sweep:
            self.final_order = tuple(sweep)
        else:
            self.final_order = tuple(self._full_order(self._places_so_far()))
        self.phase, self.to_act = Phase.OVER, None

    def _full_order(self, top: list[int]) -> list[int]:
        """E1: finishers, the revolutionary as 四科, then those left by cards held (tongsu
        先清为落: the first stuck last), then failed burners and revolutionaries (大落); a
        自由人 (tongsu art. 32) is 三科 or 四科."""
        rebel = self.revolutionary
        freed = self.freed
        order = [s for s in top if (s != rebel or s in self.out_of_play) and s not in freed]
        left = [
            s
            for s in SEATS
            if s not in order and s != rebel and s not in self.out_of_play and s not in freed
        ]
        stuck_last = (
            [s for s in self.stuck_seats if s in left]
            if self.policy.finish.first_stuck_is_last
            else []
        )
        left = sorted((s for s in left if s not in stuck_last), key=lambda s: len(self.hands[s]))
        order += left + list(reversed(stuck_last))
        for seat in freed:
            order.insert(min(self._free_place(seat, order), len(order)), seat)
        if rebel is not None and rebel not in self.out_of_play and rebel not in order:
            order.insert(min(3, len(order)), rebel)
        order += [s for s in reversed(self.out_of_play) if s not in order]
        return order

    def carry_forward(self) -> Carry:
        """X, O1: what this finished round leaves to the next one."""
        order = self.final_order
        return Carry(
            order,
            order[-1] if len(order) == SEAT_COUNT else self._sweep_last_place(),
            len(order) == SWEEP_SIZE,
            tuple(self.stuck),
            tuple((b.burner, b.target, b.outcome) for b in self.burns),
            frozenset(self.opened),
            tuple(self.declarations),
            self._burn_cards(),
        )

    def _burn_cards(self) -> tuple[int, ...]:
        """S4 (tongsu art. 31: 每反烧一次，烧贡翻倍): what each burn's 烧贡 is worth, a 反烧
        (a burn whose kill broke a burn) twice the burn it broke; () where all are worth one."""
        worth: list[int] = []
        for event in self.burns:
            doubled = self.policy.burn.counter_doubles and event.broke >= 0
            worth.append(2 * worth[event.broke] if doubled else 1)
        return tuple(worth) if any(n > 1 for n in worth) else ()

    def _sweep_last_place(self) -> int:
        """After a 串三户 the swept alliance's player with the most cards leads (tongsu art. 42:
        the alliance agrees on its 大落; the engine picks the one holding most)."""
        swept = [s for s in SEATS if s not in self.final_order]
        return max(swept, key=lambda s: (len(self.hands[s]), -s))
