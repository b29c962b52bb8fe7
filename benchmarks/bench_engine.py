#!/usr/bin/env python3
"""Speed benchmarks of the round engine (``gouji_learn.engine``), with RLCard as the reference.

What it measures, in one run:

1. Six ``RandomBot`` play N seeded rounds of each preset (qingdao, linyi, tongsu, irvine):
   rounds per second, decisions per second and the median / p99 time of one whole round
   (``Round(preset, seed)`` up to ``is_over``). A decision is what ``play_out`` does:
   ``legal_actions()``, ``view(seat)`` + the bot's ``act`` (its choice), ``apply()``.
2. The latency of listing the legal actions with the cache cold (``_legal`` and any
   ``*cache*`` attribute of the state cleared first, so the list is built from scratch), at
   every PLAY-phase position of the same rounds where the seat to act holds at most 36 cards:
   median, mean, p99, max and count, for leads and follows separately. The garbage collector
   is off during each timed call (as in ``timeit``). The same pass times each part of a decision.
3. The same random-agent figures for RLCard's Dou Dizhu (``RandomAgent``, ``env.step``), run as
   a subprocess with the Python of a separate virtual environment (``--rlcard-python``).
4. The targets as PASS/MISS, the time of ``simulate_round`` with six ``HeuristicBot`` and a
   cProfile of a few random rounds (top functions by cumulative and by own time).

Run it from the repository root (it is not part of ``python3 tasks.py test``)::

    python3 -m venv /tmp/rlcard-venv && /tmp/rlcard-venv/bin/pip install rlcard  # once
    PYTHONPATH=. python3 benchmarks/bench_engine.py --rlcard-python /tmp/rlcard-venv/bin/python
                                                               # writes benchmarks/RESULTS.md
    PYTHONPATH=. python3 benchmarks/bench_engine.py --quick    # a short run, printed only
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import json
import pstats
import shlex
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))  # for ``machine`` under ``python -m benchmarks.bench_engine``

from machine import (  # noqa: E402
    ROOT,
    add_root_to_path,
    cpu_model,
    load_average,
    ms,
    package_source,
    package_version,
    python_platform,
    shown_path,
    us,
    utc_now,
    verdict,
)

add_root_to_path()  # after PYTHONPATH: another checkout of the package may be timed

import gouji_learn  # noqa: E402
from gouji_learn.engine import HeuristicBot, Phase, RandomBot, Round, simulate_round  # noqa: E402
from gouji_learn.rules.seats import SEAT_COUNT  # noqa: E402

PRESETS = ("qingdao", "linyi", "tongsu", "irvine")
MAX_CARDS = 36
DEFAULT_RLCARD_PYTHON = "/tmp/rlcard-venv/bin/python"
RLCARD_SETUP = "python3 -m venv $RLCARD_VENV && $RLCARD_VENV/bin/pip install rlcard"
"""Results files name the RLCard environment ``$RLCARD_VENV`` (a machine's path is no command)."""
COMMAND = "PYTHONPATH=. python3 benchmarks/bench_engine.py"
"""The command as RESULTS.md names it: run from the repository root."""

# Targets (issue 7: speed holds after the split; issue 16: five times RLCard) and the reference
# figures quoted for scale.
TARGET_RATIO_TO_RLCARD = 5.0
TARGET_LIST_MEDIAN_US = 20.0
TARGET_LIST_P99_US = 500.0
TARGET_ROUND_MEDIAN_MS = 30.0
REFERENCE_QUOTE = (
    "the one public Python Gouji engine we know lists its legal actions in 112 µs median, "
    "711 µs mean and 14 ms at the 99th percentile, and runs about 1,300 random decisions per "
    "second; RLCard's Dou Dizhu runs about 8,700 steps per second on these machines"
)
CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.process_time}
"""``--clock``: wall time, or the CPU time of the timed process (what other load on a busy
machine takes away from it then counts less; both engines are timed alike)."""
CLOCK: list[Callable[[], float]] = [time.perf_counter]
CLOCK_NAME: list[str] = ["wall"]
REF_LIST_US = {"median": 112.0, "mean": 711.0, "p99": 14000.0}
REF_DECISIONS_PER_S = 1300.0
REF_RLCARD_STEPS_PER_S = 8700.0

# Runs in the RLCard virtual environment: argv = games, seed; prints one JSON line.
RLCARD_CODE = r"""
import json, platform, sys, time
import numpy as np
import rlcard
from rlcard.agents import RandomAgent

games, seed = int(sys.argv[1]), int(sys.argv[2])
clock = time.process_time if sys.argv[3] == "cpu" else time.perf_counter
env = rlcard.make("doudizhu", config={"seed": seed})
agent = RandomAgent(num_actions=env.num_actions)
np.random.seed(seed)
for _ in range(3):  # warm-up, untimed
    state, _ = env.reset()
    while not env.is_over():
        state, _ = env.step(agent.step(state))
durations, steps = [], 0
for _ in range(games):
    start = clock()
    state, _ = env.reset()
    while not env.is_over():
        state, _ = env.step(agent.step(state))
        steps += 1
    durations.append(clock() - start)
print(json.dumps({"durations": durations, "steps": steps, "python": platform.python_version(),
                  "rlcard": rlcard.__version__, "numpy": np.__version__}))
"""


@dataclass
class Summary:
    """Median, mean, p99, max and count of a list of durations (seconds)."""

    n: int
    median: float
    mean: float
    p99: float
    max: float

    @classmethod
    def of(cls, xs: Sequence[float]) -> Summary:
        if not xs:
            return cls(0, float("nan"), float("nan"), float("nan"), float("nan"))
        p99 = statistics.quantiles(xs, n=100, method="inclusive")[98] if len(xs) > 1 else xs[0]
        return cls(len(xs), statistics.median(xs), statistics.fmean(xs), p99, max(xs))


@dataclass
class RandomRounds:
    """Part 1 for one preset (or all): round durations and decision count."""

    durations: list[float] = field(default_factory=list)
    decisions: int = 0
    void: int = 0

    @property
    def seconds(self) -> float:
        return sum(self.durations)


@dataclass
class Listing:
    """Part 2: cold listing latencies, the warm (cached) check and the decision breakdown."""

    leads: list[float] = field(default_factory=list)
    follows: list[float] = field(default_factory=list)
    warm: list[float] = field(default_factory=list)
    skipped_big_hands: int = 0
    parts: dict[str, float] = field(default_factory=dict)


@dataclass
class RLCardResult:
    """Part 3: RLCard Dou Dizhu with RandomAgent, or why it could not run."""

    durations: list[float]
    steps: int
    versions: dict[str, str]
    error: str | None = None


def make_cold(state: Round) -> None:
    """Clear the state's cached legal list (and any ``*cache*`` attribute) before timing."""
    for name, value in list(vars(state).items()):
        if name == "_legal" or "cache" in name.lower():
            clear = getattr(value, "clear", None)
            if name != "_legal" and callable(clear):
                clear()
            else:
                setattr(state, name, None)


def bots_for(seed: int) -> list[RandomBot]:
    """The six random bots of a round: seat ``s`` of round ``seed`` gets ``seed * 6 + s``."""
    return [RandomBot(seed * SEAT_COUNT + s) for s in range(SEAT_COUNT)]


def random_round(preset: str, seed: int) -> Round:
    """One round with six random bots, the decision loop of ``play_out`` written out."""
    bots = bots_for(seed)
    state = Round(preset, seed)
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        state.apply(bots[seat].act(state.view(seat), legal))
    return state


def bench_random(preset: str, rounds: int) -> RandomRounds:
    """Part 1: time whole random rounds (construction included)."""
    result = RandomRounds()
    random_round(preset, 10**6)  # warm-up, untimed
    for seed in range(rounds):
        start = CLOCK[0]()
        state = random_round(preset, seed)
        result.durations.append(CLOCK[0]() - start)
        result.decisions += len(state.history)
        result.void += state.phase is Phase.VOID
    return result


def bench_listing(preset: str, rounds: int, listing: Listing) -> None:
    """Part 2: the same rounds, timing a cold ``legal_actions()`` at each PLAY position."""
    clock = CLOCK[0]
    parts = listing.parts
    for seed in range(rounds):
        bots = bots_for(seed)
        state = Round(preset, seed)
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            make_cold(state)
            timed = state.phase is Phase.PLAY and len(state.hands[seat]) <= MAX_CARDS
            if state.phase is Phase.PLAY and not timed:
                listing.skipped_big_hands += 1
            lead = state.trick.last_play is None
            gc.disable()
            t0 = clock()
            legal = state.legal_actions()
            t1 = clock()
            gc.enable()
            if timed:
                (listing.leads if lead else listing.follows).append(t1 - t0)
                w0 = clock()
                state.legal_actions()
                listing.warm.append(clock() - w0)
            t2 = clock()
            view = state.view(seat)
            t3 = clock()
            action = bots[seat].act(view, legal)
            t4 = clock()
            state.apply(action)
            t5 = clock()
            for part, took in (
                ("legal_actions()", t1 - t0),
                ("view(seat)", t3 - t2),
                ("bot.act()", t4 - t3),
                ("apply()", t5 - t4),
            ):
                parts[part] = parts.get(part, 0.0) + took


def bench_heuristic(preset: str, rounds: int) -> list[float]:
    """``simulate_round`` with six HeuristicBot (its default), one duration per round."""
    simulate_round(preset, 10**6, [HeuristicBot() for _ in range(SEAT_COUNT)])  # warm-up
    durations = []
    for seed in range(rounds):
        start = CLOCK[0]()
        simulate_round(preset, seed)
        durations.append(CLOCK[0]() - start)
    return durations


def bench_rlcard(python: str, games: int, timeout: float) -> RLCardResult:
    """Part 3: run RLCard's Dou Dizhu in its own interpreter; never raises."""
    if not Path(python).exists():
        return RLCardResult(
            [], 0, {}, f"`{shown_venv(python)}` not found (set it up: `{RLCARD_SETUP}`)"
        )
    try:
        done = subprocess.run(
            [python, "-c", RLCARD_CODE, str(games), "0", CLOCK_NAME[0]],
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        return RLCardResult([], 0, {}, f"could not run `{shown_venv(python)}`: {error}")
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        tail = " / ".join(done.stderr.strip().splitlines()[-2:])
        return RLCardResult([], 0, {}, f"`{shown_venv(python)}` exited {done.returncode}: {tail}")
    data = json.loads(lines[-1])
    versions = {"rlcard": data["rlcard"], "numpy": data["numpy"], "python": data["python"]}
    return RLCardResult(list(data["durations"]), int(data["steps"]), versions)


def shown_venv(python: str) -> str:
    """The RLCard interpreter as a results file names it: ``$RLCARD_VENV/bin/python``."""
    return f"$RLCARD_VENV/bin/{Path(python).name}"


def shown_command(argv: Sequence[str]) -> str:
    """The command line, from the repository root, with the RLCard venv as ``$RLCARD_VENV``."""
    args = [shlex.quote(arg) for arg in argv]
    for i, arg in enumerate(argv[:-1]):
        if arg == "--rlcard-python":
            args[i + 1] = shown_venv(argv[i + 1])
        elif arg == "--output":
            args[i + 1] = shlex.quote(shown_path(argv[i + 1]))
    return " ".join([COMMAND, *args])


def profile_rounds(rounds: int, top: int) -> tuple[float, list[str], list[str]]:
    """cProfile ``rounds`` random rounds per preset; the top functions by cumulative/own time."""
    profiler = cProfile.Profile()

    def play() -> None:
        for preset in PRESETS:
            for seed in range(rounds):
                random_round(preset, seed)

    profiler.runcall(play)
    stats = pstats.Stats(profiler)
    raw: dict[tuple[str, int, str], tuple[int, int, float, float, object]] = stats.stats  # type: ignore[attr-defined]
    total = max(entry[3] for entry in raw.values())  # the driver ``play``: the whole run
    rows = [
        (key, calls, own, cumulative)
        for key, (_, calls, own, cumulative, _) in raw.items()
        if Path(key[0]).name not in ("bench_engine.py", "cProfile.py") and "disable" not in key[2]
    ]

    def show(key: tuple[str, int, str], calls: int, own: float, cumulative: float) -> str:
        file, line, name = key
        where = f"{Path(file).name}:{line}({name})" if line else name
        return (
            f"| `{where}` | {calls:,} | {own * 1e3:,.0f} ms ({own / total:.0%}) "
            f"| {cumulative * 1e3:,.0f} ms ({cumulative / total:.0%}) |"
        )

    by_cum = sorted(rows, key=lambda r: -r[3])[:top]
    by_own = sorted(rows, key=lambda r: -r[2])[:top]
    return total, [show(*r) for r in by_cum], [show(*r) for r in by_own]


def run(args: argparse.Namespace, log: Callable[[str], None]) -> str:
    """Run every benchmark and return the report (Markdown)."""
    rounds: int = args.rounds
    heuristic_rounds: int = args.heuristic_rounds
    load_before = load_average()
    begun = time.perf_counter()

    per_preset: dict[str, RandomRounds] = {}
    for preset in PRESETS:
        log(f"random rounds: {preset} x {rounds}")
        per_preset[preset] = bench_random(preset, rounds)
    total = RandomRounds()
    for result in per_preset.values():
        total.durations += result.durations
        total.decisions += result.decisions
        total.void += result.void

    listing = Listing()
    for preset in PRESETS:
        log(f"cold legal_actions(): {preset} x {rounds}")
        bench_listing(preset, rounds, listing)

    heuristic: dict[str, list[float]] = {}
    for preset in PRESETS:
        log(f"simulate_round, six HeuristicBot: {preset} x {heuristic_rounds}")
        heuristic[preset] = bench_heuristic(preset, heuristic_rounds)

    log(f"RLCard Dou Dizhu x {args.rlcard_games} games with {args.rlcard_python}")
    rl = bench_rlcard(args.rlcard_python, args.rlcard_games, args.rlcard_timeout)

    log(f"cProfile: {args.profile_rounds} random rounds per preset")
    prof_total, prof_cum, prof_own = profile_rounds(args.profile_rounds, 8)
    elapsed = time.perf_counter() - begun
    load_after = load_average()

    # ------------------------------------------------------------------ figures and verdicts
    decisions_per_s = total.decisions / total.seconds
    round_summary = Summary.of(total.durations)
    every = Summary.of(listing.leads + listing.follows)
    leads, follows = Summary.of(listing.leads), Summary.of(listing.follows)
    warm = Summary.of(listing.warm)
    rl_steps_per_s = rl.steps / sum(rl.durations) if rl.error is None else None
    ratio = decisions_per_s / rl_steps_per_s if rl_steps_per_s else None

    out: list[str] = []
    add = out.append
    now = utc_now()
    command = shown_command(sys.argv[1:])
    add("# Round engine speed: results\n")
    add("Generated by `benchmarks/bench_engine.py` (see `benchmarks/README.md`); do not edit.\n")
    add(f"- Date: {now}; whole run {elapsed:.0f} s" + (" (**--quick**)" if args.quick else ""))
    add(f"- Command (from the repository root): `{command}`")
    add(f"- RLCard environment (once): `{RLCARD_SETUP}`")
    add(f"- {python_platform()}")
    add(f"- CPU: {cpu_model()}")
    add(f"- Load average (1, 5, 15 min) before → after: {load_before} → {load_after}")
    add(
        f"- Clock: {CLOCK_NAME[0]} "
        + (
            "(CPU time of each timed process, `time.process_time`; RLCard's too)"
            if CLOCK_NAME[0] == "cpu"
            else "(`time.perf_counter`)"
        )
    )
    rl_versions = (
        f"rlcard {rl.versions['rlcard']}, numpy {rl.versions['numpy']} "
        f"(Python {rl.versions['python']}, `{shown_venv(args.rlcard_python)}`)"
        if rl.error is None
        else "RLCard unavailable"
    )
    add(f"- Packages: gouji-learn {package_version('gouji-learn')}; {rl_versions}")
    add(f"- Engine source: {package_source(Path(gouji_learn.__file__).resolve().parent)}")
    add(
        f"- Seeds: round `seed` = 0..{rounds - 1} per preset, RandomBot of seat `s` seeded "
        f"`seed * 6 + s`; RLCard env and numpy seeded 0\n"
    )

    add("## Targets\n")
    add("| target | measured | verdict |")
    add("| --- | --- | --- |")
    ratio_text = f"{ratio:.2f}×" if ratio is not None else f"n/a ({rl.error})"
    add(
        f"| decisions/s (six RandomBot) ≥ {TARGET_RATIO_TO_RLCARD}× RLCard Dou Dizhu steps/s "
        f"| {decisions_per_s:,.0f} / {rl_steps_per_s or float('nan'):,.0f} = {ratio_text} "
        f"| {verdict(None if ratio is None else ratio >= TARGET_RATIO_TO_RLCARD)} |"
    )
    for label, summary in (("all", every), ("leads", leads), ("follows", follows)):
        add(
            f"| listing ({label}) median < {TARGET_LIST_MEDIAN_US:.0f} µs | {us(summary.median)} "
            f"| {verdict(summary.median * 1e6 < TARGET_LIST_MEDIAN_US)} |"
        )
        add(
            f"| listing ({label}) p99 < {TARGET_LIST_P99_US:.0f} µs | {us(summary.p99)} "
            f"| {verdict(summary.p99 * 1e6 < TARGET_LIST_P99_US)} |"
        )
    add(
        f"| one random round median < {TARGET_ROUND_MEDIAN_MS:.0f} ms | {ms(round_summary.median)} "
        f"| {verdict(round_summary.median * 1e3 < TARGET_ROUND_MEDIAN_MS)} |\n"
    )
    add(f"For scale, the issue: “{REFERENCE_QUOTE}”.\n")
    add("| figure | this engine | the other Gouji engine (issue) | this ÷ issue |")
    add("| --- | --- | --- | --- |")
    for key, mine in (("median", every.median), ("mean", every.mean), ("p99", every.p99)):
        ref = REF_LIST_US[key] / 1e6
        add(f"| listing {key} | {us(mine)} | {us(ref)} | {mine / ref:.2f} |")
    add(
        f"| random decisions/s | {decisions_per_s:,.0f} | {REF_DECISIONS_PER_S:,.0f} "
        f"| {decisions_per_s / REF_DECISIONS_PER_S:.1f} |"
    )
    if rl_steps_per_s is not None:
        add(
            f"| RLCard Dou Dizhu steps/s (measured here) | {rl_steps_per_s:,.0f} "
            f"| {REF_RLCARD_STEPS_PER_S:,.0f} | {rl_steps_per_s / REF_RLCARD_STEPS_PER_S:.2f} |"
        )
    add("")

    add("## 1. Six RandomBot: whole rounds\n")
    add(
        "A decision = `legal_actions()` + `view(seat)` and the bot's `act` + `apply()`; "
        "a round's time runs from `Round(preset, seed)` to `is_over` (the deal, tribute and "
        "other automatic steps included; bots created outside it).\n"
    )
    add(
        "| preset | rounds (void) | decisions | decisions/round | rounds/s | decisions/s "
        "| round median | round p99 |"
    )
    add("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for name, result in [*per_preset.items(), ("**total**", total)]:
        summary = Summary.of(result.durations)
        add(
            f"| {name} | {summary.n} ({result.void}) | {result.decisions:,} "
            f"| {result.decisions / summary.n:.0f} | {summary.n / result.seconds:,.1f} "
            f"| {result.decisions / result.seconds:,.0f} | {ms(summary.median)} "
            f"| {ms(summary.p99)} |"
        )
    add("")

    add("## 2. Listing the legal actions, cache cold\n")
    add(
        f"`state.legal_actions()` timed alone at every PLAY-phase position of the rounds above "
        f"where the seat to act holds ≤ {MAX_CARDS} cards, after clearing the state's `_legal` "
        f"cache (and any `*cache*` attribute), garbage collector off during the call. "
        f"{listing.skipped_big_hands} PLAY positions with more cards were left out.\n"
    )
    add("| positions | count | median | mean | p99 | max |")
    add("| --- | --- | --- | --- | --- | --- |")
    for label, summary in (("leads", leads), ("follows", follows), ("all", every)):
        add(
            f"| {label} | {summary.n:,} | {us(summary.median)} | {us(summary.mean)} "
            f"| {us(summary.p99)} | {us(summary.max)} |"
        )
    add(
        f"\nCheck that the timed calls did real work: the same call again (cached) takes "
        f"{us(warm.median)} median.\n"
    )
    parts_total = sum(listing.parts.values())
    add("Where a decision's time goes (same pass, every decision of every phase):\n")
    add("| part | share | total |")
    add("| --- | --- | --- |")
    for part, took in listing.parts.items():
        add(f"| `{part}` | {took / parts_total:.0%} | {took:,.2f} s |")
    add("")

    add("## 3. RLCard Dou Dizhu, RandomAgent (reference)\n")
    if rl.error is not None:
        add(f"RLCard unavailable: {rl.error}. The ratio target is not judged.\n")
    else:
        summary = Summary.of(rl.durations)
        add(
            "`rlcard.make('doudizhu', config={'seed': 0})`, one `RandomAgent`, loop "
            "`env.step(agent.step(state))` from `env.reset()` to `env.is_over()`; a step = a "
            "decision; a game's time includes `env.reset()` (the deal).\n"
        )
        add("| games | steps | steps/game | games/s | steps/s | game median | game p99 |")
        add("| --- | --- | --- | --- | --- | --- | --- |")
        add(
            f"| {summary.n} | {rl.steps:,} | {rl.steps / summary.n:.0f} "
            f"| {summary.n / sum(rl.durations):,.1f} | {rl_steps_per_s:,.0f} "
            f"| {ms(summary.median)} | {ms(summary.p99)} |\n"
        )

    add("## 4. `simulate_round` with six HeuristicBot (the widgets' case)\n")
    add("| preset | rounds | median | mean | p99 | max |")
    add("| --- | --- | --- | --- | --- | --- |")
    all_heuristic = [d for durations in heuristic.values() for d in durations]
    for name, durations in [*heuristic.items(), ("**total**", all_heuristic)]:
        s = Summary.of(durations)
        add(f"| {name} | {s.n} | {ms(s.median)} | {ms(s.mean)} | {ms(s.p99)} | {ms(s.max)} |")
    add("")

    add(f"## Profile: {args.profile_rounds} random rounds per preset under cProfile\n")
    add(
        f"Total {prof_total:,.2f} s under the profiler (slower than unprofiled; read the shares, "
        f"not the times).\n"
    )
    for title, rows in (("cumulative", prof_cum), ("own", prof_own)):
        add(f"Top 8 by {title} time:\n")
        add("| function | calls | own time | cumulative |")
        add("| --- | --- | --- | --- |")
        out.extend(rows)
        add("")
    return "\n".join(out)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--rounds", type=int, help="random rounds per preset (default 300)")
    parser.add_argument("--quick", action="store_true", help="30 rounds per preset, print only")
    parser.add_argument("--heuristic-rounds", type=int, help="per preset (default rounds / 5)")
    parser.add_argument("--rlcard-games", type=int, help="default: 4 × rounds")
    parser.add_argument("--rlcard-python", default=DEFAULT_RLCARD_PYTHON)
    parser.add_argument("--rlcard-timeout", type=float, default=900.0, help="seconds")
    parser.add_argument("--profile-rounds", type=int, default=5, help="per preset")
    parser.add_argument("--output", type=Path, help="default benchmarks/RESULTS.md (not --quick)")
    parser.add_argument(
        "--clock", choices=sorted(CLOCKS), default="wall", help="wall (default) or cpu time"
    )
    args = parser.parse_args(argv)
    CLOCK[0], CLOCK_NAME[0] = CLOCKS[args.clock], args.clock
    args.rounds = args.rounds or (30 if args.quick else 300)
    if args.rounds < 2:
        parser.error("--rounds must be at least 2")
    args.heuristic_rounds = args.heuristic_rounds or max(2, args.rounds // 5)
    args.rlcard_games = args.rlcard_games or 4 * args.rounds
    if args.quick:
        args.profile_rounds = min(args.profile_rounds, 2)
    output: Path | None = args.output or (None if args.quick else ROOT / "benchmarks/RESULTS.md")

    def log(message: str) -> None:
        print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)

    report = run(args, log)
    if output is None:
        print(report)
    else:
        output.write_text(report + "\n", encoding="utf-8")
        print(report)
        log(f"written to {output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
