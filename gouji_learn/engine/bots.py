"""Bots that play a seat: a random one and a rule-aware heuristic one (F, S, R, X)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple, Protocol

from ..rules.cards import Rank
from ..rules.gouji import is_gouji
from ..rules.seats import alliance_of, opposite_of
from .actions import Action, ActionKind
from .view import SeatView


class Bot(Protocol):
    """Anything that picks one of the legal actions from a seat's view (every bot of the
    package: RandomBot, HeuristicBot, RolloutBot, ExpertBot)."""

    def act(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """Choose one action of ``legal``."""
        ...


class RandomBot:
    """Uniform over the legal actions (any rule ID: it never breaks one), seeded."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def act(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """A uniformly random legal action: the index ``rng.randrange(len(legal))`` draws, by
        the same rejection sampling of ``getrandbits`` written out (a decision's hot path)."""
        n = len(legal)
        if not n:
            raise ValueError("RandomBot.act: no legal action to choose from")
        bits = self.rng.getrandbits
        k = n.bit_length()
        index = bits(k)
        while index >= n:
            index = bits(k)
        return legal[index]

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed})"


def play_cost(action: Action) -> tuple[int, int, int, int]:
    """How much a play spends: jokers, then 2s, then its lowest rank; bigger sets first."""
    return _Option.of(action).cost


class _Option(NamedTuple):
    """What the heuristic needs to know of a legal play, read off its sorted cards."""

    jokers: int
    twos: int
    rank: Rank
    size: int
    action: Action

    @classmethod
    def of(cls, action: Action) -> _Option:
        cards = action.cards
        jokers = sum(card.is_joker for card in cards)
        twos = sum(card.rank is Rank.TWO for card in cards)
        return cls(jokers, twos, cards[0].rank, len(cards), action)

    @property
    def cost(self) -> tuple[int, int, int, int]:
        """How much a play spends: jokers, then 2s, then rank (lower is cheaper)."""
        return (self.jokers, self.twos, int(self.rank), -self.size)


class HeuristicBot:
    """A rule-aware player: sheds low plays first, keeps jokers and 2s for gouji answers and
    burns (S1), answers its 对头's gouji hands (F5), never beats its allies (T1)."""

    def act(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """The heuristic's choice among ``legal``."""
        kinds = {action.kind for action in legal}
        for preferred in (
            ActionKind.NO_DECLARATION,
            ActionKind.STAY,
            ActionKind.WANT_HEAD,
            ActionKind.NO_CHONG_DIAN,
            ActionKind.ACCEPT_TRIBUTE,
            ActionKind.KEEP_SWAP,
            ActionKind.DIAN_SHOU,
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
        options = sorted((_Option.of(a) for a in plays), key=lambda option: option.cost)
        if view.to_beat is None or passing is None:
            return self._lead(options)
        return self._follow(view, options, passing)

    def _lead(self, options: list[_Option]) -> Action:
        """Shed the lowest plain rank, all of it, before anything with jokers or 2s."""
        plain = [o for o in options if not o.jokers and (not o.twos or o.rank is Rank.TWO)]
        pool = plain or options
        lowest = min(o.rank for o in pool)
        return max((o for o in pool if o.rank == lowest), key=lambda o: o.size).action

    def _follow(self, view: SeatView, options: list[_Option], passing: Action) -> Action:
        seat = passing.seat
        last_seat = view.trick[-1][0] if view.trick else -1
        target = view.to_beat
        assert target is not None
        cheapest = options[0]
        if cheapest.action.kind is ActionKind.BURN:
            return cheapest.action if cheapest.size == len(view.hand) else passing
        if last_seat >= 0 and alliance_of(last_seat) == alliance_of(seat):
            return passing
        answering_gouji = last_seat == opposite_of(seat) and is_gouji(target, view.rules)
        if cheapest.jokers and not answering_gouji and len(view.hand) > 8:
            return passing
        return cheapest.action

    def __repr__(self) -> str:
        return "HeuristicBot()"
