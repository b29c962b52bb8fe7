"""The layers stay apart: rules know nothing of the engine or drawing, scenes nothing of widgets."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "gouji_learn"
FORBIDDEN = {
    "rules": {"engine", "scene", "widgets", "exercises", "ipywidgets", "ipycanvas", "IPython"},
    "engine": {"scene", "widgets", "exercises", "ipywidgets", "ipycanvas", "IPython"},
    "env": {"scene", "widgets", "exercises", "ipywidgets", "ipycanvas", "IPython"},
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


ENGINE_FOR_VIEWS = {"view", "actions", "record", "game", "bots", "expert", "advice", "round"}
"""What scene/ and widgets/ may import of the engine: the seat view, the action types, records,
bots (the expert among them), the coach (an advisor built on the expert bot) and Round (issue 7:
they read a round through its seat view)."""
ROUND_API = {
    "apply",
    "copy",
    "dealt",
    "finish_order",
    "from_hands",
    "history",
    "is_over",
    "legal_actions",
    "phase",
    "position",
    "redeal",
    "refusal",
    "rules",
    "scores",
    "seed",
    "to_act",
    "view",
}
"""The Round attributes scene/ and widgets/ may read: construction, the view, the legal
actions, apply, and the round's public facts."""
ROUND_NAMES = {"state", "_state", "start", "round_"}
"""The names scene/ and widgets/ give a Round (``state``, ``self.state``, ``start``...)."""


def view_layer_modules() -> list[Path]:
    return sorted([*(PACKAGE / "scene").rglob("*.py"), *(PACKAGE / "widgets").rglob("*.py")])


@pytest.mark.parametrize("module", view_layer_modules(), ids=lambda p: p.name)
def test_scene_and_widgets_import_only_the_view_actions_records_bots_and_round(
    module: Path,
) -> None:
    for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.ImportFrom) or not node.module:
            continue
        parts = node.module.split(".")
        if node.level == 0 and parts[0] == "gouji_learn":
            parts = parts[1:]
        elif node.level != 2:
            continue
        if parts[0] != "engine":
            continue
        assert len(parts) == 2 and parts[1] in ENGINE_FOR_VIEWS, (
            f"{module.relative_to(PACKAGE)} imports gouji_learn.{'.'.join(parts)}"
        )


@pytest.mark.parametrize("module", view_layer_modules(), ids=lambda p: p.name)
def test_scene_and_widgets_read_only_the_public_round_api(module: Path) -> None:
    """No drawing or widget reads a Round's insides (hands, trick, opened...): it asks the
    seat view, so it cannot work a rule out differently from the engine (issue 7)."""
    for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Attribute):
            continue
        base = node.value
        name = base.id if isinstance(base, ast.Name) else getattr(base, "attr", None)
        if name in ROUND_NAMES:
            assert node.attr in ROUND_API, (
                f"{module.relative_to(PACKAGE)}:{node.lineno} reads {name}.{node.attr}"
            )


def test_no_two_modules_share_a_name() -> None:
    """A module's name says where you are: ``table.py`` in three layers would not (issue 16)."""
    seen: dict[str, list[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name != "__init__.py":
            seen.setdefault(path.name, []).append(str(path.relative_to(PACKAGE)))
    assert {name: where for name, where in seen.items() if len(where) > 1} == {}
