"""The one language setting changes what the package says, never what it stores or recreates."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from gouji_learn import (
    GoujiError,
    InvalidPlay,
    explain_beat,
    get_language,
    make_play,
    parse_cards,
    set_language,
)
from gouji_learn.engine import Round, simulate_round


@pytest.fixture
def chinese() -> Iterator[None]:
    """Chinese chosen for the test, English again after it."""
    set_language("zh")
    try:
        yield
    finally:
        set_language("en")


def english_forms() -> dict[str, str]:
    """Stored and recreating forms of a few objects, and the English half of a refusal."""
    record = simulate_round("irvine", seed=3)
    state = Round.from_hands(["Q Q Q 5 3", "K K K 6 3", "7 7 3", "A A A 8 3", "9 9 3", "10 3"])
    with pytest.raises(InvalidPlay) as refused:
        make_play("5 10 10")
    return {
        "record": record.to_json(),
        "card": repr(parse_cards("BJ")[0]),
        "play": repr(make_play("SJ 5 5 5")),
        "action": repr(state.legal_actions()[0]),
        "refusal": refused.value.en,
        "verdict": explain_beat("K", "Q").en,
    }


def test_records_reprs_and_english_texts_do_not_follow_the_language() -> None:
    english = english_forms()
    set_language("zh")
    try:
        chinese = english_forms()
    finally:
        set_language("en")
    assert chinese == english


def test_the_language_is_chosen_once_and_a_call_can_override_it() -> None:
    verdict = explain_beat("K", "Q")
    assert get_language() == "en"
    set_language("zh")
    try:
        assert verdict.text() == verdict.text("zh") != verdict.text("en")
        with pytest.raises(GoujiError, match="LANG"):
            set_language("fr")
        assert get_language() == "zh"
    finally:
        set_language("en")
    assert verdict.text() == verdict.text("en")


def test_what_is_said_follows_the_language(chinese: None) -> None:
    state = Round.from_hands(["Q Q Q 5 3", "K K K 6 3", "7 7 3", "A A A 8 3", "9 9 3", "10 3"])
    assert state.do("Q Q Q").situation() == state.situation("zh") != state.situation("en")
    assert str(explain_beat("K", "Q")) == explain_beat("K", "Q").text("zh")
    assert make_play("SJ 5 5 5").describe() == make_play("SJ 5 5 5").describe("zh")
