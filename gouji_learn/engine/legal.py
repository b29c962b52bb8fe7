"""LegalActions: the immutable list of what the seat to act may do (F, D, R, X, O2)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, overload

from ..rules.cards import Card
from .actions import Action
from .play_search import Candidate, Signature, candidate_of

if TYPE_CHECKING:
    from .round import Round


class LegalActions(Sequence[Action]):
    """The legal actions of one position, in a fixed order (``len``, ``in``, iteration, ``[i]``).

    While the round stays at that position, ``a in legal`` is True for any action the round
    accepts (the same play with other suits, in another order, or with suitless cards); once
    it has moved on, only the listed actions are in it.
    """

    __slots__ = ("_actions", "_moves", "_plays", "_round", "_signatures")

    def __init__(
        self, actions: tuple[Action, ...], plays: Sequence[Candidate | None], round_: Round
    ) -> None:
        self._actions = actions
        self._plays = plays
        """The play behind each action (None for a pass, a declaration...), so apply need not
        classify it again."""
        self._round = round_
        self._moves = len(round_.history)
        self._signatures: dict[Signature, Candidate] | None = None

    def play_of(self, action: Action) -> tuple[bool, Candidate | None]:
        """Whether ``action`` is listed as it stands (the bots' case) and the play behind it."""
        try:
            index = self._actions.index(action)
        except ValueError:
            return False, None
        return True, self._plays[index]

    def same_play(self, cards: Sequence[Card]) -> Candidate | None:
        """H1-H5: the listed play that ``cards`` make (its signature), whatever their suits."""
        wanted = candidate_of(cards)
        if wanted is None:
            return None
        if self._signatures is None:
            self._signatures = {c.signature: c for c in self._plays if c is not None}
        return self._signatures.get(wanted.signature)

    def __len__(self) -> int:
        return len(self._actions)

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Action, ...]: ...

    def __getitem__(self, index: int | slice) -> Action | tuple[Action, ...]:
        return self._actions[index]

    def __iter__(self) -> Iterator[Action]:
        return iter(self._actions)

    def __contains__(self, item: object) -> bool:
        if item in self._actions:
            return True
        state = self._round
        if state._legal is not self or len(state.history) != self._moves:
            return False
        return isinstance(item, Action) and state.refusal(item) is None

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (LegalActions, list, tuple)):
            return tuple(self._actions) == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._actions)

    def __repr__(self) -> str:
        return f"LegalActions({list(self._actions)!r})"
