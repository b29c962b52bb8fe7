"""The rules of the trick that forbid a move (F1, F3-F7, S1-S3, B1-B6, Y1, K4, E2, E5, E6,
R4), each judged as if it were the seat's turn: ``refusals.CHECKS`` asks them before the turn
(F2) and the kind of move (O2)."""

from __future__ import annotations

from ..rules.beating import explain_beat
from ..rules.gouji import is_gouji, is_pure
from ..rules.plays import make_play
from ..rules.quotations import cite, quotation
from ..rules.ruleset import PassException
from ..rules.seats import OPPOSITE, SEAT_COUNT
from .actions import Action, ActionKind, Refusal
from .charges import charge_let_pass
from .constraints import (
    CHARGE_PURE_AFTER_PASS,
    PLAYS,
    follow_refusal,
    gouji_answerers,
    held,
    lead_refusal,
    may_beat,
    to_beat,
)
from .core import Phase
from .play_search import candidate_of
from .round_state import RoundState, in_play, is_headless


def leading(state: RoundState, action: Action) -> Refusal | None:
    """F1, Y1, S1, K4, R4: on a lead nobody passes and nothing is burned, and a play is one
    the seat could lead at his turn (3s last, a burner's joker, 4s after opening)."""
    trick = state.trick
    if state.phase is not Phase.PLAY or trick.last_play is not None:
        return None
    kind, seat = action.kind, action.seat
    if kind is ActionKind.PASS:
        return Refusal(
            "F1",
            f"there is nothing to pass on: seat {trick.leader} leads this trick (发牌) and "
            "must play",
            f"没有牌可过：{trick.leader}号发牌，必须出牌",
        )
    if kind is ActionKind.BURN:
        return Refusal(
            "S1",
            "a burn beats a gouji hand, and a lead has none to beat",
            "烧牌是压别人的够级牌，发牌时没有牌可烧",
        )
    if kind is not ActionKind.PLAY:
        return None
    candidate = candidate_of(held(state, action))
    assert candidate is not None  # one_play came first
    return lead_refusal(state, seat, candidate)


def own_play(state: RoundState, action: Action) -> Refusal | None:
    """F4: the player of the play to beat does not answer it: the others do."""
    trick = state.trick
    seat = action.seat
    if state.phase is not Phase.PLAY or trick.last_play is None or seat != trick.last_seat:
        return None
    return Refusal(
        "F4",
        f"seat {seat} made the play to beat: the others answer it",
        f"{seat}号出的就是要管的牌，由别人来管",
    )


def burning(state: RoundState, action: Action) -> Refusal | None:
    """S1, S2, E2, E5: only a gouji hand is burned, never by the player's 对头 or a player
    without one, by a player who has opened (linyi, tongsu) and not passed (tongsu, irvine)."""
    trick = state.trick
    if state.phase is not Phase.PLAY or action.kind is not ActionKind.BURN:
        return None
    last_play = trick.last_play
    if last_play is None:
        return None  # leading() refuses a burn on a lead
    last, seat = trick.last_seat, action.seat
    if state.four_way:
        return Refusal(
            "E2",
            "in 四人乱缠 nobody burns: any player beats any play in turn",
            "四人乱缠时不再烧牌，谁都可以按顺序管牌",
        )
    if not trick.gouji:
        if is_headless(state, last) and is_gouji(last_play, state.rules):
            return Refusal(
                "E5",
                f"seat {last} has no 对头 (无头): anyone beats his plays in turn, and nobody "
                "burns them",
                f"{last}号无头：谁都可以按顺序管他的牌，不用烧牌",
            )
        return Refusal(
            "S1",
            f"only a gouji hand is burned, and {last_play.describe('en')} is none",
            f"只有够级牌才能烧，{last_play.describe('zh')}不是够级牌",
        )
    if seat == OPPOSITE[last]:
        return Refusal(
            "S1",
            f"seat {seat} is seat {last}'s 对头: he answers the gouji hand with a play; "
            "burning is for the others",
            f"{seat}号是{last}号的对头：他出牌应够级，烧牌是别人的事",
        )
    if is_headless(state, seat):
        return Refusal(
            "E5",
            f"seat {seat} has no 对头 (无头): he answers gouji hands in turn with a play, and "
            "does not burn",
            f"{seat}号无头：他按顺序出牌应够级，不烧牌",
        )
    burn = state.policy.burn
    if burn.requires_opened and seat not in state.opened:
        return Refusal(
            "S2",
            f"only a player who has opened the point (开点) may burn, and seat {seat} has not",
            f"开点后才能烧牌，{seat}号还没有开点",
        )
    if burn.blocked_by_pass and seat in trick.passed:
        return Refusal(
            "S2",
            f"seat {seat} passed in this trick and may not burn in it",
            f"{seat}号本轮已经过牌，不能再烧牌",
        )
    return None


def gouji_answer(state: RoundState, action: Action) -> Refusal | None:
    """E6, F5: a 够死级 nobody answers but by burning; any other gouji hand is answered only by
    the player's 对头 (and players without one, E5), the others only burn it."""
    trick = state.trick
    if state.phase is not Phase.PLAY or action.kind is not ActionKind.PLAY or not trick.gouji:
        return None
    last, seat = trick.last_seat, action.seat
    if trick.dead:
        return Refusal(
            "E6",
            f"seat {last}'s gouji hand is 够死级: nobody answers it but by burning",
            f"{last}号的够级牌是够死级，除了烧牌无人能管",
        )
    answerers = gouji_answerers(state, last)
    if seat not in answerers:
        others_en = ", and by players without a 对头 (无头)" if len(answerers) > 1 else ""
        others_zh = "（以及无头的玩家）" if len(answerers) > 1 else ""
        return Refusal(
            "F5",
            f"seat {last}'s gouji hand is answered only by his 对头, seat {OPPOSITE[last]}"
            f"{others_en}; the others may only burn it (烧牌) when asked",
            f"{last}号的够级牌只有对头{OPPOSITE[last]}号能管{others_zh}，其他人只能在轮到时烧牌",
        )
    return None


def strict_passing(state: RoundState, action: Action) -> Refusal | None:
    """F3: a seat that passed in the trick plays in it again only where the rulebook's
    exception lets it (qingdao, linyi: on his 对头's play; irvine: on his 对头's gouji hand);
    never a word the engine later contradicts."""
    trick = state.trick
    seat = action.seat
    if (
        state.phase is not Phase.PLAY
        or action.kind is not ActionKind.PLAY
        or trick.last_play is None
        or state.four_way
        or seat not in trick.passed
    ):
        return None
    passing = state.policy.passing
    if passing.answers_after_pass(trick.last_seat == OPPOSITE[seat], trick.gouji):
        return None
    opposite = OPPOSITE[seat]
    if passing.pass_exception is PassException.OPPOSITE:
        en, zh = f"only on his 对头's play (seat {opposite})", f"只有对头{opposite}号出的牌才能再上"
    elif passing.pass_exception is PassException.OPPOSITE_GOUJI:
        en = f"only on a gouji hand of his 对头 (seat {opposite})"
        zh = f"只有对头{opposite}号出的够级牌才能再上"
    else:
        return Refusal(
            "F3",
            f"seat {seat} passed in this trick and may not play in it again (严格过牌)",
            f"{seat}号本轮已经过牌，不能再上牌（严格过牌）",
        )
    return Refusal(
        "F3",
        f"seat {seat} passed in this trick: he may play in it again {en} (严格过牌)",
        f"{seat}号本轮已经过牌：{zh}（严格过牌）",
    )


def beating(state: RoundState, action: Action) -> Refusal | None:
    """B1-B6, Y1, K4, R4: an answer beats the play to beat (the 冲点's next hand, purely once
    one was let pass), with 3s kept for last and 4s for after opening."""
    if action.kind not in PLAYS or state.phase not in (Phase.PLAY, Phase.CHONG_DIAN_ANSWER):
        return None
    target = to_beat(state)
    if target is None:
        return None
    play = make_play(held(state, action), state.rules)
    verdict = explain_beat(play, target, state.rules)
    if not verdict.ok:  # irvine's own answers (B6) are more specific than B1 and B3
        rule = "B6" if "B6" in verdict.rules else verdict.rules[0]
        return Refusal(rule, verdict.en, verdict.zh)
    if state.phase is Phase.CHONG_DIAN_ANSWER:
        if charge_let_pass(state) and not is_pure(play):
            return CHARGE_PURE_AFTER_PASS
        return None
    candidate = candidate_of(play.cards)
    assert candidate is not None
    return follow_refusal(state, action.seat, candidate)


def burn_chance(state: RoundState, action: Action) -> Refusal | None:
    """S3: each seat that may burn a gouji hand is asked once, before the 对头 answers."""
    trick = state.trick
    if (
        state.phase is Phase.PLAY
        and action.kind is ActionKind.BURN
        and trick.gouji
        and action.seat not in trick.burn_queue
    ):
        return Refusal(
            "S3",
            f"seat {action.seat} has let this gouji hand go unburned: each seat is asked once, "
            "before the 对头 answers",
            f"{action.seat}号已经放过这手够级牌：烧牌只在对头应牌前问一次",
        )
    return None


def yielding(state: RoundState, action: Action) -> Refusal | None:
    """F6, E2, F7: a yield (让牌) is on one's 对头's non-gouji play, after both players
    between passed on it, once, by a seat that has not passed and holds a play to beat it."""
    if state.phase is not Phase.PLAY or action.kind is not ActionKind.YIELD:
        return None
    trick = state.trick
    seat, last = action.seat, trick.last_seat
    opposite = OPPOSITE[seat]
    if not state.policy.passing.yielding:
        return Refusal("F6", "this rulebook has no 让牌 (yield)", "本规则没有让牌")
    if state.four_way:
        return Refusal("E2", "in 四人乱缠 nobody yields (让牌)", "四人乱缠时不能让牌")
    if trick.last_play is None or last != opposite:
        return Refusal(
            "F6",
            f"a yield (让牌) is only on your 对头's play, seat {opposite}'s",
            f"只有对头{opposite}号出的牌才能让牌",
        )
    if trick.gouji:
        return Refusal(
            "F6",
            cite(
                "no yielding on a gouji hand: the 对头 answers it or passes "
                "({tongsu.no-yield-on-gouji})"
            ),
            quotation("tongsu.no-yield-on-gouji").text,
        )
    if not in_play(state, last):
        return Refusal(
            "F7",
            f"seat {last} went out with this play: it goes to the wind (接风), not to a yield",
            f"{last}号出完了牌：这手牌是接风，不能让牌",
        )
    if trick.yielder == seat:
        return Refusal(
            "F6",
            f"seat {seat} has yielded on this play already: now he plays or passes",
            f"{seat}号已经让过这手牌，现在只能出牌或过牌",
        )
    if seat in trick.passed or seat in trick.answered:
        return Refusal(
            "F6",
            f"seat {seat} has passed in this trick and may not yield",
            f"{seat}号本轮已经过牌，不能让牌",
        )
    between = ((last + 1) % SEAT_COUNT, (last + 2) % SEAT_COUNT)
    if not all(s in trick.answered or not in_play(state, s) for s in between):
        return Refusal(
            "F6",
            f"a yield needs both players between (seats {between[0]} and {between[1]}) to "
            "have passed on this play",
            f"上二家（{between[0]}号和{between[1]}号）都过了这手牌才能让牌",
        )
    if not may_beat(state, seat):
        return Refusal(
            "F6",
            f"a yield keeps the right to beat this play later, and seat {seat} holds nothing "
            "that beats it",
            f"让牌是留着以后再管，{seat}号没有能管这手牌的牌",
        )
    return None
