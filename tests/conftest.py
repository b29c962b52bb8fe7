"""Shared test set-up: the ``rule`` marker ties each test to the digest rule IDs it checks;
no test writes to the real home (GOUJI_LEARN_HOME is a fresh tmp folder for each test)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from ipycanvas import canvas as ipycanvas_canvas

import gouji_learn
from gouji_learn import PRESET_NAMES, RuleSet


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "rule(*ids): the digest rule IDs this test checks")


@pytest.fixture(params=PRESET_NAMES)
def preset(request: pytest.FixtureRequest) -> RuleSet:
    """Each of the four rulebooks in turn."""
    return RuleSet.preset(request.param)


@pytest.fixture(autouse=True)
def learner_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh GOUJI_LEARN_HOME for each test; exercise checks raise programming errors."""
    home = tmp_path / "learner"
    monkeypatch.setenv("GOUJI_LEARN_HOME", str(home))
    monkeypatch.setenv("GOUJI_LEARN_STRICT", "1")
    return home


@pytest.fixture(autouse=True)
def english_after_each_test() -> Iterator[None]:
    """The package's language is process-wide: a test that chooses Chinese never leaks it."""
    yield
    gouji_learn.set_language("en")


@pytest.fixture
def canvas_messages(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Every message the canvases send to the front end (one per redraw, thanks to hold_canvas)."""
    sent: list[object] = []
    monkeypatch.setattr(
        ipycanvas_canvas._CANVAS_MANAGER, "send", lambda *args, **kwargs: sent.append(args)
    )
    return sent
