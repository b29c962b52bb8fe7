#!/usr/bin/env python3
"""Write the exercise notebooks ``exercises/NN_name.ipynb`` from the question banks.

    python exercises/make_notebooks.py [NN ...]     # default: every chapter with a bank,
                                                    # and exercises/puzzles.ipynb

Each notebook: a short introduction, then per question its heading (the section to reread),
its prompt, a cell showing it as a widget and an answer cell ``q.check(PLACEHOLDER)``; it ends
with the notebook's score and what to review. No answer is written anywhere: the answers live
in the package, computed by the rules core and the engine. The script executes each notebook
(nbclient) so that its stored outputs (every check "not attempted") pass strict nbval.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gouji_learn.exercises import CHAPTERS, questions  # noqa: E402
from notebooks.execute import execute  # noqa: E402

IGNORE_OUTPUT = {"tags": ["nbval-ignore-output"]}
"""Widget displays: their view outputs are never compared; their reprs change with versions."""


def chapter_file(chapter: int) -> Path:
    """The chapter notebook ``notebooks/NN_name.ipynb`` of a chapter."""
    return next((ROOT / "notebooks").glob(f"{chapter:02d}_*.ipynb"))


def build(chapter: int) -> nbformat.NotebookNode:
    """The exercise notebook of one chapter, as a learner gets it (nothing answered)."""
    source = chapter_file(chapter)
    bank = importlib.import_module(f"gouji_learn.exercises.bank.ch{chapter:02d}")
    title = (bank.__doc__ or "").strip().splitlines()[0].removeprefix(f"Chapter {chapter:02d} · ")
    asked = questions(chapter)
    cells = [
        new_markdown_cell(
            f"# Exercises {chapter:02d} · {title}\n\n"
            f"Questions on chapter [{source.stem}](../notebooks/{source.name}), in its order; "
            "each names the section to reread. Answer each one **by clicking** in its widget "
            "(then *Check*), or **in code**: replace `PLACEHOLDER` in the cell under it with "
            "your answer and run the cell. *Hint* (or `q.hint(1)`, `q.hint(2)`, …) narrows the "
            "search step by step; questions on a dealt table have *Another one* (`q.new(seed)`)."
            "\n\n"
            "每道题都可以点击作答（再按“检查”），也可以在代码里把 `PLACEHOLDER` 换成你的答案。"
            "“提示”一步步缩小范围。\n\n"
            "The answers are not in this notebook: the rules engine checks yours. Right "
            "answers are saved on this computer only, in `progress.json` under "
            "`$GOUJI_LEARN_HOME` (else `~/.gouji_learn/`)."
        ),
        new_code_cell(
            "from gouji_learn.exercises import PLACEHOLDER, questions, score\n\n"
            f"qs = questions({chapter})"
        ),
    ]
    for i, q in enumerate(asked):
        cells.append(
            new_markdown_cell(
                f"## Question {i + 1} · {q.reread()}\n\n{q.prompt.en}\n\n{q.prompt.zh}\n\n"
                f"*Answer:* {q.expected()}."
            )
        )
        cells.append(new_code_cell(f"q = qs[{i}]\nq", metadata=IGNORE_OUTPUT))
        cells.append(new_code_cell("q.check(PLACEHOLDER)  # ← your answer; q.hint(1) for a hint"))
    cells.append(
        new_markdown_cell(
            "## Your score\n\nRun this cell after answering: it counts the questions you got "
            "right in this notebook and lists the sections to reread."
        )
    )
    cells.append(new_code_cell(f"score({chapter})"))
    return _notebook(cells, f"ex{chapter:02d}")


PUZZLES = ROOT / "exercises" / "puzzles.ipynb"
"""The puzzle trainer's notebook."""


def build_puzzles() -> nbformat.NotebookNode:
    """The puzzle trainer's notebook: the trainer and the learner's progress."""
    cells = [
        new_markdown_cell(
            "# Puzzles — 残局练习\n\n"
            "Positions from seeded deals, in three graded sets of twenty: **跟牌** beat an "
            "opponent's play as cheaply as you can; **回击** answer your 对头's gouji hand with "
            "the fewest jokers; **挡住** answer it so that the next player can only pass. The "
            "engine checks your move. Solve without hints for ★★★: each hint costs a star. "
            "After a solve, a short write-up says why the move works.\n\n"
            "三组残局，每组二十题：跟牌、回击、挡住。不用提示得三星，每用一次提示少一星。"
        ),
        new_code_cell(
            "from gouji_learn.exercises import ProgressView, PuzzleTrainer\n\nPuzzleTrainer()",
            metadata=IGNORE_OUTPUT,
        ),
        new_markdown_cell(
            "## Your progress\n\nChapters (questions right, mastered after a run of right "
            "answers) and puzzles (solved, stars), read from your progress file."
        ),
        new_code_cell("ProgressView()", metadata=IGNORE_OUTPUT),
    ]
    return _notebook(cells, "puzzles")


def _notebook(cells: list[nbformat.NotebookNode], name: str) -> nbformat.NotebookNode:
    for i, cell in enumerate(cells):
        cell.id = f"{name}-{i:02d}"  # stable ids: regenerating changes no more than it must
    notebook = new_notebook(cells=cells)
    notebook.metadata["kernelspec"] = {
        "display_name": "Python 3 (ipykernel)",
        "language": "python",
        "name": "python3",
    }
    notebook.metadata["language_info"] = {"name": "python"}
    return notebook


def target(chapter: int) -> Path:
    """Where the exercise notebook of a chapter is written."""
    return ROOT / "exercises" / chapter_file(chapter).name


def main(argv: list[str]) -> int:
    """Write and execute the notebooks of the chapters named (default: all with a bank, and
    the puzzle notebook)."""
    chapters = [int(a) for a in argv] or [c for c in CHAPTERS if questions(c)]
    if not argv:
        notebook = build_puzzles()
        execute(notebook, PUZZLES)
        nbformat.write(notebook, PUZZLES)
        print(f"wrote {PUZZLES.relative_to(ROOT)}")
    for chapter in chapters:
        path = target(chapter)
        notebook = build(chapter)
        execute(notebook, path)
        nbformat.write(notebook, path)
        print(f"wrote {path.relative_to(ROOT)} ({len(questions(chapter))} questions)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
