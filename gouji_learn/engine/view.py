"""What a seat may know of a round (F8): the observation bots and drawings read."""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.cards import Card
from ..rules.plays import Play
from ..rules.ruleset import RuleSet
from .actions import Action
from .core import Phase


@dataclass(frozen=True)
class Observation:
    """What one seat may know (F8 for counts): its own cards and everything public."""

    seat: int
    phase: Phase
    to_act: int | None
    hand: tuple[Card, ...]
    counts: tuple[int | None, ...]
    """Others' card counts where the rules tell them (报户, F8), else None; own count always."""
    trick: tuple[tuple[int, Play], ...]
    to_beat: Play | None
    finished: tuple[int, ...]
    opened: frozenset[int]
    revolutionary: int | None
    four_way: bool
    headless: frozenset[int]
    history: tuple[Action, ...]
    rules: RuleSet
