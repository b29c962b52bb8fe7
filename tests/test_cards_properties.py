"""Property tests (hypothesis) for C1-C3 parsing/formatting and H1-H5 play classification.

What must hold, found by reading parse_cards:
- ``sep=" "`` (or any separator) round-trips in both languages for any list of cards.
- Chinese with ``sep=""`` round-trips: suits come before the rank (黑桃10) and no Chinese card
  text starts with a suit letter, so nothing is ambiguous.
- ASCII with ``sep=""`` is ambiguous in exactly one place: a spade's suit letter ``s`` followed
  by a jack reads as ``SJ`` (the parser prefers the joker: "5sJ" = 5 + 小王, as documented
  for "5SJ"). Every other ASCII list round-trips without separators, e.g. "5sSJ" = 5♠ + 小王.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import assume, example, given
from hypothesis import strategies as st

from gouji_learn import (
    PRESET_NAMES,
    Card,
    CardError,
    InvalidPlay,
    Play,
    Rank,
    Suit,
    format_cards,
    is_play,
    make_play,
    parse_cards,
    sort_cards,
)

NON_JOKERS = [rank for rank in Rank if not rank.is_joker]

suited_cards = st.builds(Card, st.sampled_from(NON_JOKERS), st.sampled_from(list(Suit)))
plain_cards = st.builds(Card, st.sampled_from(NON_JOKERS))
jokers = st.sampled_from([Card(Rank.SMALL_JOKER), Card(Rank.BIG_JOKER)])
cards = st.one_of(suited_cards, plain_cards, jokers)
card_lists = st.lists(cards, max_size=40)
suitless_lists = st.lists(st.one_of(plain_cards, jokers), max_size=40)

TOKENS = [
    *[str(v) for v in range(2, 11)],
    "1",
    "0",
    "T",
    "t",
    "J",
    "j",
    "Q",
    "q",
    "K",
    "k",
    "A",
    "a",
    "BJ",
    "SJ",
    "bj",
    "sj",
    "B",
    "S",
    "s",
    "h",
    "c",
    "d",
    "H",
    "C",
    "D",
    "♠",
    "♥",
    "♣",
    "♦",
    "大王",
    "大花",
    "大虎",
    "大鬼",
    "小王",
    "小花",
    "小虎",
    "小鬼",
    "大",
    "小",
    "王",
    "花",
    "钱",
    "两",
    "黑桃",
    "红桃",
    "梅花",
    "方块",
    "方片",
    "黑",
    "桃",
    "方",
    " ",
    ",",
    "，",
    "、",
    ";",
    "；",
    "+",
    "\t",
    "\u3000",
    "x",
    "ſ",
    "ß",
    "İ",
    "-",
    "*",
]
token_text = st.lists(st.sampled_from(TOKENS), max_size=30).map("".join)
any_text = st.one_of(st.text(), token_text)


def spade_before_jack(cards: list[Card]) -> bool:
    """True when a card written with the suit letter ``s`` is directly followed by a jack."""
    return any(a.suit is Suit.SPADES and b.rank is Rank.JACK for a, b in itertools.pairwise(cards))


@pytest.mark.rule("C3")
@given(card_lists, st.sampled_from(["en", "zh"]), st.sampled_from([" ", ",", "，", "、", " + "]))
def test_round_trip_with_a_separator(cards: list[Card], lang: str, sep: str) -> None:
    text = format_cards(cards, lang, sep)
    again = parse_cards(text)
    assert again == cards
    assert [card.suit for card in again] == [card.suit for card in cards]


@pytest.mark.rule("C3")
@given(card_lists)
@example([Card(Rank.TEN, Suit.SPADES), Card(Rank.SMALL_JOKER), Card(Rank.TEN)])
def test_chinese_round_trip_without_separator(cards: list[Card]) -> None:
    text = format_cards(cards, "zh", sep="")
    assert parse_cards(text) == cards
    assert [card.suit for card in parse_cards(text)] == [card.suit for card in cards]


@pytest.mark.rule("C3")
@given(suitless_lists)
def test_ascii_suitless_round_trip_without_separator(cards: list[Card]) -> None:
    assert parse_cards(format_cards(cards, "en", sep="")) == cards


@pytest.mark.rule("C3")
@given(card_lists)
@example([Card(Rank.FIVE, Suit.SPADES), Card(Rank.SMALL_JOKER)])
@example([Card(Rank.FIVE), Card(Rank.SMALL_JOKER)])
@example([Card(Rank.FIVE, Suit.SPADES), Card(Rank.BIG_JOKER)])
def test_ascii_round_trip_without_separator_unless_spade_before_jack(cards: list[Card]) -> None:
    assume(not spade_before_jack(cards))
    again = parse_cards(format_cards(cards, "en", sep=""))
    assert again == cards
    assert [card.suit for card in again] == [card.suit for card in cards]


@pytest.mark.rule("C3")
@given(card_lists, st.builds(Card, st.sampled_from(NON_JOKERS)), st.booleans(), card_lists)
def test_ascii_spade_before_jack_reads_a_small_joker(
    before: list[Card], spade: Card, jack_suited: bool, after: list[Card]
) -> None:
    # The one ambiguity of ASCII without separators: "5sJ" is 5 + SJ, never 5♠ + J.
    spade = Card(spade.rank, Suit.SPADES)
    jack = Card(Rank.JACK, Suit.HEARTS if jack_suited else None)
    cards = [*before, spade, jack, *after]
    try:
        again = parse_cards(format_cards(cards, "en", sep=""))
    except CardError:
        return
    assert again != cards
    assert Card(Rank.SMALL_JOKER) in again


@pytest.mark.rule("C3")
@given(card_lists, st.sampled_from(["en", "zh"]))
def test_parse_format_is_idempotent(cards: list[Card], lang: str) -> None:
    text = format_cards(cards, lang)
    assert format_cards(parse_cards(text), lang) == text


@pytest.mark.rule("C3")
@given(cards)
def test_single_card_text_and_repr(card: Card) -> None:
    assert Card.from_text(card.text("en")) == card
    assert Card.from_text(card.text("zh")) == card
    assert Card.from_text(card.label) == card
    assert eval(repr(card), {"Card": Card}) == card


@pytest.mark.rule("C3")
@given(any_text)
@example("5SJ")
@example("5sJs")
@example("黑桃大王")
@example("ſJ")
@example("İ")
@example("10s10SJ")
def test_parse_raises_only_card_error(text: str) -> None:
    try:
        result = parse_cards(text)
    except CardError as error:
        assert error.rule == "C3"
        assert isinstance(error.token, str)
        assert error.token
        assert repr(error.token) in str(error)
        assert error.token in error.message("zh")
    else:
        assert all(isinstance(card, Card) for card in result)
        assert all(card.suit is None for card in result if card.is_joker)


@pytest.mark.rule("C3")
@given(any_text)
def test_from_text_raises_only_card_error(text: str) -> None:
    try:
        card = Card.from_text(text)
    except CardError as error:
        assert error.rule == "C3"
    else:
        assert parse_cards(text) == [card]


@pytest.mark.rule("C2")
@given(card_lists)
def test_sort_cards_orders_by_rank(cards: list[Card]) -> None:
    ordered = sort_cards(cards)
    assert sorted(ordered, key=lambda card: card.sort_key) == ordered
    assert [card.rank for card in ordered] == sorted(card.rank for card in cards)
    assert sort_cards(cards, descending=True) == ordered[::-1]


@pytest.mark.rule("H1", "H2", "H3", "H4", "H5", "C1")
@given(st.lists(cards, max_size=20), st.sampled_from(PRESET_NAMES))
def test_make_play_returns_a_play_of_all_cards_or_refuses(cards: list[Card], name: str) -> None:
    try:
        play = make_play(cards, name)
    except InvalidPlay as error:
        assert error.rule in {"H1", "H2", "C1"}
        assert not is_play(cards, name)
    else:
        assert isinstance(play, Play)
        assert play.count == len(cards)
        assert sorted(play.cards) == sorted(cards)
        assert play.carried + play.big_jokers + play.small_jokers == play.count
        assert is_play(cards, name)


@pytest.mark.rule("H1", "H2")
@given(
    st.lists(st.sampled_from(NON_JOKERS[:-1]), min_size=1, max_size=6),
    st.integers(0, 4),
    st.sampled_from(PRESET_NAMES),
)
def test_one_rank_is_a_play_and_twos_join_only_where_allowed(
    ranks: list[Rank], twos: int, name: str
) -> None:
    cards = [Card(rank) for rank in ranks] + [Card(Rank.TWO)] * twos
    distinct = set(ranks)
    if len(distinct) > 1:
        with pytest.raises(InvalidPlay) as info:
            make_play(cards, name)
        assert info.value.rule == "H1"
    elif twos and name == "tongsu":
        with pytest.raises(InvalidPlay) as info:
            make_play(cards, name)
        assert info.value.rule == "H2"
    else:
        play = make_play(cards, name)
        assert play.rank == ranks[0]
        assert play.twos_as_rank == twos
        assert play.count == len(ranks) + twos
