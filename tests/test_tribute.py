"""点贡 (X4, X5) with declarations (D1 预点, D2 明点).

Seed 000 (qingdao) 点贡: prose and the 27-case table after "详细可参考下表"; A = 自己, B = 对头;
columns 对头向自己 (B pays A) and 自己向对头 (A pays B). Seed 002 text 3 (tongsu) art. 23 and 26;
seed 004 (irvine) 开点: 此未开点的玩家须向他的对家进一张“点贡”.
"""

from __future__ import annotations

import pytest

from gouji_learn import (
    DECLARATIONS,
    PRESET_NAMES,
    GoujiError,
    NotInRulebook,
    PointTributeCase,
    point_tribute,
    point_tribute_table,
)

DECLARED = {"未叫点": "none", "叫明点": "ming", "叫预点": "yu"}
SECTIONS = {
    "自己开点/对头未开点": (True, False),
    "自己未开点/对头未开点": (False, False),
    "自己未开点/对头开点": (False, True),
}

SEED_000_TABLE: list[tuple[str, str, str, str, str]] = [
    # (情况, 自己…, 对头…, 对头向自己进贡张数, 自己向对头进贡张数), cell text as in the seed
    ("自己开点/对头未开点", "未叫点", "未叫点", "1+1=2", "0"),
    ("自己开点/对头未开点", "未叫点", "叫明点", "1+4=5", "0"),
    ("自己开点/对头未开点", "未叫点", "叫预点", "1+8=9", "0"),
    ("自己开点/对头未开点", "叫明点", "未叫点", "2+1=3", "0"),
    ("自己开点/对头未开点", "叫明点", "叫明点", "2+4=6", "0"),
    ("自己开点/对头未开点", "叫明点", "叫预点", "2+8=10", "0"),
    ("自己开点/对头未开点", "叫预点", "未叫点", "4+1=5", "0"),
    ("自己开点/对头未开点", "叫预点", "叫明点", "4+4=8", "0"),
    ("自己开点/对头未开点", "叫预点", "叫预点", "4+8=12", "0"),
    ("自己未开点/对头未开点", "未叫点", "未叫点", "1", "1"),
    ("自己未开点/对头未开点", "未叫点", "叫明点", "1", "2"),
    ("自己未开点/对头未开点", "未叫点", "叫预点", "1", "4"),
    ("自己未开点/对头未开点", "叫明点", "未叫点", "2", "1"),
    ("自己未开点/对头未开点", "叫明点", "叫明点", "2", "2"),
    ("自己未开点/对头未开点", "叫明点", "叫预点", "2", "4"),
    ("自己未开点/对头未开点", "叫预点", "未叫点", "4", "1"),
    ("自己未开点/对头未开点", "叫预点", "叫明点", "4", "2"),
    ("自己未开点/对头未开点", "叫预点", "叫预点", "4", "4"),
    ("自己未开点/对头开点", "未叫点", "未叫点", "0", "1+1=2"),
    ("自己未开点/对头开点", "未叫点", "叫明点", "0", "1+2=3"),
    ("自己未开点/对头开点", "未叫点", "叫预点", "0", "1+4=5"),
    ("自己未开点/对头开点", "叫明点", "未叫点", "0", "4+1=3"),  # the slip: 4+1 is 5
    ("自己未开点/对头开点", "叫明点", "叫明点", "0", "4+2=6"),
    ("自己未开点/对头开点", "叫明点", "叫预点", "0", "4+4=8"),
    ("自己未开点/对头开点", "叫预点", "未叫点", "0", "8+1=9"),
    ("自己未开点/对头开点", "叫预点", "叫明点", "0", "8+2=10"),
    ("自己未开点/对头开点", "叫预点", "叫预点", "0", "8+4=12"),
]
SLIP = ("自己未开点/对头开点", "叫明点", "未叫点")


def cell_total(cell: str) -> int:
    """The number of cards a cell means: the sum of its parts ("4+1=3" is 5, not 3)."""
    parts = cell.split("=")[0]
    return sum(int(part) for part in parts.split("+"))


def seed_cases() -> list[PointTributeCase]:
    cases = []
    for section, a_decl, b_decl, b_pays_a, a_pays_b in SEED_000_TABLE:
        a_opened, b_opened = SECTIONS[section]
        cases.append(
            PointTributeCase(
                a_opened,
                b_opened,
                DECLARED[a_decl],
                DECLARED[b_decl],
                cell_total(b_pays_a),
                cell_total(a_pays_b),
            )
        )
    return cases


def case_id(row: tuple[str, str, str, str, str]) -> str:
    section, a_decl, b_decl, _, _ = row
    opened = {
        "自己开点/对头未开点": "A-opened",
        "自己未开点/对头未开点": "neither",
        "自己未开点/对头开点": "B-opened",
    }[section]
    return f"{opened}:A-{DECLARED[a_decl]}:B-{DECLARED[b_decl]}"


# --- X4: the 27-case table of seed 000 -----------------------------------------------------------


@pytest.mark.rule("X4")
def test_x4_table_transcription_is_complete() -> None:
    assert len(SEED_000_TABLE) == 27
    keys = {(row[0], row[1], row[2]) for row in SEED_000_TABLE}
    assert len(keys) == 27
    wrong = [
        (row[0], row[1], row[2])
        for row in SEED_000_TABLE
        for cell in row[3:]
        if "=" in cell and cell_total(cell) != int(cell.split("=")[1])
    ]
    assert wrong == [SLIP]  # the only cell whose written total is off: "4+1=3"


@pytest.mark.rule("X4", "D1", "D2")
@pytest.mark.parametrize("rules", ["qingdao", "linyi"])
@pytest.mark.parametrize("row", SEED_000_TABLE, ids=[case_id(row) for row in SEED_000_TABLE])
def test_x4_each_case_of_the_table(rules: str, row: tuple[str, str, str, str, str]) -> None:
    section, a_decl, b_decl, b_pays_a, a_pays_b = row
    a_opened, b_opened = SECTIONS[section]
    paid = point_tribute(a_opened, b_opened, DECLARED[a_decl], DECLARED[b_decl], rules)
    assert paid == (cell_total(b_pays_a), cell_total(a_pays_b))


@pytest.mark.rule("X4")
@pytest.mark.parametrize("rules", ["qingdao", "linyi"])
def test_x4_point_tribute_table_is_the_seed_table(rules: str) -> None:
    rows = list(point_tribute_table(rules))
    assert len(rows) == 27
    assert rows == seed_cases()
    assert len(list(point_tribute_table("qingdao"))) == 27


@pytest.mark.rule("X4")
def test_x4_slip_cell_reads_five() -> None:
    """ "自己叫明点, 对头未叫点, 对头开点: 4+1=3" — A's 明点 failed (4) plus B's claim (1) is 5."""
    assert point_tribute(False, True, "ming", "none") == (0, 5)
    assert point_tribute(False, True, "ming", "none") != (0, 3)


@pytest.mark.rule("X4")
def test_x4_both_opened_pay_nothing() -> None:
    """如果双方都开点，则互不进贡 — whatever was declared."""
    for a_decl in DECLARATIONS:
        for b_decl in DECLARATIONS:
            assert point_tribute(True, True, a_decl, b_decl, "qingdao") == (0, 0)
    assert point_tribute(True, True, rules="linyi") == (0, 0)


# --- X4: the prose (one part at a time) ----------------------------------------------------------

PROSE_CLAIM = [
    # 如果自己没有叫点 / 叫了明点 / 叫了预点，对头没有开点，则对头应该向自己进一张 / 两张 / 四张
    pytest.param("none", 1, id="no-declaration-1"),
    pytest.param("ming", 2, id="ming-2"),
    pytest.param("yu", 4, id="yu-4"),
]
PROSE_PENALTY = [
    # 如果对头开了点，自己没有叫点 / 叫了明点 / 叫了预点，则自己向对头进一张 / 四张 / 八张
    pytest.param("none", 1, id="no-declaration-1"),
    pytest.param("ming", 4, id="ming-4"),
    pytest.param("yu", 8, id="yu-8"),
]


@pytest.mark.rule("X4", "D1", "D2")
@pytest.mark.parametrize(("declared", "cards"), PROSE_CLAIM)
def test_x4_prose_claim(declared: str, cards: int) -> None:
    """The 对头 did not open: he pays A's claim; it is all he pays when A did not open either."""
    assert point_tribute(False, False, declared, "none") == (cards, 1)
    # and when A opened, the table adds B's own part (1 for no declaration)
    assert point_tribute(True, False, declared, "none") == (cards + 1, 0)


@pytest.mark.rule("X4", "D1", "D2")
@pytest.mark.parametrize(("declared", "cards"), PROSE_PENALTY)
def test_x4_prose_penalty(declared: str, cards: int) -> None:
    """The 对头 opened: A pays his own part, plus the 对头's claim (1 with no declaration)."""
    assert point_tribute(False, True, declared, "none") == (0, cards + 1)
    assert point_tribute(True, False, "none", declared) == (1 + cards, 0)


@pytest.mark.rule("D1", "D2")
def test_declaration_prose_yu_and_ming() -> None:
    """预点: 对头如果没有开点……进贡四张牌。但如果对头开点，自己向对头进八张牌.

    明点: ……向对头进贡两张牌。但如果对头开点，自己向对头进四张牌.
    """
    b_pays_a, _ = point_tribute(False, False, "yu", "none")
    assert b_pays_a == 4
    _, a_pays_b = point_tribute(False, True, "yu", "none")
    assert a_pays_b - 1 == 8
    b_pays_a, _ = point_tribute(False, False, "ming", "none")
    assert b_pays_a == 2
    _, a_pays_b = point_tribute(False, True, "ming", "none")
    assert a_pays_b - 1 == 4


@pytest.mark.rule("X4")
def test_x4_symmetry_between_opposites() -> None:
    """Swapping A and B swaps who pays whom."""
    for a_opened, b_opened, a_decl, b_decl, b_pays_a, a_pays_b in point_tribute_table():
        assert point_tribute(b_opened, a_opened, b_decl, a_decl) == (a_pays_b, b_pays_a)


# --- X5: irvine and tongsu ----------------------------------------------------------------------


@pytest.mark.rule("X5")
@pytest.mark.parametrize(
    ("a_opened", "b_opened", "expected"),
    [
        pytest.param(True, False, (1, 0), id="B-did-not-open-pays-1"),
        pytest.param(False, True, (0, 1), id="A-did-not-open-pays-1"),
        pytest.param(False, False, (0, 0), id="neither-0"),
        pytest.param(True, True, (0, 0), id="both-0"),
    ],
)
def test_x5_irvine(a_opened: bool, b_opened: bool, expected: tuple[int, int]) -> None:
    """Seed 004: 若有玩家仍未开点，而他的对家已开点……须向他的对家进一张“点贡”."""
    assert point_tribute(a_opened, b_opened, rules="irvine") == expected


@pytest.mark.rule("X5")
def test_x5_irvine_table() -> None:
    rows = list(point_tribute_table("irvine"))
    assert [(r.a_opened, r.b_opened, r.b_pays_a, r.a_pays_b) for r in rows] == [
        (True, False, 1, 0),
        (False, False, 0, 0),
        (False, True, 0, 1),
    ]
    assert all(r.a_declared == r.b_declared == "none" for r in rows)


@pytest.mark.rule("X5", "D2")
@pytest.mark.parametrize(
    ("a_opened", "b_opened", "a_decl", "b_decl", "expected"),
    [
        pytest.param(True, False, "none", "none", (1, 0), id="B-did-not-open-pays-1"),
        pytest.param(False, True, "none", "none", (0, 1), id="A-did-not-open-pays-1"),
        pytest.param(True, True, "none", "none", (0, 0), id="both-0"),
        # art. 26 换点: 相对的玩家均未开点，互进点贡
        pytest.param(False, False, "none", "none", (1, 1), id="neither-swap-1-each"),
        # art. 23: 如“宣点”成功，则点贡翻倍
        pytest.param(True, False, "ming", "none", (2, 0), id="A-ming-succeeds-doubles"),
        pytest.param(False, True, "none", "ming", (0, 2), id="B-ming-succeeds-doubles"),
    ],
)
def test_x5_tongsu(
    a_opened: bool, b_opened: bool, a_decl: str, b_decl: str, expected: tuple[int, int]
) -> None:
    assert point_tribute(a_opened, b_opened, a_decl, b_decl, "tongsu") == expected


@pytest.mark.rule("X5", "D2")
@pytest.mark.parametrize(
    ("a_opened", "b_opened"),
    [
        pytest.param(False, True, id="opposite-opened"),
        pytest.param(False, False, id="neither-opened"),
        pytest.param(True, True, id="both-opened"),
    ],
)
def test_x5_tongsu_failed_ming_is_not_in_rulebook(a_opened: bool, b_opened: bool) -> None:
    """Art. 23: 致“宣点”失败的……点贡，本规则不做规定，一旦发生由玩家协商确定."""
    with pytest.raises(NotInRulebook) as info:
        point_tribute(a_opened, b_opened, "ming", "none", "tongsu")
    assert info.value.rule == "D2"


@pytest.mark.rule("X5", "D2")
def test_x5_tongsu_table_leaves_out_what_it_does_not_define() -> None:
    rows = list(point_tribute_table("tongsu"))
    assert all("yu" not in (r.a_declared, r.b_declared) for r in rows)
    assert PointTributeCase(True, False, "ming", "none", 2, 0) in rows
    assert PointTributeCase(False, False, "none", "none", 1, 1) in rows
    assert not any(r.a_declared == "ming" and not (r.a_opened and not r.b_opened) for r in rows)
    assert len(rows) == 5


# --- D1 / D2: declarations a rulebook lacks -----------------------------------------------------


@pytest.mark.rule("D1", "D2")
@pytest.mark.parametrize(
    ("rules", "declared", "rule_id"),
    [
        pytest.param("tongsu", "yu", "D1", id="tongsu-forbids-yu"),
        pytest.param("irvine", "yu", "D1", id="irvine-no-yu"),
        pytest.param("irvine", "ming", "D2", id="irvine-no-ming"),
    ],
)
def test_declarations_not_in_rulebook(rules: str, declared: str, rule_id: str) -> None:
    for args in [(True, False, declared, "none"), (False, True, "none", declared)]:
        with pytest.raises(NotInRulebook) as info:
            point_tribute(*args, rules=rules)
        assert info.value.rule == rule_id
        assert isinstance(info.value, ValueError)


@pytest.mark.rule("D1", "D2")
@pytest.mark.parametrize("rules", ["qingdao", "linyi"])
@pytest.mark.parametrize("declared", ["ming", "yu"])
def test_declarations_in_rulebook(rules: str, declared: str) -> None:
    b_pays_a, a_pays_b = point_tribute(True, False, declared, "none", rules)
    assert b_pays_a > 1 and a_pays_b == 0


@pytest.mark.rule("D1", "D2")
def test_tongsu_allows_ming_only() -> None:
    assert point_tribute(True, False, "ming", "none", "tongsu") == (2, 0)
    with pytest.raises(NotInRulebook):
        point_tribute(True, False, "yu", "none", "tongsu")


@pytest.mark.rule("D1", "D2")
@pytest.mark.parametrize("rules", PRESET_NAMES)
@pytest.mark.parametrize("declared", ["明点", "MING", "", "预", "both"])
def test_bad_declaration_raises_value_error(rules: str, declared: str) -> None:
    with pytest.raises(ValueError) as info:
        point_tribute(True, False, declared, "none", rules)
    assert not isinstance(info.value, NotInRulebook)
    assert isinstance(info.value, GoujiError)
    assert info.value.rule in {"D1", "D2"}
    with pytest.raises(ValueError):
        point_tribute(True, False, "none", declared, rules)
