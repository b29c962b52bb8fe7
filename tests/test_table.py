"""T1-T3: six seats, two alliances, the 对头 straight across, counter-clockwise play.

Seeds: qingdao 六人参加，其中三个人形成"联邦" / 任何面对的一对互称为对方的"对头" /
打牌按逆时针进行; linyi 不同阵营的玩家座位交错 ... 每个玩家的上家，下家和对家都是对方联邦的玩家;
tongsu art. 1 相隔的玩家为一同帮，相邻、相对的玩家为对方; irvine 每不相邻的三个人组成一个"联邦".
The table does not depend on the rulebook: all four presets share it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from gouji_learn import (
    SEAT_COUNT,
    SEATS,
    Relation,
    alliance_of,
    allies_of,
    next_seat,
    opposite_of,
    previous_seat,
    relation,
)

BAD_SEATS = [-1, 6, 7, 100, "0", 1.0, 2.5, True, False, None]
BAD_SEAT_IDS = [
    "minus-one",
    "six",
    "seven",
    "hundred",
    "str-0",
    "float-1.0",
    "float-2.5",
    "True",
    "False",
    "None",
]


@pytest.mark.rule("T1")
class TestSeatsAndAlliances:
    def test_six_seats_numbered_0_to_5(self) -> None:
        assert SEAT_COUNT == 6
        assert tuple(SEATS) == (0, 1, 2, 3, 4, 5)

    @pytest.mark.parametrize(
        ("seat", "alliance"),
        [(0, 0), (1, 1), (2, 0), (3, 1), (4, 0), (5, 1)],
        ids=[f"seat{s}" for s in range(6)],
    )
    def test_alliance_of_alternates(self, seat: int, alliance: int) -> None:
        assert alliance_of(seat) == alliance

    def test_two_alliances_of_three(self) -> None:
        members = {
            0: [s for s in SEATS if alliance_of(s) == 0],
            1: [s for s in SEATS if alliance_of(s) == 1],
        }
        assert members == {0: [0, 2, 4], 1: [1, 3, 5]}

    @pytest.mark.parametrize(
        ("seat", "allies"),
        [(0, {2, 4}), (1, {3, 5}), (2, {0, 4}), (3, {1, 5}), (4, {0, 2}), (5, {1, 3})],
        ids=[f"seat{s}" for s in range(6)],
    )
    def test_allies_are_the_two_other_seats_of_the_alliance(
        self, seat: int, allies: set[int]
    ) -> None:
        found = allies_of(seat)
        assert len(found) == 2
        assert set(found) == allies
        assert seat not in found
        assert all(alliance_of(a) == alliance_of(seat) for a in found)

    @pytest.mark.parametrize("seat", SEATS, ids=[f"seat{s}" for s in SEATS])
    def test_neighbours_are_never_allies(self, seat: int) -> None:
        # linyi: 不同阵营的玩家座位交错; tongsu art. 1: 相隔的玩家为一同帮，相邻...的玩家为对方.
        assert next_seat(seat) not in allies_of(seat)
        assert previous_seat(seat) not in allies_of(seat)
        assert alliance_of(next_seat(seat)) != alliance_of(seat)
        assert alliance_of(previous_seat(seat)) != alliance_of(seat)


@pytest.mark.rule("T2")
class TestOpposite:
    @pytest.mark.parametrize(
        ("seat", "opposite"),
        [(0, 3), (1, 4), (2, 5), (3, 0), (4, 1), (5, 2)],
        ids=[f"seat{s}" for s in range(6)],
    )
    def test_opposite_is_three_seats_on(self, seat: int, opposite: int) -> None:
        assert opposite_of(seat) == opposite

    @pytest.mark.parametrize("seat", SEATS, ids=[f"seat{s}" for s in SEATS])
    def test_opposite_is_mutual_and_an_opponent(self, seat: int) -> None:
        # qingdao: 任何面对的一对互称为对方的"对头".
        other = opposite_of(seat)
        assert other != seat
        assert opposite_of(other) == seat
        assert alliance_of(other) != alliance_of(seat)
        assert other not in allies_of(seat)

    @pytest.mark.parametrize("seat", SEATS, ids=[f"seat{s}" for s in SEATS])
    def test_opposite_is_not_a_neighbour(self, seat: int) -> None:
        assert opposite_of(seat) not in (next_seat(seat), previous_seat(seat))


@pytest.mark.rule("T3")
class TestTurnOrder:
    @pytest.mark.parametrize(
        ("seat", "after"),
        [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 0)],
        ids=[f"seat{s}" for s in range(6)],
    )
    def test_next_seat_counter_clockwise(self, seat: int, after: int) -> None:
        assert next_seat(seat) == after

    @pytest.mark.parametrize(
        ("seat", "before"),
        [(0, 5), (1, 0), (2, 1), (3, 2), (4, 3), (5, 4)],
        ids=[f"seat{s}" for s in range(6)],
    )
    def test_previous_seat(self, seat: int, before: int) -> None:
        assert previous_seat(seat) == before

    def test_not_clockwise(self) -> None:
        # After seat 0 comes seat 1, never seat 5 (that would be clockwise numbering).
        assert next_seat(0) != 5
        assert previous_seat(0) != 1

    @pytest.mark.parametrize("seat", SEATS, ids=[f"seat{s}" for s in SEATS])
    def test_next_and_previous_are_inverse(self, seat: int) -> None:
        assert previous_seat(next_seat(seat)) == seat
        assert next_seat(previous_seat(seat)) == seat

    @pytest.mark.parametrize("start", SEATS, ids=[f"from{s}" for s in SEATS])
    def test_six_turns_visit_every_seat_once(self, start: int) -> None:
        seen = []
        seat = start
        for _ in range(SEAT_COUNT):
            seen.append(seat)
            seat = next_seat(seat)
        assert seat == start
        assert sorted(seen) == list(SEATS)


@pytest.mark.rule("T1", "T2", "T3")
class TestRelation:
    @pytest.mark.parametrize(
        ("other", "expected"),
        [
            (0, Relation.SELF),
            (1, Relation.NEXT),
            (2, Relation.ALLY),
            (3, Relation.OPPOSITE),
            (4, Relation.ALLY),
            (5, Relation.PREVIOUS),
        ],
        ids=["self", "next", "ally-2", "opposite", "ally-4", "previous"],
    )
    def test_relations_from_seat_0(self, other: int, expected: Relation) -> None:
        assert relation(0, other) is expected

    @pytest.mark.parametrize("seat", SEATS, ids=[f"seat{s}" for s in SEATS])
    def test_each_seat_sees_one_self_two_allies_one_of_each_other(self, seat: int) -> None:
        found = [relation(seat, other) for other in SEATS]
        assert found.count(Relation.SELF) == 1
        assert found.count(Relation.ALLY) == 2
        assert found.count(Relation.OPPOSITE) == 1
        assert found.count(Relation.NEXT) == 1
        assert found.count(Relation.PREVIOUS) == 1

    @pytest.mark.parametrize("seat", SEATS, ids=[f"seat{s}" for s in SEATS])
    def test_relation_agrees_with_the_seat_functions(self, seat: int) -> None:
        assert relation(seat, seat) is Relation.SELF
        assert relation(seat, opposite_of(seat)) is Relation.OPPOSITE
        assert relation(seat, next_seat(seat)) is Relation.NEXT
        assert relation(seat, previous_seat(seat)) is Relation.PREVIOUS
        for ally in allies_of(seat):
            assert relation(seat, ally) is Relation.ALLY

    @pytest.mark.parametrize("seat", SEATS, ids=[f"seat{s}" for s in SEATS])
    def test_only_allies_share_the_alliance(self, seat: int) -> None:
        for other in SEATS:
            same = alliance_of(other) == alliance_of(seat)
            assert same == (relation(seat, other) in (Relation.SELF, Relation.ALLY))

    def test_next_and_previous_swap_when_seen_from_the_other_side(self) -> None:
        assert relation(0, 1) is Relation.NEXT
        assert relation(1, 0) is Relation.PREVIOUS

    @pytest.mark.parametrize(
        ("rel", "en", "zh"),
        [
            (Relation.ALLY, "ally", "联邦"),
            (Relation.OPPOSITE, "opposite (对头)", "对头"),
            (Relation.NEXT, "next (下家)", "下家"),
            (Relation.PREVIOUS, "previous (上家)", "上家"),
            (Relation.SELF, "self", "自己"),
        ],
        ids=["ally", "opposite", "next", "previous", "self"],
    )
    def test_relation_labels(self, rel: Relation, en: str, zh: str) -> None:
        assert rel.label() == en
        assert rel.label("en") == en
        assert rel.label("zh") == zh


@pytest.mark.rule("T1")
class TestBadSeats:
    @pytest.mark.parametrize("bad", BAD_SEATS, ids=BAD_SEAT_IDS)
    @pytest.mark.parametrize(
        "func",
        [alliance_of, allies_of, opposite_of, next_seat, previous_seat],
        ids=["alliance_of", "allies_of", "opposite_of", "next_seat", "previous_seat"],
    )
    def test_bad_seat_raises_value_error(self, func: Callable[[Any], object], bad: Any) -> None:
        with pytest.raises(ValueError, match="seat"):
            func(bad)

    @pytest.mark.parametrize("bad", BAD_SEATS, ids=BAD_SEAT_IDS)
    def test_relation_checks_both_seats(self, bad: Any) -> None:
        with pytest.raises(ValueError, match="seat"):
            relation(bad, 0)
        with pytest.raises(ValueError, match="seat"):
            relation(0, bad)

    def test_error_names_the_bad_seat(self) -> None:
        with pytest.raises(ValueError, match="7"):
            opposite_of(7)
