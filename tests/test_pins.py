"""Binder and tasks.py pin the learner's packages alike; Binder carries the runtime only; the
package itself needs no JupyterLab. (.ci/check_pins.py checks the installed versions in CI.)"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from gouji_learn.widgets.canvas import forget_current_canvas

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10: the package's own dependency
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
KEY_PACKAGES = ("jupyterlab", "notebook", "ipywidgets", "ipycanvas", "voila")
"""What the learner's notebooks and apps run on: pinned alike in Binder and constraints.txt."""
TEST_TOOLS = ("pytest", "mypy", "ruff", "hypothesis", "playwright", "nbval", "nbgrader")


def requirements(path: Path) -> dict[str, Requirement]:
    found = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            requirement = Requirement(line)
            if requirement.marker is None or requirement.marker.evaluate():  # this Python's
                found[canonicalize_name(requirement.name)] = requirement
    return found


LOCK = requirements(ROOT / "binder" / "requirements.txt")
BOUNDS = requirements(ROOT / "constraints.txt")


def test_binder_pins_exact_versions_of_the_runtime_only() -> None:
    for name, requirement in LOCK.items():
        (spec,) = requirement.specifier
        assert spec.operator == "==" and re.fullmatch(r"[\w.+!-]+", spec.version), name
    assert "gouji-learn" not in LOCK  # postBuild installs the package itself
    assert not set(TEST_TOOLS) & set(LOCK), "the test tools stay out of Binder"


@pytest.mark.parametrize("name", KEY_PACKAGES)
def test_binder_and_the_tested_versions_do_not_drift(name: str) -> None:
    assert str(BOUNDS[name].specifier) == str(LOCK[name].specifier), name


@pytest.mark.parametrize("name", sorted(BOUNDS))
def test_every_package_tasks_py_installs_has_an_upper_bound(name: str) -> None:
    bound = BOUNDS[name].specifier
    assert any(spec.operator in ("<", "==") for spec in bound), f"{name} has no upper bound"


def test_tasks_py_installs_with_the_constraints() -> None:
    tasks = (ROOT / "tasks.py").read_text(encoding="utf-8")
    assert '"-c", CONSTRAINTS' in tasks and 'CONSTRAINTS = "constraints.txt"' in tasks


def test_the_package_itself_pulls_no_jupyterlab() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    needed = {canonicalize_name(Requirement(r).name) for r in project["dependencies"]}
    assert not needed & {"jupyterlab", "notebook", "voila", "jupyter-server"}, needed
    assert "jupyterlab" in " ".join(project["optional-dependencies"]["lab"])


def test_the_private_ipycanvas_attribute_exists() -> None:
    """widgets/canvas.py resets ipycanvas' _CANVAS_MANAGER._current_canvas on a page reload:
    a private attribute, so it is guarded here (and the version pinned)."""
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
