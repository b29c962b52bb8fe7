"""The question banks: one data file of question records per chapter (``ch01.toml`` ..
``ch15.toml``), read by :mod:`gouji_learn.exercises.records`."""

from __future__ import annotations

import difflib
import re
from functools import cache
from pathlib import Path

from ...rules.errors import GoujiError
from ..kinds import Question
from ..records import parse_bank, read_bank, title_of
from ..sentences import Say

FOLDER = Path(__file__).resolve().parent

CHAPTERS = range(1, 16)
"""The chapters with a bank, as in notebooks/ (01 The table .. 15 Play a full round)."""


def bank_path(chapter: int) -> Path:
    """The data file of a chapter's questions."""
    return FOLDER / f"ch{chapter:02d}.toml"


@cache
def _bank(chapter: int) -> tuple[Question, ...]:
    return read_bank(bank_path(chapter), chapter)


def chapter_title(chapter: int) -> Say:
    """A chapter's title with its rule IDs, in both languages (its data file's ``title``)."""
    return title_of(parse_bank(bank_path(chapter)), bank_path(chapter).name)


def questions(chapter: int) -> list[Question]:
    """The questions of a chapter (1-15), in notebook order."""
    if isinstance(chapter, bool) or not isinstance(chapter, int) or chapter not in CHAPTERS:
        raise GoujiError(
            "",
            f"chapters are numbered 1 to 15, not {chapter!r}",
            f"章节编号为1到15，不是{chapter!r}",
        )
    return list(_bank(chapter))


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
