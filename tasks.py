#!/usr/bin/env python3
"""The project's two commands, standard library only.

    python3 tasks.py tutorials [--fresh] [JUPYTER_ARGS...]
        Open the tutorials in JupyterLab (e.g. ``--no-browser --port 8899``).
    python3 tasks.py test [--fresh] [--] [PYTEST_ARGS...]
        Lint, type-check, then run the unit, property and notebook tests
        (e.g. ``-k cards``).

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
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
STAMP = VENV / "gouji-install-stamp.json"
NOTEBOOK_DIRS = ("notebooks", "notebooks/zh", "exercises", "exercises/zh")
START_NOTEBOOK = Path("notebooks") / "00_start_here.ipynb"
NO_TESTS_COLLECTED = 5
TEST_EXTRAS = ("test", "env")
"""The test tools, and the PettingZoo environment's packages so that its api_test runs."""
CONSTRAINTS = "constraints.txt"
"""Upper bounds (and the pins of binder/requirements.txt) for everything installed."""


class TaskFailed(Exception):
    """A step failed; carries the exit code to leave with."""

    def __init__(self, message: str, code: int = 1) -> None:
        super().__init__(message)
        self.code = code


def run(cmd: list[str]) -> int:
    """Print ``cmd`` on one line, run it from the repository root, return its exit code."""
    shown = [os.path.relpath(c, ROOT) if c.startswith(str(VENV)) else c for c in cmd]
    print("$ " + " ".join(shown), flush=True)
    return subprocess.call(cmd, cwd=ROOT)


def check(cmd: list[str]) -> None:
    """Run ``cmd`` and raise :class:`TaskFailed` if it exits non-zero."""
    code = run(cmd)
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


def tutorials(args: list[str], fresh: bool) -> None:
    """Start JupyterLab from the venv on the tutorials; ``args`` go to ``jupyter lab``."""
    ensure_venv((), fresh)
    start = START_NOTEBOOK if (ROOT / START_NOTEBOOK).exists() else Path("notebooks")
    cmd = [tool("jupyter"), "lab", start.as_posix()]
    if hasattr(os, "geteuid") and os.geteuid() == 0 and "--allow-root" not in args:
        cmd.append("--allow-root")  # Jupyter refuses to start as root without it.
    check(cmd + args)


def pytest_step(cmd: list[str], allow_empty: bool = False) -> None:
    """Run one pytest command; exit 5 (nothing collected) fails unless ``allow_empty``."""
    code = run(cmd)
    if code == NO_TESTS_COLLECTED and not allow_empty:
        raise TaskFailed("pytest collected no tests: that counts as a failure", code)
    if code not in (0, NO_TESTS_COLLECTED):
        raise TaskFailed(f"pytest failed (exit {code})", code)


def test(args: list[str], fresh: bool) -> None:
    """Lint, type-check, the tests (on every core), then the notebooks under nbval; stop at the
    first failure. ``args`` go to both pytest runs."""
    ensure_venv(TEST_EXTRAS, fresh)
    # Exercises record progress under $GOUJI_LEARN_HOME: tests never touch the learner's own.
    os.environ["GOUJI_LEARN_HOME"] = tempfile.mkdtemp(prefix="gouji-learn-test-home-")
    check([tool("ruff"), "check", "."])
    check([tool("mypy")])
    pytest = [tool("python"), "-m", "pytest"]
    pytest_step([*pytest, "tests", "-n", "auto", *args])
    books = notebooks()
    if books:
        nbval = ["--nbval", "--nbval-current-env", "--nbval-cell-timeout=120"]
        started = time.monotonic()
        pytest_step([*pytest, *nbval, *books, *args], allow_empty=bool(args))
        took = time.monotonic() - started
        print(f"tasks.py test: {len(books)} notebooks took {took:.0f} s under nbval", flush=True)


def main(argv: list[str]) -> int:
    """Parse ``argv`` (without the program name) and run the task it names."""
    if sys.version_info < (3, 10):  # noqa: UP036 - tasks.py may be started by an older python3
        print("tasks.py needs Python 3.10 or newer", file=sys.stderr)
        return 2
    tasks = {"tutorials": tutorials, "test": test}
    if not argv or argv[0] not in tasks:
        print(__doc__, file=sys.stderr)
        return 2
    name, rest = argv[0], argv[1:]
    fresh = "--fresh" in rest[: rest.index("--")] if "--" in rest else "--fresh" in rest
    if fresh:
        rest.remove("--fresh")
    if rest[:1] == ["--"]:
        rest = rest[1:]
    try:
        tasks[name](rest, fresh)
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
