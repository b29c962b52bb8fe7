"""A PettingZoo environment of Gouji (optional extra ``env``: pettingzoo, gymnasium, numpy).

    from gouji_learn.env import env
    game = env("qingdao", seed=0)

Above the engine; it imports nothing of the scene or the widgets.
"""

from .encoding import ACTION_COUNT, OBSERVATION_SIZE, action_index, encode
from .gouji_env import AGENTS, GoujiEnv, env

__all__ = [
    "ACTION_COUNT",
    "AGENTS",
    "OBSERVATION_SIZE",
    "GoujiEnv",
    "action_index",
    "encode",
    "env",
]
