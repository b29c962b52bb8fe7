"""The rules of the other decisions that forbid a move (D1, D2, R1, R3, R4, X3, Y3): the
declarations, the revolution, the head, the 冲点 and its answer, and returning tribute; each
judged as if it were the seat's turn, before the turn (F2) and the kind of move (O2)."""

from __future__ import annotations

from ..rules.quotations import cite
from ..rules.ruleset import Declaration
from ..rules.seats import OPPOSITE
from .actions import Action, ActionKind, Refusal
from .charges import can_revolt, charge_of
from .constraints import held
from .core import Phase
from .round_state import RoundState


def declaring(state: RoundState, action: Action) -> Refusal | None:
    """D1, D2: the declarations the rulebook has, one per seat (a 预点 is not followed by a
    明点)."""
    declare = state.policy.declare
    kind, seat = action.kind, action.seat
    if kind is ActionKind.DECLARE_YU and not declare.yu:
        return Refusal("D1", "this rulebook has no 预点: nobody may declare it", "本规则不许预点")
    if kind is not ActionKind.DECLARE_MING:
        return None
    if not declare.ming:
        return Refusal("D2", "this rulebook has no 明点", "本规则没有明点")
    declared = state.declarations[seat]
    if declared != Declaration.NONE:
        name = "预点" if declared == Declaration.YU else "明点"
        return Refusal(
            "D2",
            f"seat {seat} has declared {name} already: one declaration a round",
            f"{seat}号已经{name}，一回合只叫一次",
        )
    return None


def revolting(state: RoundState, action: Action) -> Refusal | None:
    """R1, Y3: who may revolt (irvine: one revolution a round), and who must."""
    kind, seat = action.kind, action.seat
    if kind is ActionKind.STAY:
        if state.phase is Phase.REVOLUTION and seat in state.forced_revolts:
            return Refusal(
                "Y3",
                f"seat {seat} could buy no 3, having no 2 or joker to pay with: he must revolt "
                "(算做自动革命)",
                f"{seat}号买不到3（没有钱或王可付），算做自动革命",
            )
        return None
    if kind is not ActionKind.REVOLT or seat in state.revolts:
        return None
    if not can_revolt(state, seat):
        if state.policy.revolution.charge_required:
            return Refusal(
                "R1",
                f"seat {seat} cannot lay down three pure gouji hands, and a revolt needs them "
                + cite("(tongsu art. 46: {tongsu.three-pure-hands-in-turn})"),
                f"{seat}号发不出三手纯够级牌，不能革命",
            )
        return Refusal(
            "R1",
            f"seat {seat} holds a joker or a 2 and may not revolt",
            f"{seat}号手里有王或钱，不能革命",
        )
    if state.policy.revolution.one_by_last_place and state.revolts:
        return Refusal(
            "R1",
            f"one revolution a round: seat {state.revolts[0]} has revolted",
            f"一回合只有一人革命：{state.revolts[0]}号已经革命",
        )
    return None


def choosing_head(state: RoundState, action: Action) -> Refusal | None:
    """R3: the revolutionary's 对头 chooses 要头 or 无头, where the rulebook lets him."""
    if action.kind not in (ActionKind.WANT_HEAD, ActionKind.NO_HEAD):
        return None
    if not state.policy.revolution.head_choice:
        return Refusal(
            "R3",
            "this rulebook gives nobody a choice of 要头 or 无头",
            "本规则没有要头、无头的选择",
        )
    rebel = state.revolutionary
    who = None if rebel is None else OPPOSITE[rebel]
    role, deed = (
        ("the revolutionary's 对头", "革命者的对头"),
        ("chooses 要头 or 无头", "选择要头或无头"),
    )
    return _after_a_revolt(state, action, "R3", who, role, deed)


def _after_a_revolt(
    state: RoundState,
    action: Action,
    rule: str,
    who: int | None,
    role: tuple[str, str],
    deed: tuple[str, str],
) -> Refusal | None:
    """R3, R4: a decision that follows a revolt, made by one seat (``who``, in ``role``; None
    while the revolutionary is not known yet)."""
    if state.revolutionary is None and not state.revolts:
        return Refusal(
            rule,
            f"nobody has revolted, and only {role[0]} {deed[0]}",
            f"没有人革命，只有{role[1]}才能{deed[1]}",
        )
    if who is not None and action.seat != who:
        return Refusal(
            rule, f"only seat {who}, {role[0]}, {deed[0]}", f"只有{role[1]}{who}号才能{deed[1]}"
        )
    return None


def charging(state: RoundState, action: Action) -> Refusal | None:
    """R4: a 冲点 where the rulebook has one, by the revolutionary, of three pure gouji hands
    (declined only where it is optional)."""
    kind = action.kind
    if kind not in (ActionKind.CHONG_DIAN, ActionKind.NO_CHONG_DIAN):
        return None
    revolution = state.policy.revolution
    if not revolution.charges:
        return Refusal("R4", "this rulebook has no 冲点", "本规则没有冲点")
    if kind is ActionKind.NO_CHONG_DIAN and revolution.charge_required:
        return Refusal(
            "R4",
            "a revolt is laid down as its 冲点 here, and cannot be declined (tongsu art. 47)",
            "本规则革命就要冲点，不能不冲",
        )
    role, deed = ("the revolutionary", "革命者"), ("charges the point (冲点)", "冲点")
    refusal = _after_a_revolt(state, action, "R4", state.revolutionary, role, deed)
    if refusal is not None:
        return refusal
    if kind is ActionKind.CHONG_DIAN and charge_of(state, held(state, action)) is None:
        return Refusal(
            "R4",
            "a 冲点 lays down three pure gouji hands at once, each of one rank and at least "
            "its minimum (5 tens, 4 jacks, 3 queens, 2 kings, 2 aces)",
            "冲点要一次出三手纯够级牌，每手一种点数，张数不少于最低张数（5张10、4张J、3张Q、2张K、2张A）",
        )
    return None


def answering_a_charge(state: RoundState, action: Action) -> Refusal | None:
    """R4: only the revolutionary's 对头 answers a 冲点, by a play or a pass."""
    if state.phase is not Phase.CHONG_DIAN_ANSWER or action.kind not in (
        ActionKind.PLAY,
        ActionKind.PASS,
        ActionKind.BURN,
        ActionKind.YIELD,
    ):
        return None
    opposite = state.to_act
    if action.seat != opposite:
        return Refusal(
            "R4",
            f"only seat {opposite}, the revolutionary's 对头, answers the 冲点",
            f"只有革命者的对头{opposite}号能打冲点",
        )
    if action.kind in (ActionKind.BURN, ActionKind.YIELD):
        return Refusal("R4", "a 冲点 is answered by a play or a pass", "打冲点只能出牌或过牌")
    return None


def agreeing_swap(state: RoundState, action: Action) -> Refusal | None:
    """X5 (tongsu art. 26 换点/不换点): agreed only where the rulebook lets opposites waive
    the swap, by a seat asked at the round's start."""
    if action.kind not in (ActionKind.KEEP_SWAP, ActionKind.WAIVE_SWAP):
        return None
    if not state.policy.tribute.swap_waivable:
        return Refusal(
            "X5",
            "under this rulebook opposites who both failed to open swap their 点贡: there is "
            "nothing to agree (不换点)",
            "本规则双方都没开点就互进点贡：没有不换点可商定",
        )
    if state.phase is not Phase.POINT_SWAP or action.seat not in state.queue:
        return Refusal(
            "X5",
            f"seat {action.seat} has no 点贡 swap to agree on now (换点 or 不换点 is agreed "
            "before the deal, by opposites who both failed to open)",
            f"{action.seat}号现在没有换点要商定（换点或不换点在抓牌前由都没开点的对家商定）",
        )
    return None


def calling_dian_shou(state: RoundState, action: Action) -> Refusal | None:
    """X3 (tongsu art. 27 点手): called or not only where the rulebook has it, by a 点贡
    payer whose 点贡 is a big joker he drew, asked before the round's declarations."""
    if action.kind not in (ActionKind.DIAN_SHOU, ActionKind.NO_DIAN_SHOU):
        return None
    if not state.policy.tribute.dian_shou:
        return Refusal(
            "X3",
            "this rulebook has no 点手: a 点贡 payer gets nothing back for it",
            "本规则没有点手：进点贡的玩家没有回贡",
        )
    if state.phase is not Phase.DIAN_SHOU or action.seat not in state.queue:
        return Refusal(
            "X3",
            f"seat {action.seat} may not call 点手 now: only a 点贡 payer whose 点贡 is a big "
            "joker he drew (not a small joker), asked before the declarations",
            f"{action.seat}号现在不能点手：只有亮出自己抓到的大王点贡的玩家才可以点手"
            "（小王不行），在叫点之前",
        )
    return None


def accepting(state: RoundState, action: Action) -> Refusal | None:
    """X3 (qingdao 拒绝吃贡): a tribute is accepted or refused only where the rulebook lets a
    receiver refuse it, by the receiver it is offered to."""
    if action.kind not in (ActionKind.ACCEPT_TRIBUTE, ActionKind.REFUSE_TRIBUTE):
        return None
    if not state.policy.tribute.refusable:
        return Refusal(
            "X3",
            "under this rulebook a receiver may not refuse tribute (拒绝吃贡): it is paid",
            "本规则吃贡者不能拒绝吃贡：贡照进",
        )
    if state.phase is not Phase.ACCEPT_TRIBUTE or state.offers[0][2] != action.seat:
        return Refusal(
            "X3",
            f"no tribute is offered to seat {action.seat} now (吃贡 or 拒绝吃贡)",
            f"现在没有给{action.seat}号的贡，不能吃贡或拒绝吃贡",
        )
    return None


def returning(state: RoundState, action: Action) -> Refusal | None:
    """X3: a card is returned (还贡) only where the rulebook returns tribute, by a receiver."""
    if action.kind is not ActionKind.RETURN_TRIBUTE:
        return None
    if not state.policy.tribute.returned:
        return Refusal("X3", "this rulebook returns no tribute (还贡)", "本规则不还贡")
    if all(receiver != action.seat for receiver, _ in state.to_return):
        return Refusal(
            "X3",
            f"seat {action.seat} owes no card back (还贡): no tribute he received is still to "
            "be returned",
            f"{action.seat}号没有要还贡的牌",
        )
    return None
