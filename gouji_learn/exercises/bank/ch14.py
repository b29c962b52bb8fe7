"""Chapter 14 · The four rulebooks side by side: options, where they disagree, predictions."""

from __future__ import annotations

from ..facts import Beats, Call, ToAct, returned, rule_option
from ..kinds import Predict, Question, Seat
from ..situations import Scripted
from ..text import Say

PREDICT = ("3 SJ 5 5 8", "3 6", "3 BJ 6 6", "3 SJ SJ 7 7", "3 9", "3 10")
"""Seat 0 leads SJ 5 5; his ally seat 2 holds BJ 6 6, his 对头 seat 3 SJ SJ 7 7."""
GOUJI = ("3 Q Q Q A A A 5", "3 6 6 6", "3 7 7 7", "3 K K K 8", "3 9 9 9", "3 J J J")
LONE_TWO = ("3 2 5", "3 6", "3 7", "3 8", "3 9", "3 10")

QUESTIONS: list[Question] = [
    Predict(
        key="irvine-burn-opened",
        prompt=Say(
            "Under irvine, must a burner have opened the point first?",
            "在尔湾规则下，烧牌者必须先开点吗？",
        ),
        fact=Call(rule_option, ("irvine", "burn_requires_opened"), ("S2",)),
        section="The table of every option",
        rules=("S2",),
        hints=(
            Say(
                "Look for the option `burn_requires_opened` in the table.",
                "在表里找 `burn_requires_opened` 这一行。",
            ),
            Say("Two rulebooks ask it: linyi and tongsu.", "有两本规则要求：临沂和通俗。"),
            Say(
                "irvine asks something else of a burner: not to have passed.",
                "尔湾规则对烧牌者的要求是另一条：没有过牌。",
            ),
        ),
        why=Say("Only linyi and tongsu ask it: {answer}.", "只有临沂和通俗规则要求：{answer}。"),
        traps=(
            (
                True,
                Say(
                    "That is linyi's and tongsu's condition, not irvine's.",
                    "那是临沂和通俗规则的条件，不是尔湾的。",
                ),
            ),
        ),
    ),
    Seat(
        key="declined-leads",
        prompt=Say(
            "On this table seat 0 led Q Q Q and his 对头, seat 3, passed. Who leads the new trick?",
            "在这张牌桌上0号出了 Q Q Q，他的对头3号过了。新一轮谁发牌？",
        ),
        situation=Scripted(GOUJI, moves=("play Q Q Q", "pass")),
        fact=ToAct(("F5", "F4")),
        section="1 · Who leads after the 对头 declines a gouji hand? (F5)",
        rules=("F5", "F4"),
        hints=(
            Say("The Qingdao textbook says it two ways.", "青岛教科书有两种说法。"),
            Say(
                "Every preset sides with the general trick rule (F4).",
                "所有预设都按一般的出牌规则（F4）。",
            ),
            Say("The last player to play leads.", "最后出牌的人发牌。"),
        ),
        why=Say("The player whose hand stood leads: {answer}.", "站住的人发牌：{answer}。"),
        traps=(
            (
                3,
                Say(
                    "That is the literal reading of one sentence; the presets follow F4.",
                    "那是一句话的字面读法；预设都按F4。",
                ),
            ),
        ),
    ),
    Predict(
        key="three-jokers-tongsu",
        prompt=Say(
            "Under tongsu, do SJ SJ SJ 10 10 beat SJ SJ 9 9 9?",
            "在通俗规则下，SJ SJ SJ 10 10 能管住 SJ SJ 9 9 9 吗？",
        ),
        fact=Beats("SJ SJ SJ 10 10", "SJ SJ 9 9 9", "tongsu"),
        section='3 · "3 jokers + 2 tens" (B3)',
        rules=("B3",),
        hints=(
            Say("Both aspects: the jokers and the carried cards.", "两个方面：王和所带的牌。"),
            Say("Is an extra small joker higher than two small jokers?", "多一张小王算更大吗？"),
            Say("tongsu: equal jokers are not higher.", "通俗规则：王相同不算更大。"),
        ),
        why=Say(
            "tongsu does not count the extra small joker as higher: {answer}.",
            "通俗规则不算多出的小王更大：{answer}。",
        ),
        traps=(
            (
                True,
                Say(
                    "qingdao and linyi say yes; this rulebook differs.",
                    "青岛和临沂说可以；这本规则不同。",
                ),
            ),
        ),
    ),
    Predict(
        key="irvine-returns-point",
        prompt=Say("Under irvine, is the 点贡 returned (还贡)?", "在尔湾规则下，点贡要还吗？"),
        fact=Call(returned, ("irvine", "point"), ("X3",)),
        section="4 · Which tributes come back? (X3)",
        rules=("X3",),
        hints=(
            Say("The rulebooks disagree about returns.", "各规则对还贡意见不同。"),
            Say("qingdao: only 落贡; tongsu: nothing.", "青岛：只还落贡；通俗：都不还。"),
            Say("irvine: everything comes back.", "尔湾：全部都还。"),
        ),
        why=Say("irvine returns every tribute: {answer}.", "尔湾规则所有贡都还：{answer}。"),
    ),
    Seat(
        key="lone-two-tongsu",
        prompt=Say(
            "On this table (tongsu) seat 0 leads a lone 2. Who is asked next?",
            "在这张牌桌上（通俗规则）0号出了单张2。下一个问谁？",
        ),
        situation=Scripted(LONE_TWO, rules="tongsu", moves=("play 2",)),
        fact=ToAct(("G1", "F2", "F5")),
        section="5 · Is a single 2 a gouji hand? (G1)",
        rules=("G1", "F2", "F5"),
        hints=(
            Say(
                "A gouji hand goes to the 对头; any other play to the next seat.",
                "够级牌问对头；其他牌按顺序问下家。",
            ),
            Say("Is a single 2 gouji under tongsu?", "在通俗规则下单张2是够级牌吗？"),
            Say("tongsu needs two 2s.", "通俗规则要两张2。"),
        ),
        why=Say(
            "Not gouji here, so the next seat: {answer}.", "这里不是够级牌，所以问下家：{answer}。"
        ),
        traps=(
            (
                3,
                Say(
                    "Only a gouji hand goes to the 对头; is this one?",
                    "只有够级牌才问对头；这是吗？",
                ),
            ),
        ),
    ),
    Seat(
        key="predict-qingdao",
        prompt=Say(
            "On this table (qingdao) seat 0 leads SJ 5 5. Who is asked next?",
            "在这张牌桌上（青岛规则）0号出了 SJ 5 5。下一个问谁？",
        ),
        situation=Scripted(PREDICT, moves=("play SJ 5 5",)),
        fact=ToAct(("G2", "S3")),
        section="Predict: one situation, four rulebooks",
        rules=("G2", "S1", "S3"),
        hints=(
            Say(
                "Is a joker hanging on two fives a gouji hand here?",
                "这里挂了王的两个五算够级牌吗？",
            ),
            Say("If so, who may burn before the 对头 answers?", "如果是，对头回击前谁可以烧？"),
            Say("The gouji player's alliance is asked first.", "先问出够级牌者的联邦。"),
        ),
        why=Say(
            "qingdao: a burn offered to his ally first: {answer}.",
            "青岛：先问他的联邦烧不烧：{answer}。",
        ),
    ),
    Seat(
        key="predict-irvine",
        prompt=Say(
            "The same table under irvine: seat 0 leads SJ 5 5. Who is asked next?",
            "同一张牌桌，尔湾规则：0号出了 SJ 5 5。下一个问谁？",
        ),
        situation=Scripted(PREDICT, rules="irvine", moves=("play SJ 5 5",)),
        fact=ToAct(("G2", "F2")),
        section="Predict: one situation, four rulebooks",
        rules=("G2", "F2"),
        hints=(
            Say("Is it a gouji hand under irvine?", "在尔湾规则下这是够级牌吗？"),
            Say("irvine does not make every 挂花 play gouji.", "尔湾规则不把每手挂花都算够级牌。"),
            Say("An ordinary play: the next seat in turn.", "普通牌：按顺序下家。"),
        ),
        why=Say("An ordinary play there: {answer}.", "那里是普通牌：{answer}。"),
    ),
]
