"""Refusal (a rule ID with an English and a Chinese sentence) and the constraints on a play
besides beating (Y1, S1, K4, R4): the filters ``phases/play.py`` lists plays with and the
refusals (``refusals.py``) explain a move with."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from ..rules.cards import Card, Rank
from ..rules.quotations import cite
from .actions import Action, ActionKind, IllegalAction
from .core import Core
from .play_search import Candidate

if TYPE_CHECKING:
    from .round import Round


class Refusal(NamedTuple):
    """Why an action is refused: the digest rule it breaks, in English and Chinese."""

    rule: str
    en: str
    zh: str

    def error(self) -> IllegalAction:
        """The IllegalAction that ``apply`` raises for this refusal."""
        return IllegalAction(self.rule, self.en, self.zh)


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


def held(state: Round, action: Action) -> tuple[Card, ...]:
    """C1: the held cards an action names (``cards_held`` has accepted them)."""
    cards = state.hands[action.seat].match(action.cards)
    assert cards is not None
    return cards


def threes_last(state: Core, seat: int, candidate: Candidate) -> Refusal | None:
    """Y1: under 憋三, 3s only as the whole last play."""
    if (
        candidate.rank is Rank.THREE
        and state.policy.threes.last
        and len(candidate.cards) != state.hands[seat].size
    ):
        return THREES_LAST
    return None


def burner_lead(state: Core, seat: int, candidate: Candidate) -> Refusal | None:
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


def fours_wait(state: Core, seat: int, candidate: Candidate) -> Refusal | None:
    """K4: 4s wait for the opening (tongsu: a leader holding nothing else must still lead
    them, see ``phases/play.py``; art. 48: the 对家 of a failed revolution leads them)."""
    if (
        candidate.rank is Rank.FOUR
        and state.policy.fours.blocked(seat in state.opened)
        and seat != state.fours_first
    ):
        return FOURS_WAIT
    return None


def fours_first(state: Core, seat: int, candidate: Candidate) -> Refusal | None:
    """R4 (tongsu art. 48): after a failed revolution the 对家 leads his 4s first."""
    if (
        seat == state.fours_first
        and candidate.rank is not Rank.FOUR
        and state.trick.last_play is None
        and state.hands[seat].count(Rank.FOUR)
    ):
        return FOURS_FIRST
    return None


PLAY_CONSTRAINTS: tuple[Callable[[Core, int, Candidate], Refusal | None], ...] = (
    threes_last,
    burner_lead,
    fours_wait,
    fours_first,
)
"""Y1, S1, K4, R4: the constraints on a play besides beating the play to beat (B1-B6)."""
