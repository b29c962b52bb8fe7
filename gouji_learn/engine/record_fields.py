"""The field checks of the one validating record reader (O2): every field's type and range,
each failure a RecordError naming the field, in English and Chinese (``reading.py`` reads
whole records, ``core.read_carry`` a carry)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NoReturn

from ..rules.errors import short_repr
from ..rules.seats import SEAT_COUNT, SEATS
from .actions import RecordError

MAX_EVENTS = 200
"""More stuck or burn events than a round can have."""


def fail(field: str, en: str, zh: str) -> NoReturn:
    """Raise the RecordError for ``field``."""
    raise RecordError(en, zh, field=field or "record")


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


def choice(value: Any, field: str, allowed: Sequence[str]) -> str:
    """One of the ``allowed`` names."""
    if not isinstance(value, str) or value not in allowed:
        fail(
            field,
            f"is one of {', '.join(allowed)}, not {short_repr(value)}",
            f"应为{'、'.join(allowed)}之一，不是{short_repr(value)}",
        )
    return value
