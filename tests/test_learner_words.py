"""Words, not identifiers: what a learner reads of an answer is words of the chosen language.

Every choice of every bank has words in both languages; Yes/No (是/否), never True/False, on the
buttons, in "Your answer" and in a solution; no identifier (``counter_burned``, ``PLAY``) on a
button, in an answer, a hint or a solution; the feedback leaves the screen when the answer
changes; English counts agree (``1 card``, ``2 cards``); a joker is written once (BJ, 大王).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

import pytest

from gouji_learn.engine import Round
from gouji_learn.exercises import CHAPTERS, Question, questions
from gouji_learn.exercises.kinds import Choose, ChooseRule, Number, PickCards, Predict, Seat
from gouji_learn.exercises.sentences import CHOICE_WORDS, UI, Say
from gouji_learn.exercises.widget import QuestionWidget, holding
from gouji_learn.rules.cards import parse_cards
from gouji_learn.rules.errors import GoujiError
from gouji_learn.rules.labels import COUNTED, agree
from gouji_learn.rules.language import LANGS
from gouji_learn.scene.table_scene import SeatInfo, TableInfo, seat_position, table_scene
from gouji_learn.scene.words import TEXT, t
from gouji_learn.widgets.picture import WORDS, say
from gouji_learn.widgets.replay import hands_html

ALL = [q for chapter in CHAPTERS for q in questions(chapter)]
IDENTIFIER = re.compile(r"\b[A-Za-z]+_\w+\b|\b[A-Z]{3,}\b|\bTrue\b|\bFalse\b")
"""What a learner should never read: snake_case and UPPERCASE names, Python's True and False."""
CODE = re.compile(r"`[^`]*`")
"""Code a sentence quotes on purpose (an option's name in a hint)."""
CHINESE = re.compile(r"[\u3400-\u9fff]")


@pytest.fixture(autouse=True)
def home(learner_home: Path) -> None:
    """Checks record progress in a throw-away home."""


def is_cards(text: str) -> bool:
    try:
        return bool(parse_cards(text))
    except GoujiError:
        return False


def choices_without_words(bank: Iterable[Question]) -> list[str]:
    """``chNN.key: 'choice'`` for each choice of a Choose question with no words: neither in
    CHOICE_WORDS nor cards (a ChooseRule's choices are the rule IDs it asks for)."""
    return [
        f"{q.id}: {choice!r}"
        for q in bank
        if isinstance(q, Choose) and not isinstance(q, ChooseRule)
        for choice in q.choices
        if choice not in CHOICE_WORDS and not is_cards(choice)
    ]


def identifiers(texts: dict[str, str]) -> dict[str, str]:
    """The texts (by where they come from) that show an identifier outside quoted code."""
    return {where: text for where, text in texts.items() if IDENTIFIER.search(CODE.sub("", text))}


# ---------------------------------------------------------------------- choices have words


def test_every_choice_of_every_bank_has_words_in_both_languages() -> None:
    missing = choices_without_words(ALL)
    assert not missing, (
        "choices a learner would read as keys; give each words in "
        "gouji_learn/exercises/sentences.py, "
        'CHOICE_WORDS["key"] = Say("English", "中文"):\n  ' + "\n  ".join(missing)
    )


def test_a_choice_without_words_is_named_with_its_question() -> None:
    new = Choose(
        key="new-outcome",
        prompt=Say("How did it end?", "结果如何？"),
        section="Burning",
        rules=("S4",),
        chapter=8,
        choices=("broken", "half_burned", "Q Q Q"),
    )
    assert choices_without_words([new]) == ["ch08.new-outcome: 'half_burned'"]


@pytest.mark.parametrize("key", sorted(CHOICE_WORDS))
def test_each_choice_word_is_a_word_of_its_language(key: str) -> None:
    words = CHOICE_WORDS[key]
    assert re.search(r"[A-Za-z]{2,}", words.en) and CHINESE.search(words.zh), words
    assert not identifiers({"en": words.en, "zh": words.zh}), words


@pytest.mark.parametrize("lang", LANGS)
def test_answers_hints_and_solutions_are_words_not_identifiers(lang: str) -> None:
    shown: dict[str, str] = {}
    for q in ALL:
        solution = q.solution()
        shown[f"{q.id} solution"] = solution.text(lang)
        shown[f"{q.id} answer"] = q.words(solution.answer).get(lang)
        shown[f"{q.id} right"] = q.check(solution.answer).text(lang)
        for level in range(1, len(q.hints) + 1):
            shown[f"{q.id} hint {level}"] = q.hint(level).text(lang)
        if isinstance(q, Choose):
            shown[f"{q.id} choices"] = q.expected(lang)
    bad = identifiers(shown)
    assert not bad, "\n".join(f"  {where}: {text!r}" for where, text in sorted(bad.items()))


@pytest.mark.parametrize("lang", LANGS)
def test_a_choice_button_and_the_answer_line_show_words_and_either_is_read(lang: str) -> None:
    q = next(q for q in ALL if isinstance(q, Choose) and "counter_burned" in q.choices)
    w = QuestionWidget(q, lang)
    assert [b.description for b in w.choice_buttons] == [
        CHOICE_WORDS[c].get(lang) for c in q.choices
    ]
    w.choice_buttons[q.choices.index("counter_burned")].click()
    assert w.answer == "counter_burned"
    said = CHOICE_WORDS["counter_burned"].get(lang)
    assert w._answer_html.value == html.escape(UI["your_answer"].get(lang, answer=said))
    assert ("、" if lang == "zh" else ", ") in q.expected(lang)
    assert q.check("反烧").status == q.check("counter-burned (反烧)").status
    assert q.check("反烧").status == q.check("counter_burned").status != "unreadable"


# ---------------------------------------------------------------------- Yes and No


@pytest.mark.parametrize(("lang", "yes", "no"), [("en", "Yes", "No"), ("zh", "是", "否")])
def test_yes_and_no_are_said_as_words(lang: str, yes: str, no: str) -> None:
    q = next(q for q in ALL if isinstance(q, Predict))
    w = QuestionWidget(q, lang)
    assert [b.description for b in w.choice_buttons] == [yes, no]
    w.choice_buttons[1].click()
    assert w.answer is False
    assert w._answer_html.value == html.escape(UI["your_answer"].get(lang, answer=no))
    assert not identifiers({"picture": " ".join(w.picture().texts())})
    truth = q.solution()
    said = UI["answer_is"].get(lang, answer=yes if truth.answer else no)
    assert truth.text(lang).startswith(said)
    assert q.words("yes").get(lang) == q.words(True).get(lang) == yes


def test_seats_are_said_as_seats() -> None:
    one = next(q for q in ALL if isinstance(q, Seat) and q.mode == "one")
    some = next(q for q in ALL if isinstance(q, Seat) and q.mode == "set")
    assert one.words(3).en == "seat 3" and one.words(3).zh == "3号"
    assert some.words({4, 0}).en == "seats 0 and 4" and some.words({4, 0}).zh == "0、4号"
    assert some.words({5}).en == "seat 5" and some.words({1, 3, 5}).en == "seats 1, 3 and 5"
    assert one.words("nine").en == "nine"  # what cannot be read is shown as given


# ---------------------------------------------------------------------- feedback goes


def checked_right(q: Question) -> QuestionWidget:
    """A widget of ``q`` answered right and checked: the ✔ is on screen."""
    w = QuestionWidget(q)
    answer = q.solution().answer
    if isinstance(q, PickCards):
        assert w.picker is not None
        w.picker.select(answer)
    elif isinstance(q, Seat) and q.mode == "set":
        for seat in answer:
            w.pick_seat(seat)
    else:
        w.choose(answer)
    assert w.on_check().ok and "gouji-correct" in w._feedback_html.value
    return w


def gone(w: QuestionWidget) -> bool:
    return w.feedback is None and w._feedback_html.value == ""


def first(kind: type, test: Callable[[Question], bool] = lambda q: True) -> Question:
    return next(q for q in ALL if isinstance(q, kind) and test(q))


def test_the_feedback_goes_when_another_button_is_chosen() -> None:
    for q in (first(Predict), first(Choose)):
        w = checked_right(q)
        right = q.solution().answer
        values = button_values(q)
        other = next(b for b, v in zip(w.choice_buttons, values, strict=True) if v != right)
        other.click()
        assert gone(w), q.id


def button_values(q: Question) -> list[object]:
    return [True, False] if isinstance(q, Predict) else list(q.choices)  # type: ignore[attr-defined]


def test_the_feedback_goes_when_a_number_is_typed() -> None:
    w = checked_right(first(Number))
    box = w._input_box.children[0]
    box.value = "12"  # type: ignore[attr-defined]
    assert gone(w) and w.answer == "12"


def test_the_feedback_goes_when_cards_are_selected() -> None:
    w = checked_right(first(PickCards))
    assert w.picker is not None
    w.picker.clear()
    assert gone(w)


def test_the_feedback_goes_when_a_seat_is_clicked_or_cleared() -> None:
    q = first(Seat, lambda q: q.situation is not None and q.mode == "one")  # type: ignore[attr-defined]
    w = checked_right(q)
    assert w.table is not None
    other = (q.solution().answer + 1) % 6
    w.on_table_click(*seat_position(other, w.table.size[0], w.table_viewer()))
    assert gone(w) and w.answer == other
    w = checked_right(first(Seat, lambda q: q.mode == "set"))  # type: ignore[attr-defined]
    w.clear()
    assert gone(w)


# ---------------------------------------------------------------------- counts agree


def templates() -> Iterator[tuple[str, Callable[..., str], str]]:
    """Every English sentence with fields the drawings, widgets and exercises show: where it
    is, how it is rendered, and its pattern."""
    for key, (english, _) in TEXT.items():
        yield f"scene TEXT[{key}]", lambda key=key, **f: t(key, "en", **f), english
    for key, (english, _) in WORDS.items():
        yield f"widgets WORDS[{key}]", lambda key=key, **f: say(key, "en", **f), english
    for key, words in UI.items():
        yield f"exercises UI[{key}]", lambda words=words, **f: words.get("en", **f), words.en
    for q in ALL:
        for i, words in enumerate((q.prompt, q.why, *q.hints)):
            yield f"{q.id} sentence {i}", lambda words=words, **f: words.get("en", **f), words.en


COUNT = re.compile(r"\{(\w+)\} (" + "|".join(COUNTED) + r")s\b")


@pytest.mark.parametrize("n", [1, 2])
def test_every_counted_sentence_agrees_with_its_number(n: int) -> None:
    found = []
    for where, render, pattern in templates():
        for match in COUNT.finditer(pattern):
            fields: dict[str, object] = {name: "x" for name in re.findall(r"\{(\w+)", pattern)}
            fields[match.group(1)] = n
            noun = match.group(2) + ("s" if n != 1 else "")
            assert f"{n} {noun}" in render(**fields), (where, render(**fields))
            found.append(where)
    assert {"scene TEXT[cards]", "scene TEXT[hand_of]", "widgets WORDS[picker]"} <= set(found)
    assert "exercises UI[nudge_seats]" in found


@pytest.mark.parametrize("n", [1, 2])
def test_a_seat_with_one_card_reads_one_card(n: int) -> None:
    seats = tuple(SeatInfo(s, f"Seat {s}", n) for s in range(6))
    texts = table_scene(TableInfo(seats), "en").texts()
    assert texts.count(f"{n} card{'s' * (n != 1)}") == 6
    assert table_scene(TableInfo(seats), "zh").texts().count(f"{n}张") == 6


def test_agreement_touches_only_a_count_of_one() -> None:
    assert agree("1 cards, -1 points, −1 points") == "1 card, -1 point, −1 point"
    for kept in ("11 cards", "0 cards", "2 − 1 points", "3-1 places", "1 cardsharps", "2 cards"):
        assert agree(kept) == kept


# ---------------------------------------------------------------------- a joker once


@pytest.mark.parametrize(("lang", "small", "big"), [("en", "SJ", "BJ"), ("zh", "小王", "大王")])
def test_a_joker_is_written_once_under_a_table_and_in_the_open_hands(
    lang: str, small: str, big: str
) -> None:
    state = Round.from_hands(["SJ BJ 5 3", "6 6 3", "7 7 3", "8 8 3", "9 9 3", "10 10 3"])
    line = holding(state, lang)
    assert f" {small} {big}" in line and not re.search(r"王 ?[BS]J", line), line
    hands = re.sub(r"<[^>]+>", "", hands_html(state.view(None), lang))
    assert f" {small} {big}" in hands and not re.search(r"王 ?[BS]J", hands), hands


@pytest.mark.parametrize("lang", LANGS)
def test_a_joker_is_written_once_in_every_solution(lang: str) -> None:
    twice = {
        q.id: text
        for q in ALL
        if re.search(r"王 ?[BS]J|[BS]J ?[大小]王", text := q.solution().text(lang))
    }
    assert not twice, twice
    english = [q.solution().text("en") for q in ALL if isinstance(q, PickCards)]
    assert any(" BJ" in text for text in english)  # the solutions do hold jokers
