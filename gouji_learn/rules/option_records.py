"""The records of the RuleSet options, one table per option in ``data/options_*.toml`` (one file
per group of rule chapters): rule ID, words in English and Chinese, allowed values, and each
preset's value beside the reason that decides it.

:func:`parse` reads one file and :data:`RECORDS` holds every option; a bad record is refused
with an :class:`OptionRecordError` naming the file, the option and the key.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from .errors import GoujiError, short_repr
from .quotations import QuotationError, cite, cited_ids, quotation, required_text

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

FOLDER = Path(__file__).resolve().parent / "data"
FILES = "options_*.toml"
PRESET_NAMES: tuple[str, ...] = ("qingdao", "linyi", "tongsu", "irvine")
"""The four rulebooks of the sources; ``qingdao`` is the default."""
RULE_ID = re.compile(r"[A-Z][0-9]")
OPTION_KEYS = frozenset({"rule", "en", "zh", "allowed", *PRESET_NAMES})
PRESET_KEYS = frozenset({"value", "quote", "en", "zh"})


class OptionRecordError(GoujiError):
    """An option record that cannot be read: the message names its file, option and key."""

    code = "OPTIONS"


@dataclass(frozen=True)
class PresetChoice:
    """One preset's value of an option (as written in the record) and why, in both languages,
    with the quotation IDs the reason cites."""

    value: Any
    en: str
    zh: str
    cites: tuple[str, ...]


@dataclass(frozen=True)
class OptionRecord:
    """One option as recorded: name, rule ID, words (citations filled in), allowed values
    (None: any of its type) and each preset's choice."""

    name: str
    rule: str
    en: str
    zh: str
    allowed: tuple[Any, ...] | None
    presets: Mapping[str, PresetChoice]
    file: str


def _refuse(where: str, en: str, zh: str) -> OptionRecordError:
    return OptionRecordError("", f"{where}: {en}", f"{where}：{zh}")


def _text(table: Mapping[str, Any], key: str, where: str) -> str:
    return required_text(table, key, where, OptionRecordError)


def _unknown(table: Mapping[str, Any], known: frozenset[str], where: str) -> None:
    unknown = sorted(set(table) - known)
    if unknown:
        raise _refuse(
            where,
            f"unknown keys {unknown}; a record has {sorted(known)}",
            f"未知的键{unknown}；可用的键：{sorted(known)}",
        )


def _choice(table: Any, allowed: tuple[Any, ...] | None, where: str) -> PresetChoice:
    """A preset's table: its value (checked against ``allowed``) and its reason, a quotation
    ID (``quote``) or English and Chinese words citing quotations by ``{id}``."""
    if not isinstance(table, Mapping):
        raise _refuse(where, "a preset's choice must be a table", "每个预设的取值必须是一个表")
    _unknown(table, PRESET_KEYS, where)
    if "value" not in table:
        raise _refuse(where, "'value' is missing", "缺少“value”")
    value = table["value"]
    items = value if isinstance(value, list) else [value]
    bad = [item for item in items if allowed is not None and item not in allowed]
    if bad:
        raise _refuse(
            where,
            f"value {short_repr(bad[0])} is not allowed; allowed: {list(allowed or ())}",
            f"取值{short_repr(bad[0])}不在允许的取值{list(allowed or ())}之中",
        )
    try:
        if "quote" in table:
            if "en" in table or "zh" in table:
                raise _refuse(
                    where, "give 'quote' or 'en' and 'zh', not both", "“quote”与“en”“zh”只能选一"
                )
            qid = _text(table, "quote", where)
            quote = quotation(qid)
            return PresetChoice(value, f"{quote.gloss} ({quote.cited()})", quote.cited(), (qid,))
        en, zh = _text(table, "en", where), _text(table, "zh", where)
        ids = tuple(dict.fromkeys(cited_ids(en) + cited_ids(zh)))
        return PresetChoice(value, cite(en), cite(zh), ids)
    except QuotationError as error:
        raise _refuse(where, error.en, error.zh) from None


def _record(name: str, table: Any, chapters: str, file: str) -> OptionRecord:
    where = f"{file}: {name}"
    if not isinstance(table, Mapping):
        raise _refuse(where, "an option must be a table", "每个选项必须是一个表")
    _unknown(table, OPTION_KEYS, where)
    rule = _text(table, "rule", where)
    if not RULE_ID.fullmatch(rule) or rule[0] not in chapters:
        raise _refuse(
            where,
            f"'rule' must be a rule ID of chapters {', '.join(chapters)}, not {short_repr(rule)}",
            f"“rule”必须是{'、'.join(chapters)}章的规则编号，不是{short_repr(rule)}",
        )
    allowed = table.get("allowed")
    if allowed is not None and not (isinstance(allowed, list) and allowed):
        raise _refuse(where, "'allowed' must list values", "“allowed”必须列出取值")
    allowed_values = None if allowed is None else tuple(allowed)
    missing = [preset for preset in PRESET_NAMES if preset not in table]
    if missing:
        raise _refuse(
            where,
            f"no value for preset {', '.join(missing)}: every preset chooses",
            f"缺少预设{'、'.join(missing)}的取值：每个预设都要取值",
        )
    presets = {
        preset: _choice(table[preset], allowed_values, f"{where}.{preset}")
        for preset in PRESET_NAMES
    }
    try:
        en, zh = cite(_text(table, "en", where)), cite(_text(table, "zh", where))
    except QuotationError as error:
        raise _refuse(where, error.en, error.zh) from None
    return OptionRecord(name, rule, en, zh, allowed_values, MappingProxyType(presets), file)


def parse(source: str, file: str) -> dict[str, OptionRecord]:
    """The option records of one file's text (``file`` names it in errors); its ``chapters``
    key lists the rule chapters its options belong to."""
    try:
        data = tomllib.loads(source)
    except tomllib.TOMLDecodeError as error:
        raise _refuse(file, f"not TOML: {error}", f"不是TOML：{error}") from None
    chapters = data.pop("chapters", None)
    if not (isinstance(chapters, str) and chapters.isalpha() and chapters.isupper()):
        raise _refuse(
            file,
            "'chapters' must give the rule chapters' letters, such as \"KD\"",
            '“chapters”必须写出规则章节的字母，如"KD"',
        )
    return {name: _record(name, table, chapters, file) for name, table in data.items()}


def load(folder: Path = FOLDER) -> dict[str, OptionRecord]:
    """Every option record of the files ``options_*.toml`` in ``folder``; a name recorded in
    two files is refused."""
    records: dict[str, OptionRecord] = {}
    for path in sorted(folder.glob(FILES)):
        for name, record in parse(path.read_text(encoding="utf-8"), path.name).items():
            if name in records:
                raise _refuse(
                    f"{path.name}: {name}",
                    f"also recorded in {records[name].file}",
                    f"在{records[name].file}中已有记录",
                )
            records[name] = record
    return records


RECORDS: Mapping[str, OptionRecord] = MappingProxyType(load())
"""Every option's record by name."""
