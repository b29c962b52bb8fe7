"""Chapter 12 · Threes and fours (Y1-Y4, K4-K5): 3s last, stuck, buying a 3, 发四, 自然点."""

from __future__ import annotations

from ..facts import Board, Call, MoveRefusal, SellerTo, opened_seats, rule_option, stuck_seats
from ..goals import AnyLegal
from ..kinds import ChooseRule, FindMove, Predict, Question, Seat
from ..situations import Deal, Scripted
from ..text import Say

STUCK = ("9 3", "5 3 3", "6 7 3", "K 3", "8 3", "10 3")
"""Seat 0 leads his 9 with only a 3 behind it; seat 5 beats it (闷)."""

QUESTIONS: list[Question] = [
    FindMove(
        key="lead-not-threes",
        prompt=Say(
            "On this table you are seat 0 with K 8 8 3 3, to lead. Lead a play the rules allow.",
            "在这张牌桌上你是0号，手里 K 8 8 3 3，轮到你发牌。出一手合规则的牌。",
        ),
        situation=Scripted(("K 8 8 3 3", "3", "3", "3", "3", "3"), viewer=0),
        goal=AnyLegal(play=True),
        section="3s go last (Y1)",
        rules=("Y1",),
        hints=(
            Say("Which plays would leave 3s behind?", "哪些牌出了以后还剩3？"),
            Say("All of them but the 3s themselves.", "除了3本身都是。"),
            Say("Your king or your eights.", "你的K或你的8。"),
        ),
        why=Say("{answer} keeps the 3s for last.", "{answer}把3留到最后。"),
    ),
    ChooseRule(
        key="rule-threes-early",
        prompt=Say(
            "On this table seat 0 holds K 8 8 3 3 and tries to lead 3 3. Which rule refuses it?",
            "在这张牌桌上0号手里是 K 8 8 3 3，想发 3 3。哪条规则不允许？",
        ),
        situation=Scripted(("K 8 8 3 3", "3", "3", "3", "3", "3")),
        fact=MoveRefusal("3 3"),
        choices=("Y1", "H1", "F1", "K4"),
        section="Mistake: leading 3s early",
        rules=("Y1",),
        hints=(
            Say("3 3 is one play: the problem is when.", "3 3 是一手牌：问题在于时机。"),
            Say("3s have a place of their own in a hand.", "3在一手牌里有特定的位置。"),
            Say("憋三: 3s only as the last play.", "憋三：3只能最后出。"),
        ),
        why=Say("3s only as the last play: {answer}.", "3只能最后出：{answer}。"),
    ),
    Seat(
        key="who-is-stuck",
        prompt=Say(
            "On this table seat 0 led his 9 with only a 3 left behind it, and seat 5 beat it with "
            "10. Which seats are stuck (闷) now?",
            "在这张牌桌上0号出了9，手里只剩一张3，5号用10管住了。现在哪些座位被闷了？",
        ),
        situation=Scripted(STUCK, moves=("play 9", "pass", "pass", "pass", "pass", "play 10")),
        fact=Board(stuck_seats, ("Y2",)),
        mode="set",
        section="Stuck: 闷 step by step (Y2)",
        rules=("Y2",),
        hints=(
            Say("Stuck: the play before your 3s is beaten.", "闷：3之前的那手牌被管住。"),
            Say("Whose hand is down to 3s only?", "谁手里只剩3了？"),
            Say("The one who led the 9.", "出9的那个人。"),
        ),
        why=Say("The player whose 9 was beaten: {answer}.", "9被管住的人：{answer}。"),
        traps=(
            (
                frozenset({5}),
                Say(
                    "Seat 5 did the beating; the stuck one is whose play was beaten.",
                    "5号是管牌的人；被闷的是被管的人。",
                ),
            ),
        ),
    ),
    Seat(
        key="who-sells",
        prompt=Say(
            "On this table (qingdao) seat 1 was dealt no 3. Which seat sold him one?",
            "在这张牌桌上（青岛规则）1号没有发到3。谁卖给他一张3？",
        ),
        situation=Deal(("3", "2 8 8", "3 3", "3 3", "3", "3")),
        fact=SellerTo(1),
        section="Mistake: buying from the wrong player",
        rules=("Y3",),
        hints=(
            Say("The 对头 sells first, if he can spare one.", "先向对头买，如果他有多余的。"),
            Say("A seller keeps his last 3.", "卖家要留下最后一张3。"),
            Say("Then the 对头's alliance.", "再向对头的联邦买。"),
        ),
        why=Say(
            "The 对头 could not spare one; his ally sold: seat {answer}.",
            "对头没有多余的；他的联邦卖了：{answer}号。",
        ),
        traps=(
            (
                3,
                Say(
                    "Seat 3 is your own ally: the other alliance is asked first.",
                    "3号是你自己的联邦：先问对方联邦。",
                ),
            ),
            (
                4,
                Say(
                    "Your 对头 has only one 3, and a seller keeps his last.",
                    "你的对头只有一张3，卖家要留最后一张。",
                ),
            ),
        ),
    ),
    Predict(
        key="tongsu-first-round-buy",
        prompt=Say(
            "Under tongsu, does a player dealt no 3 buy one in the first round of a game?",
            "在通俗规则下，一局的第一回合没有3的玩家要买三吗？",
        ),
        fact=Call(rule_option, ("tongsu", "buy_in_first_round"), ("Y3",)),
        section="`tongsu`: no buying in the first round",
        rules=("Y3",),
        hints=(
            Say(
                "tongsu calls the first round something special.",
                "通俗规则对第一回合有特别的叫法。",
            ),
            Say("和平局: the peace round.", "和平局：第一局，和平的一局。"),
            Say(
                "No tribute, no buying 3s and 4s (无需进贡，无需“买三买四”).",
                "无需进贡，无需“买三买四”。",
            ),
        ),
        why=Say("The peace round has no buying: {answer}.", "和平局不买三：{answer}。"),
    ),
    Predict(
        key="qingdao-buys-fours",
        prompt=Say(
            "Under qingdao, does a player dealt no 4 buy one (买四)?",
            "在青岛规则下，没有4的玩家要买四吗？",
        ),
        fact=Call(rule_option, ("qingdao", "buy_fours"), ("Y4",)),
        section="Buying a 4 — 买四 (Y4)",
        rules=("Y4",),
        hints=(
            Say("买四 is not in every rulebook.", "不是每本规则都有买四。"),
            Say("linyi and tongsu buy 4s.", "临沂和通俗规则买四。"),
            Say("qingdao has no 发四 rule either.", "青岛规则也没有发四的规定。"),
        ),
        why=Say("Only linyi and tongsu buy 4s: {answer}.", "只有临沂和通俗规则买四：{answer}。"),
    ),
    FindMove(
        key="tongsu-fours",
        prompt=Say(
            "On this table (tongsu) seat 0 has not opened and holds K K 9 4 4 3. Lead a play the "
            "rules allow.",
            "在这张牌桌上（通俗规则）0号还没开点，手里 K K 9 4 4 3。出一手合规则的牌。",
        ),
        situation=Scripted(("K K 9 4 4 3", "5 3", "6 3", "7 3", "8 3", "A 3"), rules="tongsu"),
        goal=AnyLegal(play=True),
        section="发四: 4s only after opening (K4)",
        rules=("K4", "Y1"),
        hints=(
            Say("Two ranks are held back here.", "这里有两种点数不能出。"),
            Say(
                "3s last (Y1); 4s only after opening (K4).", "3最后出（Y1）；开点后才能出4（K4）。"
            ),
            Say("Your nine or your kings.", "你的9或你的K。"),
        ),
        why=Say(
            "{answer}: no 4 before opening, no 3 before the end.",
            "{answer}：开点前不出4，最后才出3。",
        ),
    ),
    Seat(
        key="natural-opening",
        prompt=Say(
            "On this table (tongsu) which seats are opened from the start (自然点)?",
            "在这张牌桌上（通俗规则）哪些座位一开始就自然开点？",
        ),
        situation=Deal(
            (
                "A A 9 9 4 3",
                "K K 7 4 3",
                "Q Q 8 4 3",
                "J J J J 6 4 3",
                "10 10 10 10 5 4 3",
                "2 SJ 4 3",
            ),
            rules="tongsu",
        ),
        fact=Board(opened_seats, ("K5",)),
        mode="set",
        section="自然点: opened from the start (K5)",
        rules=("K5",),
        hints=(
            Say(
                "A seat dealt no minimum pure gouji hand opens naturally.",
                "没有发到任何最低纯够级牌的人自然开点。",
            ),
            Say(
                "Check each hand against 5×10, 4×J, 3×Q, 2×K, 2×A.",
                "逐家对照5个10、4个J、3个Q、2个K、2个A。",
            ),
            Say("2s and jokers never make a pure hand.", "钱和王永远不算纯够级牌。"),
        ),
        why=Say(
            "No pure minimum in their hands: {answer}.", "他们手里没有最低纯够级牌：{answer}。"
        ),
    ),
]
