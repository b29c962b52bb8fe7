"""Shared test set-up: the ``rule`` marker ties each test to the digest rule IDs it checks."""

from __future__ import annotations

import pytest

from gouji_learn import PRESET_NAMES, RuleSet


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "rule(*ids): the digest rule IDs this test checks")


@pytest.fixture(params=PRESET_NAMES)
def preset(request: pytest.FixtureRequest) -> RuleSet:
    """Each of the four rulebooks in turn."""
    return RuleSet.preset(request.param)
