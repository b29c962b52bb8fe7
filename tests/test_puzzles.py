"""The puzzle records: three levels of twenty stored positions, loaded without a bot, each
rebuilt by the engine, with a goal decided by what the seat to act sees (some legal play
reaches it, another misses it), a write-up in both languages; a bad record is a clear error."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from gouji_learn.engine.actions import ActionKind
from gouji_learn.engine.round import Round
from gouji_learn.exercises import LEVELS, puzzles
from gouji_learn.exercises.move_reading import move_text, parse_move
from gouji_learn.exercises.puzzles import DATA, GOALS, Puzzle, load_puzzles
from gouji_learn.rules.cards import format_cards
from gouji_learn.rules.errors import GoujiError
from gouji_learn.rules.seats import SEATS

ALL = [puzzle for spec in LEVELS for puzzle in puzzles(spec.number)]
PACKAGE_DATA = Path(__file__).resolve().parents[1] / "gouji_learn" / "exercises" / DATA


def test_loading_and_solving_every_puzzle_plays_no_bot() -> None:
    script = """
from gouji_learn.engine import bots

def refuse(*args, **kwargs):
    raise AssertionError("a bot played")

bots.HeuristicBot.__init__ = refuse
bots.HeuristicBot.act = refuse
bots.RandomBot.act = refuse
from gouji_learn.exercises import LEVELS, puzzles
solved = [p.question().solution().shown for spec in LEVELS for p in puzzles(spec.number)]
print(len(solved))
"""
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=False, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["60"]


@pytest.mark.parametrize("level", [spec.number for spec in LEVELS])
def test_a_level_has_twenty_distinct_positions_with_stable_ids(level: int) -> None:
    found = puzzles(level)
    assert [p.id for p in found] == [f"p{level}.{i:02d}" for i in range(1, 21)]
    positions = {tuple(tuple(h.cards()) for h in p.situation.build().hands) for p in found}
    assert len(positions) == 20
    assert all(p.goal == LEVELS[level - 1].goal for p in found)


@pytest.mark.parametrize("puzzle", ALL, ids=[p.id for p in ALL])
def test_a_record_rebuilds_and_its_goal_splits_the_legal_plays(puzzle: Puzzle) -> None:
    situation = puzzle.situation
    state = Round.position(list(situation.hands), situation.rules, leader=situation.leader)
    state.do(*situation.moves)
    assert state.view(None).hands == puzzle.situation.build().view(None).hands
    q = puzzle.question()
    solution = q.solution()
    assert q.check(solution.answer).status == "correct"
    plays = [move_text(a) for a in q.moves(state) if a.kind in (ActionKind.PLAY, ActionKind.BURN)]
    verdicts = {m: q.check(m) for m in plays}
    assert {v.status for v in verdicts.values()} == {"correct", "not_yet"}, puzzle.id
    for wrong in (v for v in verdicts.values() if v.status == "not_yet"):
        assert solution.shown not in wrong.text("en")  # a wrong answer never hears the right one
    cards = format_cards(parse_move(state, solution.answer).cards)
    assert cards in puzzle.writeup("en") and puzzle.writeup("zh") != puzzle.writeup("en")
    assert len(q.hints) == 3 and all(h.en and h.zh for h in q.hints)


@pytest.mark.parametrize("puzzle", ALL, ids=[p.id for p in ALL])
def test_a_goal_is_decided_by_what_the_seat_to_act_sees(puzzle: Puzzle) -> None:
    """The hidden hands dealt otherwise (same counts): every verdict on every legal move stays."""
    state = puzzle.situation.build()
    seat, goal = state.to_act, GOALS[puzzle.goal]
    assert seat is not None
    others = [s for s in SEATS if s != seat]
    hidden = [card for s in others for card in state.hands[s].cards()]
    verdicts = [goal.judge(state.copy(), a).ok for a in state.legal_actions()]
    for trial in range(3):
        random.Random(trial).shuffle(hidden)
        hands, start = {}, 0
        for s in others:
            size = state.hands[s].size
            hands[s], start = hidden[start : start + size], start + size
        other = state.redeal(hands)
        assert [goal.judge(other.copy(), a).ok for a in other.legal_actions()] == verdicts


def test_level_three_is_decided_by_the_counts() -> None:
    puzzle = puzzles(3)[0]
    state = puzzle.situation.build()
    goal = GOALS["out-count"]
    most = max(count for _, count in goal.holders(state))
    for action in state.legal_actions():
        judged = goal.judge(state, action)
        if len(action.cards) <= most:
            assert not judged.ok and "B1" in judged.rules
    assert any(goal.judge(state, a).ok for a in state.legal_actions())


def test_stars_cost_one_per_hint() -> None:
    assert [Puzzle.stars(h) for h in range(5)] == [3, 2, 1, 1, 1]
    assert puzzles(0) == [] and puzzles(4) == []


def _records() -> list[dict[str, object]]:
    return list(json.loads(PACKAGE_DATA.read_text("utf-8"))["puzzles"])


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (lambda r: r.update(goal="shut-out"), "unknown goal 'shut-out'"),
        (lambda r: r["writeup"].pop("zh"), "needs a write-up in en and zh"),
        (lambda r: r.pop("moves"), "lacks moves"),
        (lambda r: r.update(level=4), "no level 4"),
    ],
)
def test_a_bad_record_is_a_clear_error(change: object, said: str, tmp_path: Path) -> None:
    records = _records()
    change(records[5])  # type: ignore[operator]
    path = tmp_path / "puzzles.json"
    path.write_text(json.dumps({"puzzles": records}), "utf-8")
    with pytest.raises(GoujiError) as error:
        load_puzzles(path)
    assert f"p1.06: {said}" in str(error.value)


def test_two_records_with_one_id_are_refused(tmp_path: Path) -> None:
    records = _records()
    records[7]["id"] = records[3]["id"]
    path = tmp_path / "puzzles.json"
    path.write_text(json.dumps({"puzzles": records}), "utf-8")
    with pytest.raises(GoujiError) as error:
        load_puzzles(path)
    assert "p1.04: its ID is used twice" in str(error.value)
    assert len(load_puzzles(PACKAGE_DATA)) == 60
