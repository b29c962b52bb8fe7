"""Questions that discriminate: over every question and VARIANTS variants of each, no drawing or
text shows the answer, some clickable answer is wrong, no variant breaks, answers change from
variant to variant, and a yes/no question answers yes in a fair share of its variants.

Each question is one test (they run in parallel); each writes its figures to a folder that
``pytest_terminal_summary`` in conftest.py reads, so the run prints the totals.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest

from gouji_learn import set_language
from gouji_learn.engine.actions import VERBS
from gouji_learn.engine.notation import CARD_KINDS
from gouji_learn.exercises import CHAPTERS, questions
from gouji_learn.exercises.kinds import Choose, FindMove, PickCards, Predict, Question, Seat
from gouji_learn.exercises.move_reading import move_text
from gouji_learn.exercises.situations import _generated
from gouji_learn.rules.cards import format_cards

VARIANTS = 50
YES_SHARE = (0.25, 0.75)
CHANGING_SHARE = 0.8
FIGURES_ENV = "GOUJI_QUALITY_FIGURES"
"""Where each question's figures go (conftest.py sets it for the run and prints the totals)."""

FIXED_ANSWER: dict[str, str] = {
    "ch06.rule-pass-on-lead": "a pass on a lead is refused by F1, whoever leads and whatever "
    "his hand: the variants turn the table, the rule stays",
    "ch07.rule-fours-tongsu": "a 4 led before opening is refused by K4 in tongsu, whoever leads: "
    "the variants turn the table, the rule stays",
}
"""Questions on a table whose answer is the same in every variant, and why that is right."""

ALL = [q for chapter in CHAPTERS for q in questions(chapter)]
ON_TABLE = [q for q in ALL if q.situation is not None]


def _seats_named(text: str) -> set[int]:
    """The seats a prompt names ("seat 3", "3号")."""
    found = re.findall(r"[Ss]eats?\s+(\d)", text) + re.findall(r"(\d)\s*号", text)
    return {int(seat) for seat in found}


def _gives_away(q: Question, answer: Any) -> str:
    """Why this variant's drawing or text shows its answer ("" when it does not)."""
    if isinstance(q, Seat) and q.mode == "one":
        state = q.state()
        if state is not None and state.to_act == answer and "turn" not in q.conceal:
            return f"the drawing rings seat {answer}, the answer, as the seat to act"
        if answer in _seats_named(q.text("en")) | _seats_named(q.text("zh")):
            return f"the prompt names seat {answer}, the answer"
    if isinstance(q, Seat) and q.mode == "set":
        state = q.state()
        view = None if state is None else state.view(None)
        if view is not None and set(answer) == set(view.opened) and "opened" not in q.conceal:
            return "the drawing marks the seats that opened, the answer"
        if view is not None and set(answer) == set(view.passed) and "passed" not in q.conceal:
            return "the drawing marks the seats that passed, the answer"
    if isinstance(q, Choose):
        for lang in ("en", "zh"):
            text = q.text(lang).casefold()
            named = [c for c in q.choices if q.label(c, lang).casefold() in text]
            if named == [answer]:
                return f"the prompt names one choice, the answer: {q.label(answer, lang)}"
    return ""


def _clickable(q: Question) -> list[Any]:
    """The answers a learner can give by clicking alone (cards composed one rank at a time)."""
    if isinstance(q, Predict):
        return [True, False]
    if isinstance(q, Seat) and q.mode == "one":
        return list(range(6))
    if isinstance(q, Choose):
        return list(q.choices)
    state = q.state()
    if isinstance(q, PickCards):
        hand = q.cards(state)
        return [format_cards([card]) for card in hand] + [
            format_cards([c for c in hand if c.rank == card.rank]) for card in hand
        ]
    if isinstance(q, FindMove) and state is not None:
        legal = q.moves(state)
        hand = state.view(None).hands[state.to_act] or ()
        kinds = {a.kind for a in legal if a.kind in CARD_KINDS}
        plain = [move_text(a) for a in legal if a.kind not in CARD_KINDS]
        groups = [[c for c in hand if c.rank == card.rank] for card in hand]
        composed = [f"{VERBS[kind][0]} {format_cards(cards)}" for kind in kinds for cards in groups]
        return plain + composed
    return []


def _figures(q: Question) -> dict[str, Any]:
    """This question's figures over its variants."""
    variants = [q.new(seed) for seed in range(VARIANTS)] if q.varies else [q]
    answers, broken, giveaways, all_right, keys = [], [], [], 0, set()
    for variant in variants:
        try:
            answer = variant.solution().answer
            status = variant._feedback(answer).status
        except Exception as error:  # a broken variant is a finding, not a crash of the test
            broken.append(f"{variant.variant}: {type(error).__name__}: {error}")
            continue
        if status != "correct":
            broken.append(f"{variant.variant}: its own solution is {status}")
            continue
        answers.append(repr(answer))
        keys.add(variant.variant)
        why = _gives_away(variant, answer)
        if why:
            giveaways.append(f"{variant.variant}: {why}")
        clickable = _clickable(variant)
        if clickable and all(variant._feedback(c).status == "correct" for c in clickable):
            all_right += 1
    yes = sum(answer == "True" for answer in answers)
    return {
        "id": q.id,
        "table": q.situation is not None,
        "varies": q.varies,
        "yes_no": isinstance(q, Predict),
        "variants": len(variants),
        "distinct": len(keys),
        "answers": len(set(answers)),
        "yes": yes,
        "broken": broken,
        "giveaways": giveaways,
        "all_right": all_right,
    }


def _save(figures: dict[str, Any]) -> None:
    folder = os.environ.get(FIGURES_ENV)
    if folder:
        path = Path(folder) / f"{figures['id']}.json"
        path.write_text(json.dumps(figures), encoding="utf-8")


@pytest.mark.parametrize("q", ALL, ids=[q.id for q in ALL])
def test_question_discriminates(q: Question) -> None:
    figures = _figures(q)
    _save(figures)
    assert not figures["broken"], figures["broken"][:3]
    assert not figures["giveaways"], figures["giveaways"][:3]
    assert figures["all_right"] == 0, f"{figures['all_right']} variants: every click is right"
    if figures["table"]:
        assert q.varies, "a question on a table deals fresh variants"
        assert figures["distinct"] > 1, "its variants are all the same item"
        if q.id not in FIXED_ANSWER:
            assert figures["answers"] > 1, "the answer is the same in every variant"
    if figures["yes_no"] and q.varies and q.id not in FIXED_ANSWER:
        share = figures["yes"] / max(figures["variants"] - len(figures["broken"]), 1)
        assert YES_SHARE[0] <= share <= YES_SHARE[1], f"yes in {share:.0%} of its variants"


def test_few_table_questions_keep_one_answer() -> None:
    fixed = [q.id for q in ON_TABLE if q.id in FIXED_ANSWER]
    assert set(FIXED_ANSWER) <= {q.id for q in ALL}, "FIXED_ANSWER names unknown questions"
    assert len(fixed) <= (1 - CHANGING_SHARE) * len(ON_TABLE), fixed


@pytest.mark.parametrize("q", ON_TABLE, ids=[q.id for q in ON_TABLE])
def test_variants_are_the_same_whatever_language_is_chosen(q: Question) -> None:
    """A learner of the Chinese edition meets the same positions (moves and cards are made in
    the notation, not in the language read)."""
    english = [q.new(seed).variant for seed in range(5)]
    _generated.cache_clear()
    set_language("zh")
    chinese = [q.new(seed) for seed in range(5)]
    assert [v.variant for v in chinese] == english
    assert all(v._feedback(v.solution().answer).status == "correct" for v in chinese)
