"""The situation generators of chapters 08-10 and the fact they added: a burn judged as it can
end at best (S1, S4), the chapter's own example first, endings that always have a 二落."""

from __future__ import annotations

import pytest

from gouji_learn.engine.round import Round
from gouji_learn.exercises import question
from gouji_learn.exercises.facts import unbeaten_burn_outcome
from gouji_learn.exercises.generators.ch09 import over
from gouji_learn.exercises.situations import Generated


@pytest.mark.parametrize(
    ("burner", "rules", "outcome"),
    [
        ("K K K 小王 6 6 3", "qingdao", "success"),  # a joker lead, then the last play
        ("K K K 6 6", "irvine", "success"),  # one play left after the kill
        ("K K K 6 6 8 3", "qingdao", "failed"),  # no joker for the lead before the last
        ("K K K 大王 5 5 8 3", "irvine", "failed"),  # one joker, two plays to hang it on
    ],
)
def test_unbeaten_burn_outcome(burner: str, rules: str, outcome: str) -> None:
    hands = ["Q Q Q 9 3", burner, "3", "3", "3", "3"]
    state = Round.position(hands, rules, leader=0).do("play Q Q Q", "pass until 1", "burn K K K")
    assert unbeaten_burn_outcome(state.copy()) == outcome


def test_burner_leads_starts_at_the_chapters_example() -> None:
    q = question("ch08.burner-leads")
    state = q.state()
    assert state is not None and state.to_act == 1 and state.rules.name == "irvine"
    assert q.check("play 5 5 5 5 5").status == "not_yet"  # S1: no joker


def test_bot_endings_always_have_a_second_to_last() -> None:
    for seed in range(10):
        state = Generated("ch09.bots-to-end", seed).build()
        assert len(state.finish_order) == 6


def test_a_sweep_ends_the_round_at_three() -> None:
    assert over([1, 3, 5]) and not over([1, 3, 0])
    assert over([0, 1, 2, 4]) and not over([0, 1, 2, 3])
