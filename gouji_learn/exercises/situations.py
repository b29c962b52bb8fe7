"""Situations drawn on the table: a position set up by hand, or a seeded deal played by bots."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, NamedTuple

from ..engine.bots import HeuristicBot
from ..engine.core import Phase
from ..engine.notation import do, expand
from ..engine.record import replay, simulate_round
from ..engine.round import Round
from ..rules.cards import parse_cards
from ..rules.errors import GoujiError
from ..rules.gouji import is_gouji
from ..rules.language import get_language, set_language
from ..rules.ruleset import RuleSet
from ..rules.seats import SEAT_COUNT, opposite_of

SEARCH = 60
"""How many seeds a Dealt situation tries, from its own, before giving up (never in practice)."""


@dataclass(frozen=True)
class Scripted:
    """F1, K1, E1: a position set up by hand (Round.position): six hands (card text), the
    leader, who has opened and who has gone out, then moves in the engine's notation ("K K",
    "pass", "yield", "pass until end"); drawn from ``viewer``'s chair (None: the teacher's)."""

    hands: tuple[str, str, str, str, str, str]
    leader: int = 0
    moves: tuple[str, ...] = ()
    rules: str | RuleSet = "qingdao"
    """A preset name, or a RuleSet (a preset with options replaced)."""
    viewer: int | None = None
    opened: tuple[int, ...] = ()
    finished: tuple[int, ...] = ()
    revolutionary: int | None = None
    head: str | None = None
    """With a revolutionary: "keep" for his 对头's 要头, None for 无头 (R3)."""

    def build(self) -> Round:
        """A fresh Round at this position (each call a new copy)."""
        return _position(self).copy()

    @property
    def varies(self) -> bool:
        """A position set up by hand has no seeded variants."""
        return False

    def new(self, seed: int) -> Scripted:
        """No variants: the same position."""
        return self

    def values(self) -> Mapping[str, Any]:
        """Nothing to fill into the prompt."""
        return {}

    @property
    def key(self) -> str:
        """The one variant there is."""
        return ""

    def turned(self, turn: int) -> Scripted:
        """T3: the same position with every seat moved ``turn`` places round the table."""

        def move(seat: int) -> int:
            return (seat + turn) % SEAT_COUNT

        hands = tuple(self.hands[(seat - turn) % SEAT_COUNT] for seat in range(SEAT_COUNT))
        return replace(
            self,
            hands=hands,  # type: ignore[arg-type]
            leader=move(self.leader),
            moves=tuple(_turn_move(text, turn) for text in self.moves),
            viewer=None if self.viewer is None else move(self.viewer),
            opened=tuple(move(seat) for seat in self.opened),
            finished=tuple(move(seat) for seat in self.finished),
            revolutionary=None if self.revolutionary is None else move(self.revolutionary),
        )


_SEAT_NAMED = re.compile(r"^(\s*(?:seat\s*)?)(\d)(\s*[:：])|(until\s*)(\d)\s*$", re.IGNORECASE)


def _turn_move(text: str, turn: int) -> str:
    """A move of the notation with the seat it names ("3: A A A", "pass until 3") turned."""

    def shifted(match: re.Match[str]) -> str:
        if match[2] is not None:
            return f"{match[1]}{(int(match[2]) + turn) % SEAT_COUNT}{match[3]}"
        return f"{match[4]}{(int(match[5]) + turn) % SEAT_COUNT}"

    return _SEAT_NAMED.sub(shifted, text)


def seat_values(turn: int) -> dict[str, int]:
    """``s0`` .. ``s5``: where each seat of the written position sits once turned."""
    return {f"s{seat}": (seat + turn) % SEAT_COUNT for seat in range(SEAT_COUNT)}


@dataclass(frozen=True)
class Rotated:
    """T3: a position set up by hand, turned round the table by one of ``turns`` (chosen by
    the seed); prompts and facts name its seats as ``{s0}`` .. ``{s5}`` and ``"$s0"``. Even
    turns keep each alliance on its seats (0, 2, 4 and 1, 3, 5)."""

    base: Scripted
    turns: tuple[int, ...] = (0, 2, 4)
    seed: int = 0

    @property
    def turn(self) -> int:
        """How many places the position is turned for this seed."""
        return self.turns[self.seed % len(self.turns)]

    @property
    def viewer(self) -> int | None:
        """Whose chair the table is drawn from, turned."""
        return self.base.turned(self.turn).viewer

    def build(self) -> Round:
        """A fresh Round at the turned position."""
        return self.base.turned(self.turn).build()

    @property
    def varies(self) -> bool:
        """Each turn is a variant."""
        return len(set(self.turns)) > 1

    def new(self, seed: int) -> Rotated:
        """The position turned as ``seed`` says."""
        return replace(self, seed=seed)

    def values(self) -> Mapping[str, Any]:
        """Where each written seat sits now."""
        return seat_values(self.turn)

    @property
    def key(self) -> str:
        """The turn: two seeds with the same turn show the same item."""
        return f"t{self.turn}"


class Variant(NamedTuple):
    """What a generator makes from a seed: a table and the values its prompt names."""

    situation: Scripted | Deal | NextRound
    values: Mapping[str, Any] = {}


class NoVariant(Exception):
    """A generator found no valid position for this seed (the next seed is tried)."""


Generator = Callable[[int], Variant]
GENERATORS: dict[str, Generator] = {}
"""Every situation generator by name (``chNN.name``), filled by :func:`generator`."""


def generator(name: str) -> Callable[[Generator], Generator]:
    """Register a situation generator under ``name`` (a decorator)."""

    def register(function: Generator) -> Generator:
        if name in GENERATORS:
            raise ValueError(f"two situation generators named {name}")
        GENERATORS[name] = function
        return function

    return register


def _generators() -> Mapping[str, Generator]:
    """The registry, with every generator module of the package loaded."""
    from . import generators

    generators.load_all()
    return GENERATORS


@dataclass(frozen=True)
class Generated:
    """A table made by a named generator from a seed (a template of positions): the asked fact
    varies from seed to seed; a seed with no valid position gives the next seed's."""

    name: str
    seed: int = 0

    def made(self) -> tuple[int, Variant]:
        """The first seed from ``seed`` the generator makes a position for, and that variant."""
        return _generated(self.name, self.seed)

    @property
    def viewer(self) -> int | None:
        """Whose chair the table is drawn from."""
        return self.made()[1].situation.viewer

    def build(self) -> Round:
        """A fresh Round at the generated position."""
        return self.made()[1].situation.build()

    @property
    def varies(self) -> bool:
        """A generator makes variants."""
        return True

    def new(self, seed: int) -> Generated:
        """The position the generator makes for ``seed``."""
        return replace(self, seed=seed)

    def values(self) -> Mapping[str, Any]:
        """The names the generator gives the prompt (seats, cards...)."""
        return self.made()[1].values

    @property
    def key(self) -> str:
        """A fingerprint of the position and its values: equal keys are the same item."""
        variant = self.made()[1]
        text = repr((variant.situation, sorted(variant.values.items(), key=str)))
        return hashlib.sha256(text.encode()).hexdigest()[:12]


@lru_cache(maxsize=1024)
def _generated(name: str, seed: int) -> tuple[int, Variant]:
    found = _generators()
    if name not in found:
        raise GoujiError(
            "O2", f"no situation generator named {name!r}", f"没有名为{name}的牌局生成器"
        )
    chosen = get_language()
    set_language("en")  # moves and cards are made in the notation, whatever language is read
    try:
        for tried in range(seed, seed + SEARCH):
            try:
                variant = found[name](tried)
                variant.situation.build()
            except (NoVariant, GoujiError):
                continue
            return tried, variant
    finally:
        set_language(chosen)
    raise GoujiError("O2", f"{name} makes no position from seed {seed}", "找不到合适的牌局")


@dataclass(frozen=True)
class Stop:
    """When a Dealt situation stops: ``plays`` cards plays on the current trick at least, and
    with ``gouji`` the play to beat is a gouji hand and the 对头 of its player is to act (F5);
    with ``choice`` the seat to act has a play and may pass (F2); ``holds`` ranks it holds."""

    plays: int = 1
    gouji: bool = False
    choice: bool = False
    holds: tuple[str, ...] = ()
    """Ranks (symbols such as "2", "SJ") the seat to act must hold."""
    opponent: bool = False
    """The play to beat is an opponent's (T1), not an ally's."""
    over: bool = False
    """Stop when the round is over (E3), the other fields aside."""

    def reached(self, state: Round) -> bool:
        """Whether ``state`` is an interesting point for this stop."""
        if self.over:
            return state.phase is Phase.OVER
        if state.phase is not Phase.PLAY or state.to_act is None:
            return False
        trick = state.view(None).trick
        if len(trick) < self.plays:
            return False
        if self.gouji:
            last_seat, last = trick[-1]
            if not is_gouji(last, state.rules) or state.to_act != opposite_of(last_seat):
                return False
        if self.opponent and trick and trick[-1][0] % 2 == state.to_act % 2:
            return False
        if self.holds:
            ranks = {card.rank.symbol for card in state.view(None).hands[state.to_act] or ()}
            if not set(self.holds) <= ranks:
                return False
        if self.choice:
            kinds = {a.kind.name for a in state.legal_actions()}
            if not ("PASS" in kinds and ("PLAY" in kinds or "BURN" in kinds)):
                return False
        return True


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
        """A fresh Round at the stop point (each call a new copy)."""
        return _played(self.seed, self.stop, self.rules)[1].copy()

    @property
    def varies(self) -> bool:
        """A seeded deal has variants."""
        return True

    def new(self, seed: int) -> Dealt:
        """The same situation from another seed."""
        return replace(self, seed=seed)

    def values(self) -> Mapping[str, Any]:
        """Nothing to fill into the prompt."""
        return {}

    @property
    def key(self) -> str:
        """The seed whose deal reached the stop: two seeds reaching one deal are one item."""
        return f"d{_played(self.seed, self.stop, self.rules)[0]}"


@lru_cache(maxsize=512)
def _position(scripted: Scripted) -> Round:
    """The scripted position, built once (callers take copies)."""
    state = Round.position(
        list(scripted.hands),
        scripted.rules,
        leader=scripted.leader,
        opened=scripted.opened,
        finished=scripted.finished,
        revolutionary=scripted.revolutionary,
        head=scripted.head,
    )
    return do(state, *scripted.moves)


@lru_cache(maxsize=512)
def _played(seed: int, stop: Stop, rules: str) -> tuple[int, Round]:
    """The first seed from ``seed`` that bots play to ``stop``, and its round (callers copy
    it)."""
    bot = HeuristicBot()
    for tried in range(seed, seed + SEARCH):
        state = Round(rules, seed=tried)
        while not stop.reached(state):
            if state.is_over or state.to_act is None:
                break
            state.apply(bot.act(state.view(state.to_act), state.legal_actions()))
        else:
            return tried, state
    raise GoujiError("O2", f"no deal from seed {seed} reaches {stop}", "找不到合适的牌局")


@dataclass(frozen=True)
class NextRound:
    """X1-X5, D1-D2: the round after a seeded bot-played round, dealt with what that one left
    (its carry), stopped once the tribute is paid (no one declares); ``new(seed)`` plays another."""

    seed: int = 1
    rules: str = "qingdao"
    viewer: int | None = None

    def build(self) -> Round:
        """A fresh Round at the tribute's return (or at play when nothing comes back)."""
        return _next_round(self.seed, self.rules)[1].copy()

    @property
    def varies(self) -> bool:
        """Another seed, another tribute."""
        return True

    def new(self, seed: int) -> NextRound:
        """The same situation after another seeded round."""
        return replace(self, seed=seed)

    def values(self) -> Mapping[str, Any]:
        """Nothing to fill into the prompt."""
        return {}

    @property
    def key(self) -> str:
        """The seed of the round played before."""
        return f"n{_next_round(self.seed, self.rules)[0]}"


@lru_cache(maxsize=64)
def _next_round(seed: int, rules: str) -> tuple[int, Round]:
    """The round after the first seeded round from ``seed`` whose next round has a 落贡 to
    return (not after a sweep), past its declarations (callers copy it)."""
    for tried in range(seed, seed + SEARCH):
        first = replay(simulate_round(rules, seed=tried))
        state = Round(rules, seed=tried + 1, carry=first.carry_forward(), round_index=1)
        if _declare_nothing(state).phase is Phase.RETURN_TRIBUTE and any(
            t.kind == "last" and t.owed == 2 for t in state.tribute
        ):
            return tried, state
    raise GoujiError("O2", f"no round from seed {seed} pays a 落贡", "找不到有落贡的牌局")


@dataclass(frozen=True)
class Deal:
    """O2, Y3, K5, R1: a first round dealt by hand (six card texts), from its first phase:
    nobody declares (预点, 明点), then ``moves`` in the notation ("revolt", "stay", "无头"...)."""

    hands: tuple[str, str, str, str, str, str]
    rules: str = "qingdao"
    seed: int = 0
    moves: tuple[str, ...] = ()
    viewer: int | None = None

    def build(self) -> Round:
        """A fresh Round after the declarations and the moves (each call a new copy)."""
        return _deal(self).copy()

    @property
    def varies(self) -> bool:
        """A deal set by hand has no seeded variants."""
        return False

    def new(self, seed: int) -> Deal:
        """No variants: the same deal."""
        return self

    def values(self) -> Mapping[str, Any]:
        """Nothing to fill into the prompt."""
        return {}

    @property
    def key(self) -> str:
        """The one variant there is."""
        return ""


def _declare_nothing(state: Round) -> Round:
    """Nobody declares (预点, 明点); every tribute is accepted (qingdao's 吃贡 or 拒绝吃贡)."""
    while state.phase in (Phase.DECLARE_YU, Phase.DECLARE_MING, Phase.ACCEPT_TRIBUTE):
        state.do("accept" if state.phase is Phase.ACCEPT_TRIBUTE else "no declaration")
    return state


@lru_cache(maxsize=256)
def _deal(deal: Deal) -> Round:
    """The dealt round past its declarations and moves (callers copy it)."""
    state = Round(deal.rules, seed=deal.seed, deal=[parse_cards(hand) for hand in deal.hands])
    for move in deal.moves:  # applied as read: a bad move raises and nothing is cached
        for _ in expand(_declare_nothing(state), move):
            pass
    return _declare_nothing(state)


Situation = Scripted | Rotated | Generated | Dealt | NextRound | Deal
"""A table a question is asked on."""
