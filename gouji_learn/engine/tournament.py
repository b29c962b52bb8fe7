"""Tournaments: many seeded rounds played by bots, on all local cores or on Ray (P1, P2, T1).

Every round is ``Round(rules, seed)`` played to its end by the six bots ``bots_factory(seed)``
returns, so a round's result depends only on its seed: the same whatever the backend.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from ..rules.ruleset import RuleSet, resolve_rules
from ..rules.seats import ALLIANCE, SEAT_COUNT
from .bots import Bot
from .state import Phase, Round

BACKENDS = ("process", "serial", "ray")

BotsFactory = Callable[[int], Sequence[Bot]]
"""Six bots for the round of a seed (seat order); called once per round, in the worker."""


@dataclass(frozen=True)
class RoundResult:
    """P1, P2: one tournament round: its seed, places, alliance scores and decision count;
    ``think`` holds (seat, seconds) of each decision (timing: never compared)."""

    seed: int
    finish_order: tuple[int, ...]
    scores: tuple[int, int]
    decisions: int
    void: bool
    think: tuple[tuple[int, float], ...] = field(default=(), compare=False)

    def score_of(self, alliance: int) -> int:
        """P1: the score of alliance 0 (seats 0, 2, 4) or 1 (seats 1, 3, 5)."""
        return self.scores[alliance]

    def head_of(self, alliance: int) -> bool:
        """E1: whether ``alliance`` took 头科."""
        return bool(self.finish_order) and ALLIANCE[self.finish_order[0]] == alliance


class Alternating:
    """A bots factory for two sides, seats alternating: in round ``seed`` the alliance
    ``seed % 2`` plays ``first(seat, seed)`` bots, the other ``second(seat, seed)`` bots."""

    def __init__(self, first: Callable[[int, int], Bot], second: Callable[[int, int], Bot]) -> None:
        self.first = first
        self.second = second

    @staticmethod
    def first_alliance(seed: int) -> int:
        """The alliance the first side holds in round ``seed``."""
        return seed % 2

    def __call__(self, seed: int) -> list[Bot]:
        side = self.first_alliance(seed)
        return [
            (self.first if ALLIANCE[seat] == side else self.second)(seat, seed)
            for seat in range(SEAT_COUNT)
        ]


def play_round(state: Round, bots: Sequence[Bot]) -> tuple[Round, list[tuple[int, float]]]:
    """Play ``state`` to its end, each bot acting from its seat's view. Returns the round and
    the (seat, seconds) of each decision."""
    think: list[tuple[int, float]] = []
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        view, legal = state.view(seat), state.legal_actions()
        start = time.perf_counter()
        action = bots[seat].act(view, legal)
        think.append((seat, time.perf_counter() - start))
        state.apply(action)
    return state, think


def play_seed(bots_factory: BotsFactory, rules: RuleSet, seed: int) -> RoundResult:
    """The round of ``seed`` played by ``bots_factory(seed)``."""
    bots = list(bots_factory(seed))
    if len(bots) != SEAT_COUNT:
        raise ValueError(f"T1: a round needs {SEAT_COUNT} bots, got {len(bots)}")
    state, think = play_round(Round(rules, seed), bots)
    return RoundResult(
        seed,
        state.finish_order,
        state.scores,
        len(state.history),
        state.phase is Phase.VOID,
        tuple(think),
    )


def run_tournament(
    bots_factory: BotsFactory,
    seeds: Sequence[int],
    rules: RuleSet | str | None = None,
    backend: str = "process",
    workers: int | None = None,
) -> list[RoundResult]:
    """Play the round of each seed (in seed order in the result) with ``backend``:
    ``"process"`` (all local cores, or ``workers``), ``"serial"`` or ``"ray"`` (the extra
    ``ray``: a local or connected cluster). ``bots_factory`` must pickle for process and ray."""
    ruleset = resolve_rules(rules)
    job = partial(play_seed, bots_factory, ruleset)
    seeds = [int(seed) for seed in seeds]
    if backend == "serial":
        return [job(seed) for seed in seeds]
    if backend == "process":
        count = max(1, min(workers or os.cpu_count() or 1, len(seeds) or 1))
        if count == 1:
            return [job(seed) for seed in seeds]
        with ProcessPoolExecutor(max_workers=count) as pool:
            return list(pool.map(job, seeds, chunksize=max(1, len(seeds) // (4 * count))))
    if backend == "ray":
        return _run_on_ray(job, seeds, workers)
    raise ValueError(f"unknown backend {backend!r}; choose one of {', '.join(BACKENDS)}")


def _run_on_ray(
    job: Callable[[int], RoundResult], seeds: list[int], workers: int | None
) -> list[RoundResult]:
    """The rounds as Ray tasks (``ray.init()`` first unless already connected)."""
    try:
        import ray  # type: ignore[import-not-found, unused-ignore]
    except ImportError as error:
        raise ImportError(
            "backend='ray' needs Ray: pip install 'gouji-learn[ray]' (or pip install ray)"
        ) from error
    if not ray.is_initialized():
        ray.init(num_cpus=workers, ignore_reinit_error=True)
    remote: Any = ray.remote(job)
    return list(ray.get([remote.remote(seed) for seed in seeds]))
