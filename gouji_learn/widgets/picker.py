"""CardPicker: pick cards from a hand and see what they form (H1-H5, G1-G3, K2, B1-B6).

One ToggleButton per card (grouped by rank), a text box that selects typed cards, a rule-set
dropdown, a small canvas drawing the selection (:func:`gouji_learn.scene.picker_scene`) and an
HTML verdict citing rule IDs, in English or Chinese.
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any

import ipywidgets as widgets

from ..engine.round import Round
from ..rules.beating import explain_beat
from ..rules.cards import Card, Rank, check_seed, match_cards, parse_cards, sort_cards
from ..rules.errors import GoujiError, RuleSetError, short_repr
from ..rules.gouji import explain_gouji, explain_open, is_gouji
from ..rules.language import check_lang, resolve_lang
from ..rules.plays import Play, PlayLike, make_play, to_cards
from ..rules.ruleset import PRESET_NAMES, RuleSet, resolve_rules
from ..rules.seats import check_seat
from ..rules.verdict import Verdict
from ..scene.card_row import CARD_HEIGHT, CARD_WIDTH, STEP, picker_scene, text_width
from ..scene.export import wrap
from ..scene.shapes import Scene
from ..scene.words import t
from .canvas import SceneCanvas
from .guard import clean_text, reports_errors
from .picture import LanguageSwitch, Pictured, card_label, say

CUSTOM = "custom"
"""The dropdown value standing for a RuleSet that is none of the four presets."""

MAX_HAND = 60
"""C1: the most cards a picker shows (a dealt hand has 36, tribute adds a few)."""
OK_COLOUR = "#1b7f3b"
REFUSED_COLOUR = "#b3261e"
NOTE_COLOUR = "#616161"
MIN_CANVAS_WIDTH = 420
CANVAS_HEIGHT = 22 + CARD_HEIGHT + 32
"""The height of every picker_scene."""

STYLE = """<style>
.card-btn.jupyter-button { min-width: 2.6em; padding: 0 0.35em; margin: 1px; font-weight: 600; }
.card-btn.card-red { color: #c62828; }
.card-btn.card-joker-big { color: #c62828; background: #fff3e0; }
.card-btn.card-joker-small { color: #212121; background: #eceff1; }
.card-btn.mod-active { background: #fff59d; box-shadow: inset 0 -3px 0 #f9a825; }
.card-group { margin-right: 0.6em; flex: 0 0 auto; overflow: visible; }
.picker-cards { overflow: visible; }
.picker-verdict .pv-line { margin: 1px 0; }
</style>"""
"""How the card buttons look (red suits, jokers, selected) in JupyterLab and Voila; the hand's
boxes never scroll (an ipywidgets box scrolls its overflow: a tiny scrollbar on every group)."""
UNSCROLLED = {"overflow": "visible", "flex": "0 0 auto"}
"""The layout of the hand's boxes: as large as their cards, never a scrollbar."""

Observer = Callable[["PickerVerdict"], None]
Judge = Callable[[tuple[Card, ...]], GoujiError | None]
"""A round's verdict on the selected cards: its refusal (rule and why), or None when allowed."""

LOCKED = (
    "the rulebook is the round's and stays fixed while the round runs",
    "规则由本回合决定，回合进行中不能更改",
)
"""Why a locked rulebook dropdown does not change (PlayRound)."""


def caption_width(text: str, size: float = 12) -> int:
    """The width in pixels picker_scene needs for one caption line, margins included."""
    return int(16 + text_width(text, size)) + 1


def hand_width(cards: int) -> int:
    """The width in pixels of a drawing of ``cards`` cards in a row (at least MIN_CANVAS_WIDTH)."""
    return max(MIN_CANVAS_WIDTH, 16 + STEP * (cards - 1) + CARD_WIDTH)


def _labels(cards: Iterable[Card], lang: str) -> str:
    return " ".join(card_label(card, lang) for card in cards)


@dataclass(frozen=True)
class PickerVerdict:
    """What the selected cards form: one play or not, gouji, opening, beating; with rule IDs.

    ``play`` is the Play (None when nothing is selected or the cards are not one play, then
    ``error`` holds the InvalidPlay with its rule). ``gouji`` (G1-G3), ``opens`` (K2) and
    ``beats`` (B1-B6, only with a play to beat) are the rules core's Verdicts. ``input_error``
    is a refused text typed in the box (CardError C3, or C1 for cards not in the hand): the
    selection, and so the rest of this verdict, stays what it was. ``judged`` says a round's
    judge (:meth:`CardPicker.set_judge`) decided ``ok``; ``refused`` is then its refusal or None.
    """

    play: Play | None = None
    error: GoujiError | None = None
    gouji: Verdict | None = None
    opens: Verdict | None = None
    beats: Verdict | None = None
    cards: tuple[Card, ...] = ()
    to_beat: Play | None = None
    to_beat_cards: tuple[Card, ...] = ()
    to_beat_error: GoujiError | None = None
    input_error: GoujiError | None = None
    judged: bool = False
    refused: GoujiError | None = None

    @property
    def ok(self) -> bool | None:
        """None with nothing selected; else the judge's word when ``judged``, else True when
        the cards are one play that beats ``to_beat`` (or there is nothing to beat)."""
        if not self.cards:
            return None
        if self.judged:
            return self.refused is None
        if self.play is None:
            return False
        return self.beats.ok if self.beats is not None else self.to_beat_error is None

    @property
    def rule_ids(self) -> tuple[str, ...]:
        """Every rule ID the verdict cites, in order, without repeats."""
        ids: list[str] = []
        if self.input_error is not None:
            ids.append(self.input_error.rule)
        if self.play is not None:
            ids.extend(self.play.rule_ids)
        if self.error is not None:
            ids.append(self.error.rule)
        for verdict in (self.gouji, self.opens, self.beats):
            if verdict is not None:
                ids.extend(verdict.rules)
        if self.to_beat_error is not None:
            ids.append(self.to_beat_error.rule)
        if self.refused is not None:
            ids.append(self.refused.rule)
        return tuple(dict.fromkeys(i for i in ids if i))

    def play_line(self, lang: str | None = None) -> str:
        """Is it one play: its kinds (单张, 一手牌, 贴钱, 挂花...) or the broken rule and why."""
        lang = resolve_lang(lang)
        if self.play is not None:
            kinds = ", " if lang != "zh" else "、"
            what = t(
                "one_play",
                lang,
                what=self.play.describe(lang),
                kinds=kinds.join(kind.label(lang) for kind in self.play.kinds),
            )
            return f"{what} ({', '.join(self.play.rule_ids)})"
        if self.error is not None:
            sep = "：" if lang == "zh" else ": "
            return f"{t('not_a_play', lang)}{sep}{self.error.message(lang)}"
        return t("nothing_selected", lang)

    def lines(self, lang: str | None = None) -> list[tuple[bool | None, str]]:
        """The verdict as (ok or None for a note, sentence) lines in ``"en"`` or ``"zh"``."""
        lang = resolve_lang(lang)
        lines: list[tuple[bool | None, str]] = []
        if self.input_error is not None:
            why = self.input_error.message(lang)
            lines.append((False, t("picker_input_error", lang, why=why)))
        if not self.cards:
            lines.append((None, t("nothing_selected", lang)))
            return lines
        lines.append((None, t("picker_selected", lang, cards=_labels(self.cards, lang))))
        lines.append((self.play is not None, self.play_line(lang)))
        if self.gouji is not None:
            lines.append((self.gouji.ok, f"{t('picker_gouji', lang)} {self.gouji.text(lang)}"))
        if self.opens is not None:
            lines.append((self.opens.ok, f"{t('picker_opens', lang)} {self.opens.text(lang)}"))
        if self.beats is not None and self.to_beat is not None:
            label = t("picker_beats", lang, cards=_labels(self.to_beat.cards, lang))
            lines.append((self.beats.ok, f"{label} {self.beats.text(lang)}"))
        if self.to_beat_error is not None:
            why = self.to_beat_error.message(lang)
            cards = _labels(self.to_beat_cards, lang)
            lines.append((False, t("picker_to_beat_bad", lang, cards=cards, why=why)))
        if self.judged:  # the round decides, first: no green mark where it refuses
            if self.refused is not None:
                lines = [(None if ok else ok, line) for ok, line in lines]
                why = self.refused.message(lang)
                lines.insert(0, (False, t("picker_refused", lang, why=why)))
            else:
                lines.insert(0, (True, t("picker_allowed", lang)))
        return lines

    def text(self, lang: str | None = None) -> str:
        """The verdict as plain text, one line each, ✔/✘ marking yes and no."""
        lang = resolve_lang(lang)
        marks = {True: "✔ ", False: "✘ ", None: ""}
        return "\n".join(marks[ok] + line for ok, line in self.lines(lang))

    def html(self, lang: str | None = None) -> str:
        """The verdict as HTML lines, green for yes and red for no (the picker-verdict widget)."""
        lang = resolve_lang(lang)
        parts = []
        for ok, line in self.lines(lang):
            colour = NOTE_COLOUR if ok is None else OK_COLOUR if ok else REFUSED_COLOUR
            mark = "" if ok is None else "✔ " if ok else "✘ "
            parts.append(
                f'<div class="pv-line" style="color:{colour}">{mark}{html.escape(line)}</div>'
            )
        return "".join(parts)

    def caption(self, lang: str | None = None) -> str:
        """One short line under the drawn cards."""
        lang = resolve_lang(lang)
        if not self.cards:
            return t("nothing_selected", lang)
        if self.play is None:
            rule = f" ({self.error.rule})" if self.error is not None else ""
            return t("not_a_play", lang) + rule
        return self.play_line(lang)

    def __str__(self) -> str:
        return self.text()

    def _repr_html_(self) -> str:
        return self.html()


class CardPicker(LanguageSwitch, Pictured, widgets.VBox):
    """H, G, K, B: pick cards from a hand and see at once what they form under a rulebook.

    ``CardPicker(hand=None, rules=None, to_beat=None, lang="en")``: ``hand`` is card text
    ("3 5 5 5 2 SJ BJ"), a list of Card or None (empty: fill it with :meth:`deal`,
    :meth:`set_hand` or :meth:`follow`); ``rules`` a RuleSet or preset name; ``to_beat`` the
    play to beat (text, Play, cards) or None; ``lang`` ``"en"`` or ``"zh"``.

    The widget: one ToggleButton per card (class ``card-btn``, ``card-red``,
    ``card-joker-big``/``card-joker-small``), one HBox per rank (class ``card-group``), low to
    high, jokers labelled ``大王 BJ`` and ``小王 SJ`` (told apart without a CJK font); a Text box
    (``picker-input``) that selects the typed cards on Enter; a rulebook Dropdown
    (``picker-rules``) switching :attr:`rules` live; a Clear button (``picker-clear``); a
    SceneCanvas (``picker-canvas``) drawing the selection; an HTML verdict (``picker-verdict``).
    Typed cards that are taken leave the box empty; refused text stays there to be corrected.

    Python API: :attr:`selection` (list of Card, low to high), :attr:`verdict`
    (:class:`PickerVerdict`), :meth:`select`, :meth:`toggle`, :meth:`clear`, :meth:`set_hand`,
    :meth:`deal`, :meth:`follow`, :attr:`rules`, :attr:`to_beat`, :attr:`lang`
    (or :meth:`set_lang`), :attr:`hand`, :attr:`buttons`, :meth:`set_judge` (a round decides).

    Reacting to changes (for PlayRound): ``picker.observe_verdict(callback)`` calls
    ``callback(verdict)`` with the new PickerVerdict after every change of the selection, the
    hand, the rules or the play to beat, and after refused typed text (``input_error``), but not
    after a language switch;
    ``picker.unobserve_verdict(callback)`` stops it. Callbacks run after the verdict HTML and
    the drawing are updated; their own exceptions are not caught.

    Handlers (``_on_toggle``, ``_on_text``, ``_on_rules``, ``_on_clear``) never raise on bad
    input: a bad typed text shows its CardError message in the verdict and keeps the selection.
    Each change classifies once, sets one HTML value and sends one canvas message.
    """

    def __init__(
        self,
        hand: PlayLike | None = None,
        rules: RuleSet | str | None = None,
        to_beat: PlayLike | None = None,
        lang: str | None = None,
    ) -> None:
        self._lang = resolve_lang(lang)
        self._rules = resolve_rules(rules)
        self._custom: RuleSet | None = None
        self._hand: list[Card] = []
        self._selected: set[int] = set()
        self._to_beat_cards: tuple[Card, ...] | None = None
        self._to_beat: Play | None = None
        self._to_beat_error: GoujiError | None = None
        self._to_beat_gouji = False
        self._input_error: GoujiError | None = None
        self._observers: list[Observer] = []
        self._judge_of: Judge | None = None
        self._batching = False
        self._ignore_rules = False
        self._ignore_text = False
        self._locked = False
        self._buttons: list[widgets.ToggleButton] = []
        self._button_cache: dict[tuple[Card, int], widgets.ToggleButton] = {}
        self._index_of: dict[int, int] = {}
        self._groups: dict[Rank, widgets.HBox] = {}
        self._button_layout = widgets.Layout(width="auto")
        self._group_layout = widgets.Layout(**UNSCROLLED)
        self._canvas_width = MIN_CANVAS_WIDTH
        self.seat: int | None = None
        """The seat followed by :meth:`follow` or dealt by :meth:`deal`, else None."""

        self._style = widgets.HTML(STYLE)
        self._title = widgets.HTML()
        self._cards_box = widgets.Box(layout=widgets.Layout(flex_flow="row wrap", **UNSCROLLED))
        self._cards_box.add_class("picker-cards")
        self._input = widgets.Text(continuous_update=False, layout=widgets.Layout(width="22em"))
        self._input.add_class("picker-input")
        self._input.observe(self._on_text, names="value")
        self._rules_dropdown = widgets.Dropdown(
            options=self._rule_options(), layout=widgets.Layout(width="auto")
        )
        self._rules_dropdown.add_class("picker-rules")
        self._clear_button = widgets.Button(layout=widgets.Layout(width="auto"))
        self._clear_button.add_class("picker-clear")
        self._clear_button.on_click(self._on_clear)
        self._canvas = SceneCanvas(MIN_CANVAS_WIDTH, CANVAS_HEIGHT)
        self._canvas.add_class("picker-canvas")
        self._html = widgets.HTML()
        self._html.add_class("picker-verdict")
        super().__init__(
            children=[
                self._style,
                self._title,
                self._cards_box,
                widgets.HBox([self._input, self._rules_dropdown, self._clear_button]),
                self._canvas,
                self._html,
            ]
        )
        self.add_class("card-picker")
        self._label_controls()
        self._adopt_rules(self._rules)
        self._rules_dropdown.observe(self._on_rules, names="value")
        self._set_to_beat(to_beat)
        self._rebuild(sort_cards(self._cards_of(hand)) if hand is not None else [])
        self._refresh()

    # ------------------------------------------------------------------ public API

    @property
    def hand(self) -> list[Card]:
        """The cards shown, low to high (index ``i`` is button ``i``)."""
        return list(self._hand)

    @property
    def buttons(self) -> list[widgets.ToggleButton]:
        """The card buttons, in the order of :attr:`hand`."""
        return list(self._buttons)

    @property
    def canvas(self) -> SceneCanvas:
        """The canvas drawing the selection; ``canvas.scene`` is the last Scene drawn."""
        return self._canvas

    @property
    def scene(self) -> Scene | None:
        """The last Scene drawn (pure data, for tests)."""
        return self._canvas.scene

    @property
    def text_input(self) -> widgets.Text:
        """The "type cards" box (class picker-input)."""
        return self._input

    @property
    def rules_dropdown(self) -> widgets.Dropdown:
        """The rulebook dropdown (class picker-rules)."""
        return self._rules_dropdown

    @property
    def verdict_html(self) -> widgets.HTML:
        """The verdict widget (class picker-verdict)."""
        return self._html

    @property
    def selection(self) -> list[Card]:
        """The selected cards, low to high."""
        return [self._hand[i] for i in sorted(self._selected)]

    @property
    def selected_indexes(self) -> list[int]:
        """The indexes (in :attr:`hand`) of the selected cards."""
        return sorted(self._selected)

    @property
    def verdict(self) -> PickerVerdict:
        """What the selection forms now."""
        return self._verdict

    @property
    def rules(self) -> RuleSet:
        """The RuleSet judging the selection; set a RuleSet or a preset name (dropdown follows)."""
        return self._rules

    @rules.setter
    def rules(self, rules: RuleSet | str | None) -> None:
        ruleset = resolve_rules(rules)
        if self._locked and ruleset != self._rules:
            raise RuleSetError("", *LOCKED)
        self._adopt_rules(ruleset)
        self._input_error = None
        self._refresh()

    @property
    def to_beat(self) -> Play | None:
        """The play to beat (B1-B6) under the current rules, or None (leading)."""
        return self._to_beat

    @to_beat.setter
    def to_beat(self, play: PlayLike | None) -> None:
        self._set_to_beat(play)
        self._input_error = None
        self._refresh()

    def set_lang(self, lang: str) -> None:
        """Switch every label, the verdict and the drawing to ``"en"`` or ``"zh"``."""
        self._lang = check_lang(lang)
        self._label_controls()
        self._set_dropdown(self._rule_options(), self._rules_dropdown.value)
        for card, button in zip(self._hand, self._buttons, strict=True):
            button.description = card_label(card, lang)  # a joker: BJ / 大王
            button.tooltip = card.text(lang)
        self._show(self._verdict)

    @property
    def rules_locked(self) -> bool:
        """Whether the rulebook is fixed (PlayRound: the round's, for the whole round)."""
        return self._locked

    def lock_rules(self, locked: bool = True) -> None:
        """Fix the rulebook (the dropdown is disabled and shows it) or free it again."""
        self._locked = bool(locked)
        self._rules_dropdown.disabled = self._locked

    def observe_verdict(self, callback: Observer) -> None:
        """Call ``callback(verdict)`` after every change of the verdict (see the class doc)."""
        self._observers.append(callback)

    def unobserve_verdict(self, callback: Observer) -> None:
        """Stop calling ``callback``."""
        self._observers.remove(callback)

    def set_judge(self, judge: Judge | None) -> None:
        """Let a round decide the verdict (PlayRound: ``judge(cards)`` is the round's refusal of
        playing them, or None): its refusal is shown and no ✔ contradicts it; None: no judge."""
        self._judge_of = judge
        self._refresh()

    def select(self, cards: PlayLike) -> None:
        """Select exactly these cards of the hand (text like "5 5 5 SJ", or Card objects).

        A suitless card takes any card of its rank, a suited one that very card. Raises
        CardError (C3) for bad text, GoujiError (C1) for cards the hand does not hold; the
        selection is then unchanged.
        """
        self._set_selection(self._find(self._cards_of(cards)))

    def toggle(self, index: int) -> None:
        """Select or unselect card ``index`` of :attr:`hand`, as a click on its button does."""
        if (
            isinstance(index, bool)
            or not isinstance(index, int)
            or not 0 <= index < len(self._hand)
        ):
            raise GoujiError(
                "C1",
                f"{short_repr(index)} is not a card of this hand: its cards are numbered 0 to "
                f"{len(self._hand) - 1}",
                f"{short_repr(index)}不是这手牌的编号：编号为0到{len(self._hand) - 1}",
            )
        button = self._buttons[index]
        button.value = not button.value

    def clear(self) -> None:
        """Unselect every card and empty the text box."""
        self._set_input("")
        self._set_selection(set())

    def set_hand(self, cards: PlayLike | None) -> None:
        """Show these cards (text or Card objects; None for none; at most MAX_HAND), nothing
        selected."""
        hand = sort_cards(self._cards_of(cards)) if cards is not None else []
        if len(hand) > MAX_HAND:
            raise GoujiError(
                "C1",
                f"a hand shown holds at most {MAX_HAND} cards, not {len(hand)}",
                f"显示的手牌最多{MAX_HAND}张，不是{len(hand)}张",
            )
        self._rebuild(hand)
        self._set_input("")
        self._input_error = None
        self._refresh()

    def deal(self, seed: int = 0, seat: int = 0) -> None:
        """C1: the hand ``seat`` is dealt in ``Round(rules, seed)`` (36 cards with 216), to lead."""
        check_seat(seat)
        dealt = Round(self._rules, seed=check_seed(seed)).dealt[seat]
        self.seat = seat
        self._set_to_beat(None)
        self.set_hand(dealt)

    def follow(self, state: Round, seat: int) -> None:
        """Show what ``seat`` may see of its hand in the running round ``state``
        (``state.view(seat)``), the round's rules and the play it must beat (None when it
        leads or the last play is its own). The selection is kept when the hand did not change."""
        check_seat(seat)
        view = state.view(seat)
        last = view.trick[-1][0] if view.trick else None
        to_beat = view.to_beat if last != seat else None
        self.seat = seat
        self._set_to_beat(to_beat)
        if state.rules != self._rules:
            self._adopt_rules(state.rules)
        hand = sort_cards(view.hand)
        if hand != self._hand:
            self._rebuild(hand)
            self._set_input("")
        self._input_error = None
        self._refresh()

    def picture(self) -> Scene:
        """H1-H5: the whole hand, the selection raised, the verdict lines under it; titled with
        the cards selected and what they form."""
        verdict, lang = self._verdict, self._lang
        width = hand_width(len(self._hand))
        lines = [
            part for line in verdict.text(lang).splitlines() for part in wrap(line, width - 16, 12)
        ]
        scene = picker_scene(self._hand, self._selected, verdict.ok, "\n".join(lines), width)
        title = say(
            "picker",
            lang,
            n=len(self._hand),
            cards=_labels(verdict.cards, lang) or say("none", lang),
        )
        if verdict.cards:
            title += f" — {verdict.caption(lang)}"
        return replace(scene, title=title)

    # ------------------------------------------------------------------ handlers

    @reports_errors
    def _on_toggle(self, change: dict[str, Any]) -> None:
        """A card button was pressed: update the selection, the verdict and the drawing."""
        index = self._index_of.get(id(change["owner"]))
        if index is None:
            return
        if change["new"]:
            self._selected.add(index)
        else:
            self._selected.discard(index)
        if not self._batching:
            self._input_error = None
            self._refresh()

    @reports_errors
    def _on_text(self, change: dict[str, Any]) -> None:
        """Cards typed and Enter pressed: select them, or show why the text was refused (text
        the kernel cannot send, a lone surrogate, is replaced in the box first)."""
        if self._ignore_text:
            return
        text = clean_text(change["new"])
        if text != change["new"]:
            self._set_input(text)
        if not text.strip():
            return
        try:
            indexes = self._find(self._cards_of(text))
        except GoujiError as error:
            self._input_error = error
            self._refresh()
            return
        self._set_input("")  # taken: the box is ready for the next cards
        self._set_selection(indexes)

    @reports_errors
    def _on_rules(self, change: dict[str, Any]) -> None:
        """Another rulebook chosen in the dropdown: judge the selection again (refused while
        the rulebook is locked: the dropdown goes back to it)."""
        if self._ignore_rules:
            return
        if self._locked:
            self._set_dropdown(None, self._rules.name)
            raise RuleSetError("", *LOCKED)
        name = change["new"]
        if name == CUSTOM and self._custom is not None:
            ruleset = self._custom
        else:
            try:
                ruleset = resolve_rules(str(name))
            except GoujiError as error:
                self._input_error = error
                self._refresh()
                return
        self._apply_rules(ruleset)

    @reports_errors
    def _on_clear(self, button: object = None) -> None:
        """The Clear button."""
        self.clear()

    def _report(self, error: GoujiError) -> None:
        """A refusal met in a handler: shown in the verdict, the selection as it was."""
        self._input_error = error
        self._refresh()

    # ------------------------------------------------------------------ inner workings

    def _cards_of(self, cards: PlayLike) -> list[Card]:
        return parse_cards(cards) if isinstance(cards, str) else to_cards(cards)

    def _find(self, wanted: list[Card]) -> set[int]:
        """The indexes of ``wanted`` in the hand: suited cards first, then any of the rank."""
        found, missing = match_cards(self._hand, wanted)
        if missing:
            cards = sort_cards(missing)
            raise GoujiError(
                "C1",
                t("not_in_hand", "en", cards=" ".join(card.text("en") for card in cards)),
                t("not_in_hand", "zh", cards=" ".join(card.text("zh") for card in cards)),
            )
        return set(found)

    @contextmanager
    def _batch(self) -> Iterator[None]:
        """Set many button values with one refresh at the end (by the caller)."""
        self._batching = True
        try:
            yield
        finally:
            self._batching = False

    def _set_selection(self, indexes: set[int]) -> None:
        with self._batch():
            for i, button in enumerate(self._buttons):
                want = i in indexes
                if button.value != want:
                    button.value = want
        self._selected = set(indexes)
        self._input_error = None
        self._refresh()

    def _set_input(self, text: str) -> None:
        self._ignore_text = True
        try:
            self._input.value = text
        finally:
            self._ignore_text = False

    def _rebuild(self, hand: list[Card]) -> None:
        """Show ``hand`` (sorted): reuse the buttons of cards still held, one HBox per rank."""
        seen: Counter[Card] = Counter()
        keys = []
        for card in hand:
            keys.append((card, seen[card]))
            seen[card] += 1
        cache: dict[tuple[Card, int], widgets.ToggleButton] = {}
        buttons = []
        with self._batch():
            for key in keys:
                button = self._button_cache.pop(key, None) or self._make_button(key[0])
                if button.value:
                    button.value = False
                cache[key] = button
                buttons.append(button)
        stale = list(self._button_cache.values())
        self._button_cache = cache
        self._hand = list(hand)
        self._buttons = buttons
        self._index_of = {id(button): i for i, button in enumerate(buttons)}
        self._selected = set()
        by_rank: dict[Rank, list[widgets.ToggleButton]] = {}
        for card, button in zip(hand, buttons, strict=True):
            by_rank.setdefault(card.rank, []).append(button)
        groups = []
        for rank, members in by_rank.items():
            group = self._groups.get(rank)
            if group is None:
                group = self._groups[rank] = widgets.HBox(layout=self._group_layout)
                group.add_class("card-group")
            if list(group.children) != members:
                group.children = members
            groups.append(group)
        self._cards_box.children = groups
        self._retire(stale)
        self._set_canvas_width(hand_width(len(hand)))

    def _retire(self, buttons: list[widgets.ToggleButton]) -> None:
        """Close the buttons of cards no longer held, once no live box holds them (a page
        reload cannot rebuild a box whose child is closed: every widget would stay "Loading")."""
        for rank, group in list(self._groups.items()):
            if group not in self._cards_box.children:
                del self._groups[rank]
                group.close()
        for button in buttons:
            button.close()

    def _set_canvas_width(self, width: int) -> None:
        """The width of the drawings (and of the canvas on the page, drawn 1:1)."""
        self._canvas_width = width  # the next scene is drawn at this width (SceneCanvas.show)

    def _make_button(self, card: Card) -> widgets.ToggleButton:
        button = widgets.ToggleButton(
            value=False,
            description=card_label(card, self._lang),
            tooltip=card.text(self._lang),
            layout=self._button_layout,
        )
        button.add_class("card-btn")
        if card.rank is Rank.BIG_JOKER:
            button.add_class("card-joker-big")
        elif card.rank is Rank.SMALL_JOKER:
            button.add_class("card-joker-small")
        elif card.suit is not None and card.suit.is_red:
            button.add_class("card-red")
        button.observe(self._on_toggle, names="value")
        return button

    def _rule_options(self) -> list[tuple[str, str]]:
        options = [(t(f"preset_{name}", self._lang), name) for name in PRESET_NAMES]
        if self._custom is not None:
            options.append((t("preset_custom", self._lang), CUSTOM))
        return options

    def _set_dropdown(self, options: list[tuple[str, str]] | None, value: str) -> None:
        """Change the dropdown without running _on_rules (the caller applies the rules)."""
        self._ignore_rules = True
        try:
            if options is not None and list(self._rules_dropdown.options) != options:
                self._rules_dropdown.options = options
            if self._rules_dropdown.value != value:
                self._rules_dropdown.value = value
        finally:
            self._ignore_rules = False

    def _adopt_rules(self, ruleset: RuleSet) -> None:
        """Judge by ``ruleset`` from now on (the dropdown shows it; no refresh)."""
        name = ruleset.name
        self._custom = ruleset if name == CUSTOM else None
        self._set_dropdown(self._rule_options(), name)
        self._rules = ruleset
        if self._to_beat_cards is not None:
            self._classify_to_beat()

    def _label_controls(self) -> None:
        lang = self._lang
        self._title.value = f"<b>{html.escape(t('picker_title', lang))}</b>"
        self._input.placeholder = t("type_cards", lang)
        self._rules_dropdown.description = t("rulebook", lang)
        self._clear_button.description = t("clear", lang)

    def _apply_rules(self, ruleset: RuleSet) -> None:
        """The dropdown chose ``ruleset``: judge again."""
        self._rules = ruleset
        if self._to_beat_cards is not None:
            self._classify_to_beat()
        self._input_error = None
        self._refresh()

    def _set_to_beat(self, play: PlayLike | None) -> None:
        """Keep the cards to beat; classify them under the current rules."""
        if play is None:
            self._to_beat_cards = None
            self._to_beat, self._to_beat_error, self._to_beat_gouji = None, None, False
            return
        cards = tuple(to_cards(play))
        if not cards:
            self._set_to_beat(None)
            return
        self._to_beat_cards = cards
        self._classify_to_beat()

    def _classify_to_beat(self) -> None:
        assert self._to_beat_cards is not None
        try:
            self._to_beat = make_play(self._to_beat_cards, self._rules)
        except GoujiError as error:
            self._to_beat, self._to_beat_gouji = None, False
            self._to_beat_error = error
            return
        self._to_beat_error = None
        self._to_beat_gouji = is_gouji(self._to_beat, self._rules)

    def _judge(self) -> PickerVerdict:
        """Classify the selection once: play, gouji, opening, beating."""
        cards = tuple(self.selection)
        play: Play | None = None
        error: GoujiError | None = None
        gouji = opens = beats = None
        if cards:
            try:
                play = make_play(cards, self._rules)
                gouji = explain_gouji(play, self._rules)
                opens = explain_open(play, self._rules, answering_gouji=self._to_beat_gouji)
                if self._to_beat is not None:
                    beats = explain_beat(play, self._to_beat, self._rules)
            except GoujiError as refused:
                error = refused
        judge = self._judge_of
        verdict = judge(cards) if judge is not None and cards else None
        return PickerVerdict(
            play,
            error,
            gouji,
            opens,
            beats,
            cards,
            self._to_beat,
            self._to_beat_cards or (),
            self._to_beat_error,
            self._input_error,
            judge is not None and bool(cards),
            verdict,
        )

    def _scene(self, verdict: PickerVerdict) -> Scene:
        """The selection drawn with its caption. The width fits the whole hand and grows (until
        the next hand) for a long caption, so most clicks do not resize the canvas."""
        caption = verdict.caption(self._lang)
        needed = caption_width(caption)
        if needed > self._canvas_width:
            self._set_canvas_width(needed)
        return picker_scene(verdict.cards, (), verdict.ok, caption, self._canvas_width)

    def _show(self, verdict: PickerVerdict) -> None:
        """One HTML value and one canvas message."""
        self._html.value = verdict.html(self._lang)
        self._canvas.show(self._scene(verdict))

    def _refresh(self) -> None:
        """Judge the selection, show the verdict, tell the observers."""
        self._verdict = self._judge()
        self._show(self._verdict)
        for callback in list(self._observers):
            callback(self._verdict)


__all__ = ["CardPicker", "PickerVerdict", "caption_width"]
