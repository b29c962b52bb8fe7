"""TableView: the hexagonal table of a round on an ipycanvas (T1-T3, E1-E6)."""

from __future__ import annotations

from ..engine.state import Round
from ..scene.shapes import Scene
from ..scene.table import TableInfo, table_scene
from .canvas import SceneCanvas


class TableView(SceneCanvas):
    """T1-T3: six seats round a hexagon, alliances coloured, opposites joined, the current trick;
    with a ``viewer`` seat, only what that seat may know (F8) and that seat at the bottom."""

    def __init__(
        self,
        state: Round | None = None,
        viewer: int | None = None,
        lang: str = "en",
        size: int = 440,
        names: tuple[str, ...] | None = None,
    ) -> None:
        super().__init__(size, size)
        self.viewer = viewer
        self.lang = lang
        self.names = names
        self.add_class("gouji-table")
        self.state: Round | None = None
        if state is not None:
            self.show_round(state)

    def scene_of(self, state: Round) -> Scene:
        """The scene this view draws for ``state`` (pure: nothing is sent)."""
        info = TableInfo.from_round(state, self.viewer, self.names, self.lang)
        return table_scene(info, self.lang, self.size[0])

    def show_round(self, state: Round) -> None:
        """Redraw the table for ``state`` (one canvas message)."""
        self.state = state
        self.show(self.scene_of(state))

    def set_lang(self, lang: str) -> None:
        """Switch the labels between ``"en"`` and ``"zh"`` and redraw."""
        self.lang = lang
        if self.state is not None:
            self.show_round(self.state)
