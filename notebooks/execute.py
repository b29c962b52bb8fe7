#!/usr/bin/env python3
"""Run notebooks in place so that their stored outputs are the current ones (strict nbval).

    .venv/bin/python notebooks/execute.py notebooks/08_burning.ipynb notebooks/zh/08_burning.ipynb
    .venv/bin/python notebooks/execute.py --all      # every chapter of both editions

Each runs in a kernel importing this tree's package, with a throw-away learner home; outputs are
kept without run-dependent metadata (timestamps, widget state). Chapters are built from their
sources by build.py, which runs this on the editions whose code changed.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]


def execute(notebook: nbformat.NotebookNode, path: Path) -> None:
    """Run ``notebook`` (stored at ``path``) and drop its run-dependent metadata."""
    with tempfile.TemporaryDirectory(prefix="gouji-learn-home-") as home:
        os.environ["GOUJI_LEARN_HOME"] = home
        os.environ["PYTHONPATH"] = os.pathsep.join(
            [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]
        )
        NotebookClient(
            notebook,
            timeout=300,
            kernel_name="python3",
            store_widget_state=False,
            resources={"metadata": {"path": str(path.parent)}},
        ).execute()
    for cell in notebook.cells:
        cell.metadata.pop("execution", None)
    notebook.metadata.pop("widgets", None)


def main(argv: list[str]) -> int:
    """Execute and save each notebook named (or, with ``--all``, every chapter notebook)."""
    if argv == ["--all"]:
        paths = sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted(
            (ROOT / "notebooks" / "zh").glob("*.ipynb")
        )
    else:
        paths = [Path(arg).resolve() for arg in argv]
    if not paths:
        print(__doc__)
        return 2
    for path in paths:
        notebook = nbformat.read(path, as_version=4)
        execute(notebook, path)
        nbformat.write(notebook, path)
        print(f"executed {path.relative_to(ROOT)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
