"""Every rule ID the rules core implements is checked by at least one test marked with it."""

from __future__ import annotations

from pathlib import Path

import pytest

CORE_RULES = [
    "T1",
    "T2",
    "T3",
    "C1",
    "C2",
    "C3",
    "H1",
    "H2",
    "H3",
    "H4",
    "H5",
    "B1",
    "B2",
    "B3",
    "B4",
    "B5",
    "B6",
    "G1",
    "G2",
    "G3",
    "K2",
    "P1",
    "P2",
    "P3",
    "P4",
    "X4",
    "X5",
    "D1",
    "D2",
    "E1",
    "E4",
]
"""The rule IDs of chapters T, C, H, B, G, K2, P, X4-X5 and D, plus the places they need."""


def test_every_core_rule_has_a_marked_test(request: pytest.FixtureRequest) -> None:
    items = request.session.items
    collected = {Path(str(item.fspath)).name for item in items}
    expected = {path.name for path in Path(__file__).parent.glob("test_*.py")}
    if not expected <= collected:
        pytest.skip("only a part of the suite was collected")
    marked = {
        rule_id for item in items for marker in item.iter_markers("rule") for rule_id in marker.args
    }
    assert not set(CORE_RULES) - marked, "rule IDs without a marked test"
