"""The order of a round's phases (O2): the automatic steps up to the first decision (deal
aside: 上班, 预点, 买三/买四, tribute, 明点, the revolution) and which phase judges the
position now. The phases (``engine/phases``) know nothing of what follows them."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..rules.ruleset import Declaration
from .core import Phase
from .phases import buy, declare, revolution, tribute
from .phases.burn import BURN
from .phases.declare import DECLARE
from .phases.finish import FINISH
from .phases.play import PLAY
from .phases.revolution import REVOLUTION
from .phases.tribute import TRIBUTE
from .refusals import PhaseRules
from .round_state import RoundState, turn_order


def phase_of(state: RoundState) -> PhaseRules:
    """O2: the phase that lists and judges the decisions of the position (the burn phase while
    seats are asked whether they burn a gouji hand, S3)."""
    phase = state.phase
    if phase is Phase.PLAY:
        return BURN if state.trick.burn_queue else PLAY
    if phase is Phase.DECLARE_YU or phase is Phase.DECLARE_MING:
        return DECLARE
    if phase in (Phase.POINT_SWAP, Phase.DIAN_SHOU, Phase.ACCEPT_TRIBUTE, Phase.RETURN_TRIBUTE):
        return TRIBUTE
    if phase is Phase.OVER or phase is Phase.VOID:
        return FINISH
    return REVOLUTION


def settle(state: RoundState) -> None:
    """O2: after a decision that closed its phase's turns (nobody left to act), go on."""
    if state.to_act is None and not state.is_over:
        if state.phase is Phase.RETURN_TRIBUTE:
            after_tribute(state)
        elif state.phase is Phase.ACCEPT_TRIBUTE:
            after_payments(state)
        else:
            end_queue(state, state.phase)


def begin(state: RoundState, rng: random.Random) -> None:
    """O2: run the automatic phases up to the first decision."""
    state.leader = declare.first_leader(state, rng)
    declare.open_naturally(state)
    start_queue(state, Phase.POINT_SWAP, tribute.swap_seats(state))


def after_swap(state: RoundState) -> None:
    """X5 (tongsu art. 26), X3 (art. 27): once 换点 or 不换点 is agreed, the 点贡 payers with a
    big joker drawn call 点手 or not (during the draw, so before anything else moves)."""
    state.dian_shou = tribute.dian_shou_seats(state)
    start_queue(state, Phase.DIAN_SHOU, list(state.dian_shou))


def after_dian_shou(state: RoundState) -> None:
    """D1: after 点手, 预点 is asked (where it is)."""
    if state.policy.declare.yu:
        start_queue(state, Phase.DECLARE_YU, turn_order(state.leader))
    else:
        after_yu(state)


def after_yu(state: RoundState) -> None:
    """Y3, X1-X3: buying (before tribute), paying tribute, then its return."""
    threes = state.policy.threes
    if threes.buys(state.first_round) and not threes.buy_after_tribute:
        buy.buy_missing(state)
    if not state.first_round:
        tribute.pay_tribute(state)
        if state.to_act is not None:  # X3 (qingdao): a receiver is asked to accept
            return
    after_payments(state)


def after_payments(state: RoundState) -> None:
    """X3: every tribute paid (or refused): its return, if any is owed."""
    if state.to_return:
        state.phase = Phase.RETURN_TRIBUTE
        state.to_act = state.to_return[0][0]
        return
    after_tribute(state)


def after_tribute(state: RoundState) -> None:
    """Y3 (linyi: 进贡 -> 买三 -> 买四), D2, R1: buying, 明点, then the revolution."""
    threes = state.policy.threes
    if threes.buys(state.first_round) and threes.buy_after_tribute:
        buy.buy_missing(state)
    if state.policy.declare.ming:
        seats = [s for s in turn_order(state.leader) if state.declarations[s] == Declaration.NONE]
        start_queue(state, Phase.DECLARE_MING, seats)
    else:
        start_queue(state, Phase.REVOLUTION, revolution.revolution_seats(state))


def start_queue(state: RoundState, phase: Phase, seats: Sequence[int]) -> None:
    """D1, D2, R1: the seats ``seats`` decide in turn in ``phase`` (none: it ends at once)."""
    state.phase = phase
    state.queue = list(seats)
    if not state.queue:
        end_queue(state, phase)
    else:
        state.to_act = state.queue[0]


def end_queue(state: RoundState, phase: Phase) -> None:
    """D1, D2, R1: everybody asked has decided: the next step."""
    if phase is Phase.POINT_SWAP:
        after_swap(state)
    elif phase is Phase.DIAN_SHOU:
        after_dian_shou(state)
    elif phase is Phase.DECLARE_YU:
        after_yu(state)
    elif phase is Phase.DECLARE_MING:
        start_queue(state, Phase.REVOLUTION, revolution.revolution_seats(state))
    elif phase is Phase.REVOLUTION:
        revolution.after_revolution(state)
