"""Shared test set-up: the ``rule`` marker ties each test to the digest rule IDs it checks;
no test writes to the real home (GOUJI_LEARN_HOME is a fresh tmp folder for each test)."""

from __future__ import annotations

import json
import os
import re
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from ipycanvas import canvas as ipycanvas_canvas
from scale import SLOW_ENV
from xdist.scheduler import LoadScopeScheduling

import gouji_learn
from gouji_learn import PRESET_NAMES, RuleSet

QUALITY_FIGURES = "GOUJI_QUALITY_FIGURES"
"""The folder where tests/test_question_quality.py leaves each question's figures."""


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--slow",
        action="store_true",
        help="run the property and fuzz tests at full size (CI does; minutes longer)",
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "rule(*ids): the digest rule IDs this test checks")
    if config.getoption("--slow", default=False):
        os.environ[SLOW_ENV] = "1"  # read by tests/scale.py when the test modules are imported
    if QUALITY_FIGURES not in os.environ:  # set once, by the controller: workers inherit it
        os.environ[QUALITY_FIGURES] = tempfile.mkdtemp(prefix="gouji-quality-")


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """The question-quality figures, when that test ran."""
    found = [
        json.loads(path.read_text(encoding="utf-8"))
        for path in sorted(Path(os.environ[QUALITY_FIGURES]).glob("*.json"))
    ]
    if not found:
        return
    table = [f for f in found if f["table"]]
    changing = sum(f["answers"] > 1 for f in table)
    yes_no = [f for f in found if f["yes_no"] and f["varies"]]
    shares = sorted(f["yes"] / max(f["variants"] - len(f["broken"]), 1) for f in yes_no)
    spread = f"{shares[0]:.0%}-{shares[-1]:.0%}" if shares else "none"
    terminalreporter.write_line(
        f"question quality: {len(found)} questions, up to {max(f['variants'] for f in found)} "
        f"variants each; {sum(bool(f['giveaways']) for f in found)} show their answer, "
        f"{sum(f['all_right'] > 0 for f in found)} with every click right, "
        f"{sum(len(f['broken']) for f in found)} broken variants; "
        f"{changing} of {len(table)} on a table ({changing / max(len(table), 1):.0%}) change "
        f"their answer; varying yes/no questions answer yes in {spread} of their variants"
    )


WIDE_FIXTURE = re.compile(r"@pytest\.fixture\(scope=\"(module|session)\"")
"""A fixture that outlives one test: a JupyterLab, a browser, Binder's venv."""


def one_worker_files(tests: Path) -> frozenset[str]:
    """The test files (as node ids) defining a fixture wider than one test: a second worker
    would start its server or browser again."""
    return frozenset(
        f"{tests.name}/{path.name}"
        for path in sorted(tests.glob("test_*.py"))
        if WIDE_FIXTURE.search(path.read_text(encoding="utf-8"))
    )


def one_worker_scope(nodeid: str, files: frozenset[str]) -> str:
    """What goes to one worker whole: a notebook (its cells share one kernel), a file of
    ``files``; any other test alone."""
    file = nodeid.split("::")[0]
    return file if file.endswith(".ipynb") or file in files else nodeid


class OneWorkerScopes(LoadScopeScheduling):
    """Each :func:`one_worker_scope` to whichever worker is free (the largest first)."""

    files = one_worker_files(Path(__file__).parent)

    def _split_scope(self, nodeid: str) -> str:
        return one_worker_scope(nodeid, self.files)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> OneWorkerScopes | None:
    """``--dist loadgroup`` (tasks.py) schedules :class:`OneWorkerScopes`: xdist's own loadgroup
    marks node ids, which pytest 9.2 no longer lets a plugin rewrite."""
    return OneWorkerScopes(config, log) if config.getvalue("dist") == "loadgroup" else None


@pytest.fixture(params=PRESET_NAMES)
def preset(request: pytest.FixtureRequest) -> RuleSet:
    """Each of the four rulebooks in turn."""
    return RuleSet.preset(request.param)


@pytest.fixture(autouse=True)
def learner_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh GOUJI_LEARN_HOME for each test; exercise checks raise programming errors."""
    home = tmp_path / "learner"
    monkeypatch.setenv("GOUJI_LEARN_HOME", str(home))
    monkeypatch.setenv("GOUJI_LEARN_STRICT", "1")
    return home


@pytest.fixture(autouse=True)
def english_after_each_test() -> Iterator[None]:
    """The package's language is process-wide: a test that chooses Chinese never leaks it."""
    yield
    gouji_learn.set_language("en")


@pytest.fixture
def canvas_messages(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Every message the canvases send to the front end (one per redraw, thanks to hold_canvas)."""
    sent: list[object] = []
    monkeypatch.setattr(
        ipycanvas_canvas._CANVAS_MANAGER, "send", lambda *args, **kwargs: sent.append(args)
    )
    return sent
