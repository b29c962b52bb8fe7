"""Helpers for the real-browser test: a private JupyterLab server, Chromium, canvas pixels.

See /work/shared/recipes/browser-test.md: Debian's chromium (never a downloaded browser),
JupyterLab started on a free port with all its state in a temporary folder, stopped by PID.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Locator, Page

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "artifacts" / "browser"
DEBIAN_CHROMIUM = Path("/usr/bin/chromium")

# Chromium flags proven here; without the background-networking ones Chromium keeps trying
# closed network hosts.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

# JupyterLab user settings written before the server starts.
LAB_SETTINGS: dict[str, dict[str, Any]] = {
    # No news toast over the screenshots.
    "@jupyterlab/apputils-extension/notification": {"fetchNews": "false", "checkForUpdates": False},
    # Never write the repository's notebooks back (clearing outputs makes the notebook dirty).
    "@jupyterlab/docmanager-extension/plugin": {"autosave": False},
    # Render every cell, not only those in view, so that every widget is really displayed.
    "@jupyterlab/notebook-extension/tracker": {"windowingMode": "none"},
}


def in_ci() -> bool:
    """True when the environment variable CI is set (``CI=true``): a missing browser fails."""
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def find_chromium() -> str | None:
    """Debian's chromium: /usr/bin/chromium, else ``chromium`` on PATH; None when missing."""
    if DEBIAN_CHROMIUM.is_file() and os.access(DEBIAN_CHROMIUM, os.X_OK):
        return str(DEBIAN_CHROMIUM)
    return shutil.which("chromium")


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def private_env(state: Path) -> dict[str, str]:
    """The environment with every Jupyter/IPython/XDG state folder inside ``state``."""
    env = dict(os.environ)
    folders = {
        "JUPYTER_CONFIG_DIR": "jupyter_config",
        "JUPYTER_DATA_DIR": "jupyter_data",
        "JUPYTER_RUNTIME_DIR": "jupyter_runtime",
        "IPYTHONDIR": "ipython",
        "JUPYTERLAB_SETTINGS_DIR": "lab_settings",
        "JUPYTERLAB_WORKSPACES_DIR": "lab_workspaces",
        "XDG_CONFIG_HOME": "xdg_config",
        "XDG_CACHE_HOME": "xdg_cache",
        "XDG_DATA_HOME": "xdg_data",
    }
    for variable, name in folders.items():
        folder = state / name
        folder.mkdir(parents=True, exist_ok=True)
        env[variable] = str(folder)
    env.pop("JUPYTER_PATH", None)
    env["PYTHONUNBUFFERED"] = "1"
    return env


TEACHER_EXTENSIONS = (
    "@jupyter/nbgrader",
    "@voila-dashboards/jupyterlab-preview",
    "@jupyter-notebook/lab-extension",
)
"""Lab extensions the test venv holds for the classroom tests (nbgrader, Voila and the notebook
7 interface nbgrader pulls in) but a learner's JupyterLab (the tutorials command installs the
extra `lab` only) does not: their toolbar buttons would push the kernel's status out of a
projector-sized notebook toolbar."""


TEACHER_SERVER_EXTENSIONS = (
    "nbgrader.server_extensions.formgrader",
    "nbgrader.server_extensions.validate_assignment",
    "nbgrader.server_extensions.assignment_list",
    "nbgrader.server_extensions.course_list",
    "voila.server_extension",
    "notebook",
)
"""The server side of the same packages: a learner's JupyterLab loads none of them (importing
nbgrader's alone took over 2 s of each test server's start)."""


def disable_teacher_extensions(config_dir: Path) -> None:
    """Disable :data:`TEACHER_EXTENSIONS` in this server's page config and
    :data:`TEACHER_SERVER_EXTENSIONS` in its user config (as a learner's lab)."""
    target = config_dir / "labconfig" / "page_config.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    disabled = dict.fromkeys(TEACHER_EXTENSIONS, True)
    target.write_text(json.dumps({"disabledExtensions": disabled}), encoding="utf-8")
    server = {"ServerApp": {"jpserver_extensions": dict.fromkeys(TEACHER_SERVER_EXTENSIONS, False)}}
    (config_dir / "jupyter_server_config.json").write_text(json.dumps(server), encoding="utf-8")


def write_lab_settings(settings_dir: Path) -> None:
    """Write :data:`LAB_SETTINGS` as JupyterLab user-settings files."""
    for plugin, values in LAB_SETTINGS.items():
        package, name = plugin.rsplit("/", 1)
        target = settings_dir / package / f"{name}.jupyterlab-settings"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(values), encoding="utf-8")


@dataclass
class LabServer:
    """A JupyterLab server of this test session (started by :func:`start_lab`)."""

    url: str
    process: subprocess.Popen[bytes]
    log: Path
    env: dict[str, str] = field(repr=False)

    def log_tail(self, chars: int = 3000) -> str:
        """The end of the server's log, for failure messages."""
        try:
            return self.log.read_text(encoding="utf-8", errors="replace")[-chars:]
        except OSError:
            return "(no server log)"

    def stop(self) -> None:
        """Stop the server by its PID: SIGTERM (it shuts its kernels down), then kill."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=15)


def start_lab(
    root_dir: Path, state: Path, timeout: float = 60.0, command: list[str] | None = None
) -> LabServer:
    """Start JupyterLab on a free port with ``root_dir``; wait for /api/status. ``command`` is
    how JupyterLab is started (default: this Python's, on ``root_dir``); this server's own
    options (port, no token, private state) follow it."""
    env = private_env(state)
    write_lab_settings(Path(env["JUPYTERLAB_SETTINGS_DIR"]))
    disable_teacher_extensions(Path(env["JUPYTER_CONFIG_DIR"]))
    port = free_port()
    log = state / "jupyterlab.log"
    start = command or [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={root_dir}"]
    launch = [
        *start,
        "--no-browser",
        "--ip=127.0.0.1",
        f"--port={port}",
        "--ServerApp.port_retries=0",
        "--ServerApp.token=",
        "--ServerApp.password=",
        "--allow-root",
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        # Opening a notebook makes a checkpoint: keep it out of the repository.
        f"--FileCheckpoints.checkpoint_dir={state / 'checkpoints'}",
    ]
    with log.open("wb") as sink:
        process = subprocess.Popen(
            launch, env=env, cwd=root_dir, stdin=subprocess.DEVNULL, stdout=sink, stderr=sink
        )
    server = LabServer(f"http://127.0.0.1:{port}", process, log, env)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"JupyterLab exited with {process.returncode}:\n{server.log_tail()}")
        try:
            with urllib.request.urlopen(server.url + "/api/status", timeout=2) as answer:
                if answer.status == 200:
                    return server
        except (OSError, urllib.error.URLError):
            time.sleep(0.2)
    server.stop()
    raise RuntimeError(
        f"JupyterLab did not answer /api/status in {timeout:g} s:\n{server.log_tail()}"
    )


# Statistics of one canvas: size, share of opaque pixels (a never-drawn canvas is transparent),
# distinct colours, share of pixels that differ from the most common colour, and a pixel hash.
CANVAS_STATS_JS = """
(c) => {
    const w = c.width, h = c.height;
    if (!w || !h) return {width: w, height: h, opaque: 0, colours: 0, foreground: 0, hash: 0};
    const d = c.getContext('2d').getImageData(0, 0, w, h).data;
    const counts = new Map();
    let opaque = 0, hash = 2166136261;
    for (let i = 0; i < d.length; i += 4) {
        if (d[i + 3] > 0) opaque++;
        const key = ((d[i] << 24) | (d[i + 1] << 16) | (d[i + 2] << 8) | d[i + 3]) >>> 0;
        counts.set(key, (counts.get(key) || 0) + 1);
        hash = Math.imul(hash ^ key, 16777619) >>> 0;
    }
    let background = 0;
    for (const n of counts.values()) if (n > background) background = n;
    const total = w * h;
    return {width: w, height: h, opaque: opaque / total, colours: counts.size,
            foreground: 1 - background / total, hash: hash};
}
"""


NOTEBOOK_ON_SHOW = ".jp-NotebookPanel:not(.lm-mod-hidden)"
"""The notebook on show (a restored workspace may keep other notebooks open in hidden tabs)."""

# The kernel is ready once the notebook on show names it and its indicator says idle: while the
# session starts the indicator also says idle (with "No Kernel"), and Run All then opens the
# "Select Kernel" dialog.
KERNEL_READY_JS = """() => {
    const panel = '.jp-NotebookPanel:not(.lm-mod-hidden)';
    const indicator = document.querySelector(panel + ' .jp-Notebook-ExecutionIndicator');
    const name = document.querySelector(panel + ' .jp-Toolbar-kernelName');
    const named = name !== null && name.textContent.trim() !== ''
        && !/no kernel/i.test(name.textContent);
    return indicator !== null && indicator.dataset.status === 'idle' && named;
}"""


def menu(page: Any, top: str, item: str) -> None:
    """Click a JupyterLab main-menu entry, e.g. ``menu(page, "Run", "Run All Cells")``."""
    page.locator(".lm-MenuBar-itemLabel", has_text=top).first.click()
    page.locator(".lm-Menu-item:visible .lm-Menu-itemLabel", has_text=item).first.click()


CLICK_MS = 15_000
"""A click's round trip through the kernel (bots may move in between)."""


def canvas_stats(canvases: Locator) -> list[dict[str, Any]]:
    """Pixel statistics of each canvas (see CANVAS_STATS_JS)."""
    stats: list[dict[str, Any]] = canvases.evaluate_all(f"(cs) => cs.map({CANVAS_STATS_JS})")
    return stats


def wait_drawn(canvases: Locator, minimum: int, timeout: float = 30.0) -> list[dict[str, Any]]:
    """Poll until at least ``minimum`` canvases exist and each is drawn (opaque, 2+ colours)."""
    deadline = time.monotonic() + timeout
    while True:
        stats = canvas_stats(canvases)
        drawn = [s["opaque"] > 0.99 and s["colours"] >= 2 for s in stats]
        if len(stats) >= minimum and all(drawn):
            return stats
        if time.monotonic() > deadline:
            pytest.fail(f"canvases not drawn after {timeout:g} s (want {minimum}): {stats}")
        time.sleep(0.2)


def wait_changed(canvas: Locator, old_hash: int, timeout: float = 10.0) -> dict[str, Any] | None:
    """Poll one canvas until its pixel hash differs from ``old_hash``; None on timeout."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        stats: dict[str, Any] = canvas.evaluate(CANVAS_STATS_JS)
        if stats["hash"] != old_hash:
            return stats
        time.sleep(0.1)
    return None


def widget_cell(page: Page, has: str, has_not: str | None = None) -> Locator:
    """The first code cell whose output contains ``has`` (and not ``has_not``)."""
    cells = page.locator(f"{NOTEBOOK_ON_SHOW} .jp-CodeCell").filter(has=page.locator(has))
    if has_not is not None:
        cells = cells.filter(has_not=page.locator(has_not))
    return cells.first


def text_of(locator: Locator) -> str:
    """The rendered text of every element of ``locator``, joined."""
    return "\n".join(locator.all_inner_texts())


def changed_text(page: Page, locators: list[Locator], before: str, seconds: float) -> str | None:
    """The joined text of ``locators`` once it differs from ``before`` within ``seconds``
    (None: it did not change)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        now = "\n".join(text_of(loc) for loc in locators)
        if now != before:
            return now
        page.wait_for_timeout(100)
    return None


def wait_text_change(page: Page, locators: list[Locator], before: str, what: str) -> str:
    """Wait until the joined text of ``locators`` differs from ``before``; return it."""
    now = changed_text(page, locators, before, CLICK_MS / 1000)
    if now is None:
        pytest.fail(f"{what}: the text did not change within {CLICK_MS} ms: {before[-500:]!r}")
    return now


def click_until_changed(page: Page, button: Locator, watched: list[Locator], what: str) -> str:
    """Click ``button`` and wait until the joined text of ``watched`` changes; return it. A click
    that changed nothing in half the wait, on a button still there and enabled, is made once more:
    under load a widget freshly drawn (or redrawn by a bot's move) can swallow a click, and a
    learner would click again too."""
    before = "\n".join(text_of(loc) for loc in watched)
    button.click(timeout=5_000)
    now = changed_text(page, watched, before, CLICK_MS / 2000)
    if now is not None:
        return now
    if button.count() and button.is_enabled():
        button.click(timeout=5_000)
    return wait_text_change(page, watched, before, what)


# Safe actions first: passing/declining never needs a selection and never ends the round badly.
DECLINE = re.compile(r"\bpass\b|\bno\b|\bstay\b|不|过|要不起", re.IGNORECASE)
PLAY = re.compile(r"\bplay\b|出牌|出选中", re.IGNORECASE)


def select_cards(cell: Locator, wanted: list[int]) -> None:
    """Make the hand's selection exactly the enabled cards at ``wanted``, and wait until the board
    shows it (``mod-active``): a hand redrawn by a bot's move under the click loses a selection,
    and Play pressed then is answered "Select the cards first." (raises Playwright's timeout, so
    that the caller reads the turn again)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    cards = cell.locator(".card-btn:enabled")

    def active() -> list[bool]:
        classes = cards.evaluate_all("buttons => buttons.map((b) => b.className)")
        return ["mod-active" in names for names in classes]

    for index, on in enumerate(active()):
        if on != (index in wanted):
            cards.nth(index).click(timeout=5_000)
    deadline = time.monotonic() + CLICK_MS / 1000
    while time.monotonic() < deadline:
        shown = active()
        if [i for i, on in enumerate(shown) if on] == sorted(wanted):
            return
        time.sleep(0.1)
    raise PlaywrightTimeout(f"the selection {sorted(wanted)} did not show within {CLICK_MS} ms")


SUITS = "♠♥♣♦"
"""The suit symbols that end a card button's label (``10♠``); a joker's label has none."""


def lead_tries(labels: list[str]) -> list[list[int]]:
    """The leads to try, as indexes of the hand's enabled card buttons (``labels``, low to high):
    all the 3s when only 3s are left (3s go last, Y1), else every card of one rank, the highest
    rank first (a round ends in fewer turns than leading one card at a time), then single cards,
    the highest first."""
    threes = [i for i, label in enumerate(labels) if label.startswith("3")]
    if len(threes) == len(labels):
        return [threes]
    ranks: dict[str, list[int]] = {}
    for index, label in enumerate(labels):
        if index not in threes:
            ranks.setdefault(label.rstrip(SUITS), []).append(index)
    groups = [group for group in reversed(ranks.values()) if len(group) > 1]
    return groups + [[i] for i in reversed(range(len(labels))) if i not in threes]


def lead_cards(page: Page, cell: Locator, play: Locator, feedback: list[Locator]) -> None:
    """Lead the first of :func:`lead_tries` the board takes: select, wait until the selection
    shows, press play; on a refusal (a red ``board-refusal`` box) try the next."""
    labels = [label.strip() for label in cell.locator(".card-btn:enabled").all_inner_texts()]
    for wanted in lead_tries(labels):
        select_cards(cell, wanted)
        shown = ", ".join(labels[i] for i in wanted)
        click_until_changed(page, play, feedback, f"PlayRound after playing {shown!r}")
        if not cell.locator(".board-refusal").count():
            return
    pytest.fail(f"no card of {labels} could be led")


def play_a_few_moves(page: Page, cell: Locator, moves: int) -> list[str]:
    """Click enabled action buttons of the PlayRound ``moves`` times (declining when it may, else
    leading a card); each click must change the round's message or log. Returns the labels.
    Bots move between the learner's turns, so a button is found again by its label and a turn
    whose buttons changed under the click is read again."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    feedback = [cell.locator(".round-log"), cell.locator(".round-message")]
    clicked: list[str] = []
    attempts = 0
    while len(clicked) < moves and attempts < 3 * moves:
        attempts += 1
        buttons = cell.locator(".action-btn:enabled:visible")
        buttons.first.wait_for(state="visible", timeout=CLICK_MS)
        labels = [label.strip() for label in buttons.all_inner_texts()]
        if not labels:
            continue  # the buttons went between the wait and the reading: read the turn again
        choice = next((t for t in labels if DECLINE.search(t)), None)
        if choice is None:
            choice = next((t for t in labels if PLAY.search(t)), labels[0])
        button = buttons.filter(has_text=re.compile(f"^\\s*{re.escape(choice)}\\s*$")).first
        try:
            if PLAY.search(choice):
                lead_cards(page, cell, button, feedback)
            else:
                click_until_changed(page, button, feedback, f"PlayRound after {choice!r}")
        except PlaywrightTimeout:
            continue  # the buttons changed under the click: read the turn again
        clicked.append(choice)
        if not cell.locator(".action-btn:enabled:visible").count():
            break  # the round is over
    return clicked


@contextlib.contextmanager
def checkout_lab(
    root_dir: Path, state: Path, home: Path, command: list[str] | None = None
) -> Iterator[LabServer]:
    """JupyterLab over ``root_dir`` (started by ``command``, see :func:`start_lab`) whose
    kernels import this checkout's package and keep a learner's progress in ``home`` (a
    temporary GOUJI_LEARN_HOME); stopped on exit."""
    saved = {k: os.environ.get(k) for k in ("PYTHONPATH", "GOUJI_LEARN_HOME")}
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), saved["PYTHONPATH"]]))
    os.environ["GOUJI_LEARN_HOME"] = str(home)
    try:
        server = start_lab(root_dir, state, command=command)
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
    try:
        yield server
    finally:
        server.stop()


@contextlib.contextmanager
def chromium_browser() -> Iterator[Any]:
    """One headless Debian chromium through Playwright (a module's ``browser`` fixture)."""
    from playwright.sync_api import sync_playwright

    chromium = find_chromium()
    assert chromium is not None
    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=chromium, headless=True, args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            launched.close()


WAIT_MS = 90_000
"""The longest single wait in a browser test (a notebook's Run All on a busy machine)."""
ERROR_OUTPUT = (
    f"{NOTEBOOK_ON_SHOW} .jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
)
ALL_RUN_JS = """(errorSel) => {
    const prompts = [...document.querySelectorAll(
        '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell .jp-InputArea-prompt',
    )].map(p => p.textContent);
    const busy = prompts.some(p => p.includes('*'));
    const numbered = prompts.length > 0 && prompts.every(p => /\\d/.test(p));
    return (!busy && numbered) || document.querySelector(errorSel) !== null;
}"""


def require_browser() -> None:
    """Skip without Debian's chromium or Playwright; under ``CI=true`` fail instead."""
    if find_chromium() is None:
        (pytest.fail if in_ci() else pytest.skip)("Debian's chromium is not installed")
    pytest.importorskip("playwright.sync_api")


def wait_open(page: Page, notebook: str) -> None:
    """Wait until ``notebook`` is the tab on show, its cells drawn and its kernel idle."""
    name = notebook.rsplit("/", 1)[-1]
    page.wait_for_selector(f".lm-TabBar-tab.lm-mod-current:has-text('{name}')", timeout=WAIT_MS)
    page.wait_for_selector(f"{NOTEBOOK_ON_SHOW} .jp-Cell", timeout=WAIT_MS)
    page.wait_for_function(KERNEL_READY_JS, timeout=WAIT_MS)


def open_notebook(page: Page, url: str, notebook: str) -> None:
    """Open ``notebook`` alone (``?reset``: a fresh workspace) and wait for its kernel."""
    page.goto(f"{url}/lab/tree/{notebook}?reset", wait_until="domcontentloaded")
    wait_open(page, notebook)


def run_all(page: Page) -> None:
    """Clear the stored outputs (dead widget models), Run All, fail on an error output."""
    menu(page, "Edit", "Clear Outputs of All Cells")
    menu(page, "Run", "Run All Cells")
    page.wait_for_function(ALL_RUN_JS, arg=ERROR_OUTPUT, timeout=WAIT_MS)
    errors = page.locator(ERROR_OUTPUT)
    assert errors.count() == 0, "a cell failed:\n" + text_of(errors)[-3000:]
    page.wait_for_function(KERNEL_READY_JS, timeout=WAIT_MS)
