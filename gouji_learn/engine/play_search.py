"""Every play a hand can make, and every play that beats a given one (H1-H5, B1-B6)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from functools import partial
from typing import NamedTuple, cast

from ..rules.beating import parts_beat, shape_of
from ..rules.cards import SORT_KEY, Card, Rank
from ..rules.plays import Play, classify
from ..rules.ruleset import RuleSet
from .holding import Hand

_PLAIN_RANKS = tuple(Rank(value) for value in range(int(Rank.THREE), int(Rank.TWO)))
"""The ranks 3 to A; those above rank ``r`` are ``_PLAIN_RANKS[r - 2:]``."""


class Candidate(NamedTuple):
    """H1-H5: cards forming one play: the rank 2s join (None for 2s or jokers alone), the 2s
    joining it, and the jokers, so callers can filter without classifying."""

    cards: tuple[Card, ...]
    rank: Rank | None
    twos: int
    small: int
    big: int

    @property
    def counted_rank(self) -> Rank:
        """The rank the play counts as when it carries cards (2 for 2s alone)."""
        return self.rank or (Rank.TWO if self.twos else Rank.SMALL_JOKER)

    def play(self, rules: RuleSet) -> Play:
        """The classified play (H2-H5)."""
        return classify(self.cards, self.rank, self.twos, self.big, self.small, rules)

    @property
    def signature(self) -> Signature:
        """What the play is, suits and order aside: its rank (None for 2s or jokers alone),
        the cards of that rank, then the 2s, small and big jokers."""
        main = len(self.cards) - self.twos - self.small - self.big
        return (self.rank, main, self.twos, self.small, self.big)


Signature = tuple[Rank | None, int, int, int, int]
"""H1-H5: a play's identity (see Candidate.signature)."""


def candidate_of(cards: Sequence[Card]) -> Candidate | None:
    """H1: the candidate some cards make (sorted), or None when two plain ranks are mixed."""
    ordered = tuple(sorted(cards, key=SORT_KEY))
    ranks = {card.rank for card in ordered if card.rank < Rank.TWO}
    if len(ranks) > 1:
        return None
    twos = sum(card.rank is Rank.TWO for card in ordered)
    small = sum(card.rank is Rank.SMALL_JOKER for card in ordered)
    big = sum(card.rank is Rank.BIG_JOKER for card in ordered)
    return Candidate(ordered, ranks.pop() if ranks else None, twos, small, big)


_NO_EXTRAS: list[tuple[tuple[Card, ...], int, int, int]] = [((), 0, 0, 0)]
"""The extras of a hand without 2s to add or jokers, or of single cards: none."""


def candidates(
    hand: Hand, rules: RuleSet, sizes: Collection[int] | None = None, above: Rank | None = None
) -> Iterator[Candidate]:
    """H1-H5: each distinct play in the hand (suits aside), of the given sizes if any, rank by
    rank from the 3s up, then the 2s and the jokers alone (``lead_refusals`` counts on it).

    ``above`` skips carried ranks that are not higher than it (they could not beat a play of
    that rank with carried cards, B2/B3).
    """
    by_rank = hand.by_rank
    twos = by_rank[Rank.TWO]
    small = by_rank[Rank.SMALL_JOKER]
    big = by_rank[Rank.BIG_JOKER]
    tie_twos = len(twos) if rules.tie_qian else 0
    lengths = None if sizes is None else tuple(sizes)
    most = 99 if lengths is None else max(lengths)
    new = _new_candidate
    if most == 1 or not (tie_twos or small or big):
        extras = _NO_EXTRAS
    else:
        extras = [  # the 2s and jokers a carried rank may take, built once
            ((*twos[:t], *small[:s], *big[:b]), t, s, b)
            for t in range(min(tie_twos, most - 1) + 1)
            for s in range(min(len(small), most - 1 - t) + 1)
            for b in range(min(len(big), most - 1 - t - s) + 1)
        ]
    ranks = filter(
        by_rank.__getitem__, _PLAIN_RANKS if above is None else _PLAIN_RANKS[above - 2 :]
    )
    if lengths is None:
        for rank in ranks:
            main = tuple(by_rank[rank])
            counts = range(1, len(main) + 1)
            for extra, t, s, b in extras:
                for k in counts:
                    yield new((main[:k] + extra, rank, t, s, b))
    else:
        plans = [  # each extra with the count of the main rank that makes up each size
            (extra, t, s, b, size - t - s - b)
            for extra, t, s, b in extras
            for size in lengths
            if size - t - s - b >= 1
        ]
        for rank in ranks:
            cards = by_rank[rank]
            n = len(cards)
            for extra, t, s, b, k in plans:
                if k <= n:
                    yield new((tuple(cards[:k]) + extra, rank, t, s, b))
    if twos and (above is None or above < Rank.TWO):
        for s in range(min(len(small), most - 1) + 1):
            for b in range(min(len(big), most - 1 - s) + 1):
                for k in _counts(len(twos), s + b, lengths):
                    yield new(((*twos[:k], *small[:s], *big[:b]), None, k, s, b))
    for s in range(min(len(small), most) + 1):
        for b in range(min(len(big), most - s) + 1):
            if (s or b) and (lengths is None or s + b in lengths):
                yield new(((*small[:s], *big[:b]), None, 0, s, b))


_new_candidate = cast(
    "Callable[[tuple[tuple[Card, ...], Rank | None, int, int, int]], Candidate]",
    partial(tuple.__new__, Candidate),
)
"""Candidate(...) without the Python frame of a NamedTuple's __new__ (the listing's hot path)."""


def _counts(available: int, others: int, sizes: tuple[int, ...] | None) -> range | list[int]:
    """How many cards of the main rank to take: 1..available, or what makes up each size."""
    if sizes is None:
        return range(1, available + 1)
    return [size - others for size in sizes if 1 <= size - others <= available]


def beating_candidates(hand: Hand, target: Play) -> Iterator[Candidate]:
    """B1-B6: each play in the hand that beats ``target`` (under the target's rules).

    Against a play without jokers every candidate of the same size and a higher carried rank
    beats it (B1-B2; jokers are higher than no jokers, B3), so only joker targets are judged.
    """
    rules = target.rules
    count = len(target.cards)
    above = target.rank if target.carried else None
    if not (target.big_jokers or target.small_jokers):
        return candidates(hand, rules, (count,), above)
    sizes = (count, count + 1, count + 2) if rules.two_beat_one else (count,)
    old = shape_of(target)
    return (
        c
        for c in candidates(hand, rules, sizes, above)
        if parts_beat(len(c.cards), c.rank, c.twos, c.big, c.small, old, rules)
    )


def beating_plays(hand: Hand, target: Play) -> Iterator[Play]:
    """B1-B6: each play in the hand that beats ``target``, classified."""
    for candidate in beating_candidates(hand, target):
        yield candidate.play(target.rules)
