"""Issue 9 regressions: the small helpers refuse odd input with the package's own errors."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gouji_learn import (
    Card,
    CardError,
    GoujiError,
    GoujiTypeError,
    Rank,
    RuleSetError,
    format_cards,
    gouji_minimum,
    new_shoe,
    parse_cards,
    place_name,
    resolve_rules,
)
from gouji_learn.engine import RecordError
from gouji_learn.rules.errors import MAX_MESSAGE

ODD_CALLS: dict[str, tuple[Callable[[], object], type[Exception], str]] = {
    "place_name(6) was IndexError": (lambda: place_name(6), ValueError, "E1"),
    "place_name(-1) answered 大落": (lambda: place_name(-1), ValueError, "E1"),
    "place_name(True)": (lambda: place_name(True), ValueError, "E1"),
    "gouji_minimum(14) was AttributeError": (lambda: gouji_minimum(14), TypeError, "G1"),  # type: ignore[arg-type]
    'new_shoe("yes") was KeyError': (lambda: new_shoe("yes"), TypeError, "C1"),  # type: ignore[arg-type]
    'Card(Rank.FIVE, "s") was accepted': (lambda: Card(Rank.FIVE, "s"), ValueError, "C3"),  # type: ignore[arg-type]
    "format_cards([5]) was AttributeError": (lambda: format_cards([5]), TypeError, "C3"),  # type: ignore[list-item]
    'format_cards("5 5")': (lambda: format_cards("5 5"), TypeError, "C3"),  # type: ignore[arg-type]
}


@pytest.mark.rule("E1", "G1", "C1", "C3")
@pytest.mark.parametrize("case", list(ODD_CALLS))
def test_helper_odd_input_raises_a_gouji_error(case: str) -> None:
    call, kind, rule = ODD_CALLS[case]
    with pytest.raises(GoujiError) as info:
        call()
    assert isinstance(info.value, kind)
    assert info.value.rule == rule
    assert info.value.en and info.value.zh
    assert len(str(info.value)) <= MAX_MESSAGE + 10


@pytest.mark.rule("E1")
def test_place_name_still_names_all_six_places() -> None:
    assert place_name(0, "zh") == "头科"
    assert place_name(5, "zh") == "大落"


@pytest.mark.rule("C3")
def test_bad_card_text_of_100000_characters_gives_a_bounded_message() -> None:
    with pytest.raises(CardError) as info:
        parse_cards("x" * 100_000)
    assert len(str(info.value)) <= MAX_MESSAGE + 10
    assert len(info.value.message("zh")) <= MAX_MESSAGE + 10
    assert len(info.value.token) <= 60
    assert "is not a card" in str(info.value)  # the explanation survives the cut


@pytest.mark.rule("C3")
def test_card_with_a_bad_suit_never_fails_later_in_repr() -> None:
    with pytest.raises(CardError, match="Suit"):
        Card(Rank.FIVE, "s")  # type: ignore[arg-type]


def test_rule_set_error_and_record_error_carry_a_code() -> None:
    with pytest.raises(RuleSetError) as info:
        resolve_rules("beijing")
    assert info.value.rule == "RULESET"
    assert RecordError("bad").rule == "RECORD"
    assert RecordError("bad", field="seed").field == "seed"
    assert "seed" in str(RecordError("bad", field="seed"))


def test_every_gouji_error_has_a_rule_and_a_bounded_message() -> None:
    error = GoujiError("", "x" * 10_000, "字" * 10_000)
    assert error.rule
    assert len(error.en) <= MAX_MESSAGE and len(error.zh) <= MAX_MESSAGE
    assert issubclass(GoujiTypeError, TypeError) and issubclass(GoujiTypeError, GoujiError)
