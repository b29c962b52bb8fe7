"""TableView driven without a browser: its scene, one canvas message per redraw, reloads (T1-T3)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from ipycanvas import canvas as ipycanvas_module

from gouji_learn.engine import RandomBot, Round
from gouji_learn.scene import TableInfo, t, table_scene
from gouji_learn.widgets import TableView


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[object]]:
    """Every message the canvas manager sends to the front end."""
    messages: list[object] = []
    monkeypatch.setattr(
        ipycanvas_module._CANVAS_MANAGER, "send", lambda *args, **kwargs: messages.append(args)
    )
    yield messages


def advanced(actions: int = 30) -> Round:
    state = Round("linyi", seed=4)
    bots = [RandomBot(seat) for seat in range(6)]
    while len(state.history) < actions:
        seat = state.to_act
        assert seat is not None
        state.apply(bots[seat].act(state.view(seat), state.legal_actions()))
    return state


@pytest.mark.rule("T1", "T3", "F8")
def test_the_view_draws_the_scene_of_the_round_for_its_viewer(sent: list[object]) -> None:
    state = advanced()
    view = TableView(state, viewer=3)
    assert view.scene == table_scene(TableInfo.from_round(state, viewer=3))
    assert view.scene is not None and len(view.scene.find(t("cards_hidden"))) == 5
    assert len(sent) == 1  # one message for the whole drawing
    assert (view.width, view.height) == (880, 880)  # sharp: two device pixels a scene pixel
    assert view.layout.max_width == "440px" and view.layout.width == "100%"  # scales down


@pytest.mark.rule("T1")
def test_each_redraw_is_one_message_and_a_reload_draws_again(sent: list[object]) -> None:
    view = TableView(size=360)
    assert view.scene is None and not sent
    view.show_round(advanced(10))
    view.show_round(advanced(20))
    assert len(sent) == 2
    view._redraw()  # what on_client_ready calls when a page reloads
    assert len(sent) == 3


@pytest.mark.rule("T3")
def test_switching_language_redraws_in_chinese(sent: list[object]) -> None:
    view = TableView(advanced(), viewer=0)
    view.set_lang("zh")
    assert view.scene is not None
    assert view.scene.find("逆时针") and not view.scene.find("counter-clockwise")
    assert len(sent) == 2


def test_a_click_reports_drawing_pixels_on_the_sharp_canvas() -> None:
    view = TableView(advanced(), size=300)
    clicks: list[tuple[float, float]] = []
    view.on_click(lambda x, y: clicks.append((x, y)))
    view._handle_frontend_event(view, {"event": "mouse_down", "x": 400, "y": 100}, [])
    assert clicks == [(200, 50)] and view.width == 600


def test_the_picture_is_the_drawing_titled_with_one_line() -> None:
    state = advanced()
    view = TableView(state, viewer=3)
    picture = view.picture()
    assert picture.shapes == view.scene.shapes  # type: ignore[union-attr]
    assert picture.title == f"Table of a Linyi (临沂) round — seat {state.to_act} to act"
    assert TableView().picture().texts() == ["An empty Gouji table"]
