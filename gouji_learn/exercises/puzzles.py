"""The puzzle trainer: graded sets of positions from seeded deals, a goal each, checked by the
engine, a write-up after solving, and stars (3, less one per hint, at least 1 once solved).

Level 1 跟牌 (follow cheaply): beat an opponent's play as cheaply as any legal play does.
Level 2 回击 (answer a gouji hand): as the 对头, beat the gouji hand with the fewest jokers.
Level 3 挡住 (shut out): answer the gouji hand so that the next player can only pass.
Each position is the first point of a seeded round (heuristic bots) where some legal play
reaches the goal and another misses it; ``puzzles(level)`` lists them (20 per level).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..rules.language import resolve_lang
from ..rules.plays import make_play
from .goals import Cheapest, FewestJokers, MoveGoal, ShutOut
from .kinds import FindMove
from .moves import parse_move
from .situations import Dealt, Stop
from .text import Say

PER_LEVEL = 20
MAX_STARS = 3


@dataclass(frozen=True)
class Level:
    """One graded set: its name, the goal, where its positions stop, and its first seed."""

    number: int
    name: Say
    goal: MoveGoal
    stop: Stop
    first_seed: int
    writeup: Say
    """Why such a solution works; ``{answer}`` is the move."""


LEVELS: tuple[Level, ...] = (
    Level(
        1,
        Say("Follow cheaply (跟牌)", "跟牌：用最省的牌"),
        Cheapest(),
        Stop(plays=1, choice=True, opponent=True, goal=Cheapest()),
        1000,
        Say(
            "{answer} beats it and spends the least: no joker or 2 where a plain card does, and "
            "the lowest rank that is enough (B1-B3). Strong cards kept now answer gouji hands "
            "and burn later.",
            "{answer}管住了，而且最省：能用普通牌就不用王和钱，用刚好够大的点数（B1-B3）。"
            "留下的大牌以后用来回击够级牌和烧牌。",
        ),
    ),
    Level(
        2,
        Say("Answer a gouji hand (回击)", "回击够级牌"),
        FewestJokers(),
        Stop(plays=1, gouji=True, goal=FewestJokers()),
        2000,
        Say(
            "Only you, the 对头, may answer this gouji hand (F5). {answer} does it with as few "
            "jokers (then 2s) as any legal answer (B3): the jokers you keep are your burns (S1) "
            "and your answers to the next gouji hand.",
            "这手够级牌只有你这个对头能管（F5）。{answer}用的王（其次是钱）和任何合规管法一样少"
            "（B3）：留下的王以后用来烧牌（S1）和回击下一手够级牌。",
        ),
    ),
    Level(
        3,
        Say("Shut out (挡住)", "挡住：让下家管不住"),
        ShutOut(),
        Stop(plays=1, gouji=True, goal=ShutOut()),
        3000,
        Say(
            "After {answer} the next player to act has no play that beats it (B1-B3, F5): only "
            "a pass. A weaker answer would have let him back in.",
            "出{answer}之后，下一位没有能管住的牌（B1-B3、F5），只能过牌。出小了就会让他管回来。",
        ),
    ),
)


@dataclass(frozen=True)
class Puzzle:
    """One position of a level: a FindMove question, its write-up, stars for few hints."""

    level: int
    index: int

    @property
    def id(self) -> str:
        """``pL.NN``: where progress keeps its stars."""
        return f"p{self.level}.{self.index + 1:02d}"

    @property
    def spec(self) -> Level:
        """The level this puzzle belongs to."""
        return LEVELS[self.level - 1]

    def question(self) -> FindMove:
        """The puzzle as a FindMove question (built on first use, then kept)."""
        return _question(self.level, self.index)

    def writeup(self, lang: str | None = None) -> str:
        """Why the solution works, shown after solving (computed from the engine's solution)."""
        lang = resolve_lang(lang)
        return self.spec.writeup.get(lang, answer=self.question().solution().shown)

    @staticmethod
    def stars(hints: int) -> int:
        """Stars for solving after ``hints`` hints: 3, less one a hint, at least 1."""
        return max(1, MAX_STARS - max(0, hints))


@cache
def _question(level: int, index: int) -> FindMove:
    spec = LEVELS[level - 1]
    situation = Dealt(seed=spec.first_seed + 7 * index, stop=spec.stop)
    base = FindMove(
        key=f"p{level}.{index + 1:02d}",
        prompt=Say(
            f"Seat to act: {spec.goal.describe().en}.", f"正在出牌的人：{spec.goal.describe().zh}。"
        ),
        section=spec.name.en,
        rules=("B1", "B2", "B3", "F5") if level > 1 else ("B1", "B2", "B3"),
        situation=situation,
        goal=spec.goal,
    )
    state = situation.build()
    play = make_play(parse_move(state, base.solution().answer).cards, state.rules)
    hints = (
        Say(
            "Look at every play of your hand that beats the play on the table.",
            "先找出手里所有能管住桌上那手牌的牌。",
        ),
        Say(
            f"The answer uses {play.jokers} joker(s) and {play.count} card(s).",
            f"答案用{play.jokers}张王，共{play.count}张牌。",
        ),
        Say(f"It counts as {play.describe('en')}.", f"它算作{play.describe('zh')}。"),
    )
    return FindMove(
        key=base.key,
        prompt=base.prompt,
        section=base.section,
        rules=base.rules,
        situation=situation,
        goal=spec.goal,
        hints=hints,
        why=spec.writeup,
    )


def puzzles(level: int) -> list[Puzzle]:
    """The puzzles of a level (1-3), easiest set first."""
    if level not in (1, 2, 3):
        return []
    return [Puzzle(level, i) for i in range(PER_LEVEL)]
