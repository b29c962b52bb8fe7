"""PlayRound and ReplayViewer, headless: handlers are called directly, drawings read as scenes."""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from html import escape

import pytest

from gouji_learn import GoujiError, RuleSet, format_cards
from gouji_learn.engine import (
    Action,
    ActionKind,
    HeuristicBot,
    Phase,
    RandomBot,
    Round,
    RoundRecord,
    replay,
    simulate_round,
)
from gouji_learn.engine.holding import Hand
from gouji_learn.rules.cards import Card, Rank, sort_cards
from gouji_learn.rules.catalog import describe_rule
from gouji_learn.scene.shapes import Text
from gouji_learn.scene.table_scene import TableInfo, table_scene
from gouji_learn.scene.words import t
from gouji_learn.widgets.picker import OK_COLOUR, REFUSED_COLOUR, CardPicker
from gouji_learn.widgets.picker import STYLE as PICKER_STYLE
from gouji_learn.widgets.play_round import LESSONS, PlayRound
from gouji_learn.widgets.replay import ReplayViewer, action_line

RULE_LINE = re.compile(r"^[A-Z]\d: \S")
"""One friendly line: a rule ID, a colon, words (never a traceback)."""
FRIENDLY = (t("your_turn"), t("your_turn", "zh"), "The round is over", "本回合结束", "作废", "void")


def first_legal(p: PlayRound) -> Action:
    return p.state.legal_actions()[0]


def take(p: PlayRound, action: Action) -> bool:
    """Do ``action`` as the learner would: select its cards in the picker, press the button."""
    if action.cards:
        p.picker.select(format_cards(action.cards))
        assert sorted(p.picker.selection) == sorted(action.cards)
    return p.act(action.kind)


def learner_turns(p: PlayRound) -> Iterator[None]:
    """Yield at each of the learner's turns, then take the first legal action, until the end."""
    while p.your_turn:
        yield
        if p.your_turn:  # the caller may have ended the round
            assert take(p, first_legal(p)), p.messages[-1]
    assert p.state.is_over


# ---------------------------------------------------------------------------------- PlayRound


@pytest.mark.rule("F1", "F2", "E3", "O2")
def test_a_whole_round_through_the_widget(preset: RuleSet) -> None:
    p = PlayRound(preset, seed=11, seat=1)
    assert p.your_turn and len(p.messages) == 1 and p.messages[0].startswith(t("your_turn"))
    turns = 0
    while not p.state.is_over:
        turns += 1
        before = len(p.log_lines)
        assert p.your_turn and p.messages[-1].startswith(t("your_turn"))
        assert take(p, first_legal(p)), p.messages[-1]
        assert len(p.log_lines) > before, "the learner's action is logged"
    assert turns > 5
    assert all(line.startswith(FRIENDLY) for line in p.messages)
    assert p.messages[-1].startswith("The round is over") or p.state.phase is Phase.VOID
    if p.state.phase is Phase.OVER:
        a, b = p.state.scores
        assert f"Scores {a} : {b}." in p.messages[-1] and "头科" in p.messages[-1]
    # the log holds every action, by seat name, in order; the record replays to the same state
    assert len(p.log_lines) == len(p.state.history)
    assert p.log_lines == [action_line(a, "en", 1) for a in p.state.history]
    assert "<ol reversed>" in p.log_html.value and "You: " in p.log_html.value
    record = p.record()
    assert isinstance(record, RoundRecord)
    assert replay(record).snapshot() == p.state.snapshot()
    # the round is over: every action button is off, and acting says so (E3)
    assert all(button.disabled for button in p.buttons.values())
    snapshot = p.state.snapshot()
    assert not p.act("PASS")
    assert p.messages[-1].startswith("E3: ") and p.state.snapshot() == snapshot


@pytest.mark.rule("F2", "Y1", "C1", "C3", "R1")
def test_illegal_attempts_show_one_line_and_change_nothing() -> None:
    p = PlayRound("irvine", seed=2, seat=0)  # irvine: no declarations, play starts at once
    attempts = [
        ("PLAY", "3 3 3"),  # 3s only as the last play (Y1) or not held (C1) or not legal now
        ("PLAY", "BJ BJ BJ BJ BJ"),  # not held: C1
        ("PLAY", "3 zz"),  # no such card: C3
        ("REVOLT", None),  # he holds a joker or a 2: R1 (issue 19: the rule before the phase)
    ]
    for kind, text in attempts:
        snapshot, log = p.state.snapshot(), list(p.log_lines)
        assert not p.act(kind, text)
        line = p.messages[-1]
        assert RULE_LINE.match(line), line
        assert "Traceback" not in line and "\n" not in line
        assert p.state.snapshot() == snapshot and p.log_lines == log
        assert p.refusal == line and line.split(":")[0] in refusal_shown(p)  # the red box
    assert p.messages[-1].startswith("R1: ")
    assert p.messages[2].startswith("C1: ")
    assert p.messages[3].startswith("C3: ")
    # an unknown kind is refused the same friendly way; an empty selection asks for cards
    assert not p.act("FLY")
    assert p.messages[-1] == t("unknown_action", kind="FLY") == p.refusal
    p.picker.clear()
    assert not p.act("PLAY")
    assert p.messages[-1] == t("select_first") and status_shown(p) == t("select_first")


@pytest.mark.rule("F1", "F2", "Y1")
def test_pass_on_a_lead_and_bad_plays_name_their_rule() -> None:
    seat = Round("irvine", seed=4).to_act  # the first leader (O1): he leads at once
    assert seat is not None
    p = PlayRound("irvine", seed=4, seat=seat)
    seen: set[str] = set()
    for _ in learner_turns(p):
        state = p.state
        if state.phase is not Phase.PLAY:
            continue
        snapshot = state.snapshot()
        if state.trick.last_play is None and "F1" not in seen:
            assert not p.act("PASS")
            assert p.messages[-1].startswith("F1: ")
            seen.add("F1")
        hand = state.hands[seat]
        threes = hand.count(Rank.THREE)
        if threes and len(hand) > threes and "Y1" not in seen:
            assert not p.act("PLAY", " ".join(["3"] * threes))
            assert p.messages[-1].startswith(("Y1: ", "B1: ", "B2: ", "B3: "))
            seen.add("Y1")
        assert p.state.snapshot() == snapshot
    assert {"F1", "Y1"} <= seen


@pytest.mark.rule("F2", "H1")
def test_typed_cards_and_any_suits_are_matched_to_the_legal_play() -> None:
    p = PlayRound("irvine", seed=5, seat=0)
    action = next(a for a in p.state.legal_actions() if a.kind is ActionKind.PLAY)
    text = format_cards([Card(card.rank) for card in action.cards])
    history = len(p.state.history)
    assert p.act("play", text), p.messages[-1]
    assert p.state.history[history] == action


@pytest.mark.rule("F8", "T1")
def test_the_table_never_shows_the_bots_cards(preset: RuleSet) -> None:
    p = PlayRound(preset, seed=3, seat=4)
    checked = 0
    for _ in learner_turns(p):
        state, scene = p.state, p.table.scene
        assert scene is not None and p.table.viewer == 4
        counts = state.view(4).counts
        texts = [shape.text for shape in scene.shapes if isinstance(shape, Text)]
        hidden = sum(count is None for count in counts)
        assert texts.count(t("cards_hidden")) == hidden
        assert t("cards", n=len(state.hands[4])) in texts
        # the drawing does not change when the other seats' hidden cards change
        other = copy.deepcopy(state)
        for seat in range(6):
            if seat != 4:
                other.hands[seat] = Hand([Card(Rank.THREE)] * len(state.hands[seat]))
        assert p.table.scene_of(other) == scene
        # the picker holds the learner's own hand
        hand = sort_cards(state.hands[4].cards()) if state.phase is not Phase.DECLARE_YU else []
        assert p.picker.hand == hand and p.picker.seat == 4
        checked += 1
        if checked > 12:
            break
    assert checked > 3
    # the log shows only public actions: the history, nothing of the bots' hands
    assert p.log_lines == [action_line(a, "en", 4) for a in p.state.history]


@pytest.mark.rule("F2", "O2")
def test_buttons_follow_the_legal_actions() -> None:
    p = PlayRound("qingdao", seed=7, seat=2)
    for steps, _ in enumerate(learner_turns(p), start=1):
        legal = {a.kind for a in p.state.legal_actions()}
        enabled = {kind for kind, button in p.buttons.items() if not button.disabled}
        assert enabled == legal
        for kind in legal:
            assert p.buttons[kind].layout.display != "none"
        assert all("action-btn" in b._dom_classes for b in p.buttons.values())
        assert not p.hint_button.disabled
        if steps == 6:
            break
    # a button press is a plain handler call: it does the action of its kind
    legal = {a.kind for a in p.state.legal_actions()}
    kind = ActionKind.PASS if ActionKind.PASS in legal else next(iter(legal - {ActionKind.PLAY}))
    history = len(p.state.history)
    p._on_button(p.buttons[kind])
    assert p.state.history[history].kind is kind


@pytest.mark.rule("F1", "F2")
def test_hint_lists_legal_plays() -> None:
    p = PlayRound("irvine", seed=8, seat=5)
    for _ in learner_turns(p):
        legal = p.state.legal_actions()
        p._on_hint()
        line = p.messages[-1]
        plays = [a for a in legal if a.cards]
        if plays:
            assert line.startswith("You could play: ")
            listed = line.removeprefix("You could play: ").split(", ")
            assert 1 <= len(listed) <= 5
            ranks = {tuple(sorted(c.rank for c in a.cards)) for a in plays}
            for text in listed:
                p.picker.select(text)
                assert tuple(sorted(c.rank for c in p.picker.selection)) in ranks
            p.picker.clear()
            break
    assert "hint-btn" in p.hint_button._dom_classes


@pytest.mark.rule("T1", "O2")
def test_chinese_labels() -> None:
    p = PlayRound("qingdao", seed=1, seat=0, lang="zh")
    assert p.buttons[ActionKind.PLAY].description == "出选中的牌"
    assert p.buttons[ActionKind.PASS].description == "过牌"
    assert p.buttons[ActionKind.DECLARE_YU].description == "预点"
    assert p.hint_button.description == "提示"
    assert p.messages[-1].startswith("轮到你了。预点（D1）")
    for _ in learner_turns(p):
        if len(p.log_lines) > 8:
            break
    assert all("号：" in line or line.startswith("你：") for line in p.log_lines)
    assert "本回合记录" in p.log_html.value
    assert not p.act("PLAY", "3 zz")
    assert p.messages[-1].startswith("C3: ") and re.search(r"[\u4e00-\u9fff]", p.messages[-1])
    scene = p.table.scene
    assert scene is not None
    table_texts = {s.text for s in scene.shapes if isinstance(s, Text)}
    assert "你" in table_texts


@pytest.mark.rule("T1")
def test_bots_can_be_chosen() -> None:
    p = PlayRound("linyi", seed=9, seat=3, bots=[RandomBot(s) for s in range(5)])
    for _ in learner_turns(p):
        pass
    assert p.state.is_over
    six = [HeuristicBot() for _ in range(6)]
    assert PlayRound("linyi", seed=9, seat=3, bots=six).your_turn
    with pytest.raises(ValueError, match="T1"):
        PlayRound(bots=[HeuristicBot()])


# ---------------------------------------------------------------------------------- ReplayViewer


def replayed(record: RoundRecord, k: int) -> Round:
    state = record.new_round()
    for action in record.actions[:k]:
        state.apply(action)
    return state


@pytest.mark.rule("O2")
def test_replay_steps_forwards_and_backwards(canvas_messages: list[object]) -> None:
    record = simulate_round("tongsu", seed=6)
    v = ReplayViewer(record)
    total = len(record.actions)
    assert v.step == 0 and v.slider.value == 0 and v.slider.max == total
    assert v.prev_button.disabled and not v.next_button.disabled
    assert t("start") in v.caption.value and "Step 0 of" in v.caption.value
    for cls, widget in (
        ("replay-prev", v.prev_button),
        ("replay-next", v.next_button),
        ("replay-slider", v.slider),
        ("replay-caption", v.caption),
    ):
        assert cls in widget._dom_classes
    start = len(canvas_messages)
    for k in range(1, 6):
        v._on_next()
        assert v.step == v.slider.value == k
        assert action_line(record.actions[k - 1]) in v.caption.value
        assert f"Step {k} of {total}" in v.caption.value
    assert len(canvas_messages) - start == 5  # one canvas message per step
    v._on_prev()
    assert v.step == v.slider.value == 4
    v.slider.value = 40  # the slider drives the step
    assert v.step == 40
    v.go(12)  # and the step drives the slider
    assert v.slider.value == 12
    assert len(canvas_messages) - start == 8
    v.go(12)  # the same step: nothing redrawn
    assert len(canvas_messages) - start == 8
    v.go(total + 5)
    assert v.step == total and v.next_button.disabled and not v.prev_button.disabled
    v._on_next()
    assert v.step == total
    v.go(-3)
    assert v.step == 0 and v.prev_button.disabled


@pytest.mark.rule("O2")
def test_replay_state_at_each_step_equals_a_replay() -> None:
    record = simulate_round("qingdao", seed=12)
    v = ReplayViewer(record)
    total = len(record.actions)
    for k in (7, 0, total, total - 1, 3, 25, 24, 9, total // 2):
        v.go(k)
        assert v.state.snapshot() == replayed(record, k).snapshot(), k
    assert v.state.snapshot() == replay(record).snapshot() or v.step != total
    # the state handed out is a copy: changing it leaves the viewer alone
    v.go(0)
    copy_ = v.state
    copy_.apply(copy_.legal_actions()[0])
    assert v.state.snapshot() == replayed(record, 0).snapshot()
    assert v.table.state is not None


@pytest.mark.rule("O2", "T1")
def test_replay_of_a_played_round_in_chinese() -> None:
    p = PlayRound("linyi", seed=13, seat=2, lang="zh")
    for _ in learner_turns(p):
        pass
    v = ReplayViewer(p.record(), lang="zh")
    assert v.prev_button.description == t("previous", "zh")
    assert v.next_button.description == t("next", "zh")
    assert "第0步" in v.caption.value and "发牌" in v.caption.value
    v.go(len(v.record.actions))
    assert v.state.snapshot() == p.state.snapshot()
    last = v.record.actions[-1]
    assert last.label("zh") in v.caption.value


# ---------------------------------------------------------------------------------- the board


def with_class(widget: object, cls: str) -> list[object]:
    """Every widget under ``widget`` (itself included) that carries the CSS class ``cls``."""
    found = [widget] if cls in getattr(widget, "_dom_classes", ()) else []
    for child in getattr(widget, "children", ()):
        found += with_class(child, cls)
    return found


def table_texts(p: PlayRound) -> list[str]:
    scene = p.table.scene
    assert scene is not None
    return [shape.text for shape in scene.shapes if isinstance(shape, Text)]


BOARD_PARTS = ("board-table", "board-hand", "board-actions", "board-log", "board-message")


def status_shown(p: PlayRound) -> str:
    """The status line of the board's message (HTML-escaped)."""
    found = re.search(r'<div class="board-status">(.*?)</div>', p.message.value)
    assert found, p.message.value
    return found.group(1)


def refusal_shown(p: PlayRound) -> str:
    """The red refusal box in the board's message, or "" when none is on show."""
    value = p.message.value
    return value[value.index('<div class="board-refusal">') :] if "board-refusal" in value else ""


@pytest.mark.rule("T1")
def test_the_board_has_its_parts_with_stable_classes() -> None:
    p = PlayRound("irvine", seed=2, seat=0)
    assert "gouji-board" in p._dom_classes
    for cls in (*BOARD_PARTS, "board-lang", "board-open", "board-hands"):
        assert len(with_class(p, cls)) == 1, cls
    # table and hand side by side in one wrapping row; the log closes the hand's column
    (main,) = with_class(p, "board-main")
    (left,) = with_class(main, "board-left")
    (side,) = with_class(main, "board-side")
    assert p.table in left.children  # type: ignore[attr-defined]
    assert with_class(side, "board-hand") == [p.picker]
    assert with_class(side, "board-actions") and with_class(side, "board-message")
    assert side.children[-1] is p.log_html  # type: ignore[attr-defined]
    assert ".board-main { flex-flow: row wrap" in p.children[0].value  # type: ignore[attr-defined]
    # the buttons are as wide as their labels: never cut (both languages)
    assert p.table.size == (300, 300)
    # the fixed rulebook is named in the top row, not in the picker's (locked) dropdown
    assert p.rules_label.value == "Rulebook: Irvine" and "board-rules" in p.rules_label._dom_classes
    assert p.picker.rules_dropdown.layout.display == "none" and p.picker.rules_locked
    assert p.picker.canvas.layout.display == "none"  # the toggled card buttons show the selection
    assert PlayRound("irvine", seed=2, size=400).table.size == (400, 400)
    with pytest.raises(GoujiError, match="T1"):
        PlayRound("irvine", seed=2, size=10)
    for button in [*p.buttons.values(), p.hint_button, p.open_toggle]:
        assert button.layout.width == "auto"


@pytest.mark.rule("F1", "C1")
def test_a_refusal_is_a_red_box_with_its_rule_in_words() -> None:
    seat = Round("irvine", seed=4).to_act  # the first leader: a pass on his lead is refused
    assert seat is not None
    p = PlayRound("irvine", seed=4, seat=seat)
    assert p.refusal is None and refusal_shown(p) == ""
    snapshot = p.state.snapshot()
    assert not p.act("PASS")
    assert p.state.snapshot() == snapshot
    refused = p.state.refusal(Action(ActionKind.PASS, seat))
    assert refused is not None and refused.rule == "F1"
    box = refusal_shown(p)
    assert box.startswith('<div class="board-refusal">')
    assert "✘" in box and "<b>Not allowed: F1</b>" in box
    assert refused.en in box  # the engine's words
    assert f"Rule {describe_rule('F1')}" in box  # and the digest's statement of the rule
    assert status_shown(p) == t("your_turn")  # the status stays
    # in Chinese, the same refusal
    p.lang = "zh"
    assert refused.zh in refusal_shown(p) and "不能这样出：F1" in refusal_shown(p)
    assert f"规则 {describe_rule('F1', 'zh')}" in refusal_shown(p)
    p.lang = "en"
    # cards not held: C1, then a new selection clears the box
    assert not p.act("PLAY", "BJ BJ BJ BJ BJ")
    assert p.refusal is not None and p.refusal.startswith("C1: ")
    assert "Not allowed: C1" in refusal_shown(p)
    p.picker.toggle(0)
    assert p.refusal is None and refusal_shown(p) == ""
    # an action taken clears it too
    assert not p.act("PASS") and p.refusal
    assert take(p, first_legal(p))
    assert p.refusal is None and refusal_shown(p) == ""


def verdict_marks(p: PlayRound) -> tuple[bool, bool]:
    """Whether the picker's verdict shows a green ✔ and a red ✘."""
    shown = p.picker.verdict_html.value
    return f'color:{OK_COLOUR}">✔' in shown, f'color:{REFUSED_COLOUR}">✘' in shown


@pytest.mark.rule("F2", "Y1", "B1", "H1")
def test_the_picker_agrees_with_the_round(preset: RuleSet) -> None:
    p = PlayRound(preset, seed=21, seat=3)
    checked = refused_seen = 0
    for _ in learner_turns(p):
        state = p.state
        if state.phase is not Phase.PLAY:
            continue
        hand = sort_cards(state.hands[3].cards())
        ranks = sorted({card.rank for card in hand})
        # every rank as singles and as all the cards of the rank, and the lowest with the highest
        tries = [[c for c in hand if c.rank is r] for r in ranks] + [[hand[0], hand[-1]]]
        tries += [[next(c for c in hand if c.rank is r)] for r in ranks]
        for cards in tries:
            p.picker.select(cards)
            verdict = p.picker.verdict
            action = p._action(ActionKind.PLAY, p.picker.selection)
            refused = state.refusal(action)
            green, red = verdict_marks(p)
            if refused is None:
                assert verdict.ok is True and green
            elif ActionKind.BURN not in {a.kind for a in state.legal_actions()}:
                assert verdict.ok is False and not green and red
                assert verdict.refused is not None and verdict.refused.rule == refused.rule
                assert refused.rule in verdict.rule_ids
                refused_seen += 1
                # pressing Play says what the picker said, and changes nothing
                snapshot = state.snapshot()
                assert not p.act(ActionKind.PLAY)
                assert p.refusal is not None and p.refusal.startswith(f"{refused.rule}: ")
                assert state.snapshot() == snapshot
            checked += 1
        p.picker.clear()
        if checked > 80 and refused_seen > 10:
            break
    assert checked > 30 and refused_seen > 5


@pytest.mark.rule("H1", "B1")
def test_a_judge_decides_the_pickers_verdict() -> None:
    picker = CardPicker("5 5 5 K")
    picker.select("5 5 5")
    assert picker.verdict.ok is True and not picker.verdict.judged
    no = GoujiError("Y1", "not now", "现在不行")
    picker.set_judge(lambda cards: no if len(cards) == 3 else None)
    assert picker.verdict.judged and picker.verdict.ok is False and picker.verdict.refused is no
    assert [ok for ok, _ in picker.verdict.lines()].count(True) == 0
    assert picker.verdict.lines()[0] == (False, t("picker_refused", why="Y1: not now"))
    assert "Y1" in picker.verdict.rule_ids
    picker.select("K")
    assert picker.verdict.ok is True and picker.verdict.lines()[0] == (True, t("picker_allowed"))
    picker.set_judge(None)
    picker.select("5 5 5")
    assert picker.verdict.ok is True and not picker.verdict.judged


@pytest.mark.rule("E3", "F8", "O2")
def test_after_the_round_every_hand_is_shown_and_the_tricks_step() -> None:
    p = PlayRound("qingdao", seed=17, seat=2)
    assert p.replay is None and p.hands_html.layout.display == "none"
    assert t("cards_hidden") in table_texts(p)
    for _ in learner_turns(p):
        pass
    state = p.state
    assert state.is_over
    # the table and the hands under it show every seat's cards
    assert t("cards_hidden") not in table_texts(p)
    assert p.hands_html.layout.display is None
    assert p.hands_html.value.count('class="hand-line"') == 6
    for seat in range(6):
        name = t("you") if seat == 2 else t("seat", n=seat)
        assert t("hand_of", name=name, n=len(state.hands[seat])) in p.hands_html.value
    # the replay steps through the round, every hand shown at each step
    replay_ = p.replay
    assert replay_ is not None and with_class(p, "board-replay") == [replay_]
    assert replay_.total == len(state.history)
    assert replay_.hands.value.count('class="hand-line"') == 6
    dealt = replay_.state
    for seat in range(6):
        assert t("hand_of", name=t("seat", n=seat), n=len(dealt.hands[seat])) in replay_.hands.value
    replay_._on_next()
    assert replay_.step == 1 and action_line(replay_.record.actions[0]) in replay_.caption.value
    replay_.go(replay_.total)
    assert replay_.state.snapshot() == state.snapshot()
    # the language switch reaches the replay too
    p.lang_toggle.value = "zh"
    assert replay_.lang == "zh" and t("next", "zh") == replay_.next_button.description
    assert "张：" in replay_.hands.value and "各家手牌" in p.hands_html.value


@pytest.mark.rule("F8", "T1")
def test_open_hands_shows_every_hand_to_the_teacher() -> None:
    p = PlayRound("qingdao", seed=3, seat=4, open_hands=True)
    assert p.open_hands and p.open_toggle.value
    teacher = p.state.view(None)
    assert p.hands_html.value.count('class="hand-line"') == 6
    for seat in range(6):
        assert "".join(c.label for c in teacher.hands[seat] or ())[:4] in (
            p.hands_html.value.replace(" ", "").replace('<spanstyle="color:#c62828">', "")
        ).replace("</span>", "")
    texts = table_texts(p)
    assert t("cards_hidden") not in texts and t("you") in texts  # still the learner's side
    assert p.table.scene == table_scene(
        replace(
            TableInfo.from_view(
                teacher, tuple(t("you") if s == 4 else t("seat", n=s) for s in range(6))
            ),
            viewer=4,
        ),
        size=300,
    )
    # the toggle hides them again; the round plays on the same either way
    p._on_open({"new": False})
    assert not p.open_hands and p.hands_html.layout.display == "none"
    assert t("cards_hidden") in table_texts(p)
    p.open_toggle.value = True
    assert p.open_hands and p.hands_html.layout.display is None
    assert take(p, first_legal(p))
    assert p.hands_html.value.count('class="hand-line"') == 6


@pytest.mark.rule("T1", "O2")
def test_the_language_switch_relabels_every_part() -> None:
    p = PlayRound("irvine", seed=2, seat=0, coach=True)
    for _ in learner_turns(p):
        if len(p.log_lines) > 6:
            break
    play = next(a for a in p.state.legal_actions() if a.cards)
    p.picker.select(format_cards(play.cards))
    assert not p.act("PLAY", "BJ BJ BJ BJ BJ")  # typed cards: the selection stays
    assert p.refusal is not None and p.picker.selection
    before = {
        "play": p.buttons[ActionKind.PLAY].description,
        "table": table_texts(p),
        "log": p.log_html.value,
        "picker": p.picker.verdict_html.value,
    }
    assert p.lang_toggle.options == (("EN", "en"), ("中文", "zh")) and p.lang_toggle.value == "en"
    p.lang_toggle.value = "zh"  # the on-screen switch
    assert p.lang == "zh"
    assert p.buttons[ActionKind.PLAY].description == "出选中的牌" != before["play"]
    assert p.buttons[ActionKind.PASS].description == "过牌"
    assert p.hint_button.description == "提示" and p.open_toggle.description == "亮牌"
    assert "你" in table_texts(p) and table_texts(p) != before["table"]
    assert "本回合记录" in p.log_html.value and "你：" in p.log_html.value
    assert p.picker.verdict_html.value != before["picker"]
    assert "已选" in p.picker.verdict_html.value
    assert status_shown(p) == "轮到你了。"
    assert p.coach is not None and p.coach.ask_button.description == "你会怎么出？"
    assert "不能这样出：C1" in refusal_shown(p)
    # and back, by the Python setter: the switch follows
    p.lang = "en"
    assert p.lang_toggle.value == "en" and p.buttons[ActionKind.PLAY].description == "Play selected"
    assert p.log_html.value == before["log"] and table_texts(p) == before["table"]


@pytest.mark.rule("O2")
def test_the_log_shows_the_newest_move_first() -> None:
    p = PlayRound("tongsu", seed=5, seat=1)
    for _ in learner_turns(p):
        if len(p.log_lines) > 12:
            break
    items = re.findall(r"<li[^>]*>(.*?)</li>", p.log_html.value)
    assert items == [escape(line) for line in reversed(p.log_lines)]
    assert items[0] == escape(p.log_lines[-1])
    assert "<ol reversed>" in p.log_html.value  # numbered as played
    mine = re.findall(r"<li class=mine>(.*?)</li>", p.log_html.value)
    assert mine and all(line.startswith("You: ") for line in mine)
    assert "max-height: 62px" in p.children[0].value  # type: ignore[attr-defined]


@pytest.mark.rule("F8", "E3", "O2")
def test_the_replay_shows_the_hands_its_viewer_may_see() -> None:
    record = simulate_round("irvine", seed=6)
    seat_view = ReplayViewer(record, viewer=3)
    teacher = ReplayViewer(record)
    seat_view.go(5)
    teacher.go(5)
    assert seat_view.hands.value.count('class="hand-line"') == 1  # F8: only his own hand
    assert t("hand_of", name=t("you"), n=len(seat_view.state.hands[3])) in seat_view.hands.value
    assert (
        teacher.hands.value.count('class="hand-line"') == 6
        and "replay-hands" in teacher.hands._dom_classes
    )
    seat_view.go(seat_view.total)  # E3: the round is over, every hand is laid open
    assert seat_view.state.is_over and seat_view.hands.value.count('class="hand-line"') == 6
    seat_view.lang = "zh"
    assert "你 · " in seat_view.hands.value and "0号 · " in seat_view.hands.value


# ------------------------------------------------------------------ a board that teaches


def learner_until(p: PlayRound, found: Callable[[PlayRound], bool], limit: int = 400) -> bool:
    """Take the learner's first legal action until ``found(p)`` holds at one of his turns."""
    for _ in range(limit):
        if not p.your_turn:
            return False
        if found(p):
            return True
        assert take(p, first_legal(p)), p.messages[-1]
    return False


def may_burn(p: PlayRound) -> bool:
    return any(a.kind is ActionKind.BURN for a in p.state.legal_actions())


@pytest.mark.rule("D1", "D2")
def test_the_declarations_say_why_the_hand_is_not_shown_yet() -> None:
    p = PlayRound("qingdao", seed=1, seat=0)
    assert p.state.phase is Phase.DECLARE_YU and p.picker.hand == []  # D1: no cards yet
    line = p.messages[-1]
    assert line.startswith(t("your_turn")) and "预点" in line and "D1" in line
    assert "seat 3" in line and "Your hand is shown once all six have declared" in line
    assert "预点" in status_shown(p) and "D1" in status_shown(p)
    p.lang = "zh"
    assert "预点（D1）要在看牌之前叫" in status_shown(p) and "你的牌才亮出来" in status_shown(p)
    p.lang = "en"
    assert learner_until(p, lambda q: q.state.phase is Phase.DECLARE_MING)
    assert p.picker.hand and "明点" in p.messages[-1] and "D2" in p.messages[-1]
    assert "now that you see your cards" in p.messages[-1]


@pytest.mark.rule("S1", "S2", "S3")
def test_the_burn_window_says_which_play_whose_and_the_rule() -> None:
    p = PlayRound("qingdao", seed=0, seat=0)
    assert learner_until(p, may_burn)
    view = p.state.view(0)
    player = view.trick[-1][0]
    assert view.to_beat is not None
    cards = format_cards([Card(c.rank) for c in view.to_beat.cards])
    line = p.messages[-1]
    assert line.startswith(t("your_turn"))
    assert f"Seat {player} played {cards}, a gouji hand" in line
    assert "burn it (烧牌, S1)" in line and "S3" in line and f"(seat {(player + 3) % 6})" in line
    assert "every play but the last" in line and "S2" not in line  # qingdao: no conditions
    burns = [a for a in p.state.legal_actions() if a.kind is ActionKind.BURN]
    named = line.split(" with ")[1].split(", then")[0].rstrip("…").split(" or ")
    assert 1 <= len(named) <= 3 and all(
        any(format_cards([Card(c.rank) for c in a.cards]) == text for a in burns) for text in named
    ), (named, burns)
    assert "[Pass]" not in line and status_shown(p) == escape(line)
    p.lang = "zh"
    shown = status_shown(p)
    assert f"{player}号出了" in shown and "烧牌（S1）" in shown and "S3" in shown
    # irvine adds its condition on the burner (S2)
    q = PlayRound("irvine", seed=0, seat=0)
    assert learner_until(q, may_burn)
    assert "a burner must also not have passed in this trick (S2)" in q.messages[-1]


@pytest.mark.rule("S1")
def test_a_burner_is_reminded_to_lead_jokers() -> None:
    p = PlayRound("qingdao", seed=0, seat=0)
    assert learner_until(p, may_burn)
    target = p.state.view(0).trick[-1][0]
    assert take(p, next(a for a in p.state.legal_actions() if a.kind is ActionKind.BURN))
    assert p.your_turn and (0, target) in p.state.view(0).burning
    assert p.messages[-1] == (
        f"Your turn. You are burning seat {target}'s gouji hand (烧牌, S1): lead a joker (王) in "
        "every play but the last until you are out."
    )
    p.lang = "zh"
    assert f"你在烧{target}号的够级牌（S1）" in status_shown(p)


def test_the_boards_lessons_speak_both_languages() -> None:
    for key, (en, zh) in LESSONS.items():
        assert re.search(r"[A-Za-z]{2}", en) or not en.strip(), key
        assert re.search(r"[\u4e00-\u9fff]", zh) or not zh.strip(), key
        english = re.sub(r"\{\w+\}|[A-Z]\d", "", zh)
        assert not re.search(r"[A-Za-z]{2}", english), (key, zh)
        assert sorted(re.findall(r"\{\w+\}", en)) == sorted(re.findall(r"\{\w+\}", zh)), key


@pytest.mark.rule("C1")
def test_the_hand_never_scrolls() -> None:
    p = PlayRound("irvine", seed=2, seat=0)
    groups = with_class(p.picker, "card-group")
    assert len(groups) > 5
    boxes = [*groups, *with_class(p.picker, "picker-cards")]
    for box in boxes:
        layout = box.layout  # type: ignore[attr-defined]
        assert layout.overflow == "visible" and layout.flex == "0 0 auto", layout
    board_css = p.children[0].value  # type: ignore[attr-defined]
    assert ".gouji-board .card-group {" in board_css
    rule = board_css.split(".gouji-board .card-group {")[1].split("}")[0]
    assert "overflow: visible" in rule and "flex: 0 0 auto" in rule
    assert ".picker-cards { overflow: visible; }" in PICKER_STYLE
    # a new hand (cards played) keeps the layout on every group
    assert take(p, first_legal(p))
    for box in with_class(p.picker, "card-group"):
        assert box.layout.overflow == "visible"  # type: ignore[attr-defined]
    standalone = CardPicker("3 4 4 5 5 5 BJ SJ")
    for group in with_class(standalone, "card-group"):
        assert group.layout.overflow == "visible"  # type: ignore[attr-defined]
