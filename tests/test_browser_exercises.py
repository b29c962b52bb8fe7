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
    KERNEL_READY_JS,
    NOTEBOOK_ON_SHOW,
    ROOT,
    LabServer,
    checkout_lab,
    find_chromium,
    in_ci,
    menu,
)

from gouji_learn.exercises import puzzles, questions

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = pytest.mark.browser

EXERCISE = "exercises/01_the_table.ipynb"
PUZZLES = "exercises/puzzles.ipynb"
WAIT_MS = 60_000
CLICK_MS = 15_000
PANEL = NOTEBOOK_ON_SHOW
ERROR_OUTPUT = f"{PANEL} .jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
ALL_RUN_JS = """(sel) => {
    const prompts = [...document.querySelectorAll(
        '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell .jp-InputArea-prompt',
    )].map(p => p.textContent);
    const busy = prompts.some(p => p.includes('*'));
    const numbered = prompts.length > 0 && prompts.every(p => /\\d/.test(p));
    return (!busy && numbered) || document.querySelector(sel.error) !== null;
}"""


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabServer]:
    """JupyterLab whose kernels import this checkout and write progress to a temporary home."""
    if find_chromium() is None:
        (pytest.fail if in_ci() else pytest.skip)("Debian's chromium is not installed")
    pytest.importorskip("playwright.sync_api")
    with checkout_lab(
        ROOT, tmp_path_factory.mktemp("jupyterlab"), tmp_path_factory.mktemp("learner")
    ) as server:
        yield server


def run_all(page: Page, lab: LabServer, notebook: str) -> None:
    """Open a notebook alone (``?reset``: a fresh workspace), clear its stored outputs (dead
    widget models), Run All, wait."""
    page.goto(f"{lab.url}/lab/tree/{notebook}?reset", wait_until="domcontentloaded")
    name = notebook.rsplit("/", 1)[-1]
    page.wait_for_selector(f".lm-TabBar-tab.lm-mod-current:has-text('{name}')", timeout=WAIT_MS)
    page.wait_for_selector(f"{PANEL} .jp-Cell", timeout=WAIT_MS)
    page.wait_for_function(KERNEL_READY_JS, timeout=WAIT_MS)
    menu(page, "Edit", "Clear Outputs of All Cells")
    menu(page, "Run", "Run All Cells")
    page.wait_for_function(ALL_RUN_JS, arg={"error": ERROR_OUTPUT}, timeout=WAIT_MS)
    errors = page.locator(ERROR_OUTPUT)
    assert errors.count() == 0, "\n".join(errors.all_inner_texts())[-3000:]


def test_answer_an_exercise_by_clicking_and_solve_a_puzzle(lab: LabServer, tmp_path: Path) -> None:
    from playwright.sync_api import expect, sync_playwright

    first = questions(1)[0]
    right = sorted(first.solution().answer)
    puzzle = puzzles(1)[0]
    move = puzzle.question().solution().shown
    chromium = find_chromium()
    assert chromium is not None
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, headless=True, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 3000})
        try:
            run_all(page, lab, EXERCISE)
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

            run_all(page, lab, PUZZLES)
            trainer = page.locator(f"{PANEL} .gouji-puzzles").first
            expect(trainer).to_be_visible(timeout=WAIT_MS)
            trainer.locator(".answer-btn", has_text=move).first.click()
            trainer.locator(".check-btn").click()
            expect(trainer.locator(".gouji-correct")).to_be_visible(timeout=CLICK_MS)
            expect(trainer.locator(".puzzle-writeup")).to_contain_text("★★★", timeout=CLICK_MS)
        finally:
            browser.close()
