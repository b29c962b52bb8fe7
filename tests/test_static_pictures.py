"""Every widget carries a still picture and one line of text; no live widget holds a closed one.

(a) each widget class's display bundle: ``image/svg+xml`` (parses, small, deterministic) and a
one-line ``text/plain`` in the chosen language; (b) every widget output stored in the notebooks
carries its picture; (c) an HTML export that prefers SVG shows the drawings; (d) reload safety:
after playing, no displayed widget tree holds a closed widget and canvases draw again on a new
page (ipycanvas ``client_ready``).
"""

from __future__ import annotations

import base64
import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import ipywidgets as widgets
import pytest
from ipycanvas import canvas as ipycanvas_module
from ipywidgets.widgets import widget as widget_module

from gouji_learn import set_language
from gouji_learn.engine import Round, simulate_round
from gouji_learn.engine.actions import ActionKind
from gouji_learn.exercises import questions
from gouji_learn.exercises.kinds import PickCards
from gouji_learn.exercises.progress_view import ProgressView
from gouji_learn.exercises.puzzle_trainer import PuzzleTrainer
from gouji_learn.exercises.widget import QuestionWidget
from gouji_learn.rules.cards import format_cards
from gouji_learn.scene.card_row import text_width
from gouji_learn.scene.export import stack, text_scene, wrap
from gouji_learn.scene.shapes import Polygon
from gouji_learn.widgets import CardPicker, PlayRound, ReplayViewer, TableView
from gouji_learn.widgets.canvas import PIXEL_RATIO, SceneCanvas
from gouji_learn.widgets.coach_panels import CoachPanel, ReviewPanel
from gouji_learn.widgets.picture import Pictured

ROOT = Path(__file__).resolve().parents[1]
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
SVG = "image/svg+xml"
MAX_SVG = 60_000
"""The largest picture stored for one widget (characters): the table is about 8,000."""
HTML_PRIORITY = ["image/svg+xml", "text/html", "text/plain"]


def first_question(kind: type, table: bool = False) -> Any:
    """The first question of a kind (with a table when asked) in the chapters' banks."""
    return next(
        q
        for chapter in range(1, 16)
        for q in questions(chapter)
        if isinstance(q, kind) and (not table or q.state() is not None)
    )


FACTORIES: dict[str, Callable[[], Pictured]] = {
    "TableView": lambda: TableView(Round("qingdao", seed=1), viewer=0),
    "TableView-empty": lambda: TableView(),
    "CardPicker": lambda: CardPicker("3 5 5 5 2 SJ BJ Q Q Q K K", to_beat="4 4 4"),
    "PlayRound": lambda: PlayRound(seat=0, seed=1),
    "PlayRound-coach": lambda: PlayRound(seat=2, seed=3, coach=True),
    "ReplayViewer": lambda: ReplayViewer(simulate_round("qingdao", seed=3), coach=True),
    "CoachPanel": lambda: CoachPanel(lambda: (Round("qingdao", seed=1), 0)),
    "ReviewPanel": lambda: ReviewPanel(simulate_round("linyi", seed=2), 1, lambda step: None),
    "QuestionWidget-table": lambda: QuestionWidget(first_question(object, table=True)),
    "QuestionWidget-picker": lambda: QuestionWidget(first_question(PickCards)),
    "PuzzleTrainer": lambda: PuzzleTrainer(),
    "ProgressView": lambda: ProgressView(),
}
"""One of every widget class a notebook shows (and the panels they hold)."""


@pytest.fixture(autouse=True)
def home(learner_home: Path) -> Iterator[None]:
    """Progress goes to a throw-away home; the language is English again afterwards."""
    yield
    set_language("en")


def bundle(widget: Pictured) -> dict[str, Any]:
    return widget._repr_mimebundle_()


def svg_root(text: str) -> ET.Element:
    root = ET.fromstring(text)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    return root


# (a) every widget's bundle --------------------------------------------------------------------


RUN_NOTE = {"en": " (run the notebook to use it)", "zh": "（运行笔记本即可使用）"}


@pytest.mark.parametrize("lang", sorted(RUN_NOTE))
@pytest.mark.parametrize("name", sorted(FACTORIES))
def test_every_widget_bundle_has_a_small_svg_and_one_meaningful_line(name: str, lang: str) -> None:
    set_language(lang)
    widget = FACTORIES[name]()
    data = bundle(widget)
    assert WIDGET_VIEW in data  # JupyterLab with a kernel still shows the live widget
    root = svg_root(data[SVG])
    assert int(root.get("width", "0")) > 0 and int(root.get("height", "0")) > 0
    assert len(data[SVG]) < MAX_SVG
    assert "<image" not in data[SVG] and "@font-face" not in data[SVG]  # nothing embedded
    assert not re.search(r'\bid="', data[SVG])  # no random ids: the picture is deterministic
    assert data[SVG] == bundle(widget)[SVG]
    line = data["text/plain"]
    assert "\n" not in line and line.endswith(RUN_NOTE[lang]) and len(line) < 160
    assert "children=" not in line and type(widget).__name__ not in line  # words, not a repr
    title = root.find("{http://www.w3.org/2000/svg}title")
    assert title is not None and title.text
    assert line.startswith(title.text[:40])  # the picture's title is the line
    assert bool(re.match("[\u4e00-\u9fff]", line)) == (lang == "zh")  # its language


def test_the_picture_is_the_state_shown_now() -> None:
    picker = CardPicker("3 5 5 5 2 SJ BJ Q Q Q K K")
    before = bundle(picker)
    assert "selected: none" in before["text/plain"]
    picker.select("Q Q Q")
    after = bundle(picker)
    assert "selected: Q Q Q — One play: 3 queens" in after["text/plain"]
    assert after[SVG] != before[SVG] and "3 queens" in after[SVG]
    assert after[SVG].count('stroke="#f9a825"') == 3  # the three selected cards are raised


def test_the_table_line_names_the_rulebook_and_who_is_to_act() -> None:
    state = Round("linyi", seed=4)
    line = bundle(TableView(state))["text/plain"]
    assert line == (
        f"Table of a Linyi (临沂) round — seat {state.to_act} to act (run the notebook to use it)"
    )


def test_the_chinese_edition_says_its_line_in_chinese() -> None:
    set_language("zh")
    data = bundle(PlayRound(seat=0, seed=1))
    line = data["text/plain"]
    assert line.startswith("以0号打青岛够级——轮到你了。")
    assert line.endswith("（运行笔记本即可使用）")
    assert "预点" in line  # the hand is hidden while 预点 is declared: the line says why
    assert "你" in data[SVG] and "You" not in data[SVG]  # the drawing speaks Chinese too
    assert bundle(TableView())["text/plain"] == "空的够级牌桌（运行笔记本即可使用）"


@pytest.mark.parametrize(("lang", "small", "big"), [("en", "SJ", "BJ"), ("zh", "小王", "大王")])
def test_jokers_are_written_once_and_told_apart_without_a_cjk_font(
    lang: str, small: str, big: str
) -> None:
    """C3: a joker is one word on a button and in a line (小王 SJ read as two cards); the
    drawing's card faces still carry SJ/BJ, which need no CJK font."""
    set_language(lang)
    picker = CardPicker("SJ BJ 3", lang=lang)
    assert [b.description for b in picker.buttons] == ["3", small, big]
    picker.select("SJ BJ")
    data = bundle(picker)
    assert f"{small} {big}" in picker.verdict_html.value and f"{small} {big}" in data["text/plain"]
    assert "SJ SJ" not in data["text/plain"] and "小王 SJ" not in data["text/plain"]
    assert ">SJ</text>" in data[SVG] and ">BJ</text>" in data[SVG]


def test_pictures_are_stacked_scenes_and_wrapped_text() -> None:
    top = text_scene(["One line", "A second, much longer line that needs wrapping " * 3], 200)
    assert len(top.texts()) > 2 and all(text_width(t, 13) <= 184 for t in top.texts())
    assert (
        " ".join(top.texts()[1:]) == ("A second, much longer line that needs wrapping " * 3).strip()
    )
    assert wrap("一二三四五六七八九十", 60) == [
        "一二三四",
        "五六七八",
        "九十",
    ]  # CJK breaks anywhere
    table = TableView(Round("qingdao", seed=1)).picture()
    both = stack([top, table], "Both")
    assert (both.width, both.height, both.title) == (440, top.height + 440, "Both")
    moved = both.shapes[len(top.shapes) + 2]  # under the two backgrounds: the table's first shape
    assert isinstance(moved, Polygon) and isinstance(table.shapes[0], Polygon)
    assert moved.points[0] == (
        table.shapes[0].points[0][0],
        table.shapes[0].points[0][1] + top.height,
    )


# (d) reload safety ----------------------------------------------------------------------------


def referenced(widget: widgets.Widget) -> Iterator[widgets.Widget]:
    """The widgets a widget's synced traits name (children, layout, style, canvas manager...)."""
    for name in widget.keys:
        value = getattr(widget, name, None)
        for item in value if isinstance(value, (list, tuple)) else (value,):
            if isinstance(item, widgets.Widget):
                yield item


def tree(widget: widgets.Widget) -> Iterator[widgets.Widget]:
    """A displayed widget and every widget below it, each once."""
    seen: set[int] = set()
    todo = [widget]
    while todo:
        current = todo.pop()
        if id(current) not in seen:
            seen.add(id(current))
            yield current
            todo.extend(referenced(current))


def closed_in(widget: widgets.Widget) -> list[str]:
    """What in the widget's tree is closed (``comm`` None): a reloaded page cannot rebuild it."""
    return [repr(w)[:60] for w in tree(widget) if w.comm is None]


def play_ten(game: PlayRound) -> None:
    """Ten learner actions, cards chosen through the picker (toggled off and on first)."""
    for _ in range(10):
        assert game.your_turn
        legal = game.state.legal_actions()
        action = next((a for a in legal if a.kind is ActionKind.PLAY and a.cards), legal[0])
        if action.cards:
            game.picker.toggle(0)
            game.picker.clear()
            game.picker.select(format_cards(action.cards))
        assert game.act(action.kind)


def test_after_playing_no_displayed_widget_holds_a_closed_widget() -> None:
    game = PlayRound(seat=0, seed=5)
    picker = CardPicker()
    picker.deal(seed=2, seat=1)
    play_ten(game)
    for seed in range(3):
        picker.set_hand(Round("qingdao", seed=seed).dealt[seed][:20])
        picker.select(format_cards(picker.hand[:3]))
    assert len(game.log_lines) >= 10
    for shown in (game, picker):
        assert not closed_in(shown)
    live = list(widget_module._instances.values())  # every widget a reloaded page rebuilds
    holders = [w for w in live if w.comm is not None and any(r.comm is None for r in referenced(w))]
    assert not holders, f"live widgets naming a closed one: {holders[:3]}"


def client_ready(canvas: SceneCanvas) -> None:
    """What ipycanvas receives when a page (re)builds the canvas's view."""
    canvas._handle_frontend_event(canvas, {"event": "client_ready"}, [])


def test_every_canvas_draws_again_on_a_new_page(canvas_messages: list[object]) -> None:
    sent = canvas_messages
    game = PlayRound(seat=0, seed=5)
    play_ten(game)
    canvases = [w for w in tree(game) if isinstance(w, SceneCanvas)]
    assert len(canvases) == 2  # the table and the picker's drawing
    for canvas in canvases:
        scene = canvas.scene
        sent.clear()
        ipycanvas_module._CANVAS_MANAGER._current_canvas = canvas  # the old page's last canvas
        client_ready(canvas)
        assert len(sent) == 1 and canvas.scene is scene  # one message: the same drawing again
        assert ipycanvas_module._CANVAS_MANAGER._current_canvas is canvas  # named anew
        assert canvas.width == PIXEL_RATIO * canvas.size[0]
    sent.clear()
    client_ready(TableView())  # nothing shown yet: nothing to send
    assert not sent


# (b) stored notebooks, (c) HTML export --------------------------------------------------------

NOTEBOOKS = sorted(
    path.relative_to(ROOT).as_posix()
    for folder in ("notebooks", "notebooks/zh", "exercises", "exercises/zh")
    for path in (ROOT / folder).glob("*.ipynb")
)


def widget_outputs(path: Path) -> list[dict[str, Any]]:
    notebook = json.loads(path.read_text(encoding="utf-8"))
    return [
        output.get("data", {})
        for cell in notebook["cells"]
        for output in cell.get("outputs", [])
        if WIDGET_VIEW in output.get("data", {})
    ]


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_every_stored_widget_output_carries_its_picture(notebook: str) -> None:
    for data in widget_outputs(ROOT / notebook):
        assert SVG in data, (
            f"{notebook}: a widget output without its picture ({data['text/plain']})"
        )
        svg_root("".join(data[SVG]))
        assert "\n" not in "".join(data["text/plain"]).strip()


def test_an_html_export_preferring_svg_shows_the_drawings() -> None:
    nbconvert = pytest.importorskip("nbconvert")
    from traitlets.config import Config

    path = ROOT / "notebooks" / "00_start_here.ipynb"
    shown = widget_outputs(path)
    if not shown or SVG not in shown[0]:
        pytest.skip("run notebooks/execute.py on 00_start_here first")
    config = Config()
    config.NbConvertBase.display_data_priority = HTML_PRIORITY
    html, _ = nbconvert.HTMLExporter(config=config).from_filename(str(path))
    encoded = re.findall(r'<img[^>]* src="data:image/svg\+xml;base64,([^"]+)"', html)
    pictures = [base64.b64decode(text).decode("utf-8") for text in encoded]
    assert len(pictures) >= len(shown)
    for picture in pictures:
        svg_root(picture)
    titles = " ".join(pictures)
    for widget in ("Table of a Qingdao (青岛) round", "Card picker", "Play a Qingdao", "Replay of"):
        assert f"<title>{widget}" in titles
