"""Real-browser test of the classroom apps: each app notebook of both editions served with Voila
exactly as ``python3 tasks.py board|puzzles [--zh]`` serves it (tasks.app_command), opened in
Debian's chromium. The board: its table drawn, a move played by clicking, the rulebook chooser
and "New round" dealing again; the puzzle trainer: cards selected, played and checked (not yet,
then correct). No code cell and no printed text on the page, no page error. Every process
started is stopped. Skipped without chromium, failed under ``CI=true``.
"""

from __future__ import annotations

import contextlib
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import psutil
import pytest
from browser_support import (
    ARTIFACTS,
    CLICK_MS,
    WAIT_MS,
    chromium_browser,
    free_port,
    play_a_few_moves,
    private_env,
    require_browser,
    text_of,
    wait_drawn,
)

from gouji_learn.engine.actions import VERBS, ActionKind
from gouji_learn.exercises import puzzles
from gouji_learn.exercises.sentences import UI
from gouji_learn.scene.words import t

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import tasks  # noqa: E402

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Locator, Page

pytestmark = [pytest.mark.browser, pytest.mark.classroom]

SHOTS = ARTIFACTS / "apps"
STATE_VARIABLES = (
    "JUPYTER_CONFIG_DIR",
    "JUPYTER_DATA_DIR",
    "JUPYTER_RUNTIME_DIR",
    "IPYTHONDIR",
    "XDG_CONFIG_HOME",
    "XDG_CACHE_HOME",
    "XDG_DATA_HOME",
)
"""Jupyter's state folders, kept in the test's temporary folder (browser_support.private_env)."""
HARMLESS = ("Unsatisfied version", "No satisfying version", "willReadFrequently")
"""Console warnings of Voila 0.5's JupyterLab 4.2 page and of the test's own getImageData."""
HIDDEN = (
    ".jp-CodeCell .jp-InputArea",
    "[data-mime-type='application/vnd.jupyter.stdout']",
    "[data-mime-type='application/vnd.jupyter.stderr']",
    "[data-mime-type='application/vnd.jupyter.error']",
)
"""What an app page never shows: code, printed text, a traceback."""
CODE = ("set_language(", "ClassroomBoard(", "PuzzleTrainer(")
"""The app notebooks' code, which the page never shows."""
WORDS = {
    "en": {"new": "New round", "rulebook": "Rulebook"},
    "zh": {"new": "新的一局", "rulebook": "规则"},
}


@contextlib.contextmanager
def voila(name: str, lang: str, state: Path) -> Iterator[str]:
    """Serve an app with tasks.py's Voila command and environment (Jupyter's state and the
    learner's progress in ``state``); yield its URL; stop Voila and its kernels."""
    port = free_port()
    edition = ("--zh",) if lang == "zh" else ()
    serve = ("--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1", "--Voila.port_retries=0")
    cmd, env = tasks.app_command(name, (*edition, *serve))
    assert env["JUPYTER_PATH"] == str(ROOT / "apps") and "--template=quiet" in cmd
    private = private_env(state)
    env.update({variable: private[variable] for variable in STATE_VARIABLES})
    env["GOUJI_LEARN_HOME"] = str(state / "learner")
    log = state / "voila.log"
    with log.open("wb") as sink:
        process = subprocess.Popen(
            cmd, cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=sink, stderr=sink
        )
    try:
        deadline = time.monotonic() + 60
        while True:  # the port, not GET /: a GET would already start a kernel
            assert process.poll() is None, log.read_text(errors="replace")[-3000:]
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert time.monotonic() < deadline, "Voila did not listen within 60 s"
                time.sleep(0.2)
        yield f"http://127.0.0.1:{port}/"
    finally:
        stop(process)


def stop(process: subprocess.Popen[bytes]) -> None:
    """SIGTERM to Voila (it shuts its kernels down), then kill whatever of it is left, by PID."""
    try:
        started = psutil.Process(process.pid).children(recursive=True)
    except psutil.NoSuchProcess:
        started = []
    process.terminate()
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=15)
    _, alive = psutil.wait_procs(started, timeout=10)
    for left in alive:
        left.kill()
    assert not alive, f"Voila left {[p.pid for p in alive]} running"


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    require_browser()
    SHOTS.mkdir(parents=True, exist_ok=True)
    with chromium_browser() as launched:
        yield launched


@contextlib.contextmanager
def app_page(browser: Browser, url: str, shot: str) -> Iterator[Page]:
    """A page on the app (the CDN's stylesheets answered empty, offline); a screenshot is kept,
    and console errors, page errors and widget errors fail the test."""
    page = browser.new_page(viewport={"width": 1366, "height": 1000})
    problems: list[str] = []
    page.on(
        "console",
        lambda m: problems.append(m.text)
        if m.type == "error" and not m.text.startswith(HARMLESS)
        else None,
    )
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.route(
        "https://cdn.jsdelivr.net/**",
        lambda route: route.fulfill(status=200, content_type="text/css", body=""),
    )
    try:
        page.goto(url, wait_until="domcontentloaded", timeout=WAIT_MS)
        yield page
        body = page.locator("body").inner_text()
        assert "Error displaying widget" not in body and "Traceback" not in body
        for hidden in HIDDEN:
            assert page.locator(hidden).count() == 0, f"{hidden} on an app page"
        assert not any(code in body for code in CODE), "code on the page"
    finally:
        page.screenshot(path=str(SHOTS / f"{shot}.png"), full_page=True)
        page.close()
    assert not problems, problems


def wait_app(page: Page, widget: str, log: Path) -> Locator:
    """Wait for the app's widget; fail at once, with Voila's log, when a cell failed instead."""
    failed = ", ".join(HIDDEN[1:])
    page.locator(f"{widget}, {failed}").first.wait_for(timeout=WAIT_MS)
    if page.locator(failed).count():
        tail = log.read_text(encoding="utf-8", errors="replace")[-3000:]
        pytest.fail(f"the app notebook failed: {text_of(page.locator(failed))}\n{tail}")
    return page.locator(widget)


def drawn_colours(page: Page, selector: str) -> int:
    """Wait until the canvas ``selector`` is drawn; its number of colours."""
    (stats,) = wait_drawn(page.locator(selector), 1)
    return int(stats["colours"])


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_board_app(browser: Browser, lang: str, tmp_path: Path) -> None:
    from playwright.sync_api import expect

    with voila("board", lang, tmp_path) as url, app_page(browser, url, f"board_{lang}") as page:
        classroom = wait_app(page, ".gouji-classroom", tmp_path / "voila.log")
        assert drawn_colours(page, ".gouji-classroom canvas.board-table") >= 5
        words = WORDS[lang]
        new_round = classroom.locator(".classroom-new")
        expect(new_round).to_have_text(words["new"])
        expect(classroom.locator(".classroom-rules")).to_contain_text(words["rulebook"])

        board = classroom.locator(".gouji-play-round")
        assert play_a_few_moves(page, board, 1), "no move could be played"

        board.evaluate("element => { element.dataset.dealt = 'before'; }")
        new_round.click()  # a new PlayRound replaces the board, its table drawn
        board = classroom.locator(".gouji-play-round:not([data-dealt])")
        board.wait_for(timeout=CLICK_MS)
        assert drawn_colours(page, ".gouji-classroom canvas.board-table") >= 5
        assert classroom.locator(".gouji-play-round").count() == 1

        linyi = t("preset_linyi", lang)
        classroom.locator(".classroom-rules select").select_option(label=linyi)
        expect(board.locator(".board-rules")).to_contain_text(linyi, timeout=CLICK_MS)
        assert drawn_colours(page, ".gouji-classroom canvas.board-table") >= 5

        if lang == "en":  # the board's own switch relabels the bar above it
            board.locator(".board-lang button", has_text="中文").click()
            expect(new_round).to_have_text(WORDS["zh"]["new"], timeout=CLICK_MS)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_puzzle_app(browser: Browser, lang: str, tmp_path: Path) -> None:
    from playwright.sync_api import expect

    verb, *cards = puzzles(1)[0].question().solution().answer.split()
    assert verb == VERBS[ActionKind.PLAY][0] and len(cards) > 1
    play_selected = UI["with_selected"].get(lang, verb=VERBS[ActionKind.PLAY][lang == "zh"])
    with voila("puzzles", lang, tmp_path) as url, app_page(browser, url, f"puzzles_{lang}") as page:
        trainer = wait_app(page, ".gouji-puzzles", tmp_path / "voila.log")
        assert drawn_colours(page, ".gouji-puzzles canvas.gouji-table") >= 5
        feedback = trainer.locator(".question-feedback")
        play = trainer.locator(".answer-btn", has_text=re.compile(f"^\\s*{play_selected}\\s*$"))

        def select(label: str) -> None:
            """Select one more card ``label`` of the hand."""
            unselected = trainer.locator(".card-btn:not(.mod-active)")
            unselected.filter(has_text=re.compile(f"^\\s*{re.escape(label)}\\s*$")).first.click()

        select(cards[0])  # one card of the answer: not yet
        play.click()
        trainer.locator(".check-btn").click()
        expect(feedback.locator(".gouji-not_yet")).to_be_visible(timeout=CLICK_MS)
        for label in cards[1:]:
            select(label)
        play.click()
        trainer.locator(".check-btn").click()
        expect(feedback.locator(".gouji-correct")).to_be_visible(timeout=CLICK_MS)
        expect(trainer.locator(".puzzle-writeup")).to_contain_text("★★★", timeout=CLICK_MS)
