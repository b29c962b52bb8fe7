"""Drawings as pure data (what to draw), exported to SVG or drawn by gouji_learn.widgets.

Nothing here imports ipywidgets or ipycanvas: scenes are tested without a browser.
"""

from ..rules.language import LANGS
from .card_row import picker_scene
from .shapes import Circle, Line, Polygon, Rect, Scene, Shape, Text
from .table_scene import SeatInfo, TableInfo, seat_position, table_scene
from .words import t

__all__ = [
    "LANGS",
    "Circle",
    "Line",
    "Polygon",
    "Rect",
    "Scene",
    "SeatInfo",
    "Shape",
    "TableInfo",
    "Text",
    "picker_scene",
    "seat_position",
    "t",
    "table_scene",
]
