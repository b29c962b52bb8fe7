"""The README's pictures, drawn by the package itself: ``python -m gouji_learn.scene.export DIR``.

A table in the middle of a round and a picked gouji hand, in English and Chinese, as SVG.
The tests compare the committed files with fresh drawings (golden files).
"""

from __future__ import annotations

import sys
from pathlib import Path

from ..engine.bots import HeuristicBot
from ..engine.round import Round
from ..engine.view import Phase
from ..rules.beating import explain_beat
from ..rules.cards import parse_cards, sort_cards
from ..rules.gouji import explain_gouji
from ..rules.language import resolve_lang
from ..rules.plays import make_play
from .hand import picker_scene
from .shapes import Scene
from .table import TableInfo, table_scene

PICTURE_SEED = 11
PICTURE_ACTIONS = 60
PICKER_HAND = "3 5s 5h 5c 2d SJ BJ Qs Qh Qd K"
PICKER_PLAY = "5s 5h 5c SJ"
PICKER_TO_BEAT = "4 4 4 4"


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
        state.apply(bots[seat].act(state.observation(seat), state.legal_actions()))
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
    return picker_scene(cards, selected, gouji.ok and beat.ok, caption, width=760)


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
