"""The exercise notebooks: committed as a learner gets them (nothing answered, no solution,
generated from the banks), and the solved run: each one executed with every placeholder
replaced by its solution says correct everywhere (``pytest -m solved_run``)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from gouji_learn.exercises import CHAPTERS, questions

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "exercises"))
import make_notebooks  # noqa: E402

BOOKS = {c: make_notebooks.target(c) for c in CHAPTERS if questions(c)}
ANSWER = "q.check(PLACEHOLDER)"
NOT_ATTEMPTED = {"en": "Not attempted yet", "zh": "还没有作答"}
"""How an unanswered check begins in each edition."""


def outputs(cell: nbformat.NotebookNode) -> str:
    """The plain text a code cell showed."""
    return "".join(
        "".join(o.get("data", {}).get("text/plain", "")) + "".join(o.get("text", ""))
        for o in cell.get("outputs", [])
    )


@pytest.mark.parametrize("lang", make_notebooks.LANGS)
@pytest.mark.parametrize("chapter", sorted(BOOKS))
def test_a_notebook_is_committed_as_a_learner_gets_it(chapter: int, lang: str) -> None:
    path = make_notebooks.target(chapter, lang)
    notebook = nbformat.read(path, as_version=4)
    fresh = make_notebooks.build(chapter, lang)
    assert [c.source for c in notebook.cells] == [c.source for c in fresh.cells], (
        f"{path.relative_to(ROOT)} is stale: run python exercises/make_notebooks.py {chapter}"
    )
    checks = [c for c in notebook.cells if c.cell_type == "code" and ANSWER in c.source]
    assert len(checks) == len(questions(chapter))
    for cell in checks:
        assert outputs(cell).startswith(NOT_ATTEMPTED[lang]), outputs(cell)
    text = json.dumps(notebook.cells, ensure_ascii=False)
    assert "solution(" not in text and "Correct." not in text and "正确。" not in text
    assert all(c.execution_count for c in notebook.cells if c.cell_type == "code")


@pytest.mark.parametrize("lang", make_notebooks.LANGS)
def test_the_puzzle_notebook_is_committed_as_generated(lang: str) -> None:
    path = make_notebooks.puzzles_target(lang)
    notebook = nbformat.read(path, as_version=4)
    fresh = make_notebooks.build_puzzles(lang)
    assert [c.source for c in notebook.cells] == [c.source for c in fresh.cells], (
        f"{path.relative_to(ROOT)} is stale: run python exercises/make_notebooks.py"
    )


SOLVED = {
    "en": ("Correct.", "{total} of {total} right"),
    "zh": ("正确。", "{total}题中答对{total}题"),
}
"""How a right answer and a full score begin and read in each edition."""


def execute_in_one_kernel(notebooks: list[nbformat.NotebookNode], folder: Path) -> None:
    """Run the cells of ``notebooks`` one notebook after the other in one kernel, started in
    ``folder``; each cell keeps its outputs. One kernel start instead of one per notebook: strict
    nbval runs each notebook alone in a fresh kernel, so a notebook leaning on another's names
    fails there."""
    cells = [cell for notebook in notebooks for cell in notebook.cells]
    joined = nbformat.v4.new_notebook(cells=cells, metadata=notebooks[0].metadata)
    resources = {"metadata": {"path": str(folder)}}
    NotebookClient(joined, timeout=120, kernel_name="python3", resources=resources).execute()


@pytest.mark.solved_run
@pytest.mark.parametrize("lang", make_notebooks.LANGS)
def test_the_solved_run_says_correct_everywhere(
    learner_home: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    notebooks = {}
    for chapter in BOOKS:
        notebook = nbformat.read(make_notebooks.target(chapter, lang), as_version=4)
        for cell in notebook.cells:
            if cell.cell_type == "code":
                cell.source = cell.source.replace(ANSWER, "q.check(q.solution().answer)")
        notebooks[chapter] = notebook
    env_path = os.environ.get("PYTHONPATH")
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [str(ROOT), env_path])))
    execute_in_one_kernel(list(notebooks.values()), make_notebooks.target(min(BOOKS), lang).parent)
    right, full = SOLVED[lang]
    for chapter, notebook in notebooks.items():
        code = [c for c in notebook.cells if c.cell_type == "code"]
        said = [outputs(c) for c in code if "q.check(" in c.source]
        assert said and all(s.startswith(right) for s in said), (chapter, said)
        total = len(questions(chapter))
        assert full.format(total=total) in outputs(code[-1]), outputs(code[-1])
    assert (learner_home / "progress.json").exists(), "right answers are recorded"
