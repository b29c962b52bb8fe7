"""Issue 9 regressions: every record kind is read by one validating reader; whatever a
classmate's file holds, loading and replaying it raises RecordError naming the field."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import pytest

from gouji_learn import GoujiTypeError, parse_cards
from gouji_learn.engine import (
    GameRecord,
    RecordError,
    Round,
    RoundRecord,
    play_game,
    record_of,
    replay,
    simulate_round,
)
from gouji_learn.engine.core import read_carry
from gouji_learn.engine.reading import MAX_RECORD_CHARS
from gouji_learn.rules.errors import MAX_MESSAGE
from gouji_learn.widgets import PlayRound

Change = Callable[[dict[str, Any]], None]


def game_text() -> str:
    """A game of two rounds: its second round carries what the first left (X, O1)."""
    return play_game("qingdao", seed=5, rounds=2).to_json()


def round_text() -> str:
    return simulate_round("qingdao", seed=3).to_json()


def changed(text: str, change: Change) -> str:
    data = json.loads(text)
    change(data)
    return json.dumps(data, ensure_ascii=False)


def refused(
    text: str, field: str, reader: Callable[[str], object] = RoundRecord.from_json
) -> RecordError:
    """``text`` is refused fast with a RecordError naming ``field``, in both languages."""
    start = time.perf_counter()
    with pytest.raises(RecordError) as info:
        reader(text)
    assert time.perf_counter() - start < 1.0
    error = info.value
    assert error.rule == "RECORD"
    assert error.field.startswith(field), (error.field, field)
    assert len(error.en) <= MAX_MESSAGE and len(error.zh) <= MAX_MESSAGE
    assert error.zh != error.en
    return error


@pytest.mark.rule("O2")
def test_deep_nesting_was_recursion_error() -> None:
    refused("[" * 100_000 + "]" * 100_000, "record")
    refused('{"format": 1, "rules": ' + "[" * 50 + "]" * 50 + "}", "record")


@pytest.mark.rule("O2", "C1")
def test_seed_infinity_was_overflow_error() -> None:
    text = round_text().replace('"seed": 3', '"seed": Infinity')
    assert "Infinity" in text
    refused(text, "record")
    for seed in (1.5, "abc", None, True, 10**30, [3]):
        refused(changed(round_text(), lambda d, s=seed: d.__setitem__("seed", s)), "seed")


@pytest.mark.rule("O2", "X1")
@pytest.mark.parametrize(
    ("change", "field"),
    [
        (
            lambda d: d["rounds"][1]["carry"].__setitem__("declarations", ["none"] * 5),
            "rounds[1].carry.declarations",
        ),
        (lambda d: d["rounds"][1]["carry"]["stuck"].append([1, 2, 3]), "rounds[1].carry.stuck["),
        (lambda d: d["rounds"][1]["carry"]["burns"].append([1, 2]), "rounds[1].carry.burns["),
        (
            lambda d: d["rounds"][1]["carry"].__setitem__("finish_order", [0, 1]),
            "rounds[1].carry.finish_order",
        ),
        (
            lambda d: d["rounds"][1]["carry"].__setitem__("last_place", 99),
            "rounds[1].carry.last_place",
        ),
        (lambda d: d["rounds"][1]["carry"]["opened"].append(99), "rounds[1].carry.opened"),
        (lambda d: d["rounds"][1]["carry"].__setitem__("sweep", 1), "rounds[1].carry.sweep"),
        (
            lambda d: d["rounds"][1]["carry"]["burns"].append([1, 4, "won"]),
            "rounds[1].carry.burns[",
        ),
    ],
)
def test_carry_with_a_wrong_length_list_or_seat_99_was_index_error(
    change: Change, field: str
) -> None:
    refused(changed(game_text(), change), field, GameRecord.from_json)


@pytest.mark.rule("O2", "T1")
def test_action_of_seat_99_was_index_error() -> None:
    text = changed(round_text(), lambda d: d["actions"][0].__setitem__(1, 99))
    refused(text, "actions[0][1]")
    refused(changed(round_text(), lambda d: d["actions"][0].__setitem__(1, -1)), "actions[0][1]")
    refused(changed(round_text(), lambda d: d.__setitem__("leader", 99)), "leader")


def scripted(hands: list[str]) -> str:
    record = record_of(Round.from_hands(hands, "qingdao", leader=0))
    return record.to_json()


@pytest.mark.rule("O2", "C1")
def test_a_records_own_deal_was_never_checked_against_the_shoe() -> None:
    fair = ["3 4 5", "6 7 8", "9 10 J", "Q K A", "2 2", "BJ SJ"]
    assert RoundRecord.from_json(scripted(fair)).deal is not None
    five_jokers = changed(scripted(fair), lambda d: d["deal"].__setitem__(5, "BJ BJ BJ BJ BJ"))
    assert "C1" in str(refused(five_jokers, "deal"))
    seventeen_fives = changed(scripted(fair), lambda d: d["deal"].__setitem__(0, "5 " * 17))
    refused(seventeen_fives, "deal")
    five_hands = changed(scripted(fair), lambda d: d["deal"].pop())
    refused(five_hands, "deal")
    suited = changed(scripted(fair), lambda d: d["deal"].__setitem__(0, "5s 5s 5s 5s 5s"))
    refused(suited, "deal")  # four decks hold four 5♠
    dealt = [[c.text() for c in hand] for hand in Round("tongsu", seed=1).dealt]
    short = [s for s in range(6) if len(dealt[s]) == 32]  # 196 cards: 33, 33, 33, 33, 32, 32
    assert len(short) == 2
    dealt[short[0]].append(dealt[short[1]].pop())  # 33 and 31: not dealt round
    tongsu = json.loads(record_of(Round.from_hands(fair, "tongsu")).to_json())
    tongsu["deal"] = [" ".join(hand) for hand in dealt]
    assert "round" in str(refused(json.dumps(tongsu), "deal"))


@pytest.mark.rule("O2", "C1")
def test_a_20_kb_record_holding_20000_fives_is_refused_fast() -> None:
    fair = ["3 4 5", "6 7 8", "9 10 J", "Q K A", "2 2", "BJ SJ"]
    text = changed(scripted(fair), lambda d: d["deal"].__setitem__(0, "5" * 20_000))
    assert len(text) > 20_000
    refused(text, "deal[0]")
    spaced = changed(scripted(fair), lambda d: d["deal"].__setitem__(0, "5 " * 10_000))
    refused(spaced, "deal")


@pytest.mark.rule("O2")
def test_a_10_mb_record_is_refused_unread() -> None:
    text = round_text()
    big = text[:-1] + ', "padding": "' + "x" * 10_000_000 + '"}'
    assert len(big) > MAX_RECORD_CHARS
    start = time.perf_counter()
    error = refused(big, "record")
    assert time.perf_counter() - start < 0.1
    assert "1,000,000" in error.en


@pytest.mark.rule("O2", "P1", "E1")
def test_stored_scores_100_100_were_trusted() -> None:
    text = changed(round_text(), lambda d: d.__setitem__("scores", [100, 100]))
    error = refused(text, "scores")
    assert "[100, 100]" in error.en
    swapped = changed(round_text(), lambda d: d["finish_order"].reverse())
    refused(swapped, "finish_order")
    refused(
        changed(game_text(), lambda d: d["rounds"][0].__setitem__("scores", [9, -9])),
        "rounds[0].scores",
        GameRecord.from_json,
    )


@pytest.mark.rule("O2")
def test_a_record_that_does_not_replay_names_the_action() -> None:
    text = changed(
        round_text(), lambda d: d["actions"][4].__setitem__(1, (d["actions"][4][1] + 1) % 6)
    )
    error = refused(text, "actions[4]")
    assert "action 5" in error.en and "F2" in error.en


@pytest.mark.rule("O2")
def test_unknown_fields_rules_and_kinds_are_named() -> None:
    refused(changed(round_text(), lambda d: d.__setitem__("colour", "red")), "colour")
    refused(changed(round_text(), lambda d: d.__setitem__("rules", {"x" * 5000: 1})), "rules")
    refused(changed(round_text(), lambda d: d.__setitem__("rules", [1])), "rules")
    refused(
        changed(round_text(), lambda d: d["actions"][0].__setitem__(0, "X" * 9000)), "actions[0][0]"
    )
    refused(changed(round_text(), lambda d: d.__setitem__("format", 1.0)), "format")
    refused(changed(round_text(), lambda d: d.__setitem__("format", True)), "format")
    refused(
        changed(game_text(), lambda d: d["rounds"][1].__setitem__("rules", {"short_shoe": True})),
        "rounds[1].rules",
        GameRecord.from_json,
    )


@pytest.mark.rule("O2")
@pytest.mark.parametrize("odd", [None, 5, b"\xff\xfe", ["{}"], "", "null", "[]", '"text"', "{}"])
def test_what_is_not_a_record_text_is_refused(odd: Any) -> None:
    for reader in (RoundRecord.from_json, GameRecord.from_json):
        with pytest.raises(RecordError):
            reader(odd)
    with pytest.raises(RecordError):
        replay(odd)
    with pytest.raises(RecordError):
        read_carry(odd)


@pytest.mark.rule("C1")
@pytest.mark.parametrize("seed", [None, 1.5, "abc", True])
def test_simulate_round_and_play_game_refuse_a_seed_that_is_not_an_int(seed: Any) -> None:
    with pytest.raises(GoujiTypeError, match="seed"):
        simulate_round("qingdao", seed)
    with pytest.raises(GoujiTypeError, match="seed"):
        play_game("qingdao", seed, rounds=1)


@pytest.mark.rule("O2")
@pytest.mark.parametrize("preset", ["qingdao", "linyi", "tongsu", "irvine"])
def test_every_record_the_package_saves_loads_and_replays(preset: str) -> None:
    saved = [simulate_round(preset, 8)]
    game = play_game(preset, seed=8, rounds=3)
    assert GameRecord.from_json(game.to_json()) == game
    saved += list(game.rounds)
    p = PlayRound(preset, seed=8, seat=1)
    saved.append(p.record())  # a round cut off mid-way
    for _ in range(3):
        if p.your_turn:
            p.act(
                p.state.legal_actions()[0].kind,
                " ".join(c.text() for c in p.state.legal_actions()[0].cards) or None,
            )
    saved.append(p.record())
    state = Round.from_hands(
        ["3 4 5", "6 7 8", "9 10 J", "Q K A", "2 2", "BJ SJ"], preset, leader=2
    )
    state.apply(state.legal_actions()[0])
    saved.append(record_of(state))
    for record in saved:
        again = RoundRecord.from_json(record.to_json())
        assert again == record
        assert replay(again) == replay(record)


@pytest.mark.rule("O2")
def test_a_carry_round_trips_through_its_reader() -> None:
    game = play_game("linyi", seed=2, rounds=2)
    carry = game.rounds[-1].carry
    assert carry is not None
    assert read_carry(carry.to_json()) == carry
    assert read_carry(json.loads(json.dumps(carry.to_json()))) == carry
    assert parse_cards("5")  # the rules core is untouched by a refused record


@pytest.mark.rule("O2", "E1", "K1")
def test_a_scripted_position_the_record_cannot_hold_is_refused_not_saved_wrong() -> None:
    hands = ["3 4 5", "6 7 8", "9 10 J", "Q K A", "", "BJ SJ"]
    state = Round.position(hands, "qingdao", leader=0, opened=[1], finished=[4])
    state.apply(state.legal_actions()[0])
    with pytest.raises(RecordError, match=r"Round\.position"):
        record_of(state)
    plain = Round.position([*hands[:4], "5", "BJ SJ"], "qingdao", leader=0)
    assert RoundRecord.from_json(record_of(plain).to_json()).deal is not None
