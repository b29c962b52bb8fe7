"""Pictures drawn by the package itself: the README's (``python -m gouji_learn.scene.export DIR``)
and the still picture each widget stores beside its live view (built with :func:`stack` and
:func:`text_scene`).

The README shows a table in the middle of a round and a picked gouji hand, in English and
Chinese, as SVG; the tests compare the committed files with fresh drawings (golden files).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from ..engine.bots import HeuristicBot
from ..engine.round import Round
from ..engine.view import Phase
from ..rules.beating import explain_beat
from ..rules.cards import parse_cards, sort_cards
from ..rules.gouji import explain_gouji
from ..rules.language import resolve_lang
from ..rules.plays import make_play
from .card_row import picker_scene, text_width
from .shapes import Line, Polygon, Rect, Scene, Shape, Text
from .table_scene import TableInfo, table_scene

PICTURE_SEED = 11
PICTURE_ACTIONS = 60
PICKER_HAND = "3 5s 5h 5c 2d SJ BJ Qs Qh Qd K"
PICKER_PLAY = "5s 5h 5c SJ"
PICKER_TO_BEAT = "4 4 4 4"
TEXT_SIZE = 13
LINE_HEIGHT = 20
MARGIN = 8
NOTE = "#424242"


def table_picture(lang: str | None = None) -> Scene:
    """T1-T3: a qingdao round some way into play, seen from seat 0."""
    lang = resolve_lang(lang)
    state = Round("qingdao", PICTURE_SEED)
    bots = [HeuristicBot() for _ in range(6)]
    while not state.is_over and (
        len(state.history) < PICTURE_ACTIONS or state.phase is not Phase.PLAY
    ):
        seat = state.to_act
        assert seat is not None
        state.apply(bots[seat].act(state.view(seat), state.legal_actions()))
    return table_scene(TableInfo.from_round(state, viewer=0, lang=lang), lang)


def picker_picture(lang: str | None = None) -> Scene:
    """H3, G2, B3: four picked cards, what they form and what they beat."""
    lang = resolve_lang(lang)
    cards = sort_cards(parse_cards(PICKER_HAND))
    play = make_play(PICKER_PLAY)
    selected = [i for i, card in enumerate(cards) if card in play.cards]
    gouji = explain_gouji(play)
    beat = explain_beat(play, PICKER_TO_BEAT)
    caption = f"{gouji.text(lang)}\n{beat.text(lang)}"
    return picker_scene(cards, selected, gouji.ok and beat.ok, caption, width=760, lang=lang)


def wrap(text: str, width: float, size: float = TEXT_SIZE) -> list[str]:
    """``text`` cut into lines no wider than ``width`` pixels (at spaces; CJK text anywhere)."""
    lines: list[str] = []
    for paragraph in text.splitlines() or [""]:
        line = ""
        for word in _pieces(paragraph):
            if line and text_width((line + word).rstrip(), size) > width:
                lines.append(line.rstrip())
                line = word.lstrip()
            else:
                line += word
        lines.append(line.rstrip())
    return lines


def _pieces(text: str) -> list[str]:
    """Where a line may break: after a space, and around every CJK character."""
    pieces: list[str] = []
    for char in text:
        if not pieces or char >= "\u2e80" or pieces[-1][-1] == " " or pieces[-1][-1] >= "\u2e80":
            pieces.append(char)
        else:
            pieces[-1] += char
    return pieces


def text_scene(
    lines: Sequence[str], width: int = 440, size: float = TEXT_SIZE, title: str = ""
) -> Scene:
    """Lines of text as a scene, each wrapped to ``width`` (a widget without a table draws what
    it says)."""
    shapes: list[Shape] = []
    y = MARGIN + LINE_HEIGHT / 2
    for line in lines:
        for part in wrap(line, width - 2 * MARGIN, size):
            shapes.append(Text(MARGIN, y, part, size, NOTE, "left"))
            y += LINE_HEIGHT
    return Scene(width, int(y - LINE_HEIGHT / 2 + MARGIN), tuple(shapes), "#ffffff", title)


def moved(shape: Shape, dy: float) -> Shape:
    """The same shape ``dy`` pixels lower."""
    if isinstance(shape, (Polygon, Line)):
        return replace(shape, points=tuple((x, y + dy) for x, y in shape.points))
    return replace(shape, y=shape.y + dy)


def stack(scenes: Sequence[Scene], title: str = "") -> Scene:
    """Scenes one under another on their own backgrounds, as one picture (a widget's parts)."""
    width = max((scene.width for scene in scenes), default=1)
    shapes: list[Shape] = []
    top = 0
    for scene in scenes:
        shapes.append(Rect(0, top, scene.width, scene.height, scene.background))
        shapes += (moved(shape, top) for shape in scene.shapes)
        top += scene.height
    return Scene(width, max(top, 1), tuple(shapes), "#ffffff", title)


PICTURES = {
    "table.svg": lambda: table_picture("en"),
    "table_zh.svg": lambda: table_picture("zh"),
    "picker.svg": lambda: picker_picture("en"),
    "picker_zh.svg": lambda: picker_picture("zh"),
}


def write_pictures(folder: Path) -> list[Path]:
    """Write every picture into ``folder``; returns the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, draw in PICTURES.items():
        path = folder / name
        path.write_text(draw().to_svg(), encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    for written_path in write_pictures(Path(sys.argv[1] if len(sys.argv) > 1 else "docs")):
        print(written_path)
