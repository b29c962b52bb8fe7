"""Chapter 07 · The gouji exchange and opening the point (F5, K1-K4)."""

from __future__ import annotations

from ...rules.ruleset import RuleSet
from ..facts import Board, HasOpened, MayMove, MoveRefusal, Opens, ToAct, opened_seats
from ..goals import AnyLegal, FewestJokers
from ..kinds import ChooseRule, FindMove, Predict, Question, Seat
from ..situations import Deal, Scripted
from ..text import Say

DUEL = ("3 Q Q Q A A A 5", "3 K K K 6", "3 7 7 7", "3 K K K 8", "3 9 9 9", "3 J J J")
"""The chapter's gouji duel: seat 0 (queens, aces) against his 对头 seat 3 (kings)."""
LATE = ("3", "3 5 9", "3 5", "3 3 6", "3 K K", "3 5")
LATE_STEPS = ("3", "pass", "pass", "pass", "pass", "pass", "5", "pass", "6", "pass", "pass", "pass")
"""Seats 0 and 2 go out; seat 3 leads 3 3 next (K3)."""

QUESTIONS: list[Question] = [
    FindMove(
        key="answer-queens",
        prompt=Say(
            "On this table seat 0 led Q Q Q and seat 1 declined to burn. You are seat 3, his 对头: "
            "beat the queens.",
            "在这张牌桌上0号出了 Q Q Q，1号不烧。你是3号，他的对头：管住这三个Q。",
        ),
        situation=Scripted(DUEL, moves=("Q Q Q", "pass"), viewer=3),
        goal=AnyLegal(play=True),
        section="A gouji duel (F5)",
        rules=("F5", "B2"),
        hints=(
            Say("Three cards, higher than queens.", "三张，比Q大。"),
            Say("Look at your kings.", "看看你的K。"),
            Say("All three kings.", "三个K全出。"),
        ),
        why=Say("{answer} beats the queens.", "{answer}管住了三个Q。"),
    ),
    Seat(
        key="after-the-kings",
        prompt=Say(
            "On this table seat 3 has answered the queens with K K K. Who acts next?",
            "在这张牌桌上3号用 K K K 管住了Q。下一个轮到谁？",
        ),
        situation=Scripted(DUEL, moves=("Q Q Q", "pass", "K K K")),
        fact=ToAct(("F5",)),
        section="A gouji duel (F5)",
        rules=("F5",),
        hints=(
            Say("Only two players take part in a gouji exchange.", "够级牌只在两个人之间打。"),
            Say("The two opposites alternate.", "对头两人轮流出。"),
            Say("Back to the player who led the gouji hand.", "回到出够级牌的人。"),
        ),
        why=Say("The opposites alternate: {answer}.", "对头轮流：{answer}。"),
        traps=(
            (
                4,
                Say(
                    "Seat 4 comes next round the table, but not in a gouji exchange.",
                    "按座位是4号，但够级牌不是这样轮。",
                ),
            ),
        ),
    ),
    FindMove(
        key="fewest-jokers",
        prompt=Say(
            "On this table your 对头 seat 0 led Q Q Q. As seat 3, beat it with the fewest jokers.",
            "在这张牌桌上你的对头0号出了 Q Q Q。你是3号：用最少的王管住它。",
        ),
        situation=Scripted(
            ("3 Q Q Q 5", "3 6", "3 7", "3 K K SJ A A A BJ", "3 9", "3 J"),
            moves=("Q Q Q",),
            viewer=3,
        ),
        goal=FewestJokers(),
        section="A gouji duel (F5)",
        rules=("F5", "B3"),
        hints=(
            Say(
                "Jokers are precious: keep them for burns and answers.",
                "王很宝贵：留着烧牌和回击。",
            ),
            Say("Is there a three-card answer with no joker?", "有不带王的三张管法吗？"),
            Say("Three cards of one rank above the queen.", "比Q大的同点三张。"),
        ),
        why=Say("{answer} beats them without a joker.", "{answer}不用王就管住了。"),
    ),
    Predict(
        key="neighbour-answers-gouji",
        prompt=Say(
            "On this table seat 0 led Q Q Q, a gouji hand. May seat 1 answer with an ordinary play "
            "of K K K?",
            "在这张牌桌上0号出了 Q Q Q（够级牌）。1号可以用 K K K 正常管牌吗？",
        ),
        situation=Scripted(DUEL, moves=("Q Q Q",)),
        fact=MayMove("K K K", seat=1, kind="PLAY"),
        section="Mistake: a neighbour answering a gouji hand",
        rules=("F5",),
        hints=(
            Say("Who may answer a gouji hand?", "够级牌谁能管？"),
            Say(
                "Apart from burning (chapter 08), only one player.",
                "除了烧牌（第08章），只有一个人。",
            ),
            Say("Is seat 1 seat 0's 对头?", "1号是0号的对头吗？"),
        ),
        why=Say("Only the 对头 answers a gouji hand: {answer}.", "够级牌只有对头能管：{answer}。"),
        traps=(
            (
                True,
                Say(
                    "Higher is not enough: a gouji hand is answered by the 对头 only.",
                    "大也不行：够级牌只有对头能管。",
                ),
            ),
        ),
    ),
    Seat(
        key="opposite-reading-leads",
        prompt=Say(
            'Under qingdao with the "opposite" reading (lead_after_gouji_declined): seat 0 led '
            "Q Q Q, seat 1 declined to burn, seat 3 answered K K K and seat 0 passed. Who leads?",
            "在青岛规则、按“对头”读法（lead_after_gouji_declined）下：0号出 Q Q Q，1号不烧，3号用 "
            "K K K 回击，0号过。谁发牌？",
        ),
        situation=Scripted(
            DUEL,
            rules=RuleSet.preset("qingdao").replace(lead_after_gouji_declined="opposite"),
            moves=("Q Q Q", "pass", "K K K", "pass"),
        ),
        fact=ToAct(("F5",)),
        section="Who leads after the 对头 declines?",
        rules=("F5",),
        hints=(
            Say(
                "Under this reading the one who declined... is whose 对头?",
                "按这种读法，过牌的人是谁的对头？",
            ),
            Say("The exchange ended with seat 3's kings standing.", "这次交锋以3号的K站住结束。"),
            Say("The 对头 of the player whose hand stood leads.", "由站住那手牌的人的对头发牌。"),
        ),
        why=Say("The one who declined leads: {answer}.", "过牌的那位发牌：{answer}。"),
    ),
    Seat(
        key="who-opened",
        prompt=Say(
            "On this table seat 3's kings stood: seat 0 passed. Which seats have opened the point?",
            "在这张牌桌上3号的K没人管住：0号过了。哪些座位开点了？",
        ),
        situation=Scripted(DUEL, moves=("Q Q Q", "pass", "K K K", "pass")),
        fact=Board(opened_seats, ("K1",)),
        mode="set",
        section="Opening the point — 开点 (K1)",
        rules=("K1",),
        hints=(
            Say(
                "Opening: win a lead with a gouji hand your 对头 could not beat.",
                "开点：用够级牌取得发牌权，对头管不住。",
            ),
            Say("Seat 0's queens were beaten.", "0号的Q被管住了。"),
            Say("The answer opens too, when it stands.", "回击的牌没人管住也开点。"),
        ),
        why=Say("The kings stood: {answer}.", "K没人管住：{answer}。"),
        traps=(
            (
                frozenset({0}),
                Say(
                    "Seat 0's queens were beaten: they did not stand.", "0号的Q被管住了，没有站住。"
                ),
            ),
        ),
    ),
    Predict(
        key="big-joker-opens",
        prompt=Say(
            "Under qingdao, does a lone big joker (大王) that stands open the point?",
            "在青岛规则下，单张大王没人管住时能开点吗？",
        ),
        fact=Opens("BJ"),
        section="Mistake: a joker hand opening",
        rules=("K2",),
        hints=(
            Say("qingdao's option 0 has one exclusion.", "青岛规则的选项0有一个例外。"),
            Say("有大花的牌不开点.", "有大花的牌不开点。"),
            Say("大花 is the big joker.", "大花就是大王。"),
        ),
        why=Say(
            "Hands with a big joker never open in qingdao: {answer}.",
            "青岛规则有大花的牌不开点：{answer}。",
        ),
        traps=(
            (
                True,
                Say(
                    "The strongest card does not open: 有大花的牌不开点.",
                    "最大的牌并不开点：有大花的牌不开点。",
                ),
            ),
        ),
    ),
    Predict(
        key="open-after-two-out",
        prompt=Say(
            "On this table seats 0 and 2 have gone out. Seat 4 beats seat 3's 3 3 with K K and "
            "seat 1 passes. Has seat 4 opened the point?",
            "在这张牌桌上0号和2号已经走了。4号用 K K 管住3号的 3 3，1号过了。4号开点了吗？",
        ),
        situation=Scripted(LATE, moves=(*LATE_STEPS, "3 3", "K K", "pass")),
        fact=HasOpened(4),
        section="No opening after two have finished (K3)",
        rules=("K3",),
        hints=(
            Say("How many players have finished?", "几个人已经走了？"),
            Say("K3: once two have finished, no more opening.", "K3：走了两个人以后不能再开点。"),
            Say("The kings stood, but too late.", "K虽然站住了，但太晚了。"),
        ),
        why=Say("Two had finished: {answer}.", "已经走了两个人：{answer}。"),
        traps=(
            (
                True,
                Say(
                    "A gouji hand that stands opens only while fewer than two are out.",
                    "够级牌站住只在走科不到两人时才开点。",
                ),
            ),
        ),
    ),
    Seat(
        key="linyi-open-then-fours",
        prompt=Say(
            "Under linyi, seat 0 plays K K first (it stands), then 4 4. Which seats have opened?",
            "在临沂规则下，0号先出 K K（站住了），再出 4 4。哪些座位开点了？",
        ),
        situation=Scripted(
            ("3 4 4 K K", "3 5", "3 6", "3 7", "3 8", "3 9"),
            rules="linyi",
            moves=("K K", "pass", "4 4", "pass until end"),
        ),
        fact=Board(opened_seats, ("K1", "K4")),
        mode="set",
        section="发四: 4s after opening (K4)",
        rules=("K1", "K4"),
        hints=(
            Say("linyi: 4s before opening concede the point (认点).", "临沂：开点前出4就认点了。"),
            Say("Here the kings came first.", "这里K先出。"),
            Say("Opened first, so the 4s cost nothing.", "先开点，所以出4没有损失。"),
        ),
        why=Say("The kings opened him first: {answer}.", "K先让他开了点：{answer}。"),
    ),
    ChooseRule(
        key="rule-fours-tongsu",
        prompt=Say(
            "Under tongsu, seat 0 has not opened and tries to lead 4 4. Which rule refuses it?",
            "在通俗规则下，0号还没开点，想发 4 4。哪条规则不允许？",
        ),
        situation=Scripted(("3 4 4 K K", "3 5", "3 6", "3 7", "3 8", "3 9"), rules="tongsu"),
        fact=MoveRefusal("4 4"),
        choices=("K4", "Y1", "F1", "B1"),
        section="发四: 4s after opening (K4)",
        rules=("K4",),
        hints=(
            Say(
                "It is a lead: anything may be led, with two exceptions.",
                "这是发牌：什么都能发，但有两个例外。",
            ),
            Say("The exception is not about 3s.", "这个例外与3无关。"),
            Say("发四: 4s only after opening.", "发四：开点后才能出4。"),
        ),
        why=Say("4s only after opening: {answer}.", "开点后才能出4：{answer}。"),
    ),
    Seat(
        key="natural-tongsu",
        prompt=Say(
            "Under tongsu, seats 0 to 3 are dealt 3 Q Q Q, 3 Q Q 2, 3 K SJ and 3 10 10 10 10 10 10 "
            "(seats 4 and 5: 3 A A). Which seats are opened from the deal (自然点)?",
            "在通俗规则下，0到3号分别发到 3 Q Q Q、3 Q Q 2、3 K SJ、3 10 10 10 10 10 10"
            "（4、5号：3 A A）。哪些座位自然开点？",
        ),
        situation=Deal(
            ("3 Q Q Q", "3 Q Q 2", "3 K SJ", "3 10 10 10 10 10 10", "3 A A", "3 A A"),
            rules="tongsu",
        ),
        fact=Board(opened_seats, ("K5",)),
        mode="set",
        section="自然点: opened from the deal (K5, `tongsu`)",
        rules=("K5",),
        hints=(
            Say(
                "自然点: dealt no minimum pure gouji hand at all.",
                "自然点：没有发到任何最低纯够级牌。",
            ),
            Say("Pure: no 2 and no joker.", "纯：没有钱也没有王。"),
            Say("Q Q Q and six tens are pure minimums.", "Q Q Q 和六个十都是最低纯够级牌。"),
        ),
        why=Say(
            "No pure minimum in their hands: {answer}.", "他们手里没有最低纯够级牌：{answer}。"
        ),
    ),
]
