"""The coach's panels: advice beside PlayRound, a review beside ReplayViewer (F, S, K, O2).

Both only show what ``gouji_learn.engine.coach`` says; PlayRound and ReplayViewer create them
with ``coach=True``.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

import ipywidgets as widgets

from ..engine.actions import Action
from ..engine.coach import COACH_ROLLOUTS, Advice, Mistake, advise, review, suggest
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
    "coach": ("Coach", "教练"),
    "review": ("Review the moves of {seat}", "复盘{seat}的出牌"),
    "no_mistakes": ("No costly move: well played.", "没有明显的失误，打得好。"),
    "reviewing": ("Costliest moves (click one to see it):", "代价最大的几步（点击查看）："),
    "seat": ("seat {n}", "{n}号"),
}
"""The panels' texts in English and Chinese."""

ADVICE_SECONDS = 0.5
"""The longest the coach thinks about one move in a widget (a learner waits for it)."""


def widget_coach() -> ExpertBot:
    """The expert the panels ask by default: at most ``COACH_ROLLOUTS`` playouts, and at most
    :data:`ADVICE_SECONDS` per move."""
    return ExpertBot(ADVICE_SECONDS, rollouts=COACH_ROLLOUTS)


def label(key: str, lang: str, **fields: object) -> str:
    """A panel text in ``lang`` ("en" or "zh") with its fields filled in."""
    en, zh = LABELS[key]
    return (zh if lang == "zh" else en).format(**fields)


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
        self._show(lambda lang: f"{label('coach', lang)}: {advice.text(lang)}")
        return advice

    def ask(self) -> str:
        """ "What would you play?" for the learner now (or when to ask)."""
        state, seat = self.current()
        if state.is_over or state.to_act != seat:
            self._show(lambda lang: label("not_your_turn", lang))
        else:
            best = suggest(state, self.expert).best
            self._show(lambda lang: label("ask_text", lang, action=best.label(lang)))
        return self._line(self.lang)

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
        self.items = widgets.VBox()
        super().__init__([self.start_button, self.heading, self.items])
        self.add_class("gouji-review")

    def run(self) -> list[Mistake]:
        """Review the round and list the costliest moves as buttons."""
        self.mistakes = review(self.record, self.seat, self.expert)
        self.reviewed = True
        buttons = []
        for mistake in self.mistakes:
            button = widgets.Button(layout=widgets.Layout(width="auto"))
            button.on_click(lambda _b, index=mistake.index: self.jump(index))
            buttons.append(button)
        self.items.children = buttons
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
        for button, mistake in zip(self.items.children, self.mistakes, strict=True):
            button.description = mistake.text(lang)[:60]
            button.tooltip = mistake.text(lang)

    def _on_start(self, _button: object = None) -> None:
        self.run()
