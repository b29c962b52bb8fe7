"""ExpertBot: determinized search that never reads a hidden card, seeded and deterministic."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from gouji_learn import parse_cards
from gouji_learn.engine import HeuristicBot, Phase, Round, play_out
from gouji_learn.engine.expert import (
    ExpertBot,
    RolloutBot,
    known_cards,
    sample_hands,
    unseen_cards,
)
from gouji_learn.engine.tournament import play_round

HANDS = [
    "3 5 5 7 8 9 J Q K A 2 SJ",
    "4 4 6 6 8 10 10 J Q K A",
    "5 6 7 9 9 10 J Q K A BJ",
    "3 4 6 7 8 8 10 J Q K 2",
    "5 5 7 9 10 J Q Q K A A",
    "4 6 8 9 10 J Q K 2 2 SJ",
]


def swapped(hands: list[str], a: int, b: int) -> list[str]:
    """The same deal with the hands of seats ``a`` and ``b`` shuffled together and dealt back
    at the same sizes: every card seat 0 sees stays, every hidden card may move."""
    pool = parse_cards(hands[a]) + parse_cards(hands[b])
    random.Random(7).shuffle(pool)
    size = len(parse_cards(hands[a]))
    out = list(hands)
    out[a] = " ".join(c.text() for c in pool[:size])
    out[b] = " ".join(c.text() for c in pool[size:])
    return out


@pytest.mark.rule("F8", "C1")
def test_the_decision_ignores_cards_the_seat_cannot_see() -> None:
    """Issue 10: two states differing only in the hands seat 0 cannot see (seats 1-4 dealt
    anew; seat 5 leads the same play in both): the same evaluations, the same move."""
    states = []
    for hands in (HANDS, swapped(swapped(HANDS, 1, 4), 2, 3)):
        state = Round.from_hands(hands, "qingdao", leader=5)
        state.apply(state.legal_actions()[0])
        assert state.to_act == 0
        states.append(state)
    first, second = states
    assert [h.cards() for h in first.hands] != [h.cards() for h in second.hands]
    assert first.observation(0) == second.observation(0)
    evaluations = [ExpertBot(None, rollouts=12, seed=5).evaluate(s) for s in states]
    assert evaluations[0] == evaluations[1]
    assert len(evaluations[0]) > 1
    assert ExpertBot(None, rollouts=12, seed=5).choose(first) == ExpertBot(
        None, rollouts=12, seed=5
    ).choose(second)


def test_same_seed_same_choice_and_one_legal_action_returns_at_once() -> None:
    state = Round.from_hands(HANDS, "qingdao", leader=0)
    assert ExpertBot(None, rollouts=10, seed=1).choose(state) == ExpertBot(
        None, rollouts=10, seed=1
    ).choose(state)
    lone = Round.from_hands(["K", "3", "3", "3", "3", "3"], "tongsu", leader=0)
    assert len(lone.legal_actions()) == 1
    assert ExpertBot(time_per_decision=100.0).choose(lone) == lone.legal_actions()[0]


@pytest.mark.rule("C1")
def test_sampled_hands_are_the_unseen_cards_at_the_right_sizes() -> None:
    state = Round("qingdao", seed=3)
    view = state.observation(state.to_act or 0)
    sizes = {s: 30 + s for s in range(6) if s != view.seat}
    hands = sample_hands(view, sizes, random.Random(0))
    dealt = Counter(card for cards in hands.values() for card in cards)
    assert {s: len(cards) for s, cards in hands.items()} == sizes
    assert not dealt - Counter(unseen_cards(view))
    assert not Counter(view.hand) & Counter(unseen_cards(view))


def test_an_expert_plays_a_whole_round_legally() -> None:
    bots = [
        ExpertBot(None, rollouts=4, seed=s, candidates=2) if s % 2 else RolloutBot()
        for s in range(6)
    ]
    state, think = play_round(Round.from_hands(HANDS, "qingdao", leader=1), bots)
    assert state.is_over and think


@pytest.mark.rule("X1", "X3")
def test_tribute_cards_the_seat_gave_stay_with_their_receiver_in_every_world() -> None:
    first = play_round(Round("qingdao", 4), [RolloutBot()] * 6)[0]
    state = Round("qingdao", 5, carry=first.carry_forward(), round_index=1)
    while state.phase is Phase.DECLARE_YU:
        state.apply(state.legal_actions()[0])  # 不叫点: tribute is paid after 预点 (X3)
    payments = [e for e in state.view(None).log if e.to is not None and e.cards]
    assert payments, "the second round of a game pays tribute"
    payer = payments[0].seat
    view = state.view(payer)
    known = known_cards(view)
    given = Counter(c for e in payments if e.seat == payer for c in e.cards or ())
    assert Counter(c for cards in known.values() for c in cards) == given
    sizes = {s: state.hands[s].size for s in range(6) if s != payer}
    for seed in range(3):
        hands = sample_hands(view, sizes, random.Random(seed))
        for seat, cards in known.items():
            assert not Counter(cards) - Counter(hands[seat])


def test_a_seated_expert_plays_through_the_bot_protocol() -> None:
    state = Round.from_hands(HANDS, "qingdao", leader=1)
    expert = ExpertBot(None, rollouts=4, seed=2, candidates=2)
    with pytest.raises(ValueError, match="sit"):
        expert.act(state.view(1), state.legal_actions())
    bots = [expert.sit(state) if s == 1 else HeuristicBot() for s in range(6)]
    assert play_out(state, bots).is_over
