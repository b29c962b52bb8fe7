"""点贡 arithmetic (X4, X5) with declarations (D1, D2): what two opposites pay each other."""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from .errors import GoujiError, GoujiTypeError, NotInRulebook, short_repr
from .ruleset import Declaration, PointTribute, RuleSet, resolve_rules

DECLARATIONS: tuple[Declaration, ...] = (Declaration.NONE, Declaration.MING, Declaration.YU)
"""D1-D2: no declaration, 明点 (míngdiǎn), 预点 (yùdiǎn)."""

CLAIM = {Declaration.NONE: 1, Declaration.MING: 2, Declaration.YU: 4}
"""X4 (qingdao): cards the 对头 pays a player who opened, by that player's declaration."""
PENALTY = {Declaration.NONE: 1, Declaration.MING: 4, Declaration.YU: 8}
"""X4 (qingdao): cards a player who did not open adds, by his own declaration."""


def _check_declaration(declared: str, rules: RuleSet) -> None:
    if not isinstance(declared, str) or declared not in DECLARATIONS:
        raise GoujiError(
            "D2",
            f"{short_repr(declared)} is not a declaration: "
            "use 'none', 'ming' (明点) or 'yu' (预点)",
            f"{short_repr(declared)}不是叫点：可选 none、ming（明点）、yu（预点）",
        )
    if declared != Declaration.NONE and declared not in rules.declarations:
        rule = "D1" if declared == Declaration.YU else "D2"
        name = "预点" if declared == Declaration.YU else "明点"
        raise NotInRulebook(rule, f"this rulebook has no {name} ({declared})", f"本规则没有{name}")


def point_tribute(
    a_opened: bool,
    b_opened: bool,
    a_declared: str = Declaration.NONE,
    b_declared: str = Declaration.NONE,
    rules: RuleSet | str | None = None,
) -> tuple[int, int]:
    """X4-X5: 点贡 between A and his 对头 B: (cards B pays A, cards A pays B)."""
    ruleset = resolve_rules(rules)
    for opened in (a_opened, b_opened):
        if not isinstance(opened, bool):
            raise GoujiTypeError(
                "X4",
                f"whether a player opened is True or False, not {short_repr(opened)}",
                f"是否开点应为True或False，不是{short_repr(opened)}",
            )
    for declared in (a_declared, b_declared):
        _check_declaration(declared, ruleset)
    a, b = Declaration(a_declared), Declaration(b_declared)
    if ruleset.point_tribute == PointTribute.DECLARED_TABLE:
        if a_opened and b_opened:
            return (0, 0)
        if a_opened:
            return (CLAIM[a] + PENALTY[b], 0)
        if b_opened:
            return (0, CLAIM[b] + PENALTY[a])
        return (CLAIM[a], CLAIM[b])
    b_pays = _one_card(a_opened, b_opened, a_declared)
    a_pays = _one_card(b_opened, a_opened, b_declared)
    if ruleset.point_tribute == PointTribute.ONE_CARD or a_opened or b_opened:
        return (b_pays, a_pays)
    return (1, 1)


def _one_card(opened: bool, opposite_opened: bool, declared: str) -> int:
    """X5: the one-card 点贡 owed to a player; a successful 明点 doubles it (tongsu art. 23)."""
    succeeded = opened and not opposite_opened
    if declared != Declaration.NONE and not succeeded:
        raise NotInRulebook(
            "D2",
            "this rulebook leaves a failed 明点 to the players to agree on",
            "宣点失败的点贡本规则不做规定，由玩家协商确定",
        )
    if not succeeded:
        return 0
    return 2 if declared == Declaration.MING else 1


class PointTributeCase(NamedTuple):
    """One row of the 点贡 table (X4): the situation and who pays whom."""

    a_opened: bool
    b_opened: bool
    a_declared: str
    b_declared: str
    b_pays_a: int
    a_pays_b: int


def point_tribute_table(rules: RuleSet | str | None = None) -> Iterator[PointTributeCase]:
    """X4: every case the rulebook defines, in the order of seed 000's 27-case table."""
    ruleset = resolve_rules(rules)
    for a_opened, b_opened in ((True, False), (False, False), (False, True)):
        for a_declared in DECLARATIONS:
            for b_declared in DECLARATIONS:
                try:
                    paid = point_tribute(a_opened, b_opened, a_declared, b_declared, ruleset)
                except NotInRulebook:
                    continue
                yield PointTributeCase(a_opened, b_opened, a_declared, b_declared, *paid)
