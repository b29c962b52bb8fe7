"""Every exercise question: its solution is correct, known wrong answers are "not yet" without
quoting the solution, any answer at all is judged without raising, and the text is stable."""

from __future__ import annotations

from typing import Any

import pytest
from exercise_helpers import quotes, wrong_answers
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gouji_learn.exercises import CHAPTERS, PLACEHOLDER, Choose, Question, questions
from gouji_learn.exercises.feedback import STATUSES
from gouji_learn.exercises.sections import section_say
from gouji_learn.rules import GoujiError

ALL = [q for chapter in CHAPTERS for q in questions(chapter)]
IDS = [q.id for q in ALL]

ANSWERS = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.floats(allow_nan=True),
        st.text(),
        st.text(alphabet="0123456789 ,{}[]3456789TJQKA2SBJ大王小花钱passyieldburn"),
        st.binary(max_size=8),
    ),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.sets(st.integers(-2, 8), max_size=4)
        | st.dictionaries(st.text(max_size=3), inner, max_size=2)
    ),
    max_leaves=6,
)


def test_every_chapter_has_a_bank_of_six_or_more() -> None:
    done = [chapter for chapter in CHAPTERS if questions(chapter)]
    assert done, "no question bank yet"
    for chapter in done:
        qs = questions(chapter)
        assert len(qs) >= 6, f"chapter {chapter} has {len(qs)} questions"
        assert len({type(q) for q in qs}) >= 2, f"chapter {chapter} mixes no kinds"
        assert sum(q.situation is not None for q in qs) >= 2, f"chapter {chapter}: < 2 tables"
        assert len({q.id for q in qs}) == len(qs), f"chapter {chapter} repeats a key"


def test_questions_refuses_a_chapter_that_is_not_one() -> None:
    for bad in (0, 16, "1", True, None):
        with pytest.raises(GoujiError):
            questions(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("q", ALL, ids=IDS)
def test_solution_is_correct_and_placeholder_not_attempted(q: Question) -> None:
    solution = q.solution()
    assert q.check(solution.answer).status == "correct", solution.text()
    if isinstance(q, Choose):
        assert solution.answer in q.choices, "the widget offers the answer among its buttons"
    assert q.check(PLACEHOLDER).status == "not_attempted"
    assert solution.why and solution.text("zh")
    assert q.rules and q.section and len(q.hints) >= 2
    assert q.hint(1).text() != q.hint(len(q.hints)).text()


@pytest.mark.parametrize("q", ALL, ids=IDS)
def test_two_wrong_answers_are_not_yet_without_the_solution(q: Question) -> None:
    shown = q.solution().shown
    wrong = wrong_answers(q)
    assert len(wrong) == 2
    for answer in wrong:
        feedback = q.check(answer)
        assert feedback.status == "not_yet", (answer, feedback.text())
        for lang in ("en", "zh"):
            said = feedback.text(lang)
            assert not quotes(said, shown, q.prompt.get(lang)), (answer, said)
        assert feedback.rules, "a not-yet cites a rule"
        assert feedback.text() == q.check(answer).text(), "feedback text is deterministic"


@pytest.mark.parametrize("q", ALL, ids=IDS)
@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(answer=ANSWERS)
def test_any_answer_is_judged_without_raising(q: Question, answer: Any) -> None:
    feedback = q.check(answer)
    assert feedback.status in STATUSES
    assert feedback.text() and feedback.text("zh") and feedback._repr_html_()
    assert str(feedback) == feedback.text()


@settings(max_examples=50, deadline=None)
@given(level=ANSWERS, seed=ANSWERS)
def test_hints_and_variants_take_any_argument(level: Any, seed: Any) -> None:
    q = next(q for q in ALL if q.varies)
    hint = q.hint(level)
    assert 1 <= hint.level <= hint.levels and str(hint)
    if isinstance(seed, int) and not isinstance(seed, bool) and 0 <= seed < 10**6:
        assert q.new(seed).id == q.id
    elif not isinstance(seed, int) or isinstance(seed, bool):
        with pytest.raises(GoujiError):
            q.new(seed)


@pytest.mark.parametrize("q", [q for q in ALL if q.varies], ids=[q.id for q in ALL if q.varies])
def test_variants_are_seeded_deals_judged_again(q: Question) -> None:
    for seed in (5, 17):
        variant = q.new(seed)
        assert variant.id == q.id and variant.new(seed) == variant
        assert variant.check(variant.solution().answer).status == "correct"


def test_feedback_has_a_rich_and_a_plain_display() -> None:
    q = questions(1)[0]
    wrong = q.check({0})
    assert wrong.status == "not_yet"
    assert "✘" in wrong._repr_html_() and "T1" in wrong._repr_html_()
    assert repr(wrong) == str(wrong) == wrong.text()
    assert wrong.text("zh") != wrong.text("en")
    right = q.check(q.solution().answer)
    assert "✔" in right._repr_html_()
    assert repr(PLACEHOLDER) == "PLACEHOLDER"


def _headings(chapter: int, edition: str = "notebooks") -> list[str]:
    import json
    from pathlib import Path

    folder = Path(__file__).parents[1] / edition
    notebook = next(folder.glob(f"{chapter:02d}_*.ipynb"), None)
    if notebook is None:
        pytest.skip(f"{edition}/{chapter:02d}_* is not written yet")
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    return [
        line.lstrip("#").strip()
        for cell in cells
        if cell["cell_type"] == "markdown"
        for line in "".join(cell["source"]).splitlines()
        if line.startswith("#")
    ]


@pytest.mark.parametrize("chapter", [c for c in CHAPTERS if questions(c)])
def test_every_question_cites_a_section_of_its_chapter_in_its_order(chapter: int) -> None:
    headings = _headings(chapter)
    missing = {q.id: q.section for q in questions(chapter) if q.section not in headings}
    assert not missing, f"sections not in notebooks/{chapter:02d}_*: {missing}"
    places = [headings.index(q.section) for q in questions(chapter)]
    assert places == sorted(places), "questions follow the chapter's order"


@pytest.mark.parametrize("chapter", [c for c in CHAPTERS if questions(c)])
def test_every_section_has_its_heading_in_the_chinese_chapter(chapter: int) -> None:
    headings = _headings(chapter, "notebooks/zh")
    chinese = {q.id: section_say(q.section).zh for q in questions(chapter)}
    missing = {key: heading for key, heading in chinese.items() if heading not in headings}
    assert not missing, f"Chinese sections not in notebooks/zh/{chapter:02d}_*: {missing}"


def test_solutions_are_correct_when_chinese_is_chosen() -> None:
    from gouji_learn import set_language

    set_language("zh")
    try:
        wrong = {q.id: q.solution().shown for q in ALL if not q.check(q.solution().answer).ok}
    finally:
        set_language("en")
    assert not wrong, f"answers computed in Chinese that their check refuses: {wrong}"
