"""Real-browser test of chapter 15's round with the coach, in JupyterLab with Debian's chromium.

Run All, then play the round to its end by clicking only (declining whenever the board offers it,
else leading every card of the highest rank the board takes, 3s last, so that the round ends in
few turns): the coach's advice shows after the learner's moves, the board ends with the review of
the costliest moves, and a click on one steps the replay to it. The hand's card groups never show
a scrollbar. Both editions, each bounded in time. The notebooks are copies in a temporary folder;
screenshots go to artifacts/browser/play/. Skipped without chromium, failed under ``CI=true``.
"""

from __future__ import annotations

import contextlib
import re
import shutil
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest
from browser_support import (
    ARTIFACTS,
    CLICK_MS,
    DECLINE,
    NOTEBOOK_ON_SHOW,
    PLAY,
    ROOT,
    LabServer,
    checkout_lab,
    chromium_browser,
    click_until_changed,
    lead_cards,
    open_notebook,
    require_browser,
    run_all,
    text_of,
    wait_text_change,
)

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Locator, Page

pytestmark = pytest.mark.browser

SHOTS = ARTIFACTS / "play"
ROUND_SECONDS = 150
"""The longest a round may take to play by clicking (the whole test stays under 4 minutes)."""
OVER = {"en": "The round is over", "zh": "本回合结束"}
COACH = {"en": "Coach:", "zh": "教练："}
REVIEW = {"en": ("Costliest moves", "No costly move"), "zh": ("代价最大的几步", "没有明显的失误")}
SCROLLBARS_JS = """(board) => [...board.querySelectorAll('.card-group, .picker-cards')]
    .filter((box) => {
        const style = getComputedStyle(box);
        const scrolls = (o) => o === 'auto' || o === 'scroll';
        return (scrolls(style.overflowX) && box.scrollWidth > box.clientWidth + 1)
            || (scrolls(style.overflowY) && box.scrollHeight > box.clientHeight + 1)
            || style.overflowX !== 'visible' || style.overflowY !== 'visible';
    }).map((box) => box.className)"""
"""The hand's boxes that may show a scrollbar (an ipywidgets box scrolls its overflow)."""


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabServer]:
    """JupyterLab over a copy of the chapters, kernels importing this checkout."""
    require_browser()
    copy = tmp_path_factory.mktemp("books")
    shutil.copytree(ROOT / "notebooks", copy / "notebooks", ignore=shutil.ignore_patterns("*.py"))
    with checkout_lab(
        copy, tmp_path_factory.mktemp("jupyterlab"), tmp_path_factory.mktemp("learner")
    ) as server:
        yield server


@pytest.fixture(scope="module")
def browser(lab: LabServer) -> Iterator[Browser]:
    SHOTS.mkdir(parents=True, exist_ok=True)
    with chromium_browser() as launched:
        yield launched


def play_to_the_end(page: Page, cell: Locator, lang: str) -> tuple[int, list[list[str]]]:
    """Click until the round is over; the clicks made and the scrolling hand boxes seen."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    feedback = [cell.locator(".round-log"), cell.locator(".round-message")]
    board = cell.locator(".gouji-board").first
    deadline, clicks, scrolling = time.monotonic() + ROUND_SECONDS, 0, []
    while OVER[lang] not in text_of(cell.locator(".board-status")):
        assert time.monotonic() < deadline, f"the round did not end in {ROUND_SECONDS} s"
        buttons = cell.locator(".action-btn:enabled:visible")
        try:
            buttons.first.wait_for(state="visible", timeout=CLICK_MS)
        except PlaywrightTimeout:
            continue  # the bots are still moving, or the round just ended
        scrolling.append(board.evaluate(SCROLLBARS_JS))
        labels = [label.strip() for label in buttons.all_inner_texts()]
        if not labels:
            continue  # the buttons went between the wait and the reading: read the turn again
        decline = next((label for label in labels if DECLINE.search(label)), None)
        choice = decline or next((label for label in labels if PLAY.search(label)), labels[0])
        button = buttons.filter(has_text=re.compile(f"^\\s*{re.escape(choice)}\\s*$")).first
        try:
            if decline is None and PLAY.search(choice):
                lead_cards(page, cell, button, feedback)
            else:
                click_until_changed(page, button, feedback, f"after {choice!r}")
        except PlaywrightTimeout:
            continue  # the buttons changed under the click: read the turn again
        clicks += 1
    return clicks, scrolling


def shoot(page: Page, name: str) -> None:
    with contextlib.suppress(Exception):
        page.screenshot(path=str(SHOTS / f"{name}.png"))


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_chapter_15_round_with_the_coach_and_its_review(
    browser: Browser, lab: LabServer, lang: str
) -> None:
    started = time.monotonic()
    notebook = f"notebooks/{'zh/' if lang == 'zh' else ''}15_play_a_full_round.ipynb"
    page = browser.new_page(viewport={"width": 1280, "height": 1400})
    try:
        open_notebook(page, lab.url, notebook)
        run_all(page)
        cell = page.locator(f"{NOTEBOOK_ON_SHOW} .jp-CodeCell").filter(
            has=page.locator(".gouji-board")
        )
        cell = cell.first
        cell.locator(".gouji-coach").wait_for(state="visible", timeout=CLICK_MS)
        clicks, scrolling = play_to_the_end(page, cell, lang)
        shoot(page, f"{lang}_1_round_over")
        assert clicks > 3
        assert not [boxes for boxes in scrolling if boxes], scrolling[:3]
        assert COACH[lang] in text_of(cell.locator(".coach-line")), "no advice from the coach"
        review = cell.locator(".board-review")
        review.wait_for(state="visible", timeout=CLICK_MS)
        shown = text_of(review)
        assert shown.startswith(REVIEW[lang]), shown
        moves = review.locator(".review-move")
        numbers = [int(re.findall(r"\d+", label)[0]) for label in moves.all_inner_texts()]
        later = [i for i, number in enumerate(numbers) if number > 1]
        if later:  # each costly move is one click away in the replay: the step before it
            caption = cell.locator(".board-replay .replay-caption")
            before = text_of(caption)
            moves.nth(later[0]).click()
            wait_text_change(page, [caption], before, "the replay after a review click")
            assert str(numbers[later[0]] - 1) in text_of(caption)
        assert "Traceback" not in text_of(cell)
        shoot(page, f"{lang}_2_review")
        assert time.monotonic() - started < 240, "the test took over 4 minutes"
    except BaseException:
        shoot(page, f"{lang}_9_failure")
        raise
    finally:
        page.close()
