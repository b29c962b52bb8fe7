"""Moves in the engine's notation (``"K K K"``, ``"pass"``, ``"burn SJ Q Q Q"``, ``"3: yield"``),
read against a position (F, S, O2)."""

from __future__ import annotations

from ..engine.actions import Action
from ..engine.notation import parse
from ..engine.round import Round
from ..rules.cards import Card
from ..rules.language import resolve_lang


def parse_move(state: Round, text: str, seat: int | None = None) -> Action:
    """The action ``text`` names for ``seat`` (default: the seat to act), in the engine's
    notation; text that names no move raises NotationError (O2)."""
    return parse(state, text if seat is None else f"{seat}: {text}")


def move_text(action: Action, lang: str | None = None) -> str:
    """How a move is written in the notation, its cards by rank only (``"play K K K"``)."""
    lang = resolve_lang(lang)
    return Action(action.kind, action.seat, tuple(Card(c.rank) for c in action.cards)).text(lang)
