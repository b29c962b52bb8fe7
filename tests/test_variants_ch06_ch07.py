"""Chapters 06-07: the generated variants teach what their docstrings promise (the asked
fact turns on what varies)."""

from __future__ import annotations

from gouji_learn.exercises import question
from gouji_learn.rules.seats import next_seat, opposite_of

SEEDS = range(20)


def test_the_seat_asked_after_a_pass_is_sometimes_not_the_next_one() -> None:
    q = question("ch06.asked-after-pass")
    skipped = {q.new(s).solution().answer != q.new(s).values()["next"] for s in SEEDS}
    assert skipped == {True, False}


def test_the_wind_goes_past_a_seat_already_out() -> None:
    q = question("ch06.take-the-wind")
    for seed in SEEDS:
        variant = q.new(seed)
        out, answer = variant.values()["out"], variant.solution().answer
        gone = bool(variant.values()["before"].en)
        assert answer == next_seat(next_seat(out) if gone else out)


def test_a_yield_is_offered_only_on_the_opposites_play() -> None:
    q = question("ch06.who-may-yield")
    for seed in SEEDS:
        state = q.new(seed).state()
        assert state is not None and state.to_act is not None
        assert state.view(None).trick[-1][0] == opposite_of(state.to_act)


def test_opening_closes_at_two_out() -> None:
    q = question("ch07.open-after-two-out")
    for seed in SEEDS:
        variant = q.new(seed)
        two_out = " and " in variant.values()["out"].en
        assert variant.solution().answer is not two_out


def test_fours_before_the_pair_concede_the_point() -> None:
    q = question("ch07.linyi-open-then-fours")
    for seed in SEEDS:
        variant = q.new(seed)
        values = variant.values()
        wanted = values["alone"] if values["first"] == "4 4" else values["both"]
        assert variant.solution().answer == set(wanted)
