"""Progress: one local JSON file per learner, never sent anywhere; mastery after N fresh right
answers in a row; each question's Leitner box (see :mod:`gouji_learn.exercises.review`).

The file is ``progress.json`` under ``$GOUJI_LEARN_HOME`` when set, else ``~/.gouji_learn/``.
A missing file starts fresh silently; a corrupt one (not JSON) prints one line and starts
fresh (it is replaced at the next answer); a foreign (JSON not written by gouji_learn) or
unreadable one prints one line and is left untouched: progress is then kept in memory for the
session. No other file is touched (a save writes ``.progress.json.<pid>.tmp`` beside it and
renames it over the file, so two kernels never read half a file; an answer is recorded with
the folder locked, so two kernels never lose one), and nothing is ever sent anywhere.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..rules.language import resolve_lang
from .sentences import UI, Say

if TYPE_CHECKING:
    from .feedback import Feedback
    from .kinds import Question

HOME_ENV = "GOUJI_LEARN_HOME"
FILE_NAME = "progress.json"
FORMAT = "gouji_learn progress"
VERSION = 1
MASTERY = 5
"""A chapter is mastered after this many right answers in a row on fresh items: a right answer
counts only when that question and variant was never answered right before; a wrong one resets
the run; unreadable and unattempted answers do not count either way."""
BOXES = 5
"""Leitner boxes (盒, hé): a right answer moves a question up one box, a missed one to box 1."""


def now_utc() -> datetime:
    """The time an answer is recorded at (UTC)."""
    return datetime.now(timezone.utc)


def progress_path() -> Path:
    """Where the progress file lives: ``$GOUJI_LEARN_HOME/progress.json`` or ``~/.gouji_learn``."""
    home = os.environ.get(HOME_ENV)
    folder = Path(home) if home else Path.home() / ".gouji_learn"
    return folder / FILE_NAME


def _fresh() -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "questions": {}, "chapters": {}, "puzzles": {}}


def _valid(data: Any) -> bool:
    return (
        isinstance(data, dict)
        and data.get("format") == FORMAT
        and data.get("version") == VERSION
        and all(isinstance(data.get(k), dict) for k in ("questions", "chapters", "puzzles"))
    )


@dataclass
class Progress:
    """The learner's progress, read from and written to one JSON file (see the module doc)."""

    path: Path = field(default_factory=progress_path)
    data: dict[str, Any] = field(default_factory=_fresh)
    notice: str = ""
    """The one line said about the file when it could not be used ("" when all is well)."""
    writable: bool = True

    @classmethod
    def load(cls, path: Path | None = None) -> Progress:
        """Read the file; never raises (see the module doc for a bad file)."""
        where = path or progress_path()
        progress = cls(where)
        try:
            text = where.read_text(encoding="utf-8")
        except FileNotFoundError:
            return progress
        except (OSError, UnicodeDecodeError) as error:
            progress.writable = False
            progress.notice = Say(
                f"gouji_learn: cannot read the progress file {where} ({error}); it is left "
                "untouched and progress is kept in memory for this session.",
                f"gouji_learn：读不了进度文件 {where}（{error}）；"
                "文件不动，本次的进度只记在内存里。",
            ).get()
            return progress
        try:
            data = json.loads(text)
        except ValueError:
            progress.notice = Say(
                f"gouji_learn: the progress file {where} is corrupt; starting fresh "
                "(it will be replaced at your next answer).",
                f"gouji_learn：进度文件 {where} 已损坏；从头开始记录（下次作答时会替换它）。",
            ).get()
            return progress
        if not _valid(data):
            progress.writable = False
            progress.notice = Say(
                f"gouji_learn: {where} is not a gouji_learn progress file; it is left untouched "
                f"and progress is kept in memory (set {HOME_ENV} to another folder to save it).",
                f"gouji_learn：{where} 不是 gouji_learn 的进度文件；文件不动，进度只记在内存里"
                f"（把 {HOME_ENV} 设为别的文件夹才能保存）。",
            ).get()
            return progress
        progress.data = data
        return progress

    def save(self) -> None:
        """Write the file (creating its folder) through a temporary file of its own, renamed
        over it; a failure is said in one line, never raised."""
        if not self.writable:
            return
        text = json.dumps(self.data, ensure_ascii=False, indent=1)
        partial = self.path.with_name(f".{self.path.name}.{os.getpid()}.tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            partial.write_text(text, "utf-8")
            os.replace(partial, self.path)  # atomic: another kernel never reads half a file
        except OSError as error:
            partial.unlink(missing_ok=True)
            self.writable = False
            self.notice = Say(
                f"gouji_learn: cannot save progress to {self.path} ({error}).",
                f"gouji_learn：无法把进度保存到 {self.path}（{error}）。",
            ).get()

    # ------------------------------------------------------------------ what is kept

    def question(self, question_id: str) -> dict[str, Any]:
        """The record of one question: ``right`` and ``tries`` counts, the ``last`` verdict
        ("right"/"missed"), its Leitner ``box``, ``when`` last judged (ISO time, UTC) and the
        ``variants`` answered right."""
        entry = self.data["questions"].setdefault(question_id, {"right": 0, "tries": 0})
        if not isinstance(entry, dict):
            entry = self.data["questions"][question_id] = {"right": 0, "tries": 0}
        return entry  # type: ignore[no-any-return]

    def chapter(self, chapter: int) -> dict[str, Any]:
        """The record of one chapter: the current ``streak``, ``best`` and ``mastered``."""
        entry = self.data["chapters"].setdefault(
            str(chapter), {"streak": 0, "best": 0, "mastered": False}
        )
        return entry  # type: ignore[no-any-return]

    def answer(
        self,
        question_id: str,
        chapter: int,
        right: bool,
        variant: str = "",
        when: datetime | None = None,
    ) -> None:
        """Count one judged answer (right or not yet) on a variant: the question's box and the
        chapter's run of fresh right answers (see MASTERY)."""
        entry = self.question(question_id)
        entry["tries"] = int(entry.get("tries", 0)) + 1
        entry["when"] = (when or now_utc()).isoformat(timespec="seconds")
        entry["last"] = "right" if right else "missed"
        run = self.chapter(chapter)
        if not right:
            entry["box"] = 1
            run["streak"] = 0
            return
        entry["right"] = int(entry.get("right", 0)) + 1
        entry["box"] = min(self.box(question_id) + 1, BOXES)
        answered = [v for v in entry.get("variants", []) if isinstance(v, str)]
        if variant in answered:
            return  # the same item again: right, but not fresh
        entry["variants"] = [*answered, variant]
        run["streak"] = int(run.get("streak", 0)) + 1
        run["best"] = max(int(run.get("best", 0)), run["streak"])
        run["mastered"] = bool(run.get("mastered")) or run["streak"] >= MASTERY

    def box(self, question_id: str) -> int:
        """The question's Leitner box, 1 to BOXES (1 for a question never judged)."""
        entry = self.data["questions"].get(question_id)
        box = entry.get("box", 1) if isinstance(entry, dict) else 1
        return min(max(box, 1), BOXES) if isinstance(box, int) else 1

    def judged(self) -> dict[str, dict[str, Any]]:
        """Every question judged at least once, by ID."""
        return {
            qid: entry
            for qid, entry in self.data["questions"].items()
            if isinstance(entry, dict) and int(entry.get("tries", 0)) > 0
        }

    def done(self, chapter: int) -> list[str]:
        """IDs of the questions of ``chapter`` answered right at least once."""
        prefix = f"ch{chapter:02d}."
        return sorted(
            qid
            for qid, entry in self.judged().items()
            if qid.startswith(prefix) and int(entry.get("right", 0)) > 0
        )

    def mastered(self, chapter: int) -> bool:
        """True once ``chapter`` had MASTERY fresh right answers in a row."""
        return bool(self.data["chapters"].get(str(chapter), {}).get("mastered", False))

    def puzzle_stars(self, puzzle_id: str) -> int:
        """The best stars won on a puzzle (0: not solved)."""
        stars = self.data["puzzles"].get(puzzle_id, 0)
        return stars if isinstance(stars, int) else 0

    def solve_puzzle(self, puzzle_id: str, stars: int) -> None:
        """Keep the best stars won on a puzzle."""
        self.data["puzzles"][puzzle_id] = max(self.puzzle_stars(puzzle_id), stars)


_told: set[str] = set()
_memory: dict[Path, Progress] = {}
"""Progress kept in memory for files that may not be written (foreign, unwritable)."""


def current() -> Progress:
    """The learner's progress now (read again each time; a bad file is told about once)."""
    path = progress_path()
    kept = _memory.get(path)
    if kept is not None:
        return kept
    progress = Progress.load(path)
    _tell(progress)
    if not progress.writable:
        _memory[path] = progress
    return progress


def _tell(progress: Progress) -> None:
    if progress.notice and progress.notice not in _told:
        _told.add(progress.notice)
        print(progress.notice, file=sys.stderr)


# ---------------------------------------------------------------------- what the notebook shows


@contextmanager
def _folder_locked(folder: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``folder`` (POSIX) so that two kernels answering at once never
    lose an answer between reading and saving the file; without a lock, go on unlocked."""
    try:
        import fcntl

        folder.mkdir(parents=True, exist_ok=True)
        handle = os.open(folder, os.O_RDONLY)
    except (ImportError, OSError):
        yield
        return
    try:
        fcntl.flock(handle, fcntl.LOCK_EX)
        yield
    finally:
        os.close(handle)  # closing releases the lock


def record(question: Question, feedback: Feedback) -> None:
    """Note a check in the progress file when it is right or not yet (on its variant)."""
    if feedback.status not in ("correct", "not_yet"):
        return
    with _folder_locked(progress_path().parent):
        progress = current()
        progress.answer(question.id, question.chapter, feedback.ok, question.variant)
        progress.save()
    _tell(progress)
    _redraw(question.chapter)


_displayed: dict[str, Shown] = {}
"""What this kernel displayed of the progress file (a chapter's standing and score), by display
ID: each is redrawn in place after an answer, so a notebook saved later keeps it current."""


def _redraw(chapter: int) -> None:
    """Redraw in place this kernel's displayed standing and score of ``chapter``."""
    from IPython.display import update_display

    for display_id, shown in list(_displayed.items()):
        if shown.chapter == chapter:
            _displayed[display_id] = fresh = shown.again()
            update_display(fresh.bundle(), raw=True, display_id=display_id)  # type: ignore[no-untyped-call]


class Shown:
    """What a notebook cell shows of the progress file for one chapter, in the chosen
    language, as text and HTML; displayed, it is redrawn in place after each answer."""

    chapter: int

    def text(self, lang: str | None = None) -> str:
        """The result in ``"en"`` or ``"zh"``."""
        raise NotImplementedError

    def again(self) -> Shown:
        """The same, read from the progress file now."""
        raise NotImplementedError

    def _repr_html_(self) -> str:
        from html import escape

        return f'<div class="gouji-{type(self).__name__.lower()}">{escape(self.text())}</div>'

    def bundle(self) -> dict[str, str]:
        """What a notebook shows of it: HTML and plain text."""
        return {"text/html": self._repr_html_(), "text/plain": self.text()}

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display_id = f"gouji-{type(self).__name__.lower()}-{self.chapter:02d}"
        _displayed[display_id] = self
        display(self.bundle(), raw=True, display_id=display_id)  # type: ignore[no-untyped-call]

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return self.text()


@dataclass(frozen=True, repr=False)
class Score(Shown):
    """A notebook's score from the progress file: its questions answered right, of all, and
    the sections to reread (questions never right, or missed last time)."""

    chapter: int
    right: int
    total: int
    review: tuple[Say, ...]
    """What to reread (section and rule IDs), in both languages."""

    def again(self) -> Score:
        """The score read from the progress file now."""
        return score(self.chapter)

    def text(self, lang: str | None = None) -> str:
        """The score and the review list, in ``"en"`` or ``"zh"``."""
        lang = resolve_lang(lang)
        line = UI["score"].get(lang, right=self.right, total=self.total)
        sep = "; " if lang != "zh" else "；"
        tail = (
            UI["review"].get(lang, items=sep.join(item.get(lang) for item in self.review))
            if self.review
            else UI["review_none"].get(lang)
        )
        return f"{line} {tail}" if lang != "zh" else line + tail

    def _repr_html_(self) -> str:
        from html import escape

        lang = resolve_lang(None)
        items = "".join(f"<li>{escape(item.get(lang))}</li>" for item in self.review)
        head = escape(UI["score"].get(lang, right=self.right, total=self.total))
        body = f"<ul>{items}</ul>" if items else escape(UI["review_none"].get(lang))
        return f'<div class="gouji-score"><b>{head}</b>{body}</div>'


def score(chapter: int) -> Score:
    """A chapter's score as the progress file holds it (never less than the learner has done),
    and what to review (section and rules)."""
    from .bank import questions

    asked, progress = questions(chapter), current()
    right = set(progress.done(chapter))
    judged = progress.judged()
    missed = (q for q in asked if q.id not in right or judged.get(q.id, {}).get("last") == "missed")
    review = tuple(dict.fromkeys(Say(q.review("en"), q.review("zh")) for q in missed))
    return Score(chapter, len(right & {q.id for q in asked}), len(asked), review)


STANDING = Say(
    "Your standing in chapter {chapter:02d}: {tried} of {total} questions tried, {right} "
    "answered right; {mastery}{due}",
    "你在第{chapter:02d}章的进度：{total}题中做过{tried}题，答对{right}题；{mastery}{due}",
)
MASTERY_WORDS = {
    True: Say("mastered ✔.", "已掌握 ✔。"),
    False: Say(
        "mastered after {n} fresh right answers in a row (now {streak}).",
        "连续答对{n}道新题即掌握（现在连对{streak}题）。",
    ),
}
DUE_WORDS = Say(" {n} due for review (review.ipynb).", "有{n}题到期待复习（review.ipynb）。")
"""The words of a chapter's standing: how far, mastery, and the questions due for review."""


@dataclass(frozen=True, repr=False)
class Standing(Shown):
    """Where the learner stands in a chapter, from the progress file: questions tried and
    answered right, the run towards mastery, questions due for review."""

    chapter: int
    total: int
    tried: int
    right: int
    streak: int
    mastered: bool
    due: int

    def again(self) -> Standing:
        """The standing read from the progress file now."""
        return standing(self.chapter)

    def text(self, lang: str | None = None) -> str:
        """The standing in one sentence, in ``"en"`` or ``"zh"``."""
        lang = resolve_lang(lang)
        mastery = MASTERY_WORDS[self.mastered].get(lang, n=MASTERY, streak=self.streak)
        due = DUE_WORDS.get(lang, n=self.due) if self.due else ""
        fields = {"chapter": self.chapter, "total": self.total, "tried": self.tried}
        return STANDING.get(lang, right=self.right, mastery=mastery, due=due, **fields)


def standing(chapter: int) -> Standing:
    """The learner's standing in a chapter, read from the progress file now."""
    from .bank import questions
    from .review import due

    ids = {q.id for q in questions(chapter)}
    progress = current()
    run = progress.chapter(chapter)
    return Standing(
        chapter,
        len(ids),
        len(ids & set(progress.judged())),
        len(ids & set(progress.done(chapter))),
        int(run.get("streak", 0)),
        progress.mastered(chapter),
        len(ids & set(due(progress))),
    )
