"""Spaced review (复习, fùxí), Leitner style: every question answered has a box, 1 to BOXES; a
right answer moves it up one box, a missed one sends it back to box 1. A question is due when
the days of its box (WAIT_DAYS) have passed since it was last judged, so missed questions come
back at once and well-known ones rarely. Everything is computed from the progress file.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Any

from ..rules.errors import GoujiError
from ..rules.language import resolve_lang
from .bank import question
from .kinds import Question
from .progress import BOXES, Progress, current, now_utc
from .sentences import Say

WAIT_DAYS = (0, 1, 3, 7, 16)
"""Days a question waits in box 1, 2 … BOXES before it is due again."""
DECK_SIZE = 10
"""The most questions dealt at once (the most urgent first)."""
FRESH_TRIES = 5
"""Seeds tried to deal a variant of a question that was not answered right before."""

WORDS = {
    "head": Say(
        "{n} due for review, missed ones first. Answer each one; run this cell again for the next.",
        "有{n}题到期待复习，答错过的排在前面。逐题作答；再运行这个单元格就发下一批。",
    ),
    "item": Say(
        "Chapter {chapter:02d} · box {box} of {boxes}", "第{chapter:02d}章 · 第{box}/{boxes}盒"
    ),
    "none": Say(
        "Nothing is due for review now: every question you answered waits in its box until its "
        "day comes. Come back later, or answer new questions in the chapters' exercises.",
        "现在没有到期的复习题：答过的题都在各自的盒子里，等到期再来。"
        "过些时候再来，或者去各章的练习里做新题。",
    ),
    "empty": Say(
        "Nothing to review yet: questions come here once you have answered them in the "
        "chapters' exercises (start with exercises 01).",
        "还没有可复习的题：在各章练习里答过的题才会来到这里（从练习 01 开始）。",
    ),
}
"""The review deck's words."""


def due_at(entry: dict[str, Any], box: int) -> datetime | None:
    """When a judged question (its progress record, in ``box``) is due; None if unreadable."""
    try:
        when = datetime.fromisoformat(str(entry["when"]))
    except (KeyError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return when + timedelta(days=WAIT_DAYS[box - 1])


def due(progress: Progress | None = None, now: datetime | None = None) -> list[str]:
    """IDs of the questions due now, the most urgent first (lowest box, longest waiting); a
    judged question without a readable time is due."""
    progress = progress or current()
    moment = now or now_utc()
    found = []
    for qid, entry in progress.judged().items():
        box = progress.box(qid)
        at = due_at(entry, box)
        if at is None or at <= moment:
            found.append((box, at or moment, qid))
    return [qid for _box, _at, qid in sorted(found)]


def fresh(asked: Question, progress: Progress) -> Question:
    """``asked`` as a variant not answered right before when it has variants (else as is)."""
    if not asked.varies:
        return asked
    entry = progress.question(asked.id)
    answered = set(entry.get("variants", []))
    tries = int(entry.get("tries", 0))
    for seed in range(tries, tries + FRESH_TRIES):
        variant = asked.new(seed)
        if variant.variant not in answered:
            return variant
    return asked.new(tries)


@dataclass(frozen=True)
class ReviewDeck:
    """The questions due for review, each with its box; shown as question widgets. Index it
    (``deck[0].check(answer)``) to answer in code."""

    questions: tuple[Question, ...]
    boxes: tuple[int, ...]
    answered_any: bool
    """Whether the learner answered anything yet (which friendly line an empty deck says)."""

    def __len__(self) -> int:
        return len(self.questions)

    def __getitem__(self, index: int) -> Question:
        return self.questions[index]

    def text(self, lang: str | None = None) -> str:
        """The deck in words: the head line, or why nothing is due."""
        lang = resolve_lang(lang)
        if not self.questions:
            return WORDS["none" if self.answered_any else "empty"].get(lang)
        lines = [WORDS["head"].get(lang, n=len(self.questions))]
        lines += [f"{self.label(i, lang)}: {q.text(lang)}" for i, q in enumerate(self.questions)]
        return "\n".join(lines)

    def label(self, index: int, lang: str | None = None) -> str:
        """Which chapter and box a question of the deck comes from."""
        asked = self.questions[index]
        fields = {"chapter": asked.chapter, "box": self.boxes[index], "boxes": BOXES}
        return WORDS["item"].get(lang, **fields)

    def __repr__(self) -> str:
        return self.text()

    def _ipython_display_(self) -> None:
        from .progress_view import show_deck

        show_deck(self)


def review_deck(limit: int = DECK_SIZE, now: datetime | None = None) -> ReviewDeck:
    """Deal the questions due now across chapters (at most ``limit``, most urgent first), each
    as a fresh variant when it has variants; questions no longer in the banks are skipped."""
    progress = current()
    dealt: list[Question] = []
    boxes: list[int] = []
    for qid in due(progress, now):
        if len(dealt) >= limit:
            break
        try:
            asked = question(qid)
        except GoujiError:
            continue  # a question renamed or removed since it was answered
        dealt.append(fresh(asked, progress))
        boxes.append(progress.box(qid))
    return ReviewDeck(tuple(dealt), tuple(boxes), bool(progress.judged()))
