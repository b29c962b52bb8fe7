"""The engine's fast paths give what the plain definitions give: beating_candidates (B1-B6,
judged from a candidate's parts) against classifying every play of the hand, and RandomBot's
inlined draw against ``random.Random.randrange`` (seeded rounds replay as recorded)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gouji_learn import PRESET_NAMES, RuleSet, beats
from gouji_learn.engine import RandomBot
from gouji_learn.engine.holding import Hand
from gouji_learn.engine.play_search import beating_candidates, candidates
from gouji_learn.rules.cards import new_shoe

RULESETS = [RuleSet.preset(name) for name in PRESET_NAMES] + [
    RuleSet().replace(two_beat_one=frozenset({"2BJ>1BJ", "2SJ>1SJ", "3SJ>1BJ"})),
]
SHOE = new_shoe(False)


@pytest.mark.rule("B1", "B2", "B3", "B4", "B6", "H1", "H5")
@settings(max_examples=150, deadline=None)
@given(
    rules=st.sampled_from(RULESETS),
    hand_at=st.lists(st.integers(0, len(SHOE) - 1), min_size=1, max_size=24, unique=True),
    target_at=st.lists(st.integers(0, len(SHOE) - 1), min_size=1, max_size=24, unique=True),
    pick=st.integers(0, 10**6),
)
def test_beating_candidates_are_the_plays_that_beat(
    rules: RuleSet, hand_at: list[int], target_at: list[int], pick: int
) -> None:
    hand = Hand(SHOE[i] for i in hand_at)
    plays = [c.play(rules) for c in candidates(Hand(SHOE[i] for i in target_at), rules)]
    joker_plays = [p for p in plays if p.has_jokers]
    target = (joker_plays or plays)[pick % len(joker_plays or plays)]
    listed = [c.play(rules) for c in beating_candidates(hand, target)]
    every = [p for p in (c.play(rules) for c in candidates(hand, rules)) if beats(p, target, rules)]
    assert sorted(p.cards for p in listed) == sorted(p.cards for p in every)
    assert len({p.cards for p in listed}) == len(listed)


@pytest.mark.rule("F2")
@pytest.mark.parametrize("seed", [0, 1, 7, 12345])
def test_random_bot_draws_as_randrange(seed: int) -> None:
    bot, reference = RandomBot(seed), random.Random(seed)
    sizes = [1, 2, 3, 4, 5, 7, 8, 9, 31, 32, 33, 100, 257] * 40
    drawn: list[object] = [bot.act(None, range(n)) for n in sizes]  # type: ignore[arg-type]
    assert drawn == [reference.randrange(n) for n in sizes]


@pytest.mark.rule("F2")
def test_random_bot_refuses_an_empty_list() -> None:
    with pytest.raises(ValueError, match="no legal action"):
        RandomBot(0).act(None, [])  # type: ignore[arg-type]
