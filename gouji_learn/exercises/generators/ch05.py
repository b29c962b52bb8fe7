"""Chapter 05 · Gouji hands (G1-G2): a lead at the threshold ladder's minimum or one card short
of it, with 2s and jokers counting, or many cards of a rank below 10, from any seat."""

from __future__ import annotations

import random

from ...rules.seats import SEAT_COUNT
from ..situations import Scripted, Variant, generator
from .hands import six

LADDER = {"10": 5, "J": 4, "Q": 3, "K": 2, "A": 2}
"""G1 under qingdao: the fewest cards of each rank from 10 up that make a gouji hand."""
LOW = ("5", "6", "7", "8", "9")


def _lead(rng: random.Random, enough: bool) -> list[str]:
    """A play that reaches the ladder (``enough``) or falls one card short of it, or cards of
    a low rank with a joker hanging on them (gouji) or without one (not gouji, however many)."""
    if rng.random() < 0.3:
        cards = [rng.choice(LOW)] * rng.randrange(2, 7)
        return [*cards[1:], rng.choice(("SJ", "BJ"))] if enough else ["2", *cards[1:]]
    rank = rng.choice(tuple(LADDER))
    cards = [rank] * (LADDER[rank] - (0 if enough else 1))
    if len(cards) > 1 and rng.random() < 0.5:
        cards[0] = rng.choice(("2", "SJ") if enough else ("2",))
    return cards


@generator("ch05.ladder-lead")
def ladder_lead(seed: int) -> Variant:
    """Varies the leader and the lead: a gouji hand on even seeds, none on odd ones (a 2 or a
    joker standing in for a card of the rank in some, six low cards in others)."""
    rng = random.Random(seed)
    leader = rng.randrange(SEAT_COUNT)
    lead = " ".join(_lead(rng, seed % 2 == 0))
    hands = ["3 4"] * SEAT_COUNT
    hands[leader] = f"3 {lead} 4"
    return Variant(Scripted(six(hands), leader=leader, moves=(lead,)))
