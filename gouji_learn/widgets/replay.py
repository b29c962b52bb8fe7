"""ReplayViewer: step through a recorded round on the table, forwards and backwards (O2).

The round is replayed from the record's deal; states are kept every few steps, so moving the
slider back or forth replays at most a few actions.
"""

from __future__ import annotations

import copy
from html import escape
from typing import Any

import ipywidgets as widgets
import traitlets

from ..engine.actions import Action
from ..engine.record import RoundRecord
from ..engine.state import Round
from ..scene.text import t
from .table import TableView

CHECKPOINT = 8
"""A replayed state is kept every this many steps."""


def seat_name(seat: int, lang: str = "en", you: int | None = None) -> str:
    """T1: how a seat is named in logs and captions (``"You"`` for the learner's seat)."""
    return t("you", lang) if seat == you else t("seat", lang, n=seat)


def action_line(action: Action, lang: str = "en", you: int | None = None) -> str:
    """One action as a log line: ``"Seat 3: play 10 10 10"``, ``"3号：出牌 10 10 10"``."""
    return t("log_line", lang, name=seat_name(action.seat, lang, you), action=action.label(lang))


class ReplayViewer(widgets.VBox):
    """O2: a recorded round on the table, one action per step (step 0 = the deal).

    ``.go(step)`` or the slider or the ◀/▶ buttons move through it; ``.state`` is the round
    replayed up to ``.step`` (a fresh copy: changing it does not change the viewer).
    """

    step = traitlets.Int(0)

    def __init__(
        self, record: RoundRecord, lang: str = "en", viewer: int | None = None, size: int = 440
    ) -> None:
        self.record = record
        self.lang = lang
        self.total = len(record.actions)
        start = record.new_round()
        self._checkpoints: dict[int, Round] = {0: copy.deepcopy(start)}
        self._state = start
        self._state_step = 0
        self.table = TableView(start, viewer=viewer, lang=lang, size=size)
        self.prev_button = widgets.Button(description=t("previous", lang))
        self.prev_button.add_class("replay-prev")
        self.next_button = widgets.Button(description=t("next", lang))
        self.next_button.add_class("replay-next")
        self.slider = widgets.IntSlider(
            value=0, min=0, max=self.total, step=1, readout=True, continuous_update=True
        )
        self.slider.add_class("replay-slider")
        self.caption = widgets.HTML()
        self.caption.add_class("replay-caption")
        self.prev_button.on_click(self._on_prev)
        self.next_button.on_click(self._on_next)
        super().__init__(
            [
                widgets.HBox([self.prev_button, self.slider, self.next_button]),
                self.caption,
                self.table,
            ]
        )
        self.add_class("gouji-replay")
        self._link = widgets.link((self.slider, "value"), (self, "step"))
        self._update_controls()

    # ------------------------------------------------------------------ the Python interface

    @property
    def state(self) -> Round:
        """The round replayed up to ``.step`` (a copy of the viewer's own)."""
        return copy.deepcopy(self._state)

    def go(self, step: int) -> None:
        """Show the round after ``step`` actions (clamped to 0 .. number of actions)."""
        self.step = max(0, min(int(step), self.total))

    def caption_text(self) -> str:
        """The caption of the current step: its number and the action just taken."""
        if self.step == 0:
            what = t("start", self.lang)
        else:
            what = action_line(self.record.actions[self.step - 1], self.lang)
        step = t("step", self.lang, n=self.step, total=self.total)
        return t("step_caption", self.lang, step=step, action=what)

    # ------------------------------------------------------------------ handlers

    @traitlets.validate("step")
    def _valid_step(self, proposal: Any) -> int:
        return max(0, min(int(proposal["value"]), self.total))

    @traitlets.observe("step")
    def _on_step(self, change: Any) -> None:
        """Replay to the new step and redraw the table once."""
        self._state = self._replayed(int(change["new"]))
        self._state_step = int(change["new"])
        self.table.show_round(self._state)
        self._update_controls()

    def _on_prev(self, _button: object = None) -> None:
        self.go(self.step - 1)

    def _on_next(self, _button: object = None) -> None:
        self.go(self.step + 1)

    # ------------------------------------------------------------------ internals

    def _replayed(self, step: int) -> Round:
        """A new Round after ``step`` actions, from the nearest kept state at or before it."""
        base = max(s for s in self._checkpoints if s <= step)
        state = copy.deepcopy(self._checkpoints[base])
        for index in range(base, step):
            state.apply(self.record.actions[index])
            if (index + 1) % CHECKPOINT == 0 and index + 1 not in self._checkpoints:
                self._checkpoints[index + 1] = copy.deepcopy(state)
        return state

    def _update_controls(self) -> None:
        self.prev_button.disabled = self.step <= 0
        self.next_button.disabled = self.step >= self.total
        self.caption.value = f"<b>{escape(self.caption_text())}</b>"
