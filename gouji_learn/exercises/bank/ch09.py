"""Chapter 09 · Going out (E1-E6): the six places, the end of a round, 四人乱缠, 串三户, 无头."""

from __future__ import annotations

from ..facts import (
    Board,
    Call,
    MayMove,
    PlaceOf,
    SeatAtPlace,
    ToAct,
    is_over,
    one_alliance,
    places_given,
)
from ..kinds import Choose, Number, Predict, Question, Seat
from ..situations import Dealt, Scripted, Stop
from ..text import Say

ENDING = ("3", "3", "3", "5 3", "6 3", "7 7 3")
"""Three single 3s: one player out is not the end."""
ENDING_STEPS = ("play 3", "pass until end") * 3 + ("play 5", "play 6", "pass until end", "play 3")
TANGLE = ("3", "3", "K K 5 5 5 5 3", "6 6 9 9 3", "7 7 7 7 3", "8 8 8 8 A A 3")
SWEEP = ("3", "5 3", "6 3", "5 3", "6 3", "9 3")
SWEEP_STEPS = (
    *("play 3", "pass until end", "play 5", "play 6", "pass until end", "play 3"),
    *("pass until end", "play 5", "play 6", "pass until end", "play 3"),
)
HEADLESS = ("3", "6 6 3", "7 7 3", "K K 5 3", "9 3", "8 8 3")
REBEL = ("5 3", "8 3", "6 3", "3", "7 3", "9 3")
REBEL_STEPS = (
    *("play 3", "pass until end", "play 7", "pass until end", "play 3", "pass until end"),
    *("play 5", "pass until end", "play 3", "pass until end", "play 8", "pass until end"),
    "play 3",
)

QUESTIONS: list[Question] = [
    Seat(
        key="erluo-bots",
        prompt=Say(
            "Six bots played this qingdao round to its end. Which seat was 二落?",
            "六个机器人打完了这一回合（青岛规则）。哪个座位是二落？",
        ),
        situation=Dealt(seed=4, stop=Stop(over=True)),
        fact=SeatAtPlace(4),
        section="The six places (E1)",
        rules=("E1",),
        hints=(
            Say("Each seat's place is written under it.", "每个座位下面写着名次。"),
            Say("二落 is the fifth place.", "二落是第五名。"),
            Say("One of the last two.", "最后两名之一。"),
        ),
        why=Say("The fifth place: seat {answer}.", "第五名：{answer}号。"),
    ),
    Seat(
        key="erluo",
        prompt=Say(
            "This round is over. Which seat was 二落 (èrlà, second to last)?",
            "这一回合结束了。哪个座位是二落？",
        ),
        situation=Scripted(ENDING, moves=ENDING_STEPS),
        fact=SeatAtPlace(4),
        section="The six places (E1)",
        rules=("E1",),
        hints=(
            Say("Places go by the order players go out.", "名次按走科的先后排。"),
            Say("二落 is the fifth of six places.", "二落是六个名次中的第五个。"),
            Say(
                "Of the two left holding cards, who ranks first?",
                "剩下两个没出完的人中，谁排在前面？",
            ),
        ),
        why=Say("The fifth place: {answer}.", "第五名：{answer}。"),
    ),
    Predict(
        key="left-1-3",
        prompt=Say(
            "Only seats 1 and 3 still hold cards. Is the round over?",
            "只有1号和3号手里还有牌。这一回合结束了吗？",
        ),
        fact=Call(one_alliance, ((1, 3),), ("E3",)),
        section="One player out is not the end",
        rules=("E3", "T1"),
        hints=(
            Say("Are seats 1 and 3 of one alliance?", "1号和3号是一个联邦吗？"),
            Say("Odd seats against even seats.", "单号对双号。"),
            Say("Nobody is left to play against them.", "没有对手可打了。"),
        ),
        why=Say("Both are of alliance 1, 3, 5: {answer}.", "两人都属于1、3、5联邦：{answer}。"),
    ),
    Predict(
        key="one-out-over",
        prompt=Say(
            "On this table seat 0 has just gone out, first of all. Is the round over?",
            "在这张牌桌上0号刚出完牌，第一个走科。这一回合结束了吗？",
        ),
        situation=Scripted(ENDING, moves=("play 3", "pass until end")),
        fact=Board(is_over, ("E3",)),
        section="Mistake: thinking the round ends when one player is out",
        rules=("E3",),
        hints=(
            Say("Who still holds cards?", "谁手里还有牌？"),
            Say(
                "The round ends when those left are all of one alliance.",
                "剩下的人都属于同一联邦时回合才结束。",
            ),
            Say("Both alliances are still in play.", "两个联邦都还有人在打。"),
        ),
        why=Say("Both alliances still hold cards: {answer}.", "两个联邦都还有牌：{answer}。"),
        traps=(
            (
                True,
                Say(
                    "One player out is not the end: every place is still to be won.",
                    "一个人走了不等于结束：其他名次还要争。",
                ),
            ),
        ),
    ),
    Predict(
        key="yield-four-way",
        prompt=Say(
            "On this table two players are out and 四人乱缠 has begun. Seat 2 led 5 5; the next "
            "two passed. May seat 5, his 对头, yield (让牌)?",
            "在这张牌桌上已有两人走科，四人乱缠开始了。2号出了 5 5，下两家都过了。"
            "他的对头5号可以让牌吗？",
        ),
        situation=Scripted(
            TANGLE,
            moves=(
                "play 3",
                "pass until end",
                "play 3",
                "pass until end",
                "play 5 5",
                "pass",
                "pass",
            ),
        ),
        fact=MayMove("yield"),
        section="四人乱缠: four-way free play (E2)",
        rules=("E2", "F6"),
        hints=(
            Say("What changes once 头科 and 二科 are out?", "头科和二科走了以后有什么变化？"),
            Say(
                "Four-way play: no gouji response, no strict passing…",
                "四人乱缠：没有够级回击，没有严格过牌……",
            ),
            Say("…and no yielding.", "……也没有让牌。"),
        ),
        why=Say("No yielding in 四人乱缠: {answer}.", "四人乱缠不能让牌：{answer}。"),
        traps=(
            (
                True,
                Say(
                    "Before 四人乱缠, yes; now play is free and yielding is gone.",
                    "四人乱缠前可以；现在自由出牌，没有让牌了。",
                ),
            ),
        ),
    ),
    Number(
        key="places-after-sweep",
        prompt=Say(
            "On this table one alliance took 头科, 二科 and 三科. How many places did the round "
            "give?",
            "在这张牌桌上一个联邦拿了头科、二科和三科。这一回合给出了几个名次？",
        ),
        situation=Scripted(SWEEP, moves=SWEEP_STEPS),
        fact=Board(places_given, ("E4",)),
        section="串三户: one alliance takes the first three places (E4)",
        rules=("E4",),
        hints=(
            Say("Does the round go on after a 串三户?", "串三户之后还继续打吗？"),
            Say("It stops at once.", "立即结束。"),
            Say("The swept alliance gets no place.", "被串的联邦没有名次。"),
        ),
        why=Say("The round stops at once: {answer} places.", "立即结束：{answer}个名次。"),
        traps=(
            (
                6,
                Say(
                    "After a 串三户 the losers are left holding cards, without places.",
                    "串三户后输家手里还有牌，没有名次。",
                ),
            ),
        ),
    ),
    Choose(
        key="revolutionary-place",
        prompt=Say(
            "On this table seat 5 revolted and played no card. The round is over: which place is "
            "his?",
            "在这张牌桌上5号革命了，一张牌也没出。回合结束：他是第几名？",
        ),
        situation=Scripted(REBEL, leader=3, moves=REBEL_STEPS, revolutionary=5),
        fact=PlaceOf(5),
        choices=("三科", "四科", "二落", "大落"),
        section="The revolutionary's place",
        rules=("R2", "E1"),
        hints=(
            Say("He never plays, yet he gets a place.", "他不出牌，但也有名次。"),
            Say("Not the last place.", "不是最后一名。"),
            Say("The fourth place, unless his alliance sweeps.", "第四名，除非他的联邦串三户。"),
        ),
        why=Say("The revolutionary counts as {answer}.", "革命者算{answer}。"),
        traps=(
            (
                "大落",
                Say(
                    "Not playing does not make him last: the revolutionary has a fixed place.",
                    "不出牌不等于大落：革命者有固定名次。",
                ),
            ),
        ),
    ),
    Seat(
        key="headless-asked",
        prompt=Say(
            "On this table seat 0, seat 3's 对头, is out. Seat 3 plays K K, a gouji hand. Who is "
            "asked next?",
            "在这张牌桌上3号的对头0号已经走了。3号出了 K K（够级牌）。下一个问谁？",
        ),
        situation=Scripted(
            HEADLESS, moves=("play 3", "pass until end", "play 6 6", "play 7 7", "play K K")
        ),
        fact=ToAct(("E5",)),
        section="无头: when your 对头 is gone (E5)",
        rules=("E5",),
        hints=(
            Say(
                "Only the 对头 answers a gouji hand, but seat 3 has none left.",
                "够级牌只有对头能管，但3号的对头已经走了。",
            ),
            Say("无头: anyone may beat his plays, in turn.", "无头：任何人都可以按顺序管他的牌。"),
            Say("The next seat in turn.", "按顺序的下一家。"),
        ),
        why=Say("无头: the next seat in turn, {answer}.", "无头：按顺序下一家，{answer}。"),
    ),
]
