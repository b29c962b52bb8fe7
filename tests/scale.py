"""How big the long tests are: small in the everyday run, large under ``pytest --slow`` (CI)."""

from __future__ import annotations

import os

SLOW_ENV = "GOUJI_SLOW"
"""Set by ``--slow`` (conftest.py) before the test modules are imported."""


def slow() -> bool:
    """Whether this run is the slow one."""
    return os.environ.get(SLOW_ENV) == "1"


def sized(quick: int, thorough: int) -> int:
    """``quick`` in the everyday run, ``thorough`` under ``--slow``."""
    return thorough if slow() else quick
