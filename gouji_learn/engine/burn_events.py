"""Burns as records (烧牌, S1-S5): who is asked to burn a gouji hand, and how a burn starts,
counts its plays, is broken, stands or fails; the play and the end of the round note them."""

from __future__ import annotations

from ..rules.seats import ALLIANCE, OPPOSITE
from .core import BurnEvent, BurnOutcome, StuckEvent
from .round_state import RoundState, in_play, is_headless, turn_order


def can_burn(state: RoundState, seat: int) -> bool:
    """S2: the conditions on a burner (opened; not passed in this trick)."""
    burn = state.policy.burn
    if burn.requires_opened and seat not in state.opened:
        return False
    return not (burn.blocked_by_pass and seat in state.trick.passed)


def burn_order(state: RoundState, seat: int) -> list[int]:
    """S3: the gouji player's own alliance first, then the others, each in playing order."""
    order = [
        s
        for s in turn_order(seat)[1:]
        if s != OPPOSITE[seat] and in_play(state, s) and not is_headless(state, s)
    ]
    own = [s for s in order if ALLIANCE[s] == ALLIANCE[seat]]
    return own + [s for s in order if ALLIANCE[s] != ALLIANCE[seat]]


def start_burn(state: RoundState, burner: int, target: int, broken: BurnEvent | None) -> None:
    """S1: ``burner`` burns ``target``'s gouji hand (breaking ``broken``, the burn of
    ``target`` if he was burning)."""
    broke = next((i for i, e in enumerate(state.burns) if e is broken), -1)
    event = BurnEvent(burner, target, broke=broke)
    state.burns.append(event)
    state.burning[burner] = event


def burn_beaten(state: RoundState, loser: int, winner: int) -> BurnEvent | None:
    """S4: a burner's play was beaten: the burn is broken (反烧 at its first play), or
    (tongsu art. 30) waits on the burner covering his 对家's 解烧; the burn broken, if any."""
    event = state.burning.get(loser)
    if event is None:
        return None
    if state.policy.burn.jie_shao_covered and winner == OPPOSITE[loser]:
        event.outcome = BurnOutcome.ANSWERED
        event.answered = True
        return None
    del state.burning[loser]
    event.outcome = state.policy.burn.broken_outcome(event.plays == 1)
    return event


def burn_played(state: RoundState, seat: int) -> None:
    """S1, S4: a burner played again: one more burning play, and a 解烧 he covered has
    failed (tongsu art. 30: 所出解烧的牌又被玩家继续盖过，则解烧失败)."""
    event = state.burning.get(seat)
    if event is not None:
        event.plays += 1
        event.outcome = BurnOutcome.RUNNING


def burn_stood(state: RoundState, winner: int) -> None:
    """S1, S4: at a trick's end, a 解烧 the burner did not cover has broken his burn
    (tongsu art. 30); a burner who went out and whose last play stood has succeeded."""
    for burner, answered in list(state.burning.items()):
        if answered.outcome is BurnOutcome.ANSWERED:
            answered.outcome = BurnOutcome.BROKEN
            del state.burning[burner]
    event = state.burning.get(winner)
    if event is not None and winner in state.finished:
        event.outcome = BurnOutcome.SUCCESS
        del state.burning[winner]


def burn_fails(state: RoundState, seat: int) -> None:
    """S4: a burner who must lead holds no play S1 allows: 烧失败, out of play."""
    event = state.burning.pop(seat)
    event.outcome = BurnOutcome.FAILED
    state.out_of_play.append(seat)
    if state.policy.burn.failed_burn_opens_target:
        state.opened.add(event.target)  # irvine 备注11
    if state.policy.burn.failed_breaker_saves and event.broke >= 0:
        state.burns[event.broke].outcome = BurnOutcome.SUCCESS  # irvine 备注12
    if state.policy.burn.false_burn_frees and not event.answered:
        free_stuck(state, event)


def free_stuck(state: RoundState, event: BurnEvent) -> None:
    """S4 (tongsu art. 32): a 诈烧 (failed with no 解烧 or 反烧) frees the player its kill
    stuck: no 闷贡, no 落 but a 自由人 who sits out (因“诈烧”被“闷”的，不算“落科”)."""
    stuck = StuckEvent(event.target, event.burner)
    if stuck not in state.stuck:
        return
    state.stuck.remove(stuck)
    state.stuck_seats.remove(event.target)
    if in_play(state, event.target):
        state.freed.append(event.target)
