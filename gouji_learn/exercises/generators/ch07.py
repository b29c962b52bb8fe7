"""Chapter 07 · The gouji exchange and opening the point (F5, K1-K5): gouji duels between
opposites, dealt by seed so that the seats, the gouji hands and how the duel ends vary."""

from __future__ import annotations

import random
from typing import NamedTuple

from ...rules.ruleset import RuleSet
from ...rules.seats import SEAT_COUNT, next_seat, opposite_of
from ..sentences import Say
from ..situations import Deal, NoVariant, Scripted, Variant, generator
from .hands import RULEBOOKS

GOUJI = {"10": 5, "J": 4, "Q": 3, "K": 2}
"""The smallest gouji hand of each rank: how many cards (G1)."""
ORDER = ("10", "J", "Q", "K", "A")
FILLER = ("5", "6", "7", "8", "9")
"""Low singles: nobody beats a gouji hand with them."""
K3_RULEBOOKS = ("linyi", "tongsu", "irvine")
"""Rulebooks where nobody opens once two are out (K3)."""


def _group(rank: str, count: int) -> str:
    """``count`` cards of ``rank`` as text ("Q Q Q")."""
    return " ".join([rank] * count)


class Duel(NamedTuple):
    """A gouji hand led by ``leader`` and the 对头's answer of the same size."""

    hands: tuple[str, str, str, str, str, str]
    leader: int
    gouji: str
    answer: str

    @property
    def opposite(self) -> int:
        """The leader's 对头."""
        return opposite_of(self.leader)


def _duel(rng: random.Random, extra: str = "") -> Duel:
    """A leader with a smallest gouji hand and a low card; his 对头 with a higher group of the
    same size, a low group and ``extra``; the others with low singles (nobody can burn)."""
    rank = rng.choice(tuple(GOUJI))
    count = GOUJI[rank]
    higher = rng.choice(ORDER[ORDER.index(rank) + 1 :])
    lower = rng.choice(FILLER)
    leader = rng.randrange(SEAT_COUNT)
    hands = [f"3 {rng.choice(FILLER)}" for _ in range(SEAT_COUNT)]
    hands[leader] = f"3 {_group(rank, count)} {rng.choice(FILLER)}"
    mine = f"3 {_group(lower, count)} {_group(higher, count)} {extra}".strip()
    hands[opposite_of(leader)] = mine
    return Duel(tuple(hands), leader, _group(rank, count), _group(higher, count))  # type: ignore[arg-type]


def _values(duel: Duel) -> dict[str, object]:
    """What the duel's prompts name."""
    return {
        "leader": duel.leader,
        "seat": duel.opposite,
        "gouji": duel.gouji,
        "answer": duel.answer,
        "next": next_seat(duel.opposite),
    }


@generator("ch07.answer")
def answer_it(seed: int) -> Variant:
    """F5: the 对头 of a gouji hand to answer it; seats, the gouji hand and his cards vary."""
    duel = _duel(random.Random(seed))
    situation = Scripted(duel.hands, leader=duel.leader, moves=(duel.gouji,), viewer=duel.opposite)
    return Variant(situation, _values(duel))


@generator("ch07.answered")
def answered(seed: int) -> Variant:
    """F5: a gouji hand just answered by the 对头; seats and hands vary."""
    duel = _duel(random.Random(seed))
    situation = Scripted(duel.hands, leader=duel.leader, moves=(duel.gouji, duel.answer))
    return Variant(situation, _values(duel))


def _stood(seed: int, rules: str | RuleSet) -> Variant:
    """F5, K1: a duel that ended; the leader's gouji hand stood (his 对头 passed) in half the
    seeds, the 对头's answer stood in the others."""
    duel = _duel(random.Random(seed))
    answered = seed % 2 == 0
    moves: tuple[str, ...] = (duel.gouji, duel.answer) if answered else (duel.gouji,)
    standing = duel.opposite if answered else duel.leader
    cards = duel.answer if answered else duel.gouji
    story = (
        Say(
            f"seat {duel.opposite} answered with {duel.answer} and seat {duel.leader} passed",
            f"{duel.opposite}号用 {duel.answer} 回击，{duel.leader}号过了",
        )
        if answered
        else Say(f"seat {duel.opposite}, his 对头, passed", f"他的对头{duel.opposite}号过了")
    )
    other = frozenset({opposite_of(standing)})
    values = {**_values(duel), "stood": standing, "cards": cards, "story": story, "other": other}
    situation = Scripted(duel.hands, leader=duel.leader, moves=(*moves, "pass"), rules=rules)
    return Variant(situation, values)


@generator("ch07.stood")
def stood(seed: int) -> Variant:
    """K1: a duel ended under qingdao, the leader's hand or the answer standing (by seed)."""
    return _stood(seed, "qingdao")


@generator("ch07.stood-opposite")
def stood_opposite(seed: int) -> Variant:
    """F5: the same duels under qingdao read so that the 对头 who declined leads next."""
    return _stood(seed, RuleSet.preset("qingdao").replace(lead_after_gouji_declined="opposite"))


@generator("ch07.fewest-jokers")
def fewest_jokers(seed: int) -> Variant:
    """B3, F5: the 对头 beats a gouji hand; in half the seeds he has a natural answer beside
    jokers, in the others only a joker makes his group big enough."""
    rng = random.Random(seed)
    duel = _duel(rng, extra=rng.choice(("SJ", "BJ", "SJ BJ")))
    hands = list(duel.hands)
    if seed % 2:
        short = duel.answer.split()[1:]
        hands[duel.opposite] = hands[duel.opposite].replace(duel.answer, " ".join(short))
    situation = Scripted(
        tuple(hands),  # type: ignore[arg-type]
        leader=duel.leader,
        moves=(duel.gouji,),
        viewer=duel.opposite,
    )
    return Variant(situation, _values(duel))


@generator("ch07.neighbour")
def neighbour(seed: int) -> Variant:
    """F5: a gouji hand led, a neighbour able to burn it; the seat asked whether it may answer
    with an ordinary play is that neighbour (no) or, once he has passed, the 对头 (yes)."""
    rng = random.Random(seed)
    duel = _duel(rng)
    hands = list(duel.hands)
    burner = rng.choice([s for s in range(SEAT_COUNT) if s not in (duel.leader, duel.opposite)])
    hands[burner] = f"3 {duel.answer}"
    moves: tuple[str, ...] = (duel.gouji,)
    seat = burner
    if seed % 2 == 0:
        moves, seat = (duel.gouji, f"pass until {duel.opposite}"), duel.opposite
    situation = Scripted(tuple(hands), leader=duel.leader, moves=moves)  # type: ignore[arg-type]
    if situation.build().to_act != seat:
        raise NoVariant
    return Variant(situation, {**_values(duel), "seat": seat})


@generator("ch07.two-out")
def two_out(seed: int) -> Variant:
    """K3: under a rulebook that closes opening at two out, a gouji hand stands after one
    seat (yes, it opens) or two seats (no) have gone out; seats, hands and rulebook vary."""
    rng = random.Random(seed)
    duel = _duel(rng)
    others = [s for s in range(SEAT_COUNT) if s not in (duel.leader, duel.opposite)]
    gone = tuple(sorted(rng.sample(others, 1 if seed % 2 == 0 else 2)))
    hands = ["" if s in gone else hand for s, hand in enumerate(duel.hands)]
    rulebook = rng.choice(K3_RULEBOOKS)
    situation = Scripted(
        tuple(hands),  # type: ignore[arg-type]
        leader=duel.leader,
        moves=(duel.gouji, "pass until end"),
        rules=rulebook,
        finished=gone,
    )
    out = (
        Say(f"Seat {gone[0]} has gone out", f"{gone[0]}号已经走了")
        if len(gone) == 1
        else Say(
            f"Seats {gone[0]} and {gone[1]} have gone out", f"{gone[0]}号和{gone[1]}号已经走了"
        )
    )
    return Variant(situation, {**_values(duel), "out": out, "rulebook": RULEBOOKS[rulebook]})


@generator("ch07.fours")
def fours(seed: int) -> Variant:
    """K1, K4 (linyi): a seat plays a gouji pair and a pair of 4s, the 4s first (认点, he
    never opens) in half the seeds; another seat had opened before."""
    rng = random.Random(seed)
    seat = rng.randrange(SEAT_COUNT)
    earlier = rng.choice([s for s in range(SEAT_COUNT) if s != seat])
    top = rng.choice(("K", "A"))
    hands = ["3 " + rng.choice(FILLER) for _ in range(SEAT_COUNT)]
    hands[seat] = f"3 4 4 {top} {top} 9"
    first, then = (f"{top} {top}", "4 4") if seed % 2 else ("4 4", f"{top} {top}")
    situation = Scripted(
        tuple(hands),  # type: ignore[arg-type]
        leader=seat,
        rules="linyi",
        opened=(earlier,),
        moves=(first, "pass until end", then, "pass until end"),
    )
    values = {
        "seat": seat,
        "earlier": earlier,
        "first": first,
        "then": then,
        "alone": frozenset({earlier}),
        "both": frozenset({earlier, seat}),
    }
    return Variant(situation, values)


NATURAL = ("3 Q Q 2", "3 K SJ", "3 J J J", "3 A 2", "3 10 10 10 10 J")
"""Hands with no smallest pure gouji hand (tongsu: opened from the deal, K5)."""
PURE = ("3 Q Q Q", "3 K K", "3 A A", "3 J J J J", "3 10 10 10 10 10")
"""Hands holding a smallest pure gouji hand."""


@generator("ch07.natural")
def natural(seed: int) -> Variant:
    """K5 (tongsu): six small hands, each with or without a smallest pure gouji hand; which
    seats are opened from the deal varies (always some, never all)."""
    rng = random.Random(seed)
    flags = [rng.random() < 0.5 for _ in range(SEAT_COUNT)]
    if all(flags) or not any(flags):
        raise NoVariant
    hands = tuple(rng.choice(NATURAL if flag else PURE) for flag in flags)
    listed = " · ".join(f"{seat}: {hand}" for seat, hand in enumerate(hands))
    return Variant(Deal(hands, rules="tongsu"), {"hands": listed})  # type: ignore[arg-type]
