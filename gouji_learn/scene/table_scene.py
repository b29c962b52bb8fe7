"""The hexagonal table as a scene (T1-T3, E1-E6): seats, alliances, opposites, direction, trick.

:class:`TableInfo` is what the drawing needs, read off a Round (for one viewer, only what that
seat may know); :func:`table_scene` turns it into shapes. Neither touches a widget.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass

from ..engine.round import Round
from ..engine.view import SeatView
from ..rules.cards import Card
from ..rules.language import resolve_lang
from ..rules.scoring import PLACES
from ..rules.seats import ALLIANCE, OPPOSITE, SEAT_COUNT, SEATS
from .card_row import card_label, fill_lines, text_width, wrap
from .shapes import Circle, Line, Polygon, Rect, Scene, Shape, Text
from .words import t

ALLIANCE_COLOURS = ("#c62828", "#1565c0")
"""T1: alliance 0 (seats 0, 2, 4) red, alliance 1 (seats 1, 3, 5) blue (white on both: 5.6:1)."""
FELT = "#2e7d32"
FELT_EDGE = "#1b5e20"
CHALK = "#c8e6c9"
"""The arrow and the opposites' lines, drawn on the felt."""
TO_ACT = "#fdd835"
INK = "#212121"
MUTED = "#616161"
"""A finished, revolted or out seat's disc (white on it: 6.2:1), and the counts of cards."""
PLATE = "#ffffff"
LAST_PLATE = "#fff59d"

HEXAGON = 0.335
SEAT_RING = 0.27
DISC = 0.055
ARROW = 0.045
"""Radii as fractions of the table's size: hexagon corners, seat centres, discs, the arrow."""
COMPACT_SIZE = 360
"""A smaller table (PlayRound's 300 px board) is drawn compactly: small discs and plates, short
status and corner words without glosses, a side seat's name over its count when they do not fit
side by side, a narrower middle column."""
SMALL_DISC = 14
"""A compact table's disc radius, in pixels: it still holds the seat number, and leaves room
for a plate under each side seat and three lines under the bottom one."""
TEXT_SIZE = 11
NAME_SIZE = 12
LINE = 14
CORNER_LINE = 15
"""Text sizes in pixels (never under 11) and the pitch of stacked lines (in a corner's words)."""
LEGEND_SIZE = 440
"""The smallest table with a legend: a smaller one's corners cannot hold its lines (the
exercises' 360 px table has none)."""
KEY = 18
"""Pixels from a legend line's start to its words (its icon lies between)."""
STATUS_WIDTH = 118
SMALL_STATUS_WIDTH = 106
"""The top and bottom seats' labels wrap their status to this width (a compact table's to the
smaller one); the corners, beside them, keep the rest of the width."""
RING = 5
"""How far the ring of the seat to act reaches past its disc, in pixels."""
GAP = 4
WORD = 6
MARGIN = 8
PLATE_HEIGHT = 18
SMALL_PLATE = 16
"""A compact table's plate height: two side seats' plates fit between their discs."""
PLATE_PADDING = 12
TAN30 = math.tan(math.radians(30))


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
    freed: bool = False
    """S4 (tongsu art. 32): a 自由人 (zìyóu rén), stuck through a 诈烧: sits out, placed later."""
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
                freed=seat in view.freed,
                headless=seat in view.headless,
                play=latest.get(seat, ()),
                last=seat == last,
            )
            for seat in SEATS
        )
        return cls(seats, viewer, view.phase.label(lang), view.four_way)


def seat_position(
    seat: int, size: float, viewer: int | None = None, radius: float = SEAT_RING
) -> tuple[float, float]:
    """T3: where a seat sits: seat numbers run counter-clockwise, the viewer at the bottom."""
    angle = math.radians(90 - 60 * ((seat - (viewer or 0)) % SEAT_COUNT))
    centre = size / 2
    return (centre + radius * size * math.cos(angle), centre + radius * size * math.sin(angle))


def _hexagon(size: float, viewer: int | None) -> tuple[tuple[float, float], ...]:
    return tuple(seat_position(seat, size, viewer, HEXAGON) for seat in SEATS)


def _half_height(size: float, x: float) -> float:
    """How far the hexagon reaches above and below its middle at ``x`` (0 beside it)."""
    dx, radius = abs(x - size / 2), HEXAGON * size
    return radius - dx * TAN30 if dx <= radius * math.cos(math.radians(30)) else 0.0


def _disc(size: float) -> float:
    """A seat's disc radius."""
    return DISC * size if size >= COMPACT_SIZE else SMALL_DISC


def _reach(size: float) -> float:
    """How far a seat's disc, its ring and a gap reach from its centre: labels start there."""
    return _disc(size) + RING + GAP


def _arrow(x: float, y: float, radius: float) -> list[Shape]:
    """T3: a counter-clockwise arc with its head, round (x, y)."""
    arc = [
        (x + radius * math.cos(math.radians(a)), y + radius * math.sin(math.radians(a)))
        for a in range(100, -181, -20)
    ]
    tip_x, tip_y = arc[-1]
    head = radius / 3
    points = ((tip_x - head, tip_y - 1), (tip_x + head, tip_y - 1), (tip_x, tip_y + 1.3 * head))
    return [Line(tuple(arc), CHALK, max(1.5, radius / 8)), Polygon(points, CHALK)]


def _status_lines(info: SeatInfo, lang: str, width: float, compact: bool) -> list[str]:
    """E1, F3, K1, R2: the words beside a seat, wrapped to ``width``; compact ones without
    their gloss (``opened``, ``头科 first out``)."""
    if info.place is not None:
        zh, pinyin, english = PLACES[info.place]
        if lang == "zh":
            return [zh]
        if compact:
            return fill_lines([zh, t(f"place_short_{info.place}", lang)], width, TEXT_SIZE, " ")
        return [f"{zh} {pinyin}", english]
    short = "_short" if compact else ""
    words = [
        t(key, lang)
        for key, on in (
            ("revolted" + short, info.revolted),
            ("out_of_play" + short, info.out_of_play),
            ("freed" + short, info.freed),
            ("to_act", info.to_act),
            ("passed", info.passed),
            ("opened" + short, info.opened),
            ("headless" + short, info.headless),
        )
        if on
    ]
    return fill_lines(words, width, TEXT_SIZE, " · ")


def _play_text(
    cards: tuple[Card, ...], width: float, widest: float = math.inf, lang: str | None = None
) -> str:
    """F2: a play's cards as they fit in ``width``: each card (in ``lang``), else its ranks
    (suits never matter in a play), else each rank counted (``J×5 2×4``); if even that passes
    ``widest``, counted with the jokers as only BJ and SJ."""
    labels = [card_label(card, lang) for card in cards]
    ranks = [card_label(card, lang) if card.rank.is_joker else card.rank.symbol for card in cards]
    forms = (" ".join(labels), " ".join(ranks), _counted(ranks))
    fits = [form for form in forms if text_width(form, TEXT_SIZE) + PLATE_PADDING <= width]
    if fits:
        return fits[0]
    if text_width(forms[-1], TEXT_SIZE) + PLATE_PADDING <= widest:
        return forms[-1]
    return _counted([card.rank.symbol for card in cards])


def _counted(ranks: list[str]) -> str:
    """Ranks in order, each once with how many there are: ``J×5 2×4 BJ``."""
    return " ".join(f"{rank}×{n}" if n > 1 else rank for rank, n in Counter(ranks).items())


def table_scene(info: TableInfo, lang: str | None = None, size: int = 440) -> Scene:
    """T1-T3, E: the hexagonal table, alliances coloured, opposites joined, the current trick;
    the phase and 四人乱缠 (sì rén luàn chán) in the top corners (a bottom one where a seat's
    label reaches into the top one), a legend in the bottom ones."""
    lang = resolve_lang(lang)
    shapes: list[Shape] = [Polygon(_hexagon(size, info.viewer), FELT, FELT_EDGE, 4)]
    for seat in range(SEAT_COUNT // 2):  # T2: lines join opposites
        a = seat_position(seat, size, info.viewer)
        b = seat_position(OPPOSITE[seat], size, info.viewer)
        shapes.append(Line((a, b), CHALK, 1.5, (6, 5)))
    shapes += _arrow(size / 2, size / 2, ARROW * size)
    for seat_info in info.seats:
        shapes += _seat(seat_info, size, info.viewer, lang)
    for seat_info in info.seats:
        shapes += _plate(seat_info, size, info.viewer, lang)
    corner = _corner(size)
    legend = _legend(size, corner, lang)
    labels = [shape for shape in shapes + legend if isinstance(shape, Text)]
    shapes += _corner_text(wrap(info.phase, corner, NAME_SIZE), INK, -1, size, labels)
    if info.four_way:
        four_way = t("four_way" if size >= COMPACT_SIZE else "four_way_short", lang)
        lines = wrap(four_way, corner, NAME_SIZE)
        shapes += _corner_text(lines, "#6a1b9a", 1, size, labels)
    return Scene(size, size, tuple(shapes + legend), title="Gouji table")


def _corner_text(
    lines: list[str], colour: str, side: int, size: float, labels: list[Text]
) -> list[Text]:
    """Lines in the top corner on ``side`` (-1 left, 1 right), else in the bottom one when one
    of ``labels`` reaches into the top one and none into the bottom one."""
    x, align = (MARGIN, "left") if side < 0 else (size - MARGIN, "right")
    places = [
        [
            Text(x, top + CORNER_LINE * n, line, NAME_SIZE, colour, align, True)
            for n, line in enumerate(lines)
        ]
        for top in (LINE, size - LINE - CORNER_LINE * (len(lines) - 1))
    ]
    free = [texts for texts in places if not any(_overlap(a, b) for a in texts for b in labels)]
    return (free or places)[0]


def _box(text: Text) -> tuple[float, float, float, float]:
    """A text's box, generously estimated: left, top, right, bottom."""
    width = text_width(text.text, text.size)
    left = {"left": text.x, "center": text.x - width / 2, "right": text.x - width}[text.align]
    return (left, text.y - 0.6 * text.size, left + width, text.y + 0.6 * text.size)


def _overlap(a: Text, b: Text) -> bool:
    """Whether two texts' boxes share some area."""
    (a0, a1, a2, a3), (b0, b1, b2, b3) = _box(a), _box(b)
    return a0 < b2 and b0 < a2 and a1 < b3 and b1 < a3


def _status_width(size: float) -> float:
    """The width of the top and bottom seats' labels' column, in the middle."""
    return STATUS_WIDTH if size >= COMPACT_SIZE else SMALL_STATUS_WIDTH


def _corner(size: float) -> float:
    """The width of a column beside the middle one: the side seats' labels and the corners'."""
    return (size - _status_width(size)) / 2 - MARGIN - GAP


def _legend(size: float, corner: float, lang: str) -> list[Shape]:
    """T1-T3: what the colours, the dashed lines and the arrow mean, in the bottom corners,
    each line wrapped to ``corner`` pixels; a table smaller than LEGEND_SIZE has no room."""
    if size < LEGEND_SIZE:
        return []
    members = [", ".join(str(s) for s in SEATS if ALLIANCE[s] == a) for a in (0, 1)]
    columns = (
        [(n, t("alliance", lang, n=n) + f": {members[n]}") for n in (0, 1)],
        [(2, t("opposites", lang)), (3, t("counter_clockwise", lang))],
    )
    shapes: list[Shape] = []
    for column, entries in enumerate(columns):
        rows = [
            (key if i == 0 else None, line)
            for key, text in entries
            for i, line in enumerate(wrap(text, corner - KEY, TEXT_SIZE))
        ]
        width = KEY + max(text_width(line, TEXT_SIZE) for _, line in rows)
        x = MARGIN if column == 0 else size - MARGIN - width
        for n, (key, line) in enumerate(rows):
            y = size - MARGIN - LINE / 2 - LINE * (len(rows) - 1 - n)
            shapes += _icon(key, x, y) if key is not None else []
            shapes.append(Text(x + KEY, y, line, TEXT_SIZE, INK, "left"))
    return shapes


def _icon(key: int, x: float, y: float) -> list[Shape]:
    """A legend's icon: an alliance's colour (0, 1), or on felt a dashed line (2), the arrow (3)."""
    if key < 2:
        return [Circle(x + 6, y, 6, ALLIANCE_COLOURS[key], "#ffffff", 1.5)]
    chip: list[Shape] = [Rect(x, y - 7, 14, 14, FELT, radius=3)]
    if key == 2:
        return [*chip, Line(((x + 2, y), (x + 12, y)), CHALK, 1.5, (3, 2))]
    return chip + _arrow(x + 7, y + 1, 4.5)


def _seat(info: SeatInfo, size: float, viewer: int | None, lang: str) -> list[Shape]:
    """One seat: its disc in the alliance colour with its number, and its label (name and
    count, status) just outside the hexagon's corner."""
    x, y = seat_position(info.seat, size, viewer)
    disc = _disc(size)
    faded = info.place is not None or info.revolted or info.out_of_play or info.freed
    alliance = ALLIANCE_COLOURS[ALLIANCE[info.seat]]
    shapes: list[Shape] = []
    if info.to_act:
        shapes.append(Circle(x, y, disc + RING, TO_ACT))
    shapes.append(
        Circle(x, y, disc, MUTED if faded else alliance, alliance if faded else "#ffffff", 2.5)
    )
    shapes.append(Text(x, y, str(info.seat), 15, "#ffffff", bold=True))
    count = t("cards", lang, n=info.count) if info.count is not None else t("cards_hidden", lang)
    corner_x = seat_position(info.seat, size, viewer, HEXAGON)[0]
    middle = size / 2
    compact = size < COMPACT_SIZE
    column = _corner(size) if compact and abs(corner_x - middle) > 1 else _status_width(size)
    status = _status_lines(info, lang, column, size <= COMPACT_SIZE)  # short words from 360 px
    head = text_width(info.name, NAME_SIZE) + WORD + text_width(count, TEXT_SIZE)
    stacked = compact and head > column  # then the name over the count
    if stacked:
        head = max(text_width(info.name, NAME_SIZE), text_width(count, TEXT_SIZE))
    width = max([head, *(text_width(line, TEXT_SIZE) for line in status)])
    left = corner_x - width / 2  # under or over the corner, a side seat's outside the middle
    if corner_x > middle + 1:  # column, which the top and bottom seats' labels keep
        left = max(left, middle + _status_width(size) / 2 + GAP)
    elif corner_x < middle - 1:
        left = min(left, middle - _status_width(size) / 2 - GAP - width)
    left = min(max(left, MARGIN), size - MARGIN - width)
    nearest = min(max(middle, left), left + width)  # where the hexagon reaches farthest
    below = y > middle  # the name and count next to the disc, the status farther out
    heads = 2 if stacked else 1
    if below:
        top = max(middle + _half_height(size, nearest), y + _reach(size)) + GAP
    else:
        top = min(middle - _half_height(size, nearest), y - _reach(size)) - GAP
        top -= LINE * (heads + len(status))
    rows = [top + LINE / 2 + LINE * n for n in range(heads + len(status))]
    head_ys, status_ys = (rows[:heads], rows[heads:]) if below else (rows[-heads:], rows[:-heads])
    centre = left + width / 2
    if stacked:
        heads_drawn = [
            Text(centre, head_ys[0], info.name, NAME_SIZE, INK, bold=True),
            Text(centre, head_ys[1], count, TEXT_SIZE, MUTED),
        ]
    else:
        split = centre - head / 2 + text_width(info.name, NAME_SIZE)  # however wide the name is
        heads_drawn = [
            Text(split, head_ys[0], info.name, NAME_SIZE, INK, "right", True),
            Text(split + WORD, head_ys[0], count, TEXT_SIZE, MUTED, "left"),
        ]
    return [
        *shapes,
        *heads_drawn,
        *(
            Text(centre, row, line, TEXT_SIZE, INK)
            for row, line in zip(status_ys, status, strict=True)
        ),
    ]


def _plate(info: SeatInfo, size: float, viewer: int | None, lang: str) -> list[Shape]:
    """F2: a seat's latest play in this trick on a plate between its disc and the middle (the
    play to beat yellow); side seats' plates keep to their half of the table."""
    if not info.play:
        return []
    x, y = seat_position(info.seat, size, viewer)
    cx = cy = size / 2
    reach = _reach(size)
    height = PLATE_HEIGHT if size >= COMPACT_SIZE else SMALL_PLATE
    top = y + reach if y < cy else y - reach - height
    side = 0 if abs(x - cx) < 1 else (1 if x > cx else -1)
    if side:
        outer = cx + side * (HEXAGON * size * math.cos(math.radians(30)) - 2 * GAP)
        room = abs(outer - cx) - ARROW * size - 2 * GAP
        widest = abs(outer - cx) - GAP
        text = _play_text(info.play, room, widest, lang)
        width = min(text_width(text, TEXT_SIZE) + PLATE_PADDING, widest)
        left = outer - width if side > 0 else outer
    else:
        room = 2 * (SEAT_RING * size * math.cos(math.radians(30)) - reach - GAP)
        text = _play_text(info.play, room, lang=lang)
        width = text_width(text, TEXT_SIZE) + PLATE_PADDING
        left = cx - width / 2
    fill = LAST_PLATE if info.last else PLATE
    return [
        Rect(left, top, width, height, fill, "#757575", 1, 4),
        Text(
            left + width / 2,
            top + height / 2,
            text,
            TEXT_SIZE,
            "#b71c1c" if info.last else INK,
            bold=info.last,
        ),
    ]
