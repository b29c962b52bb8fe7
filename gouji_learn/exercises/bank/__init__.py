"""The question banks, one module per chapter (``ch01`` .. ``ch15``), each a list QUESTIONS."""

from __future__ import annotations

import importlib
from dataclasses import replace
from functools import cache

from ...rules.errors import GoujiError
from ..kinds import Question

CHAPTERS = range(1, 16)
"""The chapters with a bank, as in notebooks/ (01 The table .. 15 Play a full round)."""


@cache
def _bank(chapter: int) -> tuple[Question, ...]:
    module = importlib.import_module(f"{__name__}.ch{chapter:02d}")
    return tuple(replace(q, chapter=chapter) for q in module.QUESTIONS)


def questions(chapter: int) -> list[Question]:
    """The questions of a chapter (1-15), in notebook order."""
    if isinstance(chapter, bool) or not isinstance(chapter, int) or chapter not in CHAPTERS:
        raise GoujiError(
            "",
            f"chapters are numbered 1 to 15, not {chapter!r}",
            f"章节编号为1到15，不是{chapter!r}",
        )
    try:
        return list(_bank(chapter))
    except ModuleNotFoundError as error:
        if error.name != f"{__name__}.ch{chapter:02d}":
            raise
        return []
