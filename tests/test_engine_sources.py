"""Scenarios for the rules issue 7 point 6 found the engine getting wrong or leaving out, each
under its rulebook and citing its passage in the seeds (seed 000 qingdao; seed 002 text 1
linyi, text 3 tongsu by article; seed 004 irvine by 备注).

Seats 0-5; seat s faces s+3; 0, 2, 4 are one alliance, 1, 3, 5 the other.
"""

from __future__ import annotations

import pytest
from engine_helpers import find, kinds, new_round, pass_out, play_out, refuse, run, seed_for, step

from gouji_learn import PRESET_NAMES, RuleSet, format_cards, parse_cards, sort_cards
from gouji_learn.engine import Action, ActionKind, Carry, Phase, Round
from gouji_learn.engine.core import read_carry
from gouji_learn.engine.state import StuckEvent

QINGDAO = RuleSet.preset("qingdao")
TONGSU = RuleSet.preset("tongsu")


def burns(state: Round) -> list[tuple[int, int, str]]:
    """(burner, target, outcome) of every burn so far."""
    return [(b.burner, b.target, b.outcome) for b in state.burns]


def hand(state: Round, seat: int) -> str:
    """A seat's cards as sorted text."""
    return format_cards(sort_cards(list(state.view(seat).hand)))


# ---------------------------------------------------------------- qingdao: 要头 (R3, E5, E6)

KEEP_HEAD = ["3 5", "3 K K 6", "3 9", "3 7", "3 8", "3 A A Q Q Q J J J J 4"]
"""Seat 2 revolts; his 对头 seat 5 holds three gouji hands: A A, Q Q Q and J J J J."""


@pytest.mark.rule("R3", "E5", "E6")
def test_qingdao_keeping_the_head_is_headless_only_after_the_three_dead_gouji() -> None:
    """Seed 000, 无头: 革命的对头选择“无头”后或选择“有头”又进行了三次够死级后，也称为“无头”; 革命:
    如果“要头”，则自己前三“够级牌”算“够死级”，三次“够死级”之后算“无头”."""
    state = new_round("qingdao", KEEP_HEAD, leader=5, revolt=2, head="WANT_HEAD")
    assert state.revolutionary == 2
    for text in ["A A", "Q Q Q", "J J J J"]:
        assert 5 not in state.view(5).headless
        step(state, 5, text)  # 够死级: nobody answers
        assert state.trick.last_play is None and state.to_act == 5
    assert 5 in state.view(5).headless


@pytest.mark.rule("R3", "E5", "S3")
def test_qingdao_a_kept_head_may_burn_but_not_answer_as_a_headless_player() -> None:
    """Seed 000, 无头: 无头者对其他持牌者亦行使同样的职权 is for the headless; a 对头 who chose
    “要头” is not headless yet (三次够死级后，也称为无头), so on seat 1's gouji hand he may only
    burn (烧牌), like any player with a head."""
    state = new_round("qingdao", KEEP_HEAD, leader=1, revolt=2, head="WANT_HEAD")
    step(state, 1, "K K")
    assert state.to_act == 5 and kinds(state) == {"PASS", "BURN"}
    step(state, 5, "pass")
    assert state.to_act == 4 and kinds(state) == {"PASS"}  # seat 1's 对头 answers
    step(state, 4, "pass")
    assert state.to_act == 1 and state.trick.last_play is None


# ------------------------------------------------ qingdao: opening until 四人乱缠 (K3, E2, E6)


SECOND_OUT = ["3", "3 3", "3 K K 5", "3 6", "3 7", "3 8"]
"""头科 seat 0 and 二科 seat 1 go out; seat 2 plays K K in the 二科's last trick."""


@pytest.mark.rule("K3", "K1", "E2")
@pytest.mark.parametrize("name", PRESET_NAMES)
def test_opening_in_the_trick_of_the_second_finisher_only_in_qingdao(name: str) -> None:
    """Seed 000, 开点: 在“四户乱缠”前，如果用除大花以外的够级牌取得一次“发牌”权时，称为“开点”;
    四人乱缠: 注意：并不是出现四人打牌马上就开始“四人乱缠”. Seat 2's K K wins that trick before
    四人乱缠 and opens. linyi 走科两个玩家以后（包括革命者）未开点的玩家不能再开点, tongsu art.
    25 走两“科”后...不再开点 and irvine 有两个或两个以上玩家完成游戏后，剩余未开点的玩家也不允许
    再开点了 close the opening at the second finisher."""
    state = Round.from_hands(SECOND_OUT, name, leader=0)
    step(state, 0, "3")
    assert pass_out(state) == 1
    run(state, [(1, "3 3"), (2, "K K")])
    assert state.view(2).finished == (0, 1)
    assert state.view(2).four_way is (name != "qingdao")  # 四户乱缠 at once elsewhere
    assert pass_out(state) == 2
    assert (2 in state.view(2).opened) is (name == "qingdao")
    assert state.view(2).four_way


@pytest.mark.rule("K3", "E6", "E2")
def test_qingdao_the_dead_gouji_answer_to_the_second_finishers_last_play_opens() -> None:
    """Seed 000, 四人乱缠: 并不是出现四人打牌马上就开始“四人乱缠”，因为“头科”或“二科”的底牌，其
    “对头”还有一次“够死级”的机会; 底牌: 头科、二科的底牌，如果是“够级牌”，其对头分别有一次无对头
    勾击机会，称“够死级”. Seat 4 answers the 二科's K K; nobody may answer but a burner; he wins
    the lead before 四人乱缠 and opens (开点). Without 憋三 a last play may be gouji."""
    hands = ["5", "K K", "6", "7", "A A 9", "8"]
    state = Round.from_hands(hands, QINGDAO.replace(bie_san=False), leader=0)
    step(state, 0, "5")
    assert pass_out(state) == 1
    run(state, [(1, "K K"), (4, "A A")])
    assert state.trick.last_play is None and state.to_act == 4  # 够死级: unanswered
    assert 4 in state.view(4).opened
    assert state.view(4).four_way


# ----------------------------------------------------------------- qingdao: 申请接风 (F7, F3)

WIND = ["3", "3 5 8", "3 6 9", "3 4", "3 7 7", "3 9 9"]


@pytest.mark.rule("F7", "F3")
@pytest.mark.parametrize("name", PRESET_NAMES)
def test_asking_for_the_wind_keeps_the_right_to_play_in_qingdao(name: str) -> None:
    """Seed 000, 接风: 牌人对上家的“底牌”可暂不上牌而申请由自己重新“发牌”，称“申请接风”...但如果
    有人不同意，并“上牌”，请求“接风”的人可以继续“上牌”. Seat 1 lets seat 0's last 3 go (asks for
    the wind); seat 2 plays on it; seat 1 may still play. Elsewhere a pass is a pass (tongsu art.
    11 一旦过牌，即丧失出牌权; art. 15 接风 only when nobody beats the last play)."""
    state = Round.from_hands(WIND, name, leader=0)
    run(state, [(0, "3"), (1, "pass"), (2, "6"), (3, "pass"), (4, "pass"), (5, "pass")])
    assert RuleSet.preset(name).wind_request is (name == "qingdao")
    if name == "qingdao":
        assert state.to_act == 1 and find(state, "PLAY", "8") is not None
    else:
        assert state.to_act == 2 and state.trick.last_play is None


@pytest.mark.rule("F7")
def test_qingdao_asking_for_the_wind_with_everyone_agreeing_gives_the_lead() -> None:
    """Seed 000, 接风: 如其余持牌人均同意（均“过牌”），则申请人就获得重新“发牌”的权力."""
    state = Round.from_hands(WIND, "qingdao", leader=0)
    step(state, 0, "3")
    assert pass_out(state) == 1


# ------------------------------------------------------------------ irvine: 备注2, 备注12, 串贡


@pytest.mark.rule("K2")
def test_irvine_twos_that_beat_a_plain_play_do_not_open() -> None:
    """Seed 004, 备注2: 2只能回击够级牌时开点，王不开点; 开点牌: 当2用来回击够级牌时，可视为开点牌.
    Seat 1's 2 2 beats seat 0's plain 9 9 and stands: it answered no gouji hand."""
    hands = ["3 9 9 5", "3 2 2 6", "3 7", "3 8", "3 10", "3 J"]
    state = Round.from_hands(hands, "irvine", leader=0)
    run(state, [(0, "9 9"), (1, "2 2")])
    assert state.trick.gouji and state.to_act == 4
    step(state, 4, "pass")
    assert state.to_act == 1 and 1 not in state.view(1).opened


@pytest.mark.rule("K2")
def test_irvine_twos_that_answer_a_gouji_hand_open() -> None:
    """Seed 004, 备注2: 2只能回击够级牌时开点."""
    hands = ["3 A A 5", "3 6", "3 7", "3 2 2 8", "3 10", "3 J"]
    state = Round.from_hands(hands, "irvine", leader=0)
    run(state, [(0, "A A"), (3, "2 2"), (0, "pass")])
    assert 3 in state.view(3).opened


IRVINE_BURN = ["3 K K 5", "3 A A SJ 4 4", "3 2 2 6 7", "3 8", "3 9", "3 10"]
"""Seat 1 burns seat 0's K K with A A; seat 2 burns seat 1 with 2 2, holding no joker to go on."""


@pytest.mark.rule("S4")
def test_irvine_a_burner_burned_against_the_rules_has_burned_successfully() -> None:
    """Seed 004, 备注12: 如玩家甲在烧牌过程中被玩家乙违例烧牌，则视玩家甲烧牌成功，且玩家乙接受违例
    烧牌惩罚. Seat 2's burn fails (no joker to lead, 烧牌...所有玩家乙的出牌都带至少一个王), so
    seat 1's burn of seat 0 counts as a success (seat 0 owes him a 烧贡)."""
    state = Round.from_hands(IRVINE_BURN, "irvine", leader=0)
    run(state, [(0, "K K"), (2, "pass"), (1, "burn A A"), (2, "burn 2 2"), (5, "pass")])
    assert 2 in state.out_of_play
    assert burns(state) == [(1, 0, "success"), (2, 1, "failed")]


def _swept_carry() -> Carry:
    """A 串三户 by 0, 2, 4; loser 1 was stuck by 2 and did not open while his 对头 4 did."""
    return Carry((0, 2, 4), 1, True, stuck=(StuckEvent(1, 2),), opened=frozenset({0, 2, 3, 4, 5}))


@pytest.mark.rule("X2", "X3")
def test_irvine_a_swept_alliance_still_pays_its_stuck_and_point_tribute() -> None:
    """Seed 004, 结束本局游戏: 若一个联邦的玩家全部打完了手中的牌...下一局游戏中，失败的三名玩家须向
    各自的对家进一张“串贡”; 闷贡: 上一局被“闷”的玩家要向“闷”自己的玩家进一张“闷贡”; 点贡: 此未开点
    的玩家须向他的对家进一张“点贡”. No exception is stated (the one of tongsu art. 17, 43 is
    tongsu's: 该同帮玩家只需进“圈贡”，其他进贡免除)."""
    deal = [parse_cards("3 4 5 SJ 2 2")] * 6
    state = Round("irvine", seed=0, deal=deal, carry=_swept_carry())
    paid = [(p.kind, p.payer, p.receiver) for p in state.tribute if p.payer == 1]
    assert paid == [("sweep", 1, 4), ("point", 1, 4), ("stuck", 1, 2)]


@pytest.mark.rule("X2", "X3")
def test_tongsu_a_swept_alliance_pays_only_the_sweep_tribute() -> None:
    """Seed 002 text 3, art. 17: 在一同帮被“圈（串、围）”的情形下，该同帮玩家只需进“圈贡”，其他进贡
    免除."""
    deal = [parse_cards("3 4 5 SJ 2 2")] * 6
    state = Round("tongsu", seed=0, deal=deal, carry=_swept_carry())
    assert [(p.kind, p.payer) for p in state.tribute if p.payer == 1] == [("sweep", 1)]


# ------------------------------------------------------------------ linyi: 开点后必须发4 (K4)

LINYI_FOURS = ["3 4 4 K K 5", "3 6", "3", "3", "3", "3"]


@pytest.mark.rule("K4", "K1")
def test_linyi_an_opener_who_never_leads_his_fours_has_not_opened() -> None:
    """Seed 002 text 1, 开点: 开点后必须发4；开点后未发4视为不开点，需要重新开点. Seat 0 opens with
    K K, leads a 5 and never gets the lead again: at the end he still holds his 4s."""
    state = Round.from_hands(LINYI_FOURS, "linyi", leader=0)
    run(state, [(0, "K K"), (3, "pass")])
    assert state.to_act == 0 and 0 in state.view(0).opened
    run(state, [(0, "5"), (1, "6")])
    play_out(state)
    assert state.finish_order[-1] == 0 and "4 4" in hand(state, 0)
    assert 0 not in state.view(0).opened
    assert 0 not in state.carry_forward().opened


@pytest.mark.rule("K4", "K1")
def test_linyi_an_opener_who_leads_his_fours_keeps_the_point() -> None:
    """Seed 002 text 1, 开点: 开点后必须发4."""
    state = Round.from_hands(LINYI_FOURS, "linyi", leader=0)
    run(state, [(0, "K K"), (3, "pass"), (0, "4 4")])
    play_out(state)
    assert 0 in state.carry_forward().opened


# ------------------------------------------------- tongsu: art. 20 和平局, art. 30 解烧, art. 31


@pytest.mark.rule("K1", "G3")
def test_tongsu_in_the_first_round_the_first_pure_gouji_hand_opens_directly() -> None:
    """Seed 002 text 3, art. 20: “和平局”。指够级第一局...且第一局对家的首手纯够级牌直接“开点”.
    Seat 0's K K is beaten by his 对头's A A; both were their first pure gouji hands."""
    hands = ["3 K K 5", "3 6", "3 7", "3 A A 8", "3 9", "3 10"]
    state = Round.from_hands(hands, "tongsu", leader=0)
    step(state, 0, "K K")
    assert 0 in state.view(0).opened
    run(state, [(3, "A A"), (0, "pass")])
    assert state.view(0).opened >= {0, 3}


@pytest.mark.rule("K1")
def test_tongsu_in_a_later_round_only_a_winning_pure_gouji_hand_opens() -> None:
    """Seed 002 text 3, art. 20 is for the first round (和平局) only; art. 22:
    只有纯够级牌才能开点."""
    hands = ["3 4 K K 5", "3 4 6", "3 4 7", "3 4 A A 8", "3 4 9", "3 4 10"]
    carry = Carry((0, 1, 2, 3, 4, 5), 0, False, opened=frozenset(range(6)))
    state = Round("tongsu", seed=0, deal=[parse_cards(h) for h in hands], carry=carry)
    while state.phase is not Phase.PLAY:
        assert state.to_act is not None
        state.apply(state.legal_actions()[0])
    leader = state.to_act
    assert leader == 0
    opened = set(state.view(0).opened)
    step(state, 0, "K K")
    assert set(state.view(0).opened) == opened


TONGSU_JIE_SHAO = ["3 K K 7", "3 SJ 2 2 SJ BJ BJ", "3 8", "3 9 9", "3 BJ 6", "3 10"]
"""Seat 1 (opened: 自然点) burns seat 0's K K with 2 2 and leads SJ; his 对家 seat 4 解烧 with
BJ; seat 1 covers it with BJ BJ and goes out with SJ 3."""


@pytest.mark.rule("S4", "S1")
def test_tongsu_a_jie_shao_covered_again_by_the_burner_fails() -> None:
    """Seed 002 text 3, art. 30: 如果对家不能出牌压住或者所出“解烧（捎）”的牌又被玩家继续盖过，则
    “解烧（捎）”失败，烧（捎）牌成功."""
    state = new_round("tongsu", TONGSU_JIE_SHAO, leader=0)
    assert 1 in state.opened and 4 in state.opened  # 自然点 (art. 24)
    run(state, [(0, "K K"), (1, "burn 2 2")])
    pass_out(state)
    run(state, [(1, "SJ"), (4, "BJ"), (1, "BJ BJ"), (4, "pass")])
    assert state.to_act == 1 and state.trick.last_play is None
    step(state, 1, "SJ 3")
    pass_out(state)
    assert burns(state) == [(1, 0, "success")]


@pytest.mark.rule("S4", "S1")
def test_tongsu_a_jie_shao_the_burner_cannot_cover_breaks_the_burn() -> None:
    """Seed 002 text 3, art. 30: 烧牌的玩家所发的任何一手牌，对家都可以随时出牌压住，如果玩家不能
    继续烧牌，则“烧牌失败”，“解烧”成功."""
    hands = [*TONGSU_JIE_SHAO]
    hands[1] = "3 SJ 2 2 SJ"
    state = new_round("tongsu", hands, leader=0)
    run(state, [(0, "K K"), (1, "burn 2 2")])
    pass_out(state)
    run(state, [(1, "SJ"), (4, "BJ")])
    pass_out(state)
    assert burns(state) == [(1, 0, "broken")]


TONGSU_FAN_SHAO = ["3 K K 7", "3 2 2 8", "3 SJ SJ SJ", "3 9", "3 10", "3 J"]
"""Seat 1 burns seat 0's K K with 2 2; seat 2 counter-burns (反烧) seat 1 with SJ SJ and goes
out with SJ 3."""


@pytest.mark.rule("S4", "X2")
def test_tongsu_each_counter_burn_doubles_the_burn_tribute() -> None:
    """Seed 002 text 3, art. 31: 烧牌玩家所发的任何一手牌，除对家外，被烧牌的玩家和其他未过牌的玩家
    都可以随时按照“烧牌”规则进行“反烧”...每反烧（捎）一次，烧（捎）贡翻倍."""
    state = new_round("tongsu", TONGSU_FAN_SHAO, leader=0)
    assert {1, 2} <= state.opened  # 自然点 (art. 24)
    run(state, [(0, "K K"), (2, "pass"), (1, "burn 2 2"), (2, "burn SJ SJ")])
    pass_out(state)
    step(state, 2, "SJ 3")
    play_out(state)
    assert burns(state) == [(1, 0, "broken"), (2, 1, "success")]
    carry = state.carry_forward()
    assert carry.burn_cards == (1, 2)
    assert read_carry(carry.to_json()) == carry
    nxt = Round("tongsu", seed=3, carry=carry)
    owed = [(p.payer, p.receiver, p.owed) for p in nxt.tribute if p.kind == "burn"]
    assert owed == [(1, 2, 2)]


# ------------------------------------------------------------ tongsu: 革命, arts. 46-49 (R)

CHARGE = "10 10 10 10 10 J J J J Q Q Q"
"""Three minimum pure gouji hands, the 冲点 of tongsu art. 46."""


def tongsu_revolution(hands: list[str], leader: int = 1) -> Round:
    """A tongsu first round stopped at its revolution phase."""
    state = Round("tongsu", seed=seed_for(leader), deal=[parse_cards(h) for h in hands])
    while state.phase is Phase.DECLARE_MING:
        assert state.to_act is not None
        state.apply(Action(ActionKind.NO_DECLARATION, state.to_act))
    assert state.phase is Phase.REVOLUTION, state.phase
    return state


@pytest.mark.rule("R1")
def test_tongsu_a_player_with_jokers_or_twos_revolts_by_handing_them_to_his_opposite() -> None:
    """Seed 002 text 3, art. 46: 手中已无大、小王和“2”的牌（如仍有，须交给对家），在保证能够依次发出
    三手纯够级牌后，可以“革命”."""
    hands = [f"3 4 SJ 2 {CHARGE}", "3 4 2", "3 4 2", "3 4 5", "3 4 2", "3 4 2"]
    state = tongsu_revolution(hands)
    assert state.to_act == 0 and "REVOLT" in kinds(state)
    state.apply(Action(ActionKind.REVOLT, 0))
    assert "SJ" not in hand(state, 0) and "2" not in hand(state, 0).split()
    assert hand(state, 3) == "3 4 5 2 SJ"


def charged(hands: list[str], answers: list[str]) -> Round:
    """Seat 0 revolts and charges; his 对头 seat 3 answers the three hands in turn."""
    state = tongsu_revolution(hands)
    while state.phase is Phase.REVOLUTION:
        assert state.to_act is not None
        kind = ActionKind.REVOLT if state.to_act == 0 else ActionKind.STAY
        state.apply(Action(kind, state.to_act))
    assert kinds(state) == {"CHONG_DIAN"}
    state.apply(Action(ActionKind.CHONG_DIAN, 0, tuple(sort_cards(parse_cards(CHARGE)))))
    for answer in answers:
        assert state.phase is Phase.CHONG_DIAN_ANSWER and state.to_act == 3
        step(state, 3, answer)
    return state


@pytest.mark.rule("R4", "K4")
def test_tongsu_after_a_successful_revolution_threes_lead_and_the_opposite_throws_fours() -> None:
    """Seed 002 text 3, art. 48: 如果“革命”成功，无论对家是否开点，皆由“革命”玩家发“3”，
    对家扔“4”."""
    hands = [f"3 3 4 {CHARGE}", "3 4 2 6", "3 4 2 7", "3 4 4 9", "3 4 2 8", "3 4 2 9"]
    state = charged(hands, ["pass", "pass", "pass"])
    assert state.phase is Phase.PLAY and state.revolutionary == 0
    assert "4" not in hand(state, 3).split()
    assert [(s, p.text()) for s, p in state.view(1).trick] == [(0, "3 3")]
    assert state.to_act == 1


FAILED = [
    f"3 4 {CHARGE}",
    "3 4 2 6",
    "3 4 2 7",
    "3 4 4 J J J J J Q Q Q Q K K K",
    "3 4 2 8",
    "3 4 2 9",
]
"""Seat 3 can beat all three charged hands with pure ones."""


@pytest.mark.rule("R2", "R3", "R4")
def test_tongsu_a_failed_revolution_leaves_the_opposite_a_head_and_his_fours_lead() -> None:
    """Seed 002 text 3, art. 47: 第三手够级牌仍被打掉，则“革命”失败，玩家为“大落”且不开点，视为对家
    “有头”; art. 48: 如果“革命”失败，无论对家是否开点，皆由对家发“4”; art. 49: “革命”失败即视为对家
    “有头”."""
    state = charged(FAILED, ["J J J J J", "Q Q Q Q", "K K K"])
    assert state.phase is Phase.PLAY
    assert 3 not in state.view(3).headless
    assert state.to_act == 3
    assert {format_cards(a.cards) for a in state.legal_actions()} == {"4", "4 4"}


@pytest.mark.rule("R2", "K3", "E2")
def test_tongsu_a_failed_revolution_is_no_place_won() -> None:
    """Seed 002 text 3, art. 14: 在局面已被争得两“科”（成功“革命者”视为三科或四科）的情况下...;
    art. 25: 走两“科”后（成功“革命者”视为走科），不再开点. A failed revolutionary is 大落 (art.
    47), no 科: after the first player out, four-way play has not begun."""
    state = charged(FAILED, ["J J J J J", "Q Q Q Q", "K K K"])
    step(state, 3, "4 4")
    assert pass_out(state) == 3
    step(state, 3, "3")
    assert state.view(3).finished == (3,)
    assert pass_out(state) == 4
    assert not state.view(4).four_way


@pytest.mark.rule("R4", "K1")
def test_tongsu_art47_letting_the_first_hand_pass_he_may_still_beat_one_with_a_pure_hand() -> None:
    """Seed 002 text 3, art. 47: 对家如不打，则“革命”成功且开点，玩家为自由人，对家“无头”；
    玩家继续将后两手够级牌全部摆出，对家选择其中一手用纯够级牌压住，则双方都开点，否则对家不开点."""
    hands = [*FAILED]
    hands[3] = "3 4 4 SJ J J J J J Q Q Q Q K K K"
    state = charged(hands, ["pass"])
    assert refuse(state, 3, "SJ Q Q Q").rule == "R4"  # beats J J J J, but is not pure
    step(state, 3, "Q Q Q Q")
    assert state.phase is Phase.PLAY
    assert {0, 3} <= state.view(3).opened


# -------------------------------------------------- options: 无头打点, art. 29 放火牌 (K1, S1)

HEADLESS = ["3", "3 6 6", "3 7 7", "3 K K 5", "3 9", "3 8 8"]


@pytest.mark.rule("K1", "E5")
@pytest.mark.parametrize("name", PRESET_NAMES)
def test_whether_a_headless_players_winning_gouji_hand_opens(name: str) -> None:
    """qingdao 开点: 如果用除大花以外的够级牌取得一次“发牌”权时，称为“开点” (yes) against 无头:
    其对头的够级对象不复存在; tongsu art. 10 counts 无头打点 among a headless player's gains
    (yes); linyi 开点: 如果有一方的够级牌对家无法大过 and irvine 备注3 无对家则无够级牌 (no)."""
    rules = RuleSet.preset(name).replace(first_round_pure_opens=False)
    state = Round.from_hands(HEADLESS, rules, leader=0)
    step(state, 0, "3")
    assert pass_out(state) == 1
    run(state, [(1, "6 6"), (2, "7 7"), (3, "K K")])
    assert 3 in state.view(3).headless
    assert pass_out(state) == 3
    assert (3 in state.view(3).opened) is rules.headless_gouji_opens
    assert rules.headless_gouji_opens is (name in ("qingdao", "tongsu"))


BURN_FIRST = ["3 K K 7", "3 2 2 5 SJ 6", "3 8", "3 9", "3 10", "3 J"]
"""Seat 1 (自然点) burns seat 0's K K with 2 2; his first lead after it carries no joker."""


@pytest.mark.rule("S1")
def test_tongsu_burn_leads_after_the_kill_carry_jokers() -> None:
    """Seed 002 text 3, art. 29 (3): 除第一手“放火”牌外，其余各手...必须每手出现大、小王牌. tongsu's
    reading: the 放火 hand is the kill (2 2); his first lead after it must carry a joker."""
    state = new_round("tongsu", BURN_FIRST, leader=0)
    run(state, [(0, "K K"), (1, "burn 2 2")])
    pass_out(state)
    assert state.to_act == 1
    assert refuse(state, 1, "5").rule == "S1"
    assert find(state, "PLAY", "SJ 6") is not None


@pytest.mark.rule("S1")
def test_tongsu_the_other_reading_frees_the_first_lead_after_the_kill() -> None:
    """Seed 002 text 3, art. 29 (3) read the other way: the 放火 hand is the first lead after the
    kill, which may go without a joker."""
    rules = TONGSU.replace(burn_free_hand="first_lead")
    state = new_round(rules, BURN_FIRST, leader=0)
    run(state, [(0, "K K"), (1, "burn 2 2")])
    pass_out(state)
    assert find(state, "PLAY", "5") is not None


# ------------------------------------------------------------ small oddities (F6, F3)


@pytest.mark.rule("F6", "E5")
def test_no_yield_on_the_last_card_of_an_opposite_who_has_gone_out() -> None:
    """Seed 000, 让牌: 持牌人对上两家过牌的对头牌 -- but 无头: 头科产生后，其对头的够级对象不复存在:
    seat 3's 对头 is out, his last 3 is the 接风 question (申请接风), not a 对头牌 to yield on."""
    state = Round.from_hands(["3", "3 5", "3 6", "3 7 8", "3 9", "3 10"], "qingdao", leader=0)
    run(state, [(0, "3"), (1, "pass"), (2, "pass")])
    assert state.to_act == 3 and "YIELD" not in kinds(state)


@pytest.mark.rule("F6", "Y1")
def test_no_yield_for_a_player_holding_only_threes() -> None:
    """Seed 000, 让牌: 即不想“过牌”，又不原意立即“上牌”时，可声明“让牌”...再由持牌人确定“上牌”或
    “过牌”; 憋三: 其他时候不允许出3. A player holding only 3s can never play on it."""
    state = Round.from_hands(["3 5 6", "3 7", "3 8", "3 3", "3 9", "3 10"], "qingdao", leader=0)
    run(state, [(0, "5"), (1, "pass"), (2, "pass")])
    assert state.to_act == 3 and kinds(state) == {"PASS"}


@pytest.mark.rule("F3")
def test_a_seat_answering_under_the_pass_exception_loses_its_passed_mark() -> None:
    """Seed 000, 过牌: 在“四人乱缠”前，如果“过牌”后，如果不是对头的牌，是不允许再“上牌”的. Seat
    3 passed, then answers his 对头's 8: he plays in the trick again, and his pass mark goes
    (irvine 备注6 says it of a 轮: 上一轮若没出牌，这一轮就不能出了)."""
    hands = ["3 8", "3 5", "3 6", "3 9", "3 7", "3 10"]
    state = Round.from_hands(hands, "qingdao", leader=1)
    run(state, [(1, "5"), (2, "6"), (3, "pass"), (4, "7"), (5, "pass"), (0, "8")])
    run(state, [(1, "pass"), (2, "pass"), (3, "9")])
    view = state.view(None)
    assert 3 not in view.passed and {1, 2, 5} <= view.passed
