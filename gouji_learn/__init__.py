"""gouji_learn: learn 够级 (gòují), the six-player, four-deck "Chinese bridge" of Shandong.

The public API of the rules core is re-exported here; see :mod:`gouji_learn.rules`.
``rules=None`` always means the default ``qingdao`` preset.
"""

from .rules import *  # noqa: F403
from .rules import __all__ as _rules_all

__version__ = "0.1.0"
__all__ = [*_rules_all, "__version__"]
