"""Chapter 08 · Burning (烧牌 shāopái, S1-S4): tables where the burner, the asked seat, the
rulebook and the cards change from seed to seed."""

from __future__ import annotations

from random import Random

from ...rules.seats import SEAT_COUNT, alliance_of, next_seat, opposite_of
from ..sentences import Say
from ..situations import NoVariant, Scripted, Variant, generator
from .hands import RULEBOOKS, Hands

KILL = "Q Q Q 9 3"
"""The gouji hand led by the burned seat, A (Q Q Q), and what he keeps."""


def table(cards: dict[int, str], rest: str = "3") -> Hands:
    """Six hands: the given seats' cards, ``rest`` for every other seat."""
    hands = [cards.get(seat, rest) for seat in range(SEAT_COUNT)]
    return (hands[0], hands[1], hands[2], hands[3], hands[4], hands[5])


def not_opposite(rng: Random, seat: int) -> int:
    """Any seat but ``seat`` and its 对头 (a seat that may burn its gouji hands)."""
    return rng.choice([s for s in range(SEAT_COUNT) if s not in (seat, opposite_of(seat))])


@generator("ch08.burner-lead")
def burner_lead(seed: int) -> Variant:
    """S1: seat b has burned seat a's Q Q Q with K K K and leads; varies: both seats, the
    rulebook, b's jokers and the low ranks he holds (leads without a joker are refused);
    seed 0 is the chapter's example."""
    rng = Random(seed)
    a = rng.randrange(SEAT_COUNT)
    b = not_opposite(rng, a)
    low = rng.sample(["4", "5", "6", "7", "8", "9", "10"], 2)
    groups = " ".join(" ".join([rank] * rng.randint(1, 3)) for rank in low)
    jokers = rng.choice(["小王", "大王", "小王 大王", "大王 大王"])
    rules = rng.choice(["qingdao", "irvine"])
    if seed == 0:  # the chapter's own table: the Irvine wiki's example 1, A = 0, B = 1
        a, b, jokers, groups, rules = 0, 1, "小王 大王", "4 4 4 4 5 5 5 5 5", "irvine"
    moves = ("play Q Q Q", f"pass until {b}", "burn K K K", "pass until end")
    hands = table({a: KILL, b: f"K K K {jokers} {groups} 3 3"})
    situation = Scripted(hands, leader=a, moves=moves, rules=rules, viewer=b)
    return Variant(situation, {"a": a, "b": b, "rulebook": RULEBOOKS[rules]})


@generator("ch08.opposite-asked")
def opposite_asked(seed: int) -> Variant:
    """S1, F5: everyone asked before seat x passed on seat a's Q Q Q; x holds A A A; varies:
    a, and whether x is a's 对头 (even seeds) or another seat who may burn."""
    rng = Random(seed)
    a = rng.randrange(SEAT_COUNT)
    x = opposite_of(a) if seed % 2 == 0 else not_opposite(rng, a)
    hands = table({a: KILL, x: "A A A 3"}, rest="K K K 3")
    moves = ("play Q Q Q", f"pass until {x}")
    return Variant(Scripted(hands, leader=a, moves=moves, rules="irvine"), {"a": a, "x": x})


@generator("ch08.burn-condition")
def burn_condition(seed: int) -> Variant:
    """S2: may seat b burn seat a's Q Q Q with K K K? Varies: the seats, the rulebook (linyi
    and tongsu ask for an opened point, qingdao nothing) and whether b has opened."""
    rng = Random(seed)
    a = rng.randrange(SEAT_COUNT)
    b = not_opposite(rng, a)
    kind = seed % 4  # 0: opened; 1, 2: not opened (linyi, tongsu); 3: qingdao, either
    opened = kind == 0 or (kind == 3 and rng.random() < 0.5)
    rules = "qingdao" if kind == 3 else rng.choice(["linyi", "tongsu"])
    hands = table({a: "Q Q Q 5 5 5 9 3", b: "A A 6 K K K 3"})
    situation = Scripted(
        hands, leader=a, moves=("play Q Q Q",), rules=rules, opened=(b,) if opened else ()
    )
    values = {
        "a": a,
        "b": b,
        "rulebook": RULEBOOKS[rules],
        "opened": Say("has opened the point", "已经开点")
        if opened
        else Say("has not opened the point", "还没有开点"),
    }
    return Variant(situation, values)


@generator("ch08.burn-window")
def burn_window(seed: int) -> Variant:
    """S3: seat a leads Q Q Q (irvine); some seats hold K K K and may burn it, a's 对头 may
    hold A A A; varies: a, and which allies and opponents can burn (at least one seat)."""
    rng = Random(seed)
    a = rng.randrange(SEAT_COUNT)
    others = [s for s in range(SEAT_COUNT) if s not in (a, opposite_of(a))]
    allies = [s for s in others if alliance_of(s) == alliance_of(a)]
    burners = {s for s in others if rng.random() < (0.5 if s in allies else 0.6)}
    if seed % 4 == 3:
        burners -= set(allies)
    if not burners:
        raise NoVariant
    cards = {s: "K K K 3" if s in burners else "6 6 3" for s in others}
    cards[opposite_of(a)] = rng.choice(["A A A 3", "7 3"])
    hands = table({**cards, a: KILL})
    situation = Scripted(hands, leader=a, moves=("play Q Q Q",), rules="irvine")
    return Variant(situation, {"a": a, "next": next_seat(a)})


@generator("ch08.burn-story")
def burn_story(seed: int) -> Variant:
    """S4 (irvine): seat b burns seat a's Q Q Q with K K K, then seat c beats the kill or a
    later play, or nobody beats him; varies: the seats, who beats what (``story``)."""
    rng = Random(seed)
    a = rng.randrange(SEAT_COUNT)
    b = not_opposite(rng, a)
    start = ("play Q Q Q", f"pass until {b}", "burn K K K")
    lead = ("pass until end", "play 小王 4 4 4 4")
    kind = seed % 4
    moves: tuple[str, ...]
    if kind == 0:  # b's 对头 answers the kill
        c = opposite_of(b)
        cards, moves = "A A A 3", (*start, f"pass until {c}", "play A A A")
        story = Say(f"Seat {c} answers his K K K with A A A.", f"{c}号用 A A A 回了他的 K K K。")
    elif kind == 3:  # nobody beats any play
        c = -1
        cards, moves = "3", (*start, *lead, "pass until end", "play 大王 5 5 5 5 5")
        moves = (*moves, "pass until end", "play 3 3", "pass until end")
        story = Say(
            "He leads 小王 4 4 4 4, then 大王 5 5 5 5 5, then 3 3; nobody beats any of them.",
            "他先发 小王 4 4 4 4，再发 大王 5 5 5 5 5，最后发 3 3，没有人管。",
        )
    else:  # someone (b's ally or anyone) beats a later play
        pool = [s for s in range(SEAT_COUNT) if s not in (a, b)]
        c = rng.choice([s for s in pool if alliance_of(s) == alliance_of(b)] if kind == 1 else pool)
        cards, moves = "大王 5 5 5 5 3", (*start, *lead, f"pass until {c}", "play 大王 5 5 5 5")
        story = Say(
            f"He leads 小王 4 4 4 4, and seat {c} beats it with 大王 5 5 5 5.",
            f"他发 小王 4 4 4 4，{c}号用 大王 5 5 5 5 管住了。",
        )
    hands = table({c: cards, a: KILL, b: "K K K 小王 4 4 4 4 大王 5 5 5 5 5 3 3"})
    situation = Scripted(hands, leader=a, moves=moves, rules="irvine")
    return Variant(situation, {"a": a, "b": b, "story": story})


@generator("ch08.burn-jokers")
def burn_jokers(seed: int) -> Variant:
    """S1, S4: seat b has just burned seat a's Q Q Q with K K K and nobody will beat him;
    varies: the seats, the rulebook, his jokers (none to two) and the plays he has left."""
    rng = Random(seed)
    a = rng.randrange(SEAT_COUNT)
    b = not_opposite(rng, a)
    low = rng.sample(["5", "6", "7", "8", "9", "10", "J"], rng.randint(1, 3))
    jokers = rng.choice(["", "小王", "大王", "小王 大王"])
    rules = rng.choice(["qingdao", "irvine"])
    cards = " ".join(" ".join([rank] * rng.randint(1, 2)) for rank in low)
    hands = table({a: KILL, b: f"K K K {jokers} {cards} 3"})
    moves = ("play Q Q Q", f"pass until {b}", "burn K K K")
    situation = Scripted(hands, leader=a, moves=moves, rules=rules)
    return Variant(situation, {"a": a, "b": b, "rulebook": RULEBOOKS[rules]})
