"""Names in two languages: the enums of the package carry (English, Chinese) values."""

from __future__ import annotations

from enum import Enum

from .language import resolve_lang


class Bilingual(Enum):
    """An enum whose members are named in English and Chinese (T1 relations, H kinds, O2 phases)."""

    def label(self, lang: str | None = None) -> str:
        """The member's name in ``"en"`` or ``"zh"``."""
        lang = resolve_lang(lang)
        return str(self.value[1] if lang == "zh" else self.value[0])
