"""What each part of the rules means to the engine: one frozen policy per part (C1 to D2).

Each policy carries the effect of the options of one part of the rules, so that "what does 憋三
change?" is answered here (``ThreesPolicy``); ``policy.py`` builds them from a RuleSet.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.cards import Rank
from ..rules.ruleset import (
    ChongDian,
    FirstLeader,
    PassException,
    TributeKind,
)
from ..rules.seats import OPPOSITE, SEAT_COUNT
from .core import BurnOutcome

RANKS_DOWN = tuple(sorted(Rank, reverse=True))
"""X1 (linyi): every rank, the biggest first."""


@dataclass(frozen=True)
class DealPolicy:
    """C1, O1: the shoe, and who leads the first round."""

    short_shoe: bool
    """C1 (tongsu art. 7): the 196-card shoe."""
    first_leader: FirstLeader
    """O1: most_of_a_suit, first_pair_of_threes or random."""
    shown_rank: Rank
    """O1: the rank shown to claim the first lead (4s when 3s are kept back, 憋三)."""
    leader_every_round: bool
    """O1 (qingdao, quotation qingdao.shang-ban-required): every round's first leader is found
    by showing (上班), not only the first round's; elsewhere the last round's 大落 leads."""
    hui_wu: bool
    """O1 (tongsu art. 44 汇五): after a 串三户 the swept side's 5s are the next round's first
    play (the 大落 leads them, phases/declare.pooled_fives)."""

    @property
    def random_leader(self) -> bool:
        """O1: the first leader is drawn at random."""
        return self.first_leader == FirstLeader.RANDOM

    @property
    def first_pair_leads(self) -> bool:
        """O1 (irvine): the first seat showing a pair of 3s leads, not the most of a suit."""
        return self.first_leader == FirstLeader.FIRST_PAIR_OF_THREES


@dataclass(frozen=True)
class DeclarePolicy:
    """D1, D2, K5: the declarations asked for, and whether a deal without gouji opens."""

    yu: bool
    """D1: 预点 is declared before tribute."""
    ming: bool
    """D2: 明点 is declared after tribute."""
    natural_opening: bool
    """K5 (tongsu): a seat dealt no minimum pure gouji hand has opened from the start."""


@dataclass(frozen=True)
class OpeningPolicy:
    """K1-K3: when winning a lead opens the point (开点) besides K2's hands."""

    closes_at_two_out: bool
    """K3: nobody opens once two players are out (qingdao: only 四人乱缠 ends the opening)."""
    first_round_pure: bool
    """K1 (tongsu art. 20): in a game's first round a pure gouji hand opens when played."""
    headless_opens: bool
    """K1, E5: a headless player's gouji hand that wins the lead opens (无头打点)."""


@dataclass(frozen=True)
class ThreesPolicy:
    """Y1-Y4: 憋三 (3s only as the last play), buying 3s and 4s."""

    last: bool
    """Y1: 3s may only be the last play, and the last play must be 3s (憋三); Y2 闷."""
    buy_ranks: tuple[Rank, ...]
    """Y3, Y4: the ranks a seat without them buys (3s under 憋三, 4s where 买四)."""
    buy_in_first_round: bool
    buy_after_tribute: bool
    """Y3 (linyi): 进贡 -> 买三 -> 买四; else buying comes before tribute."""
    around_from_previous: bool
    """Y3 (irvine): ask the 对头, then 上家 and on around; else the opponents first."""
    no_pay_revolts: bool
    """Y3 (qingdao): a seat with no 3 and nothing to pay for one must revolt."""
    allies_help: bool
    """Y3 (tongsu art. 7): paid with dealt 2s; a buyer without one is helped by his alliance."""

    def buys(self, first_round: bool) -> bool:
        """Y3: whether 3s (and 4s) are bought this round (tongsu art. 20: not in the first)."""
        return bool(self.buy_ranks) and (not first_round or self.buy_in_first_round)

    def sellers(self, buyer: int) -> list[int]:
        """Y3: whom ``buyer`` asks for a 3 (or 4), in order."""
        opposite = OPPOSITE[buyer]
        if self.around_from_previous:
            around = [(buyer - i) % SEAT_COUNT for i in range(1, SEAT_COUNT)]  # 上家, 以此类推
            return [opposite] + [seat for seat in around if seat != opposite]
        return [
            opposite,
            (buyer + 1) % SEAT_COUNT,
            (buyer - 1) % SEAT_COUNT,
            (buyer + 2) % SEAT_COUNT,
            (buyer - 2) % SEAT_COUNT,
        ]


@dataclass(frozen=True)
class FoursPolicy:
    """K4: when 4s may be played (发四)."""

    wait_for_opening: bool
    """K4 (tongsu): 4s only after opening; unopened 4s are thrown away when two are out."""
    concede: bool
    """K4 (linyi): 4s played before opening concede the point (认点)."""

    def blocked(self, opened: bool) -> bool:
        """K4: whether a seat (opened or not) must keep its 4s back."""
        return self.wait_for_opening and not opened

    def concedes(self, opened: bool) -> bool:
        """K4 (linyi): whether playing 4s now concedes the point."""
        return self.concede and not opened

    @property
    def lead_after_opening(self) -> bool:
        """K4 (linyi, quotation linyi.opener-must-lead-fours): an opener who ends the round
        still holding 4s has not opened."""
        return self.concede


@dataclass(frozen=True)
class PassingPolicy:
    """F3, F5, F6, F7, Y2: answering after a pass, who leads after a declined gouji hand,
    yielding (让牌) and the wind (接风)."""

    pass_exception: PassException
    """F3: none, opposite (the 对头's play) or opposite_gouji (his gouji hand)."""
    yielding: bool
    """F6: 让牌 is allowed."""
    opposite_leads_after_decline: bool
    """F5: when a gouji hand goes unanswered the player's 对头 leads next."""
    stuck_takes_wind: bool
    """F7, Y2: a stuck (闷) player may still take the wind."""
    wind_request: bool
    """F7 (qingdao 申请接风): letting a finisher's last play go keeps the right to play."""

    def answers_after_pass(self, by_opposite: bool, gouji: bool) -> bool:
        """F3: whether a seat that passed in this trick may answer the current play."""
        if self.pass_exception == PassException.OPPOSITE:
            return by_opposite
        if self.pass_exception == PassException.OPPOSITE_GOUJI:
            return by_opposite and gouji
        return False


@dataclass(frozen=True)
class BurnPolicy:
    """S1-S5: who may burn (烧牌) and what a burn's end costs."""

    requires_opened: bool
    """S2: only a player who has opened may burn."""
    blocked_by_pass: bool
    """S2: a player who passed in this trick may not burn."""
    last_play_needs_joker: bool
    """S1 (tongsu): even the burner's last play carries a joker."""
    counter_burn_tribute: bool
    """S4 (irvine): a burn broken at its first play is 反烧, and the burner pays."""
    failed_burn_opens_target: bool
    """S4 (irvine 备注11): a failed burn opens the point of its target."""
    failed_breaker_saves: bool
    """S4 (irvine 备注12): a burn broken by a burner who then fails has succeeded."""
    jie_shao_covered: bool
    """S4 (tongsu art. 30): a 解烧 the burner covers again in the trick leaves his burn on."""
    counter_doubles: bool
    """S4 (tongsu art. 31): each 反烧 doubles the 烧贡."""

    first_lead_free: bool
    """S1 (tongsu art. 29, read the other way): where every lead carries a joker, the first
    lead after the kill may go without."""
    false_burn_frees: bool
    """S4 (tongsu art. 32): the player a 诈烧 stuck is a 自由人 (三科 or 四科, no 闷贡)."""

    def lead_refused(self, jokers: int, size: int, hand_size: int, first_lead: bool) -> bool:
        """S1: a burner's lead must carry a joker (but his last play, where allowed, or his
        first lead after the kill, where that is the free hand)."""
        if jokers:
            return False
        if self.last_play_needs_joker:
            return not (self.first_lead_free and first_lead)
        return size != hand_size

    def broken_outcome(self, first_play: bool) -> BurnOutcome:
        """S4: how a burn beaten by another ends: counter_burned at once (irvine), or broken."""
        if first_play and self.counter_burn_tribute:
            return BurnOutcome.COUNTER_BURNED
        return BurnOutcome.BROKEN


@dataclass(frozen=True)
class TributePolicy:
    """X1-X5: which tribute is paid, with which cards, in which order, and returned."""

    order: tuple[TributeKind, ...]
    """X3: the order of the kinds (stuck, burn, point, last)."""
    sweep_new_game: bool
    """X2 (qingdao): after a 串三户 a new game starts, no tribute."""
    sweep_spares_others: bool
    """X2 (linyi, tongsu art. 17): the swept pay their 串贡 and no other tribute."""
    ally_waived: frozenset[TributeKind]
    """X2: kinds an ally does not pay an ally."""
    returned: frozenset[TributeKind]
    """X3: kinds returned card for card (还贡)."""
    resistance: bool
    """X3 (tongsu art. 17): 抗贡 with four jokers of a kind dealt."""
    down_to_kings: bool
    """X1 (irvine): tribute may go down to Ks (落贡 without jokers)."""
    only_dealt_cards: bool
    """X1 (tongsu art. 16): only jokers and 2s the payer was dealt count."""
    failed_burn_pays: bool
    """S4: the failed burner pays 烧贡."""
    biggest: bool
    """X1 (linyi, quotation linyi.pay-biggest-cards): the biggest cards held, whatever their
    rank."""
    shown: bool
    """X1 (tongsu art. 16, irvine 明示): every seat sees the cards paid and returned."""
    refusable: bool
    """X3 (qingdao 拒绝吃贡): each receiver accepts or refuses the tribute offered him before
    it moves (phases/tribute.offer_next); a refused tribute is neither paid nor returned."""
    dian_shou: bool
    """X3 (tongsu art. 27 点手): a 点贡 payer's big joker claims a later card of his 对家,
    asked after 换点 is agreed (phases/tribute.dian_shou_seats)."""
    swap_waivable: bool
    """X5 (tongsu art. 26 不换点): opposites who both failed to open may agree not to swap
    their 点贡, asked of both at the round's start (phases/tribute.swap_seats); agreed, the
    cards are shown, not passed."""

    def ranks(self, kind: TributeKind) -> list[Rank]:
        """X1: the ranks a tribute of ``kind`` is paid with, biggest first."""
        if self.biggest:
            return list(RANKS_DOWN)
        ranks = [Rank.BIG_JOKER, Rank.SMALL_JOKER, Rank.TWO]
        if self.down_to_kings:
            ranks = ranks[2:] if kind == TributeKind.LAST else ranks
            ranks.append(Rank.KING)
        return ranks

    def waived(self, kind: TributeKind, allies: bool) -> bool:
        """X2: whether a payment of ``kind`` between allies (or not) is waived."""
        return allies and kind in self.ally_waived

    def is_returned(self, kind: TributeKind) -> bool:
        """X3: whether tribute of ``kind`` is returned (串贡 as 点贡)."""
        return (TributeKind.POINT if kind is TributeKind.SWEEP else kind) in self.returned


@dataclass(frozen=True)
class RevolutionPolicy:
    """R1-R5: who may revolt, 冲点 and the 对头's choice of a head."""

    chong_dian: ChongDian
    """R4: none, optional or required_pure (tongsu: the revolt needs three pure hands)."""
    one_by_last_place: bool
    """R1 (irvine): one revolution at most, the last round's 大落 asked first."""
    head_choice: bool
    """R3: the revolutionary's 对头 chooses 要头 or 无头."""

    @property
    def charges(self) -> bool:
        """R4: whether a revolutionary may charge the point (冲点)."""
        return self.chong_dian != ChongDian.NONE

    @property
    def charge_required(self) -> bool:
        """R1-R4 (tongsu arts. 46-49): a revolt is three pure gouji hands laid down (冲点), the
        revolutionary's jokers and 2s going to his 对家; its outcome sets the first lead (art. 48)
        and, when it fails, leaves the 对家 a head (art. 49)."""
        return self.chong_dian == ChongDian.REQUIRED_PURE

    def asks_head(self, charged: bool) -> bool:
        """R3: whether the 对头 chooses his head now (after a 冲点, or where none exists)."""
        return self.head_choice and (charged or not self.charges)


@dataclass(frozen=True)
class FinishPolicy:
    """E1, E6, F8: places, 够死级 after a finisher's last play, and the counts told."""

    last_play_dead_gouji: bool
    """E6 (b): beating a finisher's gouji last play gives a 够死级."""
    first_stuck_is_last: bool
    """E1 (tongsu 先清为落): the first stuck player takes the last place."""
    tells_counts: bool
    """F8: a player with ten cards or fewer says how many (报户); never under 憋三."""
    sweep_any_order: bool
    """E4 (irvine 7.1): an alliance all out while two or more others hold cards has swept."""
