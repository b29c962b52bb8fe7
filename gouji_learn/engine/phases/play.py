"""The play (F1-F7, K1-K4, E2, E5, E6, Y1, Y2): tricks, the gouji exchange, yielding (让牌)
and the wind (接风). The play phase lists the seat's leads or answers, judges them (the
constraints of ``constraints.py`` on a listed play, every check of the trick otherwise) and
plays them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from ...rules.cards import Card, Rank
from ...rules.gouji import is_gouji
from ...rules.plays import Play, make_play
from ...rules.seats import OPPOSITE, SEAT_COUNT
from ..actions import Action, ActionKind, new_action
from ..burn_events import (
    burn_beaten,
    burn_fails,
    burn_order,
    burn_played,
    burn_stood,
    can_burn,
    start_burn,
)
from ..constraints import (
    follow_refusals,
    gouji_answerers,
    has_lead,
    lead_refusals,
    may_beat,
    yield_open,
)
from ..core import BurnEvent, Phase, StuckEvent, Trick
from ..legal import Candidates
from ..opening import (
    answered_gouji,
    close_opening,
    headless_gouji,
    open_point,
    opens_as_played,
    throw_fours,
)
from ..play_search import Candidate, beating_candidates, candidates
from ..refusals import (
    CARDS,
    DECISIONS,
    FORM,
    TRICK,
    TURN,
    PhaseRules,
    Refusal,
    first_refusal,
    kind_now,
    seat_in_play,
)
from ..round_state import RoundState, in_play, is_headless, next_in_play, rebel_placed
from ..trick_rules import yielding
from ..view import LogEntry
from . import declare, finish

LISTED_YIELD = (yielding, kind_now)
"""F6, O2: of every check, those that can refuse the seat to act's listed yield (the others
ask about cards, other kinds of move or the turn)."""


class PlayPhase(PhaseRules):
    """F1-F7: leading, following, passing and yielding; a listed play is judged by the
    constraints that can refuse it (the hot path), any other action by every check."""

    checks = (*FORM, seat_in_play, *CARDS, *TRICK, *DECISIONS, *TURN)

    def _list(self, state: RoundState) -> Candidates:
        """F1: every lead of the hand; F2-F6: a pass, a yield on one's 对头's play (where the
        rulebook has 让牌), and every play that beats the play to beat."""
        seat = state.to_act
        assert seat is not None
        hand = state.hands[seat]
        trick = state.trick
        if trick.last_play is None:
            leads = list(candidates(hand, state.rules))
            play = ActionKind.PLAY
            return Candidates(
                tuple([new_action((play, seat, c.cards)) for c in leads]), leads, self
            )
        actions = [Action(ActionKind.PASS, seat)]
        if trick.last_seat == OPPOSITE[seat] and state.policy.passing.yielding:
            actions.append(Action(ActionKind.YIELD, seat))
        return self.answers(state, seat, actions, ActionKind.PLAY)

    def answers(
        self, state: RoundState, seat: int, actions: list[Action], kind: ActionKind
    ) -> Candidates:
        """B1-B6: ``actions`` and then every play of ``kind`` beating the play to beat."""
        target = state.trick.last_play
        assert target is not None
        beats = list(beating_candidates(state.hands[seat], target))
        plays: list[Candidate | None] = [None] * len(actions)
        plays += beats
        actions += [new_action((kind, seat, c.cards)) for c in beats]
        return Candidates(tuple(actions), plays, self)

    def _judge_listed(self, state: RoundState, candidates: Candidates) -> list[Refusal | None]:
        """Each candidate asked only what can refuse it: a pass nothing, a yield F6 then O2
        (the only checks that refuse a listed yield), a lead or an answer the constraints."""
        seat = state.to_act
        assert seat is not None
        plays = candidates.plays
        if state.trick.last_play is None:
            return lead_refusals(state, seat, cast("list[Candidate]", plays))  # a play each
        verdicts = follow_refusals(state, seat, plays)
        actions = candidates.actions
        if (  # may_yield, its beating play found among the verdicts (the pass, the yield, plays)
            len(actions) > 1
            and actions[1].kind is ActionKind.YIELD
            and not (yield_open(state, seat) and None in verdicts[2:])
        ):
            verdicts[1] = first_refusal(LISTED_YIELD, state, actions[1])  # after the pass
        return verdicts

    def apply(self, state: RoundState, action: Action) -> None:
        """F2-F6: a pass, a yield, a play or a burn (the play found among the candidates)."""
        listed = self.candidates(state)
        index = listed.find(action)
        candidate = listed.plays[index] if index >= 0 else None
        if candidate is None and action.cards:
            candidate = listed.same_play(action.cards)
        state._legal = None
        apply_play(state, action, candidate)


PLAY = PlayPhase()


def start_play(state: RoundState) -> None:
    """F1: the play begins with the leader (or the next seat in play); R4 (tongsu art. 48):
    after a successful revolution the revolutionary leads his 3s and his 对家 throws his 4s
    away (quotation tongsu.revolutionary-threes-opposite-fours), after a failed one the 对家
    leads his 4s."""
    state.phase = Phase.PLAY
    leader = state.leader
    rebel = state.revolutionary
    if rebel is not None and state.policy.revolution.charge_required:
        opposite = OPPOSITE[rebel]
        if not rebel_placed(state):
            state.fours_first, leader = opposite, opposite
        else:
            throw_fours(state, opposite)
            threes = list(state.hands[rebel].by_rank[Rank.THREE])
            if threes and not state.is_over:
                lead_for(state, rebel, threes)
                return
    if state.is_over:
        return
    if not in_play(state, leader):
        leader = next_in_play(state, leader)
    fives = declare.pooled_fives(state, leader) if rebel is None else []
    if fives:
        lead_for(state, leader, [card for _, cards in fives for card in cards], fives)
    else:
        new_trick(state, leader)


def lead_for(
    state: RoundState,
    seat: int,
    cards: list[Card],
    owners: Sequence[tuple[int, list[Card]]] = (),
) -> None:
    """R4 (tongsu art. 48): ``seat``, out of play, leads ``cards`` to open the play; O1
    (tongsu art. 44, 汇五): the 大落 leads the 5s taken from each of ``owners``' hands, each
    laying his own in the open (the log)."""
    play = make_play(cards, state.rules)
    for owner, given in owners:
        state.events.append(LogEntry(owner, ActionKind.PLAY, tuple(given), len(given)))
    for owner, given in owners or ((seat, cards),):
        state.hands[owner].remove(given)
    state.table.extend(cards)
    state.trick = Trick(leader=seat, last_seat=seat, last_play=play, plays=[(seat, play)])
    advance(state, seat)


def new_trick(state: RoundState, leader: int) -> None:
    """F1, F4, S4: a new trick led by ``leader`` (a burner with no lead S1 allows fails)."""
    state.trick = Trick(leader=leader)
    state.to_act = leader
    state.pending_stuck.pop(leader, None)
    if leader in state.burning and not has_lead(state, leader):
        burn_fails(state, leader)
        if not finish.round_over(state):
            new_trick(state, next_in_play(state, leader))


def asks_wind(state: RoundState, seat: int) -> bool:
    """F7 (qingdao 申请接风): the next seat after a player who went out lets his last play
    go and asks for the wind: he may still play in the trick (his pass is not F3's)."""
    last = state.trick.last_seat
    return (
        state.policy.passing.wind_request
        and last in state.finished
        and seat == next_in_play(state, last)
    )


def may_answer(state: RoundState, seat: int) -> bool:
    """F3: whether ``seat`` may still answer the current play in this trick."""
    trick = state.trick
    if seat in trick.answered or not in_play(state, seat):
        return False
    if state.four_way or seat not in trick.passed:
        return True
    return state.policy.passing.answers_after_pass(trick.last_seat == OPPOSITE[seat], trick.gouji)


def apply_play(state: RoundState, action: Action, candidate: Candidate | None) -> None:
    """F2-F6: a pass, a yield, a play or a burn."""
    trick = state.trick
    seat = action.seat
    if action.kind is ActionKind.PASS:
        if trick.burn_queue:
            trick.burn_queue.pop(0)
        else:
            trick.answered.add(seat)
            if not asks_wind(state, seat):
                trick.passed.add(seat)
            if seat == trick.yielder:
                trick.yielder = -1
        advance(state, seat)
    elif action.kind is ActionKind.YIELD:
        trick.yielder = seat
        advance(state, seat)
    else:
        assert candidate is not None
        if candidate.cards != action.cards:  # the same play with other suits (C2)
            candidate = candidate._replace(cards=action.cards)
        play = candidate.play(state.rules)
        after_play(state, seat, play, burn=action.kind is ActionKind.BURN)


def after_play(state: RoundState, seat: int, play: Play, burn: bool) -> None:
    """F2-F7, K1, S1-S4, Y2, E1-E4: everything that follows a play."""
    trick = state.trick
    rules = state.rules
    previous_seat = trick.last_seat
    broken = beaten(state, previous_seat, seat) if trick.last_play is not None else None
    if burn:
        start_burn(state, seat, previous_seat, broken)
    burn_played(state, seat)
    hand = state.hands[seat]
    hand.remove(play.cards)
    state.table.extend(play.cards)
    if state.policy.threes.last and hand.only(Rank.THREE):
        state.pending_stuck[seat] = play
    trick.last_seat, trick.last_play = seat, play
    trick.plays.append((seat, play))
    trick.passed.discard(seat)  # F3: playing again (on his 对头's play), he is back in
    if seat == state.fours_first:
        state.fours_first = -1
    trick.answered = set()
    if trick.yielder >= 0 and trick.yielder != seat:
        trick.passed.add(trick.yielder)  # F6: the yielder counts as passed
    trick.yielder = -1
    if play.rank is Rank.FOUR and state.policy.fours.concedes(seat in state.opened):
        state.conceded.add(seat)  # K4 (linyi.early-fours-concede-short): 4s before opening concede
    if (
        state.policy.finish.last_play_dead_gouji
        and previous_seat in state.finished[:2]
        and previous_seat == OPPOSITE[seat]
        and len(trick.plays) > 1
        and is_gouji(trick.plays[-2][1], rules)
    ):
        state.dead_gouji[seat] += 1  # E6 (b): he beat a finisher's gouji last play
    trick.burn_queue = []
    if not hand.size:
        finish.go_out(state, seat)
        if state.phase is Phase.OVER:
            return
        if not state.policy.finish.last_play_dead_gouji and four_way_due(state):
            state.four_way = True  # E2: at once, inside this trick
    gouji = not state.four_way and is_gouji(play, rules)
    if gouji and opens_as_played(state, seat, play):
        state.opened.add(seat)  # K1 (tongsu art. 20): 首手纯够级牌直接开点
    trick.gouji = gouji and not is_headless(state, seat)
    trick.dead = False
    if gouji and state.dead_gouji[seat] > 0:
        trick.dead = trick.gouji = True  # E6: 够死级, unanswerable but for burning
        state.dead_gouji[seat] -= 1
        if not state.dead_gouji[seat] and OPPOSITE[seat] == state.revolutionary:
            state.headless.add(seat)  # R3: 三次够死级之后算无头
    if trick.gouji:
        trick.burn_queue = [
            s for s in burn_order(state, seat) if can_burn(state, s) and may_beat(state, s)
        ]
    advance(state, seat)


def beaten(state: RoundState, loser: int, winner: int) -> BurnEvent | None:
    """Y2 and S4: a play of ``loser`` was beaten by ``winner``; the burn it broke, if any."""
    if loser in state.pending_stuck:
        del state.pending_stuck[loser]
        state.stuck.append(StuckEvent(loser, winner))
        if loser not in state.stuck_seats:
            state.stuck_seats.append(loser)
    return burn_beaten(state, loser, winner)


def advance(state: RoundState, after: int) -> None:
    """F2-F6: who acts next on the current play, or end the trick."""
    trick = state.trick
    if trick.burn_queue:
        state.to_act = trick.burn_queue[0]
        return
    if trick.gouji:
        for seat in () if trick.dead else gouji_answerers(state, trick.last_seat):
            if may_answer(state, seat):
                state.to_act = seat
                return
        end_trick(state, declined=True)
        return
    for step in range(1, SEAT_COUNT):
        seat = (after + step) % SEAT_COUNT
        if seat == trick.last_seat:
            if trick.yielder >= 0 and trick.yielder not in trick.answered:
                state.to_act = trick.yielder
                return
            continue
        if seat == trick.yielder:
            continue
        if may_answer(state, seat):
            state.to_act = seat
            return
    if trick.yielder >= 0 and trick.yielder not in trick.answered:
        state.to_act = trick.yielder
        return
    end_trick(state, declined=False)


def end_trick(state: RoundState, declined: bool) -> None:
    """F4, F5, F7, K1, K3, E2, E6: the trick is over; open the point and give the lead."""
    trick = state.trick
    winner, play = trick.last_seat, trick.last_play
    assert play is not None
    if not state.four_way and (trick.gouji or headless_gouji(state, winner, play)):
        open_point(state, winner, play, answering=answered_gouji(state))
    burn_stood(state, winner)
    if four_way_due(state):
        state.four_way = True  # E2, R5
    close_opening(state)
    if finish.round_over(state):
        return
    lead = winner
    if declined and state.policy.passing.opposite_leads_after_decline:
        lead = OPPOSITE[winner]
    if not in_play(state, lead):
        lead = wind(state, winner)  # F7: 接风
        if lead < 0:
            finish.end_round(state)
            return
    new_trick(state, lead)


def four_way_due(state: RoundState) -> bool:
    """E2, R5: 四人乱缠 once 头科 and 二科 are out (头科 alone after a revolution that stands).
    It begins the moment the 二科 goes out (linyi, irvine: quotation
    linyi.four-way-after-first-two; tongsu art. 14), inside that trick; qingdao waits for the
    trick's end, where the 二科's last play still leaves his 对头 a 够死级 (quotation
    qingdao.four-way-not-at-once)."""
    return len(state.finished) >= (1 if rebel_placed(state) else 2)


def wind(state: RoundState, gone: int) -> int:
    """F7: the next seat in play after ``gone`` that may take the wind (接风)."""
    for step in range(1, SEAT_COUNT + 1):
        seat = (gone + step) % SEAT_COUNT
        if not in_play(state, seat):
            continue
        if seat in state.stuck_seats and not state.policy.passing.stuck_takes_wind:
            continue
        return seat
    return -1
