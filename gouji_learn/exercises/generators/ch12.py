"""Chapter 12 tables: 3s last (憋三, Y1), stuck (闷, Y2), buying a 3 (买三, Y3), 发四 (K4) and
自然点 (K5), each made from a seed."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...rules.cards import format_cards, parse_cards
from ..facts import turn_order
from ..sentences import Say
from ..situations import Deal, Scripted, Variant, generator
from .hands import RULEBOOKS, Hands, six

PLAIN = ("5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
"""Ranks with no rule of their own here, low to high."""
PURE_MINIMUM = {"10": 5, "J": 4, "Q": 3, "K": 2, "A": 2}
"""K5: the smallest pure gouji hand of each rank (without 2s or jokers)."""


def cards(*groups: tuple[str, int]) -> str:
    """Card text from (rank, count) groups, in the order given."""
    return " ".join(" ".join([rank] * count) for rank, count in groups if count)


def plain_groups(rng: random.Random, count: int) -> list[tuple[str, int]]:
    """``count`` distinct plain ranks, high first, one or two cards each."""
    ranks = sorted(rng.sample(PLAIN, count), key=PLAIN.index, reverse=True)
    return [(rank, rng.choice((1, 2))) for rank in ranks]


def hands_dealt(hands: Sequence[str]) -> Say:
    """Every seat's hand as a prompt lists it ("0: K K 3 · 1: ..."), high cards first, jokers
    and colons as each language writes them."""
    en, zh = (
        " · ".join(
            f"{seat}{colon}{format_cards(sorted(parse_cards(hand), reverse=True), lang)}"
            for seat, hand in enumerate(hands)
        )
        for lang, colon in (("en", ": "), ("zh", "："))
    )
    return Say(en, zh)


def others(leader: int, hand: str) -> Hands:
    """Six hands: ``hand`` at ``leader``'s seat, a small card and a 3 everywhere else."""
    return six([hand if seat == leader else f"{PLAIN[seat]} 3" for seat in range(6)])


EXAMPLE_LEADS = {"qingdao": "K 8 8 3 3", "tongsu": "K K 9 4 4 3"}
"""Seed 0: seat 0's hand in the chapter's own examples (the notebook describes them)."""


def lead(seed: int, rules: str) -> Variant:
    """A seat to lead (drawn from his chair) with some plain cards and some 3s, and under
    tongsu some 4s he has not opened for. Varies: the seat, its cards, how many 3s and 4s."""
    rng = random.Random(seed)
    seat = rng.randrange(6) if seed else 0
    fours = rng.choice((1, 2)) if rules == "tongsu" else 0
    hand = cards(*plain_groups(rng, rng.choice((1, 2))), ("4", fours), ("3", rng.randint(1, 3)))
    if not seed:
        hand = EXAMPLE_LEADS[rules]
    position = Scripted(others(seat, hand), leader=seat, rules=rules, viewer=seat)
    return Variant(position, {"seat": seat, "hand": hand})


@generator("ch12.lead-threes")
def lead_threes(seed: int) -> Variant:
    """A qingdao lead with 3s in hand (Y1)."""
    return lead(seed, "qingdao")


@generator("ch12.lead-fours")
def lead_fours(seed: int) -> Variant:
    """A tongsu lead with 3s and unopened 4s in hand (Y1, K4)."""
    return lead(seed, "tongsu")


@generator("ch12.refused-lead")
def refused_lead(seed: int) -> Variant:
    """A seat tries a lead the rules refuse. Varies: the seat, its cards, and why: 3s before the
    end (Y1), 4s before opening under tongsu (K4), two ranks that are not one play (H1)."""
    rng = random.Random(seed)
    seat, why = rng.randrange(6), ("Y1", "K4", "H1")[seed % 3]
    rules = "tongsu" if why == "K4" else rng.choice(("qingdao", "tongsu"))
    groups = plain_groups(rng, 2)
    fours, threes = rng.choice((1, 2)), rng.choice((1, 2))
    if rules == "qingdao":
        fours = 0
    move = {
        "Y1": cards(("3", threes)),
        "K4": cards(("4", fours)),
        "H1": cards((groups[0][0], 1), (groups[1][0], 1)),
    }[why]
    hand = cards(*groups, ("4", fours), ("3", threes))
    position = Scripted(others(seat, hand), leader=seat, rules=rules)
    return Variant(position, {"seat": seat, "hand": hand, "move": move, "rules": RULEBOOKS[rules]})


@generator("ch12.stuck")
def stuck(seed: int) -> Variant:
    """A seat leads with only a 3 behind; a later seat beats it, keeping only a 3 or more cards
    (half the seeds each); a third beats that. Varies: the three seats, the ranks, who is
    stuck (one seat or two)."""
    rng = random.Random(seed)
    order = turn_order(rng.randrange(6))
    first, second = sorted(rng.sample(range(1, 6), 2))
    leader, middle, last = order[0], order[first], order[second]
    low, mid, high = sorted(rng.sample(range(len(PLAIN) - 1), 3))
    kept = (
        ("3", Say("only a 3", "只剩一张3"))
        if seed % 2
        else ("A A 3", Say("A A and a 3", "A A 和一张3"))
    )
    hands = [f"{PLAIN[seat]} 3" for seat in range(6)]
    hands[leader], hands[middle] = f"{PLAIN[low]} 3", f"{PLAIN[mid]} {kept[0]}"
    hands[last] = f"{PLAIN[high]} 5 5 3"
    moves = (
        f"play {PLAIN[low]}",
        f"pass until {middle}",
        f"play {PLAIN[mid]}",
        f"pass until {last}",
        f"play {PLAIN[high]}",
    )
    position = Scripted(six(hands), leader=leader, moves=moves)
    values = {
        "lead": leader,
        "middle": middle,
        "last": last,
        "low": PLAIN[low],
        "mid": PLAIN[mid],
        "high": PLAIN[high],
        "kept": kept[1],
        "beaters": frozenset({middle, last}),
    }
    return Variant(position, values)


EXAMPLE_BUY = ("3", "2 8 8", "3 3", "3 3", "3", "3")
"""Seed 0, the chapter's example: seat 1 buys; his 对头 (4) has one 3, seat 2 of 4's alliance
two, seat 3 (1's own ally) two."""


@generator("ch12.buy")
def buy(seed: int) -> Variant:
    """A seat dealt no 3 buys one with a 2. Varies: the buyer, and who can spare a 3 (more than
    one): his 对头, else one of the 对头's alliance, else one of his own (a third of seeds each)."""
    rng = random.Random(seed)
    buyer, case = (rng.randrange(6), seed % 3) if seed else (1, 1)
    opposite = (buyer + 3) % 6
    theirs = [s for s in range(6) if s % 2 != buyer % 2 and s != opposite]
    ours = [s for s in range(6) if s % 2 == buyer % 2 and s != buyer]
    threes = dict.fromkeys(range(6), 1)
    spare = ([opposite], theirs, ours)[case]
    for seat in rng.sample(spare, rng.randint(1, len(spare))):
        threes[seat] = rng.choice((2, 3))
    hands = [cards((PLAIN[seat], 2), ("3", threes[seat])) for seat in range(6)]
    hands[buyer] = cards((rng.choice(PLAIN), 2), ("2", 1))
    if not seed:
        hands = list(EXAMPLE_BUY)
    own = ours if case < 2 else [-1, -1]
    values = {"buyer": buyer, "opposite": opposite, "own1": own[0], "own2": own[1]}
    return Variant(Deal(six(hands)), {**values, "hands": hands_dealt(hands)})


EXAMPLE_NATURAL = (
    "A A 9 9 4 3",
    "K K 7 4 3",
    "Q Q 8 4 3",
    "J J J J 6 4 3",
    "10 10 10 10 5 4 3",
    "2 SJ 4 3",
)
"""Seed 0, the chapter's example deal (the notebook names seat 4's tens and seat 5's 2)."""


@generator("ch12.natural")
def natural(seed: int) -> Variant:
    """A tongsu deal where some seats hold a minimum pure gouji hand and the others (one to
    four seats) none, so they open from the start (自然点). Varies: which seats, the ranks."""
    rng = random.Random(seed)
    natural = set(rng.sample(range(6), rng.randint(1, 4)))
    hands = []
    for seat in range(6):
        rank = rng.choice(tuple(PURE_MINIMUM))
        size = PURE_MINIMUM[rank] - (seat in natural)
        extra = rng.choice(("SJ", "2", "BJ 2")) if seat in natural and rng.random() < 0.5 else ""
        hands.append(f"{cards((rank, size), (PLAIN[seat % 4], 1))} {extra} 4 3".replace("  ", " "))
    if not seed:
        hands = list(EXAMPLE_NATURAL)
    return Variant(Deal(six(hands), rules="tongsu"), {"hands": hands_dealt(hands)})
