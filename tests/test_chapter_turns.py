"""The chapters' "Your turn" cells ship unanswered, and their checks say so (issue 15, item 8).

A cell never holds a filled-in answer; a check says "not attempted" until the learner writes one,
"not yet" (never the answer) for a wrong one and "right" for the right one; Run All prints no
verdict nobody earned; questions are addressed by ID; a drawing is never redrawn later under text
that describes an earlier moment; chapter 15 plays with the coach.
"""

from __future__ import annotations

import ast
import contextlib
import io
import json
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHAPTERS = sorted(
    path
    for folder in (ROOT / "notebooks", ROOT / "notebooks" / "zh")
    for path in folder.glob("[01][0-9]_*.ipynb")
    if not path.name.startswith("00")
)
ANSWERS = {"my_answer", "my_answers", "answer", "my_order", "my_text", "joker_opens", "my_rules"}
"""The names a chapter's answer cells assign."""
VERDICTS = ("Right", "All right", "对了", "全对", "答对")
"""How a check cell starts its line for a right answer."""
REMOVED = (
    'picker.select("Q Q 2")',
    'picker.select("2")',
    "table.show_round(",
    "questions(",
    "print(outcomes)",
)
"""Cells taken out: a selection that was the answer, a widget redrawn under earlier text,
questions by position, the engine's answer printed before the check."""


def cells(path: Path, kind: str = "code") -> list[dict[str, Any]]:
    notebook = json.loads(path.read_text(encoding="utf-8"))
    return [cell for cell in notebook["cells"] if cell["cell_type"] == kind]


def source(cell: dict[str, Any]) -> str:
    return "".join(cell["source"])


def tree(cell: dict[str, Any]) -> ast.Module:
    lines = [line for line in source(cell).splitlines() if not line.lstrip().startswith(("%", "!"))]
    return ast.parse("\n".join(lines))


def is_blank(node: ast.expr) -> bool:
    """``PLACEHOLDER``, or a dict whose values are all ``PLACEHOLDER``."""
    if isinstance(node, ast.Name):
        return node.id == "PLACEHOLDER"
    return isinstance(node, ast.Dict) and all(is_blank(value) for value in node.values)


def mentions(node: ast.AST, names: set[str]) -> bool:
    return any(isinstance(n, ast.Name) and n.id in names for n in ast.walk(node))


def unconditional_verdicts(module: ast.Module) -> list[str]:
    """Top-level ``print("Right ...")`` calls: a verdict printed whatever the answer."""
    found = []
    for statement in module.body:
        call = statement.value if isinstance(statement, ast.Expr) else None
        if isinstance(call, ast.Call) and getattr(call.func, "id", "") == "print" and call.args:
            first = call.args[0]
            if isinstance(first, ast.Constant) and str(first.value).startswith(VERDICTS):
                found.append(str(first.value))
    return found


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_chapter_cell_ships_an_answer(path: Path) -> None:
    assert CHAPTERS, "no chapter notebooks found"
    for cell in cells(path):
        text, module = source(cell), tree(cell)
        assert not [old for old in REMOVED if old in text], text
        for node in module.body:  # a learner's answer is a top-level name (not a function's)
            if isinstance(node, ast.Assign):
                names = {t.id for t in node.targets if isinstance(t, ast.Name)}
                if names & ANSWERS:
                    assert is_blank(node.value), f"an answer filled in:\n{text}"
        for node in ast.walk(module):
            if isinstance(node, ast.Assert):
                assert not mentions(node, ANSWERS), f"an answer checked by assert:\n{text}"
        assert not unconditional_verdicts(module), f"a verdict printed without input:\n{text}"


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_run_all_prints_no_verdict_nobody_earned(path: Path) -> None:
    for cell in cells(path):
        for output in cell.get("outputs", []):
            printed = "".join(output.get("text", ""))
            lines = [line.strip() for line in printed.splitlines()]
            assert not [line for line in lines if line.startswith(VERDICTS)], printed


def test_questions_are_addressed_by_their_id() -> None:
    from gouji_learn.exercises import question

    ids = {
        node.args[0].value
        for path in CHAPTERS
        for cell in cells(path)
        for node in ast.walk(tree(cell))
        if isinstance(node, ast.Call)
        and getattr(node.func, "id", "") == "question"
        and isinstance(node.args[0], ast.Constant)
    }
    assert len(ids) > 40
    for question_id in sorted(ids):
        assert question(question_id).id == question_id


def test_chapter_15_plays_with_the_coach_in_both_editions() -> None:
    for path in (p for p in CHAPTERS if p.name.startswith("15_")):
        calls = [
            node
            for cell in cells(path)
            for node in ast.walk(tree(cell))
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "PlayRound"
        ]
        assert calls and all(
            any(k.arg == "coach" and getattr(k.value, "value", None) is True for k in c.keywords)
            for c in calls
        )
        words = " ".join(source(cell) for cell in cells(path, "markdown"))
        assert ("costliest moves" in words) or ("代价最大的几步" in words)


def run_until(path: Path, stop: int) -> dict[str, Any]:
    """Run a chapter's code cells before code cell ``stop`` (their prints swallowed)."""
    namespace: dict[str, Any] = {}
    with contextlib.redirect_stdout(io.StringIO()):
        for cell in cells(path)[:stop]:
            exec(compile(tree(cell), str(path), "exec"), namespace)
    return namespace


def check_says(path: Path, check: int, namespace: dict[str, Any], **answer: object) -> str:
    """What check cell ``check`` prints with the learner's ``answer`` set."""
    namespace.update(answer)
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(tree(cells(path)[check]), str(path), "exec"), namespace)
    return printed.getvalue()


def code_index(path: Path, text: str) -> int:
    """The index among code cells of the first one holding ``text``."""
    return next(i for i, cell in enumerate(cells(path)) if text in source(cell))


@pytest.mark.parametrize("edition", ["", "zh/"])
def test_a_check_says_not_attempted_not_yet_and_right(edition: str) -> None:
    path = ROOT / f"notebooks/{edition}10_scoring.ipynb"
    check = code_index(path, "alliance_scores([3, 0, 5, 2, 1, 4])")
    namespace = run_until(path, check)
    right = namespace["alliance_scores"]([3, 0, 5, 2, 1, 4])
    blank = check_says(path, check, namespace, answer=namespace["PLACEHOLDER"])
    assert blank.startswith(("Not attempted", "还没作答"))
    wrong = check_says(path, check, namespace, answer=(right[1], right[0]))
    assert wrong.startswith(("Not yet", "还不对")) and str(right) not in wrong
    assert check_says(path, check, namespace, answer=right).startswith(VERDICTS)


def test_a_burn_order_check_never_names_the_order() -> None:
    path = ROOT / "notebooks/08_burning.ipynb"
    check = code_index(path, "elif my_answer == asked")
    namespace = run_until(path, check)
    asked = namespace["asked"]
    said = check_says(path, check, namespace, my_answer=list(reversed(asked)))
    assert said.startswith("Not yet") and "S3" in said and str(asked) not in said
    assert check_says(path, check, namespace, my_answer=asked).startswith("Right")
    quiz = code_index(path, "if PLACEHOLDER in my_answers.values()")
    facts = namespace["facts"] = {"a": True, "b": False}
    namespace["my_answers"] = {"a": True, "b": True}
    said = check_says(path, quiz, namespace)
    assert said.startswith("Not yet: wrong answers: 1 of 2") and "b" not in said.split(".")[0]
    namespace["my_answers"] = dict(facts)
    assert check_says(path, quiz, namespace).strip() == "All right."
    namespace["my_answers"] = {"a": namespace["PLACEHOLDER"], "b": False}
    assert check_says(path, quiz, namespace).startswith("Not attempted")


def test_bad_text_in_an_answer_gives_a_message_not_a_traceback() -> None:
    path = ROOT / "notebooks/02_the_cards.ipynb"
    check = code_index(path, "if my_order is PLACEHOLDER")
    namespace = run_until(path, check)
    assert check_says(path, check, namespace, my_order="10 K zz").startswith("Not yet: C3")
    assert check_says(path, check, namespace, my_order=42).startswith("Not yet: C3")
    said = check_says(path, check, namespace, my_order="小王 2 A K 10")
    assert said.startswith("Not yet") and "C2" in said
