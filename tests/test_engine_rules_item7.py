"""Scenarios for the rules issue 16 found not modelled at all (items 2 and 7 of its list): each
under the rulebook that states it (seed 000 qingdao, seed 002 text 3 tongsu by article), with
today's behaviour kept under the other presets.

Seats 0-5; seat s faces s+3; 0, 2, 4 are one alliance, 1, 3, 5 the other.
"""

from __future__ import annotations

import random

import pytest
from test_engine_rulebook_passages import FILL, PLAIN_CARRY, later_round

from gouji_learn import format_cards, parse_cards
from gouji_learn.engine import (
    Action,
    ActionKind,
    Carry,
    GameRecord,
    HeuristicBot,
    Phase,
    RandomBot,
    Round,
    RoundRecord,
    play_game,
    play_out,
    record_of,
    replay,
)
from gouji_learn.engine.worlds import hand_sizes
from gouji_learn.rules.cards import Rank
from gouji_learn.rules.ruleset import TributeKind

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


# ------------------------------------------------------------------ qingdao: 拒绝吃贡 (X3)

RICH_LAST = [*FILL[:5], "BJ 2 3 4 10"]
"""The 大落 (seat 5) holds a 大王 and a 2: his 落贡 to the 头科 (seat 0) is both."""


def offered(preset: str) -> Round:
    """The round after PLAIN_CARRY dealt RICH_LAST, declarations (预点) passed."""
    state = Round(preset, seed=0, deal=[parse_cards(h) for h in RICH_LAST], carry=PLAIN_CARRY)
    while state.phase is Phase.DECLARE_YU:
        state.do("no declaration")
    return state


@pytest.mark.rule("X3")
def test_qingdao_receiver_is_asked_before_the_tribute_moves() -> None:
    """Seed 000 (qingdao), 进贡 point 4: 进完贡，“落贡”必须还贡。所有吃贡者可拒绝吃贡. The
    头科 is asked first; the cards are still the 大落's."""
    state = offered("qingdao")
    assert (state.phase, state.to_act) == (Phase.ACCEPT_TRIBUTE, 0)
    assert [a.kind for a in state.legal_actions()] == [
        ActionKind.ACCEPT_TRIBUTE,
        ActionKind.REFUSE_TRIBUTE,
    ]
    assert state.hands[5].count(Rank.BIG_JOKER) == 1


@pytest.mark.rule("X3")
def test_qingdao_refused_tribute_is_neither_paid_nor_returned() -> None:
    """Qingdao: a receiver who refuses (拒绝吃贡) takes nothing, so owes no 还贡."""
    state = offered("qingdao").do("拒绝吃贡")
    assert state.phase is not Phase.RETURN_TRIBUTE
    assert [p for p in state.tribute if p.cards] == []
    assert state.hands[5].count(Rank.BIG_JOKER) == 1
    assert state.to_return == []


@pytest.mark.rule("X3")
def test_qingdao_accepted_tribute_is_paid_then_returned() -> None:
    """Qingdao: accepted (吃贡), the 落贡 moves and is returned card for card (落贡必须还贡)."""
    state = offered("qingdao").do("accept")
    first = state.tribute[0]
    assert (first.payer, first.receiver, format_cards(first.cards)) == (5, 0, "BJ 2")
    assert (state.phase, state.to_act, len(state.to_return)) == (Phase.RETURN_TRIBUTE, 0, 2)


@pytest.mark.rule("X3")
@pytest.mark.parametrize("preset", ["linyi", "tongsu", "irvine"])
def test_other_rulebooks_pay_tribute_without_asking(preset: str) -> None:
    """Only qingdao lets a receiver refuse: elsewhere the 落贡 is paid at once, and accepting
    or refusing is refused with rule X3."""
    state = offered(preset)
    assert state.phase is not Phase.ACCEPT_TRIBUTE
    assert state.tribute[0].payer == 5 and state.tribute[0].cards
    refusal = state.refusal(Action(ActionKind.REFUSE_TRIBUTE, 0))
    assert refusal is not None and refusal.rule == "X3"


@pytest.mark.rule("X3")
def test_qingdao_only_the_receiver_offered_answers() -> None:
    """Qingdao: seat 1 is offered nothing now; his 吃贡 is refused (X3), the state unchanged."""
    state = offered("qingdao")
    refusal = state.refusal(Action(ActionKind.ACCEPT_TRIBUTE, 1))
    assert refusal is not None and refusal.rule == "X3"
    assert "1" in state.why(Action(ActionKind.ACCEPT_TRIBUTE, 1), "en")


def test_qingdao_bots_accept_and_a_refusing_round_replays() -> None:
    """HeuristicBot accepts tribute; a record of a round with a refusal replays identically."""
    state = offered("qingdao")
    choice = HeuristicBot().act(state.view(0), state.legal_actions())
    assert choice.kind is ActionKind.ACCEPT_TRIBUTE
    state.do("refuse")
    play_out(state, [HeuristicBot() for _ in range(6)])
    record = RoundRecord.from_json(record_of(state).to_json())
    assert Action(ActionKind.REFUSE_TRIBUTE, 0) in record.actions
    assert replay(record) == state


def test_qingdao_random_bots_accept_or_refuse_and_the_game_replays() -> None:
    """RandomBot answers an offer like any choice: over a few games both answers come up, and
    each game's record is read back (every round replayed to its stored result)."""
    kinds = set()
    for seed in range(3):
        game = play_game("qingdao", seed=seed, bots=[RandomBot(s) for s in range(6)], rounds=3)
        assert GameRecord.from_json(game.to_json()) == game
        kinds |= {a.kind for r in game.rounds for a in r.actions}
    assert {ActionKind.ACCEPT_TRIBUTE, ActionKind.REFUSE_TRIBUTE} <= kinds


@pytest.mark.rule("X3", "O2")
def test_qingdao_offer_in_the_notation_and_the_view() -> None:
    """The offer is public (the grounds of tribute are): the situation line and every seat's
    view name it; "吃贡"/"accept" and "拒绝吃贡"/"拒贡"/"refuse" are the moves' words."""
    state = offered("qingdao")
    assert "seat 5 owes seat 0 2 card(s) of last tribute" in state.situation("en")
    assert "5号欠0号落贡 2 张" in state.situation("zh")
    assert state.view(3).offer == (TributeKind.LAST, 5, 0, 2)
    assert state.copy().do("吃贡").view(3).offer is None
    state.do("拒贡")
    assert state.history[-1] == Action(ActionKind.REFUSE_TRIBUTE, 0)
    assert state.view(3).log[-2].kind is ActionKind.REFUSE_TRIBUTE


# ------------------------------------------------------------------ tongsu art. 26: 不换点 (X5)

NEITHER_OPENED = Carry((0, 1, 2, 3, 4, 5), 5, False, opened=frozenset({1, 2, 4, 5}))
"""A previous round where 对头 0 and 3 both failed to open: they owe each other 点贡 (换点)."""

TWOS = [*FILL]
TWOS[0], TWOS[3] = "2 3 4 5", "2 3 4 8"
"""Seats 0 and 3 each hold one 2 to pay the other."""


def swapping(preset: str) -> Round:
    """The round after NEITHER_OPENED dealt TWOS, at its start."""
    return Round(preset, seed=0, deal=[parse_cards(h) for h in TWOS], carry=NEITHER_OPENED)


def point_paid(state: Round) -> list[tuple[int, int, str]]:
    """(payer, receiver, cards) of each 点贡 that moved."""
    return [
        (p.payer, p.receiver, format_cards(p.cards)) for p in state.tribute if p.kind == "point"
    ]


@pytest.mark.rule("X5")
def test_tongsu_opposites_who_both_agree_swap_no_point_tribute() -> None:
    """Seed 002 text 3 (tongsu), art. 26: 相对的玩家均未开点，互进点贡，称为“换点”；如果互相明确
    同意折抵对家的点贡，即“不换点”。是否换点，应在“大落”开始抓牌之前商定 … 即使“不换点”亦应将点贡
    亮明. Seats 0 and 3 are asked first, from the leader (the 大落, 5) in turn; both say 不换点:
    no 2 moves, and each 2 is shown to every seat."""
    state = swapping("tongsu")
    assert (state.phase, state.to_act) == (Phase.POINT_SWAP, 0)
    assert [a.kind for a in state.legal_actions()] == [ActionKind.KEEP_SWAP, ActionKind.WAIVE_SWAP]
    state.do("不换点", "no swap")
    assert point_paid(state) == []
    assert state.hands[0].count(Rank.TWO) == state.hands[3].count(Rank.TWO) == 1
    shown = [(e.seat, format_cards(e.cards or ())) for e in state.view(1).log if e.kind == "point"]
    assert shown == [(3, "2"), (0, "2")]


@pytest.mark.rule("X5")
@pytest.mark.parametrize("answers", [("swap", "swap"), ("no swap", "swap"), ("swap", "no swap")])
def test_tongsu_swap_holds_unless_both_agree(answers: tuple[str, str]) -> None:
    """Art. 26: 如玩家不表示或未商定是否换点，则默认为“换点”: one 不换点 is not an agreement."""
    state = swapping("tongsu").do(*answers)
    assert point_paid(state) == [(3, 0, "2"), (0, 3, "2")]


@pytest.mark.rule("X5")
@pytest.mark.parametrize(
    ("preset", "payers"), [("qingdao", {0, 3}), ("linyi", {0, 3}), ("irvine", set())]
)
def test_other_rulebooks_never_ask(preset: str, payers: set[int]) -> None:
    """Only tongsu lets opposites agree not to swap: elsewhere nobody is asked, the point
    tribute simply moves (irvine: neither pays when neither opened), and a 不换点 is refused
    with rule X5."""
    state = swapping(preset)
    assert state.phase is not Phase.POINT_SWAP
    refusal = state.refusal(Action(ActionKind.WAIVE_SWAP, state.to_act or 0))
    assert refusal is not None and refusal.rule == "X5"
    while state.phase is Phase.DECLARE_YU or state.phase is Phase.ACCEPT_TRIBUTE:
        state.apply(state.legal_actions()[0])
    assert {payer for payer, _, cards in point_paid(state) if cards} == payers


@pytest.mark.rule("X5")
def test_tongsu_asks_only_opposites_who_would_swap() -> None:
    """Art. 26 concerns opposites who both failed to open: with everyone opened, nobody is
    asked, and seat 1 (opened) may not answer (X5)."""
    assert Round("tongsu", 0, [parse_cards(h) for h in TWOS], PLAIN_CARRY).phase is not (
        Phase.POINT_SWAP
    )
    refusal = swapping("tongsu").refusal(Action(ActionKind.WAIVE_SWAP, 1))
    assert refusal is not None and refusal.rule == "X5"


def test_tongsu_swap_bots_and_replay() -> None:
    """HeuristicBot keeps the default (换点); random bots answer either way and their games
    replay from their records."""
    state = swapping("tongsu")
    assert HeuristicBot().act(state.view(0), state.legal_actions()).kind is ActionKind.KEEP_SWAP
    state.do("no swap", "no swap")
    play_out(state, [RandomBot(s) for s in range(6)])
    record = RoundRecord.from_json(record_of(state).to_json())
    assert replay(record) == state


@pytest.mark.rule("O1", "F8")
def test_tongsu_pooled_fives_are_laid_in_the_open() -> None:
    """Art. 44: 将手中全部点数“5”的牌摆出汇总: every seat sees who laid how many 5s, and the
    card counts the views tell follow them."""
    state = at_play("tongsu", HUI_WU_HANDS)
    laid = [(e.seat, e.count) for e in state.view(0).log if e.kind is ActionKind.PLAY]
    assert laid == [(1, 2), (3, 1), (5, 1)]
    assert hand_sizes(state.view(0)) == {s: state.hands[s].size for s in range(1, 6)}


# ------------------------------------------------------------------ tongsu: 点手 (X3)

SEAT_0_UNOPENED = Carry((0, 1, 2, 3, 4, 5), 5, False, opened=frozenset({1, 2, 3, 4, 5}))
"""A previous round where only seat 0 failed to open: he owes his 对家 3 one 点贡."""

DRAWS = ["3 BJ 4 5", "3 4 6 6", "3 4 7 7", "3 4 8 9 10 J Q K", "3 4 9 9", "3 4 10 10"]
"""Seat 0 draws a 大王 second; seat 3 draws eight cards of distinct ranks (a script deals each
seat's cards in the order given, seat 0 drawing first)."""


def dian_shou_round(preset: str, hands: list[str], seed: int = 0) -> Round:
    """The round after SEAT_0_UNOPENED dealt ``hands``, at its start."""
    return Round(preset, seed, [parse_cards(h) for h in hands], SEAT_0_UNOPENED)


@pytest.mark.rule("X3")
@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_tongsu_dian_shou_returns_the_dui_jia_s_later_draw(seed: int) -> None:
    """Seed 002 text 3 (tongsu), art. 27: 需要进点贡的玩家抓到大王的牌之后，亮出该牌，同时要求对家
    在几手之后抓到的牌同样亮出回复给该玩家，称之为“点手”. Seat 0 drew his 大王 on his 2nd draw;
    seat 3 draws after him in each turn, so the k-th later draw of seat 3 is his (k+1)-th card.
    The payer names k blind (from the seed); the card is shown to every seat and moves to him,
    and he still pays the 大王 as 点贡."""
    state = dian_shou_round("tongsu", DRAWS, seed)
    assert (state.phase, state.to_act) == (Phase.DIAN_SHOU, 0)
    asked = [a.kind for a in state.legal_actions()]
    assert asked == [ActionKind.DIAN_SHOU, ActionKind.NO_DIAN_SHOU]
    k = random.Random(f"点手 {seed} 0").randint(1, 4)  # the payer's blind count of draws
    expected = DRAWS[3].split()[k]  # his k-th draw after global draw 6: index 1 is draw 9
    state.do("点手")
    assert state.phase is not Phase.DIAN_SHOU
    returned = [e for e in state.view(1).log if e.kind is ActionKind.DIAN_SHOU and e.cards]
    assert [(e.seat, e.to, format_cards(e.cards or ())) for e in returned] == [(3, 0, expected)]
    rank = parse_cards(expected)[0].rank
    drawn = sum(card.rank is rank for card in parse_cards(DRAWS[0]))
    assert state.hands[0].count(rank) == drawn + 1
    first = state.tribute[0]
    assert (first.kind, first.payer, first.receiver, format_cards(first.cards)) == (
        TributeKind.POINT,
        0,
        3,
        "BJ",
    )


@pytest.mark.rule("X3")
def test_tongsu_dian_shou_lapses_without_a_later_draw() -> None:
    """Art. 27: 如果“几手”之后对家无牌可抓，则点手失效: seat 0 draws his 大王 last, seat 3 has no
    draw after it: nothing moves."""
    hands = [*DRAWS]
    hands[0], hands[3] = "3 4 5 6 7 BJ", "3 4"
    state = dian_shou_round("tongsu", hands).do("点手")
    assert not [e for e in state.view(1).log if e.kind is ActionKind.DIAN_SHOU and e.cards]
    assert format_cards(state.hands[3].cards()) == "3 4 BJ"  # his two draws and the 点贡


@pytest.mark.rule("X3")
def test_tongsu_small_joker_may_not_dian_shou() -> None:
    """Art. 27: 有的地方亦规定，小王的贡牌可以点对家最后一手抓到的牌，对此，本规则不予采纳 …
    只有亮出大王的贡牌才可以“点手”: a 小王 点贡 is paid without asking, and 点手 is refused
    (X3); 不点手 leaves the cards where they are."""
    hands = [*DRAWS]
    hands[0] = "3 SJ 4 5"
    state = dian_shou_round("tongsu", hands)
    assert state.phase is not Phase.DIAN_SHOU
    refusal = state.refusal(Action(ActionKind.DIAN_SHOU, 0))
    assert refusal is not None and refusal.rule == "X3" and "小王" in refusal.zh
    kept = dian_shou_round("tongsu", DRAWS).do("不点手")
    assert kept.hands[3].size == 9  # his eight draws and the 点贡


@pytest.mark.rule("X3")
@pytest.mark.parametrize("preset", ["qingdao", "linyi", "irvine"])
def test_other_rulebooks_never_ask_dian_shou(preset: str) -> None:
    """Only tongsu has 点手: elsewhere the 大王 点贡 payer is not asked, and 点手 is refused
    with rule X3."""
    state = dian_shou_round(preset, DRAWS)
    assert state.phase is not Phase.DIAN_SHOU
    refusal = state.refusal(Action(ActionKind.DIAN_SHOU, 0))
    assert refusal is not None and refusal.rule == "X3"


def test_tongsu_dian_shou_bots_and_replay() -> None:
    """HeuristicBot calls 点手; random bots call it or not and the round replays from its
    record."""
    state = dian_shou_round("tongsu", DRAWS)
    assert HeuristicBot().act(state.view(0), state.legal_actions()).kind is ActionKind.DIAN_SHOU
    play_out(state, [RandomBot(s) for s in range(6)])
    record = RoundRecord.from_json(record_of(state).to_json())
    assert replay(record) == state
