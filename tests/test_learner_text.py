"""Learner-facing text names the documents themselves, never the project's internal labels.

A learner has neither the seed files nor the digest: no markdown cell and no stored text output
of a notebook (chapters, exercises, both editions) may call a document "seed 000" (种子 000)
or send the learner to "the digest"; a random seed (``seed=1``, 随机种子) is fine.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("notebooks", "notebooks/zh", "exercises", "exercises/zh")
INTERNAL = re.compile(r"\bseeds?\s+0\d\d|\bdigest\b|种子\s*0\d\d", re.IGNORECASE)
NOTEBOOKS = sorted(path for folder in FOLDERS for path in (ROOT / folder).glob("*.ipynb"))


def learner_lines(cell: dict) -> list[str]:
    """The lines a learner reads in one cell: markdown source, or a code cell's text outputs."""
    if cell["cell_type"] == "markdown":
        return "".join(cell["source"]).splitlines()
    texts = []
    for output in cell.get("outputs", []):
        texts.append("".join(output.get("text", "")))
        texts.append("".join(output.get("data", {}).get("text/plain", "")))
    return "\n".join(texts).splitlines()


def offending_lines(path: Path) -> list[str]:
    """``cell N: line`` for every learner line of the notebook that uses an internal label."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [
        f"cell {index}: {line.strip()}"
        for index, cell in enumerate(cells)
        for line in learner_lines(cell)
        if INTERNAL.search(line)
    ]


def test_the_scan_finds_internal_labels_and_spares_seed_arguments() -> None:
    cell = {"cell_type": "markdown", "source": ["Seed 000's example\n", "Round(seed=1)\n"]}
    output = {"cell_type": "code", "outputs": [{"output_type": "stream", "text": "见种子 002\n"}]}
    assert [line for c in (cell, output) for line in learner_lines(c) if INTERNAL.search(line)] == [
        "Seed 000's example",
        "见种子 002",
    ]
    assert not INTERNAL.search("contradiction 3 of the textbook; Round('qingdao', seed=004)")
    assert not INTERNAL.search("同一个种子打出来的总是同一回合")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_learner_text_names_the_documents(path: Path) -> None:
    found = offending_lines(path)
    assert not found, (
        f"{path.relative_to(ROOT)} says seed/digest/种子 to the learner:\n" + "\n".join(found)
    )
