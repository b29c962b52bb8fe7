"""Issue 9: Binder runs the versions the tests pass with, and tasks.py installs within bounds.

binder/requirements.txt is an exact lock (pip freeze of the test venv); constraints.txt pins the
key packages to the same versions and bounds the test tools. These tests fail when the installed
versions, the lock and the bounds drift apart (regenerate the lock, see its header).
"""

from __future__ import annotations

import re
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from gouji_learn.widgets.canvas import forget_current_canvas

ROOT = Path(__file__).resolve().parents[1]
KEY_PACKAGES = ("jupyterlab", "ipywidgets", "ipycanvas")
"""What the learner's notebooks run on: pinned alike in Binder, constraints.txt and the venv."""


def requirements(path: Path) -> dict[str, Requirement]:
    found = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            requirement = Requirement(line)
            found[canonicalize_name(requirement.name)] = requirement
    return found


LOCK = requirements(ROOT / "binder" / "requirements.txt")
BOUNDS = requirements(ROOT / "constraints.txt")


def installed(name: str) -> str:
    try:
        return version(name)
    except PackageNotFoundError:
        pytest.fail(f"{name} is not installed in the test venv")


def test_binder_pins_exact_versions_only() -> None:
    assert len(LOCK) > 20
    for name, requirement in LOCK.items():
        (spec,) = requirement.specifier
        assert spec.operator == "==" and re.fullmatch(r"[\w.+!-]+", spec.version), name
    assert "gouji-learn" not in LOCK  # postBuild installs the package itself


@pytest.mark.parametrize("name", KEY_PACKAGES)
def test_binder_and_the_tested_versions_do_not_drift(name: str) -> None:
    pinned = str(LOCK[name].specifier).removeprefix("==")
    assert installed(name) == pinned, (
        f"binder pins {name}=={pinned}; the tests ran {installed(name)}"
    )
    assert str(BOUNDS[name].specifier) == f"=={pinned}"


@pytest.mark.parametrize("name", sorted(BOUNDS))
def test_the_installed_tools_are_within_the_bounds_of_tasks_py(name: str) -> None:
    bound = BOUNDS[name].specifier
    assert any(spec.operator in ("<", "==") for spec in bound), f"{name} has no upper bound"
    assert bound.contains(installed(name), prereleases=True), (name, installed(name), str(bound))
    if name in LOCK:
        assert bound.contains(str(LOCK[name].specifier).removeprefix("=="), prereleases=True)


def test_tasks_py_installs_with_the_constraints() -> None:
    tasks = (ROOT / "tasks.py").read_text(encoding="utf-8")
    assert '"-c", CONSTRAINTS' in tasks and 'CONSTRAINTS = "constraints.txt"' in tasks


def test_the_private_ipycanvas_attribute_exists_in_the_pinned_version() -> None:
    """widgets/canvas.py resets ipycanvas' _CANVAS_MANAGER._current_canvas on a page reload:
    a private attribute, so it is guarded by this test of the pinned version."""
    assert installed("ipycanvas") == str(LOCK["ipycanvas"].specifier).removeprefix("==")
    assert forget_current_canvas()


ABSOLUTE_PATH = re.compile(r"(?<![\w.`<])/(?:work|tmp|home|Users|root|opt|usr|var)/")
"""A machine's path in a results file (a command must be repeatable from the repository root)."""


@pytest.mark.parametrize(
    "name",
    ["WIDGETS.md", "SOAK.md", "RESULTS.md", "EXPERT.md", "EXERCISES.md"],
)
def test_results_files_name_commands_relative_to_the_repository(name: str) -> None:
    path = ROOT / "benchmarks" / name
    if not path.exists():
        pytest.skip(f"benchmarks/{name} is not written yet")
    text = path.read_text(encoding="utf-8")
    assert not ABSOLUTE_PATH.search(text), ABSOLUTE_PATH.search(text)
    assert "from the repository root" in text or "Command" in text
