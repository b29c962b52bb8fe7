"""Issue 9: every public function of the rules core, the engine's record functions and every
widget handler, fed odd input by hypothesis, meets only the package's errors, fast."""

from __future__ import annotations

import inspect
from typing import Any

import pytest
from fuzz_support import CARDS, ODD, only_package_errors
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gouji_learn.rules as rules_core
from gouji_learn import Card, RuleSet
from gouji_learn.rules.cards import match_cards

FUNCTIONS = {
    name: getattr(rules_core, name)
    for name in rules_core.__all__
    if inspect.isfunction(getattr(rules_core, name))
}
EXTRA = {
    "Card": Card,
    "Card.from_text": Card.from_text,
    "RuleSet.preset": RuleSet.preset,
    "RuleSet.from_json": RuleSet.from_json,
    "match_cards": match_cards,
}
FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def arity(function: Any) -> tuple[int, int]:
    """How many positional arguments ``function`` needs and takes."""
    params = [
        p
        for p in inspect.signature(function).parameters.values()
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
    ]
    needed = sum(p.default is p.empty for p in params)
    return needed, len(params)


@pytest.mark.parametrize("name", sorted({**FUNCTIONS, **EXTRA}))
@FUZZ
@given(data=st.data())
def test_public_rules_functions_meet_only_package_errors(name: str, data: st.DataObject) -> None:
    function = {**FUNCTIONS, **EXTRA}[name]
    needed, most = arity(function)
    count = data.draw(st.integers(min_value=needed, max_value=most), label="arguments")
    args = [data.draw(st.one_of(ODD, CARDS), label=f"arg{i}") for i in range(count)]
    result = only_package_errors(lambda: function(*args))
    if inspect.isgenerator(result):
        only_package_errors(lambda: list(result))


@FUZZ
@given(
    changes=st.dictionaries(
        st.sampled_from([o.name for o in RuleSet.options()] + ["nope"]), ODD, max_size=3
    )
)
def test_rule_set_options_meet_only_package_errors(changes: dict[str, Any]) -> None:
    only_package_errors(lambda: RuleSet(**changes))
    only_package_errors(lambda: RuleSet.preset("linyi").replace(**changes))
