"""One round of Gouji as a phase machine (chapters F, K, S, E, P, X, D, Y, R, O).

A :class:`Round` is built from a RuleSet, a seed (or a scripted deal) and what the previous
round of the game left behind (:class:`~gouji_learn.engine.core.Carry`). It runs the automatic
steps itself (deal, 上班, 买三/买四, paying tribute: ``engine/flow.py``) and stops at each
decision: ``to_act`` names the seat, and the phase of the position (``flow.phase_of``, one
object per phase in ``engine/phases``) lists its candidates and judges an action:
``legal_actions()`` is the candidates its judge passes, ``refusal(action)`` its verdict,
``apply(action)`` does an action it passes or raises its refusal, leaving the state as it was.
The state itself is plain data (``engine/round_state.py``).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence

from ..rules.cards import Card, check_seed, new_shoe, parse_cards
from ..rules.errors import GoujiError
from ..rules.language import resolve_lang
from ..rules.plays import Play
from ..rules.ruleset import Declaration, RuleSet, resolve_rules
from ..rules.scoring import alliance_scores
from ..rules.seats import OPPOSITE, SEAT_COUNT, SEATS, check_seat
from . import flow, notation
from .actions import Action
from .charges import TRIBUTE_RANKS, can_revolt, split_chong
from .core import Carry, Phase, Trick
from .holding import Hand
from .legal import Candidates, LegalActions
from .phases import finish, play, revolution
from .policy import policy_for
from .refusals import Refusal
from .round_state import RoundState, in_play, is_headless, places_so_far
from .view import SeatView, seat_view


class Round(RoundState):
    """One round (回合) under a RuleSet: deal, tribute, declarations, revolution and play."""

    def __init__(
        self,
        rules: RuleSet | str | None = None,
        seed: int = 0,
        deal: Sequence[Sequence[Card]] | None = None,
        carry: Carry | None = None,
        round_index: int = 0,
        *,
        leader: int | None = None,
    ) -> None:
        check_seed(seed)
        self.rules = resolve_rules(rules)
        self.policy = policy_for(self.rules)
        self.scenario_leader = None if leader is None else check_seat(leader)
        self.seed = seed
        self.carry = carry
        self.round_index = round_index
        rng = random.Random(seed)
        self.deal_script = None if deal is None else tuple(tuple(cards) for cards in deal)
        self.hands = self._deal(deal, rng)
        self.dealt = tuple(tuple(hand.cards()) for hand in self.hands)
        self.table = []
        self.set_aside = []
        self.history = []
        self.events = []
        self._logs = {}
        self.phase = Phase.PLAY
        self.to_act = None
        self.declarations = [Declaration.NONE] * SEAT_COUNT
        self.opened = set()
        self.conceded = set()
        self.finished = []
        self.out_of_play = []
        self.freed = []
        self.revolutionary = None
        self.revolts = []
        self.forced_revolts = set()
        self.natural = [{rank: hand.count(rank) for rank in TRIBUTE_RANKS} for hand in self.hands]
        self.headless = set()
        self.dead_gouji = [0] * SEAT_COUNT
        self.stuck = []
        self.stuck_seats = []
        self.pending_stuck = {}
        self.burns = []
        self.burning = {}
        self.tribute = []
        self.to_return = []
        self.offers = []
        self.no_swap = set()
        self.dian_shou = {}
        self.queue = []
        self.chong_hands = []
        self.chong_answers = []
        self.chong_beaten = 0
        self.trick = Trick(leader=0)
        self.four_way = False
        self.fours_first = -1
        self.leader = 0
        self.final_order = ()
        self._legal = None
        if self.scenario_leader is None:
            flow.begin(self, rng)
        else:
            self.leader = self.scenario_leader
            play.start_play(self)

    @classmethod
    def from_hands(
        cls,
        hands: Sequence[str | Sequence[Card]],
        rules: RuleSet | str | None = None,
        leader: int = 0,
    ) -> Round:
        """F1: a scripted scenario: six hands (text or cards) and the leader, straight at play
        (no declarations, 买三, tribute or revolution) -- for teaching a trick step by step."""
        deal = [parse_cards(hand) if isinstance(hand, str) else list(hand) for hand in hands]
        return cls(rules, deal=deal, leader=leader)

    def _deal(self, deal: Sequence[Sequence[Card]] | None, rng: random.Random) -> list[Hand]:
        """C1: shuffle the shoe with the seed and deal it round (a scripted deal replaces it,
        each seat drawing its cards in the order given, seat 0 first); keeps the draw order."""
        if deal is not None:
            if len(deal) != SEAT_COUNT:
                raise GoujiError(
                    "C1",
                    f"a deal gives cards to {SEAT_COUNT} seats, not {len(deal)}",
                    f"发牌应有{SEAT_COUNT}家",
                )
            self.first_draw, self.draws = 0, tuple(tuple(cards) for cards in deal)
            return [Hand(cards) for cards in deal]
        shoe = new_shoe(self.policy.deal.short_shoe)
        rng.shuffle(shoe)
        first = self.first_draw = rng.randrange(SEAT_COUNT)
        order = [(first + i) % SEAT_COUNT for i in range(SEAT_COUNT)]
        hands: list[list[Card]] = [[] for _ in SEATS]
        for i, card in enumerate(shoe):  # C1: the first to draw and his 对头 get odd cards
            hands[order[i % SEAT_COUNT]].append(card)
        self.draws = tuple(tuple(cards) for cards in hands)
        return [Hand(cards) for cards in hands]

    # ------------------------------------------------------------------ deciding

    def legal_actions(self) -> LegalActions:
        """Every action the seat to act may take now: the phase's candidates its judge passes
        (judged once per position; empty when the round is over)."""
        cached = self._legal
        if isinstance(cached, Candidates) and cached.legal is not None:
            return cached.legal
        candidates = flow.phase_of(self).judged(self)
        legal = candidates.legal = LegalActions.judged(candidates, self)
        return legal

    def refusal(self, action: Action) -> Refusal | None:
        """Why ``action`` may not be done now (the phase's judge: the first constraint it
        breaks), or None."""
        return flow.phase_of(self).judge(self, action)

    def apply(self, action: Action) -> None:
        """Do ``action`` if the phase's judge passes it; else raise IllegalAction naming the
        rule (its refusal), changing nothing."""
        phase = flow.phase_of(self)
        refused = phase.judge(self, action)
        if refused is not None:
            raise refused.error()
        cached = self._legal
        if not isinstance(cached, Candidates) or cached.find(action) < 0:
            action = self._normalized(action)
        self.history.append(action)
        if self.phase is not Phase.RETURN_TRIBUTE:
            self.events.append(action)
        phase.apply(self, action)
        self._legal = None
        flow.settle(self)

    def _normalized(self, action: Action) -> Action:
        """The accepted action with the held cards it names, sorted (C2)."""
        if not action.cards:
            return action
        cards = self.hands[action.seat].match(action.cards)
        assert cards is not None
        return Action(action.kind, action.seat, cards)

    # ------------------------------------------------------------------ the public interface

    @property
    def finish_order(self) -> tuple[int, ...]:
        """E1: seats in the order of their places, 头科 first (three after a 串三户)."""
        return self.final_order if self.phase is Phase.OVER else tuple(places_so_far(self))

    @property
    def scores(self) -> tuple[int, int]:
        """P1-P2: the alliance scores of the finished round ((0, 0) for a void deal)."""
        if self.phase is not Phase.OVER:
            return (0, 0)
        return alliance_scores(self.final_order, self.rules)

    def do(self, *moves: str | Action) -> Round:
        """O2: apply moves written as text ("K K K", "pass", "burn SJ Q Q Q", "要头") or actions,
        all or none: the first bad one raises IllegalAction and leaves the round as it was."""
        return notation.do(self, *moves)

    def parse(self, text: str) -> Action:
        """O2: the action ``text`` names for the seat to act (or the seat it names first)."""
        return notation.parse(self, text)

    def why(self, move: str | Action, lang: str | None = None) -> str:
        """The verdict on a move without making it: "allowed" or its refusal, rule first."""
        lang = resolve_lang(lang)
        return notation.why(self, move, lang)

    def situation(self, lang: str | None = None) -> str:
        """One line: the play to beat and what the seat to act may do, in the notation."""
        lang = resolve_lang(lang)
        return notation.situation(self, lang)

    def view(self, seat: int | None) -> SeatView:
        """F8: what ``seat`` may know now (None: the teacher's all-seeing view)."""
        return seat_view(self, seat)

    def carry_forward(self) -> Carry:
        """X, O1: what this finished round leaves to the next one."""
        return finish.carry_forward(self)

    def _in_play(self, seat: int) -> bool:
        """Whether a seat still plays (round_state.in_play; the tests ask it)."""
        return in_play(self, seat)

    def _is_headless(self, seat: int) -> bool:
        """E5: whether the seat is headless (round_state.is_headless; the tests ask it)."""
        return is_headless(self, seat)

    def _can_revolt(self, seat: int) -> bool:
        """R1: whether the seat may revolt (charges.can_revolt; the tests ask it)."""
        return can_revolt(self, seat)

    def _split_chong(self, cards: Sequence[Card]) -> list[Play]:
        """R4: the three hands of a 冲点 (charges.split_chong; the tests ask it)."""
        return split_chong(self, cards)

    # ------------------------------------------------------------------ positions

    def redeal(self, hands: Mapping[int, Sequence[Card]]) -> Round:
        """A copy with those seats' hands replaced, each by as many cards (C1): a deal a
        search bot imagines for the hands it cannot see (determinization)."""
        other = self.copy()
        for seat, cards in hands.items():
            check_seat(seat)
            if len(cards) != len(self.hands[seat]):
                raise GoujiError(
                    "C1",
                    f"seat {seat} holds {len(self.hands[seat])} cards, not {len(cards)}",
                    f"{seat}号有{len(self.hands[seat])}张牌，不是{len(cards)}张",
                )
            hand = other.hands[seat] = Hand(cards)
            other.natural[seat] = {
                rank: min(n, hand.count(rank)) for rank, n in other.natural[seat].items()
            }
        return other

    @classmethod
    def position(
        cls,
        hands: Sequence[str | Sequence[Card]],
        rules: RuleSet | str | None = None,
        *,
        leader: int = 0,
        opened: Iterable[int] = (),
        finished: Sequence[int] = (),
        revolutionary: int | None = None,
        head: str | None = None,
    ) -> Round:
        """F1, K1, E1, R1-R3: a scripted position straight at play: who has opened, who has
        gone out (in place order, their hands empty), a revolution already declared (``head``:
        "keep" for the 对头's 要头, "none" or None for 无头)."""
        state = cls.from_hands(hands, rules, leader)
        for seat in finished:
            if state.hands[check_seat(seat)].size:
                raise GoujiError(
                    "E1", f"seat {seat} has gone out: his hand is empty", f"{seat}号已走，手中无牌"
                )
        if head not in (None, "keep", "none"):
            raise GoujiError("R3", f'head is "keep" or "none", not {head!r}', "要头或无头")
        state.finished = list(finished)
        state.opened = {check_seat(seat) for seat in opened}
        if revolutionary is not None:
            rebel = check_seat(revolutionary)
            revolution.make_revolutionary(state, rebel)
            revolution.take_head(state, OPPOSITE[rebel], keep=head == "keep")
        state.four_way = len(state.finished) >= (1 if revolutionary is not None else 2)
        state._legal = None
        if finish.round_over(state):
            return state
        play.start_play(state)
        return state
