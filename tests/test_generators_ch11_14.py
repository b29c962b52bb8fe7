"""Chapters 11-14: the generated tables make the asked fact change, seed 0 is each chapter's own
example, and what a question asks is not drawn."""

from __future__ import annotations

from typing import Any

from gouji_learn.engine.core import Phase
from gouji_learn.exercises import PLACEHOLDER, question
from gouji_learn.rules.seats import SEAT_COUNT

SEEDS = range(24)


def answers(key: str, seeds: range = SEEDS) -> list[Any]:
    """The computed answer of each variant."""
    return [question(key).new(seed).solution().answer for seed in seeds]


def test_tribute_questions_change_payer_rulebook_and_count() -> None:
    assert set(answers("ch11.daluo-pays")) == {"头科", "二科"}
    assert {question("ch11.cards-back").new(s).text("en").split(")")[0] for s in SEEDS} == {
        "On this table (qingdao",
        "On this table (irvine",
    }
    assert len(set(answers("ch11.cards-back"))) > 2


def test_who_returns_first_names_the_first_receiver_trap_under_qingdao() -> None:
    for seed in SEEDS:
        q = question("ch11.who-returns-first").new(seed)
        first, answer = q.values()["first"], q.solution().answer
        if first != answer:
            said = q.check(first).message.en
            assert "not every tribute comes back" in said
            assert str(answer) not in said.split("(")[0]
            return
    raise AssertionError("no variant where the first receiver does not return first")


def test_refused_leads_cover_three_rules_and_stuck_one_or_two_seats() -> None:
    assert set(answers("ch12.rule-threes-early", range(9))) == {"Y1", "K4", "H1"}
    assert {len(a) for a in answers("ch12.who-is-stuck")} == {1, 2}


def test_a_three_is_bought_from_each_kind_of_seller() -> None:
    kinds = set()
    for seed in SEEDS:
        q = question("ch12.who-sells").new(seed)
        buyer, seller = q.values()["buyer"], q.solution().answer
        kinds.add(
            "opposite"
            if (seller - buyer) % SEAT_COUNT == 3
            else ("ours", "theirs")[(seller - buyer) % 2]
        )
    assert kinds == {"opposite", "theirs", "ours"}


def test_revolt_asks_who_may_revolt_not_whose_turn_it_is() -> None:
    seen = set()
    for seed in SEEDS:
        q = question("ch13.revolt-with-two").new(seed)
        state = q.state()
        assert state is not None and state.phase is Phase.REVOLUTION
        hand = state.view(None).hands[q.values()["seat"]] or ()
        hopeless = not any(card.is_joker or card.rank.symbol == "2" for card in hand)
        assert q.solution().answer is hopeless
        seen.add((hopeless, state.to_act == q.values()["seat"]))
    assert (True, False) in seen  # a seat that may revolt though another is asked first


def test_lone_two_is_asked_of_the_next_seat_or_the_opposite_by_rulebook() -> None:
    for seed in range(8):
        q = question("ch14.lone-two-tongsu").new(seed)
        gouji = q.values()["rules"].en in ("qingdao", "linyi")
        assert q.solution().answer == q.values()["s3" if gouji else "s1"]


def test_seed_zero_is_the_chapter_example() -> None:
    assert question("ch12.lead-not-threes").values()["hand"] == "K 8 8 3 3"
    assert question("ch12.who-sells").solution().answer == 2
    assert question("ch12.natural-opening").solution().answer == {2, 4, 5}
    assert question("ch13.revolutionary-in-sweep").solution().answer == "三科"
    assert question("ch13.two-revolutions").solution().answer is True
    assert question("ch14.lone-two-tongsu").solution().answer == 1
    assert question("ch14.predict-qingdao").solution().answer == 2


def test_what_is_asked_is_not_drawn() -> None:
    for key in ("ch11.who-returns-first", "ch12.who-sells", "ch14.declined-leads"):
        assert "turn" in question(key).conceal
    assert "opened" in question("ch12.natural-opening").conceal
    assert question("ch14.declined-leads").check(PLACEHOLDER).status == "not_attempted"
