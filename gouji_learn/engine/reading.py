"""The field checks of the one validating record reader (O2): size and nesting before parsing,
every field's type and range, a deal against the rulebook's shoe (C1), carries (X, O1); each
failure a RecordError naming the field, in English and Chinese, of bounded length."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from typing import Any, NoReturn, TypeVar

from ..rules.cards import Card, check_deal, parse_cards
from ..rules.errors import GoujiError, short_repr
from ..rules.point_tribute import DECLARATIONS
from ..rules.ruleset import Declaration, RuleSet
from ..rules.seats import SEAT_COUNT, SEATS, alliance_of
from .actions import RecordError
from .core import BurnOutcome, Carry, StuckEvent
from .policy import policy_for

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
        fail(field, error.message("en"), error.message("zh"))


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
        fail(field, error.message("en"), error.message("zh"))
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
