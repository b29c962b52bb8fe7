"""Why an action is refused: the checks of :data:`CHECKS`, each returning a
:class:`~gouji_learn.engine.constraints.Refusal` (rule ID, English and Chinese sentence) or None.

Each phase's judge (``engine/phases``) asks the checks that concern it, in this order, and
returns the first refusal: ``Round.refusal(action)`` is that judge, ``apply`` raises its
refusal, ``why`` words it and ``legal_actions()`` lists the candidates it passes.

The most specific rule comes first: after the form of the action, every
rule that would still forbid the move were it the seat's turn and its kind of move open (the
cards, what they must beat, strict passing, burning, yielding: ``trick_rules.py``; the
declarations, the revolution, the head, the 冲点, tribute: ``decision_rules.py``); only then
whose turn it is (F2) and which kinds of move the phase asks for (O2). No refusal says what the
engine contradicts later in the same position.
"""

from __future__ import annotations

from collections.abc import Callable

from ..rules.cards import Card
from ..rules.errors import GoujiError, short_repr
from ..rules.plays import make_play
from ..rules.seats import SEAT_COUNT
from .actions import Action, ActionKind, IllegalAction, Refusal
from .constraints import CARD_KINDS, PLAYS, held, may_yield, raw_plays
from .core import BurnOutcome, Phase
from .decision_rules import (
    accepting,
    agreeing_swap,
    answering_a_charge,
    calling_dian_shou,
    charging,
    choosing_head,
    declaring,
    returning,
    revolting,
)
from .legal import Candidates
from .play_search import candidate_of
from .round_state import RoundState, in_play
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

__all__ = ["CHECKS", "Check", "Refusal", "first_refusal", "kinds_now"]

Check = Callable[[RoundState, Action], "Refusal | None"]
"""One constraint on an action: its refusal, or None when it allows the action."""


def well_formed(state: RoundState, action: object) -> Refusal | None:
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


def round_running(state: RoundState, action: Action) -> Refusal | None:
    """E3: nothing is done once the round is over (or void)."""
    if state.is_over:
        return Refusal("E3", "the round is over", "本回合已经结束")
    return None


def seat_in_play(state: RoundState, action: Action) -> Refusal | None:
    """E1, R2, S4: in the play, a seat that went out, revolted or failed a burn acts no more."""
    seat = action.seat
    if state.phase is not Phase.PLAY or in_play(state, seat):
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


def cards_count(state: RoundState, action: Action) -> Refusal | None:
    """X3, H1: one card per 还贡; a play, a burn or a 冲点 lays down cards."""
    kind = action.kind
    if kind is ActionKind.RETURN_TRIBUTE and len(action.cards) != 1:
        return Refusal("X3", "a tribute is returned one card at a time", "还贡一次还一张牌")
    if kind in CARD_KINDS and not action.cards:
        return Refusal("H1", "a play needs at least one card", "一手牌至少要有一张牌")
    return None


def cards_held(state: RoundState, action: Action) -> Refusal | None:
    """C1: the seat holds the cards (a card without a suit stands for any of its rank)."""
    if action.kind in CARD_KINDS and state.hands[action.seat].match(action.cards) is None:
        return Refusal(
            "C1", f"seat {action.seat} does not hold those cards", f"{action.seat}号没有这些牌"
        )
    return None


def one_play(state: RoundState, action: Action) -> Refusal | None:
    """H1, H2: the cards of a play or a burn make one play under the rulebook."""
    if action.kind not in PLAYS:
        return None
    try:
        make_play(held(state, action), state.rules)
    except GoujiError as error:
        return Refusal(error.rule, error.en, error.zh)
    return None


def seat_to_act(state: RoundState, action: Action) -> Refusal | None:
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


def kind_now(state: RoundState, action: Action) -> Refusal | None:
    """O2: the kinds of decision the phase asks of the seat now."""
    kinds = kinds_now(state)
    if action.kind in kinds:
        return None
    names = ", ".join(kind.label("en") for kind in kinds)
    return Refusal(
        "O2",
        f"now ({state.phase.label('en')}) seat {action.seat} may: {names}",
        f"现在（{state.phase.label('zh')}）只能：{'、'.join(k.label('zh') for k in kinds)}",
    )


def no_cards(state: RoundState, action: Action) -> Refusal | None:
    """O2: a kind of move that lays down no cards takes none."""
    if action.kind not in CARD_KINDS and action.cards:
        return Refusal(
            "O2",
            f"{action.kind.label('en')} takes no cards",
            f"{action.kind.label('zh')}不带牌",
        )
    return None


def play_fits(state: RoundState, action: Action) -> Refusal | None:
    """O2: what is left: a play or burn that is none of the plays the seat could make now, no
    rule above saying why (none is known)."""
    if action.kind not in PLAYS:
        return None
    wanted = candidate_of(held(state, action))
    signature = None if wanted is None else wanted.signature
    if all(c.signature != signature for c in raw_plays(state, action.seat)):
        return Refusal("O2", "that is not one of the choices now", "现在不能这样做")
    return None


def kinds_now(state: RoundState) -> tuple[ActionKind, ...]:
    """O2: the kinds of decision the phase asks of the seat to act (F1, F6, S3 in the play;
    D1, D2; X3; R1, Y3; R4; R3)."""
    seat, phase = state.to_act, state.phase
    if seat is None:
        return ()
    if phase is Phase.PLAY:
        trick = state.trick
        if trick.last_play is None:
            return (ActionKind.PLAY,)
        play = ActionKind.BURN if trick.burn_queue else ActionKind.PLAY
        if may_yield(state, seat):
            return (ActionKind.PASS, ActionKind.YIELD, play)
        return (ActionKind.PASS, play)
    if phase is Phase.DECLARE_YU:
        return (ActionKind.NO_DECLARATION, ActionKind.DECLARE_YU)
    if phase is Phase.DECLARE_MING:
        return (ActionKind.NO_DECLARATION, ActionKind.DECLARE_MING)
    if phase is Phase.RETURN_TRIBUTE:
        return (ActionKind.RETURN_TRIBUTE,)
    if phase is Phase.ACCEPT_TRIBUTE:
        return (ActionKind.ACCEPT_TRIBUTE, ActionKind.REFUSE_TRIBUTE)
    if phase is Phase.POINT_SWAP:
        return (ActionKind.KEEP_SWAP, ActionKind.WAIVE_SWAP)
    if phase is Phase.DIAN_SHOU:
        return (ActionKind.DIAN_SHOU, ActionKind.NO_DIAN_SHOU)
    if phase is Phase.REVOLUTION:
        if seat in state.forced_revolts:
            return (ActionKind.REVOLT,)
        return (ActionKind.STAY, ActionKind.REVOLT)
    if phase is Phase.CHONG_DIAN:
        if state.policy.revolution.charge_required:
            return (ActionKind.CHONG_DIAN,)
        return (ActionKind.NO_CHONG_DIAN, ActionKind.CHONG_DIAN)
    if phase is Phase.CHONG_DIAN_ANSWER:
        return (ActionKind.PASS, ActionKind.PLAY)
    return (ActionKind.WANT_HEAD, ActionKind.NO_HEAD)


def first_refusal(
    checks: tuple[Check, ...], state: RoundState, action: Action
) -> Refusal | None:
    """The first refusal of ``checks`` asked in order (None: they all allow ``action``)."""
    for check in checks:
        refused = check(state, action)
        if refused is not None:
            return refused
    return None


FORM: tuple[Check, ...] = (well_formed, round_running)
CARDS: tuple[Check, ...] = (cards_count, cards_held, one_play)
TRICK: tuple[Check, ...] = (
    leading,
    own_play,
    burning,
    gouji_answer,
    strict_passing,
    beating,
    burn_chance,
    yielding,
)
"""F1-F7, S1-S3, B1-B6, E5, E6: the rules of the trick (the play phase)."""
CHARGE_ANSWER: tuple[Check, ...] = (answering_a_charge, beating)
"""R4, B1-B6: the rules of answering a 冲点 (the revolution phase)."""
DECISIONS: tuple[Check, ...] = (
    declaring,
    revolting,
    choosing_head,
    charging,
    agreeing_swap,
    calling_dian_shou,
    accepting,
    returning,
)
"""D1, D2, R1, R3, R4, X3: the rules of every other decision, asked in any phase."""
TURN: tuple[Check, ...] = (seat_to_act, kind_now, no_cards, play_fits)
"""F2, O2: whose turn it is, what the phase asks for, and (last) a play that is none."""

CHECKS: tuple[Check, ...] = (
    *FORM,
    seat_in_play,
    *CARDS,
    answering_a_charge,  # only in a 冲点 answer, where TRICK's leading/own_play refuse nothing
    *TRICK,
    *DECISIONS,
    *TURN,
)
"""Every constraint on an action, in the order they are asked (the first refusal wins): the
form, the rules the move breaks whoever's turn it is, then the turn (F2) and the kind (O2);
each phase asks the part of it that can refuse in that phase, in this order."""


class PhaseRules:
    """O2: a phase as an object: the candidate actions of a position, the judge (the checks
    that can refuse an action in this phase, asked in order, the first refusal wins) and
    doing an action the judge passed. The legal actions are the candidates the judge passes."""

    checks: tuple[Check, ...] = FORM + CARDS + DECISIONS + TURN

    def candidates(self, state: RoundState) -> Candidates:
        """What the seat to act might do now, before the judge (listed once per position)."""
        cached = state._legal
        if isinstance(cached, Candidates) and cached.owner is self:
            return cached
        made = self._list(state)
        state._legal = made
        return made

    def _list(self, state: RoundState) -> Candidates:
        """The candidates listed afresh (none in an automatic phase)."""
        return Candidates((), (), self)

    def judged(self, state: RoundState) -> Candidates:
        """The candidates with the judge's verdict on each (``verdicts``, in order; judged
        once per position)."""
        candidates = self.candidates(state)
        if candidates.verdicts is None:
            candidates.verdicts = self._judge_listed(state, candidates)
        return candidates

    def _judge_listed(self, state: RoundState, candidates: Candidates) -> list[Refusal | None]:
        """The checks asked of each candidate."""
        return [first_refusal(self.checks, state, action) for action in candidates.actions]

    def judge(self, state: RoundState, action: Action) -> Refusal | None:
        """The first refusal of ``action`` now, or None when it is allowed: of a listed
        candidate (this very action, once judged), its verdict; else the checks in order."""
        cached = state._legal
        if isinstance(cached, Candidates) and cached.owner is self:
            verdicts = cached.verdicts
            if verdicts is not None:
                index = cached.find(action)
                if index >= 0:
                    return verdicts[index]
        return first_refusal(self.checks, state, action)

    def apply(self, state: RoundState, action: Action) -> None:
        """Do ``action`` (the judge passed it); an automatic phase asks for no decision."""
        raise IllegalAction("O2", "no decision is asked now", "现在不需要做决定")
