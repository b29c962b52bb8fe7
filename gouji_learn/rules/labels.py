"""Names in two languages: the enums of the package carry (English, Chinese) values."""

from __future__ import annotations

from enum import Enum


class Bilingual(Enum):
    """An enum whose members are named in English and Chinese (T1 relations, H kinds, O2 phases)."""

    def label(self, lang: str = "en") -> str:
        """The member's name in ``"en"`` or ``"zh"``."""
        return str(self.value[1] if lang == "zh" else self.value[0])
