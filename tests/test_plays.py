"""H1-H5 (and C1 limits): what a set of cards counts as, under each rulebook.

Seeds (qingdao, 000): 要求点数想同的一张到多张牌是一手牌，如3个五，4个十等。
点数不同的牌组合在一起不算一手牌，如1个五+2个十 / 贴钱: 如2个钱+4个十，算做6个十。
钱如果单独出，算做二 / 挂花: 如2张小花+3个八，称为2小花带3个八 /
如2个大花+3个钱+4个十，算做2个大花带7个十 ... 如2个大花+3个钱，算2个大花带3个二 /
大花+小花+钱+同点的牌，此时大花当做小花。如1大花+1小花+2个钱+4个五，当做2个小花带6个五 /
如2个钱+3个八，相当于5个八.  tongsu art. 3: 本规则亦规定实行不"贴钱"的玩法.
irvine (004): 大王大王大王55 可管 大王小王444 (big and small jokers compared one by one).
"""

from __future__ import annotations

from typing import Any

import pytest

from gouji_learn import (
    PRESET_NAMES,
    Card,
    CardError,
    InvalidPlay,
    Play,
    PlayKind,
    Rank,
    RuleSet,
    is_play,
    make_play,
    parse_cards,
    sort_cards,
)

TIE_QIAN_PRESETS = ["qingdao", "linyi", "irvine"]
MIXED_AS_SMALL_PRESETS = ["qingdao", "linyi"]


def refusal(text: str, rules: RuleSet | str | None = None) -> InvalidPlay:
    with pytest.raises(InvalidPlay) as info:
        make_play(text, rules)
    return info.value


# --- H1: one rank is one play ----------------------------------------------------------------


@pytest.mark.rule("H1")
class TestOneRank:
    @pytest.mark.parametrize(
        ("text", "rank", "count"),
        [
            ("5", Rank.FIVE, 1),
            ("5 5 5", Rank.FIVE, 3),
            ("10 10 10 10", Rank.TEN, 4),
            ("A", Rank.ACE, 1),
            ("3s 3h 3c", Rank.THREE, 3),
            ("KKKKKKKK", Rank.KING, 8),
        ],
        ids=["one-five", "three-fives", "four-tens", "ace", "suited-threes", "eight-kings"],
    )
    def test_one_rank_is_one_play(self, preset: RuleSet, text: str, rank: Rank, count: int) -> None:
        play = make_play(text, preset)
        assert isinstance(play, Play)
        assert play.rank is rank
        assert play.count == count
        assert play.carried == count
        assert play.jokers == 0
        assert play.twos_as_rank == 0
        assert not play.has_jokers
        assert is_play(text, preset)

    @pytest.mark.parametrize(
        ("text", "ranks"),
        [
            ("5 10 10", ("5", "10")),
            ("3 4", ("3", "4")),
            ("A K", ("K", "A")),
            ("BJ 5 10", ("5", "10")),
            ("SJ SJ 8 8 9", ("8", "9")),
            ("2 5 10", ("5", "10")),
            ("J Q K", ("J", "Q", "K")),
        ],
        ids=["five-and-tens", "3-4", "A-K", "joker-two-ranks", "jokers-8-9", "two-5-10", "JQK"],
    )
    def test_different_ranks_are_not_one_play(
        self, preset: RuleSet, text: str, ranks: tuple[str, ...]
    ) -> None:
        error = refusal(text, preset)
        assert error.rule == "H1"
        for name in ranks:
            assert name in str(error)
        assert not is_play(text, preset)

    def test_suits_do_not_split_a_play(self, preset: RuleSet) -> None:
        play = make_play("5s 5h 5c 5d 5", preset)
        assert play.rank is Rank.FIVE
        assert play.count == 5

    @pytest.mark.parametrize(
        ("text", "kinds"),
        [
            ("5", (PlayKind.SINGLE,)),
            ("5 5", (PlayKind.SET,)),
            ("2", (PlayKind.SINGLE,)),
            ("2 2 2", (PlayKind.SET,)),
        ],
        ids=["single", "pair", "single-two", "three-twos"],
    )
    def test_plain_kinds(self, preset: RuleSet, text: str, kinds: tuple[PlayKind, ...]) -> None:
        assert make_play(text, preset).kinds == kinds

    @pytest.mark.parametrize("cards", ["", "   ", []], ids=["empty-text", "blank-text", "no-cards"])
    def test_empty_play(self, preset: RuleSet, cards: Any) -> None:
        with pytest.raises(InvalidPlay) as info:
            make_play(cards, preset)
        assert info.value.rule == "H1"
        assert not is_play(cards, preset)

    def test_cards_are_sorted(self) -> None:
        play = make_play("BJ 5 2 5 SJ")
        assert list(play.cards) == sort_cards(parse_cards("BJ 5 2 5 SJ"))
        assert play.cards[0].rank is Rank.FIVE
        assert play.cards[-1].rank is Rank.BIG_JOKER

    def test_accepts_card_lists_and_plays(self) -> None:
        cards = parse_cards("7 7 7")
        play = make_play(cards)
        assert make_play(play) is play
        assert make_play(tuple(cards)).rank is Rank.SEVEN
        assert make_play(play, "tongsu").rules == RuleSet.preset("tongsu")

    @pytest.mark.parametrize(
        "bad", [[5], ["5"], [Card(Rank.FIVE), None]], ids=["int", "str", "none"]
    )
    def test_non_cards_are_refused(self, bad: Any) -> None:
        with pytest.raises(InvalidPlay):
            make_play(bad)

    def test_bad_text_raises_card_error(self) -> None:
        with pytest.raises(CardError) as info:
            make_play("5 X")
        assert info.value.token == "X"
        assert not is_play("5 X")

    @pytest.mark.parametrize("rules", [None, "qingdao", RuleSet()], ids=["None", "name", "RuleSet"])
    def test_rules_may_be_none_name_or_ruleset(self, rules: Any) -> None:
        assert make_play("2 2 10 10 10 10", rules).rules == RuleSet.preset("qingdao")

    def test_describe_plain(self) -> None:
        assert make_play("5").describe() == "1 five"
        assert make_play("6 6 6 6 6 6").describe() == "6 sixes"
        assert make_play("10 10 10 10 10").describe("zh") == "5个十"
        assert make_play("5").describe("zh") == "1个五"


# --- H2: 贴钱 ----------------------------------------------------------------------------------


@pytest.mark.rule("H2")
class TestTieQian:
    @pytest.mark.parametrize("name", TIE_QIAN_PRESETS)
    def test_two_twos_and_four_tens_are_six_tens(self, name: str) -> None:
        play = make_play("2 2 10 10 10 10", name)
        assert play.rank is Rank.TEN
        assert play.count == 6
        assert play.carried == 6
        assert play.twos_as_rank == 2
        assert play.kinds == (PlayKind.SET, PlayKind.TIE_QIAN)
        assert play.describe() == "6 tens"
        assert play.describe("zh") == "6个十"
        assert play.has_twos

    @pytest.mark.parametrize("name", TIE_QIAN_PRESETS)
    def test_twos_and_eights_are_eights_not_twos(self, name: str) -> None:
        # qingdao: 如2个钱+3个八，相当于5个八.
        play = make_play("2 2 8 8 8", name)
        assert play.rank is Rank.EIGHT
        assert play.rank is not Rank.TWO
        assert play.count == 5
        assert play.twos_as_rank == 2
        assert play.describe() == "5 eights"

    def test_tongsu_refuses_tie_qian(self) -> None:
        for text in ("2 2 10 10 10 10", "2 8", "钱钱888"):
            error = refusal(text, "tongsu")
            assert error.rule == "H2"
            assert "贴钱" in str(error)
            assert not is_play(text, "tongsu")

    def test_tie_qian_is_the_option_not_the_preset(self) -> None:
        rules = RuleSet.preset("qingdao").replace(tie_qian=False)
        assert refusal("2 2 10 10 10 10", rules).rule == "H2"
        tongsu_allowing = RuleSet.preset("tongsu").replace(tie_qian=True)
        assert make_play("2 2 10 10 10 10", tongsu_allowing).rank is Rank.TEN

    def test_twos_alone_are_rank_two(self, preset: RuleSet) -> None:
        # 钱如果单独出，算做二，如3个钱，算做3个二 (tongsu too: no other rank is joined).
        play = make_play("2 2 2", preset)
        assert play.rank is Rank.TWO
        assert play.twos_as_rank == 0
        assert play.count == 3
        assert PlayKind.TIE_QIAN not in play.kinds
        assert play.describe() == "3 twos"

    def test_tie_qian_label(self) -> None:
        assert PlayKind.TIE_QIAN.label("zh") == "贴钱"
        assert "贴钱" in PlayKind.TIE_QIAN.label()


# --- H3: 挂花 ----------------------------------------------------------------------------------


@pytest.mark.rule("H3")
class TestGuaHua:
    def test_two_small_jokers_carrying_three_eights(self, preset: RuleSet) -> None:
        play = make_play("SJ SJ 8 8 8", preset)
        assert play.rank is Rank.EIGHT
        assert play.small_jokers == 2
        assert play.big_jokers == 0
        assert play.carried == 3
        assert play.count == 5
        assert play.kinds == (PlayKind.SET, PlayKind.GUA_HUA)
        assert play.describe() == "2 small jokers carrying 3 eights"
        assert play.describe("zh") == "2个小花带3个八"

    def test_chinese_text_same_play(self, preset: RuleSet) -> None:
        assert make_play("小花小花888", preset).cards == make_play("SJ SJ 8 8 8", preset).cards

    def test_one_joker_on_one_card(self) -> None:
        play = make_play("SJ 5 5")
        assert play.describe() == "1 small joker carrying 2 fives"
        assert play.describe("zh") == "1个小花带2个五"

    @pytest.mark.parametrize(
        ("text", "rank", "big", "small"),
        [
            ("BJ", Rank.BIG_JOKER, 1, 0),
            ("SJ", Rank.SMALL_JOKER, 0, 1),
            ("BJ BJ", Rank.BIG_JOKER, 2, 0),
            ("SJ SJ SJ", Rank.SMALL_JOKER, 0, 3),
            ("BJ BJ BJ BJ", Rank.BIG_JOKER, 4, 0),
        ],
        ids=["BJ", "SJ", "BJ-BJ", "three-SJ", "four-BJ"],
    )
    def test_jokers_alone_are_one_play(
        self, preset: RuleSet, text: str, rank: Rank, big: int, small: int
    ) -> None:
        play = make_play(text, preset)
        assert play.rank is rank
        assert play.big_jokers == big
        assert play.small_jokers == small
        assert play.carried == 0
        assert PlayKind.JOKERS in play.kinds
        assert PlayKind.GUA_HUA not in play.kinds

    def test_jokers_alone_describe(self) -> None:
        assert make_play("BJ").describe() == "1 big joker"
        assert make_play("BJ BJ BJ").describe() == "3 big jokers"
        assert make_play("SJ SJ").describe("zh") == "2个小花"
        assert make_play("BJ").kinds == (PlayKind.SINGLE, PlayKind.JOKERS)

    def test_jokers_cannot_join_two_ranks(self, preset: RuleSet) -> None:
        assert refusal("SJ SJ 8 9", preset).rule == "H1"
        assert refusal("BJ 3 4 4", preset).rule == "H1"

    def test_gua_hua_labels(self) -> None:
        assert PlayKind.GUA_HUA.label("zh") == "挂花"
        assert "挂花" in PlayKind.GUA_HUA.label("en")
        assert PlayKind.JOKERS.label("zh") == "单出王"
        assert PlayKind.SET.label("zh") == "一手牌"
        assert PlayKind.SINGLE.label("zh") == "单张"


# --- H4: jokers with 2s ------------------------------------------------------------------------


@pytest.mark.rule("H4")
class TestJokersWithTwos:
    @pytest.mark.parametrize("name", TIE_QIAN_PRESETS)
    def test_big_jokers_twos_and_tens_are_jokers_carrying_tens(self, name: str) -> None:
        play = make_play("BJ BJ 2 2 2 10 10 10 10", name)
        assert play.rank is Rank.TEN
        assert play.big_jokers == 2
        assert play.carried == 7
        assert play.twos_as_rank == 3
        assert play.count == 9
        assert play.kinds == (PlayKind.SET, PlayKind.TIE_QIAN, PlayKind.GUA_HUA)
        assert play.describe() == "2 big jokers carrying 7 tens"
        assert play.describe("zh") == "2个大花带7个十"

    def test_tongsu_refuses_twos_joining_tens_even_with_jokers(self) -> None:
        assert refusal("BJ BJ 2 2 2 10 10 10 10", "tongsu").rule == "H2"

    def test_big_jokers_and_twos_are_jokers_carrying_twos(self, preset: RuleSet) -> None:
        play = make_play("BJ BJ 2 2 2", preset)
        assert play.rank is Rank.TWO
        assert play.big_jokers == 2
        assert play.carried == 3
        assert play.twos_as_rank == 0
        assert play.kinds == (PlayKind.SET, PlayKind.GUA_HUA)
        assert play.describe() == "2 big jokers carrying 3 twos"

    @pytest.mark.parametrize("name", TIE_QIAN_PRESETS)
    def test_small_jokers_same(self, name: str) -> None:
        # 小花+钱+同点的其他牌，同上 / 小花+钱，同上.
        with_tens = make_play("SJ 2 2 10 10", name)
        assert (with_tens.rank, with_tens.carried, with_tens.small_jokers) == (Rank.TEN, 4, 1)
        twos = make_play("SJ 2 2", name)
        assert (twos.rank, twos.carried, twos.small_jokers) == (Rank.TWO, 2, 1)

    def test_jokers_twos_and_two_ranks_are_not_one_play(self, preset: RuleSet) -> None:
        assert refusal("BJ BJ 2 2 2 10 9", preset).rule == "H1"


# --- H5: mixed jokers --------------------------------------------------------------------------


@pytest.mark.rule("H5")
class TestMixedJokers:
    SEED = "BJ SJ 2 2 5 5 5 5"

    @pytest.mark.parametrize("name", MIXED_AS_SMALL_PRESETS)
    def test_seed_example_counts_as_two_small_jokers(self, name: str) -> None:
        play = make_play(self.SEED, name)
        assert play.big_jokers == 0
        assert play.small_jokers == 2
        assert play.rank is Rank.FIVE
        assert play.carried == 6
        assert play.twos_as_rank == 2
        assert play.describe() == "2 small jokers carrying 6 fives"
        assert play.describe("zh") == "2个小花带6个五"

    def test_chinese_seed_example(self) -> None:
        play = make_play("大花小花钱钱5555", "qingdao")
        assert play.describe() == "2 small jokers carrying 6 fives"

    def test_irvine_keeps_the_big_joker(self) -> None:
        play = make_play(self.SEED, "irvine")
        assert play.big_jokers == 1
        assert play.small_jokers == 1
        assert play.rank is Rank.FIVE
        assert play.carried == 6
        assert play.describe() == "1 big joker and 1 small joker carrying 6 fives"
        assert play.describe() != "2 small jokers carrying 6 fives"
        assert play.describe("zh") == "1个大花1个小花带6个五"

    def test_tongsu_refuses_the_seed_example_for_its_twos(self) -> None:
        assert refusal(self.SEED, "tongsu").rule == "H2"

    @pytest.mark.parametrize(
        ("name", "big", "small"),
        [("qingdao", 0, 2), ("linyi", 0, 2), ("tongsu", 1, 1), ("irvine", 1, 1)],
    )
    def test_mixed_jokers_without_twos(self, name: str, big: int, small: int) -> None:
        # tongsu art. 4 counts 大王 one by one (含有两张大王的牌可以灭掉含有一张大王的牌).
        play = make_play("BJ SJ 5 5 5 5", name)
        assert (play.big_jokers, play.small_jokers) == (big, small)
        assert play.carried == 4
        assert play.rank is Rank.FIVE

    @pytest.mark.parametrize(
        ("name", "big", "small"),
        [("qingdao", 0, 3), ("linyi", 0, 3), ("tongsu", 2, 1), ("irvine", 2, 1)],
    )
    def test_mixed_jokers_alone(self, name: str, big: int, small: int) -> None:
        play = make_play("BJ BJ SJ", name)
        assert (play.big_jokers, play.small_jokers) == (big, small)
        assert play.rank is Rank.SMALL_JOKER
        assert play.jokers == 3

    def test_big_jokers_alone_stay_big(self, preset: RuleSet) -> None:
        play = make_play("BJ BJ 5 5 5", preset)
        assert play.big_jokers == 2
        assert play.small_jokers == 0

    def test_option_decides(self) -> None:
        rules = RuleSet.preset("irvine").replace(mixed_jokers_as_small=True)
        assert make_play(self.SEED, rules).describe() == "2 small jokers carrying 6 fives"


# --- C1: no more cards than the shoe holds -----------------------------------------------------


@pytest.mark.rule("C1")
class TestShoeLimits:
    @pytest.mark.parametrize(
        ("text", "what"),
        [
            (" ".join(["BJ"] * 5), "BJ"),
            (" ".join(["SJ"] * 5), "SJ"),
            (" ".join(["5"] * 17), "5"),
            (" ".join(["5s"] * 5), "5♠"),
            ("大王" * 5, "BJ"),
            (" ".join(["2"] * 17), "2"),
            ("Qh Qh Qh Qh Qh Q", "Q♥"),
        ],
        ids=[
            "5-big-jokers",
            "5-small-jokers",
            "17-fives",
            "five-5-spades",
            "5-大王",
            "17-twos",
            "five-Q-hearts",
        ],
    )
    def test_more_than_the_shoe_holds(self, preset: RuleSet, text: str, what: str) -> None:
        error = refusal(text, preset)
        assert error.rule == "C1"
        assert what in str(error)
        assert not is_play(text, preset)

    @pytest.mark.parametrize(
        "text",
        [
            " ".join(["BJ"] * 4),
            " ".join(["SJ"] * 4),
            " ".join(["5"] * 16),
            " ".join(["5s"] * 4),
            "BJ BJ BJ BJ SJ SJ SJ SJ",
            "5s 5s 5s 5s 5h 5h 5h 5h 5 5",
        ],
        ids=[
            "4-big-jokers",
            "4-small-jokers",
            "16-fives",
            "four-5-spades",
            "all-8-jokers",
            "suited-and-plain",
        ],
    )
    def test_as_many_as_the_shoe_holds(self, preset: RuleSet, text: str) -> None:
        assert make_play(text, preset).count == len(parse_cards(text))

    def test_full_shoe_has_sixteen_of_each_rank(self) -> None:
        play = make_play(" ".join(["2"] * 4 + ["10"] * 12) + " " + " ".join(["BJ"] * 4))
        assert play.rank is Rank.TEN
        assert play.carried == 16

    @pytest.mark.parametrize("rank", ["3", "4"])
    def test_short_shoe_has_only_six_threes_and_fours(self, rank: str) -> None:
        seven = " ".join([rank] * 7)
        assert refusal(seven, "tongsu").rule == "C1"
        assert make_play(" ".join([rank] * 6), "tongsu").count == 6
        for name in ("qingdao", "linyi", "irvine"):
            assert make_play(seven, name).count == 7
        assert make_play(" ".join([rank] * 16), "qingdao").count == 16

    def test_short_shoe_keeps_other_ranks(self) -> None:
        assert make_play(" ".join(["5"] * 16), "tongsu").count == 16

    def test_short_shoe_is_the_option(self) -> None:
        rules = RuleSet.preset("qingdao").replace(short_shoe=True)
        assert refusal("3 3 3 3 3 3 3", rules).rule == "C1"

    @pytest.mark.parametrize(
        "text",
        ["3c 3c", "4d 4d", "3c 3c 3c 3c"],
        ids=["two-3-clubs", "two-4-diamonds", "four-3-clubs"],
    )
    def test_short_shoe_does_not_fix_suits(self, text: str) -> None:
        assert make_play(text, "tongsu").count == len(parse_cards(text))


@pytest.mark.rule("H1", "H2", "H3", "H4", "H5")
@pytest.mark.parametrize("name", PRESET_NAMES)
def test_repr_recreates_the_play(name: str) -> None:
    play = make_play("SJ SJ 8 8 8", name)
    again = eval(repr(play), {"make_play": make_play, "RuleSet": RuleSet})
    assert again == play
    assert again.rules == RuleSet.preset(name)
    assert str(play) == play.text() == "8 8 8 SJ SJ"
    assert play.text("zh") == "8 8 8 小王 小王"
