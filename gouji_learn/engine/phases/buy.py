"""Buying 3s and 4s (买三/买四, Y3, Y4): a seat without them buys one from his 对头 first."""

from __future__ import annotations

from ...rules.cards import Rank
from ...rules.table import SEATS
from .tribute import TributePhase

PAYMENT_RANKS = (Rank.TWO, Rank.SMALL_JOKER, Rank.BIG_JOKER)
"""Y3: a 3 (or 4) is paid for with a 2, else a joker (the smallest first)."""


class BuyPhase(TributePhase):
    """Y3, Y4: the automatic 买三 and 买四."""

    def _buy(self) -> None:
        """Y3, Y4: a seat with no 3 (or 4) buys one with a 2 (or a joker) from his 对头 first."""
        threes = self.policy.threes
        for rank in threes.buy_ranks:
            for buyer in SEATS:
                hand = self.hands[buyer]
                if hand.count(rank):
                    continue
                payment = next((hand.by_rank[r][0] for r in PAYMENT_RANKS if hand.by_rank[r]), None)
                seller = next(
                    (s for s in threes.sellers(buyer) if self.hands[s].count(rank) > 1), None
                )
                if payment is None and rank is Rank.THREE and threes.no_pay_revolts:
                    self.forced_revolts.add(buyer)  # Y3: 算做自动革命
                if payment is None or seller is None:
                    continue
                self._spend_natural(buyer, payment)
                bought = self.hands[seller].by_rank[rank][-1]
                self.hands[seller].remove([bought])
                hand.remove([payment])
                hand.add([bought])
                self.hands[seller].add([payment])
