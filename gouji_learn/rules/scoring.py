"""Places and scores (E1, E4, P1, P2): 头科 to 大落, alliance scores and the 串三户 sweep."""

from __future__ import annotations

from collections.abc import Sequence

from .errors import GoujiError, GoujiTypeError, short_repr
from .language import resolve_lang
from .ruleset import RuleSet, resolve_rules
from .seats import SEAT_COUNT, alliance_of, check_seat

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


def place_name(index: int, lang: str | None = None) -> str:
    """E1: the name of the place at ``index`` (0 = 头科 ... 5 = 大落) in ``"en"`` or ``"zh"``."""
    lang = resolve_lang(lang)
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(PLACES):
        raise GoujiError(
            "E1",
            f"{short_repr(index)} is not a place: places are numbered 0 (头科) to "
            f"{len(PLACES) - 1} (大落)",
            f"{short_repr(index)}不是名次：名次为0（头科）到{len(PLACES) - 1}（大落）",
        )
    zh, pinyin, en = PLACES[index]
    return zh if lang == "zh" else f"{zh} ({pinyin}, {en})"


def _check_order(finish_order: Sequence[int]) -> list[int]:
    given: object = finish_order
    if isinstance(given, (str, bytes, dict)) or not isinstance(given, Sequence | set | frozenset):
        raise GoujiTypeError(
            "E1",
            f"a finish order is a list of seats (头科 first), not {short_repr(given)}",
            f"名次应为座位列表（头科在前），不是{short_repr(given)}",
        )
    order = [check_seat(seat) for seat in given]
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


def game_scores(
    finish_orders: Sequence[Sequence[int]], rules: RuleSet | str | None = None
) -> list[tuple[int, int]]:
    """P3: running alliance totals after each round of a game (局) of several rounds (回合)."""
    given: object = finish_orders
    if isinstance(given, (str, bytes, dict)) or not isinstance(given, Sequence):
        raise GoujiTypeError(
            "P3",
            f"a game's finish orders are a list of finish orders, not {short_repr(given)}",
            f"一局的名次应为各回合名次的列表，不是{short_repr(given)}",
        )
    totals: list[tuple[int, int]] = []
    running = (0, 0)
    for order in finish_orders:
        first, second = alliance_scores(order, rules)
        running = (running[0] + first, running[1] + second)
        totals.append(running)
    return totals


LINYI_LEVELS: tuple[tuple[int, str], ...] = (
    (0, "农民"),
    (20, "副村长"),
    (40, "村长"),
    (80, "副乡长"),
    (160, "乡长"),
    (320, "副镇长"),
    (640, "镇长"),
    (1280, "镇委书记"),
    (2560, "副县长"),
    (5120, "县长"),
    (10240, "县委书记"),
    (20480, "副市长"),
    (40960, "市长"),
    (81920, "市委书记"),
    (163840, "副省长"),
    (327680, "省长"),
    (655360, "省委书记"),
    (1310720, "副总理"),
    (2621440, "总理"),
    (5242880, "副主席"),
    (10485760, "主席"),
)
"""P4: Linyi level titles (积分等级) and the cumulative points each starts at; each level doubles
the one before. Seed 002 lists no figure for 主席: 10485760 continues the doubling."""


def linyi_level(points: int) -> tuple[int, str]:
    """P4: the Linyi level number (1 = 农民) and title for a player's cumulative points."""
    if isinstance(points, bool) or not isinstance(points, int):
        raise GoujiTypeError(
            "P4",
            f"points are a whole number, not {short_repr(points)}",
            f"积分应为整数，不是{short_repr(points)}",
        )
    level = 1
    for number, (threshold, _title) in enumerate(LINYI_LEVELS, start=1):
        if points >= threshold:
            level = number
    return level, LINYI_LEVELS[level - 1][1]
