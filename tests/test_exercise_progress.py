"""The progress file: under GOUJI_LEARN_HOME, mastery after MASTERY right in a row, and a
missing, corrupt, foreign or unwritable file gives one line and a fresh start, never a crash."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gouji_learn.exercises import MASTERY, PLACEHOLDER, Progress, progress_path, questions, score
from gouji_learn.exercises import progress as progress_module


@pytest.fixture(autouse=True)
def fresh_session() -> None:
    progress_module.forget_session()
    progress_module._memory.clear()
    progress_module._told.clear()


def test_the_file_lives_under_the_learner_home(learner_home: Path) -> None:
    assert progress_path() == learner_home / "progress.json"
    q = questions(1)[0]
    q.check(PLACEHOLDER)
    assert not progress_path().exists(), "an unattempted check writes nothing"
    q.check(q.solution().answer)
    data = json.loads(progress_path().read_text(encoding="utf-8"))
    assert data["questions"][q.id] == {"right": 1, "tries": 1}
    assert Progress.load().done(1) == [q.id]


def test_mastery_after_a_run_of_right_answers(learner_home: Path) -> None:
    qs = questions(1)
    qs[0].check(qs[0].solution().answer)
    qs[1].check((qs[1].solution().answer + 1) % 6)  # one wrong answer resets the run
    assert not Progress.load().mastered(1)
    for q in (qs * 2)[:MASTERY]:
        assert not Progress.load().mastered(1)
        q.check(q.solution().answer)
    run = Progress.load().chapter(1)
    assert run["mastered"] and run["best"] == MASTERY


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


def test_the_notebook_score_lists_what_to_review() -> None:
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
