"""Exercises: questions a learner answers before seeing the answer, checked by the rules core
and the engine, with hints, variants, puzzles and progress (a layer above the widgets).

``from gouji_learn.exercises import questions, PLACEHOLDER``; ``q = questions(1)[0]``;
``q.check(PLACEHOLDER)`` is not attempted; ``q.check(answer)`` correct or not yet (why, citing
the rule); ``q.hint(level)``; ``q.solution()``; ``q.widget()`` to answer by clicking.
"""

from .bank import CHAPTERS, question, questions
from .feedback import PLACEHOLDER, Feedback, Hint, Solution
from .kinds import Choose, ChooseRule, FindMove, Number, PickCards, Predict, Question, Seat
from .progress import MASTERY, Progress, progress_path, score, standing
from .puzzles import LEVELS, Puzzle, puzzles
from .review import review_deck


def __getattr__(name: str) -> object:
    """The widgets (QuestionWidget, PuzzleTrainer, ProgressView) load ipywidgets on first use."""
    modules = {
        "QuestionWidget": "widget",
        "PuzzleTrainer": "puzzle_trainer",
        "ProgressView": "progress_view",
    }
    if name in modules:
        import importlib

        return getattr(importlib.import_module(f"{__name__}.{modules[name]}"), name)
    raise AttributeError(name)


__all__ = [
    "CHAPTERS",
    "LEVELS",
    "MASTERY",
    "PLACEHOLDER",
    "Choose",
    "ChooseRule",
    "Feedback",
    "FindMove",
    "Hint",
    "Number",
    "PickCards",
    "Predict",
    "Progress",
    "ProgressView",
    "Puzzle",
    "PuzzleTrainer",
    "Question",
    "QuestionWidget",
    "Seat",
    "Solution",
    "progress_path",
    "puzzles",
    "question",
    "questions",
    "review_deck",
    "score",
    "standing",
]
