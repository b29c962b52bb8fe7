"""The play (F1-F7, K1-K4, E2, E5, E6, Y1, Y2): tricks, the gouji exchange, yielding (让牌)
and the wind (接风)."""

from __future__ import annotations

from collections.abc import Sequence

from ...rules.cards import Card, Rank
from ...rules.gouji import can_open, is_gouji, is_pure
from ...rules.plays import Play, make_play
from ...rules.seats import OPPOSITE, SEAT_COUNT, SEATS
from ..actions import Action, ActionKind, new_action
from ..constraints import burner_lead, fours_first, fours_wait, threes_last
from ..core import BurnEvent, Phase, StuckEvent, Trick
from ..play_search import Candidate, beating_candidates, candidates
from .burn import BurnPhase


class PlayPhase(BurnPhase):
    """F1-F7: leading, following, passing, yielding, the end of a trick and the wind."""

    def _start_play(self) -> None:
        """F1: the play begins with the leader (or the next seat in play); R4 (tongsu art. 48):
        after a successful revolution the revolutionary leads his 3s and his 对家 throws his 4s
        away (quotation tongsu.revolutionary-threes-opposite-fours), after a failed one the 对家
        leads his 4s."""
        self.phase = Phase.PLAY
        leader = self.leader
        rebel = self.revolutionary
        if rebel is not None and self.policy.revolution.charge_required:
            opposite = OPPOSITE[rebel]
            if not self._rebel_placed():
                self.fours_first, leader = opposite, opposite
            else:
                self._throw_fours(opposite)
                threes = list(self.hands[rebel].by_rank[Rank.THREE])
                if threes and not self.is_over:
                    self._lead_for(rebel, threes)
                    return
        if self.is_over:
            return
        if not self._in_play(leader):
            leader = self._next_in_play(leader)
        self._new_trick(leader)

    def _lead_for(self, seat: int, cards: list[Card]) -> None:
        """R4 (tongsu art. 48): ``seat``, out of play, leads ``cards`` to open the play."""
        play = make_play(cards, self.rules)
        self.hands[seat].remove(cards)
        self.table.extend(cards)
        self.trick = Trick(leader=seat, last_seat=seat, last_play=play, plays=[(seat, play)])
        self._advance(seat)

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
        first_fours = seat == self.fours_first
        three, four = Rank.THREE, Rank.FOUR
        for c in candidates(self.hands[seat], self.rules):
            rank = c.rank  # each constraint is asked only where it can refuse (the hot path)
            if rank is three and threes_last(self, seat, c):
                continue
            if burner and burner_lead(self, seat, c):
                continue
            if first_fours and fours_first(self, seat, c):
                continue
            if rank is four and fours_wait(self, seat, c):
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

    def _play_actions(self, seat: int) -> tuple[list[Action], Sequence[Candidate | None]]:
        """F1-F6, S1: the legal actions of ``seat`` in the play phase, and the play of each."""
        trick = self.trick
        if trick.last_play is None:
            leads = self._leads(seat)
            play = ActionKind.PLAY
            return [new_action((play, seat, c.cards)) for c in leads], leads
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
        """F6: facing one's 对头's non-gouji play, both players between having passed, with a
        play to make on it later (不原意立即上牌); not on the last play of a 对头 who has just
        gone out (无头, quotation qingdao.headless-no-opponent: that play is the wind's, F7)."""
        trick = self.trick
        if not self.policy.passing.yielding or self.four_way or trick.gouji or trick.yielder >= 0:
            return False
        last = trick.last_seat
        if last != OPPOSITE[seat] or seat in trick.answered or seat in trick.passed:
            return False
        if not self._in_play(last):
            return False
        between = [(last + 1) % SEAT_COUNT, (last + 2) % SEAT_COUNT]
        if not all(s in trick.answered or not self._in_play(s) for s in between):
            return False
        return self._may_beat(seat)

    def _asks_wind(self, seat: int) -> bool:
        """F7 (qingdao 申请接风): the next seat after a player who went out lets his last play
        go and asks for the wind: he may still play in the trick (his pass is not F3's)."""
        last = self.trick.last_seat
        return (
            self.policy.passing.wind_request
            and last in self.finished
            and seat == self._next_in_play(last)
        )

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
                if not self._asks_wind(seat):
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
        broken = self._beaten(previous_seat, seat) if trick.last_play is not None else None
        if burn:
            self._start_burn(seat, previous_seat, broken)
        self._burn_played(seat)
        hand = self.hands[seat]
        hand.remove(play.cards)
        self.table.extend(play.cards)
        if self.policy.threes.last and hand.only(Rank.THREE):
            self.pending_stuck[seat] = play
        trick.last_seat, trick.last_play = seat, play
        trick.plays.append((seat, play))
        trick.passed.discard(seat)  # F3: playing again (on his 对头's play), he is back in
        if seat == self.fours_first:
            self.fours_first = -1
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
            if not self.policy.finish.last_play_dead_gouji and self._four_way_due():
                self.four_way = True  # E2: at once, inside this trick
        gouji = not self.four_way and is_gouji(play, rules)
        if gouji and self._opens_as_played(seat, play):
            self.opened.add(seat)  # K1 (tongsu art. 20): 首手纯够级牌直接开点
        trick.gouji = gouji and not self._is_headless(seat)
        trick.dead = False
        if gouji and self.dead_gouji[seat] > 0:
            trick.dead = trick.gouji = True  # E6: 够死级, unanswerable but for burning
            self.dead_gouji[seat] -= 1
            if not self.dead_gouji[seat] and OPPOSITE[seat] == self.revolutionary:
                self.headless.add(seat)  # R3: 三次够死级之后算无头
        if trick.gouji:
            trick.burn_queue = [
                s for s in self._burn_order(seat) if self._can_burn(s) and self._may_beat(s)
            ]
        self._advance(seat)

    def _beaten(self, loser: int, winner: int) -> BurnEvent | None:
        """Y2 and S4: a play of ``loser`` was beaten by ``winner``; the burn it broke, if any."""
        if loser in self.pending_stuck:
            del self.pending_stuck[loser]
            self.stuck.append(StuckEvent(loser, winner))
            if loser not in self.stuck_seats:
                self.stuck_seats.append(loser)
        return self._burn_beaten(loser, winner)

    def _gouji_answerers(self, seat: int) -> list[int]:
        """F5, E5: who may answer a gouji hand: the 对头, then players without a 对头 (quotation
        qingdao.headless-beaten-in-turn) in playing order."""
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
        if not self.four_way and (trick.gouji or self._headless_gouji(winner, play)):
            self._open(winner, play, answering=self._answered_gouji())
        self._burn_stood(winner)
        if self._four_way_due():
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

    def _four_way_due(self) -> bool:
        """E2, R5: 四人乱缠 once 头科 and 二科 are out (头科 alone after a revolution that stands).
        It begins the moment the 二科 goes out (linyi, irvine: quotation
        linyi.four-way-after-first-two; tongsu art. 14), inside that trick; qingdao waits for the
        trick's end, where the 二科's last play still leaves his 对头 a 够死级 (quotation
        qingdao.four-way-not-at-once)."""
        return len(self.finished) >= (1 if self._rebel_placed() else 2)

    def _opens_as_played(self, seat: int, play: Play) -> bool:
        """K1 (tongsu art. 20, 和平局): in a game's first round a pure gouji hand opens as it
        is played."""
        return (
            self.first_round
            and self.policy.opening.first_round_pure
            and is_pure(play)
            and self._may_open(seat)
        )

    def _headless_gouji(self, seat: int, play: Play) -> bool:
        """K1, E5 (无头打点, where the rulebook has it): a headless player's gouji hand."""
        return (
            self.policy.opening.headless_opens
            and self._is_headless(seat)
            and is_gouji(play, self.rules)
        )

    def _answered_gouji(self) -> bool:
        """K2 (irvine note 2, quotation irvine.twos-open-when-answering): the winning play beat
        a gouji hand."""
        plays = self.trick.plays
        return len(plays) > 1 and is_gouji(plays[-2][1], self.rules)

    def _may_open(self, seat: int) -> bool:
        """K3, K4: ``seat`` may still open: not opened nor conceded, and (where K3 says so)
        fewer than two players are out."""
        if seat in self.opened or seat in self.conceded:
            return False
        return not (self.policy.opening.closes_at_two_out and self._gone() >= 2)

    def _open(self, seat: int, play: Play, answering: bool) -> None:
        """K1-K3: winning a gouji exchange before 四人乱缠 opens the point if the hand may open
        (K2)."""
        if self._may_open(seat) and can_open(play, self.rules, answering_gouji=answering):
            self.opened.add(seat)

    def _close_opening(self) -> None:
        """K3, K4: after two have finished no one opens; tongsu throws unopened 4s away."""
        if self._gone() < 2 or not self.policy.fours.wait_for_opening:
            return
        for seat in SEATS:
            if seat not in self.opened and self._in_play(seat):
                self._throw_fours(seat)

    def _throw_fours(self, seat: int) -> None:
        """K4, R4 (tongsu arts. 6, 48): ``seat``'s 4s are thrown away (扔4)."""
        hand = self.hands[seat]
        fours = list(hand.by_rank[Rank.FOUR])
        if not fours:
            return
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
