"""RuleSet: the rule variants of the four rulebooks as named, documented options.

Each option names the digest rule it implements and says which rulebook chooses what and
why. ``RuleSet()`` is the ``qingdao`` preset; ``RuleSet.preset(name)`` gives any of the four;
``rules.replace(option=value)`` makes a variant. Where the sources contradict each other the
point is an option here, never a hidden choice in the code.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import RuleSetError

PRESET_NAMES: tuple[str, ...] = ("qingdao", "linyi", "tongsu", "irvine")
"""The four rulebooks of the sources; ``qingdao`` is the default."""

PRESET_SOURCES: dict[str, str] = {
    "qingdao": "seed 000: the Qingdao-style forum 'textbook' (教科书) with numbered options",
    "linyi": "seed 002, text 1: the Linyi 憋三发四 encyclopedia entry",
    "tongsu": "seed 002, text 3: 山东够级游戏通俗规则（完整版）, 50 articles",
    "irvine": "seed 004: Irvine Gouji (尔湾够级), a wiki sandbox with worked examples",
}

TWO_BIG_FOR_ONE_BIG = "2BJ>1BJ"
"""B4: two big jokers answer one big joker (两大灭一大)."""
TWO_SMALL_FOR_ONE_SMALL = "2SJ>1SJ"
"""B4: two small jokers answer one small joker (qingdao option 1)."""
THREE_SMALL_FOR_ONE_BIG = "3SJ>1BJ"
"""B4: three small jokers answer one big joker (三小灭一大, qingdao option 1)."""

OPEN_EXCLUDES_BIG_JOKER = "big_joker"
OPEN_EXCLUDES_JOKERS_AND_SINGLES = "jokers_and_singles"
OPEN_PURE_ONLY = "jokers_and_twos"

POINT_TRIBUTE_DECLARED_TABLE = "declared_table"
POINT_TRIBUTE_ONE_CARD = "one_card"
POINT_TRIBUTE_ONE_CARD_SWAP = "one_card_swap"

MING = "ming"
"""D2: 明点, declared after tribute."""
YU = "yu"
"""D1: 预点, declared before the deal."""


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
    two_beat_one: frozenset[str] = _option(
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
    opening_excludes: str = _option(
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
    point_tribute: str = _option(
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
    declarations: frozenset[str] = _option(
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

    def __post_init__(self) -> None:
        for fld in dataclasses.fields(self):
            value = getattr(self, fld.name)
            allowed = fld.metadata["allowed"]
            if isinstance(fld.default, frozenset):
                if not isinstance(value, frozenset):
                    object.__setattr__(self, fld.name, frozenset(value))
                    value = getattr(self, fld.name)
                bad = [v for v in value if allowed and v not in allowed]
            elif isinstance(fld.default, tuple):
                if not isinstance(value, tuple):
                    object.__setattr__(self, fld.name, tuple(value))
                    value = getattr(self, fld.name)
                bad = [] if len(value) == 6 and all(isinstance(v, int) for v in value) else [value]
            elif type(value) is not type(fld.default):
                bad = [value]
            else:
                bad = [value] if allowed and value not in allowed else []
            if bad:
                hint = f"; allowed: {', '.join(map(str, allowed))}" if allowed else ""
                raise RuleSetError(
                    fld.metadata["rule"],
                    f"option {fld.name} cannot be {bad[0]!r}{hint}",
                    f"选项{fld.name}不能取{bad[0]!r}",
                )

    @classmethod
    def preset(cls, name: str) -> RuleSet:
        """One of the four rulebooks by name: qingdao (the default), linyi, tongsu, irvine."""
        if name not in _PRESETS:
            raise RuleSetError(
                "",
                f"unknown rulebook {name!r}; the presets are {', '.join(PRESET_NAMES)}",
                f"没有规则“{name}”；可选：{'、'.join(PRESET_NAMES)}",
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
                raise RuleSetError(
                    "",
                    f"unknown option {key!r}; options are {', '.join(sorted(names))}",
                    f"没有选项“{key}”",
                )
        return dataclasses.replace(self, **changes)

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
        two_beat_one=frozenset({TWO_BIG_FOR_ONE_BIG}), opening_excludes=OPEN_PURE_ONLY
    ),
    "tongsu": RuleSet(
        short_shoe=True,
        mixed_jokers_as_small=False,
        tie_qian=False,
        extra_small_joker_outranks=False,
        two_beat_one=frozenset({TWO_BIG_FOR_ONE_BIG}),
        gouji_min_twos=2,
        opening_excludes=OPEN_PURE_ONLY,
        point_tribute=POINT_TRIBUTE_ONE_CARD_SWAP,
        declarations=frozenset({MING}),
    ),
    "irvine": RuleSet(
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
        "", f"expected a RuleSet or a preset name, got {rules!r}", "应为规则集或规则名"
    )
