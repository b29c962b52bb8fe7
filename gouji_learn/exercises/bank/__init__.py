"""The question banks, one module per chapter (``ch01`` .. ``ch15``), each a list QUESTIONS."""

from __future__ import annotations

import difflib
import importlib
import re
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


_ID = re.compile(r"ch(\d\d)\.[\w-]+")


def question(question_id: str) -> Question:
    """The question of that ID (``"ch08.first-asked-to-burn"``); an unknown ID raises
    GoujiError naming the closest IDs."""
    found = _ID.fullmatch(question_id) if isinstance(question_id, str) else None
    if found is not None and int(found[1]) in CHAPTERS:
        for asked in questions(int(found[1])):
            if asked.id == question_id:
                return asked
    known = [asked.id for chapter in CHAPTERS for asked in questions(chapter)]
    close = difflib.get_close_matches(str(question_id), known, n=3, cutoff=0.5)
    hint_en = f"; did you mean {', '.join(close)}?" if close else ""
    hint_zh = f"；是不是{'、'.join(close)}？" if close else ""
    return _unknown(question_id, hint_en, hint_zh)


def _unknown(question_id: object, hint_en: str, hint_zh: str) -> Question:
    raise GoujiError(
        "",
        f"no question has the ID {question_id!r}{hint_en}",
        f"没有编号为{question_id!r}的题目{hint_zh}",
    )
