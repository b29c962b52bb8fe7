"""Round-engine scenarios for burning (S1-S5), threes and fours (Y1-Y4) and revolution (R1-R5).

Sources: seed 000 (qingdao) 烧牌, 买三, 闷贡, 革命; seed 002 text 1 (linyi) 烧牌, 冲点, 要头/无头,
text 3 (tongsu) art. 5-7, 15, 20, 29-33, 37, 46-50; seed 004 (irvine) 烧牌, 备注4-5, 10-14.
Seats 0-5; seat s faces s+3; 0, 2, 4 are one alliance. In the S5 scenarios A = seat 0 and
B = seat 1 (A's 对头 is seat 3, B's 对头 is seat 4).
"""

from __future__ import annotations

import random

import pytest
from engine_helpers import play_out as finish

from gouji_learn import Rank, RuleSet, parse_cards, sort_cards
from gouji_learn.engine import Action, ActionKind, Carry, IllegalAction, Phase, Round

QINGDAO = RuleSet.preset("qingdao")
LINYI = RuleSet.preset("linyi")
TONGSU = RuleSet.preset("tongsu")
IRVINE = RuleSet.preset("irvine")
NEXT_DEAL = ["BJ 2 2 K 3 4"] * 6
"""A deal for the round after: every seat holds tribute cards, a 3 and a 4 (no 买三/买四)."""


# ---------------------------------------------------------------------------- private helpers
# (kept here rather than shared: tests/engine_helpers.py is still changing)

DECLARATIONS = (Phase.DECLARE_YU, Phase.DECLARE_MING)


def seed_for(leader: int) -> int:
    """A seed whose first draw makes ``leader`` the first leader of a suitless deal (O1)."""
    return next(s for s in range(1000) if random.Random(s).randrange(6) == leader)


def declare_nothing(state: Round) -> Round:
    """Answer every 预点/明点 question with NO_DECLARATION, and accept every tribute offered
    (qingdao's 吃贡 or 拒绝吃贡)."""
    while state.phase in (*DECLARATIONS, Phase.ACCEPT_TRIBUTE):
        assert state.to_act is not None
        accepting = state.phase is Phase.ACCEPT_TRIBUTE
        kind = ActionKind.ACCEPT_TRIBUTE if accepting else ActionKind.NO_DECLARATION
        state.apply(Action(kind, state.to_act))
    return state


def deal(
    rules: RuleSet | str, hands: list[str], leader: int = 0, carry: Carry | None = None
) -> Round:
    """A round dealt ``hands``, past its declarations (stops at 还贡, 革命, ... or play)."""
    state = Round(rules, seed=seed_for(leader), deal=[parse_cards(t) for t in hands], carry=carry)
    return declare_nothing(state)


def new_round(rules: RuleSet | str, hands: list[str], leader: int = 0) -> Round:
    """A first round at its play phase with ``leader`` to lead (nobody revolts)."""
    state = deal(rules, hands, leader)
    while state.phase is Phase.REVOLUTION:
        assert state.to_act is not None
        state.apply(Action(ActionKind.STAY, state.to_act))
    assert state.phase is Phase.PLAY and state.to_act == leader, (state.phase, state.to_act)
    return state


def action_of(seat: int, what: str) -> Action:
    """An action of ``seat``: "pass", "burn K K K" or cards such as "SJ 4 4 4 4"."""
    if what == "pass":
        return Action(ActionKind.PASS, seat)
    kind = ActionKind.PLAY
    if what.startswith("burn "):
        kind, what = ActionKind.BURN, what.removeprefix("burn ")
    return Action(kind, seat, tuple(sort_cards(parse_cards(what))))


def step(state: Round, seat: int, what: str) -> None:
    """One legal action of ``seat``, who must be the seat to act."""
    assert state.to_act == seat, f"seat {state.to_act} to act, not {seat} ({what})"
    action = action_of(seat, what)
    legal = state.legal_actions()
    assert action in legal, f"{what!r} not legal for seat {seat}: {legal}"
    state.apply(action)


def refuse(state: Round, seat: int, what: str) -> IllegalAction:
    """An action that must be refused, leaving the state as it was."""
    before = state.snapshot()
    with pytest.raises(IllegalAction) as info:
        state.apply(action_of(seat, what))
    assert state.snapshot() == before
    return info.value


def kinds(state: Round) -> set[str]:
    return {a.kind.name for a in state.legal_actions()}


def pass_until(state: Round, seat: int, limit: int = 12) -> list[int]:
    """Pass for every seat that acts before ``seat``; return the seats that passed, in order."""
    passed = []
    while state.to_act != seat:
        assert state.to_act is not None and len(passed) < limit, (state.to_act, passed)
        passed.append(state.to_act)
        step(state, state.to_act, "pass")
    return passed


def to_lead(state: Round, seat: int) -> None:
    """Everyone passes until ``seat`` leads a new trick."""
    for _ in range(20):
        if state.to_act == seat and state.trick.last_play is None:
            return
        assert state.to_act is not None
        step(state, state.to_act, "pass")
    raise AssertionError(f"seat {seat} never got the lead")


def next_round(rules: RuleSet, carry: Carry, hands: list[str] | None = None) -> Round:
    """The next round of the game, dealt ``hands`` (default NEXT_DEAL), after ``carry``, with
    its tribute paid (declarations answered no)."""
    hands = [parse_cards(t) for t in hands or NEXT_DEAL]
    return declare_nothing(Round(rules, deal=hands, carry=carry))


def paid(state: Round, kind: str) -> list[tuple[int, int]]:
    """(payer, receiver) of each tribute of ``kind`` paid at the start of ``state``."""
    return [(t.payer, t.receiver) for t in state.tribute if t.kind == kind]


def burn_outcomes(state: Round) -> list[tuple[int, int, str]]:
    return [(b.burner, b.target, b.outcome) for b in state.burns]


def burn_offered(state: Round, seat: int) -> bool:
    """True when ``seat`` is to act and may burn."""
    return state.to_act == seat and "BURN" in kinds(state)


def to_revolution(rules: RuleSet, hands: list[str], leader: int) -> Round:
    """A first round stopped at its 革命 phase (declarations answered no)."""
    return deal(rules, hands, leader)


def revolution_answers(state: Round, revolting: set[int]) -> list[int]:
    """Answer the 革命 phase (REVOLT for ``revolting``, STAY for others); return who was asked."""
    asked = []
    while state.phase is Phase.REVOLUTION:
        seat = state.to_act
        assert seat is not None
        asked.append(seat)
        kind = ActionKind.REVOLT if seat in revolting else ActionKind.STAY
        state.apply(Action(kind, seat))
    return asked


def n_of(state: Round, seat: int, rank: Rank) -> int:
    return state.hands[seat].count(rank)


# ---------------------------------------------------------------------------- S1 burning


@pytest.mark.rule("S1", "S3")
@pytest.mark.parametrize("rules", [QINGDAO, IRVINE], ids=["qingdao", "irvine"])
def test_s1_burn_is_offered_to_every_non_opposite_but_never_to_the_opposite(
    rules: RuleSet,
) -> None:
    hands = ["Q Q Q 9 3", "K K K 3", "K K K 3", "A A A 3", "K K K 3", "K K K 3"]
    state = new_round(rules, hands, leader=0)
    step(state, 0, "Q Q Q")
    window = []
    while state.to_act != 3:
        seat = state.to_act
        assert seat is not None
        assert kinds(state) == {"PASS", "BURN"}, seat
        window.append(seat)
        step(state, seat, "pass")
    assert sorted(window) == [1, 2, 4, 5]
    # the 对头 answers after the window with an ordinary PLAY, never a BURN
    assert kinds(state) == {"PASS", "PLAY"}
    assert state.burns == []


@pytest.mark.rule("S1")
def test_s1_no_burn_on_a_hand_that_is_not_gouji() -> None:
    hands = ["9 9 9 3", "K K K 3", "K K K 3", "3", "3", "3"]
    state = new_round(QINGDAO, hands, leader=0)
    step(state, 0, "9 9 9")
    assert state.to_act == 1 and kinds(state) == {"PASS", "PLAY"}
    step(state, 1, "pass")
    assert state.to_act == 2 and kinds(state) == {"PASS", "PLAY"}


@pytest.mark.rule("S1", "G1")
@pytest.mark.parametrize(
    ("name", "hands", "lead"),
    [
        # tongsu art. 8: 如果1张"2"即可作为够级牌，那么...单张"2"即可被"烧（捎）"...故不予采纳
        ("tongsu", ["2 9 3", "SJ 5 3", "3", "3", "3", "3"], "2"),
        # irvine 够级牌: 至少五个10、四个J、3个Q、两个K、两个A (no lone joker)
        ("irvine", ["SJ 9 3", "BJ 5 3", "3", "3", "3", "3"], "SJ"),
    ],
)
def test_s1_a_lone_two_or_joker_is_not_burned_where_it_is_not_gouji(
    name: str, hands: list[str], lead: str
) -> None:
    state = new_round(name, hands, leader=0)
    assert 1 in state.opened or name == "irvine"
    step(state, 0, lead)
    assert state.to_act == 1
    assert kinds(state) == {"PASS", "PLAY"}, "an ordinary follow, not a burn window"


@pytest.mark.rule("S1")
def test_s1_a_burners_leads_carry_a_joker_except_the_last_qingdao() -> None:
    hands = ["Q Q Q 9 3", "K K K SJ 5 5 BJ 6 6 3", "3", "3", "3", "3"]
    state = new_round(QINGDAO, hands, leader=0)
    step(state, 0, "Q Q Q")
    step(state, 1, "burn K K K")
    assert burn_outcomes(state) == [(1, 0, "running")]
    to_lead(state, 1)
    assert all(any(c.rank >= Rank.SMALL_JOKER for c in a.cards) for a in state.legal_actions()), (
        "every lead of a burner but the last carries a joker"
    )
    error = refuse(state, 1, "6 6")
    assert error.rule == "S1"
    step(state, 1, "SJ 5 5")
    to_lead(state, 1)
    step(state, 1, "BJ 6 6")
    to_lead(state, 1)
    step(state, 1, "3")  # the last play needs no joker (最后一次发牌可除外)
    to_lead(state, 2)
    assert state.finished == [1]
    assert burn_outcomes(state) == [(1, 0, "success")]


@pytest.mark.rule("S1")
@pytest.mark.parametrize(
    ("rules", "outcome"),
    [
        (TONGSU, "failed"),
        (TONGSU.replace(burn_last_play_needs_joker=False), "success"),
    ],
    ids=["tongsu", "tongsu-last-play-free"],
)
def test_s1_tongsu_the_last_burning_play_needs_a_joker_too(rules: RuleSet, outcome: str) -> None:
    # art. 29 (3): 除第一手"放火"牌外，其余各手...必须每手出现大、小王牌, else 诈烧.
    # Seat 1 has no minimum pure gouji hand: 自然点 (K5), so he may burn (S2).
    hands = ["Q Q Q 9 3", "A SJ SJ BJ 5 5 3 3", "3", "3", "3", "3"]
    state = new_round(rules, hands, leader=0)
    assert 1 in state.opened
    step(state, 0, "Q Q Q")
    step(state, 1, "burn A SJ SJ")
    to_lead(state, 1)
    step(state, 1, "BJ 5 5")
    while state.trick.last_play is not None:
        step(state, state.to_act, "pass")
    if outcome == "success":
        assert state.to_act == 1
        step(state, 1, "3 3")
        finish(state)
        assert state.finish_order[0] == 1
    else:  # 诈烧: out of play, seat 2 leads
        assert state.to_act == 2 and state.out_of_play == [1]
    assert burn_outcomes(state) == [(1, 0, outcome)]


@pytest.mark.rule("S1")
def test_s1_tongsu_a_burner_ending_on_a_hanging_joker_succeeds() -> None:
    hands = ["Q Q Q 9 3", "A SJ SJ BJ 5 5 BJ 3 3", "3", "3", "3", "3"]
    state = new_round(TONGSU, hands, leader=0)
    step(state, 0, "Q Q Q")
    step(state, 1, "burn A SJ SJ")
    to_lead(state, 1)
    step(state, 1, "BJ 5 5")
    to_lead(state, 1)
    assert refuse(state, 1, "3 3").rule == "Y1"  # the joker may not stay behind the 3s
    step(state, 1, "BJ 3 3")
    finish(state)
    assert state.finish_order[0] == 1
    assert burn_outcomes(state) == [(1, 0, "success")]


@pytest.mark.rule("S1", "E2")
def test_s1_no_burning_in_four_way_play() -> None:
    # Two players out: 四人乱缠; a gouji hand is then answered freely, nobody burns.
    hands = ["3", "3", "Q Q Q 9 3", "K K K 3", "A A A 3", "8 3"]
    state = new_round(QINGDAO, hands, leader=0)
    step(state, 0, "3")
    to_lead(state, 1)  # 接风
    step(state, 1, "3")
    to_lead(state, 2)
    assert state.four_way
    step(state, 2, "Q Q Q")
    assert state.to_act == 3
    assert kinds(state) == {"PASS", "PLAY"}
    step(state, 3, "K K K")
    assert state.to_act == 4 and kinds(state) == {"PASS", "PLAY"}
    assert state.burns == []


# ---------------------------------------------------------------------------- S2 conditions


@pytest.mark.rule("S2")
@pytest.mark.parametrize("opened_first", [False, True], ids=["unopened", "opened"])
def test_s2_linyi_only_an_opened_player_may_burn(opened_first: bool) -> None:
    hands = ["Q Q Q 9 3", "A A 6 6 6 K K K 3", "3", "3", "3", "3"]
    state = new_round(LINYI, hands, leader=1)
    if opened_first:
        step(state, 1, "A A")  # a pure gouji hand his 对头 cannot answer: 开点
        to_lead(state, 1)
        assert 1 in state.opened
    step(state, 1, "6 6 6")
    pass_until(state, 0)
    step(state, 0, "Q Q Q")
    assert burn_offered(state, 1) is opened_first
    if not opened_first:
        assert state.to_act == 3  # straight to the 对头


@pytest.mark.rule("S2")
@pytest.mark.parametrize(
    ("burner", "offered"),
    [("K K K 5 3", False), ("A SJ SJ 5 3", True)],
    ids=["pure-kings-unopened", "natural-point"],
)
def test_s2_tongsu_burner_must_have_opened(burner: str, offered: bool) -> None:
    hands = ["Q Q Q 9 3", burner, "3", "3", "3", "3"]
    state = new_round(TONGSU, hands, leader=0)
    assert (1 in state.opened) is offered  # 自然点 (art. 24)
    step(state, 0, "Q Q Q")
    assert burn_offered(state, 1) is offered


@pytest.mark.rule("S2")
@pytest.mark.parametrize(
    ("rules", "offered"),
    [(QINGDAO, True), (IRVINE, False), (TONGSU, False)],
    ids=["qingdao", "irvine", "tongsu"],
)
def test_s2_a_player_who_passed_in_the_trick_may_not_burn(rules: RuleSet, offered: bool) -> None:
    # irvine 备注10: 烧牌...受过牌限制; tongsu art. 29 (2) 不能过牌.
    hands = ["5 5 5 Q Q Q 3", "A SJ SJ 3", "9 9 9 3", "3", "3", "3"]
    state = new_round(rules, hands, leader=0)
    step(state, 0, "5 5 5")
    step(state, 1, "pass")
    step(state, 2, "9 9 9")
    pass_until(state, 0)
    step(state, 0, "Q Q Q")
    assert burn_offered(state, 1) is offered
    assert (state.to_act == 1) is offered  # blocked: seat 1 is not even asked


# ---------------------------------------------------------------------------- S3 priority


@pytest.mark.rule("S3")
@pytest.mark.parametrize("rules", [QINGDAO, IRVINE], ids=["qingdao", "irvine"])
def test_s3_own_alliance_first_then_in_playing_order_then_the_opposite(rules: RuleSet) -> None:
    # seed 000: 发够级牌者的联邦可先于其他人烧牌，若烧牌者均为一方，则按发牌顺序进行.
    hands = ["Q Q Q 9 3", "K K K 3", "K K K 3", "A A A 3", "K K K 3", "K K K 3"]
    state = new_round(rules, hands, leader=0)
    step(state, 0, "Q Q Q")
    # plain playing order would be 1, 2, 4, 5
    assert pass_until(state, 3) == [2, 4, 1, 5]


@pytest.mark.rule("S3")
def test_s3_the_first_claimant_burns_and_the_rest_of_the_window_closes() -> None:
    hands = ["Q Q Q 9 3", "K K K 3", "K K K SJ 3", "A A A 3", "K K K 3", "K K K 3"]
    state = new_round(QINGDAO, hands, leader=0)
    step(state, 0, "Q Q Q")
    assert state.to_act == 2
    step(state, 2, "burn K K K")
    # seat 2's KKK is a new gouji hand: seats 4, 1, 5 may not beat it (equal), only seat 3
    # (not seat 2's 对头, seat 5) may burn it, then the 对头 (seat 5) answers.
    asked = pass_until(state, 5)
    assert asked == [3]
    assert burn_outcomes(state) == [(2, 0, "running")]


# ---------------------------------------------------------------------------- S4 outcomes


@pytest.mark.rule("S4")
@pytest.mark.parametrize("rules", [QINGDAO, IRVINE], ids=["qingdao", "irvine"])
def test_s4_success_the_burned_player_owes_a_burn_tribute_next_round(rules: RuleSet) -> None:
    hands = ["Q Q Q 9 3", "K K K SJ 5 5 3", "3", "3", "3", "3"]
    state = new_round(rules, hands, leader=0)
    step(state, 0, "Q Q Q")
    step(state, 1, "burn K K K")
    to_lead(state, 1)
    step(state, 1, "SJ 5 5")
    to_lead(state, 1)
    step(state, 1, "3")
    finish(state)
    carry = state.carry_forward()
    assert carry.burns == ((1, 0, "success"),)
    after = next_round(rules, carry)
    assert paid(after, "burn") == [(0, 1)]
    payment = next(t for t in after.tribute if t.kind == "burn")
    assert payment.owed == 1 and len(payment.cards) == 1


@pytest.mark.rule("S4")
@pytest.mark.parametrize(
    ("rules", "owed"),
    [(QINGDAO, [(0, 2)]), (LINYI, []), (TONGSU, [])],
    ids=["qingdao", "linyi", "tongsu"],
)
def test_s4_burn_tribute_between_allies_is_waived_in_linyi_and_tongsu(
    rules: RuleSet, owed: list[tuple[int, int]]
) -> None:
    # linyi: 被自己联邦烧牌后不需要进烧贡; tongsu art. 17 免贡.
    carry = Carry(
        (1, 2, 3, 4, 5, 0), 0, False, burns=((2, 0, "success"),), opened=frozenset(range(6))
    )
    after = next_round(rules, carry)
    assert paid(after, "burn") == owed


@pytest.mark.rule("S4")
@pytest.mark.parametrize(
    ("rules", "outcome", "owed"),
    [(QINGDAO, "broken", []), (IRVINE, "counter_burned", [(1, 0)])],
    ids=["qingdao", "irvine"],
)
def test_s4_the_opposite_breaks_the_burn(
    rules: RuleSet, outcome: str, owed: list[tuple[int, int]]
) -> None:
    # seed 000: 如果中间对头压牌或其他人烧此烧牌者，则算"解烧" (no tribute).
    hands = ["Q Q Q 9 3", "K K K SJ 5 5 3", "3", "3", "A A A 3", "3"]
    state = new_round(rules, hands, leader=0)
    step(state, 0, "Q Q Q")
    assert pass_until(state, 1) == [4]  # seat 4 declines to burn A's hand (his ally's)
    step(state, 1, "burn K K K")
    pass_until(state, 4)
    step(state, 4, "A A A")
    assert burn_outcomes(state) == [(1, 0, outcome)]
    finish(state)
    assert state.carry_forward().burns == ((1, 0, outcome),)
    assert paid(next_round(rules, state.carry_forward()), "burn") == owed


@pytest.mark.rule("S4")
@pytest.mark.parametrize(
    ("rules", "owed"),
    [(QINGDAO, []), (TONGSU, [(1, 0)]), (IRVINE, [(1, 0)])],
    ids=["qingdao", "tongsu", "irvine"],
)
def test_s4_a_burner_without_a_joker_to_lead_fails_and_is_last(
    rules: RuleSet, owed: list[tuple[int, int]]
) -> None:
    # seed 000: 烧失败，算大落; tongsu art. 32 诈烧: 大落 + 诈烧贡; irvine 备注11 likewise.
    hands = ["Q Q Q 9 3", "A SJ SJ 5 5 3", "7 3", "3", "3", "3"]
    state = new_round(rules, hands, leader=0)
    step(state, 0, "Q Q Q")
    step(state, 1, "burn A SJ SJ")
    pass_until(state, 2)  # the trick ends; seat 1 must lead and cannot: out of play
    assert burn_outcomes(state) == [(1, 0, "failed")]
    assert state.out_of_play == [1]
    assert state.trick.last_play is None  # seat 2 leads the next trick
    finish(state)
    assert state.finish_order[-1] == 1  # 大落
    assert len(state.hands[1]) == 3  # he keeps his cards
    carry = state.carry_forward()
    assert carry.burns == ((1, 0, "failed"),)
    assert paid(next_round(rules, carry), "burn") == owed


@pytest.mark.rule("S4")
def test_s4_irvine_the_target_of_a_failed_burn_opens() -> None:
    hands = ["Q Q Q 9 3", "A SJ SJ 5 5 3", "7 3", "3", "3", "3"]
    state = new_round(IRVINE, hands, leader=0)
    step(state, 0, "Q Q Q")
    step(state, 1, "burn A SJ SJ")
    pass_until(state, 2)
    assert burn_outcomes(state) == [(1, 0, "failed")]
    assert 0 in state.opened


# ---------------------------------------------------------------------------- S5 irvine examples


def _s5_start(hands: list[str]) -> Round:
    """A (seat 0) plays QQQ and B (seat 1) burns it with KKK."""
    state = new_round(IRVINE, hands, leader=0)
    step(state, 0, "Q Q Q")
    pass_until(state, 1)  # A's allies decline to burn
    assert burn_offered(state, 1)
    step(state, 1, "burn K K K")
    return state


B_HAND = "K K K SJ 4 4 4 4 BJ 5 5 5 5 5 3 3"


@pytest.mark.rule("S5", "S4")
def test_s5_example_1_burn_never_beaten_succeeds_a_owes_b() -> None:
    # 乙再出小王4444，大王55555，再出33，始终无人回击。则乙烧牌成功，下局甲进乙烧贡。
    state = _s5_start(["Q Q Q 9 3", B_HAND, "3", "3", "3", "3"])
    to_lead(state, 1)
    step(state, 1, "SJ 4 4 4 4")
    to_lead(state, 1)
    step(state, 1, "BJ 5 5 5 5 5")
    to_lead(state, 1)
    step(state, 1, "3 3")  # 备注13: 最后一手出3无须带王
    finish(state)
    assert state.finish_order[0] == 1
    carry = state.carry_forward()
    assert carry.burns == ((1, 0, "success"),)
    assert paid(next_round(IRVINE, carry), "burn") == [(0, 1)]


@pytest.mark.rule("S5", "S4")
def test_s5_example_2_a_later_play_beaten_no_tribute() -> None:
    # 乙再出小王4444。此时任意玩家丙回击大王5555。则乙烧牌失败，下局互不进贡。
    # 丙 = B's 对头 (seat 4), who may answer B's plays whatever they are.
    state = _s5_start(["Q Q Q 9 3", B_HAND, "3", "3", "BJ 5 5 5 5 3", "3"])
    to_lead(state, 1)
    step(state, 1, "SJ 4 4 4 4")
    pass_until(state, 4)
    step(state, 4, "BJ 5 5 5 5")
    assert burn_outcomes(state) == [(1, 0, "broken")]
    finish(state)
    carry = state.carry_forward()
    assert carry.burns == ((1, 0, "broken"),)
    assert paid(next_round(IRVINE, carry), "burn") == []


@pytest.mark.rule("S5", "G2")
def test_s5_example_2_the_next_seat_answers_with_a_plain_play() -> None:
    state = _s5_start(["Q Q Q 9 3", B_HAND, "BJ 5 5 5 5 3", "3", "3", "3"])
    to_lead(state, 1)
    step(state, 1, "SJ 4 4 4 4")
    assert state.to_act == 2 and kinds(state) == {"PASS", "PLAY"}
    step(state, 2, "BJ 5 5 5 5")
    finish(state)
    assert state.carry_forward().burns == ((1, 0, "broken"),)
    assert paid(next_round(IRVINE, state.carry_forward()), "burn") == []


@pytest.mark.rule("S5", "S4")
def test_s5_example_3_bs_opposite_counter_burns_b_owes_a() -> None:
    # 乙对家丁回击AAA。则乙被反烧，下局乙进甲反烧贡。
    state = _s5_start(["Q Q Q 9 3", B_HAND, "3", "3", "A A A 3", "3"])
    asked = pass_until(state, 4)
    assert 4 not in asked
    step(state, 4, "A A A")
    assert burn_outcomes(state) == [(1, 0, "counter_burned")]
    finish(state)
    carry = state.carry_forward()
    assert carry.burns == ((1, 0, "counter_burned"),)
    assert paid(next_round(IRVINE, carry), "burn") == [(1, 0)]


@pytest.mark.rule("S5", "S4")
def test_s5_example_4_a_third_player_burns_b_b_owes_a_then_c() -> None:
    # 非乙对家丙回击AAA，且按照烧牌规矩出完牌。则乙被反烧且被烧，下局乙先进甲反烧贡，乙再进丙烧贡。
    state = _s5_start(["Q Q Q 9 3", B_HAND, "A A A SJ 6 6 3", "3", "3", "3"])
    assert burn_offered(state, 2)  # C = seat 2 (A's ally, not B's 对头)
    step(state, 2, "burn A A A")
    to_lead(state, 2)
    step(state, 2, "SJ 6 6")
    to_lead(state, 2)
    step(state, 2, "3")
    finish(state)
    assert state.finish_order[0] == 2
    carry = state.carry_forward()
    assert carry.burns == ((1, 0, "counter_burned"), (2, 1, "success"))
    assert paid(next_round(IRVINE, carry), "burn") == [(1, 0), (1, 2)]


@pytest.mark.rule("S5")
def test_s5_irvine_a_joker_less_lead_before_the_last_is_refused() -> None:
    state = _s5_start(["Q Q Q 9 3", B_HAND, "3", "3", "3", "3"])
    to_lead(state, 1)
    assert refuse(state, 1, "5 5 5 5 5").rule == "S1"
    assert refuse(state, 1, "4 4 4 4").rule == "S1"


# ---------------------------------------------------------------------------- Y1 憋三


@pytest.mark.rule("Y1")
@pytest.mark.parametrize("name", ["qingdao", "linyi", "tongsu", "irvine"])
def test_y1_threes_only_as_the_last_play(name: str) -> None:
    hands = ["5 3 3", "3", "3", "3", "3", "3"]
    state = new_round(name, hands, leader=0)
    texts = {tuple(c.rank for c in a.cards) for a in state.legal_actions()}
    assert all(Rank.THREE not in ranks for ranks in texts)
    error = refuse(state, 0, "3 3")
    assert error.rule == "Y1" and "憋三" in error.zh
    assert refuse(state, 0, "3").rule == "Y1"
    step(state, 0, "5")
    to_lead(state, 0)
    step(state, 0, "3 3")
    assert state.finished == [0]


@pytest.mark.rule("Y1")
def test_y1_without_bie_san_a_three_may_lead() -> None:
    state = new_round(QINGDAO.replace(bie_san=False), ["5 3 3", "3", "3", "3", "3", "3"], 0)
    step(state, 0, "3")
    assert len(state.hands[0]) == 2


# ---------------------------------------------------------------------------- Y2 闷


@pytest.mark.rule("Y2")
@pytest.mark.parametrize("name", ["qingdao", "linyi", "tongsu", "irvine"])
def test_y2_beaten_before_the_threes_stuck_owes_the_beater(name: str) -> None:
    hands = ["9 3", "10 3", "3", "3", "3", "3"]
    state = new_round(name, hands, leader=0)
    step(state, 0, "9")
    assert state.stuck == []
    step(state, 1, "10")
    assert [(e.seat, e.by) for e in state.stuck] == [(0, 1)]
    finish(state)
    carry = state.carry_forward()
    assert [(e.seat, e.by) for e in carry.stuck] == [(0, 1)]
    assert paid(next_round(RuleSet.preset(name), carry), "stuck") == [(0, 1)]


@pytest.mark.rule("Y2")
def test_y2_not_stuck_when_the_play_before_the_threes_stands() -> None:
    hands = ["10 3", "9 3", "3", "3", "3", "3"]
    state = new_round(QINGDAO, hands, leader=0)
    step(state, 0, "10")
    to_lead(state, 0)
    step(state, 0, "3")
    finish(state)
    assert state.stuck == [] and state.carry_forward().stuck == ()
    assert paid(next_round(QINGDAO, state.carry_forward()), "stuck") == []


# 0 leads 9 and is stuck by seat 5; seat 5 goes out on his 3; the wind passes to seat 0.
WIND_HANDS = ["9 3", "5 3 3", "6 7 3", "K 3", "8 3", "10 3"]


def _stuck_then_wind(rules: RuleSet) -> Round:
    state = new_round(rules, WIND_HANDS, leader=0)
    step(state, 0, "9")
    pass_until(state, 5)
    step(state, 5, "10")
    assert [(e.seat, e.by) for e in state.stuck] == [(0, 5)]
    to_lead(state, 5)
    step(state, 5, "3")
    while state.trick.last_play is not None:  # nobody beats a 3: the trick ends, 接风
        assert state.to_act is not None
        step(state, state.to_act, "pass")
    return state


@pytest.mark.rule("Y2", "F7")
def test_y2_qingdao_a_stuck_player_takes_the_wind_and_still_owes() -> None:
    # seed 000: 最后走3之前的一手牌被人大过（即使后来接风走脱，也算）.
    state = _stuck_then_wind(QINGDAO)
    assert state.to_act == 0 and state.trick.last_play is None  # 接风
    step(state, 0, "3")
    assert state.finished == [5, 0]
    finish(state)
    assert paid(next_round(QINGDAO, state.carry_forward()), "stuck") == [(0, 5)]


@pytest.mark.rule("Y2", "F7")
def test_y2_tongsu_a_stuck_player_cannot_take_the_wind() -> None:
    # art. 15: 被"憋三"后不能"接风".
    state = _stuck_then_wind(TONGSU)
    assert state.to_act == 1 and state.trick.last_play is None
    assert 0 not in state.finished


@pytest.mark.rule("Y2", "E1")
@pytest.mark.parametrize(
    ("rules", "last"),
    [(TONGSU, 0), (TONGSU.replace(first_stuck_is_last=False), 1)],
    ids=["tongsu-first-stuck-last", "by-cards"],
)
def test_y2_tongsu_the_first_stuck_takes_the_last_place(rules: RuleSet, last: int) -> None:
    # art. 37 先清为落: 以第一个被闷（清）的玩家为大落 -- though he holds fewer cards.
    state = _stuck_then_wind(rules)
    step(state, 1, "5")  # seat 1 keeps "3 3"
    pass_until(state, 4)
    step(state, 4, "8")  # seat 1 stuck by seat 4
    to_lead(state, 4)
    step(state, 4, "3")
    finish(state)
    assert [(e.seat, e.by) for e in state.stuck] == [(0, 5), (1, 4)]
    assert len(state.hands[0]) == 1 and len(state.hands[1]) == 2
    assert len(state.finish_order) == 6
    assert state.finish_order[-1] == last


# ---------------------------------------------------------------------------- Y3 买三, Y4 买四


@pytest.mark.rule("Y3")
def test_y3_buy_a_three_with_a_two_from_the_opposite() -> None:
    hands = ["2 9 9", "3", "3 3", "3 3 5", "3", "3"]
    state = new_round(QINGDAO, hands, leader=0)
    assert n_of(state, 0, Rank.THREE) == 1 and n_of(state, 0, Rank.TWO) == 0
    assert n_of(state, 3, Rank.THREE) == 1 and n_of(state, 3, Rank.TWO) == 1
    assert n_of(state, 2, Rank.THREE) == 2  # the ally is not asked while the 对头 can sell


@pytest.mark.rule("Y3")
def test_y3_buy_with_a_joker_when_there_is_no_two() -> None:
    hands = ["SJ 9 9", "3", "3", "3 3 5", "3", "3"]
    state = new_round(QINGDAO, hands, leader=0)
    assert n_of(state, 0, Rank.THREE) == 1 and n_of(state, 0, Rank.SMALL_JOKER) == 0
    assert n_of(state, 3, Rank.SMALL_JOKER) == 1


@pytest.mark.rule("Y3")
@pytest.mark.parametrize(
    ("name", "seller"),
    [("qingdao", 1), ("linyi", 1), ("irvine", 2)],
)
def test_y3_whom_to_buy_from_when_the_opposite_has_one_three(name: str, seller: int) -> None:
    # qingdao: 对头, then 对头的联邦, then 自己的联邦. irvine: 对家, then 向上家买三，以此类推
    # (seat 2 comes before seat 1 whether 上家 is read from the buyer (5, 4, 3, 2) or his 对家).
    hands = ["2 9 9", "3 3", "3 3", "3", "3", "3"]
    state = new_round(name, hands, leader=0)
    assert n_of(state, 0, Rank.THREE) == 1
    assert n_of(state, seller, Rank.THREE) == 1 and n_of(state, seller, Rank.TWO) == 1
    other = 3 - seller  # the other of seats 1 and 2
    assert n_of(state, other, Rank.THREE) == 2


@pytest.mark.rule("Y3")
def test_y3_nobody_sells_a_last_three() -> None:
    hands = ["2 9 9", "3", "3", "3", "3", "3"]
    state = new_round(QINGDAO, hands, leader=0)
    assert n_of(state, 0, Rank.THREE) == 0 and n_of(state, 0, Rank.TWO) == 1


@pytest.mark.rule("Y3", "Y4")
@pytest.mark.parametrize(
    ("name", "first", "later"),
    [("qingdao", True, True), ("tongsu", False, True)],
)
def test_y3_tongsu_no_buying_in_the_first_round(name: str, first: bool, later: bool) -> None:
    # tongsu art. 20: "和平局"...无需"买三买四".
    hands = ["2 2 9 9", "3", "3", "3 3 4 4 5", "3 4", "3 4"]
    rules = RuleSet.preset(name)
    state = deal(rules, hands)
    assert (n_of(state, 0, Rank.THREE) == 1) is first
    carry = Carry((1, 0, 3, 2, 4, 5), 5, False, opened=frozenset(range(6)))
    after = next_round(rules, carry, hands)
    assert (n_of(after, 0, Rank.THREE) == 1) is later


@pytest.mark.rule("Y3")
def test_y3_qingdao_no_three_and_nothing_to_pay_revolts_automatically() -> None:
    hands = ["9 9 5", "2 3", "2 3", "2 3 3", "2 3", "2 3"]
    state = to_revolution(QINGDAO, hands, leader=0)
    assert state.revolutionary == 0 or (
        state.phase is Phase.REVOLUTION and state.to_act == 0 and kinds(state) == {"REVOLT"}
    )


@pytest.mark.rule("Y4")
@pytest.mark.parametrize(
    ("name", "buys"),
    [("qingdao", False), ("linyi", True), ("tongsu", False), ("irvine", False)],
)
def test_y4_buy_a_four_in_the_first_round(name: str, buys: bool) -> None:
    hands = ["2 2 9 3", "3 4", "3 4", "3 4 4 5", "3 4", "3 4"]
    state = deal(name, hands)
    assert (n_of(state, 0, Rank.FOUR) == 1) is buys
    assert n_of(state, 3, Rank.FOUR) == (1 if buys else 2)


@pytest.mark.rule("Y4")
@pytest.mark.parametrize(("name", "buys"), [("tongsu", True), ("irvine", False)])
def test_y4_buy_a_four_in_a_later_round(name: str, buys: bool) -> None:
    hands = ["2 2 9 3", "3 4", "3 4", "3 4 4 5", "3 4", "3 4"]
    carry = Carry((1, 0, 3, 2, 4, 5), 5, False, opened=frozenset(range(6)))
    after = next_round(RuleSet.preset(name), carry, hands)
    assert (n_of(after, 0, Rank.FOUR) == 1) is buys


# ---------------------------------------------------------------------------- R1 revolt


@pytest.mark.rule("R1")
@pytest.mark.parametrize("name", ["qingdao", "linyi", "irvine"])
def test_r1_only_a_seat_without_twos_and_jokers_is_asked(name: str) -> None:
    hands = ["5 3", "2 3", "SJ 3", "BJ 6 3", "7 3", "2 2 3"]
    state = to_revolution(RuleSet.preset(name), hands, leader=0)
    assert state.phase is Phase.REVOLUTION
    assert kinds(state) == {"REVOLT", "STAY"}
    assert revolution_answers(state, set()) == [0, 4]
    assert state.phase is Phase.PLAY and state.revolutionary is None


@pytest.mark.rule("R1")
def test_r1_tongsu_a_revolutionary_needs_three_pure_gouji_hands() -> None:
    # art. 46: 在保证能够依次发出三手纯够级牌后，可以"革命".
    hands = ["Q Q Q K K A A 3", "2 3", "2 3", "2 3", "7 3", "2 3"]
    state = to_revolution(TONGSU, hands, leader=0)
    assert revolution_answers(state, set()) == [0]


@pytest.mark.rule("R1")
@pytest.mark.parametrize(
    ("name", "hands"),
    [
        ("qingdao", ["5 3", "2 3", "6 3", "2 3", "2 3", "2 3"]),
        ("linyi", ["5 3", "2 3", "6 3", "2 3", "2 3", "2 3"]),
        ("tongsu", ["Q Q Q K K A A 3", "2 3", "J J J J K K A A 3", "2 3", "2 3", "2 3"]),
    ],
)
def test_r1_two_revolutions_void_the_deal(name: str, hands: list[str]) -> None:
    state = to_revolution(RuleSet.preset(name), hands, leader=0)
    assert revolution_answers(state, {0, 2}) == [0, 2]
    assert state.phase is Phase.VOID and state.is_over
    assert state.legal_actions() == [] and state.scores == (0, 0)


@pytest.mark.rule("R1")
def test_r1_one_revolution_does_not_void_the_deal() -> None:
    state = to_revolution(QINGDAO, ["5 3", "2 3", "6 3", "2 3", "2 3", "2 3"], leader=0)
    assert revolution_answers(state, {2}) == [0, 2]
    assert state.phase is not Phase.VOID and state.revolutionary == 2


@pytest.mark.rule("R1")
def test_r1_irvine_at_most_one_revolutionary_the_last_places_asked_first() -> None:
    # 备注4: 每局最多只能有一名"革命"者，优先级按上局完成排名的倒序排列，即大落有优先选择权.
    # Last round: 1, 0, 3, 2, 5, 4 (seat 4 大落). Seats 0 and 2 may revolt; seat 2 (四科)
    # ranks below seat 0 (二科) and is asked first, though seat 0 comes first in turn from 4.
    hands = ["5 3", "SJ 3", "6 3", "SJ 3", "SJ 3", "SJ 3"]
    carry = Carry((1, 0, 3, 2, 5, 4), 4, False)
    state = Round(IRVINE, deal=[parse_cards(t) for t in hands], carry=carry)
    assert all(not t.cards for t in state.tribute)  # nobody had anything to pay
    assert state.phase is Phase.REVOLUTION
    assert state.to_act == 2
    asked = revolution_answers(state, {0, 2})
    assert asked == [2], "after one revolt nobody else is asked"
    assert state.phase is not Phase.VOID and state.revolutionary == 2


@pytest.mark.rule("R1")
def test_r1_irvine_after_a_sweep_the_last_place_is_asked_first() -> None:
    # Last round 0, 2, 4 swept; the swept alliance's 大落 (last_place) is seat 1.
    hands = ["5 3", "6 3", "SJ 3", "7 3", "SJ 3", "SJ SJ 3"]
    state = Round(IRVINE, deal=[parse_cards(t) for t in hands], carry=Carry((0, 2, 4), 1, True))
    while state.phase is Phase.RETURN_TRIBUTE:  # 还贡 for the 串贡 seat 5 paid
        state.apply(state.legal_actions()[0])
    assert state.phase is Phase.REVOLUTION
    assert state.to_act == 1


# ---------------------------------------------------------------------------- R2 place, opening


@pytest.mark.rule("R2")
def test_r2_the_revolutionary_is_not_opened_his_opposite_is() -> None:
    state = to_revolution(QINGDAO, ["5 3", "2 3", "2 3", "2 3", "2 3", "2 3"], leader=1)
    revolution_answers(state, {0})
    assert state.revolutionary == 0
    assert 0 not in state.opened and 3 in state.opened
    assert state.opened == {3}, "nobody else opens by the revolution"


# leader 2; only seat 0 may revolt (everyone else holds a 2).
R2_HANDS = ["5 3", "2 3", "2 3", "2 7 3", "2 K 3", "2 3"]


def _revolted(leader: int, hands: list[str] = R2_HANDS) -> Round:
    state = to_revolution(QINGDAO, hands, leader=leader)
    revolution_answers(state, {0})
    assert state.phase is Phase.HEAD_CHOICE and state.to_act == 3
    state.apply(Action(ActionKind.NO_HEAD, 3))
    assert state.phase is Phase.PLAY
    return state


@pytest.mark.rule("R2", "E4")
def test_r2_third_place_when_his_partners_take_the_first_two() -> None:
    state = _revolted(leader=2)
    step(state, 2, "2")
    to_lead(state, 2)
    step(state, 2, "3")  # 头科
    to_lead(state, 3)
    assert state.four_way
    step(state, 3, "7")
    step(state, 4, "K")
    to_lead(state, 4)
    step(state, 4, "2")
    to_lead(state, 4)
    step(state, 4, "3")  # 二科: with the revolutionary, 串三户
    assert state.is_over
    assert state.finish_order == (2, 4, 0)
    assert state.scores == (6, -6)


@pytest.mark.rule("R2")
def test_r2_fourth_place_otherwise() -> None:
    state = _revolted(leader=1)
    step(state, 1, "2")
    to_lead(state, 1)
    step(state, 1, "3")
    finish(state)
    assert len(state.finish_order) == 6
    assert state.finish_order[0] == 1 and state.finish_order[3] == 0


# ---------------------------------------------------------------------------- R3 要头 / 无头

R3_HANDS = ["5 3", "2 3", "2 3", "2 K K 3", "2 A A 3", "2 3"]


@pytest.mark.rule("R3", "E6")
@pytest.mark.parametrize("choice", [ActionKind.WANT_HEAD, ActionKind.NO_HEAD])
def test_r3_qingdao_the_opposite_chooses_head_or_headless(choice: ActionKind) -> None:
    state = to_revolution(QINGDAO, R3_HANDS, leader=3)
    revolution_answers(state, {0})
    assert state.phase is Phase.HEAD_CHOICE and state.to_act == 3
    assert kinds(state) == {"WANT_HEAD", "NO_HEAD"}
    state.apply(Action(choice, 3))
    assert state.phase is Phase.PLAY and state.to_act == 3
    step(state, 3, "K K")
    if choice is ActionKind.WANT_HEAD:
        # 够死级: nobody may answer but by burning (seat 4 is 3's ally, he may burn)
        assert state.dead_gouji[3] == 2
        assert state.to_act == 4 and kinds(state) == {"PASS", "BURN"}
        step(state, 4, "pass")
        assert state.to_act == 3 and state.trick.last_play is None
    else:
        # 无头: normal following, the next seat may simply play
        assert state.dead_gouji[3] == 0
        assert state.to_act == 4 and kinds(state) == {"PASS", "PLAY"}


@pytest.mark.rule("R3")
@pytest.mark.parametrize("name", ["tongsu", "irvine", "linyi"])
def test_r3_no_choice_the_opposite_is_headless(name: str) -> None:
    # tongsu art. 49 禁止要头; irvine 备注3; linyi: 当革命者选择不冲点时，其对家默认为无头.
    hands = ["Q Q Q K K A A 3", "2 3", "2 3", "2 K K 3", "2 A A 3", "2 3"]
    state = to_revolution(RuleSet.preset(name), hands, leader=3)
    revolution_answers(state, {0})
    if state.phase is Phase.CHONG_DIAN and name != "tongsu":
        state.apply(Action(ActionKind.NO_CHONG_DIAN, 0))
    elif state.phase is Phase.CHONG_DIAN:
        state.apply(state.legal_actions()[0])
        while state.phase is Phase.CHONG_DIAN_ANSWER:
            state.apply(Action(ActionKind.PASS, 3))
    assert state.phase is Phase.PLAY
    assert 3 in state.headless and state.dead_gouji[3] == 0


@pytest.mark.rule("R3", "R4")
def test_r3_linyi_head_choice_after_a_chong_dian() -> None:
    hands = ["Q Q Q K K A A 3", "2 3", "2 3", "2 3", "2 3", "2 3"]
    state = to_revolution(LINYI, hands, leader=3)
    revolution_answers(state, {0})
    state.apply(Action(ActionKind.CHONG_DIAN, 0, tuple(parse_cards("Q Q Q K K A A"))))
    state.apply(Action(ActionKind.PASS, 3))
    assert state.phase is Phase.HEAD_CHOICE and state.to_act == 3


# ---------------------------------------------------------------------------- R4 冲点

CHONG_HANDS = ["Q Q Q K K A A 3", "2 3", "2 3", "K K K A A 2 2 3", "2 3", "2 3"]


@pytest.mark.rule("R4")
@pytest.mark.parametrize(
    ("name", "phase", "optional"),
    [
        ("qingdao", Phase.HEAD_CHOICE, None),
        ("linyi", Phase.CHONG_DIAN, True),
        ("tongsu", Phase.CHONG_DIAN, False),
        ("irvine", Phase.CHONG_DIAN, True),
    ],
)
def test_r4_who_may_charge_the_point(name: str, phase: Phase, optional: bool | None) -> None:
    state = to_revolution(RuleSet.preset(name), CHONG_HANDS, leader=0)
    revolution_answers(state, {0})
    assert state.phase is phase
    if optional is not None:
        assert state.to_act == 0
        assert ("NO_CHONG_DIAN" in kinds(state)) is optional
        charge = Action(ActionKind.CHONG_DIAN, 0, tuple(parse_cards("Q Q Q K K A A")))
        assert charge in state.legal_actions()


@pytest.mark.rule("R4")
@pytest.mark.parametrize("name", ["linyi", "irvine", "tongsu"])
def test_r4_unanswered_charge_opens_the_revolutionary(name: str) -> None:
    state = to_revolution(RuleSet.preset(name), CHONG_HANDS, leader=0)
    revolution_answers(state, {0})
    state.apply(Action(ActionKind.CHONG_DIAN, 0, tuple(parse_cards("Q Q Q K K A A"))))
    assert state.phase is Phase.CHONG_DIAN_ANSWER and state.to_act == 3
    state.apply(Action(ActionKind.PASS, 3))
    while state.phase is Phase.CHONG_DIAN_ANSWER:  # tongsu art. 47: asked on the later hands
        state.apply(Action(ActionKind.PASS, 3))
    assert 0 in state.opened and state.out_of_play == []


@pytest.mark.rule("R4")
@pytest.mark.parametrize(("name", "failed"), [("irvine", False), ("tongsu", True)])
def test_r4_all_three_beaten(name: str, failed: bool) -> None:
    # irvine 备注5: 三套够级牌全打死后革命者不开点，对家开点.
    # tongsu art. 47: 第三手够级牌仍被打掉，则"革命"失败，玩家为"大落"且不开点.
    state = to_revolution(RuleSet.preset(name), CHONG_HANDS, leader=0)
    revolution_answers(state, {0})
    state.apply(Action(ActionKind.CHONG_DIAN, 0, tuple(parse_cards("Q Q Q K K A A"))))
    for answer in ("K K K", "A A", "2 2"):
        assert state.phase is Phase.CHONG_DIAN_ANSWER
        step(state, 3, answer)
    assert 0 not in state.opened and 3 in state.opened
    assert (state.out_of_play == [0]) is failed
    finish(state)
    assert (state.finish_order[-1] == 0) is failed
    if not failed:
        assert state.finish_order[3] == 0


@pytest.mark.rule("R4")
def test_r4_tongsu_the_opposite_opens_only_with_a_pure_answer() -> None:
    hands = ["Q Q Q K K A A 3", "2 3", "2 3", "K K A SJ SJ BJ BJ 3", "2 3", "2 3"]
    state = to_revolution(TONGSU, hands, leader=0)
    revolution_answers(state, {0})
    state.apply(Action(ActionKind.CHONG_DIAN, 0, tuple(parse_cards("Q Q Q K K A A"))))
    for answer in ("K K SJ", "A SJ", "BJ BJ"):
        step(state, 3, answer)
    assert state.out_of_play == [0]
    assert 3 not in state.opened


# ---------------------------------------------------------------------------- R5 乱缠


R5_HANDS = ["5 3", "2 3", "2 K K 9 3", "2 A A 3", "2 3", "2 3"]


@pytest.mark.rule("R5", "E2")
@pytest.mark.parametrize("revolt", [True, False], ids=["revolution", "no-revolution"])
def test_r5_four_way_once_the_first_is_out_after_a_revolution(revolt: bool) -> None:
    state = to_revolution(QINGDAO, R5_HANDS, leader=1)
    revolution_answers(state, {0} if revolt else set())
    if revolt:
        state.apply(Action(ActionKind.NO_HEAD, 3))
    step(state, 1, "2")
    to_lead(state, 1)
    step(state, 1, "3")  # 头科
    to_lead(state, 2)
    assert state.four_way is revolt
    step(state, 2, "K K")
    assert state.to_act == 3
    if revolt:
        assert kinds(state) == {"PASS", "PLAY"}  # 乱缠: anybody may beat it in turn
        assert state.trick.burn_queue == []
    else:
        assert kinds(state) == {"PASS", "BURN"}  # still a gouji hand: a burn window
