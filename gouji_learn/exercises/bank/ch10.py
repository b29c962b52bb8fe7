"""Chapter 10 · Scoring (P1-P4): points per place, per alliance; the sweep; a game; Linyi titles."""

from __future__ import annotations

from ..facts import (
    Board,
    Call,
    alliance_score,
    game_total,
    level_title,
    place_points,
    round_score,
    swept,
)
from ..kinds import Choose, Number, Predict, Question
from ..situations import Generated
from ..text import Say

ENDING = Generated("ch09.round-end")
"""A finished round: a 串三户 on even seeds, four or five seats out on odd ones (chapter 09)."""

QUESTIONS: list[Question] = [
    Number(
        key="touke-points",
        prompt=Say(
            "How many points does 头科 (first out) bring to his alliance?",
            "头科给他的联邦带来几分？",
        ),
        fact=Call(place_points, (0,), ("P1",)),
        section="The six places and their points (E1, P1)",
        rules=("P1",),
        hints=(
            Say("The points run down from first to last.", "分数从第一到最后依次减少。"),
            Say("三科 and 四科 score nothing.", "三科和四科不得分。"),
            Say("二科 gets one point; 头科 more.", "二科得一分；头科更多。"),
        ),
        why=Say("头科 scores {answer}.", "头科得{answer}分。"),
    ),
    Number(
        key="score-on-table",
        prompt=Say(
            "The round on this table is over. What does alliance 0 (seats 0, 2, 4) score?",
            "这张牌桌上的回合结束了。联邦0（0、2、4号）得几分？",
        ),
        situation=ENDING,
        fact=Board(round_score, ("P1",)),
        section="The six places and their points (E1, P1)",
        rules=("P1", "E1"),
        hints=(
            Say("Read each seat's place under it.", "看每个座位下面的名次。"),
            Say("Add the points of seats 0, 2 and 4.", "把0、2、4号的分数相加。"),
            Say(
                "头科 +2, 二科 +1, 三科 and 四科 0, 二落 −1, 大落 −2; a 串三户 is ±6.",
                "头科+2，二科+1，三科四科0，二落−1，大落−2；串三户±6。",
            ),
        ),
        why=Say("Seats 0, 2, 4 together: {answer}.", "0、2、4号合计：{answer}。"),
    ),
    Number(
        key="textbook-example",
        prompt=Say(
            "Seats 0, 2 and 4 took 头科, 三科 and 二落. What does their alliance score?",
            "0、2、4号分别是头科、三科和二落。他们联邦得几分？",
        ),
        fact=Call(alliance_score, ((0, 1, 2, 3, 4, 5), 0), ("P1",)),
        section="The textbook's example",
        rules=("P1",),
        hints=(
            Say("Add up the three places' points.", "把三个名次的分数加起来。"),
            Say("First (头科) +2, third (三科) 0, fifth (二落) …", "头科+2，三科0，二落……"),
            Say("二落 loses one point.", "二落扣一分。"),
        ),
        why=Say("2 + 0 − 1 = {answer}.", "2 + 0 − 1 = {answer}。"),
        traps=(
            (
                2,
                Say(
                    "That is 头科's alone: add his allies' places.",
                    "那只是头科的分：加上联邦其他人的名次。",
                ),
            ),
        ),
    ),
    Number(
        key="first-but-losing",
        prompt=Say(
            "Seat 0 went out first; his allies 2 and 4 were 二落 and 大落. What does his alliance "
            "score?",
            "0号第一个走科；他的联邦2号和4号是二落和大落。他的联邦得几分？",
        ),
        fact=Call(alliance_score, ((0, 1, 3, 5, 2, 4), 0), ("P1",)),
        section="A beginner's mistake: scoring players instead of alliances",
        rules=("P1",),
        hints=(
            Say("Scores are per alliance, not per player.", "分数按联邦算，不按个人。"),
            Say("First (头科) +2, fifth (二落) −1, last (大落) −2.", "头科+2，二落−1，大落−2。"),
            Say("Add the three.", "三项相加。"),
        ),
        why=Say("2 − 1 − 2 = {answer}.", "2 − 1 − 2 = {answer}。"),
        traps=(
            (
                2,
                Say(
                    "Seat 0's +2 is not the alliance's score: add his allies'.",
                    "0号的+2不是联邦的分：加上他联邦的分。",
                ),
            ),
        ),
    ),
    Number(
        key="sweep-score",
        prompt=Say(
            "Seats 1, 3 and 5 took 头科, 二科 and 三科 (串三户). What do they score?",
            "1、3、5号拿了头科、二科和三科（串三户）。他们得几分？",
        ),
        fact=Call(alliance_score, ((1, 3, 5), 1), ("P2",)),
        section="串三户: a sweep doubles (E4, P2)",
        rules=("P2",),
        hints=(
            Say("A sweep is not scored place by place.", "串三户不按名次逐个计分。"),
            Say("It doubles the best ordinary result.", "它是普通最好成绩的两倍。"),
            Say("Twice the ordinary 2 + 1 + 0.", "普通算法2+1+0的两倍。"),
        ),
        why=Say("A sweep scores {answer} for the winners.", "串三户赢家得{answer}分。"),
        traps=(
            (
                3,
                Say(
                    "2 + 1 + 0 is the ordinary count; a sweep doubles it.",
                    "2+1+0是普通算法；串三户翻倍。",
                ),
            ),
        ),
    ),
    Predict(
        key="sweep-on-table",
        prompt=Say(
            "The round on this table is over. Was it a 串三户?",
            "这张牌桌上的回合结束了。是串三户吗？",
        ),
        situation=ENDING,
        fact=Board(swept, ("E4",)),
        section="串三户: a sweep doubles (E4, P2)",
        rules=("E4",),
        hints=(
            Say("Who took the first three places?", "前三名是谁？"),
            Say("Are they of one alliance?", "他们属于同一联邦吗？"),
            Say("How many places were given?", "给出了几个名次？"),
        ),
        why=Say("One alliance took the first three: {answer}.", "一个联邦拿了前三：{answer}。"),
    ),
    Number(
        key="game-total",
        prompt=Say(
            "Round 1 ends 0, 1, 2, 3, 4, 5 (头科 first); round 2 is a 串三户 by seats 1, 3, 5. "
            "What is alliance 0's running total?",
            "第一回合名次为0、1、2、3、4、5（头科在前）；第二回合1、3、5号串三户。联邦0的累计分是多少？",
        ),
        fact=Call(game_total, (((0, 1, 2, 3, 4, 5), (1, 3, 5)), 0), ("P3",)),
        section="A game of five rounds (P3)",
        rules=("P3", "P2"),
        hints=(
            Say("Score each round, then add.", "每回合分别计分，再相加。"),
            Say("Round 1: 头科, 三科, 二落 for alliance 0.", "第一回合联邦0是头科、三科、二落。"),
            Say("Round 2: alliance 0 is swept.", "第二回合联邦0被串。"),
        ),
        why=Say("1 − 6 = {answer}.", "1 − 6 = {answer}。"),
    ),
    Choose(
        key="linyi-title",
        prompt=Say(
            "Under Linyi's titles, what is a player with 100 points in all?",
            "按临沂的等级称号，累计100分的玩家是什么级别？",
        ),
        fact=Call(level_title, (100,), ("P4",)),
        choices=("村长", "副乡长", "乡长"),
        section="Linyi's level titles (P4)",
        rules=("P4",),
        hints=(
            Say("Each level doubles the one before.", "每一级是前一级的两倍。"),
            Say("村长 starts at 40.", "村长从40分开始。"),
            Say("The next threshold is 80; the one after, 160.", "下一个门槛是80，再下一个是160。"),
        ),
        why=Say("From 80 to 159: {answer}.", "80到159分：{answer}。"),
    ),
]
