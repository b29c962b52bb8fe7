"""The coach: on scripted positions where the better move is known it says so, and why."""

from __future__ import annotations

import pytest

from gouji_learn import parse_cards
from gouji_learn.engine import Action, ActionKind, Round, record_of
from gouji_learn.engine.advice import IDEAS, advise, review, suggest
from gouji_learn.engine.expert import ExpertBot

OTHERS = ("4 5 7 8 9", "4 6 8 9 10", "4 5 7 9 10")


def coach() -> ExpertBot:
    return ExpertBot(None, rollouts=30, seed=0)


def play(seat: int, text: str) -> Action:
    return Action(ActionKind.PLAY, seat, tuple(parse_cards(text)))


@pytest.mark.rule("S1", "S3")
def test_an_obvious_burn() -> None:
    """Seat 1 leads the gouji hand A A with one card left; seat 0 holds BJ BJ: burning takes
    头科 at once, passing lets seat 1 win the trick and go out."""
    state = Round.from_hands(["BJ BJ", "A A 6", *OTHERS, "5 6 7 8 9 J"], "qingdao", leader=1)
    state.apply(play(1, "A A"))
    advice = advise(state, 0, Action(ActionKind.PASS, 0), coach())
    assert advice.best.kind is ActionKind.BURN
    assert advice.idea == "burn" and advice.loss > 0.5
    assert "烧牌" in advice.text("zh") and "Burn" in advice.text("en")


@pytest.mark.rule("F5", "K1")
def test_passing_lets_the_opposite_open() -> None:
    """Seat 3 (seat 0's 对头) leads the gouji hand K K; seat 0 can answer with A A."""
    state = Round.from_hands(
        ["A A 5", "6 7 8 9 10", "4 5 7 8 9", "K K 6 6", "4 5 7 9 10", "5 6 7 8 9 J"],
        "qingdao",
        leader=3,
    )
    state.apply(play(3, "K K"))
    assert state.to_act == 0
    advice = advise(state, 0, Action(ActionKind.PASS, 0), coach())
    assert advice.best == play(0, "A A")
    assert advice.idea == "let_opposite_open"
    assert "对头" in advice.text("en") and "开点" in advice.text("zh")


@pytest.mark.rule("F5", "C3")
def test_keep_the_big_joker_for_the_opposites_gouji_hand() -> None:
    """Seat 5 leads 8 8; seat 0 holds 9 9 BJ BJ 6 and his 对头 the gouji hand K K: 9 9 does
    the job and keeps BJ BJ to answer K K (then 6 goes out); BJ BJ leaves K K unanswered."""
    state = Round.from_hands(
        ["9 9 BJ BJ 6", "4 5 6 7", "4 6 7 8", "K K 4 5", "5 6 7 8", "8 8 4 5 6"],
        "qingdao",
        leader=5,
    )
    state.apply(play(5, "8 8"))
    wasteful = advise(state, 0, play(0, "BJ BJ"), coach())
    assert wasteful.best == play(0, "9 9")
    assert wasteful.idea == "keep_big_joker" and wasteful.loss > 0
    assert "大王" in wasteful.text("zh")
    assert advise(state, 0, play(0, "9 9"), coach()).agrees


def test_what_would_you_play_and_every_idea_in_both_languages() -> None:
    state = Round.from_hands(["BJ BJ", "A A 6", *OTHERS, "5 6 7 8 9 J"], "qingdao", leader=1)
    state.apply(play(1, "A A"))
    assert suggest(state, coach()).best.kind is ActionKind.BURN
    assert all(en and zh for en, zh in IDEAS.values())


def test_review_lists_costly_moves_with_their_index() -> None:
    state = Round.from_hands(["BJ BJ", "A A 6", *OTHERS, "5 6 7 8 9 J"], "qingdao", leader=1)
    state.apply(play(1, "A A"))
    state.apply(Action(ActionKind.PASS, 0))
    mistakes = review(record_of(state), 0, coach())
    assert [m.index for m in mistakes] == [1]
    assert mistakes[0].advice.idea == "burn"
    assert mistakes[0].text("en").startswith("Move 2") and mistakes[0].text("zh").startswith(
        "第2步"
    )
    assert review(record_of(state), 3, coach()) == []
