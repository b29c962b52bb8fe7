"""Hands for generated tables: six card texts, as a Scripted or Deal situation takes them."""

from __future__ import annotations

from collections.abc import Sequence

Hands = tuple[str, str, str, str, str, str]


def six(hands: Sequence[str]) -> Hands:
    """Six card texts (one per seat, from seat 0) as the tuple a situation takes."""
    first, second, third, fourth, fifth, sixth = hands
    return (first, second, third, fourth, fifth, sixth)
