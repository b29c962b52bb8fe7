"""A scene: what to draw, as frozen shapes in pixel coordinates, with no drawing library in sight.

Widgets build scenes and hand them to a thin renderer (ipycanvas in gouji_learn.widgets, SVG in
:mod:`gouji_learn.scene.svg`), so drawings are tested without a browser and exported as images.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Rect:
    """A rectangle, optionally with rounded corners."""

    x: float
    y: float
    width: float
    height: float
    fill: str | None = None
    stroke: str | None = None
    line_width: float = 1.0
    radius: float = 0.0


@dataclass(frozen=True)
class Circle:
    """A disc or ring centred on (x, y)."""

    x: float
    y: float
    radius: float
    fill: str | None = None
    stroke: str | None = None
    line_width: float = 1.0


@dataclass(frozen=True)
class Polygon:
    """A closed polygon (the hexagonal table, an arrow head)."""

    points: tuple[tuple[float, float], ...]
    fill: str | None = None
    stroke: str | None = None
    line_width: float = 1.0


@dataclass(frozen=True)
class Line:
    """An open polyline, solid or dashed."""

    points: tuple[tuple[float, float], ...]
    stroke: str = "#000000"
    line_width: float = 1.0
    dash: tuple[float, ...] = ()


@dataclass(frozen=True)
class Text:
    """A line of text anchored at (x, y): ``align`` left, center or right, vertically centred."""

    x: float
    y: float
    text: str
    size: float = 14.0
    fill: str = "#212121"
    align: str = "center"
    bold: bool = False


Shape = Rect | Circle | Polygon | Line | Text


@dataclass(frozen=True)
class Scene:
    """Everything one drawing shows, in order (later shapes on top), and its size."""

    width: int
    height: int
    shapes: tuple[Shape, ...] = field(default_factory=tuple)
    background: str = "#f5f5f5"
    title: str = ""

    def texts(self) -> list[str]:
        """The text of every Text shape, in drawing order (handy in tests)."""
        return [shape.text for shape in self.shapes if isinstance(shape, Text)]

    def find(self, text: str) -> list[Text]:
        """The Text shapes whose text contains ``text``."""
        return [s for s in self.shapes if isinstance(s, Text) and text in s.text]

    def to_svg(self) -> str:
        """The scene as a standalone SVG document."""
        from .svg import scene_to_svg

        return scene_to_svg(self)

    def _repr_svg_(self) -> str:
        return self.to_svg()
