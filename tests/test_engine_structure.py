"""The engine's layout (issues 7, 16): small modules and classes, no import loop, a round that is
not a mixin tower, and each RuleSet option read in one place."""

from __future__ import annotations

import ast
import dataclasses
import importlib
import inspect
from collections import defaultdict
from pathlib import Path

import pytest

from gouji_learn.engine import Round
from gouji_learn.rules.ruleset import RuleSet

ENGINE = Path(__file__).resolve().parents[1] / "gouji_learn" / "engine"
MAX_LINES = 400
MAX_PUBLIC_METHODS = 25
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
def test_no_engine_module_is_over_400_lines(module: Path) -> None:
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


def module_name(path: Path) -> str:
    parts = path.relative_to(ENGINE.parents[1]).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def runtime_imports(path: Path) -> set[str]:
    """The engine modules ``path`` imports at run time: at module level and inside functions
    alike (a function's import is a loop put off until it is called); those under
    ``if TYPE_CHECKING:`` only name types and are left out."""
    here = module_name(path)
    package = here if path.name == "__init__.py" else here.rsplit(".", 1)[0]
    modules = {module_name(p) for p in engine_modules()}
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only = {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and ast.unparse(node.test).endswith("TYPE_CHECKING")
        for inner in ast.walk(node)
    }
    found = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom | ast.Import) or id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            bases = [alias.name for alias in node.names]
        else:
            base = package.split(".")
            base = base[: len(base) - node.level + 1] if node.level else []
            root = ".".join(base + ([node.module] if node.module else []))
            bases = [f"{root}.{alias.name}" for alias in node.names] + [root]
        for name in bases:
            if name in modules and name != here:
                found.add(name)
                break
    return found


def test_the_engine_has_no_import_loop() -> None:
    """Issue 16: no engine module imports one that imports it back, however far round."""
    graph = {module_name(p): runtime_imports(p) for p in engine_modules()}
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> None:
        assert module not in path, " -> ".join([*path[path.index(module) :], module])
        if module in done:
            return
        for other in sorted(graph[module]):
            visit(other, [*path, module])
        done.add(module)

    for module in sorted(graph):
        visit(module, [])
    assert "gouji_learn.engine.legal" in graph["gouji_learn.engine.round"]  # the test can see


def test_the_round_state_imports_no_list_of_legal_actions() -> None:
    """Issue 16: the state does not import legal.py to type the cache it holds."""
    for name in ("round_state.py", "core.py"):
        source = (ENGINE / name).read_text(encoding="utf-8")
        assert "legal import" not in source and "import legal" not in source, name


def public_methods(cls: type) -> set[str]:
    """The public methods and properties of ``cls`` and of its package bases."""
    names = set()
    for klass in cls.__mro__:
        if not klass.__module__.startswith("gouji_learn"):
            continue
        for name, value in vars(klass).items():
            kinds = (property, classmethod, staticmethod)
            if not name.startswith("_") and (inspect.isfunction(value) or isinstance(value, kinds)):
                names.add(name)
    return names


def engine_classes() -> list[type]:
    classes = []
    for path in engine_modules():
        module = importlib.import_module(module_name(path))
        for value in vars(module).values():
            if inspect.isclass(value) and value.__module__ == module.__name__:
                classes.append(value)
    return classes


@pytest.mark.parametrize("cls", engine_classes(), ids=lambda c: f"{c.__module__}.{c.__name__}")
def test_no_engine_class_has_over_25_public_methods(cls: type) -> None:
    methods = public_methods(cls)
    assert len(methods) <= MAX_PUBLIC_METHODS, f"{cls.__name__}: {sorted(methods)}"


def test_a_round_is_its_state_and_no_mixin_tower() -> None:
    """Issue 16: Round's only base is the plain state (RoundState, based on object); the phases
    are objects of their own, not classes it inherits from."""
    assert [klass.__name__ for klass in Round.__mro__] == ["Round", "RoundState", "object"]
    assert 10 <= len(public_methods(Round)) <= MAX_PUBLIC_METHODS
