"""Chapter 08 · Burning (S1-S4): the kill, a joker in every lead, never the 对头, priority, ends."""

from __future__ import annotations

from ..facts import (
    Board,
    Call,
    MayMove,
    ToAct,
    first_burn_outcome,
    rule_option,
    unbeaten_burn_outcome,
)
from ..goals import AnyLegal
from ..kinds import Choose, FindMove, Predict, Question, Seat
from ..situations import Generated
from ..text import Say

OUTCOMES = ("success", "broken", "counter_burned", "failed")

QUESTIONS: list[Question] = [
    FindMove(
        key="burner-leads",
        prompt=Say(
            "On this table ({rulebook}) seat {b} has burned seat {a}'s Q Q Q with K K K and "
            "leads. As seat {b}, lead a play a burner may lead.",
            "在这张牌桌上（{rulebook}），{b}号用 K K K 烧了{a}号的 Q Q Q，现在发牌。你是{b}号："
            "出一手烧牌者可以发的牌。",
        ),
        situation=Generated("ch08.burner-lead"),
        goal=AnyLegal(play=True),
        section="The rule: what a burn is (S1)",
        rules=("S1",),
        hints=(
            Say("A burner's leads must carry something.", "烧牌者发的牌必须带点什么。"),
            Say("Every lead but the last hangs a joker.", "除最后一手外，每手都要挂王。"),
            Say(
                "A joker with one of your low ranks; the 3s wait for the end.",
                "王带上一手小牌；3留到最后。",
            ),
        ),
        why=Say("{answer} carries a joker.", "{answer}挂了王。"),
    ),
    Predict(
        key="opposite-burns",
        prompt=Say(
            "On this table (irvine) everyone asked before seat {x} has passed on seat {a}'s "
            "Q Q Q. May seat {x} burn it with A A A?",
            "在这张牌桌上（尔湾规则）{x}号之前被问到的人都对{a}号的 Q Q Q 过了。"
            "{x}号可以用 A A A 烧吗？",
        ),
        situation=Generated("ch08.opposite-asked"),
        fact=MayMove("burn A A A"),
        section='Mistake: the 对头 "burning"',
        rules=("S1", "F5"),
        hints=(
            Say("Who may answer a gouji hand in the ordinary way?", "谁能正常回击够级牌？"),
            Say("A burn is the way round that rule, for the others.", "烧牌是给其他人的变通办法。"),
            Say("Is seat {x} the seat straight across from seat {a}?", "{x}号是{a}号的对头吗？"),
        ),
        why=Say(
            "Only a seat that is not the 对头 burns: {answer}.",
            "只有不是对头的人才能烧牌：{answer}。",
        ),
        traps=(
            (
                True,
                Say(
                    "The 对头 answers a gouji hand; burning is for the others.",
                    "对头回击够级牌；烧牌是别人的事。",
                ),
            ),
        ),
    ),
    Predict(
        key="linyi-burn-opened",
        prompt=Say(
            "Under {rulebook}, seat {b} {opened}. Seat {a} leads Q Q Q: may seat {b} burn it "
            "with K K K?",
            "在{rulebook}下，{b}号{opened}。{a}号出 Q Q Q：{b}号可以用 K K K 烧吗？",
        ),
        situation=Generated("ch08.burn-condition"),
        fact=MayMove("burn K K K", seat="$b"),  # type: ignore[arg-type]
        section="Conditions on the burner (S2)",
        rules=("S2",),
        hints=(
            Say("What does {rulebook} ask of a burner?", "{rulebook}对烧牌者有什么要求？"),
            Say(
                "linyi and tongsu: he has opened (玩家已经开点); qingdao asks nothing.",
                "临沂、通俗：玩家已经开点；青岛没有要求。",
            ),
            Say(
                "Seat {b} has not passed in this trick: only the opening counts here.",
                "{b}号在这一轮没有过牌：这里只看开点。",
            ),
        ),
        why=Say("{rulebook}'s conditions decide: {answer}.", "按{rulebook}的条件：{answer}。"),
        traps=(
            (
                False,
                Say(
                    "Check every condition {rulebook} puts on a burner against seat {b}.",
                    "把{rulebook}对烧牌者的条件逐一对照{b}号。",
                ),
            ),
            (
                True,
                Say(
                    "linyi and tongsu ask one thing of a burner first: has seat {b} done it?",
                    "临沂和通俗要求烧牌者先做到一件事：{b}号做到了吗？",
                ),
            ),
        ),
    ),
    Seat(
        key="first-asked-to-burn",
        prompt=Say(
            "On this table (irvine) seat {a} leads Q Q Q. Who is asked first whether he burns it?",
            "在这张牌桌上（尔湾规则）{a}号出了 Q Q Q。先问谁烧不烧？",
        ),
        situation=Generated("ch08.burn-window"),
        fact=ToAct(("S3",)),
        conceal=("turn",),
        section="Priority: who burns first (S3)",
        rules=("S3",),
        hints=(
            Say(
                "Only seats holding something that beats Q Q Q are asked; the 对头 answers later.",
                "只问手里有牌能管 Q Q Q 的人；对头之后才回击。",
            ),
            Say("Not the playing order.", "不是按出牌顺序。"),
            Say(
                "Seat {a}'s own alliance is asked first, in turn; then the others.",
                "先按顺序问{a}号自己的联邦，再问其他人。",
            ),
        ),
        why=Say(
            "His allies first, in turn, then the others: {answer}.",
            "先按顺序问他的联邦，再问其他人：{answer}。",
        ),
        traps=(
            (
                "$next",
                Say(
                    "Seat {next} is next round the table, but the burn window has its own order.",
                    "按座位是{next}号，但烧牌另有顺序。",
                ),
            ),
        ),
    ),
    Choose(
        key="ally-breaks-burn",
        prompt=Say(
            "On this table (irvine) seat {b} burns seat {a}'s Q Q Q with K K K. {story} How "
            "does seat {b}'s burn stand?",
            "在这张牌桌上（尔湾规则）{b}号用 K K K 烧了{a}号的 Q Q Q。{story}{b}号的烧牌结果如何？",
        ),
        situation=Generated("ch08.burn-story"),
        fact=Board(first_burn_outcome, ("S4",)),
        choices=OUTCOMES,
        section="How a burn ends (S4)",
        rules=("S4",),
        hints=(
            Say("Was the burner beaten, and which of his plays?", "烧牌者被管住了吗？哪一手？"),
            Say("Only a beaten kill (the first play) is 反烧.", "只有第一手（灭牌）被管才是反烧。"),
            Say(
                "A later play beaten, by anyone, even his ally: 解烧; never beaten: he made it.",
                "后面的牌被任何人管住，哪怕是他的联邦：解烧；始终没人管：烧成了。",
            ),
        ),
        why=Say("Who beat which play decides: {answer}.", "谁管了哪一手决定结果：{answer}。"),
        traps=(
            (
                "counter_burned",
                Say(
                    "Only a kill beaten by the burner's 对头 is 反烧: which play was beaten?",
                    "只有灭牌被烧牌者的对头管住才是反烧：看被管的是哪一手。",
                ),
            ),
        ),
    ),
    Predict(
        key="qingdao-counter-burn",
        prompt=Say(
            "Under qingdao, does a beaten kill cost the burner a card next round (a 反烧贡)?",
            "在青岛规则下，灭牌被管住的烧牌者下一局要进贡（反烧贡）吗？",
        ),
        fact=Call(rule_option, ("qingdao", "counter_burn_tribute"), ("S4",)),
        section="The same break under every rulebook",
        rules=("S4",),
        hints=(
            Say("Which rulebook has a 反烧贡?", "哪本规则有反烧贡？"),
            Say("Only one: the one with the worked burn examples.", "只有一本：有烧牌例题的那本。"),
            Say("Elsewhere a beaten kill is a plain 解烧.", "其他规则里灭牌被管只是解烧。"),
        ),
        why=Say("Only irvine has it: {answer}.", "只有尔湾规则有：{answer}。"),
        traps=(
            (
                True,
                Say("That is irvine's rule, not this rulebook's.", "那是尔湾规则，不是这本规则。"),
            ),
        ),
    ),
    Choose(
        key="no-joker-left",
        prompt=Say(
            "On this table ({rulebook}) seat {b} has just burned seat {a}'s Q Q Q with K K K. "
            "Nobody will beat him, whatever he leads. How will his burn end, at best?",
            "在这张牌桌上（{rulebook}）{b}号刚用 K K K 烧了{a}号的 Q Q Q。"
            "之后他发什么都没人管。他的烧牌最好能是什么结果？",
        ),
        situation=Generated("ch08.burn-jokers"),
        fact=Board(unbeaten_burn_outcome, ("S1", "S4")),
        choices=OUTCOMES,
        section="Burning without jokers: 烧失败",
        rules=("S1", "S4"),
        hints=(
            Say(
                "Count his plays after the kill, and his jokers.",
                "数一数灭牌后他还有几手牌、几张王。",
            ),
            Say(
                "Every lead but the last hangs a joker, unless one play is all he has left.",
                "除最后一手外每手都要挂王，除非他只剩一手牌。",
            ),
            Say(
                "Nobody beats him: he either goes out by the rule or has no legal lead (烧失败).",
                "没人管他：要么按规矩出完，要么无牌可发（烧失败）。",
            ),
        ),
        why=Say(
            "His jokers against his plays decide: {answer}.", "他的王够不够挂决定结果：{answer}。"
        ),
        traps=(
            (
                "broken",
                Say(
                    "Nobody beats him: only his jokers and plays count.",
                    "没人管他：只看他的王和牌。",
                ),
            ),
        ),
    ),
]
