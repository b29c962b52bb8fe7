"""Gouji as a PettingZoo AEC environment: six agents, one round per episode (T1, F, P1).

Agents ``seat_0`` .. ``seat_5`` (alliances: even and odd seats). ``agent_selection`` is the
seat to act. Each observation is ``{"observation": float32 vector, "action_mask": int8}`` read
from that seat's view (:mod:`gouji_learn.env.encoding` documents both); the mask is all zeros
for a seat not to act. At the end every agent is rewarded its alliance's score (P1, P2; 0 for
a void deal, R1). ``bot_action(bot)`` is the index any bot of the engine plays for the agent
to act.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv

from ..engine import Action, Bot, Round
from ..rules.cards import Rank
from ..rules.ruleset import RuleSet, resolve_rules
from ..rules.seats import ALLIANCE, SEAT_COUNT
from .encoding import (
    ACTION_COUNT,
    OBSERVATION_SIZE,
    RANKS,
    TABLE_KINDS,
    action_index,
    encode,
    legal_by_index,
)

AGENTS = tuple(f"seat_{seat}" for seat in range(SEAT_COUNT))


class GoujiEnv(AECEnv):  # type: ignore[misc]
    """One round of Gouji under a preset (by name) or RuleSet, seeded (T1, F, P1)."""

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["ansi"],
        "name": "gouji_v1",  # v1: 16 simple decisions (吃贡, 换点 and 点手 with their refusals)
        "is_parallelizable": False,
    }

    def __init__(
        self,
        rules: RuleSet | str | None = "qingdao",
        seed: int | None = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self.rules = resolve_rules(rules)
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        self._seeds = random.Random(seed)
        self._observation_space = spaces.Dict(
            {
                "observation": spaces.Box(-1.0, 300.0, (OBSERVATION_SIZE,), np.float32),
                "action_mask": spaces.Box(0, 1, (ACTION_COUNT,), np.int8),
            }
        )
        self._action_space = spaces.Discrete(ACTION_COUNT)
        self.round: Round | None = None
        self._legal: dict[int, Action] = {}
        self._laid = [0] * len(RANKS)
        """Cards laid on the table per rank index, kept as the round goes (C1)."""

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The same Dict space for every agent."""
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The fixed Discrete action space (masked)."""
        return self._action_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new round: ``Round(rules, seed)``; without a seed the next of the env's seeds."""
        if seed is not None:
            self._seeds = random.Random(seed)
        self.round = Round(self.rules, self._seeds.randrange(2**31))
        self._laid = [0] * len(RANKS)
        self.agents = list(AGENTS)
        self.rewards = dict.fromkeys(self.agents, 0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._select()

    def _select(self) -> None:
        """Point ``agent_selection`` at the seat to act and list its legal indices."""
        state = self._state()
        if state.is_over:
            scores = state.scores
            self.rewards = {
                agent: scores[ALLIANCE[seat]]
                for seat, agent in enumerate(AGENTS)
                if agent in self.rewards
            }
            self.terminations = dict.fromkeys(self.agents, True)
            self._accumulate_rewards()
            self._legal = {}
            return
        seat = state.to_act
        assert seat is not None
        self.agent_selection = AGENTS[seat]
        self._legal = legal_by_index(state.legal_actions(), self.rules)

    def _state(self) -> Round:
        if self.round is None:
            raise RuntimeError("call reset() before using the environment")
        return self.round

    def observe(self, agent: str) -> dict[str, npt.NDArray[Any]]:
        """The seat's encoded view and its action mask."""
        seat = AGENTS.index(agent)
        mask = np.zeros(ACTION_COUNT, dtype=np.int8)
        if agent == self.agent_selection and self._legal:
            mask[list(self._legal)] = 1
        view = self._state().view(seat)
        return {"observation": encode(view, self._laid), "action_mask": mask}

    def step(self, action: int | None) -> None:
        """Apply the masked action index of the agent to act (None once it is terminated)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None or int(action) not in self._legal:
            raise ValueError(f"{agent}: action {action!r} is not allowed by the mask")
        self._cumulative_rewards[agent] = 0
        chosen = self._legal[int(action)]
        self._state().apply(chosen)
        if chosen.kind in TABLE_KINDS:
            for card in chosen.cards:
                self._laid[card.rank - Rank.THREE] += 1
        self._select()

    def legal_action(self, index: int) -> Action:
        """The engine action a legal index stands for (for reading a policy's choice)."""
        return self._legal[index]

    def bot_action(self, bot: Bot) -> int:
        """The action index ``bot`` (any bot of the engine: RandomBot, HeuristicBot, ExpertBot)
        chooses for the agent to act, from that seat's view and its legal actions."""
        state = self._state()
        seat = state.to_act
        if seat is None:
            raise ValueError("E3: the round is over: no agent is to act")
        return action_index(bot.act(state.view(seat), state.legal_actions()), self.rules)

    def render(self) -> str | None:
        """ansi: the seat to act and the last play, as text."""
        if self.render_mode != "ansi":
            return None
        view = self._state().view(AGENTS.index(self.agent_selection))
        beat = "lead" if view.to_beat is None else view.to_beat.text("en")
        return f"{self.agent_selection} to act ({view.phase.label('en')}), facing: {beat}"

    def close(self) -> None:
        """Nothing to release."""


def env(
    rules: RuleSet | str | None = "qingdao", seed: int | None = None, **kwargs: Any
) -> GoujiEnv:
    """A Gouji AEC environment for a preset by name (qingdao, linyi, tongsu, irvine), seeded."""
    return GoujiEnv(rules, seed, **kwargs)
