"""Situation generators, one module per chapter (``chNN.py``): each function makes a position
from a seed (``@generator("chNN.name")``), constrained so that the asked fact varies."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache


@cache
def load_all() -> None:
    """Import every generator module once, which registers its generators."""
    for module in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{module.name}")
