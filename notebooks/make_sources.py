#!/usr/bin/env python3
"""Write the sources page of both editions (notebooks/sources.ipynb, notebooks/zh/sources.ipynb)
from the quotations file, gouji_learn/rules/data/quotations.toml.

    .venv/bin/python notebooks/make_sources.py            # write and execute both pages
    .venv/bin/python notebooks/make_sources.py --no-run   # write them only

The page describes the documents the rulebooks come from (docs/sources/) and lists every passage
the chapter sources cite (``{{quote ID}}``, notebooks/source/README.md) under each document that
holds it word for word, with its rule IDs and gloss from its record and the chapters citing it.
A chapter's quotation is a blockquote line or a ``*...*`` span of six or more Chinese characters
(:func:`quotations`); tests/test_sources_page.py checks that each is on the page and the pages
are current.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build
from execute import execute  # notebooks/execute.py

from gouji_learn.rules.quotations import (
    DOCUMENTS,
    QUOTATIONS,
    Quotation,
    cite,
    document_texts,
    found_in,
    squeeze,
)

HERE = Path(__file__).resolve().parent
SOURCES = HERE.parent / "docs" / "sources"
"""The source documents, kept in the repository."""
CJK = re.compile(r"[\u4e00-\u9fff]")
ITALIC = re.compile(  # a *span*, which in Chinese prose may touch the characters around it
    r"(?<![*\\A-Za-z0-9_])\*(?=[^\s*])((?:(?!\n\s*\n)[^*])+?)(?<=[^\s*])\*(?![*A-Za-z0-9_])"
)


def normalize(text: str) -> str:
    """``text`` on one line: a line break between Chinese characters goes, others become a space."""
    return re.sub(r"\s*\n\s*(?=\S)", lambda m: "" if _cjk_around(m) else " ", text).strip()


def _cjk_around(match: re.Match[str]) -> bool:
    """Whether the line break ``match`` sits next to a non-ASCII character."""
    text, start, end = match.string, match.start(), match.end()
    return (start > 0 and not text[start - 1].isascii()) or (
        end < len(text) and not text[end].isascii()
    )


def is_chinese_line(text: str) -> bool:
    """A blockquote line that quotes Chinese: more Chinese characters than Latin letters."""
    return len(CJK.findall(text)) > len(re.findall(r"[A-Za-z]", text))


def quotations(markdown: str) -> list[str]:
    """The Chinese quotations of one markdown text, normalized, in order (no repeats)."""
    found = [
        line.lstrip()[1:].strip()
        for line in markdown.splitlines()
        if line.lstrip().startswith(">") and is_chinese_line(line.lstrip()[1:])
    ]
    found += [
        normalize(match.group(1))
        for match in ITALIC.finditer(markdown)
        if len(CJK.findall(match.group(1))) >= 6
    ]
    return list(dict.fromkeys(found))


def markdown_cells(path: Path) -> list[str]:
    """The sources of a notebook's markdown cells."""
    notebook = nbformat.read(path, as_version=4)
    return [cell.source for cell in notebook.cells if cell.cell_type == "markdown"]


def chapters(folder: Path) -> list[Path]:
    """The chapter notebooks (``NN_name.ipynb``) of one edition folder."""
    return sorted(folder.glob("[0-9][0-9]_*.ipynb"))


def title(path: Path) -> str:
    """A chapter's title line without its markdown, e.g. ``05 · Gouji hands``."""
    cells = markdown_cells(path)
    first = cells[0].splitlines()[0] if cells else path.stem
    return re.split(r" — | \(", first.lstrip("# ").strip())[0]


# --- The documents ------------------------------------------------------------------------


@dataclass(frozen=True)
class Section:
    """How the page presents one document (``key`` as in the quotations file)."""

    key: str
    name: dict[str, str]
    about: dict[str, str]


def prose(text: str) -> str:
    """A paragraph written over several source lines, as one line (see :func:`normalize`), its
    ``{id}`` citations filled in."""
    return cite(normalize(text))


SECTIONS = [
    Section(
        "qingdao",
        {
            "en": "The Qingdao textbook — preset `qingdao`",
            "zh": "青岛教科书——`qingdao`（青岛规则）",
        },
        {
            "en": prose(
                """
                A forum thread of 2007 (Chinese players in Winnipeg looking for a table) in
                which one member pasted a *textbook* (教科书内容, "勾级---中国桥牌") of
                Qingdao-style Gouji: the game's history (invented in Qingdao's 沧口 district in
                the late 1970s), the table, the names of the cards, what makes one play (贴钱, 挂
                花), the gouji hands, how plays compare, numbered rule options (选项ID), the
                phases of a round, the full 27-case 点贡 table, the places and the scoring. It
                is the most complete of the four and the package's default rulebook. The copy is
                clean apart from web-scrape escapes (`\\"`) and a few broken characters; its 点
                贡 table has one slip ("4+1=3" for 4+1=5). Around it are the forum replies,
                which carry no rules.
                """
            ),
            "zh": prose(
                """
                2007 年的一个论坛帖子（温尼伯的华人找人凑桌打够级），其中一位网友贴出了一份青岛够
                级的“教科书”（教科书内容，“勾级---中国桥牌”）：够级的来历（20 世纪 70 年代末起源
                于青岛沧口）、牌桌、特殊牌的叫法、一手牌（贴钱、挂花）、够级牌、比大小、带编号的
                规则选项（选项ID）、一回合的各个阶段、完整的 27 种点贡表、名次和计分。四份文献里
                它最完整，也是本书默认的规则。文字基本干净，只有网页转存留下的转义符（`\\"`）和少
                数乱码；点贡表里有一处笔误（“4+1=3”应为 4+1=5）。帖子其余部分是网友回帖，不含规
                则。
                """
            ),
        },
    ),
    Section(
        "linyi",
        {
            "en": "The Linyi entry — preset `linyi`",
            "zh": "临沂够级百科条目——`linyi`（临沂规则）",
        },
        {
            "en": prose(
                """
                An online encyclopedia entry (互动百科) on Linyi Gouji, 够级（憋三发四）: 3s
                only as your last play (憋三), 4s only after you have opened the point (发四).
                It gives the table, the plays, beating, gouji hands, opening, burning, tribute
                and a ladder of level titles (积分等级, 农民 up to 主席). Short and readable,
                but it leaves much unsaid; it repeats some sentences of the Qingdao textbook
                word for word. It is the first text of the second file.
                """
            ),
            "zh": prose(
                """
                互动百科上的“临沂够级”词条，副题“憋三发四”：3 只能作最后一手出（憋三），4 要开点
                之后才能出（发四）。条目讲了座位、一手牌、管牌、够级牌、开点、烧牌、进贡和积分等
                级（从农民到主席）。文字简短易读，但很多地方没有说清；有些句子与青岛教科书一字不
                差。它是第二个文件里的第一篇。
                """
            ),
        },
    ),
    Section(
        "summary",
        {
            "en": "The scrambled summary (no preset)",
            "zh": "打乱的网页摘要（无对应规则）",
        },
        {
            "en": prose(
                """
                The second text of the same file: a web summary (够级扑克游戏如何玩, from
                anfone.net) whose sentences were cut and shuffled by the scrape. The package
                uses it only for facts that are clear, and no rulebook follows it.
                """
            ),
            "zh": prose(
                """
                同一文件的第二篇：安丰网的《够级扑克游戏如何玩》网页摘要，转存时句子被切碎、打
                乱。本书只取其中意思清楚的事实，没有哪套规则以它为准。
                """
            ),
        },
    ),
    Section(
        "tongsu",
        {
            "en": "The 通俗 rulebook — preset `tongsu`",
            "zh": "《通俗规则》——`tongsu`（通俗规则）",
        },
        {
            "en": prose(
                """
                山东够级游戏通俗规则（完整版）, "the popular rules of Shandong Gouji, complete
                edition": a codified rulebook of 50 articles, general rules (总则) then detailed
                rules (分则), that chooses on purpose among the regional customs and says why.
                It forbids 贴钱 and 预点, may take ten 3s and ten 4s out of the shoe (196
                cards), wants two 2s for a gouji hand, and doubles the 烧贡 at every 反烧. The
                text is complete and well kept; it is the third text of the second file, after
                the scrambled summary.
                """
            ),
            "zh": prose(
                """
                《山东够级游戏通俗规则（完整版）》：一部成文的规则，共 50 条，先总则后分则，在各
                地习惯之间有意取舍，并说明理由。它禁止贴钱和预点，可以从牌里拿掉十张 3 和十
                张 4（共 196 张），单张“2”不算够级牌（要两张），每反烧一次烧贡翻倍。文字完整、保
                存良好；它是第二个文件的第三篇，排在打乱的摘要之后。
                """
            ),
        },
    ),
    Section(
        "irvine",
        {
            "en": "The Irvine wiki — preset `irvine`",
            "zh": "尔湾够级维基——`irvine`（尔湾规则）",
        },
        {
            "en": prose(
                """
                A wiki sandbox page (User:Xdgning/沙盒) on Irvine Gouji (尔湾够级): Qingdao
                Gouji as refined by players in Irvine, USA. It is short and precise where the
                others are vague: seven worked hand comparisons (可管 / 不可管), four burn
                examples with their tributes, the order of tributes and numbered notes (备注).
                It counts 大王 and 小王 one by one, and two 小王 never beat one 小王. The text
                is clean.
                """
            ),
            "zh": prose(
                """
                维基百科的一个沙盒页面（User:Xdgning/沙盒），介绍尔湾够级：在美国尔湾的玩家手里改
                良过的青岛够级。篇幅短，但别处含糊的地方它说得很准：七个比大小的例子（可管／不可
                管）、四个烧牌例子及其进贡、进贡顺序和编号的备注。它把大王、小王分开算，
                {irvine.two-small-jokers}。文字干净。
                """
            ),
        },
    ),
]

DISAGREEMENTS = {
    "en": [
        prose(
            """
            Who leads after the 对头 declines a gouji hand: the Qingdao textbook once says the 对
            头 does (由对头发牌), but its own trick rule and the Irvine wiki give the lead to
            the last player (chapter 07).
            """
        ),
        prose(
            """
            The order of the tributes: every document has its own (chapter 11).
            """
        ),
        prose(
            """
            What "3 jokers + 2 tens" beats when the jokers are small (chapter 04).
            """
        ),
        prose(
            """
            Whether only the 落贡 or every tribute is returned (chapter 11).
            """
        ),
        prose(
            """
            Whether a single 2 is a gouji hand: the 通俗 rulebook wants two (chapter 05).
            """
        ),
        prose(
            """
            Whether the first or the last play of a burn may go without a joker (chapter 08).
            """
        ),
    ],
    "zh": [
        prose(
            """
            对头不回够级牌之后谁发牌：青岛教科书有一处说“由对头发牌”，但它自己关于一轮的规则和尔
            湾维基都让最后出牌的人发牌（第 07 章）。
            """
        ),
        prose(
            """
            进贡的顺序：每份文献各不相同（第 11 章）。
            """
        ),
        prose(
            """
            “3 个花带 2 个十”里的花都是小花时，能不能大过（第 04 章）。
            """
        ),
        prose(
            """
            只有落贡还贡，还是每种贡都还（第 11 章）。
            """
        ),
        prose(
            """
            单张“2”算不算够级牌：《通俗规则》要两张（第 05 章）。
            """
        ),
        prose(
            """
            烧牌时是第一手还是最后一手可以不带王（第 08 章）。
            """
        ),
    ],
}

PRESETS_CODE = (
    "from gouji_learn import PRESET_NAMES, PRESET_SOURCES\n\n"
    "for name in PRESET_NAMES:\n"
    '    print(f"{name:8} {PRESET_SOURCES[name]}")'
)
"""The page's one cell of code besides the language choice: each preset and its document."""

TEXT = {
    "en": {
        "title": "\n\n".join(
            [
                "# Sources — the four documents (出处 *chūchù*)",
                "中文版：[zh/sources.ipynb](zh/sources.ipynb)",
            ]
        ),
        "intro": "\n\n".join(
            [
                prose(
                    """
                    Every rule these notebooks teach comes from four written descriptions of
                    Gouji, kept in three files. They are in Chinese, partly garbled web copies,
                    and they disagree in places: normal for a folk game played differently from
                    town to town. Each rulebook of the package (a preset of `RuleSet`) follows
                    one of them, and every option says which passage it rests on.
                    """
                ),
                "\n".join(
                    [
                        "| document | what it is | when, where | the text | preset |",
                        "|---|---|---|---|---|",
                        "| The Qingdao textbook | a *textbook* (教科书) of Qingdao-style Gouji, "
                        "pasted into a forum thread | thread of 2007, Chinese players in Winnipeg; "
                        "the game of Qingdao, Shandong | the most complete; clean but for "
                        "web-scrape "
                        "escapes and a few broken characters | `qingdao` (the default) |",
                        "| The Linyi entry | an online encyclopedia entry on Linyi Gouji, "
                        "憋三发四 | undated; Linyi, Shandong | short and readable, leaves much "
                        "unsaid | `linyi` |",
                        "| The 通俗 rulebook | 山东够级游戏通俗规则（完整版）, a codified rulebook "
                        "of 50 articles | undated; Shandong | complete and well kept | `tongsu` |",
                        "| The Irvine wiki | a wiki sandbox page on Irvine Gouji (尔湾够级) | "
                        "undated; Qingdao Gouji as played in Irvine, USA | short, precise and "
                        "clean "
                        "| `irvine` |",
                        "| (The scrambled summary) | a web summary printed after the Linyi entry | "
                        "undated | sentences cut and shuffled by the scrape: only its clear facts "
                        "are used | none |",
                    ]
                ),
                prose(
                    """
                    **How to read the passages.** Below, each document is described in more
                    detail, followed by every passage the chapters quote from it, word for word:
                    first the Chinese original (中文 *zhōngwén*) as a quotation, then the rule
                    it supports in brackets (**[H1]** is rule H1 of the chapters, e.g. chapter
                    03's "The rule (H1)"), then an English gloss, then the chapters that quote
                    it. A cut is marked …, a slip of the source is kept and marked [sic]. A
                    passage found word for word in two documents (the Linyi entry and the
                    scrambled summary repeat sentences of the Qingdao textbook) is listed under
                    each, with a note naming the other; the preset of a section follows that
                    section's document.
                    """
                ),
            ]
        ),
        "presets": "The presets and their documents, as the package states them:",
        "quoted": "Passages the chapters quote",
        "none": "No chapter quotes it yet.",
        "in": "Quoted in: ",
        "also": "Also word for word in: ",
        "disagree": "\n\n".join(
            [
                "## Where the documents disagree",
                prose(
                    """
                    The chapters show each of these places with the rulebooks side by side; each
                    preset takes the side of its document, and the choice is a named `RuleSet`
                    option.
                    """
                ),
            ]
        ),
    },
    "zh": {
        "title": "# 出处：四份文献 (Sources)\n\n[English](../sources.ipynb)",
        "intro": "\n\n".join(
            [
                prose(
                    """
                    本书讲的每条规则都出自四份关于够级的文字材料，存在三个文件里。它们是中文的网
                    页转存，有的地方乱码，彼此也有出入——民间牌戏各地玩法不同，本来如此。本书的每
                    套规则（`RuleSet` 的预设）以其中一份为准，每个选项都注明依据的原文。
                    """
                ),
                "\n".join(
                    [
                        "| 文献 | 是什么 | 时间、地点 | 文字状况 | 对应规则 |",
                        "|---|---|---|---|---|",
                        "| 青岛教科书 | 贴在论坛帖子里的一份青岛够级“教科书” | 2007 "
                        "年的帖子，温尼伯的华"
                        "人；玩法来自山东青岛 | 最完整；除网页转存的转义符和少数乱码外很干净 | "
                        "`qingdao`（默认） |",
                        "| 临沂够级百科条目 | 网络百科上“临沂够级”词条，憋三发四 | "
                        "年代不详；山东临沂 | "
                        "简短易读，很多地方没说清 | `linyi` |",
                        "| 《通俗规则》 | 《山东够级游戏通俗规则（完整版）》，共 50 条 | "
                        "年代不详；山东 | "
                        "完整、保存良好 | `tongsu` |",
                        "| 尔湾够级维基 | 维基百科上介绍尔湾够级的沙盒页面 | "
                        "年代不详；美国尔湾玩家改良的"
                        "青岛够级 | 简短、准确、干净 | `irvine` |",
                        "| （打乱的网页摘要） | 排在临沂条目后面的一篇网页摘要 | 年代不详 | "
                        "句子被切碎打乱，"
                        "只取意思清楚的事实 | 无 |",
                    ]
                ),
                prose(
                    """
                    **怎么读下面的引文。** 下面先逐一介绍每份文献，再一字不改地列出各章从中引用的原
                    文：先是中文原文，然后方括号里是它所依据的规则编号（**[H1]** 即各章所说的
                    规则 H1），有必要时附一句说明，最后是引用它的章节。删节处用 … 标出，原文的
                    笔误照录并标 [sic]。同一句话在两份文献里一字不差的（临沂条目和打乱的摘要都照
                    抄了青岛教科书的一些句子），两处都列出，并注明另一处；每一节的规则以该节的文
                    献为准。
                    """
                ),
            ]
        ),
        "presets": "各套规则和它所依据的文献（程序包自己的说明）：",
        "quoted": "各章引用的原文",
        "none": "还没有章节引用。",
        "in": "引用于：",
        "also": "同样一字不差见于：",
        "disagree": "\n\n".join(
            [
                "## 文献之间的分歧",
                prose(
                    """
                    这些地方各章都把几套规则并排列出；每套规则站在自己文献的一边，所作的选择
                    是 `RuleSet` 里一个有名字的选项。
                    """
                ),
            ]
        ),
    },
}

TEXTS = document_texts(SOURCES)
BY_TEXT = {squeeze(quote.text): quote for quote in QUOTATIONS.values()}
"""The records by their text as compared with a chapter's (one kind of quotation mark)."""


@cache
def holding(text: str) -> list[str]:
    """The documents (in the page's order) that hold ``text`` word for word."""
    return [key for key in DOCUMENTS if found_in(text, TEXTS[key])]


Passage = tuple[Quotation, list[Path]]
"""A quoted passage: its record and the chapters quoting it."""


def gather(sources: Path = build.SOURCES) -> list[Passage]:
    """Every passage the chapter sources in ``sources`` cite (``{{quote ID}}``), once, with the
    chapters citing it, in the order of the chapters; an unknown ID stops the build with a
    SourceError naming the chapter and line."""
    found: dict[Quotation, list[Path]] = {}
    for source in sorted(sources.glob("[0-9][0-9]_*.md")):
        text = source.read_text(encoding="utf-8")
        build.parse(text, str(source))
        for match in build.QUOTE.finditer(text):
            where = found.setdefault(QUOTATIONS[match["id"]], [])
            if HERE / f"{source.stem}.ipynb" not in where:
                where.append(HERE / f"{source.stem}.ipynb")
    return list(found.items())


def chapter_link(path: Path, folder: Path) -> str:
    """A markdown link to the chapter of ``path``'s name in the edition ``folder``."""
    twin = folder / path.name
    return f"[{title(twin if twin.exists() else path)}]({path.name})"


def quote_block(passage: Passage, home: str, folder: Path, lang: str) -> str:
    """One passage: the quotation, its rule IDs and gloss, the chapters quoting it, and the other
    documents that hold it word for word (``home`` is the one it is listed under)."""
    quote, where = passage
    words = quote.gloss if lang == "en" else quote.note
    lines = [
        f"> {quote.text}",
        "",
        " ".join(filter(None, (f"**[{', '.join(quote.rules)}]**", words))),
    ]
    links = ", ".join(chapter_link(path, folder) for path in where)
    lines += ["", f"{TEXT[lang]['in']}{links}"]
    names = {section.key: section.name[lang] for section in SECTIONS}
    others = [names[key] for key in holding(quote.text) if key != home]
    if others:
        lines += ["", TEXT[lang]["also"] + "; ".join(others)]
    return "\n".join(lines)


def page(lang: str) -> nbformat.NotebookNode:
    """The sources page of one edition (``"en"``: notebooks/, ``"zh"``: notebooks/zh/)."""
    folder = HERE if lang == "en" else HERE / "zh"
    text = TEXT[lang]
    passages = gather()
    cells = [
        nbformat.v4.new_markdown_cell(text["title"] + "\n\n" + text["intro"]),
        nbformat.v4.new_code_cell(f'from gouji_learn import set_language\nset_language("{lang}")'),
        nbformat.v4.new_markdown_cell(text["presets"]),
        nbformat.v4.new_code_cell(PRESETS_CODE),
    ]
    for section in SECTIONS:
        quotes = [p for p in passages if section.key in holding(p[0].text)]
        if section.key == "summary" and not quotes:
            continue
        body = [f"## {section.name[lang]}", "", section.about[lang], "", f"### {text['quoted']}"]
        blocks = [quote_block(passage, section.key, folder, lang) for passage in quotes]
        cells.append(
            nbformat.v4.new_markdown_cell(
                "\n".join(body) + "\n\n" + ("\n\n".join(blocks) or text["none"])
            )
        )
    items = "\n".join(f"{i}. {item}" for i, item in enumerate(DISAGREEMENTS[lang], 1))
    cells.append(nbformat.v4.new_markdown_cell(text["disagree"] + "\n\n" + items))
    for number, cell in enumerate(cells):
        cell["id"] = f"sources-{number:02}"
    notebook = nbformat.v4.new_notebook(cells=cells)
    notebook.metadata = {
        "kernelspec": {
            "display_name": "Python 3 (ipykernel)",
            "language": "python",
            "name": "python3",
        },
        "language_info": {"name": "python"},
    }
    return notebook


def main(argv: list[str]) -> int:
    """Write (and unless ``--no-run``, execute) the sources page of both editions."""
    for lang, path in (("en", HERE / "sources.ipynb"), ("zh", HERE / "zh" / "sources.ipynb")):
        notebook = page(lang)
        nbformat.validate(notebook)
        if "--no-run" not in argv:
            execute(notebook, path)
        path.parent.mkdir(exist_ok=True)
        nbformat.write(notebook, path)
        print(f"wrote {path.relative_to(HERE.parent)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
