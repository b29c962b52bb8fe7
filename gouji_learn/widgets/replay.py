"""ReplayViewer: step through a recorded round on the table, forwards and backwards (O2).

The round is replayed once from the record's deal, keeping a state every few steps, so moving
the slider back or forth replays at most a few actions; under the table, the hands the viewer
may see at that step (F8; every hand for the teacher, ``viewer=None``). A record that loads but
stops replaying at some action is shown up to that action, with one line saying why (never a
traceback).
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as widgets
import traitlets

from ..engine.actions import Action, RecordError
from ..engine.record import RoundRecord, replay_action, start_round
from ..engine.round import Round
from ..engine.view import SeatView
from ..rules.cards import Card, Rank
from ..rules.errors import GoujiError, GoujiTypeError, short_repr
from ..rules.language import check_lang, resolve_lang
from ..rules.seats import SEATS
from ..scene.export import stack, text_scene
from ..scene.shapes import Scene
from ..scene.words import t
from .coach_panels import ReviewPanel
from .guard import reports_errors
from .picture import Pictured, say
from .table_view import TableView, round_words

CHECKPOINT = 8
"""A replayed state is kept every this many steps (so a step replays at most this many)."""


def seat_name(seat: int, lang: str | None = None, you: int | None = None) -> str:
    """T1: how a seat is named in logs and captions (``"You"`` for the learner's seat)."""
    lang = resolve_lang(lang)
    return t("you", lang) if seat == you else t("seat", lang, n=seat)


def action_line(action: Action, lang: str | None = None, you: int | None = None) -> str:
    """One action as a log line: ``"Seat 3: play 10 10 10"``, ``"3号：出牌 10 10 10"``."""
    lang = resolve_lang(lang)
    return t("log_line", lang, name=seat_name(action.seat, lang, you), action=action.label(lang))


def _card_html(card: Card, lang: str) -> str:
    """C1: one card's label (a joker once: BJ, 大王), red for hearts, diamonds and the big
    joker."""
    red = card.rank is Rank.BIG_JOKER or (card.suit is not None and card.suit.is_red)
    label = escape(card.name(lang))
    return f'<span style="color:#c62828">{label}</span>' if red else label


def hands_html(view: SeatView, lang: str | None = None, you: int | None = None) -> str:
    """F8, E3: the hands ``view`` may see, one line a seat (hidden hands left out), as HTML."""
    lang = resolve_lang(lang)
    lines = []
    for seat in SEATS:
        hand = view.hands[seat]
        if hand is None:
            continue
        name = t("hand_of", lang, name=seat_name(seat, lang, you), n=len(hand))
        cards = " ".join(_card_html(card, lang) for card in hand) or escape(t("hand_empty", lang))
        lines.append(f'<div class="hand-line"><b>{escape(name)}</b> {cards}</div>')
    return "".join(lines)


class ReplayViewer(Pictured, widgets.VBox):
    """O2: a recorded round on the table, one action per step (step 0 = the deal).

    ``.go(step)`` or the slider or the ◀/▶ buttons move through it; ``.state`` is the round
    replayed up to ``.step`` (a fresh copy: changing it does not change the viewer); ``.hands``
    shows the hands the viewer may see at that step (all of them for ``viewer=None``).
    ``coach=True`` adds the coach's review (``.review``) of the viewer's moves (seat 0 for
    the teacher), each costly move a button that goes to the step before it.
    """

    step = traitlets.Int(0)

    def __init__(
        self,
        record: RoundRecord,
        lang: str | None = None,
        viewer: int | None = None,
        size: int = 440,
        coach: bool = False,
    ) -> None:
        if not isinstance(record, RoundRecord):
            raise GoujiTypeError(
                "O2",
                f"ReplayViewer shows a RoundRecord (RoundRecord.from_json reads one), "
                f"not {short_repr(record)}",
                f"ReplayViewer显示回合记录（RoundRecord.from_json可读取），不是{short_repr(record)}",
            )
        self.record = record
        self._lang = resolve_lang(lang)
        self.total = len(record.actions)
        start = start_round(record)
        self.problem: RecordError | None = None
        """Why the record stops replaying before its last action (None: it replays whole)."""
        self._checkpoints: dict[int, Round] = {0: start.copy()}
        self.replayable = self._replayable(start)
        """How many of the record's actions replay: the last step the viewer goes to."""
        self._state = start
        self._state_step = 0
        self.viewer = viewer
        self.table = TableView(start, viewer=viewer, lang=lang, size=size)
        self.hands = widgets.HTML()
        self.hands.add_class("replay-hands")
        seat = 0 if viewer is None else viewer  # the coach reviews the viewer's (or seat 0's) moves
        self.review = ReviewPanel(record, seat, self.go, lang) if coach else None
        self.prev_button = widgets.Button()
        self.prev_button.add_class("replay-prev")
        self.next_button = widgets.Button()
        self.next_button.add_class("replay-next")
        self.slider = widgets.IntSlider(
            value=0, min=0, max=self.replayable, step=1, readout=True, continuous_update=True
        )
        self.slider.add_class("replay-slider")
        self.caption = widgets.HTML()
        self.caption.add_class("replay-caption")
        self.message = widgets.HTML()
        """One line: why the record stops early, or a refusal met while stepping."""
        self.message.add_class("replay-message")
        self.prev_button.on_click(self._on_prev)
        self.next_button.on_click(self._on_next)
        super().__init__(
            [
                widgets.HBox([self.prev_button, self.slider, self.next_button]),
                self.caption,
                self.message,
                self.table,
                self.hands,
                *([self.review] if self.review else []),
            ]
        )
        self.add_class("gouji-replay")
        self._link = widgets.link((self.slider, "value"), (self, "step"))
        self._relabel()

    # ------------------------------------------------------------------ the Python interface

    @property
    def state(self) -> Round:
        """The round replayed up to ``.step`` (a copy of the viewer's own)."""
        return self._state.copy()

    @property
    def lang(self) -> str:
        """``"en"`` or ``"zh"``: setting it relabels the buttons, caption, message and table."""
        return self._lang

    @lang.setter
    def lang(self, lang: str) -> None:
        self._lang = check_lang(lang)
        self.table.set_lang(lang)
        self._relabel()
        if self.review:
            self.review.set_lang(lang)

    def go(self, step: int) -> None:
        """Show the round after ``step`` actions (clamped to 0 .. the actions that replay)."""
        if isinstance(step, bool) or not isinstance(step, int):
            raise GoujiTypeError(
                "O2",
                f"a step is a whole number, not {short_repr(step)}",
                f"步数应为整数，不是{short_repr(step)}",
            )
        self.step = max(0, min(step, self.replayable))

    def picture(self) -> Scene:
        """The step's caption (and why the record stops), the table, the review: one picture."""
        caption = self.caption_text()
        title = say("replay", self._lang, round=round_words(self._state, self._lang), step=caption)
        lines = [line for line in (caption, self.problem_text()) if line]
        parts = [text_scene(lines, self.table.size[0]), self.table.picture()]
        return stack([*parts, *([self.review.picture()] if self.review else [])], title)

    def problem_text(self) -> str:
        """The message line: why the record stops before its end, or "" when it replays whole."""
        if self.problem is None:
            return ""
        return t(
            "replay_stops", self._lang, n=self.replayable, why=self.problem.message(self._lang)
        )

    def caption_text(self) -> str:
        """The caption of the current step: its number and the action just taken."""
        if self.step == 0:
            what = t("start", self._lang)
        else:
            what = action_line(self.record.actions[self.step - 1], self._lang)
        step = t("step", self._lang, n=self.step, total=self.total)
        return t("step_caption", self._lang, step=step, action=what)

    # ------------------------------------------------------------------ handlers

    @traitlets.validate("step")
    def _valid_step(self, proposal: Any) -> int:
        return max(0, min(int(proposal["value"]), self.replayable))

    @traitlets.observe("step")
    @reports_errors
    def _on_step(self, change: Any) -> None:
        """Replay to the new step and redraw the table once."""
        self._state = self._replayed(int(change["new"]))
        self._state_step = int(change["new"])
        self.table.show_round(self._state)
        self._update_controls()
        self._show_hands()

    @reports_errors
    def _on_prev(self, _button: object = None) -> None:
        self.go(self.step - 1)

    @reports_errors
    def _on_next(self, _button: object = None) -> None:
        self.go(self.step + 1)

    def _report(self, error: GoujiError) -> None:
        """A refusal met while stepping: one line, controls back in step with the table."""
        self.message.value = escape(error.message(self._lang))
        if self.step != self._state_step:
            self.step = self._state_step
        self._update_controls()

    # ------------------------------------------------------------------ internals

    def _replayable(self, start: Round) -> int:
        """Replay the record once, keeping a state every CHECKPOINT steps: how many actions
        replay (the first refusal in .problem)."""
        state = start.copy()
        for index in range(self.total):
            try:
                replay_action(state, self.record, index)
            except RecordError as error:
                self.problem = error
                return index
            if (index + 1) % CHECKPOINT == 0:
                self._checkpoints[index + 1] = state.copy()
        return self.total

    def _replayed(self, step: int) -> Round:
        """A new Round after ``step`` actions, from the nearest kept state at or before it."""
        base = max(s for s in self._checkpoints if s <= step)
        state = self._checkpoints[base].copy()
        for index in range(base, step):
            replay_action(state, self.record, index)
        return state

    def _relabel(self) -> None:
        """Every label in the current language."""
        self.prev_button.description = t("previous", self._lang)
        self.next_button.description = t("next", self._lang)
        self.message.value = escape(self.problem_text())
        self._update_controls()
        self._show_hands()

    def _show_hands(self) -> None:
        self.hands.value = hands_html(self._state.view(self.viewer), self._lang, self.viewer)

    def _update_controls(self) -> None:
        self.prev_button.disabled = self.step <= 0
        self.next_button.disabled = self.step >= self.replayable
        self.caption.value = f"<b>{escape(self.caption_text())}</b>"
