"""Places and scores (E1, E4, P1, P2).

Source: seed 000 计分 (头科得2分，二科得1分，三科、四科均得0分，二落得-1分，大落得-2分),
its worked example and 串三户 (串三户记分翻番，即获胜一方积6分，负方得-6分).
Seats 0, 2, 4 form one alliance (联邦), 1, 3, 5 the other (T1).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations

import pytest

from gouji_learn import (
    PLACES,
    PRESET_NAMES,
    GoujiError,
    RuleSet,
    alliance_of,
    alliance_scores,
    is_sweep,
    place_name,
)

POINTS = (2, 1, 0, 0, -1, -2)
"""P1 as written in seed 000, independent of the package's RuleSet."""


# --- E1: the place names -----------------------------------------------------------------------


@pytest.mark.rule("E1")
def test_e1_places_in_order() -> None:
    names = ["头科", "二科", "三科", "四科", "二落", "大落"]
    assert [zh for zh, _, _ in PLACES] == names
    assert [place_name(i, "zh") for i in range(6)] == names


@pytest.mark.rule("E1")
@pytest.mark.parametrize(
    ("index", "zh", "pinyin"),
    [
        pytest.param(0, "头科", "tóukē", id="first"),
        pytest.param(1, "二科", "èrkē", id="second"),
        pytest.param(4, "二落", "èrlà", id="fifth"),
        pytest.param(5, "大落", "dàlà", id="last"),
    ],
)
def test_e1_place_name_in_english_names_chinese_and_pinyin(
    index: int, zh: str, pinyin: str
) -> None:
    name = place_name(index)
    assert zh in name and pinyin in name
    assert name != place_name(index, "zh")
    assert place_name(index, "zh") == zh


# --- P1: place points and alliance scores ------------------------------------------------------


@pytest.mark.rule("P1")
def test_p1_seed_example(preset: RuleSet) -> None:
    """Seed 000: 本方获得头科、三科、二落，敌方获得二科、四科、大落 → 2+0+-1=1 and 1+0+-2=-1."""
    us_first = [0, 1, 2, 3, 4, 5]  # us = seats 0, 2, 4: 头科, 三科, 二落
    assert alliance_scores(us_first, preset) == (1, -1)
    them_first = [1, 0, 3, 2, 5, 4]  # the mirror: seats 1, 3, 5 take 头科, 三科, 二落
    assert alliance_scores(them_first, preset) == (-1, 1)
    assert preset.place_points == POINTS


@pytest.mark.rule("P1")
@pytest.mark.parametrize(
    ("order", "expected"),
    [
        pytest.param((0, 1, 3, 2, 5, 4), (2 + 0 + -2, 1 + 0 + -1), id="us-first-and-last"),
        pytest.param((1, 0, 2, 3, 4, 5), (1 + 0 + -1, 2 + 0 + -2), id="them-first"),
        pytest.param((0, 1, 3, 5, 2, 4), (2 - 1 - 2, 1 + 0 + 0), id="us-last-two"),
    ],
)
def test_p1_other_orders(order: Sequence[int], expected: tuple[int, int]) -> None:
    assert alliance_scores(order) == expected
    assert not is_sweep(order)


def expected_scores(order: Sequence[int]) -> tuple[int, int]:
    """P1/P2 computed from the seed's numbers alone."""
    if len({seat % 2 for seat in order[:3]}) == 1:
        return (6, -6) if order[0] % 2 == 0 else (-6, 6)
    scores = [0, 0]
    for place, seat in enumerate(order):
        scores[seat % 2] += POINTS[place]
    return (scores[0], scores[1])


@pytest.mark.rule("P1", "P2", "E4")
@pytest.mark.parametrize("rules", PRESET_NAMES)
def test_p1_scores_sum_to_zero_for_every_order(rules: str) -> None:
    orders = list(permutations(range(6)))
    assert len(orders) == 720
    sweeps = 0
    for order in orders:
        ours, theirs = alliance_scores(order, rules)
        assert ours + theirs == 0, order
        assert (ours, theirs) == expected_scores(order), order
        sweeps += is_sweep(order)
    # 串三户: 2 alliances × 3! orders of the winners × 3! orders of the losers
    assert sweeps == 2 * 6 * 6


# --- P2 / E4: 串三户 ----------------------------------------------------------------------------


@pytest.mark.rule("P2", "E4")
@pytest.mark.parametrize(
    ("order", "expected"),
    [
        pytest.param((0, 2, 4), (6, -6), id="evens-three"),
        pytest.param((4, 0, 2), (6, -6), id="evens-three-any-order"),
        pytest.param((1, 3, 5), (-6, 6), id="odds-three"),
        pytest.param((5, 1, 3), (-6, 6), id="odds-three-any-order"),
        pytest.param((0, 2, 4, 1, 3, 5), (6, -6), id="evens-six-seat-order"),
        pytest.param((2, 4, 0, 5, 3, 1), (6, -6), id="evens-six-seat-order-2"),
        pytest.param((3, 5, 1, 0, 2, 4), (-6, 6), id="odds-six-seat-order"),
    ],
)
def test_p2_sweep(preset: RuleSet, order: Sequence[int], expected: tuple[int, int]) -> None:
    assert is_sweep(order)
    assert alliance_scores(order, preset) == expected
    assert preset.sweep_points == 6


@pytest.mark.rule("P2", "E4")
@pytest.mark.parametrize(
    "order",
    [
        pytest.param((0, 2, 1, 4, 3, 5), id="third-is-opponent"),
        pytest.param((0, 1, 2, 3, 4, 5), id="alternating"),
        pytest.param((1, 3, 0, 5, 2, 4), id="odds-first-two-only"),
    ],
)
def test_p2_not_a_sweep(order: Sequence[int]) -> None:
    assert not is_sweep(order)
    ours, theirs = alliance_scores(order)
    assert abs(ours) < 6 and abs(theirs) < 6


@pytest.mark.rule("P2")
def test_p2_sweep_points_option() -> None:
    rules = RuleSet().replace(sweep_points=12)
    assert alliance_scores((0, 2, 4), rules) == (12, -12)
    assert alliance_scores((0, 1, 2, 3, 4, 5), rules) == (1, -1)


# --- bad finish orders --------------------------------------------------------------------------


@pytest.mark.rule("E1", "E4")
@pytest.mark.parametrize(
    ("order", "rule_id"),
    [
        pytest.param((0, 0, 1, 2, 3, 4), "E1", id="duplicate-seat"),
        pytest.param((0, 2, 4, 1, 3, 5, 1), "E1", id="seven-seats-duplicate"),
        pytest.param((0, 1, 2, 3, 4), "E1", id="five-seats"),
        pytest.param((0, 1), "E1", id="two-seats"),
        pytest.param((), "E1", id="empty"),
        pytest.param((0, 1, 2), "E4", id="three-not-one-alliance"),
        pytest.param((1, 3, 0), "E4", id="three-not-one-alliance-2"),
    ],
)
def test_bad_orders_raise(order: Sequence[int], rule_id: str) -> None:
    with pytest.raises(GoujiError) as info:
        alliance_scores(order)
    assert isinstance(info.value, ValueError)
    assert info.value.rule == rule_id


@pytest.mark.rule("E1", "T1")
@pytest.mark.parametrize(
    "order",
    [
        pytest.param((0, 1, 2, 3, 4, 6), id="seat-6"),
        pytest.param((-1, 1, 2, 3, 4, 5), id="seat-minus-1"),
        pytest.param((0, 2, 6), id="seat-6-in-sweep"),
    ],
)
def test_bad_seat_raises_value_error(order: Sequence[int]) -> None:
    with pytest.raises(ValueError, match="seat"):
        alliance_scores(order)
    with pytest.raises(ValueError):
        is_sweep(order)


@pytest.mark.rule("E1", "T1")
def test_bad_seat_is_a_gouji_error_with_rule() -> None:
    with pytest.raises(GoujiError) as info:
        alliance_scores((0, 1, 2, 3, 4, 6))
    assert info.value.rule in {"E1", "T1"}


@pytest.mark.rule("E1")
def test_alliances_of_seats_in_scoring() -> None:
    """The two halves of the score follow T1: seats 0, 2, 4 against 1, 3, 5."""
    assert [alliance_of(s) for s in range(6)] == [0, 1, 0, 1, 0, 1]
    assert alliance_scores((2, 3, 4, 5, 0, 1)) == (1, -1)
