"""Answer without code: each question as a small widget (buttons, card picker, clickable table,
legal moves), with Check, Hint and Another one; the progress table. Handlers are plain methods."""

from __future__ import annotations

import html
import math
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from ..engine.actions import VERBS, ActionKind
from ..engine.notation import CARD_KINDS
from ..engine.round import Round
from ..rules.cards import format_cards
from ..rules.language import resolve_lang
from ..rules.seats import SEATS
from ..scene.export import stack, text_scene
from ..scene.shapes import Scene
from ..scene.table_scene import seat_position
from ..widgets.picker import CardPicker
from ..widgets.picture import Pictured, card_label, say
from ..widgets.table_view import TableView
from .feedback import PLACEHOLDER, Feedback
from .kinds import Choose, FindMove, Number, PickCards, Predict, Question, Seat
from .move_reading import move_text
from .sentences import UI

TABLE_SIZE = 360
CLICK_RADIUS = 0.12
"""A click on the table picks the nearest seat within this fraction of the drawing's size."""
PICTURED_CHOICES = 12
"""The most answer buttons a question's still picture lists."""
FRESH_TRIES = 40
"""How many seeds "Another one" tries for a variant this widget has not shown yet."""


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
        self.seen: list[str] = [question.variant]
        """The variants shown so far: "Another one" deals one not among them."""
        self.feedback: Feedback | None = None
        self.listeners: list[Callable[[Feedback], object]] = []
        """Called with each feedback after Check (the puzzle trainer listens)."""
        self.table: TableView | None = None
        self.position: Round | None = None
        """The question's table as drawn (None without one)."""
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
        """Take ``value`` as the answer (what a click on a choice, seat or move does); the
        feedback on the answer before goes."""
        self.answer = value
        self._answer_html.value = html.escape(self.answer_text())
        self.forget_feedback()

    def forget_feedback(self, *_: object) -> None:
        """Take the feedback off the screen (the answer it was given for has changed)."""
        self.feedback = None
        self._feedback_html.value = ""

    def answer_text(self) -> str:
        """The line saying the answer chosen, in words ("" before one is)."""
        if self.answer is PLACEHOLDER:
            return ""
        shown = self.question.words(self.answer, self.position).get(self.lang)
        return UI["your_answer"].get(self.lang, answer=shown)

    def picture(self) -> Scene:
        """The prompt, the situation (table and hand, or the picker), the choices, and the
        answer, feedback and hint so far, as one still picture."""
        lang, width = self.lang, TABLE_SIZE
        parts = [text_scene([self.question.text(lang)], width)]
        state = self.question.state()
        if self.table is not None and state is not None:
            held = holding(state, lang, self.question.conceal)
            parts += [self.table.picture(), *([text_scene([held], width)] if held else [])]
        if self.picker is not None:
            parts.append(self.picker.picture())
        shown = [f"[{button.description}]" for button in self.choice_buttons[:PICTURED_CHOICES]]
        more = len(self.choice_buttons) > PICTURED_CHOICES
        choices = "  ".join(shown + (["…"] if more else []))
        hint = self.question.hint(self.hint_level).text(lang) if self.hint_level else ""
        feedback = self.feedback.text(lang) if self.feedback is not None else ""
        lines = [line for line in (choices, self.answer_text(), feedback, hint) if line]
        title = say("question", lang, prompt=self.question.text(lang))
        return stack([*parts, *([text_scene(lines, width)] if lines else [])], title)

    def on_check(self, button: object = None) -> Feedback:
        """Check the current answer and show the feedback in place."""
        if self.picker is not None and isinstance(self.question, PickCards):
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
        """Deal a variant of the question not shown yet in this widget and start it afresh;
        when every variant has been seen, say so and start the round of them again."""
        start = self.question_seed()
        note = ""
        for _ in range(FRESH_TRIES):
            self.variant += 1
            fresh = self.question.new(start + self.variant)
            if fresh.variant not in self.seen:
                break
        else:
            note = UI["all_seen"].get(self.lang, n=len(self.seen))
            self.seen = []
        self.question = fresh
        self.seen.append(fresh.variant)
        self.answer = PLACEHOLDER
        self.hint_level = 0
        self.forget_feedback()
        self._answer_html.value = ""
        self._hint_html.value = f"<i>{html.escape(note)}</i>" if note else ""
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
        """Forget the answer chosen so far, and the feedback on it."""
        self.answer = PLACEHOLDER
        self._answer_html.value = ""
        self.forget_feedback()

    # ------------------------------------------------------------------ building

    def question_seed(self) -> int:
        """The seed of the question's deal (0 when it has none)."""
        return int(getattr(self.question.situation, "seed", 0))

    def play_selected(self, kind: ActionKind) -> None:
        """Take the cards selected in the hand, as a move of ``kind`` (play, burn...)."""
        selection = self.picker.selection if self.picker is not None else []
        if not selection:
            self._answer_html.value = html.escape(UI["pick_first"].get(self.lang))
            return
        self.choose(f"{VERBS[kind][0]} {format_cards(selection)}")

    def table_viewer(self) -> int | None:
        """Whose chair the table is drawn from."""
        return getattr(self.question.situation, "viewer", None)

    def _build(self) -> None:
        question, lang = self.question, self.lang
        self._prompt.value = (
            f"<b>{html.escape(question.text(lang))}</b><br><small>"
            f"{html.escape(UI['section'].get(lang, section=question.reread()))}</small>"
        )
        state = self.position = question.state()
        if state is not None:
            self.table = TableView(
                state,
                viewer=self.table_viewer(),
                lang=lang,
                size=TABLE_SIZE,
                conceal=question.conceal,
            )
            self.table.on_click(self.on_table_click)
            held = widgets.HTML(html.escape(holding(state, lang, question.conceal)))
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
            return [
                self._hand(question.cards(state), question.rulebook(state), question.target(state))
            ]
        if isinstance(question, FindMove):
            return self._move_inputs(question, state)
        return []

    def _move_inputs(self, question: FindMove, state: Any) -> list[widgets.Widget]:
        """F1-F6: the hand of the seat to act to compose a play from (any cards, legal or not:
        the engine judges), a button per kind of card move, and the moves without cards."""
        lang, legal = self.lang, question.moves(state)
        hand = state.view(None).hands[state.to_act] or ()
        picker = self._hand(hand, state.rules, None)
        for part in (picker.verdict_html, picker.canvas, picker.rules_dropdown):
            part.layout.display = "none"  # the verdict would answer the question
        kinds = [kind for kind in CARD_KINDS if any(a.kind is kind for a in legal)]
        if ActionKind.BURN in kinds and ActionKind.PLAY not in kinds:
            kinds.insert(0, ActionKind.PLAY)  # a burner may try an ordinary play, and learn why
        with_cards = [
            (UI["with_selected"].get(lang, verb=VERBS[kind][lang == "zh"]), kind) for kind in kinds
        ]
        plain = [(move_text(a, lang), move_text(a)) for a in legal if a.kind not in CARD_KINDS]
        box = widgets.Text(placeholder=UI["move_box"].get(lang), continuous_update=False)
        box.observe(lambda change: self.choose(change["new"]), names="value")
        return [
            picker,
            self._buttons(with_cards, self.play_selected),
            *([self._buttons(plain)] if plain else []),
            box,
        ]

    def _hand(self, cards: Any, rules: Any, to_beat: Any) -> CardPicker:
        """The card picker to answer with; selecting cards takes the feedback away."""
        self.picker = CardPicker(cards, rules, to_beat, self.lang)
        self.picker.observe_verdict(self.forget_feedback)
        return self.picker

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


def holding(state: Any, lang: str | None = None, conceal: tuple[str, ...] = ()) -> str:
    """The line under a table: what the seat to act holds (unless the question asks who is to
    act) and the play to beat."""
    lang = resolve_lang(lang)
    view = state.view(None)
    seat = view.to_act
    if seat is None:
        return ""
    cards = " ".join(card_label(card, lang) for card in view.hands[seat] or ())
    line = "" if "turn" in conceal else UI["holds"].get(lang, n=seat, cards=cards)
    last = view.to_beat
    if last is not None:
        beat = UI["to_beat"].get(lang, cards=" ".join(card_label(c, lang) for c in last.cards))
        line = f"{line} {beat}".strip()
    return line


def _distance(point: tuple[float, float], x: float, y: float) -> float:
    return math.hypot(point[0] - x, point[1] - y)


def show(widget: widgets.Widget) -> None:
    """Display a widget in the notebook."""
    from IPython.display import display

    display(widget)
