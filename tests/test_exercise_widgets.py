"""Answering without code: each question's widget, driven headlessly by calling its handlers."""

from __future__ import annotations

import pytest

from gouji_learn.exercises import CHAPTERS, PLACEHOLDER, Question, questions
from gouji_learn.exercises.kinds import PickCards, Seat
from gouji_learn.exercises.widget import QuestionWidget
from gouji_learn.scene.table_scene import seat_position

ALL = [q for chapter in CHAPTERS for q in questions(chapter)]


@pytest.mark.parametrize("q", ALL, ids=[q.id for q in ALL])
def test_a_widget_answers_wrong_then_right(q: Question) -> None:
    w = QuestionWidget(q)
    assert w.on_check().status == "not_attempted"
    answer = q.solution().answer
    if isinstance(q, PickCards):
        assert w.picker is not None
        w.picker.select(answer)
    elif isinstance(q, Seat) and q.mode != "one":
        for seat in answer:
            w.pick_seat(seat)
    else:
        w.choose(answer)
    assert w.on_check().status == "correct"
    assert "gouji-correct" in w._feedback_html.value
    first, last = w.on_hint(), w.on_hint()
    assert first != last or len(q.hints) == 1


def test_choice_buttons_and_table_clicks_choose() -> None:
    q = next(q for q in questions(1) if isinstance(q, Seat) and q.situation is not None)
    w = QuestionWidget(q)
    assert w.table is not None and len(w.choice_buttons) == 6
    wrong = (q.solution().answer + 1) % 6
    w.choice_buttons[wrong].click()
    assert w.answer == wrong and w.on_check().status == "not_yet"
    x, y = seat_position(q.solution().answer, w.table.size[0], w.table_viewer())
    assert w.on_table_click(x, y) == q.solution().answer
    assert w.on_check().status == "correct"
    assert w.on_table_click(0, 0) is None


def test_another_one_deals_a_fresh_variant() -> None:
    q = next(q for q in questions(1) if q.varies)
    w = QuestionWidget(q)
    w.choose(q.solution().answer)
    w.on_check()
    fresh = w.on_another()
    assert fresh.situation != q.situation and w.answer is PLACEHOLDER
    assert w._feedback_html.value == ""
    w.choose(fresh.solution().answer)
    assert w.on_check().status == "correct"


def test_the_widget_speaks_chinese() -> None:
    w = QuestionWidget(questions(1)[3], lang="zh")
    assert w.check_button.description == "检查" and "提示" in w.on_hint()


def test_the_puzzle_trainer_awards_stars_and_saves_them() -> None:
    from gouji_learn.exercises import Progress, PuzzleTrainer
    from gouji_learn.exercises.move_reading import move_text

    trainer = PuzzleTrainer()
    assert trainer.card is not None and trainer.card.table is not None
    question = trainer.card.question
    plays = [move_text(a) for a in trainer.card.position.legal_actions() if a.cards]
    trainer.card.choose(next(m for m in plays if m != question.solution().answer))  # dearer
    assert trainer.card.on_check().status == "not_yet" and trainer._writeup.value == ""
    trainer.card.on_hint()
    trainer.card.choose(question.solution().answer)
    assert trainer.card.on_check().ok
    assert "★★☆" in trainer._writeup.value
    assert Progress.load().puzzle_stars(trainer.puzzle.id) == 2
    trainer.next_puzzle()
    assert trainer.puzzle.id == "p1.02" and trainer._writeup.value == ""
    trainer.choose_level(3)
    assert trainer.puzzle.id == "p3.01"


def test_the_progress_view_lists_chapters_and_levels() -> None:
    from gouji_learn.exercises import ProgressView

    q = questions(1)[0]
    q.check(q.solution().answer)
    view = ProgressView()
    rows = view.rows()
    assert rows[0] == ("01", f"1/{len(questions(1))}", "")
    assert any("0/20" in row[1] for row in rows)
    assert "<table" in view._html.value


def test_a_click_on_the_sharp_table_arrives_in_drawing_pixels() -> None:
    q = next(q for q in questions(1) if isinstance(q, Seat) and q.situation is not None)
    w = QuestionWidget(q)
    assert w.table is not None
    x, y = seat_position(q.solution().answer, w.table.size[0], w.table_viewer())
    ratio = w.table.width / w.table.size[0]
    assert ratio == 2  # the backing canvas holds two device pixels a drawing pixel
    w.table._handle_frontend_event(
        w.table, {"event": "mouse_down", "x": x * ratio, "y": y * ratio}, []
    )
    assert w.answer == q.solution().answer


def test_the_question_picture_shows_the_situation_and_the_answer_so_far() -> None:
    q = next(q for q in questions(1) if isinstance(q, Seat) and q.situation is not None)
    w = QuestionWidget(q)
    picture = w.picture()
    assert picture.title == f"Question: {q.prompt.get('en')}"
    assert picture.find("to act") and picture.find("36 cards") and picture.find("[Seat 0]")
    assert not picture.find("Your answer")
    w.pick_seat(q.solution().answer)
    w.on_check()
    w.on_hint()
    texts = w.picture().texts()
    assert any(text.startswith("Your answer") for text in texts)
    assert any(text.startswith("Correct") for text in texts)
    assert any(text.startswith("Hint 1") for text in texts)


def test_a_move_question_is_composed_from_the_hand_not_picked_from_every_legal_move() -> None:
    from gouji_learn.exercises import question

    q = question("ch04.beat-joker-eights")
    w = QuestionWidget(q)
    state = q.state()
    assert state is not None and w.picker is not None
    assert w.picker.hand == sorted(state.view(None).hands[state.to_act] or ())
    assert w.picker.verdict_html.layout.display == "none"  # the verdict would answer it
    labels = [b.description for b in w.choice_buttons]
    assert labels[0] == "play the selected cards" and len(labels) < 6, labels
    w.choice_buttons[0].click()  # nothing selected: a word, no answer
    assert w.answer is PLACEHOLDER and "Select cards" in w._answer_html.value
    w.picker.buttons[0].value = True
    w.choice_buttons[0].click()
    assert w.answer.startswith("play ") and w.on_check().status in ("correct", "not_yet")
