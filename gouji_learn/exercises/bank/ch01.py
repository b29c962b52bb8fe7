"""Chapter 01 · The table (T1-T3): allies, the 对头, 上家 and 下家, counter-clockwise play."""

from __future__ import annotations

from ...rules.table import allies_of, opposite_of, previous_seat
from ..facts import Call, OfToAct, SameAlliance, ToAct, opponents_of, relation_name, turn_order
from ..kinds import Choose, Predict, Question, Seat
from ..situations import Dealt, Generated, Stop
from ..text import Say

QUESTIONS: list[Question] = [
    Seat(
        key="allies-of-5",
        prompt=Say(
            "You sit in seat 5. Which seats are your allies (联邦)?",
            "你坐5号。哪几个座位是你的联邦？",
        ),
        fact=Call(allies_of, (5,)),
        mode="set",
        section="Alliances — 联邦 (T1)",
        rules=("T1",),
        hints=(
            Say("An alliance is every other seat round the table.", "联邦是隔一个座位的三个人。"),
            Say(
                "Even seats are one alliance, odd seats the other.",
                "双号座位一个联邦，单号座位另一个。",
            ),
            Say(
                "Count two seats on from 5, twice (after 5 comes 0).",
                "从5号往后数两个座位，再数两个（5之后是0）。",
            ),
        ),
        why=Say(
            "Allies sit two and four seats on: {answer}.", "联邦在隔两个、隔四个座位处：{answer}。"
        ),
        traps=(
            (
                frozenset({4, 0}),
                Say(
                    "Those are your neighbours, and both neighbours are opponents.",
                    "那是你的两个邻座，邻座都是对手。",
                ),
            ),
            (
                frozenset({2}),
                Say(
                    "Seat 2 sits straight across: your 对头, an opponent.",
                    "2号在正对面，是你的对头，是对手。",
                ),
            ),
        ),
    ),
    Seat(
        key="opposite-of-4",
        prompt=Say("Who is the 对头 of seat 4?", "4号的对头是谁？"),
        fact=Call(opposite_of, (4,)),
        section="The 对头 — the player straight across (T2)",
        rules=("T2",),
        hints=(
            Say("The 对头 sits straight across the table.", "对头坐在正对面。"),
            Say("Seat s faces seat s+3.", "s号对着s+3号。"),
            Say("4 + 3 = 7: wrap round after 5.", "4+3=7：超过5要绕回。"),
        ),
        why=Say("4 + 3 = 7, which wraps round to {answer}.", "4+3=7，绕回就是{answer}。"),
        traps=(
            (
                5,
                Say(
                    "Seat 5 is seat 4's 下家, the next seat, not the one across.",
                    "5号是4号的下家，不是对面。",
                ),
            ),
            (
                3,
                Say(
                    "Seat 3 is seat 4's 上家, the seat before, not the one across.",
                    "3号是4号的上家，不是对面。",
                ),
            ),
        ),
    ),
    Seat(
        key="opposite-of-to-act",
        prompt=Say(
            "On this table, who is the 对头 of the seat to act (ringed in yellow)?",
            "在这张牌桌上，正在出牌的人（黄圈）的对头是谁？",
        ),
        situation=Dealt(seed=1, stop=Stop(plays=2)),
        fact=OfToAct(opposite_of, ("T2",)),
        section="The 对头 — the player straight across (T2)",
        rules=("T2",),
        hints=(
            Say("The 对头 sits straight across the table.", "对头坐在正对面。"),
            Say("Follow the dashed line from the seat to act.", "顺着正在出牌者的虚线看过去。"),
            Say(
                "Add 3 to the seat number and wrap round after 5.", "座位号加3，超过5就从0接着数。"
            ),
        ),
        why=Say(
            "The seat straight across is s+3 (mod 6): {answer}.",
            "正对面是s+3（满6归零）：{answer}。",
        ),
    ),
    Seat(
        key="shangjia-of-0",
        prompt=Say(
            "Who is seat 0's 上家, the player just before it?",
            "0号的上家，即紧挨着在它之前出牌的人，是谁？",
        ),
        fact=Call(previous_seat, (0,)),
        section="上家 and 下家 — the neighbours (T2, T3)",
        rules=("T3",),
        hints=(
            Say("The 上家 plays just before you.", "上家在你之前出牌。"),
            Say("Before seat s comes seat s-1.", "s号之前是s-1号。"),
            Say("0 - 1 wraps round to the highest seat number.", "0减1要绕回最大的座位号。"),
        ),
        why=Say(
            "The 上家 of s is s-1, and 0-1 wraps to {answer}.",
            "s号的上家是s-1号，0减1绕回{answer}。",
        ),
        traps=(
            (
                1,
                Say(
                    "Seat 1 plays after seat 0: that is its 下家, not its 上家.",
                    "1号在0号之后出牌：那是下家，不是上家。",
                ),
            ),
        ),
    ),
    Predict(
        key="neighbour-partner",
        prompt=Say(
            "You sit in seat 2 and your 下家 has just played four aces. Is he your partner?",
            "你坐2号，你的下家刚出了四个A。他是你的同伙吗？",
        ),
        fact=SameAlliance(2, 3),
        section="Mistake to avoid: the neighbour is not your partner",
        rules=("T1", "T2"),
        hints=(
            Say("Which seat is seat 2's 下家?", "2号的下家是几号？"),
            Say("Seat 2's 下家 is seat 3: odd or even?", "2号的下家是3号：单号还是双号？"),
            Say(
                "Both neighbours of every seat are of the other alliance.",
                "每个座位的两个邻座都属于另一个联邦。",
            ),
        ),
        why=Say(
            "Seat 2's 下家 is seat 3, of the other alliance, so the answer is {answer}.",
            "2号的下家是3号，属于另一个联邦，所以答案是{answer}。",
        ),
        traps=(
            (
                True,
                Say(
                    "In Gouji your neighbours are never your partners (unlike many team games).",
                    "够级里邻座从来不是同伙（和许多团队游戏不同）。",
                ),
            ),
        ),
    ),
    Seat(
        key="opponents-of-to-act",
        prompt=Say(
            "On this table, which seats are the opponents of the seat to act?",
            "在这张牌桌上，哪些座位是正在出牌者的对手？",
        ),
        situation=Dealt(seed=2, stop=Stop(plays=1)),
        fact=OfToAct(opponents_of, ("T1", "T2")),
        mode="set",
        section="Mistake to avoid: the neighbour is not your partner",
        rules=("T1", "T2"),
        hints=(
            Say("Opponents are the seats of the other colour.", "对手是另一种颜色的座位。"),
            Say("Both neighbours and the 对头 are opponents.", "两个邻座和对头都是对手。"),
            Say("s-1, s+1 and s+3.", "s-1、s+1和s+3。"),
        ),
        why=Say("The other alliance: {answer}.", "另一个联邦：{answer}。"),
    ),
    Seat(
        key="next-to-act",
        prompt=Say(
            "Three plays lie on this table. The trick goes on: who acts next?",
            "桌上已有三手牌。这一轮继续：下一个该谁出？",
        ),
        situation=Generated("ch01.three-plays"),
        conceal=("turn",),
        fact=ToAct(),
        section="Play goes counter-clockwise (T3)",
        rules=("T3",),
        hints=(
            Say(
                "Play goes counter-clockwise, the way the arrow turns.",
                "出牌按逆时针方向，即箭头的方向。",
            ),
            Say(
                "Find the seat that acted last: the highest play, or a pass after it.",
                "找到最后行动的人：最大的那手牌，或它之后的过牌。",
            ),
            Say(
                "The next seat is the last one to act plus one (after 5 comes 0).",
                "下一位是最后行动者的座位号加一（5之后是0）。",
            ),
        ),
        why=Say("After seat s comes seat s+1: {answer}.", "s号之后是s+1号：{answer}。"),
        traps=(
            (
                "$clockwise",
                Say(
                    "That seat is before the last one: play goes counter-clockwise.",
                    "那是最后行动者的上家：出牌按逆时针方向。",
                ),
            ),
        ),
    ),
    Seat(
        key="order-from-4",
        prompt=Say(
            "Seat 4 leads a new trick. In what order do the six seats play, starting with seat 4?",
            "4号发牌开始新的一轮。六个座位从4号开始按什么顺序出牌？",
        ),
        fact=Call(turn_order, (4,)),
        mode="order",
        section="Mistake to avoid: playing clockwise",
        rules=("T3",),
        hints=(
            Say("Gouji goes counter-clockwise.", "够级按逆时针方向出牌。"),
            Say("Seat numbers grow in the direction of play.", "座位号沿出牌方向递增。"),
            Say("Add 1 each time; after 5 comes 0.", "每次加一；5之后是0。"),
        ),
        why=Say("Counter-clockwise, s then s+1: {answer}.", "逆时针，s之后是s+1：{answer}。"),
        traps=(
            (
                (4, 3, 2, 1, 0, 5),
                Say(
                    "That is clockwise, as in bridge: Gouji turns the other way.",
                    "那是顺时针，像桥牌一样：够级的方向正相反。",
                ),
            ),
        ),
    ),
    Choose(
        key="relation-4-1",
        prompt=Say(
            "You sit in seat 4. How does seat 1 stand to you: 下家, 上家, 对头 or 联邦?",
            "你坐4号。1号是你的：下家、上家、对头还是联邦？",
        ),
        fact=Call(relation_name, (4, 1)),
        choices=("下家", "上家", "对头", "联邦"),
        section="Everything at once",
        rules=("T1", "T2", "T3"),
        hints=(
            Say("Is seat 1 next to seat 4?", "1号挨着4号吗？"),
            Say("Seat 4's neighbours are 3 and 5.", "4号的邻座是3号和5号。"),
            Say("4 + 3 = 7, and 7 wraps round to…", "4+3=7，7绕回……"),
        ),
        why=Say("Seat 1 = 4 + 3 (mod 6): {answer}.", "1号=4+3（满6归零）：{answer}。"),
    ),
]
