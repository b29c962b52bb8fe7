"""RuleSet: the rule variants of the four rulebooks as named, documented options.

Each option names the digest rule it implements and says which rulebook chooses what and
why. ``RuleSet()`` is the ``qingdao`` preset; ``RuleSet.preset(name)`` gives any of the four;
``rules.replace(option=value)`` makes a variant. Where the sources contradict each other the
point is an option here, never a hidden choice in the code.
"""

from __future__ import annotations

import dataclasses
import difflib
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from .errors import RuleSetError, short_repr

PRESET_NAMES: tuple[str, ...] = ("qingdao", "linyi", "tongsu", "irvine")
"""The four rulebooks of the sources; ``qingdao`` is the default."""

PRESET_SOURCES: dict[str, str] = {
    "qingdao": "seed 000: the Qingdao-style forum 'textbook' (教科书) with numbered options",
    "linyi": "seed 002, text 1: the Linyi 憋三发四 encyclopedia entry",
    "tongsu": "seed 002, text 3: 山东够级游戏通俗规则（完整版）, 50 articles",
    "irvine": "seed 004: Irvine Gouji (尔湾够级), a wiki sandbox with worked examples",
}


class Choice(str, Enum):
    """An option's named value: a str (so JSON records and docs read the plain text) that
    strict mypy tells apart from any other string."""

    def __str__(self) -> str:
        return str(self.value)

    def __repr__(self) -> str:
        return repr(self.value)


class TwoBeatOne(Choice):
    """B4: the multi-joker answers allowed (二杀一)."""

    TWO_BIG_FOR_ONE_BIG = "2BJ>1BJ"
    """Two big jokers answer one big joker (两大灭一大)."""
    TWO_SMALL_FOR_ONE_SMALL = "2SJ>1SJ"
    """Two small jokers answer one small joker (qingdao option 1)."""
    THREE_SMALL_FOR_ONE_BIG = "3SJ>1BJ"
    """Three small jokers answer one big joker (三小灭一大, qingdao option 1)."""


class OpeningExcludes(Choice):
    """K2: which winning gouji hands do not open the point."""

    BIG_JOKER = "big_joker"
    JOKERS_AND_SINGLES = "jokers_and_singles"
    PURE_ONLY = "jokers_and_twos"


class PointTribute(Choice):
    """X4, X5: how 点贡 is counted."""

    DECLARED_TABLE = "declared_table"
    ONE_CARD = "one_card"
    ONE_CARD_SWAP = "one_card_swap"


class Declaration(Choice):
    """D1, D2: a seat's declaration."""

    NONE = "none"
    """No declaration."""
    MING = "ming"
    """D2: 明点, declared after tribute."""
    YU = "yu"
    """D1: 预点, declared before the deal."""


class PassException(Choice):
    """F3: who may answer again after passing."""

    OPPOSITE = "opposite"
    OPPOSITE_GOUJI = "opposite_gouji"
    NONE = "none"


class LeadAfterGouji(Choice):
    """F5: who leads after an unanswered gouji hand."""

    PLAYER = "player"
    OPPOSITE = "opposite"


class Fours(Choice):
    """K4: when 4s may be played."""

    FREE = "free"
    AFTER_OPENING_OR_CONCEDE = "after_opening_or_concede"
    AFTER_OPENING_ELSE_DISCARD = "after_opening_else_discard"


class FirstLeader(Choice):
    """O1: who leads the first round."""

    MOST_OF_A_SUIT = "most_of_a_suit"
    FIRST_PAIR_OF_THREES = "first_pair_of_threes"
    RANDOM = "random"


class BuyFrom(Choice):
    """Y3: whom a seat asks for a 3."""

    OPPONENTS_FIRST = "opponents_first"
    AROUND_FROM_PREVIOUS = "opposite_then_previous"


class RevolutionLimit(Choice):
    """R1: how many may revolt."""

    VOID_ON_TWO = "void_on_two"
    ONE_BY_LAST_PLACE = "one_by_last_place"


class ChongDian(Choice):
    """R4: 冲点."""

    NONE = "none"
    OPTIONAL = "optional"
    REQUIRED_PURE = "required_pure"


class TributeKind(Choice):
    """X2: 闷贡 (stuck), 烧贡 (burn), 点贡 (point), 落贡 (last places); 串贡 after a 串三户."""

    STUCK = "stuck"
    BURN = "burn"
    POINT = "point"
    LAST = "last"
    SWEEP = "sweep"
    """X2: 串贡/圈贡 after a 串三户, returned where 点贡 is (linyi calls it 点贡)."""


class TributeCards(Choice):
    """X1: the cards tribute is paid with."""

    JOKERS_AND_TWOS = "jokers_and_twos"
    DOWN_TO_KINGS = "down_to_kings"


class SweepTribute(Choice):
    """X2: what follows a 串三户."""

    NEW_GAME = "new_game"
    LOSERS_PAY_OPPOSITES = "losers_pay_opposites"


class BurnFreeHand(Choice):
    """S1 (tongsu art. 29 除第一手“放火”牌外): which burning hand may go without a joker."""

    KILL = "kill"
    """The kill that lights the fire (the beat of the gouji hand)."""
    FIRST_LEAD = "first_lead"
    """The first lead after the kill."""


TWO_BIG_FOR_ONE_BIG = TwoBeatOne.TWO_BIG_FOR_ONE_BIG
TWO_SMALL_FOR_ONE_SMALL = TwoBeatOne.TWO_SMALL_FOR_ONE_SMALL
THREE_SMALL_FOR_ONE_BIG = TwoBeatOne.THREE_SMALL_FOR_ONE_BIG

OPEN_EXCLUDES_BIG_JOKER = OpeningExcludes.BIG_JOKER
OPEN_EXCLUDES_JOKERS_AND_SINGLES = OpeningExcludes.JOKERS_AND_SINGLES
OPEN_PURE_ONLY = OpeningExcludes.PURE_ONLY

POINT_TRIBUTE_DECLARED_TABLE = PointTribute.DECLARED_TABLE
POINT_TRIBUTE_ONE_CARD = PointTribute.ONE_CARD
POINT_TRIBUTE_ONE_CARD_SWAP = PointTribute.ONE_CARD_SWAP

MING = Declaration.MING
YU = Declaration.YU

PASS_EXCEPTION_OPPOSITE = PassException.OPPOSITE
PASS_EXCEPTION_OPPOSITE_GOUJI = PassException.OPPOSITE_GOUJI
PASS_EXCEPTION_NONE = PassException.NONE

LEAD_AFTER_GOUJI_PLAYER = LeadAfterGouji.PLAYER
LEAD_AFTER_GOUJI_OPPOSITE = LeadAfterGouji.OPPOSITE

FOURS_FREE = Fours.FREE
FOURS_AFTER_OPENING_OR_CONCEDE = Fours.AFTER_OPENING_OR_CONCEDE
FOURS_AFTER_OPENING_ELSE_DISCARD = Fours.AFTER_OPENING_ELSE_DISCARD

FIRST_LEADER_MOST_OF_A_SUIT = FirstLeader.MOST_OF_A_SUIT
FIRST_LEADER_FIRST_PAIR_OF_THREES = FirstLeader.FIRST_PAIR_OF_THREES
FIRST_LEADER_RANDOM = FirstLeader.RANDOM

BUY_OPPONENTS_FIRST = BuyFrom.OPPONENTS_FIRST
BUY_AROUND_FROM_PREVIOUS = BuyFrom.AROUND_FROM_PREVIOUS

REVOLUTION_VOID_ON_TWO = RevolutionLimit.VOID_ON_TWO
REVOLUTION_ONE_BY_LAST_PLACE = RevolutionLimit.ONE_BY_LAST_PLACE

CHONG_DIAN_NONE = ChongDian.NONE
CHONG_DIAN_OPTIONAL = ChongDian.OPTIONAL
CHONG_DIAN_REQUIRED_PURE = ChongDian.REQUIRED_PURE

STUCK = TributeKind.STUCK
BURN = TributeKind.BURN
POINT = TributeKind.POINT
LAST = TributeKind.LAST
TRIBUTE_KINDS: tuple[TributeKind, ...] = (STUCK, BURN, POINT, LAST)
"""X2: 闷贡 (stuck), 烧贡 (burn), 点贡 (point), 落贡 (last places)."""

TRIBUTE_CARDS_JOKERS_AND_TWOS = TributeCards.JOKERS_AND_TWOS
TRIBUTE_CARDS_DOWN_TO_KINGS = TributeCards.DOWN_TO_KINGS

SWEEP_NEW_GAME = SweepTribute.NEW_GAME
SWEEP_LOSERS_PAY_OPPOSITES = SweepTribute.LOSERS_PAY_OPPOSITES

BURN_FREE_KILL = BurnFreeHand.KILL
BURN_FREE_FIRST_LEAD = BurnFreeHand.FIRST_LEAD


@dataclass(frozen=True)
class Option:
    """The documentation of one option: its rule ID (e.g. B4), meaning and each preset's reason."""

    name: str
    rule: str
    en: str
    zh: str
    why: Mapping[str, str]
    allowed: tuple[Any, ...] | None


def _option(
    default: Any,
    rule: str,
    en: str,
    zh: str,
    why: Mapping[str, str],
    allowed: tuple[Any, ...] | None = None,
) -> Any:
    """A dataclass field carrying its Option documentation in ``metadata``."""
    meta = {"rule": rule, "en": en, "zh": zh, "why": why, "allowed": allowed}
    return field(default=default, metadata=meta)


def _as_choices(value: Any, default: Any, allowed: tuple[Any, ...] | None) -> Any:
    """An option's value with its plain strings read as the option's Choice (unknown ones kept,
    for the check to refuse)."""
    kind = type(default) if isinstance(default, Choice) else None
    if kind is None and allowed and isinstance(allowed[0], Choice):
        kind = type(allowed[0])
    if kind is None:
        return value

    def one(item: Any) -> Any:
        try:
            return kind(item) if isinstance(item, str) else item
        except ValueError:
            return item

    if isinstance(value, (frozenset, set, list, tuple)) and not isinstance(default, Choice):
        items = [one(v) for v in value]
        if isinstance(default, tuple):
            return tuple(items)
        try:
            return frozenset(items)
        except TypeError:  # unhashable members: left as they are for the check to refuse
            return value
    return one(value)


@dataclass(frozen=True)
class RuleSet:
    """The rule variants (C1 to D2) as immutable named options; defaults are the qingdao preset."""

    short_shoe: bool = _option(
        False,
        "C1",
        "Play with the 196-card shoe: ten 3s and ten 4s removed.",
        "抽出十张3和十张4，用196张牌。",
        {
            "qingdao": "four full decks, 216 cards",
            "linyi": "4副牌共216张",
            "tongsu": "art. 7 advocates (提倡) removing ten 3s and ten 4s",
            "irvine": "四副全扑克牌",
        },
    )
    tie_qian: bool = _option(
        True,
        "H2",
        "贴钱: 2s may join cards of another rank and count as that rank.",
        "贴钱：钱可以和其他点数的牌一起出，算作该点数。",
        {
            "qingdao": "贴钱 section",
            "linyi": "allowed",
            "tongsu": "art. 3: 本规则亦规定实行不贴钱的玩法",
            "irvine": "2可以代表其它各种牌",
        },
    )
    mixed_jokers_as_small: bool = _option(
        True,
        "H5",
        "With big and small jokers in one play the big ones count as small.",
        "大花、小花混出时，大花当做小花。",
        {
            "qingdao": "大花+小花+钱+同点的牌，此时大花当做小花",
            "linyi": "same sentence",
            "tongsu": "art. 4 counts 大王 one by one: 含有两张大王的牌可以灭掉含有一张大王的牌",
            "irvine": "compares 大王 and 小王 one by one (B6 examples)",
        },
    )
    same_joker_answers: bool = _option(
        True,
        "B3",
        "A joker may be matched by a joker of the same kind; the answering play then needs a "
        "stronger or an extra joker elsewhere to be higher.",
        "同种的王可以对应同种的王，但整体的王仍须更大。",
        {
            "qingdao": "3个花带2个十 beats 2小花带3个九",
            "linyi": "same example",
            "tongsu": "挂花时牌力以大、小王为准",
            "irvine": "两个小王不可管一个小王; 大王大王 answers 大王",
        },
    )
    extra_small_joker_outranks: bool = _option(
        True,
        "B3",
        "Contradiction 3: one more small joker makes the joker part higher (3 small jokers + "
        "2 tens beat 2 small jokers + 3 nines).",
        "矛盾3：多一个小花即算王更大（三个小花带两个十大过两个小花带三个九）。",
        {
            "qingdao": "reads 3个花 as jokers of any kind",
            "linyi": "same example as qingdao",
            "tongsu": "silent; art. 4 rejects joker-count kills beyond 两大灭一大, so no",
            "irvine": "两个小王不可管一个小王",
        },
    )
    two_beat_one: frozenset[TwoBeatOne] = _option(
        frozenset(),
        "B4",
        "Two beat one: which multi-joker answers are allowed, changing the card count.",
        "二杀一：允许哪些多王压少王（张数可以不同）。",
        {
            "qingdao": "option 0 (same length) is the base rule; option 1 gives all three",
            "linyi": "两大花拍一个大花",
            "tongsu": "art. 4: 仅认同两大灭一大",
            "irvine": "两个大王可管一个大王",
        },
        allowed=(TWO_BIG_FOR_ONE_BIG, TWO_SMALL_FOR_ONE_SMALL, THREE_SMALL_FOR_ONE_BIG),
    )
    count_change_only_lone_big_joker: bool = _option(
        False,
        "B6",
        "A different card count answers only a lone 大王 (by 大王大王) or a lone 大王小王 "
        "(by 大王大王大王).",
        "只有单个大王（用两个大王）和大王小王（用三个大王）可以用不同张数回击。",
        {
            "qingdao": "no such exception",
            "linyi": "no such exception",
            "tongsu": "两大灭一大 applies to lone jokers and 挂花 alike",
            "irvine": "备注8: 回击牌时必须牌型一致，惟有两种情况特例",
        },
    )
    gouji_min_twos: int = _option(
        1,
        "G1",
        "Contradiction 5: how many 2s alone make a gouji hand.",
        "矛盾5：几张钱算够级牌。",
        {
            "qingdao": "1张大、小花及钱",
            "linyi": "1张大、小花及2",
            "tongsu": "art. 8: 2张“2”",
            "irvine": "lists no 2s; taken like aces: 2",
        },
        allowed=(1, 2),
    )
    gouji_min_jokers: int = _option(
        1,
        "G1",
        "How many jokers alone make a gouji hand.",
        "几张王单出算够级牌。",
        {
            "qingdao": "1张大、小花",
            "linyi": "1张大、小花",
            "tongsu": "各1张大、小王",
            "irvine": "lists no jokers; taken like aces: 2",
        },
        allowed=(1, 2),
    )
    joker_play_is_gouji: bool = _option(
        True,
        "G2",
        "Any play with a joker hanging on it (挂花) is a gouji hand.",
        "挂花的牌都算够级牌。",
        {
            "qingdao": "example 小花+2张五 is a gouji hand",
            "linyi": "当任何一手牌挂花时，也算作够级牌",
            "tongsu": "art. 8: “挂花”为够级牌",
            "irvine": "jokers only stand in towards the minimum (可以用2或王代替)",
        },
    )
    opening_excludes: OpeningExcludes = _option(
        OPEN_EXCLUDES_BIG_JOKER,
        "K2",
        "Which gouji hands cannot open the point.",
        "哪些够级牌不能开点。",
        {
            "qingdao": "开点: 除大花以外的够级牌 (option 0)",
            "linyi": "纯够级牌才能开点",
            "tongsu": "art. 22: 只有纯够级牌才能开点",
            "irvine": "开点牌: 不可用2或王代替",
        },
        allowed=(OPEN_EXCLUDES_BIG_JOKER, OPEN_EXCLUDES_JOKERS_AND_SINGLES, OPEN_PURE_ONLY),
    )
    twos_open_when_answering: bool = _option(
        False,
        "K2",
        "A gouji hand with 2s can open the point when it answers a gouji hand.",
        "用钱回击够级牌时可以开点。",
        {"qingdao": "no", "linyi": "no", "tongsu": "no", "irvine": "备注2: 2只能回击够级牌时开点"},
    )
    opening_closes_at_two_out: bool = _option(
        False,
        "K3",
        "Once two players are out (the revolutionary counted) nobody opens any more; else the "
        "point can be opened until 四人乱缠 begins, which waits for the trick of the 二科's last "
        "play and its 够死级 chance (E6).",
        "走科两家后不再开点；否则四人乱缠之前都可以开点。",
        {
            "qingdao": "no: 开点 is 在“四户乱缠”前...取得一次“发牌”权, and "
            "并不是出现四人打牌马上就开始“四人乱缠”，因为“头科”或“二科”的底牌，"
            "其“对头”还有一次“够死级”的机会",
            "linyi": "走科两个玩家以后（包括革命者）未开点的玩家不能再开点",
            "tongsu": "art. 25: 走两“科”后（成功“革命者”视为走科），不再开点",
            "irvine": "有两个或两个以上玩家完成游戏后，剩余未开点的玩家也不允许再开点了",
        },
    )
    headless_gouji_opens: bool = _option(
        True,
        "K1",
        "A headless player (无头) whose gouji hand wins the lead opens the point (无头打点); "
        "else only a gouji hand his 对头 could not beat opens.",
        "无头者的够级牌取得发牌权也算开点（无头打点）。",
        {
            "qingdao": "yes: 开点 is 用除大花以外的够级牌取得一次“发牌”权 (against 无头: 其对头的"
            "够级对象不复存在, the other reading)",
            "linyi": "no: 开点 is 如果有一方的够级牌对家无法大过 -- the headless have no 对家",
            "tongsu": "yes: art. 10 counts 无头打点 among what a headless player gains",
            "irvine": "no: 备注3 无对家（对家革命或头科）则无够级牌",
        },
    )
    first_round_pure_opens: bool = _option(
        False,
        "K1",
        "In the first round of a game a player's first pure gouji hand opens the point as it is "
        "played (和平局), whether or not his 对头 beats it.",
        "第一局（和平局）首手纯够级牌直接开点。",
        {
            "qingdao": "no",
            "linyi": "no",
            "tongsu": "art. 20: 第一局对家的首手纯够级牌直接“开点”",
            "irvine": "no",
        },
    )
    place_points: tuple[int, ...] = _option(
        (2, 1, 0, 0, -1, -2),
        "P1",
        "Points for 头科, 二科, 三科, 四科, 二落, 大落.",
        "头科、二科、三科、四科、二落、大落的得分。",
        {
            "qingdao": "头科2分，二科1分，三科、四科0分，二落-1分，大落-2分",
            "linyi": "gives only level titles (P4); uses qingdao's points",
            "tongsu": "gives no points; uses qingdao's",
            "irvine": "gives no points; uses qingdao's",
        },
    )
    sweep_points: int = _option(
        6,
        "P2",
        "串三户 score: the sweeping alliance gets this, the swept one its negative.",
        "串三户得分：胜方得此分，负方得其负数。",
        {
            "qingdao": "串三户记分翻番，即获胜一方积6分",
            "linyi": "uses qingdao's",
            "tongsu": "uses qingdao's",
            "irvine": "uses qingdao's",
        },
    )
    point_tribute: PointTribute = _option(
        POINT_TRIBUTE_DECLARED_TABLE,
        "X4",
        "How 点贡 between opposites is counted.",
        "点贡的计算方法。",
        {
            "qingdao": "the 27-case table with 明点 and 预点",
            "linyi": "has 预点 and 明点 but no numbers readable; uses qingdao's table",
            "tongsu": "one card; both pay if neither opened (换点, art. 26); 明点 doubles",
            "irvine": "one card from the one who did not open to his opened 对头",
        },
        allowed=(POINT_TRIBUTE_DECLARED_TABLE, POINT_TRIBUTE_ONE_CARD, POINT_TRIBUTE_ONE_CARD_SWAP),
    )
    declarations: frozenset[Declaration] = _option(
        frozenset({MING, YU}),
        "D1",
        "Which declarations against one's 对头 exist: 明点 (ming), 预点 (yu).",
        "可以叫的点：明点、预点。",
        {
            "qingdao": "both",
            "linyi": "宣点（预点、明点）",
            "tongsu": "art. 23: 禁止预点",
            "irvine": "none",
        },
        allowed=(MING, YU),
    )

    bie_san: bool = _option(
        True,
        "Y1",
        "憋三 (biē sān): 3s may only be a player's last play.",
        "憋三：3只能作为最后一手牌。",
        {
            "qingdao": "憋三 is the textbook's special way; its phases include 买三 and 闷贡",
            "linyi": "憋三发四",
            "tongsu": "art. 5",
            "irvine": "所有的3只能...最后一次出牌中出掉",
        },
    )
    buy_fours: bool = _option(
        False,
        "Y4",
        "买四: a player dealt no 4 buys one, as for 3s.",
        "买四：没有4的玩家同样要买4。",
        {"qingdao": "no", "linyi": "买四/要四", "tongsu": "art. 7 买三买四", "irvine": "no"},
    )
    buy_from: BuyFrom = _option(
        BUY_OPPONENTS_FIRST,
        "Y3",
        "Whom a player short of 3s buys from after his 对头.",
        "向对头之后向谁买3。",
        {
            "qingdao": "对头, then the 对头's alliance, then one's own",
            "linyi": "uses qingdao's order",
            "tongsu": "art. 7: 对家, 相邻的二家对方, 同帮",
            "irvine": "向上家买三，以此类推: the buyer's 上家, then on round",
        },
        allowed=(BUY_OPPONENTS_FIRST, BUY_AROUND_FROM_PREVIOUS),
    )
    buy_in_first_round: bool = _option(
        True,
        "Y3",
        "Whether 3s (and 4s) are bought in the first round of a game.",
        "第一回合是否买三买四。",
        {
            "qingdao": "yes",
            "linyi": "yes",
            "tongsu": "art. 20: 和平局无需买三买四",
            "irvine": "yes",
        },
    )
    buy_after_tribute: bool = _option(
        False,
        "Y3",
        "Buy 3s after the tribute instead of before it.",
        "进贡之后再买三。",
        {
            "qingdao": "上班 -> 买三 -> 进贡",
            "linyi": "进贡 -> 买三 -> 买四",
            "tongsu": "uses qingdao's order",
            "irvine": "买三 -> 进贡",
        },
    )
    first_leader: FirstLeader = _option(
        FIRST_LEADER_MOST_OF_A_SUIT,
        "O1",
        "Who leads the first round: most 4s (3s without 憋三) of one suit, the first to show two "
        "3s of one suit, or a random seat.",
        "第一回合谁先发牌。",
        {
            "qingdao": "亮出同花色4（2个以上）多的人",
            "linyi": "uses qingdao's",
            "tongsu": "art. 19 draws lots with the 黑桃Q; the engine draws a random seat",
            "irvine": "抢亮两张同样花色3者先出牌",
        },
        allowed=(
            FIRST_LEADER_MOST_OF_A_SUIT,
            FIRST_LEADER_FIRST_PAIR_OF_THREES,
            FIRST_LEADER_RANDOM,
        ),
    )
    pass_exception: PassException = _option(
        PASS_EXCEPTION_OPPOSITE,
        "F3",
        "Strict passing: whose play a player who passed may still answer.",
        "严格过牌：过牌后还能管谁的牌。",
        {
            "qingdao": "如果不是对头的牌，是不允许再上牌的",
            "linyi": "uses qingdao's",
            "tongsu": "art. 11: 一旦过牌，即丧失出牌权",
            "irvine": "对门发了勾几牌，可以无视过牌规则",
        },
        allowed=(PASS_EXCEPTION_OPPOSITE, PASS_EXCEPTION_OPPOSITE_GOUJI, PASS_EXCEPTION_NONE),
    )
    lead_after_gouji_declined: LeadAfterGouji = _option(
        LEAD_AFTER_GOUJI_PLAYER,
        "F5",
        "Contradiction 1: who leads when the 对头 declines a gouji hand.",
        "矛盾1：对头不要够级牌时由谁发牌。",
        {
            "qingdao": "its F4 and 开点 (取得一次发牌权) give the lead to the player; its "
            "够级打牌 sentence 由对头发牌 is the other side ('opposite')",
            "linyi": "如果有一方的够级牌对家无法大过，那么此玩家就称为开点",
            "tongsu": "art. 9: 对家如不响应，则玩家发牌",
            "irvine": "然后此轮出牌结束 (the player leads)",
        },
        allowed=(LEAD_AFTER_GOUJI_PLAYER, LEAD_AFTER_GOUJI_OPPOSITE),
    )
    yielding: bool = _option(
        True,
        "F6",
        "让牌: facing one's 对头's non-gouji play after two passes, one may yield.",
        "让牌：对头的非够级牌，上两家过牌后可以让牌。",
        {
            "qingdao": "让牌",
            "linyi": "四户乱缠 suspends 让牌, so it exists",
            "tongsu": "art. 12",
            "irvine": "备注7: 四户乱缠 suspends 让牌, so it exists",
        },
    )
    stuck_can_take_wind: bool = _option(
        True,
        "F7",
        "A player stuck by 憋三 may still take the wind (接风).",
        "被闷的玩家还能接风。",
        {
            "qingdao": "即使后来接风走脱，也算",
            "linyi": "uses qingdao's",
            "tongsu": "art. 15: 被憋三后不能接风",
            "irvine": "uses qingdao's",
        },
    )
    wind_request: bool = _option(
        True,
        "F7",
        "申请接风: the next player after one who went out lets his last play go and asks for the "
        "wind; if somebody plays on it instead, the asker may still play in that trick.",
        "申请接风：走科者的下家对其底牌暂不上牌而申请接风；有人上牌时申请人仍可上牌。",
        {
            "qingdao": "接风: 牌人对上家的“底牌”可暂不上牌而申请由自己重新“发牌”..."
            "但如果有人不同意，并“上牌”，请求“接风”的人可以继续“上牌”",
            "linyi": "not mentioned: a pass is a pass",
            "tongsu": "art. 11: 一旦过牌，即丧失出牌权; art. 15: 接风 when nobody beats the "
            "last play",
            "irvine": "not mentioned: 备注6 过牌不发",
        },
    )
    first_stuck_is_last: bool = _option(
        False,
        "Y2",
        "先清为落: the first player stuck by 憋三 takes the last place.",
        "先清为落：第一个被闷的玩家为大落。",
        {"qingdao": "no", "linyi": "no", "tongsu": "art. 37", "irvine": "no"},
    )
    report_count: bool = _option(
        True,
        "F8",
        "报户: a player with 10 or fewer cards tells his count (never with 憋三).",
        "报户：剩10张或更少时要报牌（憋三打法不报户）。",
        {
            "qingdao": "报户（非憋三打法）",
            "linyi": "not mentioned",
            "tongsu": "art. 13: 走科报数...予以淘汰",
            "irvine": "not mentioned",
        },
    )
    fours: Fours = _option(
        FOURS_FREE,
        "K4",
        "发四: when 4s may be played: freely; only after opening, else the point is conceded "
        "(linyi 没开点即发4视为认点), and an opener who never leads his 4s has not opened (linyi "
        "开点后未发4视为不开点); or only after opening, else thrown away (tongsu).",
        "发四：何时可以出4。",
        {
            "qingdao": "no 发四",
            "linyi": "开点后才可以发四; 开点后必须发4；开点后未发4视为不开点; 没开点即发4视为认点",
            "tongsu": "art. 6: 如不再开点，4即作废",
            "irvine": "no 发四",
        },
        allowed=(FOURS_FREE, FOURS_AFTER_OPENING_OR_CONCEDE, FOURS_AFTER_OPENING_ELSE_DISCARD),
    )
    natural_opening: bool = _option(
        False,
        "K5",
        "自然点: a player dealt no minimum pure gouji hand is opened from the start.",
        "自然点：没有最低纯够级牌的玩家自然开点。",
        {"qingdao": "no", "linyi": "no", "tongsu": "art. 24", "irvine": "no"},
    )
    burn_requires_opened: bool = _option(
        False,
        "S2",
        "Only a player who has opened may burn.",
        "开点后才能烧牌。",
        {
            "qingdao": "no such condition",
            "linyi": "玩家已经开点",
            "tongsu": "art. 29 (1)",
            "irvine": "no such condition",
        },
    )
    burn_blocked_by_pass: bool = _option(
        False,
        "S2",
        "A player who passed in the trick may not burn.",
        "本轮过牌后不能烧牌。",
        {
            "qingdao": "no such condition",
            "linyi": "no such condition",
            "tongsu": "art. 29 (2) 不能过牌",
            "irvine": "备注10: 受过牌限制",
        },
    )
    burn_last_play_needs_joker: bool = _option(
        False,
        "S1",
        "Contradiction 6: the burner's last play must carry a joker too (else only the plays "
        "between the beat and the last).",
        "矛盾6：烧牌的最后一手也要挂王。",
        {
            "qingdao": "最后一次发牌可除外",
            "linyi": "但最后一次发牌除外",
            "tongsu": "art. 29 (3): 除第一手放火牌外，其余各手...必须每手出现大、小王牌",
            "irvine": "备注13: 最后一手出3无须带王",
        },
    )
    burn_free_hand: BurnFreeHand = _option(
        BURN_FREE_KILL,
        "S1",
        "Where every burning lead carries a joker (burn_last_play_needs_joker), the one hand "
        "that may go without: the kill itself, or the first lead after it.",
        "烧牌每手挂王时，可以不挂王的那一手：灭牌本身，或其后的第一手。",
        {
            "qingdao": "not read: the last play is the free one (最后一次发牌可除外)",
            "linyi": "not read: the last play is the free one (但最后一次发牌除外)",
            "tongsu": "art. 29 (3): 除第一手“放火”牌外 -- read as the kill that lights the fire; "
            "the other reading (first_lead) is the first lead after it",
            "irvine": "not read: the last play is the free one (备注13)",
        },
        allowed=(BURN_FREE_KILL, BURN_FREE_FIRST_LEAD),
    )
    counter_burn_tribute: bool = _option(
        False,
        "S4",
        "反烧: a burner whose first play is beaten owes the burned player a card.",
        "反烧：烧牌者的第一手被压，要向被烧者进贡。",
        {
            "qingdao": "解烧 only",
            "linyi": "反烧 without tribute",
            "tongsu": "art. 31: 反烧 by others than the 对家, paid as a burn (doubled, see "
            "counter_burn_doubles)",
            "irvine": "乙被反烧，下局乙进甲反烧贡",
        },
    )
    failed_burn_pays: bool = _option(
        False,
        "S4",
        "A burner who fails (烧失败, 诈烧) also owes the player he burned a card.",
        "烧失败（诈烧）者还要向被烧者进一张贡。",
        {
            "qingdao": "烧失败，算大落 (no card)",
            "linyi": "not mentioned",
            "tongsu": "art. 32: 直接被判为大落，并进一张诈烧贡",
            "irvine": "备注11: 本局直接视为大落，且下局额外进给被烧玩家一张烧贡",
        },
    )
    failed_burn_opens_target: bool = _option(
        False,
        "S4",
        "The player a burner failed against counts as opened (开点).",
        "违例烧牌时，被烧玩家无条件开点。",
        {
            "qingdao": "not mentioned",
            "linyi": "not mentioned",
            "tongsu": "not mentioned",
            "irvine": "备注11: 被烧玩家乙无条件开点",
        },
    )
    jie_shao_can_be_covered: bool = _option(
        False,
        "S4",
        "解烧: when the burner's 对家 beats a burning play and the burner covers it again in the "
        "same trick, the burn goes on; else any beat breaks the burn.",
        "解烧的牌又被烧牌者盖过，则解烧失败，烧牌继续。",
        {
            "qingdao": "no: 如果中间对头压牌或其他人烧此烧牌者，则算“解烧”",
            "linyi": "no: 如果中间对家压牌或其他人烧此烧牌者，则算“解烧”",
            "tongsu": "art. 30: 所出“解烧（捎）”的牌又被玩家继续盖过，"
            "则“解烧（捎）”失败，烧（捎）牌成功",
            "irvine": "no: 其间如果玩家乙的任意一手牌被管住，则烧牌不成功",
        },
    )
    counter_burn_doubles: bool = _option(
        False,
        "S4",
        "反烧 doubles the 烧贡: a burn whose kill broke another burn is worth twice that burn.",
        "每反烧一次，烧贡翻倍。",
        {
            "qingdao": "no: 烧贡的进贡张数为一张",
            "linyi": "no: 1个“烧贡”",
            "tongsu": "art. 31: 每反烧（捎）一次，烧（捎）贡翻倍",
            "irvine": "no: 反烧贡 and 烧贡 are one card each (烧牌进贡举例)",
        },
    )
    failed_breaker_saves_burn: bool = _option(
        False,
        "S4",
        "A burn broken by another burner who then fails (违例烧牌) counts as successful.",
        "烧牌过程中被人违例烧牌，视为烧牌成功。",
        {
            "qingdao": "not mentioned",
            "linyi": "not mentioned",
            "tongsu": "not mentioned",
            "irvine": "备注12: 如玩家甲在烧牌过程中被玩家乙违例烧牌，则视玩家甲烧牌成功",
        },
    )
    no_three_no_pay_revolts: bool = _option(
        True,
        "Y3",
        "A player with no 3 and nothing to buy one with (no 2, no joker) revolts (自动革命).",
        "没有3又没有钱和王的玩家自动革命。",
        {
            "qingdao": "如果自己没有3，又没有钱、大花、小花，则算做自动革命",
            "linyi": "not mentioned",
            "tongsu": "art. 7: 由同帮购买、相助 instead",
            "irvine": "not mentioned",
        },
    )
    ally_waived_tributes: frozenset[TributeKind] = _option(
        frozenset(),
        "X3",
        "免贡: the kinds of tribute allies do not pay each other.",
        "免贡：同帮之间免进的贡。",
        {
            "qingdao": "none",
            "linyi": "烧贡 only: 被自己联邦烧牌后不需要进烧贡",
            "tongsu": "all: art. 17 同帮之间可以不进任何贡",
            "irvine": "none",
        },
        allowed=TRIBUTE_KINDS,
    )
    tribute_only_dealt_cards: bool = _option(
        False,
        "X1",
        "Only jokers and 2s a player was dealt are tribute cards; received ones are not.",
        "只有自然抓到的王和钱才是贡牌，吃贡所得的不算。",
        {
            "qingdao": "no such limit",
            "linyi": "no such limit",
            "tongsu": "art. 16: 自然抓到的，即不是吃贡、卖三卖四或者点手所得的",
            "irvine": "no such limit",
        },
    )
    tribute_resistance: bool = _option(
        False,
        "X3",
        "抗贡: 4 大王 dealt cancel one's alliance's tribute, 4 小王 one's own.",
        "抗贡：抓到四个大王抗本帮的贡，四个小王抗本人的贡。",
        {"qingdao": "no", "linyi": "no", "tongsu": "art. 17", "irvine": "no"},
    )
    revolution_limit: RevolutionLimit = _option(
        REVOLUTION_VOID_ON_TWO,
        "R1",
        "Two revolutions void the deal, or at most one may revolt (the last round's 大落 first).",
        "两家革命则作废，或每局最多一家革命。",
        {
            "qingdao": "两家革命结束",
            "linyi": "uses qingdao's",
            "tongsu": "art. 50",
            "irvine": "备注4: 每局最多只能有一名革命者",
        },
        allowed=(REVOLUTION_VOID_ON_TWO, REVOLUTION_ONE_BY_LAST_PLACE),
    )
    head_choice: bool = _option(
        True,
        "R3",
        "The revolutionary's 对头 chooses 要头 (three unanswerable gouji hands) or 无头.",
        "革命者的对头选择要头或无头。",
        {
            "qingdao": "对头可宣布要头或无头",
            "linyi": "对家可选择要头/无头",
            "tongsu": "art. 49 禁止要头",
            "irvine": "备注3: 无对家则无够级牌",
        },
    )
    chong_dian: ChongDian = _option(
        CHONG_DIAN_NONE,
        "R4",
        "冲点: the revolutionary lays down three gouji hands at once (optional, or required and "
        "pure: tongsu's revolution, arts. 46-49, where his jokers and 2s go to his 对家, the 对家 "
        "answers each hand (after a pass only with a pure one), failure makes him 大落 with no "
        "place won and leaves the 对家 a head who leads his 4s, success has him lead his 3s "
        "while the 对家 throws his 4s away).",
        "冲点：革命者一次打出三套够级牌。",
        {
            "qingdao": "no",
            "linyi": "冲点",
            "tongsu": "arts. 46-49: 在保证能够依次发出三手纯够级牌后，可以“革命” "
            "(王和2 如仍有，须交给对家); 革命失败...玩家为“大落”...视为对家“有头”; "
            "革命成功...由“革命”玩家发“3”，对家扔“4”",
            "irvine": "备注5",
        },
        allowed=(CHONG_DIAN_NONE, CHONG_DIAN_OPTIONAL, CHONG_DIAN_REQUIRED_PURE),
    )
    last_play_dead_gouji: bool = _option(
        True,
        "E6",
        "够死级 after a finisher's gouji last play: his 对头, having beaten it, gets one "
        "unanswerable gouji hand.",
        "头科、二科的底牌是够级牌，对头上牌则得一次够死级。",
        {
            "qingdao": "底牌...够死级",
            "linyi": "not mentioned",
            "tongsu": "art. 49 禁止够死级",
            "irvine": "not mentioned",
        },
    )
    tribute_order: tuple[TributeKind, ...] = _option(
        (STUCK, BURN, POINT, LAST),
        "X3",
        "Contradiction 2: the order in which the kinds of tribute are paid.",
        "矛盾2：进贡的顺序。",
        {
            "qingdao": "闷贡、烧贡、点贡、落贡",
            "linyi": "闷贡＞烧贡＞点贡＞落贡 (scrambled summary)",
            "tongsu": "art. 16: 点贡、烧贡、闷贡、落贡",
            "irvine": "点、闷、烧、落",
        },
        allowed=TRIBUTE_KINDS,
    )
    tribute_returned: frozenset[TributeKind] = _option(
        frozenset({LAST}),
        "X3",
        "Contradiction 4: which tributes the receiver returns (还贡), card for card.",
        "矛盾4：哪些贡要还贡。",
        {
            "qingdao": "落贡必须还贡; the others are not returned",
            "linyi": "uses qingdao's",
            "tongsu": "art. 16: 受进贡的玩家无需回贡",
            "irvine": "进贡后...要还贡",
        },
        allowed=TRIBUTE_KINDS,
    )
    tribute_cards: TributeCards = _option(
        TRIBUTE_CARDS_JOKERS_AND_TWOS,
        "X1",
        "Which cards are paid: only jokers and 2s (法定贡牌), or down to kings (irvine: 无2进K).",
        "贡牌：只进王和钱，或没有钱进K。",
        {
            "qingdao": "大花、小花、钱是法定贡牌",
            "linyi": "进手里最大的牌; uses qingdao's",
            "tongsu": "art. 16 贡牌 = 大、小王和2",
            "irvine": "无2进K，A不用进; 落贡 without jokers",
        },
        allowed=(TRIBUTE_CARDS_JOKERS_AND_TWOS, TRIBUTE_CARDS_DOWN_TO_KINGS),
    )
    sweep_tribute: SweepTribute = _option(
        SWEEP_NEW_GAME,
        "X2",
        "After 串三户: a new game with no tribute, or each loser pays his 对头 one card (串贡) "
        "instead of his other tributes, while the winners still pay theirs (tongsu art. 43).",
        "串三户后：重新开局不进贡，或输方各向对家进一张串贡。",
        {
            "qingdao": "串三户...不再进贡，直接新的一局开始",
            "linyi": "输方三家需向赢方三家各进一张点贡",
            "tongsu": "art. 43 圈贡",
            "irvine": "失败的三名玩家须向各自的对家进一张串贡",
        },
        allowed=(SWEEP_NEW_GAME, SWEEP_LOSERS_PAY_OPPOSITES),
    )

    sweep_spares_other_tributes: bool = _option(
        True,
        "X2",
        "After a 串三户 the swept alliance pays only its 串贡, none of its other tributes (the "
        "winners still pay theirs).",
        "串三户后输方只进串贡，其他进贡免除（赢方该进的贡照进）。",
        {
            "qingdao": "no tribute at all after a 串三户: 不再“进贡”，直接新的一局开始",
            "linyi": "串三户时输方三家需向赢方三家各进一张点贡: the 串贡 is their 点贡",
            "tongsu": "art. 17: 该同帮玩家只需进“圈贡”，其他进贡免除; art. 43",
            "irvine": "no: 失败的三名玩家须向各自的对家进一张“串贡”, with no exception "
            "to 闷贡 or 点贡",
        },
    )

    def __post_init__(self) -> None:
        for fld in dataclasses.fields(self):
            value = getattr(self, fld.name)
            allowed = fld.metadata["allowed"]
            value = _as_choices(value, fld.default, allowed)
            object.__setattr__(self, fld.name, value)
            if isinstance(fld.default, (frozenset, tuple)) and (
                isinstance(value, (str, bytes)) or not hasattr(value, "__iter__")
            ):
                bad = [value]
            elif isinstance(fld.default, frozenset):
                try:
                    value = frozenset(value)
                except TypeError:  # unhashable members: not names of this option
                    raise RuleSetError(
                        fld.metadata["rule"],
                        f"option {fld.name} is a set of names, not {short_repr(value)}",
                        f"选项{fld.name}应为名称的集合，不是{short_repr(value)}",
                    ) from None
                object.__setattr__(self, fld.name, value)
                bad = [v for v in value if allowed and v not in allowed]
            elif isinstance(fld.default, tuple):
                value = tuple(value)
                object.__setattr__(self, fld.name, value)
                if allowed:  # an order: a permutation of the allowed values
                    fits = sorted(map(str, value)) == sorted(allowed)
                else:  # points for the six places
                    fits = len(value) == len(fld.default) and all(
                        isinstance(v, int) and not isinstance(v, bool) for v in value
                    )
                bad = [] if fits else [value]
            elif type(value) is not type(fld.default):
                bad = [value]
            else:
                bad = [value] if allowed and value not in allowed else []
            if bad:
                hint = f"; allowed: {', '.join(map(str, allowed))}" if allowed else ""
                raise RuleSetError(
                    fld.metadata["rule"],
                    f"option {fld.name} cannot be {short_repr(bad[0])}{hint}",
                    f"选项{fld.name}不能取{short_repr(bad[0])}",
                )

        object.__setattr__(self, "_hash", hash(dataclasses.astuple(self)))

    def __hash__(self) -> int:
        return self._hash  # type: ignore[no-any-return, attr-defined]

    @classmethod
    def preset(cls, name: str) -> RuleSet:
        """One of the four rulebooks by name: qingdao (the default), linyi, tongsu, irvine."""
        if not isinstance(name, str) or name not in _PRESETS:
            raise RuleSetError(
                "",
                f"unknown rulebook {short_repr(name)}; the presets are {', '.join(PRESET_NAMES)}",
                f"没有规则{short_repr(name)}；可选：{'、'.join(PRESET_NAMES)}",
            )
        return _PRESETS[name]

    @classmethod
    def options(cls) -> list[Option]:
        """The documentation of every option, in declaration order."""
        return [
            Option(
                f.name,
                f.metadata["rule"],
                f.metadata["en"],
                f.metadata["zh"],
                f.metadata["why"],
                f.metadata["allowed"],
            )
            for f in dataclasses.fields(cls)
        ]

    def replace(self, **changes: Any) -> RuleSet:
        """A copy with some options changed; unknown option names raise RuleSetError."""
        names = {f.name for f in dataclasses.fields(self)}
        for key in changes:
            if key not in names:
                near = difflib.get_close_matches(str(key), sorted(names), n=3, cutoff=0.5)
                hint = f"; did you mean {', '.join(near)}?" if near else ""
                raise RuleSetError(
                    "",
                    f"unknown option {short_repr(key)}{hint} RuleSet.options() lists them all",
                    f"没有选项{short_repr(key)}{hint.replace('; did you mean', '；是否指')}"
                    "；RuleSet.options()列出全部选项",
                )
        return dataclasses.replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        """The options that differ from qingdao, JSON-ready (sets and orders as lists)."""
        return {
            name: sorted(value)
            if isinstance(value, frozenset)
            else list(value)
            if isinstance(value, tuple)
            else value
            for name, (value, _) in self.differences(_PRESETS["qingdao"]).items()
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> RuleSet:
        """Rebuild a RuleSet from :meth:`to_json`; bad names or values raise RuleSetError."""
        if not isinstance(data, Mapping):
            raise RuleSetError(
                "", f"expected a mapping of options, got {short_repr(data)}", "应为选项表"
            )
        return _PRESETS["qingdao"].replace(**data)

    @property
    def name(self) -> str:
        """The preset this RuleSet equals, or ``"custom"``."""
        for preset_name, preset in _PRESETS.items():
            if preset == self:
                return preset_name
        return "custom"

    def differences(self, other: RuleSet) -> dict[str, tuple[Any, Any]]:
        """The options whose values differ: name -> (this value, other value)."""
        return {
            f.name: (getattr(self, f.name), getattr(other, f.name))
            for f in dataclasses.fields(self)
            if getattr(self, f.name) != getattr(other, f.name)
        }

    def __repr__(self) -> str:
        if self.name != "custom":
            return f"RuleSet.preset({self.name!r})"
        changes = ", ".join(
            f"{k}={v[0]!r}" for k, v in self.differences(_PRESETS["qingdao"]).items()
        )
        return f"RuleSet.preset('qingdao').replace({changes})"


_PRESETS: dict[str, RuleSet] = {
    "qingdao": RuleSet(),
    "linyi": RuleSet(
        opening_closes_at_two_out=True,
        headless_gouji_opens=False,
        wind_request=False,
        two_beat_one=frozenset({TWO_BIG_FOR_ONE_BIG}),
        opening_excludes=OPEN_PURE_ONLY,
        buy_fours=True,
        buy_after_tribute=True,
        report_count=False,
        fours=FOURS_AFTER_OPENING_OR_CONCEDE,
        burn_requires_opened=True,
        ally_waived_tributes=frozenset({BURN}),
        no_three_no_pay_revolts=False,
        chong_dian=CHONG_DIAN_OPTIONAL,
        last_play_dead_gouji=False,
        sweep_tribute=SWEEP_LOSERS_PAY_OPPOSITES,
    ),
    "tongsu": RuleSet(
        opening_closes_at_two_out=True,
        wind_request=False,
        short_shoe=True,
        mixed_jokers_as_small=False,
        tie_qian=False,
        extra_small_joker_outranks=False,
        two_beat_one=frozenset({TWO_BIG_FOR_ONE_BIG}),
        gouji_min_twos=2,
        opening_excludes=OPEN_PURE_ONLY,
        point_tribute=POINT_TRIBUTE_ONE_CARD_SWAP,
        declarations=frozenset({MING}),
        buy_fours=True,
        buy_in_first_round=False,
        first_leader=FIRST_LEADER_RANDOM,
        pass_exception=PASS_EXCEPTION_NONE,
        stuck_can_take_wind=False,
        first_stuck_is_last=True,
        report_count=False,
        fours=FOURS_AFTER_OPENING_ELSE_DISCARD,
        natural_opening=True,
        first_round_pure_opens=True,
        burn_requires_opened=True,
        burn_blocked_by_pass=True,
        burn_last_play_needs_joker=True,
        failed_burn_pays=True,
        jie_shao_can_be_covered=True,
        counter_burn_doubles=True,
        ally_waived_tributes=frozenset(TRIBUTE_KINDS),
        no_three_no_pay_revolts=False,
        tribute_only_dealt_cards=True,
        tribute_resistance=True,
        head_choice=False,
        chong_dian=CHONG_DIAN_REQUIRED_PURE,
        last_play_dead_gouji=False,
        tribute_order=(POINT, BURN, STUCK, LAST),
        tribute_returned=frozenset(),
        sweep_tribute=SWEEP_LOSERS_PAY_OPPOSITES,
    ),
    "irvine": RuleSet(
        opening_closes_at_two_out=True,
        headless_gouji_opens=False,
        wind_request=False,
        mixed_jokers_as_small=False,
        same_joker_answers=False,
        extra_small_joker_outranks=False,
        two_beat_one=frozenset({TWO_BIG_FOR_ONE_BIG}),
        count_change_only_lone_big_joker=True,
        gouji_min_twos=2,
        gouji_min_jokers=2,
        joker_play_is_gouji=False,
        opening_excludes=OPEN_PURE_ONLY,
        twos_open_when_answering=True,
        point_tribute=POINT_TRIBUTE_ONE_CARD,
        declarations=frozenset(),
        buy_from=BUY_AROUND_FROM_PREVIOUS,
        first_leader=FIRST_LEADER_FIRST_PAIR_OF_THREES,
        pass_exception=PASS_EXCEPTION_OPPOSITE_GOUJI,
        report_count=False,
        burn_blocked_by_pass=True,
        counter_burn_tribute=True,
        failed_burn_pays=True,
        failed_burn_opens_target=True,
        failed_breaker_saves_burn=True,
        no_three_no_pay_revolts=False,
        revolution_limit=REVOLUTION_ONE_BY_LAST_PLACE,
        head_choice=False,
        chong_dian=CHONG_DIAN_OPTIONAL,
        last_play_dead_gouji=False,
        tribute_order=(POINT, STUCK, BURN, LAST),
        tribute_returned=frozenset(TRIBUTE_KINDS),
        tribute_cards=TRIBUTE_CARDS_DOWN_TO_KINGS,
        sweep_tribute=SWEEP_LOSERS_PAY_OPPOSITES,
        sweep_spares_other_tributes=False,
    ),
}


def resolve_rules(rules: RuleSet | str | None) -> RuleSet:
    """The rules to apply (options C1 to D2): None -> qingdao; a preset name; a RuleSet as is."""
    if rules is None:
        return _PRESETS["qingdao"]
    if isinstance(rules, str):
        return RuleSet.preset(rules)
    if isinstance(rules, RuleSet):
        return rules
    raise RuleSetError(
        "",
        f"expected a RuleSet or a preset name, got {short_repr(rules)}",
        f"应为规则集或规则名，不是{short_repr(rules)}",
    )
