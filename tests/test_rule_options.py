"""Each RuleSet option is one record (gouji_learn/rules/data/options_*.toml), read by one policy.

The records give each option's rule ID, words, allowed values and every preset's value beside
its reason; the reader refuses a bad record with a message naming the file, option and key; each
option has one name per choice and is read by exactly one policy builder of engine/policy.py
(or by the rules core, which the engine asks), by keyword (issue 16, item 3).
"""

from __future__ import annotations

import ast
import dataclasses
import re
from pathlib import Path
from typing import Any

import pytest

from gouji_learn.engine import policy
from gouji_learn.engine.policy import policy_for
from gouji_learn.rules import point_tribute, ruleset
from gouji_learn.rules.option_records import (
    PRESET_NAMES,
    RECORDS,
    OptionRecordError,
    load,
    parse,
)
from gouji_learn.rules.ruleset import Choice, RuleSet

ROOT = Path(__file__).resolve().parents[1]
POLICY = ROOT / "gouji_learn" / "engine" / "policy.py"
RULES_CORE = ROOT / "gouji_learn" / "rules"
OPTIONS = [field.name for field in dataclasses.fields(RuleSet)]
READ_TWICE = {
    "short_shoe": "C1: the shoe dealt (DealPolicy) and the copies of a rank one play may hold "
    "(rules.plays)",
    "declarations": "D1, D2: the declarations asked for (DeclarePolicy) and the ones point_tribute "
    "accepts (rules.point_tribute)",
}
"""Options read by a policy builder and by the rules core: option -> why both."""


def option_reads(tree: ast.AST) -> set[str]:
    """The options read as ``rules.<option>`` or ``ruleset.<option>`` inside ``tree``."""
    return {
        node.attr
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and node.attr in OPTIONS
        and isinstance(node.value, ast.Name)
        and node.value.id in ("rules", "ruleset")
    }


def builders() -> dict[str, ast.FunctionDef]:
    """policy.py's builders: its functions that return one policy, by name."""
    tree = ast.parse(POLICY.read_text(encoding="utf-8"))
    return {
        node.name: node
        for node in tree.body
        if isinstance(node, ast.FunctionDef)
        and isinstance(node.returns, ast.Name)
        and node.returns.id.endswith("Policy")
        and node.returns.id != "Policy"
    }


def readers() -> dict[str, list[str]]:
    """Which builders read each option."""
    table: dict[str, list[str]] = {option: [] for option in OPTIONS}
    for name, node in builders().items():
        for option in option_reads(node):
            table[option].append(name)
    return table


def core_reads() -> dict[str, list[str]]:
    """Which modules of the rules core (beating, gouji hands, plays, scores, 点贡) read each
    option."""
    table: dict[str, list[str]] = {option: [] for option in OPTIONS}
    for path in sorted(RULES_CORE.glob("*.py")):
        if path.name not in ("ruleset.py", "option_records.py"):
            for option in option_reads(ast.parse(path.read_text(encoding="utf-8"))):
                table[option].append(path.name)
    return table


def test_every_option_is_read_by_exactly_one_policy_builder_or_the_rules_core() -> None:
    """One place says what an option does: one builder of policy.py, or where the engine asks
    the rules core (beats, is_gouji, scores...) one module of it; READ_TWICE names the two
    options read by both, and why."""
    table, core = readers(), core_reads()
    for option in OPTIONS:
        built, modules = table[option], core[option]
        assert len(built) <= 1, f"{option} is read by {built}"
        assert len(modules) <= 1, f"{option} is read in {modules}"
        assert built or modules, f"{option} is read by no policy builder nor the rules core"
        if built and modules:
            assert option in READ_TWICE, f"{option} is read by {built[0]} and {modules[0]}"
    assert {option for option in OPTIONS if table[option] and core[option]} == set(READ_TWICE)


def test_the_policies_are_built_by_keyword_and_build_reads_no_option() -> None:
    tree = ast.parse(POLICY.read_text(encoding="utf-8"))
    classes = {node.name for node in tree.body if isinstance(node, ast.ClassDef)}
    calls = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in classes
    ]
    assert len(calls) == len(classes)
    for call in calls:
        assert not call.args, f"{ast.unparse(call.func)} is built with positional arguments"
    build = next(node for node in tree.body if getattr(node, "name", "") == "_build")
    assert not option_reads(build)


def other_value(option: str) -> Any:
    """A value of ``option`` other than qingdao's, from another preset or its allowed values."""
    doc = RuleSet.option(option)
    mine = doc.values["qingdao"]
    for value in doc.values.values():
        if value != mine:
            return value
    if isinstance(mine, bool):
        return not mine
    if isinstance(mine, tuple):
        return tuple(reversed(mine))
    assert doc.allowed is not None, option
    if isinstance(mine, frozenset):
        return frozenset() if mine else frozenset(doc.allowed[:1])
    return next(value for value in doc.allowed if value != mine)


BASES = [RuleSet.preset(name) for name in PRESET_NAMES] + [RuleSet().replace(bie_san=False)]
"""Rulebooks to change one option of (报户 counts only without 憋三, which every preset plays)."""


@pytest.mark.parametrize("option", [o for o, built in readers().items() if built])
def test_changing_an_option_changes_the_policy_of_its_builder(option: str) -> None:
    """The builder that reads an option uses it: its policy changes, and only policies built
    from that policy change with it (憋三 also sets the rank shown and whether counts are told)."""
    reader = readers()[option][0]
    field_of = {f"_{f.name}": f.name for f in dataclasses.fields(policy.Policy)}
    takes = {
        field_of[name]
        for name, node in builders().items()
        if field_of[reader] in [arg.arg for arg in node.args.args]
    }
    changed_reader = False
    for base in BASES:
        old, new = policy_for(base), policy_for(base.replace(**{option: other_value(option)}))
        differ = {
            f.name
            for f in dataclasses.fields(policy.Policy)
            if f.name != "rules" and getattr(old, f.name) != getattr(new, f.name)
        }
        assert differ <= {field_of[reader]} | takes, (base.name, differ)
        changed_reader |= field_of[reader] in differ
    assert changed_reader, f"{option} changes nothing in {field_of[reader]}"


def test_each_option_has_one_record_and_is_named_once_in_ruleset_py() -> None:
    assert set(RECORDS) == set(OPTIONS)
    source = (RULES_CORE / "ruleset.py").read_text(encoding="utf-8")
    for option in OPTIONS:
        count = len(re.findall(rf"\b{option}\b", source))
        assert count == 1, f"{option} is written {count} times in ruleset.py"


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_each_preset_is_its_records_values(preset: str) -> None:
    rules = RuleSet.preset(preset)
    for option in RuleSet.options():
        value = getattr(rules, option.name)
        assert option.values[preset] == value
        raw = RECORDS[option.name].presets[preset].value
        if isinstance(value, frozenset):
            assert frozenset(raw) == value
        elif isinstance(value, tuple):
            assert tuple(raw) == value
        else:
            assert raw == value


def test_one_name_per_choice() -> None:
    """Choices are written as their Enum member (Declaration.MING), never a module alias."""
    for module in (ruleset, point_tribute):
        aliases = [name for name, value in vars(module).items() if isinstance(value, Choice)]
        assert not aliases, f"{module.__name__} names choices again: {aliases}"


@pytest.mark.parametrize(
    ("option", "preset", "value", "cites"),
    [
        ("first_leader_every_round", "qingdao", True, ("qingdao.phases-every-round",)),
        ("first_leader_every_round", "tongsu", False, ("tongsu.last-place-leads-next",)),
        ("first_leader_every_round", "irvine", False, ("irvine.last-place-leads-next",)),
        ("hui_wu", "tongsu", True, ("tongsu.hui-wu",)),
        ("dian_shou", "tongsu", True, ("tongsu.dian-shou",)),
        ("point_swap_waivable", "tongsu", True, ("tongsu.no-swap-by-agreement",)),
        ("tribute_refusable", "qingdao", True, ("qingdao.receivers-may-refuse",)),
    ],
)
def test_the_options_of_rules_not_yet_played_cite_their_passage(
    option: str, preset: str, value: bool, cites: tuple[str, ...]
) -> None:
    doc = RuleSet.option(option)
    assert doc.values[preset] is value
    assert doc.cites[preset][: len(cites)] == cites
    assert doc.rule in ("O1", "X3", "X5")


GOOD = """
chapters = "FO"

[yielding]
rule = "F6"
en = "让牌: one may yield."
zh = "让牌。"
allowed = [true, false]
qingdao = { value = true, en = "its 让牌 rule", zh = "有让牌" }
linyi = { value = true, quote = "linyi.four-decks" }
tongsu = { value = false, en = "see {tongsu.pass-loses-right}", zh = "{tongsu.pass-loses-right}" }
irvine = { value = true, en = "yes", zh = "有" }
"""


def test_a_good_record_is_read() -> None:
    record = parse(GOOD, "options_test.toml")["yielding"]
    assert (record.rule, record.allowed, record.file) == ("F6", (True, False), "options_test.toml")
    assert record.presets["linyi"].cites == ("linyi.four-decks",)
    assert record.presets["tongsu"].cites == ("tongsu.pass-loses-right",)
    assert "{" not in record.presets["tongsu"].zh


@pytest.mark.parametrize(
    ("old", "new", "where", "says"),
    [
        ('rule = "F6"', 'rule = "F6"\ncolour = "red"', "yielding", "unknown keys ['colour']"),
        (
            'irvine = { value = true, en = "yes", zh = "有" }\n',
            "",
            "yielding",
            "no value for preset irvine",
        ),
        (
            "tongsu = { value = false,",
            'tongsu = { value = "maybe",',
            "yielding.tongsu",
            "not allowed",
        ),
        (
            'irvine = { value = true, en = "yes"',
            'irvine = { value = true, why = "yes"',
            "yielding.irvine",
            "why",
        ),
        (
            "linyi = { value = true, quote",
            "linyi = { quote",
            "yielding.linyi",
            "'value' is missing",
        ),
        (
            'quote = "linyi.four-decks"',
            'quote = "linyi.four-deck"',
            "yielding.linyi",
            "linyi.four-decks",
        ),
        (
            'en = "its 让牌 rule"',
            'quote = "linyi.four-decks", en = "x"',
            "yielding.qingdao",
            "not both",
        ),
        ('rule = "F6"', 'rule = "X6"', "yielding", "rule ID of chapters F, O"),
        ('chapters = "FO"', "", "", "'chapters'"),
        ('zh = "让牌。"', 'zh = ""', "yielding", "'zh' must be a non-empty text"),
        ("[yielding]", "[yielding", "", "not TOML"),
        ("one may yield.", "one may {linyi.no-such-words}.", "yielding", "linyi.no-such-words"),
    ],
    ids=[
        "unknown-key",
        "missing-preset",
        "value-not-allowed",
        "unknown-preset-key",
        "missing-value",
        "unknown-quotation",
        "quote-and-words",
        "rule-of-another-chapter",
        "no-chapters",
        "empty-words",
        "not-toml",
        "unknown-quotation-in-words",
    ],
)
def test_a_bad_record_is_refused_naming_file_option_and_key(
    old: str, new: str, where: str, says: str
) -> None:
    assert old in GOOD
    with pytest.raises(OptionRecordError) as info:
        parse(GOOD.replace(old, new), "options_test.toml")
    assert info.value.en.startswith(f"options_test.toml{': ' + where if where else ''}:")
    assert says in info.value.en
    assert info.value.zh.startswith(f"options_test.toml{': ' + where if where else ''}：")
    assert info.value.zh != info.value.en


def test_an_option_in_two_files_is_refused(tmp_path: Path) -> None:
    (tmp_path / "options_a.toml").write_text(GOOD, encoding="utf-8")
    (tmp_path / "options_b.toml").write_text(GOOD, encoding="utf-8")
    with pytest.raises(OptionRecordError, match=r"options_b\.toml: yielding: also recorded in"):
        load(tmp_path)


def test_a_field_without_a_record_is_refused() -> None:
    class Unrecorded:
        yielding: bool = ruleset.RECORDED
        colour: str = ruleset.RECORDED

    with pytest.raises(OptionRecordError, match=r"fields without a record: \['colour'\]"):
        ruleset._recorded(Unrecorded)


def test_option_by_name() -> None:
    assert RuleSet.option("wind_request").rule == "F7"
    with pytest.raises(Exception, match="did you mean wind_request"):
        RuleSet.option("wind_requests")
