"""The README's tutorials command shows everything: JupyterLab with the repository as its root
(chapters, exercises, puzzles, review all in the file browser), the server config (the
pre-save hook), chapter 00 opened first; and every link of both editions' 00 opens a file."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import tasks  # noqa: E402

STARTS = ("notebooks/00_start_here.ipynb", "notebooks/zh/00_start_here.ipynb")
LINK = re.compile(r"\]\(([^)\s]+)\)")
"""A markdown link's target: ``[text](target)``."""


def test_the_command_roots_jupyterlab_at_the_repository_and_opens_00() -> None:
    cmd = tasks.tutorials_command(ROOT, ("--no-browser",))
    assert cmd[:2] == [tasks.tool("jupyter"), "lab"]
    assert f"--ServerApp.root_dir={ROOT}" in cmd
    config = next(arg.split("=", 1)[1] for arg in cmd if arg.startswith("--config="))
    assert Path(config) == ROOT / tasks.SERVER_CONFIG and Path(config).is_file()
    opened = [arg for arg in cmd if not arg.startswith("-") and arg.endswith(".ipynb")]
    assert opened == [STARTS[0]] and (ROOT / opened[0]).is_file()
    assert cmd[-1] == "--no-browser", "the learner's arguments come last"
    for folder in ("notebooks", "exercises", "exercises/zh"):
        assert (ROOT / folder).is_dir(), f"{folder} is under the root"


def links(path: Path) -> list[str]:
    """The relative link targets of a notebook's markdown cells (no web or in-page links)."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    found = [
        target
        for cell in cells
        if cell["cell_type"] == "markdown"
        for target in LINK.findall("".join(cell["source"]))
    ]
    return [t for t in found if not re.match(r"[a-z]+:|#", t)]


@pytest.mark.parametrize("start", STARTS)
def test_every_link_of_00_opens_a_file(start: str) -> None:
    path = ROOT / start
    targets = links(path)
    assert len(targets) > 30, f"{start}: too few links found ({len(targets)})"
    broken = [t for t in targets if not (path.parent / t.split("#")[0]).resolve().is_file()]
    assert not broken, f"{start} links to no file: {broken}"
    exercises = [t for t in targets if "exercises/" in t]
    assert {Path(t).name for t in exercises} >= {"puzzles.ipynb", "review.ipynb"}
    assert len(exercises) >= 17, "every chapter's exercises, the puzzles and the review"
