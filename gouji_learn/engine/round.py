"""One round of Gouji as a phase machine (chapters F, K, S, E, P, X, D, Y, R, O).

A :class:`Round` is built from a RuleSet, a seed (or a scripted deal) and what the previous
round of the game left behind (:class:`~gouji_learn.engine.core.Carry`). It runs the automatic
steps itself (deal, 上班, 买三/买四, paying tribute) and stops at each decision: ``to_act``
names the seat, ``legal_actions()`` lists what it may do (the candidates no constraint of
``refusals.py`` refuses), ``refusal(action)`` says why not, ``apply(action)`` does it or raises
the first refusal and leaves the state as it was. The phases live in ``engine/phases``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..rules.cards import Card, Rank, check_seed, new_shoe, parse_cards
from ..rules.errors import GoujiError
from ..rules.language import resolve_lang
from ..rules.ruleset import Declaration, RuleSet, resolve_rules
from ..rules.scoring import alliance_scores
from ..rules.seats import OPPOSITE, SEAT_COUNT, SEATS, check_seat
from . import notation
from .actions import Action, ActionKind
from .core import Carry, Phase, Trick
from .holding import Hand
from .legal import LegalActions
from .phases.declare import DeclarePhase
from .play_search import Candidate
from .policy import policy_for
from .refusals import CHECKS, Refusal
from .view import LogEntry, SeatView, seat_view

NATURAL_RANKS = (Rank.BIG_JOKER, Rank.SMALL_JOKER, Rank.TWO)
"""X1 (tongsu art. 16): the ranks whose dealt cards are tracked for tribute."""


class Round(DeclarePhase):
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
        self.natural = [{rank: hand.count(rank) for rank in NATURAL_RANKS} for hand in self.hands]
        self.headless = set()
        self.dead_gouji = [0] * SEAT_COUNT
        self.stuck = []
        self.stuck_seats = []
        self.pending_stuck = {}
        self.burns = []
        self.burning = {}
        self.tribute = []
        self.to_return = []
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
            self._begin(rng)
        else:
            self.leader = self.scenario_leader
            self._start_play()

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

    # ------------------------------------------------------------------ the phase machine

    def _deal(self, deal: Sequence[Sequence[Card]] | None, rng: random.Random) -> list[Hand]:
        """C1: shuffle the shoe with the seed and deal it round (a scripted deal replaces it)."""
        if deal is not None:
            if len(deal) != SEAT_COUNT:
                raise GoujiError(
                    "C1",
                    f"a deal gives cards to {SEAT_COUNT} seats, not {len(deal)}",
                    f"发牌应有{SEAT_COUNT}家",
                )
            return [Hand(cards) for cards in deal]
        shoe = new_shoe(self.policy.deal.short_shoe)
        rng.shuffle(shoe)
        first = rng.randrange(SEAT_COUNT)
        order = [(first + i) % SEAT_COUNT for i in range(SEAT_COUNT)]
        hands: list[list[Card]] = [[] for _ in SEATS]
        for i, card in enumerate(shoe):  # C1: the first to draw and his 对头 get odd cards
            hands[order[i % SEAT_COUNT]].append(card)
        return [Hand(cards) for cards in hands]

    def _begin(self, rng: random.Random) -> None:
        """O2: run the automatic phases up to the first decision."""
        self.leader = self._first_leader(rng)
        self._open_naturally()
        if self.policy.declare.yu:
            self._start_queue(Phase.DECLARE_YU, self._turn_order(self.leader))
        else:
            self._after_yu()

    def _after_yu(self) -> None:
        """Y3, X1-X3: buying (before tribute), paying tribute, then its return."""
        threes = self.policy.threes
        if threes.buys(self.first_round) and not threes.buy_after_tribute:
            self._buy()
        if not self.first_round:
            self._pay_tribute()
        if self.to_return:
            self.phase = Phase.RETURN_TRIBUTE
            self.to_act = self.to_return[0][0]
            return
        self._after_tribute()

    def _after_tribute(self) -> None:
        """Y3 (linyi: 进贡 -> 买三 -> 买四), D2, R1: buying, 明点, then the revolution."""
        threes = self.policy.threes
        if threes.buys(self.first_round) and threes.buy_after_tribute:
            self._buy()
        if self.policy.declare.ming:
            seats = [
                s for s in self._turn_order(self.leader) if self.declarations[s] == Declaration.NONE
            ]
            self._start_queue(Phase.DECLARE_MING, seats)
        else:
            self._start_queue(Phase.REVOLUTION, self._revolution_seats())

    def _start_queue(self, phase: Phase, seats: Sequence[int]) -> None:
        self.phase = phase
        self.queue = list(seats)
        if not self.queue:
            self._end_queue(phase)
        else:
            self.to_act = self.queue[0]

    def _next_in_queue(self) -> None:
        self.queue.pop(0)
        if self.queue:
            self.to_act = self.queue[0]
        else:
            self._end_queue(self.phase)

    def _end_queue(self, phase: Phase) -> None:
        if phase is Phase.DECLARE_YU:
            self._after_yu()
        elif phase is Phase.DECLARE_MING:
            self._start_queue(Phase.REVOLUTION, self._revolution_seats())
        elif phase is Phase.REVOLUTION:
            self._after_revolution()

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self) -> LegalActions:
        """Every action the seat to act may take now (empty when the round is over)."""
        legal = self._legal
        if legal is None:
            actions, plays = self._actions()
            legal = self._legal = LegalActions(tuple(actions), plays, self)
        return legal

    def _actions(self) -> tuple[list[Action], Sequence[Candidate | None]]:
        """The candidates no constraint refuses, with the play behind each (refusals.py)."""
        seat = self.to_act
        if seat is None:
            return [], []
        phase = self.phase
        if phase is Phase.PLAY:
            return self._play_actions(seat)
        if phase is Phase.CHONG_DIAN_ANSWER:
            return self._answer_actions(seat)
        if phase is Phase.RETURN_TRIBUTE:
            actions = self._return_actions(seat)
        elif phase is Phase.CHONG_DIAN:
            actions = self._charge_actions(seat)
        else:
            actions = [Action(kind, seat) for kind in self._kinds_now()]
        return actions, [None] * len(actions)

    def _kinds_now(self) -> tuple[ActionKind, ...]:
        """O2: the kinds of decision the phase asks of the seat to act."""
        seat = self.to_act
        phase = self.phase
        if seat is None:
            return ()
        if phase is Phase.PLAY:
            return self._play_kinds(seat)
        if phase is Phase.DECLARE_YU or phase is Phase.DECLARE_MING:
            return self._declaration_kinds()
        if phase is Phase.RETURN_TRIBUTE:
            return (ActionKind.RETURN_TRIBUTE,)
        if phase is Phase.REVOLUTION:
            return self._revolution_kinds(seat)
        if phase is Phase.CHONG_DIAN:
            return self._charge_kinds()
        if phase is Phase.CHONG_DIAN_ANSWER:
            return (ActionKind.PASS, ActionKind.PLAY)
        return (ActionKind.WANT_HEAD, ActionKind.NO_HEAD)

    def _play_of(self, seat: int, cards: tuple[Card, ...]) -> Candidate | None:
        """The legal play (PLAY, BURN or a 冲点 answer) that ``seat``'s held ``cards`` make, if
        any: the same signature as a listed one, whatever the suits."""
        return self.legal_actions().same_play(cards)

    def _to_beat(self) -> Any:
        """B1-B6: the play a play must beat now (None on a lead)."""
        if self.phase is Phase.CHONG_DIAN_ANSWER:
            return self.chong_hands[self.chong_beaten]
        return self.trick.last_play

    def refusal(self, action: Action) -> Refusal | None:
        """Why ``action`` may not be done now (the first constraint it breaks), or None."""
        for check in CHECKS:
            refused = check(self, action)
            if refused is not None:
                return refused
        return None

    # ------------------------------------------------------------------ doing an action

    def apply(self, action: Action) -> None:
        """Do ``action``; an illegal one raises IllegalAction naming the rule, changing nothing."""
        listed, candidate = self._listed(action)
        if not listed:
            refused = self.refusal(action)
            if refused is not None:
                raise refused.error()
            action = self._normalized(action)
            if self.phase is Phase.PLAY and action.cards:
                candidate = self._play_of(action.seat, action.cards)
        self._legal = None
        self.history.append(action)
        phase = self.phase
        if phase is not Phase.RETURN_TRIBUTE:
            self.events.append(action)
        if phase is Phase.PLAY:
            self._apply_play(action, candidate)
        elif phase is Phase.DECLARE_YU or phase is Phase.DECLARE_MING:
            self._apply_declaration(action)
            self._next_in_queue()
        elif phase is Phase.RETURN_TRIBUTE:
            self._apply_return(action)
            if self.to_return:
                self.to_act = self.to_return[0][0]
            else:
                self._after_tribute()
        elif phase is Phase.REVOLUTION:
            self._apply_revolt(action)
            self._next_in_queue()
        elif phase is Phase.CHONG_DIAN:
            self._apply_charge(action)
        elif phase is Phase.CHONG_DIAN_ANSWER:
            self._apply_charge_answer(action)
        else:
            self._apply_head(action)

    def _listed(self, action: Action) -> tuple[bool, Candidate | None]:
        """Whether ``action`` is one of the listed legal actions as it stands (the bots' case),
        and the play behind it: the fast path of apply."""
        if type(action) is not Action:
            return False, None
        return self.legal_actions().play_of(action)

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
        return self.final_order if self.phase is Phase.OVER else tuple(self._places_so_far())

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

    def _log_for(self, seat: int | None) -> tuple[LogEntry, ...]:
        """X1, X3: the log as ``seat`` sees it, kept and extended as the round goes on (each
        entry made once, in the teacher's log, and shared by every seat that may see it)."""
        full = self._logs.setdefault(None, [])
        events = self.events
        if len(full) < len(events):
            full += [
                e if isinstance(e, LogEntry) else LogEntry(e.seat, e.kind, e.cards, len(e.cards))
                for e in events[len(full) :]
            ]
        if seat is None:
            return tuple(full)
        log = self._logs.setdefault(seat, [])
        if len(log) < len(full):
            shown = self.policy.tribute.shown  # X1 (tongsu art. 16, irvine): 亮明
            log += [entry.seen_by(seat, shown) for entry in full[len(log) :]]
        return tuple(log)

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
            state._make_revolutionary(rebel)
            state._take_head(OPPOSITE[rebel], keep=head == "keep")
        state.four_way = len(state.finished) >= (1 if revolutionary is not None else 2)
        state._legal = None
        if state._round_over():
            return state
        state._start_play()
        return state
