"""Chapter 14 · The four rulebooks side by side: options, where they disagree, predictions."""

from __future__ import annotations

from ..facts import Beats, Call, ToAct, returned, rule_option
from ..kinds import Predict, Question, Seat
from ..situations import Generated, Rotated, Scripted
from ..text import Say

GOUJI = ("3 Q Q Q A A A 5", "3 6 6 6", "3 7 7 7", "3 K K K 8", "3 9 9 9", "3 J J J")
"""Seat 0 leads Q Q Q; his 对头, seat 3, passes."""

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
            "On this table Q Q Q were led and the leader's 对头, seat {s3}, passed. Who leads the "
            "new trick?",
            "在这张牌桌上有人出了 Q Q Q，出牌人的对头{s3}号过了。新一轮谁发牌？",
        ),
        situation=Rotated(Scripted(GOUJI, moves=("play Q Q Q", "pass")), turns=(0, 1, 2, 3, 4, 5)),
        fact=ToAct(("F5", "F4")),
        conceal=("turn",),
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
                "$s3",
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
            "On this table ({rules}) seat {s0} leads a lone 2; nobody holds a joker. Who is "
            "asked next?",
            "在这张牌桌上（{rules}）{s0}号出了单张2；谁都没有王。下一个问谁？",
        ),
        situation=Generated("ch14.lone-two"),
        fact=ToAct(("G1", "F2", "F5")),
        conceal=("turn",),
        section="5 · Is a single 2 a gouji hand? (G1)",
        rules=("G1", "F2", "F5"),
        hints=(
            Say(
                "A gouji hand goes to the 对头; any other play to the next seat.",
                "够级牌问对头；其他牌按顺序问下家。",
            ),
            Say("Is a single 2 gouji under {rules}?", "在{rules}下单张2是够级牌吗？"),
            Say(
                "qingdao and linyi: one 2 is gouji; tongsu and irvine need two.",
                "青岛和临沂：一张2就是够级牌；通俗和尔湾要两张。",
            ),
        ),
        why=Say("Under {rules} the next asked is seat {answer}.", "在{rules}下接着问{answer}号。"),
        traps=(
            (
                "$s3",
                Say(
                    "Only a gouji hand goes to the 对头; is a lone 2 one under this rulebook?",
                    "只有够级牌才问对头；在这本规则下单张2是够级牌吗？",
                ),
            ),
            (
                "$s1",
                Say(
                    "Only a play that is not gouji goes straight to the next seat; is a lone 2 "
                    "gouji under this rulebook?",
                    "只有不是够级牌的牌才直接问下家；在这本规则下单张2是够级牌吗？",
                ),
            ),
        ),
    ),
    Seat(
        key="predict-qingdao",
        prompt=Say(
            "On this table (qingdao) the hands were {hands}; seat {s0} leads {lead}. Who is asked "
            "next?",
            "在这张牌桌上（青岛规则）各家的牌是 {hands}；{s0}号出了 {lead}。下一个问谁？",
        ),
        situation=Generated("ch14.predict-qingdao"),
        fact=ToAct(("G2", "S3")),
        conceal=("turn",),
        section="Predict: one situation, four rulebooks",
        rules=("G2", "S1", "S3"),
        hints=(
            Say(
                "Is a joker hanging on two fives a gouji hand here?",
                "这里挂了王的两个五算够级牌吗？",
            ),
            Say("If so, who may burn before the 对头 answers?", "如果是，对头回击前谁可以烧？"),
            Say(
                "A burn needs a joker; the gouji player's alliance is asked first, then the "
                "other; the 对头 when nobody can burn.",
                "烧牌要有王；先问出够级牌者的联邦，再问另一方；谁都烧不了才问对头。",
            ),
        ),
        why=Say("qingdao asks seat {answer} next.", "青岛规则接着问{answer}号。"),
    ),
    Seat(
        key="predict-irvine",
        prompt=Say(
            "A table like the last, under irvine: the hands were {hands}; seat {s0} leads {lead}. "
            "Who is asked next?",
            "和上一题一样的牌桌，尔湾规则：各家的牌是 {hands}；{s0}号出了 {lead}。下一个问谁？",
        ),
        situation=Generated("ch14.predict-irvine"),
        fact=ToAct(("G2", "F2")),
        conceal=("turn",),
        section="Predict: one situation, four rulebooks",
        rules=("G2", "F2"),
        hints=(
            Say("Is it a gouji hand under irvine?", "在尔湾规则下这是够级牌吗？"),
            Say("irvine does not make every 挂花 play gouji.", "尔湾规则不把每手挂花都算够级牌。"),
            Say(
                "An ordinary play: the next seat in turn; a gouji hand: a burner first, else the "
                "对头.",
                "普通牌：按顺序下家；够级牌：先问能烧的人，没有就问对头。",
            ),
        ),
        why=Say("irvine asks seat {answer} next.", "尔湾规则接着问{answer}号。"),
    ),
]
