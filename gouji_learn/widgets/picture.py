"""A still picture and one line of text beside every widget's live view (saved notebooks).

A notebook saved after running shows, where no kernel runs the widget (GitHub, nbviewer, an HTML
export), the SVG of what the widget shows now; JupyterLab opened before running shows the line.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from ..rules.cards import Card
from ..rules.labels import agree
from ..rules.language import resolve_lang
from ..scene.shapes import Scene

WORDS: dict[str, tuple[str, str]] = {
    "run": ("(run the notebook to use it)", "（运行笔记本即可使用）"),
    "rules": ("a {rules} round", "{rules}够级"),
    "table": ("Table of {round} — {what}", "{round}的牌桌——{what}"),
    "empty_table": ("An empty Gouji table", "空的够级牌桌"),
    "seat_to_act": ("seat {n} to act", "轮到{n}号出牌"),
    "over": ("the round is over", "本局已结束"),
    "picker": (
        "Card picker — {n} cards, selected: {cards}",
        "选牌器——{n}张牌，已选：{cards}",
    ),
    "none": ("none", "无"),
    "play": ("Play {round} as seat {seat} — {status}", "以{seat}号打{round}——{status}"),
    "replay": ("Replay of {round} — {step}", "{round}的重放——{step}"),
    "coach": ("Coach: ask what the expert would play", "教练：问高手会怎么出"),
    "review": ("Review of the moves of seat {n}", "复盘{n}号的出牌"),
    "question": ("Question: {prompt}", "题目：{prompt}"),
    "puzzles": ("Puzzle trainer — {title}", "残局练习——{title}"),
    "progress": (
        "Your progress: {n} of {total} chapters mastered",
        "学习进度：已掌握{n}/{total}章",
    ),
}
"""The widgets' one-line summaries and picture words, (English, Chinese)."""

MAX_LINE = 100
"""The longest summary line (a long question prompt is cut)."""


def say(key: str, lang: str | None = None, **fields: object) -> str:
    """The summary words ``key`` in ``lang`` with their fields filled in (English counts agree:
    ``1 card``)."""
    english, chinese = WORDS[key]
    if resolve_lang(lang) == "zh":
        return chinese.format(**fields)
    return agree(english.format(**fields))


def card_label(card: Card, lang: str | None = None) -> str:
    """C3: a card as a widget's text and buttons write it, once: ``5♥``; a joker ``BJ``/``SJ``
    in English, ``大王``/``小王`` in Chinese (a page's fonts draw 大 and 小)."""
    return card.name(lang)


def one_line(text: str, limit: int = MAX_LINE) -> str:
    """``text`` on one line of at most ``limit`` characters (cut with …)."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


class LanguageSwitch:
    """A widget whose ``lang`` (``"en"`` or ``"zh"``) reads ``_lang`` and whose setting calls
    :meth:`set_lang`, which relabels it."""

    _lang: str

    @property
    def lang(self) -> str:
        """``"en"`` or ``"zh"``: setting it relabels the widget (:meth:`set_lang`)."""
        return self._lang

    @lang.setter
    def lang(self, lang: str) -> None:
        self.set_lang(lang)

    def set_lang(self, lang: str) -> None:
        """Relabel the widget in ``lang``."""
        raise NotImplementedError


class Pictured(widgets.DOMWidget):
    """A widget whose display bundle adds ``image/svg+xml`` of :meth:`picture` (what it shows
    now) and whose ``text/plain`` is that picture's title, one line, with a note to run the
    notebook."""

    lang: str

    def picture(self) -> Scene:
        """What the widget shows now, titled with one line saying what it is."""
        raise NotImplementedError

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        data: dict[str, Any] = super()._repr_mimebundle_(**kwargs)
        scene = self.picture()
        gap = "" if self.lang == "zh" else " "
        data["text/plain"] = f"{one_line(scene.title)}{gap}{say('run', self.lang)}"
        data["image/svg+xml"] = scene.to_svg()
        return data
