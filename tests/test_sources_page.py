"""The sources page of each edition gathers, verbatim, every Chinese quotation of its chapters.

A chapter source cites a passage by its record's ID (``{{quote ID}}``); each quotation the built
chapter shows (a blockquote line in Chinese, or a ``*...*`` span of six or more Chinese
characters) must find that passage on ``sources.ipynb`` of the same edition.
``notebooks/make_sources.py`` writes the pages from the records and the chapter sources, reading
the documents from docs/sources/ in the repository.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import nbformat
import pytest

from gouji_learn.rules.quotations import quotation, squeeze

ROOT = Path(__file__).resolve().parents[1]
EDITIONS = (ROOT / "notebooks", ROOT / "notebooks" / "zh")


def load_maker() -> ModuleType:
    """notebooks/make_sources.py, imported from its file (notebooks/ is not a package)."""
    spec = importlib.util.spec_from_file_location(
        "make_sources", ROOT / "notebooks" / "make_sources.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


MAKER = load_maker()


def page_text(folder: Path) -> str:
    """The markdown of an edition's sources page, all cells together."""
    cells = json.loads((folder / "sources.ipynb").read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown")


def test_quotations_are_chinese_blockquotes_and_long_italic_spans() -> None:
    markdown = (
        "The textbook: *如2个钱+4个十，算做6个十* — six tens; *dàhuā* and *小花带* are words.\n"
        "**这是加粗的中文不是引文** stays out, and so does *短的引文*.\n"
        "> 玩家甲出QQQ。非甲对家玩家乙回击KKK …\n"
        "> Player A plays Q Q Q; B, not A's 对头, answers K K K.\n"
        "A quotation may run over a line: *大花+小花+钱+同点的牌，\n此时大花当做小花。*\n"
        "In Chinese prose a span may touch what is around it: "
        '给*不原意[sic]立即"上牌"*的人。'
    )
    assert MAKER.quotations(markdown) == [
        "玩家甲出QQQ。非甲对家玩家乙回击KKK …",
        "如2个钱+4个十，算做6个十",
        "大花+小花+钱+同点的牌，此时大花当做小花。",
        '不原意[sic]立即"上牌"',
    ]


@pytest.mark.parametrize("folder", EDITIONS, ids=lambda f: f.relative_to(ROOT).as_posix())
def test_every_chapter_quotation_is_on_the_sources_page(folder: Path) -> None:
    page = squeeze(page_text(folder))
    missing = [
        f"{path.relative_to(ROOT)}: {quote}"
        for path in MAKER.chapters(folder)
        for markdown in MAKER.markdown_cells(path)
        for quote in MAKER.quotations(markdown)
        if squeeze(quote) not in page
    ]
    assert not missing, (
        f"{folder.relative_to(ROOT)}/sources.ipynb lacks these quotations "
        "(re-run notebooks/make_sources.py):\n" + "\n".join(missing)
    )


def test_every_chapter_quotation_has_a_record() -> None:
    missing = [
        f"{path.relative_to(ROOT)}: {quote}"
        for folder in EDITIONS
        for path in MAKER.chapters(folder)
        for markdown in MAKER.markdown_cells(path)
        for quote in MAKER.quotations(markdown)
        if squeeze(quote) not in MAKER.BY_TEXT
    ]
    assert not missing, (
        "add these to gouji_learn/rules/data/quotations.toml (word for word, … for a cut, "
        "[sic] after a slip):\n" + "\n".join(missing)
    )


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_pages_are_built_from_the_records(lang: str) -> None:
    folder = EDITIONS[0] if lang == "en" else EDITIONS[1]
    written = nbformat.read(folder / "sources.ipynb", as_version=4)
    built = MAKER.page(lang)
    assert [c.source for c in written.cells] == [c.source for c in built.cells], (
        f"{folder.relative_to(ROOT)}/sources.ipynb is out of date: run notebooks/make_sources.py"
    )


def test_the_english_page_glosses_each_passage_and_the_chinese_page_keeps_to_chinese() -> None:
    english, chinese = page_text(EDITIONS[0]), page_text(EDITIONS[1])
    counter_clockwise = quotation("qingdao.counter-clockwise")
    assert "> 打牌按逆时针进行\n\n**[T3]** play goes counter-clockwise\n" in english
    assert "> 打牌按逆时针进行\n\n**[T3]**\n" in chinese and counter_clockwise.gloss not in chinese
    assert quotation("qingdao.one-play-same-rank").note in chinese


def test_a_passage_in_two_documents_is_listed_under_each() -> None:
    quote = "纯够级牌才能开点"  # the Linyi entry and the 通俗 rulebook
    assert MAKER.holding(quote) == ["linyi", "tongsu"]
    sections = page_text(EDITIONS[0]).split("\n## ")
    holding = [part.splitlines()[0] for part in sections if f"> {quote}\n" in part]
    assert holding == ["The Linyi entry — preset `linyi`", "The 通俗 rulebook — preset `tongsu`"]


def test_quotations_are_placed_in_the_document_they_come_from() -> None:
    located = {
        quote: next(iter(MAKER.holding(quote)), None)
        for quote in [
            "打牌按逆时针进行",
            "不同阵营的玩家座位交错 … 每个玩家的上家，下家和对家都是对方联邦的玩家",
            "本规则亦规定实行不“贴钱”的玩法",
            "两个小王不可管一个小王",
            "这句话不在任何文献里",
            "对家看到3套够够级牌[sic]后",  # a slip kept as the source has it
            "应如实报明，称“报户”",  # the scrape wrote this quotation mark ?quot;
            "点数想同的一张",
            "点数相同的一张",
        ]
    }
    assert list(located.values()) == [
        "qingdao",
        "linyi",
        "tongsu",
        "irvine",
        None,
        "linyi",
        "qingdao",
        "qingdao",
        None,
    ]


def test_the_page_lists_what_the_chapter_sources_cite(tmp_path: Path) -> None:
    (tmp_path / "98_test.md").write_text(
        "+++ markdown a\n{{quote irvine.two-small-jokers}}, {{quote linyi.two-big-slap-one plain}}"
        "\n::: en\n{{quote irvine.two-small-jokers gloss}}\n::: zh\n:::\n",
        encoding="utf-8",
    )
    chapter = MAKER.HERE / "98_test.ipynb"
    assert MAKER.gather(tmp_path) == [
        (quotation("irvine.two-small-jokers"), [chapter]),
        (quotation("linyi.two-big-slap-one"), [chapter]),
    ]


def test_a_chapter_citing_an_unknown_quotation_stops_the_build(tmp_path: Path) -> None:
    (tmp_path / "99_test.md").write_text(
        "+++ markdown a\n# 99 · Test\n\n> {{quote irvine.no-such-passage plain}}\n",
        encoding="utf-8",
    )
    with pytest.raises(MAKER.build.SourceError, match=r"99_test\.md:4: no quotation has the ID"):
        MAKER.gather(tmp_path)
