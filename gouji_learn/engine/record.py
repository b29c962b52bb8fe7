"""Round records: save any round as JSON and replay it to the identical state (O2).

Every record kind (RoundRecord, GameRecord, Carry) is read by one validating reader: the text's
size and nesting are checked before it is parsed, every field for its type and range, a deal
against the rulebook's shoe (C1), and the stored finish order and scores against the replay.
Anything wrong is a RecordError naming the field, in English and Chinese.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..rules.cards import Card, check_seed, format_cards
from ..rules.errors import GoujiError, GoujiTypeError, short_repr
from ..rules.ruleset import RuleSet, resolve_rules
from ..rules.seats import SEAT_COUNT
from .actions import Action
from .bots import Bot, HeuristicBot
from .core import Carry, read_carry
from .reading import (
    FORMAT_VERSION,
    MAX_ACTIONS,
    MAX_ROUND_INDEX,
    MAX_SEED,
    deal_of,
    load_versioned,
    optional,
    rules_of,
    scores_of,
)
from .record_fields import at, fail, fields, integer, items, seat, seats
from .round import Round

ROUND_FIELDS = ("format", "rules", "seed", "actions", "finish_order", "scores")
ROUND_OPTIONAL = ("deal", "carry", "round_index", "leader")


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
        return json.dumps(self.to_data(), ensure_ascii=False)

    def to_data(self) -> dict[str, Any]:
        """The record as a JSON-ready dict (what :meth:`to_json` writes)."""
        return {
            "format": FORMAT_VERSION,
            "rules": self.rules.to_json(),
            "seed": self.seed,
            "deal": None if self.deal is None else [format_cards(h, "en") for h in self.deal],
            "carry": None if self.carry is None else self.carry.to_json(),
            "round_index": self.round_index,
            "leader": self.leader,
            "actions": [action.to_json() for action in self.actions],
            "finish_order": list(self.finish_order),
            "scores": list(self.scores),
        }

    @classmethod
    def from_json(cls, text: str) -> RoundRecord:
        """Read and check a record (it must replay to its stored finish order and scores);
        anything wrong raises RecordError naming the field."""
        record = cls.from_data(load_versioned(text))
        check_replay(record)
        return record

    @classmethod
    def from_data(cls, data: Any, field: str = "") -> RoundRecord:
        """Build a record from its parsed JSON object, every field checked for type and range
        (not replayed: see :func:`check_replay`); RecordError naming the field otherwise."""
        fields(data, field, ROUND_FIELDS, ROUND_OPTIONAL)
        if type(data["format"]) is not int or data["format"] != FORMAT_VERSION:
            fail(at(field, "format"), f"is {FORMAT_VERSION}", f"应为{FORMAT_VERSION}")
        rules = rules_of(data["rules"], at(field, "rules"))
        seed = integer(data["seed"], at(field, "seed"), -MAX_SEED, MAX_SEED)
        deal = optional(data.get("deal"), lambda d: deal_of(d, at(field, "deal"), rules))
        carry = optional(data.get("carry"), lambda c: read_carry(c, at(field, "carry")))
        index = integer(data.get("round_index", 0), at(field, "round_index"), 0, MAX_ROUND_INDEX)
        leader = optional(data.get("leader"), lambda s: seat(s, at(field, "leader")))
        if leader is not None and deal is None:
            fail(at(field, "leader"), "comes with a scripted deal only", "只用于指定的发牌")
        where = at(field, "actions")
        listed = items(data["actions"], where, 0, MAX_ACTIONS)
        actions = tuple(Action.from_json(a, at(where, i)) for i, a in enumerate(listed))
        order = seats(data["finish_order"], at(field, "finish_order"))
        scores = scores_of(data["scores"], at(field, "scores"))
        return cls(rules, seed, actions, order, scores, deal, carry, index, leader)


def check_replay(record: RoundRecord, field: str = "") -> Round:
    """Replay a record and check its stored finish order and scores (RecordError otherwise)."""
    state = replay(record, field)
    for name, stored, replayed in (
        ("finish_order", record.finish_order, state.finish_order),
        ("scores", record.scores, state.scores),
    ):
        if tuple(stored) != tuple(replayed):
            fail(
                at(field, name),
                f"is {list(stored)}, but the actions replay to {list(replayed)}",
                f"记录为{list(stored)}，但重放结果为{list(replayed)}",
            )
    return state


def start_round(record: RoundRecord, field: str = "") -> Round:
    """The round a record starts from (RecordError naming the deal when it cannot start)."""
    try:
        return record.new_round()
    except GoujiError as error:
        fail(
            at(field, "deal"),
            f"cannot start a round: {error.message('en')}",
            f"无法开始回合：{error.message('zh')}",
        )


def replay_action(state: Round, record: RoundRecord, index: int, field: str = "") -> None:
    """Apply action ``index`` (0-based) of a record to ``state`` (RecordError naming it)."""
    action = record.actions[index]
    try:
        state.apply(action)
    except GoujiError as error:
        fail(
            at(at(field, "actions"), index),
            f"action {index + 1} ({action.label('en')}) cannot be replayed: {error.message('en')}",
            f"第{index + 1}个动作（{action.label('zh')}）无法重放：{error.message('zh')}",
        )


def replay(record: RoundRecord, field: str = "") -> Round:
    """Replay every action of a record and return the final state (equal to the original's)."""
    if not isinstance(record, RoundRecord):
        fail(
            field,
            f"is a RoundRecord, not {short_repr(record)}",
            f"应为回合记录，不是{short_repr(record)}",
        )
    state = start_round(record, field)
    for index in range(len(record.actions)):
        replay_action(state, record, index, field)
    return state


def play_out(state: Round, bots: Sequence[Bot]) -> Round:
    """Let six bots play the round to its end (each acts from its own seat's view)."""
    if not isinstance(state, Round):
        raise GoujiTypeError(
            "O2",
            f"play_out plays a Round, not {short_repr(state)}",
            "play_out需要一个回合（Round）",
        )
    players: object = bots
    if (
        isinstance(players, (str, bytes, dict))
        or not isinstance(players, Sequence)
        or len(players) != SEAT_COUNT
        or not all(callable(getattr(bot, "act", None)) for bot in players)
    ):
        raise GoujiError(
            "T1",
            f"a round needs {SEAT_COUNT} bots (each with .act), got {short_repr(bots)}",
            f"一个回合需要{SEAT_COUNT}个机器人（有.act），不是{short_repr(bots)}",
        )
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        state.apply(bots[seat].act(state.view(seat), state.legal_actions()))
    return state


def record_of(state: Round) -> RoundRecord:
    """The record of a round played so far (finished or not); a scripted position the record
    cannot hold (Round.position) is refused with a RecordError, never saved to replay wrong."""
    if not isinstance(state, Round):
        raise GoujiTypeError(
            "O2", f"record_of records a Round, not {short_repr(state)}", "record_of需要一个回合"
        )
    record = RoundRecord(
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
    if record.deal is not None and replay(record) != state:
        fail(
            "record",
            "this scripted position (Round.position: seats opened, gone out or a revolution "
            "set up) cannot be saved: a record holds only the deal and the actions",
            "这个设定的局面（Round.position：已开点、已走或已革命）无法保存：记录只有发牌和动作",
        )
    return record


def simulate_round(
    rules: RuleSet | str | None = None, seed: int = 0, bots: Sequence[Bot] | None = None
) -> RoundRecord:
    """A whole round played by bots (``None``: six HeuristicBot) and returned as a record;
    ``seed`` is an int (C1), else a GoujiTypeError."""
    ruleset, seed = resolve_rules(rules), check_seed(seed)
    players = bots if bots is not None else [HeuristicBot() for _ in range(SEAT_COUNT)]
    state = play_out(Round(ruleset, seed), players)
    return record_of(state)
