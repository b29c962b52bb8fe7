#!/usr/bin/env python3
"""Soak test of the round engine: seeded random games of every preset for a chosen time.

Six RandomBot play games of five rounds (tribute flowing between them, X) of the four presets
in turn. After every action it checks what must always hold and probes the engine:

- C1 card conservation: the hands, the table and the cards set aside hold the 216 (196) cards;
- each card's place: every card of the shoe in exactly one place (a multiset equal to the shoe);
- JSON replay: the action goes through its JSON form into a shadow round, which must equal the
  round; at the end of each round the whole record (``RoundRecord.from_json``, the validating
  reader) and at the end of each game the game record must read back and replay to it;
- illegal probes: random illegal actions (another seat, a kind the phase does not take, cards the
  seat does not hold, random cards that are no legal play, seats outside 0-5) must be refused
  with an IllegalAction and leave the round unchanged.

Any other outcome is a failure. It writes ``benchmarks/SOAK.md`` with the rounds, actions,
probes and failures and the command. Run it from the repository root (it is not a test)::

    python benchmarks/soak.py --seconds 600         # writes benchmarks/SOAK.md
    python benchmarks/soak.py --seconds 20 --quick  # printed only
"""

from __future__ import annotations

import argparse
import json
import random
import shlex
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))  # for ``machine`` under ``python -m benchmarks.soak``

from machine import (  # noqa: E402
    ROOT,
    cpu_model,
    load_average,
    package_source,
    python_platform,
    utc_now,
)

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # this checkout's package, before any installed one

from gouji_learn import PRESET_NAMES, RuleSet, new_shoe  # noqa: E402
from gouji_learn.engine import (  # noqa: E402
    Action,
    ActionKind,
    GameRecord,
    IllegalAction,
    Phase,
    RandomBot,
    Round,
    RoundRecord,
    record_of,
    replay,
)
from gouji_learn.rules.cards import Card, Rank  # noqa: E402
from gouji_learn.rules.ruleset import SweepTribute  # noqa: E402

COMMAND = "python benchmarks/soak.py"
DEFAULT_OUT = HERE / "SOAK.md"
ROUNDS_PER_GAME = 5
MAX_ACTIONS = 5_000
"""A round taking more actions than this is a failure (it does not end)."""
MAX_FAILURES_SHOWN = 20


@dataclass
class Tally:
    """What the soak did and found."""

    rounds: Counter[str] = field(default_factory=Counter)
    games: Counter[str] = field(default_factory=Counter)
    actions: Counter[str] = field(default_factory=Counter)
    probes: Counter[str] = field(default_factory=Counter)
    refused_by: Counter[str] = field(default_factory=Counter)
    wrong_seat_rules: Counter[str] = field(default_factory=Counter)
    void: int = 0
    longest: int = 0
    failures: list[str] = field(default_factory=list)


class Failure(Exception):
    """An invariant broken or a probe answered wrongly."""


def fingerprint(state: Round) -> object:
    """Everything about the round, to tell whether a refusal changed it."""
    snapshot = getattr(state, "snapshot", None)
    return snapshot() if callable(snapshot) else state.copy()  # type: ignore[attr-defined]


def rank_key(cards: tuple[Card, ...]) -> tuple[tuple[Rank, int], ...]:
    """H1: a play's ranks and counts (suits never matter)."""
    return tuple(sorted(Counter(card.rank for card in cards).items()))


def probes(state: Round, rng: random.Random, legal: list[Action]) -> list[tuple[str, Action]]:
    """Random actions the rules forbid now, each with its category."""
    seat = state.to_act
    assert seat is not None
    pick = legal[rng.randrange(len(legal))]
    hand = state.hands[seat].cards()
    allowed = {(a.kind, rank_key(a.cards)) for a in legal}
    found: list[tuple[str, Action]] = []
    other = rng.choice([s for s in range(6) if s != seat])
    found.append(("another seat", pick._replace(seat=other)))
    kinds = [k for k in ActionKind if all(a.kind is not k for a in legal)]
    if kinds:
        found.append(("a kind not open now", Action(rng.choice(kinds), seat, ())))
    missing = [rank for rank in Rank if all(card.rank is not rank for card in hand)]
    if missing:
        card = Card(rng.choice(missing))
        found.append(("cards not held", Action(ActionKind.PLAY, seat, (card,) * rng.randint(1, 3))))
    if hand:
        cards = tuple(rng.sample(hand, min(len(hand), rng.randint(1, 6))))
        kind = rng.choice([ActionKind.PLAY, ActionKind.BURN, ActionKind.RETURN_TRIBUTE])
        if (kind, rank_key(cards)) not in allowed:
            found.append(("random held cards", Action(kind, seat, cards)))
    found.append(("seat outside 0-5", pick._replace(seat=rng.choice([-1, 6, 99]))))
    return found


def probe(state: Round, category: str, action: Action, tally: Tally) -> None:
    """The engine must refuse ``action`` with an IllegalAction and change nothing."""
    before = fingerprint(state)
    tally.probes[category] += 1
    try:
        state.apply(action)
    except IllegalAction as refusal:
        tally.refused_by[refusal.rule] += 1
        if category == "another seat":
            tally.wrong_seat_rules[refusal.rule] += 1
    except Exception as error:  # a probe must meet the package's refusal, nothing else
        why = f"probe {category} {action!r} raised {type(error).__name__}: {error}"
        raise Failure(why) from error
    else:
        raise Failure(f"probe {category} {action!r} was accepted")
    if fingerprint(state) != before:
        raise Failure(f"probe {category} {action!r} was refused but changed the round")


def check_cards(state: Round, shoe: Counter[Card], total: int) -> None:
    """C1: every card of the shoe in exactly one place."""
    held = sum(map(len, state.hands)) + len(state.table) + len(state.set_aside)
    if held != total:
        raise Failure(f"C1: {held} cards in play, not {total}")
    if Counter(state.card_places()) != shoe:
        raise Failure("C1: the cards' places are not the shoe")


def play_round(
    state: Round, bots: list[RandomBot], rng: random.Random, tally: Tally, probe_count: int
) -> None:
    """Play the round to its end, checking and probing after every action."""
    name = state.rules.name
    shoe = Counter(new_shoe(state.rules.short_shoe))
    total = sum(shoe.values())
    shadow = RoundRecord.from_data(json.loads(record_of(state).to_json())).new_round()
    check_cards(state, shoe, total)
    steps = 0
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        legal = list(state.legal_actions())
        if not legal or any(a.seat != seat for a in legal):
            raise Failure(f"seat {seat} to act has legal actions {legal!r}")
        candidates = probes(state, rng, legal)
        rng.shuffle(candidates)
        for category, action in candidates[:probe_count]:
            probe(state, category, action, tally)
        chosen = bots[seat].act(state.view(seat), legal)
        state.apply(chosen)
        shadow.apply(Action.from_json(json.loads(json.dumps(chosen.to_json()))))
        steps += 1
        tally.actions[name] += 1
        if steps > MAX_ACTIONS:
            raise Failure(f"the round takes more than {MAX_ACTIONS} actions")
        check_cards(state, shoe, total)
        if shadow != state:
            raise Failure(f"action {steps}: the round replayed from JSON differs")
    tally.longest = max(tally.longest, steps)
    again = replay(RoundRecord.from_json(record_of(state).to_json()))
    if again != state:
        raise Failure("the round's JSON record replays to another state")


def play_game(rules: RuleSet, seed: int, tally: Tally, probe_count: int) -> None:
    """Five rounds with tribute between them; the game record must read back."""
    rng = random.Random(seed)
    carry = None
    records = []
    for index in range(ROUNDS_PER_GAME):
        round_seed = seed * 100 + index
        bots = [RandomBot(round_seed * 6 + s) for s in range(6)]
        state = Round(rules, round_seed, None, carry, index)
        where = f"{rules.name} seed {round_seed} (round {index} of game {seed})"
        try:
            play_round(state, bots, rng, tally, probe_count)
        except Failure as failure:
            tally.failures.append(f"{where}: {failure}")
            return
        except Exception:  # an error of the engine itself: a failure, with where it came from
            last = traceback.format_exc().strip().splitlines()[-1]
            tally.failures.append(f"{where}: {last}")
            return
        tally.rounds[rules.name] += 1
        records.append(record_of(state))
        if state.phase is Phase.VOID:
            tally.void += 1
            continue
        carry = state.carry_forward()
        if carry.sweep and rules.sweep_tribute == SweepTribute.NEW_GAME:
            carry = None
    game = GameRecord(rules, seed, tuple(records))
    try:
        if GameRecord.from_json(game.to_json()) != game:
            tally.failures.append(f"{rules.name} game {seed}: the game record reads back different")
    except Exception as error:
        tally.failures.append(f"{rules.name} game {seed}: game record: {error}")
    tally.games[rules.name] += 1


def soak(seconds: float, first_seed: int, probe_count: int, say: Callable[[str], None]) -> Tally:
    """Play games of the presets in turn until ``seconds`` have passed."""
    tally = Tally()
    end = time.monotonic() + seconds
    seed = first_seed
    next_report = time.monotonic() + 30
    while time.monotonic() < end:
        for name in PRESET_NAMES:
            play_game(RuleSet.preset(name), seed, tally, probe_count)
        seed += 1
        if time.monotonic() >= next_report:
            next_report += 30
            say(
                f"{sum(tally.rounds.values()):,} rounds, {sum(tally.actions.values()):,} "
                f"actions, {sum(tally.probes.values()):,} probes, {len(tally.failures)} failures"
            )
    return tally


def report(tally: Tally, args: argparse.Namespace, took: float, started: str, load: str) -> str:
    """The results file."""
    rounds, actions = sum(tally.rounds.values()), sum(tally.actions.values())
    probes_done = sum(tally.probes.values())
    command = " ".join([COMMAND, *map(shlex.quote, args.argv)])
    lines = [
        "# Engine soak: results",
        "",
        "Generated by `benchmarks/soak.py` (see its docstring); do not edit.",
        "",
        f"- Date: {started}; ran {took:.0f} s",
        f"- Command (from the repository root): `{command}`",
        f"- {python_platform()}",
        f"- CPU: {cpu_model()}; load average before → after: {load} → {load_average()}",
        f"- Source: {package_source(ROOT / 'gouji_learn')}",
        f"- Seeds: games {args.seed} onwards; round seed = game × 100 + round; RandomBot of "
        f"seat s seeded round seed × 6 + s; probes drawn from random.Random(game seed)",
        "",
        "## Figures",
        "",
        f"**{rounds:,} rounds, {actions:,} actions, {probes_done:,} illegal probes, "
        f"{len(tally.failures)} failures.**",
        "",
        "| preset | games | rounds | actions |",
        "| --- | --- | --- | --- |",
    ]
    for name in PRESET_NAMES:
        lines.append(
            f"| {name} | {tally.games[name]:,} | {tally.rounds[name]:,} | {tally.actions[name]:,} |"
        )
    lines += [
        "",
        f"Void deals (R1): {tally.void:,}. The longest round took {tally.longest:,} actions.",
        "",
        "After every action: card conservation and each card's place (C1), the action through "
        "JSON into a shadow round equal to the round; after every round its record read back "
        "by `RoundRecord.from_json` (which replays it and checks its finish order and scores) "
        "and replayed equal; after every game its `GameRecord` read back equal.",
        "",
        "| illegal probe | count |",
        "| --- | --- |",
        *(f"| {category} | {n:,} |" for category, n in sorted(tally.probes.items())),
        "",
        "Refused with: "
        + ", ".join(f"{rule} {n:,}" for rule, n in sorted(tally.refused_by.items()))
        + ".",
        "",
        "Another seat's action was refused with: "
        + ", ".join(f"{rule} {n:,}" for rule, n in sorted(tally.wrong_seat_rules.items()))
        + " (issue 9 point 3: F2 the turn, F3 a pass, F5 the 对头's gouji answer are public;"
        " never R1 or another rule that reveals a hand).",
        "",
        "## Failures",
        "",
    ]
    if tally.failures:
        lines += [f"- {line}" for line in tally.failures[:MAX_FAILURES_SHOWN]]
        if len(tally.failures) > MAX_FAILURES_SHOWN:
            lines.append(f"- ... and {len(tally.failures) - MAX_FAILURES_SHOWN} more")
    else:
        lines.append("None.")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="how long to play")
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed")
    parser.add_argument("--probes", type=int, default=5, help="illegal probes per action")
    parser.add_argument("--quick", action="store_true", help="print the report only")
    parser.add_argument("--output", type=Path, default=None, help="the results file")
    args = parser.parse_args(argv)
    args.argv = list(sys.argv[1:] if argv is None else argv)
    started, load = utc_now(), load_average()
    start = time.monotonic()
    tally = soak(args.seconds, args.seed, args.probes, lambda line: print(line, flush=True))
    text = report(tally, args, time.monotonic() - start, started, load)
    print(text)
    if not args.quick:
        out = args.output or DEFAULT_OUT
        out.write_text(text, encoding="utf-8")
        print(f"written: {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}")
    return 1 if tally.failures else 0


if __name__ == "__main__":
    sys.exit(main())
