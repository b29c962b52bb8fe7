"""RuleSet: the rule variants of the four rulebooks as named, documented options.

Each option names the digest rule it implements and says which rulebook chooses what and
why. ``RuleSet()`` is the ``qingdao`` preset; ``RuleSet.preset(name)`` gives any of the four;
``rules.replace(option=value)`` makes a variant. Where the sources contradict each other the
point is an option here, never a hidden choice in the code.
"""

from __future__ import annotations

import dataclasses
import difflib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, TypeVar, get_args, get_origin, get_type_hints

from .errors import RuleSetError, short_repr
from .labels import BilingualMap
from .option_records import PRESET_NAMES as PRESET_NAMES  # the four rulebooks, re-exported
from .option_records import RECORDS, OptionRecord, OptionRecordError

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
    """S1 (tongsu art. 29, quotation tongsu.fire-lighting-hand): which burning hand may go
    without a joker."""

    KILL = "kill"
    """The kill that lights the fire (the beat of the gouji hand)."""
    FIRST_LEAD = "first_lead"
    """The first lead after the kill."""


TRIBUTE_KINDS: tuple[TributeKind, ...] = (
    TributeKind.STUCK,
    TributeKind.BURN,
    TributeKind.POINT,
    TributeKind.LAST,
)
"""X2: 闷贡 (stuck), 烧贡 (burn), 点贡 (point), 落贡 (last places)."""


@dataclass(frozen=True)
class Option:
    """The documentation of one option: its rule ID (e.g. B4), meaning, allowed values and each
    preset's value and reason.

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
    values: Mapping[str, Any] = field(default_factory=dict, repr=False, compare=False)
    """Each preset's value of the option."""

    def reason(self, preset: str, lang: str | None = None) -> str:
        """Why ``preset`` chooses its value, in ``"en"`` or ``"zh"``."""
        return self.why.text(preset, lang)


RECORDED: Any = None
"""The default of a RuleSet field, filled in from the option's record by ``_recorded``."""


def _typed(value: Any, hint: Any) -> Any:
    """``value`` read as the field type ``hint`` reads it: a collection as a frozenset or a
    tuple, names as the option's Choice; what does not fit is kept for RuleSet's check."""
    origin = get_origin(hint)
    if origin in (frozenset, tuple):
        if not isinstance(value, (frozenset, set, list, tuple)):
            return value
        items = [_typed(item, get_args(hint)[0]) for item in value]
        try:
            return origin(items)
        except TypeError:  # unhashable members: left as they are for the check to refuse
            return value
    if isinstance(hint, type) and issubclass(hint, Choice) and isinstance(value, str):
        try:
            return hint(value)
        except ValueError:
            return value
    return value


def _option(record: OptionRecord, hint: Any) -> Option:
    """The Option documenting ``record``, its values read as the field's type ``hint``."""
    return Option(
        record.name,
        record.rule,
        record.en,
        record.zh,
        BilingualMap({preset: (c.en, c.zh) for preset, c in record.presets.items()}),
        None if record.allowed is None else tuple(_typed(v, hint) for v in record.allowed),
        {preset: c.cites for preset, c in record.presets.items() if c.cites},
        {preset: _typed(c.value, hint) for preset, c in record.presets.items()},
    )


_T = TypeVar("_T")


def _recorded(cls: type[_T]) -> type[_T]:
    """Each annotated option of ``cls`` filled in from its record: its default (the qingdao
    value), and its Option and type in the field's ``metadata``; an option without a record,
    or a record without an option, is refused."""
    hints = get_type_hints(cls)
    missing = [name for name in hints if name not in RECORDS]
    extra = [name for name in RECORDS if name not in hints]
    if missing or extra:
        raise OptionRecordError(
            "",
            f"RuleSet fields without a record: {missing}; records without a field: {extra}",
            f"没有记录的RuleSet字段：{missing}；没有字段的记录：{extra}",
        )
    for name, hint in hints.items():
        option = _option(RECORDS[name], hint)
        meta = {"option": option, "hint": hint}
        setattr(cls, name, field(default=option.values["qingdao"], metadata=meta))
    return cls


@dataclass(frozen=True)
@_recorded
class RuleSet:
    """The rule variants (C1 to D2) as immutable named options; defaults are the qingdao preset.

    Each field is an option whose record (rule ID, words, allowed values, each preset's value
    and reason) is in ``data/options_*.toml``; ``RuleSet.options()`` documents them."""

    short_shoe: bool = RECORDED
    tie_qian: bool = RECORDED
    mixed_jokers_as_small: bool = RECORDED
    same_joker_answers: bool = RECORDED
    extra_small_joker_outranks: bool = RECORDED
    two_beat_one: frozenset[TwoBeatOne] = RECORDED
    count_change_only_lone_big_joker: bool = RECORDED
    gouji_min_twos: int = RECORDED
    gouji_min_jokers: int = RECORDED
    joker_play_is_gouji: bool = RECORDED
    opening_excludes: OpeningExcludes = RECORDED
    twos_open_when_answering: bool = RECORDED
    opening_closes_at_two_out: bool = RECORDED
    headless_gouji_opens: bool = RECORDED
    first_round_pure_opens: bool = RECORDED
    place_points: tuple[int, ...] = RECORDED
    sweep_points: int = RECORDED
    sweep_any_order: bool = RECORDED
    point_tribute: PointTribute = RECORDED
    point_swap_waivable: bool = RECORDED
    declarations: frozenset[Declaration] = RECORDED
    bie_san: bool = RECORDED
    buy_fours: bool = RECORDED
    buy_from: BuyFrom = RECORDED
    buy_in_first_round: bool = RECORDED
    buy_after_tribute: bool = RECORDED
    first_leader: FirstLeader = RECORDED
    first_leader_every_round: bool = RECORDED
    hui_wu: bool = RECORDED
    pass_exception: PassException = RECORDED
    lead_after_gouji_declined: LeadAfterGouji = RECORDED
    yielding: bool = RECORDED
    stuck_can_take_wind: bool = RECORDED
    wind_request: bool = RECORDED
    first_stuck_is_last: bool = RECORDED
    report_count: bool = RECORDED
    fours: Fours = RECORDED
    natural_opening: bool = RECORDED
    burn_requires_opened: bool = RECORDED
    burn_blocked_by_pass: bool = RECORDED
    burn_last_play_needs_joker: bool = RECORDED
    burn_free_hand: BurnFreeHand = RECORDED
    counter_burn_tribute: bool = RECORDED
    failed_burn_pays: bool = RECORDED
    failed_burn_opens_target: bool = RECORDED
    false_burn_frees_stuck: bool = RECORDED
    jie_shao_can_be_covered: bool = RECORDED
    counter_burn_doubles: bool = RECORDED
    failed_breaker_saves_burn: bool = RECORDED
    no_three_no_pay_revolts: bool = RECORDED
    allies_buy_threes: bool = RECORDED
    ally_waived_tributes: frozenset[TributeKind] = RECORDED
    tribute_only_dealt_cards: bool = RECORDED
    tribute_resistance: bool = RECORDED
    revolution_limit: RevolutionLimit = RECORDED
    head_choice: bool = RECORDED
    chong_dian: ChongDian = RECORDED
    last_play_dead_gouji: bool = RECORDED
    tribute_order: tuple[TributeKind, ...] = RECORDED
    tribute_returned: frozenset[TributeKind] = RECORDED
    tribute_refusable: bool = RECORDED
    dian_shou: bool = RECORDED
    tribute_cards: TributeCards = RECORDED
    tribute_shown: bool = RECORDED
    sweep_tribute: SweepTribute = RECORDED
    sweep_spares_other_tributes: bool = RECORDED

    def __post_init__(self) -> None:
        for fld in dataclasses.fields(self):
            option: Option = fld.metadata["option"]
            allowed, rule = option.allowed, option.rule
            value = _typed(getattr(self, fld.name), fld.metadata["hint"])
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
                        rule,
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
                listed = f"; allowed: {', '.join(map(str, allowed))}" if allowed else ""
                raise RuleSetError(
                    rule,
                    f"option {fld.name} cannot be {short_repr(bad[0])}{listed}",
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
        return [f.metadata["option"] for f in dataclasses.fields(cls)]

    @classmethod
    def option(cls, name: str) -> Option:
        """The documentation of the option ``name``; an unknown name raises RuleSetError."""
        cls._check_names([name])
        return next(option for option in cls.options() if option.name == name)

    def replace(self, **changes: Any) -> RuleSet:
        """A copy with some options changed; unknown option names raise RuleSetError."""
        self._check_names(changes)
        return dataclasses.replace(self, **changes)

    @classmethod
    def _check_names(cls, keys: Iterable[str]) -> None:
        """Refuse the first of ``keys`` that names no option, with the nearest names."""
        names = {f.name for f in dataclasses.fields(cls)}
        for key in keys:
            if key not in names:
                near = difflib.get_close_matches(str(key), sorted(names), n=3, cutoff=0.5)
                hint = f"; did you mean {', '.join(near)}?" if near else ""
                raise RuleSetError(
                    "",
                    f"unknown option {short_repr(key)}{hint} RuleSet.options() lists them all",
                    f"没有选项{short_repr(key)}{hint.replace('; did you mean', '；是否指')}"
                    "；RuleSet.options()列出全部选项",
                )

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
    name: RuleSet(**{option.name: option.values[name] for option in RuleSet.options()})
    for name in PRESET_NAMES
}
"""The four rulebooks, each option's value as its record gives it."""


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
