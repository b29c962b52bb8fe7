"""Places and scores (E1, E4, P1, P2): 头科 to 大落, alliance scores and the 串三户 sweep."""

from __future__ import annotations

from collections.abc import Sequence

from .errors import GoujiError
from .ruleset import RuleSet, resolve_rules
from .table import SEAT_COUNT, alliance_of, check_seat

PLACES: tuple[tuple[str, str, str], ...] = (
    ("头科", "tóukē", "first out"),
    ("二科", "èrkē", "second out"),
    ("三科", "sānkē", "third out"),
    ("四科", "sìkē", "fourth out"),
    ("二落", "èrlà", "second to last"),
    ("大落", "dàlà", "last"),
)
"""E1: the six places in the order players go out: Chinese name, pinyin, English."""

SWEEP_SIZE = 3
"""E4: 串三户 takes the first three places for one alliance."""


def place_name(index: int, lang: str = "en") -> str:
    """E1: the name of the place at ``index`` (0 = 头科 ... 5 = 大落) in ``"en"`` or ``"zh"``."""
    zh, pinyin, en = PLACES[index]
    return zh if lang == "zh" else f"{zh} ({pinyin}, {en})"


def _check_order(finish_order: Sequence[int]) -> list[int]:
    order = [check_seat(seat) for seat in finish_order]
    if len(set(order)) != len(order):
        raise GoujiError(
            "E1", f"a seat appears twice in the finish order {order}", f"名次中有座位重复：{order}"
        )
    if len(order) not in (SWEEP_SIZE, SEAT_COUNT):
        raise GoujiError(
            "E1",
            f"a finish order lists all {SEAT_COUNT} seats, or {SWEEP_SIZE} for a "
            f"串三户, not {len(order)}",
            f"名次应列出全部{SEAT_COUNT}个座位，串三户时列出{SWEEP_SIZE}个",
        )
    return order


def is_sweep(finish_order: Sequence[int]) -> bool:
    """E4: True when the first three seats out are of one alliance (串三户, also 圈三家)."""
    order = _check_order(finish_order)
    return len({alliance_of(seat) for seat in order[:SWEEP_SIZE]}) == 1


def alliance_scores(
    finish_order: Sequence[int], rules: RuleSet | str | None = None
) -> tuple[int, int]:
    """P1-P2: scores of the alliances of seats 0/2/4 and 1/3/5 for a finish order (头科 first)."""
    ruleset = resolve_rules(rules)
    order = _check_order(finish_order)
    if is_sweep(order):
        winner = alliance_of(order[0])
        won = ruleset.sweep_points
        return (won, -won) if winner == 0 else (-won, won)
    if len(order) != SEAT_COUNT:
        raise GoujiError(
            "E4",
            f"only a 串三户 ends with three places, and {order} is not one",
            f"只有串三户才在三个名次后结束，{order}不是串三户",
        )
    scores = [0, 0]
    for place, seat in enumerate(order):
        scores[alliance_of(seat)] += ruleset.place_points[place]
    return (scores[0], scores[1])
