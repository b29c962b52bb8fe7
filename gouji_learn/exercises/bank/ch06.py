"""Chapter 06 · A trick (F1-F8): lead, follow, pass for good, the last player leads, yield, wind."""

from __future__ import annotations

from ..facts import Board, MayMove, MoveRefusal, ToAct, still_asked
from ..goals import AnyLegal
from ..kinds import ChooseRule, FindMove, Predict, Question, Seat
from ..situations import Scripted
from ..text import Say

HANDS = ("3 5 5 9 9 K K", "3 9 9 J J", "3 6 6 8", "3 7 7 10 10 A A", "3 8 8 Q", "3 6 7")
"""The chapter's six small hands, seat 0 to lead."""
BEFORE = ("5 5", "pass", "6 6", "pass", "8 8", "pass")
"""The trick's first moves: seat 0 leads 5 5 ... seat 5 passes."""
YIELD = ("3 5 7 9", "3 6", "3 6", "3 6 8", "3 6 J", "3 6")
"""The chapter's yielding deal."""

QUESTIONS: list[Question] = [
    FindMove(
        key="lead-something",
        prompt=Say(
            "On this table you are seat 0, to lead. Lead any play the rules allow.",
            "在这张牌桌上你是0号，轮到你发牌。出任意一手合规则的牌。",
        ),
        situation=Scripted(HANDS, viewer=0),
        goal=AnyLegal(play=True),
        section="Leading — 发牌 (F1)",
        rules=("F1", "Y1"),
        hints=(
            Say("Any one play from your hand (chapter 03).", "手里任意一手牌（第03章）。"),
            Say(
                "Not a pass, and not your 3 (憋三 keeps it for last).",
                "不能过牌，也不能出3（憋三：3留到最后）。",
            ),
            Say(
                "Your fives, nines or kings, one or more of a rank.",
                "你的五、九或K，同点一张或几张。",
            ),
        ),
        why=Say("{answer} is a legal lead.", "{answer}是合规则的发牌。"),
    ),
    ChooseRule(
        key="rule-pass-on-lead",
        prompt=Say(
            "On this table seat 0 is to lead and tries to pass. Which rule refuses it?",
            "在这张牌桌上轮到0号发牌，他想过牌。哪条规则不允许？",
        ),
        situation=Scripted(HANDS),
        fact=MoveRefusal("pass"),
        choices=("F1", "F2", "F3", "Y1"),
        section="Mistake: passing on a lead",
        rules=("F1",),
        hints=(
            Say("Is there anything on the table to pass on?", "桌上有要管的牌吗？"),
            Say("The rule about the first play of a trick.", "关于一轮第一手牌的规则。"),
            Say("发牌: the leader must play.", "发牌：发牌的人必须出牌。"),
        ),
        why=Say("The leader must play: {answer}.", "发牌的人必须出牌：{answer}。"),
    ),
    Seat(
        key="asked-after-pass",
        prompt=Say(
            "On this table seat 5 has just passed on 8 8. Who is asked next?",
            "在这张牌桌上5号刚对 8 8 过牌。下一个轮到谁？",
        ),
        situation=Scripted(HANDS, moves=BEFORE),
        fact=ToAct(),
        section="Following — 顺牌 (F2)",
        rules=("F2", "T3"),
        hints=(
            Say("Counter-clockwise, after seat 5 comes…", "逆时针，5号之后是……"),
            Say("Has that seat passed in this trick?", "那个座位这一轮过过牌吗？"),
            Say(
                "The leader gets another turn if he has not passed.",
                "发牌者如果没过牌，还会再轮到。",
            ),
        ),
        why=Say(
            "After 5 comes 0, who has not passed: {answer}.", "5号之后是0号，他没过牌：{answer}。"
        ),
    ),
    Seat(
        key="still-asked",
        prompt=Say(
            "On this table seat 3 has just played 10 10. If everyone asked passes, which seats are "
            "asked before the trick ends?",
            "在这张牌桌上3号刚出了 10 10。如果被问到的人都过牌，这一轮结束前还会问到哪些座位？",
        ),
        situation=Scripted(HANDS, moves=(*BEFORE, "9 9", "pass", "10 10")),
        fact=Board(still_asked, ("F3",)),
        mode="set",
        section="Passing for good — 严格过牌 (F3)",
        rules=("F3",),
        hints=(
            Say("Who has passed in this trick so far?", "这一轮到现在谁过过牌？"),
            Say(
                "A passed player is asked again only on his 对头's play.",
                "过过牌的人只有对头出牌时才会再被问到。",
            ),
            Say(
                "Whose 对头 is seat 3? And who has not passed at all?",
                "3号是谁的对头？谁还没过过牌？",
            ),
        ),
        why=Say(
            "Only those who have not passed, or face seat 3: {answer}.",
            "只有没过牌的人或3号的对头：{answer}。",
        ),
    ),
    Predict(
        key="play-after-pass",
        prompt=Say(
            "On this table seat 0 has beaten the eights with 9 9. May seat 1, who passed earlier, "
            "now play J J?",
            "在这张牌桌上0号用 9 9 管住了 8 8。之前过过牌的1号现在可以出 J J 吗？",
        ),
        situation=Scripted(HANDS, moves=(*BEFORE, "9 9")),
        fact=MayMove("J J", seat=1),
        section="Mistake: playing again after passing",
        rules=("F3",),
        hints=(
            Say("Seat 1 passed on 5 5.", "1号对 5 5 过过牌。"),
            Say("Does a pass count for the rest of the trick?", "过牌对这一轮剩下的部分都有效吗？"),
            Say(
                "The exception is only for your 对头's plays: is seat 0 seat 1's 对头?",
                "例外只适用于对头的牌：0号是1号的对头吗？",
            ),
        ),
        why=Say(
            "A pass counts for the rest of the trick: {answer}.",
            "过牌后这一轮不能再上牌：{answer}。",
        ),
        traps=(
            (
                True,
                Say(
                    "Once you pass, you may not play again in the trick (but against your 对头).",
                    "过牌后本轮不能再上牌（对头的牌除外）。",
                ),
            ),
        ),
    ),
    Seat(
        key="next-leader",
        prompt=Say(
            "On this table everyone has passed on seat 3's 10 10. Who leads the next trick?",
            "在这张牌桌上大家都对3号的 10 10 过了牌。下一轮谁发牌？",
        ),
        situation=Scripted(HANDS, moves=(*BEFORE, "9 9", "pass", "10 10", "pass", "pass")),
        fact=ToAct(("F4",)),
        section="The last player leads — F4",
        rules=("F4",),
        hints=(
            Say("The trick is over.", "这一轮结束了。"),
            Say("Not necessarily the one who led it.", "不一定是这一轮的发牌者。"),
            Say("The last player to play leads.", "最后出牌的人发牌。"),
        ),
        why=Say("The last to play leads: {answer}.", "最后出牌者发牌：{answer}。"),
        traps=(
            (
                0,
                Say(
                    "Seat 0 led the old trick; the new one is led by someone else.",
                    "0号发了上一轮；新一轮由别人发。",
                ),
            ),
        ),
    ),
    Predict(
        key="yield-neighbour",
        prompt=Say(
            "On this table seat 0 led a single 5 and seat 1 passed. May seat 2 yield (让牌)?",
            "在这张牌桌上0号出了单张5，1号过牌。2号可以让牌吗？",
        ),
        situation=Scripted(YIELD, moves=("5", "pass")),
        fact=MayMove("yield"),
        section="Mistake: yielding to a non-opposite's play",
        rules=("F6",),
        hints=(
            Say("Whose play may you yield to?", "可以对谁的牌让牌？"),
            Say("Only your 对头's non-gouji play.", "只能对对头的非够级牌。"),
            Say("Seat 2's 对头 is seat 5.", "2号的对头是5号。"),
        ),
        why=Say("Seat 0 is not seat 2's 对头: {answer}.", "0号不是2号的对头：{answer}。"),
        traps=((True, Say("Yielding is only for your 对头's play.", "让牌只能对对头的牌。")),),
    ),
    Seat(
        key="who-may-yield",
        prompt=Say(
            "On this table seat 4 led a single 5 and seats 5 and 0 passed. Which seat may yield "
            "(让牌) now?",
            "在这张牌桌上4号出了单张5，5号和0号都过了。现在哪个座位可以让牌？",
        ),
        situation=Scripted((*YIELD[2:], *YIELD[:2]), leader=4, moves=("5", "pass", "pass")),
        fact=ToAct(("F6",)),
        section="Mistake: yielding to a non-opposite's play",
        rules=("F6",),
        hints=(
            Say("You may yield only on your 对头's play.", "只能对对头的牌让牌。"),
            Say("And only when the two seats between have passed.", "而且中间两家都已过牌。"),
            Say("Whose 对头 is seat 4?", "4号是谁的对头？"),
        ),
        why=Say(
            "Seat 4's 对头, after the two between passed: {answer}.",
            "4号的对头，中间两家已过：{answer}。",
        ),
    ),
    Seat(
        key="take-the-wind",
        prompt=Say(
            "On this table seat 0 went out with his last card and everyone passed. Who leads now?",
            "在这张牌桌上0号出完最后一张牌，大家都过了牌。现在谁发牌？",
        ),
        situation=Scripted(
            ("3", "3 5 5", "3 6", "3 7", "3 8", "3 9"),
            moves=("3", "pass", "pass", "pass", "pass", "pass"),
        ),
        fact=ToAct(("F7",)),
        section="Taking the wind — 接风 (F7)",
        rules=("F7",),
        hints=(
            Say("The last player to play has no cards left.", "最后出牌的人已经没牌了。"),
            Say(
                "The lead goes to the next player still holding cards.",
                "发牌权交给下一个还有牌的人。",
            ),
            Say("Counter-clockwise after seat 0.", "0号之后，逆时针方向。"),
        ),
        why=Say(
            "The next seat in play takes the wind: {answer}.", "下一个还在打牌的人接风：{answer}。"
        ),
        traps=((0, Say("Seat 0 has gone out: he cannot lead.", "0号已经走了，不能发牌。")),),
    ),
]
