"""Bots that play a seat: a random one and a rule-aware heuristic one (F, S, R, X)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from ..rules.cards import Rank
from ..rules.gouji import is_gouji
from ..rules.plays import Play, make_play
from ..rules.table import alliance_of, opposite_of
from .actions import Action, ActionKind
from .state import Observation


class Bot(Protocol):
    """Anything that picks one of the legal actions from a seat's observation."""

    def act(self, observation: Observation, legal: Sequence[Action]) -> Action:
        """Choose one action of ``legal``."""
        ...


class RandomBot:
    """Uniform over the legal actions (any rule ID: it never breaks one), seeded."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def act(self, observation: Observation, legal: Sequence[Action]) -> Action:
        """A uniformly random legal action."""
        return legal[self.rng.randrange(len(legal))]

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed})"


def _cost(play: Play) -> tuple[int, int, int, int]:
    """How much a play spends: jokers, then 2s, then rank (lower is cheaper)."""
    twos = sum(card.rank is Rank.TWO for card in play.cards)
    return (play.jokers, twos, int(play.rank), -play.count)


class HeuristicBot:
    """A rule-aware player: sheds low plays first, keeps jokers and 2s for gouji answers and
    burns (S1), answers its 对头's gouji hands (F5), never beats its allies (T1)."""

    def act(self, observation: Observation, legal: Sequence[Action]) -> Action:
        """The heuristic's choice among ``legal``."""
        kinds = {action.kind for action in legal}
        for preferred in (
            ActionKind.NO_DECLARATION,
            ActionKind.STAY,
            ActionKind.WANT_HEAD,
            ActionKind.NO_CHONG_DIAN,
        ):
            if preferred in kinds:
                return next(a for a in legal if a.kind is preferred)
        if ActionKind.RETURN_TRIBUTE in kinds:
            return min(
                (a for a in legal if a.kind is ActionKind.RETURN_TRIBUTE),
                key=lambda a: (a.cards[0].rank is Rank.THREE, a.cards[0].rank),
            )
        plays = [
            a for a in legal if a.kind in (ActionKind.PLAY, ActionKind.BURN, ActionKind.CHONG_DIAN)
        ]
        passing = next((a for a in legal if a.kind is ActionKind.PASS), None)
        if not plays:
            return passing or legal[0]
        rules = observation.rules
        scored = sorted(
            ((make_play(a.cards, rules), a) for a in plays), key=lambda pa: _cost(pa[0])
        )
        if observation.to_beat is None or passing is None:
            return self._lead(scored)
        return self._follow(observation, scored, passing)

    def _lead(self, scored: list[tuple[Play, Action]]) -> Action:
        """Shed the lowest plain rank, all of it, before anything with jokers or 2s."""
        plain = [(p, a) for p, a in scored if not p.jokers and not p.twos_as_rank]
        pool = plain or scored
        lowest = min(p.rank for p, _ in pool)
        return max((pa for pa in pool if pa[0].rank == lowest), key=lambda pa: pa[0].count)[1]

    def _follow(
        self, observation: Observation, scored: list[tuple[Play, Action]], passing: Action
    ) -> Action:
        seat = observation.seat
        last_seat = observation.trick[-1][0] if observation.trick else -1
        target = observation.to_beat
        assert target is not None
        if scored[0][1].kind is ActionKind.BURN:
            hand_left = len(observation.hand) - scored[0][0].count
            return scored[0][1] if hand_left == 0 else passing
        if last_seat >= 0 and alliance_of(last_seat) == alliance_of(seat):
            return passing
        cheapest, action = scored[0]
        own_count = len(observation.hand)
        answering_gouji = last_seat == opposite_of(seat) and is_gouji(target)
        if cheapest.jokers and not answering_gouji and own_count > 8:
            return passing
        return action

    def __repr__(self) -> str:
        return "HeuristicBot()"
