"""Chapter 08 · Burning (S1-S4): the kill, a joker in every lead, never the 对头, priority, ends."""

from __future__ import annotations

from ..facts import Board, Call, MayMove, ToAct, first_burn_outcome, rule_option
from ..goals import AnyLegal
from ..kinds import Choose, FindMove, Predict, Question, Seat
from ..situations import Scripted
from ..text import Say

HANDS = ("Q Q Q 9 3", "K K K 小王 4 4 4 4 大王 5 5 5 5 5 3 3", "6 6 3", "7 7 3", "8 8 3", "9 9 3")
"""The Irvine wiki's burn table: A (seat 0) leads Q Q Q; B (seat 1) can burn it with K K K."""
KILL = ("play Q Q Q", "pass until 1", "burn K K K")
CROWD = ("Q Q Q 9 3", "K K K 3", "K K K 3", "A A A 3", "K K K 3", "K K K 3")
"""Everyone but seat 0 can beat Q Q Q; seat 3, A's 对头, with A A A."""
S2 = ("Q Q Q 5 5 5 9 3", "A A 6 K K K 3", "8 8 8 3", "3", "3", "3")
OUTCOMES = ("success", "broken", "counter_burned", "failed")


def with_hand(seat: int, cards: str) -> tuple[str, str, str, str, str, str]:
    """The burn table with one seat's hand changed."""
    hands = list(HANDS)
    hands[seat] = cards
    return (hands[0], hands[1], hands[2], hands[3], hands[4], hands[5])


QUESTIONS: list[Question] = [
    FindMove(
        key="burner-leads",
        prompt=Say(
            "On this table (irvine) B, seat 1, has burned A's Q Q Q with K K K and leads. As B, "
            "lead a play a burner may lead.",
            "在这张牌桌上（尔湾规则），1号乙用 K K K 烧了甲的 Q Q Q，现在发牌。你是乙：出一手烧牌者"
            "可以发的牌。",
        ),
        situation=Scripted(HANDS, rules="irvine", moves=(*KILL, "pass until end"), viewer=1),
        goal=AnyLegal(play=True),
        section="The rule: what a burn is (S1)",
        rules=("S1",),
        hints=(
            Say("A burner's leads must carry something.", "烧牌者发的牌必须带点什么。"),
            Say("Every lead but the last hangs a joker.", "除最后一手外，每手都要挂王。"),
            Say("A joker with your fours or fives.", "王带上你的4或5。"),
        ),
        why=Say("{answer} carries a joker.", "{answer}挂了王。"),
    ),
    Predict(
        key="opposite-burns",
        prompt=Say(
            "On this table all the others have passed on seat 0's Q Q Q. May seat 3, his 对头, "
            "burn it with A A A?",
            "在这张牌桌上其他人都对0号的 Q Q Q 过了。他的对头3号可以用 A A A 烧吗？",
        ),
        situation=Scripted(CROWD, rules="irvine", moves=("play Q Q Q", "pass until 3")),
        fact=MayMove("burn A A A"),
        section='Mistake: the 对头 "burning"',
        rules=("S1", "F5"),
        hints=(
            Say("Who may answer a gouji hand in the ordinary way?", "谁能正常回击够级牌？"),
            Say("A burn is the way round that rule, for the others.", "烧牌是给其他人的变通办法。"),
            Say("The 对头 just answers.", "对头只是回击。"),
        ),
        why=Say("The 对头 answers, he never burns: {answer}.", "对头是回击，不是烧牌：{answer}。"),
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
            "Under linyi, seat 1 has opened the point. Seat 0 leads Q Q Q: may seat 1 burn it "
            "with K K K?",
            "在临沂规则下，1号已经开点。0号出 Q Q Q：1号可以用 K K K 烧吗？",
        ),
        situation=Scripted(S2, rules="linyi", opened=(1,), moves=("play Q Q Q",)),
        fact=MayMove("burn K K K", seat=1),
        section="Conditions on the burner (S2)",
        rules=("S2",),
        hints=(
            Say("linyi puts one condition on the burner.", "临沂对烧牌者有一个条件。"),
            Say("The player has opened (玩家已经开点).", "玩家已经开点。"),
            Say("Seat 1 meets it here.", "1号在这里满足条件。"),
        ),
        why=Say("He has opened, so {answer}.", "他已经开点，所以：{answer}。"),
        traps=(
            (
                False,
                Say(
                    "linyi asks only that the burner has opened, and he has.",
                    "临沂只要求烧牌者已经开点，他已经开了。",
                ),
            ),
        ),
    ),
    Seat(
        key="first-asked-to-burn",
        prompt=Say(
            "On this table (irvine) everyone but seat 0 can beat Q Q Q. Seat 0 leads it: who is "
            "asked first whether he burns?",
            "在这张牌桌上（尔湾规则）除0号外人人都能管 Q Q Q。0号出了它：先问谁烧不烧？",
        ),
        situation=Scripted(CROWD, rules="irvine", moves=("play Q Q Q",)),
        fact=ToAct(("S3",)),
        section="Priority: who burns first (S3)",
        rules=("S3",),
        hints=(
            Say("Not the playing order.", "不是按出牌顺序。"),
            Say("The gouji player's alliance is asked first.", "先问出够级牌者的联邦。"),
            Say(
                "Seat 0's allies are seats 2 and 4; which comes first after seat 0?",
                "0号的联邦是2号和4号；0号之后先到谁？",
            ),
        ),
        why=Say("His allies first, in turn: {answer}.", "先问他的联邦，按顺序：{answer}。"),
        traps=(
            (
                1,
                Say(
                    "Seat 1 is next round the table, but burns are offered to allies first.",
                    "按座位是1号，但烧牌先问联邦。",
                ),
            ),
        ),
    ),
    Choose(
        key="ally-breaks-burn",
        prompt=Say(
            "On this table (irvine) B burns A's Q Q Q, leads 小王 4 4 4 4, and seat 5, B's own "
            "ally, beats it with 大王 5 5 5 5. How does B's burn stand?",
            "在这张牌桌上（尔湾规则）乙烧了甲的 Q Q Q，发 小王 4 4 4 4，"
            "乙自己的联邦5号用 大王 5 5 5 5 管住了。乙的烧牌结果如何？",
        ),
        situation=Scripted(
            with_hand(5, "大王 5 5 5 5 3"),
            rules="irvine",
            moves=(
                *KILL,
                "pass until end",
                "play 小王 4 4 4 4",
                "pass until 5",
                "play 大王 5 5 5 5",
            ),
        ),
        fact=Board(first_burn_outcome, ("S4",)),
        choices=OUTCOMES,
        section="How a burn ends (S4)",
        rules=("S4",),
        hints=(
            Say("Was the burner beaten?", "烧牌者被管住了吗？"),
            Say("Only a beaten kill (the first play) is 反烧.", "只有第一手（灭牌）被管才是反烧。"),
            Say("A later play beaten, by anyone: 解烧.", "后面的牌被任何人管住：解烧。"),
        ),
        why=Say("A later play was beaten: {answer}.", "后面的牌被管住了：{answer}。"),
        traps=(
            (
                "counter_burned",
                Say(
                    "Only a beaten kill is 反烧; this was a later play.",
                    "只有灭牌被管才是反烧；这是后面的牌。",
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
            "On this table B burns A's Q Q Q with K K K but holds no joker for his next lead. How "
            "does his burn stand when the lead comes back to him?",
            "在这张牌桌上乙用 K K K 烧了甲的 Q Q Q，但手里没有王可以挂着发下一手。轮回他发牌时，"
            "烧牌结果如何？",
        ),
        situation=Scripted(
            ("Q Q Q 9 3", "A A 6 K K K 6 6 3 3", "3", "3", "3", "3"),
            moves=(*KILL, "pass until end"),
        ),
        fact=Board(first_burn_outcome, ("S4",)),
        choices=OUTCOMES,
        section="Burning without jokers: 烧失败",
        rules=("S1", "S4"),
        hints=(
            Say("Can he lead anything at all?", "他还能发任何牌吗？"),
            Say("Nobody beat him: it is not a break.", "没人管住他：不是解烧。"),
            Say("No legal lead for a burner: 烧失败.", "烧牌者无牌可发：烧失败。"),
        ),
        why=Say("He cannot lead on: {answer}.", "他无法继续发牌：{answer}。"),
        traps=(
            (
                "broken",
                Say("Nobody beat him; he ran out of jokers.", "没人管住他；是他的王不够了。"),
            ),
        ),
    ),
]
