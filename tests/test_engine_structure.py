"""The engine's layout (issue 7): small modules, and each RuleSet option read in one place."""

from __future__ import annotations

import ast
import dataclasses
from collections import defaultdict
from pathlib import Path

import pytest

from gouji_learn.rules.ruleset import RuleSet

ENGINE = Path(__file__).resolve().parents[1] / "gouji_learn" / "engine"
MAX_LINES = 500
OPTIONS = {field.name for field in dataclasses.fields(RuleSet)}

HONEST_EXCEPTIONS: dict[str, dict[str, str]] = {}
"""Options read in more than one engine module: option -> {extra module: reason}. None today:
records and games ask the policies too (policy_for(rules))."""


def engine_modules() -> list[Path]:
    return sorted(ENGINE.rglob("*.py"))


def option_reads(path: Path) -> set[str]:
    """The RuleSet options a module reads as ``rules.<option>`` or ``<x>.rules.<option>``."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and node.attr in OPTIONS:
            base = node.value
            name = base.id if isinstance(base, ast.Name) else getattr(base, "attr", None)
            if name in ("rules", "ruleset"):
                found.add(node.attr)
    return found


def readers() -> dict[str, list[str]]:
    """Which engine modules read each option."""
    table: dict[str, list[str]] = defaultdict(list)
    for path in engine_modules():
        for option in option_reads(path):
            table[option].append(str(path.relative_to(ENGINE)))
    return table


@pytest.mark.parametrize("module", engine_modules(), ids=lambda p: str(p.relative_to(ENGINE)))
def test_no_engine_module_is_over_500_lines(module: Path) -> None:
    lines = len(module.read_text(encoding="utf-8").splitlines())
    assert lines <= MAX_LINES, f"{module.relative_to(ENGINE)} has {lines} lines"


def test_each_option_is_read_in_one_engine_module() -> None:
    """One place says what an option does to the engine: policy.py builds the policies
    (play_search.py reads 贴钱 where plays are listed); the exceptions name their reason."""
    for option, modules in readers().items():
        counted = set(modules) - set(HONEST_EXCEPTIONS.get(option, {}))
        assert len(counted) <= 1, f"{option} is read in {sorted(modules)}"


def test_the_policies_read_the_options_and_the_phases_ask_the_policies() -> None:
    table = readers()
    assert table["bie_san"] == ["policy.py"]
    assert table["tie_qian"] == ["play_search.py"]
    assert not any(m.startswith("phases/") or m == "round.py" for ms in table.values() for m in ms)


def test_the_honest_exceptions_are_still_needed() -> None:
    table = readers()
    for option, modules in HONEST_EXCEPTIONS.items():
        for module in modules:
            assert module in table.get(option, []), f"{option} is no longer read in {module}"
