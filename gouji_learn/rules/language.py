"""The language every text of the package is written in: English or Chinese (中文), chosen once.

``set_language("zh")`` at the top of a notebook makes every widget, verdict, refusal and feedback
that is not given a ``lang`` speak Chinese; ``lang="en"``/``"zh"`` on one call still wins.
"""

from __future__ import annotations

LANGS: tuple[str, ...] = ("en", "zh")
"""The two languages: English and Chinese, equals."""

_current = "en"


def check_lang(lang: object) -> str:
    """``lang`` if it is ``"en"`` or ``"zh"``, else a GoujiError (code LANG) saying so."""
    if not isinstance(lang, str) or lang not in LANGS:
        from .errors import GoujiError, short_repr  # errors reads the language: import it late

        raise GoujiError(
            "LANG",
            f"lang must be {' or '.join(map(repr, LANGS))}, not {short_repr(lang)}",
            f"lang只能是{'或'.join(map(repr, LANGS))}，不是{short_repr(lang)}",
        )
    return lang


def set_language(lang: str) -> None:
    """Make ``lang`` (``"en"`` or ``"zh"``) the language of every text not given its own."""
    global _current
    _current = check_lang(lang)


def get_language() -> str:
    """The language chosen with :func:`set_language` (``"en"`` until then)."""
    return _current


def resolve_lang(lang: object = None) -> str:
    """``lang`` checked, or the chosen language when it is None."""
    return _current if lang is None else check_lang(lang)
