"""What every widget checks and how its handlers fail: one friendly line, never a traceback.

Constructor arguments are checked here with clear errors (GoujiError, rule T1 for seats and
names, LANG for the language); typed text is cleaned of characters the kernel cannot send.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from ..rules.errors import GoujiError, GoujiTypeError, short_repr
from ..rules.seats import SEAT_COUNT, check_seat

MIN_SIZE = 200
MAX_SIZE = 2000
"""The sizes in pixels a table may be drawn at."""
MAX_NAME = 40
"""The longest seat name drawn at the table."""

_SURROGATE = re.compile("[\ud800-\udfff]")
"""Code points UTF-8 cannot encode (a Python str never pairs them)."""

F = TypeVar("F", bound=Callable[..., Any])


class Reporter(Protocol):
    """A widget that shows a refusal as one line (its message line or verdict)."""

    def _report(self, error: GoujiError) -> None: ...


def check_viewer(seat: object) -> int | None:
    """T1: None (the teacher's view) or a seat 0-5."""
    return None if seat is None else check_seat(seat)  # type: ignore[arg-type]


def check_size(size: object) -> int:
    """The drawing size in pixels: an int from MIN_SIZE to MAX_SIZE."""
    if isinstance(size, bool) or not isinstance(size, int) or not MIN_SIZE <= size <= MAX_SIZE:
        raise GoujiError(
            "T1",
            f"size is a number of pixels from {MIN_SIZE} to {MAX_SIZE}, not {short_repr(size)}",
            f"size应为{MIN_SIZE}到{MAX_SIZE}之间的像素数，不是{short_repr(size)}",
        )
    return size


def check_names(names: object) -> tuple[str, ...] | None:
    """T1: None or six seat names (text, at most MAX_NAME characters each, cleaned)."""
    if names is None:
        return None
    if isinstance(names, str) or not isinstance(names, Sequence):
        raise GoujiTypeError(
            "T1",
            f"names are six seat names (a tuple of text), not {short_repr(names)}",
            f"names应为六个座位名（文字元组），不是{short_repr(names)}",
        )
    if len(names) != SEAT_COUNT or not all(isinstance(n, str) for n in names):
        raise GoujiError(
            "T1",
            f"names need one text for each of the {SEAT_COUNT} seats, got {short_repr(names)}",
            f"names应为{SEAT_COUNT}个座位各一个名字，不是{short_repr(names)}",
        )
    return tuple(clean_text(name)[:MAX_NAME] for name in names)


def clean_text(text: object) -> str:
    """Text the kernel can send: lone surrogates (``"\\ud800"``) become U+FFFD; not text: ""."""
    if not isinstance(text, str):
        return ""
    return _SURROGATE.sub("\ufffd", text)


def reports_errors(handler: F) -> F:
    """A widget handler that shows the package's refusals as one line instead of raising."""

    @functools.wraps(handler)
    def guarded(self: Reporter, *args: Any, **kwargs: Any) -> Any:
        try:
            return handler(self, *args, **kwargs)
        except GoujiError as error:
            self._report(error)
            return None

    return guarded  # type: ignore[return-value]
