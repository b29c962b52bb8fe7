"""SVG export of a scene: the same drawing the widgets show, as a file for the README or docs."""

from __future__ import annotations

from html import escape

from .shapes import Circle, Line, Polygon, Rect, Scene, Shape

_ANCHOR = {"left": "start", "center": "middle", "right": "end"}
FONT = "'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif"


def _paint(fill: str | None, stroke: str | None, width: float) -> str:
    return f'fill="{fill or "none"}"' + (
        f' stroke="{stroke}" stroke-width="{width:g}"' if stroke else ""
    )


def _points(points: tuple[tuple[float, float], ...]) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in points)


def shape_to_svg(shape: Shape) -> str:
    """One shape as an SVG element."""
    if isinstance(shape, Rect):
        return (
            f'<rect x="{shape.x:.1f}" y="{shape.y:.1f}" width="{shape.width:.1f}" '
            f'height="{shape.height:.1f}" rx="{shape.radius:g}" '
            f"{_paint(shape.fill, shape.stroke, shape.line_width)}/>"
        )
    if isinstance(shape, Circle):
        return (
            f'<circle cx="{shape.x:.1f}" cy="{shape.y:.1f}" r="{shape.radius:.1f}" '
            f"{_paint(shape.fill, shape.stroke, shape.line_width)}/>"
        )
    if isinstance(shape, Polygon):
        return (
            f'<polygon points="{_points(shape.points)}" '
            f"{_paint(shape.fill, shape.stroke, shape.line_width)}/>"
        )
    if isinstance(shape, Line):
        dash = f' stroke-dasharray="{" ".join(f"{d:g}" for d in shape.dash)}"' if shape.dash else ""
        return (
            f'<polyline points="{_points(shape.points)}" fill="none" stroke="{shape.stroke}" '
            f'stroke-width="{shape.line_width:g}"{dash}/>'
        )
    weight = ' font-weight="bold"' if shape.bold else ""
    return (
        f'<text x="{shape.x:.1f}" y="{shape.y:.1f}" font-size="{shape.size:g}" '
        f'fill="{shape.fill}" text-anchor="{_ANCHOR[shape.align]}" '
        f'dominant-baseline="central" font-family="{escape(FONT)}"{weight}>'
        f"{escape(shape.text)}</text>"
    )


def scene_to_svg(scene: Scene) -> str:
    """A standalone SVG document of the scene."""
    body = "\n".join(shape_to_svg(shape) for shape in scene.shapes)
    title = f"<title>{escape(scene.title)}</title>\n" if scene.title else ""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{scene.width}" '
        f'height="{scene.height}" viewBox="0 0 {scene.width} {scene.height}">\n{title}'
        f'<rect width="100%" height="100%" fill="{scene.background}"/>\n{body}\n</svg>\n'
    )
