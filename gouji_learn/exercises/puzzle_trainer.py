"""The puzzle trainer (残局练习): levels of stored positions, solved one by one, with stars."""

from __future__ import annotations

import html

import ipywidgets as widgets

from ..rules.language import resolve_lang
from ..scene.export import stack, text_scene
from ..scene.shapes import Scene
from ..widgets.picture import Pictured, say
from .feedback import Feedback
from .progress import current
from .puzzles import LEVELS, MAX_STARS, PER_LEVEL, Puzzle, puzzles
from .widget import TABLE_SIZE, QuestionWidget


def star_text(stars: int) -> str:
    """Stars won, as ★ and ☆."""
    return "★" * stars + "☆" * (MAX_STARS - stars)


class PuzzleTrainer(Pictured, widgets.VBox):
    """The puzzle trainer: pick a level, solve its positions one by one (the engine checks);
    after a solve the write-up and the stars (3, less one per hint) appear and are saved."""

    def __init__(self, level: int = 1, lang: str | None = None) -> None:
        lang = resolve_lang(lang)
        self.lang = lang
        self.level = level
        self.index = 0
        self.card: QuestionWidget | None = None
        self.solved_text = ""
        """The stars and write-up of the puzzle shown, once solved ("" before)."""
        self.levels = widgets.ToggleButtons(
            options=[(spec.name.get(lang), spec.number) for spec in LEVELS], value=level
        )
        self.levels.observe(lambda change: self.choose_level(change["new"]), names="value")
        self._title = widgets.HTML()
        self._writeup = widgets.HTML()
        self._card_box = widgets.Box()
        previous = widgets.Button(description="◀")
        previous.on_click(self.previous_puzzle)
        following = widgets.Button(description="▶")
        following.on_click(self.next_puzzle)
        super().__init__(
            [
                self.levels,
                widgets.HBox([previous, self._title, following]),
                self._card_box,
                self._writeup,
            ]
        )
        self.add_class("gouji-puzzles")
        self._show()

    @property
    def puzzle(self) -> Puzzle:
        """The puzzle shown."""
        return puzzles(self.level)[self.index]

    def picture(self) -> Scene:
        """The level, the puzzle's title and stars, its question, and the write-up once solved."""
        parts = [text_scene([self.title_text()], TABLE_SIZE)]
        parts += [self.card.picture()] if self.card is not None else []
        parts += [text_scene([self.solved_text], TABLE_SIZE)] if self.solved_text else []
        return stack(parts, say("puzzles", self.lang, title=self.title_text()))

    def title_text(self) -> str:
        """The level's name, which puzzle of how many, and the best stars won on it."""
        best = current().puzzle_stars(self.puzzle.id)
        name = self.puzzle.spec.name.get(self.lang)
        return f"{name} · {self.index + 1} / {PER_LEVEL} {star_text(best)}"

    def choose_level(self, level: int) -> None:
        """Switch to a level's first puzzle."""
        self.level, self.index = int(level), 0
        self._show()

    def next_puzzle(self, button: object = None) -> None:
        """The next puzzle of the level (wrapping round)."""
        self.index = (self.index + 1) % PER_LEVEL
        self._show()

    def previous_puzzle(self, button: object = None) -> None:
        """The previous puzzle of the level (wrapping round)."""
        self.index = (self.index - 1) % PER_LEVEL
        self._show()

    def solved(self, feedback: Feedback) -> int:
        """After a check: on a solve, show the write-up and save the stars won (0 if not)."""
        if not feedback.ok or self.card is None:
            return 0
        stars = Puzzle.stars(self.card.hint_level)
        progress = current()
        progress.solve_puzzle(self.puzzle.id, stars)
        progress.save()
        self.solved_text = f"{star_text(stars)} {self.puzzle.writeup(self.lang)}"
        self._writeup.value = (
            f'<div class="puzzle-writeup"><b>{star_text(stars)}</b> '
            f"{html.escape(self.puzzle.writeup(self.lang))}</div>"
        )
        return stars

    def _show(self) -> None:
        self._title.value = html.escape(self.title_text())
        self.card = QuestionWidget(self.puzzle.question(), self.lang)
        self.card.listeners.append(self.solved)
        self._card_box.children = (self.card,)
        self._writeup.value = self.solved_text = ""
