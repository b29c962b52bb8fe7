"""The puzzle trainer's sets: three levels of twenty distinct positions from seeded deals,
each with an engine-checked goal that some legal play reaches and another misses."""

from __future__ import annotations

import pytest

from gouji_learn.exercises import LEVELS, puzzles
from gouji_learn.exercises.moves import move_text
from gouji_learn.exercises.puzzles import Puzzle


@pytest.mark.parametrize("level", [spec.number for spec in LEVELS])
def test_a_level_has_twenty_distinct_positions_with_a_clear_goal(level: int) -> None:
    found = puzzles(level)
    assert len(found) >= 20
    positions = set()
    for puzzle in found:
        q = puzzle.question()
        state = q.state()
        assert state is not None
        positions.add(tuple(tuple(h.cards()) for h in state.hands))
        solution = q.solution()
        assert q.check(solution.answer).status == "correct"
        moves = [move_text(a) for a in q.moves(state) if a.cards]
        assert any(q.check(m).status == "not_yet" for m in moves), f"{puzzle.id} is no puzzle"
        assert solution.shown in puzzle.writeup() and puzzle.writeup("zh")
        assert len(q.hints) == 3
    assert len(positions) == len(found)


def test_stars_cost_one_per_hint() -> None:
    assert [Puzzle.stars(h) for h in range(5)] == [3, 2, 1, 1, 1]
    assert puzzles(0) == [] and puzzles(4) == []
