"""The public API contract: names outside checkers import from ``gouji_learn``, and their docs."""

from __future__ import annotations

import inspect
import re

import pytest

import gouji_learn

CONTRACT = (
    "parse_cards",
    "CardError",
    "RuleSet",
    "make_play",
    "InvalidPlay",
    "beats",
    "is_gouji",
    "can_open",
    "alliance_scores",
    "point_tribute",
    "Card",
    "Play",
)
RULE_ID = re.compile(r"\b[TCHBGFKSEPXDYRO]\d\b")


@pytest.mark.parametrize("name", CONTRACT)
def test_contract_names_are_exported(name: str) -> None:
    assert hasattr(gouji_learn, name)
    assert name in gouji_learn.__all__


@pytest.mark.parametrize("name", ["CardError", "InvalidPlay", "RuleSetError", "NotInRulebook"])
def test_errors_are_value_errors_with_a_rule(name: str) -> None:
    error = getattr(gouji_learn, name)
    assert issubclass(error, ValueError)
    assert issubclass(error, gouji_learn.GoujiError)


@pytest.mark.parametrize(
    "name", ["make_play", "beats", "is_gouji", "can_open", "alliance_scores", "point_tribute"]
)
def test_rules_parameter_defaults_to_none(name: str) -> None:
    parameters = inspect.signature(getattr(gouji_learn, name)).parameters
    assert parameters["rules"].default is None


PUBLIC = sorted(
    name
    for name in gouji_learn.__all__
    if inspect.isfunction(getattr(gouji_learn, name)) or inspect.isclass(getattr(gouji_learn, name))
)


@pytest.mark.parametrize("name", PUBLIC)
def test_every_public_name_has_a_short_docstring_naming_a_rule(name: str) -> None:
    doc = inspect.getdoc(getattr(gouji_learn, name))
    assert doc, f"{name} has no docstring"
    summary = doc.split("\n\n")[0]
    assert summary.count("\n") <= 1, f"{name}: the summary is longer than two lines"
    if getattr(gouji_learn, name).__module__ == "gouji_learn.rules.language":
        assert "language" in summary, f"{name}: the summary does not say it is about language"
    else:
        assert RULE_ID.search(summary), f"{name}: the summary names no rule ID: {summary!r}"


def test_default_rules_are_qingdao() -> None:
    assert gouji_learn.RuleSet() == gouji_learn.RuleSet.preset("qingdao")
    assert gouji_learn.resolve_rules(None) == gouji_learn.RuleSet()
