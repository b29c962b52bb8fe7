"""Declarations and 上班 (C1, D1, D2, K5, O1): who leads first, natural openings (automatic,
when the round begins), then 预点 and 明点 asked of each seat in turn."""

from __future__ import annotations

import random

from ...rules.cards import Card, Rank, Suit
from ...rules.gouji import gouji_minimum
from ...rules.ruleset import Declaration
from ...rules.seats import ALLIANCE, SEAT_COUNT, SEATS
from ..actions import Action, ActionKind
from ..charges import GOUJI_RANKS
from ..core import Phase
from ..legal import Candidates
from ..refusals import PhaseRules
from ..round_state import RoundState, next_in_queue


class DeclarePhase(PhaseRules):
    """D1, D2: each seat asked declares (预点 or 明点, as the phase asks) or not."""

    def _list(self, state: RoundState) -> Candidates:
        """D1, D2: no declaration, or the one this phase asks for."""
        seat = state.to_act
        assert seat is not None
        ask = ActionKind.DECLARE_YU if state.phase is Phase.DECLARE_YU else ActionKind.DECLARE_MING
        actions = (Action(ActionKind.NO_DECLARATION, seat), Action(ask, seat))
        return Candidates(actions, (None, None), self)

    def apply(self, state: RoundState, action: Action) -> None:
        """D1, D2: note the declaration; the next seat is asked."""
        state._legal = None
        apply_declaration(state, action)
        next_in_queue(state)


DECLARE = DeclarePhase()


def first_leader(state: RoundState, rng: random.Random) -> int:
    """O1: the previous round's 大落, or whoever shows the most cards of one suit (上班: the
    first round, and every round under qingdao's leader_every_round)."""
    deal = state.policy.deal
    if state.carry is not None and not deal.leader_every_round:
        return state.carry.last_place
    if deal.random_leader:
        return rng.randrange(SEAT_COUNT)
    shown = [
        max(
            (sum(c.suit is suit for c in state.hands[s].by_rank[deal.shown_rank]) for suit in Suit),
            default=0,
        )
        for s in SEATS
    ]
    if deal.first_pair_leads:
        showing = [s for s in SEATS if shown[s] >= 2]
        return showing[0] if showing else rng.randrange(SEAT_COUNT)
    best = max(shown)
    return shown.index(best) if best >= 2 else rng.randrange(SEAT_COUNT)


def pooled_fives(state: RoundState, leader: int) -> list[tuple[int, list[Card]]]:
    """O1 (tongsu art. 44, 汇五, quotation tongsu.hui-wu): in the round after a 串三户, when
    the 大落 leads first, each seat of the swept alliance and his 5s, pooled as the first play
    (the 大落 leads them as one play; answered as any trick, a play that stands leaves him the
    lead); none otherwise."""
    carry = state.carry
    if carry is None or not carry.sweep or not state.policy.deal.hui_wu:
        return []
    if leader != carry.last_place:
        return []
    swept = [s for s in SEATS if ALLIANCE[s] == ALLIANCE[leader]]
    fives = [(s, list(state.hands[s].by_rank[Rank.FIVE])) for s in swept]
    return [(s, cards) for s, cards in fives if cards]


def open_naturally(state: RoundState) -> None:
    """K5 (tongsu): a seat dealt no minimum pure gouji hand has opened from the start."""
    if state.policy.declare.natural_opening:
        state.opened |= {seat for seat in SEATS if not has_pure_minimum(state, seat)}


def has_pure_minimum(state: RoundState, seat: int) -> bool:
    """K5: whether the seat was dealt a minimum pure gouji hand."""
    hand = state.hands[seat]
    return any(hand.count(rank) >= (gouji_minimum(rank, state.rules) or 99) for rank in GOUJI_RANKS)


def apply_declaration(state: RoundState, action: Action) -> None:
    """D1, D2: note the seat's declaration."""
    if action.kind is ActionKind.DECLARE_YU:
        state.declarations[action.seat] = Declaration.YU
    elif action.kind is ActionKind.DECLARE_MING:
        state.declarations[action.seat] = Declaration.MING
