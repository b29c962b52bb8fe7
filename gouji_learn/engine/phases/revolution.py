"""Revolution and 冲点 (R1-R5): who may revolt, charging the point, the 对头's head."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from itertools import product

from ...rules.cards import Card, Rank
from ...rules.gouji import gouji_minimum, is_pure
from ...rules.plays import Play, make_play
from ...rules.ruleset import RuleSet
from ...rules.seats import OPPOSITE
from ..actions import Action, ActionKind
from ..core import Phase
from ..play_search import Candidate, beating_candidates
from .play import PlayPhase

GOUJI_RANKS = (Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
"""G1: the ranks whose sets can be minimum gouji hands."""
TRIBUTE_RANKS = (Rank.BIG_JOKER, Rank.SMALL_JOKER, Rank.TWO)
"""R1: the jokers and 2s a revolutionary may not hold."""


class RevolutionPhase(PlayPhase):
    """R1-R5: revolting, 冲点 and its answer, 要头/无头."""

    def _can_revolt(self, seat: int) -> bool:
        """R1: no joker and no 2 (tongsu art. 46: three pure gouji hands to lead, his jokers
        and 2s going to his 对家)."""
        if self.policy.revolution.charge_required:
            return next(self._charge_counts(seat), None) is not None
        hand = self.hands[seat]
        return not any(hand.count(rank) for rank in TRIBUTE_RANKS)

    def _revolution_seats(self) -> list[int]:
        """R1: who is asked, in order (irvine: the last round's 大落 first), if he may revolt."""
        order = self._turn_order(self.leader)
        if self.policy.revolution.one_by_last_place and self.carry:
            placed = self.carry.finish_order
            unplaced = [s for s in order if s not in placed]
            order = unplaced + list(reversed(placed))  # 备注4: 倒序, 大落 first
        return [s for s in order if self._can_revolt(s)]

    def _revolution_kinds(self, seat: int) -> tuple[ActionKind, ...]:
        """R1, Y3: stay or revolt (a seat that could not buy a 3 must revolt, qingdao)."""
        if seat in self.forced_revolts:
            return (ActionKind.REVOLT,)
        return (ActionKind.STAY, ActionKind.REVOLT)

    def _apply_revolt(self, action: Action) -> None:
        """R1: a revolt is noted (irvine: nobody else is asked after one; tongsu art. 46: his
        jokers and 2s go to his 对家, 如仍有，须交给对家)."""
        if action.kind is ActionKind.REVOLT:
            seat = action.seat
            self.revolts.append(seat)
            if self.policy.revolution.one_by_last_place:
                self.queue = [seat]
            hand = self.hands[seat]
            given = [card for rank in TRIBUTE_RANKS for card in hand.by_rank[rank]]
            if given and self.policy.revolution.charge_required:
                for card in given:
                    self._spend_natural(seat, card)
                hand.remove(given)
                self.hands[OPPOSITE[seat]].add(given)

    def _after_revolution(self) -> None:
        """R1-R3: two revolts void the deal; one makes a revolutionary, who may charge."""
        if len(self.revolts) >= 2:
            self.phase, self.to_act = Phase.VOID, None
            return
        if not self.revolts:
            self._start_play()
            return
        rebel = self.revolts[0]
        self._make_revolutionary(rebel)
        if self.policy.revolution.charges and next(self._charge_counts(rebel), None):
            self.phase, self.to_act = Phase.CHONG_DIAN, rebel
            return
        self._after_chong_dian(charged=False)

    def _make_revolutionary(self, rebel: int) -> None:
        """R2, K1: the revolutionary sits out; his 对头 counts as opened."""
        self.revolutionary = rebel
        if rebel not in self.revolts:
            self.revolts.append(rebel)
        self.opened.discard(rebel)
        self.opened.add(OPPOSITE[rebel])

    def _charge_counts(self, seat: int) -> Iterator[dict[Rank, int]]:
        """R4: how many cards of each gouji rank a 冲点 of ``seat`` may take: three pure gouji
        hands of any size that qualifies (linyi 出3套够级牌; tongsu art. 46 三手纯够级牌), e.g.
        Q Q Q Q + K K + A A."""
        hand = self.hands[seat]
        choices = []
        for rank in GOUJI_RANKS:
            need = gouji_minimum(rank, self.rules) or 99
            choices.append([0, *range(need, hand.count(rank) + 1)])
        for counts in product(*choices):
            taken = {rank: n for rank, n in zip(GOUJI_RANKS, counts, strict=True) if n}
            if self._cut_charge(taken) is not None:
                yield taken

    def _cut_charge(self, counts: dict[Rank, int]) -> list[tuple[Rank, int]] | None:
        """R4: the three hands ``counts`` make under this round's rules (see cut_charge)."""
        return cut_charge(counts, self.rules)

    def _chong_options(self, seat: int) -> list[tuple[Card, ...]]:
        """R4: every 冲点 ``seat`` may lay down (cards, low to high)."""
        by_rank = self.hands[seat].by_rank
        return [
            tuple(card for rank, n in counts.items() for card in by_rank[rank][:n])
            for counts in self._charge_counts(seat)
        ]

    def _charge_of(self, cards: Sequence[Card]) -> list[tuple[Rank, int]] | None:
        """R4: the three hands ``cards`` make as a 冲点, or None (2s and jokers make none)."""
        return self._cut_charge(dict(Counter(card.rank for card in cards)))

    def _charge_kinds(self) -> tuple[ActionKind, ...]:
        """R4: charge, or not where the rulebook makes the 冲点 optional."""
        if self.policy.revolution.charge_required:
            return (ActionKind.CHONG_DIAN,)
        return (ActionKind.NO_CHONG_DIAN, ActionKind.CHONG_DIAN)

    def _charge_actions(self, seat: int) -> list[Action]:
        """R4: the legal actions of the revolutionary before play."""
        actions = [Action(ActionKind.NO_CHONG_DIAN, seat)]
        if self.policy.revolution.charge_required:
            actions = []
        return actions + [Action(ActionKind.CHONG_DIAN, seat, c) for c in self._chong_options(seat)]

    def _answer_actions(self, seat: int) -> tuple[list[Action], list[Candidate | None]]:
        """R4: pass, or beat the next charged hand (and the play of each); tongsu art. 47:
        after letting one pass, only with a pure gouji hand."""
        target = self.chong_hands[self.chong_beaten]
        beats = list(beating_candidates(self.hands[seat], target))
        if self._charge_let_pass():
            beats = [c for c in beats if is_pure(c.play(self.rules))]
        plays: list[Candidate | None] = [None, *beats]
        actions = [Action(ActionKind.PASS, seat)]
        return actions + [Action(ActionKind.PLAY, seat, c.cards) for c in plays if c], plays

    def _split_chong(self, cards: Sequence[Card]) -> list[Play]:
        """R4: the three gouji hands of a 冲点, low to high, cut as ``_cut_charge`` says."""
        hands = self._charge_of(cards)
        assert hands is not None  # the refusals checked the 冲点
        by_rank: dict[Rank, list[Card]] = {}
        for card in cards:
            by_rank.setdefault(card.rank, []).append(card)
        plays = []
        for rank, size in hands:
            plays.append(make_play(by_rank[rank][:size], self.rules))
            del by_rank[rank][:size]
        return plays

    def _apply_charge(self, action: Action) -> None:
        """R4: the revolutionary charges (or not)."""
        seat = action.seat
        if action.kind is ActionKind.NO_CHONG_DIAN:
            self._after_chong_dian(charged=False)
            return
        self.hands[seat].remove(action.cards)
        self.table.extend(action.cards)
        self.chong_hands = self._split_chong(action.cards)
        self.chong_beaten = 0
        self.chong_answers = []
        self.phase, self.to_act = Phase.CHONG_DIAN_ANSWER, OPPOSITE[seat]

    def _charge_let_pass(self) -> bool:
        """R4 (tongsu art. 47): the 对头 has let one of the charged hands pass."""
        return len(self.chong_answers) < self.chong_beaten

    def _apply_charge_answer(self, action: Action) -> None:
        """R4: the 对头 passes or beats the next charged hand (``chong_beaten`` is its index).
        tongsu art. 47 (quotation tongsu.chong-dian-after-pass): after a pass he is asked on each
        later hand, and one pure beat ends the 冲点."""
        answers = self.chong_answers
        if action.kind is ActionKind.PASS and not self.policy.revolution.charge_required:
            self._resolve_chong_dian(False, answers)
            return
        after_pass = self._charge_let_pass()
        if action.kind is not ActionKind.PASS:
            play = make_play(action.cards, self.rules)
            self.hands[action.seat].remove(play.cards)
            self.table.extend(play.cards)
            answers.append(play)
        self.chong_beaten += 1
        if self.chong_beaten == len(self.chong_hands) or (after_pass and action.cards):
            self._resolve_chong_dian(len(answers) == len(self.chong_hands), answers)

    def _resolve_chong_dian(self, answered_all: bool, answers: list[Play]) -> None:
        """R4: the 冲点 outcome: who has opened, and (tongsu) whether the revolution failed."""
        rebel = self.revolutionary
        assert rebel is not None
        opposite = OPPOSITE[rebel]
        strict = self.policy.revolution.charge_required
        self.opened.discard(opposite)
        if not strict or any(is_pure(p) for p in answers):
            self.opened.add(opposite)  # tongsu art. 47: only if he answered with a pure hand
        if answered_all:
            self.opened.discard(rebel)
            if strict:
                self.out_of_play.append(rebel)  # 革命失败: 大落
        else:
            self.opened.add(rebel)
        self._after_chong_dian(charged=True)

    def _after_chong_dian(self, charged: bool) -> None:
        """R3: the 对头 chooses his head, or is headless at once (tongsu art. 49: but after a
        failed revolution, “革命”失败即视为对家“有头”)."""
        rebel = self.revolutionary
        assert rebel is not None
        opposite = OPPOSITE[rebel]
        if self.policy.revolution.asks_head(charged):
            self.phase, self.to_act = Phase.HEAD_CHOICE, opposite
            return
        if self._rebel_placed():
            self._take_head(opposite, keep=False)
        self._start_play()

    def _apply_head(self, action: Action) -> None:
        """R3: the 对头 keeps the head (要头) or not, and the play begins."""
        self._take_head(action.seat, keep=action.kind is ActionKind.WANT_HEAD)
        self._start_play()

    def _take_head(self, seat: int, keep: bool) -> None:
        """R3, E6: 要头 gives three 够死级 and he is headless once they are used (quotation
        qingdao.headless-after-dead-gouji); 无头 makes him headless at once."""
        if keep:
            self.dead_gouji[seat] = 3
        else:
            self.headless.add(seat)


def cut_charge(counts: Mapping[Rank, int], rules: RuleSet) -> list[tuple[Rank, int]] | None:
    """R4: the three hands (rank, size) that ``counts`` of gouji ranks make, low to high, or
    None. Where a rank gives two or three hands they are cut as minimum hands and the rest
    (K K K K A A: K K, K K, A A); with two ranks that both could, the lower one is cut."""
    if not counts or any(rank not in GOUJI_RANKS for rank in counts):
        return None
    need = {rank: gouji_minimum(rank, rules) or 99 for rank in counts}
    if any(n < need[rank] for rank, n in counts.items()):
        return None
    hands: list[tuple[Rank, int]] = []
    spare = 3 - len(counts)
    for rank in sorted(counts):
        n, m = counts[rank], need[rank]
        cuts = min(spare, n // m - 1) if spare > 0 else 0
        hands += [(rank, m)] * cuts + [(rank, n - cuts * m)]
        spare -= cuts
    return hands if len(hands) == 3 else None
