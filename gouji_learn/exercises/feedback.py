"""What a check, a hint and a solution return: plain text, a rich Jupyter display, two languages."""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any, Literal

from ..rules.catalog import RULES
from ..rules.language import resolve_lang
from .sentences import UI, Say

Status = Literal["correct", "not_yet", "not_attempted", "unreadable"]
STATUSES: tuple[Status, ...] = ("correct", "not_yet", "not_attempted", "unreadable")

_LOOK: dict[str, tuple[str, str, str]] = {
    "correct": ("#1b7f3b", "#e8f5e9", "✔"),
    "not_yet": ("#b3261e", "#fdecea", "✘"),
    "not_attempted": ("#5f6368", "#f1f3f4", "✎"),
    "unreadable": ("#8a5300", "#fff4e5", "?"),
}
"""Colour, background and icon of each status."""


class _Placeholder:
    """The blank a learner replaces with an answer: ``q.check(PLACEHOLDER)`` is not attempted."""

    _instance: _Placeholder | None = None

    def __new__(cls) -> _Placeholder:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "PLACEHOLDER"

    def __reduce__(self) -> str:
        return "PLACEHOLDER"


PLACEHOLDER: Any = _Placeholder()
"""The blank in every answer cell (typed ``Any`` so a learner's editor never complains)."""


def _box(status: str, body: str) -> str:
    colour, background, icon = _LOOK[status]
    return (
        f'<div class="gouji-feedback gouji-{status}" style="border-left:4px solid {colour};'
        f'background:{background};padding:4px 8px;margin:2px 0">'
        f'<span style="color:{colour};font-weight:bold">{icon}</span> {body}</div>'
    )


@dataclass(frozen=True)
class Feedback:
    """The verdict on one answer: ``status`` (correct, not_yet, not_attempted, unreadable), the
    sentence saying why (never the solution), and the rule IDs it cites."""

    status: Status
    message: Say
    rules: tuple[str, ...] = ()
    question: str = ""
    """The ID of the question checked, e.g. ``ch01.allies``."""

    def text(self, lang: str | None = None) -> str:
        """The whole sentence in ``"en"`` or ``"zh"``."""
        lang = resolve_lang(lang)
        head = UI[self.status].get(lang) if self.status in ("correct", "not_yet") else ""
        body = self.message.get(lang)
        return f"{head} {body}".strip() if lang != "zh" else f"{head}{body}"

    @property
    def ok(self) -> bool:
        """True for a correct answer."""
        return self.status == "correct"

    def html(self, lang: str | None = None) -> str:
        """The sentence in a coloured box with an icon, and the cited rules in words."""
        lang = resolve_lang(lang)
        body = html.escape(self.text(lang))
        cited = [RULES[r].text(lang) for r in self.rules if r in RULES]
        if cited and self.status == "not_yet":
            words = "<br>".join(html.escape(line) for line in cited)
            body += (
                f'<details style="margin-top:2px"><summary>{UI["rule_words"].get(lang)}'
                f"</summary>{words}</details>"
            )
        elif cited and self.status == "correct":
            body += "<br><small>" + "<br>".join(html.escape(line) for line in cited) + "</small>"
        return _box(self.status, body)

    def _repr_html_(self) -> str:
        return self.html()

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return self.text()


@dataclass(frozen=True)
class Hint:
    """One step of a question's hints: its level (1 = most general) of ``levels``."""

    level: int
    levels: int
    message: Say

    def text(self, lang: str | None = None) -> str:
        """The hint in ``"en"`` or ``"zh"``, with its level."""
        lang = resolve_lang(lang)
        title = UI["hint_title"].get(lang, level=self.level, levels=self.levels)
        return f"{title}: {self.message.get(lang)}"

    def _repr_html_(self) -> str:
        return _box("not_attempted", html.escape(self.text()))

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return self.text()


@dataclass(frozen=True)
class Solution:
    """A question's answer (``check(solution.answer)`` is correct) and why it is right."""

    answer: Any
    shown: str
    """The answer as a learner would type it in code."""
    reason: Say
    rules: tuple[str, ...] = ()
    words: Say | None = None
    """The answer as a learner reads it, in each language (Yes, a choice's words...)."""

    @property
    def why(self) -> str:
        """Why the answer is right, in the chosen language (see :meth:`text`)."""
        return self.reason.get()

    def text(self, lang: str | None = None) -> str:
        """The answer and why, in ``"en"`` or ``"zh"``."""
        lang = resolve_lang(lang)
        cited = f" ({', '.join(self.rules)})" if self.rules else ""
        answer = self.words.get(lang) if self.words is not None else self.shown
        return f"{UI['answer_is'].get(lang, answer=answer)} — {self.reason.get(lang)}{cited}"

    def _repr_html_(self) -> str:
        return _box("correct", html.escape(self.text()))

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return self.text()
