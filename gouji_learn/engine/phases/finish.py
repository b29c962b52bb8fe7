"""Going out and places (E1-E4, R2, Y2, S4): the end of a round and what it leaves behind;
the finish phase judges the finished round (nothing is done once it is over, E3)."""

from __future__ import annotations

from ...rules.cards import Rank
from ...rules.scoring import SWEEP_SIZE
from ...rules.seats import ALLIANCE, SEAT_COUNT, SEATS
from ..core import BurnOutcome, Carry, Phase
from ..refusals import FORM, PhaseRules
from ..round_state import RoundState, free_place, in_play, places_so_far


class FinishPhase(PhaseRules):
    """E3: the round is over (or void): no candidates, and every action is refused."""

    checks = FORM


FINISH = FinishPhase()


def go_out(state: RoundState, seat: int) -> None:
    """E1, S4: ``seat`` has played its last card."""
    state.finished.append(seat)
    state.pending_stuck.pop(seat, None)
    round_over(state)


def round_over(state: RoundState) -> bool:
    """E3, E4: end the round on a 串三户 or when all still playing are of one alliance."""
    if state.phase is Phase.OVER:
        return True
    winners = sweepers(state, places_so_far(state))
    if winners:
        end_round(state, winners)
        return True
    playing = [s for s in SEATS if in_play(state, s)]
    if len({ALLIANCE[s] for s in playing}) <= 1:
        end_round(state)
        return True
    return False


def sweepers(state: RoundState, top: list[int]) -> list[int]:
    """E4: the alliance that swept (串三户), in place order: the first three places, or
    (irvine 7.1) all three out, whatever the order, while two or more others still play."""
    if len(top) >= SWEEP_SIZE and len({ALLIANCE[s] for s in top[:SWEEP_SIZE]}) == 1:
        return top[:SWEEP_SIZE]
    if state.policy.finish.sweep_any_order and sum(in_play(state, s) for s in SEATS) >= 2:
        for side in (0, 1):
            out = [s for s in state.finished if ALLIANCE[s] == side]
            if len(out) == SWEEP_SIZE:
                return out
    return []


def end_round(state: RoundState, sweep: list[int] | None = None) -> None:
    """E1-E4, R2, Y2, S4: settle every place (only the sweepers' after a 串三户) and stop."""
    for event in state.burning.values():  # S1: a burn ends with the round
        stood = event.outcome is BurnOutcome.RUNNING and event.burner in state.finished
        event.outcome = BurnOutcome.SUCCESS if stood else BurnOutcome.BROKEN
    state.burning.clear()
    if state.policy.fours.lead_after_opening:  # K4 (linyi): 开点后未发4视为不开点
        state.opened -= {
            s for s in state.opened if s != state.revolutionary and state.hands[s].count(Rank.FOUR)
        }
    if sweep:
        state.final_order = tuple(sweep)
    else:
        state.final_order = tuple(full_order(state, places_so_far(state)))
    state.phase, state.to_act = Phase.OVER, None


def full_order(state: RoundState, top: list[int]) -> list[int]:
    """E1: finishers, the revolutionary as 四科, then those left by cards held (tongsu
    先清为落: the first stuck last), then failed burners and revolutionaries (大落); a
    自由人 (tongsu art. 32) is 三科 or 四科."""
    rebel = state.revolutionary
    freed = state.freed
    order = [s for s in top if (s != rebel or s in state.out_of_play) and s not in freed]
    left = [
        s
        for s in SEATS
        if s not in order and s != rebel and s not in state.out_of_play and s not in freed
    ]
    stuck_last = (
        [s for s in state.stuck_seats if s in left]
        if state.policy.finish.first_stuck_is_last
        else []
    )
    left = sorted((s for s in left if s not in stuck_last), key=lambda s: len(state.hands[s]))
    order += left + list(reversed(stuck_last))
    for seat in freed:
        order.insert(min(free_place(state, seat, order), len(order)), seat)
    if rebel is not None and rebel not in state.out_of_play and rebel not in order:
        order.insert(min(3, len(order)), rebel)
    order += [s for s in reversed(state.out_of_play) if s not in order]
    return order


def carry_forward(state: RoundState) -> Carry:
    """X, O1: what this finished round leaves to the next one."""
    order = state.final_order
    return Carry(
        order,
        order[-1] if len(order) == SEAT_COUNT else sweep_last_place(state),
        len(order) == SWEEP_SIZE,
        tuple(state.stuck),
        tuple((b.burner, b.target, b.outcome) for b in state.burns),
        frozenset(state.opened),
        tuple(state.declarations),
        burn_cards(state),
    )


def burn_cards(state: RoundState) -> tuple[int, ...]:
    """S4 (tongsu art. 31: 每反烧一次，烧贡翻倍): what each burn's 烧贡 is worth, a 反烧
    (a burn whose kill broke a burn) twice the burn it broke; () where all are worth one."""
    worth: list[int] = []
    for event in state.burns:
        doubled = state.policy.burn.counter_doubles and event.broke >= 0
        worth.append(2 * worth[event.broke] if doubled else 1)
    return tuple(worth) if any(n > 1 for n in worth) else ()


def sweep_last_place(state: RoundState) -> int:
    """After a 串三户 the swept alliance's player with the most cards leads (tongsu art. 42:
    the alliance agrees on its 大落; the engine picks the one holding most)."""
    swept = [s for s in SEATS if s not in state.final_order]
    return max(swept, key=lambda s: (len(state.hands[s]), -s))
