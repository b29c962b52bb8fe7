"""What each RuleSet option means to the engine, built once per rulebook (C1 to D2).

The policies (``rule_effects.py``) gather the options of each part of the rules and carry their
effect. One builder per policy reads its options, each by name into a keyword of the policy
(tests/test_rule_options.py checks every option has one reader); ``play_search.py`` also reads
贴钱 (H2) and 二杀一 (B4) where plays are listed. ``policy_for(rules)`` builds them once.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.cards import Rank
from ..rules.ruleset import (
    BurnFreeHand,
    BuyFrom,
    Declaration,
    FirstLeader,
    Fours,
    LeadAfterGouji,
    RevolutionLimit,
    RuleSet,
    SweepTribute,
    TributeCards,
)
from .rule_effects import (
    BurnPolicy,
    DealPolicy,
    DeclarePolicy,
    FinishPolicy,
    FoursPolicy,
    OpeningPolicy,
    PassingPolicy,
    RevolutionPolicy,
    ThreesPolicy,
    TributePolicy,
)


@dataclass(frozen=True)
class Policy:
    """Every policy of one rulebook."""

    rules: RuleSet
    deal: DealPolicy
    declare: DeclarePolicy
    opening: OpeningPolicy
    threes: ThreesPolicy
    fours: FoursPolicy
    passing: PassingPolicy
    burn: BurnPolicy
    tribute: TributePolicy
    revolution: RevolutionPolicy
    finish: FinishPolicy


_BUILT: dict[RuleSet, Policy] = {}


def policy_for(rules: RuleSet) -> Policy:
    """The policies of ``rules``, built once per rulebook."""
    built = _BUILT.get(rules)
    if built is None:
        built = _BUILT[rules] = _build(rules)
    return built


def _build(rules: RuleSet) -> Policy:
    """Each policy from its builder: every option is read by one builder, by name."""
    threes = _threes(rules)
    return Policy(
        rules=rules,
        deal=_deal(rules, threes),
        declare=_declare(rules),
        opening=_opening(rules),
        threes=threes,
        fours=_fours(rules),
        passing=_passing(rules),
        burn=_burn(rules),
        tribute=_tribute(rules),
        revolution=_revolution(rules),
        finish=_finish(rules, threes),
    )


def _threes(rules: RuleSet) -> ThreesPolicy:
    last = rules.bie_san
    return ThreesPolicy(
        last=last,
        buy_ranks=((Rank.THREE,) if last else ()) + ((Rank.FOUR,) if rules.buy_fours else ()),
        buy_in_first_round=rules.buy_in_first_round,
        buy_after_tribute=rules.buy_after_tribute,
        around_from_previous=rules.buy_from == BuyFrom.AROUND_FROM_PREVIOUS,
        no_pay_revolts=rules.no_three_no_pay_revolts,
        allies_help=rules.allies_buy_threes,
    )


def _deal(rules: RuleSet, threes: ThreesPolicy) -> DealPolicy:
    most_of_a_suit = rules.first_leader == FirstLeader.MOST_OF_A_SUIT
    return DealPolicy(
        short_shoe=rules.short_shoe,
        first_leader=rules.first_leader,
        shown_rank=Rank.FOUR if threes.last and most_of_a_suit else Rank.THREE,
        leader_every_round=rules.first_leader_every_round,
        hui_wu=rules.hui_wu,
    )


def _declare(rules: RuleSet) -> DeclarePolicy:
    return DeclarePolicy(
        yu=Declaration.YU in rules.declarations,
        ming=Declaration.MING in rules.declarations,
        natural_opening=rules.natural_opening,
    )


def _opening(rules: RuleSet) -> OpeningPolicy:
    return OpeningPolicy(
        closes_at_two_out=rules.opening_closes_at_two_out,
        first_round_pure=rules.first_round_pure_opens,
        headless_opens=rules.headless_gouji_opens,
    )


def _fours(rules: RuleSet) -> FoursPolicy:
    return FoursPolicy(
        wait_for_opening=rules.fours == Fours.AFTER_OPENING_ELSE_DISCARD,
        concede=rules.fours == Fours.AFTER_OPENING_OR_CONCEDE,
    )


def _passing(rules: RuleSet) -> PassingPolicy:
    return PassingPolicy(
        pass_exception=rules.pass_exception,
        yielding=rules.yielding,
        opposite_leads_after_decline=rules.lead_after_gouji_declined == LeadAfterGouji.OPPOSITE,
        stuck_takes_wind=rules.stuck_can_take_wind,
        wind_request=rules.wind_request,
    )


def _burn(rules: RuleSet) -> BurnPolicy:
    return BurnPolicy(
        requires_opened=rules.burn_requires_opened,
        blocked_by_pass=rules.burn_blocked_by_pass,
        last_play_needs_joker=rules.burn_last_play_needs_joker,
        counter_burn_tribute=rules.counter_burn_tribute,
        failed_burn_opens_target=rules.failed_burn_opens_target,
        failed_breaker_saves=rules.failed_breaker_saves_burn,
        jie_shao_covered=rules.jie_shao_can_be_covered,
        counter_doubles=rules.counter_burn_doubles,
        first_lead_free=rules.burn_free_hand == BurnFreeHand.FIRST_LEAD,
        false_burn_frees=rules.false_burn_frees_stuck,
    )


def _tribute(rules: RuleSet) -> TributePolicy:
    return TributePolicy(
        order=rules.tribute_order,
        sweep_new_game=rules.sweep_tribute == SweepTribute.NEW_GAME,
        sweep_spares_others=rules.sweep_spares_other_tributes,
        ally_waived=rules.ally_waived_tributes,
        returned=rules.tribute_returned,
        resistance=rules.tribute_resistance,
        down_to_kings=rules.tribute_cards == TributeCards.DOWN_TO_KINGS,
        only_dealt_cards=rules.tribute_only_dealt_cards,
        failed_burn_pays=rules.failed_burn_pays,
        biggest=rules.tribute_cards == TributeCards.BIGGEST,
        shown=rules.tribute_shown,
        refusable=rules.tribute_refusable,
        dian_shou=rules.dian_shou,
        swap_waivable=rules.point_swap_waivable,
    )


def _revolution(rules: RuleSet) -> RevolutionPolicy:
    return RevolutionPolicy(
        chong_dian=rules.chong_dian,
        one_by_last_place=rules.revolution_limit == RevolutionLimit.ONE_BY_LAST_PLACE,
        head_choice=rules.head_choice,
    )


def _finish(rules: RuleSet, threes: ThreesPolicy) -> FinishPolicy:
    return FinishPolicy(
        last_play_dead_gouji=rules.last_play_dead_gouji,
        first_stuck_is_last=rules.first_stuck_is_last,
        tells_counts=rules.report_count and not threes.last,
        sweep_any_order=rules.sweep_any_order,
    )
