"""Plays (H1-H5): what a set of cards counts as: its rank, its jokers and its 2s."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Union

from .cards import DECKS, Card, Rank, format_cards, new_shoe, parse_cards, sort_cards
from .errors import GoujiTypeError, InvalidPlay, short_repr
from .labels import Bilingual
from .language import resolve_lang
from .ruleset import RuleSet, resolve_rules


class PlayKind(Bilingual):
    """The names a play goes by (H1-H4), in English and Chinese."""

    SINGLE = ("single", "单张")
    SET = ("set of one rank", "一手牌")
    TIE_QIAN = ("2s added (贴钱)", "贴钱")
    GUA_HUA = ("jokers hung on (挂花)", "挂花")
    JOKERS = ("jokers alone", "单出王")


@dataclass(frozen=True)
class Play:
    """H1-H5: cards that form one play, with what they count as under a rule set."""

    cards: tuple[Card, ...]
    rank: Rank
    """The rank the play counts as: the carried rank, or a joker rank for jokers alone."""
    big_jokers: int
    """Big jokers as counted (after H5 mixed jokers count as small)."""
    small_jokers: int
    """Small jokers as counted."""
    carried: int
    """Cards that are not jokers (2s used as the rank included)."""
    twos_as_rank: int
    """2s counted as another rank (贴钱, H2)."""
    rules: RuleSet = field(repr=False)

    @property
    def count(self) -> int:
        """B1: the number of cards in the play."""
        return len(self.cards)

    @property
    def jokers(self) -> int:
        """All jokers in the play."""
        return self.big_jokers + self.small_jokers

    @property
    def has_jokers(self) -> bool:
        """True when a joker is in the play (H3)."""
        return self.jokers > 0

    @property
    def has_twos(self) -> bool:
        """True when a 2 is in the play, as a 2 or as another rank (G3)."""
        return any(card.rank is Rank.TWO for card in self.cards)

    @property
    def kinds(self) -> tuple[PlayKind, ...]:
        """H1-H4: the names this play goes by, e.g. (一手牌, 贴钱, 挂花)."""
        kinds = [PlayKind.SINGLE if self.count == 1 else PlayKind.SET]
        if self.twos_as_rank:
            kinds.append(PlayKind.TIE_QIAN)
        if self.has_jokers:
            kinds.append(PlayKind.GUA_HUA if self.carried else PlayKind.JOKERS)
        return tuple(kinds)

    @property
    def rule_ids(self) -> tuple[str, ...]:
        """The H rules this play rests on: H1, and H2 (贴钱), H3 (挂花), H4 (王带钱), H5 (混王)."""
        ids = ["H1"]
        if self.twos_as_rank:
            ids.append("H2")
        if self.has_jokers:
            ids.append("H3")
            if self.has_twos:
                ids.append("H4")
            physical = {card.rank for card in self.cards}
            if {Rank.BIG_JOKER, Rank.SMALL_JOKER} <= physical and self.rules.mixed_jokers_as_small:
                ids.append("H5")
        return tuple(ids)

    def describe(self, lang: str | None = None) -> str:
        """H1-H5: what the play counts as, e.g. "2 small jokers carrying 6 fives"."""
        lang = resolve_lang(lang)
        if lang == "zh":
            parts = [
                f"{n}个{name}"
                for n, name in ((self.big_jokers, "大花"), (self.small_jokers, "小花"))
                if n
            ]
            carried = f"{self.carried}个{self.rank.zh}" if self.carried else ""
            return (
                ("".join(parts) + "带" + carried)
                if parts and carried
                else ("".join(parts) or carried)
            )
        joker_parts = [
            _count_en(n, name)
            for n, name in ((self.big_jokers, "big joker"), (self.small_jokers, "small joker"))
            if n
        ]
        carried_en = _count_en(self.carried, _RANK_EN[self.rank]) if self.carried else ""
        jokers_en = " and ".join(joker_parts)
        if jokers_en and carried_en:
            return f"{jokers_en} carrying {carried_en}"
        return jokers_en or carried_en

    def text(self, lang: str | None = None) -> str:
        """The cards as text, parseable by parse_cards."""
        lang = resolve_lang(lang)
        return format_cards(self.cards, lang)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"make_play({self.text('en')!r}, {self.rules!r})"


_RANK_EN = {
    Rank.THREE: ("three", "threes"),
    Rank.FOUR: ("four", "fours"),
    Rank.FIVE: ("five", "fives"),
    Rank.SIX: ("six", "sixes"),
    Rank.SEVEN: ("seven", "sevens"),
    Rank.EIGHT: ("eight", "eights"),
    Rank.NINE: ("nine", "nines"),
    Rank.TEN: ("ten", "tens"),
    Rank.JACK: ("jack", "jacks"),
    Rank.QUEEN: ("queen", "queens"),
    Rank.KING: ("king", "kings"),
    Rank.ACE: ("ace", "aces"),
    Rank.TWO: ("two", "twos"),
    Rank.SMALL_JOKER: ("small joker", "small jokers"),
    Rank.BIG_JOKER: ("big joker", "big jokers"),
}


def _count_en(n: int, name: str | tuple[str, str]) -> str:
    singular, plural = (name, name + "s") if isinstance(name, str) else name
    return f"{n} {singular if n == 1 else plural}"


_RANK_LIMITS = {short: Counter(card.rank for card in new_shoe(short)) for short in (False, True)}
"""C1: how many cards of each rank the full and the short shoe hold."""


def _check_shoe(cards: Sequence[Card], rules: RuleSet) -> None:
    """C1: refuse more cards of a rank, or copies of a suited card, than the shoe can hold."""
    rank_limits = _RANK_LIMITS[rules.short_shoe]
    for rank, n in Counter(card.rank for card in cards).items():
        if n > rank_limits[rank]:
            raise InvalidPlay(
                "C1",
                f"the shoe holds only {rank_limits[rank]} cards of rank {rank.symbol}, not {n}",
                f"整副牌里{rank.zh}只有{rank_limits[rank]}张，不是{n}张",
            )
    for card, n in Counter(card for card in cards if card.suit is not None).items():
        if n > DECKS:
            raise InvalidPlay(
                "C1",
                f"the shoe holds only {DECKS} copies of {card.label}",
                f"整副牌里{card.text('zh')}只有{DECKS}张",
            )


PlayLike = Union["Play", Iterable[Card], str]
"""What the rules functions accept as a play: a Play, a list of Card, or text."""


def to_cards(cards_or_text: PlayLike) -> list[Card]:
    """Accept text, a Play or an iterable of Card and return the cards."""
    if isinstance(cards_or_text, str):
        return parse_cards(cards_or_text)
    if isinstance(cards_or_text, Play):
        return list(cards_or_text.cards)
    given: object = cards_or_text
    if isinstance(given, (bytes, bytearray, dict)) or not isinstance(given, Iterable):
        raise GoujiTypeError(
            "H1",
            f"a play is card text, a Play or a list of Card, not {short_repr(given)}",
            f"一手牌应为牌的文字、Play或Card列表，不是{short_repr(given)}",
        )
    cards = list(given)
    for card in cards:
        if not isinstance(card, Card):
            bad = short_repr(card)
            raise InvalidPlay("H1", f"{bad} is not a card", f"{bad}不是牌")
    return cards


def make_play(cards_or_text: PlayLike, rules: RuleSet | str | None = None) -> Play:
    """H1-H5: classify cards as one play; cards that are not one play raise InvalidPlay."""
    ruleset = resolve_rules(rules)
    if isinstance(cards_or_text, Play) and (
        cards_or_text.rules is ruleset or cards_or_text.rules == ruleset
    ):
        return cards_or_text
    cards = sort_cards(to_cards(cards_or_text))
    if not cards:
        raise InvalidPlay("H1", "a play needs at least one card", "一手牌至少要有一张牌")
    _check_shoe(cards, ruleset)
    big = sum(card.rank is Rank.BIG_JOKER for card in cards)
    small = sum(card.rank is Rank.SMALL_JOKER for card in cards)
    twos = sum(card.rank is Rank.TWO for card in cards)
    others = sorted({card.rank for card in cards if card.rank < Rank.TWO})
    if len(others) > 1:
        names = " and ".join(rank.symbol for rank in others)
        raise InvalidPlay(
            "H1",
            f"cards of different ranks ({names}) are not one play",
            f"点数不同的牌（{'和'.join(r.zh for r in others)}）不算一手牌",
        )
    if others and twos and not ruleset.tie_qian:
        raise InvalidPlay(
            "H2",
            "this rulebook forbids 贴钱: 2s cannot join another rank",
            "本规则不许贴钱：钱不能和其他点数一起出",
        )
    return classify(tuple(cards), others[0] if others else None, twos, big, small, ruleset)


def classify(
    cards: tuple[Card, ...], rank: Rank | None, twos: int, big: int, small: int, rules: RuleSet
) -> Play:
    """H2-H5: what sorted cards already known to be one play count as (``rank``: the rank 2s join).

    The engine calls this directly with cards taken from a hand; make_play validates first.
    """
    return Play(cards, *counted_parts(len(cards), rank, twos, big, small, rules), rules)


def counted_parts(
    size: int, rank: Rank | None, twos: int, big: int, small: int, rules: RuleSet
) -> tuple[Rank, int, int, int, int]:
    """H2-H5: what ``size`` cards of one play count as: the rank, the big and small jokers (H5
    mixed as small), the carried cards and the 2s counted as ``rank`` (a Play's fields)."""
    if big and small and rules.mixed_jokers_as_small:
        big, small = 0, big + small
    counted = rank or (Rank.TWO if twos else Rank.BIG_JOKER if not small else Rank.SMALL_JOKER)
    return counted, big, small, size - big - small, twos if rank else 0


def is_play(cards_or_text: PlayLike, rules: RuleSet | str | None = None) -> bool:
    """H1-H5: True when the cards form one play under the rules (bad card text is False too)."""
    try:
        make_play(cards_or_text, rules)
    except ValueError:
        return False
    return True
