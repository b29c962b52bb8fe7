"""Chapter 11 tables: the round after a seeded bot round, its tribute (进贡) paid (X2-X3)."""

from __future__ import annotations

from ...engine.round import Round
from ..sentences import Say
from ..situations import NextRound, NoVariant, Variant, generator
from .hands import RULEBOOKS

PAYERS = {"大落": 5, "二落": 4}
"""The 落贡 payers by place, and the index of that place."""
KINDS = {"stuck": "闷贡", "burn": "烧贡", "point": "点贡", "last": "落贡", "sweep": "串贡"}


def tribute_paid(state: Round) -> Say:
    """The tribute paid at ``state``, in the order paid: kind, payer → receiver, cards."""
    en, zh = [], []
    for paid in state.tribute:
        count = len(paid.cards)
        if count:
            kind = KINDS[str(paid.kind)]
            en.append(f"{kind} {paid.payer}→{paid.receiver} ({count} card{'s' * (count > 1)})")
            zh.append(f"{kind} {paid.payer}→{paid.receiver}（{count}张）")
    return Say(", ".join(en), "、".join(zh))


@generator("ch11.tribute")
def tribute(seed: int) -> Variant:
    """The next round of a seeded round, tribute paid. Varies: the deal, the rulebook (qingdao
    or irvine: what comes back) and the 落贡 payer asked about (大落 or 二落)."""
    rules, payer = ("qingdao", "irvine")[seed % 2], ("大落", "二落")[seed // 2 % 2]
    situation = NextRound(seed, rules)
    state = situation.build()
    carry = state.carry
    assert carry is not None
    seat = carry.finish_order[PAYERS[payer]]
    if not any(t.kind == "last" and t.payer == seat and t.cards for t in state.tribute):
        raise NoVariant(f"{payer} paid nothing")
    paid = next(t for t in state.tribute if t.cards)
    return Variant(
        situation,
        {
            "rules": RULEBOOKS[rules],
            "paid": tribute_paid(state),
            "payer": payer,
            "first": paid.receiver,
            "all_paid": sum(len(t.cards) for t in state.tribute),
        },
    )
