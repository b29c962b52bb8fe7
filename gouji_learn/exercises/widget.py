"""Answer without code: each question as a small widget (buttons, card picker, clickable table,
legal moves), with Check, Hint and Another one; the progress table. Handlers are plain methods."""

from __future__ import annotations

import html
import math
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from ..rules.cards import format_cards
from ..rules.language import resolve_lang
from ..rules.table import SEATS
from ..scene.export import stack, text_scene
from ..scene.shapes import Scene
from ..scene.table import seat_position
from ..widgets.picker import CardPicker
from ..widgets.picture import Pictured, card_label, say
from ..widgets.table import TableView
from .feedback import PLACEHOLDER, Feedback
from .kinds import Choose, FindMove, Number, PickCards, Predict, Question, Seat
from .moves import move_text
from .text import UI

TABLE_SIZE = 360
CLICK_RADIUS = 0.12
"""A click on the table picks the nearest seat within this fraction of the drawing's size."""
PICTURED_CHOICES = 12
"""The most answer buttons a question's still picture lists (a move question may have 60)."""


class QuestionWidget(Pictured, widgets.VBox):
    """One question: its prompt, its table (seats clickable), an answer input of its kind, and
    Check, Hint and Another one buttons; the feedback appears in place. ``answer`` is what
    Check sends to ``question.check`` (PLACEHOLDER until something is chosen)."""

    def __init__(self, question: Question, lang: str | None = None) -> None:
        lang = resolve_lang(lang)
        self.question = question
        self.lang = lang
        self.answer: Any = PLACEHOLDER
        self.hint_level = 0
        self.variant = 0
        self.feedback: Feedback | None = None
        self.listeners: list[Callable[[Feedback], object]] = []
        """Called with each feedback after Check (the puzzle trainer listens)."""
        self.table: TableView | None = None
        self.picker: CardPicker | None = None
        self.choice_buttons: list[widgets.Button] = []
        self._prompt = widgets.HTML()
        self._table_box = widgets.Box()
        self._input_box = widgets.VBox()
        self._answer_html = widgets.HTML()
        self._feedback_html = widgets.HTML()
        self._feedback_html.add_class("question-feedback")
        self._hint_html = widgets.HTML()
        self.check_button = widgets.Button(
            description=UI["check"].get(lang), button_style="primary"
        )
        self.check_button.on_click(self.on_check)
        self.check_button.add_class("check-btn")
        self.hint_button = widgets.Button(description=UI["hint"].get(lang))
        self.hint_button.on_click(self.on_hint)
        self.hint_button.add_class("hint-btn")
        self.another_button = widgets.Button(description=UI["another"].get(lang))
        self.another_button.on_click(self.on_another)
        self.another_button.add_class("another-btn")
        buttons = [self.check_button, self.hint_button]
        if question.varies:
            buttons.append(self.another_button)
        super().__init__(
            [
                self._prompt,
                self._table_box,
                self._input_box,
                self._answer_html,
                widgets.HBox(buttons),
                self._feedback_html,
                self._hint_html,
            ]
        )
        self.add_class("gouji-question")
        self._build()

    # ------------------------------------------------------------------ handlers

    def choose(self, value: Any) -> None:
        """Take ``value`` as the answer (what a click on a choice, seat or move does)."""
        self.answer = value
        self._answer_html.value = html.escape(self.answer_text())

    def answer_text(self) -> str:
        """The line saying the answer chosen ("" before one is)."""
        if self.answer is PLACEHOLDER:
            return ""
        shown = self.answer if isinstance(self.answer, str) else _show(self.answer)
        return UI["your_answer"].get(self.lang, answer=shown)

    def picture(self) -> Scene:
        """The prompt, the situation (table and hand, or the picker), the choices, and the
        answer, feedback and hint so far, as one still picture."""
        lang, width = self.lang, TABLE_SIZE
        parts = [text_scene([self.question.prompt.get(lang)], width)]
        state = self.question.state()
        if self.table is not None and state is not None:
            parts += [self.table.picture(), text_scene([holding(state, lang)], width)]
        if self.picker is not None:
            parts.append(self.picker.picture())
        shown = [f"[{button.description}]" for button in self.choice_buttons[:PICTURED_CHOICES]]
        more = len(self.choice_buttons) > PICTURED_CHOICES
        choices = "  ".join(shown + (["…"] if more else []))
        hint = self.question.hint(self.hint_level).text(lang) if self.hint_level else ""
        feedback = self.feedback.text(lang) if self.feedback is not None else ""
        lines = [line for line in (choices, self.answer_text(), feedback, hint) if line]
        title = say("question", lang, prompt=self.question.prompt.get(lang))
        return stack([*parts, *([text_scene(lines, width)] if lines else [])], title)

    def on_check(self, button: object = None) -> Feedback:
        """Check the current answer and show the feedback in place."""
        if self.picker is not None:
            selection = self.picker.selection
            self.answer = format_cards(selection) if selection else PLACEHOLDER
        self.feedback = self.question.check(self.answer)
        self._feedback_html.value = self.feedback.html(self.lang)
        for listener in self.listeners:
            listener(self.feedback)
        return self.feedback

    def on_hint(self, button: object = None) -> str:
        """Show the next hint (each press narrows)."""
        self.hint_level = min(self.hint_level + 1, max(len(self.question.hints), 1))
        text = self.question.hint(self.hint_level).text(self.lang)
        self._hint_html.value = f"<i>{html.escape(text)}</i>"
        return text

    def on_another(self, button: object = None) -> Question:
        """Deal a fresh variant of the question and start it afresh."""
        self.variant += 1
        self.question = self.question.new(self.question_seed() + self.variant)
        self.answer = PLACEHOLDER
        self.hint_level = 0
        self.feedback = None
        self._feedback_html.value = self._hint_html.value = self._answer_html.value = ""
        self._build()
        return self.question

    def on_table_click(self, x: float, y: float) -> int | None:
        """A click on the table picks the nearest seat (for a "who" question)."""
        if self.table is None or not isinstance(self.question, Seat):
            return None
        size = self.table.size[0]
        viewer = self.table_viewer()
        best = min(SEATS, key=lambda s: _distance(seat_position(s, size, viewer), x, y))
        if _distance(seat_position(best, size, viewer), x, y) > CLICK_RADIUS * size:
            return None
        self.pick_seat(best)
        return best

    def pick_seat(self, seat: int) -> None:
        """A seat clicked (table or button): the seat, toggled in a set, or next in order."""
        question = self.question
        assert isinstance(question, Seat)
        if question.mode == "one":
            self.choose(seat)
        elif question.mode == "set":
            chosen = set(self.answer) if isinstance(self.answer, set) else set()
            chosen ^= {seat}
            self.choose(chosen)
        else:
            order = list(self.answer) if isinstance(self.answer, list) else []
            if seat not in order:
                order.append(seat)
            self.choose(order)

    def clear(self, button: object = None) -> None:
        """Forget the answer chosen so far."""
        self.answer = PLACEHOLDER
        self._answer_html.value = ""

    # ------------------------------------------------------------------ building

    def question_seed(self) -> int:
        """The seed of the question's deal (0 when it has none)."""
        return int(getattr(self.question.situation, "seed", 0))

    def table_viewer(self) -> int | None:
        """Whose chair the table is drawn from."""
        return getattr(self.question.situation, "viewer", None)

    def _build(self) -> None:
        question, lang = self.question, self.lang
        self._prompt.value = (
            f"<b>{html.escape(question.prompt.get(lang))}</b><br><small>"
            f"{html.escape(UI['section'].get(lang, section=question.reread()))}</small>"
        )
        state = question.state()
        if state is not None:
            self.table = TableView(state, viewer=self.table_viewer(), lang=lang, size=TABLE_SIZE)
            self.table.on_click(self.on_table_click)
            held = widgets.HTML(html.escape(holding(state, lang)))
            self._table_box.children = (widgets.VBox([self.table, held]),)
        else:
            self.table = None
            self._table_box.children = ()
        self.picker = None
        self.choice_buttons = []
        self._input_box.children = tuple(self._inputs(state))

    def _inputs(self, state: Any) -> list[widgets.Widget]:
        question, lang = self.question, self.lang
        if isinstance(question, Predict):
            return [self._buttons([(UI["yes"].get(lang), True), (UI["no"].get(lang), False)])]
        if isinstance(question, Seat):
            row = self._buttons([(UI["seat_n"].get(lang, n=s), s) for s in SEATS], self.pick_seat)
            clear = widgets.Button(description=UI["clear"].get(lang))
            clear.on_click(self.clear)
            clear.add_class("clear-btn")
            return [widgets.HBox([row, clear]) if question.mode != "one" else row]
        if isinstance(question, Choose):
            return [self._buttons([(question.label(c, lang), c) for c in question.choices])]
        if isinstance(question, Number):
            box = widgets.Text(placeholder=UI["number_box"].get(lang), continuous_update=False)
            box.observe(lambda change: self.choose(change["new"]), names="value")
            return [box]
        if isinstance(question, PickCards):
            self.picker = CardPicker(
                question.cards(state), question.rulebook(state), question.target(state), lang
            )
            return [self.picker]
        if isinstance(question, FindMove):
            moves = [(move_text(a, lang), move_text(a)) for a in question.moves(state)]
            box = widgets.Text(placeholder=UI["move_box"].get(lang), continuous_update=False)
            box.observe(lambda change: self.choose(change["new"]), names="value")
            return [self._buttons(moves), box]
        return []

    def _buttons(self, items: list[tuple[str, Any]], action: Any = None) -> widgets.Box:
        act = action or self.choose
        buttons = []
        for label, value in items:
            button = widgets.Button(description=label, layout=widgets.Layout(width="auto"))
            button.on_click(lambda _b, v=value: act(v))
            button.add_class("answer-btn")
            buttons.append(button)
        self.choice_buttons.extend(buttons)
        return widgets.Box(buttons, layout=widgets.Layout(flex_flow="row wrap"))


def holding(state: Any, lang: str | None = None) -> str:
    """The line under a table: what the seat to act holds (and the play to beat)."""
    lang = resolve_lang(lang)
    view = state.view(None)
    seat = view.to_act
    if seat is None:
        return ""
    cards = " ".join(card_label(card) for card in view.hands[seat] or ())
    line = UI["holds"].get(lang, n=seat, cards=cards)
    last = view.to_beat
    if last is not None:
        line += " " + UI["to_beat"].get(lang, cards=" ".join(card_label(c) for c in last.cards))
    return line


def _distance(point: tuple[float, float], x: float, y: float) -> float:
    return math.hypot(point[0] - x, point[1] - y)


def _show(value: Any) -> str:
    if isinstance(value, set):
        return "{" + ", ".join(str(s) for s in sorted(value)) + "}"
    if isinstance(value, bool):
        return "True" if value else "False"
    return str(value)


def show(widget: widgets.Widget) -> None:
    """Display a widget in the notebook."""
    from IPython.display import display

    display(widget)
