"""The puzzle trainer driven headlessly: a hint costs its puzzle a star whatever navigation,
"Another one" or a restart does, and the title and level buttons show the stars at once."""

from __future__ import annotations

from gouji_learn.exercises import Progress, PuzzleTrainer
from gouji_learn.exercises.puzzles import HINTS_KEY


def _solve(trainer: PuzzleTrainer) -> None:
    assert trainer.card is not None
    trainer.card.choose(trainer.card.question.solution().answer)
    assert trainer.card.on_check().ok


def test_a_hint_costs_its_star_whatever_navigation_does() -> None:
    trainer = PuzzleTrainer()
    assert trainer.card is not None
    first = trainer.card.on_hint()
    assert Progress.load().data[HINTS_KEY] == {"p1.01": 1}
    trainer.next_puzzle()
    trainer.previous_puzzle()  # a fresh card for p1.01: the hint taken is shown again
    assert trainer.card.hint_level == 1 and first in trainer.card._hint_html.value
    trainer.card.on_another()  # even a card dealt afresh keeps the cost
    assert trainer.card.hint_level == 0
    _solve(trainer)
    assert "★★☆" in trainer._writeup.value
    assert Progress.load().puzzle_stars("p1.01") == 2


def test_hints_are_counted_after_a_restart_and_per_puzzle() -> None:
    PuzzleTrainer().card.on_hint()  # type: ignore[union-attr]
    again = PuzzleTrainer()  # as after a kernel restart: read from the progress file
    assert again.card is not None and again.card.hint_level == 1
    again.card.on_hint()
    assert Progress.load().data[HINTS_KEY] == {"p1.01": 2}
    _solve(again)
    assert Progress.load().puzzle_stars("p1.01") == 1
    again.next_puzzle()
    _solve(again)
    assert Progress.load().puzzle_stars("p1.02") == 3


def test_the_title_and_level_buttons_show_the_stars_at_once() -> None:
    trainer = PuzzleTrainer(lang="en")
    assert trainer._title.value.endswith("1 / 20 ☆☆☆")
    assert trainer.level_buttons[0].description == "Follow cheaply (跟牌) ★ 0/60"
    assert trainer.level_buttons[0].button_style == "info"
    _solve(trainer)
    assert trainer._title.value.endswith("1 / 20 ★★★")
    assert trainer.level_buttons[0].description.endswith("★ 3/60")
    assert "★★★" in trainer.title_text() and trainer.picture().find("★★★")
    trainer.choose_level(3)
    assert trainer.puzzle.id == "p3.01" and trainer._title.value.endswith("☆☆☆")
    assert trainer.level_buttons[2].button_style == "info"
    assert trainer.level_buttons[0].button_style == ""


def test_the_trainer_speaks_chinese() -> None:
    trainer = PuzzleTrainer(lang="zh")
    assert trainer.level_buttons[2].description.startswith("挡住")
    assert trainer.card is not None and trainer.card.check_button.description == "检查"
    _solve(trainer)
    assert "管住了" in trainer._writeup.value
