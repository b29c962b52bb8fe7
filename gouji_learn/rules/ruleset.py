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
from .labels import BilingualMap
from .quotations import cite, cited_ids, quotation

PRESET_NAMES: tuple[str, ...] = ("qingdao", "linyi", "tongsu", "irvine")
"""The four rulebooks of the sources; ``qingdao`` is the default."""

PRESET_SOURCES = BilingualMap(
    {
        "qingdao": (
            "the Qingdao textbook (青岛教科书): a forum 'textbook' of Qingdao-style Gouji with "
            "numbered options",
            "青岛教科书：论坛上流传的青岛够级“教科书”，有分歧处列出编号选项",
        ),
        "linyi": (
            "the Linyi entry (临沂够级百科条目): the encyclopedia entry on Linyi Gouji, 憋三发四 "
            "(hold back 3s, lead 4s)",
            "临沂够级百科条目：临沂够级（憋三发四）的百科条目",
        ),
        "tongsu": (
            "the 通俗 rulebook 《山东够级游戏通俗规则（完整版）》 (popular rules of Shandong "
            "Gouji, complete edition), 50 articles",
            "《山东够级游戏通俗规则（完整版）》，共50条",
        ),
        "irvine": (
            "the Irvine wiki (尔湾够级): a wiki sandbox of Irvine Gouji with worked examples",
            "尔湾够级：尔湾够级的维基草稿页，附有实例",
        ),
    }
)
"""The document each preset follows, in English (with its Chinese name) and in Chinese;
``PRESET_SOURCES[name]`` reads the chosen language."""


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
    BIGGEST = "biggest"
    """X1 (linyi, quotation linyi.pay-biggest-cards): the biggest cards held, whatever their
    rank."""


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
    """The documentation of one option: its rule ID (e.g. B4), meaning and each preset's reason.

    ``why[preset]`` is the reason in the chosen language: an English gloss beside a source's
    Chinese words, or the quotation itself in Chinese (``reason(preset, lang)`` picks one)."""

    name: str
    rule: str
    en: str
    zh: str
    why: BilingualMap
    allowed: tuple[Any, ...] | None
    cites: Mapping[str, tuple[str, ...]] = field(default_factory=dict, repr=False, compare=False)
    """The quotation IDs each preset's reason cites (gouji_learn.rules.quotations)."""

    def reason(self, preset: str, lang: str | None = None) -> str:
        """Why ``preset`` chooses its value, in ``"en"`` or ``"zh"``."""
        return self.why.text(preset, lang)


Reason = str | tuple[str, str]
"""A preset's reason: a quotation ID alone (read "<gloss> (<text>)" and "<text>"), or an
(English, Chinese) pair whose ``{id}`` marks cite quotations (see quotations.cite)."""


def _reason(reason: Reason) -> tuple[tuple[str, str], tuple[str, ...]]:
    """A reason's words in both languages and the quotation IDs it cites."""
    if isinstance(reason, str):
        quote = quotation(reason)
        return (f"{quote.gloss} ({quote.cited()})", quote.cited()), (reason,)
    en, zh = reason
    return (cite(en), cite(zh)), tuple(dict.fromkeys(cited_ids(en) + cited_ids(zh)))


def _option(
    default: Any,
    rule: str,
    en: str,
    zh: str,
    why: Mapping[str, Reason],
    allowed: tuple[Any, ...] | None = None,
) -> Any:
    """A dataclass field carrying its Option documentation in ``metadata``; ``why`` gives each
    preset's reason (a quotation ID or an English, Chinese pair)."""
    read = {preset: _reason(reason) for preset, reason in why.items()}
    meta = {
        "rule": rule,
        "en": en,
        "zh": zh,
        "why": BilingualMap({preset: words for preset, (words, _) in read.items()}),
        "allowed": allowed,
        "cites": {preset: ids for preset, (_, ids) in read.items() if ids},
    }
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
            "qingdao": ("four full decks, 216 cards", "四副全牌，共216张"),
            "linyi": "linyi.four-decks",
            "tongsu": (
                "art. 7 advocates (提倡) removing ten 3s and ten 4s",
                "第7条提倡抽去十张3和十张4",
            ),
            "irvine": "irvine.four-decks",
        },
    )
    tie_qian: bool = _option(
        True,
        "H2",
        "贴钱: 2s may join cards of another rank and count as that rank.",
        "贴钱：钱可以和其他点数的牌一起出，算作该点数。",
        {
            "qingdao": ("its 贴钱 section", "有“贴钱”一节"),
            "linyi": ("allowed", "可以贴钱"),
            "tongsu": (
                "art. 3: a game without 贴钱 is also laid down ({tongsu.no-tie-qian-game:plain})",
                "第3条：{tongsu.no-tie-qian-game:plain}",
            ),
            "irvine": (
                "a 2 can stand for any other card (2可以代表其它各种牌)",
                "2可以代表其它各种牌",
            ),
        },
    )
    mixed_jokers_as_small: bool = _option(
        True,
        "H5",
        "With big and small jokers in one play the big ones count as small.",
        "大花、小花混出时，大花当做小花。",
        {
            "qingdao": "qingdao.mixed-jokers-count-small",
            "linyi": ("the same sentence", "同一句话"),
            "tongsu": (
                "art. 4 counts the 大王 one by one: a play with two 大王 beats one with one ("
                "{tongsu.two-big-beat-one-big-play})",
                "第4条逐张比大王：{tongsu.two-big-beat-one-big-play}",
            ),
            "irvine": (
                "compares 大王 and 小王 one by one (B6 examples)",
                "逐张比较大王和小王（B6的例子）",
            ),
        },
    )
    same_joker_answers: bool = _option(
        True,
        "B3",
        "A joker may be matched by a joker of the same kind; the answering play then needs a "
        "stronger or an extra joker elsewhere to be higher.",
        "同种的王可以对应同种的王，但整体的王仍须更大。",
        {
            "qingdao": (
                "3 jokers carrying 2 tens beat 2 small jokers carrying 3 nines (3个花带2个十 "
                "beats 2小花带3个九)",
                "3个花带2个十能管2小花带3个九",
            ),
            "linyi": ("the same example", "同一个例子"),
            "tongsu": (
                "with jokers on it a play's strength goes by its big and small jokers ("
                "{tongsu.jokers-decide-strength:plain})",
                "{tongsu.jokers-decide-strength:plain}",
            ),
            "irvine": (
                "two small jokers cannot beat one small joker ({irvine.two-small-jokers}); 大王大"
                "王 answers 大王",
                "{irvine.two-small-jokers}；大王大王可以管大王",
            ),
        },
    )
    extra_small_joker_outranks: bool = _option(
        True,
        "B3",
        "Contradiction 3: one more small joker makes the joker part higher (3 small jokers + "
        "2 tens beat 2 small jokers + 3 nines).",
        "规则书说法不一：多一个小花即算王更大（三个小花带两个十大过两个小花带三个九）。",
        {
            "qingdao": ("reads 3个花 (3 jokers) as jokers of any kind", "把“3个花”读作任意的王"),
            "linyi": ("the same example as qingdao", "和青岛规则同一个例子"),
            "tongsu": (
                "silent; art. 4 admits no joker-count kill beyond 两大灭一大 (two big kill one "
                "big), so no",
                "没有说；第4条除两大灭一大外不认多王压少王，所以不算",
            ),
            "irvine": "irvine.two-small-jokers",
        },
    )
    two_beat_one: frozenset[TwoBeatOne] = _option(
        frozenset(),
        "B4",
        "Two beat one: which multi-joker answers are allowed, changing the card count.",
        "二杀一：允许哪些多王压少王（张数可以不同）。",
        {
            "qingdao": (
                "option 0 (same length) is the base rule; option 1 gives all three",
                "选项0（张数相同）是基本规则；选项1三种都允许",
            ),
            "linyi": (
                "two big jokers slap one big joker ({linyi.two-big-slap-one})",
                "{linyi.two-big-slap-one}",
            ),
            "tongsu": (
                "art. 4: only two big kill one big ({tongsu.accepts-two-big-kill-one-big:plain})",
                "第4条：{tongsu.accepts-two-big-kill-one-big:plain}",
            ),
            "irvine": "irvine.two-big-jokers-beat-one",
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
            "qingdao": ("no such exception", "没有这种特例"),
            "linyi": ("no such exception", "没有这种特例"),
            "tongsu": (
                "两大灭一大 (two big kill one big) applies to lone jokers and 挂花 plays alike",
                "两大灭一大对单王和挂花的牌都适用",
            ),
            "irvine": (
                "note 8: an answer must have the same shape, with only two exceptions (备注8: "
                "{irvine.same-shape})",
                "备注8：{irvine.same-shape}",
            ),
        },
    )
    gouji_min_twos: int = _option(
        1,
        "G1",
        "Contradiction 5: how many 2s alone make a gouji hand.",
        "规则书说法不一：几张钱算够级牌。",
        {
            "qingdao": "qingdao.one-joker-or-two-is-gouji",
            "linyi": "linyi.one-joker-or-two-is-gouji",
            "tongsu": ("art. 8: two 2s (2张“2”)", "第8条：2张“2”"),
            "irvine": ("lists no 2s; taken like aces: 2", "没有列出2；按A算：2张"),
        },
        allowed=(1, 2),
    )
    gouji_min_jokers: int = _option(
        1,
        "G1",
        "How many jokers alone make a gouji hand.",
        "几张王单出算够级牌。",
        {
            "qingdao": "qingdao.one-joker-is-gouji",
            "linyi": "qingdao.one-joker-is-gouji",
            "tongsu": "tongsu.one-joker-is-gouji",
            "irvine": ("lists no jokers; taken like aces: 2", "没有列出王；按A算：2张"),
        },
        allowed=(1, 2),
    )
    joker_play_is_gouji: bool = _option(
        True,
        "G2",
        "Any play with a joker hanging on it (挂花) is a gouji hand.",
        "挂花的牌都算够级牌。",
        {
            "qingdao": (
                "its example: a small joker + two 5s is a gouji hand",
                "例子：小花+2张五是够级牌",
            ),
            "linyi": (
                "any play with a joker on it is a gouji hand too ("
                "{linyi.joker-play-is-gouji:plain})",
                "{linyi.joker-play-is-gouji:plain}",
            ),
            "tongsu": (
                "art. 8: a play with jokers on it (“挂花”) is a gouji hand",
                "第8条：{tongsu.joker-play-is-gouji}",
            ),
            "irvine": (
                "jokers only stand in towards the minimum ({irvine.twos-jokers-stand-in})",
                "王只能凑够张数（{irvine.twos-jokers-stand-in}）",
            ),
        },
    )
    opening_excludes: OpeningExcludes = _option(
        OPEN_EXCLUDES_BIG_JOKER,
        "K2",
        "Which gouji hands cannot open the point.",
        "哪些够级牌不能开点。",
        {
            "qingdao": (
                "开点 (opening): with any gouji hand but the big joker ("
                "{qingdao.gouji-but-big-joker}, option 0)",
                "开点：{qingdao.gouji-but-big-joker}（选项0）",
            ),
            "linyi": (
                "only a pure gouji hand opens ({linyi.pure-gouji-opens})",
                "{linyi.pure-gouji-opens}",
            ),
            "tongsu": (
                "art. 22: only a pure gouji hand opens ({tongsu.only-pure-gouji-opens})",
                "第22条：{tongsu.only-pure-gouji-opens}",
            ),
            "irvine": (
                "opening hands: no 2 or joker standing in (开点牌: {irvine.opening-no-stand-in})",
                "开点牌：{irvine.opening-no-stand-in}",
            ),
        },
        allowed=(OPEN_EXCLUDES_BIG_JOKER, OPEN_EXCLUDES_JOKERS_AND_SINGLES, OPEN_PURE_ONLY),
    )
    twos_open_when_answering: bool = _option(
        False,
        "K2",
        "A gouji hand with 2s can open the point when it answers a gouji hand.",
        "用钱回击够级牌时可以开点。",
        {
            "qingdao": ("no", "不能"),
            "linyi": ("no", "不能"),
            "tongsu": ("no", "不能"),
            "irvine": (
                "note 2: 2s open only when answering a gouji hand (备注2: "
                "{irvine.twos-open-when-answering})",
                "备注2：{irvine.twos-open-when-answering}",
            ),
        },
    )
    opening_closes_at_two_out: bool = _option(
        False,
        "K3",
        "Once two players are out (the revolutionary counted) nobody opens any more; else the "
        "point can be opened until 四人乱缠 begins, which waits for the trick of the 二科's last "
        "play and its 够死级 chance (E6).",
        "走科两家后不再开点；否则四人乱缠之前都可以开点。",
        {
            "qingdao": (
                "no: 开点 wins a lead before 四户乱缠 ("
                "{qingdao.opening-wins-lead-before-four-way}), and four-way play does not start "
                "at once with four players left, for the 对头 of the 头科 or 二科 still has a 够"
                "死级 chance on his last play ({qingdao.four-way-waits-for-dead-gouji:curly})",
                "不限：开点是{qingdao.opening-wins-lead-before-four-way}，而且"
                "{qingdao.four-way-waits-for-dead-gouji:curly}",
            ),
            "linyi": (
                "once two have gone out (the revolutionary counted) nobody opens ("
                "{linyi.no-opening-after-two-out})",
                "{linyi.no-opening-after-two-out}",
            ),
            "tongsu": (
                "art. 25: no opening after two have gone out, a successful revolutionary counted "
                "({tongsu.no-opening-after-two-out})",
                "第25条：{tongsu.no-opening-after-two-out}",
            ),
            "irvine": (
                "once two or more have finished, nobody else may open ("
                "{irvine.no-opening-after-two-out})",
                "{irvine.no-opening-after-two-out}",
            ),
        },
    )
    headless_gouji_opens: bool = _option(
        True,
        "K1",
        "A headless player (无头) whose gouji hand wins the lead opens the point (无头打点); "
        "else only a gouji hand his 对头 could not beat opens.",
        "无头者的够级牌取得发牌权也算开点（无头打点）。",
        {
            "qingdao": (
                "yes: 开点 is winning a lead with a gouji hand other than the big joker (用"
                "{qingdao.gouji-but-big-joker}{qingdao.wins-a-lead}); against: 无头 has no one "
                "to play gouji against ({qingdao.headless-no-opponent}), the other reading",
                "算：开点是“用{qingdao.gouji-but-big-joker}取得一次‘发牌’权”；另一种读法是无头者“"
                "{qingdao.headless-no-opponent}”",
            ),
            "linyi": (
                "no: 开点 is a gouji hand the 对家 cannot beat ({linyi.opposite-cannot-beat}), "
                "and the headless have no 对家",
                "不算：开点是“{linyi.opposite-cannot-beat}”，无头者没有对家",
            ),
            "tongsu": (
                "yes: art. 10 counts 无头打点 among what a headless player gains",
                "算：第10条把无头打点列为无头者的所得",
            ),
            "irvine": (
                "no: note 3, with no 对家 (he revolted or is 头科) no gouji hand (备注3 "
                "{irvine.no-opposite-no-gouji})",
                "不算：备注3 {irvine.no-opposite-no-gouji}",
            ),
        },
    )
    first_round_pure_opens: bool = _option(
        False,
        "K1",
        "In the first round of a game a player's first pure gouji hand opens the point as it is "
        "played (和平局), whether or not his 对头 beats it.",
        "第一局（和平局）首手纯够级牌直接开点。",
        {
            "qingdao": ("no", "不算"),
            "linyi": ("no", "不算"),
            "tongsu": (
                "art. 20: in the first round a 对家's first pure gouji hand opens at once ("
                "{tongsu.first-round-pure-opens:curly})",
                "第20条：{tongsu.first-round-pure-opens:curly}",
            ),
            "irvine": ("no", "不算"),
        },
    )
    place_points: tuple[int, ...] = _option(
        (2, 1, 0, 0, -1, -2),
        "P1",
        "Points for 头科, 二科, 三科, 四科, 二落, 大落.",
        "头科、二科、三科、四科、二落、大落的得分。",
        {
            "qingdao": (
                "头科 2 points, 二科 1, 三科 and 四科 0, 二落 -1, 大落 -2 (头科2分，二科1分，三科"
                "、四科0分，二落-1分，大落-2分)",
                "头科2分，二科1分，三科、四科0分，二落-1分，大落-2分",
            ),
            "linyi": (
                "gives only level titles (P4); uses qingdao's points",
                "只有级别称号（P4）；得分用青岛规则的",
            ),
            "tongsu": ("gives no points; uses qingdao's", "没有给得分；用青岛规则的"),
            "irvine": ("gives no points; uses qingdao's", "没有给得分；用青岛规则的"),
        },
    )
    sweep_points: int = _option(
        6,
        "P2",
        "串三户 score: the sweeping alliance gets this, the swept one its negative.",
        "串三户得分：胜方得此分，负方得其负数。",
        {
            "qingdao": "qingdao.sweep-winners-get-six",
            "linyi": ("uses qingdao's", "用青岛规则的"),
            "tongsu": ("uses qingdao's", "用青岛规则的"),
            "irvine": ("uses qingdao's", "用青岛规则的"),
        },
    )
    sweep_any_order: bool = _option(
        False,
        "E4",
        "串三户 whatever the order: an alliance whose three players have all gone out while two "
        "or more others still hold cards has swept and the round ends; else only one alliance "
        "taking 头科, 二科 and 三科 sweeps.",
        "不论名次先后，一个联邦三人都已出完牌、而另一方还有两人以上持牌时即为串三户，本回合结束；"
        "否则只有一方包揽头科、二科、三科才算串三户。",
        {
            "qingdao": (
                "one side takes 头科, 二科 and 三科 ({qingdao.sweep-defined})",
                "{qingdao.sweep-defined}",
            ),
            "linyi": ("not defined; uses qingdao's", "没有定义；用青岛规则的"),
            "tongsu": (
                "art. 42: one alliance takes all of the first three places ("
                "{tongsu.sweep-first-three-places})",
                "第42条：{tongsu.sweep-first-three-places}",
            ),
            "irvine": (
                "7.1: if all the players of an alliance have played out their cards, that "
                "alliance has swept and the round ends ({irvine.alliance-out-sweeps}); 7.2 gives "
                "six places only when one player is left ({irvine.one-player-left})",
                "7.1：{irvine.alliance-out-sweeps}；7.2：{irvine.one-player-left}，才排出六个名次",
            ),
        },
    )
    point_tribute: PointTribute = _option(
        POINT_TRIBUTE_DECLARED_TABLE,
        "X4",
        "How 点贡 between opposites is counted.",
        "点贡的计算方法。",
        {
            "qingdao": ("the 27-case table with 明点 and 预点", "带明点和预点的27种情况表"),
            "linyi": (
                "has 预点 and 明点 but no readable numbers; uses qingdao's table",
                "有预点和明点，但读不出张数；用青岛规则的表",
            ),
            "tongsu": (
                "one card; both pay if neither opened (换点, art. 26); 明点 doubles",
                "一张；双方都没开点则互进（换点，第26条）；明点翻倍",
            ),
            "irvine": (
                "one card from the one who did not open to his opened 对头",
                "没开点的人向开了点的对头进一张",
            ),
        },
        allowed=(POINT_TRIBUTE_DECLARED_TABLE, POINT_TRIBUTE_ONE_CARD, POINT_TRIBUTE_ONE_CARD_SWAP),
    )
    declarations: frozenset[Declaration] = _option(
        frozenset({MING, YU}),
        "D1",
        "Which declarations against one's 对头 exist: 明点 (ming), 预点 (yu).",
        "可以叫的点：明点、预点。",
        {
            "qingdao": ("both", "两种都有"),
            "linyi": "linyi.declaring-the-point",
            "tongsu": (
                "art. 23: 预点 is forbidden ({tongsu.yu-dian-forbidden:plain})",
                "第23条：{tongsu.yu-dian-forbidden:plain}",
            ),
            "irvine": ("none", "没有宣点"),
        },
        allowed=(MING, YU),
    )

    bie_san: bool = _option(
        True,
        "Y1",
        "憋三 (biē sān): 3s may only be a player's last play.",
        "憋三：3只能作为最后一手牌。",
        {
            "qingdao": (
                "憋三 is the textbook's special way; its phases include 买三 and 闷贡",
                "憋三是教科书的特殊打法；有买三和闷贡的阶段",
            ),
            "linyi": "linyi.bie-san-fa-si",
            "tongsu": ("art. 5", "第5条"),
            "irvine": "irvine.threes-last-play-short",
        },
    )
    buy_fours: bool = _option(
        False,
        "Y4",
        "买四: a player dealt no 4 buys one, as for 3s.",
        "买四：没有4的玩家同样要买4。",
        {
            "qingdao": ("no", "不买"),
            "linyi": "linyi.buying-fours",
            "tongsu": (
                "art. 7: buying 3s and 4s ({tongsu.buying-threes-and-fours})",
                "第7条：{tongsu.buying-threes-and-fours}",
            ),
            "irvine": ("no", "不买"),
        },
    )
    buy_from: BuyFrom = _option(
        BUY_OPPONENTS_FIRST,
        "Y3",
        "Whom a player short of 3s buys from after his 对头.",
        "向对头之后向谁买3。",
        {
            "qingdao": (
                "the 对头, then the 对头's alliance, then one's own",
                "先对头，再对头的联邦，再自己的联邦",
            ),
            "linyi": ("uses qingdao's order", "用青岛规则的顺序"),
            "tongsu": (
                "art. 7: the 对家, the two opponents beside, then one's own side (对家, 相邻的二"
                "家对方, 同帮)",
                "第7条：对家、相邻的二家对方、同帮",
            ),
            "irvine": "irvine.buy-round-the-table",
        },
        allowed=(BUY_OPPONENTS_FIRST, BUY_AROUND_FROM_PREVIOUS),
    )
    buy_in_first_round: bool = _option(
        True,
        "Y3",
        "Whether 3s (and 4s) are bought in the first round of a game.",
        "第一回合是否买三买四。",
        {
            "qingdao": ("yes", "买"),
            "linyi": ("yes", "买"),
            "tongsu": (
                "art. 20: no buying in the first round (和平局无需买三买四)",
                "第20条：和平局无需买三买四",
            ),
            "irvine": ("yes", "买"),
        },
    )
    buy_after_tribute: bool = _option(
        False,
        "Y3",
        "Buy 3s after the tribute instead of before it.",
        "进贡之后再买三。",
        {
            "qingdao": ("上班 (seating) -> 买三 -> 进贡 (tribute)", "上班 -> 买三 -> 进贡"),
            "linyi": ("进贡 (tribute) -> 买三 -> 买四", "进贡 -> 买三 -> 买四"),
            "tongsu": ("uses qingdao's order", "用青岛规则的顺序"),
            "irvine": ("买三 -> 进贡 (tribute)", "买三 -> 进贡"),
        },
    )
    first_leader: FirstLeader = _option(
        FIRST_LEADER_MOST_OF_A_SUIT,
        "O1",
        "Who leads the first round: most 4s (3s without 憋三) of one suit, the first to show two "
        "3s of one suit, or a random seat.",
        "第一回合谁先发牌。",
        {
            "qingdao": "qingdao.most-fours-of-a-suit",
            "linyi": ("uses qingdao's", "用青岛规则的"),
            "tongsu": (
                "art. 19 draws lots with the 黑桃Q (queen of spades); the engine draws a random "
                "seat",
                "第19条用黑桃Q抓阄；引擎随机选一个座位",
            ),
            "irvine": "irvine.first-pair-of-threes",
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
            "qingdao": (
                "unless it is the 对头's play, he may not play again ("
                "{qingdao.unless-opposite-play:plain})",
                "{qingdao.unless-opposite-play:plain}",
            ),
            "linyi": ("uses qingdao's", "用青岛规则的"),
            "tongsu": (
                "art. 11: once passed, the right to play is lost ({tongsu.pass-loses-right})",
                "第11条：{tongsu.pass-loses-right}",
            ),
            "irvine": "irvine.pass-rule-ignored-short",
        },
        allowed=(PASS_EXCEPTION_OPPOSITE, PASS_EXCEPTION_OPPOSITE_GOUJI, PASS_EXCEPTION_NONE),
    )
    lead_after_gouji_declined: LeadAfterGouji = _option(
        LEAD_AFTER_GOUJI_PLAYER,
        "F5",
        "Contradiction 1: who leads when the 对头 declines a gouji hand.",
        "规则书说法不一：对头不要够级牌时由谁发牌。",
        {
            "qingdao": (
                "its F4 and 开点 (取得一次发牌权, winning a lead) give the lead to the player; "
                "its 够级打牌 sentence 由对头发牌 (the 对头 leads) is the other side ('opposite')",
                "它的F4和开点（取得一次发牌权）让出牌者发牌；“够级打牌”一节的“由对头发牌”是另一种"
                "读法（'opposite'）",
            ),
            "linyi": (
                "a gouji hand the 对家 cannot beat opens the point ({linyi.opening})",
                "{linyi.opening}",
            ),
            "tongsu": (
                "art. 9: if the 对家 does not answer, the player leads ("
                "{tongsu.unanswered-player-leads-short})",
                "第9条：{tongsu.unanswered-player-leads-short}",
            ),
            "irvine": (
                "then the trick is over ({irvine.trick-over}): the player leads",
                "{irvine.trick-over}（出牌者发牌）",
            ),
        },
        allowed=(LEAD_AFTER_GOUJI_PLAYER, LEAD_AFTER_GOUJI_OPPOSITE),
    )
    yielding: bool = _option(
        True,
        "F6",
        "让牌: facing one's 对头's non-gouji play after two passes, one may yield.",
        "让牌：对头的非够级牌，上两家过牌后可以让牌。",
        {
            "qingdao": ("its 让牌 (yielding) rule", "有让牌"),
            "linyi": ("四户乱缠 suspends 让牌, so it exists", "四户乱缠时不让牌，可见有让牌"),
            "tongsu": ("art. 12", "第12条"),
            "irvine": (
                "note 7: 四户乱缠 suspends 让牌, so it exists",
                "备注7：四户乱缠时不让牌，可见有让牌",
            ),
        },
    )
    stuck_can_take_wind: bool = _option(
        True,
        "F7",
        "A player stuck by 憋三 may still take the wind (接风).",
        "被闷的玩家还能接风。",
        {
            "qingdao": "qingdao.stuck-even-after-wind",
            "linyi": ("uses qingdao's", "用青岛规则的"),
            "tongsu": (
                "art. 15: once stuck by 憋三, no taking the wind ({tongsu.stuck-no-wind:plain})",
                "第15条：{tongsu.stuck-no-wind:plain}",
            ),
            "irvine": ("uses qingdao's", "用青岛规则的"),
        },
    )
    wind_request: bool = _option(
        True,
        "F7",
        "申请接风: the next player after one who went out lets his last play go and asks for the "
        "wind; if somebody plays on it instead, the asker may still play in that trick.",
        "申请接风：走科者的下家对其底牌暂不上牌而申请接风；有人上牌时申请人仍可上牌。",
        {
            "qingdao": (
                "接风: the player may hold off on his 上家's last play and ask to lead anew... "
                "but if someone disagrees and plays, the asker may play on ("
                "{qingdao.wind-request})",
                "接风：{qingdao.wind-request}",
            ),
            "linyi": ("not mentioned: a pass is a pass", "没有提到：过牌就是过牌"),
            "tongsu": (
                "art. 11: once passed, the right to play is lost ({tongsu.pass-loses-right}); "
                "art. 15: 接风 when nobody beats the last play",
                "第11条：{tongsu.pass-loses-right}；第15条：没人管底牌时接风",
            ),
            "irvine": (
                "not mentioned: note 6, a pass never leads (备注6 {irvine.pass-never-leads})",
                "没有提到：备注6 {irvine.pass-never-leads}",
            ),
        },
    )
    first_stuck_is_last: bool = _option(
        False,
        "Y2",
        "先清为落: the first player stuck by 憋三 takes the last place.",
        "先清为落：第一个被闷的玩家为大落。",
        {
            "qingdao": ("no", "不是"),
            "linyi": ("no", "不是"),
            "tongsu": ("art. 37", "第37条"),
            "irvine": ("no", "不是"),
        },
    )
    report_count: bool = _option(
        True,
        "F8",
        "报户: a player with 10 or fewer cards tells his count (never with 憋三).",
        "报户：剩10张或更少时要报牌（憋三打法不报户）。",
        {
            "qingdao": (
                "报户 (reporting the count), not with 憋三 ("
                "{qingdao.report-count-not-with-bie-san})",
                "{qingdao.report-count-not-with-bie-san}",
            ),
            "linyi": ("not mentioned", "没有提到"),
            "tongsu": (
                "art. 13: who goes out must report his count... or be eliminated ("
                "{tongsu.reporting-count-abolished:plain})",
                "第13条：{tongsu.reporting-count-abolished:plain}",
            ),
            "irvine": ("not mentioned", "没有提到"),
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
            "qingdao": ("no 发四", "没有发四"),
            "linyi": (
                "4s only after opening; an opener must lead his 4s, else he has not opened; 4s "
                "before opening concede the point ({linyi.fours-after-opening}; "
                "{linyi.opener-must-lead-fours}; {linyi.early-fours-concede-short})",
                "{linyi.fours-after-opening}；{linyi.opener-must-lead-fours}；"
                "{linyi.early-fours-concede-short}",
            ),
            "tongsu": (
                "art. 6: if he no longer opens, his 4s are void ({tongsu.fours-void:plain})",
                "第6条：{tongsu.fours-void:plain}",
            ),
            "irvine": ("no 发四", "没有发四"),
        },
        allowed=(FOURS_FREE, FOURS_AFTER_OPENING_OR_CONCEDE, FOURS_AFTER_OPENING_ELSE_DISCARD),
    )
    natural_opening: bool = _option(
        False,
        "K5",
        "自然点: a player dealt no minimum pure gouji hand is opened from the start.",
        "自然点：没有最低纯够级牌的玩家自然开点。",
        {
            "qingdao": ("no", "没有"),
            "linyi": ("no", "没有"),
            "tongsu": ("art. 24", "第24条"),
            "irvine": ("no", "没有"),
        },
    )
    burn_requires_opened: bool = _option(
        False,
        "S2",
        "Only a player who has opened may burn.",
        "开点后才能烧牌。",
        {
            "qingdao": ("no such condition", "没有这个条件"),
            "linyi": "linyi.burner-has-opened",
            "tongsu": ("art. 29 (1)", "第29条（1）"),
            "irvine": ("no such condition", "没有这个条件"),
        },
    )
    burn_blocked_by_pass: bool = _option(
        False,
        "S2",
        "A player who passed in the trick may not burn.",
        "本轮过牌后不能烧牌。",
        {
            "qingdao": ("no such condition", "没有这个条件"),
            "linyi": ("no such condition", "没有这个条件"),
            "tongsu": (
                "art. 29 (2): he must not have passed ({tongsu.burner-must-not-have-passed})",
                "第29条（2）：{tongsu.burner-must-not-have-passed}",
            ),
            "irvine": (
                "note 10: bound by the pass rule (备注10: {irvine.burn-bound-by-pass})",
                "备注10：{irvine.burn-bound-by-pass}",
            ),
        },
    )
    burn_last_play_needs_joker: bool = _option(
        False,
        "S1",
        "Contradiction 6: the burner's last play must carry a joker too (else only the plays "
        "between the beat and the last).",
        "规则书说法不一：烧牌的最后一手也要挂王。",
        {
            "qingdao": (
                "the last lead may go without ({qingdao.last-lead-excepted})",
                "{qingdao.last-lead-excepted}",
            ),
            "linyi": (
                "but the last lead is excepted ({linyi.last-lead-excepted})",
                "{linyi.last-lead-excepted}",
            ),
            "tongsu": (
                "art. 29 (3): but for the first fire-lighting hand, every hand must show a big "
                "or small joker ({tongsu.burn-hands-show-jokers:plain})",
                "第29条（3）：{tongsu.burn-hands-show-jokers:plain}",
            ),
            "irvine": (
                "note 13: a last play of 3s needs no joker (备注13: {irvine.last-threes-no-joker})",
                "备注13：{irvine.last-threes-no-joker}",
            ),
        },
    )
    burn_free_hand: BurnFreeHand = _option(
        BURN_FREE_KILL,
        "S1",
        "Where every burning lead carries a joker (burn_last_play_needs_joker), the one hand "
        "that may go without: the kill itself, or the first lead after it.",
        "烧牌每手挂王时，可以不挂王的那一手：灭牌本身，或其后的第一手。",
        {
            "qingdao": (
                "not read: the last play is the free one ({qingdao.last-lead-excepted})",
                "不适用：可以不挂王的是最后一手（{qingdao.last-lead-excepted}）",
            ),
            "linyi": (
                "not read: the last play is the free one ({linyi.last-lead-excepted})",
                "不适用：可以不挂王的是最后一手（{linyi.last-lead-excepted}）",
            ),
            "tongsu": (
                "art. 29 (3): 除第一手“放火”牌外 (but for the first fire-lighting hand) -- read "
                "as the kill that lights the fire; the other reading (first_lead) is the first "
                "lead after it",
                "第29条（3）：除第一手“放火”牌外——读作点火的那手灭牌；另一种读法（first_lead）是"
                "其后的第一手",
            ),
            "irvine": (
                "not read: the last play is the free one (note 13, 备注13)",
                "不适用：可以不挂王的是最后一手（备注13）",
            ),
        },
        allowed=(BURN_FREE_KILL, BURN_FREE_FIRST_LEAD),
    )
    counter_burn_tribute: bool = _option(
        False,
        "S4",
        "反烧: a burner whose first play is beaten owes the burned player a card.",
        "反烧：烧牌者的第一手被压，要向被烧者进贡。",
        {
            "qingdao": ("解烧 (breaking a burn) only", "只有解烧"),
            "linyi": ("反烧 without tribute", "有反烧，不进贡"),
            "tongsu": (
                "art. 31: 反烧 by others than the 对家, paid as a burn (doubled, see "
                "counter_burn_doubles)",
                "第31条：对家以外的人反烧，按烧贡进（翻倍，见 counter_burn_doubles）",
            ),
            "irvine": "irvine.burn-example-3-tribute",
        },
    )
    failed_burn_pays: bool = _option(
        False,
        "S4",
        "A burner who fails (烧失败, 诈烧) also owes the player he burned a card.",
        "烧失败（诈烧）者还要向被烧者进一张贡。",
        {
            "qingdao": (
                "a failed burn makes him 大落, no card ({qingdao.failed-burn-last:plain})",
                "{qingdao.failed-burn-last:plain}（不进牌）",
            ),
            "linyi": ("not mentioned", "没有提到"),
            "tongsu": (
                "art. 32: he is made 大落 at once and pays a 诈烧贡 (直接被判为大落，并进一张诈烧"
                "贡)",
                "第32条：直接被判为大落，并进一张诈烧贡",
            ),
            "irvine": (
                "note 11: 大落 this deal, and an extra 烧贡 to the burned player next deal (备注"
                "11: {irvine.failed-burn})",
                "备注11：{irvine.failed-burn}",
            ),
        },
    )
    failed_burn_opens_target: bool = _option(
        False,
        "S4",
        "The player a burner failed against counts as opened (开点).",
        "违例烧牌时，被烧玩家无条件开点。",
        {
            "qingdao": ("not mentioned", "没有提到"),
            "linyi": ("not mentioned", "没有提到"),
            "tongsu": ("not mentioned", "没有提到"),
            "irvine": (
                "note 11: the burned player 乙 opens unconditionally (备注11: "
                "{irvine.burned-player-opened})",
                "备注11：{irvine.burned-player-opened}",
            ),
        },
    )
    false_burn_frees_stuck: bool = _option(
        False,
        "S4",
        "诈烧 (zhà shāo): a player stuck (闷) by the kill of a burner who then fails with no 解烧 "
        "or 反烧 is a 自由人 (free man): he sits out, owes no 闷贡 and takes 三科 when his "
        "alliance took 头科, else 四科.",
        "因诈烧被闷的玩家不算落科，为自由人：不再出牌，不进闷贡；己方同帮走头科时为三科，否则为四科。",
        {
            "qingdao": (
                "a failed burn makes the burner 大落 (烧失败，算大落); nothing changes for the "
                "player he stuck",
                "烧失败，算大落；被烧者不变",
            ),
            "linyi": ("not mentioned", "没有提到"),
            "tongsu": (
                "art. 32: stuck through a 诈烧 he is no 落 but a 自由人, 三科 when his side took "
                "头科, else 四科, and owes no 闷贡 ({tongsu.false-burn-stuck-free})",
                "第32条：{tongsu.false-burn-stuck-free}",
            ),
            "irvine": (
                "note 11: the burned player opens unconditionally ({irvine.burned-player-opened}"
                "); nothing else",
                "备注11：{irvine.burned-player-opened}；没有别的",
            ),
        },
    )
    jie_shao_can_be_covered: bool = _option(
        False,
        "S4",
        "解烧: when the burner's 对家 beats a burning play and the burner covers it again in the "
        "same trick, the burn goes on; else any beat breaks the burn.",
        "解烧的牌又被烧牌者盖过，则解烧失败，烧牌继续。",
        {
            "qingdao": (
                "no: if the 对头 beats in between or another burns the burner, it is 解烧 ("
                "{qingdao.jie-shao})",
                "不算：{qingdao.jie-shao}",
            ),
            "linyi": (
                "no: if the 对家 beats in between or another burns the burner, it is 解烧 ("
                "{linyi.jie-shao})",
                "不算：{linyi.jie-shao}",
            ),
            "tongsu": (
                "art. 30: if the breaking cards are covered again, the break fails and the burn "
                "succeeds ({tongsu.jie-shao-covered})",
                "第30条：{tongsu.jie-shao-covered}",
            ),
            "irvine": (
                "no: if any play of 乙's is beaten meanwhile, the burn fails ("
                "{irvine.burn-fails-if-beaten})",
                "不算：{irvine.burn-fails-if-beaten}",
            ),
        },
    )
    counter_burn_doubles: bool = _option(
        False,
        "S4",
        "反烧 doubles the 烧贡: a burn whose kill broke another burn is worth twice that burn.",
        "每反烧一次，烧贡翻倍。",
        {
            "qingdao": (
                "no: a 烧贡 is one card ({qingdao.burn-tribute-one-card:plain})",
                "不翻倍：{qingdao.burn-tribute-one-card:plain}",
            ),
            "linyi": ("no: one 烧贡 (1个“烧贡”)", "不翻倍：1个“烧贡”"),
            "tongsu": (
                "art. 31: each 反烧 doubles the 烧贡 ({tongsu.counter-burn-doubles})",
                "第31条：{tongsu.counter-burn-doubles}",
            ),
            "irvine": (
                "no: 反烧贡 and 烧贡 are one card each (its examples, 烧牌进贡举例)",
                "不翻倍：反烧贡和烧贡各一张（烧牌进贡举例）",
            ),
        },
    )
    failed_breaker_saves_burn: bool = _option(
        False,
        "S4",
        "A burn broken by another burner who then fails (违例烧牌) counts as successful.",
        "烧牌过程中被人违例烧牌，视为烧牌成功。",
        {
            "qingdao": ("not mentioned", "没有提到"),
            "linyi": ("not mentioned", "没有提到"),
            "tongsu": ("not mentioned", "没有提到"),
            "irvine": (
                "note 12: if 乙 burns against the rules while 甲 burns, 甲's burn succeeds (备注"
                "12: {irvine.illegal-breaker-saves-burn})",
                "备注12：{irvine.illegal-breaker-saves-burn}",
            ),
        },
    )
    no_three_no_pay_revolts: bool = _option(
        True,
        "Y3",
        "A player with no 3 and nothing to buy one with (no 2, no joker) revolts (自动革命).",
        "没有3又没有钱和王的玩家自动革命。",
        {
            "qingdao": (
                "with no 3 and no 2 or joker, he revolts automatically ("
                "{qingdao.no-three-no-pay-revolts})",
                "{qingdao.no-three-no-pay-revolts}",
            ),
            "linyi": ("not mentioned", "没有提到"),
            "tongsu": (
                "art. 7: his own side buys for him and helps ({tongsu.own-side-helps}) instead",
                "第7条：改{tongsu.own-side-helps}",
            ),
            "irvine": ("not mentioned", "没有提到"),
        },
    )
    allies_buy_threes: bool = _option(
        False,
        "Y3",
        "A player with no dealt 2 to pay for a 3 (or 4) gets it through his alliance: an ally "
        "pays with a dealt 2, or gives a spare one (由同帮购买、相助); 3s and 4s are paid for with "
        "dealt 2s only.",
        "没有自然抓到的2买三买四时，由同帮购买、相助：同帮用自然抓到的2代买，或赠送多余的3（4）；"
        "只用自然抓到的2购买。",
        {
            "qingdao": (
                "he pays himself, with a 2 or else a joker (必须无条件用钱（无钱时用大、小花）); "
                "with neither he revolts",
                "必须无条件用钱（无钱时用大、小花）买；都没有则自动革命",
            ),
            "linyi": (
                "with a 2 or a joker (用一张2或王（2优先）); a buyer with neither is not mentioned",
                "用一张2或王（2优先）；没有说都没有时怎么办",
            ),
            "tongsu": (
                "art. 7: the money must have been dealt ({tongsu.buying-money-dealt}); with no "
                "dealt 2, his own side buys for him and helps ({tongsu.no-dealt-two-allies-help})",
                "第7条：{tongsu.buying-money-dealt}；{tongsu.no-dealt-two-allies-help}",
            ),
            "irvine": (
                "with one of his own 2s (用自己的一张2); a buyer without is not mentioned",
                "用自己的一张2；没有说没有2时怎么办",
            ),
        },
    )
    ally_waived_tributes: frozenset[TributeKind] = _option(
        frozenset(),
        "X3",
        "免贡: the kinds of tribute allies do not pay each other.",
        "免贡：同帮之间免进的贡。",
        {
            "qingdao": ("none", "没有免贡"),
            "linyi": (
                "烧贡 only: burned by one's own alliance, no 烧贡 ("
                "{linyi.no-burn-tribute-to-ally})",
                "只免烧贡：{linyi.no-burn-tribute-to-ally}",
            ),
            "tongsu": (
                "all: art. 17, allies need pay each other no tribute ("
                "{tongsu.allies-pay-no-tribute})",
                "全免：第17条 {tongsu.allies-pay-no-tribute}",
            ),
            "irvine": ("none", "没有免贡"),
        },
        allowed=TRIBUTE_KINDS,
    )
    tribute_only_dealt_cards: bool = _option(
        False,
        "X1",
        "Only jokers and 2s a player was dealt are tribute cards; received ones are not.",
        "只有自然抓到的王和钱才是贡牌，吃贡所得的不算。",
        {
            "qingdao": ("no such limit", "没有这个限制"),
            "linyi": ("no such limit", "没有这个限制"),
            "tongsu": (
                "art. 16: cards dealt, not won by tribute, selling 3s and 4s or 点手 ("
                "{tongsu.tribute-only-dealt-cards:plain})",
                "第16条：{tongsu.tribute-only-dealt-cards:plain}",
            ),
            "irvine": ("no such limit", "没有这个限制"),
        },
    )
    tribute_resistance: bool = _option(
        False,
        "X3",
        "抗贡: 4 大王 dealt cancel one's alliance's tribute, 4 小王 one's own.",
        "抗贡：抓到四个大王抗本帮的贡，四个小王抗本人的贡。",
        {
            "qingdao": ("no", "没有"),
            "linyi": ("no", "没有"),
            "tongsu": ("art. 17", "第17条"),
            "irvine": ("no", "没有"),
        },
    )
    revolution_limit: RevolutionLimit = _option(
        REVOLUTION_VOID_ON_TWO,
        "R1",
        "Two revolutions void the deal, or at most one may revolt (the last round's 大落 first).",
        "两家革命则作废，或每局最多一家革命。",
        {
            "qingdao": "qingdao.two-revolutions-end",
            "linyi": ("uses qingdao's", "用青岛规则的"),
            "tongsu": ("art. 50", "第50条"),
            "irvine": (
                "note 4: at most one revolutionary a deal (备注4: "
                "{irvine.one-revolutionary:plain})",
                "备注4：{irvine.one-revolutionary:plain}",
            ),
        },
        allowed=(REVOLUTION_VOID_ON_TWO, REVOLUTION_ONE_BY_LAST_PLACE),
    )
    head_choice: bool = _option(
        True,
        "R3",
        "The revolutionary's 对头 chooses 要头 (three unanswerable gouji hands) or 无头.",
        "革命者的对头选择要头或无头。",
        {
            "qingdao": (
                "the 对头 may announce 要头 or 无头 ({qingdao.head-choice-announced:plain})",
                "{qingdao.head-choice-announced:plain}",
            ),
            "linyi": "linyi.head-choice",
            "tongsu": (
                "art. 49 forbids 要头 ({tongsu.no-head:plain})",
                "第49条：{tongsu.no-head:plain}",
            ),
            "irvine": (
                "note 3: no 对家, no gouji hand (备注3: 无对家则无够级牌)",
                "备注3：无对家则无够级牌",
            ),
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
            "qingdao": ("no", "没有"),
            "linyi": ("冲点 (charging the point)", "有冲点"),
            "tongsu": (
                "arts. 46-49: he may revolt once sure to lay down three pure gouji hands in turn "
                "({tongsu.revolution-condition:curly}), giving any jokers and 2s to his 对家 (王"
                "和2 如仍有，须交给对家); a failed revolution makes him 大落 and his 对家 has a "
                "head (革命失败...玩家为“大落”...视为对家“有头”); after a success he leads 3s "
                "and the 对家 throws 4s away (革命成功..."
                "{tongsu.revolutionary-threes-opposite-fours})",
                "第46-49条：{tongsu.revolution-condition:curly}（王和2 如仍有，须交给对家）；革命"
                "失败...玩家为“大落”...视为对家“有头”；革命成功..."
                "{tongsu.revolutionary-threes-opposite-fours}",
            ),
            "irvine": ("note 5", "备注5"),
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
            "qingdao": ("the last play (底牌)... 够死级", "底牌...够死级"),
            "linyi": ("not mentioned", "没有提到"),
            "tongsu": ("art. 49 forbids 够死级 (禁止够死级)", "第49条：禁止够死级"),
            "irvine": ("not mentioned", "没有提到"),
        },
    )
    tribute_order: tuple[TributeKind, ...] = _option(
        (STUCK, BURN, POINT, LAST),
        "X3",
        "Contradiction 2: the order in which the kinds of tribute are paid.",
        "规则书说法不一：进贡的顺序。",
        {
            "qingdao": "qingdao.tribute-order",
            "linyi": (
                "{summary.tribute-order} (a scrambled summary)",
                "{summary.tribute-order}（摘要有错乱）",
            ),
            "tongsu": (
                "art. 16: point, burn, stuck, last tribute (点贡、烧贡、闷贡、落贡)",
                "第16条：点贡、烧贡、闷贡、落贡",
            ),
            "irvine": "irvine.tribute-order",
        },
        allowed=TRIBUTE_KINDS,
    )
    tribute_returned: frozenset[TributeKind] = _option(
        frozenset({LAST}),
        "X3",
        "Contradiction 4: which tributes the receiver returns (还贡), card for card.",
        "规则书说法不一：哪些贡要还贡。",
        {
            "qingdao": (
                "the 落贡 must be returned ({qingdao.last-tribute-returned:plain}); the others "
                "are not",
                "{qingdao.last-tribute-returned:plain}；其他贡不还",
            ),
            "linyi": ("uses qingdao's", "用青岛规则的"),
            "tongsu": (
                "art. 16: the receiver need not return any ({tongsu.no-return-short:plain})",
                "第16条：{tongsu.no-return-short:plain}",
            ),
            "irvine": ("after a tribute... it is returned (进贡后...要还贡)", "进贡后...要还贡"),
        },
        allowed=TRIBUTE_KINDS,
    )
    tribute_cards: TributeCards = _option(
        TRIBUTE_CARDS_JOKERS_AND_TWOS,
        "X1",
        "Which cards are paid: only jokers and 2s (法定贡牌), down to kings (irvine: 无2进K), or "
        "the biggest cards held, whatever they are (linyi: 进手里最大的牌).",
        "贡牌：只进王和钱，或没有钱进K，或进手里最大的牌。",
        {
            "qingdao": "qingdao.tribute-cards",
            "linyi": (
                "pay the biggest cards in one's hand, whatever they are ("
                "{linyi.pay-biggest-cards})",
                "{linyi.pay-biggest-cards}",
            ),
            "tongsu": (
                "art. 16: tribute cards are the big and small jokers and 2s (贡牌 = 大、小王和2)",
                "第16条：贡牌为大、小王和2",
            ),
            "irvine": (
                "with no 2 pay a K, never an A ({irvine.no-two-pay-king}); 落贡 without jokers",
                "{irvine.no-two-pay-king}；落贡不用王",
            ),
        },
        allowed=(
            TRIBUTE_CARDS_JOKERS_AND_TWOS,
            TRIBUTE_CARDS_DOWN_TO_KINGS,
            TributeCards.BIGGEST,
        ),
    )
    tribute_shown: bool = _option(
        False,
        "X1",
        "Tribute paid and returned is shown to every seat (亮明); else only the payer and the "
        "receiver see the cards, the others their count.",
        "进贡、还贡的牌向所有玩家亮明；否则只有进贡者和吃贡者看到牌，其他人只知张数。",
        {
            "qingdao": (
                "not stated: the cards pass between the two players",
                "没有说明：牌只在两人之间传递",
            ),
            "linyi": (
                "not stated: the cards pass between the two players",
                "没有说明：牌只在两人之间传递",
            ),
            "tongsu": (
                "art. 16: tribute cards must be shown to every player ({tongsu.tribute-shown})",
                "第16条：{tongsu.tribute-shown}",
            ),
            "irvine": "irvine.tribute-shown",
        },
    )
    sweep_tribute: SweepTribute = _option(
        SWEEP_NEW_GAME,
        "X2",
        "After 串三户: a new game with no tribute, or each loser pays his 对头 one card (串贡) "
        "instead of his other tributes, while the winners still pay theirs (tongsu art. 43).",
        "串三户后：重新开局不进贡，或输方各向对家进一张串贡。",
        {
            "qingdao": (
                "after 串三户 no tribute: a new game starts ("
                "{qingdao.sweep-no-tribute-new-game:plain})",
                "{qingdao.sweep-no-tribute-new-game:plain}",
            ),
            "linyi": "linyi.losers-pay-point-tribute",
            "tongsu": ("art. 43: 圈贡 (the sweep tribute)", "第43条：圈贡"),
            "irvine": (
                "the three losers each pay their 对家 a 串贡 ({irvine.sweep-tribute:plain})",
                "{irvine.sweep-tribute:plain}",
            ),
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
            "qingdao": (
                "no tribute at all after a 串三户: {qingdao.no-more-tribute-new-game:curly} (no "
                "more tribute, a new game starts)",
                "串三户后完全不进贡：{qingdao.no-more-tribute-new-game:curly}",
            ),
            "linyi": (
                "the three losers each pay the winners a 点贡 ({linyi.sweep-point-tribute}): the "
                "串贡 is their 点贡",
                "{linyi.sweep-point-tribute}：串贡就是他们的点贡",
            ),
            "tongsu": (
                "art. 17: that side pays only the 圈贡, all other tribute waived ("
                "{tongsu.sweep-spares-other-tribute:curly}); art. 43",
                "第17条：{tongsu.sweep-spares-other-tribute:curly}；第43条",
            ),
            "irvine": (
                "no: the three losers each pay their 对家 a 串贡 ({irvine.sweep-tribute}), with "
                "no exception to 闷贡 or 点贡",
                "不免：{irvine.sweep-tribute}，闷贡和点贡照进",
            ),
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
                f.metadata["cites"],
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
        tribute_cards=TributeCards.BIGGEST,
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
        tribute_shown=True,
        false_burn_frees_stuck=True,
        allies_buy_threes=True,
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
        tribute_shown=True,
        sweep_any_order=True,
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
