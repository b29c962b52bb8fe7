"""The table (T1-T3): six seats round a hexagon, two alliances, opposites, counter-clockwise."""

from __future__ import annotations

from .errors import GoujiError
from .labels import Bilingual

SEAT_COUNT = 6
"""T1: Gouji is played by six players."""

SEATS: tuple[int, ...] = tuple(range(SEAT_COUNT))


class Relation(Bilingual):
    """How one seat stands to another (T1, T2)."""

    SELF = ("self", "自己")
    ALLY = ("ally", "联邦")
    OPPOSITE = ("opposite (对头)", "对头")
    NEXT = ("next (下家)", "下家")
    PREVIOUS = ("previous (上家)", "上家")


def check_seat(seat: int) -> int:
    """T1: return ``seat`` if it is a seat number 0-5, else raise GoujiError naming it."""
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < SEAT_COUNT:
        raise GoujiError(
            "T1",
            f"{seat!r} is not a seat; seats are numbered 0 to {SEAT_COUNT - 1}",
            f"{seat!r}不是座位号；座位号为0到{SEAT_COUNT - 1}",
        )
    return seat


def alliance_of(seat: int) -> int:
    """T1: the alliance (联邦) of a seat: 0 for seats 0, 2, 4 and 1 for seats 1, 3, 5."""
    return check_seat(seat) % 2


def allies_of(seat: int) -> tuple[int, int]:
    """T1: the two other seats of the same alliance."""
    check_seat(seat)
    return ((seat + 2) % SEAT_COUNT, (seat + 4) % SEAT_COUNT)


def opposite_of(seat: int) -> int:
    """T2: the seat straight across, the 对头 (duìtóu)."""
    return (check_seat(seat) + SEAT_COUNT // 2) % SEAT_COUNT


def next_seat(seat: int) -> int:
    """T3: the seat that plays after ``seat`` (下家, counter-clockwise)."""
    return (check_seat(seat) + 1) % SEAT_COUNT


def previous_seat(seat: int) -> int:
    """T3: the seat that plays before ``seat`` (上家)."""
    return (check_seat(seat) - 1) % SEAT_COUNT


def relation(seat: int, other: int) -> Relation:
    """T1-T3: how ``other`` stands to ``seat``: self, ally, opposite, next or previous."""
    check_seat(other)
    if other == check_seat(seat):
        return Relation.SELF
    if other == opposite_of(seat):
        return Relation.OPPOSITE
    if other == next_seat(seat):
        return Relation.NEXT
    if other == previous_seat(seat):
        return Relation.PREVIOUS
    return Relation.ALLY


OPPOSITE: tuple[int, ...] = tuple((seat + SEAT_COUNT // 2) % SEAT_COUNT for seat in SEATS)
"""T2: ``OPPOSITE[s]`` is the 对头 of seat s (a table for hot loops; same as opposite_of)."""

ALLIANCE: tuple[int, ...] = tuple(seat % 2 for seat in SEATS)
"""T1: ``ALLIANCE[s]`` is the alliance of seat s (same as alliance_of)."""
