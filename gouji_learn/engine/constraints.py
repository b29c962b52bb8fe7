"""Refusal (a rule ID with an English and a Chinese sentence), the constraints on a play
besides beating (Y1, S1, K4, R4) and what a seat may play now: the play phase's judge
(``phases/play.py``) and the refusals (``refusals.py``) both ask these."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from ..rules.cards import Card, Rank
from ..rules.plays import Play
from ..rules.quotations import cite
from ..rules.seats import OPPOSITE, SEAT_COUNT
from .actions import Action, ActionKind, Refusal
from .core import Phase
from .play_search import Candidate, beating_candidates, candidates
from .round_state import RoundState, in_play, is_headless, turn_order

CARD_KINDS = frozenset(
    {ActionKind.PLAY, ActionKind.BURN, ActionKind.CHONG_DIAN, ActionKind.RETURN_TRIBUTE}
)
"""The kinds of action that carry cards; every other kind carries none."""
PLAYS = (ActionKind.PLAY, ActionKind.BURN)
"""The kinds of action that lay down one play (a burn is a play that beats a gouji hand)."""

THREES_LAST = Refusal(
    "Y1",
    "3s may only be your last play (憋三), and your last play must be 3s",
    "憋三：3只能最后出，最后一手必须是3",
)
FOURS_WAIT = Refusal("K4", "4s may only be played after opening the point (发四)", "开点后才能出4")
FOURS_FIRST = Refusal(
    "R4",
    "after a failed revolution the 对家 leads his 4s first (tongsu art. 48: 由对家发4)",
    "革命失败，由对家发4",
)
CHARGE_PURE_AFTER_PASS = Refusal(
    "R4",
    cite(
        "having let a charged hand pass, you may beat another only with a pure gouji hand "
        "(tongsu art. 47: {tongsu.chong-dian-pure-beat})"
    ),
    "放过一手冲点牌后，只能用纯够级牌压住其余的一手",
)
BURNER_JOKER = Refusal(
    "S1", "a burner's leads must carry a joker (烧牌每手挂王)", "烧牌时每手牌必须挂王"
)


def held(state: RoundState, action: Action) -> tuple[Card, ...]:
    """C1: the held cards an action names (``cards_held`` has accepted them)."""
    cards = state.hands[action.seat].match(action.cards)
    assert cards is not None
    return cards


def threes_last(state: RoundState, seat: int, candidate: Candidate) -> Refusal | None:
    """Y1: under 憋三, 3s only as the whole last play."""
    if (
        candidate.rank is Rank.THREE
        and state.policy.threes.last
        and len(candidate.cards) != state.hands[seat].size
    ):
        return THREES_LAST
    return None


def burner_lead(state: RoundState, seat: int, candidate: Candidate) -> Refusal | None:
    """S1: a burner's leads carry a joker (his last play too, where the rulebook says so)."""
    if (
        seat in state.burning
        and state.trick.last_play is None
        and state.policy.burn.lead_refused(
            candidate.small + candidate.big,
            len(candidate.cards),
            state.hands[seat].size,
            state.burning[seat].plays == 1,
        )
    ):
        return BURNER_JOKER
    return None


def fours_wait(state: RoundState, seat: int, candidate: Candidate) -> Refusal | None:
    """K4: 4s wait for the opening (tongsu: a leader holding nothing else must still lead
    them, see ``phases/play.py``; art. 48: the 对家 of a failed revolution leads them)."""
    if (
        candidate.rank is Rank.FOUR
        and state.policy.fours.blocked(seat in state.opened)
        and seat != state.fours_first
    ):
        return FOURS_WAIT
    return None


def fours_first(state: RoundState, seat: int, candidate: Candidate) -> Refusal | None:
    """R4 (tongsu art. 48): after a failed revolution the 对家 leads his 4s first."""
    if (
        seat == state.fours_first
        and candidate.rank is not Rank.FOUR
        and state.trick.last_play is None
        and state.hands[seat].count(Rank.FOUR)
    ):
        return FOURS_FIRST
    return None


PLAY_CONSTRAINTS: tuple[Callable[[RoundState, int, Candidate], Refusal | None], ...] = (
    threes_last,
    burner_lead,
    fours_wait,
    fours_first,
)
"""Y1, S1, K4, R4: the constraints on a play besides beating the play to beat (B1-B6)."""


def lead_refusal(
    state: RoundState, seat: int, candidate: Candidate, others: bool | None = None
) -> Refusal | None:
    """F1 with Y1, S1, K4, R4: why ``seat`` may not lead ``candidate`` (None: he may); K4
    (tongsu art. 6): a leader holding nothing but unopened 4s must lead them (``others``:
    whether he may lead anything else, :func:`other_lead` unless given). Each constraint is
    asked only where it can refuse (the hot path)."""
    rank = candidate.rank
    if rank is Rank.THREE:
        refusal = threes_last(state, seat, candidate)
        if refusal is not None:
            return refusal
    burner = seat in state.burning
    if burner:
        refusal = burner_lead(state, seat, candidate)
        if refusal is not None:
            return refusal
    if rank is Rank.FOUR:
        refusal = fours_wait(state, seat, candidate)
        if refusal is not None and (
            burner or (other_lead(state, seat) if others is None else others)
        ):
            return refusal
        return None
    return fours_first(state, seat, candidate) if seat == state.fours_first else None


def lead_refusals(state: RoundState, seat: int, plays: Sequence[Candidate]) -> list[Refusal | None]:
    """:func:`lead_refusal` of each of ``plays``, the leads of ``seat``'s hand as
    :func:`candidates` lists them (rank by rank, 3s and 4s first), K4's "anything else to
    lead" read from the verdicts on the others. Unless ``seat`` burns or must lead his 4s
    first, only 3s (one by one: Y1 weighs the cards) and 4s (together: K4 weighs the rank
    alone) can be refused."""
    n = len(plays)
    verdicts: list[Refusal | None] = [None] * n
    four = Rank.FOUR
    if seat in state.burning or seat == state.fours_first:
        for i, candidate in enumerate(plays):
            if candidate.rank is not four:
                verdicts[i] = lead_refusal(state, seat, candidate)
        fours = [i for i, candidate in enumerate(plays) if candidate.rank is four]
        others = any(v is None and c.rank is not four for c, v in zip(plays, verdicts, strict=True))
        for i in fours:
            verdicts[i] = lead_refusal(state, seat, plays[i], others)
        return verdicts
    three, i = Rank.THREE, 0
    while i < n and plays[i].rank is three:
        verdicts[i] = threes_last(state, seat, plays[i])
        i += 1
    end = i
    while end < n and plays[end].rank is four:
        end += 1
    if end > i:
        others = end < n or None in verdicts[:i]
        verdicts[i:end] = [lead_refusal(state, seat, plays[i], others)] * (end - i)
    return verdicts


def other_lead(state: RoundState, seat: int) -> bool:
    """K4: whether ``seat`` may lead anything but 4s."""
    return any(
        c.rank is not Rank.FOUR and lead_refusal(state, seat, c) is None
        for c in candidates(state.hands[seat], state.rules)
    )


def has_lead(state: RoundState, seat: int) -> bool:
    """F1, S1: whether ``seat`` may lead at all (a burner may hold no lead S1 allows)."""
    return any(
        lead_refusal(state, seat, c) is None for c in candidates(state.hands[seat], state.rules)
    )


def follow_refusal(state: RoundState, seat: int, candidate: Candidate) -> Refusal | None:
    """Y1, K4: why ``seat`` may not answer with ``candidate``, which beats the play to beat
    (B1-B6): 3s are kept for last and 4s for after opening."""
    rank = candidate.rank
    if rank is Rank.THREE:
        return threes_last(state, seat, candidate)
    if rank is Rank.FOUR:
        return fours_wait(state, seat, candidate)
    return None


def follow_refusals(
    state: RoundState, seat: int, plays: Sequence[Candidate | None]
) -> list[Refusal | None]:
    """:func:`follow_refusal` of each of ``plays`` (None where there is no play: a pass),
    asked only of the ranks it can refuse at this position (3s under 憋三, 4s while they wait)."""
    threes = state.policy.threes.last
    fours = state.policy.fours.blocked(seat in state.opened) and seat != state.fours_first
    if not fours:
        if not threes:
            return [None] * len(plays)
        three = Rank.THREE
        return [
            threes_last(state, seat, c) if c is not None and c.rank is three else None
            for c in plays
        ]
    three, four = Rank.THREE, Rank.FOUR
    return [
        follow_refusal(state, seat, c)
        if c is not None and (c.rank is three or c.rank is four)
        else None
        for c in plays
    ]


def to_beat(state: RoundState) -> Play | None:
    """B1-B6: the play a play must beat now (None on a lead)."""
    if state.phase is Phase.CHONG_DIAN_ANSWER:
        return state.chong_hands[state.chong_beaten]
    return state.trick.last_play


def raw_plays(state: RoundState, seat: int) -> Iterator[Candidate]:
    """H1-H5, B1-B6: every play ``seat``'s hand makes that could be made now (a lead, or a
    play beating the play to beat), before the constraints."""
    target = to_beat(state)
    hand = state.hands[seat]
    if target is None:
        return candidates(hand, state.rules)
    return beating_candidates(hand, target)


def may_beat(state: RoundState, seat: int) -> bool:
    """Whether ``seat`` holds at least one legal play against the current play."""
    target = state.trick.last_play
    assert target is not None
    return any(
        follow_refusal(state, seat, c) is None
        for c in beating_candidates(state.hands[seat], target)
    )


def may_yield(state: RoundState, seat: int) -> bool:
    """F6: facing one's 对头's non-gouji play, both players between having passed, with a
    play to make on it later (quotation qingdao.not-willing-to-play); not on the last play of a
    对头 who has just gone out (无头, quotation qingdao.headless-no-opponent: that play is the
    wind's, F7)."""
    return yield_open(state, seat) and may_beat(state, seat)


def yield_open(state: RoundState, seat: int) -> bool:
    """F6: :func:`may_yield` but for holding a play that beats the play to beat."""
    trick = state.trick
    if not state.policy.passing.yielding or state.four_way or trick.gouji or trick.yielder >= 0:
        return False
    last = trick.last_seat
    if last != OPPOSITE[seat] or seat in trick.answered or seat in trick.passed:
        return False
    if not in_play(state, last):
        return False
    between = [(last + 1) % SEAT_COUNT, (last + 2) % SEAT_COUNT]
    return all(s in trick.answered or not in_play(state, s) for s in between)


def gouji_answerers(state: RoundState, seat: int) -> list[int]:
    """F5, E5: who may answer a gouji hand: the 对头, then players without a 对头 (quotation
    qingdao.headless-beaten-in-turn) in playing order."""
    headless = [
        s
        for s in turn_order(seat)[1:]
        if s != OPPOSITE[seat] and in_play(state, s) and is_headless(state, s)
    ]
    return [OPPOSITE[seat], *headless]
