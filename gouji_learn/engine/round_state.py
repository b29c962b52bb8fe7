"""The state of one round (O2): plain data that the phases read and change, and the few
questions every phase asks of it (who is still in play, who is headless, T3's order, the places
so far). :class:`~gouji_learn.engine.round.Round` holds it and runs the phases on it."""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING, Any, TypeVar

from ..rules.cards import Card, Rank
from ..rules.plays import Play
from ..rules.ruleset import Declaration, RuleSet, TributeKind
from ..rules.seats import ALLIANCE, OPPOSITE, SEAT_COUNT
from .actions import Action
from .core import BurnEvent, Carry, Phase, StuckEvent, TributePayment, Trick
from .holding import Hand

if TYPE_CHECKING:
    from .policy import Policy
    from .view import LogEntry

S = TypeVar("S", bound="RoundState")
_SIZE = attrgetter("size")


class RoundState:
    """The data of one round (O2), changed only by the phases."""

    rules: RuleSet
    policy: Policy
    seed: int
    carry: Carry | None
    round_index: int
    scenario_leader: int | None
    """A scripted scenario starts straight at play with this leader (see Round.from_hands)."""
    deal_script: tuple[tuple[Card, ...], ...] | None
    hands: list[Hand]
    dealt: tuple[tuple[Card, ...], ...]
    draws: tuple[tuple[Card, ...], ...]
    """C1, X3 (点手): each seat's cards in the order he drew them."""
    first_draw: int
    """C1: the seat that drew first (seat 0 in a scripted deal)."""
    table: list[Card]
    """Cards played (and 4s thrown away): out of every hand for the rest of the round."""
    set_aside: list[Card]
    history: list[Action]
    events: list[Action | LogEntry]
    """The log: each action, with tribute payments and returns as entries naming both seats."""
    _logs: dict[int | None, list[LogEntry]]
    """Each seat's redacted log so far (see view.py), extended as the round goes on."""
    phase: Phase
    to_act: int | None
    declarations: list[Declaration]
    opened: set[int]
    conceded: set[int]
    finished: list[int]
    out_of_play: list[int]
    """S4, R4: failed burners and failed revolutionaries, who take the last places."""
    freed: list[int]
    """S4 (tongsu art. 32): players stuck through a 诈烧, 自由人 who sit out (三科 or 四科)."""
    revolutionary: int | None
    revolts: list[int]
    forced_revolts: set[int]
    """Y3 (qingdao): seats with no 3 and nothing to buy one with, who must revolt."""
    natural: list[dict[Rank, int]]
    """X1 (tongsu art. 16): the jokers and 2s each seat was dealt and still holds."""
    headless: set[int]
    dead_gouji: list[int]
    stuck: list[StuckEvent]
    stuck_seats: list[int]
    pending_stuck: dict[int, Play]
    burns: list[BurnEvent]
    burning: dict[int, BurnEvent]
    tribute: list[TributePayment]
    to_return: list[tuple[int, int]]
    """X3: (receiver, payer) for each card still to be returned, in order."""
    offers: list[tuple[TributeKind, int, int, int]]
    """X3 (qingdao 拒绝吃贡): (kind, payer, receiver, cards owed) of each tribute not paid yet,
    the first offered to its receiver, who accepts or refuses it."""
    no_swap: set[int]
    """X5 (tongsu art. 26 不换点): seats that agreed not to swap 点贡 with their 对头."""
    dian_shou: dict[int, Card | None]
    """X3 (tongsu art. 27 点手): for each 点贡 payer asked, the card his 对家 drew the blindly
    named number of draws after the payer's big joker (None: no such draw, 点手 lapses)."""
    queue: list[int]
    """Seats still to decide in the current phase (declarations, revolution)."""
    chong_hands: list[Play]
    chong_answers: list[Play]
    chong_beaten: int
    trick: Trick
    four_way: bool
    fours_first: int
    """R4 (tongsu art. 48): the seat whose next lead must be his 4s (-1: none)."""
    leader: int
    final_order: tuple[int, ...]
    _legal: object
    """The position's candidates and legal actions once listed (``legal.Candidates``; None
    when the round has moved on or was changed from outside: they are listed again)."""

    @property
    def first_round(self) -> bool:
        """P3: the first round of a game has no tribute."""
        return self.carry is None

    @property
    def is_over(self) -> bool:
        """E3: True once the round has ended (or the deal was void, R1)."""
        return self.phase is Phase.OVER or self.phase is Phase.VOID

    def card_places(self) -> list[Card]:
        """Every card of the round wherever it is: hands, table, set aside (C1 conservation)."""
        return [c for hand in self.hands for c in hand.cards()] + self.table + self.set_aside

    def snapshot(self) -> dict[str, Any]:
        """A comparable picture of the whole state (for replay checks)."""
        return {
            "rules": self.rules.name,
            "phase": self.phase.name,
            "to_act": self.to_act,
            "hands": [[c.text("en") for c in hand.cards()] for hand in self.hands],
            "table": sorted(c.text("en") for c in self.table),
            "finished": list(self.finished),
            "final": list(self.final_order),
            "opened": sorted(self.opened),
            "declarations": list(self.declarations),
            "stuck": [(e.seat, e.by) for e in self.stuck],
            "burns": [(b.burner, b.target, b.outcome) for b in self.burns],
            "history": [a.to_json() for a in self.history],
            "trick": {
                "leader": self.trick.leader,
                "last": self.trick.last_seat,
                "passed": sorted(self.trick.passed),
                "answered": sorted(self.trick.answered),
                "yielder": self.trick.yielder,
                "burn_queue": list(self.trick.burn_queue),
                "gouji": self.trick.gouji,
                "dead": self.trick.dead,
                "plays": [(seat, play.text("en")) for seat, play in self.trick.plays],
            },
            "four_way": self.four_way,
            "dead_gouji": list(self.dead_gouji),
            "to_return": list(self.to_return),
            "out_of_play": list(self.out_of_play),
            "freed": list(self.freed),
        }

    # ------------------------------------------------------------------ value semantics

    def _key(self) -> tuple[Any, ...]:
        """Everything the round's future depends on, the rulebook included (for == and hash)."""
        trick = self.trick
        return (
            self.rules,
            self.phase,
            self.to_act,
            tuple([hand.held() for hand in self.hands]),
            tuple(self.table),
            tuple(self.set_aside),
            tuple(self.history),
            tuple(self.declarations),
            frozenset(self.opened),
            frozenset(self.conceded),
            tuple(self.finished),
            tuple(self.out_of_play),
            tuple(self.freed),
            self.revolutionary,
            tuple(self.revolts),
            frozenset(self.forced_revolts),
            tuple(tuple(sorted(n.items())) for n in self.natural),
            frozenset(self.headless),
            tuple(self.dead_gouji),
            tuple(self.stuck),
            tuple(self.stuck_seats),
            tuple(sorted((seat, play.cards) for seat, play in self.pending_stuck.items())),
            tuple(
                (b.burner, b.target, b.plays, b.outcome, b.broke, b.answered) for b in self.burns
            ),
            tuple(sorted(self.burning)),
            tuple(self.tribute),
            tuple(self.to_return),
            tuple(self.offers),
            frozenset(self.no_swap),
            tuple(self.dian_shou.items()),
            tuple(self.queue),
            tuple(p.cards for p in self.chong_hands),
            tuple(p.cards for p in self.chong_answers),
            self.chong_beaten,
            (
                trick.leader,
                trick.last_seat,
                frozenset(trick.passed),
                frozenset(trick.answered),
                trick.yielder,
                tuple(trick.burn_queue),
                trick.gouji,
                trick.dead,
                tuple((seat, play.cards) for seat, play in trick.plays),
            ),
            self.four_way,
            self.fours_first,
            self.leader,
            self.final_order,
            self.carry,
            self.round_index,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, RoundState):
            return NotImplemented
        return self is other or self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def copy(self: S) -> S:
        """An independent copy (cards, plays and the rulebook are immutable and shared)."""
        other = type(self).__new__(type(self))
        fields = dict(self.__dict__)
        other.__dict__ = fields
        fields["hands"] = [hand.copy() for hand in self.hands]
        fields["events"] = list(self.events)
        fields["_logs"] = {}
        for name in ("table", "set_aside", "history", "declarations", "finished", "out_of_play"):
            fields[name] = list(fields[name])
        fields["freed"] = list(self.freed)
        for name in ("revolts", "dead_gouji", "stuck", "stuck_seats", "tribute", "to_return"):
            fields[name] = list(fields[name])
        for name in ("queue", "offers", "chong_hands", "chong_answers"):
            fields[name] = list(fields[name])
        for name in ("opened", "conceded", "forced_revolts", "headless", "no_swap"):
            fields[name] = set(fields[name])
        fields["natural"] = [dict(n) for n in self.natural]
        fields["dian_shou"] = dict(self.dian_shou)
        fields["pending_stuck"] = dict(self.pending_stuck)
        burns = [
            BurnEvent(b.burner, b.target, b.plays, b.outcome, b.broke, b.answered)
            for b in self.burns
        ]
        fields["burns"] = burns
        index = {id(b): i for i, b in enumerate(self.burns)}
        fields["burning"] = {seat: burns[index[id(b)]] for seat, b in self.burning.items()}
        fields["trick"] = self.trick.copy()
        fields["_legal"] = None
        return other


def turn_order(start: int) -> list[int]:
    """T3: the seats counter-clockwise from ``start``."""
    return [(start + i) % SEAT_COUNT for i in range(SEAT_COUNT)]


def in_play(state: RoundState, seat: int) -> bool:
    """Whether a seat still plays: holds cards, has not revolted and is not out of play."""
    return (
        state.hands[seat].size > 0
        and seat != state.revolutionary
        and seat not in state.out_of_play
        and seat not in state.finished
        and seat not in state.freed
    )


def next_in_play(state: RoundState, seat: int) -> int:
    """T3: the next seat after ``seat`` still in play (``seat`` itself if none)."""
    for step in range(1, SEAT_COUNT + 1):
        other = (seat + step) % SEAT_COUNT
        if in_play(state, other):
            return other
    return seat


def is_headless(state: RoundState, seat: int) -> bool:
    """E5: 无头: the seat's 对头 is out (finished or out of play), or the seat was made
    headless by his 对头's revolution (无头, or 要头 once its three 够死级 are used, R3)."""
    opposite = OPPOSITE[seat]
    if seat in state.headless:
        return True
    return opposite != state.revolutionary and not in_play(state, opposite)


def headless_seats(state: RoundState) -> frozenset[int]:
    """E5: the seats :func:`is_headless` names, in one pass: the made-headless and the 对头
    of each seat out of play but the revolutionary (the seat view's hot path)."""
    hands = state.hands
    out = [*state.finished, *state.out_of_play, *state.freed]
    if 0 in map(_SIZE, hands):
        out += [seat for seat, hand in enumerate(hands) if not hand.size]
    rebel = state.revolutionary
    return frozenset(state.headless).union([OPPOSITE[seat] for seat in out if seat != rebel])


def rebel_placed(state: RoundState) -> bool:
    """R2 (tongsu arts. 14, 25, 47): a revolutionary holds a place (三科 or 四科) unless his
    revolution failed (大落, out of play)."""
    return state.revolutionary is not None and state.revolutionary not in state.out_of_play


def gone(state: RoundState) -> int:
    """K3: players who have finished, the revolutionary counted (走科两家，包括革命者; tongsu
    art. 25, quotation tongsu.no-opening-after-two-out)."""
    return len(state.finished) + rebel_placed(state)


def places_so_far(state: RoundState) -> list[int]:
    """E1, R2, S4: the places won so far, with the revolutionary as 三科 behind two partners
    and each 自由人 at his place once it is known."""
    top = list(state.finished)
    rebel = state.revolutionary
    if (
        rebel is not None
        and rebel not in state.out_of_play
        and len(top) >= 2
        and all(ALLIANCE[s] == ALLIANCE[rebel] for s in top[:2])
    ):
        top.insert(2, rebel)
    for seat in state.freed:
        place = free_place(state, seat, top)
        if place <= len(top):
            top.insert(place, seat)
    return top


def free_place(state: RoundState, seat: int, top: list[int]) -> int:
    """S4 (tongsu art. 32): a 自由人's place: 三科 when his alliance took 头科, else 四科."""
    return 2 if top and ALLIANCE[top[0]] == ALLIANCE[seat] else 3


def spend_natural(state: RoundState, seat: int, card: Card) -> None:
    """X1: a dealt joker or 2 that leaves the hand is no longer a tribute card of his."""
    if card.rank in state.natural[seat]:
        held = state.hands[seat].count(card.rank) - 1
        state.natural[seat][card.rank] = min(state.natural[seat][card.rank], held)


def next_in_queue(state: RoundState) -> None:
    """D1, D2, R1: the next seat asked in the phase (nobody, ``to_act`` None, once all have
    decided: the round goes on to the next step)."""
    state.queue.pop(0)
    state.to_act = state.queue[0] if state.queue else None
