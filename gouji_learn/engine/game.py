"""A game (局): several rounds with tribute between them and running scores (P3, O1, X)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from ..rules import ruleset as opt
from ..rules.ruleset import RuleSet, resolve_rules
from ..rules.table import SEAT_COUNT
from .bots import Bot, HeuristicBot
from .core import Phase
from .record import FORMAT_VERSION, RoundRecord, load_versioned, play_out, reading, record_of
from .round import Round

ROUNDS_PER_GAME = 5
"""P3 (qingdao): a game is usually five rounds (回合)."""

VOID_RESEED = 1_000_003
"""R1: the seed step for dealing again after a void deal."""


@dataclass(frozen=True)
class GameRecord:
    """P3: the rounds of a game in order (void deals included) and the running totals."""

    rules: RuleSet
    seed: int
    rounds: tuple[RoundRecord, ...]

    @property
    def totals(self) -> tuple[int, int]:
        """P3: the alliances' scores summed over the rounds."""
        return (sum(r.scores[0] for r in self.rounds), sum(r.scores[1] for r in self.rounds))

    def to_json(self) -> str:
        """The game as JSON: its rounds' records one after another."""
        return json.dumps(
            {
                "format": FORMAT_VERSION,
                "seed": self.seed,
                "rules": self.rules.to_json(),
                "rounds": [json.loads(r.to_json()) for r in self.rounds],
            },
            ensure_ascii=False,
        )

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        """Read a game record; corrupt or unknown-version records raise RecordError."""
        data = load_versioned(text)
        with reading("game record"):
            rounds = tuple(RoundRecord.from_data(r) for r in data["rounds"])
            return cls(RuleSet.from_json(data["rules"]), int(data["seed"]), rounds)


def play_game(
    rules: RuleSet | str | None = None,
    seed: int = 0,
    bots: Sequence[Bot] | None = None,
    rounds: int = ROUNDS_PER_GAME,
) -> GameRecord:
    """P3: play ``rounds`` rounds with bots; tribute flows from each round to the next (X),
    the last 大落 leads next (O1); a void deal (R1) is dealt again; after a qingdao 串三户
    a new game starts (no tribute)."""
    ruleset = resolve_rules(rules)
    players = list(bots) if bots is not None else [HeuristicBot() for _ in range(SEAT_COUNT)]
    records: list[RoundRecord] = []
    carry = None
    index = 0
    deal_seed = seed
    while index < rounds:
        state = play_out(Round(ruleset, deal_seed, None, carry, index), players)
        records.append(record_of(state))
        deal_seed += VOID_RESEED
        if state.phase is Phase.VOID:
            continue
        index += 1
        carry = state.carry_forward()
        if carry.sweep and ruleset.sweep_tribute == opt.SWEEP_NEW_GAME:
            carry = None
    return GameRecord(ruleset, seed, tuple(records))
