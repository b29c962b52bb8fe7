"""Chapter 03 · What makes one play (H1-H5): one rank, 贴钱, 挂花, jokers with 2s, mixed jokers."""

from __future__ import annotations

from ...rules.plays import make_play
from ..facts import Call, CoreRefusal, IsPlay, MayMove, counted_rank, counts_as
from ..goals import CountsAs
from ..kinds import Choose, ChooseRule, PickCards, Predict, Question
from ..situations import Generated
from ..text import Say

PICKER_HAND = "BJ SJ SJ 2 2 2 5 5 5 5 8 8 8 10 10 10 10 J"
"""The hand of the chapter's card picker."""

QUESTIONS: list[Question] = [
    Predict(
        key="five-and-tens",
        prompt=Say(
            "Are 5 10 10 (a five and two tens) one play?", "5 10 10（一个五加两个十）是一手牌吗？"
        ),
        fact=IsPlay("5 10 10"),
        section="Mistake: mixing ranks",
        rules=("H1",),
        hints=(
            Say("How many ranks are in it?", "里面有几种点数？"),
            Say("Each part alone would be a play; together?", "每部分单独都是一手牌；合在一起呢？"),
            Say(
                "One play holds one rank (2s and jokers apart).",
                "一手牌只有一种点数（钱和王除外）。",
            ),
        ),
        why=Say("Two ranks are never one play: {answer}.", "两种点数不成一手牌：{answer}。"),
        traps=((True, Say("A five and two tens mix two ranks.", "一个五和两个十混了两种点数。")),),
    ),
    ChooseRule(
        key="rule-j-q",
        prompt=Say(
            "make_play refuses J Q. Which rule does it cite?",
            "make_play 拒绝了 J Q。它引用的是哪条规则？",
        ),
        fact=CoreRefusal(make_play, ("J Q",)),
        choices=("H1", "H2", "H3", "C3"),
        section="Mistake: mixing ranks",
        rules=("H1",),
        hints=(
            Say(
                "J and Q are both cards, so no card is unreadable.", "J和Q都是牌，没有读不出的牌。"
            ),
            Say("No 2 and no joker is involved.", "这里没有钱，也没有王。"),
            Say("The rule that says what one play is.", "规定什么是一手牌的那条规则。"),
        ),
        why=Say("Mixed ranks break {answer}.", "混合点数违反{answer}。"),
    ),
    Predict(
        key="a-a-k",
        prompt=Say("Are A A K one play?", "A A K 是一手牌吗？"),
        fact=IsPlay("A A K"),
        section="Mistake: mixing ranks",
        rules=("H1",),
        hints=(
            Say("Look for a second rank hiding in it.", "看看里面是否藏着第二种点数。"),
            Say("Two aces and a king.", "两个A和一个K。"),
            Say(
                "One play holds one rank (2s and jokers apart).",
                "一手牌只有一种点数（钱和王除外）。",
            ),
        ),
        why=Say("Aces and a king are two ranks: {answer}.", "A和K是两种点数：{answer}。"),
        traps=(
            (
                True,
                Say(
                    "A king is not an ace: two ranks are never one play.",
                    "K不是A：两种点数不成一手牌。",
                ),
            ),
        ),
    ),
    PickCards(
        key="tie-qian-from-hand",
        prompt=Say(
            "On this table, pick from the hand of the seat to act a 贴钱 play: 2s joining "
            "another rank.",
            "在这张牌桌上，从正在出牌者的手牌中挑出一手贴钱的牌：钱加到另一种点数上。",
        ),
        situation=Generated("ch03.hand-with-twos"),
        goal=CountsAs(tie_qian=True),
        section="贴钱 *tiē qián*: 2s join another rank (H2)",
        rules=("H2",),
        hints=(
            Say(
                "You need at least one 2 and cards of one other rank.",
                "至少要一张钱，再加一种别的点数。",
            ),
            Say("Jokers are not needed.", "不需要王。"),
            Say("A 2 with any single other card already counts.", "一张钱加任何一张别的牌就行。"),
        ),
        why=Say("{answer}: the 2s count as the other rank.", "{answer}：钱算作另一种点数。"),
    ),
    Choose(
        key="rank-of-2-2-2-j-j",
        prompt=Say("What rank does 2 2 2 J J count as?", "2 2 2 J J 算作什么点数？"),
        fact=Call(counted_rank, ("2 2 2 J J",)),
        choices=("2", "J", "not one play"),
        section="Mistake: reading 2 2 + 8 8 8 as a play of 2s",
        rules=("H2",),
        hints=(
            Say("2s may join another rank (贴钱).", "钱可以贴到别的点数上。"),
            Say("When they do, what do they count as?", "贴上之后，钱算什么？"),
            Say("Five cards, all counted as the other rank.", "五张牌，都算作另一种点数。"),
        ),
        why=Say("The 2s count as the carried rank: {answer}.", "钱算作所贴的点数：{answer}。"),
        traps=(
            (
                "2",
                Say(
                    "The 2s join the jacks; they do not make it a play of 2s.",
                    "钱贴在J上，并不变成一手钱。",
                ),
            ),
        ),
    ),
    Predict(
        key="nines-on-eights",
        prompt=Say(
            "On this table seat {leader} led {lead}. May seat {answerer} answer with {reply}?",
            "在这张牌桌上，{leader}号出了 {lead}。{answerer}号可以用 {reply} 管吗？",
        ),
        situation=Generated("ch03.tie-qian-lead"),
        fact=MayMove("$reply"),
        section="Mistake: reading 2 2 + 8 8 8 as a play of 2s",
        rules=("H2", "B2"),
        hints=(
            Say("What does {lead} count as?", "{lead} 算作什么？"),
            Say("It counts as {reads}: and what is {reply}?", "它算作{reads}；那 {reply} 呢？"),
            Say(
                "Same count: only a higher rank beats it (B2).",
                "张数相同：只有点数更大才管得住（B2）。",
            ),
        ),
        why=Say(
            "{lead} counts as {reads}, and {reply} is compared by rank: {answer}.",
            "{lead} 算作{reads}，{reply} 按点数比较：{answer}。",
        ),
        traps=(
            (
                False,
                Say(
                    "It is {reads}, not a play of 2s.",
                    "那是{reads}，不是一手钱。",
                ),
            ),
        ),
    ),
    Predict(
        key="tongsu-tie-qian",
        prompt=Say(
            "Under tongsu, are 2 2 10 10 10 10 one play?",
            "在通俗规则下，2 2 10 10 10 10 是一手牌吗？",
        ),
        fact=IsPlay("2 2 10 10 10 10", "tongsu"),
        section="The rulebooks disagree: `tongsu` refuses 贴钱",
        rules=("H2",),
        hints=(
            Say("This is 贴钱: 2s joining tens.", "这是贴钱：钱贴在十上。"),
            Say("Not every rulebook allows 贴钱.", "不是每本规则都允许贴钱。"),
            Say(
                "tongsu art. 3: a game without 贴钱 (实行不贴钱的玩法).",
                "通俗规则第3条：实行不贴钱的玩法。",
            ),
        ),
        why=Say("tongsu forbids 贴钱: {answer}.", "通俗规则不许贴钱：{answer}。"),
        traps=(
            (
                True,
                Say(
                    "In qingdao, yes; but this rulebook differs.", "青岛规则可以；但这本规则不同。"
                ),
            ),
        ),
    ),
    Choose(
        key="mixed-jokers",
        prompt=Say(
            "Under qingdao, what does BJ SJ SJ 2 7 7 7 count as?",
            "在青岛规则下，BJ SJ SJ 2 7 7 7 算作什么？",
        ),
        fact=Call(counts_as, ("BJ SJ SJ 2 7 7 7",)),
        choices=(
            "1 big joker and 2 small jokers carrying 4 sevens",
            "3 small jokers carrying 4 sevens",
            "3 small jokers carrying 3 sevens",
        ),
        section="Mixed jokers count as small (H5) — in `qingdao` and `linyi` only",
        rules=("H2", "H5"),
        hints=(
            Say("First the 2: what does it join?", "先看钱：它贴到什么上？"),
            Say("Then the jokers: big and small in one play.", "再看王：大王和小王在同一手里。"),
            Say("Under qingdao mixed jokers all count as small.", "青岛规则下混王都算小王。"),
        ),
        why=Say("H2 then H5: {answer}.", "先H2再H5：{answer}。"),
    ),
    PickCards(
        key="seven-tens",
        prompt=Say(
            "Pick from this hand cards that count as seven tens.", "从这手牌中挑出算作七个十的牌。"
        ),
        hand=PICKER_HAND,
        goal=CountsAs("10", carried=7, jokers=0),
        section="Try it: the card picker",
        rules=("H2",),
        hints=(
            Say("Four tens are not enough.", "四个十还不够。"),
            Say("What else counts as a ten?", "还有什么能算作十？"),
            Say("All three 2s join the four tens.", "三张钱全贴到四个十上。"),
        ),
        why=Say("{answer}: the 2s count as tens.", "{answer}：钱算作十。"),
    ),
    PickCards(
        key="two-small-six-fives",
        prompt=Say(
            "Under qingdao, pick cards that count as 2 small jokers carrying 6 fives, without the "
            "big joker.",
            "在青岛规则下，不用大王，挑出算作“2个小花带6个五”的牌。",
        ),
        hand=PICKER_HAND,
        goal=CountsAs("5", carried=6, jokers=2, without="BJ"),
        section="Try it: the card picker",
        rules=("H2", "H3", "H5"),
        hints=(
            Say("Four fives: what makes them six?", "四个五：怎样变成六个？"),
            Say("Two 2s join the fives (H2).", "两张钱贴到五上（H2）。"),
            Say(
                "Then two jokers; a big one with a small one counts as small (H5).",
                "再加两张王；大王和小王一起算小王（H5）。",
            ),
        ),
        why=Say("{answer}.", "{answer}。"),
    ),
]
