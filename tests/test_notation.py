"""The move notation (O2): ``Round.do`` reads what ``Action.text`` writes, in both languages."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scale import sized

from gouji_learn import PRESET_NAMES
from gouji_learn.engine import (
    Action,
    ActionKind,
    IllegalAction,
    Phase,
    RandomBot,
    Round,
    replay,
    simulate_round,
)
from gouji_learn.engine.notation import NotationError, parse

ROUND_TRIPS = sized(2, 6)
"""Random rounds per preset whose every legal action goes through text and back: 6 under
``--slow`` (CI), 2 in the everyday run (6 took up to 30 s a preset of the quick mode)."""
TRICK = ["Q Q Q 5 3", "K K K 6 3", "7 7 3", "A A A 8 3", "9 9 3", "10 3"]


def trick() -> Round:
    return Round.from_hands(TRICK, "qingdao", leader=0)


@pytest.mark.rule("F1", "F2")
def test_bare_cards_are_a_play_of_the_seat_to_act() -> None:
    state = trick().do("Q Q Q")
    assert state.to_act == 1
    assert state.view(None).to_beat is not None
    assert state.view(None).trick[-1][0] == 0


@pytest.mark.rule("F2")
@pytest.mark.parametrize("text", ["play 5", "出牌 5", "5", "0: 5", "seat 0: play 5", "出 5"])
def test_a_play_in_english_or_chinese(text: str) -> None:
    action = parse(trick(), text)
    assert (action.kind, action.seat, [c.text() for c in action.cards]) == (
        ActionKind.PLAY,
        0,
        ["5"],
    )


@pytest.mark.rule("F2")
@pytest.mark.parametrize("text", ["pass", "过牌", "过", "不要", "PASS"])
def test_pass_in_english_or_chinese(text: str) -> None:
    state = trick().do("5")
    assert parse(state, text) == Action(ActionKind.PASS, 1)


@pytest.mark.rule("F2")
def test_a_seat_that_is_not_to_act_is_refused_with_the_turn_rule() -> None:
    state = trick()
    with pytest.raises(IllegalAction) as refusal:
        state.do("3: A A A")
    assert refusal.value.rule == "F2"


@pytest.mark.rule("O2")
@pytest.mark.parametrize("text", ["", "fly", "play banana", "revolt 5", "x" * 500, 5])
def test_unreadable_moves_are_refused_as_notation(text: object) -> None:
    state = trick()
    before = state.copy()
    with pytest.raises(NotationError) as refusal:
        state.do(text)  # type: ignore[arg-type]
    assert refusal.value.rule == "O2"
    assert len(str(refusal.value)) < 600
    assert state == before


@pytest.mark.rule("T1")
def test_a_seat_that_is_none_is_refused_by_t1() -> None:
    state = trick()
    before = state.copy()
    with pytest.raises(IllegalAction) as refusal:
        state.do("9: pass")
    assert refusal.value.rule == "T1" and "0 to 5" in str(refusal.value)
    assert state == before


@pytest.mark.rule("F2", "B1")
def test_do_is_all_or_none() -> None:
    state = trick()
    before = state.copy()
    with pytest.raises(IllegalAction) as refusal:
        state.do("5", "6", "7 7")  # B1: seat 2 cannot answer a single 6 with two sevens
    assert refusal.value.rule != "O2"
    assert state == before
    assert state.to_act == 0


@pytest.mark.rule("F4")
def test_pass_until_a_seat_and_until_the_end_of_the_trick() -> None:
    state = trick().do("5", "pass until 3")
    assert state.to_act == 3
    state.do("pass until end")
    assert state.view(None).to_beat is None
    assert state.to_act == 0  # F4: the last player to play leads


@pytest.mark.rule("F1")
def test_suitless_cards_take_the_cards_the_seat_holds() -> None:
    state = Round("qingdao", seed=3)
    while state.phase is not Phase.PLAY:
        state.do(state.legal_actions()[0].text())
    seat = state.to_act
    assert seat is not None
    card = state.view(seat).hand[-1]
    action = parse(state, card.rank.symbol if not card.is_joker else card.text())
    assert action.cards == (card,) or action.cards[0].rank is card.rank


def _round_trip_all(state: Round, lang: str) -> None:
    for action in list(state.legal_actions()):
        by_text = state.copy().do(action.text(lang))
        direct = state.copy()
        direct.apply(action)
        assert by_text == direct, action.text(lang)


@pytest.mark.rule("O2")
@pytest.mark.parametrize("rules", PRESET_NAMES)
@settings(max_examples=ROUND_TRIPS, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_every_legal_action_round_trips_through_text(rules: str, seed: int) -> None:
    """Issue 7: every legal action of every phase, written by text() and read by do(), gives
    the state apply() gives, in English and Chinese."""
    rng = random.Random(seed)
    state = Round(rules, seed=seed)
    bot = RandomBot(seed)
    steps = 0
    while not state.is_over and steps < 400:
        if rng.random() < 0.25 or state.phase is not Phase.PLAY:
            _round_trip_all(state, rng.choice(["en", "zh"]))
        legal = state.legal_actions()
        state.apply(bot.act(state.view(state.to_act), legal))
        steps += 1


@pytest.mark.rule("S3", "F5")
def test_bare_cards_burn_when_asked_to_burn_but_an_explicit_play_stays_a_play() -> None:
    state = trick().do("Q Q Q")  # a gouji hand: seat 1 (not the 对头) is asked to burn (S3)
    assert state.to_act == 1
    assert parse(state, "K K K").kind is ActionKind.BURN
    before = state.copy()
    with pytest.raises(IllegalAction) as refusal:
        state.do("play K K K")
    assert "burn" in str(refusal.value)  # the refusal names what the seat may do instead
    assert state == before
    assert state.do("burn K K K").view(None).burning == ((1, 0),)


@pytest.mark.rule("X3")
def test_accept_all_takes_every_offered_tribute_and_nothing_else() -> None:
    """qingdao 所有吃贡者可拒绝吃贡: "accept all" (全部吃贡) answers each offer with 吃贡."""
    carry = replay(simulate_round("qingdao", seed=5)).carry_forward()
    offered = Round("qingdao", seed=2, carry=carry, round_index=1).do(*["no declaration"] * 6)
    assert offered.phase is Phase.ACCEPT_TRIBUTE
    one_by_one = offered.copy()
    while one_by_one.phase is Phase.ACCEPT_TRIBUTE:
        one_by_one.do("accept")
    assert offered.do("accept all").history == one_by_one.history
    assert offered.phase is Phase.RETURN_TRIBUTE
    assert Round.from_hands(["3"] * 6).do("全部吃贡").history == []
