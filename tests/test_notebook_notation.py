"""Notebooks script positions with the engine's notation (O2): no notebook defines a function
that applies actions, so a learner never reads plumbing of its own (issue 7, point 5)."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted([*ROOT.glob("notebooks/*.ipynb"), *ROOT.glob("exercises/*.ipynb")])
APPLYING = {"apply", "do"}


def applying_functions(source: str) -> list[str]:
    """The functions (and lambdas) defined in ``source`` whose bodies call ``.apply(`` or
    ``.do(``; IPython lines (``%``, ``!``) are left out; a cell that does not parse has none."""
    code = "\n".join(
        line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))
    )
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return []
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            calls = {
                call.func.attr
                for call in ast.walk(node)
                if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
            }
            if calls & APPLYING:
                found.append(getattr(node, "name", "<lambda>"))
    return found


def test_the_scan_finds_an_applying_function() -> None:
    assert applying_functions("def act(s, m):\n    s.do(m)\n") == ["act"]
    assert applying_functions("run = lambda s, a: s.apply(a)") == ["<lambda>"]
    assert applying_functions("state.do('5 5')\nfor n in NAMES: Round(n).do('pass')") == []


@pytest.mark.rule("O2")
@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.name)
def test_no_notebook_defines_a_function_that_applies_actions(notebook: Path) -> None:
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    offenders = [
        f"{notebook.relative_to(ROOT)} cell {index}: def {name} calls .apply( or .do("
        for index, cell in enumerate(cells)
        if cell["cell_type"] == "code"
        for name in applying_functions("".join(cell["source"]))
    ]
    assert not offenders, "use Round.do / why / situation instead:\n" + "\n".join(offenders)
