"""The round's names where older code imports them (``engine/round.py`` and ``engine/core.py``
hold them now)."""

from .core import BurnEvent, Carry, Phase, StuckEvent, TributePayment, Trick
from .phases.tribute import SWEEP
from .round import Round
from .view import Observation

__all__ = [
    "SWEEP",
    "BurnEvent",
    "Carry",
    "Observation",
    "Phase",
    "Round",
    "StuckEvent",
    "TributePayment",
    "Trick",
]
