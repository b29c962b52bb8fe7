"""One function per constraint on an action: each returns a :class:`Refusal` (rule ID, English
and Chinese sentence) or None (O2, T1, C1, E3, F1-F5, Y1, K4, S1, B1-B6, H1-H2, R4, X3).

``Round.refusal(action)`` runs :data:`CHECKS` in order and returns the first refusal;
``Round.apply`` raises it; the legal list is the candidates none of these refuse (the play
constraints :func:`threes_last`, :func:`burner_lead`, :func:`fours_wait` and
:func:`fours_first` are the filters
``phases/play.py`` lists plays with).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from ..rules.beating import explain_beat
from ..rules.cards import Card, Rank
from ..rules.errors import GoujiError, short_repr
from ..rules.plays import make_play
from ..rules.table import SEAT_COUNT
from .actions import Action, ActionKind, IllegalAction
from .core import Core, Phase
from .moves import Candidate, candidate_of

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
    "having let a charged hand pass, you may beat another only with a pure gouji hand "
    "(tongsu art. 47: 对家选择其中一手用纯够级牌压住)",
    "放过一手冲点牌后，只能用纯够级牌压住其余的一手",
)
BURNER_JOKER = Refusal(
    "S1", "a burner's leads must carry a joker (烧牌每手挂王)", "烧牌时每手牌必须挂王"
)


# ---------------------------------------------------------------------- the action itself


def well_formed(state: Round, action: object) -> Refusal | None:
    """T1, O2, C1: an Action of a known kind, by a seat 0-5, with a tuple of cards."""
    if not isinstance(action, Action) or not isinstance(action.kind, ActionKind):
        what = short_repr(action)
        return Refusal(
            "O2",
            f"an action is Action(kind, seat, cards) with an ActionKind, not {what}",
            f"动作应为Action(种类, 座位, 牌)，不是{what}",
        )
    seat = action.seat
    if type(seat) is not int or not 0 <= seat < SEAT_COUNT:
        return Refusal(
            "T1",
            f"the seats are 0 to {SEAT_COUNT - 1}, not {seat!r}",
            f"座位是0到5号，没有{seat!r}",
        )
    if not isinstance(action.cards, tuple) or not all(isinstance(c, Card) for c in action.cards):
        return Refusal("C1", "an action's cards are a tuple of cards", "动作的牌应为一组牌")
    return None


def round_running(state: Round, action: Action) -> Refusal | None:
    """E3: nothing is done once the round is over (or void)."""
    if state.is_over:
        return Refusal("E3", "the round is over", "本回合已经结束")
    return None


def seat_to_act(state: Round, action: Action) -> Refusal | None:
    """F2 (with F5 and F3 for plays out of turn): only the seat to act acts; the refusal
    tells nothing of any hand."""
    seat = action.seat
    if seat == state.to_act:
        return None
    trick = state.trick
    if state.phase is Phase.PLAY and action.kind in (ActionKind.PLAY, ActionKind.BURN):
        if trick.gouji:
            return Refusal(
                "F5",
                f"seat {state.to_act} is to act: after a gouji hand only the player's 对头 "
                "answers, and others only by burning when asked",
                f"现在轮到{state.to_act}号：够级牌只有对头能管，其他人只能在轮到时烧牌",
            )
        if seat in trick.passed:
            return Refusal(
                "F3",
                f"seat {seat} passed in this trick and may not play in it again (严格过牌)",
                f"{seat}号本轮已经过牌，不能再上牌（严格过牌）",
            )
    return Refusal(
        "F2",
        f"it is seat {state.to_act}'s turn, not seat {seat}'s",
        f"现在轮到{state.to_act}号，不是{seat}号",
    )


def lead_plays(state: Round, action: Action) -> Refusal | None:
    """F1: the leader must play; there is nothing to pass on."""
    if (
        action.kind is ActionKind.PASS
        and state.phase is Phase.PLAY
        and state.trick.last_play is None
    ):
        return Refusal(
            "F1",
            "the leader must play (发牌): there is nothing to pass on",
            "发牌的人必须出牌，不能过牌",
        )
    return None


def kind_now(state: Round, action: Action) -> Refusal | None:
    """O2: the kinds of decision the phase asks of the seat now (F6 yield, R1 stay...)."""
    kinds = state._kinds_now()
    if action.kind in kinds:
        return None
    names = ", ".join(kind.label("en") for kind in kinds)
    return Refusal(
        "O2",
        f"now ({state.phase.label('en')}) seat {action.seat} may: {names}",
        f"现在（{state.phase.label('zh')}）只能：{'、'.join(k.label('zh') for k in kinds)}",
    )


def cards_count(state: Round, action: Action) -> Refusal | None:
    """O2, X3, H1: cards only where the kind takes them; one card per 还贡, some for a play."""
    cards = action.cards
    if action.kind not in CARD_KINDS:
        if cards:
            return Refusal(
                "O2",
                f"{action.kind.label('en')} takes no cards",
                f"{action.kind.label('zh')}不带牌",
            )
    elif action.kind is ActionKind.RETURN_TRIBUTE:
        if len(cards) != 1:
            return Refusal("X3", "a tribute is returned one card at a time", "还贡一次还一张牌")
    elif not cards:
        return Refusal("H1", "a play needs at least one card", "一手牌至少要有一张牌")
    return None


def cards_held(state: Round, action: Action) -> Refusal | None:
    """C1: the seat holds the cards (a card without a suit stands for any of its rank)."""
    if action.cards and state.hands[action.seat].match(action.cards) is None:
        return Refusal(
            "C1", f"seat {action.seat} does not hold those cards", f"{action.seat}号没有这些牌"
        )
    return None


# ---------------------------------------------------------------------- what the cards make


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
"""Y1, S1, K4: the constraints on a play besides beating the play to beat (B1-B6)."""


def play_fits(state: Round, action: Action) -> Refusal | None:
    """H1-H2, Y1, S1, K4, B1-B6, R4: the cards make a play the seat may make now."""
    kind = action.kind
    if kind not in CARD_KINDS:
        return None
    cards = state.hands[action.seat].match(action.cards)
    assert cards is not None  # cards_held came first
    if kind is ActionKind.RETURN_TRIBUTE:
        return None  # X3: any card held
    if kind is ActionKind.CHONG_DIAN:
        if state._charge_of(action.seat, cards) is None:
            return Refusal(
                "R4",
                "a 冲点 lays down three minimum pure gouji hands at once",
                "冲点要一次出三手最小的纯够级牌",
            )
        return None
    if state._play_of(action.seat, cards) is not None:
        return None
    try:
        play = make_play(cards, state.rules)
    except GoujiError as error:
        return Refusal(error.rule, error.en, error.zh)
    candidate = candidate_of(play.cards)
    if candidate is not None and state.phase is Phase.PLAY:
        for constraint in PLAY_CONSTRAINTS:
            refusal = constraint(state, action.seat, candidate)
            if refusal is not None:
                return refusal
    target = state._to_beat()
    if target is not None:
        verdict = explain_beat(play, target, state.rules)
        if not verdict.ok:
            return Refusal(verdict.rules[0], verdict.en, verdict.zh)
    if state.phase is Phase.CHONG_DIAN_ANSWER and state._charge_let_pass():
        return CHARGE_PURE_AFTER_PASS
    return Refusal("O2", "that is not one of the choices now", "现在不能这样做")


CHECKS: tuple[Callable[[Round, Action], Refusal | None], ...] = (
    well_formed,
    round_running,
    seat_to_act,
    lead_plays,
    kind_now,
    cards_count,
    cards_held,
    play_fits,
)
"""Every constraint on an action, in the order they are asked (the first refusal wins)."""
