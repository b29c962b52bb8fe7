"""The puzzle trainer's sets (残局, cánjú): stored positions, a goal each, checked by the engine,
a write-up after solving, and stars (3, less one per hint taken on that puzzle, at least 1).

Level 1 跟牌 (follow cheaply): beat an opponent's play as cheaply as any legal play does.
Level 2 回击 (answer a gouji hand): as the 对头, beat the gouji hand with the fewest jokers.
Level 3 挡住 (keep the lead): lead more cards than anyone else holds (their counts are told,
报户), with the fewest jokers, then 2s: nobody can answer it.
Each goal is decided by what the seat to act sees: its hand, the counts told, the trick.
The positions are records in ``data/puzzles.json`` (six hands, the leader, the moves since,
in the engine's notation), written by ``exercises/make_puzzles.py``; loading plays no bot.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

from ..rules.errors import GoujiError
from ..rules.language import LANGS, resolve_lang
from ..rules.plays import Play, make_play
from .goals import Cheapest, FewestJokers, MoveGoal, OutCount
from .kinds import FindMove
from .move_reading import parse_move
from .progress import Progress
from .sections import SECTIONS_ZH
from .sentences import Say
from .situations import Scripted

PER_LEVEL = 20
MAX_STARS = 3
HINTS_KEY = "puzzle_hints"
"""The progress file's record of the most hints taken on each puzzle (by puzzle ID)."""

GOALS: dict[str, MoveGoal] = {
    "cheapest": Cheapest(),
    "fewest-jokers": FewestJokers(),
    "out-count": OutCount(),
}
"""The goals a puzzle record may name."""


@dataclass(frozen=True)
class Level:
    """One graded set: its name, goal, rules cited, first hint, and the write-up's pattern."""

    number: int
    name: Say
    goal: str
    """A name of GOALS."""
    rules: tuple[str, ...]
    hint: Say
    writeup: Say
    """The pattern ``exercises/make_puzzles.py`` fills for each position (``{answer}`` etc.)."""


LEVELS: tuple[Level, ...] = (
    Level(
        1,
        Say("Follow cheaply (跟牌)", "跟牌：用最省的牌"),
        "cheapest",
        ("B1", "B2", "B3"),
        Say(
            "Look at every play of your hand that beats the play on the table.",
            "先找出手里所有能管住桌上那手牌的牌。",
        ),
        Say(
            "Seat {seat} played {beaten}. {answer} beats it and spends the least: no joker or 2 "
            "where a plain card does, and the lowest rank that is enough (B1-B3). Strong cards "
            "kept now answer gouji hands and burn later.",
            "{seat}号出了{beaten}。{answer}管住了，而且最省：能用普通牌就不用王和钱，"
            "用刚好够大的点数（B1-B3）。留下的大牌以后用来回击够级牌和烧牌。",
        ),
    ),
    Level(
        2,
        Say("Answer a gouji hand (回击)", "回击够级牌"),
        "fewest-jokers",
        ("B1", "B2", "B3", "F5"),
        Say(
            "List the plays that beat the gouji hand; count the jokers, then the 2s, each spends.",
            "先列出能管住这手够级牌的牌，再数每种用几张王、几张钱。",
        ),
        Say(
            "Seat {seat} played {beaten}, a gouji hand: only you, his 对头 (opposite), may answer "
            "it (F5). {answer} ({spend}) does it with as few jokers, then 2s, as any legal answer "
            "(B3): the jokers you keep are your burns (S1) and your answers to the next gouji "
            "hand.",
            "{seat}号出了够级牌{beaten}，只有你这个对头能管（F5）。{answer}（{spend}）就管住了，"
            "用的王和钱和任何合规管法一样少（B3）：留下的王以后用来烧牌（S1）和回击下一手够级牌。",
        ),
    ),
    Level(
        3,
        Say("Keep the lead (挡住)", "挡住：出一手谁也管不了的牌"),
        "out-count",
        ("B1", "H2", "H3"),
        Say(
            "A play is answered only with as many cards or more (B1): count the cards each "
            "other player still holds.",
            "一手牌只能用同样多或更多的牌来管（B1）：数一数别家手里还有几张牌。",
        ),
        Say(
            "Nobody else holds more than {most} (every play is seen, so the counts are known), "
            "and a play is answered only with as many cards or more (B1): a lead of {size} keeps "
            "the lead. {answer} ({spend}) is one, with as few jokers, then 2s, as such a lead "
            "can have (贴钱 H2, 挂花 H3).",
            "别家手里都不超过{most}（每手牌大家都看得见，张数是清楚的），而管牌至少要同样多的张数"
            "（B1）：出{size}谁也管不了。{answer}（{spend}）就是这样一手，王和钱已经用得最少"
            "（贴钱 H2，挂花 H3）。",
        ),
    ),
)


SECTIONS_ZH.update({level.name.en: level.name.zh for level in LEVELS})
"""A puzzle's section is its level's name."""


def cards_say(n: int) -> Say:
    """``n`` cards, in words ("1 card", "3 cards"; "3张")."""
    return Say(f"{n} card" + ("s" if n != 1 else ""), f"{n}张")


def spend_say(play: Play) -> Say:
    """The jokers and 2s a play spends, in words ("no joker, one 2"; "不带王，带1张2")."""
    twos = sum(card.rank.symbol == "2" for card in play.cards)
    jokers = play.jokers
    joker_en = "no joker" if not jokers else f"{jokers} joker" + ("s" if jokers > 1 else "")
    two_en = "no 2" if not twos else ("one 2" if twos == 1 else f"{twos} 2s")
    joker_zh = f"带{jokers}张王" if jokers else "不带王"
    two_zh = f"带{twos}张2" if twos else "不带2"
    return Say(f"{joker_en}, {two_en}", f"{joker_zh}，{two_zh}")


@dataclass(frozen=True)
class Puzzle:
    """One stored position of a level: its record (ID, position, goal, write-up) as a
    FindMove question, and the stars it earns."""

    id: str
    """``pL.NN``: where progress keeps its stars and the hints taken."""
    level: int
    situation: Scripted
    goal: str
    writeup_say: Say
    seed: int = 0
    """The seed of the deal it was found in (make_puzzles.py)."""

    @property
    def spec(self) -> Level:
        """The level this puzzle belongs to."""
        return LEVELS[self.level - 1]

    def question(self) -> FindMove:
        """The puzzle as a FindMove question (built on first use, then kept)."""
        return _question(self)

    def writeup(self, lang: str | None = None) -> str:
        """Why the solution works, shown after solving (the record's write-up)."""
        return self.writeup_say.get(resolve_lang(lang))

    def hints_taken(self, progress: Progress) -> int:
        """The most hints ever taken on this puzzle, as the progress file keeps them."""
        taken = progress.data.get(HINTS_KEY, {})
        count = taken.get(self.id, 0) if isinstance(taken, dict) else 0
        return count if isinstance(count, int) else 0

    def take_hint(self, progress: Progress, level: int) -> None:
        """Keep in ``progress`` that hint ``level`` was shown (the count never goes down)."""
        taken = progress.data.get(HINTS_KEY)
        if not isinstance(taken, dict):
            taken = progress.data[HINTS_KEY] = {}
        taken[self.id] = max(self.hints_taken(progress), level)

    def earned(self, progress: Progress, hints: int = 0) -> int:
        """Stars a solve earns now: the hints taken ever on it (or ``hints``) cost one each."""
        return self.stars(max(hints, self.hints_taken(progress)))

    @staticmethod
    def stars(hints: int) -> int:
        """Stars for solving after ``hints`` hints: 3, less one a hint, at least 1."""
        return max(1, MAX_STARS - max(0, hints))


@cache
def _question(puzzle: Puzzle) -> FindMove:
    spec, goal = puzzle.spec, GOALS[puzzle.goal]
    state = puzzle.situation.build()
    seat = state.to_act
    base = FindMove(
        key=puzzle.id,
        prompt=Say(
            f"Seat {seat} (you) to act: {goal.describe().en}.",
            f"轮到{seat}号（你）出牌：{goal.describe().zh}。",
        ),
        section=spec.name.en,
        rules=spec.rules,
        situation=puzzle.situation,
        goal=goal,
    )
    play = make_play(parse_move(state, base.solution().answer).cards, state.rules)
    size, spend = cards_say(play.count), spend_say(play)
    hints = (
        spec.hint,
        Say(f"The answer has {size.en}: {spend.en}.", f"答案共{size.zh}牌，{spend.zh}。"),
        Say(f"It counts as {play.describe('en')}.", f"它算作{play.describe('zh')}。"),
    )
    return FindMove(
        key=base.key,
        prompt=base.prompt,
        section=base.section,
        rules=base.rules,
        situation=puzzle.situation,
        goal=goal,
        hints=hints,
    )


DATA = "data/puzzles.json"
"""The records, in the package."""
RECORD_FIELDS = ("id", "level", "goal", "rules", "hands", "leader", "moves", "viewer", "writeup")


def _bad(where: str, en: str, zh: str) -> GoujiError:
    return GoujiError("O2", f"puzzle record {where}: {en}", f"残局记录{where}：{zh}")


def read_record(record: Any, where: str = "") -> Puzzle:
    """One record of the data file as a Puzzle; a record missing a field, naming an unknown
    goal or level, or lacking a language raises GoujiError naming it."""
    if not isinstance(record, dict):
        raise _bad(where, "is not an object", "不是一个对象")
    where = str(record.get("id", where))
    missing = [name for name in RECORD_FIELDS if name not in record]
    if missing:
        raise _bad(where, f"lacks {', '.join(missing)}", f"缺少{'、'.join(missing)}")
    level = record["level"]
    if level not in [spec.number for spec in LEVELS]:
        raise _bad(where, f"no level {level!r}", f"没有第{level!r}级")
    if record["goal"] not in GOALS:
        known = ", ".join(GOALS)
        raise _bad(
            where, f"unknown goal {record['goal']!r} ({known})", f"未知目标{record['goal']!r}"
        )
    writeup = record["writeup"]
    if not isinstance(writeup, dict) or not all(writeup.get(lang) for lang in LANGS):
        raise _bad(where, "needs a write-up in en and zh", "讲解须有英文和中文")
    hands = tuple(record["hands"])
    if len(hands) != 6:
        raise _bad(where, "needs six hands", "须有六手牌")
    situation = Scripted(
        hands=hands,
        leader=int(record["leader"]),
        moves=tuple(record["moves"]),
        rules=str(record["rules"]),
        viewer=None if record["viewer"] is None else int(record["viewer"]),
    )
    words = Say(writeup["en"], writeup["zh"])
    return Puzzle(where, level, situation, record["goal"], words, int(record.get("seed", 0)))


def load_puzzles(path: Path | None = None) -> tuple[Puzzle, ...]:
    """Every record of the data file (default: the package's), checked; two records with one
    ID raise GoujiError."""
    text = path.read_text("utf-8") if path else files(__package__).joinpath(DATA).read_text("utf-8")
    data = json.loads(text)
    found = tuple(read_record(record, f"#{i}") for i, record in enumerate(data["puzzles"]))
    ids = [puzzle.id for puzzle in found]
    twice = next((name for name in ids if ids.count(name) > 1), None)
    if twice is not None:
        raise _bad(twice, "its ID is used twice", "编号重复")
    return found


@cache
def _stored() -> tuple[Puzzle, ...]:
    return load_puzzles()


def puzzles(level: int) -> list[Puzzle]:
    """The puzzles of a level (1-3), in the data file's order."""
    return [puzzle for puzzle in _stored() if puzzle.level == level]
