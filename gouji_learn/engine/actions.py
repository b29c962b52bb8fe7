"""Actions (F, D, R, X): what a seat can do at its turn, with labels in English and Chinese."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, NamedTuple, cast

from ..rules.cards import Card, format_cards, parse_cards
from ..rules.errors import GoujiError, short_repr
from ..rules.labels import Bilingual
from ..rules.language import resolve_lang
from ..rules.seats import SEAT_COUNT

MAX_ACTION_TEXT = 2_000
"""The longest card text an action's JSON form holds (a play has at most a hand's cards)."""


class ActionKind(Bilingual):
    """The kinds of decision a round asks for, each named in English and Chinese."""

    PLAY = ("play", "出牌")
    PASS = ("pass", "过牌")
    YIELD = ("yield (让牌)", "让牌")
    BURN = ("burn (烧牌)", "烧牌")
    DECLARE_YU = ("declare 预点", "预点")
    DECLARE_MING = ("declare 明点", "明点")
    NO_DECLARATION = ("no declaration", "不叫点")
    REVOLT = ("revolt (革命)", "革命")
    STAY = ("stay in", "不革命")
    WANT_HEAD = ("keep the head (要头)", "要头")
    NO_HEAD = ("go headless (无头)", "无头")
    CHONG_DIAN = ("charge the point (冲点)", "冲点")
    NO_CHONG_DIAN = ("no 冲点", "不冲点")
    RETURN_TRIBUTE = ("return a card (还贡)", "还贡")
    ACCEPT_TRIBUTE = ("accept the tribute (吃贡)", "吃贡")
    REFUSE_TRIBUTE = ("refuse the tribute (拒绝吃贡)", "拒绝吃贡")
    KEEP_SWAP = ("swap the 点贡 (换点)", "换点")
    WAIVE_SWAP = ("agree not to swap (不换点)", "不换点")
    DIAN_SHOU = ("call 点手 (a later draw of the 对家 comes back)", "点手")
    NO_DIAN_SHOU = ("no 点手 (不点手)", "不点手")


VERBS: dict[ActionKind, tuple[str, str]] = {
    ActionKind.PLAY: ("play", "出牌"),
    ActionKind.PASS: ("pass", "过牌"),
    ActionKind.YIELD: ("yield", "让牌"),
    ActionKind.BURN: ("burn", "烧牌"),
    ActionKind.DECLARE_YU: ("declare yu", "预点"),
    ActionKind.DECLARE_MING: ("declare ming", "明点"),
    ActionKind.NO_DECLARATION: ("no declaration", "不叫点"),
    ActionKind.REVOLT: ("revolt", "革命"),
    ActionKind.STAY: ("stay", "不革命"),
    ActionKind.WANT_HEAD: ("keep head", "要头"),
    ActionKind.NO_HEAD: ("no head", "无头"),
    ActionKind.CHONG_DIAN: ("charge", "冲点"),
    ActionKind.NO_CHONG_DIAN: ("no charge", "不冲点"),
    ActionKind.RETURN_TRIBUTE: ("return", "还贡"),
    ActionKind.ACCEPT_TRIBUTE: ("accept", "吃贡"),
    ActionKind.REFUSE_TRIBUTE: ("refuse", "拒绝吃贡"),
    ActionKind.KEEP_SWAP: ("swap", "换点"),
    ActionKind.WAIVE_SWAP: ("no swap", "不换点"),
    ActionKind.DIAN_SHOU: ("dian shou", "点手"),
    ActionKind.NO_DIAN_SHOU: ("no dian shou", "不点手"),
}
"""O2: the word that writes each kind of move in the notation (engine/notation.py)."""


class Action(NamedTuple):
    """F1-F6, D, R, X: one decision of one seat; ``cards`` for plays, burns and returns."""

    kind: ActionKind
    seat: int
    cards: tuple[Card, ...] = ()

    def label(self, lang: str | None = None) -> str:
        """A short label such as ``"play 10 10 10"`` or ``"出牌 10 10 10"``."""
        lang = resolve_lang(lang)
        name = self.kind.label(lang)
        return f"{name} {format_cards(self.cards, lang)}" if self.cards else name

    def text(self, lang: str | None = None) -> str:
        """The move in the notation, e.g. ``"play 10s 10h 10c"`` or ``"要头"``: ``Round.do``
        reads it back (O2)."""
        lang = resolve_lang(lang)
        verb = VERBS[self.kind][1 if lang == "zh" else 0]
        return f"{verb} {format_cards(self.cards, lang)}" if self.cards else verb

    def to_json(self) -> list[Any]:
        """A compact JSON form: ``[kind name, seat, cards text]``."""
        return [self.kind.name, self.seat, format_cards(self.cards, "en")]

    @classmethod
    def from_json(cls, data: Any, field: str = "action") -> Action:
        """Read the form written by :meth:`to_json`, ``[kind name, seat 0-5, cards text]``;
        anything else raises RecordError naming ``field`` (or its part, ``action[1]``)."""
        if not isinstance(data, (list, tuple)) or len(data) != 3:
            bad = short_repr(data)
            raise RecordError(
                f"is [kind, seat, cards], not {bad}", f"应为[动作, 座位, 牌]，不是{bad}", field
            )
        kind, seat, text = data
        if not isinstance(kind, str) or kind not in ActionKind.__members__:
            bad = short_repr(kind)
            raise RecordError(f"{bad} is no action kind", f"{bad}不是动作", f"{field}[0]")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < SEAT_COUNT:
            bad = short_repr(seat)
            raise RecordError(f"{bad} is no seat 0-5", f"{bad}不是座位号0-5", f"{field}[1]")
        if not isinstance(text, str) or len(text) > MAX_ACTION_TEXT:
            bad = short_repr(text)
            raise RecordError(f"{bad} is no card text", f"{bad}不是牌的文字", f"{field}[2]")
        try:
            cards = parse_cards(text)
        except GoujiError as error:
            raise RecordError(error.message("en"), error.message("zh"), f"{field}[2]") from error
        return cls(ActionKind[kind], seat, tuple(cards))

    def __repr__(self) -> str:
        return f"Action.from_json({self.to_json()!r})"


new_action = cast(
    "Callable[[tuple[ActionKind, int, tuple[Card, ...]]], Action]", partial(tuple.__new__, Action)
)
"""Action(kind, seat, cards) without the Python frame of a NamedTuple's __new__ (the hot path)."""


class IllegalAction(GoujiError):
    """An action the rules forbid now; ``.rule`` names the rule, the state is left unchanged."""


class RecordError(GoujiError):
    """A round record that cannot be read or replayed (corrupt, or of an unknown version);
    ``.field`` names the part of the record at fault (``"seed"``, ``"actions[3]"``...)."""

    code = "RECORD"

    def __init__(self, en: str, zh: str | None = None, field: str = "") -> None:
        self.field = field
        where = f"{field}: " if field else ""
        super().__init__("", where + en, where + (zh or f"无法读取记录：{en}"))


class Refusal(NamedTuple):
    """Why an action is refused: the digest rule it breaks, in English and Chinese."""

    rule: str
    en: str
    zh: str

    def error(self) -> IllegalAction:
        """The IllegalAction that ``apply`` raises for this refusal."""
        return IllegalAction(self.rule, self.en, self.zh)
