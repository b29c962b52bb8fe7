"""Every play a hand can make, and every play that beats a given one (H1-H5, B1-B6)."""

from __future__ import annotations

from collections.abc import Collection, Iterator

from ..rules.beating import play_beats
from ..rules.cards import Rank
from ..rules.plays import Play, classify
from ..rules.ruleset import RuleSet
from .hand import Hand

_PLAIN_RANKS = range(int(Rank.THREE), int(Rank.TWO))


def plays_from(
    hand: Hand, rules: RuleSet, sizes: Collection[int] | None = None, above: Rank | None = None
) -> Iterator[Play]:
    """H1-H5: each distinct play in the hand (suits aside), of the given sizes if any.

    ``above`` skips carried ranks that are not higher than it (they could not beat a play of
    that rank with carried cards, B2/B3).
    """
    twos = hand.by_rank[Rank.TWO]
    small = hand.by_rank[Rank.SMALL_JOKER]
    big = hand.by_rank[Rank.BIG_JOKER]
    tie_twos = len(twos) if rules.tie_qian else 0
    for value in _PLAIN_RANKS:
        cards = hand.by_rank[value]
        if not cards or (above is not None and value <= above):
            continue
        rank = Rank(value)
        for t in range(tie_twos + 1):
            for s in range(len(small) + 1):
                for b in range(len(big) + 1):
                    for k in _counts(len(cards), t + s + b, sizes):
                        chosen = (*cards[:k], *twos[:t], *small[:s], *big[:b])
                        yield classify(chosen, rank, t, b, s, rules)
    if twos and (above is None or above < Rank.TWO):
        for s in range(len(small) + 1):
            for b in range(len(big) + 1):
                for k in _counts(len(twos), s + b, sizes):
                    yield classify((*twos[:k], *small[:s], *big[:b]), None, k, b, s, rules)
    for s in range(len(small) + 1):
        for b in range(len(big) + 1):
            if (s or b) and (sizes is None or s + b in sizes):
                yield classify((*small[:s], *big[:b]), None, 0, b, s, rules)


def _counts(available: int, others: int, sizes: Collection[int] | None) -> Iterator[int]:
    """How many cards of the main rank to take: 1..available, or what makes up each size."""
    if sizes is None:
        yield from range(1, available + 1)
        return
    for size in sizes:
        k = size - others
        if 1 <= k <= available:
            yield k


def beating_plays(hand: Hand, target: Play) -> Iterator[Play]:
    """B1-B6: each play in the hand that beats ``target`` under the target's rules."""
    rules = target.rules
    sizes = [target.count]
    if rules.two_beat_one and target.has_jokers:
        sizes += [target.count + 1, target.count + 2]
    above = target.rank if target.carried else None
    for play in plays_from(hand, rules, sizes, above):
        if play_beats(play, target):
            yield play
