"""Verdict: a yes/no answer of the rules core with the rule IDs it rests on, in two languages."""

from __future__ import annotations

import html
from dataclasses import dataclass

from .language import resolve_lang


@dataclass(frozen=True)
class Verdict:
    """A rules answer (beats? B1-B6; gouji? G1-G3; opens? K2) with rule IDs and two sentences."""

    ok: bool
    rules: tuple[str, ...]
    en: str
    zh: str

    def text(self, lang: str | None = None) -> str:
        """The sentence in ``"en"`` or ``"zh"``, ending with the rule IDs it cites."""
        lang = resolve_lang(lang)
        return f"{self.zh if lang == 'zh' else self.en} ({', '.join(self.rules)})"

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        return self.text()

    def _repr_html_(self) -> str:
        colour = "#1b7f3b" if self.ok else "#b3261e"
        mark = "✔" if self.ok else "✘"
        return f'<span style="color:{colour}">{mark} {html.escape(self.text())}</span>'
