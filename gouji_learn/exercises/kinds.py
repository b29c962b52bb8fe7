"""Question kinds as data: Predict, Seat, Number, Choose, ChooseRule, PickCards, FindMove.

A question is a small frozen dataclass: a prompt, a fact or goal (the truth is computed by
the rules core or the engine each time, never stored), the section to reread, the rule IDs,
hints from general to almost the answer, and known beginner mistakes (``traps``) with their
own nudge. ``check`` never raises: see :meth:`Question.check`.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields, is_dataclass, replace
from typing import Any, ClassVar, TypeVar, cast

from ..engine.actions import Action
from ..engine.refusals import Refusal
from ..engine.round import Round
from ..rules.cards import Card, format_cards, match_cards, parse_cards
from ..rules.catalog import RULES
from ..rules.errors import GoujiError
from ..rules.language import LANGS, resolve_lang
from ..rules.plays import Play, make_play
from ..rules.ruleset import resolve_rules
from ..rules.seats import SEAT_COUNT
from .facts import Fact, Truth
from .feedback import PLACEHOLDER, Feedback, Hint, Solution
from .goals import AnyLegal, CardGoal, MoveGoal
from .move_reading import move_text, parse_move
from .sections import section_say
from .sentences import CHOICE_WORDS, UI, Say
from .situations import Situation

T = TypeVar("T")
NO_SAY = Say("", "")
ANY_LEGAL = AnyLegal()
STRICT_ENV = "GOUJI_LEARN_STRICT"
"""When this environment variable is set (the tests set it), a programming error inside a
check is raised instead of being reported as an unreadable answer."""


class Unreadable(Exception):
    """An answer that cannot be read as the kind of answer a question expects."""


def _strict() -> bool:
    return bool(os.environ.get(STRICT_ENV))


def _shown(answer: Any) -> str:
    """A short, safe rendering of any answer for an "unreadable" sentence."""
    try:
        text = repr(answer)
    except Exception:
        text = f"<{type(answer).__name__}>"
    return text if len(text) <= 40 else text[:37] + "..."


_TRUE = {"true", "yes", "y", "是", "对", "能", "可以", "会", "t"}
_FALSE = {"false", "no", "n", "否", "不", "不能", "不可以", "不会", "不是", "错", "f"}
_INT = re.compile(r"[+-]?\d+")
_RULE_IDS = re.compile(r"\s*([(（]\s*[A-Z]\d[^)）]*[)）]|— [A-Z]\d\b)")


@dataclass(frozen=True)
class Question:
    """What every kind shares; see the kinds below."""

    key: str
    """Short name, unique in its chapter; the question's ID is ``chNN.key``."""
    prompt: Say
    section: str
    """The chapter section to reread, as its heading reads."""
    rules: tuple[str, ...]
    hints: tuple[Say, ...] = ()
    why: Say = NO_SAY
    """Why the answer is right; ``{answer}`` is filled with the computed answer."""
    situation: Situation | None = None
    traps: tuple[tuple[Any, Say], ...] = ()
    """Known beginner mistakes: (that wrong answer as read, what to say instead); a value
    ``"$name"`` is the situation's value of that name."""
    conceal: tuple[str, ...] = ()
    """What the drawing hides because it is asked: "turn" (who is to act), "opened",
    "passed", "places"."""
    chapter: int = 0

    expects: ClassVar[str] = ""
    """The UI key of the expected answer form."""

    # ------------------------------------------------------------------ public API

    @property
    def id(self) -> str:
        """``chNN.key``: where progress records it."""
        return f"ch{self.chapter:02d}.{self.key}"

    def state(self) -> Round | None:
        """The situation as a fresh Round (None for a question without a table)."""
        return None if self.situation is None else self.situation.build()

    def values(self) -> Mapping[str, Any]:
        """The names this variant fills into its prompt, hints and facts (seats, cards...)."""
        return {} if self.situation is None else self.situation.values()

    def text(self, lang: str | None = None) -> str:
        """The prompt of this variant, in ``lang``."""
        return self._fill(self.prompt).get(lang)

    @property
    def variant(self) -> str:
        """Which variant this is ("" without variants): equal keys are the same item."""
        return self.situation.key if self.situation is not None and self.varies else ""

    def _fill(self, words: Say, **more: Any) -> Say:
        """``words`` with this variant's values (and ``more``) filled in, in each language."""
        values = {**self.values(), **more}
        if not values:
            return words
        en = {name: _said(value, "en") for name, value in values.items()}
        zh = {name: _said(value, "zh") for name, value in values.items()}
        return Say(words.en.format_map(en), words.zh.format_map(zh))

    def _bound(self, value: T) -> T:
        """``value`` with every ``"$name"`` (in it, its tuples and dataclass fields) bound."""
        if isinstance(value, str) and value.startswith("$"):
            return cast(T, self.values()[value[1:]])
        if isinstance(value, tuple):
            return cast(T, tuple(self._bound(item) for item in value))
        if is_dataclass(value) and not isinstance(value, type):
            changed = {
                f.name: bound
                for f in fields(value)
                if f.init
                and (bound := self._bound(getattr(value, f.name))) is not getattr(value, f.name)
            }
            return cast(T, replace(value, **changed)) if changed else value
        return value

    def expected(self, lang: str | None = None) -> str:
        """The form an answer takes, in words."""
        lang = resolve_lang(lang)
        return UI[self.expects].get(lang)

    def check(self, answer: Any) -> Feedback:
        """Judge ``answer``: correct, not_yet (why, citing the rule, never the solution),
        not_attempted (PLACEHOLDER) or unreadable (with the form expected). Never raises."""
        feedback = self._feedback(answer)
        from .progress import record

        record(self, feedback)
        return feedback

    def hint(self, level: int = 1) -> Hint:
        """Hint ``level`` (1 = most general; the last almost gives the answer)."""
        hints = self.hints or (self._reread_say(self.rules),)
        try:
            n = min(max(int(level), 1), len(hints))
        except (TypeError, ValueError, OverflowError):
            n = 1
        return Hint(n, len(hints), self._fill(hints[n - 1]))

    def solution(self) -> Solution:
        """The answer (``check(solution().answer)`` is correct) and why, computed now."""
        state = self.state()
        answer, truth = self._solve(state)
        shown = self._show(answer)
        named = self._named(answer, state)
        reason = (
            Say(
                self._fill(self.why, answer=named.en).en,
                self._fill(self.why, answer=named.zh).zh,
            )
            if self.why.en
            else Say("", "")
        )
        if truth.why is not None:
            reason = reason + truth.why
        return Solution(answer, shown, reason, truth.rules or self.rules, self.words(answer, state))

    def words(self, answer: Any, state: Round | None = None) -> Say:
        """``answer`` as a learner reads it, in each language: Yes/No, a choice's words, seats,
        cards and moves; an answer that cannot be read, as it was given. Never raises."""
        try:
            return self._words(answer, state)
        except (Unreadable, GoujiError, ValueError):
            text = answer if isinstance(answer, str) else _shown(answer)
            return Say(text, text)

    @property
    def varies(self) -> bool:
        """Whether :meth:`new` deals fresh variants (a question on a seeded deal)."""
        return self.situation is not None and self.situation.varies

    def new(self, seed: int) -> Question:
        """A fresh variant on another seeded deal (the same question when it has none); a seed
        is a whole number (else GoujiError, O2)."""
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise GoujiError(
                "O2",
                f"a seed is a whole number, not {_shown(seed)}",
                f"种子应为整数，不是{_shown(seed)}",
            )
        if self.situation is None or not self.varies:
            return self
        return replace(self, situation=self.situation.new(seed))

    def widget(self, lang: str | None = None) -> Any:
        """The question as a widget: answer by clicking, Check, Hint, feedback in place."""
        lang = resolve_lang(lang)
        from .widget import QuestionWidget

        return QuestionWidget(self, lang)

    def _ipython_display_(self) -> None:
        from .widget import show

        show(self.widget())

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.id}: {self.text('en')})"

    # ------------------------------------------------------------------ the machinery

    def reread(self, lang: str | None = None) -> str:
        """The section to reread, as headings, wrong answers and the score name it."""
        return section_say(self.section).get(lang)

    def review(self, lang: str | None = None) -> str:
        """What to review after a wrong answer: the section and the rule IDs (once)."""
        heading, cited = self.reread(lang), f"({', '.join(self.rules)})"
        return heading if heading.endswith(cited) else f"{heading} {cited}"

    def _reread_say(self, cited: Iterable[str]) -> Say:
        """ "Reread the section (rules)" in both languages."""
        rules = ", ".join(cited)
        en, zh = (UI["reread"].get(lang, section=self.reread(lang), rules=rules) for lang in LANGS)
        return Say(en, zh)

    def _feedback(self, answer: Any) -> Feedback:
        if answer is PLACEHOLDER:
            en, zh = (
                UI["not_attempted"].get(lang, expected=self.expected(lang)) for lang in ("en", "zh")
            )
            return self._say("not_attempted", Say(en, zh))
        try:
            value = self._read(answer)
            state = self.state()
            ok, nudge, cited = self._judge(value, state)
        except Unreadable:
            return self._unreadable(answer)
        except Exception:
            if _strict():
                raise
            return self._unreadable(answer)
        if ok:
            return self._say("correct", self._praise(), cited)
        for trap, message in self.traps:
            if _same(self._bound(trap), value):
                nudge = self._fill(message)
                break
        return self._say("not_yet", nudge + self._reread_say(cited), cited)

    def _unreadable(self, answer: Any) -> Feedback:
        got = _shown(answer)
        en, zh = (
            UI["unreadable"].get(lang, got=got, expected=self.expected(lang))
            for lang in ("en", "zh")
        )
        return self._say("unreadable", Say(en, zh))

    def _say(self, status: str, message: Say, cited: Iterable[str] = ()) -> Feedback:
        return Feedback(status, message, tuple(cited), self.id)  # type: ignore[arg-type]

    def _praise(self) -> Say:
        return Say("Well read: this is what the rules decide.", "判断正确：规则正是这样规定的。")

    # kind-specific parts
    def _read(self, answer: Any) -> Any:
        raise NotImplementedError

    def _judge(self, value: Any, state: Round | None) -> tuple[bool, Say, tuple[str, ...]]:
        raise NotImplementedError

    def _solve(self, state: Round | None) -> tuple[Any, Truth]:
        raise NotImplementedError

    def _show(self, answer: Any) -> str:
        return str(answer)

    def _words(self, answer: Any, state: Round | None) -> Say:
        """The answer read and said in each language (raises Unreadable if it cannot be read)."""
        text = str(self._read(answer))
        return Say(text, text)

    def _named(self, answer: Any, state: Round | None) -> Say:
        """The answer as the reason (``why``) names it, in each language."""
        return self.words(answer, state)


def _said(value: Any, lang: str) -> Any:
    """A value as a prompt writes it in ``lang``."""
    return value.get(lang) if isinstance(value, Say) else value


def _same(trap: Any, value: Any) -> bool:
    try:
        return bool(trap == value)
    except Exception:
        return False


@dataclass(frozen=True)
class _FactQuestion(Question):
    """A question whose answer is the value of a fact."""

    fact: Fact = field(default=None)  # type: ignore[assignment]

    def _truth(self, state: Round | None) -> Truth:
        return self._bound(self.fact).truth(state)

    def _solve(self, state: Round | None) -> tuple[Any, Truth]:
        truth = self._truth(state)
        return self._answer_of(truth.value), truth

    def _answer_of(self, value: Any) -> Any:
        return value

    def _judge(self, value: Any, state: Round | None) -> tuple[bool, Say, tuple[str, ...]]:
        truth = self._truth(state)
        if value == truth.value:
            return True, Say("", ""), self.rules
        return False, self._nudge(value, truth.value), self.rules

    def _nudge(self, value: Any, truth: Any) -> Say:
        raise NotImplementedError


def read_bool(answer: Any) -> bool:
    """True/False, or yes/no words in English or Chinese."""
    if isinstance(answer, bool):
        return answer
    if isinstance(answer, str) and answer.strip().lower().rstrip(".!。") in _TRUE | _FALSE:
        return answer.strip().lower().rstrip(".!。") in _TRUE
    raise Unreadable(UI["expect_bool"].get())


@dataclass(frozen=True)
class Predict(_FactQuestion):
    """Yes or no: does this beat that, is it gouji, may this seat do this now? (the fact's truth)"""

    expects: ClassVar[str] = "expect_bool"

    def _read(self, answer: Any) -> bool:
        return read_bool(answer)

    def _nudge(self, value: Any, truth: Any) -> Say:
        return UI["nudge_predict"]

    def _show(self, answer: Any) -> str:
        return "True" if answer else "False"

    def _words(self, answer: Any, state: Round | None) -> Say:
        return UI["yes"] if read_bool(answer) else UI["no"]


def _seats_in(answer: Any) -> list[int]:
    if isinstance(answer, bool):
        raise Unreadable()
    if isinstance(answer, int):
        seats = [answer]
    elif isinstance(answer, str):
        seats = [int(token) for token in _INT.findall(answer)]
    elif isinstance(answer, (list, tuple, set, frozenset)):
        seats = [_one_seat(item) for item in answer]
    else:
        raise Unreadable()
    if not seats or any(not 0 <= seat < SEAT_COUNT for seat in seats):
        raise Unreadable()
    return seats


def _one_seat(item: Any) -> int:
    if isinstance(item, bool) or not isinstance(item, (int, str)):
        raise Unreadable()
    found = [item] if isinstance(item, int) else [int(t) for t in _INT.findall(item)]
    if len(found) != 1:
        raise Unreadable()
    return found[0]


@dataclass(frozen=True)
class Seat(_FactQuestion):
    """Who: one seat, a set of seats (``mode="set"``) or all six in order (``mode="order"``)."""

    mode: str = "one"

    def expected(self, lang: str | None = None) -> str:
        """One seat, some seats or all six in order, in words."""
        lang = resolve_lang(lang)
        key = {"one": "expect_seat", "set": "expect_seats"}.get(self.mode, "expect_order")
        return UI[key].get(lang)

    def _read(self, answer: Any) -> Any:
        try:
            seats = _seats_in(answer)
        except Unreadable:
            raise Unreadable(self.expected()) from None
        if self.mode == "one":
            if len(seats) != 1:
                raise Unreadable(self.expected())
            return seats[0]
        if self.mode == "set":
            return frozenset(seats)
        if len(seats) != SEAT_COUNT or len(set(seats)) != SEAT_COUNT:
            raise Unreadable(self.expected())
        return tuple(seats)

    def _answer_of(self, value: Any) -> Any:
        if self.mode == "set":
            return set(value)
        if self.mode == "order":
            return list(value)
        return value

    def _truth(self, state: Round | None) -> Truth:
        truth = self._bound(self.fact).truth(state)
        if self.mode == "set":
            return truth._replace(value=frozenset(truth.value))
        if self.mode == "order":
            return truth._replace(value=tuple(truth.value))
        return truth

    def _nudge(self, value: Any, truth: Any) -> Say:
        if self.mode == "set":
            return UI["nudge_seats"].fill(count=len(value ^ truth))
        if self.mode == "order":
            pos = next(i for i, (a, b) in enumerate(zip(value, truth, strict=True)) if a != b)
            return UI["nudge_order"].fill(pos=pos + 1)
        return UI["nudge_seat"]

    def _show(self, answer: Any) -> str:
        if self.mode == "set":
            return "{" + ", ".join(str(s) for s in sorted(answer)) + "}"
        if self.mode == "order":
            return "[" + ", ".join(str(s) for s in answer) + "]"
        return str(answer)

    def _seats(self, answer: Any) -> list[int]:
        """The seats of an answer, a set's in order."""
        value = self._read(answer)
        return [value] if self.mode == "one" else sorted(value) if self.mode == "set" else [*value]

    def _words(self, answer: Any, state: Round | None) -> Say:
        one = len(self._seats(answer)) == 1
        key = "seat_word" if one else "order_word" if self.mode == "order" else "seats_word"
        named = self._named(answer, state)
        return Say(UI[key].get("en", seats=named.en), UI[key].get("zh", seats=named.zh))

    def _named(self, answer: Any, state: Round | None) -> Say:
        """Seat numbers alone: a reason writes "seat {answer}" or "{answer}号" itself."""
        seats = self._seats(answer)
        return Say(*(listed(seats, lang, self.mode) for lang in LANGS))


def named_cards(cards: Iterable[Card]) -> Say:
    """Cards as a learner reads them in each language (a joker once: BJ, 大王)."""
    cards = list(cards)
    return Say(*(" ".join(card.name(lang) for card in cards) for lang in LANGS))


def listed(items: Iterable[object], lang: str, mode: str = "set") -> str:
    """Items in a sentence: ``1, 3 and 5`` / ``1、3、5`` (in ``"order"`` mode ``3, 4, 5``)."""
    texts = [str(item) for item in items]
    if lang == "zh":
        return "、".join(texts)
    if mode == "order" or len(texts) < 2:
        return ", ".join(texts)
    return f"{', '.join(texts[:-1])} and {texts[-1]}"


@dataclass(frozen=True)
class Number(_FactQuestion):
    """A whole number: a score, cards of tribute, cards in a hand."""

    expects: ClassVar[str] = "expect_number"

    def _read(self, answer: Any) -> int:
        if isinstance(answer, bool):
            raise Unreadable(self.expected())
        if isinstance(answer, int):
            return answer
        if isinstance(answer, float) and answer.is_integer():
            return int(answer)
        if isinstance(answer, str) and _INT.fullmatch(answer.strip().replace("＋", "+")):
            return int(answer.strip().replace("＋", "+"))
        raise Unreadable(self.expected())

    def _nudge(self, value: Any, truth: Any) -> Say:
        return UI["nudge_too_high"] if value > truth else UI["nudge_too_low"]


@dataclass(frozen=True)
class Choose(_FactQuestion):
    """One of a few named choices (a relation, a phase...), the fact's value among them."""

    choices: tuple[str, ...] = ()
    expects: ClassVar[str] = "expect_choice"

    def expected(self, lang: str | None = None) -> str:
        """The choices, in words."""
        lang = resolve_lang(lang)
        shown = ("、" if lang == "zh" else ", ").join(self.label(c, lang) for c in self.choices)
        return UI["expect_choice"].get(lang, choices=shown)

    def label(self, choice: str, lang: str | None = None) -> str:
        """A choice as its button shows it: its words in ``lang``."""
        return self.choice_words(choice).get(lang)

    def choice_words(self, choice: str) -> Say:
        """A choice (a key) in words: CHOICE_WORDS, else cards named in each language, else
        the key itself (a bank test makes sure every choice has words)."""
        if choice in CHOICE_WORDS:
            return CHOICE_WORDS[choice]
        try:
            return named_cards(parse_cards(choice))
        except GoujiError:
            return Say(choice, choice)

    def _words(self, answer: Any, state: Round | None) -> Say:
        return self.choice_words(self._read(answer))

    def _read(self, answer: Any) -> str:
        """The choice named by its key or by its words in either language, whatever the case."""
        if isinstance(answer, str):
            wanted = answer.strip().casefold()
            for choice in self.choices:
                said = (choice, *self.choice_words(choice))
                if wanted in (text.casefold() for text in said):
                    return choice
        raise Unreadable(self.expected())

    def _nudge(self, value: Any, truth: Any) -> Say:
        return UI["nudge_choice"]


@dataclass(frozen=True)
class ChooseRule(Choose):
    """Which rule ID forbids or decides this (the fact computes it: a refusal's rule)."""

    def reread(self, lang: str | None = None) -> str:
        """The section without the rule IDs in its heading (one of them is the answer)."""
        return _RULE_IDS.sub("", super().reread(lang)).strip(" —")

    def review(self, lang: str | None = None) -> str:
        """The section only: its rule IDs would give the answer away."""
        return self.reread(lang)

    def choice_words(self, choice: str) -> Say:
        """A rule ID is its own word: the question asks for it."""
        return Say(choice, choice)

    def _read(self, answer: Any) -> str:
        if isinstance(answer, str):
            text = re.sub(r"^(rule|规则)\s*", "", answer.strip(), flags=re.IGNORECASE).upper()
            if text in self.choices or text in RULES:
                return text
        raise Unreadable(self.expected())

    def _judge(self, value: Any, state: Round | None) -> tuple[bool, Say, tuple[str, ...]]:
        truth = self._truth(state)
        if value == truth.value:
            return True, Say("", ""), (value,)
        if value not in RULES:
            return False, UI["nudge_unknown_rule"].fill(chosen=value), ()
        words = Say(RULES[value].en, RULES[value].zh)
        return (
            False,
            Say(
                UI["nudge_rule"].get("en", chosen=value, words=words.en),
                UI["nudge_rule"].get("zh", chosen=value, words=words.zh),
            ),
            (value,),
        )


def read_cards(answer: Any) -> list[Card]:
    """Cards as text, a Play, or a list of Card or card texts."""
    if isinstance(answer, Play):
        return list(answer.cards)
    if isinstance(answer, str):
        cards = parse_cards(answer)
    elif isinstance(answer, (list, tuple)) and all(isinstance(c, (Card, str)) for c in answer):
        cards = [
            card
            for item in answer
            for card in ([item] if isinstance(item, Card) else parse_cards(item))
        ]
    else:
        raise Unreadable(UI["expect_cards"].get())
    if not cards:
        raise Unreadable(UI["expect_cards"].get())
    return cards


@dataclass(frozen=True)
class PickCards(Question):
    """Pick cards from a hand meeting a goal (any play that does is right, judged by the rules
    core); the hand is ``hand``, or the hand of the seat to act at the situation."""

    hand: str = ""
    goal: CardGoal = field(default=None)  # type: ignore[assignment]
    to_beat: str = ""
    """The play to beat (card text); empty: the situation's play to beat, if any."""
    ruleset: str = "qingdao"
    expects: ClassVar[str] = "expect_cards"

    def cards(self, state: Round | None = None) -> tuple[Card, ...]:
        """The hand the cards are picked from."""
        if self.hand or state is None or state.to_act is None:
            return tuple(sorted(parse_cards(self.hand)))
        return state.view(None).hands[state.to_act] or ()

    def target(self, state: Round | None = None) -> Play | None:
        """The play to beat, if any."""
        if self.to_beat:
            return make_play(self.to_beat, self.ruleset)
        return None if state is None else state.view(None).to_beat

    def rulebook(self, state: Round | None) -> str:
        """The rules the cards are judged under."""
        return self.ruleset if state is None else state.rules.name

    def _read(self, answer: Any) -> list[Card]:
        try:
            return read_cards(answer)
        except GoujiError:
            raise Unreadable(self.expected()) from None

    def _words(self, answer: Any, state: Round | None) -> Say:
        return named_cards(self._read(answer))

    def _judge(self, value: Any, state: Round | None) -> tuple[bool, Say, tuple[str, ...]]:
        hand = self.cards(state)
        found, missing = match_cards(hand, value)
        if missing:
            shown = Say(format_cards(missing, "en"), format_cards(missing, "zh"))
            return (
                False,
                Say(
                    UI["nudge_not_held"].get("en", cards=shown.en),
                    UI["nudge_not_held"].get("zh", cards=shown.zh),
                ),
                ("C1",),
            )
        cards = [hand[i] for i in found]
        rules = resolve_rules(self.ruleset) if state is None else state.rules
        try:
            play = make_play(cards, rules)
        except GoujiError as error:
            return (
                False,
                _nudge_with("nudge_not_play", error),
                (error.rule,),
            )
        judged = self._bound(self.goal).judge(play, hand, self.target(state))
        if judged.ok:
            return True, judged.why, judged.rules
        return (
            False,
            _nudge_with("nudge_goal", judged.why),
            judged.rules,
        )

    def _solve(self, state: Round | None) -> tuple[Any, Truth]:
        rules = resolve_rules(self.ruleset) if state is None else state.rules
        play = self._bound(self.goal).example(self.cards(state), self.target(state), rules)
        judged = self._bound(self.goal).judge(play, self.cards(state), self.target(state))
        text = format_cards(Card(card.rank) for card in play.cards)
        return text, Truth(text, judged.rules, judged.why)


def _nudge_with(key: str, why: Say | GoujiError | Refusal) -> Say:
    """The nudge ``key`` of the UI words with ``why`` (its English and its Chinese) filled in."""
    return Say(*(UI[key].get(lang, why=getattr(why, lang)) for lang in LANGS))


def read_move(answer: Any, state: Round) -> Action:
    """A move typed as text (see :func:`~gouji_learn.exercises.move_reading.parse_move`) or an
    Action."""
    if isinstance(answer, Action):
        return answer
    if isinstance(answer, str):
        return parse_move(state, answer)
    raise Unreadable(UI["expect_move"].get())


@dataclass(frozen=True)
class FindMove(Question):
    """Find the move in a position: legal (the engine's refusal otherwise, with its rule) and
    reaching the goal (checked by the engine on a copy of the position)."""

    goal: MoveGoal = ANY_LEGAL
    expects: ClassVar[str] = "expect_move"

    def _read(self, answer: Any) -> Any:
        if not isinstance(answer, (str, Action)):
            raise Unreadable(self.expected())
        return answer

    def _words(self, answer: Any, state: Round | None) -> Say:
        board = state or self.state()
        if board is None:
            raise Unreadable(self.expected())
        action = read_move(self._read(answer), board)
        return Say(*(move_text(action, lang) for lang in LANGS))

    def _judge(self, value: Any, state: Round | None) -> tuple[bool, Say, tuple[str, ...]]:
        assert state is not None
        try:
            action = read_move(value, state)
        except Unreadable:
            raise
        except GoujiError as error:
            if error.rule in ("C3", "O2"):  # the notation could not read it
                raise Unreadable(self.expected()) from None
            return False, self._illegal(error), (error.rule,)
        refused = state.refusal(action)
        if refused is not None:
            return False, self._illegal(refused), (refused.rule,)
        judged = self._bound(self.goal).judge(state, action)
        if judged.ok:
            return True, judged.why, judged.rules
        return (
            False,
            _nudge_with("nudge_move_goal", judged.why),
            judged.rules,
        )

    @staticmethod
    def _illegal(error: GoujiError | Refusal) -> Say:
        return _nudge_with("nudge_illegal", error)

    def moves(self, state: Round | None = None) -> list[Action]:
        """The legal moves at the position (the widget's buttons)."""
        board = state or self.state()
        return [] if board is None else list(board.legal_actions())

    def _solve(self, state: Round | None) -> tuple[Any, Truth]:
        assert self.situation is not None
        board = state or self.situation.build()
        for action in self.moves(board):
            judged = self._bound(self.goal).judge(board.copy(), action)
            if judged.ok:
                return move_text(action), Truth(move_text(action), judged.rules, judged.why)
        raise GoujiError("O2", f"{self.id}: no legal move reaches the goal", "没有达到目标的走法")
