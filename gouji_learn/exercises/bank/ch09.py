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
from ..situations import Generated
from ..text import Say

QUESTIONS: list[Question] = [
    Seat(
        key="erluo-bots",
        prompt=Say(
            "Six bots played this qingdao round to its end; the drawing hides the places. "
            "Which seat was 二落?",
            "六个机器人打完了这一回合（青岛规则）；图上不显示名次。哪个座位是二落？",
        ),
        situation=Generated("ch09.bots-to-end"),
        fact=SeatAtPlace(4),
        conceal=("places",),
        section="The six places (E1)",
        rules=("E1", "E3"),
        hints=(
            Say("二落 is the fifth place: one of the last two.", "二落是第五名：最后两名之一。"),
            Say(
                "Four players went out; two are left holding cards.",
                "四个人走了，两个人手里还有牌。",
            ),
            Say("Those left are placed by the cards they hold.", "剩下的人按手里的牌数排名次。"),
        ),
        why=Say("The fifth place: seat {answer}.", "第五名：{answer}号。"),
        traps=(
            (
                "$most",
                Say(
                    "Seat {most} is left holding the most cards: the last place, 大落.",
                    "{most}号剩的牌最多：最后一名，大落。",
                ),
            ),
        ),
    ),
    Seat(
        key="erluo",
        prompt=Say(
            "This round is over; the drawing hides the places. Which seat was 二落 (èrlà, second "
            "to last)?",
            "这一回合结束了；图上不显示名次。哪个座位是二落？",
        ),
        situation=Generated("ch09.two-left"),
        fact=SeatAtPlace(4),
        conceal=("places",),
        section="The six places (E1)",
        rules=("E1", "E3"),
        hints=(
            Say("Places go by the order players go out.", "名次按走科的先后排。"),
            Say("二落 is the fifth of six places.", "二落是六个名次中的第五个。"),
            Say(
                "Of the two left holding cards, who ranks first? Fewer cards, better place.",
                "剩下两个没出完的人中，谁排在前面？牌少的名次靠前。",
            ),
        ),
        why=Say("The fifth place: {answer}.", "第五名：{answer}。"),
        traps=(
            (
                "$most",
                Say(
                    "Seat {most} is left holding the most cards: the last place, 大落.",
                    "{most}号剩的牌最多：最后一名，大落。",
                ),
            ),
        ),
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
            "On this table {gone}. Is the round over?",
            "在这张牌桌上{gone}。这一回合结束了吗？",
        ),
        situation=Generated("ch09.who-is-out"),
        fact=Board(is_over, ("E3",)),
        conceal=("turn", "places"),
        section="Mistake: thinking the round ends when one player is out",
        rules=("E3", "E4"),
        hints=(
            Say("Who still holds cards?", "谁手里还有牌？"),
            Say(
                "The round ends when those left are all of one alliance.",
                "剩下的人都属于同一联邦时回合才结束。",
            ),
            Say(
                "Or at once, when the first three out are of one alliance (串三户).",
                "或者前三个走科的人属于同一联邦（串三户），立即结束。",
            ),
        ),
        why=Say(
            "Those left and the first three out decide: {answer}.", "看剩下的人和前三名：{answer}。"
        ),
        traps=(
            (
                True,
                Say(
                    "Players out are not the end: those left must all be of one alliance.",
                    "有人走了不等于结束：剩下的人必须都属于同一联邦。",
                ),
            ),
        ),
    ),
    Predict(
        key="yield-four-way",
        prompt=Say(
            "On this table {gone}. Seat {l} led 5 5; the next two passed. May seat {x}, his "
            "对头, yield (让牌)?",
            "在这张牌桌上{gone}。{l}号出了 5 5，下两家都过了。他的对头{x}号可以让牌吗？",
        ),
        situation=Generated("ch09.yield-window"),
        fact=MayMove("yield"),
        section="四人乱缠: four-way free play (E2)",
        rules=("E2", "F6"),
        hints=(
            Say("What changes once 头科 and 二科 are out?", "头科和二科走了以后有什么变化？"),
            Say(
                "Four-way play: no gouji response, no strict passing…",
                "四人乱缠：没有够级回击，没有严格过牌……",
            ),
            Say(
                "…and no yielding; before it, the 对头 may yield here (F6).",
                "……也没有让牌；在那之前，对头这时可以让牌。",
            ),
        ),
        why=Say("Has 四人乱缠 begun? {answer}.", "四人乱缠开始了吗？{answer}。"),
        traps=(
            (
                True,
                Say(
                    "Count who is out: once 头科 and 二科 are gone, play is free: nobody yields.",
                    "数一数谁走了：头科和二科走了以后自由出牌，没有让牌了。",
                ),
            ),
            (
                False,
                Say(
                    "Count who is out: before 四人乱缠, a non-gouji play of the 对头 after two "
                    "passes may be yielded.",
                    "数一数谁走了：四人乱缠之前，对头出的非够级牌、前两家都过时可以让牌。",
                ),
            ),
        ),
    ),
    Number(
        key="places-after-sweep",
        prompt=Say(
            "The round on this table is over; the drawing hides the places. How many places "
            "did the round give?",
            "这张牌桌上的回合结束了；图上不显示名次。这一回合给出了几个名次？",
        ),
        situation=Generated("ch09.round-end"),
        fact=Board(places_given, ("E4",)),
        conceal=("places",),
        section="串三户: one alliance takes the first three places (E4)",
        rules=("E4",),
        hints=(
            Say("Who went out: the first three of one alliance?", "谁走了：前三个是同一联邦吗？"),
            Say("A 串三户 stops the round at once.", "串三户立即结束。"),
            Say(
                "The swept alliance gets no place; otherwise every seat gets one.",
                "被串的联邦没有名次；否则每个座位都有名次。",
            ),
        ),
        why=Say("Who went out decides: {answer} places.", "谁走了决定一切：{answer}个名次。"),
        traps=(
            (
                6,
                Say(
                    "After a 串三户 the losers are left holding cards, without places.",
                    "串三户后输家手里还有牌，没有名次。",
                ),
            ),
            (
                3,
                Say(
                    "Only a 串三户 stops the round at three places: were the first three out one "
                    "alliance?",
                    "只有串三户才只给三个名次：前三个走科的是同一联邦吗？",
                ),
            ),
        ),
    ),
    Choose(
        key="revolutionary-place",
        prompt=Say(
            "On this table seat {r} revolted and played no card. The round is over (the drawing "
            "hides the places): which place is his?",
            "在这张牌桌上{r}号革命了，一张牌也没出。回合结束（图上不显示名次）：他是第几名？",
        ),
        situation=Generated("ch09.rebel-end"),
        fact=PlaceOf("$r"),  # type: ignore[arg-type]
        conceal=("places",),
        choices=("三科", "四科", "二落", "大落"),
        section="The revolutionary's place",
        rules=("R2", "E1"),
        hints=(
            Say("He never plays, yet he gets a place.", "他不出牌，但也有名次。"),
            Say("Not the last place.", "不是最后一名。"),
            Say(
                "The fourth place, unless his two partners took 头科 and 二科.",
                "第四名，除非他的两个同伴拿了头科和二科。",
            ),
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
            (
                "四科",
                Say(
                    "Look at who went out first: did his two partners take 头科 and 二科?",
                    "看谁先走：他的两个同伴拿了头科和二科吗？",
                ),
            ),
        ),
    ),
    Seat(
        key="headless-asked",
        prompt=Say(
            "On this table seat {gone} is out. Seat {p} has just played K K, a gouji hand. Who "
            "is asked next?",
            "在这张牌桌上{gone}号已经走了。{p}号出了 K K（够级牌）。下一个问谁？",
        ),
        situation=Generated("ch09.headless"),
        fact=ToAct(("E5", "F5")),
        conceal=("turn",),
        section="无头: when your 对头 is gone (E5)",
        rules=("E5",),
        hints=(
            Say("Is seat {p}'s 对头 still in?", "{p}号的对头还在吗？"),
            Say(
                "While he is in, only the 对头 answers a gouji hand (nobody here can burn it).",
                "对头还在时，够级牌只有对头能回击（这里没人能烧）。",
            ),
            Say("无头: anyone may beat his plays, in turn.", "无头：任何人都可以按顺序管他的牌。"),
        ),
        why=Say("Is he 无头? The engine asks {answer}.", "他是无头吗？接下来问{answer}号。"),
        traps=(
            (
                "$next",
                Say(
                    "Seat {next} is next in turn, but is seat {p} 无头?",
                    "{next}号是下家，但{p}号是无头吗？",
                ),
            ),
            (
                "$opposite",
                Say("Is seat {opposite} still in?", "{opposite}号还在吗？"),
            ),
        ),
    ),
]
