"""The coach's panels, headless: advice after a move, "what would you play?", the review list."""

from __future__ import annotations

import re

from gouji_learn import parse_cards
from gouji_learn.engine import Action, ActionKind, Phase, Round, record_of
from gouji_learn.engine.advice import NOTABLE_LOSS, Advice, Mistake, costliest
from gouji_learn.engine.expert import ExpertBot
from gouji_learn.widgets.coach_panels import CoachPanel, ReviewPanel
from gouji_learn.widgets.play_round import PlayRound
from gouji_learn.widgets.replay import ReplayViewer

HANDS = ["BJ BJ", "A A 6", "4 5 7 8 9", "4 6 8 9 10", "4 5 7 9 10", "5 6 7 8 9 J"]


def burn_position() -> Round:
    """Seat 1 leads the gouji hand A A; seat 0 can burn with BJ BJ and go out at once."""
    state = Round.from_hands(HANDS, "qingdao", leader=1)
    state.apply(Action(ActionKind.PLAY, 1, tuple(parse_cards("A A"))))
    return state


def test_advice_after_a_move_and_the_question_in_both_languages() -> None:
    state = burn_position()
    for lang, word in (("en", "burn"), ("zh", "烧牌")):
        panel = CoachPanel(lambda: (state, 0), lang, ExpertBot(None, rollouts=20))
        advice = panel.after(state, 0, Action(ActionKind.PASS, 0))
        assert advice is not None and advice.idea == "burn"
        assert word in panel.line.value
        panel.ask_button.click()
        assert word in panel.line.value
    assert panel.after(state, 3, Action(ActionKind.PASS, 3)) is None
    panel.set_lang("en")
    assert "burn" in panel.line.value and panel.ask_button.description == "What would you play?"


def test_review_buttons_jump_to_the_move() -> None:
    state = burn_position()
    state.apply(Action(ActionKind.PASS, 0))
    jumps: list[int] = []
    panel = ReviewPanel(record_of(state), 0, jumps.append, "en", ExpertBot(None, rollouts=20))
    panel.start_button.click()
    assert [m.index for m in panel.mistakes] == [1]
    panel.buttons[0].click()
    assert jumps == [1]
    panel.set_lang("zh")
    assert panel.buttons[0].description.startswith("第2步")
    quiet = ReviewPanel(record_of(state), 3, jumps.append, "en", ExpertBot(None, rollouts=20))
    quiet.run()
    assert "No costly move" in quiet.heading.value


def test_play_round_with_the_coach_advises_each_learner_move() -> None:
    game = PlayRound("qingdao", seed=3, coach=True)
    assert game.coach is not None and game.coach in game.children
    game.coach.expert = ExpertBot(None, rollouts=6)
    while game.your_turn and game.state.phase is not Phase.PLAY:
        assert game.act(game.state.legal_actions()[0].kind)
    assert game.your_turn
    game.coach.ask_button.click()
    assert "expert would" in game.coach.line.value
    move = game.state.legal_actions()[-1]
    assert game.act(move.kind, " ".join(c.text() for c in move.cards) or None)
    assert game.coach.advice and "Coach" in game.coach.line.value
    game.lang = "zh"
    assert game.coach.line.value.startswith("教练：")  # a full-width colon in Chinese
    assert PlayRound("qingdao", seed=3).coach is None


def test_expert_opponents_in_play_round_play_from_their_views() -> None:
    """Issue 16: experts take the five other seats as any bot does (no seat to take) and play
    the round to its end."""
    bots = [ExpertBot(None, rollouts=2, candidates=1, seed=s) for s in range(5)]
    game = PlayRound("qingdao", seed=5, seat=0, bots=bots)
    while not game.state.is_over:
        move = game.state.legal_actions()[-1]
        assert game.act(move.kind, " ".join(c.text() for c in move.cards) or None)
    played = {a.seat for a in game.state.history if a.kind is ActionKind.PLAY}
    assert played - {0} and game.replay is not None


def test_replay_viewer_review_jumps_to_the_step_before_the_move() -> None:
    state = burn_position()
    state.apply(Action(ActionKind.PASS, 0))
    viewer = ReplayViewer(record_of(state), viewer=0, coach=True)
    assert viewer.review is not None and viewer.review in viewer.children
    viewer.review.expert = ExpertBot(None, rollouts=20)
    viewer.review.start_button.click()
    viewer.review.buttons[0].click()
    assert viewer.step == 1
    viewer.lang = "zh"
    assert viewer.review.buttons[0].description.startswith("第2步")


def test_the_panels_pictures_say_the_advice_and_the_review() -> None:
    state = burn_position()
    panel = CoachPanel(lambda: (state, 0), "en", ExpertBot(None, rollouts=20))
    assert panel.picture().texts() == ["[What would you play?]"]
    panel.after(state, 0, Action(ActionKind.PASS, 0))
    assert panel.picture().texts()[1].startswith("Coach: ")
    assert panel.picture().title == "Coach: ask what the expert would play"
    state.apply(Action(ActionKind.PASS, 0))
    review = ReviewPanel(record_of(state), 0, lambda step: None, "zh", ExpertBot(None, rollouts=20))
    review.run()
    texts = review.picture().texts()
    assert texts[0] == "[复盘0号的出牌]" and texts[1].startswith("代价最大的几步")
    assert texts[2].startswith("第2步") and review.picture().title == "复盘0号的出牌"


def played_to_the_end(coach: bool) -> PlayRound:
    """A qingdao round played to its end by the learner's last legal action each turn."""
    game = PlayRound("qingdao", seed=1, coach=coach)
    if game.coach:
        game.coach.expert = ExpertBot(None, rollouts=6)
    while not game.state.is_over:
        move = game.state.legal_actions()[-1]
        assert game.act(move.kind, " ".join(c.text() for c in move.cards) or None)
    return game


def test_the_board_ends_with_the_coachs_review_of_the_costliest_moves() -> None:
    game = played_to_the_end(coach=True)
    assert game.coach is not None and game.replay is not None
    review = game.review
    assert review is not None and game.review_box.children == (review,)
    assert "board-review" in game.review_box._dom_classes
    # on the board's side column, under the message line, before the buttons
    side = game.children[1].children[1]
    assert side.children.index(game.review_box) == side.children.index(game.message) + 1
    # made of the advice given during play, costliest first, nothing searched again
    assert review.mistakes == costliest(game.coach.moves) and review.reviewed
    assert review.start_button.layout.display == "none"
    assert 1 <= len(review.mistakes) <= 5 and len(review.buttons) == len(review.mistakes)
    losses = [m.advice.loss for m in review.mistakes]
    assert losses == sorted(losses, reverse=True) and min(losses) >= NOTABLE_LOSS
    actions = game.record().actions
    for mistake in review.mistakes:
        assert actions[mistake.index] == mistake.advice.played and mistake.advice.seat == 0
    assert "Costliest moves" in review.heading.value
    assert "The coach lists your costliest moves on the board" in game.messages[-1]
    # each costly move is one click away in the replay: the step before it
    for button, mistake in zip(review.buttons, review.mistakes, strict=True):
        assert button.description.startswith(f"Move {mistake.index + 1}: ")
        button.click()
        assert game.replay.step == mistake.index
    assert review.lines[0].value.startswith("The expert would")
    said = " ".join([review.lines[0].value, *(b.description for b in review.buttons)])
    assert not re.search(r"\b(10|[2-9AKQJ])[shcd]\b", said), "cards by rank, suits never matter"
    # the picture of the finished board shows the review; both languages
    texts = game.picture().texts()
    assert any(text.startswith("Costliest moves") for text in texts)
    game.lang = "zh"
    assert review.buttons[0].description.startswith(f"第{review.mistakes[0].index + 1}步：")
    assert "代价最大的几步" in review.heading.value and "教练在牌桌上列出了" in game.message.value
    assert review.lines[0].value.startswith("高手会")


def test_without_the_coach_the_board_has_no_review() -> None:
    game = played_to_the_end(coach=False)
    assert game.review is None and game.review_box.children == ()
    assert "coach" not in game.messages[-1]


def test_costliest_keeps_the_notable_moves_costliest_first() -> None:
    cheap = Mistake(
        3, Advice(0, Action(ActionKind.PASS, 0), Action(ActionKind.PASS, 0), 0, 0.1, "hold_back", 1)
    )
    dear = Mistake(
        1, Advice(0, Action(ActionKind.PASS, 0), Action(ActionKind.PASS, 0), 0, 2.0, "burn", 1)
    )
    fine = Mistake(
        2, Advice(0, Action(ActionKind.PASS, 0), Action(ActionKind.PASS, 0), 1, 1, "agree", 1)
    )
    middle = Mistake(
        0, Advice(0, Action(ActionKind.PASS, 0), Action(ActionKind.PASS, 0), 0, 1.0, "burn", 1)
    )
    assert costliest([cheap, dear, fine, middle]) == [dear, middle]
    assert costliest([cheap, dear, fine, middle], limit=1) == [dear]
