"""A short text notation for moves (O2): ``"K K K"``, ``"pass"``, ``"burn SJ Q Q Q"``, ``"要头"``.

``parse(state, text)`` reads one move of the seat to act into an :class:`Action`; ``do(state,
*moves)`` applies several, all or none; :meth:`Action.text` writes an action back so that
``parse`` reads it again. Moves are English or Chinese; cards are written as the rules core
reads them (:func:`~gouji_learn.rules.cards.parse_cards`), suits optional. Shorthands:
``"pass until 3"`` (everyone passes until seat 3 is to act) and
``"pass until end"`` (everyone passes until a new trick starts or the round ends); ``"accept
all"`` (全部吃贡: every receiver offered tribute takes it, X3 qingdao).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from ..rules.cards import Card, match_cards, parse_cards
from ..rules.errors import GoujiError
from ..rules.language import resolve_lang
from ..rules.ruleset import TributeKind
from ..rules.seats import SEAT_COUNT
from .actions import VERBS, Action, ActionKind, IllegalAction
from .core import Phase

if TYPE_CHECKING:
    from .round import Round

CARD_KINDS = (ActionKind.PLAY, ActionKind.BURN, ActionKind.CHONG_DIAN, ActionKind.RETURN_TRIBUTE)
"""The kinds of move that name cards; bare cards mean whichever of them the seat may make."""

_EXTRA_WORDS = {
    "出": ActionKind.PLAY,
    "过": ActionKind.PASS,
    "不要": ActionKind.PASS,
    "让": ActionKind.YIELD,
    "烧": ActionKind.BURN,
    "keep the head": ActionKind.WANT_HEAD,
    "headless": ActionKind.NO_HEAD,
    "go headless": ActionKind.NO_HEAD,
    "预点": ActionKind.DECLARE_YU,
    "declare 预点": ActionKind.DECLARE_YU,
    "declare 明点": ActionKind.DECLARE_MING,
    "明点": ActionKind.DECLARE_MING,
    "no 冲点": ActionKind.NO_CHONG_DIAN,
    "冲": ActionKind.CHONG_DIAN,
    "还": ActionKind.RETURN_TRIBUTE,
    "拒贡": ActionKind.REFUSE_TRIBUTE,
}
TRIBUTE_NAMES = {
    TributeKind.STUCK: "闷贡",
    TributeKind.BURN: "烧贡",
    TributeKind.POINT: "点贡",
    TributeKind.LAST: "落贡",
    TributeKind.SWEEP: "串贡",
}
"""X2: each kind of tribute in Chinese (its value is the English word)."""
WORDS: dict[str, ActionKind] = {
    **{word: kind for kind, pair in VERBS.items() for word in pair},
    **_EXTRA_WORDS,
}
"""Every word (English, lower case, or Chinese) that names a kind of move."""

_VERB = re.compile(
    "(?P<verb>"
    + "|".join(re.escape(word) for word in sorted(WORDS, key=len, reverse=True))
    + r")(?=$|\s|[^a-z])",
    re.IGNORECASE,
)
_SEAT = re.compile(r"\s*(?:seat\s*|座位?\s*)?(?P<seat>-?\d+)\s*[:：]\s*", re.IGNORECASE)
_ACCEPT_ALL = re.compile(r"\s*(?:accept\s+all|全部吃贡)\s*$", re.I)
_UNTIL = re.compile(r"\s*(?:pass|过牌?)\s+(?:until|直到|到)\s*(?P<stop>end|结束|\d)\s*$", re.I)
_MAX_TEXT = 200
EXPECTED = (
    'a move such as "K K K" or "play K K K", "pass", "yield", "burn SJ Q Q Q", "revolt", '
    '"stay", "keep head" / "要头", "no head" / "无头", "declare yu" / "预点", "明点", '
    '"no declaration", "charge ...", "return 5"'
)
EXPECTED_ZH = (
    "一步棋，如“K K K”或“出牌 K K K”、“过牌”、“让牌”、“烧牌 小王 Q Q Q”、“革命”、“不革命”、"
    "“要头”、“无头”、“预点”、“明点”、“不叫点”、“冲点 ...”、“还贡 5”"
)


class NotationError(IllegalAction):
    """O2: a move written so that it names no action (an unknown word, a card that is none)."""

    def __init__(self, text: str, why: str = "", why_zh: str = "") -> None:
        shown = text if len(text) <= 40 else text[:40] + "…"
        super().__init__(
            "O2",
            f"cannot read the move {shown!r}{': ' + why if why else ''}; expected {EXPECTED}",
            f"看不懂“{shown}”{'：' + why_zh if why_zh else ''}；应写{EXPECTED_ZH}",
        )


def parse(state: Round, text: str) -> Action:
    """O2: the action that ``text`` names, for the seat to act or the seat it names first
    (``"3: K K K"``; the engine then judges whether that seat may act); unreadable text raises
    NotationError."""
    if not isinstance(text, str):
        raise NotationError(repr(text)[:40], "a move is text", "每一步应写成文字")
    if len(text) > _MAX_TEXT:
        raise NotationError(text, f"a move is at most {_MAX_TEXT} characters", "太长了")
    rest = text.strip()
    seat = state.to_act
    named = _SEAT.match(rest)
    if named:
        seat = int(named["seat"])
        if not 0 <= seat < SEAT_COUNT:
            raise IllegalAction(
                "T1",
                f"the seats are 0 to {SEAT_COUNT - 1}, not {seat}",
                f"座位是0到5号，没有{seat}号",
            )
        rest = rest[named.end() :]
    if seat is None:
        raise IllegalAction("E3", "the round is over", "本回合已经结束")
    verb = _VERB.match(rest)
    kind = WORDS[verb["verb"].lower()] if verb else None
    cards_text = rest[verb.end() :] if verb else rest
    try:
        cards = parse_cards(cards_text)
    except GoujiError as error:
        raise NotationError(text, error.en, error.zh) from None
    if kind is None:
        if not cards:
            raise NotationError(text)
        kind = _card_kind(state, seat)
    if kind not in CARD_KINDS:
        if cards:
            raise NotationError(
                text, f"{kind.label('en')} takes no cards", f"{kind.label('zh')}不带牌"
            )
        return Action(kind, seat)
    return Action(kind, seat, _held(state, seat, cards))


def _card_kind(state: Round, seat: int) -> ActionKind:
    """The kind of card move bare cards stand for: the one the seat to act may make now (a
    burn when it is asked to burn, S3); for another seat in the play, a burn while he waits to
    be asked to burn, else a play; an explicit "play" stays a play (F5 may refuse it)."""
    if seat != state.to_act and state.phase is Phase.PLAY:
        return ActionKind.BURN if seat in state.trick.burn_queue else ActionKind.PLAY
    kinds = [a.kind for a in state.legal_actions() if a.kind in CARD_KINDS]
    return kinds[0] if kinds else ActionKind.PLAY


def _held(state: Round, seat: int, cards: list[Card]) -> tuple[Card, ...]:
    """C1: the seat's own cards that the written cards name (a card without a suit takes any
    card of its rank the seat holds); cards it does not hold are left as written, so that the
    engine refuses them with its own rule."""
    hand = state.view(None).hands[seat] or ()
    found, missing = match_cards(hand, cards)
    if missing:
        return tuple(cards)
    return tuple(sorted((hand[i] for i in found), key=lambda card: card.sort_key))


def expand(state: Round, move: str | Action) -> Iterator[Action]:
    """O2: the actions one move stands for, applied to ``state`` as they are read (``"pass
    until 3"`` stands for several passes)."""
    if isinstance(move, Action):
        state.apply(move)
        yield move
        return
    if isinstance(move, str) and _ACCEPT_ALL.match(move):
        while state.phase is Phase.ACCEPT_TRIBUTE:
            action = parse(state, "accept")
            state.apply(action)
            yield action
        return
    until = _UNTIL.match(move) if isinstance(move, str) else None
    if until is None:
        action = parse(state, move)
        state.apply(action)
        yield action
        return
    stop = until["stop"].lower()
    for _ in range(4 * SEAT_COUNT):
        if state.is_over or (state.to_act == int(stop) if stop.isdigit() else not _facing(state)):
            return
        action = parse(state, "pass")
        state.apply(action)
        yield action
    raise NotationError(move, "the passes never reached that point", "一直过牌也到不了那里")


def why(state: Round, move: str | Action, lang: str | None = None) -> str:
    """The engine's verdict on one move without making it: ``"allowed"`` (可以) or the refusal,
    rule first (the same check ``apply`` makes)."""
    lang = resolve_lang(lang)
    try:
        action = move if isinstance(move, Action) else parse(state, move)
    except IllegalAction as error:
        return error.message(lang)
    refusal = state.refusal(action)
    if refusal is None:
        return "可以" if lang == "zh" else "allowed"
    return f"{refusal.rule}: {refusal.zh if lang == 'zh' else refusal.en}"


def situation(state: Round, lang: str | None = None) -> str:
    """One line for a notebook: the play to beat and its seat, then what the seat to act may do,
    in the notation (F1, F2)."""
    lang = resolve_lang(lang)
    if state.is_over:
        return "本回合结束" if lang == "zh" else "the round is over"
    view = state.view(None)
    moves = " | ".join(action.text(lang) for action in state.legal_actions())
    if view.phase is not Phase.PLAY:
        offer = ""
        if view.offer is not None:  # X3 (qingdao 拒绝吃贡): what the receiver is offered
            kind, payer, receiver, owed = view.offer
            offer = (
                f"{payer}号欠{receiver}号{TRIBUTE_NAMES[kind]} {owed} 张；"
                if lang == "zh"
                else f"seat {payer} owes seat {receiver} {owed} card(s) of {kind.value} tribute; "
            )
        return (
            f"{view.phase.label(lang)}阶段，{offer}{state.to_act}号可以：{moves}"
            if lang == "zh"
            else (f"{view.phase.label('en')}: {offer}seat {state.to_act} may: {moves}")
        )
    if lang == "zh":
        head = f"要管{view.trick[-1][0]}号的{view.to_beat.text('zh')}" if view.to_beat else "新一轮"
        return f"{head}；{state.to_act}号可以：{moves}"
    head = (
        f"{view.to_beat.text('en')} (seat {view.trick[-1][0]}) to beat"
        if view.to_beat
        else "new trick"
    )
    return f"{head}; seat {state.to_act} may: {moves}"


def _facing(state: Round) -> bool:
    """F4: whether the seat to act faces a play (the trick is not over yet)."""
    return state.view(None).to_beat is not None


def do(state: Round, *moves: str | Action) -> Round:
    """O2: apply ``moves`` (text or actions) for the seats to act in turn, all or none: the
    first bad move raises IllegalAction with its rule and ``state`` is left as it was."""
    trial = state.copy()
    actions = [action for move in moves for action in expand(trial, move)]
    for action in actions:
        state.apply(action)
    return state
