"""Chapter 12 · Threes and fours (Y1-Y4, K4-K5): 3s last, stuck, buying a 3, 发四, 自然点."""

from __future__ import annotations

from ..facts import Board, Call, MoveRefusal, opened_seats, rule_option, stuck_seats, three_seller
from ..goals import AnyLegal
from ..kinds import ChooseRule, FindMove, Predict, Question, Seat
from ..situations import Generated
from ..text import Say

QUESTIONS: list[Question] = [
    FindMove(
        key="lead-not-threes",
        prompt=Say(
            "On this table you are seat {seat} with {hand}, to lead. Lead a play the rules allow.",
            "在这张牌桌上你是{seat}号，手里 {hand}，轮到你发牌。出一手合规则的牌。",
        ),
        situation=Generated("ch12.lead-threes"),
        goal=AnyLegal(play=True),
        section="3s go last (Y1)",
        rules=("Y1",),
        hints=(
            Say("Which plays would leave 3s behind?", "哪些牌出了以后还剩3？"),
            Say("All of them but the 3s themselves.", "除了3本身都是。"),
            Say("Any of your cards but the 3s.", "除了3以外的任何一种牌。"),
        ),
        why=Say("{answer} keeps the 3s for last.", "{answer}把3留到最后。"),
    ),
    ChooseRule(
        key="rule-threes-early",
        prompt=Say(
            "On this table ({rules}) seat {seat} holds {hand} and tries to lead {move}. Which rule "
            "refuses it?",
            "在这张牌桌上（{rules}）{seat}号手里是 {hand}，想发 {move}。哪条规则不允许？",
        ),
        situation=Generated("ch12.refused-lead"),
        fact=MoveRefusal("$move"),
        choices=("Y1", "H1", "F1", "K4"),
        section="Mistake: leading 3s early",
        rules=("Y1",),
        hints=(
            Say("First: is {move} one play at all?", "先看：{move} 算一手牌吗？"),
            Say(
                "If it is one play, is it its time? 3s and 4s have times of their own.",
                "如果是一手牌，现在是出它的时候吗？3和4各有出的时机。",
            ),
            Say(
                "3s only as the last play (憋三); under tongsu 4s only after opening (发四).",
                "憋三：3只能最后出；通俗规则下开点后才能出4（发四）。",
            ),
        ),
        why=Say("{move} is refused under {answer}.", "{move} 被{answer}禁止。"),
    ),
    Seat(
        key="who-is-stuck",
        prompt=Say(
            "On this table seat {lead} led {low}, keeping only a 3; seat {middle} beat it with "
            "{mid}, keeping {kept}; then seat {last} beat that with {high}. Which seats are stuck "
            "(闷) now?",
            "在这张牌桌上{lead}号出了{low}，手里只剩一张3；{middle}号用{mid}管住，手里{kept}；"
            "然后{last}号用{high}管住了。现在哪些座位被闷了？",
        ),
        situation=Generated("ch12.stuck"),
        fact=Board(stuck_seats, ("Y2",)),
        mode="set",
        section="Stuck: 闷 step by step (Y2)",
        rules=("Y2",),
        hints=(
            Say("Stuck: the play before your 3s is beaten.", "闷：3之前的那手牌被管住。"),
            Say("Whose hands are down to 3s only?", "谁手里只剩3了？"),
            Say(
                "Each play beaten with only 3s behind it: its player is stuck.",
                "每一手被管住、后面只剩3的牌：出它的人被闷。",
            ),
        ),
        why=Say("Beaten with only 3s behind: {answer}.", "被管住时手里只剩3：{answer}。"),
        traps=(
            (
                "$beaters",
                Say(
                    "Those seats did the beating; the stuck are those whose play was beaten.",
                    "那些座位是管牌的人；被闷的是被管的人。",
                ),
            ),
        ),
    ),
    Seat(
        key="who-sells",
        prompt=Say(
            "On this table (qingdao) the hands dealt were {hands}. Seat {buyer} was dealt no 3. "
            "Which seat sold him one?",
            "在这张牌桌上（青岛规则）发到的牌是 {hands}。{buyer}号没有发到3。谁卖给他一张3？",
        ),
        situation=Generated("ch12.buy"),
        fact=Board(three_seller, ("Y3",)),
        conceal=("turn",),
        section="Mistake: buying from the wrong player",
        rules=("Y3",),
        hints=(
            Say("The 对头 sells first, if he can spare one.", "先向对头买，如果他有多余的。"),
            Say("A seller keeps his last 3.", "卖家要留下最后一张3。"),
            Say("Then the 对头's alliance.", "再向对头的联邦买。"),
        ),
        why=Say(
            "The first in that order who can spare a 3 sells: seat {answer}.",
            "按这个顺序第一个有多余3的人卖：{answer}号。",
        ),
        traps=(
            *(
                (
                    own,
                    Say(
                        "That seat is the buyer's own ally: the other alliance is asked first.",
                        "那是买家自己的联邦：先问对方联邦。",
                    ),
                )
                for own in ("$own1", "$own2")
            ),
            (
                "$opposite",
                Say(
                    "The 对头 has only one 3, and a seller keeps his last.",
                    "对头只有一张3，卖家要留最后一张。",
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
            "On this table (tongsu) seat {seat} has not opened and holds {hand}. Lead a play the "
            "rules allow.",
            "在这张牌桌上（通俗规则）{seat}号还没开点，手里 {hand}。出一手合规则的牌。",
        ),
        situation=Generated("ch12.lead-fours"),
        goal=AnyLegal(play=True),
        section="发四: 4s only after opening (K4)",
        rules=("K4", "Y1"),
        hints=(
            Say("Two ranks are held back here.", "这里有两种点数不能出。"),
            Say(
                "3s last (Y1); 4s only after opening (K4).", "3最后出（Y1）；开点后才能出4（K4）。"
            ),
            Say("Neither your 4s nor your 3s.", "既不是4也不是3。"),
        ),
        why=Say(
            "{answer}: no 4 before opening, no 3 before the end.",
            "{answer}：开点前不出4，最后才出3。",
        ),
    ),
    Seat(
        key="natural-opening",
        prompt=Say(
            "On this table (tongsu) the hands dealt are {hands}. Which seats are opened from the "
            "start (自然点)?",
            "在这张牌桌上（通俗规则）发到的牌是 {hands}。哪些座位一开始就自然开点？",
        ),
        situation=Generated("ch12.natural"),
        fact=Board(opened_seats, ("K5",)),
        conceal=("opened",),
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
