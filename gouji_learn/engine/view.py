"""The seat view (F8): all that a drawing, a widget or a bot may read of a round, for one seat
or, with ``seat=None``, for a teacher who sees every hand; once the round is over (E3) every
seat sees every hand, so a learner can see what happened."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..rules.cards import Card
from ..rules.plays import Play
from ..rules.ruleset import Declaration, RuleSet, TributeKind
from ..rules.seats import SEAT_COUNT, SEATS, check_seat
from .actions import Action, ActionKind
from .core import Phase
from .round_state import headless_seats

if TYPE_CHECKING:
    from .round import Round

__all__ = ["LogEntry", "Observation", "Phase", "SeatView", "seat_view"]

TOLD_COUNT = 10
"""F8 (报户): a player with this many cards or fewer says how many."""


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One event of the round as a seat saw it: an action, or a tribute payment (X1) from
    ``seat`` to ``to``; ``cards`` None where the seat could not see them (``count`` only)."""

    seat: int
    kind: ActionKind | TributeKind
    cards: tuple[Card, ...] | None
    count: int
    to: int | None = None
    """The receiver of a tribute payment or of a returned card (X1, X3)."""

    def seen_by(self, seat: int | None, shown: bool) -> LogEntry:
        """X1, X3: the entry as ``seat`` sees it: a payment or a return between two other
        seats shows its count only, unless the rulebook shows tribute to all (``shown``)."""
        if shown or self.to is None or seat is None or seat == self.seat or seat == self.to:
            return self
        return LogEntry(self.seat, self.kind, None, self.count, self.to)


@dataclass(frozen=True)
class SeatView:
    """What ``seat`` may know of the round now (None: the teacher, who sees everything)."""

    seat: int | None
    phase: Phase
    to_act: int | None
    rules: RuleSet
    hand: tuple[Card, ...]
    """The seat's own cards (the teacher's: none); none before 预点 is declared (D1)."""
    hands: tuple[tuple[Card, ...] | None, ...]
    """Six hands: the seat's own (every one for the teacher or after the round), None where
    hidden."""
    counts: tuple[int | None, ...]
    """Card counts the seat may know (F8 报户; its own always; all after the round), else
    None."""
    dealt: tuple[int, ...]
    """C1: how many cards each seat was dealt (the deal is made in the open)."""
    trick: tuple[tuple[int, Play], ...]
    to_beat: Play | None
    trick_leader: int
    passed: frozenset[int]
    """F3: seats that passed in this trick (play phase only)."""
    answered: frozenset[int]
    """F3: seats that passed on the play to beat (play phase only)."""
    yielder: int
    """F6: the seat that yielded (让牌) on the play to beat and answers it last (-1: none)."""
    gouji: bool
    """F5: the play to beat is a gouji hand, answered by the 对头 (and seats without one)."""
    dead: bool
    """E6: the play to beat is a 够死级, answered only by burning."""
    finished: tuple[int, ...]
    """E1: seats gone out, 头科 first."""
    opened: frozenset[int]
    conceded: frozenset[int]
    """K4 (linyi): seats that conceded the point (认点): they open no more."""
    headless: frozenset[int]
    """E5: seats without a 对头 (无头)."""
    burning: tuple[tuple[int, int], ...]
    """S1: (burner, target) of each burn running."""
    dead_gouji: tuple[int, ...]
    """E6: 够死级 each seat still holds."""
    four_way: bool
    revolutionary: int | None
    fours_first: int
    """R4 (tongsu art. 48): the 对家 of a failed revolutionary, to lead his 4s first (-1: none)."""
    out_of_play: tuple[int, ...]
    freed: tuple[int, ...]
    """S4 (tongsu art. 32): 自由人, stuck through a 诈烧, who sit out."""
    offer: tuple[TributeKind, int, int, int] | None
    """X3 (qingdao 拒绝吃贡): the tribute its receiver accepts or refuses now (kind, payer,
    receiver, cards owed), known to all; None otherwise."""
    declarations: tuple[Declaration, ...]
    log: tuple[LogEntry, ...]
    """Every action and tribute payment so far, redacted for this seat."""
    legal: tuple[Action, ...]
    """The legal actions when this seat is to act (the teacher: the seat to act's)."""
    is_over: bool
    finish_order: tuple[int, ...]
    scores: tuple[int, int]

    @property
    def history(self) -> tuple[Action, ...]:
        """The actions of the log (cards this seat could not see left out)."""
        return tuple(
            Action(e.kind, e.seat, e.cards or ())
            for e in self.log
            if isinstance(e.kind, ActionKind)
        )


Observation = SeatView
"""The older name of the seat view."""


_NO_HANDS: tuple[None, ...] = (None,) * len(SEATS)
_NOBODY: frozenset[int] = frozenset()
_NO_SCORES = (0, 0)
"""P1: the scores of a round not over; no places either while nobody has gone out (E1)."""


def seat_log(state: Round, seat: int | None) -> tuple[LogEntry, ...]:
    """X1, X3: the log as ``seat`` sees it, kept and extended as the round goes on (each entry
    made once, in the teacher's log, and shared by every seat that may see it)."""
    logs = state._logs
    full = logs.get(None)
    if full is None:
        full = logs[None] = []
    events = state.events
    if len(full) < len(events):
        full += map(_entry, events[len(full) :])
    if seat is None:
        return tuple(full)
    log = logs.get(seat)
    if log is None:
        log = logs[seat] = []
    if len(log) < len(full):
        shown = state.policy.tribute.shown  # X1 (tongsu art. 16, irvine): 亮明
        log += [e if e.to is None else e.seen_by(seat, shown) for e in full[len(log) :]]
    return tuple(log)


def _entry(event: Action | LogEntry) -> LogEntry:
    """An action as a log entry (its cards seen by every seat); a payment entry as it is."""
    if isinstance(event, LogEntry):
        return event
    return LogEntry(event.seat, event.kind, event.cards, len(event.cards))


def seat_view(state: Round, seat: int | None) -> SeatView:
    """F8: the view of ``seat`` (None: the teacher's, every hand shown); E3: a finished round
    shows every hand to every seat (the cards are laid open)."""
    if seat is not None and (type(seat) is not int or not 0 <= seat < SEAT_COUNT):
        seat = check_seat(seat)  # T1: anything but a seat number raises, naming it
    hands = state.hands
    phase = state.phase
    is_over = state.is_over
    if seat is None or is_over:
        shown: tuple[tuple[Card, ...] | None, ...] = tuple([h.held() for h in hands])
        counts: tuple[int | None, ...] = tuple([h.size for h in hands])
        own: tuple[Card, ...] = () if seat is None else hands[seat].held()
    else:
        own = () if phase is Phase.DECLARE_YU else hands[seat].held()
        shown = (*_NO_HANDS[:seat], own, *_NO_HANDS[seat + 1 :])
        if state.policy.finish.tells_counts:
            counts = tuple(
                [h.size if h.size <= TOLD_COUNT or s == seat else None for s, h in enumerate(hands)]
            )
        else:
            counts = (*_NO_HANDS[:seat], hands[seat].size, *_NO_HANDS[seat + 1 :])
    trick = state.trick
    burning = state.burning
    playing = phase is Phase.PLAY
    fields_ = {  # the frozen dataclass filled in one step (the hot path); names as declared
        "seat": seat,
        "phase": phase,
        "to_act": state.to_act,
        "rules": state.rules,
        "hand": own,
        "hands": shown,
        "counts": counts,
        "dealt": tuple(map(len, state.dealt)),
        "trick": tuple(trick.plays),
        "to_beat": trick.last_play,
        "trick_leader": trick.leader,
        "passed": frozenset(trick.passed) if playing else _NOBODY,
        "answered": frozenset(trick.answered) if playing else _NOBODY,
        "yielder": trick.yielder if playing else -1,
        "gouji": trick.gouji and playing,
        "dead": trick.dead and playing,
        "finished": tuple(state.finished),
        "opened": frozenset(state.opened),
        "conceded": frozenset(state.conceded),
        "headless": headless_seats(state),
        "burning": tuple([(b, e.target) for b, e in burning.items()]) if burning else (),
        "dead_gouji": tuple(state.dead_gouji),
        "four_way": state.four_way,
        "revolutionary": state.revolutionary,
        "fours_first": state.fours_first,
        "out_of_play": tuple(state.out_of_play),
        "freed": tuple(state.freed),
        "offer": state.offers[0] if phase is Phase.ACCEPT_TRIBUTE else None,
        "declarations": tuple(state.declarations),
        "log": seat_log(state, seat),
        "legal": state.legal_actions()[:] if seat is None or state.to_act == seat else (),
        "is_over": is_over,
        "finish_order": state.finish_order if is_over or state.finished else (),
        "scores": state.scores if is_over else _NO_SCORES,
    }
    view = object.__new__(SeatView)
    object.__setattr__(view, "__dict__", fields_)
    return view
