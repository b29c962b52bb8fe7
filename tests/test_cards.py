"""C1-C3: the shoe, the rank ladder, card names, parsing and formatting.

Seeds: qingdao 四副牌（含大小王，共4*54=216张） / 大花>小花>钱（二）>A>K>...>3 / 不论花色 /
大花 即大鬼，也有叫大虎 / 钱 即2。也有叫"两"; tongsu art. 7 抽出10张"3"、10张"4"，只留下6张"3"
或者6张"4" ... 四副扑克剩余196张牌; irvine 3、4、...、2（通常称作"钱"）、小王、大王。除小王和大王外
没有花色之分.
"""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

import pytest

from gouji_learn import (
    Card,
    CardError,
    Rank,
    Suit,
    beats,
    format_cards,
    new_shoe,
    parse_cards,
    sort_cards,
)
from gouji_learn.rules.cards import match_cards

S, H, C, D = Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS
BJ, SJ = Card(Rank.BIG_JOKER), Card(Rank.SMALL_JOKER)
NON_JOKERS = [rank for rank in Rank if not rank.is_joker]
LADDER = [
    Rank.THREE,
    Rank.FOUR,
    Rank.FIVE,
    Rank.SIX,
    Rank.SEVEN,
    Rank.EIGHT,
    Rank.NINE,
    Rank.TEN,
    Rank.JACK,
    Rank.QUEEN,
    Rank.KING,
    Rank.ACE,
    Rank.TWO,
    Rank.SMALL_JOKER,
    Rank.BIG_JOKER,
]


def c(rank: int, suit: Suit | None = None) -> Card:
    return Card(Rank(rank), suit)


# --- C1: the shoe ----------------------------------------------------------------------------


@pytest.mark.rule("C1")
class TestShoe:
    def test_full_shoe_is_216_cards_of_four_decks(self) -> None:
        shoe = new_shoe()
        assert len(shoe) == 216 == 4 * 54
        assert len(shoe) // 6 == 36

    def test_full_shoe_holds_16_of_each_rank_and_4_of_each_joker(self) -> None:
        ranks = Counter(card.rank for card in new_shoe())
        for rank in NON_JOKERS:
            assert ranks[rank] == 16, rank
        assert ranks[Rank.BIG_JOKER] == 4
        assert ranks[Rank.SMALL_JOKER] == 4

    def test_full_shoe_holds_four_copies_of_each_suited_card(self) -> None:
        copies = Counter(new_shoe())
        for rank in NON_JOKERS:
            for suit in Suit:
                assert copies[Card(rank, suit)] == 4
        assert copies[BJ] == 4
        assert copies[SJ] == 4
        assert len(copies) == 13 * 4 + 2

    def test_every_card_of_a_deck_has_a_suit_but_jokers(self) -> None:
        for card in new_shoe():
            assert (card.suit is None) == card.is_joker

    def test_one_deck_is_54_cards(self) -> None:
        from gouji_learn.rules.cards import full_deck

        deck = full_deck()
        assert len(deck) == 54
        assert len(set(deck)) == 54
        assert Counter(card.rank for card in deck)[Rank.BIG_JOKER] == 1
        assert Counter(card.rank for card in deck)[Rank.SMALL_JOKER] == 1
        assert {card.suit for card in deck if not card.is_joker} == set(Suit)

    def test_short_shoe_is_196_cards(self) -> None:
        shoe = new_shoe(short=True)
        assert len(shoe) == 196 == 216 - 20

    def test_short_shoe_keeps_six_threes_and_six_fours_only(self) -> None:
        ranks = Counter(card.rank for card in new_shoe(short=True))
        assert ranks[Rank.THREE] == 6
        assert ranks[Rank.FOUR] == 6
        for rank in NON_JOKERS[2:]:
            assert ranks[rank] == 16, rank
        assert ranks[Rank.BIG_JOKER] == 4
        assert ranks[Rank.SMALL_JOKER] == 4

    def test_shoes_are_fresh_lists(self) -> None:
        first = new_shoe()
        first.clear()
        assert len(new_shoe()) == 216


# --- C2: the rank ladder ---------------------------------------------------------------------


@pytest.mark.rule("C2")
class TestRankLadder:
    def test_rank_ladder_low_to_high(self) -> None:
        assert sorted(Rank) == LADDER
        for low, high in itertools.pairwise(LADDER):
            assert low < high

    @pytest.mark.parametrize(
        ("low", "high"),
        [
            (Rank.ACE, Rank.TWO),
            (Rank.KING, Rank.ACE),
            (Rank.TWO, Rank.SMALL_JOKER),
            (Rank.SMALL_JOKER, Rank.BIG_JOKER),
            (Rank.THREE, Rank.FOUR),
            (Rank.NINE, Rank.TEN),
        ],
        ids=["2>A", "A>K", "SJ>2", "BJ>SJ", "4>3", "10>9"],
    )
    def test_pairs_on_the_ladder(self, low: Rank, high: Rank) -> None:
        assert high > low
        assert not low > high

    def test_two_is_not_low(self) -> None:
        # In Gouji the 2 (钱) sits above the ace, not below the three.
        assert Rank.TWO > Rank.ACE > Rank.THREE
        assert Rank.TWO != 2

    def test_only_the_two_top_ranks_are_jokers(self) -> None:
        assert [rank for rank in Rank if rank.is_joker] == [Rank.SMALL_JOKER, Rank.BIG_JOKER]

    @pytest.mark.parametrize("rank", NON_JOKERS, ids=[r.name for r in NON_JOKERS])
    def test_suits_never_matter_for_rank(self, rank: Rank) -> None:
        cards = [Card(rank, suit) for suit in Suit]
        assert {card.rank for card in cards} == {rank}

    def test_suits_never_matter_for_strength(self) -> None:
        # qingdao: 不论花色，点数相同即大小一样.
        assert not beats("5s", "5h")
        assert not beats("5h", "5s")
        assert not beats("Ks Kh", "Kc Kd")
        assert beats("6d", "5s")
        assert beats("2c", "As")

    def test_jokers_have_no_suit(self) -> None:
        with pytest.raises(CardError):
            Card(Rank.BIG_JOKER, Suit.SPADES)
        with pytest.raises(CardError):
            Card(Rank.SMALL_JOKER, Suit.HEARTS)

    def test_card_needs_a_rank(self) -> None:
        with pytest.raises(CardError):
            Card(5)  # type: ignore[arg-type]

    def test_cards_are_frozen_and_hashable(self) -> None:
        card = c(5, S)
        with pytest.raises(AttributeError):
            card.rank = Rank.SIX  # type: ignore[misc]
        assert {card, c(5, S)} == {card}
        assert c(5, S) != c(5, H)


@pytest.mark.rule("C2")
class TestSorting:
    def test_sort_cards_by_rank(self) -> None:
        cards = parse_cards("BJ 2 3 A SJ 10 K 4")
        ranks = [card.rank for card in sort_cards(cards)]
        assert ranks == [
            Rank.THREE,
            Rank.FOUR,
            Rank.TEN,
            Rank.KING,
            Rank.ACE,
            Rank.TWO,
            Rank.SMALL_JOKER,
            Rank.BIG_JOKER,
        ]

    def test_sort_cards_descending(self) -> None:
        cards = parse_cards("5 BJ 2 3")
        assert sort_cards(cards, descending=True) == parse_cards("BJ 2 5 3")

    def test_rank_before_suit(self) -> None:
        # A diamond 5 sorts below a spade 6: the suit only breaks ties for display.
        assert c(5, D) < c(6, S)
        assert sorted([c(6, S), c(5, D)]) == [c(5, D), c(6, S)]
        assert max(c(15, S), c(14, D), c(13, H)) == c(15, S)

    def test_sort_is_stable_for_equal_ranks(self) -> None:
        cards = sort_cards(parse_cards("5d 5s 5h 5c 5"))
        assert {card.rank for card in cards} == {Rank.FIVE}
        assert len(cards) == 5

    def test_sort_cards_returns_new_list(self) -> None:
        cards = parse_cards("9 3")
        out = sort_cards(cards)
        assert cards == parse_cards("9 3")
        assert out == parse_cards("3 9")


# --- C3: names ---------------------------------------------------------------------------------


@pytest.mark.rule("C3")
class TestNames:
    @pytest.mark.parametrize(
        "text",
        ["大王", "大花", "大虎", "大鬼", "BJ", "bj", "Bj"],
        ids=["大王", "大花", "大虎", "大鬼", "BJ", "bj", "Bj"],
    )
    def test_big_joker_names(self, text: str) -> None:
        assert parse_cards(text) == [BJ]

    @pytest.mark.parametrize(
        "text",
        ["小王", "小花", "小虎", "小鬼", "SJ", "sj", "sJ"],
        ids=["小王", "小花", "小虎", "小鬼", "SJ", "sj", "sJ"],
    )
    def test_small_joker_names(self, text: str) -> None:
        assert parse_cards(text) == [SJ]

    def test_qian_is_two(self) -> None:
        assert parse_cards("钱") == [c(15)]
        assert parse_cards("钱钱钱") == [c(15)] * 3
        assert parse_cards("2") == parse_cards("钱")
        assert Rank.TWO.zh == "二"  # counted as 3个二, named 钱 (C3)

    def test_liang_is_two(self) -> None:
        assert parse_cards("两") == [c(15)]

    def test_rank_zh_names(self) -> None:
        assert Rank.BIG_JOKER.zh == "大王"
        assert Rank.SMALL_JOKER.zh == "小王"
        assert Rank.FIVE.zh == "五"
        assert Rank.TEN.zh == "十"

    def test_rank_symbols(self) -> None:
        assert [rank.symbol for rank in LADDER] == [
            "3",
            "4",
            "5",
            "6",
            "7",
            "8",
            "9",
            "10",
            "J",
            "Q",
            "K",
            "A",
            "2",
            "SJ",
            "BJ",
        ]

    def test_suit_names(self) -> None:
        assert [s.letter for s in Suit] == ["s", "h", "c", "d"]
        assert [s.symbol for s in Suit] == ["♠", "♥", "♣", "♦"]
        assert [s.zh for s in Suit] == ["黑桃", "红桃", "梅花", "方块"]
        assert [s.is_red for s in Suit] == [False, True, False, True]

    def test_wrong_names_are_not_jokers(self) -> None:
        for text in ["大", "小", "王", "花", "中王", "B", "S"]:
            with pytest.raises(CardError):
                parse_cards(text)


@pytest.mark.rule("C2", "C3")
class TestParsing:
    @pytest.mark.parametrize(
        ("text", "expected"),
        [
            ("5", [c(5)]),
            ("5 5 5", [c(5)] * 3),
            ("555", [c(5)] * 3),
            ("10", [c(10)]),
            ("T", [c(10)]),
            ("t", [c(10)]),
            ("1010", [c(10)] * 2),
            ("10T10", [c(10)] * 3),
            ("J Q K A 2", [c(11), c(12), c(13), c(14), c(15)]),
            ("jqka", [c(11), c(12), c(13), c(14)]),
            ("3,4，5、6;7；8+9", [c(r) for r in range(3, 10)]),
            ("  5\t5\n", [c(5)] * 2),
            ("5\u30005", [c(5)] * 2),
            ("", []),
            ("   ", []),
        ],
        ids=[
            "one",
            "spaced",
            "unspaced",
            "10",
            "T",
            "t",
            "1010",
            "10T10",
            "faces",
            "lower-faces",
            "separators",
            "whitespace",
            "ideographic-space",
            "empty",
            "blank",
        ],
    )
    def test_ascii_ranks(self, text: str, expected: list[Card]) -> None:
        assert parse_cards(text) == expected

    @pytest.mark.parametrize(
        ("text", "expected"),
        [
            ("大王大王555", [BJ, BJ, c(5), c(5), c(5)]),
            ("大王 大王 5 5 5", [BJ, BJ, c(5), c(5), c(5)]),
            ("小花小花888", [SJ, SJ, c(8), c(8), c(8)]),
            ("大花小花钱钱5555", [BJ, SJ, c(15), c(15), c(5), c(5), c(5), c(5)]),
            ("BJBJ555", [BJ, BJ, c(5), c(5), c(5)]),
            ("BJ SJ 2 2 5 5 5 5", [BJ, SJ, c(15), c(15), c(5), c(5), c(5), c(5)]),
            ("大王,小王，钱", [BJ, SJ, c(15)]),
        ],
        ids=[
            "大王大王555",
            "spaced-zh",
            "小花小花888",
            "mixed-zh",
            "BJBJ555",
            "mixed-ascii",
            "commas-zh",
        ],
    )
    def test_jokers_with_and_without_spaces(self, text: str, expected: list[Card]) -> None:
        assert parse_cards(text) == expected

    @pytest.mark.parametrize(
        ("text", "expected"),
        [
            ("10s", [c(10, S)]),
            ("10S", [c(10, S)]),
            ("Ts", [c(10, S)]),
            ("Qh", [c(12, H)]),
            ("Q♥", [c(12, H)]),
            ("A♠ 2♣ 3♦", [c(14, S), c(15, C), c(3, D)]),
            ("5c5d", [c(5, C), c(5, D)]),
            ("黑桃10", [c(10, S)]),
            ("红桃Q", [c(12, H)]),
            ("梅花2", [c(15, C)]),
            ("方块3", [c(3, D)]),
            ("方片3", [c(3, D)]),
            ("黑桃10红桃10", [c(10, S), c(10, H)]),
            ("黑桃钱", [c(15, S)]),
        ],
        ids=[
            "10s",
            "10S",
            "Ts",
            "Qh",
            "Q♥",
            "symbols",
            "5c5d",
            "黑桃10",
            "红桃Q",
            "梅花2",
            "方块3",
            "方片3",
            "two-zh-suited",
            "黑桃钱",
        ],
    )
    def test_suits(self, text: str, expected: list[Card]) -> None:
        cards = parse_cards(text)
        assert cards == expected
        assert [card.suit for card in cards] == [card.suit for card in expected]

    @pytest.mark.parametrize(
        ("text", "expected"),
        [
            ("5SJ", [c(5), SJ]),
            ("5sj", [c(5), SJ]),
            ("5SSJ", [c(5, S), SJ]),
            ("5sBJ", [c(5, S), BJ]),
            ("5BJ", [c(5), BJ]),
            ("10SJ", [c(10), SJ]),
            ("5s5", [c(5, S), c(5)]),
        ],
        ids=["5SJ", "5sj", "5SSJ", "5sBJ", "5BJ", "10SJ", "5s5"],
    )
    def test_suit_letter_before_a_joker(self, text: str, expected: list[Card]) -> None:
        cards = parse_cards(text)
        assert cards == expected
        assert [card.suit for card in cards] == [card.suit for card in expected]

    def test_suitless_and_suited_cards_differ_only_in_suit(self) -> None:
        plain, suited = parse_cards("5 5s")
        assert plain.rank == suited.rank
        assert plain.suit is None
        assert suited.suit is S


@pytest.mark.rule("C3")
class TestBadTokens:
    @pytest.mark.parametrize(
        ("text", "token"),
        [
            ("X", "X"),
            ("5 X 6", "X"),
            ("1", "1"),
            ("11", "11"),
            ("5,Z7", "Z7"),
            ("0", "0"),
            ("B", "B"),
            ("大", "大"),
            ("黑桃Z", "黑桃Z"),
            ("黑桃大王", "黑桃大王"),
            ("5张", "张"),
            ("5 5 五", "五"),
        ],
        ids=[
            "X",
            "X-middle",
            "1",
            "11",
            "Z7",
            "0",
            "B",
            "大",
            "黑桃Z",
            "suited-joker",
            "5张",
            "五",
        ],
    )
    def test_bad_token_is_named(self, text: str, token: str) -> None:
        with pytest.raises(CardError) as info:
            parse_cards(text)
        assert info.value.token == token
        assert token in str(info.value)
        assert token in info.value.message("zh")
        assert info.value.rule == "C3"

    def test_card_error_is_a_value_error(self) -> None:
        with pytest.raises(ValueError):
            parse_cards("X")

    @pytest.mark.parametrize(
        "value",
        [None, 5, 5.0, b"5", ["5"], [Card(Rank.FIVE)], ("5",)],
        ids=["None", "int", "float", "bytes", "list-str", "list-card", "tuple"],
    )
    def test_non_str_input_raises_card_error(self, value: Any) -> None:
        with pytest.raises(CardError) as info:
            parse_cards(value)
        assert info.value.rule == "C3"
        assert "text" in str(info.value)


# --- formatting, from_text, repr -------------------------------------------------------------


@pytest.mark.rule("C3")
class TestFormatting:
    @pytest.mark.parametrize(
        ("card", "en", "zh", "label"),
        [
            (c(10, S), "10s", "黑桃10", "10♠"),
            (c(12, H), "Qh", "红桃Q", "Q♥"),
            (c(15, C), "2c", "梅花2", "2♣"),
            (c(3, D), "3d", "方块3", "3♦"),
            (c(5), "5", "5", "5"),
            (BJ, "BJ", "大王", "大王"),
            (SJ, "SJ", "小王", "小王"),
        ],
        ids=["10s", "Qh", "2c", "3d", "5", "BJ", "SJ"],
    )
    def test_card_text_both_ways(self, card: Card, en: str, zh: str, label: str) -> None:
        assert card.text() == en
        assert card.text("en") == en
        assert str(card) == en
        assert card.text("zh") == zh
        assert card.label == label
        assert parse_cards(en) == [card]
        assert parse_cards(zh) == [card]
        assert parse_cards(label) == [card]

    def test_format_cards_en_and_zh(self) -> None:
        cards = parse_cards("BJ BJ 5 5 5")
        assert format_cards(cards) == "BJ BJ 5 5 5"
        assert format_cards(cards, "zh") == "大王 大王 5 5 5"
        assert format_cards(cards, "zh", sep="") == "大王大王555"
        assert format_cards(cards, sep=",") == "BJ,BJ,5,5,5"
        assert format_cards([]) == ""

    @pytest.mark.parametrize(
        "text",
        ["BJ SJ 2 2 5 5 5 5", "10s Qh 2c 3d", "大王大王555", "黑桃10 方块3 小花", "5SJ", "Ts Th"],
        ids=["mixed", "suited", "大王大王555", "zh-suited", "5SJ", "Ts"],
    )
    @pytest.mark.parametrize("lang", ["en", "zh"])
    def test_format_then_parse_round_trips(self, text: str, lang: str) -> None:
        cards = parse_cards(text)
        assert parse_cards(format_cards(cards, lang)) == cards

    def test_format_then_parse_keeps_suits(self) -> None:
        cards = parse_cards("10s 10h 10c 10d 10")
        for lang in ("en", "zh"):
            again = parse_cards(format_cards(cards, lang))
            assert [card.suit for card in again] == [S, H, C, D, None]


@pytest.mark.rule("C3")
class TestFromTextAndRepr:
    @pytest.mark.parametrize(
        ("text", "expected"),
        [
            ("10s", c(10, S)),
            ("大王", BJ),
            ("小花", SJ),
            ("钱", c(15)),
            ("T", c(10)),
            (" Q♥ ", c(12, H)),
            ("黑桃A", c(14, S)),
        ],
        ids=["10s", "大王", "小花", "钱", "T", "padded", "黑桃A"],
    )
    def test_from_text_one_card(self, text: str, expected: Card) -> None:
        assert Card.from_text(text) == expected

    @pytest.mark.parametrize(
        "text", ["5 5", "", "BJBJ", "X", "5SJ"], ids=["two", "empty", "BJBJ", "X", "5SJ"]
    )
    def test_from_text_refuses_anything_but_one_card(self, text: str) -> None:
        with pytest.raises(CardError):
            Card.from_text(text)

    @pytest.mark.parametrize(
        "card",
        [c(10, S), c(12, H), c(5), c(15, D), BJ, SJ, c(3, C)],
        ids=["10s", "Qh", "5", "2d", "BJ", "SJ", "3c"],
    )
    def test_repr_round_trips_with_eval(self, card: Card) -> None:
        text = repr(card)
        assert text.startswith("Card.from_text(")
        again = eval(text, {"Card": Card})
        assert again == card
        assert again.suit == card.suit

    def test_repr_form(self) -> None:
        assert repr(c(10, S)) == "Card.from_text('10s')"
        assert repr(BJ) == "Card.from_text('BJ')"
        assert repr(Rank.TWO) == "Rank.TWO"
        assert repr(Suit.HEARTS) == "Suit.HEARTS"


@pytest.mark.rule("C2")
def test_match_cards_claims_named_suits_before_any_card_of_the_rank() -> None:
    held = parse_cards("5h 5s 9")
    found, missing = match_cards(held, parse_cards("5 5h 9 9"))
    assert sorted(found) == [0, 1, 2]  # the suitless 5 takes 5♠, not the 5♥ asked for by name
    assert missing == parse_cards("9")
