"""A game (局): several rounds with tribute between them and running scores (P3, O1, X)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from ..rules.cards import Card, check_seed
from ..rules.errors import GoujiError, short_repr
from ..rules.ruleset import RuleSet, resolve_rules
from ..rules.seats import SEAT_COUNT
from .bots import Bot, HeuristicBot
from .core import Carry, Phase
from .policy import Policy, policy_for
from .reading import (
    FORMAT_VERSION,
    MAX_ROUNDS,
    MAX_SEED,
    load_versioned,
    rules_of,
)
from .record import RoundRecord, check_replay, play_out, record_of
from .record_fields import at, fail, fields, integer, items
from .round import Round

ROUNDS_PER_GAME = 5
"""P3 (qingdao): a game is usually five rounds (回合)."""

VOID_RESEED = 1_000_003
"""R1: the seed step for dealing again after a void deal."""


@dataclass(frozen=True, init=False)
class Game:
    """P3, O2: a game's fixed rules (its RuleSet and the policies built from it once), which
    makes its rounds: ``game.new_round(seed=...)``, ``game.position(hands, ...)``."""

    rules: RuleSet
    policy: Policy = field(repr=False, compare=False)

    def __init__(self, rules: RuleSet | str | None = None) -> None:
        ruleset = resolve_rules(rules)
        object.__setattr__(self, "rules", ruleset)
        object.__setattr__(self, "policy", policy_for(ruleset))

    def new_round(self, seed: int = 0, carry: Carry | None = None, round_index: int = 0) -> Round:
        """C1, O1, X: a round dealt with ``seed``, after the round that left ``carry``."""
        return Round(self.rules, seed, None, carry, round_index)

    def position(
        self,
        hands: Sequence[str | Sequence[Card]],
        *,
        leader: int = 0,
        opened: Iterable[int] = (),
        finished: Sequence[int] = (),
        revolutionary: int | None = None,
        head: str | None = None,
    ) -> Round:
        """F1, K1, E1, R1-R3: a scripted position straight at play (see Round.position)."""
        return Round.position(
            hands,
            self.rules,
            leader=leader,
            opened=opened,
            finished=finished,
            revolutionary=revolutionary,
            head=head,
        )

    def __repr__(self) -> str:
        return f"Game({self.rules!r})"


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
                "rounds": [r.to_data() for r in self.rounds],
            },
            ensure_ascii=False,
        )

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        """Read and check a game record: every field, each round's rules (the game's) and
        replay (its stored finish order and scores); RecordError naming the field otherwise."""
        data = fields(load_versioned(text), "", ("format", "seed", "rules", "rounds"))
        rules = rules_of(data["rules"], "rules")
        seed = integer(data["seed"], "seed", -MAX_SEED, MAX_SEED)
        listed = items(data["rounds"], "rounds", 0, MAX_ROUNDS)
        rounds = tuple(RoundRecord.from_data(r, at("rounds", i)) for i, r in enumerate(listed))
        for i, record in enumerate(rounds):
            if record.rules != rules:
                fail(
                    at(at("rounds", i), "rules"),
                    "differ from the game's rules (P3: one rulebook for the game)",
                    "与本局规则不同（P3：一局用同一规则）",
                )
            check_replay(record, at("rounds", i))
        return cls(rules, seed, rounds)


def play_game(
    rules: RuleSet | str | None = None,
    seed: int = 0,
    bots: Sequence[Bot] | None = None,
    rounds: int = ROUNDS_PER_GAME,
) -> GameRecord:
    """P3: play ``rounds`` rounds with bots; tribute flows from each round to the next (X),
    the last 大落 leads next (O1; qingdao shows for it every round, 上班); a void deal (R1) is
    dealt again; after a qingdao 串三户 a new game starts (no tribute). ``seed`` is an int."""
    ruleset = resolve_rules(rules)
    seed = check_seed(seed)
    if isinstance(rounds, bool) or not isinstance(rounds, int) or not 0 <= rounds <= MAX_ROUNDS:
        raise GoujiError(
            "P3",
            f"a game has 0 to {MAX_ROUNDS} rounds, not {short_repr(rounds)}",
            f"一局有0到{MAX_ROUNDS}个回合，不是{short_repr(rounds)}",
        )
    game = Game(ruleset)
    players = bots if bots is not None else [HeuristicBot() for _ in range(SEAT_COUNT)]
    records: list[RoundRecord] = []
    carry = None
    index = 0
    deal_seed = seed
    while index < rounds:
        state = play_out(game.new_round(deal_seed, carry, index), players)
        records.append(record_of(state))
        deal_seed += VOID_RESEED
        if state.phase is Phase.VOID:
            continue
        index += 1
        carry = state.carry_forward()
        if carry.sweep and game.policy.tribute.sweep_new_game:
            carry = None
    return GameRecord(ruleset, seed, tuple(records))
