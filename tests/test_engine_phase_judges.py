"""One predicate per phase (issue 16): through random rounds of every preset, at every
decision the legal actions are exactly the phase's candidates its judge passes; the judge of a
listed candidate (its fast path) says what it says of the same action written anew; and for
every refused candidate and a sample of off-list actions, the round refuses for the judge's
rule, the one the full list of checks names first, and ``why`` names it."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from scale import sized

from gouji_learn import PRESET_NAMES
from gouji_learn.engine import Action, ActionKind, Phase, RandomBot, Round
from gouji_learn.engine.flow import phase_of
from gouji_learn.engine.phases.play import PLAY
from gouji_learn.engine.refusals import CHECKS, first_refusal

GAMES = sized(1, 5)
"""Games of two rounds (the second with tribute) per preset: 5 under --slow (CI), some 2,000
decisions a preset, each candidate and a sample of off-list actions judged by every check
(10 games took CI over a minute a preset for more of the same)."""


def off_list(state: Round, rng: random.Random) -> list[Action]:
    """Actions the phase did not list: other seats, other kinds, random held cards."""
    seat = state.to_act if state.to_act is not None else 0
    other = rng.choice([s for s in range(6) if s != seat])
    hands = state.view(None).hands
    held = list(hands[seat] or ())
    actions = [
        Action(ActionKind.PASS, other),
        Action(rng.choice(list(ActionKind)), seat),
    ]
    for who in (seat, other):
        cards = list(hands[who] or ())
        if cards:
            picked = tuple(rng.sample(cards, min(len(cards), rng.choice((1, 1, 2, 3)))))
            kind = rng.choice((ActionKind.PLAY, ActionKind.BURN, ActionKind.RETURN_TRIBUTE))
            actions.append(Action(kind, who, picked))
    if held:
        actions.append(Action(ActionKind.PLAY, seat, (rng.choice(held),)))
    return actions


def check_refused(state: Round, action: Action) -> str | None:
    """The judge's rule for ``action``; the round and ``why`` agree with it."""
    refusal = phase_of(state).judge(state, action)
    assert first_refusal(CHECKS, state, action) == refusal, action
    assert state.refusal(action) == refusal, action
    if refusal is None:
        return None
    assert state.refusal(action).rule == refusal.rule  # type: ignore[union-attr]
    assert state.why(action, "en").startswith(f"{refusal.rule}: "), action
    return refusal.rule


def check_position(state: Round, rng: random.Random, refused: Counter[str]) -> None:
    phase = phase_of(state)
    candidates = phase.candidates(state)
    passed = [a for a in candidates if phase.judge(state, a) is None]
    assert list(state.legal_actions()) == passed
    for action in candidates:
        verdict = phase.judge(state, action)
        anew = Action(action.kind, action.seat, tuple(action.cards))  # no fast path
        assert phase.judge(state, anew) == verdict, action
        rule = check_refused(state, action)
        if rule is not None:
            refused[f"{type(phase).__name__} {rule}"] += 1
    for action in off_list(state, rng):
        check_refused(state, action)


@pytest.mark.rule("O2", "F1", "F2", "Y1", "K4", "S1", "S3", "R1", "R4", "D1", "D2", "X3")
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_the_legal_actions_are_the_candidates_the_judge_passes(preset: str) -> None:
    refused: Counter[str] = Counter()
    phases: set[str] = set()
    for game in range(GAMES):
        rng = random.Random(game)
        bots = [RandomBot(game * 6 + s) for s in range(6)]
        carry, index, seed = None, 0, 1000 * game
        while index < 2:
            state = Round(preset, seed, None, carry, index)
            while not state.is_over:
                phases.add(type(phase_of(state)).__name__)
                check_position(state, rng, refused)
                seat = state.to_act
                assert seat is not None
                state.apply(bots[seat].act(state.view(seat), state.legal_actions()))
            check_refused(state, Action(ActionKind.PASS, 0))  # E3 once it is over
            seed += 1
            if state.phase is Phase.OVER:  # a void deal (R1) is dealt again
                carry, index = state.carry_forward(), index + 1
    assert "PlayPhase" in phases
    assert any(key.startswith("PlayPhase ") for key in refused), refused  # 3s or 4s held back


def test_a_listed_lead_is_judged_by_the_constraints() -> None:
    """Y1: under 憋三 a listed 3 held with other cards is a candidate the judge refuses."""
    state = Round.from_hands(["3 3 5 7", "6", "8", "9", "10", "J"], "qingdao", leader=0)
    candidates = PLAY.candidates(state)
    threes = [a for a in candidates if a.cards and all(c.rank.name == "THREE" for c in a.cards)]
    assert threes
    for action in threes:
        refusal = PLAY.judge(state, action)
        assert refusal is not None and refusal.rule == "Y1"
        assert action not in state.legal_actions()
