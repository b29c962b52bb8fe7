"""Beating a play (B1-B6): whether one play beats another, and why, in plain words.

The joker part of a play answers the joker part of the play it beats joker by joker: each
old joker is matched by a group of new jokers (a 大王 answers a 小王; a joker of the same
kind answers it only "equally"; two-beat-one groups per option B4). Left-over new jokers
stand in for carried cards. A play with jokers must be higher in both aspects (B3): its
joker part strictly higher, and its carried cards of a higher rank when both have some.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import NamedTuple

from .cards import Rank
from .plays import Play, PlayLike, counted_parts, make_play
from .quotations import cite
from .ruleset import RuleSet, TwoBeatOne, resolve_rules
from .verdict import Verdict


class _Group(NamedTuple):
    """Jokers of the new play answering one joker of the old play."""

    big: int
    small: int
    overflow: int
    strict: bool


class _Shape(NamedTuple):
    """What beating depends on: a play's counted rank and parts (hashable for the cache)."""

    rank: Rank
    size: int
    big: int
    small: int
    carried: int
    lone_big_form: bool

    @classmethod
    def of(cls, play: Play) -> _Shape:
        cards = play.cards  # sorted: a lone 大王 is [BJ], a lone 大王小王 is [SJ, BJ]
        lone = cards[-1].rank is Rank.BIG_JOKER and (
            len(cards) == 1 or (len(cards) == 2 and cards[0].rank is Rank.SMALL_JOKER)
        )
        return cls(play.rank, play.count, play.big_jokers, play.small_jokers, play.carried, lone)


def _groups(rules: RuleSet) -> tuple[list[_Group], list[_Group]]:
    """B3, B4, B6: the ways to answer one old big joker, and one old small joker."""
    for_big, for_small = [], [_Group(1, 0, 0, True)]
    if rules.same_joker_answers:
        for_big.append(_Group(1, 0, 0, False))
        for_small.append(_Group(0, 1, 0, False))
    if TwoBeatOne.TWO_BIG_FOR_ONE_BIG in rules.two_beat_one:
        for_big.append(_Group(2, 0, 1, True))
    if TwoBeatOne.THREE_SMALL_FOR_ONE_BIG in rules.two_beat_one:
        for_big.append(_Group(0, 3, 2, True))
    if TwoBeatOne.TWO_SMALL_FOR_ONE_SMALL in rules.two_beat_one:
        for_small.append(_Group(0, 2, 1, True))
    return for_big, for_small


class _Answer(NamedTuple):
    strict: bool
    overflow: int


def _joker_answers(new: _Shape, old: _Shape, rules: RuleSet) -> Iterator[_Answer]:
    """Every way the new jokers can answer the old ones (B3, B4, B6)."""
    for_big, for_small = _groups(rules)
    for big_choice in combinations_with_replacement(for_big, old.big):
        for small_choice in combinations_with_replacement(for_small, old.small):
            chosen = big_choice + small_choice
            spare_big = new.big - sum(g.big for g in chosen)
            spare_small = new.small - sum(g.small for g in chosen)
            if spare_big < 0 or spare_small < 0:
                continue
            spare_small_counts = spare_small > 0 and (
                old.big + old.small == 0 or rules.extra_small_joker_outranks
            )
            strict = any(g.strict for g in chosen) or spare_big > 0 or spare_small_counts
            yield _Answer(strict, sum(g.overflow for g in chosen))


_REASONS = ("jokers_short", "count", "jokers_equal", "carried")
"""Reasons a play fails, from the least to the most nearly beating; the verdict cites the last."""


@lru_cache(maxsize=65536)
def _judge(new: _Shape, old: _Shape, rules: RuleSet) -> str:
    """The verdict code: ``win_*`` when new beats old, else the reason it comes nearest to."""
    extra = new.size - old.size
    if not new.big + new.small and not old.big + old.small:
        if extra:
            return "count"
        return (
            "win_plain" if new.rank > old.rank else ("equal" if new.rank == old.rank else "lower")
        )
    if extra < 0 or (extra and not rules.two_beat_one):
        return "count"
    reason = 0
    for answer in _joker_answers(new, old, rules):
        if (
            extra < 0
            or extra > answer.overflow
            or (extra and rules.count_change_only_lone_big_joker and not old.lone_big_form)
        ):
            reason = max(reason, 1)
        elif not answer.strict:
            reason = max(reason, 2)
        elif new.carried and old.carried and new.rank <= old.rank:
            reason = 3
        else:
            return "win_two_for_one" if extra else "win_both"
    return _REASONS[reason]


def shape_of(play: Play) -> _Shape:
    """What beating ``play`` depends on (for :func:`parts_beat`)."""
    return _Shape.of(play)


@lru_cache(maxsize=65536)
def parts_beat(
    size: int, rank: Rank | None, twos: int, big: int, small: int, old: _Shape, rules: RuleSet
) -> bool:
    """B1-B6, the engine's fast path: whether ``size`` sorted cards known to be one play, given
    by the parts classify takes (no Play built), beat a play of shape ``old``."""
    counted, counted_big, counted_small, carried, _ = counted_parts(
        size, rank, twos, big, small, rules
    )
    lone = big == 1 and small <= 1 and size == 1 + small  # [BJ] or [SJ, BJ], as in _Shape.of
    new = _Shape(counted, size, counted_big, counted_small, carried, lone)
    return _judge(new, old, rules).startswith("win")


def beats(new: PlayLike, old: PlayLike, rules: RuleSet | str | None = None) -> bool:
    """B1-B6: True when ``new`` beats ``old`` (each a Play, a list of Card or text)."""
    ruleset = resolve_rules(rules)
    code = _judge(_Shape.of(make_play(new, ruleset)), _Shape.of(make_play(old, ruleset)), ruleset)
    return code.startswith("win")


def explain_beat(new: PlayLike, old: PlayLike, rules: RuleSet | str | None = None) -> Verdict:
    """B1-B6: whether ``new`` beats ``old``, with a sentence in each language citing rule IDs."""
    ruleset = resolve_rules(rules)
    new_play, old_play = make_play(new, ruleset), make_play(old, ruleset)
    code = _judge(_Shape.of(new_play), _Shape.of(old_play), ruleset)
    return _VERDICTS[code](new_play, old_play, ruleset)


def _head(new: Play, old: Play, win: bool) -> tuple[str, str]:
    plural = new.count > 1
    verb_en = (
        ("beat" if plural else "beats") if win else ("do not beat" if plural else "does not beat")
    )
    verb_zh = "大过" if win else "大不过"
    return (
        f"{new.describe('en')} {verb_en} {old.describe('en')}",
        f"{new.describe('zh')}{verb_zh}{old.describe('zh')}",
    )


def _with_tie_qian(rule_ids: tuple[str, ...], *plays: Play) -> tuple[str, ...]:
    """Cite H2 or H5 as well when 2s or mixed jokers changed what a play counts as."""
    cited = {rule for play in plays for rule in play.rule_ids}
    return rule_ids + tuple(rule for rule in ("H2", "H5") if rule in cited)


_Builder = Callable[[Play, Play, RuleSet], Verdict]


def _verdict(win: bool, rule_ids: tuple[str, ...], why_en: str, why_zh: str) -> _Builder:
    """A verdict builder for one outcome, filling the plays into the two sentences."""

    def build(new: Play, old: Play, rules: RuleSet) -> Verdict:
        en, zh = _head(new, old, win)
        return Verdict(
            win,
            _with_tie_qian(rule_ids, new, old),
            f"{en}: {why_en.format(new=new, old=old)}",
            f"{zh}：{why_zh.format(new=new, old=old)}",
        )

    return build


def _count_verdict(new: Play, old: Play, rules: RuleSet) -> Verdict:
    en, zh = _head(new, old, False)
    rule_ids: tuple[str, ...] = ("B1",)
    why_en = (
        f"{new.count} cards cannot answer {old.count}; a play must have the same number of cards"
    )
    why_zh = f"{new.count}张不能回{old.count}张，张数必须相同"
    if rules.count_change_only_lone_big_joker and (new.has_jokers or old.has_jokers):
        rule_ids = ("B1", "B6")
        why_en += ", except 大王大王 on a lone 大王 and 大王大王大王 on a lone 大王小王"
        why_zh += "，只有单个大王（用大王大王）和大王小王（用大王大王大王）例外"
    elif rules.two_beat_one and (new.has_jokers or old.has_jokers):
        rule_ids = ("B1", "B4")
        why_en += f", except two-beat-one answers ({', '.join(sorted(rules.two_beat_one))})"
        why_zh += f"，二杀一例外（{'、'.join(sorted(rules.two_beat_one))}）"
    return Verdict(False, _with_tie_qian(rule_ids, new, old), f"{en}: {why_en}", f"{zh}：{why_zh}")


_IRVINE_JOKERS_ZH = cite(
    "本规则中大王只能用两个大王管，小王只能用大王管，{irvine.two-small-jokers}"
)
"""B3, B6 in Chinese: Irvine's joker answers, ending with its own sentence."""


def _short_verdict(new: Play, old: Play, rules: RuleSet) -> Verdict:
    en, zh = _head(new, old, False)
    if not new.has_jokers:
        return Verdict(
            False,
            _with_tie_qian(("B3",), new, old),
            f"{en}: jokers can only be answered by jokers",
            f"{zh}：王只能用王来管",
        )
    if not rules.same_joker_answers:
        return Verdict(
            False,
            _with_tie_qian(("B3", "B6"), new, old),
            f"{en}: in this rulebook a 大王 is answered only by two 大王 and a 小王 only "
            "by a 大王; two 小王 never beat one 小王",
            f"{zh}：{_IRVINE_JOKERS_ZH}",
        )
    return Verdict(
        False,
        _with_tie_qian(("B3",), new, old),
        f"{en}: its jokers are too few or too small to answer "
        f"{old.jokers} joker{'s' if old.jokers > 1 else ''}",
        f"{zh}：王的张数或大小不够，管不住对方的{old.jokers}张王",
    )


_TWO_FOR_ONE_LONE = _verdict(
    True,
    ("B4", "B6"),
    "in this rulebook 大王大王 answers a lone 大王 and 大王大王大王 a lone 大王小王",
    "本规则中大王大王可管单个大王，大王大王大王可管大王小王",
)
_TWO_FOR_ONE = _verdict(
    True,
    ("B4",),
    "two beat one: more jokers answer fewer, with more cards",
    "二杀一：多王管少王，张数可以多",
)


def _two_for_one_verdict(new: Play, old: Play, rules: RuleSet) -> Verdict:
    """B4, or B6 in irvine: a play with more jokers and more cards beats one with fewer."""
    lone = rules.count_change_only_lone_big_joker
    return (_TWO_FOR_ONE_LONE if lone else _TWO_FOR_ONE)(new, old, rules)


_VERDICTS: dict[str, _Builder] = {
    "win_plain": _verdict(
        True,
        ("B2",),
        "{new.rank.symbol} is higher than {old.rank.symbol}",
        "{new.rank.zh}比{old.rank.zh}大",
    ),
    "equal": _verdict(False, ("B2",), "equal rank does not beat", "点数相同不能大过"),
    "lower": _verdict(
        False,
        ("B2",),
        "{new.rank.symbol} is lower than {old.rank.symbol}",
        "{new.rank.zh}比{old.rank.zh}小",
    ),
    "count": _count_verdict,
    "jokers_short": _short_verdict,
    "jokers_equal": _verdict(
        False,
        ("B3",),
        "its jokers are only equal, and equal jokers are not "
        "higher: it must be higher in both aspects",
        "王一样大不算大，必须两方面都大过",
    ),
    "carried": _verdict(
        False,
        ("B3",),
        "its carried {new.rank.symbol}s are not higher than the "
        "carried {old.rank.symbol}s: it must be higher in both aspects",
        "所带的{new.rank.zh}不比{old.rank.zh}大，必须两方面都大过",
    ),
    "win_both": _verdict(
        True,
        ("B3",),
        "higher in both aspects, the jokers and the carried cards",
        "王和所带的牌两方面都大",
    ),
    "win_two_for_one": _two_for_one_verdict,
}
