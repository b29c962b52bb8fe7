"""Revolution and 冲点 questions (R1, R4): who may revolt, which three pure gouji hands a 冲点
lays down and how they are cut; asked by the revolution phase and by the refusals."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from itertools import product

from ..rules.cards import Card, Rank
from ..rules.gouji import gouji_minimum
from ..rules.plays import Play, make_play
from ..rules.ruleset import RuleSet
from .round_state import RoundState

GOUJI_RANKS = (Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
"""G1: the ranks whose sets can be minimum gouji hands."""
TRIBUTE_RANKS = (Rank.BIG_JOKER, Rank.SMALL_JOKER, Rank.TWO)
"""R1: the jokers and 2s a revolutionary may not hold."""


def can_revolt(state: RoundState, seat: int) -> bool:
    """R1: no joker and no 2 (tongsu art. 46: three pure gouji hands to lead, his jokers
    and 2s going to his 对家)."""
    if state.policy.revolution.charge_required:
        return next(charge_counts(state, seat), None) is not None
    hand = state.hands[seat]
    return not any(hand.count(rank) for rank in TRIBUTE_RANKS)


def charge_counts(state: RoundState, seat: int) -> Iterator[dict[Rank, int]]:
    """R4: how many cards of each gouji rank a 冲点 of ``seat`` may take: three pure gouji
    hands of any size that qualifies (linyi 出3套够级牌; tongsu art. 46 三手纯够级牌), e.g.
    Q Q Q Q + K K + A A."""
    hand = state.hands[seat]
    choices = []
    for rank in GOUJI_RANKS:
        need = gouji_minimum(rank, state.rules) or 99
        choices.append([0, *range(need, hand.count(rank) + 1)])
    for counts in product(*choices):
        taken = {rank: n for rank, n in zip(GOUJI_RANKS, counts, strict=True) if n}
        if cut_charge(taken, state.rules) is not None:
            yield taken


def charge_of(state: RoundState, cards: Sequence[Card]) -> list[tuple[Rank, int]] | None:
    """R4: the three hands ``cards`` make as a 冲点, or None (2s and jokers make none)."""
    return cut_charge(dict(Counter(card.rank for card in cards)), state.rules)


def chong_options(state: RoundState, seat: int) -> list[tuple[Card, ...]]:
    """R4: every 冲点 ``seat`` may lay down (cards, low to high)."""
    by_rank = state.hands[seat].by_rank
    return [
        tuple(card for rank, n in counts.items() for card in by_rank[rank][:n])
        for counts in charge_counts(state, seat)
    ]


def charge_let_pass(state: RoundState) -> bool:
    """R4 (tongsu art. 47): the 对头 has let one of the charged hands pass."""
    return len(state.chong_answers) < state.chong_beaten


def split_chong(state: RoundState, cards: Sequence[Card]) -> list[Play]:
    """R4: the three gouji hands of a 冲点, low to high, cut as :func:`cut_charge` says."""
    hands = charge_of(state, cards)
    assert hands is not None  # the refusals checked the 冲点
    by_rank: dict[Rank, list[Card]] = {}
    for card in cards:
        by_rank.setdefault(card.rank, []).append(card)
    plays = []
    for rank, size in hands:
        plays.append(make_play(by_rank[rank][:size], state.rules))
        del by_rank[rank][:size]
    return plays


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
