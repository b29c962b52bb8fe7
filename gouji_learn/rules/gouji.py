"""Gouji hands (G1-G3) and which of them can open the point (K2)."""

from __future__ import annotations

from .cards import Rank
from .errors import GoujiTypeError, short_repr
from .plays import Play, PlayLike, make_play
from .quotations import quotation
from .ruleset import OpeningExcludes, RuleSet, resolve_rules
from .verdict import Verdict

_BIG_JOKER_DOES_NOT_OPEN = quotation("qingdao.big-joker-does-not-open").text
_ONLY_PURE_OPENS = quotation("tongsu.only-pure-gouji-opens").text
"""K2: the refusals that are the rulebooks' own words (qingdao option 0, tongsu art. 22)."""

_MINIMUM = {Rank.TEN: 5, Rank.JACK: 4, Rank.QUEEN: 3, Rank.KING: 2, Rank.ACE: 2}
"""G1: the minimum gouji hands that all four rulebooks agree on."""


def gouji_minimum(rank: Rank, rules: RuleSet | str | None = None) -> int | None:
    """G1: how many cards of ``rank`` make a gouji hand, or None when no number of them does."""
    if not isinstance(rank, Rank):
        raise GoujiTypeError(
            "G1",
            f"gouji_minimum takes a Rank such as Rank.ACE, not {short_repr(rank)}",
            f"gouji_minimum需要点数（如Rank.ACE），不是{short_repr(rank)}",
        )
    return _minimum(rank, resolve_rules(rules))


def _minimum(rank: Rank, rules: RuleSet) -> int | None:
    """G1: gouji_minimum for a rank and rule set already checked (the engine's fast path)."""
    if rank is Rank.TWO:
        return rules.gouji_min_twos
    if rank.is_joker:
        return rules.gouji_min_jokers
    return _MINIMUM.get(rank)


def explain_gouji(play: PlayLike, rules: RuleSet | str | None = None) -> Verdict:
    """G1-G3: whether a play is a gouji hand (够级牌) and whether it is pure, with the reason."""
    ruleset = resolve_rules(rules)
    p = make_play(play, ruleset)
    what_en, what_zh = p.describe("en"), p.describe("zh")
    if p.has_jokers and p.carried and ruleset.joker_play_is_gouji:
        return Verdict(
            True,
            ("G2",),
            f"{what_en} is a gouji hand: jokers hang on it (挂花)",
            f"{what_zh}是够级牌：挂花的牌都算够级牌",
        )
    counted_rank = p.rank if p.carried else Rank.BIG_JOKER
    minimum = gouji_minimum(counted_rank, ruleset)
    if minimum is None:
        return Verdict(
            False,
            ("G1",),
            f"{what_en} is not a gouji hand: ranks below 10 never are unless jokers hang on them",
            f"{what_zh}不是够级牌：10以下的牌不挂花不算够级牌",
        )
    rule_ids = ("G1", "G2") if (p.has_jokers and p.carried) or p.twos_as_rank else ("G1",)
    name_en, name_zh = _minimum_name(counted_rank, minimum)
    if p.count < minimum:
        return Verdict(
            False,
            rule_ids,
            f"{what_en} is not a gouji hand: the minimum is {name_en}",
            f"{what_zh}不是够级牌：最少要{name_zh}",
        )
    if not p.has_jokers and not p.has_twos:
        return Verdict(
            True,
            (*rule_ids, "G3"),
            f"{what_en} is a pure gouji hand (minimum {name_en})",
            f"{what_zh}是纯够级牌（最少{name_zh}）",
        )
    return Verdict(
        True,
        rule_ids,
        f"{what_en} is a gouji hand (minimum {name_en}), not pure: it holds a 2 or a joker",
        f"{what_zh}是够级牌（最少{name_zh}），但含钱或王，不是纯够级牌",
    )


def _minimum_name(rank: Rank, n: int) -> tuple[str, str]:
    if rank.is_joker:
        return (f"{n} joker{'s' if n > 1 else ''}", f"{n}张王")
    return (f"{n} × {rank.symbol}", f"{n}张{rank.symbol}")


def is_gouji(play: PlayLike, rules: RuleSet | str | None = None) -> bool:
    """G1-G2: True when the play is a gouji hand (够级牌) under the rules."""
    p = play if type(play) is Play and rules is play.rules else make_play(play, rules)
    if (p.big_jokers or p.small_jokers) and p.carried and p.rules.joker_play_is_gouji:
        return True
    minimum = _minimum(p.rank if p.carried else Rank.BIG_JOKER, p.rules)
    return minimum is not None and len(p.cards) >= minimum


def is_pure(play: Play) -> bool:
    """G3: True for a gouji hand with no 2 and no joker (纯够级牌)."""
    return not play.has_jokers and not play.has_twos and is_gouji(play, play.rules)


def is_pure_gouji(play: PlayLike, rules: RuleSet | str | None = None) -> bool:
    """G3: True when the play is a pure gouji hand (纯够级牌): no 2, no joker."""
    return is_pure(make_play(play, rules))


def explain_open(
    play: PlayLike, rules: RuleSet | str | None = None, answering_gouji: bool = False
) -> Verdict:
    """K2: whether winning a lead with this play can open the point (开点), and why."""
    ruleset = resolve_rules(rules)
    p = make_play(play, ruleset)
    gouji = explain_gouji(p, ruleset)
    what_en, what_zh = p.describe("en"), p.describe("zh")
    if not gouji.ok:
        return Verdict(
            False,
            ("K2", *gouji.rules),
            f"{what_en} cannot open the point: only gouji hands can",
            f"{what_zh}不能开点：只有够级牌才能开点",
        )
    has_big = any(card.rank is Rank.BIG_JOKER for card in p.cards)
    if ruleset.opening_excludes == OpeningExcludes.BIG_JOKER:
        refusal = (
            ("hands with a 大王 (big joker) do not open", _BIG_JOKER_DOES_NOT_OPEN)
            if has_big
            else None
        )
    elif ruleset.opening_excludes == OpeningExcludes.JOKERS_AND_SINGLES:
        refusal = (
            ("hands with jokers do not open", "有大花、小花的牌不开点")
            if p.has_jokers
            else ("single cards do not open", "单张不开点")
            if p.count == 1
            else None
        )
    elif p.has_jokers:
        refusal = ("only pure gouji hands open: jokers never do", f"{_ONLY_PURE_OPENS}，王不开点")
    elif p.has_twos and not (answering_gouji and ruleset.twos_open_when_answering):
        refusal = (
            "only pure gouji hands open: no 2s"
            + (" (except when answering a gouji hand)" if ruleset.twos_open_when_answering else ""),
            f"{_ONLY_PURE_OPENS}，不能含钱"
            + ("（回击够级牌时除外）" if ruleset.twos_open_when_answering else ""),
        )
    else:
        refusal = None
    if refusal:
        return Verdict(
            False,
            ("K2",),
            f"{what_en} cannot open the point: {refusal[0]}",
            f"{what_zh}不能开点：{refusal[1]}",
        )
    return Verdict(
        True, ("K2", *gouji.rules), f"{what_en} can open the point (开点)", f"{what_zh}可以开点"
    )


def can_open(
    play: PlayLike, rules: RuleSet | str | None = None, answering_gouji: bool = False
) -> bool:
    """K2: True when winning a lead with this gouji hand opens the point under the rules."""
    return explain_open(play, rules, answering_gouji).ok
