"""gouji_learn: learn 够级 (gòují), the six-player, four-deck "Chinese bridge" of Shandong.

The public API of the rules core is re-exported here (see :mod:`gouji_learn.rules`), with the
engine's ``Game``, which makes rounds under a RuleSet.
``rules=None`` always means the default ``qingdao`` preset.
"""

from .engine.game import Game
from .rules import *  # noqa: F403
from .rules import __all__ as _rules_all

__version__ = "0.1.0"
__all__ = [*_rules_all, "Game", "__version__"]
