"""Chapter 01 · The table (T3): a trick of three rising plays, led from any seat, with a pass
or two among them, so that the seat asked to act next changes from variant to variant."""

from __future__ import annotations

import random

from ...rules.seats import SEAT_COUNT
from ..situations import Scripted, Variant, generator
from .hands import six

RANKS = ("5", "6", "7", "8", "9", "10", "J")
"""Ranks of the plays: three cards or fewer of them never make a gouji hand (G1)."""


@generator("ch01.three-plays")
def three_plays(seed: int) -> Variant:
    """Varies the leader, the size and ranks of the three plays, and who passes between them
    (none, one or two seats, after the last play too); ``clockwise`` is the seat a learner
    counting clockwise names."""
    rng = random.Random(seed)
    leader, size = rng.randrange(SEAT_COUNT), rng.choice((1, 2, 3))
    ranks = sorted(rng.sample(RANKS, 3), key=RANKS.index)
    passes = rng.choice((0, 1, 1, 2))
    slots = ["play"] * 3 + ["pass"] * passes
    rng.shuffle(slots)
    if slots[0] == "pass":  # the leader plays
        slots.remove("play")
        slots.insert(0, "play")
    hands = [["3", "4"] for _ in range(SEAT_COUNT)]
    moves: list[str] = []
    for step, slot in enumerate(slots):
        seat = (leader + step) % SEAT_COUNT
        if slot == "pass":
            moves.append("pass")
            continue
        play = " ".join([ranks.pop(0)] * size)
        hands[seat].append(play)
        moves.append(play)
    table = six([" ".join(hand) for hand in hands])
    last = (leader + len(moves) - 1) % SEAT_COUNT
    clockwise = (last - 1) % SEAT_COUNT
    return Variant(Scripted(table, leader=leader, moves=tuple(moves)), {"clockwise": clockwise})
