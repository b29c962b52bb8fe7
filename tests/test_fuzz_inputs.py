"""Issue 9: every public function of the rules core, the engine's record functions and every
widget handler, fed odd input by hypothesis, meets only the package's errors, fast."""

from __future__ import annotations

import inspect
from typing import Any

import pytest
from fuzz_support import CARDS, ODD, examples, only_package_errors
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import gouji_learn.rules as rules_core
from gouji_learn import Card, RuleSet
from gouji_learn.engine import (
    GameRecord,
    Round,
    RoundRecord,
    play_game,
    play_out,
    record_of,
    replay,
    simulate_round,
)
from gouji_learn.engine.core import read_carry
from gouji_learn.rules.cards import match_cards
from gouji_learn.scene import picker_scene, t
from gouji_learn.widgets import CardPicker, PlayRound, ReplayViewer, SceneCanvas, TableView, draw

FUNCTIONS = {
    name: getattr(rules_core, name)
    for name in rules_core.__all__
    if inspect.isfunction(getattr(rules_core, name))
}
EXTRA = {
    "Card": Card,
    "Card.from_text": Card.from_text,
    "RuleSet.preset": RuleSet.preset,
    "RuleSet.from_json": RuleSet.from_json,
    "match_cards": match_cards,
}
FUZZ = settings(
    max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def arity(function: Any) -> tuple[int, int]:
    """How many positional arguments ``function`` needs and takes."""
    params = [
        p
        for p in inspect.signature(function).parameters.values()
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
    ]
    needed = sum(p.default is p.empty for p in params)
    return needed, len(params)


@pytest.mark.parametrize("name", sorted({**FUNCTIONS, **EXTRA}))
@FUZZ
@given(data=st.data())
def test_public_rules_functions_meet_only_package_errors(name: str, data: st.DataObject) -> None:
    function = {**FUNCTIONS, **EXTRA}[name]
    needed, most = arity(function)
    count = data.draw(st.integers(min_value=needed, max_value=most), label="arguments")
    args = [data.draw(st.one_of(ODD, CARDS), label=f"arg{i}") for i in range(count)]
    result = only_package_errors(lambda: function(*args))
    if inspect.isgenerator(result):
        only_package_errors(lambda: list(result))


@FUZZ
@example(changes={"two_beat_one": [[]]})  # unhashable members were a TypeError
@given(
    changes=st.dictionaries(
        st.sampled_from([o.name for o in RuleSet.options()] + ["nope"]), ODD, max_size=3
    )
)
def test_rule_set_options_meet_only_package_errors(changes: dict[str, Any]) -> None:
    known = {name: value for name, value in changes.items() if name != "nope"}
    only_package_errors(lambda: RuleSet(**known))  # an unknown keyword is Python's TypeError
    only_package_errors(lambda: RuleSet.preset("linyi").replace(**changes))


# ---------------------------------------------------------------------- the engine's functions

ENGINE_CALLS = {
    "replay": lambda a, b: replay(a),
    "record_of": lambda a, b: record_of(a),
    "play_out": lambda a, b: play_out(a, b),
    "simulate_round": lambda a, b: simulate_round(a, b if not isinstance(b, int) else [b]),
    # a valid number of rounds plays them (a second or more): one at most here
    "play_game": lambda a, b: play_game("qingdao", 1, None, min(a, 1) if type(a) is int else a),
    "RoundRecord.from_json": lambda a, b: RoundRecord.from_json(a),
    "GameRecord.from_json": lambda a, b: GameRecord.from_json(a),
    "read_carry": lambda a, b: read_carry(a),
}


@pytest.mark.parametrize("name", sorted(ENGINE_CALLS))
@FUZZ
@given(first=ODD, second=ODD)
def test_engine_record_functions_meet_only_package_errors(
    name: str, first: Any, second: Any
) -> None:
    only_package_errors(lambda: ENGINE_CALLS[name](first, second))


# ---------------------------------------------------------------------- widget handlers

_WIDGETS: dict[str, Any] = {}


def play_round() -> PlayRound:
    """One PlayRound for the whole run, dealt again when its round is over."""
    p = _WIDGETS.get("play")
    if p is None or p.state.is_over:
        p = _WIDGETS["play"] = PlayRound("linyi", seed=len(_WIDGETS), seat=1)
    assert isinstance(p, PlayRound)
    return p


def viewer_record() -> RoundRecord:
    """A record that loads but stops replaying at step 30 (a seat not to act)."""
    record = _WIDGETS.get("record")
    if record is None:
        played = simulate_round("tongsu", seed=2)
        actions = list(played.actions)
        actions[30] = actions[30]._replace(seat=(actions[30].seat + 2) % 6)
        record = _WIDGETS["record"] = RoundRecord(
            played.rules, played.seed, tuple(actions), (), (0, 0)
        )
    assert isinstance(record, RoundRecord)
    return record


def viewer() -> ReplayViewer:
    v = _WIDGETS.get("replay")
    if v is None:
        v = _WIDGETS["replay"] = ReplayViewer(viewer_record())
    assert isinstance(v, ReplayViewer)
    return v


def one_friendly_line(line: str) -> None:
    assert "Traceback" not in line and "\n" not in line and line.strip(), line
    line.encode("utf-8")


TEXT = st.one_of(
    ODD,
    st.text(max_size=30),
    st.sampled_from(["PLAY", "pass", "BURN", "revolt", "5 5", "\ud800 5"]),
)


@FUZZ
@given(kind=TEXT, cards=TEXT, lang=ODD)
def test_play_round_handlers_never_show_a_traceback(kind: Any, cards: Any, lang: Any) -> None:
    p = play_round()
    only_package_errors(lambda: p.act(kind, cards))
    one_friendly_line(p.messages[-1])
    p._on_button(kind)  # a button the widget does not know: nothing happens
    for button in p.buttons.values():
        p._on_button(button)
        one_friendly_line(p.messages[-1])
    p._on_hint(kind)
    one_friendly_line(p.messages[-1])
    only_package_errors(lambda: p.hint(lang))
    only_package_errors(lambda: setattr(p, "lang", lang))
    assert p.lang in ("en", "zh")
    assert p.picker.rules == p.state.rules


@FUZZ
@given(value=TEXT, cards=st.one_of(ODD, CARDS), index=ODD, lang=ODD)
def test_card_picker_handlers_never_show_a_traceback(
    value: Any, cards: Any, index: Any, lang: Any
) -> None:
    picker = _WIDGETS.setdefault("picker", CardPicker("3 5 5 5 10 10 2 SJ BJ", to_beat="4 4"))
    picker._on_text({"new": value, "owner": picker.text_input})
    if isinstance(value, str):
        picker.text_input.value = value
        picker.text_input.value.encode("utf-8")
    picker._on_rules({"new": value})
    picker._on_toggle(
        {"owner": index, "new": bool(index) if not isinstance(index, float) else True}
    )
    picker._on_clear(value)
    for call in (
        lambda: picker.select(cards),
        lambda: picker.toggle(index),
        lambda: setattr(picker, "to_beat", cards),
        lambda: setattr(picker, "rules", value),
        lambda: setattr(picker, "lang", lang),
        lambda: picker.deal(index, index),
        lambda: picker.set_hand(cards),
    ):
        only_package_errors(call)
    assert picker.lang in ("en", "zh")
    picker.verdict.html(picker.lang).encode("utf-8")
    if not picker.hand:
        picker.set_hand("3 5 5 5 10 10 2 SJ BJ")


@FUZZ
@given(step=ODD, lang=ODD)
def test_replay_viewer_handlers_never_show_a_traceback(step: Any, lang: Any) -> None:
    v = viewer()
    only_package_errors(lambda: v.go(step))
    v._on_next(step)
    v._on_prev(step)
    if isinstance(step, int) and not isinstance(step, bool) and abs(step) < 10**6:
        v.slider.value = step
    only_package_errors(lambda: setattr(v, "lang", lang))
    assert v.step == v.slider.value <= v.replayable == 30
    assert v.table.state == v.state
    one_friendly_line(v.message.value)


@FUZZ
@given(
    kwargs=st.dictionaries(
        st.sampled_from(["state", "viewer", "lang", "size", "names"]), ODD, max_size=3
    )
)
def test_table_view_arguments_meet_only_package_errors(kwargs: dict[str, Any]) -> None:
    view = only_package_errors(lambda: TableView(**kwargs))
    if view is not None:
        only_package_errors(lambda: view.set_lang(kwargs.get("lang", "zh")))
        only_package_errors(lambda: view.show_round(kwargs.get("state", Round("qingdao", seed=1))))


DRAWING_CALLS = {
    "t": lambda a, b: t(a, b),
    "picker_scene": lambda a, b: picker_scene(a, b),
    "picker_scene caption": lambda a, b: picker_scene([], (), None, a, b),
    "draw": lambda a, b: draw(a, b),
    "SceneCanvas": lambda a, b: SceneCanvas(a, b),
}


@pytest.mark.parametrize("name", sorted(DRAWING_CALLS))
@FUZZ
@given(first=st.one_of(ODD, CARDS), second=ODD)
def test_drawing_functions_meet_only_package_errors(name: str, first: Any, second: Any) -> None:
    only_package_errors(lambda: DRAWING_CALLS[name](first, second))


@FUZZ
@given(hand=st.one_of(ODD, CARDS), rules=ODD, to_beat=st.one_of(ODD, CARDS), lang=ODD)
def test_card_picker_arguments_meet_only_package_errors(
    hand: Any, rules: Any, to_beat: Any, lang: Any
) -> None:
    only_package_errors(lambda: CardPicker(hand, rules, to_beat, lang))


@settings(FUZZ, max_examples=examples(30))
@given(rules=ODD, seed=ODD, seat=ODD, lang=ODD, bots=ODD)
def test_play_round_arguments_meet_only_package_errors(
    rules: Any, seed: Any, seat: Any, lang: Any, bots: Any
) -> None:
    only_package_errors(lambda: PlayRound(rules, seed, seat, lang, bots))


@settings(FUZZ, max_examples=examples(30))
@given(lang=ODD, viewer=ODD, size=ODD)
def test_replay_viewer_arguments_meet_only_package_errors(
    lang: Any, viewer: Any, size: Any
) -> None:
    record = viewer_record()
    only_package_errors(lambda: ReplayViewer(record, lang, viewer, size))
