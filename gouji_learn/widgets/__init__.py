"""Widgets for the notebooks: card picker, table, play a round, replay (ipywidgets, ipycanvas).

They use the rules core, the engine and the scenes; they know nothing of notebooks.
"""

from .canvas import SceneCanvas, draw
from .picker import CardPicker, PickerVerdict
from .play import PlayRound
from .replay import ReplayViewer
from .table import TableView

__all__ = [
    "CardPicker",
    "PickerVerdict",
    "PlayRound",
    "ReplayViewer",
    "SceneCanvas",
    "TableView",
    "draw",
]
