"""The environment's fixed action space and observation vector, read off the seat view (F, H).

Action space: ``Discrete(ACTION_COUNT)``, one index per decision *signature* (suits aside):

- ``0 .. 15``: the simple decisions, in :data:`SIMPLE_KINDS` order (pass, yield, 不叫点,
  预点, 明点, 革命, 不革命, 要头, 无头, 不冲点, 吃贡, 拒绝吃贡, 换点, 不换点, 点手, 不点手);
- ``RETURN_BASE + r``: return a card of rank index ``r`` as tribute (还贡, X3);
- ``CHONG_BASE + i``: a 冲点 (R4) whose three gouji hands are of the ranks
  :data:`CHONG_TRIPLES` ``[i]`` (10..A, low to high, repeats allowed);
- ``PLAY_BASE + ...``: a play, or a burn when the seat is asked to burn (S3): the mixed-radix
  number of (main rank index 0..13, main count 0..16, 2s 0..16, 小王 0..4, 大王 0..4), where
  the main rank is the plain rank carried (3..A = 0..11), 12 for 2s alone (with jokers) and
  13 for jokers alone (main count 0); 2s joining a plain rank (H2) count in "2s".

Rank indices (:data:`RANKS`): 3, 4, ..., A, 2, 小王, 大王 = 0..14. Seats in the observation are
relative: 0 is the observing seat, 1 its 下家 (next, T3), 3 its 对头.

Observation: ``float32[OBSERVATION_SIZE]``, concatenated blocks (see :data:`BLOCKS`):
``hand`` own cards per rank (15), ``unseen`` cards per rank not in the hand and not yet laid on
the table (15), ``counts`` each relative seat's card count where the view tells it, else -1
(6), ``to_beat`` the play to beat as (main rank index + 1, main count, 2s, 小王, 大王), zeros
when leading (5), ``last`` one-hot relative seat of the play to beat (6), ``phase`` one-hot
:class:`~gouji_learn.engine.Phase` (13), ``to_act`` one-hot relative seat (6), ``opened``,
``finished``, ``headless`` flags per relative seat (6 each), ``place`` each relative seat's
place if out (1..6) else 0 (6), ``revolutionary`` one-hot (6), ``four_way`` (1), ``trick`` plays
in the current trick (1), ``history`` log entries so far / 100 (1).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations_with_replacement

import numpy as np
import numpy.typing as npt

from ..engine import Action, ActionKind, Phase
from ..engine.charges import cut_charge
from ..engine.policy import policy_for
from ..engine.view import SeatView
from ..rules.cards import Card, Rank, new_shoe
from ..rules.ruleset import RuleSet
from ..rules.seats import SEAT_COUNT

RANKS: tuple[Rank, ...] = tuple(Rank)
"""Rank index order: 3, 4, ..., A, 2, 小王, 大王."""

_RANK_INDEX = {rank: i for i, rank in enumerate(RANKS)}
_PLAIN = 12
"""Rank indices below this are plain ranks (3..A)."""
_TWO_MAIN, _JOKER_MAIN = 12, 13

SIMPLE_KINDS: tuple[ActionKind, ...] = (
    ActionKind.PASS,
    ActionKind.YIELD,
    ActionKind.NO_DECLARATION,
    ActionKind.DECLARE_YU,
    ActionKind.DECLARE_MING,
    ActionKind.REVOLT,
    ActionKind.STAY,
    ActionKind.WANT_HEAD,
    ActionKind.NO_HEAD,
    ActionKind.NO_CHONG_DIAN,
    ActionKind.ACCEPT_TRIBUTE,
    ActionKind.REFUSE_TRIBUTE,
    ActionKind.KEEP_SWAP,
    ActionKind.WAIVE_SWAP,
    ActionKind.DIAN_SHOU,
    ActionKind.NO_DIAN_SHOU,
)
_SIMPLE_INDEX = {kind: i for i, kind in enumerate(SIMPLE_KINDS)}

CHONG_TRIPLES: tuple[tuple[Rank, ...], ...] = tuple(
    combinations_with_replacement((Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE), 3)
)
_CHONG_INDEX = {triple: i for i, triple in enumerate(CHONG_TRIPLES)}

MAX_OF_A_RANK = 16
"""C1: four decks hold 16 cards of a rank (4 of each joker)."""
MAX_JOKERS = 4
_RADIX = (14, MAX_OF_A_RANK + 1, MAX_OF_A_RANK + 1, MAX_JOKERS + 1, MAX_JOKERS + 1)

RETURN_BASE = len(SIMPLE_KINDS)
CHONG_BASE = RETURN_BASE + len(RANKS)
PLAY_BASE = CHONG_BASE + len(CHONG_TRIPLES)
ACTION_COUNT = PLAY_BASE + int(np.prod(_RADIX))
"""The size of the fixed action space."""

BLOCKS: tuple[tuple[str, int], ...] = (
    ("hand", 15),
    ("unseen", 15),
    ("counts", 6),
    ("to_beat", 5),
    ("last", 6),
    ("phase", len(Phase)),
    ("to_act", 6),
    ("opened", 6),
    ("finished", 6),
    ("headless", 6),
    ("place", 6),
    ("revolutionary", 6),
    ("four_way", 1),
    ("trick", 1),
    ("history", 1),
)
"""The observation's blocks in order, with their sizes."""

OBSERVATION_SIZE = sum(size for _, size in BLOCKS)
_OFFSET = {name: sum(size for _, size in BLOCKS[:i]) for i, (name, _) in enumerate(BLOCKS)}
_PHASES = {phase: i for i, phase in enumerate(Phase)}
TABLE_KINDS = (ActionKind.PLAY, ActionKind.BURN, ActionKind.CHONG_DIAN)
"""Actions whose cards go face up onto the table."""
_SHOE_COUNTS = {
    short: tuple(sum(card.rank is rank for card in new_shoe(short)) for rank in RANKS)
    for short in (False, True)
}
"""C1: cards per rank index in the full and the short shoe."""


def signature(cards: Sequence[Card]) -> tuple[int, int, int, int, int]:
    """H1-H5: (main rank index, main count, 2s, 小王, 大王) of a play's cards."""
    per = [0] * len(RANKS)
    for card in cards:
        per[_RANK_INDEX[card.rank]] += 1
    small, big, twos = per[13], per[14], per[12]
    plain = [i for i in range(_PLAIN) if per[i]]
    if plain:
        return plain[0], per[plain[0]], twos, small, big
    if twos:
        return _TWO_MAIN, twos, 0, small, big
    return _JOKER_MAIN, 0, 0, small, big


def action_index(action: Action, rules: RuleSet) -> int:
    """The index of ``action`` in the fixed action space (suits aside)."""
    kind = action.kind
    if kind in _SIMPLE_INDEX:
        return _SIMPLE_INDEX[kind]
    if kind is ActionKind.RETURN_TRIBUTE:
        return RETURN_BASE + _RANK_INDEX[action.cards[0].rank]
    if kind is ActionKind.CHONG_DIAN:
        hands = cut_charge(Counter(card.rank for card in action.cards), rules) or ()
        return CHONG_BASE + _CHONG_INDEX[tuple(rank for rank, _ in hands)]
    index = 0
    for digit, radix in zip(signature(action.cards), _RADIX, strict=True):
        index = index * radix + digit
    return PLAY_BASE + index


def legal_by_index(legal: Sequence[Action], rules: RuleSet) -> dict[int, Action]:
    """Each index of the legal actions with its first action (same signature, any suits)."""
    found: dict[int, Action] = {}
    for action in legal:
        found.setdefault(action_index(action, rules), action)
    return found


def laid_counts(view: SeatView) -> list[int]:
    """C1: cards laid face up so far, per rank index (read from the view's log)."""
    laid = [0] * len(RANKS)
    for entry in view.log:
        if entry.kind in TABLE_KINDS and entry.cards:
            for card in entry.cards:
                laid[card.rank - Rank.THREE] += 1
    return laid


def encode(view: SeatView, laid: Sequence[int] | None = None) -> npt.NDArray[np.float32]:
    """The observation vector of a seat's view (the blocks of :data:`BLOCKS`); ``laid``: the
    cards laid on the table per rank index when the caller keeps them (else read from the log)."""
    if view.seat is None:
        raise ValueError("encode a seat's view, not the teacher's")
    seat = view.seat
    out = [0.0] * OBSERVATION_SIZE

    def put(block: str, index: int, value: float) -> None:
        out[_OFFSET[block] + index] = value

    def rel(other: int) -> int:
        return (other - seat) % SEAT_COUNT

    held = [0] * len(RANKS)
    for card in view.hand:
        held[card.rank - Rank.THREE] += 1
    on_table = laid_counts(view) if laid is None else laid
    shoe = _SHOE_COUNTS[policy_for(view.rules).deal.short_shoe]
    for i in range(len(RANKS)):
        put("hand", i, held[i])
        put("unseen", i, shoe[i] - held[i] - on_table[i])
    for other, count in enumerate(view.counts):
        put("counts", rel(other), -1 if count is None else count)
    if view.to_beat is not None:
        for i, value in enumerate(signature(view.to_beat.cards)):
            put("to_beat", i, value + (i == 0))
        put("last", rel(view.trick[-1][0]), 1)
    put("phase", _PHASES[view.phase], 1)
    if view.to_act is not None:
        put("to_act", rel(view.to_act), 1)
    for other in view.opened:
        put("opened", rel(other), 1)
    for place, other in enumerate(view.finished):
        put("finished", rel(other), 1)
        put("place", rel(other), place + 1)
    for other in view.headless:
        put("headless", rel(other), 1)
    if view.revolutionary is not None:
        put("revolutionary", rel(view.revolutionary), 1)
    put("four_way", 0, view.four_way)
    put("trick", 0, len(view.trick))
    put("history", 0, len(view.log) / 100)
    return np.array(out, dtype=np.float32)
