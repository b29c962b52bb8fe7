"""PlayRound: the learner plays one seat of a round against five bots (F, S, D, R, X, E), on one
board that fits a projector (about 911x512 CSS pixels: 1366x768 at 150% zoom).

The board: the table drawn for the learner's seat (F8: bots' cards stay hidden) with the newest
moves of the log under it; beside it an EN / 中文 switch, the teacher's open-hands toggle, the
status line and a red box for a refused move naming its rule, one button per legal action kind
and a CardPicker following the learner's hand (judged by the round itself). After the round
(E3) every hand is laid open and a ReplayViewer steps through the round.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace
from html import escape

import ipywidgets as widgets

from ..engine.actions import Action, ActionKind
from ..engine.bots import Bot, HeuristicBot, play_cost
from ..engine.record import RoundRecord, record_of
from ..engine.round import Round
from ..engine.view import Phase
from ..rules.cards import Card, Rank, check_seed, format_cards, match_cards, parse_cards
from ..rules.catalog import RULES, describe_rule
from ..rules.errors import GoujiError, bounded, short_repr
from ..rules.language import check_lang, resolve_lang
from ..rules.ruleset import PRESET_NAMES, RuleSet, resolve_rules
from ..rules.scoring import place_name
from ..rules.seats import OPPOSITE, SEAT_COUNT, SEATS, check_seat
from ..scene.export import stack, text_scene
from ..scene.shapes import Scene
from ..scene.table_scene import TableInfo, table_scene
from ..scene.words import t
from .coach_panels import CoachPanel, ReviewPanel, words
from .guard import check_size, clean_text, reports_errors
from .picker import CardPicker
from .picture import Pictured, say
from .replay import ReplayViewer, action_line, hands_html, seat_name
from .table_view import TableView, round_words

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
TABLE_SIZE = 300
"""The board's table in pixels: beside the hand and buttons within 911x512 CSS pixels."""
LANGUAGES = (("EN", "en"), ("中文", "zh"))
"""The board's language switch: (label, lang)."""
BURNS_NAMED = 3
"""How many burning plays the burn-window line names."""

LESSONS = {
    "yu": (
        "Your turn. 预点 (yùdiǎn, D1) is declared before anyone sees his cards: you may claim "
        "that your 对头 (seat {opposite}) will not open the point (开点). Your hand is shown "
        "once all six have declared or declined.",
        "轮到你了。预点（D1）要在看牌之前叫：你可以声明你的对头（{opposite}号）开不了点。"
        "六家都表过态以后，你的牌才亮出来。",
    ),
    "ming": (
        "Your turn. 明点 (míngdiǎn, D2): now that you see your cards, you may claim that your "
        "对头 (seat {opposite}) will not open the point, for smaller stakes than 预点.",
        "轮到你了。明点（D2）：看过牌以后，你可以声明你的对头（{opposite}号）开不了点，"
        "输赢比预点小。",
    ),
    "burn": (
        "Your turn. Seat {player} played {cards}, a gouji hand, and you are not his 对头: you "
        "may burn it (烧牌, S1) with {burns}, then lead a joker (王) in {every} until you are "
        "out.{conditions} Burns are asked before his 对头 (seat {opposite}) answers: his own "
        "alliance first, then in playing order (S3). Or pass.",
        "轮到你了。{player}号出了{cards}，是够级牌，你不是他的对头：你可以烧牌（S1），用{burns}"
        "管上，然后{every}挂王，直到出完。{conditions}烧牌先于他的对头（{opposite}号）回牌："
        "先问他自己的联邦，再按出牌顺序（S3）。也可以过牌。",
    ),
    "burning": (
        "Your turn. You are burning seat {target}'s gouji hand (烧牌, S1): lead a joker (王) in "
        "{every} until you are out.",
        "轮到你了。你在烧{target}号的够级牌（S1）：{every}挂王，直到出完。",
    ),
    "every_but_last": ("every play but the last", "除最后一手外每手都"),
    "every_play": ("every play, the last one too", "每手（最后一手也）都"),
    "or": (" or ", "或"),
    "burn_conditions": (
        " Under this rulebook a burner must also {conditions} (S2).",
        "这套规则还要求烧牌的人{conditions}（S2）。",
    ),
    "and": (" and ", "，并且"),
    "have_opened": ("have opened the point", "已经开点"),
    "not_passed": ("not have passed in this trick", "这一轮没有过牌"),
    "review_below": (
        " The coach lists your costliest moves on the board: click one to see it in the replay.",
        "教练在牌桌上列出了你代价最大的几步：点一步就能在回放里看到它。",
    ),
}
"""What the board teaches in its status line, (English, Chinese): the declarations, the burn
window and a burn running (D1, D2, S1-S3), and where the review is after the round."""

REFUSED_BORDER = "#b3261e"
BOARD_STYLE = f"""<style>
.gouji-board {{ max-width: 100%; }}
.gouji-board .board-main {{ flex-flow: row wrap; align-items: flex-start; gap: 6px 10px; }}
.gouji-board .board-left {{ flex: 0 1 auto; max-width: 100%; }}
.gouji-board .board-side {{ flex: 1 1 360px; min-width: 300px; max-width: 100%; }}
.gouji-board .widget-html > .widget-html-content {{ line-height: 1.35; }}
.gouji-board .board-top, .gouji-board .board-actions,
.gouji-board .card-picker .widget-hbox {{ flex-flow: row wrap; align-items: center; }}
.gouji-board .jupyter-button {{ width: auto; flex: 0 0 auto; overflow: visible; }}
.gouji-board .card-btn.jupyter-button {{ min-width: 2.3em; height: 26px; padding: 0 0.25em; }}
.gouji-board .card-group {{ margin-right: 0.3em; flex: 0 0 auto; overflow: visible; }}
.gouji-board .picker-cards {{ overflow: visible; }}
.gouji-board .picker-verdict {{ max-height: 46px; overflow-y: auto; }}
.gouji-board .picker-verdict .pv-line {{ font-size: 12px; }}
.gouji-board .board-rules {{ color: #616161; font-size: 12px; }}
.gouji-board .board-log {{ max-height: 62px; overflow-y: auto; font-size: 12px; }}
.gouji-board .board-log ol {{ margin: 0; padding-left: 2.8em; }}
.gouji-board .board-log li.mine {{ font-weight: 600; }}
.gouji-board .board-status {{ font-weight: 600; }}
.gouji-board .board-refusal {{ border: 2px solid {REFUSED_BORDER}; background: #fdecea;
  color: #7f1d1d; border-radius: 6px; padding: 2px 8px; line-height: 1.25; }}
.gouji-board .board-refusal .icon {{ color: {REFUSED_BORDER}; font-size: 1.3em; }}
.gouji-board .board-refusal .rule {{ font-size: 11px; color: #5f2120; }}
.gouji-board .board-hands {{ font-size: 13px; line-height: 1.5; }}
</style>"""
"""The board's layout: table left; buttons, hand and the newest log lines right, wrapping below
on narrow outputs; buttons as wide as their labels (never cut), the refusal box red."""

Line = Callable[[str], str]
"""A message line in a language (``"en"``/``"zh"``), so a language switch can say it again."""


def _rank_key(cards: Sequence[Card]) -> tuple[tuple[Rank, int], ...]:
    """The ranks of some cards with their counts, suits aside (H1: suits never matter)."""
    return tuple(sorted(Counter(card.rank for card in cards).items()))


def refusal_box(text: str, lang: str | None = None) -> str:
    """A refusal line ``"B1: why"`` as the board's red box: ✘, the rule ID, the engine's words
    and the digest's statement of the rule (when the ID is one of the digest's)."""
    lang = resolve_lang(lang)
    rule, _, why = text.partition(": ")
    title = t("refused", lang, rule=rule)
    statement = t("rule_statement", lang, text=describe_rule(rule, lang)) if rule in RULES else ""
    rule_line = f'<div class="rule">{escape(statement)}</div>' if statement else ""
    return (
        f'<div class="board-refusal"><span class="icon">✘</span> <b>{escape(title)}</b> '
        f"{escape(why or text)}{rule_line}</div>"
    )


class BoardTable(TableView):
    """T1-T3, F8: the board's table, the learner's seat at the bottom; ``open_hands`` draws what the
    teacher sees (every seat's count, ``Round.view(None)``) still from the learner's side."""

    open_hands = False
    """Whether the teacher's view is drawn."""

    def scene_of(self, state: Round) -> Scene:
        """The scene of ``state``: the learner's view, or the teacher's when ``open_hands``."""
        if not self.open_hands:
            return super().scene_of(state)
        you = self.viewer
        names = self.names or tuple(seat_name(s, self.lang, you) for s in SEATS)
        info = TableInfo.from_view(state.view(None), names, self.lang)
        return table_scene(replace(info, viewer=you), self.lang, self.size[0])


class PlayRound(Pictured, widgets.VBox):
    """F, S, D, R, X, E: play ``seat`` of a round against five bots (default HeuristicBot).

    ``.act(kind, cards_text=None)`` is what the buttons call; ``.state`` is the Round,
    ``.messages`` every line shown (status and refusals), ``.refusal`` the refusal on show (or
    None), ``.record()`` the round so far. ``seed`` is an int, ``seat`` 0-5, ``lang`` ``"en"`` or
    ``"zh"`` (setting ``.lang`` or the board's EN / 中文 switch relabels everything); the picker
    is judged by the round (``Round.refusal``), its rulebook locked while the round runs.
    ``open_hands=True`` (or the toggle, ``.open_hands``) shows every hand: the teacher's view.
    ``coach=True`` adds the coach (``.coach``): a line of advice after each learner move and a
    "What would you play?" button. Any bot plays a seat (an ExpertBot too: each acts from its
    seat's view).
    ``size`` is the table's size in pixels. After the round ``.replay`` steps through it.
    """

    def __init__(
        self,
        rules: RuleSet | str | None = None,
        seed: int = 0,
        seat: int = 0,
        lang: str | None = None,
        bots: Sequence[Bot | None] | None = None,
        coach: bool = False,
        open_hands: bool = False,
        size: int = TABLE_SIZE,
    ) -> None:
        self.rules = resolve_rules(rules)
        self.seat = check_seat(seat)
        self._lang = resolve_lang(lang)
        self.bots = self._seat_bots(bots)
        self.state = Round(self.rules, check_seed(seed))
        self.coach = CoachPanel(lambda: (self.state, self.seat), lang) if coach else None
        self.messages: list[str] = []
        self._line: Line = self._status
        self._refused: Line | None = None
        self._log_actions: list[Action] = []
        self.replay: ReplayViewer | None = None
        """After the round: a ReplayViewer of it, every hand shown (None while it runs)."""
        self.table = BoardTable(viewer=self.seat, lang=lang, size=check_size(size))
        self.table.add_class("board-table")
        self.picker = CardPicker(rules=self.rules, lang=lang)
        self.picker.add_class("board-hand")
        self.picker.lock_rules(True)
        self.picker.canvas.layout.display = "none"  # the buttons show the selection on the board
        self.picker.text_input.layout.width = "11em"
        self.buttons: dict[ActionKind, widgets.Button] = {}
        for kind in ActionKind:
            button = widgets.Button(layout=widgets.Layout(width="auto"))
            button.add_class("action-btn")
            button.on_click(self._on_button)
            self.buttons[kind] = button
        self.hint_button = widgets.Button(icon="lightbulb-o", layout=widgets.Layout(width="auto"))
        self.hint_button.add_class("hint-btn")
        self.hint_button.on_click(self._on_hint)
        self.lang_toggle = widgets.ToggleButtons(
            options=LANGUAGES, value=self._lang, style={"button_width": "auto"}
        )
        self.lang_toggle.add_class("board-lang")
        self.lang_toggle.observe(self._on_lang, names="value")
        self.open_toggle = widgets.ToggleButton(value=False, layout=widgets.Layout(width="auto"))
        self.open_toggle.add_class("board-open")
        self.open_toggle.observe(self._on_open, names="value")
        self.message = widgets.HTML()
        """The status line (class board-status) and the red box of a refusal (board-refusal)."""
        self.message.add_class("round-message")
        self.message.add_class("board-message")
        self.log_html = widgets.HTML()
        self.log_html.add_class("round-log")
        self.log_html.add_class("board-log")
        self.hands_html = widgets.HTML(layout=widgets.Layout(display="none"))
        self.hands_html.add_class("board-hands")
        self.after_title = widgets.HTML()
        self.after = widgets.VBox()
        self.after.add_class("board-after")
        self.review: ReviewPanel | None = None
        """After a round with the coach: the learner's costliest moves (each a button that
        steps the replay to it), shown on the board under the message line."""
        self.review_box = widgets.VBox()
        self.review_box.add_class("board-review")
        actions = widgets.HBox([*self.buttons.values(), self.hint_button])
        actions.add_class("board-actions")
        self.rules_label = widgets.HTML()
        """The round's rulebook (the picker's dropdown, fixed for the round, is not shown)."""
        self.rules_label.add_class("board-rules")
        self.picker.rules_dropdown.layout.display = "none"
        top = widgets.HBox([self.lang_toggle, self.open_toggle, self.rules_label])
        top.add_class("board-top")
        left = widgets.VBox([self.table])
        left.add_class("board-left")
        # Buttons stay put above the hand; the log's newest lines close the column.
        side = widgets.VBox(
            [top, self.message, self.review_box, actions, self.picker, self.log_html]
        )
        side.add_class("board-side")
        main = widgets.HBox([left, side])
        main.add_class("board-main")
        super().__init__(
            [
                widgets.HTML(BOARD_STYLE),
                main,
                *([self.coach] if self.coach else []),
                self.hands_html,
                self.after,
            ]
        )
        self.add_class("gouji-board")
        self.add_class("gouji-play-round")
        self.picker.set_judge(self._judge)
        self.picker.observe_verdict(self._on_verdict)
        self._label()
        self.open_hands = open_hands
        self._advance()

    # ------------------------------------------------------------------ the Python interface

    @property
    def lang(self) -> str:
        """``"en"`` or ``"zh"``: setting it relabels the buttons, picker, table, log, messages,
        coach and replay (the EN / 中文 switch follows)."""
        return self._lang

    @lang.setter
    def lang(self, lang: str) -> None:
        self._lang = check_lang(lang)
        if self.lang_toggle.value != lang:
            self.lang_toggle.value = lang  # its observer comes back here: the same language
        self._label()
        self.picker.set_lang(lang)
        self.table.set_lang(lang)
        self._show_log()
        self._show_hands()
        self._show_message()
        if self.coach:
            self.coach.set_lang(lang)
        if self.replay:
            self.replay.lang = lang
        if self.review:
            self.review.set_lang(lang)

    @property
    def open_hands(self) -> bool:
        """The teacher's open-hands mode: every hand and count shown (``Round.view(None)``)."""
        return self.table.open_hands

    @open_hands.setter
    def open_hands(self, value: bool) -> None:
        self.table.open_hands = bool(value)
        if self.open_toggle.value != self.table.open_hands:
            self.open_toggle.value = self.table.open_hands
        if self.table.state is not None:
            self.table.show_round(self.table.state)
        self._show_hands()

    @property
    def refusal(self) -> str | None:
        """The refusal in the red box now (``"B1: why"``), or None."""
        return None if self._refused is None else self._refused(self._lang)

    @property
    def log_lines(self) -> list[str]:
        """The public log of the round, one line an action, oldest first, in the current
        language (the board shows the newest first)."""
        return [action_line(action, self._lang, self.seat) for action in self._log_actions]

    @property
    def your_turn(self) -> bool:
        """Whether the learner is to act now."""
        return not self.state.is_over and self.state.to_act == self.seat

    def act(self, kind: ActionKind | str, cards_text: str | None = None) -> bool:
        """Do an action of ``kind`` for the learner (cards: ``cards_text`` or the picker's
        selection); the bots then move until the learner's turn. An illegal attempt shows the
        red box naming the rule and changes nothing. True when the action was taken."""
        action_kind = self._kind(kind)
        if action_kind is None:
            shown = bounded(clean_text(kind), 30) if isinstance(kind, str) else short_repr(kind)
            self._refuse(lambda lang: t("unknown_action", lang, kind=shown))
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
                    self._refuse(error.message)
                    return False
        action = self._action(action_kind, cards)
        refused = self.state.refusal(action)
        if refused is not None:
            self._refuse(refused.error().message)
            return False
        seen = len(self.state.view(self.seat).log)
        if self.coach:
            self.coach.after(self.state, self.seat, action)  # advice before the move is made
        self.state.apply(action)
        self._log(self._logged(seen))
        self._refused = None
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
        panels = [panel.picture() for panel in (self.coach, self.review) if panel]
        return stack([*parts, *panels], title)

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

    @reports_errors
    def _on_lang(self, change: dict[str, object]) -> None:
        """The EN / 中文 switch (the ``lang`` setter moves it too: then nothing is left to do)."""
        if change["new"] != self._lang:
            self.lang = str(change["new"])

    @reports_errors
    def _on_open(self, change: dict[str, object]) -> None:
        """The open-hands toggle (the ``open_hands`` setter moves it too)."""
        if bool(change["new"]) != self.open_hands:
            self.open_hands = bool(change["new"])

    def _on_verdict(self, _verdict: object) -> None:
        """The selection changed: a refusal of the cards tried before no longer applies."""
        if self._refused is not None:
            self._refused = None
            self._show_message()

    def _report(self, error: GoujiError) -> None:
        """A refusal met in a handler: the red box naming the rule, the widgets redrawn."""
        self._refresh()
        self._refuse(error.message)

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

    def _action(self, kind: ActionKind, cards: Sequence[Card]) -> Action:
        """The learner's action of ``kind`` with ``cards``: the legal action's cards with the
        same ranks (suits never matter), or else the learner's own cards matching them, so the
        engine can say what is wrong."""
        if not cards:
            return Action(kind, self.seat)
        if self.your_turn:
            key = _rank_key(cards)
            for action in self.state.legal_actions():
                if action.kind is kind and _rank_key(action.cards) == key:
                    return action
        held = list(self.state.view(self.seat).hand)
        found, missing = match_cards(held, cards)
        return Action(kind, self.seat, tuple([held[i] for i in found] + missing))

    def _judge(self, cards: tuple[Card, ...]) -> GoujiError | None:
        """F2, S1, X3: the round's word on the picker's cards (one source with the buttons):
        allowed if a card action open now takes them, else the refusal of the first."""
        legal = {a.kind for a in self.state.legal_actions()} if self.your_turn else set()
        kinds = [k for k in CARD_KINDS if k in legal] or [ActionKind.PLAY]
        refused = [self.state.refusal(self._action(kind, cards)) for kind in kinds]
        first = refused[0]
        return None if first is None or None in refused else first.error()

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
            action = self.bots[seat].act(state.view(seat), state.legal_actions())
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
        """The log, newest line first (the box never hides the latest move)."""
        title = escape(t("log_title", self._lang))
        if not self._log_actions:
            self.log_html.value = f"<b>{title}</b><p>{escape(t('log_empty', self._lang))}</p>"
            return
        items = "".join(
            f"<li{' class=mine' if action.seat == self.seat else ''}>{escape(line)}</li>"
            for action, line in reversed(list(zip(self._log_actions, self.log_lines, strict=True)))
        )
        self.log_html.value = f"<b>{title}</b><ol reversed>{items}</ol>"

    def _show_hands(self) -> None:
        """F8, E3: every hand under the board in open-hands mode or after the round."""
        view = self.state.view(None if self.open_hands else self.seat)
        shown = sum(hand is not None for hand in view.hands) > 1
        self.hands_html.layout.display = None if shown else "none"
        title = f"<b>{escape(t('hands_title', self._lang))}</b>"
        self.hands_html.value = title + hands_html(view, self._lang, self.seat) if shown else ""

    def _say(self, line: Line) -> None:
        """Show one status line (kept as a function of the language for a later switch)."""
        self._line = line
        self.messages.append(line(self._lang))
        self._show_message()

    def _refuse(self, line: Line) -> None:
        """Show a refusal (``"B1: why"`` in a language) in the red box, status kept."""
        self._refused = line
        self.messages.append(line(self._lang))
        self._show_message()

    def _show_message(self) -> None:
        """The status line and, under it, the refusal on show (if any)."""
        status = f'<div class="board-status">{escape(self._line(self._lang))}</div>'
        refused = self.refusal
        self.message.value = status + ("" if refused is None else refusal_box(refused, self._lang))

    def _label(self) -> None:
        """The buttons and toggles in the current language."""
        lang = self._lang
        for kind, button in self.buttons.items():
            key = BUTTON_TEXT.get(kind)
            label = t(key, lang) if key else kind.label(lang)
            button.description = label[:1].upper() + label[1:]
        self.hint_button.description = t("hint", lang)
        self.open_toggle.description = t("open_hands", lang)
        self.open_toggle.tooltip = t("open_hands_tip", lang)
        self.after_title.value = f"<b>{escape(t('replay_title', lang))}</b>"
        name = self.rules.name if self.rules.name in PRESET_NAMES else "custom"
        self.rules_label.value = escape(t("rules_of", lang, name=t(f"preset_{name}", lang)))

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
            over = t("round_over", lang, places=places, a=a, b=b)
            return over + (words(LESSONS, "review_below", lang) if self.coach else "")
        if state.to_act == self.seat:
            return self._turn_words(lang)
        return t("waiting", lang, n=state.to_act)

    def _turn_words(self, lang: str) -> str:
        """D1, D2, S1-S3: "your turn", with what the moment teaches: why the hand is not shown
        during 预点, what 明点 claims, which play may be burned and how, a burn running."""
        state, seat = self.state, self.seat
        if state.phase is Phase.DECLARE_YU:
            return words(LESSONS, "yu", lang, opposite=OPPOSITE[seat])
        if state.phase is Phase.DECLARE_MING:
            return words(LESSONS, "ming", lang, opposite=OPPOSITE[seat])
        view = state.view(seat)
        last = "every_play" if self.rules.burn_last_play_needs_joker else "every_but_last"
        every = words(LESSONS, last, lang)
        burns = [a for a in state.legal_actions() if a.kind is ActionKind.BURN]
        if burns and view.to_beat is not None and view.trick:
            return self._burn_window(view.trick[-1][0], view.to_beat.cards, burns, every, lang)
        target = dict(view.burning).get(seat)
        if target is not None:
            return words(LESSONS, "burning", lang, target=target, every=every)
        return t("your_turn", lang)

    def _burn_window(
        self, player: int, cards: Sequence[Card], burns: list[Action], every: str, lang: str
    ) -> str:
        """S1-S3: the gouji hand that may be burned and whose it is, the learner's cheapest
        burning plays, the rulebook's conditions on a burner and the order of asking."""
        rules = self.rules
        wanted = [
            words(LESSONS, key, lang)
            for key, applies in (
                ("have_opened", rules.burn_requires_opened),
                ("not_passed", rules.burn_blocked_by_pass),
            )
            if applies
        ]
        both = words(LESSONS, "and", lang).join(wanted)
        conditions = words(LESSONS, "burn_conditions", lang, conditions=both) if wanted else ""
        cheapest = sorted(burns, key=play_cost)[:BURNS_NAMED]
        named = words(LESSONS, "or", lang).join(self._cards_text(a.cards, lang) for a in cheapest)
        return words(
            LESSONS,
            "burn",
            lang,
            player=player,
            cards=self._cards_text(cards, lang),
            burns=named + ("…" if len(burns) > BURNS_NAMED else ""),
            every=every,
            conditions=conditions,
            opposite=OPPOSITE[player],
        )

    def _cards_text(self, cards: Sequence[Card], lang: str) -> str:
        """Cards by rank only (suits never matter in a play)."""
        return format_cards([Card(card.rank) for card in cards], lang)

    def _refresh(self) -> None:
        """Redraw the table, follow the learner's hand, enable the legal action buttons; after
        the round, lay the hands open and offer the replay."""
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
        self._show_hands()
        if not self._log_actions:
            self._show_log()
        if state.is_over and self.replay is None:
            record = self.record()
            self.replay = ReplayViewer(record, self._lang, size=self.table.size[0])
            self.replay.add_class("board-replay")
            self.after.children = [self.after_title, self.replay]
            if self.coach:
                self._show_review(record, self.replay)

    def _show_review(self, record: RoundRecord, replay: ReplayViewer) -> None:
        """E3, O2: the coach's review of the round on the board, made of the advice given
        during play (no new search); each costly move steps the replay to it."""
        assert self.coach is not None
        self.review = ReviewPanel(record, self.seat, replay.go, self._lang, self.coach.expert)
        self.review.start_button.layout.display = "none"  # reviewed already, by the coach
        self.review.show(self.coach.costliest())
        self.review_box.children = [self.review]
