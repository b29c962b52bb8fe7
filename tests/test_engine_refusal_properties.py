"""One truth for legality (issue 7 point 2): over seeded random rounds of every preset, every
listed action has no refusal, every listed play rewritten with other suits or order is accepted,
and random actions are either accepted or refused by the constraint that says so, changing
nothing."""

from __future__ import annotations

import random

import pytest
from scale import sized

from gouji_learn import PRESET_NAMES
from gouji_learn.engine import Action, ActionKind, IllegalAction, RandomBot, Round
from gouji_learn.engine.refusals import CHECKS
from gouji_learn.rules.cards import Card

SEEDS = range(sized(1, 3))
"""Seeded rounds per preset: 3 under ``--slow`` (CI), 1 in the everyday run (3 took 8-10 s a
preset of the quick mode)."""
CARD_KINDS = (ActionKind.PLAY, ActionKind.BURN, ActionKind.CHONG_DIAN, ActionKind.RETURN_TRIBUTE)


def rewritten(state: Round, action: Action, rng: random.Random) -> Action:
    """The same play with other held cards of the same ranks, in a shuffled order, some of
    them written without a suit."""
    held = list(state.view(None).hands[action.seat] or ())
    rng.shuffle(held)
    cards: list[Card] = []
    for card in action.cards:
        other = next(c for c in held if c.rank is card.rank)
        held.remove(other)
        cards.append(Card(other.rank, None) if rng.random() < 0.3 else other)
    rng.shuffle(cards)
    return Action(action.kind, action.seat, tuple(cards))


def random_action(state: Round, rng: random.Random) -> Action:
    """Any action, legal or not: a random kind, mostly the seat to act, cards from some hand."""
    seat = state.to_act if state.to_act is not None and rng.random() < 0.7 else rng.randrange(6)
    kind = rng.choice(list(ActionKind))
    hands = state.view(None).hands
    source = list(hands[seat if rng.random() < 0.8 else rng.randrange(6)] or ())
    size = rng.choice((0, 1, 1, 2, 3, 4)) if kind in CARD_KINDS else rng.choice((0, 0, 0, 1))
    picked = rng.sample(source, min(size, len(source)))
    return Action(kind, seat, tuple(picked))


def refusing_check(state: Round, action: Action) -> str | None:
    """The name of the first constraint that refuses ``action`` (all before it accept it)."""
    for check in CHECKS:
        if check(state, action) is not None:
            return check.__name__
    return None


def check_position(state: Round, rng: random.Random) -> None:
    legal = state.legal_actions()
    for action in legal:
        assert state.refusal(action) is None, action
        if action.cards and action.kind is not ActionKind.CHONG_DIAN:
            other = rewritten(state, action, rng)
            assert state.refusal(other) is None, (action, other)
            assert other in legal
    for _ in range(4):
        action = random_action(state, rng)
        refusal = state.refusal(action)
        if refusal is None:
            assert action in legal
            continue
        name = refusing_check(state, action)
        check = next(c for c in CHECKS if c.__name__ == name)
        assert check(state, action) == refusal  # the function that refuses says so itself
        assert action not in legal
        before = (state.snapshot(), hash(state))
        with pytest.raises(IllegalAction) as info:
            state.apply(action)
        assert (info.value.rule, info.value.en) == (refusal.rule, refusal.en)
        assert (state.snapshot(), hash(state)) == before


@pytest.mark.rule("F1", "F2", "F3", "F5", "C1", "C2", "O2", "T1", "Y1", "K4", "S1", "B1", "R4")
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_legal_means_not_refused_and_refused_means_unchanged(preset: str) -> None:
    for seed in SEEDS:
        rng = random.Random(seed)
        state = Round(preset, seed)
        bots = [RandomBot(seed * 6 + s) for s in range(6)]
        steps = 0
        while not state.is_over:
            check_position(state, rng)
            seat = state.to_act
            assert seat is not None
            action = bots[seat].act(state.view(seat), state.legal_actions())
            if action.cards and action.kind is not ActionKind.CHONG_DIAN and rng.random() < 0.5:
                action = rewritten(state, action, rng)  # the same play, other cards
            state.apply(action)
            steps += 1
        assert steps > 0
