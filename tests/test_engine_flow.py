"""Scripted scenarios for the round engine: flow of play (F), opening the point (K), the end of a
round (E), under each rulebook where they differ.

Sources (Chinese originals in /work/shared/seeds): seed 000 (qingdao) 过牌, 让牌, 够级打牌, 开点,
无头, 四人乱缠, 底牌, 够死级, 报户; seed 002 text 1 (linyi) 开点后才可以发四, 没开点即发4视为认点,
走科两个玩家以后（包括革命者）未开点的玩家不能再开点; text 3 (tongsu) art. 6, 9-12, 15, 24, 25, 37;
seed 004 (irvine) 备注 1, 3, 6, 7 and 够级与开点. Seats 0-5 counter-clockwise, seat s faces s+3;
deals are tiny and suitless, every seat holds a 3 (憋三 is on in every preset).
"""

from __future__ import annotations

import pytest
from engine_helpers import find, kinds, new_round, pass_out, refuse, run, seed_for, step

from gouji_learn import RuleSet, alliance_scores, format_cards, parse_cards
from gouji_learn.engine import Action, ActionKind, Phase, Round
from gouji_learn.engine.state import StuckEvent

QUIET = ["3 6", "3 7", "3 8", "3 9", "3 10"]
"""Five hands that beat nothing bigger than a single 9."""


def plays(state: Round) -> set[str]:
    """The card texts of the legal PLAY actions now."""
    return {format_cards(a.cards) for a in state.legal_actions() if a.kind is ActionKind.PLAY}


def hand(state: Round, seat: int) -> str:
    return format_cards(state.hands[seat].cards())


def pass_until(state: Round, seat: int) -> None:
    """Everyone else passes until ``seat`` is asked or the trick ends."""
    while state.to_act != seat and state.trick.last_play is not None:
        assert state.to_act is not None
        state.apply(Action(ActionKind.PASS, state.to_act))


# F1 leading -------------------------------------------------------------------


@pytest.mark.rule("F1")
def test_the_leader_cannot_pass(preset: RuleSet) -> None:
    state = new_round(preset, ["3 5 5 K K", *QUIET], leader=0)
    assert state.to_act == 0 and state.trick.last_play is None
    assert "PASS" not in kinds(state)
    error = refuse(state, 0, "pass")
    assert error.rule == "F1"
    assert "发牌" in error.zh


@pytest.mark.rule("F1")
def test_the_leader_may_lead_any_legal_play(preset: RuleSet) -> None:
    state = new_round(preset, [*QUIET[:2], "3 5 5 K K", *QUIET[2:]], leader=2)
    assert plays(state) == {"5", "5 5", "K", "K K"}  # every play of the hand, but not its 3
    assert refuse(state, 2, "5 K").rule == "H1"  # two ranks are not one play
    assert refuse(state, 2, "A").rule == "C1"  # not in his hand
    assert refuse(state, 2, "3").rule == "Y1"  # 3s only as the last play
    step(state, 2, "K")
    assert state.trick.plays[0][0] == 2 and state.to_act == 3


# F2 following -----------------------------------------------------------------


@pytest.mark.rule("F2")
def test_following_must_beat_the_last_play(preset: RuleSet) -> None:
    state = new_round(preset, ["3 5 5", "3 4 4 6 6 6", *QUIET[1:]], leader=0)
    step(state, 0, "5 5")
    assert state.to_act == 1
    assert plays(state) == {"6 6"}
    assert refuse(state, 1, "4 4").rule == "B2"  # lower rank
    assert refuse(state, 1, "6").rule == "B1"  # another count
    assert refuse(state, 1, "6 6 6").rule == "B1"
    assert refuse(state, 2, "pass").rule == "F2"  # not his turn
    step(state, 1, "6 6")
    assert state.trick.last_seat == 1 and state.to_act == 2


@pytest.mark.rule("F2")
def test_a_follower_may_pass_and_play_goes_on_in_turn(preset: RuleSet) -> None:
    state = new_round(preset, ["3 5", *QUIET], leader=0)
    step(state, 0, "5")
    asked = []
    while state.trick.last_play is not None:
        asked.append(state.to_act)
        assert state.to_act is not None
        state.apply(Action(ActionKind.PASS, state.to_act))
    assert asked == [1, 2, 3, 4, 5]


# F3 strict passing ------------------------------------------------------------

STRICT = ["3 5 5 9", "3 A A Q", "3 6 6", "3 7 7 8", "3 8 8 K K", "3 9 9"]


@pytest.mark.rule("F3")
def test_a_passed_player_may_answer_his_opposites_plain_play_only_in_qingdao_and_linyi(
    preset: RuleSet,
) -> None:
    state = new_round(preset, STRICT, leader=0)
    run(state, [(0, "5 5"), (1, "pass"), (2, "6 6"), (3, "7 7"), (4, "8 8"), (5, "pass")])
    step(state, 0, "pass")
    again = preset.name in ("qingdao", "linyi")  # 如果不是对头的牌，是不允许再上牌的
    assert state.to_act == (1 if again else 2)


@pytest.mark.rule("F3")
def test_a_passed_player_may_answer_his_opposites_gouji_hand_except_in_tongsu(
    preset: RuleSet,
) -> None:
    state = new_round(preset, STRICT, leader=0)
    run(state, [(0, "5 5"), (1, "pass"), (2, "6 6"), (3, "7 7"), (4, "K K")])
    if preset.name == "tongsu":  # art. 11: 一旦过牌，即丧失出牌权
        assert state.to_act == 4 and state.trick.last_play is None
        assert 4 in state.opened  # the gouji hand stood (K1)
    else:  # irvine 备注6: 如果对门发了勾几牌，可以无视过牌规则
        assert state.to_act == 1
        assert "A A" in plays(state)


@pytest.mark.rule("F3")
def test_a_passed_player_is_never_asked_again_against_other_plays(preset: RuleSet) -> None:
    state = new_round(preset, STRICT, leader=0)
    run(state, [(0, "5 5"), (1, "pass"), (2, "6 6"), (3, "pass"), (4, "pass"), (5, "pass")])
    step(state, 0, "pass")
    # seat 1 passed and seat 2 is not his 对头: the trick is over, seat 2 leads (F4)
    assert state.trick.last_play is None and state.to_act == 2


# F4 next lead -----------------------------------------------------------------


@pytest.mark.rule("F4")
def test_the_last_player_leads_the_next_trick(preset: RuleSet) -> None:
    state = new_round(preset, ["3 5 5 9", "3 6 6", *QUIET[1:]], leader=0)
    run(state, [(0, "5 5"), (1, "6 6")])
    assert pass_out(state) == 1
    assert state.trick.leader == 1 and state.trick.last_play is None
    assert "PASS" not in kinds(state)
    assert refuse(state, 0, "9").rule == "F2"  # the last trick's leader does not lead


@pytest.mark.rule("F4")
def test_a_trick_nobody_beats_is_led_again_by_its_leader(preset: RuleSet) -> None:
    state = new_round(preset, ["3 5 9", *QUIET], leader=0)
    step(state, 0, "9")
    assert state.trick.last_play is not None and state.to_act == 1
    assert pass_out(state) == 0
    assert state.trick.plays == [] and state.trick.leader == 0


# F5 gouji hands ---------------------------------------------------------------

GOUJI = ["3 Q Q Q A A A 5", "3 6 6 6", "3 7 7 7", "3 K K K 8", "3 9 9 9", "3 J J J"]


@pytest.mark.rule("F5", "K1")
def test_only_the_opposite_answers_a_gouji_hand_and_the_two_alternate(preset: RuleSet) -> None:
    # tongsu art. 20 (和平局: 首手纯够级牌直接开点) aside, in test_engine_sources
    state = new_round(preset.replace(first_round_pure_opens=False), GOUJI, leader=0)
    step(state, 0, "Q Q Q")
    assert state.trick.gouji and state.to_act == 3  # seats 1 and 2 are not asked
    assert refuse(state, 1, "pass").rule == "F2"
    assert kinds(state) == {"PASS", "PLAY"}  # no 让牌 on a gouji hand (F6)
    step(state, 3, "K K K")
    assert state.to_act == 0  # back to the player, not to seat 4
    step(state, 0, "A A A")
    assert state.to_act == 3
    step(state, 3, "pass")  # one passes: the trick ends
    assert state.trick.last_play is None and state.to_act == 0
    assert 0 in state.opened and 3 not in state.opened


@pytest.mark.rule("F5")
@pytest.mark.parametrize(
    ("option", "leader"), [("player", 0), ("opposite", 3)], ids=["player", "opposite"]
)
def test_who_leads_when_the_opposite_declines(preset: RuleSet, option: str, leader: int) -> None:
    """Contradiction 1: every preset gives the lead to the player; seed 000's 由对头发牌 is the
    option ``opposite``."""
    assert preset.lead_after_gouji_declined == "player"
    rules = preset.replace(lead_after_gouji_declined=option)
    state = new_round(rules, GOUJI, leader=0)
    step(state, 0, "Q Q Q")
    step(state, 3, "pass")
    assert state.trick.last_play is None and state.to_act == leader
    assert 0 in state.opened


@pytest.mark.rule("F5")
def test_a_plain_play_is_followed_in_turn_not_by_the_opposite(preset: RuleSet) -> None:
    state = new_round(preset, GOUJI, leader=0)
    step(state, 0, "5")
    assert not state.trick.gouji and state.to_act == 1


@pytest.mark.rule("F5")
def test_a_would_be_burner_is_asked_only_to_burn_before_the_opposite() -> None:
    hands = [*GOUJI]
    hands[1] = "3 K K K 6"  # seat 1 could beat Q Q Q but is not seat 0's 对头
    state = new_round("qingdao", hands, leader=0)
    step(state, 0, "Q Q Q")
    assert state.to_act == 1 and kinds(state) == {"PASS", "BURN"}  # 烧牌 (S), never 顺牌
    assert refuse(state, 1, "K K K").rule  # a plain play is refused
    step(state, 1, "pass")
    assert state.to_act == 3


@pytest.mark.rule("F5")
def test_a_single_two_is_a_gouji_hand_in_qingdao() -> None:
    state = new_round("qingdao", ["3 2 5", *QUIET], leader=0)  # 1张大、小花及钱
    step(state, 0, "2")
    assert state.trick.gouji and state.to_act == 3


@pytest.mark.rule("F5")
@pytest.mark.parametrize(
    ("rules", "text"),
    [("tongsu", "2"), ("irvine", "2"), ("irvine", "BJ"), ("irvine", "SJ 5 5")],
    ids=["tongsu-2", "irvine-2", "irvine-BJ", "irvine-SJ55"],
)
def test_plays_that_are_not_gouji_in_the_rulebook_are_followed_in_turn(
    rules: str, text: str
) -> None:
    state = new_round(rules, ["3 2 BJ SJ 5 5 K K", *QUIET], leader=0)
    step(state, 0, text)
    assert not state.trick.gouji and state.to_act == 1


# F6 让牌 ------------------------------------------------------------------------

YIELD = ["3 5 7 9", "3 6", "3 6", "3 6 8", "3 6 J", "3 6"]


@pytest.mark.rule("F6")
def test_yield_facing_the_opposite_after_two_passes_lets_the_next_two_act_first(
    preset: RuleSet,
) -> None:
    state = new_round(preset, YIELD, leader=0)
    run(state, [(0, "5"), (1, "pass")])
    assert state.to_act == 2 and "YIELD" not in kinds(state)  # seat 0 is not seat 2's 对头
    step(state, 2, "pass")
    assert state.to_act == 3 and "YIELD" in kinds(state)
    step(state, 3, "yield")
    assert state.trick.yielder == 3 and state.to_act == 4
    run(state, [(4, "pass"), (5, "pass")])
    assert state.to_act == 3 and kinds(state) == {"PASS", "PLAY"}  # the yielder's last word
    step(state, 3, "6")
    assert state.to_act == 0  # seats 4, 5 passed on another's play: not asked (F3)


@pytest.mark.rule("F6")
def test_a_yielder_who_then_passes_ends_the_trick(preset: RuleSet) -> None:
    state = new_round(preset, YIELD, leader=0)
    run(state, [(0, "5"), (1, "pass"), (2, "pass"), (3, "yield"), (4, "pass"), (5, "pass")])
    step(state, 3, "pass")
    assert state.trick.last_play is None and state.to_act == 0


@pytest.mark.rule("F6", "F3")
def test_the_yielder_counts_as_passed_when_one_of_the_next_two_plays(preset: RuleSet) -> None:
    state = new_round(preset, YIELD, leader=0)
    run(state, [(0, "5"), (1, "pass"), (2, "pass"), (3, "yield"), (4, "6"), (5, "pass")])
    assert 3 in state.trick.passed
    step(state, 0, "7")
    # seat 3 passed (by yielding): only qingdao and linyi ask him again on his 对头's play
    assert state.to_act == (3 if preset.name in ("qingdao", "linyi") else 4)


@pytest.mark.rule("F6")
def test_no_yield_on_a_gouji_hand_or_without_the_option(preset: RuleSet) -> None:
    state = new_round(preset, ["3 5 K K", "3 6", "3 6", "3 6 A A", "3 6", "3 6"], leader=0)
    step(state, 0, "K K")
    assert state.to_act == 3 and "YIELD" not in kinds(state)  # 对家发出的够级牌，不能让牌
    assert refuse(state, 3, "yield").rule == "F6"  # the rule, not "not one of the choices"
    state = new_round(preset.replace(yielding=False), YIELD, leader=0)
    run(state, [(0, "5"), (1, "pass"), (2, "pass")])
    assert state.to_act == 3 and "YIELD" not in kinds(state)


# F7 接风 ------------------------------------------------------------------------


@pytest.mark.rule("F7")
def test_the_next_player_in_play_takes_the_wind(preset: RuleSet) -> None:
    state = new_round(preset, ["3", "3", "3 5 5", *QUIET[2:]], leader=0)
    step(state, 0, "3")
    assert state.finished == [0] and state.to_act == 1  # the others may still beat the 3
    assert pass_out(state) == 1
    step(state, 1, "3")
    assert state.finished == [0, 1]
    assert pass_out(state) == 2  # the finished seats 0 and 1 are skipped


@pytest.mark.rule("F7")
def test_a_stuck_player_takes_the_wind_except_in_tongsu(preset: RuleSet) -> None:
    state = new_round(preset, ["3 5", "3 6 6", "3 8 8", "3 9 9", "3 10 10", "3 7"], leader=0)
    run(state, [(0, "5"), (1, "6"), (2, "pass"), (3, "pass"), (4, "pass"), (5, "7")])
    assert state.stuck == [StuckEvent(0, 1)]  # seat 0's last play before his 3 was beaten
    assert pass_out(state) == 5
    step(state, 5, "3")
    assert state.finished == [5]
    # 被“憋三”后不能“接风” (tongsu art. 15); the other books let him (即使后来接风走脱)
    assert pass_out(state) == (1 if preset.name == "tongsu" else 0)
    assert preset.stuck_can_take_wind is (preset.name != "tongsu")


# F8 报户 ------------------------------------------------------------------------


@pytest.mark.rule("F8")
def test_counts_are_told_only_under_report_count_without_bie_san(preset: RuleSet) -> None:
    hands = ["3 5", "3 " + "6 " * 10, "3 " + "7 " * 9, "3 8", "3 9", "3 10"]
    told = preset.replace(bie_san=False)
    counts = new_round(told, hands, leader=0).view(0).counts
    if preset.report_count:  # qingdao: 剩余牌等于或少于10张...报户（非憋三打法）
        assert counts == (2, None, 10, 2, 2, 2)  # 11 cards: 不够报
    else:
        assert counts == (2, None, None, None, None, None)
    assert new_round(preset, hands, leader=0).view(0).counts == (2, *[None] * 5)
    assert new_round(preset, hands, leader=0).view(2).counts[2] == 10  # own count


# K1, K2 opening ---------------------------------------------------------------


@pytest.mark.rule("K1")
def test_winning_a_gouji_exchange_opens_the_point(preset: RuleSet) -> None:
    rules = preset.replace(first_round_pure_opens=False)  # tongsu art. 20 aside
    state = new_round(rules, ["3 K K 5", *QUIET[:2], "3 A A 6", *QUIET[3:]], leader=0)
    assert not {0, 3} & state.opened
    run(state, [(0, "K K"), (3, "A A"), (0, "pass")])
    assert 3 in state.opened and 0 not in state.opened  # beaten: seat 0 did not open
    assert state.to_act == 3


@pytest.mark.rule("K1")
def test_a_plain_trick_does_not_open(preset: RuleSet) -> None:
    state = new_round(preset, ["3 5 K K", *QUIET], leader=0)
    step(state, 0, "5")
    assert pass_out(state) == 0
    assert 0 not in state.opened


@pytest.mark.rule("K2")
@pytest.mark.parametrize(
    ("text", "opens"),
    [
        ("K K", {"qingdao", "linyi", "tongsu", "irvine"}),
        ("BJ", set()),  # 有大花的牌不开点 (qingdao option 0); pure hands only elsewhere
        ("SJ", {"qingdao"}),
        ("2", {"qingdao"}),
        ("BJ K K", set()),
    ],
)
def test_which_standing_gouji_hands_open(preset: RuleSet, text: str, opens: set[str]) -> None:
    state = new_round(preset, ["3 BJ SJ 2 K K", *QUIET], leader=0)
    assert 0 not in state.opened
    step(state, 0, text)
    assert pass_out(state) == 0
    assert (0 in state.opened) is (preset.name in opens)


@pytest.mark.rule("K2")
def test_twos_open_when_answering_a_gouji_hand_only_in_irvine_and_qingdao(
    preset: RuleSet,
) -> None:
    state = new_round(preset, ["3 A A 5", *QUIET[:2], "3 2 2 K K", *QUIET[3:]], leader=0)
    run(state, [(0, "A A"), (3, "2 2"), (0, "pass")])
    # irvine 备注2: 2只能回击够级牌时开点; qingdao opens with any hand but a 大花 one
    assert (3 in state.opened) is (preset.name in ("qingdao", "irvine"))


# K3 no late opening -----------------------------------------------------------


@pytest.mark.rule("K3")
def test_no_opening_once_two_players_have_finished(preset: RuleSet) -> None:
    state = new_round(preset, ["3", "3 3", "3 K K 5", *QUIET[2:]], leader=0)
    step(state, 0, "3")
    assert pass_out(state) == 1
    run(state, [(1, "3 3"), (2, "K K")])  # seat 2's gouji hand in the 二科's last trick
    # E2: 四人乱缠 begins as the 二科 goes out (qingdao: at the trick's end, 够死级 first)
    assert state.finished == [0, 1] and state.to_act == (5 if preset.last_play_dead_gouji else 3)
    assert pass_out(state) == 2
    # 走科两个玩家以后未开点的玩家不能再开点; qingdao opens until 四人乱缠 (test_engine_sources)
    assert (2 in state.opened) is not preset.opening_closes_at_two_out


@pytest.mark.rule("K3")
def test_opening_still_possible_after_one_has_finished(preset: RuleSet) -> None:
    state = new_round(preset, ["3 3", "3 K K 5", *QUIET[1:]], leader=0)
    run(state, [(0, "3 3"), (1, "K K")])
    assert state.finished == [0] and state.to_act == 4
    assert pass_out(state) == 1
    assert 1 in state.opened


@pytest.mark.rule("K3")
def test_no_opening_after_a_revolution_and_one_finisher_in_linyi() -> None:
    hands = ["3 3", "3 K K 6", "3 7 7", "3 8 8", "3 9 9", "3 10"]
    state = new_round("linyi", hands, leader=0, revolt=5)
    assert state.revolutionary == 5
    run(state, [(0, "3 3"), (1, "K K")])
    assert state.finished == [0] and state.to_act == 2  # R5, E2: 四户乱缠 as 头科 goes out
    pass_out(state)
    assert 1 not in state.opened


# K4 发四 ------------------------------------------------------------------------

FOURS = ["3 4 4 K K", "3 5", "3 6", "3 7", "3 8", "3 9"]


@pytest.mark.rule("K4")
def test_tongsu_refuses_fours_before_opening() -> None:
    state = new_round("tongsu", FOURS, leader=0)
    assert 0 not in state.opened
    assert plays(state) == {"K", "K K"}
    error = refuse(state, 0, "4 4")
    assert error.rule == "K4"
    step(state, 0, "K K")
    assert pass_out(state) == 0 and 0 in state.opened
    assert "4 4" in plays(state)  # 开点后才能出4


@pytest.mark.rule("K4")
@pytest.mark.parametrize("rules", ["qingdao", "irvine"])
def test_fours_are_free_without_fa_si(rules: str) -> None:
    state = new_round(rules, FOURS, leader=0)
    assert "4 4" in plays(state)
    step(state, 0, "4 4")
    assert not state.conceded


@pytest.mark.rule("K4")
def test_tongsu_lets_an_unopened_player_lead_fours_when_nothing_else_is_possible() -> None:
    hands = ["3 4 K K", "3 6", "3 8", "3 5 A A", "3 9", "3 7"]
    rules = RuleSet.preset("tongsu").replace(first_round_pure_opens=False)  # art. 20 aside
    state = new_round(rules, hands, leader=0)
    run(state, [(0, "K K"), (3, "A A"), (0, "pass")])
    run(state, [(3, "5"), (4, "pass"), (5, "7")])
    assert pass_out(state) == 5
    step(state, 5, "3")
    assert pass_out(state) == 0  # 接风
    assert 0 not in state.opened
    assert plays(state) == {"4"}  # 必须单独或接风发出4


@pytest.mark.rule("K4", "K3")
def test_tongsu_throws_unopened_fours_away_once_two_have_finished(preset: RuleSet) -> None:
    hands = ["3", "3", "3 4 4 K K", "3 5 5", "3 4 6", "3 7 7"]
    state = new_round(preset, hands, leader=0)
    step(state, 0, "3")
    assert pass_out(state) == 1
    step(state, 1, "3")
    assert pass_out(state) == 2
    if preset.name == "tongsu":  # art. 6: 如不再开点，“4”即作废，须扔掉
        assert sorted(format_cards([c]) for c in state.set_aside) == ["4", "4"]
        assert hand(state, 2) == "3 K K"
        assert hand(state, 4) == "3 4 6"  # 自然点: his 4 is not thrown away (art. 24)
    else:
        assert state.set_aside == [] and hand(state, 2) == "3 4 4 K K"
    assert sorted(state.card_places()) == sorted(c for h in state.dealt for c in h)


@pytest.mark.rule("K4")
def test_linyi_fours_before_opening_concede_the_point() -> None:
    state = new_round("linyi", FOURS, leader=0)
    step(state, 0, "4 4")  # legal, but 没开点即发4视为认点
    assert state.conceded == {0}
    assert pass_out(state) == 0
    step(state, 0, "K K")
    assert pass_out(state) == 0
    assert 0 not in state.opened


@pytest.mark.rule("K4")
def test_linyi_fours_after_opening_keep_the_point() -> None:
    state = new_round("linyi", FOURS, leader=0)
    step(state, 0, "K K")
    assert pass_out(state) == 0 and 0 in state.opened
    step(state, 0, "4 4")
    assert not state.conceded and 0 in state.opened


# K5 自然点 -----------------------------------------------------------------------


@pytest.mark.rule("K5")
def test_natural_opening_only_in_tongsu(preset: RuleSet) -> None:
    hands = ["3 4 5 5", "3 K K", "3 10 10 10 10 10", "3 J J J", "3 2 2", "3 A A"]
    state = new_round(preset, hands, leader=0)
    if preset.name == "tongsu":  # art. 24: 无任何一手最低张数的纯够级牌
        assert state.opened == {0, 3, 4}
        assert "4" in plays(state)  # his 4s may be played (K4)
    else:
        assert state.opened == set()


# E1, E3, E4 ends --------------------------------------------------------------


@pytest.mark.rule("E1", "E3")
def test_places_follow_the_order_players_go_out(preset: RuleSet) -> None:
    state = new_round(preset, ["3"] * 6, leader=0)
    for seat in range(5):
        assert not state.is_over
        step(state, seat, "3")
        pass_out(state)
    assert state.is_over and state.phase is Phase.OVER
    assert state.finish_order == (0, 1, 2, 3, 4, 5)
    assert state.scores == (1, -1)  # 2 + 0 - 1 and 1 + 0 - 2
    assert refuse(state, 5, "3").rule == "E3"


E3 = ["3", "3", "3", "3 5", "3 6", "3 7 7"]


@pytest.mark.rule("E3", "E1", "E4")
def test_the_round_ends_when_those_left_are_one_alliance(preset: RuleSet) -> None:
    state = new_round(preset, E3, leader=0)
    for seat in range(3):
        step(state, seat, "3")
        assert pass_out(state) == seat + 1
    assert not state.is_over  # 0, 1, 2 out: not a 串三户
    run(state, [(3, "5"), (4, "6")])
    assert pass_out(state) == 4 and not state.is_over  # 3, 4, 5 still in play
    step(state, 4, "3")
    assert state.is_over  # seats 3 and 5 are one alliance
    assert state.stuck == [StuckEvent(3, 4)]
    if preset.sweep_any_order:  # irvine 7.1: 0, 2 and 4 all out, whatever the order: 串三户
        assert state.finish_order == (0, 2, 4)
        assert state.scores == alliance_scores(state.finish_order, preset) == (6, -6)
        return
    if preset.first_stuck_is_last:  # tongsu art. 37: 先清为落
        assert state.finish_order == (0, 1, 2, 4, 5, 3)
    else:  # those left by fewest cards: seat 3 holds 1, seat 5 holds 3
        assert state.finish_order == (0, 1, 2, 4, 3, 5)
    assert state.scores == alliance_scores(state.finish_order, preset) == (2, -2)


@pytest.mark.rule("E4", "E2")
def test_three_of_one_alliance_first_is_a_sweep_that_ends_at_once(preset: RuleSet) -> None:
    state = new_round(preset, ["3", "3 5", "3 6", "3 5", "3 6", "3 9"], leader=0)
    step(state, 0, "3")
    assert pass_out(state) == 1
    run(state, [(1, "5"), (2, "6")])
    assert pass_out(state) == 2
    step(state, 2, "3")
    assert state.finished == [0, 2] and not state.is_over
    assert pass_out(state) == 3 and state.four_way
    run(state, [(3, "5"), (4, "6")])
    assert pass_out(state) == 4
    step(state, 4, "3")
    assert state.is_over and state.finish_order == (0, 2, 4)  # 串三户
    assert state.scores == (6, -6)
    assert state.carry_forward().sweep


@pytest.mark.rule("E4", "E2")
def test_a_revolutionary_behind_two_partners_is_a_sweep(preset: RuleSet) -> None:
    if preset.name == "tongsu":
        pytest.skip("tongsu needs three pure gouji hands to revolt (art. 46)")
    hands = ["3 5", "3 8", "3 6", "3", "3 7", "3 9"]
    state = new_round(preset, hands, leader=3, revolt=5)
    assert state.revolutionary == 5 and state.to_act == 3
    step(state, 3, "3")
    assert pass_out(state) == 4 and state.four_way  # R5: four-way once 头科 is out
    run(state, [(4, "7"), (0, "pass"), (1, "8")])
    assert pass_out(state) == 1
    step(state, 1, "3")
    assert state.is_over and state.finish_order == (3, 1, 5)  # the revolutionary as 三科
    assert state.scores == (-6, 6)


# E2 四人乱缠 ----------------------------------------------------------------------

FOUR_WAY = ["3", "3", "3 K K 5 5 5 5", "3 6 6 6 6 J", "3 7 7 7 7", "3 8 8 8 8 A A"]


def four_way_round(rules: RuleSet) -> Round:
    """头科 seat 0 and 二科 seat 1 are out and their last trick is over; seat 2 leads."""
    state = new_round(rules, FOUR_WAY, leader=0)
    step(state, 0, "3")
    assert pass_out(state) == 1
    step(state, 1, "3")
    # 四户乱缠 begins the moment the 二科 goes out; qingdao waits for the trick's end
    assert state.four_way is not rules.last_play_dead_gouji
    assert pass_out(state) == 2
    assert state.four_way
    return state


@pytest.mark.rule("E2", "F5")
def test_four_way_play_has_no_gouji_response(preset: RuleSet) -> None:
    state = four_way_round(preset)
    step(state, 2, "K K")
    assert not state.trick.gouji and state.to_act == 3  # in turn, not the 对头 (seat 5)
    assert kinds(state) == {"PASS"}
    run(state, [(3, "pass"), (4, "pass")])
    assert state.to_act == 5 and kinds(state) == {"PASS", "PLAY"}  # PLAY, never BURN
    step(state, 5, "pass")
    assert state.to_act == 2 and 2 not in state.opened  # no opening either (K3)


@pytest.mark.rule("E2", "F5")
def test_before_four_way_the_same_gouji_hand_goes_to_the_opposite(preset: RuleSet) -> None:
    state = new_round(preset, FOUR_WAY, leader=2)
    step(state, 2, "K K")
    assert state.trick.gouji and state.to_act == 5


@pytest.mark.rule("E2", "F3", "F6")
def test_four_way_play_has_no_strict_passing_and_no_yield(preset: RuleSet) -> None:
    state = four_way_round(preset)
    run(state, [(2, "5 5"), (3, "pass"), (4, "7 7"), (5, "8 8"), (2, "pass")])
    assert state.to_act == 3  # he passed, yet is asked again
    state = four_way_round(preset)
    run(state, [(2, "5"), (3, "pass"), (4, "pass")])
    assert state.to_act == 5 and "YIELD" not in kinds(state)  # 对头's play, two passes


@pytest.mark.rule("E2", "F3", "F6")
def test_before_four_way_passing_is_strict_and_yield_is_offered(preset: RuleSet) -> None:
    state = new_round(preset, FOUR_WAY, leader=2)
    run(state, [(2, "5 5"), (3, "pass"), (4, "7 7"), (5, "8 8")])
    run(state, [(0, "pass"), (1, "pass"), (2, "pass")])
    assert state.to_act == 4  # seat 3 passed: skipped (seat 5 is not his 对头)
    state = new_round(preset, FOUR_WAY, leader=2)
    run(state, [(2, "5"), (3, "pass"), (4, "pass")])
    assert state.to_act == 5 and "YIELD" in kinds(state)


# E5 无头 ------------------------------------------------------------------------

HEADLESS = ["3", "3 6 6", "3 7 7", "3 K K 5", "3 9", "3 8 8"]


@pytest.mark.rule("E5", "F5")
def test_a_headless_players_gouji_hand_is_followed_in_turn(preset: RuleSet) -> None:
    state = new_round(preset, HEADLESS, leader=0)
    step(state, 0, "3")
    assert pass_out(state) == 1
    run(state, [(1, "6 6"), (2, "7 7"), (3, "K K")])  # seat 3's 对头 (seat 0) is out
    assert not state.trick.gouji and state.to_act == 4
    assert 3 in state.view(3).headless


@pytest.mark.rule("E5", "F5")
def test_with_his_opposite_in_play_the_same_hand_goes_to_the_opposite(preset: RuleSet) -> None:
    hands = [*HEADLESS]
    hands[0] = "3 5"
    state = new_round(preset, hands, leader=1)
    run(state, [(1, "6 6"), (2, "7 7"), (3, "K K")])
    assert state.trick.gouji and state.to_act == 0
    assert 3 not in state.view(3).headless


@pytest.mark.rule("E5")
@pytest.mark.parametrize("rules", ["qingdao", "tongsu"])
def test_a_headless_player_may_beat_others_gouji_hands_in_turn(rules: str) -> None:
    state = new_round(rules, ["3", "3 K K 5", "3 6", "3 A A 9", "3 7", "3 8"], leader=0)
    step(state, 0, "3")
    assert pass_out(state) == 1
    step(state, 1, "K K")  # seat 1's 对头 (seat 4) is in play; seat 3 is headless
    pass_until(state, 3)
    assert state.to_act == 3 and find(state, "PLAY", "A A") is not None


@pytest.mark.rule("E5", "E6", "R3")
def test_no_head_after_a_revolution_makes_the_opposite_headless() -> None:
    hands = ["3 5", "3 6", "3 9", "3 7", "3 8", "3 K K"]
    state = new_round("qingdao", hands, leader=5, revolt=2, head="NO_HEAD")
    assert state.revolutionary == 2 and state.dead_gouji[5] == 0
    step(state, 5, "K K")
    assert not state.trick.gouji and state.to_act == 0


# E6 够死级 -----------------------------------------------------------------------


@pytest.mark.rule("E6", "R3")
def test_keeping_the_head_gives_three_unanswerable_gouji_hands() -> None:
    hands = ["3 5", "3 6", "3 9", "3 7", "3 8", "3 K K Q Q Q J J J J A A"]
    state = new_round("qingdao", hands, leader=5, revolt=2, head="WANT_HEAD")
    assert state.dead_gouji[5] == 3
    for left, text in enumerate(["K K", "Q Q Q", "J J J J"]):
        step(state, 5, text)  # nobody may answer (nobody can burn either)
        assert state.trick.last_play is None and state.to_act == 5
        assert state.dead_gouji[5] == 2 - left
    step(state, 5, "A A")  # 三次够死级之后算无头: followed in turn
    assert not state.trick.gouji and state.to_act == 0


@pytest.mark.rule("E6", "R3")
@pytest.mark.parametrize("rules", ["linyi", "irvine"])
def test_no_head_choice_without_chong_dian_in_linyi_or_ever_in_irvine(rules: str) -> None:
    """linyi: 当革命者选择不冲点时，其对家默认为无头; irvine 备注3: 无对家则无够级牌."""
    hands = ["3 5", "3 6", "3 9", "3 7", "3 8", "3 K K"]
    state = new_round(rules, hands, leader=5, revolt=2, head="WANT_HEAD")
    assert state.revolutionary == 2
    assert not any(a.kind is ActionKind.WANT_HEAD for a in state.history)
    assert state.dead_gouji == [0] * 6
    step(state, 5, "K K")
    assert not state.trick.gouji and state.to_act == 0


LAST_PLAY = ["K K", "3 5", "3 6", "3 A A 9", "3 2 2 7", "3 8"]


@pytest.mark.rule("E6")
def test_beating_a_finishers_gouji_last_play_gives_one_dead_gouji_in_qingdao(
    preset: RuleSet,
) -> None:
    """Seed 000 底牌: 头科、二科的底牌，如果是够级牌，其对头分别有一次无对头勾击机会; 其对头如果
    上牌，则可以取得一次够死级的机会，除非这时有人烧牌. Without 憋三 a last play may be gouji."""
    rules = preset.replace(bie_san=False)
    state = new_round(rules, LAST_PLAY, leader=0)
    step(state, 0, "K K")
    assert state.finished == [0]
    pass_until(state, 3)
    step(state, 3, "A A")
    assert state.to_act == 4
    if preset.last_play_dead_gouji:  # qingdao: only a burner may still beat it
        assert kinds(state) == {"PASS", "BURN"}
        step(state, 4, "pass")
        assert state.trick.last_play is None and state.to_act == 3
    else:  # seat 3 is headless: his hand is followed in turn
        assert kinds(state) == {"PASS", "PLAY"}
        step(state, 4, "pass")
        assert state.to_act == 5
    assert state.dead_gouji[3] == 0


@pytest.mark.rule("E6", "F7")
def test_if_the_opposite_lets_a_gouji_last_play_stand_the_next_player_leads(
    preset: RuleSet,
) -> None:
    state = new_round(preset.replace(bie_san=False), LAST_PLAY, leader=0)
    step(state, 0, "K K")
    assert pass_out(state) == 1  # 如果对头不上牌，则由下家发牌
    assert state.dead_gouji == [0] * 6


# refusals ---------------------------------------------------------------------


@pytest.mark.rule("F1", "F2")
def test_every_refusal_names_a_rule_and_changes_nothing(preset: RuleSet) -> None:
    deal = [parse_cards(text) for text in ["3 5 5", "3 6 6", *QUIET[1:]]]
    state = Round(preset, seed=seed_for(0), deal=deal)
    if state.phase is not Phase.PLAY:  # 预点, 明点 or 革命 first
        assert state.to_act is not None
        assert refuse(state, state.to_act, "5 5").rule == "O2"
    state = new_round(preset, ["3 5 5", "3 6 6", *QUIET[1:]], leader=0)
    for seat, what, rule in [
        (0, "pass", "F1"),
        (1, "6 6", "F2"),
        (0, "yield", "F6"),  # a yield is on one's 对头's play
        (0, "burn 5 5", "S1"),  # a burn beats a gouji hand; a lead has none
        (0, "5 5 5", "C1"),
        (0, "3", "Y1"),
    ]:
        assert refuse(state, seat, what).rule == rule
    step(state, 0, "5 5")
    assert refuse(state, 1, "6").rule == "B1"
    assert refuse(state, 1, "yield").rule == "F6"  # seat 0 is not seat 1's 对头
