"""Chapter 07 · The gouji exchange and opening the point (F5, K1-K4)."""

from __future__ import annotations

from ..facts import Board, HasOpened, MayMove, MoveRefusal, Opens, ToAct, opened_seats
from ..goals import AnyLegal, FewestJokers
from ..kinds import ChooseRule, FindMove, Predict, Question, Seat
from ..situations import Generated, Rotated, Scripted
from ..text import Say

OPENED_TRAP = Say(
    "A beaten hand, or a pass, opens nothing: only the gouji hand that stood opens.",
    "被管住的牌或过牌都不开点：只有站住的够级牌才开点。",
)

QUESTIONS: list[Question] = [
    FindMove(
        key="answer-queens",
        prompt=Say(
            "On this table seat {leader} led {gouji}, a gouji hand. You are seat {seat}, his 对头: "
            "beat it.",
            "在这张牌桌上{leader}号出了够级牌 {gouji}。你是{seat}号，他的对头：管住它。",
        ),
        situation=Generated("ch07.answer"),
        goal=AnyLegal(play=True),
        section="A gouji duel (F5)",
        rules=("F5", "B2"),
        hints=(
            Say("As many cards as {gouji}, of a higher rank.", "和 {gouji} 张数一样，点数更大。"),
            Say("Look at your groups of that many cards.", "看看你手里张数相同的同点牌。"),
            Say("The higher of your two groups.", "你两组同点牌里大的那一组。"),
        ),
        why=Say("{answer} beats {gouji}.", "{answer}管住了 {gouji}。"),
    ),
    Seat(
        key="after-the-kings",
        prompt=Say(
            "On this table seat {seat} has answered the gouji hand {gouji} with {answer}. Who acts "
            "next?",
            "在这张牌桌上{seat}号用 {answer} 管住了够级牌 {gouji}。下一个轮到谁？",
        ),
        situation=Generated("ch07.answered"),
        fact=ToAct(("F5",)),
        conceal=("turn",),
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
                "$next",
                Say(
                    "Seat {next} comes next round the table, but not in a gouji exchange.",
                    "按座位是{next}号，但够级牌不是这样轮。",
                ),
            ),
        ),
    ),
    FindMove(
        key="fewest-jokers",
        prompt=Say(
            "On this table your 对头 seat {leader} led {gouji}. As seat {seat}, beat it with the "
            "fewest jokers.",
            "在这张牌桌上你的对头{leader}号出了 {gouji}。你是{seat}号：用最少的王管住它。",
        ),
        situation=Generated("ch07.fewest-jokers"),
        goal=FewestJokers(),
        section="A gouji duel (F5)",
        rules=("F5", "B3"),
        hints=(
            Say(
                "Jokers are precious: keep them for burns and answers.",
                "王很宝贵：留着烧牌和回击。",
            ),
            Say(
                "Is there an answer of as many cards with no joker?", "有张数相同、不带王的管法吗？"
            ),
            Say(
                "If your higher group is one card short, one joker completes it.",
                "如果大的那组差一张，一张王就能补上。",
            ),
        ),
        why=Say("{answer} beats it with the fewest jokers.", "{answer}用最少的王管住了。"),
    ),
    Predict(
        key="neighbour-answers-gouji",
        prompt=Say(
            "On this table seat {leader} led {gouji}, a gouji hand. May seat {seat} now answer it "
            "with an ordinary play of {answer}?",
            "在这张牌桌上{leader}号出了 {gouji}（够级牌）。"
            "{seat}号现在可以用 {answer} 正常管牌吗？",
        ),
        situation=Generated("ch07.neighbour"),
        fact=MayMove("$answer", seat="$seat", kind="PLAY"),  # type: ignore[arg-type]
        section="Mistake: a neighbour answering a gouji hand",
        rules=("F5",),
        hints=(
            Say("Who may answer a gouji hand?", "够级牌谁能管？"),
            Say(
                "Apart from burning (chapter 08), only one player.",
                "除了烧牌（第08章），只有一个人。",
            ),
            Say("Is seat {seat} seat {leader}'s 对头?", "{seat}号是{leader}号的对头吗？"),
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
            'Under qingdao with the "opposite" reading (lead_after_gouji_declined): in a gouji '
            "exchange seat {stood} played {cards} and his 对头 passed. Who leads?",
            "在青岛规则、按“对头”读法（lead_after_gouji_declined）下：够级交锋中{stood}号出了 "
            "{cards}，他的对头过了。谁发牌？",
        ),
        situation=Generated("ch07.stood-opposite"),
        fact=ToAct(("F5",)),
        conceal=("turn",),
        section="Who leads after the 对头 declines?",
        rules=("F5",),
        hints=(
            Say(
                "Under this reading the one who declined... is whose 对头?",
                "按这种读法，过牌的人是谁的对头？",
            ),
            Say(
                "The exchange ended with seat {stood}'s {cards} standing.",
                "这次交锋以{stood}号的 {cards} 站住结束。",
            ),
            Say("The 对头 of the player whose hand stood leads.", "由站住那手牌的人的对头发牌。"),
        ),
        why=Say("The one who declined leads: {answer}.", "过牌的那位发牌：{answer}。"),
        traps=(
            (
                "$stood",
                Say(
                    "That is the last player's lead (F4); this reading gives it elsewhere.",
                    "那是“最后出牌者发牌”（F4）的读法；这种读法不同。",
                ),
            ),
        ),
    ),
    Seat(
        key="who-opened",
        prompt=Say(
            "On this table seat {leader} led {gouji}, a gouji hand, and {story}. Which seats have "
            "opened the point?",
            "在这张牌桌上{leader}号出了够级牌 {gouji}，{story}。哪些座位开点了？",
        ),
        situation=Generated("ch07.stood"),
        fact=Board(opened_seats, ("K1",)),
        mode="set",
        conceal=("opened",),
        section="Opening the point — 开点 (K1)",
        rules=("K1",),
        hints=(
            Say(
                "Opening: win a lead with a gouji hand your 对头 could not beat.",
                "开点：用够级牌取得发牌权，对头管不住。",
            ),
            Say("Whose gouji hand stood at the end?", "最后谁的够级牌站住了？"),
            Say(
                "Only that hand opens; an answer opens too when it stands.",
                "只有站住的牌开点；回击的牌站住也开点。",
            ),
        ),
        why=Say("The hand that stood opened: {answer}.", "站住的牌开了点：{answer}。"),
        traps=(("$other", OPENED_TRAP),),
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
            Say(
                "A play with the big joker does not open (有大花的牌不开点).", "有大花的牌不开点。"
            ),
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
                    "The strongest card does not open: a play with the big joker (有大花的牌) "
                    "never does.",
                    "最大的牌并不开点：有大花的牌不开点。",
                ),
            ),
        ),
    ),
    Predict(
        key="open-after-two-out",
        prompt=Say(
            "Under the {rulebook} rules: {out}. Seat {leader} leads {gouji} and nobody answers "
            "it. Has seat {leader} opened the point?",
            "在{rulebook}规则下：{out}。{leader}号发 {gouji}，没人管。{leader}号开点了吗？",
        ),
        situation=Generated("ch07.two-out"),
        fact=HasOpened("$leader"),  # type: ignore[arg-type]
        conceal=("opened",),
        section="No opening after two have finished (K3)",
        rules=("K3",),
        hints=(
            Say("How many players have finished?", "几个人已经走了？"),
            Say("K3: once two have finished, no more opening.", "K3：走了两个人以后不能再开点。"),
            Say("Count the seats gone out.", "数一数已经走了几家。"),
        ),
        why=Say(
            "Opening closes once two have finished: {answer}.", "走了两家后不再开点：{answer}。"
        ),
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
            "Under linyi, seat {earlier} had opened before. Seat {seat} leads {first}, then "
            "{then}; nobody answers either. Which seats have opened?",
            "在临沂规则下，{earlier}号之前已经开点。{seat}号先发 {first}，再发 {then}，都没人管。"
            "哪些座位开点了？",
        ),
        situation=Generated("ch07.fours"),
        fact=Board(opened_seats, ("K1", "K4")),
        mode="set",
        conceal=("opened",),
        section="发四: 4s after opening (K4)",
        rules=("K1", "K4"),
        hints=(
            Say("linyi: 4s before opening concede the point (认点).", "临沂：开点前出4就认点了。"),
            Say("Which came first here, the 4s or the gouji pair?", "这里先出的是4还是够级对子？"),
            Say(
                "4s first: he conceded and the pair opens nothing; the pair first: it opened him.",
                "先出4：已经认点，对子不再开点；先出对子：已经开点。",
            ),
        ),
        why=Say("What came first decides: {answer}.", "先出什么决定结果：{answer}。"),
        traps=(
            (
                "$both",
                Say(
                    "4s led before opening concede the point (认点): nothing opens after them.",
                    "开点前发4就认点了：之后的牌不再开点。",
                ),
            ),
            (
                "$alone",
                Say(
                    "A gouji pair that stands before any 4 opens; the 4s after it cost nothing.",
                    "发4之前站住的够级对子开点；之后出4没有损失。",
                ),
            ),
        ),
    ),
    ChooseRule(
        key="rule-fours-tongsu",
        prompt=Say(
            "Under tongsu, seat {s0} has not opened and tries to lead 4 4. Which rule refuses it?",
            "在通俗规则下，{s0}号还没开点，想发 4 4。哪条规则不允许？",
        ),
        situation=Rotated(
            Scripted(("3 4 4 K K", "3 5", "3 6", "3 7", "3 8", "3 9"), rules="tongsu"),
            turns=(0, 1, 2, 3, 4, 5),
        ),
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
            "Under tongsu, the six seats are dealt {hands}. Which seats are opened from the deal "
            "(自然点)?",
            "在通俗规则下，六个座位发到的牌是 {hands}。哪些座位自然开点？",
        ),
        situation=Generated("ch07.natural"),
        fact=Board(opened_seats, ("K5",)),
        mode="set",
        conceal=("opened",),
        section="自然点: opened from the deal (K5, `tongsu`)",
        rules=("K5",),
        hints=(
            Say(
                "自然点: dealt no minimum pure gouji hand at all.",
                "自然点：没有发到任何最低纯够级牌。",
            ),
            Say("Pure: no 2 and no joker.", "纯：没有钱也没有王。"),
            Say(
                "Five tens, four jacks, Q Q Q, K K and A A are the pure minimums.",
                "五个十、四个J、Q Q Q、K K、A A 是最低纯够级牌。",
            ),
        ),
        why=Say(
            "No pure minimum in their hands: {answer}.", "他们手里没有最低纯够级牌：{answer}。"
        ),
    ),
]
