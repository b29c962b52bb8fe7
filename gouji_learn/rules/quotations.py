"""Quotations of the source documents (原文 *yuánwén*), each stored once in
``data/quotations.toml`` and cited by its ID (``irvine.two-small-jokers``).

``quotation(id)`` gives a frozen record, :data:`QUOTATIONS` all of them; :func:`cite` fills a
text's ``{id}`` citations with the quoted words. A bad record is refused on loading with a
:class:`QuotationError` naming the record and the field.
"""

from __future__ import annotations

import difflib
import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from .errors import GoujiError, short_repr

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

DATA = Path(__file__).resolve().parent / "data" / "quotations.toml"
ID = re.compile(r"(?P<document>[a-z]+)\.[a-z0-9]+(?:-[a-z0-9]+)*")
RULE_ID = re.compile(r"[A-Z][0-9]")
CHINESE = re.compile(r"[\u4e00-\u9fff]")
CUT = re.compile(r"\s*…\s*")
"""The mark of a cut inside a quotation (written `` … ``)."""
SIC = re.compile(r"\s*(?:\[sic\]|（原文如此）)")
"""The mark after a slip of the source, kept as the source has it."""
QUOTE_MARKS = "“”‘’\"'「」"
CITATION = re.compile(r"\{(?P<id>[a-z]+\.[a-z0-9-]+)(?::(?P<form>plain|curly))?\}")
"""A citation inside a text: ``{id}``, or ``{id:plain}`` without quotation marks, or
``{id:curly}`` with the ASCII quotation marks of the scrape written “”."""


class QuotationError(GoujiError):
    """A quotation record that cannot be read, or an ID that names no quotation."""

    code = "QUOTATION"


@dataclass(frozen=True)
class Document:
    """A source document: the lines ``first`` to ``last`` of ``file`` in docs/sources/."""

    key: str
    file: str
    first: int
    last: int


@dataclass(frozen=True)
class Quotation:
    """One passage of a document, word for word: its ID, document, Chinese text (cuts marked
    …, slips marked [sic]), English gloss, rule IDs and an optional note in Chinese."""

    id: str
    document: str
    text: str
    gloss: str
    rules: tuple[str, ...]
    note: str = ""

    def cited(self, form: str | None = None) -> str:
        """The text as a sentence cites it: cuts written ``...``; ``form="plain"`` drops the
        quotation marks, ``form="curly"`` writes the scrape's ASCII marks as “”."""
        text = CUT.sub("...", self.text)
        if form == "plain":
            return text.translate({ord(mark): None for mark in QUOTE_MARKS})
        if form == "curly":
            return re.sub(r'"([^"]*)"', r"“\1”", text)
        return text


def squeeze(text: str) -> str:
    """Text for comparing with a document: no whitespace, no scrape escapes, one kind of mark.

    The scrape wrote a quotation mark as ``\\"`` or ``&quot;``, and in five places ``?quot;``."""
    for escape in ('\\"', "&quot;", "?quot;"):
        text = text.replace(escape, '"')
    return re.sub(r"\s+", "", text).translate({ord(mark): '"' for mark in QUOTE_MARKS})


def found_in(text: str, document: str) -> bool:
    """Whether every part of ``text`` (cut at … or ...) is word for word in ``document``."""
    parts = [squeeze(p).strip('"') for p in re.split(r"…+|\.\.\.+", SIC.sub("", text))]
    parts = [part for part in parts if part]
    source = squeeze(document)
    return bool(parts) and all(part in source for part in parts)


def document_texts(folder: Path) -> dict[str, str]:
    """Each document's text, read from the source files in ``folder`` (docs/sources/)."""
    texts = {}
    for key, document in DOCUMENTS.items():
        lines = (folder / document.file).read_text(encoding="utf-8").splitlines()
        texts[key] = "\n".join(lines[document.first - 1 : document.last])
    return texts


def _refuse(where: str, en: str, zh: str) -> QuotationError:
    return QuotationError("", f"{where}: {en}", f"{where}：{zh}")


def required_text(
    record: Mapping[str, Any], field: str, where: str, error: type[GoujiError] = QuotationError
) -> str:
    """A record's non-empty text ``field``, else ``error`` naming ``where`` (the quotation and
    option records' readers share it)."""
    value = record.get(field)
    if not isinstance(value, str) or not value.strip():
        en, zh = f"'{field}' must be a non-empty text", f"“{field}”必须是非空文本"
        raise error("", f"{where}: {en}", f"{where}：{zh}")
    return value


def _documents(table: Any) -> dict[str, Document]:
    """The ``[documents]`` table: each document's file and line range."""
    if not isinstance(table, Mapping) or not table:
        raise _refuse("documents", "the table of documents is missing", "缺少文献表")
    documents = {}
    for key, entry in table.items():
        lines = entry.get("lines") if isinstance(entry, Mapping) else None
        if not (isinstance(lines, list) and len(lines) == 2 and 0 < lines[0] <= lines[1]):
            raise _refuse(
                f"documents.{key}",
                "'lines' must be [first, last] line numbers",
                "“lines”必须是[首行, 末行]",
            )
        documents[key] = Document(key, required_text(entry, "file", f"documents.{key}"), *lines)
    return documents


FIELDS = frozenset({"id", "document", "text", "gloss", "rules", "note"})


def _record(record: Any, number: int, documents: Mapping[str, Document]) -> Quotation:
    """One ``[[quotation]]`` table as a Quotation, or a QuotationError saying what is wrong."""
    where = f"quotation {number}"
    if not isinstance(record, Mapping):
        raise _refuse(where, "a record must be a table", "每条记录必须是一个表")
    rid = required_text(record, "id", where)
    where = f"quotation {rid!r}"
    unknown = sorted(set(record) - FIELDS)
    if unknown:
        raise _refuse(where, f"unknown fields {unknown}", f"未知字段{unknown}")
    match = ID.fullmatch(rid)
    document = required_text(record, "document", where)
    if document not in documents:
        raise _refuse(
            where,
            f"document {short_repr(document)} is none of {sorted(documents)}",
            f"文献{short_repr(document)}不在{sorted(documents)}之中",
        )
    if not match or match["document"] != document:
        raise _refuse(
            where,
            f"an ID is '{document}.words-joined-by-hyphens'",
            f"编号的格式是“{document}.用连字符连接的词”",
        )
    text = required_text(record, "text", where)
    if not CHINESE.search(text):
        raise _refuse(where, "the text must be the Chinese original", "text必须是中文原文")
    rules = record.get("rules")
    if not (
        isinstance(rules, list)
        and rules
        and all(isinstance(r, str) and RULE_ID.fullmatch(r) for r in rules)
    ):
        raise _refuse(
            where,
            "'rules' must list rule IDs such as \"B3\"",
            '“rules”必须列出规则编号，如"B3"',
        )
    note = record.get("note", "")
    if not isinstance(note, str):
        raise _refuse(where, "'note' must be a text", "“note”必须是文本")
    return Quotation(rid, document, text, required_text(record, "gloss", where), tuple(rules), note)


def parse(source: str) -> tuple[dict[str, Document], dict[str, Quotation]]:
    """The documents and quotations of a quotations file's text; a QuotationError names the
    first bad record (unknown document, malformed ID, empty field, repeated ID or text)."""
    try:
        data = tomllib.loads(source)
    except tomllib.TOMLDecodeError as error:
        raise _refuse("quotations.toml", f"not TOML: {error}", f"不是TOML：{error}") from None
    documents = _documents(data.get("documents"))
    found: dict[str, Quotation] = {}
    texts: dict[str, str] = {}
    for number, record in enumerate(data.get("quotation", []), 1):
        quote = _record(record, number, documents)
        if quote.id in found:
            raise _refuse(f"quotation {quote.id!r}", "the ID is used twice", "编号重复")
        twin = texts.setdefault(squeeze(quote.text), quote.id)
        if twin != quote.id:
            raise _refuse(
                f"quotation {quote.id!r}", f"the same text as {twin!r}", f"和{twin!r}原文相同"
            )
        found[quote.id] = quote
    return documents, found


_documents_found, _quotations_found = parse(DATA.read_text(encoding="utf-8"))
DOCUMENTS: Mapping[str, Document] = MappingProxyType(_documents_found)
"""The source documents by key (qingdao, linyi, summary, tongsu, irvine)."""
QUOTATIONS: Mapping[str, Quotation] = MappingProxyType(_quotations_found)
"""Every quotation by ID, in the order of the data file (by document, then by place)."""


def quotation(qid: str) -> Quotation:
    """The quotation of ID ``qid``, or a QuotationError naming the nearest IDs."""
    try:
        return QUOTATIONS[qid]
    except (KeyError, TypeError):
        near = difflib.get_close_matches(str(qid), list(QUOTATIONS), n=3)
        hint = f" (did you mean {', '.join(near)}?)" if near else ""
        raise QuotationError(
            "",
            f"no quotation has the ID {short_repr(qid)}{hint}",
            f"没有编号为{short_repr(qid)}的引文",
        ) from None


def cite(text: str) -> str:
    """``text`` with each ``{id}`` (``{id:plain}``, ``{id:curly}``) replaced by the quotation."""
    return CITATION.sub(lambda m: quotation(m["id"]).cited(m["form"]), text)


def cited_ids(text: str) -> list[str]:
    """The IDs ``text`` cites with ``{id}``, in order."""
    return [m["id"] for m in CITATION.finditer(text)]
