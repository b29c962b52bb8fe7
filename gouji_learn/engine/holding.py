"""A hand of cards kept by rank, so the engine finds and removes plays quickly (C1, H1)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import chain

from ..rules.cards import SORT_KEY, Card, Rank, match_cards

_RANK_SLOTS = int(Rank.BIG_JOKER) + 1


class Hand:
    """The cards one seat holds, as lists per rank each sorted by suit."""

    __slots__ = ("_held", "by_rank", "size")

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        self.by_rank: list[list[Card]] = [[] for _ in range(_RANK_SLOTS)]
        self.size = 0
        self._held: tuple[Card, ...] | None = ()
        """All cards low to high, kept until the hand changes (None: to be gathered again)."""
        self.add(cards)

    def add(self, cards: Iterable[Card]) -> None:
        """Put cards into the hand."""
        self._held = None
        touched = set()
        for card in cards:
            self.by_rank[card.rank].append(card)
            touched.add(card.rank)
            self.size += 1
        for rank in touched:
            self.by_rank[rank].sort(key=SORT_KEY)

    def remove(self, cards: Iterable[Card]) -> None:
        """Take cards out of the hand; a card it does not hold raises ValueError."""
        self._held = None
        for card in cards:
            self.by_rank[card.rank].remove(card)
            self.size -= 1

    def holds(self, cards: Iterable[Card]) -> bool:
        """True when every card (with repeats) is in the hand."""
        wanted: dict[Card, int] = {}
        for card in cards:
            wanted[card] = wanted.get(card, 0) + 1
        return all(self.by_rank[card.rank].count(card) >= n for card, n in wanted.items())

    def match(self, cards: Sequence[Card]) -> tuple[Card, ...] | None:
        """C1, C2: the held cards that ``cards`` name, sorted (a card without a suit takes any
        held card of its rank); None when the hand does not hold them."""
        if all(card.suit is not None for card in cards):
            if not self.holds(cards):
                return None
            return tuple(sorted(cards, key=SORT_KEY))
        held = self.cards()
        found, missing = match_cards(held, cards)
        if missing:
            return None
        return tuple(sorted((held[i] for i in found), key=SORT_KEY))

    def count(self, rank: Rank) -> int:
        """How many cards of ``rank`` the hand holds."""
        return len(self.by_rank[rank])

    def cards(self) -> list[Card]:
        """All cards, low to high."""
        return list(self.held())

    def held(self) -> tuple[Card, ...]:
        """All cards, low to high, as a tuple (kept until the hand changes)."""
        held = self._held
        if held is None:
            held = self._held = tuple(chain.from_iterable(self.by_rank))
        return held

    def ranks(self) -> Iterator[Rank]:
        """The ranks present, low to high."""
        return (Rank(r) for r in range(3, _RANK_SLOTS) if self.by_rank[r])

    def only(self, rank: Rank) -> bool:
        """True when the hand is not empty and holds nothing but ``rank``."""
        return self.size > 0 and len(self.by_rank[rank]) == self.size

    def copy(self) -> Hand:
        """An independent copy."""
        other = Hand()
        other.by_rank = [list(cards) for cards in self.by_rank]
        other.size = self.size
        other._held = self._held
        return other

    def __len__(self) -> int:
        return self.size

    def __repr__(self) -> str:
        return f"Hand({' '.join(card.text('en') for card in self.cards())!r})"
