"""Properties of beating (B1-B6) over random valid plays, under every preset.

Plays are random multisets: cards of one rank plus optional 2s and jokers, within the shoe
limits (C1), kept only when ``is_play`` accepts them under the rule set (tongsu: no 贴钱).
"""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from gouji_learn import PRESET_NAMES, Card, Rank, RuleSet, Suit, beats, explain_beat, is_play

RULESETS = [RuleSet.preset(name) for name in PRESET_NAMES] + [
    RuleSet().replace(two_beat_one=frozenset({"2BJ>1BJ", "2SJ>1SJ", "3SJ>1BJ"})),  # option 1
]
rulesets = st.sampled_from(RULESETS)
PLAIN_RANKS = [rank for rank in Rank if rank < Rank.TWO]
SETTINGS = settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow],
)


@st.composite
def plays(draw: st.DrawFn, rules: RuleSet, count: int | None = None) -> list[Card]:
    """A random valid play (rank-only cards, no suits), optionally of a given number of cards."""
    total = draw(st.integers(1, 9)) if count is None else count
    big = draw(st.integers(0, min(4, total)))
    small = draw(st.integers(0, min(4, total - big)))
    twos = draw(st.integers(0, min(6, total - big - small)))
    rest = total - big - small - twos
    rank = draw(st.sampled_from(PLAIN_RANKS))
    cards = (
        [Card(Rank.BIG_JOKER)] * big
        + [Card(Rank.SMALL_JOKER)] * small
        + [Card(Rank.TWO)] * twos
        + [Card(rank)] * rest
    )
    assume(is_play(cards, rules))
    return cards


@st.composite
def play_pairs(draw: st.DrawFn, rules: RuleSet) -> tuple[list[Card], list[Card]]:
    """Two plays; half of the time of the same size, so that B1 does not decide everything."""
    first = draw(plays(rules))
    same_size = draw(st.booleans())
    second = draw(plays(rules, len(first) if same_size else None))
    return first, second


@st.composite
def with_suits(draw: st.DrawFn, cards: list[Card]) -> list[Card]:
    """The same cards with random suits on every non-joker (jokers have none)."""
    suits = st.sampled_from(Suit)
    return [
        card if card.rank.is_joker else dataclasses.replace(card, suit=draw(suits))
        for card in cards
    ]


@pytest.mark.rule("B1", "B2", "B3")
@SETTINGS
@given(data=st.data(), rules=rulesets)
def test_no_play_beats_itself(data: st.DataObject, rules: RuleSet) -> None:
    play = data.draw(plays(rules))
    assert not beats(play, play, rules)
    assert not beats(play, list(reversed(play)), rules)


@pytest.mark.rule("B1", "B2", "B3", "B4", "B6")
@SETTINGS
@given(data=st.data(), rules=rulesets)
def test_beating_is_asymmetric(data: st.DataObject, rules: RuleSet) -> None:
    a, b = data.draw(play_pairs(rules))
    assert not (beats(a, b, rules) and beats(b, a, rules))


@pytest.mark.rule("C2", "B2", "B3")
@SETTINGS
@given(data=st.data(), rules=rulesets)
def test_beating_ignores_suits(data: st.DataObject, rules: RuleSet) -> None:
    a, b = data.draw(play_pairs(rules))
    suited_a, suited_b = data.draw(with_suits(a)), data.draw(with_suits(b))
    assume(is_play(suited_a, rules) and is_play(suited_b, rules))
    assert beats(suited_a, suited_b, rules) is beats(a, b, rules)
    assert beats(suited_b, suited_a, rules) is beats(b, a, rules)


@pytest.mark.rule("B1", "B2", "B3", "B4", "B6")
@SETTINGS
@given(data=st.data(), rules=rulesets)
def test_explain_beat_agrees_with_beats(data: st.DataObject, rules: RuleSet) -> None:
    a, b = data.draw(play_pairs(rules))
    verdict = explain_beat(a, b, rules)
    assert verdict.ok is beats(a, b, rules)
    assert verdict.rules and verdict.rules[0] in {"B1", "B2", "B3", "B4", "B6"}
    assert verdict.en and verdict.zh
    if len(a) != len(b) and verdict.ok:
        assert "B4" in verdict.rules or "B6" in verdict.rules


@pytest.mark.rule("B1")
@SETTINGS
@given(data=st.data(), rules=rulesets)
def test_count_change_needs_jokers(data: st.DataObject, rules: RuleSet) -> None:
    """B1: a different number of cards beats only with jokers, and only with more cards (B4)."""
    a, b = data.draw(play_pairs(rules))
    if len(a) != len(b) and not any(card.rank.is_joker for card in a + b):
        assert not beats(a, b, rules)
    if len(a) != len(b) and beats(a, b, rules):
        assert any(card.rank.is_joker for card in a)
        assert len(a) > len(b)
        assert rules.two_beat_one


@pytest.mark.rule("B1", "B2", "B3")
def test_every_ruleset_is_drawn() -> None:
    """The properties above draw from the four presets and qingdao option 1."""
    assert [r.name for r in RULESETS] == [*PRESET_NAMES, "custom"]
