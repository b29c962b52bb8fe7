"""Moves typed as text, read against a position, and the engine's refusal of a move (F, S, O2)."""

from __future__ import annotations

from ..engine.actions import Action, ActionKind, IllegalAction
from ..engine.state import Round
from ..rules.cards import Card, format_cards, match_cards, parse_cards
from ..rules.errors import GoujiError

_WORDS: dict[str, ActionKind] = {
    "pass": ActionKind.PASS,
    "过": ActionKind.PASS,
    "过牌": ActionKind.PASS,
    "yield": ActionKind.YIELD,
    "让": ActionKind.YIELD,
    "让牌": ActionKind.YIELD,
    "revolt": ActionKind.REVOLT,
    "革命": ActionKind.REVOLT,
    "stay": ActionKind.STAY,
    "要头": ActionKind.WANT_HEAD,
    "无头": ActionKind.NO_HEAD,
}
_BURN = ("burn", "烧牌", "烧")
_PLAY = ("play", "出牌", "出")


def _prefix(words: str, names: tuple[str, ...]) -> str | None:
    return next((w for w in names if words.lower().startswith(w)), None)


def parse_move(state: Round, text: str, seat: int | None = None) -> Action:
    """The action that ``text`` names for ``seat`` (default: the seat to act): cards (a play,
    or a burn when only burns are offered), "play ...", "burn ...", "pass", "yield"...; cards the
    seat does not hold, or text that is no move, raise GoujiError (C1, C3, O2)."""
    seat = state.to_act if seat is None else seat
    if seat is None:
        raise IllegalAction("E3", "the round is over", "本回合已经结束")
    words = text.strip()
    kind = _WORDS.get(words.lower())
    if kind is not None:
        return Action(kind, seat)
    burning, playing = _prefix(words, _BURN), _prefix(words, _PLAY)
    if burning or playing:
        words = words[len(burning or playing or "") :]
    cards = parse_cards(words)
    if not cards:
        raise GoujiError("O2", "no move named", "没有写出一步")
    held = state.hands[seat].cards()
    found, missing = match_cards(held, cards)
    if missing:
        raise IllegalAction(
            "C1",
            f"seat {seat} does not hold {format_cards(missing)}",
            f"{seat}号没有{format_cards(missing, 'zh')}",
        )
    chosen = tuple(sorted(held[i] for i in found))
    kind = ActionKind.BURN if burning else ActionKind.PLAY if playing else _play_kind(state, seat)
    same = [
        a
        for a in state.legal_actions()
        if a.kind is kind
        and a.seat == seat
        and sorted(c.rank for c in a.cards) == sorted(c.rank for c in chosen)
    ]
    return same[0] if same else Action(kind, seat, chosen)


def _play_kind(state: Round, seat: int) -> ActionKind:
    """A play of cards is a burn when the engine offers the seat burns only (S1), else a play."""
    kinds = {a.kind for a in state.legal_actions() if a.seat == seat}
    return (
        ActionKind.BURN
        if ActionKind.BURN in kinds and ActionKind.PLAY not in kinds
        else (ActionKind.PLAY)
    )


def move_text(action: Action, lang: str = "en") -> str:
    """How a move is typed: its cards by rank (``"burn ..."`` for a burn), or its word."""
    cards = format_cards((Card(card.rank) for card in action.cards), lang)
    if action.kind is ActionKind.BURN:
        return f"burn {cards}" if lang != "zh" else f"烧 {cards}"
    if action.cards:
        return cards
    words = {ActionKind.PASS: ("pass", "过"), ActionKind.YIELD: ("yield", "让")}
    pair = words.get(action.kind)
    return (pair[1] if lang == "zh" else pair[0]) if pair else action.kind.label(lang)


def refusal(state: Round, action: Action) -> GoujiError | None:
    """The engine's refusal of ``action`` now (the first rule it breaks), or None if legal."""
    if action in state.legal_actions():
        return None
    try:
        state.apply(action)
    except IllegalAction as error:
        return error
    raise AssertionError(f"{action!r} was applied though not among the legal actions")
