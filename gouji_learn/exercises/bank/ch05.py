"""Chapter 05 · Gouji hands (G1-G3, K2): the threshold ladder, 2s and jokers, pure hands."""

from __future__ import annotations

from ..facts import Board, IsGouji, Opens, to_beat_is_gouji
from ..goals import GoujiHand
from ..kinds import PickCards, Predict, Question
from ..situations import Dealt, Generated, Stop
from ..text import Say

QUESTIONS: list[Question] = [
    PickCards(
        key="smallest-gouji",
        prompt=Say(
            "Pick the gouji hand with the fewest cards from this hand.",
            "从这手牌中挑出张数最少的够级牌。",
        ),
        hand="9 9 9 9 9 9 J J J J Q Q K K",
        goal=GoujiHand(smallest=True),
        section="The threshold ladder (G1)",
        rules=("G1",),
        hints=(
            Say(
                "The ladder: 5×10, 4×J, 3×Q, 2×K, 2×A, one 2, one joker.",
                "门槛：5个10、4个J、3个Q、2个K、2个A、一个2、一张王。",
            ),
            Say("Two queens are not enough.", "两个Q不够。"),
            Say("Two cards can be enough at the top of the ladder.", "门槛高处两张就够。"),
        ),
        why=Say("{answer}: the minimum at its rank.", "{answer}：它那个点数的最低张数。"),
    ),
    Predict(
        key="gouji-on-table",
        prompt=Say(
            "On this table, is the play to beat a gouji hand?",
            "在这张牌桌上，要管的那手牌是够级牌吗？",
        ),
        situation=Generated("ch05.ladder-lead"),
        conceal=("turn",),
        fact=Board(to_beat_is_gouji, ("G1", "G2")),
        section="The threshold ladder (G1)",
        rules=("G1", "G2"),
        hints=(
            Say("Is there a joker in it?", "里面有王吗？"),
            Say("What rank, and how many cards?", "什么点数，几张？"),
            Say(
                "Compare with the ladder 5×10, 4×J, 3×Q, 2×K, 2×A, one 2.",
                "对照门槛：5个10、4个J、3个Q、2个K、2个A、一个2。",
            ),
        ),
        why=Say("By the ladder: {answer}.", "按门槛：{answer}。"),
        traps=(
            (
                True,
                Say(
                    "Count again: each rank needs its minimum, and below 10 no count is enough "
                    "without a joker.",
                    "再数一数：每种点数都有最低张数，十以下没有王多少张都不够。",
                ),
            ),
            (
                False,
                Say(
                    "2s and jokers count towards the minimum, and a joker hanging on any rank "
                    "makes a gouji hand.",
                    "钱和王都算进最低张数，挂花的牌不论点数都是够级牌。",
                ),
            ),
        ),
    ),
    Predict(
        key="six-nines",
        prompt=Say("Are six nines a gouji hand?", "六个九是够级牌吗？"),
        fact=IsGouji("9 9 9 9 9 9"),
        section="A beginner's mistake: six nines",
        rules=("G1",),
        hints=(
            Say("The ladder starts at one rank: which?", "门槛从哪个点数开始？"),
            Say("Below that rank no number of cards is enough.", "低于那个点数，多少张都不够。"),
            Say("Five tens are the lowest gouji hand.", "五个十是最小的够级牌。"),
        ),
        why=Say("Nines are below the ladder: {answer}.", "九在门槛之下：{answer}。"),
        traps=(
            (
                True,
                Say(
                    "Many cards are not enough: the rank must be 10 or higher.",
                    "张数多也不够：点数要10以上。",
                ),
            ),
        ),
    ),
    Predict(
        key="jacks-with-twos",
        prompt=Say("Are J J 2 2 a gouji hand?", "J J 2 2 是够级牌吗？"),
        fact=IsGouji("J J 2 2"),
        section="2s and jokers count towards the minimum (G2)",
        rules=("G1", "G2"),
        hints=(
            Say("How many jacks make a gouji hand?", "几个J才算够级牌？"),
            Say("What do the 2s count as here (H2)?", "这里的钱算作什么（H2）？"),
            Say("2s count towards the minimum.", "钱也计入最低张数。"),
        ),
        why=Say("The 2s count as jacks, four in all: {answer}.", "钱算作J，共四张：{answer}。"),
        traps=(
            (
                False,
                Say(
                    "Do not forget the 2s: they count towards the minimum.",
                    "别忘了钱：它们计入最低张数。",
                ),
            ),
        ),
    ),
    Predict(
        key="joker-on-five",
        prompt=Say(
            "Are SJ 5 (a small joker and a five) a gouji hand?",
            "SJ 5（一张小王加一个五）是够级牌吗？",
        ),
        fact=IsGouji("SJ 5"),
        section="2s and jokers count towards the minimum (G2)",
        rules=("G2",),
        hints=(
            Say("Fives alone are never gouji.", "五单独永远不是够级牌。"),
            Say("But here a joker hangs on the five (挂花).", "但这里有王挂在五上（挂花）。"),
            Say("Any play with a joker hanging on it is a gouji hand.", "挂了王的牌都算够级牌。"),
        ),
        why=Say("A joker hangs on it: {answer}.", "挂了王：{answer}。"),
        traps=(
            (
                False,
                Say(
                    "A joker hanging on any rank makes a gouji hand.",
                    "王挂在任何点数上都算够级牌。",
                ),
            ),
        ),
    ),
    PickCards(
        key="gouji-from-dealt",
        prompt=Say(
            "On this table, pick any gouji hand from the hand of the seat to act.",
            "在这张牌桌上，从正在出牌者的手牌中挑出任意一手够级牌。",
        ),
        situation=Dealt(seed=4, stop=Stop(plays=0)),
        goal=GoujiHand(),
        section="Try it in the picker",
        rules=("G1", "G2"),
        hints=(
            Say("Jokers and 2s help.", "王和钱有帮助。"),
            Say("A single joker is a gouji hand.", "一张王就是够级牌。"),
            Say("So is a single 2 under qingdao.", "青岛规则下一张2也是。"),
        ),
        why=Say("{answer} is a gouji hand.", "{answer}是够级牌。"),
    ),
    Predict(
        key="single-two-tongsu",
        prompt=Say("Under tongsu, is a single 2 a gouji hand?", "在通俗规则下，单张2是够级牌吗？"),
        fact=IsGouji("2", "tongsu"),
        section="Where the rulebooks disagree: a single 2",
        rules=("G1",),
        hints=(
            Say("qingdao says one 2 is enough.", "青岛规则说一张2就够。"),
            Say("The rulebooks disagree here.", "各规则在这里意见不同。"),
            Say("tongsu's minimum for 2s is two.", "通俗规则里2的最低张数是两张。"),
        ),
        why=Say("tongsu needs two 2s: {answer}.", "通俗规则要两张2：{answer}。"),
        traps=(
            (
                True,
                Say(
                    "That is qingdao's answer; this rulebook differs.",
                    "那是青岛规则的答案；这本规则不同。",
                ),
            ),
        ),
    ),
    Predict(
        key="pure-queens-with-two",
        prompt=Say("Is Q Q 2 a pure gouji hand (纯够级牌)?", "Q Q 2 是纯够级牌吗？"),
        fact=IsGouji("Q Q 2", pure=True),
        section="Pure gouji hands — 纯够级牌 (G3)",
        rules=("G3",),
        hints=(
            Say("First: is it a gouji hand at all?", "先看：它是够级牌吗？"),
            Say("Three queens, with the 2 counted as a queen.", "三个Q，钱算作Q。"),
            Say("Pure means no 2 and no joker.", "纯是指没有钱也没有王。"),
        ),
        why=Say("A gouji hand, but it holds a 2: {answer}.", "是够级牌，但含钱：{answer}。"),
        traps=((True, Say("A 2 inside makes a gouji hand impure.", "含钱的够级牌不纯。")),),
    ),
    Predict(
        key="joker-opens-linyi",
        prompt=Say(
            "Under linyi, can SJ Q Q Q that stands open the point (开点)?",
            "在临沂规则下，SJ Q Q Q 没人管住时能开点吗？",
        ),
        fact=Opens("SJ Q Q Q", "linyi"),
        section="Which hands can open the point — 开点 (K2)",
        rules=("K2",),
        hints=(
            Say("Is it a gouji hand? Is it pure?", "是够级牌吗？纯吗？"),
            Say("Which hands open depends on the rulebook.", "哪些牌能开点取决于规则。"),
            Say(
                "linyi: only a pure gouji hand opens (纯够级牌才能开点).",
                "临沂：纯够级牌才能开点。",
            ),
        ),
        why=Say(
            "linyi opens only with pure gouji hands: {answer}.",
            "临沂只有纯够级牌能开点：{answer}。",
        ),
        traps=(
            (
                True,
                Say(
                    "A joker is strong, but strength is not what opens here.",
                    "王虽大，但开点看的不是大小。",
                ),
            ),
        ),
    ),
]
