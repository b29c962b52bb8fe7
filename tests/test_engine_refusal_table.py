"""Refusals name the learner's real mistake (issue 19).

The refusal table (tests/data/refusals.toml) holds, for every rule ID of the catalogue that
forbids a move and under each rulebook that has it, an illegal move and the rule its refusal
names, with key words in English and Chinese. A property test over random rounds of the four
rulebooks checks that a refusal falls back to the turn (F2) or the kind of move (O2) only when
no other rule forbids the move: one that the seat could not make even at its turn."""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from engine_helpers import seed_for
from scale import sized
from test_engine_refusal_properties import random_action

from gouji_learn import PRESET_NAMES, parse_cards
from gouji_learn.engine import Action, ActionKind, Carry, IllegalAction, Phase, RandomBot, Round
from gouji_learn.engine.constraints import CARD_KINDS
from gouji_learn.engine.play_search import candidate_of
from gouji_learn.rules.catalog import RULES
from gouji_learn.rules.errors import GoujiError
from gouji_learn.rules.plays import make_play

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

TABLE = Path(__file__).parent / "data" / "refusals.toml"
CASES: list[dict[str, Any]] = tomllib.loads(TABLE.read_text(encoding="utf-8"))["case"]

REFUSES_NOTHING = {
    "T2": "who faces whom",
    "T3": "the order of play (the turn itself is F2)",
    "C2": "the ranks' order",
    "C3": "the cards' names (a misspelt card is a notation error, O2)",
    "H3": "挂花 makes a play, never refuses one",
    "H4": "how 2s count with jokers",
    "H5": "how mixed jokers count",
    "B4": "two-beat-one allows an answer; the count rule it bends is B1",
    "B5": "worked examples",
    "G1": "what a gouji hand is",
    "G2": "what a gouji hand is",
    "G3": "what a pure gouji hand is (an impure answer is refused by R4)",
    "F8": "报户 is told, not played",
    "K1": "opening is won, not played",
    "K2": "which hands open",
    "K3": "who may still open",
    "K5": "自然点",
    "S5": "worked examples",
    "E4": "串三户 ends the round (a move after it is E3)",
    "R5": "when 四人乱缠 begins (a move it forbids is E2)",
    "P1": "scores",
    "P2": "scores",
    "P3": "games of rounds",
    "P4": "titles",
    "X1": "tribute is paid by the engine",
    "X2": "kinds of tribute",
    "X4": "点贡",
    "Y2": "闷 is suffered, not played",
    "Y4": "买四 is done by the engine",
    "O1": "the first leader",
}
"""The rule IDs of the catalogue that forbid no move, and why."""

ONLY_IN = {
    "H2": {"tongsu"},  # 贴钱 forbidden (art. 3)
    "B6": {"irvine"},
    "K4": {"tongsu"},  # 4s wait for the opening; linyi concedes the point instead
    "S2": {"linyi", "tongsu", "irvine"},  # qingdao sets no burn condition
    "E6": {"qingdao", "linyi"},  # 要头 (and qingdao's 底牌), which tongsu and irvine lack
    "D1": {"tongsu", "irvine"},  # where 预点 exists it is refused only by its phase (O2)
    "Y3": {"qingdao"},  # no 3 and nothing to pay: 算做自动革命
}
"""Rules that forbid moves under some rulebooks only; every other forbidding rule, under all."""


def expected_pairs() -> set[tuple[str, str]]:
    """(rule ID, rulebook) for every rule that forbids a move under a rulebook."""
    forbidding = set(RULES) - set(REFUSES_NOTHING)
    return {(rule, book) for rule in forbidding for book in ONLY_IN.get(rule, PRESET_NAMES)}


def position(case: dict[str, Any], rulebook: str) -> Round:
    """The case's position under ``rulebook``: its hands, leader and moves."""
    hands, leader = case["hands"], case.get("leader", 0)
    if case.get("start", "play") == "deal":
        carry = Carry.from_json(case["carry"]) if "carry" in case else None
        deal = [parse_cards(hand) for hand in hands]
        state = Round(rulebook, seed=seed_for(leader), deal=deal, carry=carry)
    else:
        state = Round.position(
            hands,
            rulebook,
            leader=leader,
            opened=case.get("opened", ()),
            finished=case.get("finished", ()),
            revolutionary=case.get("revolutionary"),
            head=case.get("head"),
        )
    return state.do(*case.get("moves", ()))


def table() -> Iterator[Any]:
    for number, case in enumerate(CASES):
        for rulebook in case["rulebooks"]:
            yield pytest.param(case, rulebook, id=f"{number}-{case['rule']}-{rulebook}")


@pytest.mark.rule(*sorted(set(RULES) - set(REFUSES_NOTHING)))
def test_the_table_covers_every_rule_that_forbids_a_move_under_each_rulebook() -> None:
    assert set(REFUSES_NOTHING) <= set(RULES)
    covered = {(case["rule"], book) for case in CASES for book in case["rulebooks"]}
    assert covered == expected_pairs()


@pytest.mark.rule("O2", "F2")
@pytest.mark.parametrize(("case", "rulebook"), list(table()))
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_each_refusal_of_the_table_names_its_rule(
    case: dict[str, Any], rulebook: str, lang: str
) -> None:
    state = position(case, rulebook)
    before = state.snapshot()
    said = state.why(case["move"], lang)
    assert said.startswith(f"{case['rule']}: "), said
    for word in case[lang]:
        assert word in said, (word, said)
    with pytest.raises(IllegalAction) as refused:
        state.do(case["move"])
    assert refused.value.rule == case["rule"] and state.snapshot() == before


# ---------------------------------------------------------------------- the property


CARD_MOVES = (ActionKind.PLAY, ActionKind.BURN)


def offered_at_its_turn(state: Round, action: Action) -> bool:
    """Whether the seat could make ``action`` were it its turn (burns and plays alike): the
    engine's own legal list for that seat, not the refusal's code. Moves of the other phases
    are judged by the cards alone, and a revolt by who may revolt."""
    seat, kind = action.seat, action.kind
    cards = state.hands[seat].match(action.cards) if kind in CARD_KINDS else ()
    if cards is None:
        return False  # C1
    if kind in CARD_MOVES:
        try:
            make_play(cards, state.rules)
        except GoujiError:
            return False  # H1, H2
    if kind is ActionKind.REVOLT and seat not in state.revolts:
        return state._can_revolt(seat)
    if state.phase is not Phase.PLAY or not state._in_play(seat):
        return True
    turn = state.copy()
    turn.to_act = seat
    legal = turn.legal_actions()
    if kind in CARD_MOVES:
        wanted = candidate_of(cards)
        assert wanted is not None
        listed = (candidate_of(a.cards) for a in legal if a.kind in CARD_MOVES)
        return any(c is not None and c.signature == wanted.signature for c in listed)
    return kind not in (ActionKind.PASS, ActionKind.YIELD) or Action(kind, seat) in tuple(legal)


@pytest.mark.rule("O2", "F2", "F3", "F5", "F6", "S2", "S3", "R1", "C1", "B1")
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_a_refusal_falls_back_to_the_turn_or_the_kind_only_when_nothing_else_forbids(
    preset: str,
) -> None:
    rng = random.Random(19)
    fallbacks = 0
    for seed in range(sized(3, 12)):
        state = Round(preset, seed)
        bots = [RandomBot(seed * 6 + s) for s in range(6)]
        while not state.is_over:
            for _ in range(sized(4, 8)):
                action = random_action(state, rng)
                refusal = state.refusal(action)
                if refusal is None:
                    continue
                assert (refusal.rule, preset) in expected_pairs(), refusal
                if refusal.rule in ("O2", "F2"):
                    fallbacks += 1
                    assert offered_at_its_turn(state, action), (action, refusal)
            seat = state.to_act
            assert seat is not None
            state.apply(bots[seat].act(state.view(seat), state.legal_actions()))
    assert fallbacks > 0
