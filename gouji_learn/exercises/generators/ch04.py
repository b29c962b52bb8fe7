"""Chapter 04 · Beating a play (B3): a 挂花 lead of small jokers, answered by its 对头 from a
hand holding the tempting wrong answers too (equal jokers, a lower carried rank)."""

from __future__ import annotations

import random

from ...rules.seats import SEAT_COUNT, opposite_of
from ..situations import Scripted, Variant, generator
from .hands import six

RANKS = ("5", "6", "7", "8", "9", "10", "J", "Q", "K")


@generator("ch04.joker-lead")
def joker_lead(seed: int) -> Variant:
    """Varies the leader, the lead (one or two small jokers carrying two or three cards of a
    rank below 10) and the 对头's hand: as many big jokers over a higher rank, besides small
    jokers and a rank no higher than the lead's."""
    rng = random.Random(seed)
    leader, jokers, carried = rng.randrange(SEAT_COUNT), rng.choice((1, 2)), rng.choice((2, 3))
    index = rng.randrange(1, 5)
    higher, lower = rng.choice(RANKS[index + 1 :]), rng.choice(RANKS[: index + 1])
    lead = " ".join(["SJ"] * jokers + [RANKS[index]] * carried)
    answerer = opposite_of(leader)
    hands = ["3 4"] * SEAT_COUNT
    hands[leader] = f"3 {lead} 5"
    hands[answerer] = " ".join(
        ["3", *["BJ", "SJ"] * jokers, *[higher, lower] * carried, rng.choice(RANKS)]
    )
    values = {"leader": leader, "answerer": answerer, "lead": lead, "rank": RANKS[index]}
    table = Scripted(six(hands), leader=leader, moves=(lead,), viewer=answerer)
    return Variant(table, values)
