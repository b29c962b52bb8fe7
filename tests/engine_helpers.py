"""Small helpers for scripted engine scenarios: a round from six card texts, actions by text."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable, Sequence

import pytest

from gouji_learn import RuleSet, format_cards, parse_cards, sort_cards
from gouji_learn.engine import Action, ActionKind, IllegalAction, Phase, Round

Step = tuple[int, str]
"""(seat, "pass" | "yield" | "burn <cards>" | "<cards>") as in a scripted trick."""

_ANSWERS = {
    Phase.DECLARE_YU: ActionKind.NO_DECLARATION,
    Phase.DECLARE_MING: ActionKind.NO_DECLARATION,
    Phase.REVOLUTION: ActionKind.STAY,
    Phase.CHONG_DIAN: ActionKind.NO_CHONG_DIAN,
}


def seed_for(leader: int) -> int:
    """A seed making ``leader`` the first leader (O1) of a suitless scripted deal."""
    return next(s for s in range(1000) if random.Random(s).randrange(6) == leader)


def new_round(
    rules: RuleSet | str | None,
    hands: Sequence[str],
    leader: int = 0,
    revolt: int | None = None,
    head: str = "NO_HEAD",
) -> Round:
    """A first round dealt ``hands`` (six texts) with ``leader`` as first leader (O1), brought
    to its play phase: no 预点/明点, only ``revolt`` revolts, his 对头 answers ``head``."""
    assert len(hands) == 6
    state = Round(rules, seed=seed_for(leader), deal=[parse_cards(text) for text in hands])
    assert state.leader == leader
    assert [format_cards(hand.cards()) for hand in state.hands] == [cards_text(t) for t in hands]
    settle_decisions(state, revolt, head)
    assert state.phase is Phase.PLAY, state.phase
    return state


def settle_decisions(state: Round, revolt: int | None = None, head: str = "NO_HEAD") -> None:
    """Answer every decision before play: NO_DECLARATION, STAY (REVOLT for ``revolt``),
    NO_CHONG_DIAN, and ``head`` (WANT_HEAD / NO_HEAD) for the revolutionary's 对头."""
    while state.phase in (*_ANSWERS, Phase.HEAD_CHOICE):
        seat = state.to_act
        assert seat is not None
        if state.phase is Phase.HEAD_CHOICE:
            kind = ActionKind[head]
        elif state.phase is Phase.REVOLUTION and seat == revolt:
            kind = ActionKind.REVOLT
        else:
            kind = _ANSWERS[state.phase]
        state.apply(Action(kind, seat))


def cards_text(text: str) -> str:
    """The canonical text of some cards (sorted, as legal actions list them)."""
    return format_cards(sort_cards(parse_cards(text)))


def find(state: Round, kind: str, text: str = "") -> Action | None:
    """The legal action of ``kind`` (PLAY, PASS, YIELD, BURN...) whose cards read ``text``."""
    wanted = cards_text(text) if text else ""
    for action in state.legal_actions():
        if action.kind.name == kind and format_cards(action.cards) == wanted:
            return action
    return None


def action_of(seat: int, what: str) -> Action:
    """The action a step names, legal or not: "pass", "yield", "burn 10 10", or cards."""
    if what in ("pass", "yield"):
        return Action(ActionKind[what.upper()], seat)
    kind = ActionKind.PLAY
    if what.startswith("burn "):
        kind, what = ActionKind.BURN, what[5:]
    return Action(kind, seat, tuple(sort_cards(parse_cards(what))))


def step(state: Round, seat: int, what: str) -> None:
    """Do one step; it must be the seat's turn and a legal action."""
    assert state.to_act == seat, f"seat {state.to_act} to act, not {seat} ({what})"
    action = action_of(seat, what)
    if action.kind in (ActionKind.PLAY, ActionKind.BURN):
        found = find(state, action.kind.name, what.removeprefix("burn "))
        assert found is not None, f"{what!r} is not legal for seat {seat}: {state.legal_actions()}"
        action = found
    state.apply(action)


def run(state: Round, steps: Iterable[Step]) -> None:
    """Play scripted steps in order."""
    for seat, what in steps:
        step(state, seat, what)


def pass_out(state: Round) -> int | None:
    """Everyone asked passes until the trick ends; the seat to lead next (None if over)."""
    for _ in range(50):
        if state.is_over or state.trick.last_play is None:
            return state.to_act
        assert state.to_act is not None
        state.apply(Action(ActionKind.PASS, state.to_act))
    raise AssertionError("the trick never ended")


def play_out(state: Round) -> None:
    """Play the round out: pass whenever allowed, else make the first legal action."""
    for _ in range(500):
        if state.is_over:
            return
        actions = state.legal_actions()
        passing = [a for a in actions if a.kind is ActionKind.PASS]
        state.apply(passing[0] if passing else actions[0])
    raise AssertionError("the round did not end")


def refuse(state: Round, seat: int, what: str) -> IllegalAction:
    """Apply an action that must be refused; check that the state did not change."""
    before, trick, legal = state.snapshot(), copy.deepcopy(state.trick), state.legal_actions()
    with pytest.raises(IllegalAction) as info:
        state.apply(action_of(seat, what))
    assert state.snapshot() == before
    assert state.trick == trick and state.legal_actions() == legal
    assert info.value.rule, "every refusal names a rule"
    return info.value


def kinds(state: Round) -> set[str]:
    """The kinds of the legal actions now."""
    return {action.kind.name for action in state.legal_actions()}
