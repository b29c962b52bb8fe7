"""Chapter 14 tables: one position under several rulebooks (四本规则), turned round the table."""

from __future__ import annotations

import random

from ...rules.cards import format_cards, parse_cards
from ..sentences import Say
from ..situations import Scripted, Variant, generator, seat_values
from .ch12 import hands_dealt
from .hands import RULEBOOKS, six

LONE_TWO = ("3 2 5", "3 6", "3 7", "3 8", "3 9", "3 10")
"""Seat 0 leads a lone 2; nobody holds a joker to burn it."""


@generator("ch14.lone-two")
def lone_two(seed: int) -> Variant:
    """Seat 0 leads a lone 2 (gouji under qingdao and linyi, not under tongsu and irvine).
    Varies: the rulebook (a quarter of the seeds each; seed 0, the chapter's, tongsu), the
    seats (turned round the table)."""
    rules = ("tongsu", "qingdao", "irvine", "linyi")[seed % 4]
    turn = random.Random(seed).randrange(6) if seed else 0
    position = Scripted(LONE_TWO, rules=rules, moves=("play 2",)).turned(turn)
    return Variant(position, {**seat_values(turn), "rules": RULEBOOKS[rules]})


PREDICT = ("3 SJ 5 5 K K 8", "3 6", "3 6 6", "3 SJ SJ 7 7", "3 9 9", "3 10")
"""Seat 0 leads; his 对头, seat 3, holds SJ SJ 7 7; one seat more may get BJ A A to burn."""
BURNERS = (2, 4, 1, 5, None)
"""Who holds the big joker and the aces (written seats): an ally, an opponent, or nobody."""


def predict(seed: int, rules: str, leads: tuple[str, ...]) -> Variant:
    """Seat 0 leads one of ``leads`` under ``rules``; one other seat (or none) holds BJ A A to
    burn with. Varies: the burner (a fifth of the seeds each), the lead, the seats (turned;
    seed 0 is the chapter's table, unturned)."""
    rng = random.Random(seed)
    burner, lead = BURNERS[seed % len(BURNERS)], leads[seed // len(BURNERS) % len(leads)]
    hands = list(PREDICT)
    if burner is not None:
        hands[burner] = hands[burner].replace("3", "3 BJ A A", 1)
    turn = rng.randrange(6) if seed else 0
    position = Scripted(six(hands), rules=rules, moves=(f"play {lead}",)).turned(turn)
    played = parse_cards(lead)
    shown = Say(format_cards(played, "en"), format_cards(played, "zh"))
    return Variant(
        position,
        {**seat_values(turn), "hands": hands_dealt(position.hands), "lead": shown},
    )


@generator("ch14.predict-qingdao")
def predict_qingdao(seed: int) -> Variant:
    """SJ 5 5 led under qingdao (gouji: burns are offered first)."""
    return predict(seed, "qingdao", ("SJ 5 5",))


@generator("ch14.predict-irvine")
def predict_irvine(seed: int) -> Variant:
    """SJ 5 5 (no gouji hand under irvine) or K K (one) led under irvine."""
    return predict(seed, "irvine", ("SJ 5 5", "K K"))
