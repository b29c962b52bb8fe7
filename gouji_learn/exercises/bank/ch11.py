"""Chapter 11 · Tribute and declarations (X1-X5, D1-D2): 落贡, 点贡, what comes back, 预点/明点."""

from __future__ import annotations

from ..facts import (
    Board,
    Call,
    LastTributeTo,
    ToAct,
    cards_to_return,
    declares,
    point_tribute_paid,
    returned,
)
from ..kinds import Choose, Number, Predict, Question, Seat
from ..situations import Generated
from ..text import Say

QUESTIONS: list[Question] = [
    Choose(
        key="daluo-pays",
        prompt=Say(
            "On this table a new round has been dealt and the tribute paid. Whom did last round's "
            "{payer} pay his 落贡 to?",
            "在这张牌桌上新一回合已发牌、已进贡。上一回合的{payer}把落贡进给了谁？",
        ),
        situation=Generated("ch11.tribute"),
        fact=LastTributeTo("$payer"),
        choices=("头科", "二科", "三科"),
        section="落贡: who pays the last places (X2)",
        rules=("X2",),
        hints=(
            Say("The last places pay the first places.", "末位向前位进贡。"),
            Say("二落 pays one card; 大落 two.", "二落进一张；大落进两张。"),
            Say(
                "Count {payer}'s place from the end, and the receiver's from the front.",
                "{payer}从后往前数第几名，收贡的就从前往后数第几名。",
            ),
        ),
        why=Say("{payer} pays {answer}.", "{payer}向{answer}进贡。"),
        traps=(
            (
                "二科",
                Say("二科 receives from 二落, not from 大落.", "二科收的是二落的贡，不是大落的。"),
            ),
            (
                "头科",
                Say("头科 receives from 大落, not from 二落.", "头科收的是大落的贡，不是二落的。"),
            ),
        ),
    ),
    Seat(
        key="who-returns-first",
        prompt=Say(
            "On this table ({rules}) the tribute is paid, in this order: {paid}. Who returns a "
            "card first?",
            "在这张牌桌上（{rules}）贡已按这个顺序进完：{paid}。谁先还贡？",
        ),
        situation=Generated("ch11.tribute"),
        fact=ToAct(("X3",)),
        conceal=("turn",),
        section="In which order? (X3)",
        rules=("X3",),
        hints=(
            Say("Which of these tributes come back under {rules}?", "在{rules}下哪些贡要还？"),
            Say(
                "qingdao returns only the 落贡; irvine every tribute.",
                "青岛规则只还落贡；尔湾规则每种贡都还。",
            ),
            Say(
                "Returns follow the order paid: the first tribute that comes back.",
                "还贡按进贡的顺序：第一笔要还的贡先还。",
            ),
        ),
        why=Say(
            "Seat {answer} returns first: his is the first tribute paid that comes back.",
            "{answer}号先还：他收的是第一笔要还的贡。",
        ),
        traps=(
            (
                "$first",
                Say(
                    "That seat received first, but not every tribute comes back here.",
                    "那个座位最先收贡，但这里不是每种贡都要还。",
                ),
            ),
        ),
    ),
    Number(
        key="cards-back",
        prompt=Say(
            "On this table ({rules}) the tribute is paid: {paid}. How many cards must come back "
            "(还贡)?",
            "在这张牌桌上（{rules}）贡已进完：{paid}。要还几张牌（还贡）？",
        ),
        situation=Generated("ch11.tribute"),
        fact=Board(cards_to_return, ("X3",)),
        section="What comes back? (X3)",
        rules=("X3",),
        hints=(
            Say("Not every kind of tribute comes back.", "不是每种贡都要还。"),
            Say(
                "qingdao returns only the 落贡, card for card; irvine every tribute.",
                "青岛规则只还落贡，一张还一张；尔湾规则每种贡都还。",
            ),
            Say(
                "Count the cards of the tributes {rules} returns.", "数一数{rules}要还的贡的张数。"
            ),
        ),
        why=Say("{rules} returns {answer} of these cards.", "{rules}要还其中{answer}张。"),
        traps=(
            (
                "$all_paid",
                Say(
                    "That is every card paid; under this rulebook not every tribute comes back.",
                    "那是进贡的全部张数；在这本规则下不是每种贡都要还。",
                ),
            ),
        ),
    ),
    Predict(
        key="point-returned",
        prompt=Say("Under qingdao, is the 点贡 returned (还贡)?", "在青岛规则下，点贡要还吗？"),
        fact=Call(returned, ("qingdao", "point"), ("X3",)),
        section="What comes back? (X3)",
        rules=("X3",),
        hints=(
            Say("qingdao returns one kind only.", "青岛规则只还一种贡。"),
            Say("The point tribute is not returned (点贡是不还贡的).", "点贡是不还贡的。"),
            Say("Only the 落贡 comes back.", "只还落贡。"),
        ),
        why=Say("Only the 落贡 comes back: {answer}.", "只还落贡：{answer}。"),
        traps=(
            (
                True,
                Say(
                    "A common mistake: the 点贡 stays with the one who opened.",
                    "常见错误：点贡归开点的人，不还。",
                ),
            ),
        ),
    ),
    Number(
        key="point-tribute-plain",
        prompt=Say(
            "Under qingdao, A opened and his 对头 B did not; nobody declared. How many cards does "
            "B pay A?",
            "在青岛规则下，甲开点了，他的对头乙没有；都没叫点。乙给甲进几张？",
        ),
        fact=Call(point_tribute_paid, (True, False, "none", "none", "qingdao", False), ("X4",)),
        section="点贡: the point tribute (X4)",
        rules=("X4",),
        hints=(
            Say("Two parts, each of one card.", "两部分，每部分一张。"),
            Say(
                "A's claim: one card; B's penalty for not opening: one more.",
                "甲的一张，加乙没开点的一张。",
            ),
            Say("1 + 1.", "1 + 1。"),
        ),
        why=Say("Claim 1 + penalty 1 = {answer}.", "1 + 1 = {answer}。"),
        traps=(
            (
                1,
                Say(
                    "That is one of the two parts: the table adds another.",
                    "那只是两部分之一：还要再加一部分。",
                ),
            ),
        ),
    ),
    Number(
        key="failed-yu",
        prompt=Say(
            "Under qingdao, your 对头 opened and you did not; you had declared 预点, he nothing. "
            "How many cards do you pay him?",
            "在青岛规则下，你的对头开点了，你没有；你叫了预点，他没叫。你给他进几张？",
        ),
        fact=Call(point_tribute_paid, (False, True, "yu", "none", "qingdao", True), ("X4", "D1")),
        section="点贡: the point tribute (X4)",
        rules=("X4", "D1"),
        hints=(
            Say("A failed 预点 costs the most.", "预点失败代价最大。"),
            Say(
                "His claim without a declaration, plus your penalty for 预点.",
                "他没叫点的一张，加你预点的罚牌。",
            ),
            Say("1 + 8.", "1 + 8。"),
        ),
        why=Say("1 + 8 = {answer}.", "1 + 8 = {answer}。"),
    ),
    Number(
        key="irvine-one-card",
        prompt=Say(
            "Under irvine, A opened and his 对头 B did not. How many cards does B pay A?",
            "在尔湾规则下，甲开点了，他的对头乙没有。乙给甲进几张？",
        ),
        fact=Call(point_tribute_paid, (True, False, "none", "none", "irvine", False), ("X5",)),
        section="One-card 点贡: irvine and tongsu (X5)",
        rules=("X5",),
        hints=(
            Say("irvine keeps it simple.", "尔湾规则很简单。"),
            Say("No declarations there.", "那里没有叫点。"),
            Say("A single card.", "一张。"),
        ),
        why=Say("irvine's 点贡 is {answer} card.", "尔湾规则点贡{answer}张。"),
        traps=(
            (
                2,
                Say(
                    "That is qingdao's table; irvine's is simpler.",
                    "那是青岛规则的表；尔湾规则更简单。",
                ),
            ),
        ),
    ),
    Predict(
        key="tongsu-yu",
        prompt=Say("Under tongsu, may a player declare 预点?", "在通俗规则下，可以叫预点吗？"),
        fact=Call(declares, ("tongsu", "yu"), ("D1",)),
        section="Which rulebooks have declarations?",
        rules=("D1",),
        hints=(
            Say("tongsu art. 23 speaks of 预点.", "通俗规则第23条讲到预点。"),
            Say("These rules forbid 预点 (本规则禁止“预点”).", "本规则禁止“预点”。"),
            Say("It keeps 明点 only.", "它只保留明点。"),
        ),
        why=Say("tongsu forbids 预点: {answer}.", "通俗规则禁止预点：{answer}。"),
        traps=(
            (
                True,
                Say(
                    "qingdao and linyi have it; tongsu forbids it.", "青岛和临沂有；通俗规则禁止。"
                ),
            ),
        ),
    ),
]
