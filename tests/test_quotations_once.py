"""No quotation text appears twice (issue 17, item 2): a quotation's words are written only in
gouji_learn/rules/data/quotations.toml, and the package, the chapter sources, the exercise bank,
the apps, the exercise builders and the notebook builders cite it by ID (``{id}`` in a text,
``{{quote ID}}`` in a chapter source, ``quotation("ID")`` in code).

A quotation counts from six Chinese characters on (each part between cuts …): the records
shorter than that are terms or set phrases the chapters use as words of their own (串三户,
憋三发四, 买三买四, 过牌不发, 不能过牌, 对家如不打, 故不予采纳), while a record of six or more
is a clause of its document that prose does not say by chance. Four records of six or more are
lists of two-character words, not clauses (闷贡、烧贡、点贡、落贡; 闷贡＞烧贡＞点贡＞落贡;
宣点（预点、明点）; 大王（红色）、小王（黑色）): the package names those words on its own (the
catalogue lists the kinds of tribute), so they do not count either.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Mapping
from pathlib import Path

import pytest

from gouji_learn.exercises.records import RecordError, question_of
from gouji_learn.rules.quotations import DATA, QUOTATIONS, SIC, Quotation, quotation, squeeze

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
SHORTEST = 6
"""Chinese characters from which a part of a quotation counts (see the module docstring)."""
CJK = re.compile(r"[\u4e00-\u9fff]")
WORD_LIST = re.compile(r"(?:[\u4e00-\u9fff]{2}[、＞>（）]+)+[\u4e00-\u9fff]{2}）?")
"""A list of two-character words (闷贡、烧贡、点贡、落贡), not a clause."""


def checked_files() -> list[Path]:
    """Every file that must cite quotations by ID, never write them out: the package (its
    Python and data files, the exercise bank among them) but the quotations file, the chapter
    sources, the apps, the exercise builders and the notebook builders."""
    package = [
        path
        for path in (ROOT / "gouji_learn").rglob("*")
        if path.suffix in {".py", ".toml", ".json"} and path != DATA
    ]
    apps = [path for path in (ROOT / "apps").rglob("*") if path.is_file()]
    return sorted(
        {
            *package,
            *apps,
            *(ROOT / "notebooks" / "source").glob("*.md"),
            *(ROOT / "exercises").glob("*.py"),
            *(ROOT / "notebooks").glob("*.py"),
        }
    )


def flat(text: str) -> str:
    """``text`` as compared: no whitespace, no quotation marks, no [sic] marks, so that a line
    break, a mark style or a string split over two Python literals hides nothing."""
    return squeeze(SIC.sub("", text)).replace('"', "")


def parts(quote: Quotation) -> list[str]:
    """The parts of a quotation (cut at … or ...) long enough to count, flattened."""
    pieces = [flat(piece) for piece in re.split(r"…+|\.\.\.+", quote.text)]
    return [
        piece
        for piece in pieces
        if len(CJK.findall(piece)) >= SHORTEST and not WORD_LIST.fullmatch(piece)
    ]


def readable(path: Path) -> str:
    """A file's text; a notebook's cell sources (its outputs are built, not written)."""
    text = path.read_text(encoding="utf-8")
    if path.suffix != ".ipynb":
        return text
    return "\n".join("".join(cell["source"]) for cell in json.loads(text)["cells"])


def written_twice(texts: Mapping[str, str]) -> list[str]:
    """Each quotation part found in one of ``texts`` (by name), as ``name: ID (text)``."""
    flattened = {name: flat(text) for name, text in texts.items()}
    return [
        f"{name}: {quote.id} ({quote.text})"
        for quote in QUOTATIONS.values()
        for name, text in flattened.items()
        if any(part in text for part in parts(quote))
    ]


def test_no_quotation_text_is_written_outside_the_quotations_file() -> None:
    texts = {str(path.relative_to(ROOT)): readable(path) for path in checked_files()}
    found = written_twice(texts)
    assert not found, (
        "written out instead of cited by ID ({id} in a text, {{quote ID}} in a chapter "
        "source):\n" + "\n".join(found)
    )


def test_the_check_covers_every_place_that_cites() -> None:
    names = {path.relative_to(ROOT).as_posix() for path in checked_files()}
    for name in (
        "notebooks/source/04_beating.md",
        "gouji_learn/exercises/bank/ch07.toml",
        "gouji_learn/rules/ruleset.py",
        "apps/board.ipynb",
        "exercises/make_notebooks.py",
        "notebooks/make_sources.py",
    ):
        assert name in names, name
    assert "gouji_learn/rules/data/quotations.toml" not in names


def test_a_planted_duplicate_is_found_however_it_is_written() -> None:
    quote = quotation("irvine.two-small-jokers")
    words = quote.text
    planted = {
        "italic.md": f"The wiki: *{words}* — two small jokers.",
        "wrapped.md": f"- `irvine`：{words[:4]}\n  {words[4:]}。",
        "split.py": f'HINT = ("{words[:3]}"\n        "{words[3:]}")',
        "cited.md": "The wiki: {{quote irvine.two-small-jokers}}.",
        "cited.toml": 'zh = "尔湾：{irvine.two-small-jokers}。"',
    }
    assert written_twice(planted) == [
        f"{name}: irvine.two-small-jokers ({words})"
        for name in ("italic.md", "wrapped.md", "split.py")
    ]
    marks = quotation("qingdao.sweep-new-game")
    assert "“进贡”" in marks.text
    found = written_twice({"marks.md": '同时不再"进贡"，直接新的一局开始'})
    assert f"marks.md: qingdao.sweep-new-game ({marks.text})" in found


def test_a_short_term_and_each_part_of_a_cut_quotation() -> None:
    assert written_twice({"term.md": "三家都走完叫串三户。"}) == []
    cut = quotation("tongsu.single-two-not-gouji")
    head = cut.text.split("…")[0]
    assert written_twice({"head.md": head}) == [f"head.md: {cut.id} ({cut.text})"]
    assert written_twice({"tail.md": "故不予采纳"}) == [], "five characters are a phrase"
    assert written_twice({"list.py": '"贡牌种类：闷贡、烧贡、点贡、落贡、串贡。"'}) == []
    assert written_twice({"even.md": "有大花的牌不开点"}) == [
        "even.md: qingdao.big-joker-does-not-open (有大花的牌不开点)"
    ], "a clause of an even length is no list of words"


def test_a_question_cites_a_quotation_by_id_and_an_unknown_id_is_refused() -> None:
    records = tomllib.loads(
        (ROOT / "gouji_learn" / "exercises" / "bank" / "ch11.toml").read_text(encoding="utf-8")
    )["question"]
    cited = next(q for q in records if "{qingdao.point-tribute-not-returned}" in str(q["hints"]))
    words = quotation("qingdao.point-tribute-not-returned").text
    hints = [hint.zh for hint in question_of(cited, 11).hints]
    assert f"{words}。" in hints, "the hint shows the quotation, not its ID"
    broken = {**cited, "hints": [{"en": "See {qingdao.no-such-passage}.", "zh": "见原文。"}]}
    with pytest.raises(RecordError, match=rf"{cited['id']}\.hints: no quotation has the ID"):
        question_of(broken, 11)
