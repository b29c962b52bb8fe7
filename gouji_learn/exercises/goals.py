"""Goals of PickCards and FindMove questions: any answer meeting the goal is right (H, B, G, F, S).

A goal judges a learner's play (or move) with the rules core or the engine, and finds one
example answer for the solution; it never holds an answer itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple, Protocol

from ..engine.actions import Action, ActionKind
from ..engine.holding import Hand
from ..engine.play_search import beating_plays, candidates
from ..engine.round import Round
from ..rules.beating import explain_beat
from ..rules.cards import Card, Rank
from ..rules.gouji import explain_gouji, is_gouji
from ..rules.plays import Play, make_play
from ..rules.ruleset import RuleSet
from .sentences import Say


class Judged(NamedTuple):
    """A goal's verdict on one answer: met or not, why (never the solution), rule IDs."""

    ok: bool
    why: Say
    rules: tuple[str, ...]


def cost(play: Play) -> tuple[int, int, int]:
    """How much a play spends (B3, H2): jokers, then 2s, then its rank; lower is cheaper."""
    twos = sum(card.rank is Rank.TWO for card in play.cards)
    return (play.jokers, twos, int(play.rank))


def all_plays(cards: tuple[Card, ...], rules: RuleSet) -> list[Play]:
    """H1-H5: every distinct play these cards can make."""
    return [c.play(rules) for c in candidates(Hand(cards), rules)]


class CardGoal(Protocol):
    """What a PickCards answer must achieve."""

    def judge(self, play: Play, hand: tuple[Card, ...], to_beat: Play | None) -> Judged:
        """Whether ``play`` (from ``hand``) meets the goal."""
        ...

    def example(self, hand: tuple[Card, ...], to_beat: Play | None, rules: RuleSet) -> Play:
        """One play from ``hand`` that meets the goal."""
        ...


@dataclass(frozen=True)
class BeatIt:
    """B1-B6: any play that beats the play to beat; with ``cheapest`` the cheapest such play
    (fewest jokers, then fewest 2s, then the lowest rank); with ``size`` one of that many cards."""

    cheapest: bool = False
    size: int = 0

    def judge(self, play: Play, hand: tuple[Card, ...], to_beat: Play | None) -> Judged:
        """explain_beat, then the cost against the cheapest beating play."""
        assert to_beat is not None
        verdict = explain_beat(play, to_beat, play.rules)
        if not verdict.ok:
            return Judged(False, Say(verdict.en, verdict.zh), verdict.rules)
        if self.size and play.count != self.size:
            return Judged(
                False,
                Say(
                    f"it beats, but the goal asks for {self.size} cards",
                    f"管得住，但题目要{self.size}张",
                ),
                verdict.rules,
            )
        if self.cheapest:
            best = min(cost(p) for p in beating_plays(Hand(hand), to_beat))
            if cost(play) > best:
                return Judged(
                    False,
                    Say(
                        "it beats, but a cheaper play from this hand beats too "
                        "(fewer jokers, then fewer 2s, then a lower rank)",
                        "管得住，但手里有更省的牌也管得住（先少用王，再少用钱，再用小点）",
                    ),
                    verdict.rules,
                )
        return Judged(True, Say(verdict.en, verdict.zh), verdict.rules)

    def example(self, hand: tuple[Card, ...], to_beat: Play | None, rules: RuleSet) -> Play:
        """The cheapest beating play (of the size asked for)."""
        assert to_beat is not None
        plays = [
            p for p in beating_plays(Hand(hand), to_beat) if not self.size or p.count == self.size
        ]
        return min(plays, key=cost)


@dataclass(frozen=True)
class GoujiHand:
    """G1-G3: any gouji hand from the hand (``pure``: without 2s and jokers); with ``smallest``
    the one with the fewest cards of all."""

    pure: bool = False
    smallest: bool = False

    def _meets(self, play: Play) -> bool:
        return is_gouji(play, play.rules) and not (self.pure and (play.has_jokers or play.has_twos))

    def judge(self, play: Play, hand: tuple[Card, ...], to_beat: Play | None) -> Judged:
        """explain_gouji, purity, size."""
        verdict = explain_gouji(play, play.rules)
        why = Say(verdict.en, verdict.zh)
        if not verdict.ok:
            return Judged(False, why, verdict.rules)
        if self.pure and not self._meets(play):
            return Judged(False, why, (*verdict.rules, "G3"))
        if self.smallest:
            fewest = min(p.count for p in all_plays(hand, play.rules) if self._meets(p))
            if play.count > fewest:
                return Judged(
                    False,
                    Say(
                        "a gouji hand, but a smaller one is in this hand",
                        "是够级牌，但手里有张数更少的",
                    ),
                    verdict.rules,
                )
        return Judged(True, why, verdict.rules)

    def example(self, hand: tuple[Card, ...], to_beat: Play | None, rules: RuleSet) -> Play:
        """A gouji hand of the fewest cards, lowest rank first."""
        found = [p for p in all_plays(hand, rules) if self._meets(p)]
        return min(found, key=lambda p: (p.count, cost(p)))


@dataclass(frozen=True)
class CountsAs:
    """H1-H5: a play counting as ``rank`` (its symbol, e.g. "8"; "" any rank) with ``carried``
    cards (0: any number), ``jokers`` jokers (-1: any number), using 2s as the rank with
    ``tie_qian`` (贴钱, H2), and no card of the rank ``without``."""

    rank: str = ""
    carried: int = 0
    jokers: int = -1
    tie_qian: bool = False
    without: str = ""
    """A rank (symbol, e.g. "BJ") none of the cards may be."""

    def judge(self, play: Play, hand: tuple[Card, ...], to_beat: Play | None) -> Judged:
        """What make_play says the play counts as."""
        what = Say(play.describe("en"), play.describe("zh"))
        if self.without and any(card.rank.symbol == self.without for card in play.cards):
            return Judged(
                False,
                Say(
                    f"it counts right, but it uses a {self.without}",
                    f"算法对，但用了{self.without}",
                ),
                play.rule_ids,
            )
        wrong = (
            (self.rank and (play.rank.symbol != self.rank or not play.carried))
            or (self.carried and play.carried != self.carried)
            or (self.jokers >= 0 and play.jokers != self.jokers)
            or (self.tie_qian and not play.twos_as_rank)
        )
        if wrong:
            return Judged(False, Say("it counts as " + what.en, "它算作" + what.zh), play.rule_ids)
        return Judged(True, what, play.rule_ids)

    def example(self, hand: tuple[Card, ...], to_beat: Play | None, rules: RuleSet) -> Play:
        """The first play from the hand meeting the goal."""
        return next(p for p in all_plays(hand, rules) if self.judge(p, hand, None).ok)


class MoveGoal(Protocol):
    """What a FindMove answer must achieve, judged on a fresh copy of the position."""

    def judge(self, state: Round, action: Action) -> Judged:
        """Whether the legal ``action`` reaches the goal in ``state`` (left unchanged)."""
        ...

    def describe(self) -> Say:
        """The goal in words."""
        ...


def _plays(state: Round) -> list[Action]:
    return [a for a in state.legal_actions() if a.kind in (ActionKind.PLAY, ActionKind.BURN)]


def _spend(action: Action, state: Round) -> tuple[int, int]:
    """B3: the jokers, then the 2s, a play spends."""
    return cost(make_play(action.cards, state.rules))[:2]


@dataclass(frozen=True)
class AnyLegal:
    """F1-F7: any move the engine allows; with ``play`` it must be a play, not a pass."""

    play: bool = False

    def judge(self, state: Round, action: Action) -> Judged:
        """Legal already; a pass fails when a play was asked for."""
        if self.play and action.kind not in (ActionKind.PLAY, ActionKind.BURN):
            return Judged(False, Say("the goal asks for a play", "题目要求出牌"), ("F2",))
        return Judged(True, Say("the engine allows it", "规则允许"), ("F2",))

    def describe(self) -> Say:
        """The goal in words."""
        return Say("make a move the rules allow", "走一步合规则的牌")


@dataclass(frozen=True)
class FewestJokers:
    """B3, F5: beat the play on the table spending as few jokers as any legal play does, and
    no more 2s than needed with that many jokers."""

    def judge(self, state: Round, action: Action) -> Judged:
        """Compared with every legal play."""
        plays = _plays(state)
        if action.kind not in (ActionKind.PLAY, ActionKind.BURN):
            return Judged(False, Say("passing does not beat it", "过牌管不住"), ("F2",))
        if _spend(action, state) > min(_spend(a, state) for a in plays):
            return Judged(
                False,
                Say("it beats, but with more jokers or 2s than needed", "管得住，但用的王或钱多了"),
                ("B3",),
            )
        return Judged(True, Say("no legal play beats it with fewer", "没有更省的管法"), ("B3",))

    def describe(self) -> Say:
        """The goal in words."""
        return Say("beat it with the fewest jokers (then 2s)", "用最少的王（其次最少的钱）管住")


@dataclass(frozen=True)
class Cheapest:
    """B1-B3: beat the play on the table as cheaply as any legal play does: fewest jokers,
    then fewest 2s, then the lowest rank (keep strength for later)."""

    def judge(self, state: Round, action: Action) -> Judged:
        """Compared with every legal play."""
        if action.kind not in (ActionKind.PLAY, ActionKind.BURN):
            return Judged(False, Say("passing does not beat it", "过牌管不住"), ("F2",))
        rules = state.rules
        best = min(cost(make_play(a.cards, rules)) for a in _plays(state))
        if cost(make_play(action.cards, rules)) > best:
            return Judged(
                False,
                Say(
                    "it beats, but a cheaper legal play beats too (fewer jokers, then fewer 2s, "
                    "then a lower rank)",
                    "管得住，但有更省的合规管法（先少用王，再少用钱，再用小点）",
                ),
                ("B2", "B3"),
            )
        return Judged(True, Say("no legal play beats it more cheaply", "没有更省的管法"), ("B2",))

    def describe(self) -> Say:
        """The goal in words."""
        return Say("beat it as cheaply as you can", "用最省的牌管住")


@dataclass(frozen=True)
class OutCount:
    """B1: a play with more cards than any other seat still in holds, so nobody can answer it;
    with as few jokers, then 2s, as any such play. The counts are public: every play is seen
    (the table shows them)."""

    def holders(self, state: Round) -> list[tuple[int, int]]:
        """The other seats still in, each with its count."""
        view = state.view(None)
        gone = {state.to_act, view.revolutionary, *view.finished, *view.out_of_play}
        return [(s, n or 0) for s, n in enumerate(view.counts) if s not in gone and n]

    def judge(self, state: Round, action: Action) -> Judged:
        """The counts against the play's size, then the spend against every such play."""
        if action.kind not in (ActionKind.PLAY, ActionKind.BURN):
            return Judged(False, Say("a pass keeps nothing", "过牌什么也挡不住"), ("F2",))
        size, holders = len(action.cards), self.holders(state)
        for seat, count in holders:
            if count >= size:
                held = f"{count} card" + ("s" if count > 1 else "")
                why = Say(
                    f"seat {seat} holds {held}: enough to answer a play of {size}",
                    f"{seat}号有{count}张牌，够管{size}张的牌",
                )
                return Judged(False, why, ("B1",))
        most = max((count for _, count in holders), default=0)
        fits = [a for a in _plays(state) if len(a.cards) > most]
        if _spend(action, state) > min(_spend(a, state) for a in fits):
            return Judged(
                False,
                Say(
                    "nobody can answer it, but a play with fewer jokers or 2s would do as well",
                    "谁也管不了，但少用王或钱的牌也能做到",
                ),
                ("B1", "B3", "H2"),
            )
        return Judged(
            True,
            Say(
                "nobody else holds as many cards: nobody can answer it",
                "别家手里都没有这么多张牌，谁也管不了",
            ),
            ("B1",),
        )

    def describe(self) -> Say:
        """The goal in words."""
        return Say(
            "play more cards than anyone else holds, with the fewest jokers (then 2s)",
            "出的张数比别家手里的牌都多，王（其次钱）用得最少",
        )
