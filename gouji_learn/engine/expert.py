"""ExpertBot: determinized Monte Carlo search over the cards a seat cannot see (F, S, K, E).

At each decision of the play phase it deals the unseen cards at random to the other seats
(each gets as many as it holds, and keeps the cards it is known to hold), plays every
shortlisted move out in each such world with a fast rollout policy for all six seats, and
plays the rollout policy's own move unless another's mean score for the alliance (P1, P2, with
the next round's 点贡) is higher by ``confidence`` standard errors of the paired gain.
Like every bot it acts from its seat's view and the legal actions (``act(view, legal)``): its
worlds are built from that view alone (``engine/worlds.py``), so it never reads a hidden
card. Other phases (declarations, tribute returns, revolution) take the heuristic's choice.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..rules.cards import Rank
from ..rules.errors import GoujiError
from ..rules.gouji import is_gouji
from ..rules.plays import Play
from ..rules.point_tribute import point_tribute
from ..rules.ruleset import RuleSet
from ..rules.seats import ALLIANCE, OPPOSITE, SEAT_COUNT
from .actions import Action, ActionKind
from .bots import HeuristicBot, play_cost
from .core import Phase
from .round import Round
from .view import SeatView
from .worlds import SHOWN_KINDS, hand_sizes, sample_hands, seat_of, world

DEFAULT_TIME_PER_DECISION = 0.25
"""Seconds of search per decision by default (the benchmark's setting)."""

DEFAULT_CANDIDATES = 5
"""How many moves are shortlisted: the rollout policy's, pass, yield and a few plays (the
heuristic's choice is searched too)."""

TRIBUTE_WEIGHT = 0.5
"""Points a world's end is worth per card of next round's 点贡 (X4-X5) the alliance receives
(minus those it pays): opening the point (K1) matters beyond this round's places."""

DEFAULT_CONFIDENCE = 1.0
"""How many standard errors a move's paired gain over the rollout policy's choice must reach
before the expert plays it instead (few worlds are noisy; the policy is a sound prior)."""

MIN_WORLDS = 8
"""Fewer worlds than this never overrule the rollout policy's choice."""

_HEURISTIC = HeuristicBot()


# ---------------------------------------------------------------------- the round's value


def round_value(state: Round, alliance: int) -> float:
    """P1-P2 and X4-X5: ``alliance``'s score of a finished round plus :data:`TRIBUTE_WEIGHT`
    per card of 点贡 it will receive net (a case the rulebook leaves open counts 0)."""
    value = float(state.scores[alliance])
    if state.phase is not Phase.OVER:
        return value
    opened = state.opened
    for seat in range(SEAT_COUNT // 2):
        other = OPPOSITE[seat]
        try:
            to_seat, to_other = point_tribute(
                seat in opened,
                other in opened,
                state.declarations[seat],
                state.declarations[other],
                state.rules,
            )
        except GoujiError:
            continue
        gain = to_seat - to_other
        value += TRIBUTE_WEIGHT * (gain if ALLIANCE[seat] == alliance else -gain)
    return value


# ---------------------------------------------------------------------- the rollout policy


def rollout_choice(
    legal: Sequence[Action], last: int, target: Play | None, held: int, rules: RuleSet
) -> Action:
    """HeuristicBot's rules of thumb, cheaply, for the play phase of a (sampled) world, facing
    ``target`` played by ``last`` (-1: none) with ``held`` cards: lead the lowest plain rank,
    all of it; follow with the first plain play that beats; spend 2s or jokers only answering
    the 对头's gouji hand or near the end; never beat an ally (T1)."""
    first = legal[0]
    seat = first.seat
    if first.kind is ActionKind.PLAY:
        rank = first.cards[0].rank
        lead = first
        for action in legal:
            if any(card.rank is not rank for card in action.cards):
                break
            lead = action
        return lead
    plays = [a for a in legal if a.kind in SHOWN_KINDS]
    if not plays or (last >= 0 and ALLIANCE[last] == ALLIANCE[seat]):
        return first
    if plays[0].kind is ActionKind.BURN:
        return next((a for a in plays if len(a.cards) == held), first)
    for action in plays:
        if all(card.rank < Rank.TWO for card in action.cards):
            return action
    answering = target is not None and last == OPPOSITE[seat] and is_gouji(target, rules)
    cheapest = min(plays, key=play_cost)
    if play_cost(cheapest)[0] and not answering and held > 8:
        return first
    return cheapest


def _view_choice(view: SeatView, legal: Sequence[Action]) -> Action:
    """The rollout policy's move from a seat's view (the heuristic's outside the play)."""
    if view.phase is not Phase.PLAY or len(legal) == 1:
        return _HEURISTIC.act(view, legal)
    last = view.trick[-1][0] if view.trick else -1
    return rollout_choice(legal, last, view.to_beat, len(view.hand), view.rules)


class RolloutBot:
    """The playout policy as a bot (see :func:`rollout_choice`)."""

    def act(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """Bot protocol: the rollout policy's move."""
        return _view_choice(view, legal)

    def __repr__(self) -> str:
        return "RolloutBot()"


# ---------------------------------------------------------------------- the search


@dataclass(frozen=True)
class Evaluation:
    """One searched move: its mean alliance score over ``rollouts`` worlds (P1, P2)."""

    action: Action
    mean: float
    rollouts: int
    gain_error: float
    """The standard error of the mean gain over the heuristic's move, world by world."""

    @classmethod
    def of(cls, action: Action, scores: Sequence[float], base: Sequence[float]) -> Evaluation:
        """The evaluation of ``scores`` against the heuristic's move's ``base`` (same worlds)."""
        n = len(scores)
        gains = [a - b for a, b in zip(scores, base, strict=True)]
        error = statistics.stdev(gains) / n**0.5 if n >= MIN_WORLDS else float("inf")
        return cls(action, statistics.fmean(scores), n, 0.0 if scores is base else error)


def shortlist(view: SeatView, legal: Sequence[Action], first: Action, limit: int) -> list[Action]:
    """The moves worth searching: ``first`` (the rollout policy's), pass and yield, then the
    cheapest and the dearest play of each kind (plain, with 2s, with jokers, a burn); leads:
    the two lowest ranks, all of each, the highest (a gouji hand, K1) and the cheapest."""
    picked = [first]

    def add(actions: Iterable[Action]) -> None:
        for action in actions:
            if action not in picked:
                picked.append(action)

    add(a for a in legal if a.kind in (ActionKind.PASS, ActionKind.YIELD))
    plays = sorted((a for a in legal if a.kind in SHOWN_KINDS), key=play_cost)
    if view.to_beat is None:
        plain = [a for a in plays if not play_cost(a)[0] and not play_cost(a)[1]]
        by_rank: dict[Rank, Action] = {}
        for action in plain:
            best = by_rank.get(action.cards[0].rank)
            if best is None or len(action.cards) > len(best.cards):
                by_rank[action.cards[0].rank] = action
        ranks = sorted(by_rank)
        add(by_rank[r] for r in ranks[:2] + ranks[-1:])
        add(plays[:1])
    else:
        buckets: dict[tuple[bool, bool, bool], list[Action]] = {}
        for action in plays:
            jokers, twos, _, _ = play_cost(action)
            buckets.setdefault((action.kind is ActionKind.BURN, bool(twos), bool(jokers)), [])
            buckets[action.kind is ActionKind.BURN, bool(twos), bool(jokers)].append(action)
        add(bucket[0] for bucket in buckets.values())
        add(bucket[-1] for bucket in buckets.values())
    return picked[:limit]


class ExpertBot:
    """A search player (determinized Monte Carlo) that acts from its seat's view like any bot:
    ``time_per_decision`` seconds per move, at most ``rollouts`` playouts (worlds x moves);
    seeded, and with ``time_per_decision=None`` the same decision for the same view, seed and
    rollout count."""

    def __init__(
        self,
        time_per_decision: float | None = DEFAULT_TIME_PER_DECISION,
        rollouts: int | None = None,
        seed: int = 0,
        candidates: int = DEFAULT_CANDIDATES,
        confidence: float = DEFAULT_CONFIDENCE,
    ) -> None:
        if time_per_decision is None and rollouts is None:
            raise ValueError("give a time per decision, a rollout count or both")
        self.time_per_decision = time_per_decision
        self.rollouts = rollouts
        self.seed = seed
        self.candidates = max(1, candidates)
        self.confidence = confidence

    def act(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """Bot protocol: the searched move (at once when only one action is legal)."""
        if len(legal) == 1:
            return legal[0]
        return self.evaluate(view, legal)[0].action

    def evaluate(
        self, view: SeatView, legal: Sequence[Action], include: Sequence[Action] = ()
    ) -> list[Evaluation]:
        """The shortlisted moves among ``legal`` (and ``include``) of the seat whose view this
        is, to act, with their mean alliance scores, best first; outside the play phase only
        the heuristic's choice (scored 0)."""
        seat = seat_of(view)
        if view.to_act != seat:
            raise ValueError(f"F2: seat {seat} is not to act (seat {view.to_act} is)")
        if view.phase is not Phase.PLAY:
            return [Evaluation(_HEURISTIC.act(view, legal), 0.0, 0, 0.0)]
        first = _view_choice(view, legal)
        moves = shortlist(view, legal, first, self.candidates)
        heuristic = _HEURISTIC.act(view, legal)
        if heuristic not in moves:
            moves.insert(1, heuristic)
        moves += [a for a in include if a not in moves]
        scores = self._search(view, moves)
        found = [Evaluation.of(move, s, scores[0]) for move, s in zip(moves, scores, strict=True)]
        best = max(found, key=self._lower_bound)
        return [best, *sorted((e for e in found if e is not best), key=lambda e: -e.mean)]

    def _lower_bound(self, evaluation: Evaluation) -> float:
        """The mean less ``confidence`` standard errors of its gain (-inf: too few worlds)."""
        if evaluation.gain_error == float("inf"):
            return -float("inf")
        return evaluation.mean - self.confidence * evaluation.gain_error

    def _search(self, view: SeatView, moves: Sequence[Action]) -> list[list[float]]:
        """Each move's alliance scores, one per world; every move sees the same worlds."""
        seat = seat_of(view)
        rng = random.Random(f"{self.seed}:{seat}:{len(view.log)}")
        sizes = hand_sizes(view)
        cap = self.rollouts if self.rollouts is not None else 10**9
        budget = self.time_per_decision
        start = time.perf_counter()
        scores: list[list[float]] = [[] for _ in moves]
        worlds = 0
        while worlds == 0 or (worlds + 1) * len(moves) <= cap:
            if budget is not None and worlds:
                spent = time.perf_counter() - start
                if spent + spent / worlds > budget:
                    break
            imagined = world(view, sample_hands(view, sizes, rng))
            for move, tally in zip(moves, scores, strict=True):
                tally.append(_rollout(imagined, move, seat))
            worlds += 1
        return scores

    def __repr__(self) -> str:
        return (
            f"ExpertBot(time_per_decision={self.time_per_decision}, rollouts={self.rollouts}, "
            f"seed={self.seed})"
        )


def _rollout(imagined: Round, move: Action, seat: int) -> float:
    """Play ``move`` in a copy of the world, then the rollout policy for every seat to the
    end: the score of ``seat``'s alliance."""
    state = imagined.copy()
    state.apply(move)
    rules = state.rules
    while not state.is_over:
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply(legal[0])
            continue
        trick = state.trick
        held = state.hands[legal[0].seat].size
        state.apply(rollout_choice(legal, trick.last_seat, trick.last_play, held, rules))
    return round_value(state, ALLIANCE[seat])
