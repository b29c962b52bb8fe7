"""Why an action is refused: the checks of :data:`CHECKS`, each returning a
:class:`~gouji_learn.engine.constraints.Refusal` (rule ID, English and Chinese sentence) or None.

``Round.refusal(action)`` asks them in order and returns the first refusal; ``apply`` raises it
and ``why`` words it. The most specific rule comes first: after the form of the action, every
rule that would still forbid the move were it the seat's turn and its kind of move open (the
cards, what they must beat, strict passing, burning, yielding: ``trick_rules.py``; the
declarations, the revolution, the head, the 冲点, tribute: ``decision_rules.py``); only then
whose turn it is (F2) and which kinds of move the phase asks for (O2). No refusal says what the
engine contradicts later in the same position.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..rules.cards import Card
from ..rules.errors import GoujiError, short_repr
from ..rules.plays import make_play
from ..rules.seats import SEAT_COUNT
from .actions import Action, ActionKind
from .constraints import CARD_KINDS, PLAYS, Refusal, held
from .core import BurnOutcome, Phase
from .decision_rules import (
    answering_a_charge,
    charging,
    choosing_head,
    declaring,
    returning,
    revolting,
)
from .trick_rules import (
    beating,
    burn_chance,
    burning,
    gouji_answer,
    leading,
    own_play,
    strict_passing,
    yielding,
)

if TYPE_CHECKING:
    from .round import Round

__all__ = ["CHECKS", "Check", "Refusal"]

Check = Callable[["Round", Action], "Refusal | None"]
"""One constraint on an action: its refusal, or None when it allows the action."""


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


def seat_in_play(state: Round, action: Action) -> Refusal | None:
    """E1, R2, S4: in the play, a seat that went out, revolted or failed a burn acts no more."""
    seat = action.seat
    if state.phase is not Phase.PLAY or state._in_play(seat):
        return None
    if seat == state.revolutionary:
        return Refusal(
            "R2",
            f"seat {seat} revolted (革命) and sits this round out",
            f"{seat}号革命了，本回合不出牌",
        )
    if any(b.burner == seat and b.outcome is BurnOutcome.FAILED for b in state.burns):
        return Refusal(
            "S4",
            f"seat {seat}'s burn failed (烧失败): he plays no more this round",
            f"{seat}号烧牌失败，本回合不再出牌",
        )
    if seat in state.finished:
        return Refusal(
            "E1",
            f"seat {seat} has gone out (走科) and plays no more this round",
            f"{seat}号已经走科，本回合不再出牌",
        )
    return Refusal("E1", f"seat {seat} plays no more this round", f"{seat}号本回合不再出牌")


def cards_count(state: Round, action: Action) -> Refusal | None:
    """X3, H1: one card per 还贡; a play, a burn or a 冲点 lays down cards."""
    kind = action.kind
    if kind is ActionKind.RETURN_TRIBUTE and len(action.cards) != 1:
        return Refusal("X3", "a tribute is returned one card at a time", "还贡一次还一张牌")
    if kind in CARD_KINDS and not action.cards:
        return Refusal("H1", "a play needs at least one card", "一手牌至少要有一张牌")
    return None


def cards_held(state: Round, action: Action) -> Refusal | None:
    """C1: the seat holds the cards (a card without a suit stands for any of its rank)."""
    if action.kind in CARD_KINDS and state.hands[action.seat].match(action.cards) is None:
        return Refusal(
            "C1", f"seat {action.seat} does not hold those cards", f"{action.seat}号没有这些牌"
        )
    return None


def one_play(state: Round, action: Action) -> Refusal | None:
    """H1, H2: the cards of a play or a burn make one play under the rulebook."""
    if action.kind not in PLAYS:
        return None
    try:
        make_play(held(state, action), state.rules)
    except GoujiError as error:
        return Refusal(error.rule, error.en, error.zh)
    return None


def seat_to_act(state: Round, action: Action) -> Refusal | None:
    """F2 (F6 for a yielder, S3 while burns are asked): only the seat to act acts."""
    seat, to_act = action.seat, state.to_act
    if seat == to_act:
        return None
    trick = state.trick
    if state.phase is Phase.PLAY:
        if seat == trick.yielder:
            return Refusal(
                "F6",
                f"seat {seat} yielded (让牌): the next two players answer first, and if both "
                "pass he then plays or passes",
                f"{seat}号让牌了：下两家先上牌，都过牌后他再出牌或过牌",
            )
        if trick.burn_queue:
            return Refusal(
                "S3",
                f"seat {to_act} is asked first whether he burns seat {trick.last_seat}'s gouji "
                "hand (the gouji player's alliance first, in turn, before the 对头 answers)",
                f"先问{to_act}号烧不烧{trick.last_seat}号的够级牌（够级者的联邦优先，按顺序，"
                "在对头应牌之前）",
            )
        if seat in trick.answered:
            return Refusal(
                "F2",
                f"seat {seat} has passed on this play; it is seat {to_act}'s turn",
                f"{seat}号已经过了这手牌，现在轮到{to_act}号",
            )
    return Refusal(
        "F2",
        f"it is seat {to_act}'s turn, not seat {seat}'s",
        f"现在轮到{to_act}号，不是{seat}号",
    )


def kind_now(state: Round, action: Action) -> Refusal | None:
    """O2: the kinds of decision the phase asks of the seat now."""
    kinds = state._kinds_now()
    if action.kind in kinds:
        return None
    names = ", ".join(kind.label("en") for kind in kinds)
    return Refusal(
        "O2",
        f"now ({state.phase.label('en')}) seat {action.seat} may: {names}",
        f"现在（{state.phase.label('zh')}）只能：{'、'.join(k.label('zh') for k in kinds)}",
    )


def no_cards(state: Round, action: Action) -> Refusal | None:
    """O2: a kind of move that lays down no cards takes none."""
    if action.kind not in CARD_KINDS and action.cards:
        return Refusal(
            "O2",
            f"{action.kind.label('en')} takes no cards",
            f"{action.kind.label('zh')}不带牌",
        )
    return None


def play_fits(state: Round, action: Action) -> Refusal | None:
    """O2: what is left: a play or burn the seat to act may not make, no rule above saying
    why (none is known)."""
    if action.kind in PLAYS and state._play_of(action.seat, held(state, action)) is None:
        return Refusal("O2", "that is not one of the choices now", "现在不能这样做")
    return None


CHECKS: tuple[Check, ...] = (
    well_formed,
    round_running,
    seat_in_play,
    cards_count,
    cards_held,
    one_play,
    leading,
    own_play,
    answering_a_charge,
    burning,
    gouji_answer,
    strict_passing,
    beating,
    burn_chance,
    yielding,
    declaring,
    revolting,
    choosing_head,
    charging,
    returning,
    seat_to_act,
    kind_now,
    no_cards,
    play_fits,
)
"""Every constraint on an action, in the order they are asked (the first refusal wins): the
form, the rules the move breaks whoever's turn it is, then the turn (F2) and the kind (O2)."""
