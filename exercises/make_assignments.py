#!/usr/bin/env python3
"""Write nbgrader assignments of the exercise chapters into a course folder: one assignment
``chNN`` per chapter, a point per question, graded by the package's own ``check``.

    python exercises/make_assignments.py COURSE [NN ...] [--lang zh]

COURSE gets ``nbgrader_config.py`` (unless it has one) and ``source/chNN/chNN.ipynb``: per
question a locked prompt, a locked cell showing the question (its table or cards), an answer
cell with the solution between nbgrader's markers (released as ``answer = PLACEHOLDER``) and a
locked test cell worth one point. Answers are typed: a click on a widget is not saved in the
notebook, so the prompt says so. Then, in COURSE: ``nbgrader generate_assignment ch08``,
collect the submissions, ``nbgrader autograde ch08``. While grading, progress goes to a
throw-away folder (the config's ``exec_lines``), never the grader's home.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gouji_learn.exercises import CHAPTERS, Question, questions  # noqa: E402
from gouji_learn.exercises.sentences import Say  # noqa: E402

CONFIG = '''\
"""nbgrader settings of the gouji_learn course (written by exercises/make_assignments.py)."""
import atexit
import shutil
import tempfile

c = get_config()  # noqa: F821
c.CourseDirectory.course_id = "gouji_learn"
c.ClearSolutions.code_stub = {"python": "answer = PLACEHOLDER"}

# Progress that check() records while grading goes to a throw-away folder, never the grader's
# home: every kernel nbgrader starts runs exec_lines before the first cell.
grading_home = tempfile.mkdtemp(prefix="nbgrader-gouji-")
atexit.register(shutil.rmtree, grading_home, ignore_errors=True)
c.Execute.extra_arguments = [
    f"--IPKernelApp.exec_lines=import os; os.environ['GOUJI_LEARN_HOME'] = {grading_home!r}"
]
'''
WORDS = {
    "title": Say("Chapter {n:02d} · graded exercises", "第{n:02d}章 · 计分练习"),
    "intro": Say(
        "Type each answer in its cell in place of `PLACEHOLDER` ({points} points, one a "
        "question); run the test cell below it to see whether it is right. Clicking on a "
        "widget is not saved for grading: type the answer.",
        "在每个答案单元格里把 `PLACEHOLDER` 换成你的答案（共{points}分，每题一分）；运行下面的"
        "检查单元格看看对不对。在小部件上点击不会被保存计分：请把答案写进单元格。",
    ),
    "question": Say("### Question {n} · {section}", "### 第{n}题 · {section}"),
    "form": Say("Answer with {expected}.", "答案形式：{expected}。"),
}


def cell(kind: str, grade_id: str, source: str, **role: bool) -> nbformat.NotebookNode:
    """A cell with nbgrader's metadata: ``solution``, ``grade`` (one point) or ``locked``."""
    made = (new_code_cell if kind == "code" else new_markdown_cell)(source)
    made.metadata["nbgrader"] = {
        "schema_version": 3,
        "grade_id": grade_id,
        "grade": role.get("grade", False),
        "locked": role.get("locked", False),
        "solution": role.get("solution", False),
        "task": False,
        **({"points": 1} if role.get("grade") else {}),
    }
    return made


def question_cells(q: Question, n: int, lang: str) -> list[nbformat.NotebookNode]:
    """Prompt, the question shown, the answer (solution marked), the one-point test."""
    tag = q.id.replace(".", "_")
    heading = WORDS["question"].get(lang, n=n, section=q.reread(lang))
    form = WORDS["form"].get(lang, expected=q.expected(lang))
    return [
        cell("markdown", f"{tag}_prompt", f"{heading}\n\n{q.text(lang)}\n\n{form}", locked=True),
        cell("code", f"{tag}_show", f'q = question("{q.id}")\nq', locked=True),
        cell(
            "code",
            f"{tag}_answer",
            f"### BEGIN SOLUTION\nanswer = {q.solution().answer!r}\n### END SOLUTION",
            solution=True,
        ),
        cell(
            "code",
            f"{tag}_test",
            "feedback = q.check(answer)\nprint(feedback.text())\nassert feedback.ok",
            grade=True,
            locked=True,
        ),
    ]


def assignment(chapter: int, lang: str) -> nbformat.NotebookNode:
    """The instructor's notebook of one chapter (solutions in place)."""
    asked = questions(chapter)
    book = new_notebook()
    book.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    title = WORDS["title"].get(lang, n=chapter)
    intro = WORDS["intro"].get(lang, points=len(asked))
    setup = (
        "from gouji_learn import set_language\n"
        "from gouji_learn.exercises import PLACEHOLDER, question\n\n"
        f'set_language("{lang}")'
    )
    book.cells = [
        cell("markdown", "intro", f"# {title}\n\n{intro}", locked=True),
        cell("code", "setup", setup, locked=True),
    ]
    for n, q in enumerate(asked, start=1):
        book.cells += question_cells(q, n, lang)
    return book


def write_course(course: Path, chapters: list[int], lang: str = "en") -> list[Path]:
    """Write the config (unless present) and one source notebook per chapter; their paths."""
    course.mkdir(parents=True, exist_ok=True)
    config = course / "nbgrader_config.py"
    if not config.exists():
        config.write_text(CONFIG, encoding="utf-8")
    written = []
    for chapter in chapters:
        folder = course / "source" / f"ch{chapter:02d}"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"ch{chapter:02d}.ipynb"
        nbformat.write(assignment(chapter, lang), path)
        written.append(path)
    return written


def main(argv: list[str]) -> int:
    """Parse the command line and write the course."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("course", type=Path)
    parser.add_argument("chapters", nargs="*", type=int, default=list(CHAPTERS))
    parser.add_argument("--lang", choices=("en", "zh"), default="en")
    args = parser.parse_args(argv)
    unknown = [n for n in args.chapters if n not in CHAPTERS]
    if unknown:
        parser.error(f"chapters are 1 to 15, not {unknown}")
    for path in write_course(args.course, args.chapters, args.lang):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
