#!/usr/bin/env python3
"""The project's two commands, standard library only.

    python3 tasks.py tutorials [--fresh] [JUPYTER_ARGS...]
        Open the tutorials in JupyterLab (e.g. ``--no-browser --port 8899``).
    python3 tasks.py board [--fresh] [--zh] [VOILA_ARGS...]
    python3 tasks.py puzzles [--fresh] [--zh] [VOILA_ARGS...]
        Serve the classroom board or the puzzle trainer as an app (Voila): no code on the page.
    python3 tasks.py test [--fresh] [--quick] [--slow] [--] [PYTEST_ARGS...]
        Lint, type-check, then run the unit, property, browser and notebook tests; ``--quick``
        leaves out the browser tests and the notebooks, ``--slow`` (CI) runs the property and
        fuzz tests at full size, and PYTEST_ARGS (e.g. ``-k cards``) run only what they select.

Both create ``.venv`` in the repository when it is missing and (re)install the
package into it, within the bounds of ``constraints.txt``, whenever ``pyproject.toml`` or
``constraints.txt`` changed since the last install.
``--fresh`` deletes and recreates ``.venv`` first.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
STAMP = VENV / "gouji-install-stamp.json"
NOTEBOOK_DIRS = ("notebooks", "notebooks/zh", "exercises", "exercises/zh")
START_NOTEBOOK = Path("notebooks") / "00_start_here.ipynb"
SERVER_CONFIG = Path("binder") / "jupyter_server_config.json"
"""The Jupyter server settings of the tutorials, here and on Binder: a saved notebook keeps each
widget's still picture instead of a dead live view (gouji_learn/save_hook.py)."""
APPS = ROOT / "apps"
"""The app notebooks (the classroom board, the puzzles) and Voila's quiet template."""
APP_EXTENSIONS = tuple(
    json.loads((ROOT / SERVER_CONFIG).read_text(encoding="utf-8"))["VoilaConfiguration"][
        "extension_allowlist"
    ]
)
"""The only lab extensions an app page loads (as on Binder): others installed beside it
(nbgrader's) throw errors in Voila's page."""
NO_TESTS_COLLECTED = 5
SLOWEST_SHOWN = ["--durations=25"]
"""Every pytest step lists its 25 slowest tests, so that each log (CI's too) shows where the
time goes."""
TEST_EXTRAS = ("test", "env", "lab", "app", "classroom")
"""The test tools, and the PettingZoo environment's packages so that its api_test runs."""
CONSTRAINTS = "constraints.txt"
"""Upper bounds (and the pins of binder/requirements.txt) for everything installed."""


class TaskFailed(Exception):
    """A step failed; carries the exit code to leave with."""

    def __init__(self, message: str, code: int = 1) -> None:
        super().__init__(message)
        self.code = code


def run(cmd: list[str], env: dict[str, str] | None = None) -> int:
    """Print ``cmd`` on one line, run it from the repository root (in ``env``, else this
    process's environment), return its exit code."""
    shown = [os.path.relpath(c, ROOT) if c.startswith(str(ROOT)) else c for c in cmd]
    print("$ " + " ".join(shown), flush=True)
    return subprocess.call(cmd, cwd=ROOT, env=env)


def check(cmd: list[str], env: dict[str, str] | None = None) -> None:
    """Run ``cmd`` and raise :class:`TaskFailed` if it exits non-zero."""
    code = run(cmd, env)
    if code != 0:
        raise TaskFailed(f"step failed (exit {code}): {' '.join(cmd[:2])}", code)


def tool(name: str) -> str:
    """Path of an executable installed in the venv."""
    return str(BIN / name)


def ensure_venv(extras: tuple[str, ...], fresh: bool) -> None:
    """Create ``.venv`` if needed and install the package (with ``extras``) if out of date."""
    if fresh and VENV.exists():
        print(f"$ rm -rf {VENV.name}", flush=True)
        shutil.rmtree(VENV)
    if not (BIN / "python").exists() and not (BIN / "python.exe").exists():
        check([sys.executable, "-m", "venv", str(VENV)])
    digest = hashlib.sha256(
        (ROOT / "pyproject.toml").read_bytes() + (ROOT / CONSTRAINTS).read_bytes()
    ).hexdigest()
    wanted = set(extras)
    try:
        stamp = json.loads(STAMP.read_text(encoding="utf-8"))
        up_to_date = stamp["pyproject"] == digest and wanted <= set(stamp["extras"])
    except (OSError, ValueError, KeyError, TypeError):
        up_to_date = False
    if up_to_date:
        return
    target = f".[{','.join(sorted(wanted))}]" if wanted else "."
    pip = [tool("python"), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    check([*pip, "-c", CONSTRAINTS, "-e", target])
    STAMP.write_text(json.dumps({"pyproject": digest, "extras": sorted(wanted)}), encoding="utf-8")


def notebooks() -> list[str]:
    """Notebook files to run under nbval, as explicit repository-relative paths."""
    found: list[str] = []
    for folder in NOTEBOOK_DIRS:
        found += sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / folder).glob("*.ipynb"))
    return found


def tutorials_command(root: Path = ROOT, args: tuple[str, ...] = ()) -> list[str]:
    """The ``jupyter lab`` command line of the tutorials: ``root`` (the repository) as the file
    browser's root, so that chapters, exercises, puzzles and review are all in reach, the
    server config, and chapter 00 opened first; ``args`` go to ``jupyter lab``."""
    cmd = [
        tool("jupyter"),
        "lab",
        f"--config={ROOT / SERVER_CONFIG}",
        f"--ServerApp.root_dir={root}",
        START_NOTEBOOK.as_posix(),
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0 and "--allow-root" not in args:
        cmd.append("--allow-root")  # Jupyter refuses to start as root without it.
    return cmd + list(args)


def tutorials(args: list[str], fresh: bool) -> None:
    """Start JupyterLab from the venv on the tutorials; ``args`` go to ``jupyter lab``."""
    ensure_venv(("lab",), fresh)
    os.environ["JUPYTER_PATH"] = str(APPS)  # "Render with Voila" finds the quiet template
    check(tutorials_command(ROOT, tuple(args)))


def app_command(name: str, args: tuple[str, ...] = ()) -> tuple[list[str], dict[str, str]]:
    """The Voila command line and environment of an app notebook (``board`` or ``puzzles``;
    ``--zh`` in ``args`` for the Chinese edition): no code and no printed text on the page."""
    folder = APPS / "zh" if "--zh" in args else APPS
    cmd = [tool("voila"), str(folder / f"{name}.ipynb"), "--template=quiet", "--strip_sources=True"]
    cmd += [f"--VoilaConfiguration.extension_allowlist={name}" for name in APP_EXTENSIONS]
    env = dict(os.environ, JUPYTER_PATH=str(APPS))  # apps/voila/templates/quiet
    return cmd + [arg for arg in args if arg != "--zh"], env


def app(name: str, args: list[str], fresh: bool) -> None:
    """Serve an app notebook with Voila from the venv; ``args`` go to ``voila``."""
    ensure_venv(("app",), fresh)
    check(*app_command(name, tuple(args)))


def pytest_step(cmd: list[str], allow_empty: bool = False) -> None:
    """Run one pytest command; exit 5 (nothing collected) fails unless ``allow_empty``."""
    code = run(cmd)
    if code == NO_TESTS_COLLECTED and not allow_empty:
        raise TaskFailed("pytest collected no tests: that counts as a failure", code)
    if code not in (0, NO_TESTS_COLLECTED):
        raise TaskFailed(f"pytest failed (exit {code})", code)


def timed(name: str, step: Callable[[], None]) -> None:
    """Run ``step`` and print how long it took, whether it passed or not."""
    started = time.monotonic()
    try:
        step()
    finally:
        print(f"tasks.py test: {name} took {time.monotonic() - started:.0f} s", flush=True)


def test(args: list[str], fresh: bool, quick: bool = False, slow: bool = False) -> None:
    """Lint, type-check, then tests and notebooks (nbval) in one run on every core; ``quick``: no
    browser tests or notebooks, ``slow``: full-size property tests (CI), ``args``: only those."""
    ensure_venv(TEST_EXTRAS, fresh)
    # Exercises record progress under $GOUJI_LEARN_HOME: tests never touch the learner's own.
    os.environ["GOUJI_LEARN_HOME"] = tempfile.mkdtemp(prefix="gouji-learn-test-home-")
    # Every kernel and worker imports the package: compiled once here, not in each of them
    # (with PYTHONDONTWRITEBYTECODE set, as on CI's machine, none would keep its bytecode).
    timed("bytecode", lambda: check([tool("python"), "-m", "compileall", "-q", "gouji_learn"]))
    timed("lint", lambda: check([tool("ruff"), "check", "."]))
    timed("types", lambda: check([tool("mypy")]))
    # One run, so that no worker waits for the other at the end of the tests and again at the
    # end of the notebooks; tests/conftest.py keeps each notebook (one kernel for its cells) and
    # each file whose tests share a server on one worker.
    pytest = [tool("python"), "-m", "pytest", *SLOWEST_SHOWN, "-n", "auto", "--dist", "loadgroup"]
    size = ["--slow"] if slow else []
    select = ["-m", "not browser and not classroom and not solved_run"] if quick else []
    books = [] if quick or args else notebooks()
    # Without paths pytest runs pyproject.toml's testpaths (tests/), or the paths in ``args``.
    nbval = ["tests", "--nbval", "--nbval-current-env", "--nbval-cell-timeout=120", *books]
    name = f"tests and {len(books)} notebooks under nbval" if books else "tests"
    timed(name, lambda: pytest_step([*pytest, *size, *select, *(nbval if books else []), *args]))


TASKS = ("tutorials", "test", "board", "puzzles")
"""The commands: ``python3 tasks.py TASK``."""


def main(argv: list[str]) -> int:
    """Parse ``argv`` (without the program name) and run the task it names."""
    if sys.version_info < (3, 10):  # noqa: UP036 - tasks.py may be started by an older python3
        print("tasks.py needs Python 3.10 or newer", file=sys.stderr)
        return 2
    if not argv or argv[0] not in TASKS:
        print(__doc__, file=sys.stderr)
        return 2
    name, rest = argv[0], argv[1:]
    ours = rest[: rest.index("--")] if "--" in rest else rest
    flags = {flag for flag in ("--fresh", "--quick", "--slow") if flag in ours}
    for flag in flags:
        rest.remove(flag)
    if rest[:1] == ["--"]:
        rest = rest[1:]
    try:
        if name == "test":
            test(rest, "--fresh" in flags, "--quick" in flags, "--slow" in flags)
        elif name == "tutorials":
            tutorials(rest, "--fresh" in flags)
        else:
            app(name, rest, "--fresh" in flags)
    except TaskFailed as failure:
        print(f"tasks.py {name}: {failure}", file=sys.stderr)
        return failure.code
    except KeyboardInterrupt:
        return 130
    if name == "test":
        print("tasks.py test: all steps passed", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
