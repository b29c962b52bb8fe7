"""The coach's panels: advice beside PlayRound, a review beside ReplayViewer (F, S, K, O2).

Both only show what ``gouji_learn.engine.advice`` says; PlayRound and ReplayViewer create them
with ``coach=True``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from html import escape

import ipywidgets as widgets

from ..engine.actions import Action
from ..engine.advice import (
    COACH_ROLLOUTS,
    Advice,
    Mistake,
    advise,
    costliest,
    move_words,
    review,
    suggest,
)
from ..engine.expert import ExpertBot
from ..engine.record import RoundRecord
from ..engine.round import Round
from ..rules.language import resolve_lang
from ..scene.export import text_scene
from ..scene.shapes import Scene
from .picture import Pictured, say

LABELS = {
    "ask": ("What would you play?", "你会怎么出？"),
    "ask_text": ("The expert would {action}.", "高手会{action}。"),
    "not_your_turn": ("Ask when it is your turn.", "轮到你时再问。"),
    "advice": ("Coach: {text}", "教练：{text}"),
    "review": ("Review the moves of {seat}", "复盘{seat}的出牌"),
    "no_mistakes": ("No costly move: well played.", "没有明显的失误，打得好。"),
    "reviewing": ("Costliest moves (click one to see it):", "代价最大的几步（点击查看）："),
    "move": ("Move {n}: {move}", "第{n}步：{move}"),
    "seat": ("seat {n}", "{n}号"),
}
"""The panels' texts in English and Chinese."""

ADVICE_SECONDS = 0.5
"""The longest the coach thinks about one move in a widget (a learner waits for it)."""


def widget_coach() -> ExpertBot:
    """The expert the panels ask by default: at most ``COACH_ROLLOUTS`` playouts, and at most
    :data:`ADVICE_SECONDS` per move."""
    return ExpertBot(ADVICE_SECONDS, rollouts=COACH_ROLLOUTS)


def words(table: Mapping[str, tuple[str, str]], key: str, lang: str, **fields: object) -> str:
    """The text ``key`` of a table of (English, Chinese) texts in ``lang``, fields filled in."""
    en, zh = table[key]
    return (zh if lang == "zh" else en).format(**fields)


def label(key: str, lang: str, **fields: object) -> str:
    """A panel text in ``lang`` ("en" or "zh") with its fields filled in."""
    return words(LABELS, key, lang, **fields)


class CoachPanel(Pictured, widgets.VBox):
    """The coach beside a round: ``after(state, seat, action)`` before a learner's move is
    applied shows a line of advice; the button asks "what would you play?" of ``current()``."""

    def __init__(
        self,
        current: Callable[[], tuple[Round, int]],
        lang: str | None = None,
        expert: ExpertBot | None = None,
    ) -> None:
        lang = resolve_lang(lang)
        self.current = current
        self.lang = lang
        self.expert = expert or widget_coach()
        self.advice: list[Advice] = []
        self.moves: list[Mistake] = []
        """Each piece of advice with its step in the round (the index of the move judged)."""
        self._line: Callable[[str], str] = lambda lang: ""
        self.line = widgets.HTML()
        self.line.add_class("coach-line")
        self.ask_button = widgets.Button(description=label("ask", lang), icon="graduation-cap")
        self.ask_button.add_class("coach-ask")
        self.ask_button.on_click(self._on_ask)
        super().__init__([widgets.HBox([self.ask_button, self.line])])
        self.add_class("gouji-coach")

    def after(self, state: Round, seat: int, action: Action) -> Advice | None:
        """The advice on ``action`` (not yet applied), shown in the line; None if not legal."""
        if state.to_act != seat or action not in state.legal_actions():
            return None
        advice = advise(state, seat, action, self.expert)
        self.advice.append(advice)
        self.moves.append(Mistake(len(state.history), advice))
        self._show(lambda lang: label("advice", lang, text=advice.text(lang)))
        return advice

    def ask(self) -> str:
        """ "What would you play?" for the learner now (or when to ask)."""
        state, seat = self.current()
        if state.is_over or state.to_act != seat:
            self._show(lambda lang: label("not_your_turn", lang))
        else:
            best = suggest(state, self.expert).best
            self._show(lambda lang: label("ask_text", lang, action=move_words(best, lang)))
        return self._line(self.lang)

    def costliest(self) -> list[Mistake]:
        """The costliest moves judged so far, costliest first: the round's review, made of
        the advice already given (no new search)."""
        return costliest(self.moves)

    def picture(self) -> Scene:
        """The button's question and the last line of advice, as text."""
        lines = [f"[{label('ask', self.lang)}]", self._line(self.lang)]
        return text_scene([line for line in lines if line], title=say("coach", self.lang))

    def set_lang(self, lang: str) -> None:
        """Say the button and the last line again in ``lang``."""
        self.lang = lang
        self.ask_button.description = label("ask", lang)
        self.line.value = escape(self._line(lang))

    def _on_ask(self, _button: object = None) -> None:
        self.ask()

    def _show(self, line: Callable[[str], str]) -> None:
        self._line = line
        self.line.value = escape(line(self.lang))


class ReviewPanel(Pictured, widgets.VBox):
    """After a round: a button computes ``seat``'s costliest moves, each then a button that
    calls ``jump(index)`` (the step before that move, for the replay)."""

    def __init__(
        self,
        record: RoundRecord,
        seat: int,
        jump: Callable[[int], None],
        lang: str | None = None,
        expert: ExpertBot | None = None,
    ) -> None:
        lang = resolve_lang(lang)
        self.record = record
        self.seat = seat
        self.jump = jump
        self.lang = lang
        self.expert = expert or widget_coach()
        self.mistakes: list[Mistake] = []
        self.reviewed = False
        who = label("seat", lang, n=seat)
        self.start_button = widgets.Button(description=label("review", lang, seat=who))
        self.start_button.add_class("coach-review")
        self.start_button.on_click(self._on_start)
        self.heading = widgets.HTML()
        self.buttons: list[widgets.Button] = []
        """One button a costly move (its number and the move), stepping the replay to it."""
        self.lines: list[widgets.HTML] = []
        """Beside each button, the coach's words on that move."""
        self.items = widgets.VBox()
        self.items.add_class("review-items")
        super().__init__([self.start_button, self.heading, self.items])
        self.add_class("gouji-review")

    def run(self) -> list[Mistake]:
        """Review the round and list the costliest moves as buttons."""
        return self.show(review(self.record, self.seat, self.expert))

    def show(self, mistakes: list[Mistake]) -> list[Mistake]:
        """List ``mistakes`` (a review made already, e.g. the coach's during play) as buttons."""
        self.mistakes = list(mistakes)
        self.reviewed = True
        self.buttons, self.lines = [], []
        for mistake in self.mistakes:
            button = widgets.Button(layout=widgets.Layout(width="auto", flex="0 0 auto"))
            button.add_class("review-move")
            button.on_click(lambda _b, index=mistake.index: self.jump(index))
            self.buttons.append(button)
            self.lines.append(widgets.HTML())
        self.items.children = [
            widgets.HBox([button, line])
            for button, line in zip(self.buttons, self.lines, strict=True)
        ]
        self.set_lang(self.lang)
        return self.mistakes

    def picture(self) -> Scene:
        """The review button, then (once run) the heading and the costliest moves, as text."""
        lines = [f"[{self.start_button.description}]"]
        if self.reviewed:
            key = "reviewing" if self.mistakes else "no_mistakes"
            lines += [label(key, self.lang), *(m.text(self.lang) for m in self.mistakes)]
        return text_scene(lines, title=say("review", self.lang, n=self.seat))

    def set_lang(self, lang: str) -> None:
        """Label the buttons and the heading in ``lang``."""
        self.lang = lang
        who = label("seat", lang, n=self.seat)
        self.start_button.description = label("review", lang, seat=who)
        if self.reviewed:
            key = "reviewing" if self.mistakes else "no_mistakes"
            self.heading.value = f"<b>{escape(label(key, lang))}</b>"
        for button, line, mistake in zip(self.buttons, self.lines, self.mistakes, strict=True):
            move = move_words(mistake.advice.played, lang)
            button.description = label("move", lang, n=mistake.index + 1, move=move)
            button.tooltip = mistake.text(lang)
            line.value = escape(mistake.advice.text(lang))

    def _on_start(self, _button: object = None) -> None:
        self.run()
