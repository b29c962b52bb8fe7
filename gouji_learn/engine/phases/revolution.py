"""Revolution and 冲点 (R1-R5): who is asked whether he revolts, charging the point and its
answer, the 对头's head; the questions of who may revolt and how a 冲点 is cut are
``engine/charges.py``."""

from __future__ import annotations

from ...rules.gouji import is_pure
from ...rules.plays import Play, make_play
from ...rules.seats import OPPOSITE
from ..actions import Action, ActionKind
from ..charges import (
    TRIBUTE_RANKS,
    can_revolt,
    charge_counts,
    charge_let_pass,
    chong_options,
    split_chong,
)
from ..core import Phase
from ..legal import Candidates
from ..play_search import Candidate, beating_candidates
from ..refusals import CARDS, CHARGE_ANSWER, DECISIONS, FORM, TURN, PhaseRules
from ..round_state import RoundState, next_in_queue, rebel_placed, spend_natural, turn_order
from . import play


class RevolutionPhase(PhaseRules):
    """R1-R4: revolting or not (in turn), the 冲点 and its answer, 要头 or 无头."""

    checks = (*FORM, *CARDS, *CHARGE_ANSWER, *DECISIONS, *TURN)

    def _list(self, state: RoundState) -> Candidates:
        """R1: stay or revolt; R4: no 冲点 or each 冲点 the hand makes, then a pass or each
        play beating the next charged hand; R3: 要头 or 无头."""
        seat, phase = state.to_act, state.phase
        assert seat is not None
        if phase is Phase.REVOLUTION:
            kinds = (ActionKind.STAY, ActionKind.REVOLT)
        elif phase is Phase.HEAD_CHOICE:
            kinds = (ActionKind.WANT_HEAD, ActionKind.NO_HEAD)
        elif phase is Phase.CHONG_DIAN:
            charges = [Action(ActionKind.CHONG_DIAN, seat, c) for c in chong_options(state, seat)]
            actions = (Action(ActionKind.NO_CHONG_DIAN, seat), *charges)
            return Candidates(actions, [None] * len(actions), self)
        else:
            target = state.chong_hands[state.chong_beaten]
            beats = list(beating_candidates(state.hands[seat], target))
            plays: list[Candidate | None] = [None, *beats]
            answers = [Action(ActionKind.PLAY, seat, c.cards) for c in beats]
            return Candidates((Action(ActionKind.PASS, seat), *answers), plays, self)
        return Candidates(tuple(Action(kind, seat) for kind in kinds), (None, None), self)

    def apply(self, state: RoundState, action: Action) -> None:
        """R1: a revolt or not, and the next seat asked; R4: a 冲点 or its answer; R3: the head."""
        phase = state.phase
        state._legal = None
        if phase is Phase.REVOLUTION:
            apply_revolt(state, action)
            next_in_queue(state)
        elif phase is Phase.CHONG_DIAN:
            apply_charge(state, action)
        elif phase is Phase.CHONG_DIAN_ANSWER:
            apply_charge_answer(state, action)
        else:
            apply_head(state, action)


REVOLUTION = RevolutionPhase()


def revolution_seats(state: RoundState) -> list[int]:
    """R1: who is asked, in order (irvine: the last round's 大落 first), if he may revolt."""
    order = turn_order(state.leader)
    if state.policy.revolution.one_by_last_place and state.carry:
        placed = state.carry.finish_order
        unplaced = [s for s in order if s not in placed]
        order = unplaced + list(reversed(placed))  # 备注4: 倒序, 大落 first
    return [s for s in order if can_revolt(state, s)]


def apply_revolt(state: RoundState, action: Action) -> None:
    """R1: a revolt is noted (irvine: nobody else is asked after one; tongsu art. 46: his
    jokers and 2s go to his 对家, 如仍有，须交给对家)."""
    if action.kind is ActionKind.REVOLT:
        seat = action.seat
        state.revolts.append(seat)
        if state.policy.revolution.one_by_last_place:
            state.queue = [seat]
        hand = state.hands[seat]
        given = [card for rank in TRIBUTE_RANKS for card in hand.by_rank[rank]]
        if given and state.policy.revolution.charge_required:
            for card in given:
                spend_natural(state, seat, card)
            hand.remove(given)
            state.hands[OPPOSITE[seat]].add(given)


def after_revolution(state: RoundState) -> None:
    """R1-R3: two revolts void the deal; one makes a revolutionary, who may charge."""
    if len(state.revolts) >= 2:
        state.phase, state.to_act = Phase.VOID, None
        return
    if not state.revolts:
        play.start_play(state)
        return
    rebel = state.revolts[0]
    make_revolutionary(state, rebel)
    if state.policy.revolution.charges and next(charge_counts(state, rebel), None):
        state.phase, state.to_act = Phase.CHONG_DIAN, rebel
        return
    after_chong_dian(state, charged=False)


def make_revolutionary(state: RoundState, rebel: int) -> None:
    """R2, K1: the revolutionary sits out; his 对头 counts as opened."""
    state.revolutionary = rebel
    if rebel not in state.revolts:
        state.revolts.append(rebel)
    state.opened.discard(rebel)
    state.opened.add(OPPOSITE[rebel])


def apply_charge(state: RoundState, action: Action) -> None:
    """R4: the revolutionary charges (or not)."""
    seat = action.seat
    if action.kind is ActionKind.NO_CHONG_DIAN:
        after_chong_dian(state, charged=False)
        return
    state.hands[seat].remove(action.cards)
    state.table.extend(action.cards)
    state.chong_hands = split_chong(state, action.cards)
    state.chong_beaten = 0
    state.chong_answers = []
    state.phase, state.to_act = Phase.CHONG_DIAN_ANSWER, OPPOSITE[seat]


def apply_charge_answer(state: RoundState, action: Action) -> None:
    """R4: the 对头 passes or beats the next charged hand (``chong_beaten`` is its index).
    tongsu art. 47 (quotation tongsu.chong-dian-after-pass): after a pass he is asked on each
    later hand, and one pure beat ends the 冲点."""
    answers = state.chong_answers
    if action.kind is ActionKind.PASS and not state.policy.revolution.charge_required:
        resolve_chong_dian(state, False, answers)
        return
    after_pass = charge_let_pass(state)
    if action.kind is not ActionKind.PASS:
        play = make_play(action.cards, state.rules)
        state.hands[action.seat].remove(play.cards)
        state.table.extend(play.cards)
        answers.append(play)
    state.chong_beaten += 1
    if state.chong_beaten == len(state.chong_hands) or (after_pass and action.cards):
        resolve_chong_dian(state, len(answers) == len(state.chong_hands), answers)


def resolve_chong_dian(state: RoundState, answered_all: bool, answers: list[Play]) -> None:
    """R4: the 冲点 outcome: who has opened, and (tongsu) whether the revolution failed."""
    rebel = state.revolutionary
    assert rebel is not None
    opposite = OPPOSITE[rebel]
    strict = state.policy.revolution.charge_required
    state.opened.discard(opposite)
    if not strict or any(is_pure(p) for p in answers):
        state.opened.add(opposite)  # tongsu art. 47: only if he answered with a pure hand
    if answered_all:
        state.opened.discard(rebel)
        if strict:
            state.out_of_play.append(rebel)  # 革命失败: 大落
    else:
        state.opened.add(rebel)
    after_chong_dian(state, charged=True)


def after_chong_dian(state: RoundState, charged: bool) -> None:
    """R3: the 对头 chooses his head, or is headless at once (tongsu art. 49: but after a
    failed revolution, “革命”失败即视为对家“有头”)."""
    rebel = state.revolutionary
    assert rebel is not None
    opposite = OPPOSITE[rebel]
    if state.policy.revolution.asks_head(charged):
        state.phase, state.to_act = Phase.HEAD_CHOICE, opposite
        return
    if rebel_placed(state):
        take_head(state, opposite, keep=False)
    play.start_play(state)


def apply_head(state: RoundState, action: Action) -> None:
    """R3: the 对头 keeps the head (要头) or not, and the play begins."""
    take_head(state, action.seat, keep=action.kind is ActionKind.WANT_HEAD)
    play.start_play(state)


def take_head(state: RoundState, seat: int, keep: bool) -> None:
    """R3, E6: 要头 gives three 够死级 and he is headless once they are used (quotation
    qingdao.headless-after-dead-gouji); 无头 makes him headless at once."""
    if keep:
        state.dead_gouji[seat] = 3
    else:
        state.headless.add(seat)
