"""Every rule ID of the digest is checked by at least one test marked with it."""

from __future__ import annotations

from pathlib import Path

import pytest

CHAPTERS = {
    "T": 3,
    "C": 3,
    "H": 5,
    "B": 6,
    "G": 3,
    "F": 8,
    "K": 5,
    "S": 5,
    "E": 6,
    "P": 4,
    "X": 5,
    "D": 2,
    "Y": 4,
    "R": 5,
    "O": 2,
}
CORE_RULES = [f"{chapter}{n}" for chapter, count in CHAPTERS.items() for n in range(1, count + 1)]
"""Every rule ID of the digest: the rules core and the round engine implement them all."""


def test_every_rule_has_a_marked_test(request: pytest.FixtureRequest) -> None:
    items = request.session.items
    collected = {Path(str(item.fspath)).name for item in items}
    expected = {path.name for path in Path(__file__).parent.glob("test_*.py")}
    if not expected <= collected:
        pytest.skip("only a part of the suite was collected")
    marked = {
        rule_id for item in items for marker in item.iter_markers("rule") for rule_id in marker.args
    }
    assert not set(CORE_RULES) - marked, "rule IDs without a marked test"
