"""Wrong answers for any exercise question, found by the rules core and the engine."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from typing import Any
from unittest import mock

from gouji_learn.exercises.goals import all_plays
from gouji_learn.exercises.kinds import (
    Choose,
    FindMove,
    Number,
    PickCards,
    Predict,
    Question,
    Seat,
)
from gouji_learn.exercises.move_reading import move_text
from gouji_learn.rules import resolve_rules


@contextlib.contextmanager
def unrecorded() -> Iterator[None]:
    """Checks made inside are not written to the progress file: a test's own probing, not a
    learner's answers (each write rewrites the whole, growing file)."""
    with mock.patch("gouji_learn.exercises.progress.record", lambda question, feedback: None):
        yield


def wrong_answers(q: Question) -> list[Any]:
    """Two answers the question must call not yet (more when they are cheap to find)."""
    answer = q.solution().answer
    if isinstance(q, Predict):
        return [not answer, "yes" if not answer else "no"]
    if isinstance(q, Seat):
        if q.mode == "one":
            return [s for s in range(6) if s != answer][:2]
        if q.mode == "set":
            rest = set(range(6)) - set(answer)
            return [rest, set(answer) ^ {min(rest or {0})}]
        return [list(reversed(answer)), answer[1:] + answer[:1]]
    if isinstance(q, Number):
        return [answer + 1, str(answer - 1)]
    if isinstance(q, Choose):
        others = [c for c in q.choices if c != answer]
        return [*others, others[0].lower()][:2]  # a choice is read whatever its case
    state = q.state()
    if isinstance(q, PickCards):
        hand = q.cards(state)
        rules = resolve_rules(q.rulebook(state))
        with unrecorded():
            plays = all_plays(hand, rules)
            failing = [p.text() for p in plays if q.check(p.text()).status == "not_yet"]
        return failing[:2] if len(failing) >= 2 else [*failing, "BJ BJ BJ BJ BJ"][:2]
    assert isinstance(q, FindMove)
    with unrecorded():
        moves = [move_text(a) for a in q.moves(state)]
        failing = [move for move in moves if q.check(move).status == "not_yet"]
    return [*failing, "pass", "BJ BJ BJ BJ BJ"][:2] if len(failing) < 2 else failing[:2]


def quotes(text: str, shown: str, prompt: str = "") -> bool:
    """Whether ``text`` gives away the answer ``shown``: contains it as a whole token (not as a
    count such as "2 jacks"), unless the question's own prompt already shows it."""
    pattern = r"(?<![\w\[{])" + re.escape(shown) + r"(?![\w\]}])(?! [a-z])"
    if prompt and re.search(pattern, prompt):
        return False
    return re.search(pattern, text) is not None
