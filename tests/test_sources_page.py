"""The sources page of each edition gathers, verbatim, every Chinese quotation of its chapters.

A chapter that quotes a document (a blockquote line in Chinese, or a ``*...*`` span of six or
more Chinese characters) must find that passage on ``sources.ipynb`` of the same edition;
``notebooks/make_sources.py`` writes the pages from the chapters.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

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
        "A quotation may run over a line: *大花+小花+钱+同点的牌，\n此时大花当做小花。*"
    )
    assert MAKER.quotations(markdown) == [
        "玩家甲出QQQ。非甲对家玩家乙回击KKK …",
        "如2个钱+4个十，算做6个十",
        "大花+小花+钱+同点的牌，此时大花当做小花。",
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
        ]
    }
    assert list(located.values()) == ["qingdao", "linyi", "tongsu", "irvine", None]
