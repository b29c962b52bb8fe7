"""The play (F1-F7, K1-K4, E2, E5, E6, Y1, Y2): tricks, the gouji exchange, yielding (让牌)
and the wind (接风)."""

from __future__ import annotations

from ...rules.cards import Rank
from ...rules.gouji import can_open, is_gouji
from ...rules.plays import Play
from ...rules.table import OPPOSITE, SEAT_COUNT, SEATS
from ..actions import Action, ActionKind, new_action
from ..core import Phase, StuckEvent, Trick
from ..moves import Candidate, beating_candidates, candidates
from ..refusals import burner_lead, fours_wait, threes_last
from .burn import BurnPhase


class PlayPhase(BurnPhase):
    """F1-F7: leading, following, passing, yielding, the end of a trick and the wind."""

    def _start_play(self) -> None:
        """F1: the play begins with the leader (or the next seat in play)."""
        self.phase = Phase.PLAY
        leader = self.leader
        if not self._in_play(leader):
            leader = self._next_in_play(leader)
        self._new_trick(leader)

    def _new_trick(self, leader: int) -> None:
        """F1, F4, S4: a new trick led by ``leader`` (a burner with no lead S1 allows fails)."""
        self.trick = Trick(leader=leader)
        self.to_act = leader
        self.pending_stuck.pop(leader, None)
        if leader in self.burning and not self._leads(leader):
            self._burn_fails(leader)
            if not self._round_over():
                self._new_trick(self._next_in_play(leader))

    # ------------------------------------------------------------------ what may be played

    def _leads(self, seat: int) -> list[Candidate]:
        """F1 with Y1, S1 and K4: the leads ``seat`` may make, unclassified (the hot path);
        K4 (tongsu art. 6): a leader holding nothing but unopened 4s must lead them."""
        leads, fours = [], []
        burner = seat in self.burning
        for c in candidates(self.hands[seat], self.rules):
            rank = c.rank  # each constraint is asked only where it can refuse (the hot path)
            if rank is Rank.THREE and threes_last(self, seat, c):
                continue
            if burner and burner_lead(self, seat, c):
                continue
            if rank is Rank.FOUR and fours_wait(self, seat, c):
                fours.append(c)
                continue
            leads.append(c)
        if not leads and seat not in self.burning:
            return fours
        return leads

    def _legal_plays(self, seat: int) -> list[Candidate]:
        """F1-F2 with Y1, K4 and S1: the plays ``seat`` may make now, unclassified."""
        target = self.trick.last_play
        if target is None:
            return self._leads(seat)
        return [
            c for c in beating_candidates(self.hands[seat], target) if self._may_follow(seat, c)
        ]

    def _may_follow(self, seat: int, c: Candidate) -> bool:
        """Y1, K4: whether no constraint refuses ``c`` as an answer (B1-B6 already hold)."""
        rank = c.rank
        if rank is Rank.THREE:
            return threes_last(self, seat, c) is None
        return rank is not Rank.FOUR or fours_wait(self, seat, c) is None

    def _may_beat(self, seat: int) -> bool:
        """Whether ``seat`` holds at least one legal play against the current play."""
        target = self.trick.last_play
        assert target is not None
        return any(self._may_follow(seat, c) for c in beating_candidates(self.hands[seat], target))

    def _play_actions(self, seat: int) -> tuple[list[Action], list[Candidate | None]]:
        """F1-F6, S1: the legal actions of ``seat`` in the play phase, and the play of each."""
        trick = self.trick
        if trick.last_play is None:
            leads = self._leads(seat)
            return [new_action((ActionKind.PLAY, seat, c.cards)) for c in leads], [*leads]
        actions = [Action(ActionKind.PASS, seat)]
        if self._may_yield(seat):
            actions.append(Action(ActionKind.YIELD, seat))
        plays: list[Candidate | None] = [None] * len(actions)
        kind = ActionKind.BURN if trick.burn_queue else ActionKind.PLAY
        for candidate in self._legal_plays(seat):
            actions.append(new_action((kind, seat, candidate.cards)))
            plays.append(candidate)
        return actions, plays

    def _play_kinds(self, seat: int) -> tuple[ActionKind, ...]:
        """F1, F6, S3: the kinds of action the play asks of ``seat`` now."""
        trick = self.trick
        if trick.last_play is None:
            return (ActionKind.PLAY,)
        play = ActionKind.BURN if trick.burn_queue else ActionKind.PLAY
        if self._may_yield(seat):
            return (ActionKind.PASS, ActionKind.YIELD, play)
        return (ActionKind.PASS, play)

    def _may_yield(self, seat: int) -> bool:
        """F6: facing one's 对头's non-gouji play, both players between having passed."""
        trick = self.trick
        if not self.policy.passing.yielding or self.four_way or trick.gouji or trick.yielder >= 0:
            return False
        if trick.last_seat != OPPOSITE[seat] or seat in trick.answered or seat in trick.passed:
            return False
        between = [(trick.last_seat + 1) % SEAT_COUNT, (trick.last_seat + 2) % SEAT_COUNT]
        return all(s in trick.answered or not self._in_play(s) for s in between)

    def _may_answer(self, seat: int) -> bool:
        """F3: whether ``seat`` may still answer the current play in this trick."""
        trick = self.trick
        if seat in trick.answered or not self._in_play(seat):
            return False
        if self.four_way or seat not in trick.passed:
            return True
        return self.policy.passing.answers_after_pass(
            trick.last_seat == OPPOSITE[seat], trick.gouji
        )

    # ------------------------------------------------------------------ doing it

    def _apply_play(self, action: Action, candidate: Candidate | None) -> None:
        """F2-F6: a pass, a yield, a play or a burn."""
        trick = self.trick
        seat = action.seat
        if action.kind is ActionKind.PASS:
            if trick.burn_queue:
                trick.burn_queue.pop(0)
            else:
                trick.answered.add(seat)
                trick.passed.add(seat)
                if seat == trick.yielder:
                    trick.yielder = -1
            self._advance(seat)
        elif action.kind is ActionKind.YIELD:
            trick.yielder = seat
            self._advance(seat)
        else:
            assert candidate is not None
            if candidate.cards != action.cards:  # the same play with other suits (C2)
                candidate = candidate._replace(cards=action.cards)
            play = candidate.play(self.rules)
            self._after_play(seat, play, burn=action.kind is ActionKind.BURN)

    def _after_play(self, seat: int, play: Play, burn: bool) -> None:
        """F2-F7, K1, S1-S4, Y2, E1-E4: everything that follows a play."""
        trick = self.trick
        rules = self.rules
        previous_seat = trick.last_seat
        if trick.last_play is not None:
            self._beaten(previous_seat, seat)
        if burn:
            self._start_burn(seat, previous_seat)
        if seat in self.burning:
            self.burning[seat].plays += 1
        hand = self.hands[seat]
        hand.remove(play.cards)
        self.table.extend(play.cards)
        if self.policy.threes.last and hand.only(Rank.THREE):
            self.pending_stuck[seat] = play
        trick.last_seat, trick.last_play = seat, play
        trick.plays.append((seat, play))
        trick.answered = set()
        if trick.yielder >= 0 and trick.yielder != seat:
            trick.passed.add(trick.yielder)  # F6: the yielder counts as passed
        trick.yielder = -1
        if play.rank is Rank.FOUR and self.policy.fours.concedes(seat in self.opened):
            self.conceded.add(seat)  # K4 (linyi): 没开点即发4视为认点
        if (
            self.policy.finish.last_play_dead_gouji
            and previous_seat in self.finished[:2]
            and previous_seat == OPPOSITE[seat]
            and len(trick.plays) > 1
            and is_gouji(trick.plays[-2][1], rules)
        ):
            self.dead_gouji[seat] += 1  # E6 (b): he beat a finisher's gouji last play
        trick.burn_queue = []
        if not hand.size:
            self._finish(seat)
            if self.phase is Phase.OVER:
                return
        gouji = not self.four_way and is_gouji(play, rules)
        trick.gouji = gouji and not self._is_headless(seat)
        trick.dead = False
        if gouji and self.dead_gouji[seat] > 0:
            trick.dead = trick.gouji = True  # E6: 够死级, unanswerable but for burning
            self.dead_gouji[seat] -= 1
        if trick.gouji:
            trick.burn_queue = [
                s for s in self._burn_order(seat) if self._can_burn(s) and self._may_beat(s)
            ]
        self._advance(seat)

    def _beaten(self, loser: int, winner: int) -> None:
        """Y2 and S4: a play of ``loser`` was beaten by ``winner``."""
        if loser in self.pending_stuck:
            del self.pending_stuck[loser]
            self.stuck.append(StuckEvent(loser, winner))
            if loser not in self.stuck_seats:
                self.stuck_seats.append(loser)
        self._burn_beaten(loser)

    def _gouji_answerers(self, seat: int) -> list[int]:
        """F5, E5: who may answer a gouji hand: the 对头, then players without a 对头 (无头者对其他
        持牌者亦行使同样的职权) in playing order."""
        headless = [
            s
            for s in self._turn_order(seat)[1:]
            if s != OPPOSITE[seat] and self._in_play(s) and self._is_headless(s)
        ]
        return [OPPOSITE[seat], *headless]

    def _advance(self, after: int) -> None:
        """F2-F6: who acts next on the current play, or end the trick."""
        trick = self.trick
        if trick.burn_queue:
            self.to_act = trick.burn_queue[0]
            return
        if trick.gouji:
            for seat in () if trick.dead else self._gouji_answerers(trick.last_seat):
                if self._may_answer(seat):
                    self.to_act = seat
                    return
            self._end_trick(declined=True)
            return
        for step in range(1, SEAT_COUNT):
            seat = (after + step) % SEAT_COUNT
            if seat == trick.last_seat:
                if trick.yielder >= 0 and trick.yielder not in trick.answered:
                    self.to_act = trick.yielder
                    return
                continue
            if seat == trick.yielder:
                continue
            if self._may_answer(seat):
                self.to_act = seat
                return
        if trick.yielder >= 0 and trick.yielder not in trick.answered:
            self.to_act = trick.yielder
            return
        self._end_trick(declined=False)

    def _end_trick(self, declined: bool) -> None:
        """F4, F5, F7, K1, K3, E2, E6: the trick is over; open the point and give the lead."""
        trick = self.trick
        winner, play = trick.last_seat, trick.last_play
        assert play is not None
        if trick.gouji and not self.four_way:
            self._open(winner, play, answering=len(trick.plays) > 1)
        self._burn_stood(winner)
        if len(self.finished) >= (1 if self.revolutionary is not None else 2):
            self.four_way = True  # E2, R5
        self._close_opening()
        if self._round_over():
            return
        lead = winner
        if declined and self.policy.passing.opposite_leads_after_decline:
            lead = OPPOSITE[winner]
        if not self._in_play(lead):
            lead = self._wind(winner)  # F7: 接风
            if lead < 0:
                self._end_round()
                return
        self._new_trick(lead)

    def _open(self, seat: int, play: Play, answering: bool) -> None:
        """K1-K3: winning a gouji exchange opens the point if the hand may open (K2)."""
        if seat in self.opened or seat in self.conceded or self._gone() >= 2:
            return
        if can_open(play, self.rules, answering_gouji=answering):
            self.opened.add(seat)

    def _close_opening(self) -> None:
        """K3, K4: after two have finished no one opens; tongsu throws unopened 4s away."""
        if self._gone() < 2 or not self.policy.fours.wait_for_opening:
            return
        for seat in SEATS:
            hand = self.hands[seat]
            if seat not in self.opened and self._in_play(seat) and hand.count(Rank.FOUR):
                fours = list(hand.by_rank[Rank.FOUR])
                hand.remove(fours)
                self.set_aside.extend(fours)
                if not hand.size:
                    self._finish(seat)

    def _wind(self, gone: int) -> int:
        """F7: the next seat in play after ``gone`` that may take the wind (接风)."""
        for step in range(1, SEAT_COUNT + 1):
            seat = (gone + step) % SEAT_COUNT
            if not self._in_play(seat):
                continue
            if seat in self.stuck_seats and not self.policy.passing.stuck_takes_wind:
                continue
            return seat
        return -1
