"""Widgets for the notebooks: card picker, table, play a round, replay (ipywidgets, ipycanvas).

They use the rules core, the engine and the scenes; they know nothing of notebooks. Each one
displayed also stores a still picture (SVG) and one line of text (:class:`Pictured`) for a saved
notebook.
"""

from .canvas import SceneCanvas, draw
from .picker import CardPicker, PickerVerdict
from .picture import Pictured
from .play_round import PlayRound
from .replay import ReplayViewer
from .table_view import TableView

__all__ = [
    "CardPicker",
    "PickerVerdict",
    "Pictured",
    "PlayRound",
    "ReplayViewer",
    "SceneCanvas",
    "TableView",
    "draw",
]
