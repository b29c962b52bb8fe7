"""The refusal family: every error names the digest rule it enforces, in English and Chinese."""

from __future__ import annotations

from .language import resolve_lang

MAX_MESSAGE = 300
"""Every refusal's text is cut to this many characters (a pasted novel stays one line)."""


def bounded(text: str, limit: int = MAX_MESSAGE) -> str:
    """``text`` cut to ``limit`` characters, marked with an ellipsis where it was cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def short_repr(value: object, limit: int = 40) -> str:
    """A short ``repr`` of an odd value for a message (long text and lists are cut)."""
    try:
        text = repr(value)
    except Exception:  # a value whose repr fails is still named by its type
        text = f"<{type(value).__name__}>"
    return bounded(text, limit)


class GoujiError(ValueError):
    """Base of all refusals: ``.rule`` is the rule ID broken (H1, B1...), ``.en``/``.zh`` why.

    Errors without a digest rule carry their class's ``code`` instead (RULESET, RECORD...), so
    ``.rule`` is never empty; both texts are cut to :data:`MAX_MESSAGE` characters."""

    code = "GOUJI"
    """The ``.rule`` of a refusal that names no digest rule."""

    def __init__(self, rule: str, en: str, zh: str | None = None) -> None:
        self.rule = rule or self.code
        self.en = bounded(en)
        self.zh = bounded(zh) if zh is not None else self.en
        super().__init__(f"{self.rule}: {self.en}")

    def message(self, lang: str | None = None) -> str:
        """The refusal as one friendly line, prefixed by its rule ID, in ``"en"`` or ``"zh"``."""
        lang = resolve_lang(lang)
        text = self.zh if lang == "zh" else self.en
        return f"{self.rule}: {text}"


class GoujiTypeError(GoujiError, TypeError):
    """A value of the wrong type (T1: a seat not an int; C3: a card not a Card), refused as a
    TypeError as well as a GoujiError."""


class CardError(GoujiError):
    """A token that names no card (C2, C3); ``.token`` holds the offending text (cut short)."""

    def __init__(self, token: str, en: str, zh: str) -> None:
        self.token = bounded(token, 60)
        super().__init__("C3", en, zh)


class InvalidPlay(GoujiError):
    """A set of cards that is not one play (H1-H5)."""


class RuleSetError(GoujiError):
    """An unknown preset or option, or a value an option (C1...D2) does not take."""

    code = "RULESET"


class NotInRulebook(GoujiError):
    """D1, D2 and others: a case the chosen rulebook forbids or leaves open (预点 in tongsu)."""
