#!/usr/bin/env python3
"""Strength and speed of ``ExpertBot`` and the PettingZoo environment; writes ``EXPERT.md``.

1. Strength: three ExpertBots against three HeuristicBots (qingdao), seats alternating (the
   experts hold the even seats in even seeds, the odd ones in odd seeds), seeded rounds
   ``0, 1, 2, ...`` played with ``run_tournament`` for ``--minutes`` or ``--rounds``: the
   expert alliance's mean score per round with its 95% interval, and its 头科 rate.
2. Decision time of the experts in those rounds at their setting (the default unless
   ``--time`` says otherwise): median and p99, every decision and the searched ones.
3. Environment steps per second with random agents (``gouji_learn.env``), and RLCard's
   Dou Dizhu steps per second in the same run (``bench_engine.bench_rlcard``).

Run from the repository root (not part of ``python3 tasks.py test``)::

    PYTHONPATH=. python3 benchmarks/bench_expert.py --minutes 40 --workers 1
    PYTHONPATH=. python3 benchmarks/bench_expert.py --quick    # a short run, printed only
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from bench_engine import DEFAULT_RLCARD_PYTHON, bench_rlcard  # noqa: E402
from machine import (  # noqa: E402
    ROOT,
    add_root_to_path,
    cpu_model,
    load_average,
    ms,
    package_source,
    percentile,
    python_platform,
    utc_now,
    verdict,
)

add_root_to_path()

import gouji_learn  # noqa: E402
from gouji_learn.engine import Bot, HeuristicBot  # noqa: E402
from gouji_learn.engine.expert import DEFAULT_TIME_PER_DECISION, ExpertBot  # noqa: E402
from gouji_learn.engine.tournament import Alternating, RoundResult, run_tournament  # noqa: E402

RULES = "qingdao"
TARGET_MEDIAN_S = 0.3
TARGET_P99_S = 1.0


class ExpertSeat:
    """The expert of a seat in a round: seeded ``seed * 6 + seat``, at the benchmark's budget."""

    def __init__(self, time_per_decision: float) -> None:
        self.time_per_decision = time_per_decision

    def __call__(self, seat: int, seed: int) -> Bot:
        return ExpertBot(self.time_per_decision, seed=seed * 6 + seat)


def heuristic_seat(seat: int, seed: int) -> Bot:
    """The heuristic of a seat (it needs no seed)."""
    return HeuristicBot()


def interval(xs: Sequence[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% interval (normal approximation)."""
    mean = statistics.fmean(xs)
    half = 1.96 * statistics.stdev(xs) / len(xs) ** 0.5 if len(xs) > 1 else float("inf")
    return mean, half


def play_rounds(
    args: argparse.Namespace, source: str, log: Callable[[str], None]
) -> list[RoundResult]:
    """Part 1: rounds in chunks until ``--rounds`` are played or ``--minutes`` are up; the
    source, then each result, is written to ``--log`` (JSON lines) as it comes."""
    lineup = Alternating(ExpertSeat(args.time), heuristic_seat)
    results: list[RoundResult] = []
    deadline = time.monotonic() + args.minutes * 60
    chunk = max(1, args.workers)
    with open(args.log, "w", encoding="utf-8") as out:
        header = {"source": source, "time": args.time, "launch": args.launch}
        out.write(json.dumps(header) + "\n")
        while len(results) < args.rounds and time.monotonic() < deadline:
            seeds = range(len(results), min(args.rounds, len(results) + chunk))
            done = run_tournament(lineup, seeds, RULES, backend="process", workers=args.workers)
            for r in done:
                out.write(json.dumps(to_json(r)) + "\n")
            out.flush()
            results += done
            mean, half = interval([score(r) for r in results]) if len(results) > 1 else (0, 0)
            log(f"{len(results)} rounds: expert mean {mean:+.2f} ± {half:.2f}")
    return results


def launch_prefix() -> str:
    """How this process was started: its CPUs (``taskset``) when not all, and its niceness."""
    cpus = sorted(os.sched_getaffinity(0))
    pinned = f"taskset -c {','.join(map(str, cpus))} " if len(cpus) < (os.cpu_count() or 1) else ""
    return f"{pinned}nice -n {os.nice(0)}"


def to_json(result: RoundResult) -> dict[str, object]:
    return {
        "seed": result.seed,
        "finish_order": list(result.finish_order),
        "scores": list(result.scores),
        "decisions": result.decisions,
        "void": result.void,
        "think": [list(t) for t in result.think],
    }


def from_json(data: dict[str, object]) -> RoundResult:
    think = data["think"]
    assert isinstance(think, list)
    return RoundResult(
        int(str(data["seed"])),
        tuple(int(s) for s in data["finish_order"]),  # type: ignore[attr-defined]
        tuple(int(s) for s in data["scores"]),  # type: ignore[attr-defined, arg-type]
        int(str(data["decisions"])),
        bool(data["void"]),
        tuple((int(s), float(t)) for s, t in think),
    )


def score(result: RoundResult) -> int:
    """The expert alliance's score in its round."""
    return result.score_of(Alternating.first_alliance(result.seed))


def env_steps(episodes: int) -> tuple[int, float]:
    """Part 3: random agents through the AEC API (mask sampled as a bool view): steps, seconds."""
    import numpy as np

    from gouji_learn.env import env

    game = env(RULES, seed=0)
    rng = np.random.default_rng(0)
    steps, seconds = 0, 0.0
    for episode in range(episodes):
        start = time.perf_counter()
        game.reset(seed=episode)
        for _agent in game.agent_iter():
            observation, _, terminated, truncated, _ = game.last()
            if terminated or truncated:
                game.step(None)
                continue
            legal = np.flatnonzero(observation["action_mask"].view(bool))
            game.step(int(legal[rng.integers(len(legal))]))
            steps += 1
        seconds += time.perf_counter() - start
    return steps, seconds


def report(
    args: argparse.Namespace,
    results: list[RoundResult],
    source: str,
    log: Callable[[str], None],
) -> str:
    """Parts 2 and 3 and the Markdown report; ``source`` is the code the rounds ran on."""
    log(f"env: {args.env_episodes} episodes of random agents")
    steps, seconds = env_steps(args.env_episodes)
    log(f"RLCard Dou Dizhu: {args.rlcard_games} games")
    rl = bench_rlcard(args.rlcard_python, args.rlcard_games, 900.0)
    rl_rate = rl.steps / sum(rl.durations) if rl.error is None else None
    env_rate = steps / seconds

    played = [r for r in results if not r.void]
    scores = [score(r) for r in played]
    mean, half = interval(scores)
    heads = sum(r.head_of(Alternating.first_alliance(r.seed)) for r in played)
    head_rate = heads / len(played)
    head_half = 1.96 * (head_rate * (1 - head_rate) / len(played)) ** 0.5
    expert_seats = [
        t for r in results for seat, t in r.think if seat % 2 == Alternating.first_alliance(r.seed)
    ]
    searched = [t for t in expert_seats if t > 1e-3]
    median, p99 = statistics.median(expert_seats), percentile(expert_seats, 99)
    s_median, s_p99 = statistics.median(searched), percentile(searched, 99)

    out: list[str] = []
    add = out.append
    options = ["--minutes", f"{args.minutes:g}", "--workers", str(args.workers)]
    options += ["--time", f"{args.time:g}", "--rounds", str(args.rounds)]
    script = "python3 benchmarks/bench_expert.py"
    command = f"PYTHONPATH=. {args.launch} {script} {shlex.join(options)}"
    add("# ExpertBot strength and environment speed: results\n")
    add("Generated by `benchmarks/bench_expert.py`; do not edit.\n")
    add(f"- Date: {utc_now()}; command (from the repository root): `{command}`")
    if args.note:
        add(f"- Note: {args.note}")
    add(
        f"- Budget per decision: {args.time:g} s (`ExpertBot` default "
        f"{DEFAULT_TIME_PER_DECISION:g} s), up to 5 moves searched; rules {RULES}"
    )
    add(
        f"- Cores used: {args.workers} worker process(es) started as `{args.launch}` "
        "for the rounds "
        f"(machine: {os.cpu_count()} logical CPUs shared with other jobs; load average at the end "
        f"{load_average()})"
    )
    add(f"- {python_platform()}; CPU: {cpu_model()}")
    add(f"- Source of the rounds: {source}")
    rl_state = f"unavailable: {rl.error}" if rl.error else "ok"
    add(f"- RLCard: its own virtual environment (`--rlcard-python`, see README.md): {rl_state}\n")

    add("## Targets\n")
    add("| target | measured | verdict |")
    add("| --- | --- | --- |")
    add(
        f"| expert alliance mean score > 0 (95% interval) | {mean:+.3f} ± {half:.3f} "
        f"over {len(played)} rounds | {verdict(mean - half > 0)} |"
    )
    add(
        f"| 头科 in more than half the rounds | {head_rate:.1%} ± {head_half:.1%} "
        f"({heads}/{len(played)}) | {verdict(head_rate > 0.5)} |"
    )
    add(
        f"| decision time median < 300 ms | {ms(median)} (searched only: {ms(s_median)}) "
        f"| {verdict(median < TARGET_MEDIAN_S)} |"
    )
    add(
        f"| decision time p99 < 1 s | {ms(p99)} (searched only: {ms(s_p99)}) "
        f"| {verdict(p99 < TARGET_P99_S)} |"
    )
    rl_text = f"{rl_rate:,.0f}" if rl_rate else "n/a"
    add(
        f"| env steps/s ≥ RLCard Dou Dizhu steps/s | {env_rate:,.0f} vs {rl_text} "
        f"| {verdict(None if rl_rate is None else env_rate >= rl_rate)} |\n"
    )

    add("## 1. Three ExpertBots against three HeuristicBots\n")
    add(
        f"Seeded rounds 0..{len(results) - 1} of {RULES}; in round `seed` the experts hold the "
        f"seats of alliance `seed % 2` (seeded `seed * 6 + seat`). {len(results)} rounds "
        f"({len(results) - len(played)} void deals, scored 0 and left out); "
        f"the interval is mean ± 1.96 standard errors.\n"
    )
    add("| rounds | mean score | 95% interval | sd | 头科 rate | 串三户 for / against |")
    add("| --- | --- | --- | --- | --- | --- |")
    sweeps_for = sum(s == 6 for s in scores)
    sweeps_against = sum(s == -6 for s in scores)
    add(
        f"| {len(played)} | {mean:+.3f} | [{mean - half:+.3f}, {mean + half:+.3f}] "
        f"| {statistics.stdev(scores):.2f} | {head_rate:.1%} | {sweeps_for} / {sweeps_against} |\n"
    )
    add("## 2. Decision time of the experts (in those rounds)\n")
    add("| decisions | count | median | p99 | max |")
    add("| --- | --- | --- | --- | --- |")
    for label, xs in (("all", expert_seats), ("searched (> 1 ms)", searched)):
        add(
            f"| {label} | {len(xs):,} | {ms(statistics.median(xs))} | {ms(percentile(xs, 99))} "
            f"| {ms(max(xs))} |"
        )
    add(
        "\nOne legal action returns at once; outside the play phase the expert plays the "
        "heuristic's choice (no search).\n"
    )
    add("## 3. Environment steps per second, random agents\n")
    add("| environment | episodes | steps | steps/s |")
    add("| --- | --- | --- | --- |")
    add(
        f"| `gouji_learn.env` ({RULES}), AEC `agent_iter` | {args.env_episodes} | {steps:,} "
        f"| {env_rate:,.0f} |"
    )
    if rl.error is None:
        add(
            f"| RLCard Dou Dizhu `RandomAgent` (rlcard {rl.versions['rlcard']}) "
            f"| {len(rl.durations)} | {rl.steps:,} | {rl_rate:,.0f} |"
        )
    add("")
    return "\n".join(out)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--minutes", type=float, default=40.0, help="time for the rounds")
    parser.add_argument("--rounds", type=int, default=1000, help="at most this many rounds")
    parser.add_argument("--time", type=float, default=DEFAULT_TIME_PER_DECISION)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--env-episodes", type=int, default=200)
    parser.add_argument("--rlcard-games", type=int, default=800)
    parser.add_argument("--rlcard-python", default=DEFAULT_RLCARD_PYTHON)
    parser.add_argument("--log", type=Path, default=Path("/tmp/gouji_expert_rounds.jsonl"))
    parser.add_argument("--from-log", action="store_true", help="report the rounds in --log")
    parser.add_argument("--note", default="", help="a line for the report (why a run is short)")
    parser.add_argument("--quick", action="store_true", help="4 rounds, 20 episodes, printed")
    parser.add_argument("--output", type=Path, default=ROOT / "benchmarks/EXPERT.md")
    args = parser.parse_args(argv)
    args.launch = launch_prefix()
    if args.quick:
        args.rounds, args.env_episodes, args.rlcard_games = 4, 20, 50

    def log(message: str) -> None:
        print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)

    source = package_source(Path(gouji_learn.__file__).resolve().parent)
    if args.from_log:
        lines = args.log.read_text(encoding="utf-8").splitlines()
        header = json.loads(lines[0])
        source = re.sub(r"`[^`]*/gouji_learn`", "`gouji_learn`", header["source"])
        args.time = float(header["time"])
        args.launch = header.get("launch", "nice -n 5")
        results = [from_json(json.loads(line)) for line in lines[1:]]
    else:
        results = play_rounds(args, source, log)
    text = report(args, results, source, log)
    print(text)
    if not args.quick:
        args.output.write_text(text + "\n", encoding="utf-8")
        log(f"written to {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
