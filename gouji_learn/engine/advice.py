"""The coach: what the expert would have played instead, by how much, and the idea (F, S, K).

``advise(state, seat, action)`` judges a move before it is applied; ``suggest(state)`` answers
"what would you play?"; ``review(record, seat)`` lists a finished round's costliest moves of
one seat. Each piece of advice names its idea in one sentence, in English and Chinese.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..rules.cards import Card, Rank, format_cards
from ..rules.gouji import is_gouji
from ..rules.language import resolve_lang
from ..rules.seats import ALLIANCE, OPPOSITE
from .actions import Action, ActionKind
from .expert import Evaluation, ExpertBot
from .record import RoundRecord
from .round import Round
from .view import SeatView

COACH_ROLLOUTS = 60
"""Playouts per piece of advice by default (with a fixed count, advice is reproducible)."""

NOTABLE_LOSS = 0.25
"""A move costing less than this (expected points) is not worth a line in a review."""

IDEAS: dict[str, tuple[str, str]] = {
    "agree": (
        "Good move: that is the expert's choice too.",
        "好棋：高手也会这样出。",
    ),
    "burn": (
        "Burn (烧牌): you can beat this gouji hand and keep the lead with jokers until you "
        "are out.",
        "烧牌：你能管住这手够级牌，一路挂王走到底。",
    ),
    "let_opposite_open": (
        "Answer it: passing lets your 对头 win his gouji hand and open (开点).",
        "要回击：你过牌就让对头的够级牌走成，对头开点。",
    ),
    "keep_big_joker": (
        "Keep the 大王 for the 对头's gouji hand: a smaller card does the job here.",
        "大王留着打对头的够级牌，这里用小牌就够了。",
    ),
    "save_money": (
        "Save your jokers and 2s (钱) for gouji hands and burns: a plain play does here.",
        "王和二（钱）留着回击够级牌或烧牌，这里出普通牌就行。",
    ),
    "let_ally": (
        "Let your ally's play stand: do not beat your own alliance (联邦).",
        "让联邦的牌走：不要管自己人的牌。",
    ),
    "take_trick": (
        "Beat it: passing hands the lead to the other alliance.",
        "要管：过牌就把出牌权交给了对方联邦。",
    ),
    "hold_back": (
        "Pass here: this play spends strength you will need later.",
        "这里过牌：这手牌浪费了后面要用的大牌。",
    ),
    "shed_low": (
        "Lead your low cards first and keep the high ones to win tricks.",
        "先出小牌，大牌留着抢出牌权。",
    ),
    "lead_strong": (
        "Lead strength now: a strong play keeps the lead (and a gouji hand may open, 开点).",
        "现在出大牌：大牌能保住出牌权（够级牌还能开点）。",
    ),
    "better_odds": (
        "The expert's line wins more often from here.",
        "高手的打法从这里赢面更大。",
    ),
}
"""Each idea's sentence in English and Chinese."""


def _same_play(a: Action, b: Action) -> bool:
    """H1: the same kind of decision with the same ranks (suits never matter)."""
    return a.kind is b.kind and sorted(c.rank for c in a.cards) == sorted(c.rank for c in b.cards)


def move_words(action: Action, lang: str | None = None) -> str:
    """A move as the coach says it: its kind and its cards by rank (``"play 4 4 4"``; suits
    never matter in a play, C2)."""
    lang = resolve_lang(lang)
    name = action.kind.label(lang)
    cards = format_cards([Card(card.rank) for card in action.cards], lang)
    return f"{name} {cards}" if action.cards else name


def _count(action: Action, *ranks: Rank) -> int:
    return sum(card.rank in ranks for card in action.cards)


def idea_of(view: SeatView, played: Action, best: Action) -> str:
    """F, S, K: the key of :data:`IDEAS` naming why ``best`` beats ``played`` for the seat."""
    if _same_play(played, best):
        return "agree"
    seat = played.seat
    passing = played.kind in (ActionKind.PASS, ActionKind.YIELD)
    last = view.trick[-1][0] if view.trick else -1
    if best.kind is ActionKind.BURN and passing:
        return "burn"
    target = view.to_beat
    if (
        passing
        and target is not None
        and last == OPPOSITE[seat]
        and is_gouji(target, view.rules)
        and best.kind is ActionKind.PLAY
    ):
        return "let_opposite_open"
    if _count(played, Rank.BIG_JOKER) > _count(best, Rank.BIG_JOKER):
        return "keep_big_joker"
    money = (Rank.TWO, Rank.SMALL_JOKER, Rank.BIG_JOKER)
    if _count(played, *money) > _count(best, *money):
        return "save_money"
    if best.kind is ActionKind.PASS and last >= 0:
        return "let_ally" if ALLIANCE[last] == ALLIANCE[seat] else "hold_back"
    if passing and best.kind is ActionKind.PLAY:
        return "take_trick"
    if target is None and played.cards and best.cards:
        return "shed_low" if best.cards[0].rank < played.cards[0].rank else "lead_strong"
    return "better_odds"


@dataclass(frozen=True)
class Advice:
    """The coach on one move: the move, the expert's, their expected alliance scores and the
    idea (a key of :data:`IDEAS`); ``loss`` is what the move costs on average (≥ 0)."""

    seat: int
    played: Action
    best: Action
    played_score: float
    best_score: float
    idea: str
    rollouts: int

    @property
    def agrees(self) -> bool:
        """True when the expert would have played the same (or no better)."""
        return self.idea == "agree"

    @property
    def loss(self) -> float:
        """Expected points the move gives away against the expert's (0 when it agrees)."""
        return 0.0 if self.agrees else max(0.0, self.best_score - self.played_score)

    def text(self, lang: str | None = None) -> str:
        """One line: the verdict, the expert's move and the difference, then the idea."""
        lang = resolve_lang(lang)
        en, zh = IDEAS[self.idea]
        if self.agrees:
            return zh if lang == "zh" else en
        best = move_words(self.best, lang)
        if lang == "zh":
            return f"高手会{best}（平均多得{self.loss:.1f}分）。{zh}"
        return f"The expert would {best} (about {self.loss:.1f} points better on average). {en}"


def _coach(expert: ExpertBot | None) -> ExpertBot:
    return expert or ExpertBot(None, rollouts=COACH_ROLLOUTS, seed=0)


def _judge(state: Round, played: Action, found: Sequence[Evaluation]) -> Advice:
    seat = played.seat
    best = found[0]
    mine = next((e for e in found if _same_play(e.action, played)), best)
    view = state.view(seat)
    idea = "agree" if mine is best or mine.mean >= best.mean else idea_of(view, played, best.action)
    return Advice(seat, played, best.action, mine.mean, best.mean, idea, best.rollouts)


def advise(state: Round, seat: int, action: Action, expert: ExpertBot | None = None) -> Advice:
    """The coach on ``action`` of ``seat`` (the seat to act) before it is applied."""
    if state.to_act != seat:
        raise ValueError(f"F2: seat {seat} is not to act (seat {state.to_act} is)")
    if len(state.legal_actions()) == 1:
        return Advice(seat, action, action, 0.0, 0.0, "agree", 0)
    found = _coach(expert).evaluate(state.view(seat), state.legal_actions(), include=[action])
    return _judge(state, action, found)


def suggest(state: Round, expert: ExpertBot | None = None) -> Advice:
    """ "What would you play?": the expert's move for the seat to act, as agreeing advice."""
    seat = state.to_act
    if seat is None:
        raise ValueError("E3: the round is over")
    best = _coach(expert).evaluate(state.view(seat), state.legal_actions())[0]
    return Advice(seat, best.action, best.action, best.mean, best.mean, "agree", best.rollouts)


@dataclass(frozen=True)
class Mistake:
    """A costly move of a review: ``index`` into the record's actions (the replay's step)."""

    index: int
    advice: Advice

    def text(self, lang: str | None = None) -> str:
        """The move number, the move and the advice."""
        lang = resolve_lang(lang)
        move = move_words(self.advice.played, lang)
        head = (
            f"第{self.index + 1}步 {move}：" if lang == "zh" else f"Move {self.index + 1}, {move}: "
        )
        return head + self.advice.text(lang)


def review(
    record: RoundRecord,
    seat: int,
    expert: ExpertBot | None = None,
    limit: int = 5,
) -> list[Mistake]:
    """The ``limit`` costliest moves of ``seat`` in a round (loss ≥ :data:`NOTABLE_LOSS`),
    costliest first, each with its index into ``record.actions``."""
    coach = _coach(expert)
    state = record.new_round()
    found: list[Mistake] = []
    for index, action in enumerate(record.actions):
        if action.seat == seat and len(state.legal_actions()) > 1:
            found.append(Mistake(index, advise(state, seat, action, coach)))
        state.apply(action)
    return costliest(found, limit)


def costliest(moves: Iterable[Mistake], limit: int = 5) -> list[Mistake]:
    """The ``limit`` costliest of some judged moves (loss ≥ :data:`NOTABLE_LOSS`), costliest
    first: a review made of the advice already given during a round (PlayRound's coach)."""
    found = [move for move in moves if move.advice.loss >= NOTABLE_LOSS]
    found.sort(key=lambda m: (-m.advice.loss, m.index))
    return found[:limit]
