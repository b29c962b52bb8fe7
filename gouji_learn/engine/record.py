"""Round records: save any round as JSON and replay it to the identical state (O2).

Every record kind (RoundRecord, GameRecord, Carry) is read by one validating reader: the text's
size and nesting are checked before it is parsed, every field for its type and range, a deal
against the rulebook's shoe (C1), and the stored finish order and scores against the replay.
Anything wrong is a RecordError naming the field, in English and Chinese.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NoReturn, TypeVar

from ..rules.cards import Card, check_deal, check_seed, format_cards, parse_cards
from ..rules.errors import GoujiError, GoujiTypeError, short_repr
from ..rules.ruleset import Declaration, RuleSet, resolve_rules
from ..rules.table import SEAT_COUNT, SEATS, alliance_of
from ..rules.tribute import DECLARATIONS
from .actions import Action, RecordError
from .bots import Bot, HeuristicBot
from .core import BurnOutcome, Carry, StuckEvent
from .policy import policy_for
from .round import Round

FORMAT_VERSION = 1
"""The version written into every record; records of another version are refused."""

MAX_RECORD_CHARS = 1_000_000
"""A record's JSON text is at most this long (1 MB): a longer one is refused unread."""
MAX_DEPTH = 8
"""The deepest nesting of brackets a record has (a game record's carries: 5)."""
MAX_ACTIONS = 5_000
"""More actions than any round takes (a round of bots takes a few hundred)."""
MAX_ROUNDS = 20
"""More rounds than a game record holds (five, and the void deals dealt again); reading one
replays every round, which stays well under a second."""
MAX_EVENTS = 200
"""More stuck or burn events than a round can have."""
MAX_CARD_TEXT = 2_000
"""The longest card text of a hand or an action (a hand has at most 36 cards)."""
MAX_SEED = 2**64
"""Seeds are ints of magnitude below this."""
MAX_ROUND_INDEX = 1_000
MAX_SCORE = 10**9
"""Scores are ints of magnitude at most this (a rulebook's points are small)."""
BURN_OUTCOMES = tuple(BurnOutcome)
"""S1-S5: how a burn ended (BurnEvent.outcome)."""

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")
T = TypeVar("T")


def fail(field: str, en: str, zh: str) -> NoReturn:
    """Raise the RecordError for ``field``."""
    raise RecordError(en, zh, field=field or "record")


def nesting_depth(text: str, limit: int = MAX_DEPTH) -> int:
    """How deeply the brackets of a JSON text nest (strings aside), counted up to ``limit + 1``:
    a cheap scan made before parsing, so deep nesting never reaches the parser."""
    depth = deepest = 0
    for bracket in _BRACKET.finditer(_STRING.sub("", text)):
        if bracket.group() in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > limit:
                    break
        else:
            depth -= 1
    return deepest


def _no_constant(name: str) -> NoReturn:
    fail("record", f"{name} is not a JSON number", f"{name}不是JSON数字")


def load_versioned(text: object) -> dict[str, Any]:
    """Parse a record's JSON text (at most 1 MB, nested at most MAX_DEPTH deep) and check its
    format version (RecordError otherwise)."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            fail("record", "is not UTF-8 text", "不是UTF-8文字")
    if not isinstance(text, str):
        fail(
            "record",
            f"is JSON text, not {short_repr(text)}",
            f"应为JSON文字，不是{short_repr(text)}",
        )
    if len(text) > MAX_RECORD_CHARS:
        fail(
            "record",
            f"is {len(text):,} characters long; a record is at most {MAX_RECORD_CHARS:,}",
            f"长{len(text)}个字符；记录最多{MAX_RECORD_CHARS}个字符",
        )
    if nesting_depth(text) > MAX_DEPTH:
        fail(
            "record",
            f"nests brackets more than {MAX_DEPTH} deep; no record does",
            f"括号嵌套超过{MAX_DEPTH}层；记录不会这样",
        )
    try:
        data: Any = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError) as error:
        if isinstance(error, RecordError):
            raise
        fail("record", f"is not JSON: {error}", f"不是JSON：{error}")
    record = fields(data, "", ("format",), None)
    version = record["format"]
    if type(version) is not int or version != FORMAT_VERSION:
        fail(
            "format",
            f"unknown record format {short_repr(version)}; this version "
            f"reads format {FORMAT_VERSION}",
            f"未知的记录版本{short_repr(version)}；本版本读取版本{FORMAT_VERSION}",
        )
    return record


# ---------------------------------------------------------------------- field checks


def at(field: str, key: str | int) -> str:
    """The name of a part of ``field``: ``carry.stuck`` or ``actions[3]``."""
    if isinstance(key, int):
        return f"{field}[{key}]"
    return f"{field}.{key}" if field else key


def fields(
    data: Any, field: str, required: Sequence[str], optional: Sequence[str] | None = ()
) -> dict[str, Any]:
    """``data`` as a JSON object with these keys (``optional=None``: any others too)."""
    if not isinstance(data, dict):
        fail(
            field,
            f"is a JSON object, not {short_repr(data)}",
            f"应为JSON对象，不是{short_repr(data)}",
        )
    for key in required:
        if key not in data:
            fail(at(field, key), "is missing", "缺失")
    if optional is not None:
        known = set(required) | set(optional)
        for key in data:
            if key not in known:
                fail(at(field, str(key)), "is not a field of this record", "不是本记录的字段")
    return data


def integer(value: Any, field: str, low: int, high: int) -> int:
    """An int (not a bool or a float) from ``low`` to ``high``."""
    if isinstance(value, bool) or not isinstance(value, int):
        fail(
            field,
            f"is a whole number, not {short_repr(value)}",
            f"应为整数，不是{short_repr(value)}",
        )
    if not low <= value <= high:
        fail(
            field,
            f"is {short_repr(value)}, outside {low} to {high}",
            f"为{short_repr(value)}，不在{low}到{high}之间",
        )
    return value


def seat(value: Any, field: str) -> int:
    """T1: a seat number 0-5."""
    if isinstance(value, bool) or not isinstance(value, int) or value not in SEATS:
        fail(
            field,
            f"is a seat 0 to {SEAT_COUNT - 1}, not {short_repr(value)}",
            f"应为座位号0到{SEAT_COUNT - 1}，不是{short_repr(value)}",
        )
    return value


def items(value: Any, field: str, low: int = 0, high: int = MAX_EVENTS) -> list[Any]:
    """A JSON list of ``low`` to ``high`` items."""
    if not isinstance(value, list):
        fail(field, f"is a list, not {short_repr(value)}", f"应为列表，不是{short_repr(value)}")
    if not low <= len(value) <= high:
        size = f"{low}" if low == high else f"{low} to {high}"
        fail(
            field,
            f"holds {size} items, not {len(value)}",
            f"应有{size}项，不是{len(value)}项",
        )
    return value


def seats(value: Any, field: str, low: int = 0, high: int = SEAT_COUNT) -> tuple[int, ...]:
    """T1: distinct seats."""
    found = tuple(seat(s, at(field, i)) for i, s in enumerate(items(value, field, low, high)))
    if len(set(found)) != len(found):
        fail(field, f"names a seat twice: {list(found)}", f"座位重复：{list(found)}")
    return found


def text(value: Any, field: str, longest: int = MAX_CARD_TEXT) -> str:
    """A JSON string of at most ``longest`` characters."""
    if not isinstance(value, str):
        fail(field, f"is text, not {short_repr(value)}", f"应为文字，不是{short_repr(value)}")
    if len(value) > longest:
        fail(field, f"is longer than {longest} characters", f"超过{longest}个字符")
    return value


def choice(value: Any, field: str, allowed: Sequence[str]) -> str:
    """One of the ``allowed`` names."""
    if not isinstance(value, str) or value not in allowed:
        fail(
            field,
            f"is one of {', '.join(allowed)}, not {short_repr(value)}",
            f"应为{'、'.join(allowed)}之一，不是{short_repr(value)}",
        )
    return value


def cards(value: Any, field: str) -> tuple[Card, ...]:
    """C1-C3: card text."""
    try:
        return tuple(parse_cards(text(value, field)))
    except GoujiError as error:
        fail(field, error.message(), error.message("zh"))


def optional(value: Any, read: Callable[[Any], T]) -> T | None:
    """None stays None; anything else is read."""
    return None if value is None else read(value)


def rules_of(value: Any, field: str) -> RuleSet:
    """The options that differ from qingdao (RuleSet.to_json): names and values checked."""
    fields(value, field, (), None)
    try:
        return RuleSet.from_json(value)
    except (GoujiError, TypeError) as error:  # TypeError: a key that is no identifier
        why = error.en if isinstance(error, GoujiError) else str(error)
        fail(field, f"bad rules: {why}", f"规则有误：{why}")


def deal_of(value: Any, field: str, rules: RuleSet) -> tuple[tuple[Card, ...], ...]:
    """C1: six hands that could be dealt from the rulebook's shoe (check_deal)."""
    hands = tuple(cards(h, at(field, i)) for i, h in enumerate(items(value, field, 6, 6)))
    try:
        check_deal(hands, policy_for(rules).deal.short_shoe, SEAT_COUNT)
    except GoujiError as error:
        fail(field, error.message(), error.message("zh"))
    return hands


def scores_of(value: Any, field: str) -> tuple[int, int]:
    """P1-P2: the two alliances' scores."""
    pair = items(value, field, 2, 2)
    a, b = (integer(v, at(field, i), -MAX_SCORE, MAX_SCORE) for i, v in enumerate(pair))
    return (a, b)


def read_carry(data: Any, field: str = "carry") -> Carry:
    """X, O1: what a round left to the next (Carry.to_json), every field checked."""
    fields(
        data,
        field,
        ("finish_order", "last_place", "sweep", "stuck", "burns", "opened", "declarations"),
        ("burn_cards",),
    )
    order = seats(data["finish_order"], at(field, "finish_order"), 3, 6)
    if len(order) not in (3, SEAT_COUNT):
        fail(
            at(field, "finish_order"), "lists 3 seats (串三户) or 6", "应列出3个（串三户）或6个座位"
        )
    last = seat(data["last_place"], at(field, "last_place"))
    sweep = data["sweep"]
    if not isinstance(sweep, bool) or sweep != (len(order) == 3):
        fail(
            at(field, "sweep"),
            "is true exactly when 3 seats went out (E4)",
            "只有三家走科时为true（E4）",
        )
    if sweep and (len({alliance_of(s) for s in order}) != 1 or last in order):
        fail(
            at(field, "finish_order"),
            "is no 串三户 of one alliance (E4)",
            "不是同一联邦的串三户（E4）",
        )
    if not sweep and last != order[-1]:
        fail(
            at(field, "last_place"),
            "is the last seat of the finish order (E1)",
            "应为名次的最后一家（E1）",
        )
    stuck = []
    for i, pair in enumerate(items(data["stuck"], at(field, "stuck"))):
        where = at(at(field, "stuck"), i)
        a, b = (seat(s, at(where, j)) for j, s in enumerate(items(pair, where, 2, 2)))
        stuck.append(StuckEvent(a, b))
    burns = []
    for i, burn in enumerate(items(data["burns"], at(field, "burns"))):
        where = at(at(field, "burns"), i)
        burner, target, outcome = items(burn, where, 3, 3)
        burns.append(
            (
                seat(burner, at(where, 0)),
                seat(target, at(where, 1)),
                BurnOutcome(choice(outcome, at(where, 2), BURN_OUTCOMES)),
            )
        )
    opened = seats(data["opened"], at(field, "opened"))
    declared = tuple(
        Declaration(choice(d, at(at(field, "declarations"), i), DECLARATIONS))
        for i, d in enumerate(items(data["declarations"], at(field, "declarations"), 6, 6))
    )
    where = at(field, "burn_cards")  # S4 (tongsu art. 31): what each 烧贡 is worth
    size = len(burns) if "burn_cards" in data else 0
    listed = items(data.get("burn_cards", []), where, size, size)
    worth = tuple(integer(n, at(where, i), 1, 1 << 20) for i, n in enumerate(listed))
    return Carry(order, last, sweep, (*stuck,), (*burns,), frozenset(opened), declared, worth)


# ---------------------------------------------------------------------- round records


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
            "deal": None if self.deal is None else [format_cards(h) for h in self.deal],
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
            f"cannot start a round: {error.message()}",
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
            f"action {index + 1} ({action.label()}) cannot be replayed: {error.message()}",
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
    """Let six bots play the round to its end (each sees only its own observation)."""
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
        state.apply(bots[seat].act(state.observation(seat), state.legal_actions()))
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
