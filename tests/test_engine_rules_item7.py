"""Scenarios for the rules issue 16 found not modelled at all (items 2 and 7 of its list): each
under the rulebook that states it (seed 000 qingdao, seed 002 text 3 tongsu by article), with
today's behaviour kept under the other presets.

Seats 0-5; seat s faces s+3; 0, 2, 4 are one alliance, 1, 3, 5 the other.
"""

from __future__ import annotations

import pytest
from test_engine_rulebook_passages import FILL, PLAIN_CARRY, later_round

from gouji_learn import format_cards, parse_cards
from gouji_learn.engine import Action, ActionKind, Carry, Phase, Round
from gouji_learn.rules.cards import Rank

# ------------------------------------------------------------------ qingdao: 上班 every round (O1)


@pytest.mark.rule("O1")
@pytest.mark.parametrize(
    ("preset", "leader"), [("qingdao", 2), ("linyi", 5), ("tongsu", 5), ("irvine", 5)]
)
def test_qingdao_shows_for_the_first_lead_every_round(preset: str, leader: int) -> None:
    """Seed 000 (qingdao), 打牌阶段顺序: 每回合包括以下阶段：“预点”->“开牌”->“上班”->“买三”,
    and 上班（必须）: 亮出同花色4（2个以上）多的人为第一个发牌者. Seat 2 shows three 4s of
    hearts: under qingdao he leads the second round too; elsewhere the last round's 大落 (seat
    5) leads (tongsu art. 13: 排名“大落”的玩家享有下一局牌首先抓牌…发牌…的权利)."""
    hands = [*FILL]
    hands[2] = "3 4h 4h 4h 7 7"
    state = later_round(preset, hands)
    assert state.leader == leader


@pytest.mark.rule("O1")
def test_qingdao_with_nobody_showing_draws_the_first_leader_at_random() -> None:
    """Seed 000: 如果大家都不亮，则随机产生一个首发牌者 -- not the last 大落 every time."""
    deal = [parse_cards(hand) for hand in FILL]
    leaders = {Round("qingdao", seed, deal, PLAIN_CARRY).leader for seed in range(12)}
    assert len(leaders) > 1


# ------------------------------------------------------------------ tongsu art. 44: 汇五 (O1)

SWEPT_CARRY = Carry((0, 2, 4), 5, True, opened=frozenset(range(6)))
"""A previous round where seats 0, 2, 4 swept (串三户); 1, 3, 5 were swept, 5 the 大落."""

NO_DECISIONS = (ActionKind.NO_DECLARATION, ActionKind.STAY, ActionKind.NO_CHONG_DIAN)


def at_play(preset: str, hands: list[str], carry: Carry = SWEPT_CARRY) -> Round:
    """A round after ``carry`` dealt ``hands``, nobody declaring nor revolting (the first card
    listed returned): at play."""
    state = Round(preset, seed=0, deal=[parse_cards(h) for h in hands], carry=carry)
    while state.phase is not Phase.PLAY:
        legal = state.legal_actions()
        state.apply(next((a for a in legal if a.kind in NO_DECISIONS), legal[0]))
    return state


def pass_round_the_table(state: Round) -> None:
    """Every seat asked passes until the trick ends."""
    while state.trick.plays:
        assert state.to_act is not None
        state.apply(Action(ActionKind.PASS, state.to_act))


HUI_WU_HANDS = ["3 4 6 6", "3 4 5 5 9", "3 4 7 7", "3 4 5 8", "3 4 9 9", "3 4 5 K"]
"""The swept seats 1, 3, 5 hold two, one and one 5: four 5s together."""


@pytest.mark.rule("O1")
def test_tongsu_swept_alliance_pools_its_fives_as_the_first_play() -> None:
    """Seed 002 text 3 (tongsu), art. 44 汇五: 在“圈三家（串三户）”的下一局大落发牌前，被“圈三家
    （串三户）”的一同帮将手中全部点数“5”的牌摆出汇总，按照总和张数作为第一手牌，如对方任一玩家
    不能发出盖过该“5”的牌（含挂花），则由大落继续发牌. Four 5s from seats 1, 3 and 5 open the
    play as the 大落's (seat 5's); nobody covers them, so the 大落 leads again."""
    state = at_play("tongsu", HUI_WU_HANDS)
    assert state.trick.leader == 5
    assert [(seat, format_cards(play.cards)) for seat, play in state.trick.plays] == [
        (5, "5 5 5 5")
    ]
    assert [state.hands[s].count(Rank.FIVE) for s in (1, 3, 5)] == [0, 0, 0]
    assert state.to_act == 0
    pass_round_the_table(state)
    assert (state.trick.leader, state.trick.plays, state.to_act) == (5, [], 5)


@pytest.mark.rule("O1")
def test_tongsu_fives_covered_take_the_first_lead_from_the_last_place() -> None:
    """Art. 44: 如对方任一玩家能够发出盖过该“5”的牌（含挂花），则正常出牌，亦即大落丧失首发牌权:
    seat 0 covers the four 5s with four 9s and wins the trick; he leads next, not the 大落."""
    hands = [*HUI_WU_HANDS]
    hands[0] = "3 4 9 9 9 9 6"
    state = at_play("tongsu", hands)
    state.apply(Action(ActionKind.PLAY, 0, tuple(parse_cards("9 9 9 9"))))
    pass_round_the_table(state)
    assert (state.trick.leader, state.to_act) == (0, 0)


@pytest.mark.rule("O1")
@pytest.mark.parametrize("preset", ["qingdao", "linyi", "irvine"])
def test_other_rulebooks_have_no_hui_wu(preset: str) -> None:
    """Only tongsu has 汇五: elsewhere the first leader simply leads (qingdao starts a new game
    after a 串三户; irvine's swept pay their 串贡) and every 5 stays in its hand."""
    state = at_play(preset, HUI_WU_HANDS)
    assert state.trick.plays == []
    assert state.hands[1].count(Rank.FIVE) == 2


@pytest.mark.rule("O1")
def test_tongsu_without_a_sweep_or_without_fives_has_no_hui_wu() -> None:
    """Art. 44 speaks of the round after a 串三户 only, and of the 5s the swept hold."""
    assert at_play("tongsu", HUI_WU_HANDS, PLAIN_CARRY).trick.plays == []
    no_fives = [hand.replace("5", "6") for hand in HUI_WU_HANDS]
    assert at_play("tongsu", no_fives).trick.plays == []
