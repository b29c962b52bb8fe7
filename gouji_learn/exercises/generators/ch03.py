"""Chapter 03 · What makes one play (H2): hands holding 2s among other ranks and jokers, and
贴钱 leads answered by a higher or a lower rank, from any seat."""

from __future__ import annotations

import random

from ...rules.seats import SEAT_COUNT, next_seat
from ..sentences import Say
from ..situations import Scripted, Variant, generator
from .hands import six

RANKS = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
COUNT_WORDS = {4: Say("four", "四个"), 5: Say("five", "五个")}


@generator("ch03.hand-with-twos")
def hand_with_twos(seed: int) -> Variant:
    """Varies the seat to act and its hand: one or two 2s, sometimes a joker (挂花, not 贴钱),
    and five to seven cards of other ranks, the lowest of them changing."""
    rng = random.Random(seed)
    seat = rng.randrange(SEAT_COUNT)
    joker = rng.choice(("SJ", "BJ", ""))
    cards = ["2"] * rng.choice((1, 2)) + [joker] + rng.choices(RANKS, k=rng.randrange(5, 8))
    hands = ["3 4"] * SEAT_COUNT
    hands[seat] = " ".join(card for card in cards if card)
    return Variant(Scripted(six(hands), leader=seat))


@generator("ch03.tie-qian-lead")
def tie_qian_lead(seed: int) -> Variant:
    """Varies the leader (his 下家 answers), the 贴钱 lead (one or two 2s joining a rank below
    10, four or five cards) and the answer: as many cards of a higher rank (even seeds) or of a
    lower or equal one (odd seeds)."""
    rng = random.Random(seed)
    leader, size, twos = rng.randrange(SEAT_COUNT), rng.choice((4, 5)), rng.choice((1, 2))
    rank = rng.choice(RANKS[3:7])
    above = RANKS.index(rank) + 1
    higher = seed % 2 == 0
    reply_rank = rng.choice(RANKS[above:11] if higher else RANKS[2:above])
    lead = " ".join(["2"] * twos + [rank] * (size - twos))
    reply = " ".join([reply_rank] * size)
    hands = ["3 4"] * SEAT_COUNT
    hands[leader] = f"3 {lead} K"
    hands[next_seat(leader)] = f"3 {reply} Q"
    values = {
        "leader": leader,
        "answerer": next_seat(leader),
        "lead": lead,
        "reply": reply,
        "reads": Say(f"{COUNT_WORDS[size].en} {rank}s", f"{COUNT_WORDS[size].zh}{rank}"),
    }
    return Variant(Scripted(six(hands), leader=leader, moves=(lead,)), values)
