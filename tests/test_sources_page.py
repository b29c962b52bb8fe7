"""The sources page of each edition gathers, verbatim, every Chinese quotation of its chapters.

A chapter that quotes a document (a blockquote line in Chinese, or a ``*...*`` span of six or
more Chinese characters) must find that passage on ``sources.ipynb`` of the same edition;
``notebooks/make_sources.py`` writes the pages from the chapters.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
EDITIONS = (ROOT / "notebooks", ROOT / "notebooks" / "zh")
CJK_ONLY = re.compile(r"[\u4e00-\u9fff\W]*")


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
    page = page_text(folder)
    missing = [
        f"{path.relative_to(ROOT)}: {quote}"
        for path in MAKER.chapters(folder)
        for markdown in MAKER.markdown_cells(path)
        for quote in MAKER.quotations(markdown)
        if quote not in page
    ]
    assert not missing, (
        f"{folder.relative_to(ROOT)}/sources.ipynb lacks these quotations "
        "(re-run notebooks/make_sources.py):\n" + "\n".join(missing)
    )


def every_quotation() -> dict[str, list[str]]:
    """Every quotation of the chapters of both editions, with the chapters making it."""
    found: dict[str, list[str]] = {}
    for folder in EDITIONS:
        for path in MAKER.chapters(folder):
            for markdown in MAKER.markdown_cells(path):
                for quote in MAKER.quotations(markdown):
                    found.setdefault(quote, []).append(str(path.relative_to(ROOT)))
    return found


def test_every_quotation_has_a_curated_gloss_and_no_gloss_is_left_over() -> None:
    quoted = every_quotation()
    missing = [
        f"{where[0]}: {quote}" for quote, where in quoted.items() if quote not in MAKER.GLOSSES
    ]
    assert not missing, "add these to GLOSSES in notebooks/make_sources.py:\n" + "\n".join(missing)
    assert not set(MAKER.GLOSSES) - set(quoted), "GLOSSES lists quotations no chapter makes"
    for quote, gloss in MAKER.GLOSSES.items():
        assert gloss.rules and all(re.fullmatch(r"[A-Z][0-9]", rule) for rule in gloss.rules), quote
        assert re.search(r"[a-z]{3,}", gloss.en) and not CJK_ONLY.fullmatch(gloss.en), quote
        assert "sources page" not in gloss.en and "seed" not in gloss.en.lower(), quote


def test_the_english_page_glosses_each_passage_and_the_chinese_page_keeps_to_chinese() -> None:
    english, chinese = page_text(EDITIONS[0]), page_text(EDITIONS[1])
    gloss = MAKER.GLOSSES["打牌按逆时针进行"]
    assert "> 打牌按逆时针进行\n\n**[T3]** play goes counter-clockwise\n" in english
    assert "> 打牌按逆时针进行\n\n**[T3]**\n" in chinese and gloss.en not in chinese
    assert MAKER.GLOSSES["点数想同[sic]的一张到多张牌是一手牌"].zh in chinese


@pytest.mark.skipif(not MAKER.SEEDS.is_dir(), reason="the source documents are not on this machine")
def test_every_quotation_is_word_for_word_in_a_document() -> None:
    seeds = {
        d.file: (MAKER.SEEDS / d.file).read_text(encoding="utf-8").splitlines()
        for d in MAKER.DOCUMENTS
    }
    lost = [
        f"{where[0]}: {quote}"
        for quote, where in every_quotation().items()
        if not MAKER.locate_all(quote, seeds)
    ]
    assert not lost, "quote these word for word (… for a cut, [sic] after a slip):\n" + "\n".join(
        lost
    )


@pytest.mark.skipif(not MAKER.SEEDS.is_dir(), reason="the source documents are not on this machine")
def test_a_passage_in_two_documents_is_listed_under_each() -> None:
    seeds = {
        d.file: (MAKER.SEEDS / d.file).read_text(encoding="utf-8").splitlines()
        for d in MAKER.DOCUMENTS
    }
    quote = "纯够级牌才能开点"  # the Linyi entry and the 通俗 rulebook
    assert [d.key for d in MAKER.locate_all(quote, seeds)] == ["linyi", "tongsu"]
    sections = page_text(EDITIONS[0]).split("\n## ")
    holding = [part.splitlines()[0] for part in sections if f"> {quote}\n" in part]
    assert holding == ["The Linyi entry — preset `linyi`", "The 通俗 rulebook — preset `tongsu`"]


@pytest.mark.skipif(not MAKER.SEEDS.is_dir(), reason="the source documents are not on this machine")
def test_quotations_are_placed_in_the_document_they_come_from() -> None:
    seeds = {
        d.file: (MAKER.SEEDS / d.file).read_text(encoding="utf-8").splitlines()
        for d in MAKER.DOCUMENTS
    }
    located = {
        quote: getattr(MAKER.locate(quote, seeds), "key", None)
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
