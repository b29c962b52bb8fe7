"""CardPicker, headless: buttons, typed cards, rulebook dropdown, verdict (H, G, K, B) and drawing.

Handlers are driven by setting widget values (as the front end does) or called directly: ipywidgets'
Button.click() would swallow their exceptions.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import ipycanvas.canvas as ipycanvas_canvas
import pytest

from gouji_learn import (
    Card,
    CardError,
    GoujiError,
    InvalidPlay,
    PlayKind,
    RuleSet,
    RuleSetError,
    format_cards,
    parse_cards,
    sort_cards,
)
from gouji_learn.engine import ActionKind, Phase, Round
from gouji_learn.scene.shapes import Rect, Text
from gouji_learn.widgets.picker import CardPicker, PickerVerdict, caption_width

HAND = "3 5 5 5 2 SJ BJ Q Q Q K"


@pytest.fixture
def picker() -> CardPicker:
    return CardPicker(HAND)


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Any]]:
    """Every message the canvas manager sends (one per redraw when held)."""
    messages: list[Any] = []
    manager = ipycanvas_canvas._CANVAS_MANAGER
    original = manager.send

    def counting(*args: Any, **kwargs: Any) -> Any:
        messages.append(args)
        return original(*args, **kwargs)

    monkeypatch.setattr(manager, "send", counting)
    yield messages


def press(picker: CardPicker, *indexes: int) -> None:
    """Click these card buttons (their value flips, as in the browser)."""
    for i in indexes:
        button = picker.buttons[i]
        button.value = not button.value


def press_text(picker: CardPicker, text: str) -> None:
    """Press the buttons of the cards ``text`` names, one by one (first matching free button)."""
    for card in parse_cards(text):
        i = next(
            i
            for i, c in enumerate(picker.hand)
            if c.rank is card.rank and not picker.buttons[i].value
        )
        press(picker, i)


def text_of(picker: CardPicker) -> str:
    return format_cards(picker.selection)


# the widget -----------------------------------------------------------------------------------


@pytest.mark.rule("C2", "C3")
def test_one_button_per_card_sorted_and_grouped_by_rank(picker: CardPicker) -> None:
    labels = ["3", "5", "5", "5", "Q", "Q", "Q", "K", "2", "SJ", "BJ"]
    assert [b.description for b in picker.buttons] == labels
    assert picker.hand == sort_cards(parse_cards(HAND))
    groups = picker._cards_box.children
    assert [len(g.children) for g in groups] == [1, 3, 3, 1, 1, 1, 1]
    assert all("card-group" in g._dom_classes for g in groups)
    assert all("card-btn" in b._dom_classes for b in picker.buttons)
    assert "card-joker-big" in picker.buttons[-1]._dom_classes
    assert "card-joker-small" in picker.buttons[-2]._dom_classes
    assert "picker-rules" in picker.rules_dropdown._dom_classes
    assert "picker-input" in picker.text_input._dom_classes
    assert "picker-verdict" in picker.verdict_html._dom_classes
    assert "picker-canvas" in picker.canvas._dom_classes


@pytest.mark.rule("C3")
def test_red_suits_are_marked_and_black_are_not() -> None:
    picker = CardPicker("5h 5s 10d Qc")
    red = ["card-red" in b._dom_classes for b in picker.buttons]
    assert [b.description for b in picker.buttons] == ["5♠", "5♥", "10♦", "Q♣"]
    assert red == [False, True, True, False]
    assert [b.tooltip for b in picker.buttons] == ["5s", "5h", "10d", "Qc"]


def test_an_empty_picker_and_nothing_selected() -> None:
    picker = CardPicker()
    assert picker.hand == [] and picker.buttons == [] and picker.selection == []
    verdict = picker.verdict
    assert verdict == PickerVerdict() and verdict.ok is None
    assert "Select cards" in picker.verdict_html.value
    assert CardPicker(lang="zh").verdict_html.value.count("选牌后即显示牌型") == 1


# one play or not (H1-H5) ------------------------------------------------------------------------


@pytest.mark.rule("H1", "G1", "K2")
def test_clicking_three_fives_makes_one_play(picker: CardPicker) -> None:
    press(picker, 1, 2, 3)
    assert text_of(picker) == "5 5 5"
    verdict = picker.verdict
    assert verdict.play is not None and verdict.error is None
    assert verdict.play.kinds == (PlayKind.SET,)
    assert verdict.gouji is not None and not verdict.gouji.ok and verdict.gouji.rules == ("G1",)
    assert verdict.opens is not None and not verdict.opens.ok and verdict.opens.rules[0] == "K2"
    assert verdict.beats is None and verdict.ok is True
    assert verdict.rule_ids == ("H1", "G1", "K2")
    html = picker.verdict_html.value
    assert "One play: 3 fives (set of one rank) (H1)" in html
    assert "is not a gouji hand" in html and "(G1)" in html
    assert "cannot open the point" in html
    press(picker, 2)
    assert text_of(picker) == "5 5" and picker.verdict.play is not None
    assert picker.verdict.play.count == 2


@pytest.mark.rule("H1", "H2", "H3", "G2")
def test_kinds_tie_qian_and_gua_hua_in_both_languages(picker: CardPicker) -> None:
    press_text(picker, "5 5 2")
    play = picker.verdict.play
    assert play is not None and play.kinds == (PlayKind.SET, PlayKind.TIE_QIAN)
    assert "H2" in picker.verdict.rule_ids
    press_text(picker, "SJ")
    verdict = picker.verdict
    assert verdict.play is not None
    assert verdict.play.kinds == (PlayKind.SET, PlayKind.TIE_QIAN, PlayKind.GUA_HUA)
    assert verdict.gouji is not None and verdict.gouji.ok and verdict.gouji.rules == ("G2",)
    assert {"H1", "H2", "H3", "H4", "G2"} <= set(verdict.rule_ids)
    zh = verdict.html("zh")
    assert "一手牌：1个小花带3个五（一手牌、贴钱、挂花）" in zh
    assert "够级牌？" in zh and "挂花的牌都算够级牌" in zh
    picker.lang = "zh"
    assert picker.verdict_html.value == zh


@pytest.mark.rule("H1")
def test_a_single_card_is_a_single(picker: CardPicker) -> None:
    press(picker, 0)
    play = picker.verdict.play
    assert play is not None and play.kinds == (PlayKind.SINGLE,)
    assert "单张" in picker.verdict.text("zh")


@pytest.mark.rule("H1")
def test_different_ranks_are_not_one_play_with_the_rule_and_sentence(picker: CardPicker) -> None:
    press_text(picker, "3 5")
    verdict = picker.verdict
    assert verdict.play is None and isinstance(verdict.error, InvalidPlay)
    assert verdict.error.rule == "H1" and verdict.ok is False
    assert verdict.gouji is None and verdict.opens is None and verdict.beats is None
    assert "Not one play: H1: cards of different ranks (3 and 5) are not one play" in (
        picker.verdict_html.value
    )
    assert "不是一手牌：H1: 点数不同的牌（三和五）不算一手牌" in verdict.text("zh")


@pytest.mark.rule("H5")
def test_mixed_jokers_cite_h5(picker: CardPicker) -> None:
    press_text(picker, "SJ BJ")
    verdict = picker.verdict
    assert verdict.play is not None and verdict.play.small_jokers == 2
    assert verdict.rule_ids[:3] == ("H1", "H3", "H5")


# gouji and opening (G1-G3, K2) ------------------------------------------------------------------


@pytest.mark.rule("G1", "G3", "K2")
def test_three_queens_are_a_pure_gouji_hand_that_opens(picker: CardPicker) -> None:
    picker.select("Q Q Q")
    verdict = picker.verdict
    assert verdict.gouji is not None and verdict.gouji.ok
    assert verdict.gouji.rules == ("G1", "G3")
    assert verdict.opens is not None and verdict.opens.ok and verdict.opens.rules[0] == "K2"
    assert "is a pure gouji hand" in picker.verdict_html.value
    assert "纯够级牌" in verdict.text("zh") and "可以开点" in verdict.text("zh")


@pytest.mark.rule("G1", "K2")
def test_a_big_joker_is_gouji_but_does_not_open_in_qingdao(picker: CardPicker) -> None:
    picker.select("BJ")
    verdict = picker.verdict
    assert verdict.gouji is not None and verdict.gouji.ok
    assert verdict.opens is not None and not verdict.opens.ok
    assert "大花" in verdict.opens.zh


# beating (B1-B6) --------------------------------------------------------------------------------


@pytest.mark.rule("B1", "B2", "B3")
def test_beats_the_play_to_beat_with_rule_ids() -> None:
    picker = CardPicker(HAND, to_beat="4 4 4")
    picker.select("5 5 5")
    verdict = picker.verdict
    assert verdict.to_beat is not None and format_cards(verdict.to_beat.cards) == "4 4 4"
    assert verdict.beats is not None and verdict.beats.ok and verdict.beats.rules == ("B2",)
    assert "Beats 4 4 4? 3 fives beat 3 fours" in picker.verdict_html.value
    assert "管得住4 4 4吗？" in verdict.text("zh")
    picker.select("5 5")
    assert picker.verdict.beats is not None and not picker.verdict.beats.ok
    assert picker.verdict.beats.rules == ("B1",) and picker.verdict.ok is False
    picker.to_beat = "2 4 4"
    picker.select("SJ 5 5")
    beats = picker.verdict.beats
    assert beats is not None and beats.ok and "B3" in beats.rules
    picker.to_beat = None
    after = picker.verdict
    assert after.beats is None and after.ok is True


# the rulebook dropdown --------------------------------------------------------------------------


@pytest.mark.rule("H2")
def test_switching_the_dropdown_to_tongsu_forbids_tie_qian(picker: CardPicker) -> None:
    picker.select("2 5 5")
    assert picker.verdict.play is not None
    assert [value for _, value in picker.rules_dropdown.options] == [
        "qingdao",
        "linyi",
        "tongsu",
        "irvine",
    ]
    picker.rules_dropdown.value = "tongsu"
    assert picker.rules == RuleSet.preset("tongsu")
    assert text_of(picker) == "5 5 2"
    error = picker.verdict.error
    assert isinstance(error, InvalidPlay) and error.rule == "H2"
    assert "H2: this rulebook forbids 贴钱" in picker.verdict_html.value
    picker._on_rules({"new": "qingdao"})
    assert picker.rules == RuleSet() and picker.verdict.play is not None


@pytest.mark.rule("H2", "G1")
def test_setting_rules_moves_the_dropdown_and_custom_rules_get_an_entry(
    picker: CardPicker,
) -> None:
    picker.rules = "irvine"
    assert picker.rules_dropdown.value == "irvine"
    picker.select("2")
    assert picker.verdict.gouji is not None and not picker.verdict.gouji.ok  # irvine: two 2s
    custom = RuleSet().replace(tie_qian=False)
    picker.rules = custom
    assert picker.rules is custom and picker.rules_dropdown.value == "custom"
    assert picker.rules_dropdown.options[-1] == ("Custom rules", "custom")
    picker.rules_dropdown.value = "linyi"
    assert picker.rules == RuleSet.preset("linyi")
    picker.rules_dropdown.value = "custom"
    assert picker.rules is custom
    picker.rules = "qingdao"
    assert [v for _, v in picker.rules_dropdown.options][-1] == "irvine"
    with pytest.raises(RuleSetError):
        picker.rules = "nowhere"


@pytest.mark.rule("H2")
def test_the_play_to_beat_refused_by_the_new_rules_is_explained() -> None:
    picker = CardPicker(HAND, to_beat="4 4 2", rules="qingdao")
    picker.select("Q Q Q")
    assert picker.verdict.beats is not None and picker.verdict.beats.ok
    picker.rules_dropdown.value = "tongsu"
    verdict = picker.verdict
    assert verdict.beats is None and verdict.to_beat is None and verdict.ok is False
    assert verdict.to_beat_error is not None and verdict.to_beat_error.rule == "H2"
    assert "The play to beat (4 4 2) is not one play under these rules: H2" in verdict.text()


def test_a_bad_dropdown_value_never_raises(picker: CardPicker) -> None:
    picker.select("Q Q")
    picker._on_rules({"new": "nowhere"})
    assert isinstance(picker.verdict.input_error, RuleSetError)
    assert picker.rules == RuleSet() and text_of(picker) == "Q Q"


# typing cards (keyboard use) --------------------------------------------------------------------


@pytest.mark.rule("C3", "H3")
def test_typed_cards_select_them(picker: CardPicker) -> None:
    picker.text_input.value = "5 5 5 SJ"
    assert text_of(picker) == "5 5 5 SJ"
    assert [b.value for b in picker.buttons] == [
        False,
        True,
        True,
        True,
        False,
        False,
        False,
        False,
        False,
        True,
        False,
    ]
    assert picker.text_input.value == ""  # taken: ready for the next cards
    picker._on_text({"new": "钱 大王"})
    assert text_of(picker) == "2 BJ"


@pytest.mark.rule("C3")
def test_a_bad_typed_card_shows_a_friendly_message_and_keeps_the_selection(
    picker: CardPicker,
) -> None:
    picker.select("Q Q Q")
    picker.text_input.value = "5 X"  # must not raise
    assert text_of(picker) == "Q Q Q"
    error = picker.verdict.input_error
    assert isinstance(error, CardError) and error.token == "X"
    assert picker.verdict.play is not None  # the kept selection is still judged
    html = picker.verdict_html.value
    assert "Typed cards not taken: C3: &#x27;X&#x27; is not a card" in html
    assert "Traceback" not in html
    assert "输入的牌没有选上：C3: “X”不是牌" in picker.verdict.text("zh")
    assert picker.text_input.value == "5 X"  # left to be corrected
    press(picker, 4)
    assert picker.verdict.input_error is None


@pytest.mark.rule("C1")
def test_typed_cards_not_in_the_hand_are_refused(picker: CardPicker) -> None:
    picker._on_text({"new": "Q Q Q Q"})
    assert picker.selection == []
    error = picker.verdict.input_error
    assert isinstance(error, GoujiError) and error.rule == "C1"
    assert error.message() == "C1: Q not in this hand"
    assert error.message("zh") == "C1: 手里没有Q"
    with pytest.raises(GoujiError):
        picker.select("A")
    with pytest.raises(CardError):
        picker.select("5 X")


@pytest.mark.rule("C3")
def test_suited_typed_cards_take_that_card() -> None:
    picker = CardPicker("5s 5h 5d 5")
    picker.select("5h 5")
    assert [str(c) for c in picker.selection] == ["5", "5h"]
    picker.select([Card.from_text("5d")])
    assert [str(c) for c in picker.selection] == ["5d"]


# the Python API ---------------------------------------------------------------------------------


def test_toggle_clear_and_the_clear_button(picker: CardPicker) -> None:
    picker.toggle(5)
    picker.toggle(6)
    assert text_of(picker) == "Q Q" and picker.selected_indexes == [5, 6]
    picker.toggle(5)
    assert text_of(picker) == "Q"
    picker.clear()
    assert picker.selection == [] and not any(b.value for b in picker.buttons)
    picker.select("K")
    picker._on_clear(picker._clear_button)
    assert picker.selection == [] and picker.verdict == PickerVerdict()


def test_an_unknown_button_is_ignored(picker: CardPicker) -> None:
    picker._on_toggle({"owner": object(), "new": True})
    assert picker.selection == []


@pytest.mark.rule("C1")
def test_deal_gives_the_seats_36_cards() -> None:
    picker = CardPicker()
    picker.deal(seed=7, seat=4)
    assert len(picker.hand) == 36 == len(picker.buttons)
    assert picker.hand == sort_cards(Round(seed=7).dealt[4])
    assert picker.seat == 4 and picker.selection == [] and picker.to_beat is None
    picker.rules = "tongsu"
    picker.deal(seed=7, seat=0)
    assert len(picker.hand) in (32, 33)
    with pytest.raises(ValueError):
        picker.deal(seed=1, seat=6)


def test_set_hand_reuses_the_buttons_of_cards_still_held(picker: CardPicker) -> None:
    before = dict(zip(map(str, picker.hand), picker.buttons, strict=True))
    picker.select("Q Q")
    picker.set_hand("3 Q Q K 2 SJ BJ")
    assert picker.selection == [] and len(picker.buttons) == 7
    assert picker.buttons[0] is before["3"] and picker.buttons[-1] is before["BJ"]
    assert not any(b.value for b in picker.buttons)
    press(picker, 1)
    assert text_of(picker) == "Q"
    picker.set_hand(None)
    assert picker.buttons == [] and picker._cards_box.children == ()


def _follow_position(rules: str) -> Round:
    """A seeded round brought to a seat that must beat someone else's play."""
    state = Round(rules, seed=3)
    for _ in range(2000):
        trick = state.trick
        if (
            state.phase is Phase.PLAY
            and trick.last_play is not None
            and trick.last_seat != state.to_act
            and any(a.kind is ActionKind.PLAY for a in state.legal_actions())
        ):
            return state
        state.apply(state.legal_actions()[0])
    raise AssertionError("no following position")


@pytest.mark.rule("F2", "B1", "B2")
def test_follow_a_running_round() -> None:
    state = _follow_position("linyi")
    seat = state.to_act
    assert seat is not None
    picker = CardPicker(lang="zh")
    picker.follow(state, seat)
    assert picker.rules == state.rules and picker.rules_dropdown.value == "linyi"
    assert picker.hand == sort_cards(state.hands[seat].cards())
    assert picker.to_beat == state.trick.last_play and picker.seat == seat
    legal = next(a for a in state.legal_actions() if a.kind is ActionKind.PLAY)
    picker.select(list(legal.cards))
    verdict = picker.verdict
    assert verdict.beats is not None and verdict.beats.ok and verdict.ok is True
    assert "管得住" in picker.verdict_html.value
    picker.follow(state, seat)  # same hand: the selection stays
    assert picker.selection == sort_cards(legal.cards)
    state.apply(legal)
    picker.follow(state, seat)  # the cards played are gone; his own play is not to be beaten
    assert len(picker.hand) == len(state.hands[seat]) and picker.selection == []
    assert picker.to_beat is None
    with pytest.raises(ValueError):
        picker.follow(state, -1)


def test_observe_verdict_tells_each_change(picker: CardPicker) -> None:
    seen: list[PickerVerdict] = []
    picker.observe_verdict(seen.append)
    press(picker, 1)
    picker.select("Q Q")
    picker.rules_dropdown.value = "tongsu"
    picker.to_beat = "J J"
    picker.lang = "zh"  # a language switch is not a change of the verdict
    assert len(seen) == 4 and seen[-1] is picker.verdict
    assert [format_cards(v.cards) for v in seen] == ["5", "Q Q", "Q Q", "Q Q"]
    picker.unobserve_verdict(seen.append)
    picker.clear()
    assert len(seen) == 4


# languages --------------------------------------------------------------------------------------


def test_every_label_in_english_and_chinese() -> None:
    picker = CardPicker(HAND, lang="zh")
    assert picker.rules_dropdown.description == "规则"
    assert [label for label, _ in picker.rules_dropdown.options][:3] == ["青岛", "临沂", "通俗"]
    assert picker.text_input.placeholder.startswith("输入牌")
    assert picker._clear_button.description == "清除"
    assert "选牌" in picker._title.value
    picker.rules_dropdown.value = "linyi"
    picker.set_lang("en")
    assert picker.rules_dropdown.value == "linyi" and picker.rules == RuleSet.preset("linyi")
    assert picker.rules_dropdown.description == "Rulebook"
    assert picker.rules_dropdown.options[0] == ("Qingdao (青岛)", "qingdao")
    assert picker._clear_button.description == "Clear"
    assert picker.buttons[0].tooltip == "3"
    with pytest.raises(ValueError):
        CardPicker(lang="fr")


# drawing ----------------------------------------------------------------------------------------


def test_the_canvas_draws_the_selection_with_the_caption(picker: CardPicker) -> None:
    picker.select("Q Q Q")
    scene = picker.scene
    assert scene is not None
    assert sum(isinstance(s, Rect) for s in scene.shapes) == 3
    texts = [s.text for s in scene.shapes if isinstance(s, Text)]
    assert "One play: 3 queens (set of one rank) (H1)" in texts
    assert scene.width == picker.canvas.size[0] == 420
    assert picker.canvas.width == 2 * 420  # sharp: two device pixels a scene pixel
    assert picker.canvas.layout.max_width == "420px"  # never wider than drawn...
    assert picker.canvas.layout.width == "100%"  # ...and narrower in a narrow output
    picker.select("3 5")
    captions = [s for s in picker.scene.shapes if isinstance(s, Text)]  # type: ignore[union-attr]
    assert captions[-1].text == "Not one play (H1)" and captions[-1].fill == "#b3261e"


def test_a_long_caption_widens_the_canvas_until_the_next_hand(picker: CardPicker) -> None:
    picker.select("5 5 2 SJ")
    scene = picker.scene
    assert scene is not None
    caption = [s for s in scene.shapes if isinstance(s, Text)][-1].text
    assert caption.startswith("One play: 1 small joker carrying 3 fives")
    assert scene.width == caption_width(caption) > 420
    assert picker.canvas.layout.max_width == f"{scene.width}px"
    assert picker.canvas.width == 2 * scene.width
    picker.select("3")
    assert picker.scene is not None and picker.scene.width == scene.width  # no shrinking
    picker.set_hand("3 4")
    assert picker.scene is not None and picker.scene.width == 420


def test_each_redraw_sends_exactly_one_canvas_message(picker: CardPicker, sent: list[Any]) -> None:
    press(picker, 1)
    assert len(sent) == 1
    press(picker, 2, 3, 9)
    assert len(sent) == 4
    picker.select("Q Q Q")
    assert len(sent) == 5
    picker.text_input.value = "5 X"
    assert len(sent) == 6
    picker.rules_dropdown.value = "tongsu"
    assert len(sent) == 7
    picker.set_lang("zh")
    assert len(sent) == 8
    picker.clear()
    assert len(sent) == 9


def test_a_36_card_hand_click_is_one_message(sent: list[Any]) -> None:
    picker = CardPicker()
    picker.deal(seed=11, seat=2)
    sent.clear()
    for i in range(36):
        picker.toggle(i)
    assert len(sent) == 36 and len(picker.selection) == 36
    assert picker.scene is not None
    assert picker.canvas.layout.max_width == f"{picker.scene.width}px"
    assert picker.verdict.play is None and picker.verdict.error is not None


def test_a_new_hand_closes_the_old_buttons_and_their_rank_boxes_together() -> None:
    picker = CardPicker("3 5 5 K K BJ")
    old = {b.description: b for b in picker.buttons}
    groups = list(picker._cards_box.children)
    picker.set_hand("3 5 5 Q")
    assert old["3"] in picker.buttons and old["5"] in picker.buttons  # kept cards keep buttons
    assert old["K"].comm is None and old["BJ"].comm is None  # cards gone: closed...
    closed_boxes = [g for g in groups if g.comm is None]
    assert len(closed_boxes) == 2 and all(g not in picker._cards_box.children for g in closed_boxes)
    for group in picker._cards_box.children:  # ...and no live box still holds one
        assert group.comm is not None and all(b.comm is not None for b in group.children)


def test_the_picture_is_the_whole_hand_with_the_selection_raised_and_the_verdict() -> None:
    picker = CardPicker("3 5 5 5 K", to_beat="4 4 4")
    picker.select("5 5 5")
    picture = picker.picture()
    cards = [s for s in picture.shapes if isinstance(s, Rect)]
    assert len(cards) == 5 and [c.y for c in cards] == [22, 10, 10, 10, 22]
    assert picture.find("✔ Beats 4 4 4?")
    assert picture.title == (
        "Card picker — 5 cards, selected: 5 5 5 — One play: 3 fives (set of one rank) (H1)"
    )

def test_a_joker_button_follows_the_pickers_own_language() -> None:
    picker = CardPicker("BJ SJ 5 5", lang="zh")
    assert [b.description for b in picker.buttons] == ["5", "5", "小王", "大王"]
    picker.set_lang("en")
    assert [b.description for b in picker.buttons] == ["5", "5", "SJ", "BJ"]

