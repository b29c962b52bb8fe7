"""Real-browser test of both editions: chapters 00, 08 and 15 and one exercise notebook, in
English and in Chinese, in JupyterLab with Debian's chromium.

Each notebook is opened before running (no widget may show a dump of its children), run, played
(ten actions on a game board), saved and reloaded: every widget must come back, canvases drawn
again. Chapter 15 runs as a projector shows it, a 1366×768 screen at 150% zoom: the board's
table, hand, buttons and newest log line must all be inside the viewport at once. The notebooks
are copies in a temporary folder (saving them never touches the repository); screenshots go to
artifacts/browser/editions/. Skipped without chromium, failed under ``CI=true``.
"""

from __future__ import annotations

import contextlib
import re
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from browser_support import (
    ARTIFACTS,
    NOTEBOOK_ON_SHOW,
    ROOT,
    WAIT_MS,
    LabServer,
    canvas_stats,
    checkout_lab,
    chromium_browser,
    open_notebook,
    play_a_few_moves,
    require_browser,
    run_all,
    text_of,
    wait_open,
)

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser

SHOTS = ARTIFACTS / "editions"
PANEL = NOTEBOOK_ON_SHOW
WIDGET_OUTPUT = f"{PANEL} .jp-OutputArea-output:has(.jupyter-widgets)"
"""An output area that shows a live widget view."""
CHILDREN_DUMP = re.compile(r"\b\w+\((children|layout)=")
"""What a widget's default text/plain repr looks like: ``CardPicker(children=(HTML(...``."""
RUN_NOTE = {"en": "run the notebook to use it", "zh": "运行笔记本即可使用"}
"""What a widget's one-line text says before the notebook runs (its live view needs a kernel)."""
PROJECTOR = {"width": 911, "height": 512}
"""A 1366×768 screen at 150% zoom, in CSS pixels (with a device scale factor of 1.5)."""
BOARD_PARTS = (".board-table", ".board-hand", ".board-actions", ".board-log li:first-child")
"""The parts of PlayRound's game board that must be on screen together (the log shows the
newest move first)."""
ACTIONS = 10
NOTEBOOKS = (
    "notebooks/{}00_start_here.ipynb",
    "notebooks/{}08_burning.ipynb",
    "notebooks/{}15_play_a_full_round.ipynb",
    "exercises/{}08_burning.ipynb",
)
EDITION_FOLDER = {"en": "", "zh": "zh/"}
CASES = [
    (edition, notebook.format(folder))
    for edition, folder in EDITION_FOLDER.items()
    for notebook in NOTEBOOKS
]


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabServer]:
    """JupyterLab over a copy of the notebook folders, kernels importing this checkout."""
    require_browser()
    copy = tmp_path_factory.mktemp("books")
    for folder in ("notebooks", "exercises"):
        shutil.copytree(ROOT / folder, copy / folder, ignore=shutil.ignore_patterns("*.py"))
    with checkout_lab(
        copy, tmp_path_factory.mktemp("jupyterlab"), tmp_path_factory.mktemp("learner")
    ) as server:
        yield server


@pytest.fixture(scope="module")
def browser(lab: LabServer) -> Iterator[Browser]:
    """One headless chromium for the module."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    with chromium_browser() as launched:
        yield launched


def widgets_shown(page: Page) -> dict[str, Any]:
    """How many live widget views and canvases the notebook shows, and how many are drawn."""
    canvases = canvas_stats(page.locator(f"{PANEL} .jp-OutputArea-output canvas"))
    loading = page.get_by_text("Loading widget").count()
    return {
        "views": page.locator(WIDGET_OUTPUT).count(),
        "canvases": len(canvases),
        "drawn": sum(s["opaque"] > 0.99 and s["colours"] >= 2 for s in canvases),
        "loading": loading,
        "errors": page.get_by_text("Error displaying widget").count(),
    }


def wait_widgets_back(page: Page, before: dict[str, Any], timeout: float = 45.0) -> None:
    """Poll until the notebook shows as many views and drawn canvases as ``before``."""
    deadline = time.monotonic() + timeout
    while True:
        now = widgets_shown(page)
        back = (
            now["views"] >= before["views"]
            and now["drawn"] >= before["canvases"]
            and now["loading"] == 0
            and now["errors"] == 0
        )
        if back:
            return
        if time.monotonic() > deadline:
            pytest.fail(f"after the reload the widgets did not come back: {now}, before {before}")
        page.wait_for_timeout(250)


def save(page: Page) -> None:
    """Save the notebook (a learner's autosave) and wait until its tab is no longer dirty."""
    page.locator(f"{PANEL} .jp-Notebook").first.click(position={"x": 5, "y": 5})
    page.keyboard.press("Control+s")
    page.wait_for_selector(".lm-TabBar-tab.lm-mod-current:not(.jp-mod-dirty)", timeout=WAIT_MS)


def board_boxes(page: Page) -> dict[str, dict[str, float] | None]:
    """Scroll the game board to the top of the notebook frame; the boxes of its parts."""
    board = page.locator(f"{PANEL} .gouji-board").first
    board.evaluate("(b) => b.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    return {part: board.locator(part).first.bounding_box() for part in BOARD_PARTS}


def outside(box: dict[str, float] | None, viewport: dict[str, int]) -> bool:
    """True when ``box`` is missing or not wholly inside the viewport."""
    if box is None:
        return True
    right, bottom = box["x"] + box["width"], box["y"] + box["height"]
    return box["x"] < 0 or box["y"] < 0 or right > viewport["width"] or bottom > viewport["height"]


def shoot(page: Page, name: str) -> None:
    """A screenshot into artifacts/browser/editions/."""
    with contextlib.suppress(Exception):
        page.screenshot(path=str(SHOTS / f"{name}.png"))


@pytest.mark.parametrize(("edition", "notebook"), CASES, ids=[n for _, n in CASES])
def test_edition_opens_runs_plays_reloads(
    browser: Browser, lab: LabServer, edition: str, notebook: str
) -> None:
    projector = "15_play" in notebook
    name = f"{edition}_{Path(notebook).stem}"
    page = browser.new_page(
        viewport=PROJECTOR if projector else {"width": 1280, "height": 2400},
        device_scale_factor=1.5 if projector else 1,
    )
    try:
        # Opened before running: the widget models are missing; no output shows a dump.
        open_notebook(page, lab.url, notebook)
        stored = page.locator(f"{PANEL} .jp-OutputArea-output")
        stored.first.wait_for(timeout=WAIT_MS)
        dumps = [t for t in stored.all_inner_texts() if CHILDREN_DUMP.search(t)]
        assert not dumps, f"{notebook} before running shows widget dumps: {dumps[:2]}"
        lines = [t for t in stored.all_inner_texts() if RUN_NOTE[edition] in t]
        assert lines, f"{notebook} before running: no widget says what it is and to run it"
        shoot(page, f"{name}_1_before_run")

        run_all(page)
        before = widgets_shown(page)
        assert before["views"] > 0 and before["errors"] == 0, before
        wait_widgets_back(page, before)
        if edition == "zh":
            shown = text_of(page.locator(WIDGET_OUTPUT))
            assert re.search(r"[\u4e00-\u9fff]", shown), "the zh edition's widgets show no Chinese"
        board = page.locator(f"{PANEL} .gouji-board")
        if board.count():
            cell = page.locator(f"{PANEL} .jp-CodeCell").filter(has=page.locator(".gouji-board"))
            cell = cell.first
            clicked = play_a_few_moves(page, cell, ACTIONS)
            assert clicked, "no action button could be clicked"
            assert "Traceback" not in text_of(cell)
        if projector:
            page.keyboard.press("Control+b")  # the file browser closed, as when projecting
            page.wait_for_selector("#jp-left-stack", state="hidden", timeout=WAIT_MS)
            boxes = board_boxes(page)
            shoot(page, f"{name}_2_board_at_150")
            off = {part: box for part, box in boxes.items() if outside(box, PROJECTOR)}
            assert not off, f"at 150% zoom these board parts are not on screen: {off}"
        shoot(page, f"{name}_2_after_play")

        # Reloaded after playing (saved as autosave would): every widget comes back.
        save(page)
        before = widgets_shown(page)
        page.reload(wait_until="domcontentloaded")
        wait_open(page, notebook)
        wait_widgets_back(page, before)
        shoot(page, f"{name}_3_after_reload")
    except BaseException:
        shoot(page, f"{name}_9_failure")
        raise
    finally:
        page.close()
