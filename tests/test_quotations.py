"""Quotations are stored once, by ID (gouji_learn/rules/data/quotations.toml), and cited by ID.

Every record is word for word in its document (docs/sources/, in the repository), its IDs and
texts are unique, every ID the package cites exists, and no quotation's text is written a second
time (tests/test_quotations_once.py checks that over the package, the chapter sources, the
exercise bank, the apps and the builders).
"""

from __future__ import annotations

import ast
import io
import re
import sys
import tokenize
from pathlib import Path

import pytest
from test_quotations_once import checked_files, readable

from gouji_learn.rules import catalog
from gouji_learn.rules.catalog import RULES
from gouji_learn.rules.quotations import (
    CITATION,
    DATA,
    DOCUMENTS,
    QUOTATIONS,
    QuotationError,
    cite,
    document_texts,
    found_in,
    parse,
    quotation,
    squeeze,
)
from gouji_learn.rules.ruleset import PRESET_NAMES, RuleSet

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "notebooks"))
import build  # noqa: E402  (notebooks/build.py: the chapters' {{quote ID}} marks)

SOURCES = ROOT / "docs" / "sources"
TEXTS = document_texts(SOURCES)


def test_every_quotation_is_word_for_word_in_its_document() -> None:
    lost = [
        f"{q.id}: {q.text}" for q in QUOTATIONS.values() if not found_in(q.text, TEXTS[q.document])
    ]
    assert not lost, "not in their documents (… for a cut, [sic] after a slip):\n" + "\n".join(lost)


def test_a_changed_word_is_not_found() -> None:
    quote = quotation("irvine.two-small-jokers")
    assert found_in(quote.text, TEXTS["irvine"])
    assert not found_in(quote.text.replace("不可", "可以"), TEXTS["irvine"])
    assert not found_in(quote.text, TEXTS["qingdao"])


def test_the_documents_are_in_the_repository() -> None:
    readme = (SOURCES / "README.md").read_text(encoding="utf-8")
    for document in DOCUMENTS.values():
        assert (SOURCES / document.file).is_file()
        assert document.file in readme
        assert document.last <= len((SOURCES / document.file).read_text().splitlines())


def test_ids_and_texts_are_unique_and_records_complete() -> None:
    ids = re.findall(r'^id = "([^"]+)"', DATA.read_text(encoding="utf-8"), re.MULTILINE)
    assert len(ids) == len(set(ids)) == len(QUOTATIONS)
    assert len({squeeze(q.text) for q in QUOTATIONS.values()}) == len(QUOTATIONS)
    for q in QUOTATIONS.values():
        assert q.id.startswith(q.document + "."), q.id
        assert set(q.rules) <= set(RULES), q.id
        assert re.search(r"[a-z]{3,}", q.gloss), q.id
        assert "[sic]" not in q.text or q.note, f"{q.id}: a slip needs its note in Chinese"


GOOD = (
    '[documents]\nqingdao = { file = "q.txt", lines = [1, 9] }\n\n'
    '[[quotation]]\nid = "qingdao.a-b"\ndocument = "qingdao"\ntext = "打牌按逆时针进行"\n'
    'gloss = "play goes counter-clockwise"\nrules = ["T3"]\n'
)


def second(**fields: str) -> str:
    """A second record, ``qingdao.c`` unless ``fields`` change it."""
    record = {"id": "qingdao.c", "document": "qingdao", "text": "别的话", "gloss": "other words"}
    record |= fields
    lines = [f"{key} = {value!r}".replace("'", '"') for key, value in record.items()]
    return "\n[[quotation]]\n" + "\n".join(lines) + '\nrules = ["T3"]\n'


def test_good_records_are_read() -> None:
    documents, found = parse(GOOD + second())
    assert list(found) == ["qingdao.a-b", "qingdao.c"] and documents["qingdao"].file == "q.txt"
    assert found["qingdao.c"].rules == ("T3",) and found["qingdao.c"].note == ""


@pytest.mark.parametrize(
    ("record", "says"),
    [
        (second(document="nowhere"), "quotation 'qingdao.c': document 'nowhere' is none of"),
        (second(id="qingdao.a-b"), "quotation 'qingdao.a-b': the ID is used twice"),
        (second(id="irvine.c"), "quotation 'irvine.c': an ID is 'qingdao.words-joined-by-hyph"),
        (second(gloss=""), "quotation 'qingdao.c': 'gloss' must be a non-empty text"),
        (second(text="no Chinese"), "quotation 'qingdao.c': the text must be the Chinese"),
        (second(text="打牌按逆时针进行"), "quotation 'qingdao.c': the same text as 'qingdao.a-b'"),
        (second(extra="x"), "quotation 'qingdao.c': unknown fields ['extra']"),
        (second().replace('["T3"]', '["B33"]'), "quotation 'qingdao.c': 'rules' must list"),
        (second().replace("id = ", "ID = "), "quotation 2: 'id' must be a non-empty text"),
        ("[[quotation]\n", "quotations.toml: not TOML"),
    ],
    ids=[
        "document",
        "repeated-id",
        "id",
        "gloss",
        "text",
        "repeated-text",
        "field",
        "rules",
        "no-id",
        "not-toml",
    ],
)
def test_a_bad_record_is_refused_with_its_id_and_field(record: str, says: str) -> None:
    with pytest.raises(QuotationError, match=re.escape(says)) as refused:
        parse(GOOD + record)
    assert refused.value.rule == "QUOTATION" and refused.value.zh


def test_an_unknown_id_is_refused_with_the_nearest() -> None:
    with pytest.raises(QuotationError, match=re.escape("did you mean irvine.two-small-jokers")):
        quotation("irvine.two-small-joker")
    with pytest.raises(QuotationError, match="no quotation has the ID"):
        cite("{irvine.nothing-like-it}")


def test_a_citation_is_filled_in_each_form() -> None:
    assert cite("x ({irvine.two-small-jokers})") == "x (两个小王不可管一个小王)"
    assert quotation("tongsu.no-yu-dian").cited("plain") == "本规则禁止预点"
    assert quotation("qingdao.head-choice-announced").cited("curly") == "对头可宣布“要头”或“无头”"
    assert quotation("linyi.fours-after-opening-or-concede").cited() == (
        "开点后才可以发四...没开点即发4视为认点即不开点"
    )


def written_text(path: Path) -> str:
    """What a file writes out: a Python file's strings and comments, another file's text (a
    notebook's cell sources)."""
    if path.suffix != ".py":
        return readable(path)
    source = path.read_text(encoding="utf-8")
    strings = [
        node.value
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    ]
    comments = [
        token.string
        for token in tokenize.generate_tokens(io.StringIO(source).readline)
        if token.type == tokenize.COMMENT
    ]
    return "\x00".join(strings + comments)


DOCUMENT_TEXTS = [squeeze(text) for text in TEXTS.values()]
LONG_RUN = re.compile(r"[^\x00A-Za-z()（）;；:：,.!?\s]{8,}")
TITLES = {"山东够级游戏通俗规则", "够级扑克游戏如何玩"}
"""The titles of two documents: named, not quoted."""


def test_no_source_sentence_is_written_out_instead_of_cited() -> None:
    """A new quotation (eight Chinese characters in a row, word for word in a document) that
    the package writes out must become a record and be cited."""
    found = []
    for path in checked_files():
        where = path.relative_to(ROOT)
        for run in LONG_RUN.findall(CITATION.sub("\x00", written_text(path))):
            part = squeeze(run).strip('"，。、')
            if (
                re.search(r"[\u4e00-\u9fff]{8}", part)
                and any(part in text for text in DOCUMENT_TEXTS)
                and part not in TITLES
            ):
                found.append(f"{where}: {part}")
    assert not found, "quote these through a record of quotations.toml:\n" + "\n".join(found)


def cited_in_the_package() -> set[str]:
    """Every quotation ID the package, the chapter sources and the builders cite: ``{id}`` in a
    text, ``{{quote id}}`` in a chapter, an option's reason, ``quotation("id")``, or a
    docstring's "quotation id"."""
    found = {
        option_id
        for option in RuleSet.options()
        for ids in option.cites.values()
        for option_id in ids
    }
    for path in checked_files():
        source = path.read_text(encoding="utf-8")
        found |= {m["id"] for m in CITATION.finditer(source) if m["id"].split(".")[0] in DOCUMENTS}
        marks = [m["id"] for m in build.QUOTE.finditer(source)]
        found |= {qid for qid in marks if qid.split(".")[0] in DOCUMENTS}
        found |= set(re.findall(r'quotation\(\s*"([^"]+)"', source))
        mentioned = re.findall(r"quotations?\s+([a-z]+\.[a-z0-9-]+)", source)
        found |= {qid for qid in mentioned if qid.split(".")[0] in DOCUMENTS}
    return found


def test_every_cited_id_exists_and_every_record_is_quoted() -> None:
    cited = cited_in_the_package()
    assert cited, "the package cites no quotation"
    assert not cited - set(QUOTATIONS), f"unknown quotation IDs: {sorted(cited - set(QUOTATIONS))}"
    page = squeeze((ROOT / "notebooks" / "sources.ipynb").read_text(encoding="utf-8"))
    orphans = [
        q.id for q in QUOTATIONS.values() if q.id not in cited and squeeze(q.text) not in page
    ]
    assert not orphans, f"neither a chapter nor the package quotes these records: {orphans}"


def test_an_option_reason_that_quotes_cites_by_id() -> None:
    options = {option.name: option for option in RuleSet.options()}
    linyi = options["short_shoe"]
    assert linyi.cites["linyi"] == ("linyi.four-decks",)
    quote = quotation("linyi.four-decks")
    assert linyi.reason("linyi", "en") == f"{quote.gloss} ({quote.text})"
    assert linyi.reason("linyi", "zh") == quote.text
    for option in options.values():
        assert set(option.cites) <= set(PRESET_NAMES)
        for preset, ids in option.cites.items():
            for qid in ids:
                cited = {quotation(qid).cited(form) for form in (None, "plain", "curly")}
                words = option.reason(preset, "en") + option.reason(preset, "zh")
                assert any(text in words for text in cited), (option.name, qid)


def test_the_catalogue_cites_its_quotation() -> None:
    assert quotation("irvine.two-small-jokers").text in catalog.RULES["B6"].zh
