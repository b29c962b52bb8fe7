"""Chapter 04 · Beating a play (B1-B6): same count, higher rank, both aspects, two beat one."""

from __future__ import annotations

from ..facts import Beats, Call, beat_rule, one_that_beats
from ..goals import AnyLegal, BeatIt
from ..kinds import Choose, ChooseRule, FindMove, PickCards, Predict, Question
from ..situations import Dealt, Generated, Stop
from ..text import Say

FIVE_JACKS_OPTIONS = ("10 10 10 10 10", "2 2 2 J J", "Q Q Q Q Q", "K K K K")

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
    Choose(
        key="which-beats-jacks",
        prompt=Say(
            "2 2 J J J is led (five jacks). Which one of these beats it under qingdao?",
            "有人出了 2 2 J J J（五个J）。在青岛规则下，下面哪一手能管住它？",
        ),
        fact=Call(one_that_beats, (FIVE_JACKS_OPTIONS, "2 2 J J J")),
        choices=FIVE_JACKS_OPTIONS,
        section="A higher rank (B2)",
        rules=("B1", "B2", "H2"),
        hints=(
            Say("Count the cards first: five.", "先数张数：五张。"),
            Say("2 2 J J J counts as five jacks (H2).", "2 2 J J J 算作五个J（H2）。"),
            Say("Five cards of a rank above J.", "五张比J大的同点牌。"),
        ),
        why=Say("{answer}: five cards, higher than jacks.", "{answer}：五张，比J大。"),
        traps=(
            (
                "2 2 2 J J",
                Say(
                    "That is five jacks too: an equal rank does not beat.",
                    "那也是五个J：点数相同管不住。",
                ),
            ),
            ("K K K K", Say("Four cards cannot answer five.", "四张管不了五张。")),
        ),
    ),
    FindMove(
        key="beat-joker-eights",
        prompt=Say(
            "On this table seat {leader} led {lead}. As seat {answerer}, his 对头, find a play "
            "that beats it.",
            "在这张牌桌上，{leader}号出了 {lead}。你是{answerer}号，他的对头：找一手能管住它的牌。",
        ),
        situation=Generated("ch04.joker-lead"),
        goal=AnyLegal(play=True),
        section="Both aspects: plays with jokers (B3)",
        rules=("B3",),
        hints=(
            Say("As many cards as {lead}, with jokers.", "和 {lead} 张数相同，带王。"),
            Say(
                "Your jokers must be higher than small jokers: equal jokers do not beat.",
                "你的王必须比小王大：同样的王管不住。",
            ),
            Say(
                "Big jokers, as many as were led, carrying cards above {rank}.",
                "和对方一样多的大王，带比{rank}大的牌。",
            ),
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
    PickCards(
        key="carried-up",
        prompt=Say(
            "BJ BJ 8 8 8 does not beat SJ SJ 9 9 9. From this hand, pick a play that does.",
            "BJ BJ 8 8 8 管不住 SJ SJ 9 9 9。从这手牌中挑出一手能管住的牌。",
        ),
        hand="BJ BJ 8 8 8 9 9 9 10 10 10",
        to_beat="SJ SJ 9 9 9",
        goal=BeatIt(),
        section="Mistake: a small joker beats a small joker",
        rules=("B3",),
        hints=(
            Say("The jokers are already higher.", "王已经更大了。"),
            Say("The carried cards must be higher too.", "所带的牌也必须更大。"),
            Say("Carry cards above nines.", "带比九大的牌。"),
        ),
        why=Say("{answer}: higher in both aspects.", "{answer}：两个方面都更大。"),
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
        key="tongsu-five-on-four",
        prompt=Say(
            "Under tongsu, pick a play of five cards that beats BJ 9 9 9 (four cards).",
            "在通俗规则下，挑出一手五张的牌管住 BJ 9 9 9（四张）。",
        ),
        hand="BJ BJ 9 9 10 10 10 J J",
        to_beat="BJ 9 9 9",
        ruleset="tongsu",
        goal=BeatIt(size=5),
        section="Two beat one (B4)",
        rules=("B4", "B3"),
        hints=(
            Say(
                "tongsu lets two big jokers beat one, with a card more.",
                "通俗规则允许两张大王管一张，多一张牌。",
            ),
            Say("Two big jokers, carrying cards above nines.", "两张大王，带比九大的牌。"),
            Say("2 jokers + 3 carried cards = 5.", "2张王+3张所带的牌=5。"),
        ),
        why=Say(
            "{answer}: two big jokers for one, carried cards higher.",
            "{answer}：两张大王管一张，所带的牌更大。",
        ),
    ),
    PickCards(
        key="irvine-one-card",
        prompt=Say(
            "Under irvine, SJ SJ 5 5 5 does not beat SJ 2 2 2 4. From this hand, pick five cards "
            "that do.",
            "在尔湾规则下，SJ SJ 5 5 5 管不住 SJ 2 2 2 4。从这手牌中挑出五张能管住的牌。",
        ),
        hand="BJ SJ SJ 5 5 5",
        to_beat="SJ 2 2 2 4",
        ruleset="irvine",
        goal=BeatIt(size=5),
        section="The Irvine examples: a guessing game (B5)",
        rules=("B5", "B6"),
        hints=(
            Say(
                "Under irvine two small jokers never beat one.",
                "尔湾规则下两张小王永远管不住一张。",
            ),
            Say("Change one joker.", "换一张王。"),
            Say("A big joker with a small one.", "一张大王加一张小王。"),
        ),
        why=Say("{answer} beats it under irvine.", "在尔湾规则下{answer}能管住。"),
    ),
    PickCards(
        key="irvine-on-big-small",
        prompt=Say(
            "Under irvine, what beats a lone BJ SJ? Pick it from this hand.",
            "在尔湾规则下，什么能管住单出的 BJ SJ？从这手牌中挑出来。",
        ),
        hand="BJ BJ BJ SJ SJ 2 2",
        to_beat="BJ SJ",
        ruleset="irvine",
        goal=BeatIt(),
        section="Irvine's special cases (B6)",
        rules=("B6",),
        hints=(
            Say("irvine's special cases change the card count.", "尔湾的特例会改变张数。"),
            Say("A lone 大王 falls only to 大王大王.", "单张大王只能用两张大王管。"),
            Say("And a lone 大王小王 only to three 大王.", "单出的大王小王只能用三张大王管。"),
        ),
        why=Say("Only {answer} beats it.", "只有{answer}能管住。"),
    ),
    PickCards(
        key="irvine-picker",
        prompt=Say(
            "Under irvine, pick from this hand a play that beats SJ SJ 9 9 9.",
            "在尔湾规则下，从这手牌中挑出一手能管住 SJ SJ 9 9 9 的牌。",
        ),
        hand="BJ BJ SJ SJ SJ 2 8 8 8 9 9 9 10 10 10 J J",
        to_beat="SJ SJ 9 9 9",
        ruleset="irvine",
        goal=BeatIt(),
        section="Try it: the card picker with a play to beat",
        rules=("B3", "B6"),
        hints=(
            Say(
                "Five cards; jokers higher and carried cards higher.",
                "五张；王更大，所带的牌也更大。",
            ),
            Say(
                "Under irvine an extra small joker does not count as higher.",
                "尔湾规则下多一张小王不算更大。",
            ),
            Say("Big jokers carrying tens or better.", "大王带十或更大的牌。"),
        ),
        why=Say("{answer} beats it under irvine.", "在尔湾规则下{answer}能管住。"),
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
