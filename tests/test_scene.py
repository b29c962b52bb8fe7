"""The scene layer: what the table and hand drawings show, tested without a browser."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gouji_learn import parse_cards
from gouji_learn.engine import RandomBot, Round
from gouji_learn.engine.state import Phase
from gouji_learn.scene import (
    Circle,
    Line,
    Polygon,
    Scene,
    SeatInfo,
    TableInfo,
    Text,
    picker_scene,
    seat_position,
    t,
    table_scene,
)
from gouji_learn.scene.card_row import card_face, card_label, fill_lines, wrap
from gouji_learn.scene.export import PICTURES
from gouji_learn.scene.table_scene import ALLIANCE_COLOURS, TO_ACT, _play_text
from gouji_learn.scene.words import TEXT

DOCS = Path(__file__).resolve().parents[1] / "docs"


def played(seed: int = 2, actions: int = 40) -> Round:
    state = Round("qingdao", seed)
    bots = [RandomBot(seat) for seat in range(6)]
    while len(state.history) < actions and not state.is_over:
        seat = state.to_act
        assert seat is not None
        state.apply(bots[seat].act(state.view(seat), state.legal_actions()))
    return state


@pytest.mark.rule("T3")
def test_seats_run_counter_clockwise_with_the_viewer_at_the_bottom() -> None:
    for viewer in range(6):
        points = [seat_position(seat, 400, viewer) for seat in range(6)]
        assert points[viewer][1] == pytest.approx(max(y for _, y in points))
        angles = [math.atan2(200 - y, x - 200) for x, y in points]  # y up, as seen
        steps = [(angles[(s + 1) % 6] - angles[s]) % (2 * math.pi) for s in range(6)]
        assert all(step == pytest.approx(math.pi / 3) for step in steps)  # +60°: anticlockwise


@pytest.mark.rule("T1", "T2")
def test_the_table_colours_alliances_and_joins_opposites() -> None:
    scene = table_scene(TableInfo.from_round(Round(seed=1)))
    discs = [s for s in scene.shapes if isinstance(s, Circle) and s.fill in ALLIANCE_COLOURS]
    seat_discs = [d for d in discs if d.radius > 10]
    assert len(seat_discs) == 6
    assert sum(d.fill == ALLIANCE_COLOURS[0] for d in seat_discs) == 3
    dashed = [s for s in scene.shapes if isinstance(s, Line) and s.dash]
    joins = [line for line in dashed if math.dist(*line.points) > scene.width / 2]
    assert len(joins) == 3 and len(dashed) == 4  # seat s joined to s+3, and the legend's sample
    for line in joins:
        (x1, y1), (x2, y2) = line.points
        assert (x1 + x2) / 2 == pytest.approx(scene.width / 2)
        assert (y1 + y2) / 2 == pytest.approx(scene.height / 2)
    assert any(isinstance(s, Polygon) and len(s.points) == 6 for s in scene.shapes)
    assert scene.find("counter-clockwise")


@pytest.mark.rule("F8", "T1")
def test_a_viewer_sees_only_its_own_count() -> None:
    state = played()
    mine = table_scene(TableInfo.from_round(state, viewer=0))
    assert mine.find(t("cards", n=len(state.hands[0])))
    assert len(mine.find(t("cards_hidden"))) == 5
    everyone = table_scene(TableInfo.from_round(state))
    assert not everyone.find(t("cards_hidden"))


@pytest.mark.rule("T1", "T3")
def test_each_label_sits_beyond_its_corner_with_the_count_after_the_name() -> None:
    scene = table_scene(TableInfo.from_round(Round(seed=1), viewer=0))
    middle = (scene.width / 2, scene.height / 2)
    for seat in range(6):
        (name,) = scene.find(f"Seat {seat}") if seat else scene.find("You")
        count = min(scene.find("cards"), key=lambda c: math.dist((c.x, c.y), (name.x, name.y)))
        assert name.align == "right" and count.align == "left" and count.x == name.x + 6
        disc = seat_position(seat, scene.width, 0)
        assert math.dist(disc, middle) + 40 < math.dist((name.x, name.y), middle)
    assert scene.find("alliance 0") and scene.find("counter-clockwise")
    small = table_scene(TableInfo.from_round(Round(seed=1), viewer=0), size=360)
    assert not small.find("alliance") and len(small.find("? cards")) == 5  # no room for a key


@pytest.mark.rule("F2", "F4")
def test_the_current_trick_and_the_seat_to_act_are_drawn() -> None:
    state = played()
    assert state.phase is Phase.PLAY
    scene = table_scene(TableInfo.from_round(state))
    last = state.trick.last_play
    if last is not None:
        assert scene.find(" ".join(card.label for card in last.cards))
    assert sum(isinstance(s, Circle) and s.fill == TO_ACT for s in scene.shapes) == 1


@pytest.mark.rule("E1")
def test_finished_players_show_their_place_in_both_languages() -> None:
    state = played(actions=10_000)
    assert state.is_over
    english = table_scene(TableInfo.from_round(state), "en")
    chinese = table_scene(TableInfo.from_round(state, lang="zh"), "zh")
    assert english.find("头科") and chinese.find("头科")
    assert chinese.find("逆时针") and not chinese.find("counter-clockwise")


@pytest.mark.rule("S4")
def test_a_free_man_is_named_beside_his_seat_before_his_place_is_known() -> None:
    """Tongsu art. 32: seat 0, stuck through seat 1's 诈烧, sits out as a 自由人 (not a 落)."""
    state = Round.position(
        ["K K 3", "A A 5 3", "3", "6 3", "7 3", "8 3"], "tongsu", leader=0, opened=range(6)
    )
    state.do("K K", "pass until 1", "burn A A", "pass until end")
    assert state.view(3).freed == (0,) and not state.is_over
    for lang, width, words in (
        ("en", 440, "free (自由人)"),
        ("en", 300, "free"),
        ("zh", 300, "自由人"),
    ):
        texts = " · ".join(
            table_scene(TableInfo.from_round(state, 3, lang=lang), lang, width).texts()
        )
        assert texts.count(words) == 1, texts


@pytest.mark.rule("H1")
def test_the_hand_scene_raises_the_selection_and_colours_the_caption() -> None:
    cards = parse_cards("3 5h 5s BJ")
    scene = picker_scene(cards, {1, 3}, True, "one play\nsecond line")
    faces = [s for s in scene.shapes if isinstance(s, Text) and s.text in ("5", "大")]
    assert {f.fill for f in faces} == {"#c62828", "#212121"}  # 5♥ and 大王 red, 5♠ black
    captions = [s for s in scene.shapes if isinstance(s, Text) and "line" in s.text]
    assert [c.text for c in captions] == ["second line"] and captions[0].bold
    assert picker_scene(cards, (), None, "x").find("x")[0].fill == "#616161"


@pytest.mark.rule("H1")
def test_a_caption_wider_than_the_picture_wraps() -> None:
    long = "one play " * 12
    scene = picker_scene(parse_cards("3 4"), (), True, long, width=300)
    lines = scene.find("one play")
    assert len(lines) > 1 and " ".join(line.text for line in lines) == long.strip()
    assert wrap("一手牌：三张五", 40, 12) == ["一手牌", "：三张", "五"]  # CJK breaks anywhere
    assert wrap("四人乱缠 (four-way play)", 130, 12) == ["四人乱缠", "(four-way play)"]
    assert fill_lines(["to act", "passed", "opened 开点"], 110, 11, " · ") == [
        "to act · passed",
        "opened 开点",
    ]
    assert fill_lines(["far too wide for it"], 10, 11) == ["far too wide for it"]


@given(st.text(max_size=60), st.integers(1, 300))
def test_wrapping_keeps_every_character_but_the_spaces_at_its_breaks(text: str, width: int) -> None:
    lines = wrap(text, width, 12)
    assert "".join("".join(lines).split()) == "".join(text.split())
    assert all(line == line.strip() and line for line in lines)


@pytest.mark.rule("F2", "C3")
def test_a_long_play_is_counted_by_rank_on_its_plate() -> None:
    cards = tuple(parse_cards("10s 10h 10c 10d 2s BJ BJ"))
    assert _play_text(cards[:2], 200) == "10♠ 10♥"
    assert _play_text(cards, 150) == "10 10 10 10 2 BJ BJ"
    assert _play_text(cards, 90) == "10×4 2 BJ×2"
    assert _play_text(cards, 250, lang="zh") == "10♠ 10♥ 10♣ 10♦ 2♠ 大王BJ 大王BJ"
    assert _play_text(cards, 190, lang="zh") == "10 10 10 10 2 大王BJ 大王BJ"
    assert _play_text(cards, 120, lang="zh") == f"10×4 2 {card_label(cards[-1], 'zh')}×2"
    assert card_label(cards[0]) == card_label(cards[0], "zh") == "10♠"
    assert _play_text(cards, 60, 120, "zh") == "10×4 2 大王BJ×2"  # past its room, within reach
    assert _play_text(cards, 60, 80, "zh") == "10×4 2 BJ×2"  # C3: BJ still tells the jokers


@pytest.mark.rule("C3")
def test_a_joker_is_written_once_in_each_language() -> None:
    """C3: BJ/SJ in English, 大王/小王 in Chinese; a Chinese drawing adds the mark that needs
    no CJK font to the one word (大王BJ), an English card face prints BJ alone."""
    big, small = parse_cards("BJ SJ")
    assert (big.name("en"), small.name("en"), big.name("zh"), small.name("zh")) == (
        "BJ",
        "SJ",
        "大王",
        "小王",
    )
    assert [card_label(c, "en") for c in (big, small)] == ["BJ", "SJ"]
    assert [card_label(c, "zh") for c in (big, small)] == ["大王BJ", "小王SJ"]
    assert card_face(big, "en") == ("BJ",) and card_face(small, "zh") == ("小", "王", "SJ")
    english = picker_scene([big, small], lang="en").texts()
    assert english == ["BJ", "SJ"] and not any("王" in text for text in english)


@pytest.mark.rule("E1", "F3", "R2")
def test_a_compact_table_says_its_statuses_shortly_and_a_wide_one_with_glosses() -> None:
    """On small tables (PlayRound's board) a status loses its gloss, a place its pinyin."""
    seats = (
        SeatInfo(0, "Seat 0", 0, place=0),
        SeatInfo(1, "Seat 1", 20, opened=True),
        SeatInfo(2, "Seat 2", 20, revolted=True, out_of_play=True),
        *(SeatInfo(seat, f"Seat {seat}", 20) for seat in (3, 4, 5)),
    )
    info = TableInfo(seats, four_way=True)
    wide, small = table_scene(info, "en", 440), table_scene(info, "en", 300)
    for words in (
        "头科 tóukē",
        "first out",
        "opened 开点",
        "revolted 革命",
        "四人乱缠 (four-way play)",
    ):
        assert " ".join(wide.texts()).count(words) == 1 and words not in " ".join(small.texts())
    assert small.find("头科 1st out") and small.find("opened") and small.find("four-way")
    assert {"revolted", "out"} <= set(small.texts())  # a side column's two lines
    chinese = table_scene(info, "zh", 300).texts()
    assert "头科" in chinese and "开点" in chinese and "革命 · 出局" in chinese


def test_a_compact_side_seat_puts_its_name_over_its_count() -> None:
    """'Seat 1  20 cards' is wider than a side column at 300 px: the name goes over the count."""
    info = TableInfo(tuple(SeatInfo(seat, f"Seat {seat}", 20) for seat in range(6)))
    small = table_scene(info, "en", 300)
    for seat in range(6):
        (name,) = small.find(f"Seat {seat}")
        count = min(small.find("20 cards"), key=lambda c: math.dist((c.x, c.y), (name.x, name.y)))
        if seat in (0, 3):  # top and bottom: side by side, as on a wide table
            assert count.y == name.y and count.x == name.x + 6
        else:
            assert count.x == name.x and count.y == name.y + 14


def test_the_corners_words_go_to_the_bottom_when_a_seats_label_reaches_the_top() -> None:
    """At 300 px the upper-left seat's four lines leave no room for a two-line phase above."""
    busy = SeatInfo(4, "Seat 4", None, to_act=True, revolted=True)
    seats = tuple(busy if seat == 4 else SeatInfo(seat, f"Seat {seat}", 20) for seat in range(6))
    quiet = tuple(SeatInfo(seat, f"Seat {seat}", 20) for seat in range(6))
    moved = table_scene(TableInfo(seats, phase="charge the point"), "en", 300)
    kept = table_scene(TableInfo(quiet, phase="charge the point"), "en", 300)
    assert [line.y for line in moved.find("charge") + moved.find("the point")] == [271, 286]
    assert [line.y for line in kept.find("charge") + kept.find("the point")] == [14, 29]


def test_every_text_key_has_both_languages_and_the_same_fields() -> None:
    for key, (english, chinese) in TEXT.items():
        assert english and chinese, key
        fields = sorted(f.split("}")[0] for f in english.split("{")[1:])
        assert fields == sorted(f.split("}")[0] for f in chinese.split("{")[1:]), key


def test_svg_is_well_formed_and_escapes_text() -> None:
    scene = Scene(50, 20, (Text(5, 5, "<&>"),))
    root = ElementTree.fromstring(scene.to_svg())
    assert root.tag.endswith("svg")
    assert any(el.text == "<&>" for el in root.iter() if el.tag.endswith("text"))


@pytest.mark.parametrize("name", sorted(PICTURES))
def test_readme_pictures_are_drawn_by_the_package(name: str) -> None:
    """Golden files: docs/*.svg are what `python -m gouji_learn.scene.export docs` draws."""
    assert (DOCS / name).read_text(encoding="utf-8") == PICTURES[name]().to_svg()
