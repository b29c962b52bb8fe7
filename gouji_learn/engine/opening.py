"""Opening the point (开点, K1-K4): who may still open, what opens, and the 4s that wait for
it or are thrown away (扔4); the play asks these as tricks end."""

from __future__ import annotations

from ..rules.cards import Rank
from ..rules.gouji import can_open, is_gouji, is_pure
from ..rules.plays import Play
from ..rules.seats import SEATS
from .phases import finish
from .round_state import RoundState, gone, in_play, is_headless


def opens_as_played(state: RoundState, seat: int, play: Play) -> bool:
    """K1 (tongsu art. 20, 和平局): in a game's first round a pure gouji hand opens as it
    is played."""
    return (
        state.first_round
        and state.policy.opening.first_round_pure
        and is_pure(play)
        and may_open(state, seat)
    )


def headless_gouji(state: RoundState, seat: int, play: Play) -> bool:
    """K1, E5 (无头打点, where the rulebook has it): a headless player's gouji hand."""
    return (
        state.policy.opening.headless_opens
        and is_headless(state, seat)
        and is_gouji(play, state.rules)
    )


def answered_gouji(state: RoundState) -> bool:
    """K2 (irvine note 2, quotation irvine.twos-open-when-answering): the winning play beat
    a gouji hand."""
    plays = state.trick.plays
    return len(plays) > 1 and is_gouji(plays[-2][1], state.rules)


def may_open(state: RoundState, seat: int) -> bool:
    """K3, K4: ``seat`` may still open: not opened nor conceded, and (where K3 says so)
    fewer than two players are out."""
    if seat in state.opened or seat in state.conceded:
        return False
    return not (state.policy.opening.closes_at_two_out and gone(state) >= 2)


def open_point(state: RoundState, seat: int, play: Play, answering: bool) -> None:
    """K1-K3: winning a gouji exchange before 四人乱缠 opens the point if the hand may open
    (K2)."""
    if may_open(state, seat) and can_open(play, state.rules, answering_gouji=answering):
        state.opened.add(seat)


def close_opening(state: RoundState) -> None:
    """K3, K4: after two have finished no one opens; tongsu throws unopened 4s away."""
    if gone(state) < 2 or not state.policy.fours.wait_for_opening:
        return
    for seat in SEATS:
        if seat not in state.opened and in_play(state, seat):
            throw_fours(state, seat)


def throw_fours(state: RoundState, seat: int) -> None:
    """K4, R4 (tongsu arts. 6, 48): ``seat``'s 4s are thrown away (扔4)."""
    hand = state.hands[seat]
    fours = list(hand.by_rank[Rank.FOUR])
    if not fours:
        return
    hand.remove(fours)
    state.set_aside.extend(fours)
    if not hand.size:
        finish.go_out(state, seat)
