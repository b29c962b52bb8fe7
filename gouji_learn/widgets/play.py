"""PlayRound: the learner plays one seat of a round against five bots (F, S, D, R, X, E).

The table is drawn for the learner's seat only (F8: bots' cards stay hidden), a CardPicker
follows the learner's hand and the play to beat, one button per legal action kind does the
action. An illegal attempt shows one friendly line naming the rule and changes nothing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from html import escape

import ipywidgets as widgets

from ..engine.actions import Action, ActionKind
from ..engine.bots import Bot, HeuristicBot, play_cost
from ..engine.expert import ExpertBot
from ..engine.record import RoundRecord, record_of
from ..engine.round import Round
from ..engine.view import Phase
from ..rules.cards import Card, Rank, check_seed, format_cards, match_cards, parse_cards
from ..rules.errors import GoujiError, bounded, short_repr
from ..rules.language import check_lang, resolve_lang
from ..rules.ruleset import RuleSet, resolve_rules
from ..rules.scoring import place_name
from ..rules.table import SEAT_COUNT, SEATS, check_seat
from ..scene.export import stack, text_scene
from ..scene.shapes import Scene
from ..scene.text import t
from .coach import CoachPanel
from .guard import clean_text, reports_errors
from .picker import CardPicker
from .picture import Pictured, say
from .replay import action_line, seat_name
from .table import TableView, round_words

CARD_KINDS = (
    ActionKind.PLAY,
    ActionKind.BURN,
    ActionKind.RETURN_TRIBUTE,
    ActionKind.CHONG_DIAN,
)
"""The action kinds that take cards: the picker's selection (or typed cards)."""

BUTTON_TEXT = {
    ActionKind.PLAY: "play_selected",
    ActionKind.BURN: "burn_selected",
    ActionKind.RETURN_TRIBUTE: "return_selected",
    ActionKind.CHONG_DIAN: "chong_selected",
}
"""Text keys of the buttons that use the selection; the others show ActionKind.label."""

ALWAYS_SHOWN = (ActionKind.PLAY, ActionKind.PASS)
HINTS = 5
"""How many plays the Hint button lists."""
MAX_BOT_MOVES = 10_000
"""A safety bound on the bots' moves between two of the learner's (a round has a few hundred)."""

Line = Callable[[str], str]
"""A message line in a language (``"en"``/``"zh"``), so a language switch can say it again."""


def _rank_key(cards: Sequence[Card]) -> tuple[tuple[Rank, int], ...]:
    """The ranks of some cards with their counts, suits aside (H1: suits never matter)."""
    return tuple(sorted(Counter(card.rank for card in cards).items()))


class PlayRound(Pictured, widgets.VBox):
    """F, S, D, R, X, E: play ``seat`` of a round against five bots (default HeuristicBot).

    ``.act(kind, cards_text=None)`` is what the buttons call; ``.state`` is the Round,
    ``.messages`` every line shown in the message line, ``.record()`` the round so far.
    ``seed`` is an int, ``seat`` 0-5, ``lang`` ``"en"`` or ``"zh"`` (setting ``.lang`` relabels
    everything); the picker judges by the round's rulebook, locked while the round runs.
    ``coach=True`` adds the coach (``.coach``): a line of advice after each learner move and a
    "What would you play?" button; an ExpertBot among ``bots`` searches this round.
    """

    def __init__(
        self,
        rules: RuleSet | str | None = None,
        seed: int = 0,
        seat: int = 0,
        lang: str | None = None,
        bots: Sequence[Bot | None] | None = None,
        coach: bool = False,
    ) -> None:
        self.rules = resolve_rules(rules)
        self.seat = check_seat(seat)
        self._lang = resolve_lang(lang)
        self.bots = self._seat_bots(bots)
        self.state = Round(self.rules, check_seed(seed))
        for bot in self.bots.values():
            if isinstance(bot, ExpertBot):
                bot.sit(self.state)  # the expert searches the round it plays (Bot.act)
        self.coach = CoachPanel(lambda: (self.state, self.seat), lang) if coach else None
        self.messages: list[str] = []
        self._line: Line = self._status
        self._log_actions: list[Action] = []
        self.table = TableView(viewer=self.seat, lang=lang)
        self.picker = CardPicker(rules=self.rules, lang=lang)
        self.picker.lock_rules(True)
        self.buttons: dict[ActionKind, widgets.Button] = {}
        for kind in ActionKind:
            button = widgets.Button()
            button.add_class("action-btn")
            button.on_click(self._on_button)
            self.buttons[kind] = button
        self.hint_button = widgets.Button(icon="lightbulb-o")
        self.hint_button.add_class("hint-btn")
        self.hint_button.on_click(self._on_hint)
        self.message = widgets.HTML()
        self.message.add_class("round-message")
        self.log_html = widgets.HTML(layout=widgets.Layout(max_height="240px", overflow="auto"))
        self.log_html.add_class("round-log")
        super().__init__(
            [
                self.table,
                self.picker,
                widgets.HBox([*self.buttons.values(), self.hint_button]),
                self.message,
                *([self.coach] if self.coach else []),
                self.log_html,
            ]
        )
        self.add_class("gouji-play-round")
        self._label_buttons()
        self._advance()

    # ------------------------------------------------------------------ the Python interface

    @property
    def lang(self) -> str:
        """``"en"`` or ``"zh"``: setting it relabels the buttons, picker, table, log and message."""
        return self._lang

    @lang.setter
    def lang(self, lang: str) -> None:
        self._lang = check_lang(lang)
        self._label_buttons()
        self.picker.set_lang(lang)
        self.table.set_lang(lang)
        self._show_log()
        self.message.value = escape(self._line(lang))
        if self.coach:
            self.coach.set_lang(lang)

    @property
    def log_lines(self) -> list[str]:
        """The public log of the round, one line an action, in the current language."""
        return [action_line(action, self._lang, self.seat) for action in self._log_actions]

    @property
    def your_turn(self) -> bool:
        """Whether the learner is to act now."""
        return not self.state.is_over and self.state.to_act == self.seat

    def act(self, kind: ActionKind | str, cards_text: str | None = None) -> bool:
        """Do an action of ``kind`` for the learner (cards: ``cards_text`` or the picker's
        selection); the bots then move until the learner's turn. An illegal attempt shows one
        line naming the rule and changes nothing. True when the action was taken."""
        action_kind = self._kind(kind)
        if action_kind is None:
            shown = bounded(clean_text(kind), 30) if isinstance(kind, str) else short_repr(kind)
            self._say(lambda lang: t("unknown_action", lang, kind=shown))
            return False
        cards: list[Card] = []
        if action_kind in CARD_KINDS:
            if cards_text is None:
                cards = list(self.picker.selection)
                if not cards:
                    self._say(lambda lang: t("select_first", lang))
                    return False
            else:
                try:
                    text = clean_text(cards_text) if isinstance(cards_text, str) else cards_text
                    cards = parse_cards(text)
                except GoujiError as error:
                    self._say(error.message)
                    return False
            cards = self._canonical(action_kind, cards)
        action = Action(action_kind, self.seat, tuple(cards))
        seen = len(self.state.view(self.seat).log)
        if self.coach:
            self.coach.after(self.state, self.seat, action)  # advice before the move is made
        try:
            self.state.apply(action)
        except GoujiError as error:
            self._say(error.message)
            return False
        self._log(self._logged(seen))
        self.picker.clear()
        self._advance()
        return True

    def hint(self, lang: str | None = None) -> str:
        """F1, F2: some legal plays for the learner now (the cheapest first), as one line."""
        lang = self._lang if lang is None else check_lang(lang)
        if not self.your_turn:
            return self._status(lang)
        legal = self.state.legal_actions()
        plays = sorted((a for a in legal if a.cards), key=play_cost)
        sep = "、" if lang == "zh" else ", "
        if plays:
            shown = [self._cards_text(action.cards, lang) for action in plays[:HINTS]]
            return t("hint_text", lang, plays=sep.join(shown))
        kinds = [a.kind for a in legal]
        if kinds == [ActionKind.PASS]:
            return t("no_hint", lang)
        return t("hint_choices", lang, choices=sep.join(k.label(lang) for k in kinds))

    def picture(self) -> Scene:
        """The table, the learner's hand and the message line, as one still picture."""
        line, lang = self._line(self._lang), self._lang
        title = say("play", lang, round=round_words(self.state, lang), seat=self.seat, status=line)
        parts = [self.table.picture(), self.picker.picture(), text_scene([line])]
        return stack([*parts, *([self.coach.picture()] if self.coach else [])], title)

    def record(self) -> RoundRecord:
        """O2: the round played so far as a record (replay it with ReplayViewer)."""
        return record_of(self.state)

    # ------------------------------------------------------------------ handlers

    @reports_errors
    def _on_button(self, button: widgets.Button) -> None:
        """An action button: do its kind with the picker's selection."""
        for kind, candidate in self.buttons.items():
            if candidate is button:
                self.act(kind)
                return

    @reports_errors
    def _on_hint(self, _button: object = None) -> None:
        self._say(self.hint)

    def _report(self, error: GoujiError) -> None:
        """A refusal met in a handler: one line naming the rule, the widgets redrawn."""
        self._refresh()
        self._say(error.message)

    # ------------------------------------------------------------------ internals

    def _seat_bots(self, bots: Sequence[Bot | None] | None) -> dict[int, Bot]:
        """Five bots by seat: ``None`` -> HeuristicBot; six (the learner's ignored) or five."""
        others = [s for s in SEATS if s != self.seat]
        if bots is None:
            return {s: HeuristicBot() for s in others}
        chosen = list(bots)
        if len(chosen) == SEAT_COUNT:
            chosen = [chosen[s] for s in others]
        if len(chosen) != SEAT_COUNT - 1 or any(
            bot is None or not callable(getattr(bot, "act", None)) for bot in chosen
        ):
            raise GoujiError(
                "T1",
                f"give five bots (or six, the learner's ignored), got {short_repr(bots)}",
                f"应给五个机器人（或六个，忽略你的座位），不是{short_repr(bots)}",
            )
        return {s: bot for s, bot in zip(others, chosen, strict=True) if bot is not None}

    @staticmethod
    def _kind(kind: object) -> ActionKind | None:
        if isinstance(kind, ActionKind):
            return kind
        if not isinstance(kind, str):
            return None
        name = clean_text(kind).strip().upper().replace(" ", "_")
        return ActionKind.__members__.get(name)

    def _canonical(self, kind: ActionKind, cards: list[Card]) -> list[Card]:
        """The legal action's cards with the same ranks (suits never matter), or else the
        learner's own cards matching the text, so the engine can say what is wrong."""
        if self.your_turn:
            key = _rank_key(cards)
            for action in self.state.legal_actions():
                if action.kind is kind and _rank_key(action.cards) == key:
                    return list(action.cards)
        held = list(self.state.view(self.seat).hand)
        found, missing = match_cards(held, cards)
        return [held[i] for i in found] + missing

    def _advance(self) -> None:
        """The bots move, the widgets follow, the status is shown (or a bot's refusal)."""
        try:
            self._run_bots()
        except GoujiError as error:
            self._report(error)
            return
        self._refresh()
        self._say(self._status)

    def _run_bots(self) -> None:
        """The bots move until it is the learner's turn or the round is over."""
        for _ in range(MAX_BOT_MOVES):
            state = self.state
            if state.is_over or state.to_act is None or state.to_act == self.seat:
                return
            seat = state.to_act
            action = self.bots[seat].act(state.observation(seat), state.legal_actions())
            seen = len(state.view(self.seat).log)
            state.apply(action)
            self._log(self._logged(seen))

    def _logged(self, seen: int) -> Action:
        """The public form of the action just applied, from the learner's view of the log: a
        card returned between two other seats (X3) is not shown."""
        entry = next(
            e for e in self.state.view(self.seat).log[seen:] if isinstance(e.kind, ActionKind)
        )
        assert isinstance(entry.kind, ActionKind)
        return Action(entry.kind, entry.seat, entry.cards or ())

    def _log(self, action: Action) -> None:
        self._log_actions.append(action)
        self._show_log()

    def _show_log(self) -> None:
        title = escape(t("log_title", self._lang))
        if not self._log_actions:
            self.log_html.value = f"<b>{title}</b><p>{escape(t('log_empty', self._lang))}</p>"
            return
        items = "".join(f"<li>{escape(item)}</li>" for item in self.log_lines)
        self.log_html.value = f"<b>{title}</b><ol>{items}</ol>"

    def _say(self, line: Line) -> None:
        """Show one line (kept as a function of the language for a later switch)."""
        self._line = line
        text = line(self._lang)
        self.messages.append(text)
        self.message.value = escape(text)

    def _label_buttons(self) -> None:
        lang = self._lang
        for kind, button in self.buttons.items():
            key = BUTTON_TEXT.get(kind)
            label = t(key, lang) if key else kind.label(lang)
            button.description = label[:1].upper() + label[1:]
        self.hint_button.description = t("hint", lang)

    def _status(self, lang: str | None = None) -> str:
        """The message line between actions: your turn, or how the round ended."""
        lang = self._lang if lang is None else lang
        state = self.state
        if state.phase is Phase.VOID:
            return t("void", lang)
        if state.is_over:
            sep = "，" if lang == "zh" else ", "
            places = sep.join(
                t(
                    "place_of",
                    lang,
                    name=seat_name(s, lang, self.seat),
                    place=place_name(i, lang),
                )
                for i, s in enumerate(state.finish_order)
            )
            a, b = state.scores
            return t("round_over", lang, places=places, a=a, b=b)
        if state.to_act == self.seat:
            return t("your_turn", lang)
        return t("waiting", lang, n=state.to_act)

    def _cards_text(self, cards: Sequence[Card], lang: str) -> str:
        """Cards by rank only (suits never matter in a play)."""
        return format_cards([Card(card.rank) for card in cards], lang)

    def _refresh(self) -> None:
        """Redraw the table, follow the learner's hand, enable the legal action buttons."""
        state = self.state
        self.table.show_round(state)
        self.picker.follow(state, self.seat)
        legal = {a.kind for a in state.legal_actions()} if self.your_turn else set()
        for kind, button in self.buttons.items():
            button.disabled = kind not in legal
            shown = kind in legal or kind in ALWAYS_SHOWN
            button.layout.display = None if shown else "none"
        self.hint_button.disabled = not self.your_turn
        self.picker.lock_rules(not state.is_over)
        if not self._log_actions:
            self._show_log()
