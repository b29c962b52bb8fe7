"""Chapter 15 · Play a full round (E1, E4): a first round played to its end by the bots, dealt
again by hand with their moves, and one seat that went out asked about."""

from __future__ import annotations

import random

from ...engine.actions import ActionKind
from ...engine.record import simulate_round
from ...engine.round import Round
from ...rules.cards import format_cards
from ..move_reading import move_text
from ..sentences import Say
from ..situations import Deal, NoVariant, Variant, generator
from .hands import six


@generator("ch15.bot-round")
def bot_round(seed: int) -> Variant:
    """Varies the deal (the seed's bot round, nobody declaring) and the seat asked about (one
    that went out); ``order`` is the order the seats went out in, ``nth`` the seat's rank in it."""
    played = simulate_round("qingdao", seed=seed)
    kinds = {action.kind for action in played.actions}
    if kinds & {ActionKind.DECLARE_YU, ActionKind.DECLARE_MING}:
        raise NoVariant  # a Deal is replayed with nobody declaring
    skipped = ActionKind.NO_DECLARATION
    moves = tuple(move_text(action) for action in played.actions if action.kind is not skipped)
    dealt = Round("qingdao", seed=seed).dealt
    deal = Deal(six([format_cards(hand) for hand in dealt]), seed=seed, moves=moves)
    order = played.finish_order
    seat = random.Random(seed).choice(order)
    values = {
        "seat": seat,
        "nth": order.index(seat) + 1,
        "order": Say(", ".join(map(str, order)), "、".join(map(str, order))),
    }
    return Variant(deal, values)
