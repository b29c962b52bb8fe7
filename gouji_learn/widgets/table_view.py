"""TableView: the hexagonal table of a round on an ipycanvas (T1-T3, E1-E6)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..engine.round import Round
from ..rules.errors import GoujiTypeError, short_repr
from ..rules.language import check_lang, resolve_lang
from ..scene.export import text_scene
from ..scene.shapes import Scene
from ..scene.table_scene import TableInfo, table_scene
from ..scene.words import t
from .canvas import SceneCanvas
from .guard import check_names, check_size, check_viewer
from .picture import LanguageSwitch, Pictured, say


def round_words(state: Round, lang: str | None = None) -> str:
    """A round in a summary line: ``a Qingdao (青岛) round``, by its rulebook."""
    return say("rules", lang, rules=t(f"preset_{state.rules.name}", lang))


CONCEALABLE: dict[str, tuple[str, object]] = {
    "turn": ("to_act", False),
    "opened": ("opened", False),
    "passed": ("passed", False),
    "places": ("place", None),
}
"""What a question may hide from its drawing (the fact it asks): the seat field and its
value when hidden."""


def table_summary(state: Round | None, lang: str | None = None, turn: bool = True) -> str:
    """T1: one line saying which round the table shows and who is to act (unless ``turn`` is
    False: a question asks it)."""
    if state is None:
        return say("empty_table", lang)
    seat = state.to_act
    if not turn:
        return round_words(state, lang)
    what = say("over", lang) if state.is_over or seat is None else say("seat_to_act", lang, n=seat)
    return say("table", lang, round=round_words(state, lang), what=what)


class TableView(LanguageSwitch, Pictured, SceneCanvas):
    """T1-T3: six seats round a hexagon, alliances coloured, opposites joined, the current trick;
    with a ``viewer`` seat, only what that seat may know (F8) and that seat at the bottom.

    ``viewer`` is None or a seat 0-5, ``lang`` ``"en"`` or ``"zh"``, ``size`` 200-2000 pixels,
    ``names`` None or six seat names; anything else is refused with a clear GoujiError.
    ``conceal`` names what is not drawn because a question asks it ("turn", "opened", "passed",
    "places")."""

    def __init__(
        self,
        state: Round | None = None,
        viewer: int | None = None,
        lang: str | None = None,
        size: int = 440,
        names: tuple[str, ...] | None = None,
        conceal: tuple[str, ...] = (),
    ) -> None:
        self.viewer = check_viewer(viewer)
        self.conceal = tuple(name for name in conceal if name in CONCEALABLE)
        self._lang = resolve_lang(lang)
        self.names = check_names(names)
        super().__init__(check_size(size), size)
        self.add_class("gouji-table")
        self.state: Round | None = None
        if state is not None:
            self.show_round(state)

    def scene_of(self, state: Round) -> Scene:
        """The scene this view draws for ``state`` (pure: nothing is sent)."""
        info = TableInfo.from_round(state, self.viewer, self.names, self._lang)
        if self.conceal:
            hidden: dict[str, Any] = dict(CONCEALABLE[name] for name in self.conceal)
            info = replace(info, seats=tuple(replace(seat, **hidden) for seat in info.seats))
        return table_scene(info, self._lang, self.size[0])

    def picture(self) -> Scene:
        """T1: the table drawn now, titled with the round and who is to act (unless hidden)."""
        title = table_summary(self.state, self._lang, "turn" not in self.conceal)
        return replace(self.scene or text_scene([title], self.size[0]), title=title)

    def show_round(self, state: Round) -> None:
        """Redraw the table for ``state`` (one canvas message)."""
        if not isinstance(state, Round):
            raise GoujiTypeError(
                "T1",
                f"TableView shows a Round, not {short_repr(state)}",
                f"TableView显示一个回合（Round），不是{short_repr(state)}",
            )
        self.state = state
        self.show(self.scene_of(state))

    def set_lang(self, lang: str) -> None:
        """Switch the labels between ``"en"`` and ``"zh"`` and redraw."""
        self._lang = check_lang(lang)
        if self.state is not None:
            self.show_round(self.state)
