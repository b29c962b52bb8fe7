"""Beating a play (B1-B6, H5) under each of the four rulebooks.

Sources: seed 000 (qingdao) 一手牌的大小 and 特殊选项; seed 002 text 1 (linyi) 两大花拍一个大花;
seed 002 text 3 (tongsu) art. 3-4; seed 004 (irvine) the seven examples and 备注8.
Card text is written as in the seeds (大王 = 大花 = BJ, 小王 = 小花 = SJ); test ids are ASCII.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import pytest

from gouji_learn import (
    PRESET_NAMES,
    Card,
    CardError,
    InvalidPlay,
    Rank,
    RuleSet,
    Suit,
    beats,
    explain_beat,
    make_play,
    parse_cards,
)

QINGDAO_OPTION_1 = RuleSet().replace(two_beat_one=frozenset({"2BJ>1BJ", "2SJ>1SJ", "3SJ>1BJ"}))
"""Seed 000 特殊选项 1: 两个大花可以打一个大花，两个小花可以打一个小花，三小花可以打一大花."""

ALL = dict.fromkeys(PRESET_NAMES, True)
NONE = dict.fromkeys(PRESET_NAMES, False)

Row = tuple[str, str, str, Mapping[str, bool]]


def per_preset(rule_ids: Iterable[str], rows: Iterable[Row]) -> list[object]:
    """Expand rows (id, new, old, {preset: expected}) into one param per preset."""
    params: list[object] = []
    for label, new, old, expected in rows:
        for name in PRESET_NAMES:
            if name in expected:
                params.append(
                    pytest.param(
                        new,
                        old,
                        name,
                        expected[name],
                        id=f"{name}:{label}",
                        marks=pytest.mark.rule(*rule_ids),
                    )
                )
    return params


def check(new: str, old: str, rules: RuleSet | str, expected: bool) -> None:
    """beats() gives the expected answer, and explain_beat() agrees with it."""
    assert beats(new, old, rules) is expected
    assert explain_beat(new, old, rules).ok is expected


# --- B1: the same number of cards ---------------------------------------------------------

B1_ROWS: list[Row] = [
    ("5555>444", "5555", "444", NONE),
    ("444>5555", "444", "5555", NONE),
    ("5555>4444", "5555", "4444", ALL),
    ("KK>AAA", "KK", "AAA", NONE),
    # irvine example 3 (大王5555 不可管 小王444): card counts differ, under every rulebook
    ("BJ5555>SJ444", "大王5555", "小王444", NONE),
]


@pytest.mark.parametrize(("new", "old", "rules", "expected"), per_preset(["B1"], B1_ROWS))
def test_b1_same_count(new: str, old: str, rules: str, expected: bool) -> None:
    check(new, old, rules, expected)


# --- B2: without jokers, the higher rank wins; 2s count as the rank they join -----------------

B2_ROWS: list[Row] = [
    ("99999>88888", "99999", "88888", ALL),
    ("88888>88888", "88888", "88888", NONE),
    ("77777>88888", "77777", "88888", NONE),
    ("2>A", "2", "A", ALL),
    ("A>2", "A", "2", NONE),
    ("22>AA", "22", "AA", ALL),
    ("SJ>2", "小王", "2", ALL),
    ("BJ>SJ", "大王", "小王", ALL),
    ("SJ>BJ", "小王", "大王", NONE),
]
TIE_QIAN = {"qingdao": True, "linyi": True, "irvine": True}
B2_TIE_QIAN_ROWS: list[Row] = [
    # seed 000 贴钱的大小比较: 2个钱+3个八，相当于5个八，和5个九比较大小，5个九要大
    ("99999>22888", "99999", "22888", TIE_QIAN),
    ("88888>22888", "88888", "22888", {k: False for k in TIE_QIAN}),
    ("22888>88888", "22888", "88888", {k: False for k in TIE_QIAN}),
    ("77777>22888", "77777", "22888", {k: False for k in TIE_QIAN}),
    ("22999>88888", "22999", "88888", TIE_QIAN),
]


@pytest.mark.parametrize(
    ("new", "old", "rules", "expected"),
    per_preset(["B2"], B2_ROWS) + per_preset(["B2", "H2"], B2_TIE_QIAN_ROWS),
)
def test_b2_higher_rank(new: str, old: str, rules: str, expected: bool) -> None:
    check(new, old, rules, expected)


@pytest.mark.rule("B2", "H2")
def test_b2_tongsu_has_no_tie_qian() -> None:
    """tongsu art. 3 本规则亦规定实行不贴钱的玩法: 22888 is not a play there."""
    with pytest.raises(InvalidPlay) as info:
        beats("99999", "22888", "tongsu")
    assert info.value.rule == "H2"


# --- B3: with jokers, higher in both aspects (seed 000 挂花的大小比较) -----------------------

OLD_B3 = "小王小王999"  # 2个小花+3个九
B3_ROWS: list[Row] = [
    # 必须用2个大花带3个十大过
    ("BJBJ101010", "大王大王101010", OLD_B3, ALL),
    # 也可以用3个花带2个十大过 (three big jokers: every rulebook agrees)
    ("BJBJBJ1010", "大王大王大王1010", OLD_B3, ALL),
    # 但2个大花带3个八（或九）是不能大过的
    ("BJBJ888", "大王大王888", OLD_B3, NONE),
    ("BJBJ999", "大王大王999", OLD_B3, NONE),
    # equal jokers are not higher: 2小花+3十 does not beat 2小花+3九
    ("SJSJ101010", "小王小王101010", OLD_B3, NONE),
    ("SJSJ888", "小王小王888", OLD_B3, NONE),
    # plain cards never answer jokers
    ("JJJJJ", "JJJJJ", OLD_B3, NONE),
    # contradiction 3: 3 小花 + 2 tens (qingdao/linyi read 3个花 as any jokers; tongsu/irvine no)
    (
        "SJSJSJ1010",
        "小王小王小王1010",
        OLD_B3,
        {"qingdao": True, "linyi": True, "tongsu": False, "irvine": False},
    ),
    (
        "SJSJSJ1010-vs-SJSJ101010",
        "小王小王小王1010",
        "小王小王101010",
        {"qingdao": False, "linyi": False, "tongsu": False, "irvine": False},
    ),
]


@pytest.mark.parametrize(("new", "old", "rules", "expected"), per_preset(["B3"], B3_ROWS))
def test_b3_both_aspects(new: str, old: str, rules: str, expected: bool) -> None:
    check(new, old, rules, expected)


@pytest.mark.rule("B3", "H5")
@pytest.mark.parametrize(
    "new",
    ["大王大王小王1010", "大王小王小王1010", "小王小王小王1010"],
    ids=["BJBJSJ", "BJSJSJ", "SJSJSJ"],
)
def test_b3_qingdao_any_three_jokers_with_two_tens(new: str) -> None:
    """Seed 000: 也可以用3个花带2个十大过 — 花 of any kind under qingdao."""
    check(new, OLD_B3, "qingdao", True)
    check(new, OLD_B3, "linyi", True)


# --- B4: two beat one ------------------------------------------------------------------------

B4_ROWS: list[Row] = [
    # qingdao option 0 (必须同样长度的牌比较大小): 大王大王 does not beat 大王
    (
        "BJBJ>BJ",
        "大王大王",
        "大王",
        {"qingdao": False, "linyi": True, "tongsu": True, "irvine": True},
    ),
    # tongsu art. 4: 无论单出大、小王还是挂花时 — 大王大王555 beats 大王444
    ("BJBJ555>BJ444", "大王大王555", "大王444", {"qingdao": False, "linyi": True, "tongsu": True}),
    ("BJBJ333>BJ444", "大王大王333", "大王444", NONE),
    # two small never beat one small outside qingdao option 1
    ("SJSJ>SJ", "小王小王", "小王", NONE),
    ("SJSJSJ>BJ", "小王小王小王", "大王", NONE),
    ("BJBJBJ>BJ", "大王大王大王", "大王", NONE),
]


@pytest.mark.parametrize(("new", "old", "rules", "expected"), per_preset(["B4"], B4_ROWS))
def test_b4_two_beat_one_presets(new: str, old: str, rules: str, expected: bool) -> None:
    check(new, old, rules, expected)


@pytest.mark.rule("B4")
@pytest.mark.parametrize(
    ("new", "old", "expected"),
    [
        pytest.param("大王大王", "大王", True, id="2BJ>1BJ"),
        pytest.param("小王小王", "小王", True, id="2SJ>1SJ"),
        pytest.param("小王小王小王", "大王", True, id="3SJ>1BJ"),
        pytest.param("大王大王555", "大王444", True, id="2BJ555>1BJ444"),
        pytest.param("小王小王", "大王", False, id="2SJ>1BJ-no"),
        pytest.param("小王小王小王", "小王", False, id="3SJ>1SJ-no"),
        pytest.param("大王大王大王", "大王", False, id="3BJ>1BJ-no"),
        pytest.param("大王大王333", "大王444", False, id="2BJ333>1BJ444-no"),
    ],
)
def test_b4_qingdao_option_1(new: str, old: str, expected: bool) -> None:
    """Seed 000 选项1: 两个大花可以打一个大花，两个小花可以打一个小花，三小花可以打一大花."""
    check(new, old, QINGDAO_OPTION_1, expected)


@pytest.mark.rule("B4")
def test_b4_option_1_is_a_custom_ruleset() -> None:
    assert QINGDAO_OPTION_1.name == "custom"
    assert QINGDAO_OPTION_1.differences(RuleSet()) == {
        "two_beat_one": (frozenset({"2BJ>1BJ", "2SJ>1SJ", "3SJ>1BJ"}), frozenset())
    }


# --- B5: the seven irvine examples (seed 004) ------------------------------------------------

IRVINE_EXAMPLES = [
    pytest.param("25555", "22244", True, id="25555>22244"),
    pytest.param("大王5555", "小王2444", True, id="BJ5555>SJ2444"),
    pytest.param("大王5555", "小王444", False, id="BJ5555>SJ444-no"),
    pytest.param("大王4444", "小王2444", False, id="BJ4444>SJ2444-no"),
    pytest.param("大王大王555", "大王2224", True, id="BJBJ555>BJ2224"),
    pytest.param("小王小王555", "小王2224", False, id="SJSJ555>SJ2224-no"),
    pytest.param("大王大王大王55", "大王小王444", True, id="BJBJBJ55>BJSJ444"),
]


@pytest.mark.rule("B5")
@pytest.mark.parametrize(("new", "old", "expected"), IRVINE_EXAMPLES)
def test_b5_irvine_examples(new: str, old: str, expected: bool) -> None:
    check(new, old, "irvine", expected)


@pytest.mark.rule("B5", "B3")
def test_b5_small_pair_differs_outside_irvine() -> None:
    """小王小王555 不可管 小王2224 is irvine's; qingdao's extra small joker outranks (B3)."""
    check("小王小王555", "小王2224", "irvine", False)
    check("小王小王555", "小王2224", "qingdao", True)


# --- B6: irvine special cases (seed 004 备注8) -----------------------------------------------

B6_ROWS: list[Row] = [
    # 一个大王：能且仅能用大王大王回击
    ("BJBJ>BJ", "大王大王", "大王", {"irvine": True}),
    ("BJ>BJ", "大王", "大王", NONE),
    ("BJBJBJ>BJ", "大王大王大王", "大王", NONE),
    # 大王小王：能且仅能用大王大王大王回击
    (
        "BJBJBJ>BJSJ",
        "大王大王大王",
        "大王小王",
        {"qingdao": False, "linyi": False, "tongsu": True, "irvine": True},
    ),
    (
        "BJBJ>BJSJ",
        "大王大王",
        "大王小王",
        {"qingdao": True, "linyi": True, "tongsu": True, "irvine": False},
    ),
    # 两个小王不可管一个小王
    ("SJSJ>SJ", "小王小王", "小王", NONE),
    ("SJSJ101010>SJSJ999", "小王小王101010", "小王小王999", {"irvine": False}),
    # 回击牌时必须牌型一致: no count change except the two lone forms
    ("BJBJ555>BJ444", "大王大王555", "大王444", {"irvine": False, "tongsu": True}),
]


@pytest.mark.parametrize(("new", "old", "rules", "expected"), per_preset(["B6"], B6_ROWS))
def test_b6_irvine_special_cases(new: str, old: str, rules: str, expected: bool) -> None:
    check(new, old, rules, expected)


# --- H5: mixed jokers count as small (qingdao, linyi; not tongsu art. 4, nor irvine) -------

H5_ROWS: list[Row] = [
    # 大王大王 (2 big) against 大王小王 counted as 2 小花 + 444
    (
        "BJBJ555>BJSJ444",
        "大王大王555",
        "大王小王444",
        {"qingdao": True, "linyi": True, "tongsu": True, "irvine": False},
    ),
    # 大王小王 counted as 2 小花: only equal to 小王小王 (tongsu counts the 大王 as big)
    (
        "BJSJ555>SJSJ444",
        "大王小王555",
        "小王小王444",
        {"qingdao": False, "linyi": False, "tongsu": True, "irvine": False},
    ),
    # seed 000: 1大花+1小花+2个钱+4个五，当做2个小花带6个五 — beaten by 2 大花 + 6 sixes
    (
        "BJBJ666666>BJSJ225555",
        "大王大王666666",
        "大王小王225555",
        {"qingdao": True, "linyi": True, "irvine": False},
    ),
]


@pytest.mark.parametrize(("new", "old", "rules", "expected"), per_preset(["H5", "B3"], H5_ROWS))
def test_h5_mixed_jokers_in_beating(new: str, old: str, rules: str, expected: bool) -> None:
    check(new, old, rules, expected)


@pytest.mark.rule("H5")
def test_h5_mixed_play_counts_as_small(preset: RuleSet) -> None:
    play = make_play("大王小王5555", preset)
    if preset.mixed_jokers_as_small:
        assert (play.big_jokers, play.small_jokers, play.carried) == (0, 2, 4)
    else:
        assert (play.big_jokers, play.small_jokers, play.carried) == (1, 1, 4)
    assert preset.mixed_jokers_as_small is (preset.name in ("qingdao", "linyi"))
    assert play.rank is Rank.FIVE


# --- explain_beat: Verdict ok, rule IDs and sentences ----------------------------------------

VERDICT_CASES = [
    pytest.param("5555", "444", "qingdao", False, "B1", id="B1-count-qingdao"),
    pytest.param("5555", "444", "irvine", False, "B1", id="B1-count-irvine"),
    pytest.param("99999", "88888", "tongsu", True, "B2", id="B2-higher"),
    pytest.param("88888", "88888", "qingdao", False, "B2", id="B2-equal"),
    pytest.param("99999", "22888", "qingdao", True, "H2", id="B2-tie-qian-cites-H2"),
    pytest.param("大王大王101010", "小王小王999", "qingdao", True, "B3", id="B3-win"),
    pytest.param("小王小王101010", "小王小王999", "qingdao", False, "B3", id="B3-equal-jokers"),
    pytest.param("大王大王888", "小王小王999", "linyi", False, "B3", id="B3-carried-lower"),
    pytest.param("大王大王", "大王", "linyi", True, "B4", id="B4-linyi-win"),
    pytest.param("大王大王555", "大王444", "tongsu", True, "B4", id="B4-tongsu-gua-hua"),
    pytest.param("小王小王", "小王", QINGDAO_OPTION_1, True, "B4", id="B4-option-1"),
    pytest.param("大王大王", "大王", "qingdao", False, "B1", id="B1-option-0"),
    pytest.param("大王", "大王", "irvine", False, "B6", id="B6-lone-BJ"),
    pytest.param("大王大王", "大王小王", "irvine", False, "B6", id="B6-lone-BJSJ"),
    pytest.param("小王小王", "小王", "irvine", False, "B6", id="B6-two-SJ"),
    pytest.param("大王大王555", "大王444", "irvine", False, "B6", id="B6-no-count-change"),
    pytest.param("大王大王555", "大王小王444", "qingdao", True, "H5", id="H5-cited"),
]


@pytest.mark.rule("B1", "B2", "B3", "B4", "B6", "H2", "H5")
@pytest.mark.parametrize(("new", "old", "rules", "ok", "rule_id"), VERDICT_CASES)
def test_explain_beat_cites_rule(
    new: str, old: str, rules: RuleSet | str, ok: bool, rule_id: str
) -> None:
    verdict = explain_beat(new, old, rules)
    assert verdict.ok is ok
    assert verdict.ok is beats(new, old, rules)
    assert bool(verdict) is ok
    assert rule_id in verdict.rules
    assert all(r[0] in "BH" for r in verdict.rules)


@pytest.mark.rule("B4", "B6")
def test_explain_beat_irvine_lone_big_joker_win() -> None:
    """大王大王 on a lone 大王 under irvine: a two-beat-one win (B4), irvine's exception (B6)."""
    verdict = explain_beat("大王大王", "大王", "irvine")
    assert verdict.ok
    assert {"B4", "B6"} & set(verdict.rules)


@pytest.mark.rule("B1", "B2", "B3", "B4", "B6")
@pytest.mark.parametrize(
    ("new", "old", "rules"),
    [
        pytest.param("5555", "444", "qingdao", id="count"),
        pytest.param("99999", "22888", "linyi", id="tie-qian"),
        pytest.param("大王大王101010", "小王小王999", "tongsu", id="jokers"),
        pytest.param("大王", "大王", "irvine", id="irvine"),
        pytest.param("大王大王555", "大王444", "tongsu", id="two-beat-one"),
    ],
)
def test_explain_beat_sentences_name_both_plays(new: str, old: str, rules: str) -> None:
    verdict = explain_beat(new, old, rules)
    new_play, old_play = make_play(new, rules), make_play(old, rules)
    assert verdict.en.strip() and verdict.zh.strip()
    assert new_play.describe() in verdict.en
    assert old_play.describe() in verdict.en
    assert new_play.describe("zh") in verdict.zh
    assert old_play.describe("zh") in verdict.zh
    assert ("beat" in verdict.en) and (("大过" in verdict.zh) or ("大不过" in verdict.zh))
    assert verdict.rules[0] in verdict.text()


# --- plays as text, lists of Card, Play objects; invalid input ---------------------------------


@pytest.mark.rule("B2", "H2")
def test_plays_as_text_cards_and_play_objects(preset: RuleSet) -> None:
    nines = [Card(Rank.NINE, suit) for suit in Suit] + [Card(Rank.NINE, Suit.SPADES)]
    eights_text = "88888"
    assert beats(nines, eights_text, preset)
    assert beats(make_play(nines, preset), make_play(eights_text, preset), preset)
    assert beats("99999", parse_cards("8s 8h 8c 8d 8s"), preset)
    assert not beats(parse_cards("8 8 8 8 8"), make_play("99999", preset), preset)
    assert explain_beat(nines, make_play(eights_text, preset), preset).ok


@pytest.mark.rule("B3")
def test_chinese_and_ascii_joker_names_agree(preset: RuleSet) -> None:
    for new, old in [
        ("大花大花101010", "小花小花999"),
        ("BJ BJ 10 10 10", "SJ SJ 9 9 9"),
        ("大鬼, 大虎, 10, 10, 10", "小鬼 小虎 9 9 9"),
    ]:
        assert beats(new, old, preset)
        assert not beats(old, new, preset)


@pytest.mark.rule("H1", "C1", "C3")
@pytest.mark.parametrize(
    ("new", "old", "error", "rule_id"),
    [
        pytest.param("5 6", "44", InvalidPlay, "H1", id="two-ranks"),
        pytest.param("44", "5 10", InvalidPlay, "H1", id="old-two-ranks"),
        pytest.param("", "4", InvalidPlay, "H1", id="empty"),
        pytest.param("5" * 17, "4", InvalidPlay, "C1", id="seventeen-fives"),
        pytest.param("大王大王大王大王大王", "4", InvalidPlay, "C1", id="five-big-jokers"),
        pytest.param("XYZ", "4", CardError, "C3", id="not-a-card"),
        pytest.param("4", "1", CardError, "C3", id="old-not-a-card"),
    ],
)
def test_invalid_plays_raise(new: str, old: str, error: type[Exception], rule_id: str) -> None:
    with pytest.raises(error) as info:
        beats(new, old)
    assert getattr(info.value, "rule", None) == rule_id
    assert isinstance(info.value, ValueError)
    with pytest.raises(error):
        explain_beat(new, old)
