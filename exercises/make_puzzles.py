#!/usr/bin/env python3
"""Write the puzzle records, ``gouji_learn/exercises/data/puzzles.json`` (run by hand).

    python exercises/make_puzzles.py

For each level, seeded deals (qingdao; the level's first seed, then the next ones) are played
by heuristic bots from the deal's first lead, and the first point of a deal that fits the level
(after a number of moves the seed gives) is kept: level 1 an opponent's play to beat, not a
gouji hand (the seat to act may pass), level 2 a gouji hand its 对头 is to answer, level 3 a
new trick to lead; and some legal play reaches the level's goal while another misses it. A
record holds the six hands as dealt, the leader, the moves since (the engine's notation), the
viewer (null: every count drawn), the goal by name and the write-up (the level's pattern
filled in both languages). Each record is read back and rebuilt with ``Round.position`` +
``Round.do`` before the file is written. This script is the only place bots are used for
puzzles: the package only reads the file.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gouji_learn.engine.actions import ActionKind  # noqa: E402
from gouji_learn.engine.bots import HeuristicBot  # noqa: E402
from gouji_learn.engine.core import Phase  # noqa: E402
from gouji_learn.engine.round import Round  # noqa: E402
from gouji_learn.exercises.goals import MoveGoal, OutCount  # noqa: E402
from gouji_learn.exercises.move_reading import move_text, parse_move  # noqa: E402
from gouji_learn.exercises.puzzles import (  # noqa: E402
    DATA,
    GOALS,
    LEVELS,
    PER_LEVEL,
    Level,
    cards_say,
    read_record,
    spend_say,
)
from gouji_learn.rules.cards import Card, format_cards  # noqa: E402
from gouji_learn.rules.gouji import is_gouji  # noqa: E402
from gouji_learn.rules.plays import make_play  # noqa: E402
from gouji_learn.rules.seats import opposite_of  # noqa: E402

RULES = "qingdao"
FIRST_SEED = {1: 1000, 2: 2000, 3: 3000}
SEARCH = 800
"""How many deals a level may try to find its twenty positions (level 3 needs about 300)."""
SPREAD = 60
"""A deal's position is the first fitting point after ``seed % SPREAD`` moves (not always the
first trick)."""
TARGET = ROOT / "gouji_learn" / "exercises" / DATA
ABOUT = (
    "Puzzle records of gouji_learn's puzzle trainer, written by exercises/make_puzzles.py "
    "(edit a write-up by hand if you like; rerun the script to find the positions again). "
    "A position is Round.position(hands, rules, leader=leader) then Round.do(*moves); the "
    "goal is a name of gouji_learn.exercises.puzzles.GOALS; viewer null draws the table with "
    "every count shown (the counts are public: every play is seen)."
)


def _follows(state: Round) -> bool:
    """Level 1: an opponent's play to beat, not a gouji hand, and the seat to act may pass."""
    trick = state.view(None).trick
    if not trick or state.to_act is None or is_gouji(trick[-1][1], state.rules):
        return False
    kinds = {action.kind for action in state.legal_actions()}
    return (trick[-1][0] - state.to_act) % 2 == 1 and ActionKind.PASS in kinds


def _answers_gouji(state: Round) -> bool:
    """Level 2: a gouji hand to beat, its player's 对头 to act (F5)."""
    trick = state.view(None).trick
    return bool(
        trick and is_gouji(trick[-1][1], state.rules) and state.to_act == opposite_of(trick[-1][0])
    )


def _leads(state: Round) -> bool:
    """Level 3: the seat to act leads a new trick, and a play that keeps the lead leaves him
    cards to lead again (not only his whole hand)."""
    if state.view(None).trick or state.to_act is None:
        return False
    held, goal = state.hands[state.to_act].size, GOALS["out-count"]
    return any(
        0 < len(action.cards) < held and goal.judge(state, action).ok
        for action in state.legal_actions()
    )


POINTS: dict[int, Callable[[Round], bool]] = {1: _follows, 2: _answers_gouji, 3: _leads}


def splits(goal: MoveGoal, state: Round) -> bool:
    """Whether some legal play reaches ``goal`` and another misses it."""
    plays = [a for a in state.legal_actions() if a.kind in (ActionKind.PLAY, ActionKind.BURN)]
    met = [goal.judge(state, action).ok for action in plays]
    return any(met) and not all(met)


def find(spec: Level, seed: int) -> dict[str, Any] | None:
    """The first point of the seeded deal that fits the level, as the position's fields."""
    dealt = Round(RULES, seed=seed)
    hands = [format_cards(Card(card.rank) for card in hand) for hand in dealt.dealt]
    state = Round.position(hands, RULES, leader=dealt.leader)
    bot, moves = HeuristicBot(), []
    goal = GOALS[spec.goal]
    while not state.is_over and state.to_act is not None:
        later = state.phase is Phase.PLAY and len(moves) >= seed % SPREAD
        if later and POINTS[spec.number](state) and splits(goal, state):
            position = {"hands": hands, "leader": dealt.leader, "moves": moves}
            return {**position, "viewer": None}
        action = bot.act(state.view(state.to_act), state.legal_actions())
        moves.append(move_text(action))
        state.apply(action)
    return None


def writeup(spec: Level, state: Round, answer: str) -> dict[str, str]:
    """The level's pattern filled for this position, in both languages."""
    action = parse_move(state, answer)
    play = make_play(action.cards, state.rules)
    view = state.view(None)
    filled = {}
    for lang in ("en", "zh"):
        plain = action.kind is ActionKind.PLAY
        shown = format_cards(action.cards, lang) if plain else move_text(action, lang)
        fields: dict[str, object] = {
            "answer": shown,
            "spend": spend_say(play).get(lang),
            "size": cards_say(play.count).get(lang),
        }
        if view.trick:
            seat, beaten = view.trick[-1]
            fields |= {"seat": seat, "beaten": beaten.describe(lang)}
        else:
            most = max(count for _, count in OutCount().holders(state))
            fields["most"] = cards_say(most).get(lang)
        filled[lang] = spec.writeup.get(lang).format(**fields)
    return filled


def record(spec: Level, number: int, seed: int, found: dict[str, Any]) -> dict[str, Any]:
    """The full record, read back and checked: it rebuilds, and its goal splits the plays."""
    entry = {
        "id": f"p{spec.number}.{number:02d}",
        "level": spec.number,
        "goal": spec.goal,
        "rules": RULES,
        "seed": seed,
        **found,
        "writeup": {"en": "", "zh": ""},
    }
    draft = read_record({**entry, "writeup": {"en": "-", "zh": "-"}})
    state = draft.situation.build()
    assert splits(GOALS[spec.goal], state), entry["id"]
    entry["writeup"] = writeup(spec, state, draft.question().solution().answer)
    return entry


def level_records(spec: Level) -> list[dict[str, Any]]:
    """Twenty records of a level, one a deal."""
    found: list[dict[str, Any]] = []
    first = FIRST_SEED[spec.number]
    for seed in range(first, first + SEARCH):
        position = find(spec, seed)
        if position is not None:
            found.append(record(spec, len(found) + 1, seed, position))
            if len(found) == PER_LEVEL:
                return found
    raise SystemExit(f"level {spec.number}: only {len(found)} positions in {SEARCH} deals")


def dump(records: list[dict[str, Any]]) -> str:
    """The file's text: one field a line, each value on its line (diffs stay small)."""

    def one(entry: dict[str, Any]) -> str:
        fields = ",\n".join(
            f"   {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}"
            for key, value in entry.items()
        )
        return "  {\n" + fields + "\n  }"

    body = ",\n".join(one(entry) for entry in records)
    return f'{{\n "about": {json.dumps(ABOUT)},\n "puzzles": [\n{body}\n ]\n}}\n'


def main() -> int:
    """Find every level's positions and write the file."""
    records = [entry for spec in LEVELS for entry in level_records(spec)]
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    TARGET.write_text(dump(records), "utf-8")
    seeds = {
        spec.number: [r["seed"] for r in records if r["level"] == spec.number] for spec in LEVELS
    }
    print(f"wrote {TARGET.relative_to(ROOT)}: {len(records)} puzzles, seeds {seeds}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
