"""Two rules the engine played late or too narrowly (issue 19), each under the rulebooks whose
passage states it: 四户乱缠 begins the moment the 二科 goes out, inside that trick; a 冲点 is
three pure gouji hands of any size that qualifies, not only the minimum ones."""

from __future__ import annotations

import pytest
from engine_helpers import kinds, seed_for, step

from gouji_learn import format_cards, parse_cards
from gouji_learn.engine import Action, ActionKind, Phase, Round
from gouji_learn.rules.gouji import is_gouji, is_pure

AT_ONCE = ["linyi", "tongsu", "irvine"]

SECOND_OUT = ["", "3 7 7 A A", "3 8", "3 3", "3 5 5", "3 9 K K"]
"""头科 seat 0 is out; seat 3 leads his last 3s (二科); seat 5 passes on seat 4's 5 5, seat 1
plays 7 7, seats 2 and 4 pass."""


def second_out(rulebook: str) -> Round:
    state = Round.position(SECOND_OUT, rulebook, leader=3, finished=[0])
    state.do("3 3")
    assert state.view(None).finished == (0, 3)
    return state


@pytest.mark.rule("E2", "F3", "F5")
@pytest.mark.parametrize("rulebook", AT_ONCE)
def test_four_way_play_begins_inside_the_trick_of_the_second_finisher(rulebook: str) -> None:
    """Seed 002 text 1 (linyi) and seed 004 7 (irvine): 四户乱缠：...在打牌过程中头科、二科
    产生后，剩余四人为四户乱缠，不再按够级打牌、过牌、让牌、烧牌等规则进行; tongsu art. 14:
    在局面已被争得两“科”...的情况下，剩余四家不再受过牌、让牌、点四、烧牌、够级响应等规则的限制.
    Seat 5 passed in this trick, yet plays again; his K K is then beaten by seat 1, who is not
    his 对头 (seat 2)."""
    state = second_out(rulebook)
    assert state.view(None).four_way
    state.do("5 5", "pass", "7 7", "pass", "pass")
    assert state.to_act == 5 and "PLAY" in kinds(state)  # he passed: no strict passing now
    step(state, 5, "K K")
    assert is_gouji(parse_cards("K K"), rulebook) and not state.trick.gouji
    assert state.to_act == 1 and "BURN" not in kinds(state)
    step(state, 1, "A A")  # any seat beats a gouji hand in turn


@pytest.mark.rule("E2", "E6", "F3")
def test_qingdao_four_way_play_waits_for_the_end_of_that_trick() -> None:
    """Seed 000 四人乱缠: 注意：并不是出现四人打牌马上就开始“四人乱缠”，因为“头科”或“二科”的底牌，
    其“对头”还有一次“够死级”的机会. In the 二科's trick passing is still strict: seat 5 is not
    asked again, and the trick goes to seat 1."""
    state = second_out("qingdao")
    assert not state.view(None).four_way
    state.do("5 5", "pass", "7 7", "pass", "pass")
    assert state.trick.last_play is None and state.to_act == 1
    assert state.view(None).four_way


# ---------------------------------------------------------------------- 冲点 of any size

REBEL = "3 4 Q Q Q Q K K A A"
"""Seat 0 holds no joker and no 2, and three pure gouji hands: Q Q Q Q, K K, A A."""


def at_charge(rulebook: str) -> Round:
    """A first round dealt so that seat 0 alone may revolt, brought to his 冲点."""
    hands = [REBEL, *(["3 4 2 9"] * 5)]
    state = Round(rulebook, seed=seed_for(0), deal=[parse_cards(h) for h in hands])
    while state.phase is not Phase.CHONG_DIAN:
        seat = state.to_act
        assert seat is not None
        if state.phase is Phase.REVOLUTION:
            state.apply(Action(ActionKind.REVOLT if seat == 0 else ActionKind.STAY, seat))
        else:
            state.apply(Action(ActionKind.NO_DECLARATION, seat))
    assert state.to_act == 0
    return state


@pytest.mark.rule("R4", "G1", "G3")
@pytest.mark.parametrize("rulebook", AT_ONCE)
def test_a_chong_dian_is_three_pure_gouji_hands_of_any_size(rulebook: str) -> None:
    """Seed 002 text 1 (linyi) 冲点：革命者有出3套够级牌冲点的机会。3套够级牌必须一起全部打出;
    seed 004 (irvine) 5. 冲点：革命者有出3套够级牌冲点的机会。三套够级牌必须一起全部打出;
    tongsu art. 46: 在保证能够依次发出三手纯够级牌后，可以“革命”. Q Q Q Q is a gouji hand
    above the minimum of three queens: the charge is Q Q Q Q + K K + A A, and the 对头 must
    answer four queens with four cards."""
    state = at_charge(rulebook)
    charge = Action(ActionKind.CHONG_DIAN, 0, tuple(parse_cards("Q Q Q Q K K A A")))
    assert state.refusal(charge) is None and charge in state.legal_actions()
    short = Action(ActionKind.CHONG_DIAN, 0, tuple(parse_cards("Q Q K K A A")))
    assert state.why(short).startswith("R4: ")  # Q Q is no gouji hand
    for option in state.legal_actions():  # every listed charge: three pure gouji hands
        if option.kind is ActionKind.CHONG_DIAN:
            hands = state._split_chong(option.cards)
            assert len(hands) == 3 and all(is_pure(h) and is_gouji(h) for h in hands)
    state.apply(charge)
    assert [format_cards(h.cards) for h in state.chong_hands] == ["Q Q Q Q", "K K", "A A"]
    assert state.phase is Phase.CHONG_DIAN_ANSWER and state.to_act == 3
