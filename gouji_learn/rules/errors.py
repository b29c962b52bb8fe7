"""The refusal family: every error names the digest rule it enforces, in English and Chinese."""

from __future__ import annotations


class GoujiError(ValueError):
    """Base of all refusals: ``.rule`` is the rule ID broken (H1, B1...), ``.en``/``.zh`` why."""

    def __init__(self, rule: str, en: str, zh: str | None = None) -> None:
        self.rule = rule
        self.en = en
        self.zh = zh if zh is not None else en
        super().__init__(f"{rule}: {en}" if rule else en)

    def message(self, lang: str = "en") -> str:
        """The refusal as one friendly line, prefixed by its rule ID, in ``"en"`` or ``"zh"``."""
        text = self.zh if lang == "zh" else self.en
        return f"{self.rule}: {text}" if self.rule else text


class CardError(GoujiError):
    """A token that names no card (C2, C3); ``.token`` holds the offending text."""

    def __init__(self, token: str, en: str, zh: str) -> None:
        self.token = token
        super().__init__("C3", en, zh)


class InvalidPlay(GoujiError):
    """A set of cards that is not one play (H1-H5)."""


class RuleSetError(GoujiError):
    """An unknown preset or option, or a value an option (C1...D2) does not take."""


class NotInRulebook(GoujiError):
    """D1, D2 and others: a case the chosen rulebook forbids or leaves open (预点 in tongsu)."""
