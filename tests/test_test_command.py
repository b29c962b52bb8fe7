"""The test command (``python3 tasks.py test``): each mode's pytest run lists its slowest tests,
spreads the tests over the workers by group, runs the notebooks in the same run only when nothing
was selected; tests/conftest.py keeps a notebook, or a file whose tests share a server, on one
worker."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from conftest import one_worker_files, one_worker_scope

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import tasks  # noqa: E402


def commands(monkeypatch: pytest.MonkeyPatch, *argv: str) -> list[list[str]]:
    """The command lines ``tasks.py test ARGV`` runs, in order (nothing is installed or run)."""
    ran: list[list[str]] = []
    monkeypatch.setattr(tasks, "ensure_venv", lambda extras, fresh: None)
    monkeypatch.setenv("GOUJI_LEARN_HOME", "")  # tasks.test sets its own: restored afterwards
    monkeypatch.setattr(tasks, "run", lambda cmd, env=None: ran.append(cmd) or 0)
    assert tasks.main(["test", *argv]) == 0
    return ran


def pytest_runs(monkeypatch: pytest.MonkeyPatch, *argv: str) -> list[list[str]]:
    """The pytest command lines ``tasks.py test ARGV`` runs."""
    return [cmd[1:] for cmd in commands(monkeypatch, *argv) if cmd[1:3] == ["-m", "pytest"]]


@pytest.mark.parametrize("argv", [(), ("--quick",), ("--slow",), ("--", "-k", "cards")])
def test_every_mode_lists_its_slowest_tests_and_spreads_by_group(
    monkeypatch: pytest.MonkeyPatch, argv: tuple[str, ...]
) -> None:
    (run,) = pytest_runs(monkeypatch, *argv)
    assert "--durations=25" in run
    assert run[run.index("--dist") + 1] == "loadgroup"
    assert ("--slow" in run) == ("--slow" in argv)


def test_the_full_run_holds_the_tests_and_every_notebook(monkeypatch: pytest.MonkeyPatch) -> None:
    (run,) = pytest_runs(monkeypatch)
    assert "tests" in run and "--nbval" in run
    assert [arg for arg in run if arg.endswith(".ipynb")] == tasks.notebooks()
    assert len(tasks.notebooks()) > 60


@pytest.mark.parametrize(
    ("argv", "asked"),
    [
        (("--quick",), []),
        (("--", "-k", "cards"), ["-k", "cards"]),
        (("tests/x.py",), ["tests/x.py"]),
    ],
)
def test_a_quick_or_selected_run_has_no_notebook(
    monkeypatch: pytest.MonkeyPatch, argv: tuple[str, ...], asked: list[str]
) -> None:
    (run,) = pytest_runs(monkeypatch, *argv)
    assert "--nbval" not in run and not [arg for arg in run if arg.endswith(".ipynb")]
    assert "tests" not in run  # pyproject.toml's testpaths, or only the paths asked for
    assert run[len(run) - len(asked) :] == asked


def test_a_notebook_or_a_file_sharing_a_server_goes_to_one_worker_whole() -> None:
    files = one_worker_files(ROOT / "tests")
    assert {"tests/test_browser_editions.py", "tests/test_browser_play.py"} <= files
    assert "tests/test_cards.py" not in files
    editions = "tests/test_browser_editions.py::test_edition_opens_runs_plays_reloads[x]"
    assert one_worker_scope(editions, files) == "tests/test_browser_editions.py"
    assert one_worker_scope("notebooks/zh/04_beating.ipynb::Cell 3", files) == (
        "notebooks/zh/04_beating.ipynb"
    )
    single = "tests/test_cards.py::TestShoe::test_shoes_are_fresh_lists"
    assert one_worker_scope(single, files) == single


def test_the_package_is_compiled_once_before_the_tests(monkeypatch: pytest.MonkeyPatch) -> None:
    steps = [cmd[1:] for cmd in commands(monkeypatch, "--quick")]
    compiled = next(i for i, step in enumerate(steps) if step[:2] == ["-m", "compileall"])
    assert steps[compiled][-1] == "gouji_learn"
    assert compiled < next(i for i, step in enumerate(steps) if step[:2] == ["-m", "pytest"])
