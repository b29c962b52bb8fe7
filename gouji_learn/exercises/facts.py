"""Facts: what a question asks about, as data; the rules core or the engine computes the truth.

A fact is a small frozen dataclass with ``truth(state) -> Truth``: ``state`` is the question's
situation built as a Round (None without one). Nothing here stores an answer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple, Protocol

from ..engine.actions import Action, ActionKind
from ..engine.core import Phase
from ..engine.game import play_game
from ..engine.record import replay, simulate_round
from ..engine.round import Round
from ..rules.beating import explain_beat
from ..rules.cards import Rank, new_shoe, parse_cards
from ..rules.errors import GoujiError
from ..rules.gouji import explain_gouji, explain_open, is_gouji
from ..rules.plays import make_play
from ..rules.point_tribute import point_tribute
from ..rules.ruleset import RuleSet
from ..rules.scoring import alliance_scores, game_scores, is_sweep, linyi_level, place_name
from ..rules.seats import SEAT_COUNT, alliance_of, next_seat, relation
from .move_reading import parse_move
from .sentences import Say


class Truth(NamedTuple):
    """The computed answer, the rule IDs it rests on, and the rules core's sentence (if any)."""

    value: Any
    rules: tuple[str, ...] = ()
    why: Say | None = None


class Fact(Protocol):
    """Anything that computes a truth from a question's situation."""

    def truth(self, state: Round | None) -> Truth:
        """The truth of this fact in ``state``."""
        ...


def _need(state: Round | None) -> Round:
    if state is None:
        raise GoujiError("O2", "this fact needs a table", "这个问题需要牌桌")
    return state


@dataclass(frozen=True)
class Call:
    """The value of a rules-core function called with fixed arguments (T, P, X...)."""

    function: Callable[..., Any]
    args: tuple[Any, ...] = ()
    rules: tuple[str, ...] = ()

    def truth(self, state: Round | None) -> Truth:
        """``function(*args)``."""
        return Truth(self.function(*self.args), self.rules)


@dataclass(frozen=True)
class Beats:
    """B1-B6: does ``new`` beat ``old`` under ``rules``?"""

    new: str
    old: str
    rules: str = "qingdao"

    def truth(self, state: Round | None) -> Truth:
        """explain_beat's verdict."""
        verdict = explain_beat(self.new, self.old, self.rules)
        return Truth(verdict.ok, verdict.rules, Say(verdict.en, verdict.zh))


@dataclass(frozen=True)
class IsGouji:
    """G1-G3: is ``cards`` a gouji hand (``pure``: a pure one) under ``rules``?"""

    cards: str
    rules: str = "qingdao"
    pure: bool = False

    def truth(self, state: Round | None) -> Truth:
        """explain_gouji's verdict."""
        verdict = explain_gouji(self.cards, self.rules)
        value = verdict.ok and ("G3" in verdict.rules if self.pure else True)
        return Truth(value, verdict.rules, Say(verdict.en, verdict.zh))


@dataclass(frozen=True)
class Opens:
    """K2: can winning a lead with ``cards`` open the point under ``rules``?"""

    cards: str
    rules: str = "qingdao"
    answering: bool = False

    def truth(self, state: Round | None) -> Truth:
        """explain_open's verdict."""
        verdict = explain_open(self.cards, self.rules, self.answering)
        return Truth(verdict.ok, verdict.rules, Say(verdict.en, verdict.zh))


@dataclass(frozen=True)
class IsPlay:
    """H1-H5: are ``cards`` one play under ``rules``?"""

    cards: str
    rules: str = "qingdao"

    def truth(self, state: Round | None) -> Truth:
        """make_play accepts them, or its refusal."""
        try:
            play = make_play(self.cards, self.rules)
        except GoujiError as error:
            return Truth(False, (error.rule,), Say(error.en, error.zh))
        return Truth(True, play.rule_ids, Say(play.describe("en"), play.describe("zh")))


@dataclass(frozen=True)
class CoreRefusal:
    """The rule ID under which the rules core refuses ``function(*args)`` (None if it accepts)."""

    function: Callable[..., Any]
    args: tuple[Any, ...] = ()

    def truth(self, state: Round | None) -> Truth:
        """The refusal's rule ID and sentence."""
        try:
            self.function(*self.args)
        except GoujiError as error:
            return Truth(error.rule, (error.rule,), Say(error.en, error.zh))
        return Truth(None)


@dataclass(frozen=True)
class SameAlliance:
    """T1: are seats ``a`` and ``b`` of one alliance (联邦)?"""

    a: int
    b: int

    def truth(self, state: Round | None) -> Truth:
        """alliance_of of both."""
        return Truth(alliance_of(self.a) == alliance_of(self.b), ("T1",))


def turn_order(seat: int) -> tuple[int, ...]:
    """T3: the six seats in playing order from ``seat`` (counter-clockwise)."""
    order = [seat]
    while len(order) < SEAT_COUNT:
        order.append(next_seat(order[-1]))
    return tuple(order)


@dataclass(frozen=True)
class ToAct:
    """F2-F7: the seat the engine says is to act at the situation."""

    rules: tuple[str, ...] = ("F2", "T3")

    def truth(self, state: Round | None) -> Truth:
        """Round.to_act."""
        return Truth(_need(state).to_act, self.rules)


@dataclass(frozen=True)
class HasOpened:
    """K1-K3: has ``seat`` opened the point at the situation?"""

    seat: int

    def truth(self, state: Round | None) -> Truth:
        """Round.opened."""
        return Truth(self.seat in _need(state).view(None).opened, ("K1",))


@dataclass(frozen=True)
class MayMove:
    """F, S, Y, K4: may ``seat`` (None: the seat to act) make ``move`` now? The engine decides.
    ``kind`` (an ActionKind name, e.g. "PLAY") pins the kind of move: the notation reads a
    "play" as a burn where only burns are offered, and an ordinary play is asked about here."""

    move: str
    seat: int | None = None
    kind: str = ""

    def truth(self, state: Round | None) -> Truth:
        """The engine's refusal, or its acceptance."""
        board = _need(state)
        try:
            action = parse_move(board, self.move, self.seat)
        except GoujiError as error:
            return Truth(False, (error.rule,), Say(error.en, error.zh))
        if self.kind:
            action = Action(ActionKind[self.kind], action.seat, action.cards)
        refused = board.refusal(action)
        if refused is None:
            return Truth(True, ("F2",))
        return Truth(False, (refused.rule,), Say(refused.en, refused.zh))


@dataclass(frozen=True)
class MoveRefusal:
    """The rule ID under which the engine refuses ``move`` by ``seat`` at the situation."""

    move: str
    seat: int | None = None
    kind: str = ""

    def truth(self, state: Round | None) -> Truth:
        """The engine's refusal's rule ID (None when the move is legal)."""
        found = MayMove(self.move, self.seat, self.kind).truth(state)
        return Truth(None if found.value else found.rules[0], found.rules, found.why)


@dataclass(frozen=True)
class OfToAct:
    """T1-T3: a table function applied to the seat to act at the situation (its 对头...)."""

    function: Callable[[int], Any]
    rules: tuple[str, ...] = ()

    def truth(self, state: Round | None) -> Truth:
        """``function(state.to_act)``."""
        seat = _need(state).to_act
        if seat is None:
            raise GoujiError("E3", "nobody is to act", "没有人要出牌")
        return Truth(self.function(seat), self.rules)


def relation_name(seat: int, other: int) -> str:
    """T1-T3: how ``other`` stands to ``seat``, by its Chinese name (下家, 上家, 对头, 联邦)."""
    return relation(seat, other).label("zh")


def opponents_of(seat: int) -> tuple[int, ...]:
    """T1-T2: the three seats of the other alliance."""
    return tuple(other for other in range(SEAT_COUNT) if alliance_of(other) != alliance_of(seat))


@dataclass(frozen=True)
class Board:
    """Any reading of the situation's Round by a named function (who opened, what is to beat)."""

    function: Callable[[Round], Any]
    rules: tuple[str, ...] = ()

    def truth(self, state: Round | None) -> Truth:
        """``function(state)``."""
        return Truth(self.function(_need(state)), self.rules)


def opened_seats(state: Round) -> frozenset[int]:
    """K1: the seats that have opened the point."""
    return frozenset(state.view(None).opened)


def to_beat_is_gouji(state: Round) -> bool:
    """G1-G2: whether the play to beat on the table is a gouji hand."""
    play = state.view(None).to_beat
    return play is not None and is_gouji(play, state.rules)


def jokers_of_to_act(state: Round) -> int:
    """C3: how many jokers (大王, 小王) the seat to act holds."""
    seat = state.to_act
    hand = () if seat is None else state.view(None).hands[seat] or ()
    return sum(card.is_joker for card in hand)


def may_yield(state: Round) -> bool:
    """F6: whether the seat to act is offered a yield (让牌)."""
    return any(a.kind is ActionKind.YIELD for a in state.legal_actions())


def strongest(cards: str) -> str:
    """C2: the strongest of some cards, as it is written in ``cards`` (ties: the first)."""
    words = cards.split()
    return max(words, key=lambda word: parse_cards(word)[0].rank)


def count_in_shoe(rank: str, short: bool = False) -> int:
    """C1: how many cards of the rank written ``rank`` ("2", "BJ"...) the shoe holds (the
    196-card tongsu shoe with ``short``)."""
    return sum(card.rank.symbol == rank for card in new_shoe(short))


def counts_as(cards: str, rules: str = "qingdao") -> str:
    """H1-H5: what a play counts as, as ``describe()`` writes it."""
    return make_play(cards, rules).describe("en")


def counted_rank(cards: str, rules: str = "qingdao") -> str:
    """H2: the rank a play counts as, by its symbol (8 for 2 2 8 8 8)."""
    return make_play(cards, rules).rank.symbol


def beat_rule(new: str, old: str, rules: str = "qingdao") -> str:
    """B1-B6: the first rule explain_beat cites for ``new`` against ``old``."""
    return explain_beat(new, old, rules).rules[0]


def still_asked(state: Round) -> frozenset[int]:
    """F3, F5: the seats asked before the current trick ends, if everyone asked passes."""
    asked: set[int] = set()
    while state.view(None).to_beat is not None and state.to_act is not None:
        asked.add(state.to_act)
        state.apply(next(a for a in state.legal_actions() if a.kind is ActionKind.PASS))
    return frozenset(asked)


def first_burn_outcome(state: Round) -> str:
    """S4: how the round's first burn stands: running, success, broken, counter_burned, failed."""
    return str(state.burns[0].outcome.value) if state.burns else "none"


def rule_option(preset: str, name: str) -> Any:
    """The value a rulebook gives one RuleSet option (where the sources disagree)."""
    return getattr(RuleSet.preset(preset), name)


@dataclass(frozen=True)
class SeatAtPlace:
    """E1: the seat that won place ``index`` (0 = 头科 ... 5 = 大落) at the situation."""

    index: int

    def truth(self, state: Round | None) -> Truth:
        """Round.finish_order."""
        return Truth(_need(state).finish_order[self.index], ("E1",))


@dataclass(frozen=True)
class PlaceOf:
    """E1, R2: the name of the place ``seat`` won (头科 ... 大落) at the situation."""

    seat: int

    def truth(self, state: Round | None) -> Truth:
        """Round.finish_order, named."""
        return Truth(place_name(_need(state).finish_order.index(self.seat), "zh"), ("E1", "R2"))


def is_over(state: Round) -> bool:
    """E3: whether the round is over."""
    return state.is_over


def places_given(state: Round) -> int:
    """E1, E4: how many places the round gave."""
    return len(state.finish_order)


def one_alliance(seats: tuple[int, ...]) -> bool:
    """E3: whether the seats still holding cards are all of one alliance (the round is over)."""
    return len({alliance_of(seat) for seat in seats}) == 1


def alliance_score(order: tuple[int, ...], alliance: int, rules: str = "qingdao") -> int:
    """P1-P2: the score of one alliance (0: seats 0, 2, 4; 1: seats 1, 3, 5) for a finish order."""
    return alliance_scores(order, rules)[alliance]


def game_total(orders: tuple[tuple[int, ...], ...], alliance: int) -> int:
    """P3: one alliance's running total after several rounds."""
    return game_scores(orders)[-1][alliance]


def place_points(index: int, rules: str = "qingdao") -> int:
    """P1: the points of the place at ``index`` (0 = 头科)."""
    return RuleSet.preset(rules).place_points[index]


def level_title(points: int) -> str:
    """P4: the Linyi level title for cumulative points."""
    return linyi_level(points)[1]


def round_score(state: Round) -> int:
    """P1-P2: alliance 0's score for the finished round at the situation."""
    return state.scores[0]


def swept(state: Round) -> bool:
    """E4: whether the finished round at the situation was a 串三户."""
    return is_sweep(state.finish_order)


def point_tribute_paid(
    a_opened: bool, b_opened: bool, a_declared: str, b_declared: str, rules: str, a_pays: bool
) -> int:
    """X4-X5: cards of 点贡 between A and his 对头 B: what A pays (``a_pays``) or receives."""
    b_pays_a, a_pays_b = point_tribute(a_opened, b_opened, a_declared, b_declared, rules)
    return a_pays_b if a_pays else b_pays_a


def returned(preset: str, kind: str) -> bool:
    """X3: whether a rulebook returns (还贡) tribute of this kind (last, point, stuck, burn)."""
    return kind in RuleSet.preset(preset).tribute_returned


def declares(preset: str, declaration: str) -> bool:
    """D1-D2: whether a rulebook has this declaration ("yu" 预点, "ming" 明点)."""
    return declaration in RuleSet.preset(preset).declarations


def cards_to_return(state: Round) -> int:
    """X3: how many tribute cards are still to come back at the situation."""
    return len(state.to_return)


def stuck_seats(state: Round) -> frozenset[int]:
    """Y2: the seats stuck (闷) so far this round."""
    return frozenset(event.seat for event in state.stuck)


@dataclass(frozen=True)
class SellerTo:
    """Y3: the seat that sold ``buyer`` a 3 at the situation (whose hand changed by the deal)."""

    buyer: int

    def truth(self, state: Round | None) -> Truth:
        """The one other seat whose cards are no longer those dealt."""
        board = _need(state)
        hands = board.view(None).hands
        changed = [
            seat
            for seat in range(SEAT_COUNT)
            if seat != self.buyer and sorted(hands[seat] or ()) != sorted(board.dealt[seat])
        ]
        return Truth(changed[0] if len(changed) == 1 else None, ("Y3",))


def revolt_asked(state: Round) -> frozenset[int]:
    """R1: the seats asked whether they revolt, if each stays in."""
    asked: set[int] = set()
    while state.phase is Phase.REVOLUTION and state.to_act is not None:
        asked.add(state.to_act)
        state.do("stay")
    return frozenset(asked)


def is_void(state: Round) -> bool:
    """R1: whether the deal is void (two revolutions)."""
    return state.phase is Phase.VOID


def four_way(state: Round) -> bool:
    """E2, R5: whether 四人乱缠 has begun."""
    return state.view(None).four_way


def has_chong_dian(preset: str) -> bool:
    """R4: whether a rulebook lets the revolutionary charge the point (冲点)."""
    return str(RuleSet.preset(preset).chong_dian) != "none"


def leader_if_all_pass(state: Round) -> int | None:
    """F4, F7: who leads the next trick if everyone asked passes now."""
    state.do("pass until end")
    return state.to_act


def trick_leader(state: Round) -> int:
    """F1: the seat that led the current trick."""
    return state.view(None).trick_leader


def first_round_has_tribute(preset: str) -> bool:
    """P3, X1: whether the first round of a game starts with tribute (a seeded deal decides)."""
    state = Round(preset, seed=1)
    while state.phase in (Phase.DECLARE_YU, Phase.DECLARE_MING):
        state.do("no declaration")
    return bool(state.tribute)


def one_that_beats(options: tuple[str, ...], old: str, rules: str = "qingdao") -> str:
    """B1-B6: the one play among ``options`` that beats ``old`` ("none" if none or several)."""
    winners = [option for option in options if explain_beat(option, old, rules).ok]
    return winners[0] if len(winners) == 1 else "none"


@lru_cache(maxsize=32)
def bot_move_kind(seed: int, step: int, rules: str = "qingdao") -> str:
    """O2: the kind of the bots' action number ``step`` (1 = first) in a seeded round."""
    return simulate_round(rules, seed=seed).actions[step - 1].kind.name


@lru_cache(maxsize=8)
def rounds_without_tribute(seed: int, rules: str = "qingdao") -> int:
    """P3, X1: how many rounds of a seeded five-round game start without any tribute."""
    return sum(not replay(played).tribute for played in play_game(rules, seed=seed).rounds)


@dataclass(frozen=True)
class LastTributeTo:
    """X2: the place (头科 ...) of the seat that received the 落贡 of last round's ``payer``
    place (大落, 二落) at the situation; the last round's places are read off the carry."""

    payer: str

    def truth(self, state: Round | None) -> Truth:
        """The 落贡 paid by the seat at that place, and its receiver's place."""
        board = _need(state)
        order = board.carry.finish_order if board.carry is not None else ()
        places = [place_name(index, "zh") for index in range(len(order))]
        seat = order[places.index(self.payer)]
        paid = next(t for t in board.tribute if t.kind == "last" and t.payer == seat)
        return Truth(places[order.index(paid.receiver)], ("X2",))


def unbeaten_burn_outcome(state: Round) -> str:
    """S1, S4: how the running burn ends if nobody beats the burner again: success when some
    order of his leads takes him out by S1, failed otherwise."""
    burn = state.burns[0]
    while burn.outcome.value == "running" and state.to_act != burn.burner:
        state.apply(next(a for a in state.legal_actions() if a.kind is ActionKind.PASS))
    if burn.outcome.value != "running":
        return str(burn.outcome.value)
    for lead in state.legal_actions():
        after = state.copy()
        after.apply(lead)
        if unbeaten_burn_outcome(after) == "success":
            return "success"
    return "failed"


def three_seller(state: Round) -> int | None:
    """Y3: the seat that sold a 3 at the situation to the one seat dealt none."""
    buyer = next(
        seat
        for seat, hand in enumerate(state.dealt)
        if all(card.rank is not Rank.THREE for card in hand)
    )
    seller: int | None = SellerTo(buyer).truth(state).value
    return seller


@dataclass(frozen=True)
class Among:
    """Whether ``seat`` (or the variant's ``"$name"``) is among the seats a reading of the
    situation names (the seats asked whether they revolt...)."""

    function: Callable[[Round], frozenset[int]]
    seat: int | str
    rules: tuple[str, ...] = ()

    def truth(self, state: Round | None) -> Truth:
        """``seat in function(state)``."""
        return Truth(self.seat in self.function(_need(state)), self.rules)


def revolutionary_place(state: Round) -> str:
    """R2: the place (头科 ...) the revolutionary counts as in the finished round."""
    seat = state.revolutionary
    assert seat is not None
    value: str = PlaceOf(seat).truth(state).value
    return value
