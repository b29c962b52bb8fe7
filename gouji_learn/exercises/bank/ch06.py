"""Chapter 06 · A trick (F1-F8): lead, follow, pass for good, the last player leads, yield, wind."""

from __future__ import annotations

from ..facts import Board, MayMove, MoveRefusal, ToAct, leader_if_all_pass, still_asked
from ..goals import AnyLegal
from ..kinds import ChooseRule, FindMove, Predict, Question, Seat
from ..situations import Generated, Rotated, Scripted
from ..text import Say

HANDS = ("3 5 5 9 9 K K", "3 9 9 J J", "3 6 6 8", "3 7 7 10 10 A A", "3 8 8 Q", "3 6 7")
"""The chapter's six small hands, seat 0 to lead."""

QUESTIONS: list[Question] = [
    FindMove(
        key="lead-something",
        prompt=Say(
            "On this table you are seat {seat}, to lead. Lead any play the rules allow.",
            "在这张牌桌上你是{seat}号，轮到你发牌。出任意一手合规则的牌。",
        ),
        situation=Generated("ch06.lead"),
        goal=AnyLegal(play=True),
        section="Leading — 发牌 (F1)",
        rules=("F1", "Y1"),
        hints=(
            Say("Any one play from your hand (chapter 03).", "手里任意一手牌（第03章）。"),
            Say(
                "Not a pass, and not your 3 (憋三 keeps it for last).",
                "不能过牌，也不能出3（憋三：3留到最后）。",
            ),
            Say("Your {ranks}: one or more cards of a rank.", "你的{ranks}：同点一张或几张。"),
        ),
        why=Say("{answer} is a legal lead.", "{answer}是合规则的发牌。"),
        traps=(
            (
                "play 3",
                Say(
                    "憋三: a 3 is not led while you hold other cards.",
                    "憋三：手里还有别的牌时不能发3。",
                ),
            ),
        ),
    ),
    ChooseRule(
        key="rule-pass-on-lead",
        prompt=Say(
            "On this table seat {s0} is to lead and tries to pass. Which rule refuses it?",
            "在这张牌桌上轮到{s0}号发牌，他想过牌。哪条规则不允许？",
        ),
        situation=Rotated(Scripted(HANDS), turns=(0, 1, 2, 3, 4, 5)),
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
            "On this table seat {seat} has just passed on {cards}. Who is asked next?",
            "在这张牌桌上{seat}号刚对 {cards} 过牌。下一个轮到谁？",
        ),
        situation=Generated("ch06.asked-after-pass"),
        fact=ToAct(),
        conceal=("turn",),
        section="Following — 顺牌 (F2)",
        rules=("F2", "T3"),
        hints=(
            Say("Counter-clockwise, after seat {seat} comes…", "逆时针，{seat}号之后是……"),
            Say("Has that seat passed in this trick?", "那个座位这一轮过过牌吗？"),
            Say(
                "Skip every seat that has passed, unless the play to beat is its 对头's.",
                "跳过已经过牌的座位，除非要管的牌是他对头出的。",
            ),
        ),
        why=Say(
            "The next seat round the table still in the trick: {answer}.",
            "逆时针下一个还在这一轮里的座位：{answer}。",
        ),
        traps=(
            (
                "$next",
                Say(
                    "Seat {next} has passed in this trick: he is skipped (unless the play is his "
                    "对头's).",
                    "{next}号这一轮已经过牌，要跳过（除非是他对头的牌）。",
                ),
            ),
        ),
    ),
    Seat(
        key="still-asked",
        prompt=Say(
            "On this table seat {seat} has just played {cards}. If everyone asked passes, which "
            "seats are asked before the trick ends?",
            "在这张牌桌上{seat}号刚出了 {cards}。如果被问到的人都过牌，"
            "这一轮结束前还会问到哪些座位？",
        ),
        situation=Generated("ch06.still-asked"),
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
                "Whose 对头 is seat {seat}? And who has not passed at all?",
                "{seat}号是谁的对头？谁还没过过牌？",
            ),
        ),
        why=Say(
            "Only those who have not passed, or face seat {seat}: {answer}.",
            "只有没过牌的人或{seat}号的对头：{answer}。",
        ),
    ),
    Predict(
        key="play-after-pass",
        prompt=Say(
            "On this table seat {player}'s play is to beat. May seat {seat}, who passed earlier in "
            "this trick, now play {cards}?",
            "在这张牌桌上要管的是{player}号的牌。这一轮之前过过牌的{seat}号现在可以出 {cards} 吗？",
        ),
        situation=Generated("ch06.play-after-pass"),
        fact=MayMove("$cards", seat="$seat"),  # type: ignore[arg-type]
        conceal=("turn",),
        section="Mistake: playing again after passing",
        rules=("F3",),
        hints=(
            Say("Seat {seat} has passed in this trick.", "{seat}号这一轮过过牌。"),
            Say("Does a pass count for the rest of the trick?", "过牌对这一轮剩下的部分都有效吗？"),
            Say(
                "The exception is only for your 对头's plays: is seat {player} seat {seat}'s 对头?",
                "例外只适用于对头的牌：{player}号是{seat}号的对头吗？",
            ),
        ),
        why=Say(
            "A pass counts for the rest of the trick, except against your 对头's play: {answer}.",
            "过牌后这一轮不能再上牌，对头的牌除外：{answer}。",
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
            "On this table, if every seat still to be asked passes, who leads the next trick?",
            "在这张牌桌上，如果后面被问到的座位都过牌，下一轮谁发牌？",
        ),
        situation=Generated("ch06.next-leader"),
        fact=Board(leader_if_all_pass, ("F4",)),
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
                "$leader",
                Say(
                    "Seat {leader} led this trick; the next one is led by someone else.",
                    "{leader}号发了这一轮；下一轮由别人发。",
                ),
            ),
        ),
    ),
    Predict(
        key="yield-neighbour",
        prompt=Say(
            "On this table, may seat {seat}, to act, yield (让牌)?",
            "在这张牌桌上，轮到的{seat}号可以让牌吗？",
        ),
        situation=Generated("ch06.yield-or-not"),
        fact=MayMove("yield"),
        section="Mistake: yielding to a non-opposite's play",
        rules=("F6",),
        hints=(
            Say("Whose play may you yield to?", "可以对谁的牌让牌？"),
            Say(
                "Only your 对头's non-gouji play, once the two seats between have passed.",
                "只能对对头的非够级牌，而且中间两家都已过牌。",
            ),
            Say("Seat {seat}'s 对头 is seat {opposite}.", "{seat}号的对头是{opposite}号。"),
        ),
        why=Say(
            "Only on the 对头's play, the two between having passed: {answer}.",
            "只能对对头的牌，而且中间两家已过：{answer}。",
        ),
        traps=((True, Say("Yielding is only for your 对头's play.", "让牌只能对对头的牌。")),),
    ),
    Seat(
        key="who-may-yield",
        prompt=Say(
            "On this table {cards} is to beat. Which seat may yield (让牌) now?",
            "在这张牌桌上要管的是 {cards}。现在哪个座位可以让牌？",
        ),
        situation=Generated("ch06.who-may-yield"),
        fact=ToAct(("F6",)),
        conceal=("turn",),
        section="Mistake: yielding to a non-opposite's play",
        rules=("F6",),
        hints=(
            Say("You may yield only on your 对头's play.", "只能对对头的牌让牌。"),
            Say("And only when the two seats between have passed.", "而且中间两家都已过牌。"),
            Say("Who played {cards}? Whose 对头 is he?", "{cards} 是谁出的？他是谁的对头？"),
        ),
        why=Say(
            "The player's 对头, after the two between passed: {answer}.",
            "出牌人的对头，中间两家已过：{answer}。",
        ),
    ),
    Seat(
        key="take-the-wind",
        prompt=Say(
            "On this table seat {out} went out with his last card and everyone passed.{before} "
            "Who leads now?",
            "在这张牌桌上{out}号出完最后一张牌，大家都过了牌。{before}现在谁发牌？",
        ),
        situation=Generated("ch06.take-the-wind"),
        fact=ToAct(("F7",)),
        conceal=("turn",),
        section="Taking the wind — 接风 (F7)",
        rules=("F7",),
        hints=(
            Say("The last player to play has no cards left.", "最后出牌的人已经没牌了。"),
            Say(
                "The lead goes to the next player still holding cards.",
                "发牌权交给下一个还有牌的人。",
            ),
            Say(
                "Counter-clockwise after seat {out}: the first seat still holding cards.",
                "{out}号之后，逆时针方向第一个还有牌的座位。",
            ),
        ),
        why=Say(
            "The next seat in play takes the wind: {answer}.", "下一个还在打牌的人接风：{answer}。"
        ),
        traps=(
            (
                "$out",
                Say("Seat {out} has gone out: he cannot lead.", "{out}号已经走了，不能发牌。"),
            ),
        ),
    ),
]
