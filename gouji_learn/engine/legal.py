"""What a phase considers at one position (:class:`Candidates`) and what the seat to act may
do (:class:`LegalActions`: the candidates the phase's judge passes) (F, D, R, X, O2)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import compress
from operator import not_
from typing import Protocol, overload

from ..rules.cards import Card
from .actions import Action, Refusal
from .play_search import Candidate, Signature, candidate_of


class Position(Protocol):
    """The round a LegalActions belongs to, as it asks it (Round)."""

    history: list[Action]
    _legal: object

    def refusal(self, action: Action) -> object:
        """None when ``action`` is allowed now."""


class ActionList:
    """An immutable list of actions with the play behind each (None for a pass, a
    declaration...), found again by identity or by the play's signature (a sequence, but
    not an ABC: ``isinstance`` of one is asked on the hot path)."""

    __slots__ = ("_ids", "_next", "_signatures", "actions", "plays")

    def __init__(self, actions: tuple[Action, ...], plays: Sequence[Candidate | None]) -> None:
        self.actions = actions
        self.plays = plays
        """The play behind each action, in order (None where it lays down none)."""
        self._next = 0
        """Where the last action found by ``index_of`` was, plus one: the next one asked for
        when they are asked in order (listing the legal actions), or the same one asked again
        (judging, then doing it), is found without a search."""
        self._ids: tuple[int, ...] | None = None
        self._signatures: dict[Signature, Candidate] | None = None

    def index_of(self, action: object) -> int:
        """Where ``action`` itself (this very object: the bots' case) is listed, or -1."""
        i = self._next
        actions = self.actions
        if i < len(actions) and actions[i] is action:
            self._next = i + 1
            return i
        if i and actions[i - 1] is action:  # asked again (judged, then done)
            return i - 1
        ids = self._ids
        if ids is None:
            ids = self._ids = tuple(map(id, actions))
        try:
            i = ids.index(id(action))
        except ValueError:
            return -1
        if actions[i] is not action:
            return -1
        self._next = i + 1
        return i

    def same_play(self, cards: Sequence[Card]) -> Candidate | None:
        """H1-H5: the play among these that ``cards`` make (its signature), whatever the suits."""
        wanted = candidate_of(cards)
        if wanted is None:
            return None
        if self._signatures is None:
            self._signatures = {c.signature: c for c in self.plays if c is not None}
        return self._signatures.get(wanted.signature)

    def __len__(self) -> int:
        return len(self.actions)

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Action, ...]: ...

    def __getitem__(self, index: int | slice) -> Action | tuple[Action, ...]:
        return self.actions[index]

    def __iter__(self) -> Iterator[Action]:
        return iter(self.actions)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (ActionList, list, tuple)):
            return tuple(self.actions) == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.actions)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({list(self.actions)!r})"


class Candidates(ActionList):
    """O2: the actions a phase considers at one position, before its judge; the legal ones
    (``legal``) once listed."""

    __slots__ = ("_found", "legal", "owner", "verdicts")

    def __init__(
        self, actions: tuple[Action, ...], plays: Sequence[Candidate | None], owner: object
    ) -> None:
        super().__init__(actions, plays)
        self.owner = owner
        """The phase that listed them."""
        self.verdicts: Sequence[Refusal | None] | None = None
        """The phase's judge on each of them, once judged."""
        self.legal: LegalActions | None = None
        self._found: tuple[object, int] = (None, -1)
        """The last action found and where (judged, then done: asked three times)."""

    def find(self, action: object) -> int:
        """Where ``action`` itself is listed among the candidates, or -1: looked up in the
        legal list first (where the bots took it from: found without a search)."""
        found, index = self._found
        if found is action:
            return index
        legal = self.legal
        if legal is not None and (index := legal.index_of(action)) >= 0:
            if legal.kept is not None:
                index = legal.kept[index]
        else:
            index = self.index_of(action)
        self._found = (action, index)
        return index


Sequence.register(Candidates)


class LegalActions(ActionList, Sequence[Action]):
    """The legal actions of one position, in a fixed order (``len``, ``in``, iteration, ``[i]``).

    While the round stays at that position, ``a in legal`` is True for any action the round
    accepts (the same play with other suits, in another order, or with suitless cards); once
    it has moved on, only the listed actions are in it.
    """

    __slots__ = ("_moves", "_round", "kept")

    def __init__(
        self,
        actions: tuple[Action, ...],
        plays: Sequence[Candidate | None],
        round_: Position,
        kept: Sequence[int] | None = None,
    ) -> None:
        super().__init__(actions, plays)
        self._round = round_
        self._moves = len(round_.history)
        self.kept = kept
        """The candidate each action is (its index among them; None: the same index)."""

    @classmethod
    def judged(cls, candidates: Candidates, round_: Position) -> LegalActions:
        """The candidates their verdicts pass (the same tuples when all pass: no copy)."""
        verdicts = candidates.verdicts
        assert verdicts is not None
        if not any(verdicts):  # a Refusal is a non-empty tuple
            return cls(candidates.actions, candidates.plays, round_)
        n = len(verdicts)
        first = n - verdicts.count(None)
        if not any(verdicts[first:]):  # all refused ones come first (a lead's 3s and 4s): a cut
            actions, plays = candidates.actions[first:], candidates.plays[first:]
            return cls(actions, plays, round_, range(first, n))
        passed = list(map(not_, verdicts))
        kept = tuple(compress(range(len(passed)), passed))
        actions = tuple(compress(candidates.actions, passed))
        return cls(actions, list(compress(candidates.plays, passed)), round_, kept)

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Action, ...]: ...

    def __getitem__(self, index: int | slice) -> Action | tuple[Action, ...]:
        """The action at ``index``; an action taken by its index is found again at once."""
        if type(index) is int:
            self._next = index if index >= 0 else index + len(self.actions)
        return self.actions[index]

    def __contains__(self, item: object) -> bool:
        if item in self.actions:
            return True
        state = self._round
        cached = state._legal
        if not isinstance(cached, Candidates) or cached.legal is not self:
            return False
        if len(state.history) != self._moves:
            return False
        return isinstance(item, Action) and state.refusal(item) is None
