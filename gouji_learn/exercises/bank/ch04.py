"""Chapter 04 · Beating a play (B1-B6): same count, higher rank, both aspects, two beat one."""

from __future__ import annotations

from ..facts import Beats, Call, beat_rule
from ..goals import AnyLegal, BeatIt
from ..kinds import ChooseRule, FindMove, PickCards, Predict, Question
from ..situations import Dealt, Scripted, Stop
from ..text import Say

QUESTIONS: list[Question] = [
    Predict(
        key="three-kings-two-queens",
        prompt=Say("Do three kings beat two queens?", "三个K能管住两个Q吗？"),
        fact=Beats("K K K", "Q Q"),
        section="Mistake: more cards beat fewer",
        rules=("B1",),
        hints=(
            Say("Count the cards on each side.", "数一数两边的张数。"),
            Say(
                "Normally only the same number of cards can beat a play.",
                "通常只有张数相同才能管。",
            ),
            Say("Three is not two.", "三不等于二。"),
        ),
        why=Say("The counts differ: {answer}.", "张数不同：{answer}。"),
        traps=(
            (
                True,
                Say(
                    "More cards do not beat fewer: the counts must match.",
                    "牌多并不能管牌少：张数必须相同。",
                ),
            ),
        ),
    ),
    ChooseRule(
        key="rule-kings-queens",
        prompt=Say(
            "Which rule decides that K K K cannot answer Q Q?", "哪条规则决定了 K K K 不能管 Q Q？"
        ),
        fact=Call(beat_rule, ("K K K", "Q Q")),
        choices=("B1", "B2", "B3", "H1"),
        section="Mistake: more cards beat fewer",
        rules=("B1",),
        hints=(
            Say("Is the rank the problem, or something else?", "问题在点数，还是别的？"),
            Say("Look at how many cards each side has.", "看每边有几张牌。"),
            Say("The first rule of beating.", "关于管牌的第一条规则。"),
        ),
        why=Say("The card count rule: {answer}.", "张数规则：{answer}。"),
    ),
    PickCards(
        key="cheapest-on-queens",
        prompt=Say(
            "Your 上家 played Q Q. Pick the cheapest play of this hand that beats it.",
            "上家出了 Q Q。从这手牌中挑出能管住它的最省的牌。",
        ),
        hand="3 3 K K A A 2 2 BJ",
        to_beat="Q Q",
        goal=BeatIt(cheapest=True),
        section="A higher rank (B2)",
        rules=("B1", "B2"),
        hints=(
            Say("Two cards, higher than queens.", "两张，比Q大。"),
            Say("Keep jokers and 2s for later.", "王和钱留着以后用。"),
            Say("The lowest rank above Q that you hold twice.", "你有两张的、比Q大的最小点数。"),
        ),
        why=Say("{answer} is the lowest pair above Q Q.", "{answer}是比Q Q大的最小对子。"),
    ),
    FindMove(
        key="beat-joker-eights",
        prompt=Say(
            "On this table seat 0 led SJ 8 8. As seat 3, his 对头, find a play that beats it.",
            "在这张牌桌上，0号出了 SJ 8 8。你是3号，他的对头：找一手能管住它的牌。",
        ),
        situation=Scripted(
            ("3 SJ 8 8 5", "3 6", "3 7", "3 SJ 9 9 BJ 10 10", "3 J", "3 Q"),
            moves=("SJ 8 8",),
            viewer=3,
        ),
        goal=AnyLegal(play=True),
        section="Both aspects: plays with jokers (B3)",
        rules=("B3",),
        hints=(
            Say("Three cards, with a joker.", "三张，带王。"),
            Say("Your joker must be higher than a small joker.", "你的王必须比小王大。"),
            Say("A big joker carrying two cards above eights.", "一张大王带两张比八大的牌。"),
        ),
        why=Say("{answer}: higher in both aspects.", "{answer}：两个方面都更大。"),
    ),
    Predict(
        key="big-jokers-nines-on-tens",
        prompt=Say("Do BJ BJ 9 9 9 beat SJ SJ 10 10 10?", "BJ BJ 9 9 9 能管住 SJ SJ 10 10 10 吗？"),
        fact=Beats("BJ BJ 9 9 9", "SJ SJ 10 10 10"),
        section="Mistake: a higher carried rank is enough",
        rules=("B3",),
        hints=(
            Say("A play with jokers has two aspects.", "带王的牌有两个方面。"),
            Say("Compare the jokers, then the carried cards.", "先比王，再比所带的牌。"),
            Say("Both aspects must be higher.", "两个方面都必须更大。"),
        ),
        why=Say(
            "Higher jokers but lower carried cards: {answer}.", "王更大但所带的牌更小：{answer}。"
        ),
        traps=((True, Say("Bigger jokers are not enough on their own.", "光是王大还不够。")),),
    ),
    Predict(
        key="small-joker-on-small-joker",
        prompt=Say("Do SJ 9 9 beat SJ 8 8?", "SJ 9 9 能管住 SJ 8 8 吗？"),
        fact=Beats("SJ 9 9", "SJ 8 8"),
        section="Mistake: a small joker beats a small joker",
        rules=("B3",),
        hints=(
            Say("Compare the jokers first.", "先比王。"),
            Say("A small joker against a small joker: higher?", "小王对小王：更大吗？"),
            Say("Equal is not higher.", "相等不算更大。"),
        ),
        why=Say("The jokers are only equal: {answer}.", "王只是相等：{answer}。"),
        traps=(
            (
                True,
                Say(
                    "The nines are higher, but the jokers are only equal.",
                    "九是更大，但王只是相等。",
                ),
            ),
        ),
    ),
    Predict(
        key="irvine-two-beat-one",
        prompt=Say(
            "Under irvine, do BJ BJ beat a lone BJ?", "在尔湾规则下，BJ BJ 能管住单张 BJ 吗？"
        ),
        fact=Beats("BJ BJ", "BJ", "irvine"),
        section="Two beat one (B4)",
        rules=("B4", "B6"),
        hints=(
            Say("Normally the counts must match (B1).", "通常张数必须相同（B1）。"),
            Say("Some rulebooks make an exception for jokers.", "有些规则对王有例外。"),
            Say(
                "irvine: a lone 大王 falls only to 大王大王.",
                "尔湾规则：单张大王只能用两张大王管。",
            ),
        ),
        why=Say(
            "irvine lets two big jokers beat one: {answer}.",
            "尔湾规则允许两张大王管一张：{answer}。",
        ),
        traps=(
            (
                False,
                Say("Under qingdao, no; this rulebook differs.", "青岛规则不行；但这本规则不同。"),
            ),
        ),
    ),
    PickCards(
        key="cheapest-on-table",
        prompt=Say(
            "On this table, pick the cheapest play of the seat to act that beats the play to beat.",
            "在这张牌桌上，挑出正在出牌者能管住桌上那手牌的最省的牌。",
        ),
        situation=Dealt(seed=5, stop=Stop(plays=1, choice=True)),
        goal=BeatIt(cheapest=True),
        section="Try it: the card picker with a play to beat",
        rules=("B1", "B2", "B3"),
        hints=(
            Say("Same number of cards, higher.", "张数相同，点数更大。"),
            Say(
                "Cheapest: fewest jokers, then fewest 2s, then the lowest rank.",
                "最省：先少用王，再少用钱，再用小点。",
            ),
            Say("Try the lowest rank above the play to beat first.", "先试比它大一点的最小点数。"),
        ),
        why=Say("{answer} is the cheapest answer.", "{answer}是最省的管法。"),
    ),
]
