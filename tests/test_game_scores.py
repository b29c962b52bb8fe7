"""P3 (a game's running scores) and P4 (Linyi level titles)."""

from __future__ import annotations

from itertools import pairwise

import pytest

from gouji_learn import LINYI_LEVELS, alliance_scores, game_scores, linyi_level


@pytest.mark.rule("P3")
def test_a_game_adds_up_its_rounds() -> None:
    rounds = [[0, 1, 2, 3, 5, 4], [0, 2, 4], [1, 0, 3, 2, 5, 4]]
    totals = game_scores(rounds)
    assert totals == [(0, 0), (6, -6), (6 - 1, -6 + 1)]
    assert totals[-1] == tuple(map(sum, zip(*(alliance_scores(r) for r in rounds), strict=True)))


@pytest.mark.rule("P3")
def test_a_game_with_no_rounds_has_no_totals() -> None:
    assert game_scores([]) == []


@pytest.mark.rule("P3")
def test_a_bad_round_in_a_game_is_refused() -> None:
    with pytest.raises(ValueError, match="E1"):
        game_scores([[0, 1, 2, 3, 4, 5], [0, 0, 1, 2, 3, 4]])


@pytest.mark.rule("P4")
@pytest.mark.parametrize(
    ("points", "level", "title"),
    [
        (-5, 1, "农民"),
        (0, 1, "农民"),
        (19, 1, "农民"),
        (20, 2, "副村长"),
        (39, 2, "副村长"),
        (40, 3, "村长"),
        (5120, 10, "县长"),
        (5242880, 20, "副主席"),
        (10**9, 21, "主席"),
    ],
)
def test_linyi_levels(points: int, level: int, title: str) -> None:
    assert linyi_level(points) == (level, title)


@pytest.mark.rule("P4")
def test_each_linyi_level_doubles_the_one_before() -> None:
    thresholds = [threshold for threshold, _ in LINYI_LEVELS[1:]]
    assert all(b == 2 * a for a, b in pairwise(thresholds))
    assert len(LINYI_LEVELS) == 21
