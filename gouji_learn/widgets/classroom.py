"""The classroom board (课堂牌桌): a round against five bots with the coach, a rulebook chooser
and a "new round" button, drawn large for a projector; the app notebooks show only this."""

from __future__ import annotations

import ipywidgets as widgets

from ..rules.cards import check_seed
from ..rules.language import resolve_lang
from ..rules.ruleset import PRESET_NAMES
from ..scene.shapes import Scene
from ..scene.words import t
from .picture import Pictured
from .play_round import PlayRound

PROJECTOR_SIZE = 440
"""The table's size on the classroom board: legible from the back of a room."""
WORDS = {
    "rulebook": ("Rulebook", "规则"),
    "new_round": ("New round", "新的一局"),
}


class ClassroomBoard(Pictured, widgets.VBox):
    """A PlayRound with the coach on and a large table, under a bar that picks the rulebook
    (qingdao, linyi, tongsu, irvine) and deals a new round; the board's own EN / 中文 switch
    sets the language, which the bar and the next round follow."""

    def __init__(self, rules: str = "qingdao", seed: int = 0, lang: str | None = None) -> None:
        self.seed = check_seed(seed)
        lang = resolve_lang(lang)
        self.rulebook = widgets.Dropdown(options=list(PRESET_NAMES), value=rules)
        self.rulebook.add_class("classroom-rules")
        self.rulebook.observe(self._on_rulebook, names="value")
        self.deal_button = widgets.Button(button_style="primary")
        self.deal_button.add_class("classroom-new")
        self.deal_button.on_click(self.new_round)
        self._relabelling = False
        self.board = self._board(lang)
        self.bar = widgets.HBox([self.rulebook, self.deal_button])
        super().__init__([self.bar, self.board])
        self.add_class("gouji-classroom")
        self._label(lang)

    @property
    def lang(self) -> str:
        """The board's language (its EN / 中文 switch); setting it switches the board."""
        return self.board.lang

    @lang.setter
    def lang(self, lang: str) -> None:
        self.board.lang = lang

    def new_round(self, button: object = None) -> PlayRound:
        """Deal the next round under the chosen rulebook, in the board's language."""
        self.seed += 1
        self.board = self._board(self.board.lang)
        self.children = (self.bar, self.board)
        return self.board

    def picture(self) -> Scene:
        """The board's picture (the bar is two controls)."""
        return self.board.picture()

    def _on_rulebook(self, change: dict[str, object]) -> None:
        if not self._relabelling:
            self.new_round()

    def _board(self, lang: str) -> PlayRound:
        rules = str(self.rulebook.value)
        board = PlayRound(rules, self.seed, lang=lang, coach=True, size=PROJECTOR_SIZE)
        board.lang_toggle.observe(lambda change: self._label(str(change["new"])), names="value")
        return board

    def _label(self, lang: str) -> None:
        self._relabelling = True
        try:
            self.rulebook.description = WORDS["rulebook"][lang == "zh"]
            value = self.rulebook.value
            self.rulebook.options = [(t(f"preset_{name}", lang), name) for name in PRESET_NAMES]
            self.rulebook.value = value
            self.deal_button.description = WORDS["new_round"][lang == "zh"]
        finally:
            self._relabelling = False
