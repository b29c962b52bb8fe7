"""Chapter 13 · Revolution (R1-R5): who may revolt, two revolutions, the place, 要头/无头, 冲点."""

from __future__ import annotations

from ..facts import (
    Among,
    Board,
    Call,
    MayMove,
    four_way,
    has_chong_dian,
    is_void,
    revolt_asked,
    revolutionary_place,
)
from ..kinds import Choose, Predict, Question, Seat
from ..situations import Generated
from ..text import Say

QUESTIONS: list[Question] = [
    Seat(
        key="who-may-revolt",
        prompt=Say(
            "On this table (qingdao) the hands dealt are {hands}; the revolution is next. Which "
            "seats will be asked whether they revolt?",
            "在这张牌桌上（青岛规则）发到的牌是 {hands}；接下来是革命。哪些座位会被问到革不革命？",
        ),
        situation=Generated("ch13.hands"),
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
            "On this table (qingdao) the hands dealt are {hands}. May seat {seat} revolt?",
            "在这张牌桌上（青岛规则）发到的牌是 {hands}。{seat}号可以革命吗？",
        ),
        situation=Generated("ch13.hands"),
        fact=Among(revolt_asked, "$seat", ("R1",)),
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
        why=Say(
            "Only a hand with no 2 and no joker may revolt: {answer}.",
            "只有没有钱也没有王的牌才能革命：{answer}。",
        ),
        traps=(
            (
                True,
                Say("A 2 or a joker in hand rules a revolution out.", "手里有钱或王就不能革命。"),
            ),
        ),
    ),
    Predict(
        key="two-revolutions",
        prompt=Say(
            "On this table seats {a} and {b} hold no 2 and no joker. {what} Is the deal void?",
            "在这张牌桌上{a}号和{b}号都没有钱和王。{what}这一局作废吗？",
        ),
        situation=Generated("ch13.two-revolutions"),
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
        why=Say(
            "Two revolutions void the deal, one does not: {answer}.",
            "两人革命本局作废，一人革命不作废：{answer}。",
        ),
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
            "On this table seat {s0} revolted; seat {first} went out first and seat {second} "
            "second. Which place is seat {s0}'s?",
            "在这张牌桌上{s0}号革命了；{first}号第一个走科，{second}号第二个。{s0}号是第几名？",
        ),
        situation=Generated("ch13.places"),
        fact=Board(revolutionary_place, ("R2", "E4")),
        conceal=("places",),
        choices=("三科", "四科", "大落"),
        section="The revolutionary's place, and the point (R2)",
        rules=("R2", "E4"),
        hints=(
            Say("Usually the revolutionary is 四科.", "通常革命者算四科。"),
            Say(
                "Are seats {first} and {second} both his partners?",
                "{first}号和{second}号都是他的联邦吗？",
            ),
            Say(
                "Partners first and second make a 串三户 with him in it.",
                "联邦拿了头科和二科，就和他一起成了串三户。",
            ),
        ),
        why=Say("He counts as {answer}.", "他算{answer}。"),
        traps=(
            (
                "四科",
                Say(
                    "四科 is the usual place; look at who went out first and second.",
                    "四科是通常的名次；看看谁是头科和二科。",
                ),
            ),
            (
                "三科",
                Say(
                    "三科 needs both partners first and second; look at their alliances.",
                    "要两个联邦拿头科和二科才算三科；看看他们是哪一方的。",
                ),
            ),
        ),
    ),
    Predict(
        key="keep-head",
        prompt=Say(
            "On this table seat {s0} revolted and his 对头, seat {s3}, chose {head}. Seat {s3} "
            "leads K K: may seat {s4} answer with an ordinary play of A A?",
            "在这张牌桌上{s0}号革命了，他的对头{s3}号选了{head}。{s3}号出 K K：{s4}号可以用 A A "
            "正常管吗？",
        ),
        situation=Generated("ch13.head"),
        fact=MayMove("A A", kind="PLAY"),
        section="要头 or 无头 (R3)",
        rules=("R3", "E6"),
        hints=(
            Say(
                "要头 gives the 对头 gouji hands nobody may answer; 无头 lets anyone answer in "
                "turn.",
                "要头让对头有没人能管的够级牌；无头让谁都可以按顺序管。",
            ),
            Say("够死级: the first three of them, after 要头.", "够死级：要头后的前三手。"),
            Say(
                "After 要头 only a burn could still beat them.",
                "要头后只有烧牌还能管。",
            ),
        ),
        why=Say(
            "要头 makes his first gouji hands unanswerable but by a burn; 无头 does not. He chose "
            "{head}: {answer}.",
            "要头让他的前几手够级牌除了烧牌没人能管；无头不会。他选了{head}：{answer}。",
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
            "On this table {what}, and seat {s2} has just gone out, first. Has 四人乱缠 begun?",
            "在这张牌桌上{what}，{s2}号刚第一个走科。四人乱缠开始了吗？",
        ),
        situation=Generated("ch13.four-way"),
        fact=Board(four_way, ("R5",)),
        section="四人乱缠 once 头科 is out (R5)",
        rules=("R5", "E2"),
        hints=(
            Say("Normally two must be out first.", "通常要走两个人。"),
            Say("Does a revolutionary sit out here?", "这里有革命者不打吗？"),
            Say(
                "With a revolutionary one finisher is enough; without, two.",
                "有革命者时走一个人就够了；没有时要两个。",
            ),
        ),
        why=Say(
            "With a revolutionary 头科 is enough, without one two must be out: {answer}.",
            "有革命者时头科出来就开始，没有时要走两个人：{answer}。",
        ),
        traps=(
            (
                False,
                Say("With a revolutionary one finisher is enough.", "有革命者时走一个人就够了。"),
            ),
        ),
    ),
]
