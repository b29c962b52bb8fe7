"""The rules core of gouji_learn: cards, plays, beating, gouji hands, scores and tribute.

It knows nothing of widgets or notebooks. Every refusal is a ``GoujiError`` (a ValueError)
whose ``.rule`` is a rule ID of the digest (see :mod:`gouji_learn.rules.catalog`).
"""

from .beating import beats, explain_beat
from .cards import (
    Card,
    Rank,
    Suit,
    format_cards,
    new_shoe,
    parse_cards,
    sort_cards,
)
from .catalog import RULES, Rule, describe_rule
from .errors import (
    CardError,
    GoujiError,
    GoujiTypeError,
    InvalidPlay,
    NotInRulebook,
    RuleSetError,
)
from .gouji import can_open, explain_gouji, explain_open, gouji_minimum, is_gouji, is_pure_gouji
from .language import LANGS, get_language, set_language
from .plays import Play, PlayKind, is_play, make_play
from .point_tribute import DECLARATIONS, PointTributeCase, point_tribute, point_tribute_table
from .ruleset import PRESET_NAMES, PRESET_SOURCES, Option, RuleSet, resolve_rules
from .scoring import (
    LINYI_LEVELS,
    PLACES,
    alliance_scores,
    game_scores,
    is_sweep,
    linyi_level,
    place_name,
)
from .seats import (
    SEAT_COUNT,
    SEATS,
    Relation,
    alliance_of,
    allies_of,
    next_seat,
    opposite_of,
    previous_seat,
    relation,
)
from .verdict import Verdict

__all__ = [
    "DECLARATIONS",
    "LANGS",
    "LINYI_LEVELS",
    "PLACES",
    "PRESET_NAMES",
    "PRESET_SOURCES",
    "RULES",
    "SEATS",
    "SEAT_COUNT",
    "Card",
    "CardError",
    "GoujiError",
    "GoujiTypeError",
    "InvalidPlay",
    "NotInRulebook",
    "Option",
    "Play",
    "PlayKind",
    "PointTributeCase",
    "Rank",
    "Relation",
    "Rule",
    "RuleSet",
    "RuleSetError",
    "Suit",
    "Verdict",
    "alliance_of",
    "alliance_scores",
    "allies_of",
    "beats",
    "can_open",
    "describe_rule",
    "explain_beat",
    "explain_gouji",
    "explain_open",
    "format_cards",
    "game_scores",
    "get_language",
    "gouji_minimum",
    "is_gouji",
    "is_play",
    "is_pure_gouji",
    "is_sweep",
    "linyi_level",
    "make_play",
    "new_shoe",
    "next_seat",
    "opposite_of",
    "parse_cards",
    "place_name",
    "point_tribute",
    "point_tribute_table",
    "previous_seat",
    "relation",
    "resolve_rules",
    "set_language",
    "sort_cards",
]
