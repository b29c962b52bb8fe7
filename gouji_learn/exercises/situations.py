"""Situations drawn on the table: a position set up by hand, or a seeded deal played by bots."""

from __future__ import annotations

import copy
from dataclasses import dataclass, replace
from functools import lru_cache

from ..engine.actions import Action, ActionKind
from ..engine.bots import HeuristicBot
from ..engine.state import Phase, Round
from ..rules.errors import GoujiError
from ..rules.gouji import is_gouji
from ..rules.table import opposite_of
from .goals import MoveGoal
from .moves import parse_move

SEARCH = 60
"""How many seeds a Dealt situation tries, from its own, before giving up (never in practice)."""


@dataclass(frozen=True)
class Scripted:
    """F1: a position set up by hand: six hands (card text), the leader, then moves in order
    (card text, "pass", "yield"); drawn from ``viewer``'s chair (None: the teacher's view)."""

    hands: tuple[str, str, str, str, str, str]
    leader: int = 0
    moves: tuple[str, ...] = ()
    rules: str = "qingdao"
    viewer: int | None = None

    def build(self) -> Round:
        """A fresh Round at this position (each call a new one)."""
        state = Round.from_hands(list(self.hands), self.rules, leader=self.leader)
        for move in self.moves:
            state.apply(parse_move(state, move))
        return state

    @property
    def varies(self) -> bool:
        """A position set up by hand has no seeded variants."""
        return False

    def new(self, seed: int) -> Scripted:
        """No variants: the same position."""
        return self


@dataclass(frozen=True)
class Stop:
    """When a Dealt situation stops: ``plays`` cards plays on the current trick at least, and
    with ``gouji`` the play to beat is a gouji hand and the 对头 of its player is to act (F5);
    with ``choice`` the seat to act has a play and may pass (F2); ``holds`` ranks it holds;
    with ``goal`` some of its legal plays reach that goal and some do not."""

    plays: int = 1
    gouji: bool = False
    choice: bool = False
    holds: tuple[str, ...] = ()
    """Ranks (symbols such as "2", "SJ") the seat to act must hold."""
    opponent: bool = False
    """The play to beat is an opponent's (T1), not an ally's."""
    goal: MoveGoal | None = None
    """A goal some legal play reaches and some other play misses (a puzzle worth solving)."""

    def reached(self, state: Round) -> bool:
        """Whether ``state`` is an interesting point for this stop."""
        if state.phase is not Phase.PLAY or state.to_act is None:
            return False
        trick = state.trick
        if len(trick.plays) < self.plays:
            return False
        if self.gouji:
            last_seat, last = trick.plays[-1]
            if not is_gouji(last, state.rules) or state.to_act != opposite_of(last_seat):
                return False
        if self.opponent and trick.plays and trick.plays[-1][0] % 2 == state.to_act % 2:
            return False
        if self.holds:
            ranks = {card.rank.symbol for card in state.hands[state.to_act].cards()}
            if not set(self.holds) <= ranks:
                return False
        if self.choice:
            kinds = {a.kind.name for a in state.legal_actions()}
            if not ("PASS" in kinds and ("PLAY" in kinds or "BURN" in kinds)):
                return False
        return self.goal is None or _splits(self.goal, state)


def _splits(goal: MoveGoal, state: Round) -> bool:
    """Whether some legal play reaches ``goal`` and some other play misses it."""
    plays = [a for a in state.legal_actions() if a.kind in (ActionKind.PLAY, ActionKind.BURN)]
    if len(plays) < 2:
        return False
    mutates = bool(getattr(goal, "mutates", False))
    met = [goal.judge(copy.deepcopy(state) if mutates else state, a).ok for a in plays]
    return any(met) and not all(met)


@dataclass(frozen=True)
class Dealt:
    """A seeded deal (C1) played by heuristic bots until ``stop``; ``new(seed)`` deals another,
    the truth of every question on it computed again by the engine."""

    seed: int = 1
    stop: Stop = Stop()
    rules: str = "qingdao"
    viewer: int | None = None
    """Whose chair the table is drawn from; None: the seat to act's."""

    def build(self) -> Round:
        """A fresh Round at the stop point (each call a new one)."""
        seed, actions = _played(self.seed, self.stop, self.rules)
        state = Round(self.rules, seed=seed)
        for action in actions:
            state.apply(action)
        return state

    @property
    def varies(self) -> bool:
        """A seeded deal has variants."""
        return True

    def new(self, seed: int) -> Dealt:
        """The same situation from another seed."""
        return replace(self, seed=seed)


@lru_cache(maxsize=512)
def _played(seed: int, stop: Stop, rules: str) -> tuple[int, tuple[Action, ...]]:
    """The first seed from ``seed`` whose bot-played round reaches ``stop``, and its actions."""
    bot = HeuristicBot()
    for tried in range(seed, seed + SEARCH):
        state = Round(rules, seed=tried)
        actions: list[Action] = []
        while not state.is_over and state.to_act is not None:
            if stop.reached(state):
                return tried, tuple(actions)
            action = bot.act(state.observation(state.to_act), state.legal_actions())
            state.apply(action)
            actions.append(action)
    raise GoujiError("O2", f"no deal from seed {seed} reaches {stop}", "找不到合适的牌局")


Situation = Scripted | Dealt
"""A table a question is asked on."""
