"""Shared pieces of the fuzz suites: odd values, and the check that a call meets only the
package's own errors, fast."""

from __future__ import annotations

import contextlib
import math
import os
import time
from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st
from scale import sized

from gouji_learn import Card, GoujiError, Rank, RuleSet, Suit, parse_cards
from gouji_learn.rules.errors import MAX_MESSAGE

SCALE = float(os.environ.get("GOUJI_FUZZ_SCALE", sized(1, 4)))
"""Multiplies every fuzz test's examples: 4 under ``--slow`` (CI: 240 examples for most targets,
over twice Hypothesis's default of 100, for about a minute of CPU), or GOUJI_FUZZ_SCALE (e.g. 20
for a long campaign)."""


def examples(base: int) -> int:
    """A fuzz test's number of examples: ``base`` in the everyday run, scaled by SCALE."""
    return max(1, round(base * SCALE))


SLOWEST = 1.0
"""No call may take longer than this (seconds of this process's CPU time, so that other
processes on a shared machine do not count)."""

ODD_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-10, max_value=20),
    st.sampled_from([-(2**63), 2**63, 10**30, 99, 6, -1]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([math.inf, -math.inf, math.nan, 1.5, 0.0]),
    st.text(max_size=12),
    st.sampled_from(
        [
            "",
            " ",
            "\ud800",
            "5 5 5",
            "BJ SJ",
            "大王 5",
            "10s",
            "x" * 5000,
            "qingdao",
            "zh",
            "en",
            "tongsu",
            "none",
            "ming",
            "yu",
            "T1",
            "PLAY",
            "3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3",
        ]
    ),
    st.binary(max_size=8),
    st.sampled_from(list(Rank)),
    st.sampled_from(list(Suit)),
    st.builds(Card, st.sampled_from(list(Rank)[:13]), st.sampled_from(list(Suit))),
    st.sampled_from([Card(Rank.BIG_JOKER), Card(Rank.SMALL_JOKER), Card(Rank.TWO)]),
    st.sampled_from([RuleSet.preset(name) for name in ("qingdao", "linyi", "tongsu", "irvine")]),
    st.sampled_from([object(), type, print, Ellipsis, NotImplemented]),
)
ODD = st.recursive(
    ODD_SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=6),
        st.lists(inner, max_size=6).map(tuple),
        st.frozensets(st.sampled_from([1, 2, "a", None]), max_size=3),
        st.dictionaries(st.text(max_size=5), inner, max_size=3),
    ),
    max_leaves=12,
)
"""Anything a notebook might pass: odd scalars, cards, rulebooks and lists of them."""
CARDS = st.lists(st.sampled_from(parse_cards("3 4 5 5 10 J Q K A 2 SJ BJ 5s 5h 10d")), max_size=8)


def _cpu_seconds(call: Callable[[], Any]) -> float:
    """The CPU seconds ``call`` takes, whatever it raises."""
    start = time.process_time()
    with contextlib.suppress(Exception):  # only the time is wanted here
        call()
    return time.process_time() - start


def only_package_errors(call: Callable[[], Any], reraise: bool = False) -> Any:
    """Run ``call``: it returns, or raises a GoujiError with a rule and a bounded message, and
    takes under SLOWEST seconds. Returns what it returned (None after a refusal, or the refusal
    raised again with ``reraise``). A slow call is timed once more: one stall of a shared machine
    (CI once measured 1.04 s for a 16 ms read) is not a failure, slowness that repeats is."""
    start = time.process_time()
    try:
        result = call()
    except GoujiError as error:
        assert error.rule, error
        assert len(error.en) <= MAX_MESSAGE and len(error.zh) <= MAX_MESSAGE
        assert isinstance(error.message("en"), str) and isinstance(error.message("zh"), str)
        _assert_fast(call, time.process_time() - start, " to refuse")
        if reraise:
            raise
        return None
    _assert_fast(call, time.process_time() - start, "")
    return result


def _assert_fast(call: Callable[[], Any], took: float, what: str) -> None:
    """Fail when ``call`` took SLOWEST seconds or more both times it was timed."""
    if took >= SLOWEST:
        again = _cpu_seconds(call)
        assert again < SLOWEST, f"took {took:.2f} s and {again:.2f} s{what}"
