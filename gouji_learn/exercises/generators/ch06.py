"""Chapter 06 · A trick (F1-F7): tricks of ordinary plays, dealt and played by seed so that who
leads, who passed and who is asked next change from variant to variant."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import NamedTuple

from ...engine.actions import Action, ActionKind
from ...engine.round import Round
from ...rules.cards import format_cards
from ...rules.seats import SEAT_COUNT, next_seat, opposite_of
from ..facts import still_asked
from ..move_reading import move_text
from ..sentences import Say
from ..situations import NoVariant, Scripted, Variant, generator
from .hands import Hands

RANKS = ("5", "6", "7", "8", "9", "10", "J")
"""Ranks of the plays in a trick: no group of them is a gouji hand."""
TRIES = 100
"""How many tricks a generator deals (from its seed) to find the point it wants."""


def _hands(rng: random.Random, size: int) -> Hands:
    """Six hands: a 3 and three groups of ``size`` cards of random ranks each."""

    def hand() -> str:
        ranks = sorted(rng.sample(RANKS, 3), key=RANKS.index)
        return " ".join(["3", *(rank for rank in ranks for _ in range(size))])

    return (hand(), hand(), hand(), hand(), hand(), hand())


def _choose(rng: random.Random, state: Round, size: int) -> Action:
    """A plausible move: the leader leads a group, a follower beats it or passes (half each)."""
    legal = state.legal_actions()
    plays = [a for a in legal if a.kind is ActionKind.PLAY and len(a.cards) == size]
    passes = [a for a in legal if a.kind is ActionKind.PASS]
    if plays and (not passes or rng.random() < 0.5):
        return rng.choice(plays)
    if not passes:
        raise NoVariant
    return passes[0]


class Trick(NamedTuple):
    """One point of a dealt trick: the moves so far, who made the last, the position."""

    hands: Hands
    leader: int
    moves: tuple[str, ...]
    mover: int
    state: Round

    @property
    def situation(self) -> Scripted:
        """The point as a table set up by hand."""
        return Scripted(self.hands, leader=self.leader, moves=self.moves)


def _points(rng: random.Random) -> Iterator[Trick]:
    """Every point of one dealt trick of singles or pairs, from its lead until it ends."""
    size = rng.choice((1, 2))
    hands, leader = _hands(rng, size), rng.randrange(SEAT_COUNT)
    state = Round.position(list(hands), "qingdao", leader=leader)
    moves: list[str] = []
    while True:
        action = _choose(rng, state, size)
        moves.append(move_text(action))
        state.apply(action)
        yield Trick(hands, leader, tuple(moves), action.seat, state.copy())
        if state.view(None).to_beat is None:
            return


def _find(seed: int, wanted: Callable[[Trick], bool]) -> Trick:
    """The first point of the seed's tricks that ``wanted`` accepts."""
    rng = random.Random(seed)
    for _ in range(TRIES):
        for point in _points(rng):
            if wanted(point):
                return point
    raise NoVariant


def _play(state: Round) -> str:
    """The play to beat on the table, as cards."""
    play = state.view(None).to_beat
    assert play is not None
    return format_cards(play.cards)


def _last_player(state: Round) -> int:
    """The seat whose play is to beat."""
    return state.view(None).trick[-1][0]


@generator("ch06.lead")
def lead(seed: int) -> Variant:
    """F1, Y1: a seat to lead with a 3 and three groups; the seat and the ranks vary."""
    rng = random.Random(seed)
    hands = _hands(rng, rng.choice((1, 2)))
    seat = rng.randrange(SEAT_COUNT)
    ranks = sorted({card for card in hands[seat].split() if card != "3"}, key=RANKS.index)
    situation = Scripted(hands, leader=seat, viewer=seat)
    return Variant(situation, {"seat": seat, "ranks": ", ".join(ranks)})


@generator("ch06.asked-after-pass")
def asked_after_pass(seed: int) -> Variant:
    """F2-F3: a trick just after a pass; in half the seeds the next seat has passed already and
    is skipped, so the seat asked is not simply the next one."""
    skip = seed % 2 == 0

    def wanted(point: Trick) -> bool:
        state = point.state
        if point.moves[-1] != "pass" or state.view(None).to_beat is None or len(point.moves) < 3:
            return False
        return (state.to_act != next_seat(point.mover)) == skip

    point = _find(seed, wanted)
    values = {"seat": point.mover, "cards": _play(point.state), "next": next_seat(point.mover)}
    return Variant(point.situation, values)


@generator("ch06.still-asked")
def still_asked_after(seed: int) -> Variant:
    """F3: a trick just after a play, some seats having passed; the player and who passed
    vary (never a position where the seats still asked are exactly those that passed)."""

    def wanted(point: Trick) -> bool:
        view = point.state.view(None)
        if point.moves[-1] == "pass" or view.to_beat is None or not view.passed:
            return False
        asked = still_asked(point.state.copy())
        return bool(asked) and asked != view.passed

    point = _find(seed, wanted)
    return Variant(point.situation, {"seat": point.mover, "cards": _play(point.state)})


@generator("ch06.play-after-pass")
def play_after_pass(seed: int) -> Variant:
    """F3: a seat that passed earlier in the trick could beat the play now on the table; it
    may (the play is its 对头's and its turn has come) in half the seeds."""
    allowed = seed % 2 == 0

    def candidates(point: Trick) -> list[tuple[int, str]]:
        state = point.state
        view = state.view(None)
        if view.to_beat is None:
            return []
        player, found = _last_player(state), []
        for seat in view.passed:
            facing = seat == opposite_of(player)
            mine = facing and state.to_act == seat if allowed else not facing
            beat = _beating(point, seat)
            if mine and beat:
                found.append((seat, beat))
        return found

    point = _find(seed, lambda p: bool(candidates(p)))
    seat, cards = candidates(point)[0]
    return Variant(
        point.situation,
        {"seat": seat, "cards": cards, "player": _last_player(point.state)},
    )


def _beating(point: Trick, seat: int) -> str:
    """A group in ``seat``'s hand that beats the play on the table ("" if none)."""
    play = point.state.view(None).to_beat
    assert play is not None
    hand = point.state.view(None).hands[seat] or ()
    for card in hand:
        group = [c for c in hand if c.rank == card.rank][: play.count]
        if len(group) == play.count and card.rank > play.rank and card.rank.symbol != "3":
            return format_cards(group)
    return ""


@generator("ch06.next-leader")
def next_leader(seed: int) -> Variant:
    """F4: a trick under way whose last player did not lead it: who leads next if all pass."""

    def wanted(point: Trick) -> bool:
        view = point.state.view(None)
        return view.to_beat is not None and _last_player(point.state) != view.trick_leader

    point = _find(seed, wanted)
    return Variant(point.situation, {"leader": point.state.view(None).trick_leader})


def _yield_point(seed: int, may: bool) -> Trick:
    """A trick at a seat facing a play: one offered a yield (让牌) or, with ``may`` False, one
    that is not."""

    def wanted(point: Trick) -> bool:
        state = point.state
        if state.view(None).to_beat is None or state.to_act is None:
            return False
        offered = any(a.kind is ActionKind.YIELD for a in state.legal_actions())
        return offered == may

    return _find(seed, wanted)


@generator("ch06.yield-or-not")
def yield_or_not(seed: int) -> Variant:
    """F6: a seat facing a play, offered a yield in half the seeds (its 对头's play, the two
    between passed) and not in the others."""
    point = _yield_point(seed, seed % 2 == 0)
    state = point.state
    assert state.to_act is not None
    return Variant(point.situation, {"seat": state.to_act, "opposite": opposite_of(state.to_act)})


@generator("ch06.who-may-yield")
def who_may_yield(seed: int) -> Variant:
    """F6: a trick where one seat may yield; the seats and the cards vary."""
    point = _yield_point(seed, True)
    return Variant(point.situation, {"cards": _play(point.state)})


@generator("ch06.take-the-wind")
def take_the_wind(seed: int) -> Variant:
    """F7: a seat plays its last card and everyone passes; in half the seeds the seat after it
    has gone out already, so the wind goes further round."""
    rng = random.Random(seed)
    out = rng.randrange(SEAT_COUNT)
    gone = (next_seat(out),) if seed % 2 else ()
    hands = ["3 " + rng.choice(RANKS) for _ in range(SEAT_COUNT)]
    hands[out] = rng.choice(RANKS[2:])
    for seat in gone:
        hands[seat] = ""
    situation = Scripted(
        tuple(hands),  # type: ignore[arg-type]
        leader=out,
        moves=(hands[out], "pass until end"),
        finished=gone,
    )
    before = (
        Say(f" Seat {gone[0]} had gone out before.", f"{gone[0]}号之前已经走了。")
        if gone
        else Say("", "")
    )
    return Variant(situation, {"out": out, "before": before})
