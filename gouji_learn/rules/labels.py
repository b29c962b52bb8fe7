"""Names in two languages: the enums of the package carry (English, Chinese) values; tables of
texts (option reasons, preset sources) read the chosen language."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from enum import Enum

from .language import resolve_lang

COUNTED = (
    "card", "point", "place", "seat", "trick", "round", "game", "hand", "play", "joker",
    "variant", "question", "star", "chapter", "player", "move", "step",
)  # fmt: skip
"""The nouns English sentences count (``{n} cards``): :func:`agree` makes them agree with 1."""
_ONE_PLURAL = re.compile(r"(?<![\w.,−-])(?<![-−+×=] )([-−]?1) (" + "|".join(COUNTED) + r")s\b")


def agree(text: str) -> str:
    """English agreement of a counted noun with its number: ``1 cards`` reads ``1 card``,
    ``-1 points`` ``-1 point``; other numbers keep the plural."""
    return _ONE_PLURAL.sub(r"\1 \2", text)


class Bilingual(Enum):
    """An enum whose members are named in English and Chinese (T1 relations, H kinds, O2 phases)."""

    def label(self, lang: str | None = None) -> str:
        """The member's name in ``"en"`` or ``"zh"``."""
        lang = resolve_lang(lang)
        return str(self.value[1] if lang == "zh" else self.value[0])


class BilingualMap(Mapping[str, str]):
    """A read-only table of texts in two languages: ``table[key]`` (and ``items()``...) read
    the chosen language, ``table.text(key, lang)`` either one (option reasons, preset sources)."""

    def __init__(self, texts: Mapping[str, tuple[str, str]]) -> None:
        self._texts = dict(texts)

    def text(self, key: str, lang: str | None = None) -> str:
        """The text of ``key`` in ``"en"`` or ``"zh"`` (the chosen language when None)."""
        english, chinese = self._texts[key]
        return chinese if resolve_lang(lang) == "zh" else english

    def __getitem__(self, key: str) -> str:
        return self.text(key)

    def __iter__(self) -> Iterator[str]:
        return iter(self._texts)

    def __len__(self) -> int:
        return len(self._texts)

    def __repr__(self) -> str:
        return repr({key: self.text(key, "en") for key in self})  # a repr stays English
