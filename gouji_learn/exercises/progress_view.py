"""What the learner sees of the progress file: the progress table (进度, chapters done and
mastered, puzzle levels and stars) and the review deck (复习) as question widgets."""

from __future__ import annotations

import html

import ipywidgets as widgets
from IPython.display import display

from ..rules.language import resolve_lang
from ..scene.export import text_scene
from ..scene.shapes import Scene
from ..widgets.picture import Pictured, say
from .bank import CHAPTERS, questions
from .progress import MASTERY, current
from .puzzles import LEVELS, PER_LEVEL, puzzles
from .review import ReviewDeck
from .sentences import UI
from .widget import TABLE_SIZE


class ProgressView(Pictured, widgets.VBox):
    """The learner's progress: per chapter the questions done and mastery, per puzzle level
    the puzzles solved and stars; ``refresh()`` reads the progress file again."""

    def __init__(self, lang: str | None = None) -> None:
        lang = resolve_lang(lang)
        self.lang = lang
        self._html = widgets.HTML()
        refresh = widgets.Button(description="↻")
        refresh.on_click(self.refresh)
        super().__init__([self._html, refresh])
        self.add_class("gouji-progress")
        self.refresh()

    def rows(self) -> list[tuple[str, str, str]]:
        """(what, done, mastered or stars) for every chapter with questions and every level."""
        progress = current()
        found: list[tuple[str, str, str]] = []
        for chapter in CHAPTERS:
            asked = questions(chapter)
            if asked:
                done = len(set(progress.done(chapter)) & {q.id for q in asked})
                found.append(
                    (
                        f"{chapter:02d}",
                        f"{done}/{len(asked)}",
                        "✔" if progress.mastered(chapter) else "",
                    )
                )
        for spec in LEVELS:
            stars = [progress.puzzle_stars(p.id) for p in puzzles(spec.number)]
            solved = sum(1 for s in stars if s)
            found.append((spec.name.get(self.lang), f"{solved}/{PER_LEVEL}", f"{sum(stars)} ★"))
        return found

    def picture(self) -> Scene:
        """The progress table as lines of text, titled with the chapters mastered."""
        progress = current()
        asked = [chapter for chapter in CHAPTERS if questions(chapter)]
        mastered = sum(1 for chapter in asked if progress.mastered(chapter))
        lines = ["   ".join(row) for row in self.rows()]
        title = say("progress", self.lang, n=mastered, total=len(asked))
        return text_scene(lines, TABLE_SIZE, title=title)

    def refresh(self, button: object = None) -> None:
        """Read the progress file again and redraw the table."""
        head = UI["progress_head"].get(self.lang, n=MASTERY)
        body = "".join(
            "<tr>" + "".join(f"<td>{html.escape(cell)}</td>" for cell in row) + "</tr>"
            for row in self.rows()
        )
        self._html.value = f"<table class='gouji-progress-table'>{head}{body}</table>"


def show_deck(deck: ReviewDeck) -> None:
    """Display the review deck: its head line (or why nothing is due), then each question's
    chapter and box above its widget."""
    lang = resolve_lang(None)
    _line(deck.text(lang).splitlines()[0], "p")
    for index, asked in enumerate(deck.questions):
        _line(deck.label(index, lang), "h4")
        display(asked.widget(lang))


def _line(text: str, tag: str) -> None:
    """Display one line as HTML (``tag``) and as plain text (a saved notebook's fallback)."""
    shown = f'<{tag} class="gouji-review">{html.escape(text)}</{tag}>'
    display({"text/html": shown, "text/plain": text}, raw=True)
