"""Round records: save any round as JSON and replay it to the identical state (O2)."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from ..rules.cards import Card, format_cards, parse_cards
from ..rules.errors import GoujiError
from ..rules.ruleset import RuleSet, resolve_rules
from ..rules.table import SEAT_COUNT
from .actions import Action, RecordError
from .bots import Bot, HeuristicBot
from .state import Carry, Round

FORMAT_VERSION = 1
"""The version written into every record; records of another version are refused."""


@dataclass(frozen=True)
class RoundRecord:
    """A whole round: rules, seed (or scripted deal), what the last round left, every action."""

    rules: RuleSet
    seed: int
    actions: tuple[Action, ...]
    finish_order: tuple[int, ...]
    scores: tuple[int, int]
    deal: tuple[tuple[Card, ...], ...] | None = None
    carry: Carry | None = None
    round_index: int = 0
    leader: int | None = None
    """The leader of a scripted scenario (Round.from_hands), which starts at play."""

    def new_round(self) -> Round:
        """The round as it stood before the first action."""
        return Round(
            self.rules, self.seed, self.deal, self.carry, self.round_index, leader=self.leader
        )

    def to_json(self) -> str:
        """The record as JSON text (format version, rules, seed, actions...)."""
        return json.dumps(
            {
                "format": FORMAT_VERSION,
                "rules": self.rules.to_json(),
                "seed": self.seed,
                "deal": None if self.deal is None else [format_cards(h) for h in self.deal],
                "carry": None if self.carry is None else self.carry.to_json(),
                "round_index": self.round_index,
                "leader": self.leader,
                "actions": [action.to_json() for action in self.actions],
                "finish_order": list(self.finish_order),
                "scores": list(self.scores),
            },
            ensure_ascii=False,
        )

    @classmethod
    def from_json(cls, text: str) -> RoundRecord:
        """Read a record; a corrupt one or one of an unknown version raises RecordError."""
        return cls.from_data(load_versioned(text))

    @classmethod
    def from_data(cls, data: Any) -> RoundRecord:
        """Build a record from its parsed JSON object (RecordError when it is corrupt)."""
        with reading("record"):
            if data["format"] != FORMAT_VERSION:
                raise RecordError(f"unknown record format {data['format']!r}")
            deal = data["deal"]
            return cls(
                RuleSet.from_json(data["rules"]),
                int(data["seed"]),
                tuple(Action.from_json(a) for a in data["actions"]),
                tuple(int(s) for s in data["finish_order"]),
                (int(data["scores"][0]), int(data["scores"][1])),
                None if deal is None else tuple(tuple(parse_cards(h)) for h in deal),
                None if data["carry"] is None else Carry.from_json(data["carry"]),
                int(data["round_index"]),
                None if data.get("leader") is None else int(data["leader"]),
            )


def load_versioned(text: str) -> dict[str, Any]:
    """Parse a record's JSON text and check its format version (RecordError otherwise)."""
    try:
        data: Any = json.loads(text)
    except (TypeError, ValueError) as error:
        raise RecordError(f"not JSON: {error}") from error
    if not isinstance(data, dict):
        raise RecordError("a record is a JSON object")
    if data.get("format") != FORMAT_VERSION:
        raise RecordError(
            f"unknown record format {data.get('format')!r}; this version "
            f"reads format {FORMAT_VERSION}",
            f"未知的记录版本{data.get('format')!r}",
        )
    return data


@contextmanager
def reading(what: str) -> Iterator[None]:
    """Turn any error met while reading a record into a RecordError naming ``what``."""
    try:
        yield
    except RecordError:
        raise
    except (GoujiError, KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        raise RecordError(f"corrupt {what}: {error!r}") from error


def start_round(record: RoundRecord) -> Round:
    """The round a record starts from (RecordError naming the deal when it cannot start)."""
    try:
        return record.new_round()
    except GoujiError as error:
        raise RecordError(
            f"the record's deal cannot start a round: {error.en}",
            f"记录的发牌无法开始回合：{error.zh}",
            field="deal",
        ) from error


def replay_action(state: Round, record: RoundRecord, index: int) -> None:
    """Apply action ``index`` (0-based) of a record to ``state`` (RecordError naming it)."""
    action = record.actions[index]
    try:
        state.apply(action)
    except GoujiError as error:
        raise RecordError(
            f"action {index + 1} ({action.label()}) cannot be replayed: {error.message()}",
            f"第{index + 1}个动作（{action.label('zh')}）无法重放：{error.message('zh')}",
            field=f"actions[{index}]",
        ) from error


def replay(record: RoundRecord) -> Round:
    """Replay every action of a record and return the final state (equal to the original's)."""
    state = start_round(record)
    for index in range(len(record.actions)):
        replay_action(state, record, index)
    return state


def play_out(state: Round, bots: Sequence[Bot]) -> Round:
    """Let six bots play the round to its end (each sees only its own observation)."""
    if len(bots) != SEAT_COUNT:
        raise ValueError(f"T1: a round needs {SEAT_COUNT} bots, got {len(bots)}")
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        state.apply(bots[seat].act(state.observation(seat), state.legal_actions()))
    return state


def record_of(state: Round) -> RoundRecord:
    """The record of a round played so far (finished or not)."""
    return RoundRecord(
        state.rules,
        state.seed,
        tuple(state.history),
        state.finish_order,
        state.scores,
        state.deal_script,
        state.carry,
        state.round_index,
        state.scenario_leader,
    )


def simulate_round(
    rules: RuleSet | str | None = None, seed: int = 0, bots: Sequence[Bot] | None = None
) -> RoundRecord:
    """A whole round played by bots (``None``: six HeuristicBot) and returned as a record."""
    players = list(bots) if bots is not None else [HeuristicBot() for _ in range(SEAT_COUNT)]
    state = play_out(Round(resolve_rules(rules), seed), players)
    return record_of(state)
