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
from .puzzles import LEVELS, MAX_STARS, Puzzle, puzzles
from .widget import TABLE_SIZE, QuestionWidget


def star_text(stars: int) -> str:
    """Stars won, as ★ and ☆."""
    return "★" * stars + "☆" * (MAX_STARS - stars)


class PuzzleCard(QuestionWidget):
    """A puzzle's question whose hints are kept in the progress file as they are taken: leaving
    the puzzle, coming back or dealing it again never gives a hint back (nor its star)."""

    def __init__(self, puzzle: Puzzle, lang: str | None = None) -> None:
        super().__init__(puzzle.question(), lang)
        self.puzzle = puzzle
        taken = min(puzzle.hints_taken(current()), len(self.question.hints))
        if taken:  # show the last hint already taken again, at no new cost
            self.hint_level = taken - 1
            super().on_hint()

    def on_hint(self, button: object = None) -> str:
        """Show the next hint and keep at once, in the progress file, that it was taken."""
        text = super().on_hint(button)
        progress = current()
        self.puzzle.take_hint(progress, self.hint_level)
        progress.save()
        return text


class PuzzleTrainer(Pictured, widgets.VBox):
    """The puzzle trainer: pick a level, solve its positions one by one (the engine checks);
    after a solve the write-up and the stars (3, less one per hint ever taken on the puzzle)
    appear, are saved, and the title and level buttons show them at once."""

    def __init__(self, level: int = 1, lang: str | None = None) -> None:
        lang = resolve_lang(lang)
        self.lang = lang
        self.level = level
        self.index = 0
        self.card: PuzzleCard | None = None
        self.solved_text = ""
        """The stars and write-up of the puzzle shown, once solved ("" before)."""
        self.level_buttons: list[widgets.Button] = []
        for spec in LEVELS:
            button = widgets.Button(layout=widgets.Layout(width="auto"))
            button.on_click(lambda _b, n=spec.number: self.choose_level(n))
            self.level_buttons.append(button)
        self._title = widgets.HTML()
        self._writeup = widgets.HTML()
        self._card_box = widgets.Box()
        previous = widgets.Button(description="◀")
        previous.on_click(self.previous_puzzle)
        following = widgets.Button(description="▶")
        following.on_click(self.next_puzzle)
        super().__init__(
            [
                widgets.HBox(self.level_buttons),
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
        return f"{name} · {self.index + 1} / {len(puzzles(self.level))} {star_text(best)}"

    def level_text(self, level: int) -> str:
        """A level button's words: its name and the stars won on it of all there are."""
        progress, found = current(), puzzles(level)
        won = sum(progress.puzzle_stars(p.id) for p in found)
        return f"{LEVELS[level - 1].name.get(self.lang)} ★ {won}/{len(found) * MAX_STARS}"

    def choose_level(self, level: int) -> None:
        """Switch to a level's first puzzle."""
        self.level, self.index = int(level), 0
        self._show()

    def next_puzzle(self, button: object = None) -> None:
        """The next puzzle of the level (wrapping round)."""
        self.index = (self.index + 1) % len(puzzles(self.level))
        self._show()

    def previous_puzzle(self, button: object = None) -> None:
        """The previous puzzle of the level (wrapping round)."""
        self.index = (self.index - 1) % len(puzzles(self.level))
        self._show()

    def solved(self, feedback: Feedback) -> int:
        """After a check: on a solve, show the write-up, save the stars won (0 if not solved)
        and update the title and level buttons."""
        if not feedback.ok or self.card is None:
            return 0
        progress = current()
        stars = self.puzzle.earned(progress, self.card.hint_level)
        progress.solve_puzzle(self.puzzle.id, stars)
        progress.save()
        writeup = self.puzzle.writeup(self.lang)
        self.solved_text = f"{star_text(stars)} {writeup}"
        self._writeup.value = (
            f'<div class="puzzle-writeup"><b>{star_text(stars)}</b> {html.escape(writeup)}</div>'
        )
        self._heading()
        return stars

    def _heading(self) -> None:
        self._title.value = html.escape(self.title_text())
        for spec, button in zip(LEVELS, self.level_buttons, strict=True):
            button.description = self.level_text(spec.number)
            button.button_style = "info" if spec.number == self.level else ""

    def _show(self) -> None:
        self._heading()
        self.card = PuzzleCard(self.puzzle, self.lang)
        self.card.listeners.append(self.solved)
        self._card_box.children = (self.card,)
        self._writeup.value = self.solved_text = ""
