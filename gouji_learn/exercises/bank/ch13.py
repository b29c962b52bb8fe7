"""Chapter 13 · Revolution (R1-R5): who may revolt, two revolutions, the place, 要头/无头, 冲点."""

from __future__ import annotations

from ..facts import (
    Board,
    Call,
    MayMove,
    PlaceOf,
    four_way,
    has_chong_dian,
    is_void,
    revolt_asked,
)
from ..kinds import Choose, Predict, Question, Seat
from ..situations import Deal, Scripted
from ..text import Say

HANDS = ("5 3", "2 3", "SJ 3", "BJ 6 3", "7 3", "2 2 3")
"""Seats 1, 2, 3 and 5 hold a 2 or a joker; seats 0 and 4 neither."""
R2 = ("5 3", "2 3", "2 3", "2 7 3", "2 K 3", "2 3")
R3 = ("5 3", "2 3", "2 3", "2 K K 3", "2 A A 3", "2 3")

QUESTIONS: list[Question] = [
    Seat(
        key="who-may-revolt",
        prompt=Say(
            "On this table (qingdao) the revolution is next. Which seats will be asked whether "
            "they revolt?",
            "在这张牌桌上（青岛规则）接下来是革命。哪些座位会被问到革不革命？",
        ),
        situation=Deal(("9 9 3", "2 5 3", "K K 3", "SJ 7 3", "A A 3", "8 BJ 3")),
        fact=Board(revolt_asked, ("R1",)),
        mode="set",
        section="Who may revolt (R1)",
        rules=("R1",),
        hints=(
            Say("A hopeless hand may sit the round out.", "没希望的牌可以不打。"),
            Say("Hopeless: no 2 and no joker.", "没希望：没有钱也没有王。"),
            Say("Kings and aces do not matter.", "K和A不算。"),
        ),
        why=Say("No 2 and no joker: {answer}.", "没有钱也没有王：{answer}。"),
    ),
    Predict(
        key="revolt-with-two",
        prompt=Say(
            "On this table seat 1 holds a 2. May he revolt?",
            "在这张牌桌上1号手里有一张2。他可以革命吗？",
        ),
        situation=Deal(HANDS),
        fact=MayMove("revolt", seat=1),
        section="Mistake: revolting with a 2 in hand",
        rules=("R1",),
        hints=(
            Say("Who may revolt at all?", "谁才能革命？"),
            Say(
                "A 2 is a gouji hand on its own: is the hand hopeless?",
                "一张2本身就是够级牌：这手牌没希望吗？",
            ),
            Say("No 2 and no joker, or no revolution.", "没有钱也没有王，才能革命。"),
        ),
        why=Say("He holds a 2: {answer}.", "他有钱：{answer}。"),
        traps=((True, Say("A 2 in hand rules a revolution out.", "手里有钱就不能革命。")),),
    ),
    Predict(
        key="two-revolutions",
        prompt=Say(
            "On this table seats 0 and 2, partners with no 2 and no joker, both revolt. Is the "
            "deal void?",
            "在这张牌桌上0号和2号是联邦，都没有钱和王，两人都革命了。这一局作废吗？",
        ),
        situation=Deal(("5 3", "2 3", "6 3", "2 3", "2 3", "2 3"), moves=("revolt", "revolt")),
        fact=Board(is_void, ("R1",)),
        section="Mistake: two revolutions both counting",
        rules=("R1",),
        hints=(
            Say("Can four players play a round?", "四个人能打一回合吗？"),
            Say("Two revolutions never both count.", "两个革命不能同时成立。"),
            Say(
                "With two or more revolutionaries the deal is void "
                "(如同时出现2个以上革命者，则该局作废).",
                "如同时出现2个以上革命者，则该局作废。",
            ),
        ),
        why=Say("Two revolutions void the deal: {answer}.", "两人革命，本局作废：{answer}。"),
        traps=(
            (
                False,
                Say(
                    "They cannot both sit out while four play on.",
                    "不能两个人都不打、让四个人继续。",
                ),
            ),
        ),
    ),
    Choose(
        key="revolutionary-in-sweep",
        prompt=Say(
            "On this table seat 0 revolted; his partners 2 and 4 went out first and second. Which "
            "place is seat 0's?",
            "在这张牌桌上0号革命了；他的联邦2号和4号第一、第二个走科。0号是第几名？",
        ),
        situation=Scripted(
            R2,
            leader=2,
            revolutionary=0,
            moves=(
                *("play 2", "pass until end", "play 3", "pass until end", "play 7", "play K"),
                *("pass until end", "play 2", "pass until end", "play 3"),
            ),
        ),
        fact=PlaceOf(0),
        choices=("三科", "四科", "大落"),
        section="The revolutionary's place, and the point (R2)",
        rules=("R2", "E4"),
        hints=(
            Say("Usually the revolutionary is 四科.", "通常革命者算四科。"),
            Say("But here his partners took the first two places.", "但这里他的联邦拿了前两名。"),
            Say("That makes a 串三户 with him in it.", "这就和他一起成了串三户。"),
        ),
        why=Say(
            "With his partners first and second he counts as {answer}.",
            "联邦拿了头科和二科，他算{answer}。",
        ),
        traps=(
            (
                "四科",
                Say(
                    "四科 is the usual place; look at who went out first and second.",
                    "四科是通常的名次；看看谁是头科和二科。",
                ),
            ),
        ),
    ),
    Predict(
        key="keep-head",
        prompt=Say(
            "On this table seat 0 revolted and his 对头, seat 3, chose 要头. Seat 3 leads K K: may "
            "seat 4 answer with an ordinary play of A A?",
            "在这张牌桌上0号革命了，他的对头3号选了要头。3号出 K K：4号可以用 A A 正常管吗？",
        ),
        situation=Scripted(R3, leader=3, revolutionary=0, head="keep", moves=("play K K",)),
        fact=MayMove("A A", kind="PLAY"),
        section="要头 or 无头 (R3)",
        rules=("R3", "E6"),
        hints=(
            Say(
                "要头 gives seat 3 gouji hands nobody may answer.", "要头让3号有没人能管的够级牌。"
            ),
            Say("够死级: the first three of them.", "够死级：前三手。"),
            Say("Only a burn could still beat them.", "只有烧牌还能管。"),
        ),
        why=Say(
            "After 要头 his first gouji hands are 够死级: {answer}.",
            "要头后他的前几手够级牌是够死级：{answer}。",
        ),
        traps=(
            (
                True,
                Say(
                    "With 无头, yes; 要头 makes the kings unanswerable.",
                    "选无头可以；要头让K没人能管。",
                ),
            ),
        ),
    ),
    Predict(
        key="qingdao-chong-dian",
        prompt=Say(
            "Under qingdao, may a revolutionary charge the point (冲点)?",
            "在青岛规则下，革命者可以冲点吗？",
        ),
        fact=Call(has_chong_dian, ("qingdao",), ("R4",)),
        section="冲点: charging the point (R4)",
        rules=("R4",),
        hints=(
            Say("Not every rulebook has 冲点.", "不是每本规则都有冲点。"),
            Say("linyi and irvine: optional; tongsu: required.", "临沂和尔湾可选；通俗规则必须。"),
            Say("qingdao goes straight to 要头/无头.", "青岛规则直接选要头或无头。"),
        ),
        why=Say("qingdao has no 冲点: {answer}.", "青岛规则没有冲点：{answer}。"),
    ),
    Predict(
        key="four-way-after-revolt",
        prompt=Say(
            "On this table seat 0 revolted and seat 2 has just gone out, first. Has 四人乱缠 "
            "begun?",
            "在这张牌桌上0号革命了，2号刚第一个走科。四人乱缠开始了吗？",
        ),
        situation=Scripted(
            R2,
            leader=2,
            revolutionary=0,
            moves=("play 2", "pass until end", "play 3", "pass until end"),
        ),
        fact=Board(four_way, ("R5",)),
        section="四人乱缠 once 头科 is out (R5)",
        rules=("R5", "E2"),
        hints=(
            Say("Normally two must be out first.", "通常要走两个人。"),
            Say("A revolutionary already sits out.", "革命者已经不打了。"),
            Say("So one finisher is enough.", "所以走一个人就够了。"),
        ),
        why=Say(
            "With a revolutionary, 头科 is enough: {answer}.",
            "有革命者时，头科出来就开始：{answer}。",
        ),
        traps=(
            (
                False,
                Say("With a revolutionary one finisher is enough.", "有革命者时走一个人就够了。"),
            ),
        ),
    ),
]
