"""The round engine: a round as a phase machine, legal actions, the seat view, bots, records.

``Game`` holds a game's fixed rules and makes its rounds; ``round_state.py`` is a round's plain
state, ``policy.py`` what each RuleSet option means to the engine, ``refusals.py`` one function
per constraint, ``phases/`` one module and one object per phase (candidates, judge, apply),
``flow.py`` their order, ``round.py`` the round (Round), ``view.py`` what a seat may know
(SeatView). It uses the rules core and knows nothing of widgets or notebooks.
"""

from .actions import Action, ActionKind, IllegalAction, RecordError
from .bots import Bot, HeuristicBot, RandomBot
from .core import Carry, Phase
from .expert import ExpertBot, RolloutBot
from .game import Game, GameRecord, play_game
from .reading import FORMAT_VERSION
from .record import RoundRecord, play_out, record_of, replay, simulate_round
from .refusals import Refusal
from .round import Round
from .tournament import run_tournament
from .view import LogEntry, Observation, SeatView

__all__ = [
    "FORMAT_VERSION",
    "Action",
    "ActionKind",
    "Bot",
    "Carry",
    "ExpertBot",
    "Game",
    "GameRecord",
    "HeuristicBot",
    "IllegalAction",
    "LogEntry",
    "Observation",
    "Phase",
    "RandomBot",
    "RecordError",
    "Refusal",
    "RolloutBot",
    "Round",
    "RoundRecord",
    "SeatView",
    "play_game",
    "play_out",
    "record_of",
    "replay",
    "run_tournament",
    "simulate_round",
]
