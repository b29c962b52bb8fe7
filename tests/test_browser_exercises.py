"""Real-browser test of the exercises: in JupyterLab, answer an exercise by clicking (once
wrong, once right, both feedbacks seen) and solve one puzzle (write-up and stars seen).

Debian's chromium through Python Playwright, as tests/test_browser.py; skipped without it
(failed under ``CI=true``). The kernel imports this checkout's package (PYTHONPATH) and keeps
progress in a temporary GOUJI_LEARN_HOME.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from browser_support import (
    CHROMIUM_ARGS,
    CLICK_MS,
    NOTEBOOK_ON_SHOW,
    ROOT,
    WAIT_MS,
    LabServer,
    checkout_lab,
    find_chromium,
    open_notebook,
    require_browser,
    run_all,
)

from gouji_learn.exercises import Question, puzzles, questions
from gouji_learn.exercises.move_reading import parse_move
from gouji_learn.exercises.widget import QuestionWidget

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = pytest.mark.browser

EXERCISE = "exercises/01_the_table.ipynb"
PUZZLES = "exercises/puzzles.ipynb"
PANEL = NOTEBOOK_ON_SHOW


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabServer]:
    """JupyterLab whose kernels import this checkout and write progress to a temporary home."""
    require_browser()
    with checkout_lab(
        ROOT, tmp_path_factory.mktemp("jupyterlab"), tmp_path_factory.mktemp("learner")
    ) as server:
        yield server


def open_and_run(page: Page, lab: LabServer, notebook: str) -> None:
    """Open a notebook alone in a fresh workspace, clear its stored outputs, Run All, wait."""
    open_notebook(page, lab.url, notebook)
    run_all(page)


def cards_to_pick(question: Question) -> list[int]:
    """The hand's buttons (in the picker's order) that make the question's solution."""
    state = question.state()
    assert state is not None
    hand = QuestionWidget(question).picker.hand
    picks: list[int] = []
    for card in parse_move(state, question.solution().answer).cards:
        picks.append(next(i for i, c in enumerate(hand) if c.rank == card.rank and i not in picks))
    return picks


def test_answer_an_exercise_by_clicking_and_solve_a_puzzle(lab: LabServer, tmp_path: Path) -> None:
    from playwright.sync_api import expect, sync_playwright

    first = questions(1)[0]
    right = sorted(first.solution().answer)
    puzzle = puzzles(1)[0]
    picks = cards_to_pick(puzzle.question())
    chromium = find_chromium()
    assert chromium is not None
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, headless=True, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 3000})
        try:
            open_and_run(page, lab, EXERCISE)
            widget = page.locator(f"{PANEL} .gouji-question").first
            expect(widget).to_be_visible(timeout=WAIT_MS)
            feedback = widget.locator(".question-feedback")
            wrong = next(s for s in range(6) if s not in right)
            widget.locator(".answer-btn", has_text=f"Seat {wrong}").click()
            widget.locator(".check-btn").click()
            expect(feedback.locator(".gouji-not_yet")).to_be_visible(timeout=CLICK_MS)
            assert "Reread" in feedback.inner_text()
            widget.locator(".clear-btn").click()
            for seat in right:
                widget.locator(".answer-btn", has_text=f"Seat {seat}").click()
            widget.locator(".check-btn").click()
            expect(feedback.locator(".gouji-correct")).to_be_visible(timeout=CLICK_MS)
            page.screenshot(path=str(tmp_path / "exercise.png"))

            open_and_run(page, lab, PUZZLES)
            trainer = page.locator(f"{PANEL} .gouji-puzzles").first
            expect(trainer).to_be_visible(timeout=WAIT_MS)
            for index in picks:  # compose the play from the hand, then play the selection
                trainer.locator(".card-btn").nth(index).click()
            trainer.locator(".answer-btn").first.click()
            trainer.locator(".check-btn").click()
            expect(trainer.locator(".gouji-correct")).to_be_visible(timeout=CLICK_MS)
            expect(trainer.locator(".puzzle-writeup")).to_contain_text("★★★", timeout=CLICK_MS)
        finally:
            browser.close()
