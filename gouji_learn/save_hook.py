"""A Jupyter server pre-save hook: a saved notebook keeps each widget's still picture, not its
dead live view.

JupyterLab saves a displayed widget as an output whose ``application/vnd.jupyter.widget-view+json``
names a model that exists only while its kernel runs; reopened later, that output reads "Error
displaying widget: model not found". Every gouji_learn widget also gives ``image/svg+xml`` and a
one-line ``text/plain`` (``gouji_learn.widgets.Pictured``), so the hook drops the view from such
outputs and the saved notebook shows the picture until it is run again. Installed by
``python3 tasks.py tutorials`` and ``binder/postBuild`` through
``binder/jupyter_server_config.json``. Standard library only: the server imports it.
"""

from __future__ import annotations

from typing import Any

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
STILL = ("image/svg+xml", "text/plain")
"""What an output must also carry for its widget view to be dropped (something left to show)."""


def drop_views(notebook: dict[str, Any]) -> int:
    """Remove the widget view from every output of ``notebook`` (nbformat 4, as a dict) that
    also carries a still picture or a text line; return how many were removed."""
    dropped = 0
    for cell in notebook.get("cells", []):
        for output in cell.get("outputs", []) if cell.get("cell_type") == "code" else []:
            data = output.get("data")
            if isinstance(data, dict) and WIDGET_VIEW in data and any(m in data for m in STILL):
                del data[WIDGET_VIEW]
                dropped += 1
    return dropped


def pre_save_hook(model: dict[str, Any], **kwargs: Any) -> None:
    """``ContentsManager.pre_save_hook``: drop the widget views of a notebook being saved."""
    content = model.get("content")
    if model.get("type") == "notebook" and isinstance(content, dict):
        drop_views(content)
