"""Cards (C1-C3): ranks, suits, immutable cards, the 216-card shoe, parsing and formatting.

Text forms, both accepted by :func:`parse_cards` and produced by :func:`format_cards`:
ASCII ``3``-``9``, ``10`` or ``T``, ``J Q K A 2``, jokers ``BJ`` (big) and ``SJ`` (small),
with an optional suit letter or symbol after the rank (``10s``, ``Q♥``); Chinese jokers
``大王``/``大花`` and ``小王``/``小花``, ``钱`` or ``两`` for a 2, suits as a prefix (``黑桃10``).
Spaces and commas are optional: ``大王大王555`` is three fives carried by two big jokers.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum, IntEnum
from operator import attrgetter

from .errors import CardError, GoujiError, GoujiTypeError, bounded, short_repr
from .language import resolve_lang


class Rank(IntEnum):
    """C2: card ranks, valued so that a higher value is a stronger rank."""

    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    TWO = 15
    SMALL_JOKER = 16
    BIG_JOKER = 17

    @property
    def is_joker(self) -> bool:
        """C3: True for 大王 and 小王."""
        return self >= Rank.SMALL_JOKER

    @property
    def symbol(self) -> str:
        """The ASCII name: ``3``-``10``, ``J Q K A 2``, ``SJ``, ``BJ``."""
        return _RANK_SYMBOLS[self]

    @property
    def zh(self) -> str:
        """The Chinese name used when counting cards: 五, 十, 二 (a 2 is also 钱, C3), 小王."""
        return _RANK_ZH[self]

    def __repr__(self) -> str:
        return f"Rank.{self.name}"


_RANK_SYMBOLS = {
    **{Rank(v): str(v) for v in range(3, 11)},
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
    Rank.TWO: "2",
    Rank.SMALL_JOKER: "SJ",
    Rank.BIG_JOKER: "BJ",
}
_RANK_ZH = {
    Rank.THREE: "三",
    Rank.FOUR: "四",
    Rank.FIVE: "五",
    Rank.SIX: "六",
    Rank.SEVEN: "七",
    Rank.EIGHT: "八",
    Rank.NINE: "九",
    Rank.TEN: "十",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
    Rank.TWO: "二",
    Rank.SMALL_JOKER: "小王",
    Rank.BIG_JOKER: "大王",
}

RANKS_LOW_TO_HIGH: tuple[Rank, ...] = tuple(Rank)
"""C2: the rank ladder 3 < 4 < ... < A < 2 < 小王 < 大王."""


class Suit(Enum):
    """The four suits; they matter only for choosing the first leader (O1), never for strength."""

    SPADES = ("s", "♠", "黑桃")
    HEARTS = ("h", "♥", "红桃")
    CLUBS = ("c", "♣", "梅花")
    DIAMONDS = ("d", "♦", "方块")

    @property
    def letter(self) -> str:
        """The ASCII suit letter: s, h, c, d."""
        return self.value[0]

    @property
    def symbol(self) -> str:
        """The suit symbol: ♠ ♥ ♣ ♦."""
        return self.value[1]

    @property
    def zh(self) -> str:
        """The Chinese suit name: 黑桃, 红桃, 梅花, 方块."""
        return self.value[2]

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


_SUIT_INDEX: dict[Suit | None, int] = {suit: i for i, suit in enumerate(Suit)}


@dataclass(frozen=True)
class Card:
    """C1-C3: one card: a rank and, for the four suits, an optional suit (jokers have none)."""

    rank: Rank
    suit: Suit | None = None
    sort_key: tuple[int, int] = field(init=False, repr=False, compare=False)
    """Sort by rank (C2), then by suit for a stable display (set once: the engine sorts by it)."""

    def __post_init__(self) -> None:
        rank: object = self.rank
        suit: object = self.suit
        if not isinstance(rank, Rank):
            bad = short_repr(rank)
            raise CardError(bad, f"{bad} is not a Rank", f"{bad}不是点数")
        if suit is not None and not isinstance(suit, Suit):
            bad = short_repr(suit)
            raise CardError(
                bad,
                f"{bad} is not a Suit: give Suit.SPADES, Suit.HEARTS, Suit.CLUBS, "
                "Suit.DIAMONDS or None",
                f"{bad}不是花色：应为Suit.SPADES、Suit.HEARTS、Suit.CLUBS、Suit.DIAMONDS或None",
            )
        if self.rank.is_joker and self.suit is not None:
            raise CardError(self.text("en"), "jokers have no suit", "王没有花色")
        key = (int(self.rank), _SUIT_INDEX.get(self.suit, -1))
        object.__setattr__(self, "sort_key", key)
        object.__setattr__(self, "_hash", hash(key))

    def __hash__(self) -> int:
        return self._hash  # type: ignore[no-any-return, attr-defined]

    @classmethod
    def from_text(cls, text: str) -> Card:
        """Parse exactly one card, e.g. ``Card.from_text("10s")`` or ``Card.from_text("大王")``."""
        cards = parse_cards(text)
        if len(cards) != 1:
            raise CardError(text, f"{text!r} is not exactly one card", f"“{text}”不是一张牌")
        return cards[0]

    @property
    def is_joker(self) -> bool:
        """C3: True for 大王 (big) and 小王 (small)."""
        return self.rank.is_joker

    def __lt__(self, other: Card) -> bool:
        return self.sort_key < other.sort_key

    def __le__(self, other: Card) -> bool:
        return self.sort_key <= other.sort_key

    def __gt__(self, other: Card) -> bool:
        return self.sort_key > other.sort_key

    def __ge__(self, other: Card) -> bool:
        return self.sort_key >= other.sort_key

    def text(self, lang: str | None = None) -> str:
        """ASCII (``"en"``: ``10s``, ``BJ``) or Chinese (``"zh"``: ``黑桃10``, ``大王``)."""
        lang = resolve_lang(lang)
        if lang == "zh":
            if self.rank.is_joker:
                return self.rank.zh
            return (self.suit.zh if self.suit else "") + self.rank.symbol
        return self.rank.symbol + (self.suit.letter if self.suit else "")

    def name(self, lang: str | None = None) -> str:
        """C3: the card as a learner reads it, once: ``10♠``; a joker ``BJ``/``SJ`` in English,
        ``大王``/``小王`` in Chinese."""
        if self.rank.is_joker:
            return self.rank.zh if resolve_lang(lang) == "zh" else self.rank.symbol
        return self.label

    @property
    def label(self) -> str:
        """A display label with a suit symbol: ``10♠``, ``大王``."""
        if self.rank.is_joker:
            return self.rank.zh
        return self.rank.symbol + (self.suit.symbol if self.suit else "")

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"Card.from_text({self.text('en')!r})"


_SEPARATORS = frozenset(" \t\r\n\u3000,，、;；+")
_JOKER_WORDS = {
    "大王": Rank.BIG_JOKER,
    "大花": Rank.BIG_JOKER,
    "大虎": Rank.BIG_JOKER,
    "大鬼": Rank.BIG_JOKER,
    "小王": Rank.SMALL_JOKER,
    "小花": Rank.SMALL_JOKER,
    "小虎": Rank.SMALL_JOKER,
    "小鬼": Rank.SMALL_JOKER,
    "BJ": Rank.BIG_JOKER,
    "SJ": Rank.SMALL_JOKER,
}
_RANK_WORDS = {
    **{str(v): Rank(v) for v in range(3, 10)},
    "10": Rank.TEN,
    "T": Rank.TEN,
    "J": Rank.JACK,
    "Q": Rank.QUEEN,
    "K": Rank.KING,
    "A": Rank.ACE,
    "2": Rank.TWO,
    "钱": Rank.TWO,
    "两": Rank.TWO,
}
_SUIT_AFTER = {**{s.letter: s for s in Suit}, **{s.symbol: s for s in Suit}}
_SUIT_BEFORE = {**{s.zh: s for s in Suit}, "方片": Suit.DIAMONDS}
_RANK_PATTERN = "10|[3-9TJQKA2钱两]"
_TOKEN = re.compile(
    "(?P<sep>[" + re.escape("".join(_SEPARATORS)) + "]+)"
    "|(?P<joker>" + "|".join(_JOKER_WORDS) + ")"
    "|(?P<prefix>" + "|".join(_SUIT_BEFORE) + ")(?P<suited>" + _RANK_PATTERN + ")"
    "|(?P<rank>" + _RANK_PATTERN + ")(?P<suit>s(?!j)|[hcd♠♥♣♦])?",
    re.IGNORECASE | re.ASCII,
)
"""One token: separators, a joker, a Chinese suit and a rank, or a rank and an optional suit
(a suit letter s is not taken before j: ``5SJ`` is a five and a small joker)."""


def _bad_token(text: str, i: int) -> CardError:
    end = i
    while end < len(text) and text[end] not in _SEPARATORS:
        end += 1
    token = bounded(text[i:end] or text[i : i + 1], 30)
    return CardError(
        token,
        f"{token!r} is not a card: ranks are 3-10 (or T), J, Q, K, A, 2; "
        "jokers are BJ/大王/大花 and SJ/小王/小花",
        f"“{token}”不是牌：点数为3-10、J、Q、K、A、2，王为大王/大花、小王/小花",
    )


def parse_cards(text: str) -> list[Card]:
    """C1-C3: read cards from ASCII or Chinese text; a bad token raises CardError naming it."""
    if not isinstance(text, str):
        raise CardError(short_repr(text), f"expected text, got {type(text).__name__}", "应输入文字")
    cards: list[Card] = []
    i = 0
    while i < len(text):
        token = _TOKEN.match(text, i)
        if token is None:
            raise _bad_token(text, i)
        i = token.end()
        if token["joker"]:
            cards.append(Card(_JOKER_WORDS[token["joker"].upper()]))
        elif token["prefix"]:
            cards.append(Card(_RANK_WORDS[token["suited"].upper()], _SUIT_BEFORE[token["prefix"]]))
        elif token["rank"]:
            suit = token["suit"]
            cards.append(
                Card(
                    _RANK_WORDS[token["rank"].upper()], _SUIT_AFTER[suit.lower()] if suit else None
                )
            )
    return cards


def card_list(cards: object) -> list[Card]:
    """C3: ``cards`` as a list of Card; text, a non-iterable or a non-card refused with a
    GoujiTypeError (parse text with parse_cards first)."""
    if isinstance(cards, (str, bytes, bytearray, dict)) or not isinstance(cards, Iterable):
        raise GoujiTypeError(
            "C3",
            f"expected Card objects, not {short_repr(cards)} (parse text with parse_cards)",
            f"应为牌（Card），不是{short_repr(cards)}（文字请用parse_cards读）",
        )
    found = list(cards)
    for card in found:
        if not isinstance(card, Card):
            raise GoujiTypeError(
                "C3",
                f"{short_repr(card)} is not a Card (parse text with parse_cards first)",
                f"{short_repr(card)}不是牌（Card）；文字请先用parse_cards读",
            )
    return found


def format_cards(cards: Iterable[Card], lang: str | None = None, sep: str = " ") -> str:
    """C1-C3: write cards back as text, ASCII (``"en"``) or Chinese (``"zh"``), parseable again."""
    lang = resolve_lang(lang)
    if not isinstance(sep, str):
        raise GoujiTypeError("C3", f"sep is text, not {short_repr(sep)}", "sep应为文字")
    return sep.join(card.text(lang) for card in card_list(cards))


def match_cards(held: Sequence[Card], wanted: Iterable[Card]) -> tuple[list[int], list[Card]]:
    """C2: where each wanted card sits in ``held`` (a card without a suit takes any card of its
    rank, after the cards named with a suit have claimed theirs), and the wanted cards not there."""
    held, wanted = card_list(held), card_list(wanted)
    free: dict[Rank, list[int]] = {}
    for i, card in enumerate(held):
        free.setdefault(card.rank, []).append(i)
    found: list[int] = []
    missing: list[Card] = []
    for card in sorted(wanted, key=lambda c: c.suit is None):
        slots = free.get(card.rank, [])
        match = next((i for i in slots if card.suit is None or held[i] == card), None)
        if match is None:
            missing.append(card)
        else:
            slots.remove(match)
            found.append(match)
    return found, missing


SORT_KEY = attrgetter("sort_key")
"""``key=`` for sorting cards low to high (C2), suits in a fixed order."""


def sort_cards(cards: Iterable[Card], descending: bool = False) -> list[Card]:
    """C2: cards sorted by rank (then suit), low to high unless ``descending``."""
    return sorted(card_list(cards), key=SORT_KEY, reverse=bool(descending))


DECKS = 4
"""C1: Gouji uses four full decks with jokers."""

SHORT_SHOE_KEEPS = 6
"""C1 (tongsu art. 7): the 196-card shoe keeps only six 3s and six 4s."""


def full_deck() -> list[Card]:
    """One 54-card deck: 13 ranks in four suits and the two jokers."""
    suited = [Card(rank, suit) for rank in RANKS_LOW_TO_HIGH if not rank.is_joker for suit in Suit]
    return [*suited, Card(Rank.SMALL_JOKER), Card(Rank.BIG_JOKER)]


def new_shoe(short: bool = False) -> list[Card]:
    """C1: the 216-card shoe of four decks, or with ``short`` the 196-card tongsu shoe."""
    if not isinstance(short, bool):
        raise GoujiTypeError(
            "C1",
            f"short is True (the 196-card shoe) or False (216 cards), not {short_repr(short)}",
            f"short应为True（196张）或False（216张），不是{short_repr(short)}",
        )
    return list(_SHOES[short])


def check_seed(seed: object) -> int:
    """C1: a seed for shuffling the shoe is an int (so a record replays the same deal); a bool,
    float, text or None is refused with a GoujiTypeError."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise GoujiTypeError(
            "C1",
            f"a seed is a whole number such as 7 (the same seed deals the same cards), "
            f"not {short_repr(seed)}",
            f"种子应为整数（如7；同一种子发同样的牌），不是{short_repr(seed)}",
        )
    return seed


def check_deal(hands: Sequence[Sequence[Card]], short: bool = False, seats: int = 6) -> None:
    """C1: ``hands`` could be dealt from the shoe: ``seats`` hands, none bigger than a dealt
    hand, no card more often than the shoe holds it (a suitless card counts for its rank), and
    a deal of the whole shoe dealt round (sizes differ by at most one). GoujiError otherwise."""
    shoe = _SHOES[bool(short)]
    biggest = -(-len(shoe) // seats)
    if len(hands) != seats:
        raise GoujiError("C1", f"a deal has {seats} hands, not {len(hands)}", f"发牌应有{seats}家")
    for i, hand in enumerate(hands):
        if len(hand) > biggest:
            raise GoujiError(
                "C1",
                f"hand {i} holds {len(hand)} cards; a hand is dealt at most {biggest}",
                f"第{i}家有{len(hand)}张牌；每家最多发{biggest}张",
            )
    held = Counter(card for hand in hands for card in hand)
    ranks = Counter(card.rank for card in held.elements())
    for card, count, allowed in [
        *((c, n, _SHOE_COUNTS[short][c]) for c, n in held.items() if c.suit is not None),
        *((Card(r), n, _SHOE_RANKS[short][r]) for r, n in ranks.items()),
    ]:
        if count > allowed:
            raise GoujiError(
                "C1",
                f"the deal holds {count} {card.text('en')}, more than the {allowed} of the shoe",
                f"发牌中有{count}张{card.text('zh')}，多于牌堆中的{allowed}张",
            )
    sizes = [len(hand) for hand in hands]
    if sum(sizes) == len(shoe) and max(sizes) - min(sizes) > 1:
        raise GoujiError(
            "C1",
            f"the whole shoe is dealt round, not in hands of {sizes} cards",
            f"整副牌应轮流发完，不是每家{sizes}张",
        )


def _make_shoe(short: bool) -> tuple[Card, ...]:
    """C1: four decks in order; the short shoe keeps only the first six 3s and six 4s."""
    shoe = [card for _ in range(DECKS) for card in full_deck()]
    seen = {Rank.THREE: 0, Rank.FOUR: 0}
    kept: list[Card] = []
    for card in shoe:
        if short and card.rank in seen:
            seen[card.rank] += 1
            if seen[card.rank] > SHORT_SHOE_KEEPS:
                continue
        kept.append(card)
    return tuple(kept)


_SHOES = {short: _make_shoe(short) for short in (False, True)}
_SHOE_COUNTS = {short: Counter(shoe) for short, shoe in _SHOES.items()}
_SHOE_RANKS = {short: Counter(card.rank for card in shoe) for short, shoe in _SHOES.items()}
