"""The words the drawings and widgets show, in English and Chinese (``lang="en"`` or ``"zh"``)."""

from __future__ import annotations

from ..rules.errors import GoujiError, short_repr
from ..rules.labels import agree
from ..rules.language import resolve_lang

TEXT: dict[str, tuple[str, str]] = {
    # the table (T1-T3, E1-E6)
    "seat": ("Seat {n}", "{n}号"),
    "you": ("You", "你"),
    "cards": ("{n} cards", "{n}张"),
    "cards_hidden": ("? cards", "?张"),
    "to_act": ("to act", "出牌中"),
    "passed": ("passed", "过牌"),
    "opened": ("opened 开点", "开点"),
    "revolted": ("revolted 革命", "革命"),
    "out_of_play": ("out (大落)", "出局（大落）"),
    "freed": ("free (自由人)", "自由人"),
    "headless": ("headless (无头)", "无头"),
    "headless_short": ("headless", "无头"),
    "four_way": ("四人乱缠 (four-way play)", "四人乱缠"),
    # a compact table's shorter words (under 360 px, where a gloss does not fit)
    "opened_short": ("opened", "开点"),
    "revolted_short": ("revolted", "革命"),
    "out_of_play_short": ("out", "出局"),
    "freed_short": ("free", "自由人"),
    "four_way_short": ("four-way", "四人乱缠"),
    "place_short_0": ("1st out", "头科"),
    "place_short_1": ("2nd out", "二科"),
    "place_short_2": ("3rd out", "三科"),
    "place_short_3": ("4th out", "四科"),
    "place_short_4": ("2nd to last", "二落"),
    "place_short_5": ("last", "大落"),
    "counter_clockwise": ("counter-clockwise", "逆时针"),
    "alliance": ("alliance {n}", "联邦{n}"),
    "opposites": ("lines join opposites (对头)", "连线为对头"),
    "to_beat": ("to beat", "要管的牌"),
    "phase": ("{phase}", "{phase}"),
    # the picker (H, B, G, K)
    "picker_title": ("Pick cards", "选牌"),
    "type_cards": ("type cards, e.g. 大王 5 5 5", "输入牌，如 大王 5 5 5"),
    "rulebook": ("Rulebook", "规则"),
    "nothing_selected": ("Select cards to see what they form.", "选牌后即显示牌型。"),
    "one_play": ("One play: {what} ({kinds})", "一手牌：{what}（{kinds}）"),
    "not_a_play": ("Not one play", "不是一手牌"),
    "clear": ("Clear", "清除"),
    # playing a round (F, S, D, R, X)
    "hint": ("Hint", "提示"),
    "hint_text": ("You could play: {plays}", "可以出：{plays}"),
    "no_hint": ("Nothing beats it: pass.", "管不住，只能过牌。"),
    "your_turn": ("Your turn.", "轮到你了。"),
    "waiting": ("Seat {n} is thinking...", "{n}号出牌中……"),
    "round_over": (
        "The round is over: {places}. Scores {a} : {b}.",
        "本回合结束：{places}。比分 {a} : {b}。",
    ),
    "void": ("Two revolutions: the deal is void.", "两家革命，本局作废。"),
    "play_selected": ("Play selected", "出选中的牌"),
    "burn_selected": ("Burn with selected", "用选中的牌烧牌"),
    "return_selected": ("Return selected", "还选中的牌"),
    "chong_selected": ("冲点 with selected", "用选中的牌冲点"),
    "select_first": ("Select the cards first.", "请先选牌。"),
    "log_title": ("The round so far", "本回合记录"),
    "refused": ("Not allowed: {rule}", "不能这样出：{rule}"),
    "rule_statement": ("Rule {text}", "规则 {text}"),
    "open_hands": ("Open hands (亮牌 liàngpái)", "亮牌"),
    "open_hands_tip": (
        "Teacher's view: show every hand (for a classroom demo)",
        "老师视角：亮出每一家的手牌（课堂演示用）",
    ),
    "hands_title": ("Every hand", "各家手牌"),
    "rules_of": ("Rulebook: {name}", "规则：{name}"),
    "replay_title": (
        "Step through the round, every hand open",
        "逐步回看本回合（亮出各家手牌）",
    ),
    # replay
    "step": ("Step {n} of {total}", "第{n}步，共{total}步"),
    "start": ("The deal", "发牌"),
    "previous": ("◀ Back", "◀ 上一步"),
    "next": ("Next ▶", "下一步 ▶"),
    "replay_stops": (
        "This record replays only to step {n}: {why}",
        "这份记录只能重放到第{n}步：{why}",
    ),
    # PlayRound and ReplayViewer
    "log_line": ("{name}: {action}", "{name}：{action}"),
    "step_caption": ("{step}: {action}", "{step}：{action}"),
    "place_of": ("{name} {place}", "{name}{place}"),
    "hint_choices": ("You may: {choices}", "可以选：{choices}"),
    "unknown_action": (
        "O2: there is no action called {kind!r}.",
        "O2：没有叫{kind!r}的操作。",
    ),
    "log_empty": ("Nothing has happened yet.", "还没有人行动。"),
    # CardPicker
    "picker_selected": ("Selected: {cards}", "已选：{cards}"),
    "picker_gouji": ("Gouji hand?", "够级牌？"),
    "picker_opens": ("Opens the point?", "能开点吗？"),
    "picker_beats": ("Beats {cards}?", "管得住{cards}吗？"),
    "picker_to_beat_bad": (
        "The play to beat ({cards}) is not one play under these rules: {why}",
        "要管的牌（{cards}）在本规则下不是一手牌：{why}",
    ),
    "picker_input_error": ("Typed cards not taken: {why}", "输入的牌没有选上：{why}"),
    "not_in_hand": ("{cards} not in this hand", "手里没有{cards}"),
    # the hands laid open (F8 teacher's view, E3 after the round)
    "hand_of": ("{name} · {n} cards:", "{name} · {n}张："),
    "hand_empty": ("no cards left", "没有牌了"),
    "picker_allowed": ("The round allows it now.", "本回合现在可以这样出。"),
    "picker_refused": ("The round refuses it now: {why}", "本回合现在不能这样出：{why}"),
    "preset_qingdao": ("Qingdao (青岛)", "青岛"),
    "preset_linyi": ("Linyi (临沂)", "临沂"),
    "preset_tongsu": ("Tongsu (通俗)", "通俗"),
    "preset_irvine": ("Irvine", "尔湾（Irvine）"),
    "preset_custom": ("Custom rules", "自定义规则"),
}
"""Every string by key: (English, Chinese), with ``{name}`` fields."""


def t(key: str, lang: str | None = None, **fields: object) -> str:
    """The string ``key`` in ``lang`` with its fields filled in, English counts agreeing
    (``1 card``); an unknown key or a missing field: a GoujiError naming it."""
    lang = resolve_lang(lang)
    entry = TEXT.get(key) if isinstance(key, str) else None
    if entry is None:
        raise GoujiError(
            "", f"no text is called {short_repr(key)}", f"没有叫{short_repr(key)}的文字"
        )
    english, chinese = entry
    try:
        return chinese.format(**fields) if lang == "zh" else agree(english.format(**fields))
    except (KeyError, IndexError, ValueError) as error:
        raise GoujiError(
            "", f"the text {key!r} needs its fields: {error!r}", f"文字{key!r}缺少字段：{error!r}"
        ) from None
