"""Graded assignments: the generator writes nbgrader assignments of two chapters; nbgrader
releases them, autogrades a fully right and a fully wrong submission (full and zero marks), and
nothing reaches the grader's home."""

from __future__ import annotations

import csv
import os
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from exercise_helpers import wrong_answers

from exercises.make_assignments import write_course
from gouji_learn.exercises import question, questions

CHAPTERS = (1, 8)
pytestmark = pytest.mark.classroom


def _nbgrader(course: Path, home: Path, *args: str) -> None:
    env = dict(os.environ, HOME=str(home))
    env.pop("GOUJI_LEARN_HOME", None)  # the config alone must keep progress out of the home
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env['PATH']}"  # alembic
    done = subprocess.run(
        [sys.executable, "-m", "nbgrader", *args],
        cwd=course,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]


def _submit(course: Path, student: str, chapter: int, right: bool) -> None:
    name = f"ch{chapter:02d}"
    book = nbformat.read(course / "release" / name / f"{name}.ipynb", as_version=4)
    for made in book.cells:
        grade_id = made.metadata.get("nbgrader", {}).get("grade_id", "")
        if grade_id.endswith("_answer"):
            assert made.source == "answer = PLACEHOLDER"  # the release hides the solution
            asked = question(grade_id.removesuffix("_answer").replace("_", ".", 1))
            answer = asked.solution().answer if right else wrong_answers(asked)[0]
            made.source = f"answer = {answer!r}"
    folder = course / "submitted" / student / name
    folder.mkdir(parents=True)
    nbformat.write(book, folder / f"{name}.ipynb")


def test_assignments_autograde_right_and_wrong_submissions(tmp_path: Path) -> None:
    course, home = tmp_path / "course", tmp_path / "grader-home"
    home.mkdir()
    written = write_course(course, list(CHAPTERS))
    assert [p.name for p in written] == ["ch01.ipynb", "ch08.ipynb"]
    # One nbgrader command per step over every assignment ("*"): each start takes seconds.
    _nbgrader(course, home, "generate_assignment", "*")
    for chapter in CHAPTERS:
        _submit(course, "alice", chapter, right=True)
        _submit(course, "bob", chapter, right=False)
    _nbgrader(course, home, "autograde", "*")
    _nbgrader(course, home, "export")
    with (course / "grades.csv").open(encoding="utf-8") as grades:
        scores = {(r["assignment"], r["student_id"]): r for r in csv.DictReader(grades)}
    for chapter in CHAPTERS:
        points = float(len(questions(chapter)))
        alice, bob = (scores[(f"ch{chapter:02d}", who)] for who in ("alice", "bob"))
        assert float(alice["max_score"]) == points
        assert float(alice["score"]) == points and float(bob["score"]) == 0.0
    assert not any(home.rglob("progress.json")), "grading wrote into the grader's home"
    assert not (home / ".gouji_learn").exists()


def test_the_released_notebook_says_answers_are_typed(tmp_path: Path) -> None:
    (path,) = write_course(tmp_path / "course", [8], lang="zh")
    book = nbformat.read(path, as_version=4)
    assert "请把答案写进单元格" in book.cells[0].source
    tests = [c for c in book.cells if c.metadata["nbgrader"]["grade"]]
    assert len(tests) == len(questions(8))
    assert all(
        c.metadata["nbgrader"]["points"] == 1 and c.metadata["nbgrader"]["locked"] for c in tests
    )
