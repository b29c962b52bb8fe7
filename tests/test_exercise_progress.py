"""The progress file: under GOUJI_LEARN_HOME, mastery after MASTERY fresh right answers in a
row, the score and the standing read from the file, and a missing, corrupt, foreign or
unwritable file gives one line and a fresh start, never a crash."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from exercise_helpers import wrong_answers

from gouji_learn.exercises import (
    CHAPTERS,
    MASTERY,
    PLACEHOLDER,
    Progress,
    progress_path,
    questions,
    score,
)
from gouji_learn.exercises import progress as progress_module
from gouji_learn.exercises.progress import standing
from gouji_learn.exercises.sentences import Say


@pytest.fixture(autouse=True)
def fresh_memory() -> None:
    progress_module._memory.clear()
    progress_module._told.clear()


def fixed_questions() -> list:
    """Yes/no questions without variants, across chapters (cheap to answer right or wrong)."""
    return [
        q for c in CHAPTERS for q in questions(c) if type(q).__name__ == "Predict" and not q.varies
    ]


def test_the_file_lives_under_the_learner_home(learner_home: Path) -> None:
    assert progress_path() == learner_home / "progress.json"
    q = questions(1)[0]
    q.check(PLACEHOLDER)
    assert not progress_path().exists(), "an unattempted check writes nothing"
    q.check(q.solution().answer)
    data = json.loads(progress_path().read_text(encoding="utf-8"))
    entry = data["questions"][q.id]
    assert (entry["right"], entry["tries"], entry["last"], entry["box"]) == (1, 1, "right", 2)
    assert entry["variants"] == [q.variant]
    assert Progress.load().done(1) == [q.id]


def test_mastery_needs_a_run_of_fresh_right_answers(learner_home: Path) -> None:
    chapter = next(c for c in CHAPTERS if len([q for q in questions(c) if not q.varies]) > MASTERY)
    qs = [q for q in questions(chapter) if not q.varies]
    qs[0].check(qs[0].solution().answer)
    qs[1].check(wrong_answers(qs[1])[0])  # one wrong answer resets the run
    assert not Progress.load().mastered(chapter)
    for q in qs[:MASTERY]:
        assert not Progress.load().mastered(chapter)
        q.check(q.solution().answer)
    run = Progress.load().chapter(chapter)
    assert run["streak"] == MASTERY - 1, "qs[0] was answered right before: not fresh"
    assert not run["mastered"]
    qs[0].check(qs[0].solution().answer)
    assert Progress.load().chapter(chapter)["streak"] == MASTERY - 1, "the same item again"
    qs[MASTERY].check(qs[MASTERY].solution().answer)
    run = Progress.load().chapter(chapter)
    assert run["mastered"] and run["best"] == MASTERY


def test_a_fresh_variant_counts_and_the_same_variant_does_not(learner_home: Path) -> None:
    q = next(q for c in CHAPTERS for q in questions(c) if q.varies)
    other = next(v for seed in range(1, 30) if (v := q.new(seed)).variant != q.variant)
    for asked in (q, q, other):
        asked.check(asked.solution().answer)
    entry = Progress.load().question(q.id)
    assert entry["right"] == 3 and sorted(entry["variants"]) == sorted([q.variant, other.variant])
    assert Progress.load().chapter(q.chapter)["streak"] == 2


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("{not json", "corrupt"),
        (b"\xff\xfe\x00garbage", "cannot read"),
        ('{"format": "something else"}', "not a gouji_learn progress file"),
        ("[1, 2, 3]", "not a gouji_learn progress file"),
    ],
)
def test_a_bad_file_gives_one_line_and_a_fresh_start(
    learner_home: Path, capsys: pytest.CaptureFixture[str], content: str | bytes, words: str
) -> None:
    learner_home.mkdir(parents=True)
    path = learner_home / "progress.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    q = questions(1)[0]
    for _ in range(2):
        assert q.check(q.solution().answer).status == "correct"
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err
    assert sorted(p.name for p in learner_home.iterdir()) == ["progress.json"]
    if words == "corrupt":
        assert Progress.load().question(q.id)["right"] == 2, "replaced by a fresh file"
    if "not a gouji_learn" in words:
        assert path.read_text(encoding="utf-8") == content, "a foreign file is left untouched"


def test_an_unwritable_home_is_said_once_and_kept_in_memory(
    learner_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    learner_home.parent.mkdir(parents=True, exist_ok=True)
    learner_home.write_text("a file where the folder should be", encoding="utf-8")
    q = questions(1)[0]
    for _ in range(3):
        assert q.check(q.solution().answer).status == "correct"
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot" in err


def test_the_score_reads_the_progress_file(learner_home: Path) -> None:
    qs = questions(1)
    for q in qs:
        q.check(PLACEHOLDER)
    qs[0].check(qs[0].solution().answer)
    result = score(1)
    assert (result.right, result.total) == (1, len(qs))
    assert len(result.review) >= 1 and all("(" in item.en for item in result.review)
    assert all(item.zh != item.en for item in result.review), "the review speaks Chinese too"
    assert f"1 of {len(qs)}" in result.text() and "To review" in result.text()
    assert "需要复习" in result.text("zh") and "<li>" in result._repr_html_()


def test_a_restart_never_shows_less_than_was_done(learner_home: Path) -> None:
    """Answers recorded by another kernel (only the file is shared) count in the score and
    the standing; a question missed last time is back on the list to review."""
    first, second = fixed_questions()[:2]
    progress = Progress.load()
    progress.answer(first.id, first.chapter, True, first.variant)
    progress.answer(second.id, second.chapter, True, second.variant)
    progress.answer(second.id, second.chapter, False, second.variant)
    progress.save()
    result = score(first.chapter)
    assert result.right == len({first.id, second.id} & {q.id for q in questions(first.chapter)})
    if second.chapter == first.chapter:
        assert Say(second.review("en"), second.review("zh")) in result.review
    shown = standing(first.chapter)
    assert (shown.tried, shown.right) == (
        len({first.id, second.id} & {q.id for q in questions(first.chapter)}),
        result.right,
    )


def test_the_standing_says_tried_right_mastery_and_due(learner_home: Path) -> None:
    qs = [q for q in questions(1) if not q.varies]
    qs[0].check(qs[0].solution().answer)
    qs[1].check(wrong_answers(qs[1])[0])
    shown = standing(1)
    assert (shown.total, shown.tried, shown.right, shown.streak) == (len(questions(1)), 2, 1, 0)
    assert not shown.mastered and shown.due == 1, "the missed question is due at once"
    text = shown.text()
    assert "chapter 01: 2 of" in text and "1 answered right" in text and "1 due for review" in text
    assert "第01章" in shown.text("zh") and "做过2题" in shown.text("zh")
    assert "gouji-standing" in shown._repr_html_() and repr(shown) == text
    for q in qs[1 : MASTERY + 1]:
        q.check(q.solution().answer)
    assert standing(1).mastered and "mastered ✔" in standing(1).text()


def test_two_kernels_answering_at_once_lose_no_answer(learner_home: Path) -> None:
    """Each kernel reads, changes and saves the file; the folder lock keeps every answer."""
    import subprocess
    import sys

    script = (
        "import sys\n"
        "from dataclasses import replace\n"
        "from gouji_learn.exercises import questions\n"
        "from gouji_learn.exercises.feedback import Feedback\n"
        "from gouji_learn.exercises.progress import record\n"
        "from gouji_learn.exercises.sentences import Say\n"
        "q = questions(1)[0]\n"
        "for n in range(40):\n"
        "    asked = replace(q, key=f'k{sys.argv[1]}-{n}')\n"
        "    record(asked, Feedback('correct', Say('', ''), (), asked.id))\n"
    )
    kernels = [subprocess.Popen([sys.executable, "-c", script, str(k)]) for k in range(3)]
    assert all(kernel.wait(timeout=120) == 0 for kernel in kernels)
    assert len(Progress.load().done(1)) == 3 * 40


def test_the_standing_and_score_shown_are_redrawn_after_each_answer(
    learner_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A notebook saved after answering keeps them current (no Run All needed)."""
    import IPython.display

    shown: dict[str, dict[str, str]] = {}

    def display(bundle: dict[str, str], raw: bool, display_id: str, update: bool = False) -> None:
        assert raw and (update or display_id not in shown)
        shown[display_id] = bundle

    monkeypatch.setattr(IPython.display, "display", display)
    monkeypatch.setattr(
        IPython.display, "update_display", lambda b, **kw: display(b, update=True, **kw)
    )
    monkeypatch.setattr(progress_module, "_displayed", {})
    standing(1)._ipython_display_()
    score(1)._ipython_display_()
    standing(2)._ipython_display_()
    assert "0 of" in shown["gouji-standing-01"]["text/plain"]
    q = questions(1)[0]
    q.check(q.solution().answer)
    assert "1 answered right" in shown["gouji-standing-01"]["text/plain"]
    assert (
        "1 of" in shown["gouji-score-01"]["text/plain"]
        and "<li>" in shown["gouji-score-01"]["text/html"]
    )
    assert "0 answered right" in shown["gouji-standing-02"]["text/plain"], "another chapter"
