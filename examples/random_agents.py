#!/usr/bin/env python3
"""Random agents play a few rounds of Gouji through the PettingZoo AEC API (trains nothing).

    pip install -e '.[env]'
    python3 examples/random_agents.py
"""

from __future__ import annotations

import numpy as np

from gouji_learn.env import env


def main(rounds: int = 3, seed: int = 0) -> None:
    game = env("qingdao", seed=seed)
    rng = np.random.default_rng(seed)
    for episode in range(rounds):
        game.reset(seed=seed + episode)
        totals = dict.fromkeys(game.possible_agents, 0.0)
        steps = 0
        for agent in game.agent_iter():
            observation, reward, terminated, truncated, _ = game.last()
            totals[agent] += reward
            if terminated or truncated:
                game.step(None)
                continue
            legal = np.flatnonzero(observation["action_mask"])
            game.step(int(rng.choice(legal)))
            steps += 1
        print(f"round {episode}: {steps} steps, rewards {totals}")


if __name__ == "__main__":
    main()
