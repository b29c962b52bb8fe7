"""The field checks of the one validating record reader (O2): size and nesting before parsing,
every field's type and range (``record_fields.py``), a deal against the rulebook's shoe (C1);
each failure a RecordError naming the field, in English and Chinese, of bounded length (a
carry is read by ``core.read_carry``)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any, NoReturn, TypeVar

from ..rules.cards import Card, check_deal, parse_cards
from ..rules.errors import GoujiError, short_repr
from ..rules.ruleset import RuleSet
from ..rules.seats import SEAT_COUNT
from .actions import RecordError
from .policy import policy_for
from .record_fields import at, fail, fields, integer, items

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
MAX_CARD_TEXT = 2_000
"""The longest card text of a hand or an action (a hand has at most 36 cards)."""
MAX_SEED = 2**64
"""Seeds are ints of magnitude below this."""
MAX_ROUND_INDEX = 1_000
MAX_SCORE = 10**9
"""Scores are ints of magnitude at most this (a rulebook's points are small)."""

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")
T = TypeVar("T")


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


def text(value: Any, field: str, longest: int = MAX_CARD_TEXT) -> str:
    """A JSON string of at most ``longest`` characters."""
    if not isinstance(value, str):
        fail(field, f"is text, not {short_repr(value)}", f"应为文字，不是{short_repr(value)}")
    if len(value) > longest:
        fail(field, f"is longer than {longest} characters", f"超过{longest}个字符")
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


# ---------------------------------------------------------------------- round records
