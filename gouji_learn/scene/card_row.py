"""Cards as a scene (C1-C3, H): a row of cards with the selection raised and a verdict under it."""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from ..rules.cards import Card, Rank, card_list
from ..rules.errors import GoujiTypeError, short_repr
from ..rules.language import resolve_lang
from .shapes import Rect, Scene, Shape, Text

CARD_WIDTH = 34
CARD_HEIGHT = 50
STEP = 24
RED = "#c62828"
BLACK = "#212121"
OK = "#1b7f3b"
REFUSED = "#b3261e"


def card_colour(card: Card) -> str:
    """C3: red for hearts, diamonds and the big joker (大王 is red, 小王 black)."""
    if card.rank is Rank.BIG_JOKER or (card.suit is not None and card.suit.is_red):
        return RED
    return BLACK


def card_face(card: Card, lang: str | None = None) -> tuple[str, ...]:
    """C3: the lines printed on a card: rank and suit; a joker BJ/SJ in English, 大/小, 王 and
    the mark BJ/SJ in Chinese, so that the two jokers differ even where no CJK font draws 大
    and 小."""
    if not card.rank.is_joker:
        return (card.rank.symbol, card.suit.symbol if card.suit else "")
    if resolve_lang(lang) == "zh":
        return (card.rank.zh[0], "王", card.rank.symbol)
    return (card.rank.symbol,)


def card_label(card: Card, lang: str | None = None) -> str:
    """C3: a card as a drawing labels it, one word: ``10♠``; a joker ``BJ``/``SJ`` in English,
    ``大王BJ``/``小王SJ`` in Chinese, where the mark tells the jokers apart without a CJK font."""
    if card.rank.is_joker and resolve_lang(lang) == "zh":
        return card.rank.zh + card.rank.symbol
    return card.name(lang)


def text_width(text: str, size: float) -> float:
    """A generous estimate of a line's width in pixels: CJK characters are square, others half."""
    return sum(size if ord(char) >= 0x2E80 else size * 0.62 for char in text)


def fill_lines(pieces: Sequence[str], width: float, size: float, joiner: str = "") -> list[str]:
    """Pieces put on lines in order, ``joiner`` between them, each line within ``width`` pixels
    (a piece wider than that has a line of its own)."""
    lines: list[str] = []
    used = 0.0  # the last line's width, its trailing spaces included
    for piece in pieces:
        if lines and used + text_width(joiner + piece.rstrip(), size) <= width:
            lines[-1] += joiner + piece
            used += text_width(joiner + piece, size)
        else:
            lines.append(piece)
            used = text_width(piece, size)
    return [line.strip() for line in lines]


def wrap(text: str, width: float, size: float) -> list[str]:
    """A line of text broken where it would pass ``width`` pixels, into lines of even length:
    after a space or beside a CJK character, never inside brackets (a gloss stays whole)."""
    pieces = re.findall(r"\([^)]*\)\s*|[\u2e80-\U0010ffff]\s*|[^\s\u2e80-\U0010ffff(]+\s*|\(", text)
    count = len(fill_lines(pieces, width, size))
    low, high = 0.0, width  # the narrowest width that needs no more lines: no short last line
    while count > 1 and high - low > 1:
        middle = (low + high) / 2
        low, high = (
            (low, middle) if len(fill_lines(pieces, middle, size)) <= count else (middle, high)
        )
    return fill_lines(pieces, high, size)


def picker_scene(
    cards: Sequence[Card],
    selected: Collection[int] = (),
    ok: bool | None = None,
    caption: str = "",
    width: int | None = None,
    lang: str | None = None,
) -> Scene:
    """H1-H5: the hand in a row, selected cards raised (its jokers' faces in ``lang``);
    ``caption`` (lines split on newlines, wrapped to the width) in green (ok), red or grey."""
    cards = card_list(cards)
    if not isinstance(caption, str):
        raise GoujiTypeError("H1", f"a caption is text, not {short_repr(caption)}", "说明应为文字")
    if width is not None and (isinstance(width, bool) or not isinstance(width, int) or width < 1):
        raise GoujiTypeError(
            "H1", f"a width is a number of pixels, not {short_repr(width)}", "宽度应为像素数"
        )
    chosen: object = selected
    if isinstance(chosen, (str, bytes)) or not isinstance(chosen, Collection):
        raise GoujiTypeError(
            "H1",
            f"the selection is a set of card indexes, not {short_repr(chosen)}",
            "选中应为牌的编号",
        )
    row = max(1, len(cards))
    widest = max((text_width(line, 12) for line in caption.splitlines()), default=0.0)
    size = width or int(max(240, 16 + STEP * (row - 1) + CARD_WIDTH, 16 + widest))
    lines = [part for line in caption.splitlines() for part in wrap(line, size - 16, 12) or [line]]
    shapes: list[Shape] = []
    for i, card in enumerate(cards):
        x = 8 + i * STEP
        y = 10 if i in selected else 22
        edge = "#f9a825" if i in selected else "#757575"
        shapes.append(
            Rect(x, y, CARD_WIDTH, CARD_HEIGHT, "#ffffff", edge, 2 if i in selected else 1, 4)
        )
        colour = card_colour(card)
        for n, line in enumerate(card_face(card, lang)):  # rank bold, then suit or 王, BJ/SJ
            if line:
                shapes.append(Text(x + 4, y + 11 + 15 * n, line, 12, colour, "left", n != 1))
    colour = "#616161" if ok is None else (OK if ok else REFUSED)
    for n, line in enumerate(lines):  # a line per "\n" and per wrap
        y = 22 + CARD_HEIGHT + 18 + 18 * n
        shapes.append(Text(8, y, line, 12, colour, "left", ok is not None))
    height = 22 + CARD_HEIGHT + 14 + 18 * max(1, len(lines))
    return Scene(size, height, tuple(shapes), "#ffffff", "Gouji hand")
