"""Bilingual sentences of the exercises: every string a learner reads, in English and Chinese."""

from __future__ import annotations

from typing import NamedTuple

from ..rules.labels import agree
from ..rules.language import resolve_lang


class Say(NamedTuple):
    """One sentence in English and Chinese; ``{name}`` fields are filled by :meth:`get`."""

    en: str
    zh: str

    def get(self, lang: str | None = None, **fields: object) -> str:
        """The sentence in ``"en"`` or ``"zh"`` with its fields filled in (English counts
        agree: ``1 card``)."""
        lang = resolve_lang(lang)
        text = self.zh if lang == "zh" else self.en
        text = text.format(**fields) if fields else text
        return text if lang == "zh" else agree(text)

    def fill(self, **fields: object) -> Say:
        """The same sentence with its fields filled in, in both languages."""
        return Say(self.en.format(**fields), self.zh.format(**fields))

    def __add__(self, other: object) -> Say:
        """Two sentences one after the other, language by language."""
        if not isinstance(other, Say):
            return NotImplemented
        second = other.en[:1].upper() + other.en[1:]
        return Say(f"{self.en} {second}".strip(), f"{self.zh}{other.zh}")


UI: dict[str, Say] = {
    # statuses
    "correct": Say("Correct.", "正确。"),
    "not_yet": Say("Not yet.", "还不对。"),
    "not_attempted": Say(
        "Not attempted yet: replace PLACEHOLDER with your answer ({expected}).",
        "还没有作答：把 PLACEHOLDER 换成你的答案（{expected}）。",
    ),
    "unreadable": Say(
        "Could not read {got} as an answer: expected {expected}.",
        "无法把{got}读作答案：应为{expected}。",
    ),
    "reread": Say("Reread “{section}” ({rules}).", "请重读“{section}”（{rules}）。"),
    "rule_words": Say("The rule", "规则"),
    "hint_title": Say("Hint {level} of {levels}", "提示 {level}/{levels}"),
    "solution_title": Say("Solution", "答案"),
    "answer_is": Say("Answer: {answer}", "答案：{answer}"),
    # expected forms
    "expect_bool": Say("yes or no (True or False in code)", "是或否（代码中写 True 或 False）"),
    "expect_seat": Say("one seat number, 0 to 5", "一个座位号，0到5"),
    "expect_seats": Say(
        "seat numbers 0 to 5, e.g. in braces {...}", "若干座位号（0到5），如用花括号{...}"
    ),
    "expect_order": Say("the six seats in order, as a list [...]", "按顺序列出六个座位，如 [...]"),
    "expect_number": Say("a whole number", "一个整数"),
    "expect_cards": Say(
        'cards as text, e.g. "5 5 5" or "大王 10 10", taken from the hand shown',
        '用文字写出手中的牌，如 "5 5 5" 或 "大王 10 10"',
    ),
    "expect_rule": Say('a rule ID such as "B1"', '一个规则编号，如 "B1"'),
    "expect_choice": Say("one of: {choices}", "以下之一：{choices}"),
    "expect_move": Say(
        'a move as text: cards such as "K K K", or "pass", "yield", "burn SJ Q Q Q"',
        '用文字写出一步：如 "K K K"、"pass"（过）、"yield"（让）、"burn SJ Q Q Q"（烧）',
    ),
    # nudges shared by the kinds
    "nudge_predict": Say(
        "Your prediction does not match what the rules decide here.",
        "你的判断与规则的结论不符。",
    ),
    "nudge_seat": Say("That is not the seat the rules point to.", "不是规则指向的那个座位。"),
    "nudge_seats": Say(
        "Not those seats: {count} seats wrong or missing.", "座位不对：有{count}个座位错了或漏了。"
    ),
    "nudge_order": Say(
        "Not that order: the first difference is at position {pos}.",
        "顺序不对：第{pos}个位置开始不同。",
    ),
    "nudge_number": Say("Not that number.", "数字不对。"),
    "nudge_too_high": Say("Too high.", "太大了。"),
    "nudge_too_low": Say("Too low.", "太小了。"),
    "nudge_rule": Say(
        "{chosen} is not the rule that decides this: {chosen} says “{words}”.",
        "{chosen}不是决定此事的规则：{chosen}说的是“{words}”。",
    ),
    "nudge_unknown_rule": Say(
        "{chosen} is not one of the rule IDs (T1 to O2).", "{chosen}不是规则编号（T1到O2）之一。"
    ),
    "nudge_not_held": Say("The hand shown does not hold {cards}.", "所示手牌中没有{cards}。"),
    "nudge_not_play": Say("Those cards are not one play: {why}.", "这些牌不是一手牌：{why}。"),
    "nudge_goal": Say(
        "A play, but it does not meet the goal: {why}.", "是一手牌，但没达到目标：{why}。"
    ),
    "nudge_illegal": Say("That move is not allowed here: {why}.", "这一步不合规则：{why}。"),
    "nudge_move_goal": Say(
        "A legal move, but it does not reach the goal: {why}.",
        "这一步合规则，但没达到目标：{why}。",
    ),
    "nudge_choice": Say("Not that one.", "不是这个。"),
    # widget words
    "check": Say("Check", "检查"),
    "hint": Say("Hint", "提示"),
    "another": Say("Another one", "再来一题"),
    "yes": Say("Yes", "是"),
    "no": Say("No", "否"),
    "seat_n": Say("Seat {n}", "{n}号"),
    "seat_word": Say("seat {seats}", "{seats}号"),
    "seats_word": Say("seats {seats}", "{seats}号"),
    "order_word": Say("seats {seats}, in this order", "依次为{seats}号"),
    "clear": Say("Clear", "清除"),
    "your_answer": Say("Your answer: {answer}", "你的答案：{answer}"),
    "no_answer": Say("Choose an answer first.", "请先选择答案。"),
    "number_box": Say("Number", "数字"),
    "move_box": Say("Move", "走法"),
    "holds": Say("Seat {n}, to act, holds: {cards}.", "正在出牌的{n}号手牌：{cards}。"),
    "to_beat": Say("To beat: {cards}.", "要管的牌：{cards}。"),
    "with_selected": Say("{verb} the selected cards", "{verb}：选中的牌"),
    "pick_first": Say("Select cards in the hand first.", "请先在手牌中选牌。"),
    "all_seen": Say(
        "You have seen every variant of this question ({n}); here is the first again.",
        "这道题的{n}个变体你都见过了；这是第一个。",
    ),
    "section": Say("Section to reread: {section}", "复习：{section}"),
    "progress_head": Say(
        "<tr><th>Chapter / puzzles</th><th>Done</th><th>Mastered ({n} in a row) / stars</th></tr>",
        "<tr><th>章节/残局</th><th>完成</th><th>掌握（连对{n}题）/星</th></tr>",
    ),
    # notebook score
    "score": Say(
        "Score for this notebook: {right} of {total} right.",
        "本练习得分：{total}题中答对{right}题。",
    ),
    "review": Say("To review: {items}.", "需要复习：{items}。"),
    "review_none": Say("Nothing to review.", "没有需要复习的内容。"),
}
"""Every fixed string of the exercise widgets and feedback, by key."""


CHOICE_WORDS: dict[str, Say] = {
    # seats and places (T2, E1), cards (C3), Linyi titles (P4): Chinese terms, glossed in English
    "下家": Say("下家 (next player)", "下家"),
    "上家": Say("上家 (previous player)", "上家"),
    "对头": Say("对头 (opposite)", "对头"),
    "联邦": Say("联邦 (ally)", "联邦"),
    "钱": Say("钱 (a two)", "钱"),
    "小王": Say("small joker (小王)", "小王"),
    "大王": Say("big joker (大王)", "大王"),
    "头科": Say("头科 (first)", "头科"),
    "二科": Say("二科 (second)", "二科"),
    "三科": Say("三科 (third)", "三科"),
    "四科": Say("四科 (fourth)", "四科"),
    "二落": Say("二落 (fifth)", "二落"),
    "大落": Say("大落 (last)", "大落"),
    "村长": Say("村长 (village head)", "村长"),
    "副乡长": Say("副乡长 (deputy township head)", "副乡长"),
    "乡长": Say("乡长 (township head)", "乡长"),
    # answers in English words, said in Chinese (H2, H5, S4, F1-F2)
    "not one play": Say("not one play", "不是一手牌"),
    "1 big joker and 2 small jokers carrying 4 sevens": Say(
        "1 big joker and 2 small jokers carrying 4 sevens", "1个大花2个小花带4个七"
    ),
    "3 small jokers carrying 4 sevens": Say("3 small jokers carrying 4 sevens", "3个小花带4个七"),
    "3 small jokers carrying 3 sevens": Say("3 small jokers carrying 3 sevens", "3个小花带3个七"),
    "success": Say("succeeded (烧成功)", "烧成功"),
    "broken": Say("broken (解烧)", "解烧"),
    "counter_burned": Say("counter-burned (反烧)", "反烧"),
    "failed": Say("failed (烧失败)", "烧失败"),
    "PLAY": Say("play", "出牌"),
    "PASS": Say("pass", "过牌"),
}
"""A Choose question's choices (keys, what its fact computes) in words: its buttons, "Your
answer", the form expected, the solution; a learner may type the key or the words. Every choice
of a bank has words here, unless it is cards (named in each language) or a rule ID."""
