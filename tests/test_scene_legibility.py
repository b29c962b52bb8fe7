"""Legible drawings: every text of the table and hand scenes is readable (WCAG AA contrast, at
least 11 px), overlaps no other text and stays off the hexagon's border and inside the picture.

Text boxes are estimated from the font size (0.6 em a Latin character, 1 em a CJK one, 1.2 em
high, placed by the anchor); the contrast is taken against the topmost filled shape under the
text's centre, or the scene's background.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import NamedTuple

import pytest

from gouji_learn.engine import HeuristicBot, RandomBot, Round
from gouji_learn.rules.cards import parse_cards, sort_cards
from gouji_learn.rules.gouji import explain_gouji
from gouji_learn.rules.language import LANGS
from gouji_learn.scene import (
    Circle,
    Polygon,
    Rect,
    Scene,
    SeatInfo,
    TableInfo,
    Text,
    picker_scene,
    t,
    table_scene,
)
from gouji_learn.scene.card_row import card_face, card_label
from gouji_learn.scene.export import PICTURES

PRESETS = ("qingdao", "linyi", "tongsu", "irvine")
MIN_CONTRAST = 4.5
MIN_SIZE = 11.0
Point = tuple[float, float]


class Box(NamedTuple):
    """An axis-aligned box: left, top, right, bottom."""

    x0: float
    y0: float
    x1: float
    y1: float


def text_box(text: Text) -> Box:
    """The estimated box of a text: 0.6 em a Latin character, 1 em a CJK one, 1.2 em high."""
    width = sum(text.size if ord(c) >= 0x2E80 else 0.6 * text.size for c in text.text)
    left = {"left": text.x, "center": text.x - width / 2, "right": text.x - width}[text.align]
    half = 0.6 * text.size
    return Box(left, text.y - half, left + width, text.y + half)


def overlap(a: Box, b: Box) -> bool:
    """Whether two boxes share some area (touching edges do not count)."""
    return a.x0 < b.x1 and b.x0 < a.x1 and a.y0 < b.y1 and b.y0 < a.y1


def _side(p: Point, q: Point, r: Point) -> float:
    return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])


def segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool:
    """Whether segment ab properly crosses segment cd."""
    return _side(a, b, c) * _side(a, b, d) < 0 and _side(c, d, a) * _side(c, d, b) < 0


def inside_box(point: Point, box: Box) -> bool:
    return box.x0 < point[0] < box.x1 and box.y0 < point[1] < box.y1


def crosses_outline(box: Box, points: tuple[Point, ...], pad: float) -> bool:
    """Whether a closed outline (drawn ``2 * pad`` wide) passes through the box."""
    grown = Box(box.x0 - pad, box.y0 - pad, box.x1 + pad, box.y1 + pad)
    corners = (
        (grown.x0, grown.y0),
        (grown.x1, grown.y0),
        (grown.x1, grown.y1),
        (grown.x0, grown.y1),
    )
    for a, b in zip(points, points[1:] + points[:1], strict=True):
        if inside_box(a, grown) or inside_box(b, grown):
            return True
        if any(
            segments_cross(a, b, c, d)
            for c, d in zip(corners, corners[1:] + corners[:1], strict=True)
        ):
            return True
    return False


def inside_polygon(point: Point, points: tuple[Point, ...]) -> bool:
    """Ray casting: whether ``point`` lies inside the polygon."""
    x, y = point
    inside = False
    for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def fill_under(scene: Scene, point: Point) -> str:
    """The fill of the topmost filled shape under ``point``, else the background."""
    x, y = point
    for shape in reversed(scene.shapes):
        if isinstance(shape, Rect) and shape.fill:
            if shape.x <= x <= shape.x + shape.width and shape.y <= y <= shape.y + shape.height:
                return shape.fill
        elif isinstance(shape, Circle) and shape.fill:
            if (x - shape.x) ** 2 + (y - shape.y) ** 2 <= shape.radius**2:
                return shape.fill
        elif isinstance(shape, Polygon) and shape.fill and inside_polygon(point, shape.points):
            return shape.fill
    return scene.background


def luminance(colour: str) -> float:
    """WCAG relative luminance of ``#rrggbb``."""
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def problems(scene: Scene) -> list[str]:
    """Every legibility fault of a scene, described (empty: all texts are legible)."""
    texts = [s for s in scene.shapes if isinstance(s, Text) and s.text]
    hexagons = [s for s in scene.shapes if isinstance(s, Polygon) and len(s.points) == 6]
    boxes = [text_box(s) for s in texts]
    found = []
    frame = Box(0, 0, scene.width, scene.height)
    for text, box in zip(texts, boxes, strict=True):
        centre = ((box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2)
        ratio = contrast(text.fill, fill_under(scene, centre))
        if ratio < MIN_CONTRAST:
            found.append(f"{text.text!r}: contrast {ratio:.2f}")
        if text.size < MIN_SIZE:
            found.append(f"{text.text!r}: {text.size:g} px")
        if not (
            frame.x0 <= box.x0 and box.x1 <= frame.x1 and frame.y0 <= box.y0 <= box.y1 <= frame.y1
        ):
            found.append(f"{text.text!r}: outside the picture")
        found += [
            f"{text.text!r} crosses the hexagon's border"
            for hexagon in hexagons
            if crosses_outline(box, hexagon.points, hexagon.line_width / 2)
        ]
    for i, a in enumerate(boxes):
        found += [
            f"{texts[i].text!r} overlaps {texts[j].text!r}"
            for j in range(i + 1, len(boxes))
            if overlap(a, boxes[j])
        ]
    return found


# The checks themselves catch what they should.


def test_a_text_box_follows_its_anchor_and_counts_cjk_as_square() -> None:
    assert text_box(Text(100, 50, "ab", 10, align="left")) == Box(100, 44, 112, 56)
    assert text_box(Text(100, 50, "大王", 10, align="right")) == Box(80, 44, 100, 56)
    assert text_box(Text(100, 50, "a大", 10)) == Box(92, 44, 108, 56)


def test_overlapping_texts_are_caught_and_neighbours_are_not() -> None:
    pair = Scene(200, 100, (Text(50, 50, "Seat 1", 12), Text(60, 55, "24 cards", 11)))
    assert problems(pair) == ["'Seat 1' overlaps '24 cards'"]
    apart = Scene(200, 100, (Text(50, 30, "Seat 1", 12), Text(50, 50, "24 cards", 11)))
    assert problems(apart) == []


def test_small_pale_and_outside_texts_are_caught() -> None:
    scene = Scene(
        100,
        60,
        (Rect(0, 0, 100, 30, "#2e7d32"), Text(50, 15, "a", 9, "#1b5e20"), Text(95, 45, "far")),
    )
    assert problems(scene) == ["'a': contrast 1.53", "'a': 9 px", "'far': outside the picture"]
    assert contrast("#ffffff", "#000000") == pytest.approx(21)
    assert contrast("#767676", "#ffffff") == pytest.approx(4.54, abs=0.01)


def test_a_text_on_the_hexagons_border_is_caught_and_one_inside_is_not() -> None:
    hexagon = Polygon(
        ((100, 0), (200, 50), (200, 150), (100, 200), (0, 150), (0, 50)), None, "#000", 4
    )
    on_edge = Scene(220, 220, (hexagon, Text(200, 100, "edge", 12)))
    assert problems(on_edge) == ["'edge' crosses the hexagon's border"]
    assert problems(Scene(220, 220, (hexagon, Text(100, 100, "inside", 12)))) == []
    assert crosses_outline(Box(98, -10, 102, 10), hexagon.points, 0)  # a corner inside the box
    assert not inside_polygon((1, 1), hexagon.points) and inside_polygon((100, 100), hexagon.points)


def test_the_topmost_filled_shape_gives_the_ground() -> None:
    scene = Scene(100, 100, (Rect(0, 0, 100, 100, "#000000"), Circle(50, 50, 10, "#ff0000")))
    assert fill_under(scene, (50, 50)) == "#ff0000"
    assert fill_under(scene, (5, 5)) == "#000000"
    assert fill_under(Scene(10, 10), (5, 5)) == "#f5f5f5"


# Every drawing the package makes passes them.


def positions(preset: str, seed: int, every: int) -> Iterator[Round]:
    """Every ``every``-th position of a round played out by bots (and its last one)."""
    state = Round(preset, seed)
    rng = random.Random(seed)
    bots = [HeuristicBot() if rng.random() < 0.5 else RandomBot(seed * 6 + s) for s in range(6)]
    step = 0
    while not state.is_over:
        if step % every == 0:
            yield state
        seat = state.to_act
        assert seat is not None
        state.apply(bots[seat].act(state.view(seat), state.legal_actions()))
        step += 1
    yield state


SIZES = (440, 360, 320, 300)
"""The table sizes the widgets draw: TableView, the exercises, PlayRound's board (300) and one
between, where a table starts to be drawn compactly."""


@pytest.mark.rule("T1", "T2", "T3", "F2", "F8", "E1")
@pytest.mark.parametrize("preset", PRESETS)
def test_every_table_drawing_is_legible(preset: str) -> None:
    """Every position of two bot rounds, in both languages, for the teacher and for one seat,
    at every size a widget draws it: TableView (440), the exercises (360), the board (300)."""
    checked = 0
    for seed in (1, 2):
        for n, state in enumerate(positions(preset, seed, every=1)):
            viewer, size = n % 6, SIZES[n % len(SIZES)]
            for lang in LANGS:
                for seen_by in (None, viewer):
                    info = TableInfo.from_round(state, seen_by, lang=lang)
                    scene = table_scene(info, lang, size)
                    assert problems(scene) == [], (seed, len(state.history), seen_by, lang, size)
                    checked += 1
    assert checked > 500


@pytest.mark.rule("H1", "C3", "G1")
@pytest.mark.parametrize("lang", LANGS)
def test_every_hand_drawing_is_legible(lang: str) -> None:
    for preset in PRESETS:
        hand = sort_cards(Round(preset, 3).hands[0].cards())
        rank = Counter(card.rank for card in hand).most_common(1)[0][0]
        chosen = {i for i, card in enumerate(hand) if card.rank is rank}
        verdict = explain_gouji([hand[i] for i in sorted(chosen)])
        caption = f"{t('nothing_selected', lang)}\n{verdict.text(lang)}"
        for cards in (hand[:1], hand[:5], hand):
            scene = picker_scene(cards, {i for i in chosen if i < len(cards)}, verdict.ok, caption)
            assert problems(scene) == [], (preset, len(cards))


@pytest.mark.parametrize("name", sorted(PICTURES))
def test_the_readme_pictures_are_legible(name: str) -> None:
    assert problems(PICTURES[name]()) == []


@pytest.mark.rule("C3")
@pytest.mark.parametrize("lang", LANGS)
def test_jokers_differ_without_cjk_glyphs(lang: str) -> None:
    """C3: with 大 and 小 drawn as boxes, the jokers' faces and trick plates still differ."""
    big, small = parse_cards("BJ SJ")
    faces = [latin("".join(card_face(card, lang))) for card in (big, small)]
    assert faces == ["BJ", "SJ"]
    drawn = picker_scene([big, small], lang=lang).texts()
    assert "BJ" in drawn and "SJ" in drawn
    seats = tuple(SeatInfo(s, f"Seat {s}", 5, play=(big, small)[s % 2 :][:1]) for s in range(6))
    plates = table_scene(TableInfo(seats), lang).texts()
    assert plates.count(card_label(big, lang)) == 3 and plates.count(card_label(small, lang)) == 3
    assert latin(card_label(big, lang)) == "BJ" and latin(card_label(small, lang)) == "SJ"


def latin(text: str) -> str:
    """What is left of ``text`` where no CJK font is installed (CJK characters dropped)."""
    return "".join(c for c in text if ord(c) < 0x2E80)
