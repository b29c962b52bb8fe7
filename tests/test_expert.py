"""ExpertBot: determinized search from the seat view alone, seeded and deterministic; its
sampled worlds agree with the view, and it plays wherever any bot plays."""

from __future__ import annotations

import pickle
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from gouji_learn import PRESET_NAMES, parse_cards
from gouji_learn.engine import (
    Action,
    ActionKind,
    HeuristicBot,
    Phase,
    RandomBot,
    Round,
    SeatView,
    play_out,
)
from gouji_learn.engine.expert import ExpertBot, RolloutBot
from gouji_learn.engine.policy import policy_for
from gouji_learn.engine.tournament import Alternating, play_round, run_tournament
from gouji_learn.engine.worlds import (
    SHOWN_KINDS,
    hand_sizes,
    known_cards,
    sample_hands,
    unseen_cards,
    world,
)
from gouji_learn.rules.cards import new_shoe

HANDS = [
    "3 5 5 7 8 9 J Q K A 2 SJ",
    "4 4 6 6 8 10 10 J Q K A",
    "5 6 7 9 9 10 J Q K A BJ",
    "3 4 6 7 8 8 10 J Q K 2",
    "5 5 7 9 10 J Q Q K A A",
    "4 6 8 9 10 J Q K 2 2 SJ",
]


def swapped(hands: list[str], a: int, b: int) -> list[str]:
    """The same deal with the hands of seats ``a`` and ``b`` shuffled together and dealt back
    at the same sizes: every card seat 0 sees stays, every hidden card may move."""
    pool = parse_cards(hands[a]) + parse_cards(hands[b])
    random.Random(7).shuffle(pool)
    size = len(parse_cards(hands[a]))
    out = list(hands)
    out[a] = " ".join(c.text() for c in pool[:size])
    out[b] = " ".join(c.text() for c in pool[size:])
    return out


def quick_expert(seat: int = 0, seed: int = 0) -> ExpertBot:
    """An expert of two playouts a decision (tests play whole rounds with it)."""
    return ExpertBot(None, rollouts=2, seed=seed * 6 + seat, candidates=1)


def heuristic_seat(seat: int, seed: int) -> HeuristicBot:
    return HeuristicBot()


def played_to(preset: str, seed: int, decisions: int) -> Round:
    """A round of ``preset`` played by seeded random and heuristic bots until the play phase
    has asked ``decisions`` decisions (or the round is over)."""
    state = Round(preset, seed)
    rng = random.Random(seed)
    bots = [RandomBot(seed + s) if rng.random() < 0.3 else HeuristicBot() for s in range(6)]
    while not state.is_over:
        if state.phase is Phase.PLAY:
            if decisions <= 0:
                break
            decisions -= 1
        seat = state.to_act
        assert seat is not None
        state.apply(bots[seat].act(state.view(seat), state.legal_actions()))
    return state


def public(view: SeatView) -> tuple[object, ...]:
    """What a world must show the seat as the round does: the turn, the trick, the places."""
    return (
        view.phase,
        view.to_act,
        view.hand,
        view.counts,
        view.trick,
        view.to_beat,
        view.trick_leader,
        view.passed,
        view.answered,
        view.yielder,
        view.gouji,
        view.dead,
        view.finished,
        view.opened,
        view.conceded,
        view.headless,
        view.burning,
        view.dead_gouji,
        view.four_way,
        view.revolutionary,
        view.out_of_play,
        view.freed,
        view.declarations,
        view.legal,
    )


@pytest.mark.rule("F8", "C1")
def test_the_decision_ignores_cards_the_seat_cannot_see() -> None:
    """Issue 10: two states differing only in the hands seat 0 cannot see (seats 1-4 dealt
    anew; seat 5 leads the same play in both): the same evaluations, the same move."""
    states = []
    for hands in (HANDS, swapped(swapped(HANDS, 1, 4), 2, 3)):
        state = Round.from_hands(hands, "qingdao", leader=5)
        state.apply(state.legal_actions()[0])
        assert state.to_act == 0
        states.append(state)
    first, second = states
    assert [h.cards() for h in first.hands] != [h.cards() for h in second.hands]
    assert first.view(0) == second.view(0)
    evaluations = [
        ExpertBot(None, rollouts=12, seed=5).evaluate(s.view(0), s.legal_actions()) for s in states
    ]
    assert evaluations[0] == evaluations[1]
    assert len(evaluations[0]) > 1
    moves = [ExpertBot(None, rollouts=12, seed=5).act(s.view(0), s.legal_actions()) for s in states]
    assert moves[0] == moves[1]


@pytest.mark.rule("F8")
def test_the_expert_acts_from_a_view_alone() -> None:
    """Issue 16: no seat to take, no round to hold: the view and the legal actions are all it
    gets, and a view sent elsewhere (pickled) gives the same move."""
    state = Round.from_hands(HANDS, "qingdao", leader=1)
    view, legal = state.view(1), state.legal_actions()
    move = ExpertBot(None, rollouts=10, seed=2).act(view, legal)
    assert move in legal
    assert ExpertBot(None, rollouts=10, seed=2).act(pickle.loads(pickle.dumps(view)), legal) == move
    assert not hasattr(ExpertBot(None, rollouts=1), "sit")
    with pytest.raises(ValueError, match="F2"):
        ExpertBot(None, rollouts=4).evaluate(state.view(2), legal)


def test_same_seed_same_choice_and_one_legal_action_returns_at_once() -> None:
    state = Round.from_hands(HANDS, "qingdao", leader=0)
    view, legal = state.view(0), state.legal_actions()
    assert ExpertBot(None, rollouts=10, seed=1).act(view, legal) == ExpertBot(
        None, rollouts=10, seed=1
    ).act(view, legal)
    lone = Round.from_hands(["K", "3", "3", "3", "3", "3"], "tongsu", leader=0)
    assert len(lone.legal_actions()) == 1
    only = ExpertBot(time_per_decision=100.0).act(lone.view(0), lone.legal_actions())
    assert only == lone.legal_actions()[0]


@pytest.mark.rule("C1")
def test_sampled_hands_are_the_unseen_cards_at_the_right_sizes() -> None:
    state = Round("qingdao", seed=3)
    view = state.view(state.to_act or 0)
    sizes = {s: 30 + s for s in range(6) if s != view.seat}
    hands = sample_hands(view, sizes, random.Random(0))
    dealt = Counter(card for cards in hands.values() for card in cards)
    assert {s: len(cards) for s, cards in hands.items()} == sizes
    assert not dealt - Counter(unseen_cards(view))
    assert not Counter(view.hand) & Counter(unseen_cards(view))


@pytest.mark.rule("X1", "X3")
def test_tribute_cards_the_seat_gave_stay_with_their_receiver_in_every_world() -> None:
    first = play_round(Round("qingdao", 4), [RolloutBot()] * 6)[0]
    state = Round("qingdao", 5, carry=first.carry_forward(), round_index=1)
    while state.phase in (Phase.DECLARE_YU, Phase.ACCEPT_TRIBUTE):
        state.apply(state.legal_actions()[0])  # 不叫点, 吃贡: tribute is paid after 预点 (X3)
    payments = [e for e in state.view(None).log if e.to is not None and e.cards]
    assert payments, "the second round of a game pays tribute"
    payer = payments[0].seat
    view = state.view(payer)
    known = known_cards(view)
    given_cards = Counter(c for e in payments if e.seat == payer for c in e.cards or ())
    assert Counter(c for cards in known.values() for c in cards) == given_cards
    sizes = hand_sizes(view)
    assert sizes == {s: state.hands[s].size for s in range(6) if s != payer}
    for seed in range(3):
        hands = sample_hands(view, sizes, random.Random(seed))
        for seat, cards in known.items():
            assert not Counter(cards) - Counter(hands[seat])


@pytest.mark.rule("F8", "C1", "X1")
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    preset=st.sampled_from(PRESET_NAMES),
    seed=st.integers(0, 10_000),
    decisions=st.integers(0, 120),
    world_seed=st.integers(0, 1_000),
)
@example(preset="tongsu", seed=65, decisions=0, world_seed=0)  # R4: the 对家 leads his 4s first
def test_sampled_worlds_agree_with_the_view(
    preset: str, seed: int, decisions: int, world_seed: int
) -> None:
    """Every world the expert imagines deals the seat its own hand, each other seat as many
    cards as the view tells and the cards it is known to hold, never a card seen played; and
    it shows the seat the round as the view does, the legal actions included."""
    state = played_to(preset, seed, decisions)
    if state.is_over:
        return
    seat = state.to_act
    assert seat is not None
    view = state.view(seat)
    sizes = hand_sizes(view)
    if preset != "tongsu":  # tongsu's gifted 3s and thrown 4s are not in the log
        assert sizes == {s: state.hands[s].size for s in range(6) if s != seat}
    imagined = world(view, sample_hands(view, sizes, random.Random(world_seed)))
    assert public(imagined.view(seat)) == public(view)
    held = Counter(c for hand in imagined.hands for c in hand.cards())
    laid = Counter(c for e in view.log if e.kind in SHOWN_KINDS for c in e.cards or ())
    shoe = Counter(new_shoe(policy_for(view.rules).deal.short_shoe))
    assert not (held + laid) - shoe  # no card seen played is held again
    for other, cards in known_cards(view).items():
        assert not Counter(cards) - Counter(imagined.hands[other].cards())


@pytest.mark.rule("F3", "F5", "F6", "S1", "E6")
@pytest.mark.parametrize("preset", ["qingdao", "linyi", "irvine"])
def test_the_world_of_the_true_hands_plays_on_as_the_round_does(preset: str) -> None:
    """Dealt the hands the seat cannot see as they are, a world is the round: heuristic bots
    end it the same way (tongsu is left out: who was stuck, Y2, is not in the view)."""
    bots = [HeuristicBot()] * 6
    checked = 0
    for seed in range(2):
        for decisions in range(5, 120, 23):
            state = played_to(preset, seed, decisions)
            if state.is_over:
                continue
            seat = state.to_act
            assert seat is not None
            true = {s: state.hands[s].held() for s in range(6) if s != seat}
            imagined = world(state.view(seat), true)
            assert list(imagined.legal_actions()) == list(state.legal_actions())
            real = play_out(state.copy(), bots)
            assert play_out(imagined, bots).finish_order == real.finish_order
            checked += 1
    assert checked >= 6


def test_an_expert_plays_a_whole_round_legally() -> None:
    bots = [
        ExpertBot(None, rollouts=4, seed=s, candidates=2) if s % 2 else RolloutBot()
        for s in range(6)
    ]
    state, think = play_round(Round.from_hands(HANDS, "qingdao", leader=1), bots)
    assert state.is_over and len(think) == len(state.history)


@pytest.mark.rule("T1")
def test_the_expert_goes_wherever_a_bot_goes() -> None:
    """play_out and run_tournament take the expert as they take any bot."""
    bots = [quick_expert(s) if s % 2 else HeuristicBot() for s in range(6)]
    state = play_out(Round("qingdao", 2), bots)
    assert state.is_over and any(a.seat % 2 for a in state.history if a.kind is ActionKind.PLAY)
    lineup = Alternating(quick_expert, heuristic_seat)
    (result,) = run_tournament(lineup, [1], "linyi", backend="serial")
    assert result.decisions > 0 and result.finish_order
    experts = [t for s, t in result.think if s % 2 == Alternating.first_alliance(1)]
    assert experts and len(result.think) == result.decisions


def test_the_expert_plays_outside_the_play_phase_as_the_heuristic() -> None:
    state = Round("tongsu", 1)
    assert state.phase is not Phase.PLAY and state.to_act is not None
    view, legal = state.view(state.to_act), state.legal_actions()
    expected: Action = HeuristicBot().act(view, legal)
    assert quick_expert().act(view, legal) == expected
