"""What the generators share: six hands as a situation takes them, and each rulebook as a
prompt names it."""

from __future__ import annotations

from collections.abc import Sequence

from ..sentences import Say

Hands = tuple[str, str, str, str, str, str]
RULEBOOKS = {
    "qingdao": Say("qingdao", "青岛规则"),
    "linyi": Say("linyi", "临沂规则"),
    "tongsu": Say("tongsu", "通俗规则"),
    "irvine": Say("irvine", "尔湾规则"),
}
"""Each preset as a prompt names it: its name in code (English), the rulebook (Chinese)."""


def six(hands: Sequence[str]) -> Hands:
    """Six card texts (one per seat, from seat 0) as the tuple a situation takes."""
    first, second, third, fourth, fifth, sixth = hands
    return (first, second, third, fourth, fifth, sixth)
