"""LegalActions: the immutable list of what the seat to act may do (F, D, R, X, O2)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, overload

from .actions import Action

if TYPE_CHECKING:
    from .round import Round


class LegalActions(Sequence[Action]):
    """The legal actions of one position, in a fixed order (``len``, ``in``, iteration, ``[i]``).

    While the round stays at that position, ``a in legal`` is True for any action the round
    accepts (the same play with other suits, in another order, or with suitless cards); once
    it has moved on, only the listed actions are in it.
    """

    __slots__ = ("_actions", "_moves", "_round")

    def __init__(self, actions: tuple[Action, ...], round_: Round) -> None:
        self._actions = actions
        self._round = round_
        self._moves = len(round_.history)

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
