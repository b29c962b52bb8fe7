"""Tournaments: the same results for the same seeds on every backend (P1, T1)."""

from __future__ import annotations

import importlib.util

import pytest

from gouji_learn.engine import Bot, HeuristicBot, RandomBot
from gouji_learn.engine.expert import RolloutBot
from gouji_learn.engine.tournament import Alternating, run_tournament


def rollout_seat(seat: int, seed: int) -> Bot:
    return RolloutBot()


def random_seat(seat: int, seed: int) -> Bot:
    return RandomBot(seed * 6 + seat)


LINEUP = Alternating(rollout_seat, random_seat)


@pytest.mark.rule("P1")
def test_serial_and_process_backends_agree() -> None:
    seeds = range(6)
    serial = run_tournament(LINEUP, seeds, "qingdao", backend="serial")
    parallel = run_tournament(LINEUP, seeds, "qingdao", backend="process", workers=2)
    assert serial == parallel
    assert [r.seed for r in serial] == list(seeds)
    assert all(r.decisions > 0 for r in serial)


def test_alternating_gives_each_side_its_alliance() -> None:
    assert [type(b) for b in Alternating(rollout_seat, random_seat)(1)] == [
        RandomBot,
        RolloutBot,
        RandomBot,
        RolloutBot,
        RandomBot,
        RolloutBot,
    ]
    assert isinstance(Alternating(lambda s, d: HeuristicBot(), random_seat)(0)[0], HeuristicBot)


def test_unknown_backend_and_missing_ray_are_clear() -> None:
    with pytest.raises(ValueError, match="backend"):
        run_tournament(LINEUP, [0], backend="cluster")
    if importlib.util.find_spec("ray") is None:
        with pytest.raises(ImportError, match="pip install"):
            run_tournament(LINEUP, [0], backend="ray")
