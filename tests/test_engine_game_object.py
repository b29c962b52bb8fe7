"""A Game holds a game's fixed rules and makes its rounds (issue 16 item 1): immutable, its repr
recreates it, and the rounds it makes are the rounds ``Round(...)`` makes."""

from __future__ import annotations

import dataclasses

import pytest

import gouji_learn
from gouji_learn import PRESET_NAMES, Game, RuleSet
from gouji_learn.engine import Round
from gouji_learn.engine.policy import policy_for


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_a_game_makes_the_rounds_round_makes(preset: str) -> None:
    game = Game(preset)
    assert game.rules == RuleSet.preset(preset)
    assert game.policy is policy_for(game.rules)
    assert game.new_round(seed=7) == Round(preset, 7)
    first = Round(preset, 7)
    while not first.is_over:
        first.apply(first.legal_actions()[0])
    if first.phase.name == "OVER":
        carry = first.carry_forward()
        second = Round(preset, 8, None, carry, 1)
        assert game.new_round(seed=8, carry=carry, round_index=1) == second
    hands = ["3 3 K K", "4 5", "6 7", "8 9", "10 J", "Q A"]
    made = game.position(hands, leader=2, opened=[2], finished=(), revolutionary=None)
    assert made == Round.position(hands, preset, leader=2, opened=[2])
    assert made.to_act == 2 and made.opened == {2}


def test_a_game_is_immutable_and_its_repr_recreates_it() -> None:
    game = Game("tongsu")
    with pytest.raises(dataclasses.FrozenInstanceError):
        game.rules = RuleSet()  # type: ignore[misc]
    assert repr(game) == "Game(RuleSet.preset('tongsu'))"
    assert eval(repr(game), {"Game": Game, "RuleSet": RuleSet}) == game
    custom = Game(RuleSet.preset("qingdao").replace(bie_san=False))
    assert eval(repr(custom), {"Game": Game, "RuleSet": RuleSet}) == custom
    assert Game() == Game("qingdao") and hash(Game()) == hash(Game("qingdao"))


def test_game_is_exported() -> None:
    assert gouji_learn.Game is Game and "Game" in gouji_learn.__all__
    assert "Game" in gouji_learn.engine.__all__
