"""Facts: what a question asks about, as data; the rules core or the engine computes the truth.

A fact is a small frozen dataclass with ``truth(state) -> Truth``: ``state`` is the question's
situation built as a Round (None without one). Nothing here stores an answer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple, Protocol

from ..engine.actions import Action, ActionKind
from ..engine.state import Round
from ..rules.beating import explain_beat
from ..rules.errors import GoujiError
from ..rules.gouji import explain_gouji, explain_open
from ..rules.plays import make_play
from ..rules.table import SEAT_COUNT, alliance_of, next_seat, relation
from .moves import parse_move, refusal
from .text import Say


class Truth(NamedTuple):
    """The computed answer, the rule IDs it rests on, and the rules core's sentence (if any)."""

    value: Any
    rules: tuple[str, ...] = ()
    why: Say | None = None


class Fact(Protocol):
    """Anything that computes a truth from a question's situation."""

    def truth(self, state: Round | None) -> Truth:
        """The truth of this fact in ``state``."""
        ...


def _need(state: Round | None) -> Round:
    if state is None:
        raise GoujiError("O2", "this fact needs a table", "这个问题需要牌桌")
    return state


@dataclass(frozen=True)
class Call:
    """The value of a rules-core function called with fixed arguments (T, P, X...)."""

    function: Callable[..., Any]
    args: tuple[Any, ...] = ()
    rules: tuple[str, ...] = ()

    def truth(self, state: Round | None) -> Truth:
        """``function(*args)``."""
        return Truth(self.function(*self.args), self.rules)


@dataclass(frozen=True)
class Beats:
    """B1-B6: does ``new`` beat ``old`` under ``rules``?"""

    new: str
    old: str
    rules: str = "qingdao"

    def truth(self, state: Round | None) -> Truth:
        """explain_beat's verdict."""
        verdict = explain_beat(self.new, self.old, self.rules)
        return Truth(verdict.ok, verdict.rules, Say(verdict.en, verdict.zh))


@dataclass(frozen=True)
class IsGouji:
    """G1-G3: is ``cards`` a gouji hand (``pure``: a pure one) under ``rules``?"""

    cards: str
    rules: str = "qingdao"
    pure: bool = False

    def truth(self, state: Round | None) -> Truth:
        """explain_gouji's verdict."""
        verdict = explain_gouji(self.cards, self.rules)
        value = verdict.ok and ("G3" in verdict.rules if self.pure else True)
        return Truth(value, verdict.rules, Say(verdict.en, verdict.zh))


@dataclass(frozen=True)
class Opens:
    """K2: can winning a lead with ``cards`` open the point under ``rules``?"""

    cards: str
    rules: str = "qingdao"
    answering: bool = False

    def truth(self, state: Round | None) -> Truth:
        """explain_open's verdict."""
        verdict = explain_open(self.cards, self.rules, self.answering)
        return Truth(verdict.ok, verdict.rules, Say(verdict.en, verdict.zh))


@dataclass(frozen=True)
class IsPlay:
    """H1-H5: are ``cards`` one play under ``rules``?"""

    cards: str
    rules: str = "qingdao"

    def truth(self, state: Round | None) -> Truth:
        """make_play accepts them, or its refusal."""
        try:
            play = make_play(self.cards, self.rules)
        except GoujiError as error:
            return Truth(False, (error.rule,), Say(error.en, error.zh))
        return Truth(True, play.rule_ids, Say(play.describe(), play.describe("zh")))


@dataclass(frozen=True)
class CoreRefusal:
    """The rule ID under which the rules core refuses ``function(*args)`` (None if it accepts)."""

    function: Callable[..., Any]
    args: tuple[Any, ...] = ()

    def truth(self, state: Round | None) -> Truth:
        """The refusal's rule ID and sentence."""
        try:
            self.function(*self.args)
        except GoujiError as error:
            return Truth(error.rule, (error.rule,), Say(error.en, error.zh))
        return Truth(None)


@dataclass(frozen=True)
class SameAlliance:
    """T1: are seats ``a`` and ``b`` of one alliance (联邦)?"""

    a: int
    b: int

    def truth(self, state: Round | None) -> Truth:
        """alliance_of of both."""
        return Truth(alliance_of(self.a) == alliance_of(self.b), ("T1",))


def turn_order(seat: int) -> tuple[int, ...]:
    """T3: the six seats in playing order from ``seat`` (counter-clockwise)."""
    order = [seat]
    while len(order) < SEAT_COUNT:
        order.append(next_seat(order[-1]))
    return tuple(order)


@dataclass(frozen=True)
class ToAct:
    """F2-F7: the seat the engine says is to act at the situation."""

    def truth(self, state: Round | None) -> Truth:
        """Round.to_act."""
        return Truth(_need(state).to_act, ("F2", "T3"))


@dataclass(frozen=True)
class MayMove:
    """F, S, Y, K4: may ``seat`` (None: the seat to act) make ``move`` now? The engine decides."""

    move: str
    seat: int | None = None

    def truth(self, state: Round | None) -> Truth:
        """The engine's refusal, or its acceptance."""
        board = _need(state)
        try:
            action = parse_move(board, self.move)
        except GoujiError as error:
            return Truth(False, (error.rule,), Say(error.en, error.zh))
        if self.seat is not None and self.seat != action.seat:
            action = Action(action.kind, self.seat, action.cards)
        refused = refusal(board, action)
        if refused is None:
            return Truth(True, ("F2",))
        return Truth(False, (refused.rule,), Say(refused.en, refused.zh))


@dataclass(frozen=True)
class MoveRefusal:
    """The rule ID under which the engine refuses ``move`` by ``seat`` at the situation."""

    move: str
    seat: int | None = None

    def truth(self, state: Round | None) -> Truth:
        """The engine's refusal's rule ID (None when the move is legal)."""
        found = MayMove(self.move, self.seat).truth(state)
        return Truth(None if found.value else found.rules[0], found.rules, found.why)


@dataclass(frozen=True)
class LegalCount:
    """F2: how many different plays the seat to act may make now (passing not counted)."""

    def truth(self, state: Round | None) -> Truth:
        """Counted over the engine's legal actions."""
        legal = _need(state).legal_actions()
        plays = {
            tuple(sorted(c.rank for c in a.cards))
            for a in legal
            if a.kind in (ActionKind.PLAY, ActionKind.BURN)
        }
        return Truth(len(plays), ("F2",))


@dataclass(frozen=True)
class OfToAct:
    """T1-T3: a table function applied to the seat to act at the situation (its 对头...)."""

    function: Callable[[int], Any]
    rules: tuple[str, ...] = ()

    def truth(self, state: Round | None) -> Truth:
        """``function(state.to_act)``."""
        seat = _need(state).to_act
        if seat is None:
            raise GoujiError("E3", "nobody is to act", "没有人要出牌")
        return Truth(self.function(seat), self.rules)


def relation_name(seat: int, other: int) -> str:
    """T1-T3: how ``other`` stands to ``seat``, by its Chinese name (下家, 上家, 对头, 联邦)."""
    return relation(seat, other).label("zh")


def opponents_of(seat: int) -> tuple[int, ...]:
    """T1-T2: the three seats of the other alliance."""
    return tuple(other for other in range(SEAT_COUNT) if alliance_of(other) != alliance_of(seat))
