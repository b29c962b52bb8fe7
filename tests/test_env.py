"""The PettingZoo environment: PettingZoo's own API test, seeding, masks and the action space."""

from __future__ import annotations

import pytest

pytest.importorskip("pettingzoo", reason="the optional extra 'env' (pettingzoo) is not installed")
import numpy as np
from pettingzoo.test import api_test, seed_test

from gouji_learn import PRESET_NAMES
from gouji_learn.engine import HeuristicBot, RandomBot, Round
from gouji_learn.engine.expert import ExpertBot
from gouji_learn.env import ACTION_COUNT, GoujiEnv, action_index, encode, env
from gouji_learn.env.encoding import PLAY_BASE, SIMPLE_KINDS, legal_by_index


# A Dict observation with an action mask is PettingZoo's convention for card games (its classic
# environments are exempted by name from these two warnings).
@pytest.mark.filterwarnings("ignore:Observation space for each agent:UserWarning")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning")
@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_pettingzoo_api_test_passes(preset: str) -> None:
    api_test(env(preset, seed=0), num_cycles=300)


def test_pettingzoo_seed_test_passes() -> None:
    seed_test(lambda: env("qingdao"), num_cycles=60)


def random_episode(seed: int) -> list[int]:
    game = env("qingdao", seed=seed)
    game.reset(seed=seed)
    rng = np.random.default_rng(seed)
    chosen = []
    for _agent in game.agent_iter():
        observation, _, terminated, truncated, _ = game.last()
        if terminated or truncated:
            game.step(None)
            continue
        action = int(rng.choice(np.flatnonzero(observation["action_mask"].view(bool))))
        chosen.append(action)
        game.step(action)
    return chosen


def test_seeded_episodes_repeat() -> None:
    assert random_episode(3) == random_episode(3)


@pytest.mark.rule("P1")
def test_rewards_are_the_alliance_scores() -> None:
    game = env("qingdao", seed=1)
    game.reset(seed=1)
    total = dict.fromkeys(game.possible_agents, 0.0)
    for agent in game.agent_iter():
        observation, reward, terminated, truncated, _ = game.last()
        total[agent] += reward
        if terminated or truncated:
            game.step(None)
        else:
            game.step(int(np.flatnonzero(observation["action_mask"])[0]))
    scores = game.round.scores if game.round else (0, 0)
    assert total == {f"seat_{s}": scores[s % 2] for s in range(6)}


def test_legal_actions_map_to_distinct_indices_in_range() -> None:
    state = Round("qingdao", seed=2)
    while state.to_act is not None and len(state.legal_actions()) < 20:
        state.apply(state.legal_actions()[-1])
    legal = state.legal_actions()
    indices = legal_by_index(legal, state.rules)
    assert all(0 <= i < ACTION_COUNT for i in indices)
    assert {action_index(a, state.rules) for a in legal} == set(indices)
    assert len(indices) == len({(a.kind, tuple(sorted(c.rank for c in a.cards))) for a in legal})


@pytest.mark.rule("C1")
def test_the_kept_table_counts_match_the_log() -> None:
    game = env("tongsu", seed=4)
    game.reset(seed=4)
    for step, _agent in enumerate(game.agent_iter(max_iter=300)):
        observation, _, terminated, truncated, _ = game.last()
        if terminated or truncated:
            game.step(None)
            continue
        if step % 10 == 0 and game.round is not None:
            seat = int(game.agent_selection.removeprefix("seat_"))
            assert (encode(game.round.view(seat)) == observation["observation"]).all()
        game.step(int(np.flatnonzero(observation["action_mask"])[-1]))


@pytest.mark.rule("T1", "P1")
def test_any_bot_plays_an_agent_through_bot_action() -> None:
    """Issue 16: the expert, the heuristic and the random bot each choose from their seat's
    view (``bot_action``), the index is legal under the mask, and the round ends scored."""
    bots = [
        ExpertBot(None, rollouts=2, candidates=1, seed=0),
        HeuristicBot(),
        RandomBot(1),
        ExpertBot(None, rollouts=2, candidates=1, seed=3),
        HeuristicBot(),
        RandomBot(5),
    ]
    game = env("qingdao", seed=2)
    game.reset(seed=2)
    for agent in game.agent_iter():
        observation, _, terminated, truncated, _ = game.last()
        if terminated or truncated:
            game.step(None)
            continue
        index = game.bot_action(bots[game.possible_agents.index(agent)])
        assert observation["action_mask"][index] == 1
        game.step(index)
    assert game.round is not None and game.round.is_over
    assert any(a.seat == 0 for a in game.round.history)
    with pytest.raises(ValueError, match="over"):
        game.bot_action(HeuristicBot())


def test_the_environment_is_named_with_the_version_of_its_action_space() -> None:
    """PettingZoo's convention: an environment whose spaces change takes a new version, so an
    agent trained on the 10 simple decisions of v0 is not fed v1's 16 (a tripwire: change the
    space, and this fails until the name's version and these sizes move with it)."""
    assert GoujiEnv.metadata["name"] == "gouji_v1"
    assert len(SIMPLE_KINDS) == 16 and ACTION_COUNT == PLAY_BASE + 14 * 17 * 17 * 5 * 5
