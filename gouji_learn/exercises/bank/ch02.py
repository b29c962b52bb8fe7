"""Chapter 02 · The cards (C1-C3): the 216-card shoe, the rank ladder, 钱 and the jokers."""

from __future__ import annotations

from ..facts import Beats, Board, Call, count_in_shoe, jokers_of_to_act, strongest
from ..goals import BeatIt
from ..kinds import Choose, Number, PickCards, Predict, Question
from ..situations import Dealt, Stop
from ..text import Say

QUESTIONS: list[Question] = [
    Number(
        key="twos-in-shoe",
        prompt=Say(
            "Four decks with jokers: how many 2s (钱) are in the whole shoe?",
            "四副牌（含王）：整副牌里共有几张2（钱）？",
        ),
        fact=Call(count_in_shoe, ("2",)),
        section="216 cards, 36 each (C1)",
        rules=("C1",),
        hints=(
            Say("Each deck has four suits.", "每副牌有四种花色。"),
            Say("One 2 per suit in each deck.", "每副牌每种花色各有一张2。"),
            Say("Four suits times four decks.", "四种花色乘以四副牌。"),
        ),
        why=Say("Four suits in four decks: {answer}.", "四种花色、四副牌：{answer}张。"),
    ),
    PickCards(
        key="beat-on-table",
        prompt=Say(
            "On this table, pick from the hand of the seat to act a play that beats the play "
            "to beat.",
            "在这张牌桌上，从正在出牌者的手牌中挑出一手能管住桌上那手牌的牌。",
        ),
        situation=Dealt(seed=3, stop=Stop(plays=1, choice=True)),
        goal=BeatIt(),
        section="The rank ladder (C2)",
        rules=("C2", "B1", "B2"),
        hints=(
            Say("Same number of cards as the play to beat.", "张数要和桌上那手牌相同。"),
            Say(
                "A higher rank on the ladder 3 … A 2 小王 大王.", "点数更大：3……A、2、小王、大王。"
            ),
            Say(
                "The cheapest is the lowest rank above it, with as many cards.",
                "最省的是比它大一点、张数相同的牌。",
            ),
        ),
        why=Say("{answer} beats it.", "{answer}能管住。"),
    ),
    Choose(
        key="strongest-of-four",
        prompt=Say(
            "Which is the strongest of these: 钱, 小王, A, 大王?",
            "下面哪张最大：钱、小王、A、大王？",
        ),
        fact=Call(strongest, ("钱 小王 A 大王",)),
        choices=("钱", "小王", "A", "大王"),
        section="The names of the top three (C3)",
        rules=("C2", "C3"),
        hints=(
            Say("Jokers are above every other card.", "王比其他牌都大。"),
            Say("There are two jokers: which is bigger?", "王有两种：哪种大？"),
            Say("大 means big, 小 means small.", "“大”是大，“小”是小。"),
        ),
        why=Say("The big joker tops the ladder: {answer}.", "大王最大：{answer}。"),
    ),
    Number(
        key="jokers-of-to-act",
        prompt=Say(
            "On this table, how many jokers (大王 and 小王) does the seat to act hold?",
            "在这张牌桌上，正在出牌的人手里有几张王（大王和小王）？",
        ),
        situation=Dealt(seed=1, stop=Stop(plays=0)),
        fact=Board(jokers_of_to_act, ("C3",)),
        section="The names of the top three (C3)",
        rules=("C3",),
        hints=(
            Say("Look at the hand shown under the table.", "看牌桌下方列出的手牌。"),
            Say("Jokers are written BJ/大王 and SJ/小王.", "王写作BJ/大王和SJ/小王。"),
            Say("They sit at the right end, after the 2s.", "它们在最右边，排在2之后。"),
        ),
        why=Say("Counting BJ and SJ in the hand: {answer}.", "数手里的大王和小王：{answer}张。"),
    ),
    PickCards(
        key="beat-an-ace",
        prompt=Say(
            "The player before you led a single ace. Pick the card of this hand that beats it.",
            "上家出了一张A。从这手牌中挑出能管住它的那张牌。",
        ),
        hand="J Q K A 2",
        to_beat="A",
        goal=BeatIt(),
        section="A worked comparison",
        rules=("C2", "B2"),
        hints=(
            Say("An equal rank does not beat.", "点数相同管不住。"),
            Say("You need a rank above the ace.", "需要比A大的点数。"),
            Say("Which card is called 钱?", "哪张牌叫“钱”？"),
        ),
        why=Say("Only {answer} ranks above the ace here.", "这里只有{answer}比A大。"),
    ),
    Predict(
        key="ace-beats-two",
        prompt=Say("Does a single ace beat a single 2?", "单张A能管住单张2吗？"),
        fact=Beats("A", "2"),
        section="Mistake to avoid: ranking the 2 below the ace",
        rules=("C2", "B2"),
        hints=(
            Say("Where does the 2 sit on the ladder?", "2在大小顺序中排在哪里？"),
            Say("In Gouji the 2 is not the lowest card.", "够级里2不是最小的牌。"),
            Say("Only the two jokers are above the 2.", "只有两种王比2大。"),
        ),
        why=Say("The 2 (钱) ranks above the ace: {answer}.", "钱比A大：{answer}。"),
        traps=(
            (
                True,
                Say(
                    "As in poker? In Gouji the 2 (钱) sits above the ace.",
                    "像扑克那样？够级里钱排在A之上。",
                ),
            ),
        ),
    ),
    Predict(
        key="suits-9s-9d",
        prompt=Say("Does the nine of spades beat the nine of diamonds?", "黑桃9能管住方块9吗？"),
        fact=Beats("9s", "9d"),
        section="Suits never matter (C2)",
        rules=("C2", "B2"),
        hints=(
            Say("Does a suit ever decide strength in play?", "花色在出牌时决定大小吗？"),
            Say("Same rank, different suits.", "点数相同，花色不同。"),
            Say("An equal rank never beats.", "点数相同永远管不住。"),
        ),
        why=Say(
            "Suits never count and an equal rank does not beat: {answer}.",
            "花色不论，同点管不住：{answer}。",
        ),
        traps=(
            (
                True,
                Say(
                    "Spades are not stronger: suits never count in Gouji.",
                    "黑桃并不更大：够级不论花色。",
                ),
            ),
        ),
    ),
    Number(
        key="twos-in-short-shoe",
        prompt=Say(
            "In the 196-card tongsu shoe, how many 2s (钱) are left?",
            "通俗规则的196张牌里还剩几张2（钱）？",
        ),
        fact=Call(count_in_shoe, ("2", True)),
        section="The variant: the 196-card shoe (`tongsu`)",
        rules=("C1",),
        hints=(
            Say("Which ranks does tongsu take out?", "通俗规则去掉了哪些点数？"),
            Say("Only 3s and 4s are removed.", "只去掉3和4。"),
            Say("So the 2s are as many as in the full shoe.", "所以2和整副牌里一样多。"),
        ),
        why=Say(
            "Only 3s and 4s are taken out: {answer} 钱 stay.", "只去掉3和4：钱还是{answer}张。"
        ),
        traps=(
            (
                10,
                Say("Ten 3s and ten 4s go, not 2s.", "去掉的是十张3和十张4，不是2。"),
            ),
        ),
    ),
]
