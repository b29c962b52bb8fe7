"""Chapter 15 · Play a full round: places and scores of a bot round, the burn window, the lead."""

from __future__ import annotations

from ..facts import (
    Board,
    Call,
    PlaceOf,
    bot_move_kind,
    first_round_has_tribute,
    leader_if_all_pass,
    round_score,
    rounds_without_tribute,
    trick_leader,
)
from ..goals import AnyLegal
from ..kinds import Choose, FindMove, Number, Predict, Question, Seat
from ..situations import Dealt, Generated, Stop
from ..text import Say

PLACE_NAMES = ("头科", "二科", "三科", "四科", "二落", "大落")

QUESTIONS: list[Question] = [
    Choose(
        key="seat-0-place",
        prompt=Say(
            "Six bots played this round to its end; the seats finished in this order: {order}. "
            "Which place did seat {seat} take?",
            "六个机器人打完了这一回合，各座位走科的先后是：{order}。{seat}号是第几名？",
        ),
        situation=Generated("ch15.bot-round"),
        conceal=("places",),
        fact=PlaceOf("$seat"),  # type: ignore[arg-type]
        choices=PLACE_NAMES,
        section="Places and scores",
        rules=("E1",),
        hints=(
            Say("Places go by the order players went out.", "名次按走科的先后排。"),
            Say(
                "头科, 二科, 三科, 四科, then 二落 and 大落, the last one left holding cards.",
                "头科、二科、三科、四科，然后是二落和最后还拿着牌的大落。",
            ),
            Say("Seat {seat} is number {nth} in that order.", "{seat}号在这个顺序里排第{nth}。"),
        ),
        why=Say("Seat {seat} took {answer}.", "{seat}号是{answer}。"),
    ),
    Number(
        key="bot-round-score",
        prompt=Say(
            "Six bots played this round to its end. What does alliance 0 (seats 0, 2, 4) score?",
            "六个机器人打完了这一回合。联邦0（0、2、4号）得几分？",
        ),
        situation=Dealt(seed=2, stop=Stop(over=True)),
        fact=Board(round_score, ("P1", "P2")),
        section="Places and scores",
        rules=("P1", "P2"),
        hints=(
            Say("Alliances score, not players.", "按联邦计分，不按个人。"),
            Say(
                "头科 +2, 二科 +1, 三科 and 四科 0, 二落 −1, 大落 −2.",
                "头科+2，二科+1，三科四科0，二落−1，大落−2。",
            ),
            Say("A 串三户 scores ±6 instead.", "串三户则是±6。"),
        ),
        why=Say("Seats 0, 2, 4 together: {answer}.", "0、2、4号合计：{answer}。"),
    ),
    Seat(
        key="trick-leader",
        prompt=Say(
            "Bots are playing this round. Who led the trick on the table?",
            "机器人正在打这一回合。桌上这一轮是谁发的牌？",
        ),
        situation=Dealt(seed=3, stop=Stop(plays=3)),
        conceal=("turn",),
        fact=Board(trick_leader, ("F1",)),
        section="Why did the bot do that? A commentary",
        rules=("F1", "T3"),
        hints=(
            Say("The plays run counter-clockwise from the leader.", "出牌从发牌者起逆时针进行。"),
            Say("Follow the plays back against the arrow.", "逆着箭头往回找。"),
            Say("Passes do not show on the table: count carefully.", "过牌在桌上不显示：仔细数。"),
        ),
        why=Say("The trick began with seat {answer}.", "这一轮从{answer}号开始。"),
    ),
    Seat(
        key="next-lead",
        prompt=Say(
            "Bots are playing this round. If everyone asked passes from now on, who leads the "
            "next trick?",
            "机器人正在打这一回合。如果从现在起被问到的人都过牌，下一轮谁发牌？",
        ),
        situation=Dealt(seed=4, stop=Stop(plays=2, choice=True)),
        fact=Board(leader_if_all_pass, ("F4", "F7")),
        section="Why did the bot do that? A commentary",
        rules=("F4", "F7"),
        hints=(
            Say("When all others pass the trick ends.", "其他人都过牌，这一轮就结束。"),
            Say("The last player to play leads the next.", "最后出牌的人发下一轮。"),
            Say("Unless he has gone out: then the wind passes on.", "除非他已走科：那就接风。"),
        ),
        why=Say("The last to play leads: {answer}.", "最后出牌的人发牌：{answer}。"),
    ),
    FindMove(
        key="answer-gouji-bot-round",
        prompt=Say(
            "Bots are playing this round. The seat to act is the 对头 of the gouji hand on the "
            "table: answer it with a play.",
            "机器人正在打这一回合。正在出牌的人是桌上那手够级牌的对头：出牌回击它。",
        ),
        situation=Dealt(seed=5, stop=Stop(gouji=True, choice=True)),
        goal=AnyLegal(play=True),
        section="Why did the bot do that? A commentary",
        rules=("F5",),
        hints=(
            Say("Only the 对头 answers a gouji hand (F5).", "够级牌只有对头能管（F5）。"),
            Say("Same number of cards, higher in every aspect.", "张数相同，各方面都更大。"),
            Say("The legal moves are the buttons.", "合规的走法都在按钮上。"),
        ),
        why=Say("{answer} beats it.", "{answer}能管住。"),
    ),
    Choose(
        key="bot-step-23",
        prompt=Say(
            "In the bots' round of seed 1, at step 23 seat 1 faces his 对头's three queens. Will "
            "the bot PLAY or PASS?",
            "在编号为1的机器人牌局中，第23步1号面对对头的三个Q。"
            "机器人会出牌（PLAY）还是过牌（PASS）？",
        ),
        fact=Call(bot_move_kind, (1, 23), ("F5", "K1")),
        choices=("PLAY", "PASS"),
        section="Your turn: guess before you look",
        rules=("F5", "K1"),
        hints=(
            Say("Who may answer a gouji hand?", "谁能回击够级牌？"),
            Say("If nobody answers, seat 4 opens the point.", "如果没人回击，4号就开点了。"),
            Say("The 对头 answers when he can.", "对头能管就管。"),
        ),
        why=Say(
            "The bot answers its 对头's gouji hand: {answer}.", "机器人回击对头的够级牌：{answer}。"
        ),
    ),
    Number(
        key="rounds-without-tribute",
        prompt=Say(
            "Bots play a five-round qingdao game (seed 1). How many of its rounds start without "
            "tribute?",
            "机器人按青岛规则打一盘五个回合（编号1）。其中几个回合开始时没有进贡？",
        ),
        fact=Call(rounds_without_tribute, (1,), ("P3",)),
        section="A whole game: five rounds",
        rules=("P3", "X1"),
        hints=(
            Say("Tribute pays for the round before.", "进贡是为了上一回合。"),
            Say(
                "The first round of a game has no round before it.", "一局的第一回合之前没有回合。"
            ),
            Say("After a 串三户, qingdao starts a new game.", "串三户之后，青岛规则开新的一局。"),
        ),
        why=Say("The first of each game: {answer}.", "每局的第一回合：{answer}。"),
    ),
    Predict(
        key="first-round-tribute",
        prompt=Say(
            "Does the first round of a game start with tribute?", "一局的第一回合开始时要进贡吗？"
        ),
        fact=Call(first_round_has_tribute, ("qingdao",), ("P3", "X1")),
        section="A whole game: five rounds",
        rules=("P3", "X1"),
        hints=(
            Say("Tribute is paid for what happened last round.", "进贡是为了上一回合的结果。"),
            Say("What came before the first round?", "第一回合之前有什么？"),
            Say("Nothing: no places, no opened points.", "什么都没有：没有名次，没有开点。"),
        ),
        why=Say(
            "No round before it, nothing to pay for: {answer}.",
            "之前没有回合，无贡可进：{answer}。",
        ),
    ),
]
