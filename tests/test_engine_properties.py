"""Random playouts under every rulebook, with the round's invariants checked after each action.

1,000 seeded rounds per preset under ``--slow`` (CI), 100 in the everyday run
(GOUJI_PROPERTY_ROUNDS overrides both), played as games of five rounds so that tribute flows
between them (X), by six random bots; each preset's games are shared among SHARES tests so that
CI's two workers finish together. Why 1,000 is enough for CI: there every decision and every kind
of tribute a rulebook has comes up in at least 16 rounds (the rarest: irvine's 不冲点 in 16, linyi's
要头 in 23, tongsu's 串三户 in 24; counted 2026-12-02): the rounds 1,001-2,000 CI played before
(over a minute of its time) added more of the same; long campaigns are benchmarks/soak.py's.
"""

from __future__ import annotations

import os
from collections import Counter

import pytest
from scale import sized

from gouji_learn import PRESET_NAMES, RuleSet, alliance_of, new_shoe
from gouji_learn.engine import (
    Action,
    ActionKind,
    IllegalAction,
    RandomBot,
    Round,
    RoundRecord,
    record_of,
)
from gouji_learn.engine.reading import load_versioned
from gouji_learn.engine.record import check_replay
from gouji_learn.engine.state import SWEEP, Phase
from gouji_learn.rules.cards import Rank
from gouji_learn.rules.catalog import RULES
from gouji_learn.rules.ruleset import SweepTribute, TributeCards, TributeKind

ROUNDS = int(os.environ.get("GOUJI_PROPERTY_ROUNDS", sized(100, 1000)))
ROUNDS_PER_GAME = 5
GAMES = -(-ROUNDS // ROUNDS_PER_GAME)
SHARES = sized(1, 8)
"""Each preset's games are played in this many tests of consecutive games (the same seeds)."""
MAX_ACTIONS = 3000
THOROUGH_EVERY = 10
"""Every tenth round checks each card's place and refuses every other seat after every action."""
TRIBUTE_RANKS = {Rank.BIG_JOKER, Rank.SMALL_JOKER, Rank.TWO}


def check_tribute(state: Round) -> None:
    """X1-X3: each payment takes tribute cards only, no more than owed; returns match (after
    the round, so the 还贡 decisions are in its history)."""
    returned = 0
    for payment in state.tribute:
        ranks = TRIBUTE_RANKS | (
            {Rank.KING} if state.rules.tribute_cards == TributeCards.DOWN_TO_KINGS else set()
        )
        if payment.kind == TributeKind.LAST and Rank.KING in ranks:
            ranks -= {Rank.BIG_JOKER, Rank.SMALL_JOKER}
        if state.rules.tribute_cards == TributeCards.BIGGEST:  # linyi: 进手里最大的牌
            ranks = set(Rank)
            assert len(payment.cards) == payment.owed, payment  # any card will do
        assert all(card.rank in ranks for card in payment.cards), payment
        assert len(payment.cards) <= payment.owed
        assert alliance_of(payment.payer) != alliance_of(payment.receiver) or (
            payment.kind not in state.rules.ally_waived_tributes
        )
        kind = TributeKind.POINT if payment.kind == SWEEP else payment.kind
        if kind in state.rules.tribute_returned:
            returned += len(payment.cards)
    carry = state.carry
    assert carry is not None
    if len(carry.finish_order) == 6 and not state.rules.tribute_resistance:
        lasts = {(p.payer, p.receiver): p.owed for p in state.tribute if p.kind == TributeKind.LAST}
        assert lasts.get((carry.finish_order[5], carry.finish_order[0]), 2) == 2
        assert lasts.get((carry.finish_order[4], carry.finish_order[1]), 1) == 1
    kinds = [a.kind for a in state.history]
    assert kinds.count(ActionKind.RETURN_TRIBUTE) == returned


def check_wrong_seat_refused(state: Round, action: Action) -> None:
    """F2: only the player to act acts; a refusal changes nothing."""
    other = (action.seat + 1) % 6
    before = (len(state.history), state.to_act, state.phase, len(state.hands[other]))
    with pytest.raises(IllegalAction) as refusal:
        state.apply(action._replace(seat=other))
    # the rule the other seat breaks (C1 cards he lacks, F5, F3, R1, R2, D2...) or, if none,
    # whose turn it is (F2): never "not one of the choices" (O2)
    assert refusal.value.rule in RULES and refusal.value.rule != "O2"
    assert before == (len(state.history), state.to_act, state.phase, len(state.hands[other]))


def play_checked(state: Round, bots: list[RandomBot], thorough: bool) -> None:
    """Play to the end, checking after every action what must always hold: the 216 (or 196)
    cards all somewhere; when ``thorough``, also each card in exactly one place and every
    other seat refused, after every action (else the count, and a refusal every 40)."""
    total = 196 if state.rules.short_shoe else 216
    shoe = Counter(new_shoe(state.rules.short_shoe))
    assert Counter(state.card_places()) == shoe  # C1: every card in exactly one place
    steps = 0
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        assert legal and all(a.seat == seat for a in legal)
        action = bots[seat].act(state.view(seat), legal)
        if thorough or steps % 40 == 0:
            check_wrong_seat_refused(state, action)
        state.apply(action)
        steps += 1
        assert steps < MAX_ACTIONS, "the round does not end"
        assert sum(map(len, state.hands)) + len(state.table) + len(state.set_aside) == total
        if thorough:
            assert Counter(state.card_places()) == shoe
    assert Counter(state.card_places()) == shoe


def check_result(state: Round) -> None:
    """E1-E4, P1-P2: places are a valid order and alliance scores sum to zero."""
    if state.phase is Phase.VOID:
        assert state.scores == (0, 0) and len(state.revolts) >= 2
        return
    order = state.finish_order
    assert len(set(order)) == len(order)
    assert set(order) <= set(range(6))
    if len(order) == 3:
        assert len({alliance_of(s) for s in order}) == 1  # E4: 串三户
    else:
        assert len(order) == 6
    assert sum(state.scores) == 0


@pytest.mark.rule("C1", "F2", "E1", "E3", "E4", "P1", "P2", "P3", "X1", "X2", "X3", "R1")
@pytest.mark.parametrize("share", range(SHARES))
@pytest.mark.parametrize("name", PRESET_NAMES)
def test_random_rounds_keep_every_invariant(name: str, share: int) -> None:
    rules = RuleSet.preset(name)
    for game in range(GAMES * share // SHARES, GAMES * (share + 1) // SHARES):
        carry = None
        for index in range(ROUNDS_PER_GAME):
            seed = game * 100 + index
            bots = [RandomBot(seed * 6 + seat) for seat in range(6)]
            state = Round(rules, seed, None, carry, index)
            played = game * ROUNDS_PER_GAME + index
            play_checked(state, bots, thorough=played % THOROUGH_EVERY == 0)
            if carry is not None:
                check_tribute(state)
            check_result(state)
            # RoundRecord.from_json's own steps, keeping the state its replay check reached
            again = check_replay(RoundRecord.from_data(load_versioned(record_of(state).to_json())))
            assert again == state
            if state.phase is Phase.VOID:
                continue
            carry = state.carry_forward()
            if carry.sweep and rules.sweep_tribute == SweepTribute.NEW_GAME:
                carry = None
