"""The Jupyter server pre-save hook: a saved notebook keeps each widget's still picture and
text line, never a live view whose model dies with the kernel ("model not found")."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from traitlets.utils.importstring import import_item

from gouji_learn.save_hook import WIDGET_VIEW, drop_views, pre_save_hook

ROOT = Path(__file__).resolve().parents[1]
VIEW = {"model_id": "0f", "version_major": 2, "version_minor": 0}


def notebook(*outputs: dict[str, Any]) -> dict[str, Any]:
    """A notebook of one code cell with ``outputs`` and one markdown cell."""
    code = {"cell_type": "code", "source": "w", "metadata": {}, "outputs": list(outputs)}
    return {"cells": [code, {"cell_type": "markdown", "source": "# x", "metadata": {}}]}


def shown(data: dict[str, Any]) -> dict[str, Any]:
    return {"output_type": "display_data", "metadata": {}, "data": data}


def test_the_view_goes_where_a_picture_or_a_line_stays() -> None:
    book = notebook(
        shown({WIDGET_VIEW: VIEW, "image/svg+xml": "<svg/>", "text/plain": "Table (run it)"}),
        shown({WIDGET_VIEW: VIEW, "text/plain": "HBox()"}),
        shown({WIDGET_VIEW: VIEW}),
        {"output_type": "stream", "name": "stdout", "text": "hi"},
    )
    assert drop_views(book) == 2
    kept = [o.get("data", {}) for o in book["cells"][0]["outputs"]]
    assert kept[0] == {"image/svg+xml": "<svg/>", "text/plain": "Table (run it)"}
    assert kept[1] == {"text/plain": "HBox()"}
    assert kept[2] == {WIDGET_VIEW: VIEW}, "a view with nothing else to show is left alone"
    assert drop_views(book) == 0


def test_the_hook_changes_notebooks_only() -> None:
    book = notebook(shown({WIDGET_VIEW: VIEW, "image/svg+xml": "<svg/>"}))
    pre_save_hook(model={"type": "file", "content": book}, path="x.txt", contents_manager=None)
    assert WIDGET_VIEW in book["cells"][0]["outputs"][0]["data"]
    pre_save_hook(model={"type": "notebook", "content": book}, path="x.ipynb")
    assert WIDGET_VIEW not in book["cells"][0]["outputs"][0]["data"]
    pre_save_hook(model={"type": "notebook"}, path="y.ipynb")  # no content: nothing to do


def test_a_saved_exercise_notebook_keeps_every_picture() -> None:
    book = json.loads((ROOT / "exercises" / "08_burning.ipynb").read_text(encoding="utf-8"))
    before = [o["data"] for c in book["cells"] for o in c.get("outputs", []) if "data" in o]
    views = sum(WIDGET_VIEW in data for data in before)
    pictured = sum("image/svg+xml" in data for data in before)
    drop_views(book)
    after = [o["data"] for c in book["cells"] for o in c.get("outputs", []) if "data" in o]
    assert not any(WIDGET_VIEW in data for data in after)
    assert sum("image/svg+xml" in data for data in after) == pictured >= views


def test_the_server_config_names_the_hook() -> None:
    config = json.loads((ROOT / "binder" / "jupyter_server_config.json").read_text("utf-8"))
    assert import_item(config["ContentsManager"]["pre_save_hook"]) is pre_save_hook
    assert "jupyter_server_config.json" in (ROOT / "binder" / "postBuild").read_text("utf-8")
