"""The records of a round (O2): its phases, the trick, burns, stuck players, tribute payments
and what a finished round carries to the next one. The round's state is
:class:`~gouji_learn.engine.round_state.RoundState`, run by
:class:`~gouji_learn.engine.round.Round`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..rules.cards import Card
from ..rules.labels import Bilingual
from ..rules.plays import Play
from ..rules.point_tribute import DECLARATIONS
from ..rules.ruleset import Choice, Declaration, TributeKind
from ..rules.seats import SEAT_COUNT, alliance_of
from .record_fields import at, choice, fail, fields, integer, items, seat, seats


class Phase(Bilingual):
    """O2: the phases of a round, in order."""

    POINT_SWAP = ("agree on swapping 点贡 (换点)", "商定换点")
    DIAN_SHOU = ("call 点手 or not", "点手或不点手")
    DECLARE_YU = ("declare 预点", "预点")
    ACCEPT_TRIBUTE = ("accept or refuse tribute", "吃贡或拒贡")
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
        (:func:`read_carry`: a RecordError naming the field when it is wrong)."""
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


BURN_OUTCOMES = tuple(BurnOutcome)
"""S1-S5: how a burn ended (BurnEvent.outcome)."""


def read_carry(data: Any, field: str = "carry") -> Carry:
    """X, O1: what a round left to the next (Carry.to_json), every field checked."""
    fields(
        data,
        field,
        ("finish_order", "last_place", "sweep", "stuck", "burns", "opened", "declarations"),
        ("burn_cards",),
    )
    order = seats(data["finish_order"], at(field, "finish_order"), 3, 6)
    if len(order) not in (3, SEAT_COUNT):
        fail(
            at(field, "finish_order"), "lists 3 seats (串三户) or 6", "应列出3个（串三户）或6个座位"
        )
    last = seat(data["last_place"], at(field, "last_place"))
    sweep = data["sweep"]
    if not isinstance(sweep, bool) or sweep != (len(order) == 3):
        fail(
            at(field, "sweep"),
            "is true exactly when 3 seats went out (E4)",
            "只有三家走科时为true（E4）",
        )
    if sweep and (len({alliance_of(s) for s in order}) != 1 or last in order):
        fail(
            at(field, "finish_order"),
            "is no 串三户 of one alliance (E4)",
            "不是同一联邦的串三户（E4）",
        )
    if not sweep and last != order[-1]:
        fail(
            at(field, "last_place"),
            "is the last seat of the finish order (E1)",
            "应为名次的最后一家（E1）",
        )
    stuck = []
    for i, pair in enumerate(items(data["stuck"], at(field, "stuck"))):
        where = at(at(field, "stuck"), i)
        a, b = (seat(s, at(where, j)) for j, s in enumerate(items(pair, where, 2, 2)))
        stuck.append(StuckEvent(a, b))
    burns = []
    for i, burn in enumerate(items(data["burns"], at(field, "burns"))):
        where = at(at(field, "burns"), i)
        burner, target, outcome = items(burn, where, 3, 3)
        burns.append(
            (
                seat(burner, at(where, 0)),
                seat(target, at(where, 1)),
                BurnOutcome(choice(outcome, at(where, 2), BURN_OUTCOMES)),
            )
        )
    opened = seats(data["opened"], at(field, "opened"))
    declared = tuple(
        Declaration(choice(d, at(at(field, "declarations"), i), DECLARATIONS))
        for i, d in enumerate(items(data["declarations"], at(field, "declarations"), 6, 6))
    )
    where = at(field, "burn_cards")  # S4 (tongsu art. 31): what each 烧贡 is worth
    size = len(burns) if "burn_cards" in data else 0
    listed = items(data.get("burn_cards", []), where, size, size)
    worth = tuple(integer(n, at(where, i), 1, 1 << 20) for i, n in enumerate(listed))
    return Carry(order, last, sweep, (*stuck,), (*burns,), frozenset(opened), declared, worth)
