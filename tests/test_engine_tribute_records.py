"""The round engine's tribute (X1-X5), declarations (D1-D2), first leader and phases (O1-O2),
games (P3), records, observations (F8) and refusals (F2, C1, O2).

Sources: seed 000 (qingdao) 进贡/闷贡/烧贡/点贡/落贡/明点/预点/上班 and the phase list
"预点->开牌->上班->买三->进贡->明点->革命"; seed 002 text 1 (linyi) "预点—开牌—进贡—买三—买四—
明点—革命", 点贡/落贡/烧贡 ("被自己联邦烧牌后不需要进烧贡"); seed 002 text 3 (tongsu) art. 16
(贡牌 = 自然抓到的大、小王和2; order 点、烧、闷、落; 无需回贡), art. 17 (免贡, 抗贡), art. 19,
23, 26 (换点), art. 43 (圈贡); seed 004 (irvine) 进贡及其顺序 (点、闷、烧、落; 落贡进除王外最大的牌;
无2进K，A不用进), 还贡, 第一局抢亮两张同样花色3者先出牌, 烧牌进贡举例.
Seats 0-5: opposites (0, 3), (1, 4), (2, 5); alliances {0, 2, 4} and {1, 3, 5}.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from itertools import pairwise
from typing import Any

import pytest

from gouji_learn import (
    PRESET_NAMES,
    SEATS,
    Card,
    NotInRulebook,
    RuleSet,
    format_cards,
    parse_cards,
    point_tribute,
    sort_cards,
)
from gouji_learn.engine import (
    FORMAT_VERSION,
    Action,
    ActionKind,
    Carry,
    GameRecord,
    HeuristicBot,
    IllegalAction,
    Observation,
    Phase,
    RecordError,
    Round,
    RoundRecord,
    play_game,
    play_out,
    record_of,
    replay,
    simulate_round,
)
from gouji_learn.engine.state import StuckEvent

FILL = ("3 4 5 5", "3 4 6 6", "3 4 7 7", "3 4 8 8", "3 4 9 9", "3 4 10 10")
"""Every seat holds a 3 and a 4 (no 买三/买四) and no tribute card, K or A."""

ALL_OPENED = frozenset(SEATS)
ORDER = (0, 1, 2, 3, 4, 5)
"""头科 0, 二科 1, 三科 2, 四科 3, 二落 4, 大落 5: 5 pays 0 two cards, 4 pays 1 one card."""

DEFAULT_ANSWER = {
    Phase.DECLARE_YU: ActionKind.NO_DECLARATION,
    Phase.DECLARE_MING: ActionKind.NO_DECLARATION,
    Phase.REVOLUTION: ActionKind.STAY,
    Phase.CHONG_DIAN: ActionKind.NO_CHONG_DIAN,
    Phase.HEAD_CHOICE: ActionKind.NO_HEAD,
    Phase.ACCEPT_TRIBUTE: ActionKind.ACCEPT_TRIBUTE,
    Phase.POINT_SWAP: ActionKind.KEEP_SWAP,
    Phase.DIAN_SHOU: ActionKind.NO_DIAN_SHOU,
}


# ---------------------------------------------------------------------- private helpers


def _txt(cards: Sequence[Card]) -> str:
    """Cards as text, biggest first (the order in which tribute is paid)."""
    return format_cards(sort_cards(list(cards), descending=True))


def _deal(extra: dict[int, str] | None = None, base: Sequence[str] = FILL) -> list[list[Card]]:
    """Six hands: ``base`` plus the extra cards of some seats."""
    extra = extra or {}
    return [parse_cards(f"{base[s]} {extra.get(s, '')}") for s in SEATS]


def _carry(
    order: tuple[int, ...] = ORDER,
    opened: frozenset[int] = ALL_OPENED,
    sweep: bool = False,
    last_place: int | None = None,
    **more: Any,
) -> Carry:
    """A previous round: by default a plain six-place order where everyone opened."""
    last = order[-1] if last_place is None else last_place
    return Carry(order, last, sweep, opened=opened, **more)


def _declined_yu(state: Round) -> Round:
    """Answer 不叫点 to every 预点 question, so that tribute is paid (X runs after D1), every
    tribute accepted (吃贡) where a receiver may refuse it (qingdao), the 点贡 swapped (换点)
    where opposites may agree not to (tongsu), and no 点手 called (tongsu)."""
    while state.phase in (
        Phase.POINT_SWAP,
        Phase.DIAN_SHOU,
        Phase.DECLARE_YU,
        Phase.ACCEPT_TRIBUTE,
    ):
        assert state.to_act is not None
        state.apply(Action(DEFAULT_ANSWER[state.phase], state.to_act))
    return state


def _paying(
    rules: RuleSet | str, extra: dict[int, str] | None = None, carry: Carry | None = None
) -> Round:
    """A later round (carry) dealt FILL + extra, stopped after paying tribute."""
    state = Round(rules, seed=0, deal=_deal(extra), carry=carry or _carry())
    return _declined_yu(state)


def _paid(state: Round, kind: str | None = None) -> list[tuple[str, int, int, str]]:
    """The tribute paid: (kind, payer, receiver, cards), optionally of one kind."""
    return [
        (p.kind, p.payer, p.receiver, _txt(p.cards))
        for p in state.tribute
        if kind is None or p.kind == kind
    ]


def _hand(state: Round, seat: int) -> str:
    return _txt(state.hands[seat].cards())


def _answer(state: Round) -> Action:
    """The default answer to a decision before play (no, stay, the lowest card to return)."""
    assert state.to_act is not None
    if state.phase is Phase.RETURN_TRIBUTE:
        return state.legal_actions()[0]
    return Action(DEFAULT_ANSWER[state.phase], state.to_act)


def _phases_to_play(state: Round) -> list[Phase]:
    """Answer every decision before play; the phases met, in order (repeats dropped)."""
    seen = [state.phase]
    while state.phase is not Phase.PLAY:
        assert not state.is_over, state.phase
        state.apply(_answer(state))
        if state.phase is not seen[-1]:
            seen.append(state.phase)
    return seen


def _refused(state: Round, action: Action) -> IllegalAction:
    """Apply an action that must be refused; the state must not change."""
    before = state.snapshot()
    legal = list(state.legal_actions())
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert state.snapshot() == before
    assert state.legal_actions() == legal
    assert isinstance(info.value, ValueError)
    return info.value


def _heuristic_bots() -> list[HeuristicBot]:
    return [HeuristicBot() for _ in SEATS]


class _Rebel:
    """Revolts whenever it may (to provoke void deals, R1), else plays like HeuristicBot."""

    def __init__(self) -> None:
        self.inner = HeuristicBot()

    def act(self, observation: Observation, legal: Sequence[Action]) -> Action:
        for kind in (ActionKind.REVOLT, ActionKind.NO_CHONG_DIAN):
            for action in legal:
                if action.kind is kind:
                    return action
        if legal[0].kind is ActionKind.CHONG_DIAN:
            return legal[0]
        return self.inner.act(observation, legal)


# ---------------------------------------------------------------------- X1 tribute cards


@pytest.mark.rule("X1")
@pytest.mark.parametrize("preset", ["qingdao", "linyi", "tongsu"])
def test_x1_tribute_is_the_biggest_jokers_then_twos(preset: str) -> None:
    state = _paying(preset, {5: "BJ SJ SJ 2 2 A A K", 4: "SJ 2 2 A"})
    assert _paid(state, "last") == [("last", 5, 0, "BJ SJ"), ("last", 4, 1, "SJ")]
    assert _hand(state, 5) == "SJ 2 2 A A K 10 10 4 3"
    assert _hand(state, 0) == "BJ SJ 5 5 4 3"
    assert _hand(state, 1) == "SJ 6 6 4 3"


@pytest.mark.rule("X1")
@pytest.mark.parametrize("preset", ["qingdao", "tongsu"])  # linyi pays any card: its own test
def test_x1_a_payer_without_tribute_cards_pays_less_or_nothing(preset: str) -> None:
    state = _paying(preset, {5: "2 A A K", 4: "A A K K"})
    assert _paid(state, "last") == [("last", 5, 0, "2"), ("last", 4, 1, "")]
    # never an A or a K in these rulebooks: the payer keeps them
    assert _hand(state, 5) == "A A K 10 10 4 3"
    assert _hand(state, 4) == "A A K K 9 9 4 3"
    assert _hand(state, 1) == "6 6 4 3"


@pytest.mark.rule("X1")
def test_x1_irvine_pays_a_king_for_want_of_twos_never_an_ace() -> None:
    # 3 did not open while his 对头 0 did: 点贡 of one card, the biggest (jokers count)
    carry = _carry(opened=ALL_OPENED - {3}, stuck=(StuckEvent(2, 1),))
    state = _paying("irvine", {3: "A A K Q", 2: "SJ 2 A", 5: "A K K Q", 4: "A A Q"}, carry)
    assert _paid(state) == [
        ("point", 3, 0, "K"),
        ("stuck", 2, 1, "SJ"),
        ("last", 5, 0, "K K"),
        ("last", 4, 1, ""),
    ]
    assert "A" in _hand(state, 4)
    assert _hand(state, 4).count("A") == 2


@pytest.mark.rule("X1")
def test_x1_irvine_last_tribute_is_paid_without_jokers() -> None:
    state = _paying("irvine", {5: "BJ SJ 2 K A", 4: "BJ SJ A"})
    assert _paid(state, "last") == [("last", 5, 0, "2 K"), ("last", 4, 1, "")]
    assert _hand(state, 5).startswith("BJ SJ A")
    assert _hand(state, 4).startswith("BJ SJ A")


@pytest.mark.rule("X1")
def test_x1_the_same_hands_in_qingdao_pay_jokers_and_no_king() -> None:
    state = _paying("qingdao", {5: "BJ SJ 2 K A", 4: "A A K K"})
    assert _paid(state, "last") == [("last", 5, 0, "BJ SJ"), ("last", 4, 1, "")]


@pytest.mark.rule("X1")
def test_x1_tongsu_tribute_cards_are_only_those_dealt() -> None:
    # 3 pays his opened 对头 0 a 大王 as 点贡 (paid first in tongsu); 0 is 大落 and was dealt
    # no joker or 2, so his 落贡 to 头科 1 is waived (不足部分免除进贡).
    carry = _carry(order=(1, 2, 3, 4, 5, 0), opened=ALL_OPENED - {3})
    state = _paying("tongsu", {3: "BJ"}, carry)
    assert _paid(state, "point") == [("point", 3, 0, "BJ")]
    assert _paid(state, "last")[0] == ("last", 0, 1, "")


# ---------------------------------------------------------------------- X2 kinds and causes


@pytest.mark.rule("X2")
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_x2_a_stuck_player_pays_the_one_who_beat_him(preset: str) -> None:
    carry = _carry(stuck=(StuckEvent(2, 1),))
    state = _paying(preset, {2: "2 2"}, carry)
    assert _paid(state, "stuck") == [("stuck", 2, 1, "2")]
    assert [p.owed for p in state.tribute if p.kind == "stuck"] == [1]
    plain = _paying(preset, {2: "2 2"})
    assert _paid(plain, "stuck") == []
    assert _hand(plain, 2).startswith("2 2")


@pytest.mark.rule("X2", "S4")
@pytest.mark.parametrize(
    ("preset", "outcome", "expected"),
    [
        *[(p, "success", [("burn", 2, 1, "2")]) for p in PRESET_NAMES],
        *[(p, "broken", []) for p in PRESET_NAMES],
        *[(p, "running", []) for p in PRESET_NAMES],
        ("qingdao", "failed", []),
        ("linyi", "failed", []),
        ("tongsu", "failed", [("burn", 1, 2, "2")]),
        ("irvine", "failed", [("burn", 1, 2, "2")]),
        ("irvine", "counter_burned", [("burn", 1, 2, "2")]),
    ],
)
def test_x2_burn_tribute_follows_the_burn_outcome(
    preset: str, outcome: str, expected: list[tuple[str, int, int, str]]
) -> None:
    carry = _carry(burns=((1, 2, outcome),))  # seat 1 burned seat 2 (opponents)
    state = _paying(preset, {1: "2", 2: "2"}, carry)
    assert _paid(state, "burn") == expected


@pytest.mark.rule("X2", "S5")
def test_x2_irvine_burned_and_counter_burned_pays_both_in_event_order() -> None:
    # seed 004 例4: 乙(1) burns 甲(0), 丙(2) beats 乙's first play and burns him out:
    # 下局乙先进甲反烧贡，乙再进丙烧贡.
    carry = _carry(burns=((1, 0, "counter_burned"), (2, 1, "success")))
    state = _paying("irvine", {1: "SJ 2"}, carry)
    assert _paid(state, "burn") == [("burn", 1, 0, "SJ"), ("burn", 1, 2, "2")]
    # 例2: 乙's second play is beaten (解烧): 下局互不进贡
    broken = _paying("irvine", {1: "SJ 2", 0: "SJ 2"}, _carry(burns=((1, 0, "broken"),)))
    assert _paid(broken, "burn") == []


def _point_expected(rules: RuleSet, carry: Carry) -> list[tuple[int, int, int]]:
    """(payer, receiver, owed) by the rules core's point_tribute, pair by pair."""
    owed = []
    for seat in (0, 1, 2):
        other = seat + 3
        try:
            to_seat, to_other = point_tribute(
                seat in carry.opened,
                other in carry.opened,
                carry.declarations[seat],
                carry.declarations[other],
                rules,
            )
        except NotInRulebook:  # a case the rulebook leaves to the players (tongsu art. 23)
            to_seat, to_other = 0, 0
        owed += [(other, seat, to_seat)] if to_seat else []
        owed += [(seat, other, to_other)] if to_other else []
    return owed


POINT_CASES: list[tuple[str, frozenset[int], tuple[str, ...]]] = [
    ("qingdao", frozenset({0, 1, 4}), ("yu", "none", "ming", "none", "none", "ming")),
    ("qingdao", frozenset({3, 2}), ("ming", "ming", "none", "yu", "yu", "none")),
    ("linyi", frozenset({0}), ("none", "yu", "ming", "ming", "none", "none")),
    ("tongsu", frozenset({0, 4}), ("ming", "none", "none", "none", "none", "none")),
    ("tongsu", frozenset({1}), ("none",) * 6),
    ("irvine", frozenset({0, 4}), ("none",) * 6),
    ("irvine", frozenset(), ("none",) * 6),
]


@pytest.mark.rule("X2", "X4", "X5")
@pytest.mark.parametrize(("preset", "opened", "declared"), POINT_CASES)
def test_x2_point_tribute_comes_from_opened_flags_and_declarations(
    preset: str, opened: frozenset[int], declared: tuple[str, ...]
) -> None:
    rules = RuleSet.preset(preset)
    carry = _carry(opened=opened, declarations=declared)
    rich = dict.fromkeys(SEATS, "BJ BJ SJ SJ 2 2 2 2 2 2 2 2")
    state = _paying(rules, rich, carry)
    paid = [(p.payer, p.receiver, p.owed) for p in state.tribute if p.kind == "point"]
    assert paid == _point_expected(rules, carry)
    assert all(len(p.cards) == p.owed for p in state.tribute if p.kind == "point")
    both_opened = [(a, a + 3) for a in (0, 1, 2) if {a, a + 3} <= opened]
    assert not [p for p in paid if (min(p[:2]), max(p[:2])) in both_opened]


@pytest.mark.rule("X2")
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_x2_last_tribute_big_loser_pays_two_second_loser_one(preset: str) -> None:
    order = (3, 2, 1, 0, 5, 4)  # 头科 3, 二科 2, 大落 4, 二落 5: each pair of opponents
    everyone = dict.fromkeys(SEATS, "SJ 2 2")
    state = _paying(preset, everyone, _carry(order=order))
    top = "SJ 2" if preset != "irvine" else "2 2"
    second = "SJ" if preset != "irvine" else "2"
    assert _paid(state) == [("last", 4, 3, top), ("last", 5, 2, second)]
    for free in (1, 0):  # 三科 and 四科 neither pay nor receive
        assert _hand(state, free) == _txt(parse_cards(f"{FILL[free]} SJ 2 2"))


@pytest.mark.rule("X2", "E4")
@pytest.mark.parametrize("preset", ["linyi", "tongsu", "irvine"])
def test_x2_after_a_sweep_each_loser_pays_his_opposite(preset: str) -> None:
    carry = _carry(order=(0, 2, 4), sweep=True, last_place=1)
    state = _paying(preset, dict.fromkeys(SEATS, "SJ 2"), carry)
    assert _paid(state) == [("sweep", 1, 4, "SJ"), ("sweep", 3, 0, "SJ"), ("sweep", 5, 2, "SJ")]


@pytest.mark.rule("X2", "E4")
def test_x2_qingdao_sweep_starts_a_new_game_without_tribute() -> None:
    carry = _carry(
        order=(0, 2, 4), sweep=True, last_place=1, stuck=(StuckEvent(1, 2),), opened=frozenset()
    )
    state = _paying("qingdao", dict.fromkeys(SEATS, "SJ 2"), carry)
    assert state.tribute == []
    assert state.phase is Phase.DECLARE_MING  # no 还贡 either
    assert all(_hand(state, s).startswith("SJ 2") for s in SEATS)


@pytest.mark.rule("X2", "X3")
def test_x2_tongsu_a_swept_alliance_pays_only_the_sweep_tribute() -> None:
    # art. 17: 该同帮玩家只需进“圈贡”，其他进贡免除 (the loser 1 was stuck by 2)
    carry = _carry(order=(0, 2, 4), sweep=True, last_place=1, stuck=(StuckEvent(1, 2),))
    state = _paying("tongsu", dict.fromkeys(SEATS, "SJ 2"), carry)
    assert [p for p in _paid(state) if p[1] == 1] == [("sweep", 1, 4, "SJ")]


@pytest.mark.rule("X2", "X3")
def test_x2_tongsu_the_sweeping_alliance_still_pays_what_it_owes() -> None:
    # winner 0 did not open while his 对头 3 did: 0 still owes 3 his 点贡
    carry = _carry(order=(0, 2, 4), sweep=True, last_place=1, opened=frozenset({1, 2, 3, 4, 5}))
    state = _paying("tongsu", dict.fromkeys(SEATS, "SJ 2"), carry)
    assert ("point", 0, 3, "SJ") in _paid(state)


# ------------------------------------------------------------- X3 order, returns, 免贡, 抗贡

ORDER_CASES = {
    "qingdao": [("stuck", 0, "BJ"), ("burn", 4, "SJ"), ("point", 2, "2 2"), ("last", 0, "2 2")],
    "linyi": [("stuck", 0, "BJ"), ("burn", 4, "SJ"), ("point", 2, "2 2"), ("last", 0, "2 2")],
    "tongsu": [("point", 2, "BJ"), ("burn", 4, "SJ"), ("stuck", 0, "2"), ("last", 0, "2 2")],
    "irvine": [("point", 2, "BJ"), ("stuck", 0, "SJ"), ("burn", 4, "2"), ("last", 0, "2 2")],
}
"""Seat 5 owes 闷贡 to 0, 烧贡 to 4, 点贡 to 2 (he did not open, 2 did) and 落贡 to 0."""


def _owing_five() -> Carry:
    return _carry(
        opened=ALL_OPENED - {5},
        stuck=(StuckEvent(5, 0),),
        burns=((4, 5, "success"),),
    )


FIVE_HOLDS = "BJ SJ 2 2 2 2 2 K"


@pytest.mark.rule("X3")
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_x3_each_rulebook_pays_the_kinds_in_its_order(preset: str) -> None:
    rules = RuleSet.preset(preset)
    state = _paying(rules, {5: FIVE_HOLDS}, _owing_five())
    paid = [(kind, receiver, cards) for kind, payer, receiver, cards in _paid(state) if payer == 5]
    assert paid == ORDER_CASES[preset]
    assert [kind for kind, _, _ in paid] == list(rules.tribute_order)


@pytest.mark.rule("X3")
def test_x3_the_order_comes_from_the_option_not_the_preset_name() -> None:
    rules = RuleSet.preset("qingdao").replace(tribute_order=("last", "point", "burn", "stuck"))
    state = _paying(rules, {5: FIVE_HOLDS}, _owing_five())
    paid = [(kind, cards) for kind, payer, _, cards in _paid(state) if payer == 5]
    assert paid == [("last", "BJ SJ"), ("point", "2 2"), ("burn", "2"), ("stuck", "2")]


RETURNED = {
    "qingdao": {"last"},
    "linyi": {"last"},
    "tongsu": set(),
    "irvine": {"stuck", "burn", "point", "last"},
}


@pytest.mark.rule("X3")
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_x3_returns_move_back_exactly_the_cards_received(preset: str) -> None:
    state = _paying(preset, {5: FIVE_HOLDS}, _owing_five())
    returned = [p for p in state.tribute if p.kind in RETURNED[preset]]
    kept = [p for p in state.tribute if p.kind not in RETURNED[preset]]
    owed_back = [(p.receiver, p.payer) for p in returned for _ in p.cards]
    assert state.to_return == owed_back
    returns = 0
    while state.phase is Phase.RETURN_TRIBUTE:
        receiver, payer = state.to_return[0]
        assert state.to_act == receiver
        action = state.legal_actions()[0]
        assert action.kind is ActionKind.RETURN_TRIBUTE and action.seat == receiver
        rank = action.cards[0].rank
        before = (state.hands[receiver].count(rank), state.hands[payer].count(rank))
        state.apply(action)
        after = (state.hands[receiver].count(rank), state.hands[payer].count(rank))
        if state.phase is Phase.RETURN_TRIBUTE or not state.rules.buy_after_tribute:
            assert after == (before[0] - 1, before[1] + 1)  # linyi buys 3s after the returns
        returns += 1
    # 5's 落贡 (and in irvine all his tribute) plus 4's 落贡, paid with what 4 just received
    assert returns == len(owed_back) == {"qingdao": 3, "linyi": 3, "tongsu": 0, "irvine": 6}[preset]
    for seat in SEATS:  # returned kinds net out; the others stay with the receiver
        got = sum(len(p.cards) for p in kept if p.receiver == seat)
        gave = sum(len(p.cards) for p in kept if p.payer == seat)
        assert len(state.hands[seat]) == len(state.dealt[seat]) + got - gave
    assert state.phase is not Phase.RETURN_TRIBUTE
    assert not [a for a in state.legal_actions() if a.kind is ActionKind.RETURN_TRIBUTE]


@pytest.mark.rule("X3")
@pytest.mark.parametrize(("preset", "returns"), [("qingdao", 1), ("irvine", 1), ("tongsu", 0)])
def test_x3_a_short_payment_is_returned_card_for_card(preset: str, returns: int) -> None:
    state = _paying(preset, {5: "2 A"})  # owes two, holds one 2
    assert _paid(state, "last")[0] == ("last", 5, 0, "2")
    assert len(state.to_return) == returns
    asked = 0
    while state.phase is Phase.RETURN_TRIBUTE:
        state.apply(state.legal_actions()[0])
        asked += 1
    assert asked == returns
    assert len(state.hands[5]) == len(state.dealt[5]) - 1 + returns


@pytest.mark.rule("X3", "F2")
def test_x3_only_the_receiver_returns_and_only_cards_he_holds() -> None:
    state = _paying("qingdao", {5: "BJ SJ"})
    assert state.phase is Phase.RETURN_TRIBUTE and state.to_act == 0
    error = _refused(state, Action(ActionKind.RETURN_TRIBUTE, 5, tuple(parse_cards("3"))))
    assert error.rule == "X3"  # the payer has nothing to return, whoever's turn it is
    error = _refused(state, Action(ActionKind.RETURN_TRIBUTE, 0, tuple(parse_cards("K"))))
    assert error.rule == "C1"
    state.apply(Action(ActionKind.RETURN_TRIBUTE, 0, tuple(parse_cards("BJ"))))
    assert "BJ" in _hand(state, 5)


@pytest.mark.rule("X3")
@pytest.mark.parametrize(
    ("preset", "waived"), [("qingdao", False), ("linyi", True), ("tongsu", True), ("irvine", False)]
)
def test_x3_allies_pay_no_burn_tribute_where_the_rulebook_waives_it(
    preset: str, waived: bool
) -> None:
    carry = _carry(burns=((1, 3, "success"),))  # 1 and 3 are allies
    state = _paying(preset, {3: "2 2"}, carry)
    assert _paid(state, "burn") == ([] if waived else [("burn", 3, 1, "2")])
    assert _hand(state, 3).startswith("2 2" if waived else "2 8")


@pytest.mark.rule("X3")
def test_x3_tongsu_waives_last_tribute_between_allies() -> None:
    order = (0, 1, 3, 5, 4, 2)  # 大落 2 and 头科 0 are allies; 二落 4 and 二科 1 are not
    state = _paying("tongsu", dict.fromkeys(SEATS, "2 2"), _carry(order=order))
    assert _paid(state) == [("last", 4, 1, "2")]


@pytest.mark.rule("X3", "X2")
def test_x3_linyi_last_tribute_between_allies_is_still_paid() -> None:
    order = (0, 1, 3, 5, 4, 2)
    state = _paying("linyi", dict.fromkeys(SEATS, "2 2"), _carry(order=order))
    assert ("last", 2, 0, "2 2") in _paid(state)


@pytest.mark.rule("X3")
def test_x3_tongsu_four_big_jokers_spare_the_alliance() -> None:
    extra = {3: "BJ BJ BJ BJ", 5: "2 2", 4: "2 2"}
    state = _paying("tongsu", extra)
    assert [p for p in _paid(state) if p[1] == 5] == []
    assert _paid(state) == [("last", 4, 1, "2")]  # the other alliance still pays
    assert _hand(state, 5).startswith("2 2")
    qingdao = _paying("qingdao", extra)
    assert ("last", 5, 0, "2 2") in _paid(qingdao)
    three = _paying("tongsu", {3: "BJ BJ BJ", 5: "2 2"})
    assert ("last", 5, 0, "2 2") in _paid(three)


@pytest.mark.rule("X3")
def test_x3_tongsu_four_small_jokers_spare_only_oneself() -> None:
    carry = _carry(stuck=(StuckEvent(3, 2),))  # 3 is 5's ally
    state = _paying("tongsu", {5: "SJ SJ SJ SJ 2", 3: "2"}, carry)
    assert [p for p in _paid(state) if p[1] == 5] == []
    assert ("stuck", 3, 2, "2") in _paid(state)
    assert _hand(state, 5).startswith("SJ SJ SJ SJ 2")


# ---------------------------------------------------------------------- X4 / X5 amounts

X4_CASES: list[tuple[frozenset[int], tuple[str, str], list[tuple[int, int, int]]]] = [
    # (opened among 0 and 3, (0's declaration, 3's), [(payer, receiver, cards)])
    (frozenset({0}), ("none", "none"), [(3, 0, 2)]),
    (frozenset({0}), ("yu", "none"), [(3, 0, 5)]),
    (frozenset({0}), ("none", "ming"), [(3, 0, 5)]),
    (frozenset({0}), ("ming", "yu"), [(3, 0, 10)]),
    (frozenset(), ("none", "none"), [(3, 0, 1), (0, 3, 1)]),
    (frozenset(), ("ming", "yu"), [(3, 0, 2), (0, 3, 4)]),
    (frozenset({3}), ("ming", "none"), [(0, 3, 5)]),  # the seed table's slip "4+1=3"
    (frozenset({0, 3}), ("yu", "yu"), []),
]


@pytest.mark.rule("X4")
@pytest.mark.parametrize("preset", ["qingdao", "linyi"])
@pytest.mark.parametrize(("opened", "declared", "expected"), X4_CASES)
def test_x4_declared_table_in_a_real_next_round(
    preset: str,
    opened: frozenset[int],
    declared: tuple[str, str],
    expected: list[tuple[int, int, int]],
) -> None:
    declarations = (declared[0], "none", "none", declared[1], "none", "none")
    carry = _carry(opened=opened | {1, 2, 4, 5}, declarations=declarations)
    rich = "BJ BJ BJ SJ SJ SJ 2 2 2 2 2 2 2 2"
    state = _paying(preset, {0: rich, 3: rich}, carry)
    points = [p for p in state.tribute if p.kind == "point"]
    assert [(p.payer, p.receiver, len(p.cards)) for p in points] == expected
    # their hands changed by exactly that, and 头科 0 by the 落贡 of 大落 5: none where he holds
    # no 贡牌, two cards in linyi (进贡时要进手里最大的牌)
    last = [len(p.cards) for p in state.tribute if p.kind == "last" and p.receiver == 0]
    assert last == [2 if preset == "linyi" else 0]
    for seat in (0, 3):
        got = sum(n for _, receiver, n in expected if receiver == seat)
        gave = sum(n for payer, _, n in expected if payer == seat)
        got += last[0] if seat == 0 else 0
        assert len(state.hands[seat]) - len(state.dealt[seat]) == got - gave
    assert not [r for r in state.to_return if {r[0], r[1]} == {0, 3}]  # 点贡是不还贡的


X5_CASES: list[tuple[str, frozenset[int], str, list[tuple[int, int, int]]]] = [
    ("irvine", frozenset({0}), "none", [(3, 0, 1)]),
    ("irvine", frozenset(), "none", []),
    ("irvine", frozenset({0, 3}), "none", []),
    ("tongsu", frozenset({0}), "none", [(3, 0, 1)]),
    ("tongsu", frozenset({0}), "ming", [(3, 0, 2)]),  # a successful 明点 doubles
    ("tongsu", frozenset(), "none", [(3, 0, 1), (0, 3, 1)]),  # 换点
    ("tongsu", frozenset(), "ming", []),  # a failed 明点: left to the players
    ("tongsu", frozenset({0, 3}), "none", []),
]


@pytest.mark.rule("X5")
@pytest.mark.parametrize(("preset", "opened", "declared", "expected"), X5_CASES)
def test_x5_one_card_point_tribute_in_a_real_next_round(
    preset: str, opened: frozenset[int], declared: str, expected: list[tuple[int, int, int]]
) -> None:
    declarations = (declared, "none", "none", "none", "none", "none")
    carry = _carry(opened=opened | {1, 2, 4, 5}, declarations=declarations)
    state = _paying(preset, {0: "BJ 2 2", 3: "SJ 2 2"}, carry)
    points = [p for p in state.tribute if p.kind == "point"]
    assert [(p.payer, p.receiver, len(p.cards)) for p in points] == expected
    returned = [r for r in state.to_return if {r[0], r[1]} == {0, 3}]
    assert len(returned) == (sum(n for *_, n in expected) if preset == "irvine" else 0)


# ---------------------------------------------------------------------- D declarations


@pytest.mark.rule("D1")
@pytest.mark.parametrize("preset", ["qingdao", "linyi"])
def test_d1_every_seat_is_asked_for_yu_first_from_the_leader(preset: str) -> None:
    state = Round(preset, seed=3, deal=_deal())
    assert state.phase is Phase.DECLARE_YU
    leader = state.leader
    asked = []
    while state.phase is Phase.DECLARE_YU:
        assert {a.kind for a in state.legal_actions()} == {
            ActionKind.NO_DECLARATION,
            ActionKind.DECLARE_YU,
        }
        asked.append(state.to_act)
        state.apply(Action(ActionKind.NO_DECLARATION, state.to_act))  # type: ignore[arg-type]
    assert asked == [(leader + i) % 6 for i in range(6)]
    assert state.phase is Phase.DECLARE_MING


@pytest.mark.rule("D1")
@pytest.mark.parametrize("preset", ["tongsu", "irvine"])
def test_d1_no_yu_where_the_rulebook_has_none(preset: str) -> None:
    state = Round(preset, seed=3, deal=_deal(), carry=_carry())
    assert state.phase is not Phase.DECLARE_YU
    seat = state.to_act
    assert seat is not None
    error = _refused(state, Action(ActionKind.DECLARE_YU, seat))
    assert error.rule == "D1"  # tongsu art. 23: 本规则禁止“预点”
    assert Phase.DECLARE_YU not in _phases_to_play(state)


@pytest.mark.rule("D1", "O2")
@pytest.mark.parametrize("preset", ["qingdao", "linyi"])
def test_d1_yu_is_declared_before_seeing_the_cards(preset: str) -> None:
    state = Round(preset, seed=3)
    assert state.phase is Phase.DECLARE_YU
    seat = state.to_act
    assert seat is not None
    assert state.view(seat).hand == ()


@pytest.mark.rule("D2", "F8")
def test_d2_ming_is_declared_with_the_cards_in_hand() -> None:
    state = Round("tongsu", seed=3)
    assert state.phase is Phase.DECLARE_MING
    seat = state.to_act
    assert seat is not None
    assert len(state.view(seat).hand) == len(state.hands[seat]) > 0


@pytest.mark.rule("D2", "O2")
@pytest.mark.parametrize("preset", ["qingdao", "linyi", "tongsu"])
def test_d2_ming_is_asked_after_tribute(preset: str) -> None:
    state = _paying(preset, {5: "2 2"})
    assert state.tribute  # paid already
    while state.phase is Phase.RETURN_TRIBUTE:
        state.apply(state.legal_actions()[0])
    assert state.phase is Phase.DECLARE_MING
    assert {a.kind for a in state.legal_actions()} == {
        ActionKind.NO_DECLARATION,
        ActionKind.DECLARE_MING,
    }
    asked = []
    while state.phase is Phase.DECLARE_MING:
        asked.append(state.to_act)
        state.apply(Action(ActionKind.NO_DECLARATION, state.to_act))  # type: ignore[arg-type]
    assert asked == [(state.leader + i) % 6 for i in range(6)]  # from the leader
    assert (state.leader == 5) is (preset != "qingdao")  # the last 大落, save qingdao's 上班


@pytest.mark.rule("D2")
def test_d2_irvine_has_no_ming() -> None:
    state = Round("irvine", seed=0, deal=_deal({5: "2 2"}), carry=_carry())
    phases = _phases_to_play(state)
    assert Phase.DECLARE_MING not in phases
    seat = state.to_act
    assert seat is not None
    assert _refused(state, Action(ActionKind.DECLARE_MING, seat)).rule == "D2"


@pytest.mark.rule("D1", "D2")
def test_d1_a_seat_that_declared_yu_is_not_asked_for_ming() -> None:
    state = Round("qingdao", seed=3, deal=_deal())
    leader = state.leader
    yu_seat = (leader + 2) % 6
    while state.phase is Phase.DECLARE_YU:
        seat = state.to_act
        assert seat is not None
        kind = ActionKind.DECLARE_YU if seat == yu_seat else ActionKind.NO_DECLARATION
        state.apply(Action(kind, seat))
    asked = []
    while state.phase is Phase.DECLARE_MING:
        asked.append(state.to_act)
        state.apply(Action(ActionKind.NO_DECLARATION, state.to_act))  # type: ignore[arg-type]
    assert asked == [(leader + i) % 6 for i in range(6) if (leader + i) % 6 != yu_seat]
    assert state.declarations[yu_seat] == "yu"


@pytest.mark.rule("D1", "D2")
@pytest.mark.parametrize(
    ("preset", "wanted"),
    [
        ("qingdao", {0: "yu", 4: "ming"}),
        ("linyi", {2: "yu", 3: "ming", 5: "ming"}),
        ("tongsu", {1: "ming"}),
        ("qingdao", {}),
    ],
)
def test_d_declarations_are_carried_to_the_next_round(preset: str, wanted: dict[int, str]) -> None:
    state = Round(preset, seed=5)
    kinds = {"yu": ActionKind.DECLARE_YU, "ming": ActionKind.DECLARE_MING}
    while state.phase in (Phase.DECLARE_YU, Phase.DECLARE_MING, Phase.RETURN_TRIBUTE):
        seat = state.to_act
        assert seat is not None
        choice = wanted.get(seat)
        if state.phase is Phase.DECLARE_YU and choice == "yu":
            state.apply(Action(kinds["yu"], seat))
        elif state.phase is Phase.DECLARE_MING and choice == "ming":
            state.apply(Action(kinds["ming"], seat))
        else:
            state.apply(_answer(state))
    play_out(state, _heuristic_bots())
    carry = state.carry_forward()
    assert not carry.sweep  # so that 点贡 is due next round
    assert carry.declarations == tuple(wanted.get(s, "none") for s in SEATS)
    nxt = Round(preset, seed=6, carry=carry)
    _declined_yu(nxt)
    points = [(p.payer, p.receiver, p.owed) for p in nxt.tribute if p.kind == "point"]
    assert points == _point_expected(RuleSet.preset(preset), carry)


# ---------------------------------------------------------------------- O1 first leader

SUITED = ("3 4s 4s 4s 4h", "3 4h 4h 4c", "3 3h 3h 3h 4", "3s 3h 4 5", "3 3s 3s 4d", "3 4s 4h 4c 4d")
"""Seat 0 shows three 4♠; seat 5 holds four 4s of four suits; seat 2 three 3♥, seat 4 two 3♠."""


@pytest.mark.rule("O1")
@pytest.mark.parametrize("preset", ["qingdao", "linyi"])
def test_o1_most_fours_of_one_suit_lead_with_bie_san(preset: str) -> None:
    deal = [parse_cards(hand) for hand in SUITED]
    for seed in range(5):
        state = Round(preset, seed=seed, deal=deal)
        assert state.leader == 0  # not seat 5: four 4s, but one of each suit
        assert state.to_act == 0
        _phases_to_play(state)
        assert state.to_act == 0


@pytest.mark.rule("O1")
def test_o1_without_bie_san_the_threes_are_shown() -> None:
    rules = RuleSet.preset("qingdao").replace(bie_san=False)
    deal = [parse_cards(hand) for hand in SUITED]
    assert Round(rules, seed=0, deal=deal).leader == 2


@pytest.mark.rule("O1")
def test_o1_irvine_the_first_seat_with_two_threes_of_a_suit_leads() -> None:
    deal = [parse_cards(hand) for hand in SUITED]
    state = Round("irvine", seed=0, deal=deal)
    assert state.leader == 2  # seat 3's 3♠ 3♥ are not of one suit; 4s do not count
    swapped = [parse_cards(SUITED[s]) for s in (0, 1, 3, 2, 4, 5)]
    assert Round("irvine", seed=0, deal=swapped).leader == 3


@pytest.mark.rule("O1")
def test_o1_nobody_shows_then_a_seeded_random_leader() -> None:
    for seed in range(8):
        state = Round("qingdao", seed=seed, deal=_deal())
        assert state.leader == random.Random(seed).randrange(6)
        assert Round("qingdao", seed=seed, deal=_deal()).leader == state.leader


@pytest.mark.rule("O1")
def test_o1_tongsu_draws_a_seeded_random_leader() -> None:
    deal = [parse_cards(hand) for hand in SUITED]
    leaders = []
    for seed in range(12):
        leader = Round("tongsu", seed=seed, deal=deal).leader
        assert leader == random.Random(seed).randrange(6)
        assert Round("tongsu", seed=seed, deal=deal).leader == leader
        leaders.append(leader)
    assert len(set(leaders)) > 1  # not the 4♠ show: seat 0 does not always lead


@pytest.mark.rule("O1")
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_o1_later_rounds_the_last_big_loser_leads(preset: str) -> None:
    """O1: the last round's 大落 leads, save under qingdao, whose every round shows for the
    first lead (上班, as the first round does)."""
    deal = [parse_cards(hand) for hand in SUITED]
    for last in (1, 4):
        order = (*(s for s in SEATS if s != last), last)
        state = Round(preset, seed=0, deal=deal, carry=_carry(order=order))
        leader = Round(preset, seed=0, deal=deal).leader if preset == "qingdao" else last
        assert state.leader == leader
        _phases_to_play(state)
        assert state.phase is Phase.PLAY and state.to_act == leader


# ---------------------------------------------------------------------- O2 phase order

PHASES = {
    "qingdao": [
        Phase.DECLARE_YU,
        Phase.ACCEPT_TRIBUTE,
        Phase.RETURN_TRIBUTE,
        Phase.DECLARE_MING,
        Phase.REVOLUTION,
        Phase.PLAY,
    ],
    # linyi buys 3s and 4s after the returns (进贡 -> 买三 -> 买四): 5 sells a 3 and a 4 for
    # two 2s, so he may no longer revolt
    "linyi": [
        Phase.DECLARE_YU,
        Phase.RETURN_TRIBUTE,
        Phase.DECLARE_MING,
        Phase.PLAY,
    ],
    "tongsu": [Phase.DECLARE_MING, Phase.REVOLUTION, Phase.PLAY],
    "irvine": [Phase.RETURN_TRIBUTE, Phase.REVOLUTION, Phase.PLAY],
}


@pytest.mark.rule("O2")
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_o2_phases_follow_the_rulebook_order(preset: str) -> None:
    # 大落 5 pays his two 2s and may then revolt (three pure gouji hands: KK AA QQQ)
    extra = {5: "K K A A Q Q Q 2 2", 4: "2 2", **{s: "2" for s in (0, 1, 2, 3)}}
    state = Round(preset, seed=0, deal=_deal(extra), carry=_carry())
    if preset in ("qingdao", "linyi"):
        assert state.tribute == []  # 预点 comes before tribute
    phases = _phases_to_play(state)
    assert phases == PHASES[preset]
    assert [p for p in Phase if p in phases] == phases  # the enum lists the phases in order
    assert state.tribute


@pytest.mark.rule("O2")
def test_o2_a_decision_of_another_phase_is_refused() -> None:
    state = _paying("qingdao", {5: "2 2"})
    assert state.phase is Phase.RETURN_TRIBUTE
    play = Action(ActionKind.PLAY, 0, tuple(parse_cards("5")))
    assert _refused(state, play).rule == "O2"
    assert _refused(state, Action(ActionKind.DECLARE_MING, 0)).rule == "O2"
    state.apply(state.legal_actions()[0])  # the right kind is accepted
    state.apply(state.legal_actions()[0])
    assert state.phase is Phase.DECLARE_MING


@pytest.mark.rule("O2")
def test_o2_a_first_round_has_no_tribute_and_no_returns() -> None:
    for preset in PRESET_NAMES:
        state = Round(preset, seed=1, deal=_deal({5: "2 2"}))
        phases = _phases_to_play(state)
        assert state.tribute == []
        assert Phase.RETURN_TRIBUTE not in phases


# ---------------------------------------------------------------------- R4 bots and 冲点

REBEL_DEAL = {0: "K K A A Q Q Q", **{s: "2" for s in (1, 2, 3, 4, 5)}}


def _to_chong_dian(preset: str) -> Round:
    state = Round(preset, seed=0, deal=_deal(REBEL_DEAL))
    while state.phase is not Phase.REVOLUTION:
        state.apply(_answer(state))
    assert state.to_act == 0
    state.apply(Action(ActionKind.REVOLT, 0))
    assert state.phase is Phase.CHONG_DIAN
    return state


@pytest.mark.rule("R4")
def test_r4_heuristic_bot_declines_an_optional_chong_dian() -> None:
    state = _to_chong_dian("linyi")
    action = HeuristicBot().act(state.view(0), state.legal_actions())
    assert action == Action(ActionKind.NO_CHONG_DIAN, 0)


@pytest.mark.rule("R4")
def test_r4_tongsu_chong_dian_cannot_be_declined() -> None:
    state = _to_chong_dian("tongsu")
    assert {a.kind for a in state.legal_actions()} == {ActionKind.CHONG_DIAN}
    assert _refused(state, Action(ActionKind.NO_CHONG_DIAN, 0)).rule == "R4"  # art. 47


@pytest.mark.rule("R4", "P3")
def test_r4_heuristic_bot_lays_down_a_required_chong_dian() -> None:
    state = _to_chong_dian("tongsu")
    legal = state.legal_actions()
    assert HeuristicBot().act(state.view(0), legal) in legal


# ---------------------------------------------------------------------- P3 games


@pytest.mark.rule("P3")
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_p3_game_totals_are_the_sum_of_the_rounds(preset: str) -> None:
    game = play_game(preset, seed=11, rounds=3)
    played = [r for r in game.rounds if r.finish_order]
    assert len(played) == 3
    assert game.totals == (
        sum(r.scores[0] for r in game.rounds),
        sum(r.scores[1] for r in game.rounds),
    )
    assert game.totals[0] == -game.totals[1]
    assert game.rounds[0].carry is None  # the first round of a game: no tribute
    assert replay(game.rounds[0]).tribute == []
    assert [r.round_index for r in played] == [0, 1, 2]


@pytest.mark.rule("P3", "O1")
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_p3_each_round_carries_the_last_one_over(preset: str) -> None:
    game = play_game(preset, seed=2, rounds=3)
    for before, after in pairwise(game.rounds):
        carry = replay(before).carry_forward()
        if carry.sweep and preset == "qingdao":
            assert after.carry is None
        else:
            assert after.carry == carry
            shown = Round(preset, seed=after.seed).leader  # qingdao: 上班 every round
            assert replay(after).leader == (shown if preset == "qingdao" else carry.last_place)


@pytest.mark.rule("P3", "R1")
def test_p3_a_void_deal_is_dealt_again() -> None:
    game = play_game("qingdao", seed=3, bots=[_Rebel() for _ in SEATS], rounds=3)
    void = [i for i, r in enumerate(game.rounds) if not r.finish_order]
    assert void, "seed 3 has a void deal with rebels"
    for i in void:
        state = replay(game.rounds[i])
        assert state.phase is Phase.VOID and state.scores == (0, 0)
        again = game.rounds[i + 1]
        assert again.carry == game.rounds[i].carry
        assert again.round_index == game.rounds[i].round_index
        assert again.seed != game.rounds[i].seed
    assert len([r for r in game.rounds if r.finish_order]) == 3
    for before, after in pairwise(game.rounds):  # a played round is never dealt again
        if before.finish_order:
            assert after.round_index == before.round_index + 1
    assert game.totals == tuple(sum(r.scores[k] for r in game.rounds) for k in (0, 1))


def _game_with_sweep(preset: str) -> tuple[GameRecord, int]:
    for seed in range(40):
        game = play_game(preset, seed=seed, rounds=3)
        for i, record in enumerate(game.rounds[:-1]):
            if len(record.finish_order) == 3:
                return game, i
    raise AssertionError(f"no {preset} game with a 串三户 before its last round")


@pytest.mark.rule("P3", "X2", "E4")
def test_p3_a_qingdao_sweep_starts_a_new_game() -> None:
    game, i = _game_with_sweep("qingdao")
    assert game.rounds[i].scores in ((6, -6), (-6, 6))
    nxt = game.rounds[i + 1]
    assert nxt.carry is None
    state = replay(nxt)
    assert state.tribute == []
    assert ActionKind.RETURN_TRIBUTE not in {a.kind for a in state.history}


@pytest.mark.rule("P3", "X2", "E4")
def test_p3_a_linyi_sweep_carries_the_sweep_tribute() -> None:
    game, i = _game_with_sweep("linyi")
    nxt = game.rounds[i + 1]
    assert nxt.carry is not None and nxt.carry.sweep
    swept = {s for s in SEATS if s % 2 != nxt.carry.finish_order[0] % 2}
    tribute = replay(nxt).tribute
    assert {p.kind for p in tribute if p.payer in swept} == {"sweep"}  # 圈贡 only
    assert all(p.kind != "sweep" for p in tribute if p.payer not in swept)


# ---------------------------------------------------------------------- records


@pytest.mark.rule("O2")
@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize("seed", [0, 1, 7])
def test_records_round_trip_and_replay_to_the_same_state(preset: str, seed: int) -> None:
    record = simulate_round(preset, seed)
    text = record.to_json()
    again = RoundRecord.from_json(text)
    assert again == record
    assert again.to_json() == text
    original = play_out(Round(preset, seed), _heuristic_bots())
    assert record_of(original) == record
    assert replay(record) == original
    assert replay(again) == original
    assert replay(again).finish_order == record.finish_order
    assert replay(again).scores == record.scores


@pytest.mark.rule("O2", "X3")
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_records_keep_a_scripted_deal_and_the_carry(preset: str) -> None:
    state = Round(preset, seed=4, deal=_deal({5: FIVE_HOLDS}), carry=_owing_five())
    play_out(state, _heuristic_bots())
    record = record_of(state)
    again = RoundRecord.from_json(record.to_json())
    assert again == record
    assert again.carry == _owing_five()
    assert replay(again) == state
    assert replay(again).tribute == state.tribute


@pytest.mark.rule("O2")
def test_records_a_different_history_is_not_equal() -> None:
    record = simulate_round("qingdao", 0)
    state = replay(record)
    shorter = RoundRecord(
        record.rules, record.seed, record.actions[:-1], (), (0, 0), record.deal, record.carry
    )
    assert replay(shorter) != state
    other_seed = simulate_round("qingdao", 1)
    assert replay(other_seed) != state


def _scripted_record() -> RoundRecord:
    state = Round("qingdao", seed=2, deal=_deal())
    play_out(state, _heuristic_bots())
    return record_of(state)


def _mutate(text: str, change: Callable[[dict[str, Any]], None]) -> str:
    data = json.loads(text)
    change(data)
    return json.dumps(data)


def _first_play(data: dict[str, Any]) -> list[Any]:
    return next(a for a in data["actions"] if a[0] == "PLAY")


CORRUPT: dict[str, tuple[Callable[[str], str], str]] = {
    "not JSON": (lambda text: text[:-7], "JSON"),
    "not an object": (lambda text: "[1, 2, 3]", "object"),
    "missing key": (lambda text: _mutate(text, lambda d: d.pop("actions")), "actions"),
    "unknown action kind": (
        lambda text: _mutate(text, lambda d: d["actions"][0].__setitem__(0, "DANCE")),
        "DANCE",
    ),
    "unknown card": (
        lambda text: _mutate(text, lambda d: _first_play(d).__setitem__(2, "5 X9")),
        "action",
    ),
    "unknown format": (lambda text: _mutate(text, lambda d: d.__setitem__("format", 99)), "99"),
    "no format": (lambda text: _mutate(text, lambda d: d.pop("format")), "format"),
    "unknown rules option": (
        lambda text: _mutate(text, lambda d: d.__setitem__("rules", {"no_such": 1})),
        "no_such",
    ),
    "bad rules value": (
        lambda text: _mutate(text, lambda d: d.__setitem__("rules", {"tie_qian": "often"})),
        "tie_qian",
    ),
    "bad seed": (lambda text: _mutate(text, lambda d: d.__setitem__("seed", "abc")), "abc"),
}


@pytest.mark.rule("O2")
@pytest.mark.parametrize("case", list(CORRUPT))
def test_records_a_corrupt_record_is_refused_clearly(case: str) -> None:
    record = _scripted_record()
    text = record.to_json()
    spoil, hint = CORRUPT[case]
    bad = spoil(text)
    with pytest.raises(RecordError) as info:
        RoundRecord.from_json(bad)
    assert isinstance(info.value, ValueError)
    assert hint in str(info.value)
    assert record.to_json() == text  # nothing changed
    assert replay(RoundRecord.from_json(text)) == replay(record)


def _replay_error(actions: Sequence[Action]) -> RecordError:
    record = _scripted_record()
    before = record.to_json()
    spoiled = RoundRecord(
        record.rules,
        record.seed,
        tuple(actions),
        record.finish_order,
        record.scores,
        record.deal,
        record.carry,
    )
    spoiled_json = spoiled.to_json()
    with pytest.raises(RecordError) as info:
        replay(RoundRecord.from_json(spoiled_json))
    assert record.to_json() == before
    assert spoiled.to_json() == spoiled_json
    return info.value


@pytest.mark.rule("O2", "C1")
def test_records_cards_not_held_are_refused_at_replay() -> None:
    actions = list(_scripted_record().actions)
    i = next(n for n, a in enumerate(actions) if a.kind is ActionKind.PLAY)
    actions[i] = Action(ActionKind.PLAY, actions[i].seat, tuple(parse_cards("K")))
    error = _replay_error(actions)
    assert f"action {i + 1}" in str(error)
    assert "C1" in str(error)


@pytest.mark.rule("O2", "F2")
def test_records_an_illegal_action_in_the_list_is_refused_at_replay() -> None:
    actions = list(_scripted_record().actions)
    actions.insert(1, actions[0])  # the same seat answers twice: not his turn
    error = _replay_error(actions)
    assert "action 2" in str(error)
    assert "F2" in str(error)


@pytest.mark.rule("O2")
def test_records_a_deal_of_five_hands_is_refused_at_replay() -> None:
    record = _scripted_record()
    assert record.deal is not None
    bad = RoundRecord(record.rules, record.seed, (), (), (0, 0), record.deal[:5], None)
    with pytest.raises(RecordError, match="deal"):
        replay(bad)


@pytest.mark.rule("O2")
def test_records_the_format_version_is_written() -> None:
    data = json.loads(simulate_round("irvine", 3).to_json())
    assert data["format"] == FORMAT_VERSION
    assert RuleSet.from_json(data["rules"]) == RuleSet.preset("irvine")


@pytest.mark.rule("P3", "O2")
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_game_records_round_trip(preset: str) -> None:
    game = play_game(preset, seed=5, rounds=2)
    text = game.to_json()
    again = GameRecord.from_json(text)
    assert again == game
    assert again.totals == game.totals
    for record in again.rounds:
        state = replay(record)
        assert state.finish_order == record.finish_order
        assert state.scores == record.scores


@pytest.mark.rule("P3", "O2")
@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.__setitem__("format", 0),
        lambda d: d.pop("rounds"),
        lambda d: d["rounds"][0]["actions"][0].__setitem__(0, "DANCE"),
    ],
)
def test_game_records_corrupt_are_refused(change: Callable[[dict[str, Any]], None]) -> None:
    text = play_game("qingdao", seed=5, rounds=1).to_json()
    with pytest.raises(RecordError):
        GameRecord.from_json(_mutate(text, change))
    assert GameRecord.from_json(text).totals == play_game("qingdao", seed=5, rounds=1).totals


# ---------------------------------------------------------------------- observations (F8)


@pytest.mark.rule("F8")
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_observation_shows_the_own_hand_only(preset: str) -> None:
    state = Round(preset, seed=9)
    if state.phase is Phase.DECLARE_YU:  # 预点 comes before the deal is seen (D1)
        assert all(state.view(seat).hand == () for seat in SEATS)
        while state.phase is Phase.DECLARE_YU:
            state.apply(state.legal_actions()[0])
    for seat in SEATS:
        view = state.view(seat)
        assert view.seat == seat
        assert list(view.hand) == state.hands[seat].cards()
        assert [c for i, c in enumerate(view.counts) if i != seat] == [None] * 5
        assert view.counts[seat] == len(state.hands[seat])


@pytest.mark.rule("F8")
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_observation_never_reveals_another_hand(preset: str) -> None:
    other = ("3 4 5 5", "3 4 6 7", "3 4 8 9", "3 4 10 J", "3 4 Q K", "3 4 A Q")
    deal_a = _deal(dict.fromkeys(SEATS, "2"))
    deal_b = _deal(dict.fromkeys(SEATS, "2"), base=other)
    a = Round(preset, seed=1, deal=deal_a)
    b = Round(preset, seed=1, deal=deal_b)
    assert a.view(0) == b.view(0)
    for state in (a, b):
        _phases_to_play(state)
    assert a.view(0) == b.view(0)
    for seat in (1, 2, 3, 4, 5):
        assert a.view(seat) != b.view(seat)
    leader = a.to_act
    assert leader == b.to_act and leader is not None
    for state in (a, b):  # the leader plays his 2 in both: seat 0 sees that play, nothing else
        state.apply(Action(ActionKind.PLAY, leader, tuple(parse_cards("2"))))
    assert a.view(0) == b.view(0)
    assert a.view(0).to_beat is not None


@pytest.mark.rule("F8")
def test_observation_counts_where_baohu_applies() -> None:
    deal = _deal({2: "5 6 7 8 9 J", 3: "5 6 7 8 9 J Q"})  # 10 and 11 cards
    assert [len(h) for h in deal][2:4] == [10, 11]
    open_rules = RuleSet.preset("qingdao").replace(bie_san=False)
    view = Round(open_rules, seed=0, deal=deal).view(0)
    assert view.counts[2] == 10
    assert view.counts[3] is None  # more than ten cards: not told
    assert view.counts[0] == 4
    for rules in (
        RuleSet.preset("qingdao"),  # 憋三打法不报户
        RuleSet.preset("linyi").replace(bie_san=False),  # linyi has no 报户
        RuleSet.preset("tongsu"),
        RuleSet.preset("irvine"),
    ):
        hidden = Round(rules, seed=0, deal=deal).view(0)
        assert hidden.counts[2] is None and hidden.counts[3] is None
        assert hidden.counts[0] == 4


# ---------------------------------------------------------------------- refusals (F2, C1, O2)


def _at_play(preset: str = "qingdao") -> Round:
    state = Round(preset, seed=1, deal=_deal(dict.fromkeys(SEATS, "2")))
    _phases_to_play(state)
    return state


@pytest.mark.rule("F2")
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_refusal_wrong_seat_leaves_the_state_unchanged(preset: str) -> None:
    state = _at_play(preset)
    leader = state.to_act
    assert leader is not None
    other = (leader + 1) % 6
    held = tuple(parse_cards("2"))
    error = _refused(state, Action(ActionKind.PLAY, other, held))
    assert error.rule == "F2"
    assert str(leader) in error.en and str(other) in error.en
    state.apply(Action(ActionKind.PLAY, leader, held))  # the right seat may
    assert state.to_act != leader


@pytest.mark.rule("C1")
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_refusal_cards_not_held_leave_the_state_unchanged(preset: str) -> None:
    state = _at_play(preset)
    leader = state.to_act
    assert leader is not None
    error = _refused(state, Action(ActionKind.PLAY, leader, tuple(parse_cards("K K"))))
    assert error.rule == "C1"
    assert error.zh
    assert len(state.hands[leader]) == 5
    state.apply(Action(ActionKind.PLAY, leader, tuple(parse_cards("2"))))
    assert len(state.hands[leader]) == 4


@pytest.mark.rule("O2")
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_refusal_wrong_phase_kind_leaves_the_state_unchanged(preset: str) -> None:
    state = _at_play(preset)
    leader = state.to_act
    assert leader is not None
    # a decision of another phase: its own rule where one forbids it (the leader holds a 2,
    # nobody revolted, nothing to return; irvine has no 明点), else the phase (O2)
    ming = "D2" if preset == "irvine" else "O2"
    for kind, rule in ((ActionKind.DECLARE_MING, ming), (ActionKind.REVOLT, "R1")):
        assert _refused(state, Action(kind, leader)).rule == rule
    assert _refused(state, Action(ActionKind.WANT_HEAD, leader)).rule == "R3"
    ret = Action(ActionKind.RETURN_TRIBUTE, leader, tuple(parse_cards("2")))
    assert _refused(state, ret).rule == "X3"
    first = Round(preset, seed=1, deal=_deal())  # a decision (预点, 明点 or 革命) comes first
    seat = first.to_act
    assert seat is not None and first.phase is not Phase.PLAY
    assert _refused(first, Action(ActionKind.PLAY, seat, tuple(parse_cards("3")))).rule == "O2"
    assert first.legal_actions()
    first.apply(first.legal_actions()[0])  # a decision of the phase is accepted
