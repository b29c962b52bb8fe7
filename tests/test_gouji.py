"""Gouji hands (G1-G3) and opening the point (K2) under each of the four rulebooks.

Sources: seed 000 够级牌 and 开点 options 0-2; seed 002 text 1 (linyi) 纯够级牌才能开点;
seed 002 text 3 (tongsu) art. 8 and 22; seed 004 (irvine) 够级牌, 开点牌, 备注2.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import pytest

from gouji_learn import (
    PRESET_NAMES,
    InvalidPlay,
    Rank,
    RuleSet,
    can_open,
    explain_gouji,
    explain_open,
    gouji_minimum,
    is_gouji,
    is_pure_gouji,
    make_play,
)

ALL = dict.fromkeys(PRESET_NAMES, True)
NONE = dict.fromkeys(PRESET_NAMES, False)

Row = tuple[str, str, Mapping[str, bool]]


def per_preset(rule_ids: Iterable[str], rows: Iterable[Row]) -> list[object]:
    """Expand rows (id, cards, {preset: expected}) into one param per preset listed."""
    return [
        pytest.param(
            cards, name, expected[name], id=f"{name}:{label}", marks=pytest.mark.rule(*rule_ids)
        )
        for label, cards, expected in rows
        for name in PRESET_NAMES
        if name in expected
    ]


def ascii_id(cards: str) -> str:
    """A readable ASCII test id for card text: 大王 -> BJ, 小王 -> SJ."""
    return cards.replace("大王", "BJ").replace("小王", "SJ").replace(" ", "")


# --- G1: minimum gouji hands ------------------------------------------------------------------

MINIMUMS = [
    pytest.param(Rank.TEN, "10 ", 5, id="tens"),
    pytest.param(Rank.JACK, "J", 4, id="jacks"),
    pytest.param(Rank.QUEEN, "Q", 3, id="queens"),
    pytest.param(Rank.KING, "K", 2, id="kings"),
    pytest.param(Rank.ACE, "A", 2, id="aces"),
]


@pytest.mark.rule("G1")
@pytest.mark.parametrize(("rank", "text", "minimum"), MINIMUMS)
def test_g1_minimum_holds_one_fewer_does_not(
    preset: RuleSet, rank: Rank, text: str, minimum: int
) -> None:
    """Seed 000: 2张A，2张K，3张Q，4张J，5张10为法定最低级别、最少数量的够级牌."""
    assert gouji_minimum(rank, preset) == minimum
    assert is_gouji(text * minimum, preset)
    assert is_gouji(text * (minimum + 1), preset)
    assert not is_gouji(text * (minimum - 1), preset)
    assert is_pure_gouji(text * minimum, preset)


@pytest.mark.rule("G1")
@pytest.mark.parametrize("rank", [r for r in Rank if r < Rank.TEN], ids=lambda r: r.symbol)
def test_g1_ranks_below_ten_have_no_minimum(preset: RuleSet, rank: Rank) -> None:
    assert gouji_minimum(rank, preset) is None
    assert not is_gouji(rank.symbol * 6, preset)


G1_ROWS: list[Row] = [
    ("6-nines", "999999", NONE),
    ("8-nines", "99999999", NONE),
    ("6-tens", "10 10 10 10 10 10", ALL),  # seed 000: 张数多于……也算够级牌，如6张10
    # contradiction 5: 1张……钱 (qingdao, linyi) against tongsu art. 8 2张“2” (irvine: like aces)
    ("one-2", "2", {"qingdao": True, "linyi": True, "tongsu": False, "irvine": False}),
    ("two-2s", "22", ALL),
    ("three-2s", "222", ALL),
    # jokers alone: 1张大、小花 (qingdao, linyi, tongsu); irvine lists none (taken like aces)
    ("one-BJ", "大王", {"qingdao": True, "linyi": True, "tongsu": True, "irvine": False}),
    ("one-SJ", "小王", {"qingdao": True, "linyi": True, "tongsu": True, "irvine": False}),
    ("BJBJ", "大王大王", ALL),
    ("SJSJ", "小王小王", ALL),
    ("BJSJ", "大王小王", ALL),
]


@pytest.mark.parametrize(("cards", "rules", "expected"), per_preset(["G1"], G1_ROWS))
def test_g1_gouji_hands(cards: str, rules: str, expected: bool) -> None:
    assert is_gouji(cards, rules) is expected
    verdict = explain_gouji(cards, rules)
    assert verdict.ok is expected
    assert "G1" in verdict.rules


@pytest.mark.rule("G1")
def test_g1_minimum_of_twos_and_jokers_per_preset() -> None:
    assert [gouji_minimum(Rank.TWO, name) for name in PRESET_NAMES] == [1, 1, 2, 2]
    assert [gouji_minimum(Rank.BIG_JOKER, name) for name in PRESET_NAMES] == [1, 1, 1, 2]
    assert [gouji_minimum(Rank.SMALL_JOKER, name) for name in PRESET_NAMES] == [1, 1, 1, 2]


# --- G2: 2s and jokers count towards the minimum; any 挂花 play is gouji --------------------

G2_ROWS: list[Row] = [
    # seed 000 例牌: 2张Q+1张花 → 3张Q
    ("QQ+SJ", "QQ小王", ALL),
    ("QQ+BJ", "QQ大王", ALL),
    # irvine: jokers only stand in towards the minimum (可以用2或王代替)
    ("Q+SJ", "Q小王", {"qingdao": True, "linyi": True, "tongsu": True, "irvine": False}),
    # seed 000 例牌: 小花+2张五 → 1张小花带2张五 is gouji; irvine lists no such rule
    ("SJ+55", "小王55", {"qingdao": True, "linyi": True, "tongsu": True, "irvine": False}),
    ("BJ+3", "大王3", {"qingdao": True, "linyi": True, "tongsu": True, "irvine": False}),
    ("SJSJ+999", "小王小王999", {"qingdao": True, "linyi": True, "tongsu": True, "irvine": False}),
    # 2s count as the rank they join (not tongsu: no 贴钱)
    ("QQ+2", "QQ2", {"qingdao": True, "linyi": True, "irvine": True}),
    ("Q+2", "Q2", {"qingdao": False, "linyi": False, "irvine": False}),
    ("JJJ+2", "JJJ2", {"qingdao": True, "linyi": True, "irvine": True}),
    ("2+10x4", "2 10 10 10 10", {"qingdao": True, "linyi": True, "irvine": True}),
    ("2+10x3", "2 10 10 10", {"qingdao": False, "linyi": False, "irvine": False}),
    ("99999+2", "999992", {"qingdao": False, "linyi": False, "irvine": False}),
]


@pytest.mark.parametrize(("cards", "rules", "expected"), per_preset(["G2"], G2_ROWS))
def test_g2_twos_and_jokers_count(cards: str, rules: str, expected: bool) -> None:
    assert is_gouji(cards, rules) is expected
    verdict = explain_gouji(cards, rules)
    assert verdict.ok is expected
    assert {"G1", "G2"} & set(verdict.rules)


@pytest.mark.rule("G2")
def test_g2_hanging_jokers_cite_g2() -> None:
    assert explain_gouji("小王55", "qingdao").rules == ("G2",)
    assert "G2" in explain_gouji("QQ小王", "irvine").rules
    assert "G2" in explain_gouji("JJJ2", "linyi").rules


@pytest.mark.rule("G2", "H2")
def test_g2_tongsu_has_no_tie_qian() -> None:
    with pytest.raises(InvalidPlay) as info:
        is_gouji("QQ2", "tongsu")
    assert info.value.rule == "H2"


# --- G3: pure gouji hands ----------------------------------------------------------------------

G3_ROWS: list[Row] = [
    ("QQQ", "QQQ", ALL),
    ("10x5", "10 10 10 10 10", ALL),
    ("KKKK", "KKKK", ALL),
    ("QQ+SJ", "QQ小王", NONE),  # gouji, not pure
    ("22", "22", NONE),  # gouji, not pure: a 2
    ("BJBJ", "大王大王", NONE),
    ("QQ", "QQ", NONE),  # not gouji at all
    ("QQ+2", "QQ2", {"qingdao": False, "linyi": False, "irvine": False}),
]


@pytest.mark.parametrize(("cards", "rules", "expected"), per_preset(["G3"], G3_ROWS))
def test_g3_pure(cards: str, rules: str, expected: bool) -> None:
    assert is_pure_gouji(cards, rules) is expected
    assert is_pure_gouji(make_play(cards, rules), rules) is expected
    assert ("G3" in explain_gouji(cards, rules).rules) is expected
    if expected:
        assert is_gouji(cards, rules)


# --- K2: which gouji hands can open the point -------------------------------------------------

QINGDAO_OPTION_1 = RuleSet().replace(opening_excludes="jokers_and_singles")
QINGDAO_OPTION_2 = RuleSet().replace(opening_excludes="jokers_and_twos")

K2_QINGDAO = [
    # option 0 (default): 有大花的牌不开点
    ("opt0", None, "QQ大王", False),
    ("opt0", None, "大王", False),
    ("opt0", None, "大王大王", False),
    ("opt0", None, "大王小王", False),
    ("opt0", None, "QQ小王", True),
    ("opt0", None, "小王", True),
    ("opt0", None, "2", True),
    ("opt0", None, "AA2", True),
    ("opt0", None, "QQQ", True),
    ("opt0", None, "QQ", False),  # not a gouji hand
    # option 1: 有大花、小花不开点，单张不开点
    ("opt1", QINGDAO_OPTION_1, "QQ小王", False),
    ("opt1", QINGDAO_OPTION_1, "小王", False),
    ("opt1", QINGDAO_OPTION_1, "2", False),
    ("opt1", QINGDAO_OPTION_1, "22", True),
    ("opt1", QINGDAO_OPTION_1, "AA2", True),
    ("opt1", QINGDAO_OPTION_1, "QQQ", True),
    # option 2: 大花、小花、钱不开点
    ("opt2", QINGDAO_OPTION_2, "QQ小王", False),
    ("opt2", QINGDAO_OPTION_2, "22", False),
    ("opt2", QINGDAO_OPTION_2, "AA2", False),
    ("opt2", QINGDAO_OPTION_2, "QQQ", True),
    ("opt2", QINGDAO_OPTION_2, "KK", True),
]


@pytest.mark.rule("K2")
@pytest.mark.parametrize(
    ("rules", "cards", "expected"),
    [
        pytest.param(rules, cards, expected, id=f"qingdao-{option}:{ascii_id(cards)}")
        for option, rules, cards, expected in K2_QINGDAO
    ],
)
def test_k2_qingdao_options(rules: RuleSet | None, cards: str, expected: bool) -> None:
    assert can_open(cards, rules) is expected
    verdict = explain_open(cards, rules)
    assert verdict.ok is expected
    assert verdict.rules[0] == "K2"


PURE_ONLY = {"linyi": False, "tongsu": False, "irvine": False}
K2_ROWS: list[Row] = [
    # linyi: 纯够级牌才能开点……2、单花、挂花仍是够级牌，但不开点; tongsu art. 22; irvine 开点牌
    ("QQQ", "QQQ", ALL),
    ("10x5", "10 10 10 10 10", ALL),
    ("QQ+SJ", "QQ小王", {"qingdao": True, **PURE_ONLY}),
    ("SJ", "小王", {"qingdao": True, **PURE_ONLY}),
    ("SJ+55", "小王55", {"qingdao": True, **PURE_ONLY}),
    ("22", "22", {"qingdao": True, **PURE_ONLY}),
    ("AA+2", "AA2", {"qingdao": True, "linyi": False, "irvine": False}),
    ("BJ", "大王", NONE),
    ("JJJ", "JJJ", NONE),
]


@pytest.mark.parametrize(("cards", "rules", "expected"), per_preset(["K2"], K2_ROWS))
def test_k2_can_open_per_preset(cards: str, rules: str, expected: bool) -> None:
    assert can_open(cards, rules) is expected
    assert explain_open(cards, rules).ok is expected
    assert "K2" in explain_open(cards, rules).rules


K2_ANSWERING_ROWS: list[Row] = [
    # irvine 备注2: 2只能回击够级牌时开点，王不开点; 开点牌: 当2用来回击够级牌时，可视为开点牌
    ("22", "22", {"irvine": True, "linyi": False, "tongsu": False, "qingdao": True}),
    ("AA+2", "AA2", {"irvine": True, "linyi": False, "qingdao": True}),
    ("QQ+2", "QQ2", {"irvine": True, "linyi": False, "qingdao": True}),
    ("QQ+SJ", "QQ小王", {"irvine": False, "linyi": False, "tongsu": False, "qingdao": True}),
    ("BJBJ", "大王大王", NONE),
    ("2", "2", {"irvine": False, "tongsu": False, "linyi": False, "qingdao": True}),
]


@pytest.mark.parametrize(("cards", "rules", "expected"), per_preset(["K2"], K2_ANSWERING_ROWS))
def test_k2_answering_gouji(cards: str, rules: str, expected: bool) -> None:
    assert can_open(cards, rules, answering_gouji=True) is expected
    assert explain_open(cards, rules, answering_gouji=True).ok is expected


@pytest.mark.rule("K2")
def test_k2_irvine_twos_open_only_when_answering() -> None:
    assert not can_open("22", "irvine")
    assert can_open("22", "irvine", answering_gouji=True)
    assert not can_open("22", QINGDAO_OPTION_2, answering_gouji=True)
    assert RuleSet.preset("irvine").twos_open_when_answering
    assert not any(RuleSet.preset(n).twos_open_when_answering for n in PRESET_NAMES[:3])


# --- Verdicts cite G/K IDs and name the play ---------------------------------------------------


@pytest.mark.rule("G1", "G2", "G3", "K2")
@pytest.mark.parametrize(
    ("cards", "rules"),
    [
        pytest.param("QQQ", "qingdao", id="pure"),
        pytest.param("QQ", "linyi", id="too-few"),
        pytest.param("999999", "tongsu", id="below-ten"),
        pytest.param("QQ小王", "irvine", id="joker-stands-in"),
        pytest.param("小王55", "qingdao", id="gua-hua"),
        pytest.param("2", "tongsu", id="single-two"),
    ],
)
def test_explain_verdicts_cite_ids_and_name_the_play(cards: str, rules: str) -> None:
    play = make_play(cards, rules)
    gouji, opening = explain_gouji(cards, rules), explain_open(cards, rules)
    assert gouji.ok is is_gouji(cards, rules)
    assert opening.ok is can_open(cards, rules)
    assert gouji.rules and all(r[0] == "G" for r in gouji.rules)
    assert opening.rules[0] == "K2"
    assert all(r[0] in "GK" for r in opening.rules)
    for verdict in (gouji, opening):
        assert play.describe() in verdict.en
        assert play.describe("zh") in verdict.zh
    assert ("gouji" in gouji.en) and ("够级" in gouji.zh)
    assert "open" in opening.en and "开点" in opening.zh
    if not gouji.ok:
        assert not opening.ok
        assert "G1" in opening.rules
