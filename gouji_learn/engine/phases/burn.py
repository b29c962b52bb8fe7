"""Burning (烧牌, S1-S3): while a gouji hand waits, the seats that may burn it are asked in
turn (S3) whether they burn it, before its 对头 answers; the records of a burn are kept by
``engine/burn_events.py``."""

from __future__ import annotations

from ..actions import Action, ActionKind
from ..legal import Candidates
from ..round_state import RoundState
from .play import PlayPhase


class BurnPhase(PlayPhase):
    """S1-S3: the seat asked passes or burns the gouji hand with a play that beats it; judged
    and done as a play of the trick."""

    def _list(self, state: RoundState) -> Candidates:
        """S1, S3: a pass, or every burn of the hand that beats the gouji hand."""
        seat = state.to_act
        assert seat is not None
        return self.answers(state, seat, [Action(ActionKind.PASS, seat)], ActionKind.BURN)


BURN = BurnPhase()
