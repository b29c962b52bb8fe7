"""Chapter 13 tables: who may revolt (革命, R1), two revolutions, the revolutionary's place
(R2), 要头 or 无头 (R3) and 四人乱缠 (R5), each made from a seed."""

from __future__ import annotations

import random

from ..sentences import Say
from ..situations import Deal, Scripted, Variant, generator, seat_values
from .ch12 import PLAIN, hands_dealt
from .hands import six

STRONG = ("2", "SJ", "BJ", "2 2", "SJ 2")
"""Cards that give a hand hope (a 2 or a joker): no revolution with any of them."""
DISTRACTING = ("K K", "A A", "Q Q Q", "")
"""Strong-looking cards that do not matter to a revolution."""


def deal(rng: random.Random, hopeless: set[int]) -> list[str]:
    """Six qingdao hands with a 3 each; the ``hopeless`` seats hold no 2 and no joker."""
    return [
        " ".join(
            part
            for part in (
                rng.choice(DISTRACTING),
                "" if seat in hopeless else rng.choice(STRONG),
                PLAIN[seat],
                "3",
            )
            if part
        )
        for seat in range(6)
    ]


@generator("ch13.hands")
def hands(seed: int) -> Variant:
    """A deal where one to four seats hold no 2 and no joker, kings and aces strewn about, and
    a seat asked about that holds a 2 or a joker in half the seeds. Varies: the hands, the
    seats, the seat asked about."""
    rng = random.Random(seed)
    hopeless = set(rng.sample(range(6), rng.randint(1, 4)))
    pool = sorted(hopeless if seed % 2 else set(range(6)) - hopeless)
    cards = deal(rng, hopeless)
    return Variant(Deal(six(cards)), {"hands": hands_dealt(cards), "seat": rng.choice(pool)})


@generator("ch13.two-revolutions")
def two_revolutions(seed: int) -> Variant:
    """Two seats with no 2 and no joker; both revolt (even seeds; seed 0 is the chapter's
    partners 0 and 2) or one stays in. Varies: the two seats, who revolts."""
    rng = random.Random(seed)
    pair = sorted(rng.sample(range(6), 2)) if seed else [0, 2]
    cards = deal(rng, set(pair))
    both = seed % 2 == 0
    moves = ("revolt", "revolt") if both else rng.choice((("revolt", "stay"), ("stay", "revolt")))
    position = Deal(six(cards), moves=moves)
    state = position.build()
    first = state.revolutionary if state.revolutionary is not None else pair[0]
    said = (
        Say("Both revolt.", "两人都革命了。")
        if both
        else Say(
            f"Seat {first} revolts; the other stays in.",
            f"{first}号革命了；另一个没有革命。",
        )
    )
    return Variant(position, {"a": pair[0], "b": pair[1], "what": said})


SWEEP = ("5 3", "2 3", "2 3", "2 7 3", "2 K 3", "2 3")
"""Seat 0 (no 2, no joker) revolts; his partners 2 and 4 go out first and second."""
SWEEP_MOVES = (
    *("play 2", "pass until end", "play 3", "pass until end", "play 7", "play K"),
    *("pass until end", "play 2", "pass until end", "play 3"),
)
SPLIT = ("5 3", "2 3", "2 3", "2 3", "2 K 3", "2 3")
"""Seat 0 revolts; his partner 2 goes out first, the opponent 3 second, partner 4 third."""
SPLIT_MOVES = (
    *("play 2", "pass until end", "play 3", "pass until end", "play 2", "pass until end"),
    *("play 3", "pass until end", "play K", "pass until end", "play 2", "pass until end"),
    "play 3",
)


@generator("ch13.places")
def places(seed: int) -> Variant:
    """A finished round with a revolutionary (written seat 0) whose partners go out first and
    second (even seeds; seed 0 unturned, the chapter's sweep) or first and third. Varies: the
    seats (turned round the table), the revolutionary's place."""
    turn = random.Random(seed).randrange(6) if seed else 0
    hands_, moves = (SPLIT, SPLIT_MOVES) if seed % 2 else (SWEEP, SWEEP_MOVES)
    position = Scripted(hands_, leader=2, revolutionary=0, moves=moves).turned(turn)
    state = position.build()
    first, second = state.finish_order[:2]
    return Variant(position, {**seat_values(turn), "first": first, "second": second})


KEEP = ("5 3", "2 3", "2 3", "2 K K 3", "2 A A 3", "2 3")
"""Seat 0 revolts; his 对头, seat 3, holds K K; seat 4 holds A A."""


@generator("ch13.head")
def head(seed: int) -> Variant:
    """Seat 0 revolted; his 对头 chose 要头 (even seeds; seed 0 is the chapter's, unturned) or
    无头, then leads K K. Varies: the seats (turned round the table), the choice."""
    turn = random.Random(seed).randrange(6) if seed else 0
    choice = (None, Say("无头", "无头")) if seed % 2 else ("keep", Say("要头", "要头"))
    position = Scripted(
        KEEP, leader=3, revolutionary=0, head=choice[0], moves=("play K K",)
    ).turned(turn)
    return Variant(position, {**seat_values(turn), "head": choice[1]})


FOUR_WAY = ("5 3", "2 3", "2 3", "2 7 3", "2 K 3", "2 3")
"""Seat 2 goes out first; seat 0 holds no 2 and no joker."""


@generator("ch13.four-way")
def four_way(seed: int) -> Variant:
    """Seat 2 has gone out first, after seat 0 revolted (even seeds; seed 0 is the chapter's,
    unturned) or with nobody revolting. Varies: the seats (turned), whether anyone revolted."""
    turn = random.Random(seed).randrange(6) if seed else 0
    moves = ("play 2", "pass until end", "play 3", "pass until end")
    revolted = seed % 2 == 0
    hands_ = FOUR_WAY if revolted else ("5 2 3", *FOUR_WAY[1:])
    position = Scripted(
        six(hands_), leader=2, revolutionary=0 if revolted else None, moves=moves
    ).turned(turn)
    seats = seat_values(turn)
    said = (
        Say(f"seat {seats['s0']} revolted", f"{seats['s0']}号革命了")
        if revolted
        else Say("nobody revolted", "没有人革命")
    )
    return Variant(position, {**seats, "what": said})
