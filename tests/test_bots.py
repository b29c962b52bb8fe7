"""Bots: RandomBot is uniform and seeded; HeuristicBot plays for its alliance and wins."""

from __future__ import annotations

import statistics
from collections import Counter

import pytest

from gouji_learn.engine import (
    Action,
    ActionKind,
    HeuristicBot,
    RandomBot,
    Round,
    simulate_round,
)

MATCH_ROUNDS = 20
"""The first rounds of benchmarks/bench_bot_match.py's match, as a regression check: over 1,000
rounds the alliance scored +5.61 ± 0.07 (sd 1.19) and took 头科 in every round (BOT_MATCH.md), so
20 rounds leave a lower bound near +5 for a second's work."""


@pytest.mark.rule("P1", "E1")
def test_three_heuristic_bots_beat_three_random_bots() -> None:
    """Over seeded rounds the heuristic alliance (seats 0, 2, 4) scores above zero with its 95%
    confidence interval and takes 头科 in more than half the rounds."""
    scores, heads = [], 0
    for seed in range(MATCH_ROUNDS):
        bots = [
            HeuristicBot() if seat % 2 == 0 else RandomBot(seed * 6 + seat) for seat in range(6)
        ]
        record = simulate_round("qingdao", seed, bots)
        scores.append(record.scores[0])
        heads += bool(record.finish_order) and record.finish_order[0] % 2 == 0
    mean = statistics.mean(scores)
    half_width = 1.96 * statistics.stdev(scores) / len(scores) ** 0.5
    assert mean - half_width > 0
    assert heads > MATCH_ROUNDS / 2


@pytest.mark.rule("F2")
def test_random_bot_is_uniform_over_the_legal_actions() -> None:
    legal = [Action(ActionKind.PASS, 0), Action(ActionKind.YIELD, 0), Action(ActionKind.PLAY, 0)]
    bot = RandomBot(7)
    state = Round(seed=1)
    chosen = Counter(bot.act(state.view(0), legal) for _ in range(3000))
    assert set(chosen) == set(legal)
    assert all(900 < n < 1100 for n in chosen.values())


@pytest.mark.rule("F2")
def test_random_bots_with_the_same_seeds_play_the_same_round() -> None:
    first = simulate_round("linyi", 5, [RandomBot(seat) for seat in range(6)])
    again = simulate_round("linyi", 5, [RandomBot(seat) for seat in range(6)])
    other = simulate_round("linyi", 5, [RandomBot(seat + 10) for seat in range(6)])
    assert first == again
    assert first.actions != other.actions


@pytest.mark.rule("F2", "T1")
@pytest.mark.parametrize("name", ["qingdao", "linyi", "tongsu", "irvine"])
def test_heuristic_bots_finish_rounds_under_every_rulebook(name: str) -> None:
    for seed in range(20):
        record = simulate_round(name, seed)
        assert record.actions
        assert len(record.finish_order) in (0, 3, 6)
        assert sum(record.scores) == 0


@pytest.mark.rule("T1")
def test_heuristic_bot_does_not_beat_its_ally() -> None:
    state = Round(seed=3)
    bot = HeuristicBot()
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        action = bot.act(view, state.legal_actions())
        last = view.trick[-1][0] if view.trick else None
        if (
            last is not None
            and last % 2 == seat % 2
            and action.kind is ActionKind.PLAY
            and (ActionKind.PASS in {a.kind for a in state.legal_actions()})
        ):
            pytest.fail(f"seat {seat} beat its ally {last}")
        state.apply(action)
    assert state.finish_order
