"""Spaced review, Leitner style: boxes per question, a missed question back to box 1 and due at
once, a right one up a box and due later; the deck deals due questions across chapters, fresh
variants where a question has them, and says a friendly line when nothing is due."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from exercise_helpers import wrong_answers

from gouji_learn.exercises import CHAPTERS, Progress, progress_path, question, questions
from gouji_learn.exercises import progress as progress_module
from gouji_learn.exercises.progress import BOXES
from gouji_learn.exercises.review import WAIT_DAYS, due, review_deck

START = datetime(2030, 1, 1, 12, tzinfo=timezone.utc)


@pytest.fixture(autouse=True)
def fresh_memory() -> None:
    progress_module._memory.clear()
    progress_module._told.clear()


def later(days: float) -> datetime:
    return START + timedelta(days=days)


def test_boxes_move_up_when_right_and_back_to_one_when_missed(learner_home: Path) -> None:
    progress = Progress()
    for step in range(BOXES + 1):
        progress.answer("ch01.a", 1, True, when=later(step))
    assert progress.box("ch01.a") == BOXES, "the last box is the highest"
    progress.answer("ch01.a", 1, False, when=later(10))
    assert progress.box("ch01.a") == 1 and progress.question("ch01.a")["last"] == "missed"
    assert progress.box("ch01.never") == 1


def test_a_missed_question_is_due_at_once_and_a_right_one_later(learner_home: Path) -> None:
    progress = Progress()
    progress.answer("ch01.right", 1, True, when=START)
    progress.answer("ch02.missed", 2, False, when=START)
    assert due(progress, START) == ["ch02.missed"]
    wait = WAIT_DAYS[progress.box("ch01.right") - 1]
    assert due(progress, later(wait) - timedelta(seconds=1)) == ["ch02.missed"]
    assert due(progress, later(wait)) == ["ch02.missed", "ch01.right"], "missed ones first"
    progress.answer("ch02.missed", 2, True, when=later(wait))
    assert "ch02.missed" not in due(progress, later(wait)), "right again: it waits in box 2"


def test_an_unreadable_time_makes_a_question_due_never_a_crash(learner_home: Path) -> None:
    progress = Progress()
    progress.answer("ch01.a", 1, True)
    progress.question("ch01.a")["when"] = "yesterday-ish"
    progress.question("ch01.b").update(tries=1, box=3, when="2030-01-01T00:00:00")  # no zone
    assert due(progress, later(30)) == ["ch01.a", "ch01.b"]


def test_the_deck_deals_due_questions_across_chapters(learner_home: Path) -> None:
    deck = review_deck()
    assert len(deck) == 0 and "Nothing to review yet" in deck.text()
    assert "还没有可复习的题" in deck.text("zh")
    fixed = [q for c in CHAPTERS for q in questions(c) if not q.varies and q.chapter in (2, 5)]
    one, two = fixed[0], next(q for q in fixed if q.chapter != fixed[0].chapter)
    one.check(wrong_answers(one)[0])
    two.check(two.solution().answer)
    deck = review_deck()
    assert [q.id for q in deck.questions] == [one.id] and deck.boxes == (1,)
    assert deck[0].check(deck[0].solution().answer).ok
    assert len(review_deck()) == 0 and "Nothing is due for review now" in review_deck().text()
    data = json.loads(progress_path().read_text(encoding="utf-8"))
    for entry in data["questions"].values():
        entry["when"] = (datetime.now(timezone.utc) - timedelta(days=30)).isoformat()
    progress_path().write_text(json.dumps(data), encoding="utf-8")
    deck = review_deck()
    assert {q.id for q in deck.questions} == {one.id, two.id}
    assert "due for review" in deck.text() and "第" in deck.label(0, "zh")


def test_the_deck_deals_a_variant_not_answered_right_before(learner_home: Path) -> None:
    q = next(q for c in CHAPTERS for q in questions(c) if q.varies)
    q.check(q.solution().answer)
    progress = Progress.load()
    progress.question(q.id)["when"] = (datetime.now(timezone.utc) - timedelta(days=30)).isoformat()
    progress.save()
    dealt = review_deck()[0]
    assert dealt.id == q.id and dealt.variant != q.variant


def test_a_question_gone_from_the_banks_is_skipped(learner_home: Path) -> None:
    progress = Progress.load()
    progress.answer("ch01.no-such-question", 1, False)
    progress.save()
    assert len(review_deck()) == 0
    with pytest.raises(Exception, match="no question"):
        question("ch01.no-such-question")


def test_the_deck_shows_its_line_then_each_question_as_a_widget(
    learner_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from gouji_learn.exercises import progress_view

    shown: list[Any] = []
    monkeypatch.setattr(progress_view, "display", lambda shown_now, **_: shown.append(shown_now))
    review_deck()._ipython_display_()
    assert len(shown) == 1 and "Nothing to review yet" in shown[0]["text/plain"]
    q = next(q for q in questions(2) if not q.varies)
    q.check(wrong_answers(q)[0])
    shown.clear()
    review_deck()._ipython_display_()
    assert len(shown) == 3 and "Chapter 02 · box 1 of" in shown[1]["text/html"]
    bundle = shown[2]._repr_mimebundle_()
    assert "image/svg+xml" in bundle, "the question widget keeps its still picture"
