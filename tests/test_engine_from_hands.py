"""Round.from_hands: scripted scenarios for teaching start straight at play (F1, O2)."""

from __future__ import annotations

import pytest

from gouji_learn import GoujiError, parse_cards
from gouji_learn.engine import ActionKind, Phase, Round, RoundRecord, record_of, replay

HANDS = ["3 5 5", "3 6 6", "3 7 7", "3 8 8", "3 9 9", "3 10 10"]


@pytest.mark.rule("F1", "O2")
def test_a_scenario_starts_at_play_with_its_leader() -> None:
    state = Round.from_hands(HANDS, "qingdao", leader=2)
    assert state.phase is Phase.PLAY and state.to_act == 2
    assert state.tribute == [] and state.history == []
    assert {a.kind for a in state.legal_actions()} == {ActionKind.PLAY}
    assert [len(hand) for hand in state.hands] == [3] * 6


@pytest.mark.rule("F1")
def test_a_scenario_takes_cards_or_text_and_refuses_a_bad_leader() -> None:
    as_cards = Round.from_hands([parse_cards(hand) for hand in HANDS], leader=0)
    assert as_cards == Round.from_hands(HANDS, leader=0)
    with pytest.raises(GoujiError) as refusal:
        Round.from_hands(HANDS, leader=6)
    assert refusal.value.rule == "T1"


@pytest.mark.rule("O2")
def test_a_scenario_record_replays_with_its_leader() -> None:
    state = Round.from_hands(HANDS, "irvine", leader=4)
    state.apply(state.legal_actions()[-1])
    record = RoundRecord.from_json(record_of(state).to_json())
    assert record.leader == 4
    assert replay(record) == state
