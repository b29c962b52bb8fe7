"""Worlds a seat's view allows (determinization, C1, F8): the cards the seat cannot see dealt
at random to the other seats, as many as each holds and keeping the cards it is known to
hold, and the round rebuilt at the position the view shows with those hands.

Everything here reads the view alone. What the view does not tell is left out of a world: who
is stuck (闷, Y2) from an earlier trick, a 4s-first lead still owed (R4), the seats asked to burn
after this one (S3); thrown-away 4s and gifted 3s (K4, Y3 tongsu) are not in the log, so a
size the view does not tell may be off there.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence

from ..rules.cards import Card, Rank, new_shoe
from ..rules.ruleset import TributeKind
from ..rules.seats import SEATS
from .actions import ActionKind
from .core import BurnEvent, Carry, Phase, Trick
from .policy import policy_for
from .round import Round
from .view import TOLD_COUNT, LogEntry, SeatView

SHOWN_KINDS = (ActionKind.PLAY, ActionKind.BURN, ActionKind.CHONG_DIAN)
"""Actions whose cards go face up onto the table (public to every seat)."""


def seat_of(view: SeatView) -> int:
    """The seat of a seat's view (a teacher's view has none)."""
    if view.seat is None:
        raise ValueError("a world is imagined by a seat, not from the teacher's view")
    return view.seat


def _laid(entry: LogEntry) -> bool:
    return entry.kind in SHOWN_KINDS and bool(entry.cards)


def unseen_cards(view: SeatView) -> list[Card]:
    """C1: the shoe less the seat's own hand and every card laid face up so far."""
    pool = Counter(new_shoe(policy_for(view.rules).deal.short_shoe))
    pool.subtract(view.hand)
    for entry in view.log:
        if _laid(entry):
            pool.subtract(entry.cards or ())
    return sorted((+pool).elements(), key=lambda card: card.sort_key)


def known_cards(view: SeatView) -> dict[int, list[Card]]:
    """X1, X3: the cards each other seat was seen to receive (tribute or a returned card from
    this seat, from anyone where tribute is shown to all) and has not laid or passed on since."""
    seat = seat_of(view)
    known: dict[int, Counter[Card]] = {}
    for entry in view.log:
        if entry.seat in known and entry.cards and (entry.to is not None or _laid(entry)):
            known[entry.seat] -= Counter(entry.cards)
        if entry.to is not None and entry.to != seat and entry.cards:
            known.setdefault(entry.to, Counter()).update(entry.cards)
    return {s: sorted(held.elements(), key=lambda c: c.sort_key) for s, held in known.items()}


def hand_sizes(view: SeatView) -> dict[int, int]:
    """F8, C1, X1: how many cards each other seat holds: the count the view tells, else the
    deal less what the log shows it laid and gave plus what it received; fitted to the
    unseen cards (a count not told is above :data:`TOLD_COUNT` where players tell counts)."""
    seat = seat_of(view)
    sizes = list(view.dealt)
    for entry in view.log:
        if entry.to is not None:
            sizes[entry.seat] -= entry.count
            sizes[entry.to] += entry.count
        elif entry.kind in SHOWN_KINDS:
            sizes[entry.seat] -= entry.count
    floor = TOLD_COUNT + 1 if policy_for(view.rules).finish.tells_counts else 0
    told = {s: n for s, n in enumerate(view.counts) if n is not None and s != seat}
    guessed = {s: max(floor, sizes[s]) for s in SEATS if s != seat and s not in told}
    for s in view.finished:
        guessed.pop(s, None)
        told[s] = 0
    excess = sum(told.values()) + sum(guessed.values()) - len(unseen_cards(view))
    while excess > 0 and guessed:  # more guessed than unseen: take from the biggest
        biggest = max(guessed, key=lambda s: (guessed[s], -s))
        cut = min(excess, guessed[biggest])
        guessed[biggest] -= cut
        excess -= cut
    return dict(sorted({**told, **guessed}.items()))


def sample_hands(
    view: SeatView, sizes: Mapping[int, int], rng: random.Random
) -> dict[int, list[Card]]:
    """A random deal of the unseen cards to the other seats, each getting ``sizes[seat]``;
    a seat keeps the cards it is known to hold (:func:`known_cards`)."""
    pool = Counter(unseen_cards(view))
    hands: dict[int, list[Card]] = {s: [] for s in sorted(sizes)}
    for seat, cards in known_cards(view).items():
        for card in cards:
            if seat in hands and pool[card] > 0 and len(hands[seat]) < sizes[seat]:
                hands[seat].append(card)
                pool[card] -= 1
    rest = sorted((+pool).elements(), key=lambda card: card.sort_key)
    rng.shuffle(rest)
    start = 0
    for seat, cards in hands.items():
        need = sizes[seat] - len(cards)
        cards += rest[start : start + need]
        start += need
    if start > len(rest):
        raise ValueError(f"C1: {start} hidden cards to deal but only {len(rest)} unseen")
    return hands


def world(view: SeatView, hands: Mapping[int, Sequence[Card]]) -> Round:
    """The round at the play position ``view`` shows, the seat holding its own hand and every
    other seat ``hands[seat]``: the trick, places, opened, burns and 够死级 as the view tells."""
    seat = seat_of(view)
    if view.phase is not Phase.PLAY:
        raise ValueError(f"O2: a world is built in the play phase, not {view.phase.name}")
    deal = [view.hand if s == seat else tuple(hands.get(s, ())) for s in SEATS]
    state = Round.from_hands(deal, view.rules, view.trick_leader)
    if any(isinstance(entry.kind, TributeKind) for entry in view.log):
        state.carry = Carry((), -1, False)  # P3: not the game's first round (K1 tongsu)
    state.declarations = list(view.declarations)
    state.opened = set(view.opened)
    state.conceded = set(view.conceded)
    state.finished = list(view.finished)
    state.out_of_play = list(view.out_of_play)
    state.freed = list(view.freed)
    state.revolutionary = view.revolutionary
    state.fours_first = view.fours_first
    state.headless = set(view.headless)
    state.dead_gouji = list(view.dead_gouji)
    state.four_way = view.four_way
    state.table = [card for entry in view.log if _laid(entry) for card in entry.cards or ()]
    state.burns = [_burn_event(view, burner, target) for burner, target in view.burning]
    state.burning = {event.burner: event for event in state.burns}
    last = view.trick[-1][0] if view.trick else -1
    asked = view.to_act == seat and any(a.kind is ActionKind.BURN for a in view.legal)
    state.trick = Trick(
        view.trick_leader,
        last,
        view.to_beat,
        set(view.passed),
        set(view.answered),
        view.yielder,
        [seat] if asked else [],
        view.gouji,
        view.dead,
        list(view.trick),
    )
    play = view.to_beat
    if play is not None and state.policy.threes.last and state.hands[last].only(Rank.THREE):
        state.pending_stuck = {last: play}  # Y2: his 3s wait behind this play
    state.to_act = view.to_act
    state._legal = None
    return state


def _burn_event(view: SeatView, burner: int, target: int) -> BurnEvent:
    """S1, S4: a running burn with the plays the burner made since he burned (the log's)."""
    burns = [i for i, e in enumerate(view.log) if e.seat == burner and e.kind is ActionKind.BURN]
    start = burns[-1] if burns else len(view.log)
    plays = sum(e.seat == burner and _laid(e) for e in view.log[start:])
    return BurnEvent(burner, target, plays)
