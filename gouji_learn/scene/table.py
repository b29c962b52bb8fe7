"""The hexagonal table as a scene (T1-T3, E1-E6): seats, alliances, opposites, direction, trick.

:class:`TableInfo` is what the drawing needs, read off a Round (for one viewer, only what that
seat may know); :func:`table_scene` turns it into shapes. Neither touches a widget.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..engine.round import Round
from ..engine.view import SeatView
from ..rules.cards import Card
from ..rules.language import resolve_lang
from ..rules.scoring import place_name
from ..rules.table import ALLIANCE, OPPOSITE, SEAT_COUNT, SEATS
from .shapes import Circle, Line, Polygon, Rect, Scene, Shape, Text
from .text import t

ALLIANCE_COLOURS = ("#e53935", "#1e88e5")
"""T1: alliance 0 (seats 0, 2, 4) red, alliance 1 (seats 1, 3, 5) blue."""
FELT = "#2e7d32"
FELT_EDGE = "#1b5e20"
TO_ACT = "#fdd835"
INK = "#212121"
MUTED = "#9e9e9e"


@dataclass(frozen=True)
class SeatInfo:
    """One seat as the table shows it."""

    seat: int
    name: str
    count: int | None
    """Cards held, or None when the viewer may not know it (F8)."""
    to_act: bool = False
    passed: bool = False
    opened: bool = False
    place: int | None = None
    """E1: index of the place won (0 = 头科), if finished."""
    revolted: bool = False
    out_of_play: bool = False
    headless: bool = False
    play: tuple[Card, ...] = ()
    """This seat's latest play in the current trick."""
    last: bool = False
    """Whether that play is the one to beat."""


@dataclass(frozen=True)
class TableInfo:
    """T1-T3, E: what the table drawing shows, for a viewer seat (drawn at the bottom) or all."""

    seats: tuple[SeatInfo, ...]
    viewer: int | None = None
    phase: str = ""
    four_way: bool = False

    @classmethod
    def from_round(
        cls,
        state: Round,
        viewer: int | None = None,
        names: tuple[str, ...] | None = None,
        lang: str | None = None,
    ) -> TableInfo:
        """Read a round as ``viewer`` sees it (None: every count shown), through its seat view."""
        lang = resolve_lang(lang)
        return cls.from_view(state.view(viewer), names, lang)

    @classmethod
    def from_view(
        cls, view: SeatView, names: tuple[str, ...] | None = None, lang: str | None = None
    ) -> TableInfo:
        """Read a seat view (F8 counts, E1 places, E5 无头 as the engine decides them)."""
        lang = resolve_lang(lang)
        viewer = view.seat
        latest: dict[int, tuple[Card, ...]] = {}
        for seat, play in view.trick:
            latest[seat] = play.cards
        last = view.trick[-1][0] if view.trick and view.to_beat is not None else None
        order = view.finish_order
        seats = tuple(
            SeatInfo(
                seat=seat,
                name=names[seat]
                if names
                else (t("you", lang) if seat == viewer else t("seat", lang, n=seat)),
                count=view.counts[seat],
                to_act=view.to_act == seat,
                passed=seat in view.passed,
                opened=seat in view.opened,
                place=order.index(seat)
                if seat in order and (seat in view.finished or view.is_over)
                else None,
                revolted=seat == view.revolutionary,
                out_of_play=seat in view.out_of_play,
                headless=seat in view.headless,
                play=latest.get(seat, ()),
                last=seat == last,
            )
            for seat in SEATS
        )
        return cls(seats, viewer, view.phase.label(lang), view.four_way)


def seat_position(
    seat: int, size: float, viewer: int | None = None, radius: float = 0.30
) -> tuple[float, float]:
    """T3: where a seat sits: seat numbers run counter-clockwise, the viewer at the bottom."""
    angle = math.radians(90 - 60 * ((seat - (viewer or 0)) % SEAT_COUNT))
    centre = size / 2
    return (centre + radius * size * math.cos(angle), centre + radius * size * math.sin(angle))


def _hexagon(size: float, viewer: int | None) -> tuple[tuple[float, float], ...]:
    return tuple(seat_position(seat, size, viewer, 0.36) for seat in SEATS)


def _arrow(size: float) -> list[Shape]:
    """T3: a counter-clockwise arc with its head, round the centre."""
    centre, radius = size / 2, size * 0.07
    arc = [
        (centre + radius * math.cos(math.radians(a)), centre + radius * math.sin(math.radians(a)))
        for a in range(100, -181, -20)
    ]
    tip_x, tip_y = arc[-1]
    head = ((tip_x - 6, tip_y - 2), (tip_x + 6, tip_y - 2), (tip_x, tip_y + 8))
    return [Line(tuple(arc), "#c8e6c9", 2.5), Polygon(head, "#c8e6c9")]


def _status(info: SeatInfo, lang: str) -> str:
    """E1, F3, K1, R2: the words under a seat."""
    if info.place is not None:
        return place_name(info.place, "zh") if lang == "zh" else place_name(info.place)
    words = [
        key
        for key, on in (
            ("revolted", info.revolted),
            ("out_of_play", info.out_of_play),
            ("to_act", info.to_act),
            ("passed", info.passed),
            ("opened", info.opened),
            ("headless", info.headless),
        )
        if on
    ]
    return " · ".join(t(word, lang) for word in words)


def table_scene(info: TableInfo, lang: str | None = None, size: int = 440) -> Scene:
    """T1-T3, E: the hexagonal table, alliances coloured, opposites joined, the current trick."""
    lang = resolve_lang(lang)
    shapes: list[Shape] = [Polygon(_hexagon(size, info.viewer), FELT, FELT_EDGE, 4)]
    for seat in range(SEAT_COUNT // 2):  # T2: lines join opposites
        a = seat_position(seat, size, info.viewer)
        b = seat_position(OPPOSITE[seat], size, info.viewer)
        shapes.append(Line((a, b), "#a5d6a7", 1.5, (6, 5)))
    shapes += _arrow(size)
    shapes.append(
        Text(size / 2, size / 2 + size * 0.105, t("counter_clockwise", lang), 10, "#c8e6c9")
    )
    disc = size * 0.062
    for seat_info in info.seats:
        shapes += _seat(seat_info, size, info.viewer, disc, lang)
    if info.phase:
        shapes.append(Text(8, 12, info.phase, 12, INK, "left", True))
    if info.four_way:
        shapes.append(Text(size - 8, 12, t("four_way", lang), 12, "#6a1b9a", "right", True))
    legend_y = size - 12
    for alliance, colour in enumerate(ALLIANCE_COLOURS):
        x = 10 + alliance * 110
        shapes.append(Circle(x + 5, legend_y, 5, colour))
        members = ", ".join(str(s) for s in SEATS if ALLIANCE[s] == alliance)
        shapes.append(
            Text(x + 14, legend_y, f"{t('alliance', lang, n=alliance)}: {members}", 10, INK, "left")
        )
    shapes.append(Text(size - 8, legend_y, t("opposites", lang), 10, MUTED, "right"))
    return Scene(size, size, tuple(shapes), title="Gouji table")


def _seat(info: SeatInfo, size: float, viewer: int | None, disc: float, lang: str) -> list[Shape]:
    """One seat: its disc in the alliance colour, name, count, status and latest play."""
    x, y = seat_position(info.seat, size, viewer)
    faded = info.place is not None or info.revolted or info.out_of_play
    colour = MUTED if faded else ALLIANCE_COLOURS[ALLIANCE[info.seat]]
    shapes: list[Shape] = []
    if info.to_act:
        shapes.append(Circle(x, y, disc + 5, TO_ACT))
    shapes.append(Circle(x, y, disc, colour, "#ffffff", 2))
    shapes.append(Text(x, y - 6, str(info.seat), 15, "#ffffff", bold=True))
    count = t("cards", lang, n=info.count) if info.count is not None else t("cards_hidden", lang)
    shapes.append(Text(x, y + 10, count, 9, "#ffffff"))
    outward = 1 if y >= size / 2 else -1
    label_y = y + outward * (disc + 12)
    shapes.append(Text(x, label_y, info.name, 12, INK, bold=True))
    status = _status(info, lang)
    if status:
        shapes.append(Text(x, label_y + outward * 14, status, 10, INK))
    if info.play:
        px, py = x + (size / 2 - x) * 0.42, y + (size / 2 - y) * 0.42
        text = " ".join(card.label for card in info.play)
        width = max(30.0, 7.5 * len(text))
        fill = "#fff59d" if info.last else "#ffffff"
        shapes.append(Rect(px - width / 2, py - 10, width, 20, fill, "#616161", 1, 4))
        shapes.append(Text(px, py, text, 11, "#b71c1c" if info.last else INK, bold=info.last))
    return shapes
