"""The layers stay apart: rules know nothing of the engine or drawing, scenes nothing of widgets."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "gouji_learn"
FORBIDDEN = {
    "rules": {"engine", "scene", "widgets", "exercises", "ipywidgets", "ipycanvas", "IPython"},
    "engine": {"scene", "widgets", "exercises", "ipywidgets", "ipycanvas", "IPython"},
    "scene": {"widgets", "exercises", "ipywidgets", "ipycanvas", "IPython"},
    "widgets": {"exercises"},
}


def imported(path: Path) -> set[str]:
    """The top-level names and the package-relative layers a module imports."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            parts = node.module.split(".")
            names.add(parts[0] if node.level == 0 else parts[0] if node.level == 2 else "")
            if node.level == 0 and parts[0] == "gouji_learn" and len(parts) > 1:
                names.add(parts[1])
    return names - {""}


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports_nothing_above_it(layer: str) -> None:
    modules = sorted((PACKAGE / layer).rglob("*.py"))
    assert modules
    for module in modules:
        wrong = imported(module) & FORBIDDEN[layer]
        assert not wrong, f"{module.relative_to(PACKAGE)} imports {sorted(wrong)}"
