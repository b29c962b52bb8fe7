"""Real-browser test: notebooks/00_start_here.ipynb in JupyterLab 4, driven by headless Chromium.

Debian's chromium (/usr/bin/chromium) through Python Playwright; never a downloaded browser.
Without chromium the test is skipped, except under ``CI=true`` where it fails. Screenshots go to
artifacts/browser/. Recipe: /work/shared/recipes/browser-test.md.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest
from browser_support import (
    ARTIFACTS,
    CANVAS_STATS_JS,
    CHROMIUM_ARGS,
    CLICK_MS,
    KERNEL_READY_JS,
    ROOT,
    LabServer,
    canvas_stats,
    find_chromium,
    in_ci,
    menu,
    play_a_few_moves,
    start_lab,
    text_of,
    wait_changed,
    wait_drawn,
    widget_cell,
)

if TYPE_CHECKING:
    from playwright.sync_api import Locator, Page

pytestmark = pytest.mark.browser

NOTEBOOK = "notebooks/00_start_here.ipynb"
WAIT_MS = 60_000  # the longest single wait; the whole test takes about 15 s here
NOTEBOOK_PANEL = ".jp-NotebookPanel"
ERROR_OUTPUT = (
    f"{NOTEBOOK_PANEL} .jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
)


def unavailable(reason: str) -> None:
    """Skip for ``reason``; under CI=true fail instead (the browser test must run in CI)."""
    if in_ci():
        pytest.fail(f"{reason} (CI is set: the browser test must run, not skip)", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def chromium() -> str:
    """Path of Debian's chromium; skips (fails under CI) when missing or Playwright is absent."""
    path = find_chromium()
    if path is None:
        unavailable(
            "Debian's chromium is not installed (/usr/bin/chromium): apt-get install chromium"
        )
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        unavailable("the Python package playwright is not installed (pip install -e '.[test]')")
    if not (ROOT / NOTEBOOK).is_file():
        unavailable(f"{NOTEBOOK} does not exist yet under {ROOT}")
    assert path is not None
    return path


@pytest.fixture(scope="session")
def lab(chromium: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabServer]:
    """A JupyterLab server on 127.0.0.1 (free port, no token) serving the repository."""
    server = start_lab(ROOT, tmp_path_factory.mktemp("jupyterlab"))
    try:
        yield server
    finally:
        server.stop()
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        (ARTIFACTS / "jupyterlab.log").write_text(server.log_tail(200_000), encoding="utf-8")


# How much taller the notebook is than its scrolling frame.
NOTEBOOK_OVERFLOW_JS = """() => {
    const frame = document.querySelector('.jp-NotebookPanel .jp-WindowedPanel-outer');
    return frame === null ? 0 : frame.scrollHeight - frame.clientHeight;
}"""
VIEWPORT_HEIGHT = 3000


class Console:
    """Console errors and page errors seen by the page (the favicon's 404 does not count)."""

    def __init__(self) -> None:
        self.errors: list[str] = []
        self.lines: list[str] = []

    def on_console(self, message: Any) -> None:
        self.lines.append(f"{message.type}: {message.text}")
        if message.type == "error":
            self.errors.append(f"console: {message.text} ({message.location})")

    def on_page_error(self, error: Any) -> None:
        self.lines.append(f"pageerror: {error}")
        self.errors.append(f"pageerror: {error}")

    def real_errors(self) -> list[str]:
        return [e for e in self.errors if "favicon" not in e.lower()]


def shot(page: Page, name: str, shots: list[str], target: Locator | None = None) -> None:
    """Save a screenshot into artifacts/browser/: of ``target``, or else of the whole notebook
    (JupyterLab scrolls inside a fixed frame: the viewport is made as tall as the notebook)."""
    path = ARTIFACTS / f"{name}.png"
    if target is not None:
        target.screenshot(path=str(path))
    else:
        viewport = page.viewport_size or {"width": 1280, "height": VIEWPORT_HEIGHT}
        extra = page.evaluate(NOTEBOOK_OVERFLOW_JS)
        height = min(viewport["height"] + max(0, int(extra)), 16_000)
        page.set_viewport_size({"width": viewport["width"], "height": height})
        page.wait_for_timeout(300)  # let JupyterLab lay the taller frame out
        page.screenshot(path=str(path))
        page.set_viewport_size(viewport)
    shots.append(path.name)


def test_start_here_notebook_in_chromium(chromium: str, lab: LabServer) -> None:
    """Run All in JupyterLab; every canvas draws; picker, PlayRound and ReplayViewer answer clicks;
    no widget error, no console error."""
    from playwright.sync_api import expect, sync_playwright

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for old in ARTIFACTS.glob("*.png"):
        old.unlink()  # screenshots of an earlier run
    shots: list[str] = []
    console = Console()
    timings: dict[str, float] = {}
    start = time.monotonic()

    def mark(name: str) -> None:
        timings[name] = round(time.monotonic() - start, 2)

    env: dict[str, str | float | bool] = dict(lab.env)  # XDG folders in the temporary folder
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=chromium, headless=True, args=CHROMIUM_ARGS, env=env
        )
        page = browser.new_page(viewport={"width": 1280, "height": VIEWPORT_HEIGHT})
        try:
            page.on("console", console.on_console)
            page.on("pageerror", console.on_page_error)
            page.goto(f"{lab.url}/lab/tree/{NOTEBOOK}", wait_until="domcontentloaded")
            page.wait_for_selector(f"{NOTEBOOK_PANEL} .jp-Cell", timeout=WAIT_MS)
            page.wait_for_function(KERNEL_READY_JS, timeout=WAIT_MS)
            mark("notebook open, kernel idle")

            # Stored outputs point at widget models of a dead kernel: clear them, then Run All.
            menu(page, "Edit", "Clear Outputs of All Cells")
            outputs = page.locator(f"{NOTEBOOK_PANEL} .jp-OutputArea-output")
            expect(outputs).to_have_count(0, timeout=10_000)
            menu(page, "Run", "Run All Cells")
            # Done when every code cell has a number and the last widget is shown, or on an error.
            page.wait_for_function(
                """(errorSel) => {
                    const prompts = [...document.querySelectorAll(
                        '.jp-NotebookPanel .jp-CodeCell .jp-InputArea-prompt',
                    )].map(p => p.textContent);
                    const busy = prompts.some(p => p.includes('*'));
                    const numbered = prompts.every(p => /\\d/.test(p));
                    const error = document.querySelector(errorSel) !== null;
                    const last = document.querySelector('.jp-NotebookPanel .replay-next') !== null;
                    return !busy && ((numbered && last) || error);
                }""",
                arg=ERROR_OUTPUT,
                timeout=WAIT_MS,
            )
            errors = page.locator(ERROR_OUTPUT)
            assert errors.count() == 0, "a cell failed:\n" + text_of(errors)[-3000:]
            page.wait_for_function(KERNEL_READY_JS, timeout=WAIT_MS)
            mark("Run All done")

            # Every canvas draws: the picker's, the table's, PlayRound's and ReplayViewer's.
            canvases = page.locator(f"{NOTEBOOK_PANEL} .jp-OutputArea-output canvas")
            stats = wait_drawn(canvases, minimum=4)
            for number, s in enumerate(stats):
                assert s["foreground"] > 0.001, f"canvas {number} shows only its background: {s}"
            tables = page.locator(
                f"{NOTEBOOK_PANEL} canvas.gouji-table, {NOTEBOOK_PANEL} .gouji-table canvas"
            )
            assert tables.count() >= 3, "expected the table in three widgets (class gouji-table)"
            for s in canvas_stats(tables):
                assert s["colours"] > 20 and s["foreground"] > 0.2, f"table looks blank: {s}"
            mark("canvases drawn")
            shot(page, "01_after_run_all", shots)

            # CardPicker: a click on a card changes the verdict.
            picker = widget_cell(page, ".card-btn", has_not=".action-btn")
            verdict = picker.locator(".picker-verdict")
            expect(verdict).to_be_visible()
            verdict_before = verdict.inner_text()
            picker_canvas = picker.locator("canvas").first
            canvas_before = picker_canvas.evaluate(CANVAS_STATS_JS)
            picker.locator(".card-btn").last.click()
            expect(verdict).not_to_have_text(verdict_before, timeout=CLICK_MS)
            assert wait_changed(picker_canvas, canvas_before["hash"]) is not None, (
                "the picker's canvas did not change after selecting a card"
            )
            mark("picker click")
            shot(page, "02_picker_after_click", shots, picker)

            # PlayRound: a few moves through the action buttons; the message or log follows.
            play = widget_cell(page, ".action-btn")
            play_shot_target = play.locator(".jp-OutputArea-output").first
            shot(page, "03_play_round_before", shots, play_shot_target)
            clicked = play_a_few_moves(page, play, moves=3)
            assert clicked, "no action button was clicked"
            assert "Traceback" not in text_of(play), "PlayRound shows a traceback"
            mark("play round clicks")
            shot(page, "04_play_round_after_clicks", shots, play_shot_target)

            # ReplayViewer: next changes the caption, and within a few steps the table's pixels.
            replay = widget_cell(page, ".replay-next")
            caption = replay.locator(".replay-caption")
            table = replay.locator("canvas").first
            first_hash = table.evaluate(CANVAS_STATS_JS)["hash"]
            changed = None
            for _ in range(12):
                caption_before = caption.inner_text()
                replay.locator(".replay-next").click()
                expect(caption).not_to_have_text(caption_before, timeout=CLICK_MS)
                changed = wait_changed(table, first_hash, timeout=1.0)
                if changed is not None:
                    break
            assert changed is not None, "12 replay steps did not change the table's pixels"
            assert changed["colours"] > 20, f"replay table looks blank: {changed}"
            mark("replay clicks")
            shot(page, "05_replay_after_next", shots, replay.locator(".jp-OutputArea-output"))

            shot(page, "06_after_clicks", shots)
            widget_errors = page.get_by_text("Error displaying widget")
            assert widget_errors.count() == 0, text_of(widget_errors)
            assert not console.real_errors(), "\n".join(console.real_errors())
        except BaseException:
            with contextlib.suppress(Exception):
                page.screenshot(path=str(ARTIFACTS / "99_failure.png"))
            raise
        finally:
            (ARTIFACTS / "console.log").write_text("\n".join(console.lines), encoding="utf-8")
            browser.close()
    mark("done")
    print(f"\nbrowser test timings (s): {timings}; screenshots in {ARTIFACTS}: {shots}")
