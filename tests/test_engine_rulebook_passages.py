"""Scenarios for the rules issue 16 found the engine playing differently from its source, each
under the rulebook that states it (seed 002 text 1 linyi, text 3 tongsu by article; seed 004
irvine by section), with the old behaviour kept under the others.

Seats 0-5; seat s faces s+3; 0, 2, 4 are one alliance, 1, 3, 5 the other.
"""

from __future__ import annotations

import pytest
from engine_helpers import play_out

from gouji_learn import PRESET_NAMES, RuleSet, format_cards, parse_cards, sort_cards
from gouji_learn.engine import Action, ActionKind, Carry, Phase, Round
from gouji_learn.engine.state import StuckEvent

PLAIN_CARRY = Carry((0, 1, 2, 3, 4, 5), 5, False, opened=frozenset(range(6)))
"""A previous round where everyone opened: 大落 5 pays 头科 0 two cards, 二落 4 pays 二科 1 one."""

FILL = ["3 4 5 5", "3 4 6 6", "3 4 7 7", "3 4 8 8", "3 4 9 9", "3 4 10 10"]
"""Every seat holds a 3 and a 4 (nothing to buy) and no joker, 2, A or K."""


def later_round(rules: RuleSet | str, hands: list[str], carry: Carry = PLAIN_CARRY) -> Round:
    """A round after ``carry`` dealt ``hands``, stopped after its tribute is paid (every
    tribute accepted where a receiver may refuse it, qingdao)."""
    state = Round(rules, seed=0, deal=[parse_cards(h) for h in hands], carry=carry)
    while state.phase in (Phase.DECLARE_YU, Phase.ACCEPT_TRIBUTE):
        assert state.to_act is not None
        accepting = state.phase is Phase.ACCEPT_TRIBUTE
        kind = ActionKind.ACCEPT_TRIBUTE if accepting else ActionKind.NO_DECLARATION
        state.apply(Action(kind, state.to_act))
    return state


def paid(state: Round) -> list[tuple[str, int, int, str]]:
    """(kind, payer, receiver, cards) of each tribute payment."""
    return [(p.kind, p.payer, p.receiver, format_cards(p.cards)) for p in state.tribute]


def held(state: Round, seat: int) -> str:
    """A seat's cards, biggest first."""
    return format_cards(sort_cards(state.hands[seat].cards(), descending=True))


# ------------------------------------------------------------------ linyi: 进贡 (X1)


@pytest.mark.rule("X1")
@pytest.mark.parametrize(
    ("preset", "last_tribute"),
    [("linyi", "A A"), ("qingdao", ""), ("tongsu", ""), ("irvine", "K")],
)
def test_linyi_tribute_is_the_biggest_cards_held_whatever_they_are(
    preset: str, last_tribute: str
) -> None:
    """Seed 002 text 1, 进贡: 进贡时要进手里最大的牌. The 大落 holds no joker and no 2: under
    linyi he pays his two biggest cards, A A; the others pay only jokers and 2s (irvine down to
    kings, 无2进K，A不用进)."""
    hands = [*FILL]
    hands[5] = "A A K 9 4 3"
    state = later_round(preset, hands)
    assert paid(state)[0] == ("last", 5, 0, last_tribute)
    assert held(state, 0).startswith(last_tribute)


@pytest.mark.rule("X1")
def test_linyi_biggest_tribute_comes_down_from_jokers_in_rank_order() -> None:
    """Seed 002 text 1: 进贡时要进手里最大的牌: a 大落 holding one 2 pays it and then his A; the
    二落 pays his biggest card, a 9 (the 二科's 落贡 is one card)."""
    hands = [*FILL]
    hands[5] = "2 A K 4 3"
    state = later_round("linyi", hands)
    assert paid(state) == [("last", 5, 0, "2 A"), ("last", 4, 1, "9")]
    assert held(state, 5) == "K 4 3"


# ------------------------------------------------------------------ irvine 7.1: 串三户 (E4)

SWEEP_LEFT = ["", "", "", "6 3", "3", "7 3"]
"""Seats 0, 1, 2 are out in some order; seat 4 leads his last card; seats 3 and 5 still hold."""


@pytest.mark.rule("E4", "E3", "P2", "X2")
@pytest.mark.parametrize("first_three", [(0, 1, 2), (1, 0, 2), (0, 2, 1)])
def test_irvine_an_alliance_all_out_has_swept_whatever_the_order(
    first_three: tuple[int, int, int],
) -> None:
    """Seed 004, 结束本局游戏 7.1: 若一个联邦的玩家全部打完了手中的牌，则称此联邦“串三户”，此时本局
    游戏结束，串三户联邦的三名玩家获胜。下一局游戏中，失败的三名玩家须向各自的对家进一张“串贡”.
    Seat 4 goes out after 0, 1, 2 (places A, B, A, A and the like): 0, 2 and 4 have swept."""
    state = Round.position(SWEEP_LEFT, "irvine", leader=4, finished=first_three)
    state.do("3")
    assert state.is_over and state.finish_order == (0, 2, 4)
    assert state.scores == (6, -6)
    carry = state.carry_forward()
    assert carry.sweep
    nxt = later_round("irvine", [*FILL], carry)
    assert [(p.kind, p.payer, p.receiver) for p in nxt.tribute] == [
        ("sweep", 1, 4),
        ("sweep", 3, 0),
        ("sweep", 5, 2),
    ]


@pytest.mark.rule("E4", "E3", "P1")
@pytest.mark.parametrize("preset", [p for p in PRESET_NAMES if p != "irvine"])
def test_elsewhere_only_the_first_three_places_sweep(preset: str) -> None:
    """Seed 000: 如一方分获头科、二科、三科，则称对方被“串三户”; seed 002 text 3, art. 42:
    一个同帮全部获得前三科. Places 0, 1, 2, 4 end the round with six places (E3) and 落贡."""
    state = Round.position(SWEEP_LEFT, preset, leader=4, finished=(0, 1, 2))
    state.do("3")
    assert state.is_over and state.finish_order[:4] == (0, 1, 2, 4)
    assert len(state.finish_order) == 6 and not state.carry_forward().sweep


@pytest.mark.rule("E4", "E1")
def test_irvine_with_one_player_left_the_round_has_six_places() -> None:
    """Seed 004, 7.2: 若只剩一个玩家没有打完手中的牌，则比赛结束。此时，按照打完手中的牌的先后顺序，
    六名玩家依次被称为“头科”...“大落”. After 0, 1, 3, 2 only 4 and 5 hold cards: when 4 goes out,
    his alliance is all out but one player is left, so six places are given."""
    hands = ["", "", "", "", "3", "7 3"]
    state = Round.position(hands, "irvine", leader=4, finished=(0, 1, 3, 2))
    state.do("3")
    assert state.is_over and state.finish_order == (0, 1, 3, 2, 4, 5)
    assert not state.carry_forward().sweep


# ------------------------------------------------------- tongsu art. 32: 诈烧, 自由人 (S4, E1)

FALSE_BURN = ["K K 3", "A A 5 3", "3", "6 3", "7 3", "8 3"]
"""Seat 0 plays K K, keeping only his 3: seat 1 burns it with A A, stucking him, and then has no
joker to lead on (诈烧: nobody broke the burn)."""


def false_burn(rules: RuleSet | str, hands: list[str], *moves: str) -> Round:
    """The 诈烧 of ``FALSE_BURN``'s opening trick, then ``moves``, played out (pass where
    allowed)."""
    state = Round.position(hands, rules, leader=0, opened=range(6))
    state.do("K K", "pass until 1", "burn A A", "pass until end")
    assert state.to_act == 2 and 1 in state.out_of_play
    for move in moves:
        state.do(move)
    play_out(state)
    assert [(b.burner, b.target, b.outcome) for b in state.burns] == [(1, 0, "failed")]
    return state


@pytest.mark.rule("S4", "E1", "Y2", "X2")
def test_tongsu_stuck_through_a_false_burn_is_a_free_man_not_a_last_place() -> None:
    """Seed 002 text 3, art. 32: 烧牌玩家则不能继续烧牌，为“诈烧”，直接被判为大落...如果因“诈烧”
    被“闷”的，不算“落科”，为“自由人”〔如己方同帮走“头科”，被“诈烧”玩家为三科...〕，当然亦无需进
    “闷贡”. His partner seat 2 takes 头科: seat 0 is 三科, owes no 闷贡 and is paid the 诈烧贡."""
    state = false_burn("tongsu", FALSE_BURN)
    assert state.finish_order == (2, 3, 0, 4, 5, 1)
    assert state.view(3).freed == (0,)
    carry = state.carry_forward()
    assert carry.stuck == ()
    nxt = later_round("tongsu", [*FILL[:1], "3 4 SJ", *FILL[2:]], carry)
    assert ("burn", 1, 0, "SJ") in paid(nxt)
    assert not any(p.kind == "stuck" for p in nxt.tribute)


@pytest.mark.rule("S4", "E1")
def test_tongsu_a_free_man_is_fourth_when_the_other_side_takes_the_first_place() -> None:
    """Seed 002 text 3, art. 32: 如对方玩家走“头科”，被“诈烧”玩家为四科. Seat 3 goes out first."""
    hands = [*FALSE_BURN]
    hands[2], hands[3] = "6 3", "9 3"
    state = false_burn("tongsu", hands, "6", "9", "pass until end", "3")
    assert state.finish_order[0] == 3 and state.finish_order.index(0) == 3


@pytest.mark.rule("S4", "E4")
def test_tongsu_a_free_man_whose_partners_take_the_first_two_places_makes_a_sweep() -> None:
    """Seed 002 text 3, art. 42: 因对方“诈烧”被“闷”的玩家的同帮争得头、二科，被“诈烧”玩家为第三科
    的特殊情况 (of 圈三家, 串三户). Seats 2 and 4 go out first."""
    hands = [*FALSE_BURN]
    hands[4], hands[5] = "8 3", "6 3"
    state = false_burn("tongsu", hands, "3", "6", "8", "pass until end", "3")
    assert state.finish_order == (2, 4, 0)
    assert state.scores == (6, -6)


@pytest.mark.rule("S4", "E1", "Y2")
@pytest.mark.parametrize(
    "rules",
    [RuleSet.preset("tongsu").replace(false_burn_frees_stuck=False), *PRESET_NAMES[:2]],
    ids=["tongsu-without-art32", "qingdao", "linyi"],
)
def test_without_art32_the_player_stuck_by_a_failed_burn_is_a_last_place(rules: RuleSet) -> None:
    """Elsewhere the player stuck by the burner's kill stays stuck (闷): 二落 and a 闷贡."""
    state = false_burn(rules, FALSE_BURN)
    assert state.finish_order == (2, 3, 4, 5, 0, 1)
    assert state.carry_forward().stuck == (StuckEvent(0, 1),)
    assert state.view(3).freed == ()


# ------------------------------------------------------------- tongsu art. 7: 买三 (Y3, Y4)

NO_THREE_NO_TWO = ["4 5 5", "3 4 6 6", "3 4 7 7 2", "3 3 4 8 8", "3 4 9 9", "3 4 10 10"]
"""Seat 0 was dealt no 3 and no 2; his 对头 seat 3 has a spare 3; his partner seat 2 a 2."""


@pytest.mark.rule("Y3")
def test_tongsu_a_buyer_without_a_dealt_two_is_bought_for_by_his_partner() -> None:
    """Seed 002 text 3, art. 7: 用来“购买”的“钱”须为自然抓到的...如果玩家没有自然抓到“2”或不足
    时，则由同帮购买、相助. Seat 2 pays his 2 to seat 3, whose spare 3 goes to seat 0."""
    state = later_round("tongsu", NO_THREE_NO_TWO)
    assert held(state, 0) == "5 5 4 3"
    assert held(state, 2) == "7 7 4 3"
    assert held(state, 3) == "2 8 8 4 3"


@pytest.mark.rule("Y3")
def test_tongsu_with_no_two_in_the_alliance_a_partner_gives_his_spare_three() -> None:
    """Seed 002 text 3, art. 7: 如仍无，则由同帮相赠...如果玩家没有自然抓到“2”或不足时，则由同帮
    购买、相助. Nobody on seat 0's side holds a 2: partner seat 4 gives his spare 3 (the 对头's
    spare 3 cannot be bought)."""
    hands = [*NO_THREE_NO_TWO]
    hands[2], hands[4] = "3 4 7 7", "3 3 4 9 9"
    state = later_round("tongsu", hands)
    assert held(state, 0) == "5 5 4 3"
    assert held(state, 3) == "8 8 4 3 3"
    assert held(state, 4) == "9 9 4 3"


@pytest.mark.rule("Y3")
@pytest.mark.parametrize(
    "rules",
    [RuleSet.preset("tongsu").replace(allies_buy_threes=False), "linyi", "irvine"],
    ids=["tongsu-without-art7", "linyi", "irvine"],
)
def test_without_art7_a_buyer_with_nothing_to_pay_stays_without_a_three(rules: RuleSet) -> None:
    """Elsewhere the buyer pays with his own 2 or joker (seed 000: 必须无条件用钱（无钱时用大、
    小花）; irvine: 用自己的一张2): with neither he gets no 3 (qingdao: he must revolt)."""
    state = later_round(rules, NO_THREE_NO_TWO)
    assert "3" not in held(state, 0).split()
    assert "2" in held(state, 2)


# ---------------------------------------------- tongsu art. 16, irvine: 亮明 tribute (X1, X3)


@pytest.mark.rule("X1", "X3", "F8")
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_tribute_is_shown_to_every_seat_in_tongsu_and_irvine(preset: str) -> None:
    """Seed 002 text 3, art. 16: “贡牌”必须向所有玩家出示亮明; seed 004: “进贡”、“还贡”必须明示.
    Seat 2 watches 大落 5 pay 头科 0 (and 0 return cards where the rulebook returns them): he
    sees the cards there, elsewhere only their count."""
    hands = [*FILL]
    hands[5] = "2 2 3 4 10 10"
    state = later_round(preset, hands)
    while state.phase is Phase.RETURN_TRIBUTE:
        state.apply(state.legal_actions()[0])
    shown = preset in ("tongsu", "irvine")
    between = [e for e in state.view(2).log if e.to is not None]
    assert [(e.seat, e.to) for e in between][:1] == [(5, 0)]
    if preset != "tongsu":
        assert (0, 5) in [(e.seat, e.to) for e in between]  # 还贡
    for entry in between:
        if {entry.seat, entry.to} == {0, 5}:
            assert (entry.cards is not None) is shown
            assert entry.count == (2 if entry.seat == 5 else 1)
