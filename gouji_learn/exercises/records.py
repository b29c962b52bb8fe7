"""Questions as data: each chapter's questions are records in ``bank/chNN.toml``, read here
into Question objects; facts, goals, situations and functions are looked up by name in one
registry, and a bad record is refused with a sentence naming the question and the field."""

from __future__ import annotations

import difflib
import sys
from collections.abc import Callable, Mapping
from dataclasses import MISSING, fields, is_dataclass, replace
from functools import cache
from inspect import isfunction
from pathlib import Path
from typing import Any, NoReturn

from ..rules import seats
from ..rules.errors import GoujiError
from ..rules.plays import make_play
from ..rules.quotations import QuotationError, cite
from ..rules.ruleset import RuleSet
from . import facts, goals, situations
from .kinds import Choose, ChooseRule, FindMove, Number, PickCards, Predict, Question, Seat
from .sentences import Say

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

KINDS: dict[str, type[Question]] = {
    "predict": Predict,
    "seat": Seat,
    "number": Number,
    "choose": Choose,
    "choose_rule": ChooseRule,
    "pick_cards": PickCards,
    "find_move": FindMove,
}
"""A record's ``kind`` and the question class it makes."""
SAY_FIELDS = ("prompt", "why")
LANGS = ("en", "zh")


class RecordError(GoujiError):
    """A question record that cannot be read (unknown name, missing language, duplicate ID)."""

    def __init__(self, where: str, en: str, zh: str) -> None:
        super().__init__("", f"{where}: {en}", f"{where}：{zh}")


@cache
def registry() -> Mapping[str, Any]:
    """Every fact, goal, situation and function a record may name, by its Python name."""
    found: dict[str, Any] = {"make_play": make_play}
    for module in (facts, goals, situations, seats):
        for name, value in vars(module).items():
            ours = getattr(value, "__module__", "").startswith("gouji_learn")
            function = isfunction(getattr(value, "__wrapped__", value))
            if ours and not name.startswith("_") and (is_dataclass(value) or function):
                found[name] = value
    return found


def _named(name: object, where: str) -> Any:
    """The registry's entry ``name``, or a RecordError naming the closest names."""
    known = registry()
    if isinstance(name, str) and name in known:
        return known[name]
    close = difflib.get_close_matches(str(name), known, n=3)
    also = f" (did you mean {', '.join(close)}?)" if close else ""
    return _refuse(where, f"nothing is named {name!r}{also}", f"没有名为{name!r}的事实或目标")


def _refuse(where: str, en: str, zh: str) -> NoReturn:
    raise RecordError(where, en, zh)


def _say(value: object, where: str) -> Say:
    """``{en = ..., zh = ...}`` as a Say, each ``{id}`` filled with its quotation (原文
    *yuánwén*, quotations.toml); both languages are required."""
    if not isinstance(value, Mapping) or set(value) != set(LANGS):
        missing = [lang for lang in LANGS if not isinstance(value, Mapping) or lang not in value]
        return _refuse(
            where,
            f"needs an English and a Chinese text (en, zh); missing {', '.join(missing) or 'none'}",
            "需要英文和中文（en, zh）",
        )
    if not all(isinstance(value[lang], str) and value[lang] for lang in LANGS):
        return _refuse(where, "its texts must be non-empty strings", "文本不能为空")
    try:
        return Say(cite(value["en"]), cite(value["zh"]))
    except QuotationError as error:
        return _refuse(where, error.en, error.zh)


def _value(value: Any, where: str) -> Any:
    """A record's value as Python: tables with ``type`` are built, lists become tuples."""
    if isinstance(value, list):
        return tuple(_value(item, where) for item in value)
    if not isinstance(value, Mapping):
        return value
    if set(value) == set(LANGS):
        return _say(value, where)
    if "type" not in value:
        return RuleSet.from_json(value)  # a rulebook: the options that differ from qingdao
    built = _named(value["type"], where)
    if not isinstance(built, type) or not is_dataclass(built):
        return _refuse(where, f"{value['type']} is a function, not a table", "这是函数")
    return _build(built, {k: v for k, v in value.items() if k != "type"}, where)


def _build(cls: Callable[..., Any], given: Mapping[str, Any], where: str) -> Any:
    """``cls`` made from the record's fields (names checked; functions by name)."""
    allowed = {f.name: f for f in fields(cls) if f.init}  # type: ignore[arg-type]
    unknown = sorted(set(given) - set(allowed))
    if unknown:
        return _refuse(
            where,
            f"{cls.__name__} has no field {', '.join(unknown)} (it has {', '.join(allowed)})",
            f"{cls.__name__}没有字段{'、'.join(unknown)}",
        )
    args = {}
    for name, raw in given.items():
        if name == "function":
            args[name] = _named(raw, f"{where}.{name}")
        else:
            args[name] = _value(raw, f"{where}.{name}")
    missing = [
        f.name
        for f in allowed.values()
        if f.default is MISSING and f.default_factory is MISSING and f.name not in args
    ]
    if missing:
        return _refuse(where, f"{cls.__name__} needs {', '.join(missing)}", "缺少字段")
    return cls(**args)


def question_of(record: Mapping[str, Any], chapter: int) -> Question:
    """One record as its Question (``id`` must be ``chNN.key`` of this chapter)."""
    where = str(record.get("id", f"chapter {chapter:02d}, a record without an id"))
    prefix = f"ch{chapter:02d}."
    if not where.startswith(prefix) or len(where) == len(prefix):
        _refuse(where, f"an ID reads {prefix}key", f"编号应为 {prefix}key")
    kind = KINDS.get(str(record.get("kind")))
    if kind is None:
        known = ", ".join(KINDS)
        _refuse(where, f"kind must be one of {known}", f"kind 应为 {known}")
    given: dict[str, Any] = {"key": where[len(prefix) :], "chapter": chapter}
    for name, raw in record.items():
        if name in ("id", "kind"):
            continue
        if name in SAY_FIELDS:
            given[name] = _say(raw, f"{where}.{name}")
        elif name == "hints":
            given[name] = tuple(_say(h, f"{where}.hints") for h in raw)
        elif name == "traps":
            given[name] = tuple(_trap(trap, f"{where}.traps") for trap in raw)
        else:
            given[name] = raw
    made: Question = _build(kind, given, where)
    if isinstance(made, Seat) and made.mode != "one":  # seats written as a list: a set, an order
        traps = tuple(
            (made._read(seats) if isinstance(seats, tuple) else seats, said)
            for seats, said in made.traps
        )
        made = replace(made, traps=traps)
    return made


def _trap(trap: Mapping[str, Any], where: str) -> tuple[Any, Say]:
    """``{answer = ..., en = ..., zh = ...}``: a beginner's wrong answer and what to say."""
    if "answer" not in trap:
        return _refuse(
            where, "a trap names its wrong answer (answer = ...)", "陷阱需要写明错误答案"
        )
    said = {key: text for key, text in trap.items() if key != "answer"}
    return _value(trap["answer"], where), _say(said, where)


def parse_bank(path: Path) -> Mapping[str, Any]:
    """A chapter's data file as TOML tables (a RecordError when it is not valid TOML)."""
    try:
        data: dict[str, Any] = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        why = f"not valid TOML: {error}"
        raise RecordError(path.name, why, f"不是有效的TOML：{error}") from None
    return data


def title_of(data: Mapping[str, Any], where: str) -> Say:
    """The chapter's title (``title.en``, ``title.zh``) in both languages."""
    return _say(data.get("title"), f"{where}: title")


def read_bank(path: Path, chapter: int) -> tuple[Question, ...]:
    """The questions of one chapter's data file, in their order; IDs must be unique."""
    data = parse_bank(path)
    title_of(data, path.name)
    made = tuple(question_of(record, chapter) for record in data.get("question", []))
    seen: set[str] = set()
    for asked in made:
        if asked.id in seen:
            raise RecordError(asked.id, "two questions have this ID", "两道题编号相同")
        seen.add(asked.id)
    return made
