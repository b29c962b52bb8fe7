"""The thin ipycanvas renderer: draws a Scene, one canvas message per redraw.

This is the only place that knows ipycanvas; every drawing is built as a Scene first
(:mod:`gouji_learn.scene`), so what is drawn is tested without a browser. A canvas holds
:data:`PIXEL_RATIO` device pixels per scene pixel and is shown at most at the scene's size, so it
stays sharp on high-density screens and shrinks to a narrow output.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ipycanvas import Canvas, hold_canvas
from ipycanvas import canvas as ipycanvas_module
from ipywidgets import Layout

from ..rules.errors import GoujiError, GoujiTypeError, short_repr
from ..scene.shapes import Circle, Line, Polygon, Rect, Scene, Shape, Text

_ALIGN = {"left": "left", "center": "center", "right": "right"}
MAX_PIXELS = 8_000
"""The widest and highest scene a canvas draws (in scene pixels)."""
PIXEL_RATIO = 2
"""Device pixels per scene pixel: the backing canvas is this many times the size on the page."""
FONT = "'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif"


def _rounded(rect: Rect) -> list[tuple[float, float]]:
    """A rounded rectangle as a polygon (three points a corner are plenty at card size)."""
    r = min(rect.radius, rect.width / 2, rect.height / 2)
    corners = (
        (rect.x + rect.width - r, rect.y + r, -90),
        (rect.x + rect.width - r, rect.y + rect.height - r, 0),
        (rect.x + r, rect.y + rect.height - r, 90),
        (rect.x + r, rect.y + r, 180),
    )
    return [
        (cx + r * math.cos(math.radians(a + d)), cy + r * math.sin(math.radians(a + d)))
        for cx, cy, a in corners
        for d in (0, 45, 90)
    ]


def draw_shape(canvas: Canvas, shape: Shape) -> None:
    """Issue the canvas commands for one shape."""
    if isinstance(shape, Rect):
        points = _rounded(shape) if shape.radius else None
        if shape.fill:
            canvas.fill_style = shape.fill
            if points:
                canvas.fill_polygon(points)
            else:
                canvas.fill_rect(shape.x, shape.y, shape.width, shape.height)
        if shape.stroke:
            canvas.stroke_style, canvas.line_width = shape.stroke, shape.line_width
            if points:
                canvas.stroke_polygon(points)
            else:
                canvas.stroke_rect(shape.x, shape.y, shape.width, shape.height)
    elif isinstance(shape, Circle):
        if shape.fill:
            canvas.fill_style = shape.fill
            canvas.fill_circle(shape.x, shape.y, shape.radius)
        if shape.stroke:
            canvas.stroke_style, canvas.line_width = shape.stroke, shape.line_width
            canvas.stroke_circle(shape.x, shape.y, shape.radius)
    elif isinstance(shape, Polygon):
        if shape.fill:
            canvas.fill_style = shape.fill
            canvas.fill_polygon(list(shape.points))
        if shape.stroke:
            canvas.stroke_style, canvas.line_width = shape.stroke, shape.line_width
            canvas.stroke_polygon(list(shape.points))
    elif isinstance(shape, Line):
        canvas.stroke_style, canvas.line_width = shape.stroke, shape.line_width
        canvas.set_line_dash(list(shape.dash))
        canvas.stroke_lines(list(shape.points))
        canvas.set_line_dash([])
    elif isinstance(shape, Text):
        canvas.font = f"{'bold ' if shape.bold else ''}{shape.size:g}px {FONT}"
        canvas.text_align, canvas.text_baseline = _ALIGN[shape.align], "middle"
        canvas.fill_style = shape.fill
        canvas.fill_text(shape.text, shape.x, shape.y)


def draw(canvas: Canvas, scene: Scene, ratio: float = 1) -> None:
    """Clear the canvas and draw the scene scaled by ``ratio`` (device pixels per scene pixel),
    all commands held into one message."""
    if not isinstance(canvas, Canvas) or not isinstance(scene, Scene):
        raise GoujiTypeError(
            "T1",
            f"draw takes an ipycanvas Canvas and a Scene, not {short_repr(canvas)} and "
            f"{short_repr(scene)}",
            "draw需要一个ipycanvas画布和一个Scene",
        )
    with hold_canvas():
        canvas.set_transform(ratio, 0, 0, ratio, 0, 0)  # absolute: a resize resets it anyway
        canvas.clear()
        canvas.fill_style = scene.background
        canvas.fill_rect(0, 0, scene.width, scene.height)
        for shape in scene.shapes:
            draw_shape(canvas, shape)


class SceneCanvas(Canvas):
    """A canvas that shows one Scene at a time, sharp (PIXEL_RATIO) and at most at the scene's
    size on the page, and draws it again when a page (re)loads (ipycanvas ``on_client_ready``)."""

    def __init__(self, width: int, height: int, **kwargs: object) -> None:
        for size in (width, height):
            if isinstance(size, bool) or not isinstance(size, int) or not 1 <= size <= MAX_PIXELS:
                raise GoujiError(
                    "T1",
                    f"a canvas is 1 to {MAX_PIXELS} pixels wide and high, not {short_repr(size)}",
                    f"画布的宽和高应为1到{MAX_PIXELS}像素，不是{short_repr(size)}",
                )
        super().__init__(width=width * PIXEL_RATIO, height=height * PIXEL_RATIO, **kwargs)
        self.size = (width, height)
        """The size in scene pixels (the backing canvas holds PIXEL_RATIO times as many)."""
        self.layout = Layout(width="100%", max_width=f"{width}px", height="auto")
        self.scene: Scene | None = None
        self.on_client_ready(self._redraw)

    def show(self, scene: Scene) -> None:
        """Draw ``scene`` (resizing the canvas to it) and remember it."""
        if (scene.width, scene.height) != self.size:
            self.size = (scene.width, scene.height)
            self.width, self.height = (side * PIXEL_RATIO for side in self.size)
            self.layout.max_width = f"{scene.width}px"
        self.scene = scene
        draw(self, scene, PIXEL_RATIO)

    def on_click(self, callback: Callable[[float, float], object]) -> None:
        """Call ``callback(x, y)`` on a mouse press, in scene pixels (ipycanvas reports device
        pixels of the backing canvas)."""
        self.on_mouse_down(lambda x, y: callback(x / PIXEL_RATIO, y / PIXEL_RATIO))

    def _redraw(self) -> None:
        """On client ready: the page has a blank canvas, so draw the last scene again."""
        if self.scene is not None:
            forget_current_canvas()
            draw(self, self.scene, PIXEL_RATIO)


def forget_current_canvas() -> bool:
    """Make ipycanvas name the canvas again in its next message (a reloaded page forgot it).

    This writes the private ``_CANVAS_MANAGER._current_canvas`` of ipycanvas (see the browser
    recipe); tests/test_pins.py checks it exists in the pinned version. Where it does not, the
    redraw goes ahead without it (False)."""
    manager = getattr(ipycanvas_module, "_CANVAS_MANAGER", None)
    if manager is None or not hasattr(manager, "_current_canvas"):
        return False
    manager._current_canvas = None
    return True
