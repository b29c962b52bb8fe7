"""The state every phase of a round shares (O2): hands, seats, the trick, places, opened, carry,
and the burn, stuck and tribute records.

:class:`Core` holds the data and the few questions every phase asks of it (who is still in
play, who is headless, T3's order); the phases in ``engine/phases`` build on it and
:class:`~gouji_learn.engine.round.Round` runs them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from ..rules.cards import Card, Rank
from ..rules.labels import Bilingual
from ..rules.plays import Play
from ..rules.ruleset import Choice, Declaration, RuleSet, TributeKind
from ..rules.seats import ALLIANCE, OPPOSITE, SEAT_COUNT
from .actions import Action
from .holding import Hand
from .legal import LegalActions

if TYPE_CHECKING:
    from .policy import Policy
    from .view import LogEntry


class Phase(Bilingual):
    """O2: the phases of a round, in order."""

    DECLARE_YU = ("declare 预点", "预点")
    RETURN_TRIBUTE = ("return tribute", "还贡")
    DECLARE_MING = ("declare 明点", "明点")
    REVOLUTION = ("revolution", "革命")
    CHONG_DIAN = ("charge the point", "冲点")
    CHONG_DIAN_ANSWER = ("answer the 冲点", "打冲点")
    HEAD_CHOICE = ("keep the head or not", "要头/无头")
    PLAY = ("play", "打牌")
    OVER = ("over", "结束")
    VOID = ("void deal", "作废")


@dataclass(frozen=True)
class StuckEvent:
    """Y2: ``seat`` was stuck (闷) when ``by`` beat the play before his 3s."""

    seat: int
    by: int


class BurnOutcome(Choice):
    """S1-S5: how a burn stands or ended."""

    RUNNING = "running"
    ANSWERED = "answered"
    """S4 (tongsu art. 30): beaten by the burner's 对家 (解烧), running again if he covers it."""
    SUCCESS = "success"
    BROKEN = "broken"
    COUNTER_BURNED = "counter_burned"
    """S4 (irvine): 反烧, broken at its first play."""
    FAILED = "failed"
    """S4: 烧失败, the burner could not lead on."""


@dataclass
class BurnEvent:
    """S1-S5: a burn by ``burner`` of ``target``'s gouji hand and how it ended."""

    burner: int
    target: int
    plays: int = 0
    outcome: BurnOutcome = BurnOutcome.RUNNING
    broke: int = -1
    """S4: the index in ``burns`` of the burn this one broke with its kill (-1: none)."""
    answered: bool = False
    """S4 (tongsu art. 32): a 解烧 was tried on it; failing, it is a 技术性烧牌, not a 诈烧."""


@dataclass(frozen=True)
class TributePayment:
    """X1-X5: ``cards`` paid by ``payer`` to ``receiver`` as tribute of ``kind`` (``owed``)."""

    kind: TributeKind
    payer: int
    receiver: int
    owed: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Carry:
    """What a finished round leaves to the next one of the game: the grounds for tribute (X)
    and the next first leader (O1)."""

    finish_order: tuple[int, ...]
    last_place: int
    sweep: bool
    stuck: tuple[StuckEvent, ...] = ()
    burns: tuple[tuple[int, int, BurnOutcome], ...] = ()
    opened: frozenset[int] = frozenset()
    declarations: tuple[Declaration, ...] = (Declaration.NONE,) * SEAT_COUNT
    burn_cards: tuple[int, ...] = ()
    """S4 (tongsu art. 31, 反烧 doubles): the cards each burn's 烧贡 is worth, in the order of
    ``burns``; one where it is left out."""

    def __post_init__(self) -> None:
        burns = tuple((a, b, BurnOutcome(c)) for a, b, c in self.burns)
        object.__setattr__(self, "burns", burns)
        object.__setattr__(self, "declarations", tuple(map(Declaration, self.declarations)))

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (``burn_cards`` only where a burn is worth more than one card)."""
        data: dict[str, Any] = {
            "finish_order": list(self.finish_order),
            "last_place": self.last_place,
            "sweep": self.sweep,
            "stuck": [[e.seat, e.by] for e in self.stuck],
            "burns": [list(b) for b in self.burns],
            "opened": sorted(self.opened),
            "declarations": list(self.declarations),
        }
        if self.burn_cards:
            data["burn_cards"] = list(self.burn_cards)
        return data

    @classmethod
    def from_json(cls, data: Any) -> Carry:
        """Read the dict written by :meth:`to_json` through the one checked reader
        (``engine.reading.read_carry``: a RecordError naming the field when it is wrong)."""
        from .reading import read_carry  # reading.py imports this module

        return read_carry(data)

    def burn_worth(self, index: int) -> int:
        """S4: the cards the 烧贡 of burn ``index`` is worth (tongsu art. 31)."""
        return self.burn_cards[index] if index < len(self.burn_cards) else 1


@dataclass
class Trick:
    """F1-F6: the trick being played: who led, the play to beat, who passed or yielded."""

    leader: int
    last_seat: int = -1
    last_play: Play | None = None
    passed: set[int] = field(default_factory=set)
    """F3: seats that passed in this trick."""
    answered: set[int] = field(default_factory=set)
    """Seats that already passed on the current play."""
    yielder: int = -1
    """F6: the seat that yielded on the current play, waiting for its second turn."""
    burn_queue: list[int] = field(default_factory=list)
    """S3: seats still to be asked whether they burn the current gouji hand."""
    gouji: bool = False
    """F5: the current play is a gouji hand answered only by the player's 对头."""
    dead: bool = False
    """E6: the current gouji hand cannot be answered except by burning."""
    plays: list[tuple[int, Play]] = field(default_factory=list)

    def copy(self) -> Trick:
        """An independent copy (plays are immutable and shared)."""
        return Trick(
            self.leader,
            self.last_seat,
            self.last_play,
            set(self.passed),
            set(self.answered),
            self.yielder,
            list(self.burn_queue),
            self.gouji,
            self.dead,
            list(self.plays),
        )


C = TypeVar("C", bound="Core")


class Core:
    """The shared state of one round (O2) and the questions every phase asks of it."""

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
    _legal: LegalActions | None
    """The cached LegalActions of the position (None when it must be listed again)."""

    @property
    def first_round(self) -> bool:
        """P3: the first round of a game has no tribute."""
        return self.carry is None

    def _turn_order(self, start: int) -> list[int]:
        """T3: the seats counter-clockwise from ``start``."""
        return [(start + i) % SEAT_COUNT for i in range(SEAT_COUNT)]

    def _in_play(self, seat: int) -> bool:
        """Whether a seat still plays: holds cards, has not revolted and is not out of play."""
        return (
            self.hands[seat].size > 0
            and seat != self.revolutionary
            and seat not in self.out_of_play
            and seat not in self.finished
            and seat not in self.freed
        )

    def _next_in_play(self, seat: int) -> int:
        """T3: the next seat after ``seat`` still in play (``seat`` itself if none)."""
        for step in range(1, SEAT_COUNT + 1):
            other = (seat + step) % SEAT_COUNT
            if self._in_play(other):
                return other
        return seat

    def _is_headless(self, seat: int) -> bool:
        """E5: 无头: the seat's 对头 is out (finished or out of play), or the seat was made
        headless by his 对头's revolution (无头, or 要头 once its three 够死级 are used, R3)."""
        opposite = OPPOSITE[seat]
        if seat in self.headless:
            return True
        return opposite != self.revolutionary and not self._in_play(opposite)

    def _rebel_placed(self) -> bool:
        """R2 (tongsu arts. 14, 25, 47): a revolutionary holds a place (三科 or 四科) unless his
        revolution failed (大落, out of play)."""
        return self.revolutionary is not None and self.revolutionary not in self.out_of_play

    def _gone(self) -> int:
        """K3: players who have finished, the revolutionary counted (走科两家，包括革命者; tongsu
        art. 25, quotation tongsu.no-opening-after-two-out)."""
        return len(self.finished) + self._rebel_placed()

    def _places_so_far(self) -> list[int]:
        """E1, R2, S4: the places won so far, with the revolutionary as 三科 behind two partners
        and each 自由人 at his place once it is known."""
        top = list(self.finished)
        rebel = self.revolutionary
        if (
            rebel is not None
            and rebel not in self.out_of_play
            and len(top) >= 2
            and all(ALLIANCE[s] == ALLIANCE[rebel] for s in top[:2])
        ):
            top.insert(2, rebel)
        for seat in self.freed:
            place = self._free_place(seat, top)
            if place <= len(top):
                top.insert(place, seat)
        return top

    def _free_place(self, seat: int, top: list[int]) -> int:
        """S4 (tongsu art. 32): a 自由人's place: 三科 when his alliance took 头科, else 四科."""
        return 2 if top and ALLIANCE[top[0]] == ALLIANCE[seat] else 3

    def _spend_natural(self, seat: int, card: Card) -> None:
        """X1: a dealt joker or 2 that leaves the hand is no longer a tribute card of his."""
        if card.rank in self.natural[seat]:
            held = self.hands[seat].count(card.rank) - 1
            self.natural[seat][card.rank] = min(self.natural[seat][card.rank], held)

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
        if not isinstance(other, Core):
            return NotImplemented
        return self is other or self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def copy(self: C) -> C:
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
        for name in ("queue", "chong_hands", "chong_answers"):
            fields[name] = list(fields[name])
        for name in ("opened", "conceded", "forced_revolts", "headless"):
            fields[name] = set(fields[name])
        fields["natural"] = [dict(n) for n in self.natural]
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
