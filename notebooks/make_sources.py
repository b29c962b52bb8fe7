#!/usr/bin/env python3
"""Write the sources page of both editions (notebooks/sources.ipynb, notebooks/zh/sources.ipynb).

    .venv/bin/python notebooks/make_sources.py            # write and execute both pages
    .venv/bin/python notebooks/make_sources.py --no-run   # write them only

The page describes the four documents the rulebooks come from and gathers, verbatim, every
Chinese quotation of the chapters (blockquote lines and ``*...*`` spans of six or more Chinese
characters), listed under every document it is found in, with its rule IDs and English gloss
(``GLOSSES``, written by hand) and the chapters quoting it. Re-run it whenever a chapter's
quotations change, and gloss a new one (tests/test_sources_page.py checks both).
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import nbformat

HERE = Path(__file__).resolve().parent
SEEDS = Path(os.environ.get("GOUJI_SEEDS", "/work/shared/seeds"))  # the three source files
CJK = re.compile(r"[\u4e00-\u9fff]")
ITALIC = re.compile(  # a *span*, which in Chinese prose may touch the characters around it
    r"(?<![*\\A-Za-z0-9_])\*(?=[^\s*])((?:(?!\n\s*\n)[^*])+?)(?<=[^\s*])\*(?![*A-Za-z0-9_])"
)
ELLIPSIS = re.compile(r"\s*(?:…+|\.\.\.+)\s*")
QUOTE_MARKS = str.maketrans({c: '"' for c in "“”‘’'「」"})


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


@dataclass
class Document:
    """One source document: where it lies in the seed files and how the page describes it."""

    key: str
    file: str
    lines: range
    name: dict[str, str]
    about: dict[str, str]


def prose(text: str) -> str:
    """A paragraph written over several source lines, as one line (see :func:`normalize`)."""
    return normalize(text)


DOCUMENTS = [
    Document(
        "qingdao",
        "000_8809607755de2669.txt",
        range(1, 10_000),
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
    Document(
        "linyi",
        "002_a25df5c604da1d59.txt",
        range(1, 17),
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
    Document(
        "summary",
        "002_a25df5c604da1d59.txt",
        range(17, 20),
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
    Document(
        "tongsu",
        "002_a25df5c604da1d59.txt",
        range(20, 10_000),
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
    Document(
        "irvine",
        "004_0d87d8307ce4db95.txt",
        range(1, 10_000),
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
                管）、四个烧牌例子及其进贡、进贡顺序和编号的备注。它把大王、小王分开算，两个小王
                不可管一个小王。文字干净。
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
        "unplaced": "\n\n".join(
            [
                "## Passages not found word for word",
                prose(
                    """
                    These quotations could not be found verbatim in any document (a cut, a
                    changed punctuation mark, or a paraphrase):
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
        "unplaced": "\n\n".join(
            [
                "## 没有逐字找到的引文",
                prose(
                    """
                    下面这些引文在文献里没有逐字找到（有删节、标点不同或是转述）：
                    """
                ),
            ]
        ),
    },
}


SIC = re.compile(r"\s*(?:\[sic\]|（原文如此）)")
"""The mark a chapter puts after a slip it quotes as the source has it."""


def _squeeze(text: str) -> str:
    """Text for matching against the seeds: no whitespace, no escapes, one kind of quote mark.

    The scrape wrote a quotation mark as ``\\"`` or ``&quot;``, and in five places as ``?quot;``
    (its ``&`` lost).
    """
    for escape in ('\\"', "&quot;", "?quot;"):
        text = text.replace(escape, '"')
    return re.sub(r"\s+", "", text).translate(QUOTE_MARKS)


def locate_all(quote: str, seeds: dict[str, list[str]]) -> list[Document]:
    """The documents in which every fragment of ``quote`` (cut at ellipses) is found verbatim."""
    fragments = [_squeeze(part).strip('"') for part in ELLIPSIS.split(SIC.sub("", quote))]
    fragments = [part for part in fragments if part]
    found = []
    for document in DOCUMENTS:
        lines = seeds[document.file]
        text = _squeeze("".join(lines[i - 1] for i in document.lines if i <= len(lines)))
        if fragments and all(part in text for part in fragments):
            found.append(document)
    return found


def locate(quote: str, seeds: dict[str, list[str]]) -> Document | None:
    """The first document (in the page's order) that holds ``quote`` verbatim, if any."""
    return next(iter(locate_all(quote, seeds)), None)


@dataclass(frozen=True)
class Gloss:
    """What the page says beside a quotation: its rule IDs (DIGEST), an English gloss, a zh note."""

    rules: tuple[str, ...]
    en: str
    zh: str = ""


GLOSSES: dict[str, Gloss] = {
    "打牌按逆时针进行": Gloss(
        ("T3",),
        "play goes counter-clockwise",
    ),
    "不同阵营的玩家座位交错 … 每个玩家的上家，下家和对家都是对方联邦的玩家": Gloss(
        ("T1", "T2"),
        "the two sides sit alternately … the players before and after him (上家, 下家) and the "
        "one opposite (对家) belong to the other alliance",
    ),
    "相隔的玩家为一同帮，相邻、相对的玩家为对方 … 各玩家按逆时针顺序抓牌、出牌": Gloss(
        ("T1", "T3"),
        "players one seat apart are one team (帮 *bāng*), neighbours and opposites are opponents "
        "… everyone draws and plays counter-clockwise",
    ),
    '每不相邻的三个人组成一个"联邦" … 出牌顺序为逆时针依次出牌': Gloss(
        ("T1", "T3"),
        "every three players not sitting side by side form an alliance (联邦) … play goes "
        "counter-clockwise in turn",
    ),
    "大王（红色）、小王（黑色）": Gloss(
        ("C3",),
        "the big joker (red), the small joker (black)",
    ),
    "不论花色，点数相同即大小一样": Gloss(
        ("C2",),
        "whatever the suit, cards of the same rank are equally strong",
    ),
    "牌力不区分牌面花色（大小王除外），只论点数和张数": Gloss(
        ("C2",),
        "a card's strength ignores its suit (the jokers apart) and counts only rank and number",
    ),
    "除小王和大王外没有花色之分": Gloss(
        ("C2",),
        "apart from the small and the big joker there are no suits",
    ),
    "大花>小花>钱（二）>A>K>Q>J>10>9>8>7>6>5>4>3": Gloss(
        ("C2", "C3"),
        'big joker > small joker > "money" (the 2) > A > K > … > 4 > 3',
    ),
    "点数从大到小为大王（红色）、小王（黑色）、2、A、老K、Q、J、10～3": Gloss(
        ("C2", "C3"),
        'from high to low: big joker (red), small joker (black), 2, A, "old K", Q, J, 10 down to 3',
    ),
    '3、4、…、A、2（通常称作"钱"）、小王、大王': Gloss(
        ("C2", "C3"),
        '3, 4, …, A, 2 (usually called "money"), small joker, big joker',
    ),
    "玩家首抓牌，将由对家最后收牌": Gloss(
        ("C1",),
        "whoever draws the first card, the player opposite him draws the last",
    ),
    "点数想同[sic]的一张到多张牌是一手牌": Gloss(
        ("H1",),
        'one or more cards of the same rank are one play (想同 is a slip for 相同, "same")',
        "原文“想同”是“相同”的笔误。",
    ),
    "点数不同的牌组合在一起不算一手牌，如1个五+2个十": Gloss(
        ("H1",),
        "cards of different ranks put together are not one play, e.g. one five and two tens",
    ),
    "如2个钱+4个十，算做6个十": Gloss(
        ("H2",),
        "e.g. two 2s and four tens count as six tens",
    ),
    "钱如果单独出，算做二": Gloss(
        ("H2",),
        "2s played on their own count as 2s",
    ),
    "本规则亦规定实行不“贴钱”的玩法": Gloss(
        ("H2",),
        "this rulebook also prescribes play without 贴钱 (no adding 2s to other ranks)",
    ),
    "2张小花+3个八，称为2小花带3个八": Gloss(
        ("H3",),
        'two small jokers and three eights are called "two small jokers carrying three eights"',
    ),
    "如2个大花+3个钱+4个十，算做2个大花带7个十": Gloss(
        ("H4",),
        "e.g. two big jokers, three 2s and four tens count as two big jokers carrying seven tens",
    ),
    "大花+钱，算做大花带二": Gloss(
        ("H4",),
        "big jokers with 2s (and nothing else) count as big jokers carrying 2s",
    ),
    "大花+小花+钱+同点的牌，此时大花当做小花。如1大花+1小花+2个钱+4个五，当做2个小花带6个五": Gloss(
        ("H5",),
        "big and small jokers with 2s and cards of one rank: the big jokers count as small "
        "ones; e.g. one big joker, one small joker, two 2s and four fives count as two small "
        "jokers carrying six fives",
    ),
    "原则上是同样张数的牌才允许比较大小": Gloss(
        ("B1",),
        "in principle only plays with the same number of cards may be compared",
    ),
    "2个钱+3个八，相当于5个八，和5个九比较大小，5个九要大": Gloss(
        ("B2", "H2"),
        "two 2s and three eights are worth five eights; compared with five nines, the five "
        "nines are bigger",
    ),
    (
        "如果要大过此牌，必须在两个方面都大过此牌，即必须用2个大花带3个十大过 … "
        "但2个大花带3个八（或九）是不能大过的"
    ): Gloss(
        ("B3",),
        "to beat this play you must beat it in both respects, i.e. with two big jokers "
        "carrying three tens … but two big jokers carrying three eights (or nines) cannot beat "
        "it",
    ),
    "也可以用3个花带2个十大过": Gloss(
        ("B3",),
        "it can also be beaten with three jokers carrying two tens",
    ),
    "两个小王不可管一个小王": Gloss(
        ("B5", "B6"),
        "two small jokers cannot beat one small joker",
    ),
    "必须同样长度的牌比较大小": Gloss(
        ("B1",),
        "only plays of the same length are compared",
    ),
    "两个大花可以打一个大花，两个小花可以打一个小花，三小花可以打一大花": Gloss(
        ("B4",),
        "two big jokers beat one big joker, two small jokers beat one small joker, three small "
        "jokers beat one big joker",
    ),
    "两大花拍一个大花": Gloss(
        ("B4",),
        "two big jokers slap down one big joker",
    ),
    "本规则仅认同'两大灭一大'": Gloss(
        ("B4",),
        'this rulebook accepts only "two big kill one big"',
    ),
    (
        "回击牌时必须牌型一致，惟有两种情况特例：… 一个大王：能且仅能用大王大王回击。… "
        "大王小王：能且仅能用大王大王大王回击。"
    ): Gloss(
        ("B6",),
        "an answer must have the same shape as the play, with just two exceptions: … one big "
        "joker can only be answered with two big jokers … big joker + small joker only with "
        "three big jokers",
    ),
    "1张大、小花及钱，2张A，2张K，3张Q，4张J，5张10为法定最低级别、最少数量的够级牌": Gloss(
        ("G1",),
        "one big or small joker or one 2, two aces, two kings, three queens, four jacks, five "
        "tens: the lowest, smallest gouji hands the rules recognise",
    ),
    "张数多于上面任何一种类型的，也算够级牌，如6张10": Gloss(
        ("G1",),
        "more cards than any of the kinds above are gouji hands too, e.g. six tens",
    ),
    "当任何一手牌挂花时，也算作“够级牌”": Gloss(
        ("G2",),
        "any play with jokers hung on it also counts as a gouji hand",
    ),
    "“挂花”为够级牌": Gloss(
        ("G2",),
        "a play with jokers hung on it is a gouji hand",
    ),
    "可以用2或王代替": Gloss(
        ("G2",),
        "(missing cards) may be replaced by 2s or jokers",
    ),
    "如果1张“2”即可作为够级牌 … 故不予采纳": Gloss(
        ("G1",),
        "if a single 2 were a gouji hand … so this rulebook does not adopt it",
    ),
    "至少五个10、四个J、3个Q、两个K、两个A": Gloss(
        ("G1",),
        "at least five tens, four jacks, three queens, two kings, two aces",
    ),
    "不包括点数“2”和大、小王的够级牌称为纯够级牌": Gloss(
        ("G3",),
        "a gouji hand without 2s and without jokers is called a pure gouji hand",
    ),
    "用除大花以外的够级牌…取得一次“发牌”权时，称为“开点”": Gloss(
        ("K1", "K2"),
        "winning a lead with a gouji hand other than one with a big joker … is called opening "
        "the point",
    ),
    "纯够级牌才能开点": Gloss(
        ("K2",),
        "only a pure gouji hand can open the point",
    ),
    "不可用2或王代替": Gloss(
        ("K2",),
        "(for opening, missing cards) may not be replaced by 2s or jokers",
    ),
    "2只能回击够级牌时开点": Gloss(
        ("K2",),
        "2s open the point only when they answer a gouji hand",
    ),
    "0 有大花的牌不开点": Gloss(
        ("K2",),
        "option 0: a hand with a big joker does not open",
    ),
    "1 有大花、小花不开点，单张不开点": Gloss(
        ("K2",),
        "option 1: a hand with a big or small joker does not open, nor does a single card",
    ),
    "2 大花、小花、钱不开点": Gloss(
        ("K2",),
        "option 2: big jokers, small jokers and 2s do not open",
    ),
    "第一次出牌是“发牌”": Gloss(
        ("F1",),
        "the first play (of a trick) is the lead",
    ),
    "在“四人乱缠”前，如果“过牌”后，如果不是对头的牌，是不允许再“上牌”的": Gloss(
        ("F3",),
        "before four-way play, once you have passed you may not play again, unless the play is "
        "your 对头's",
    ),
    "如果对门发了勾几牌，可以无视过牌规则": Gloss(
        ("F3",),
        "if the player opposite led a gouji hand (勾几, a homophone of 够级), you may ignore "
        "the passing rule",
        "“勾几牌”即“够级牌”（同音写法）。",
    ),
    "一旦过牌，即丧失出牌权": Gloss(
        ("F3",),
        "once you pass you lose the right to play (in this trick)",
    ),
    "新的一轮里由上一轮最后一个出牌的人出牌，也称为“发牌”": Gloss(
        ("F4",),
        "in the new trick the last player of the previous trick leads, which is also called 发牌",
    ),
    (
        "持牌人对上两家过牌的对头牌，即不想“过牌”，又不原意[sic]立即“上牌”时，可声明“让牌”，即让下"
        "两家先“上牌”，如下家均声明“过牌”，再由持牌人确定“上牌”或“过牌”"
    ): Gloss(
        ("F6",),
        "facing his 对头's play after the two players before him passed, a player who wants "
        "neither to pass nor to play at once may declare 让牌 (yield): the next two act first, "
        'and if both pass, he decides (原意 is a slip for 愿意, "be willing")',
        "原文“原意”是“愿意”的笔误。",
    ),
    "如下二家有出牌，则视为玩家过牌": Gloss(
        ("F6",),
        "if either of the next two plays, the yielding player counts as having passed",
    ),
    "对家发出的够级牌，不能让牌": Gloss(
        ("F6",),
        "you may not yield on a gouji hand led by your 对家",
    ),
    "其对头的够级对象不复存在": Gloss(
        ("E5",),
        "his 对头 no longer has an opponent for gouji hands",
    ),
    "“接风”既是权利，也是义务": Gloss(
        ("F7",),
        "taking the wind is both a right and a duty",
    ),
    "被“憋三”后不能“接风”": Gloss(
        ("F7", "Y2"),
        "a player stuck by 憋三 cannot take the wind",
    ),
    "持牌人手中剩余牌等于或少于10张，任何人询问其手中持有牌的数量时，应如实报明，称“报户”": Gloss(
        ("F8",),
        "a player with 10 or fewer cards left must tell the true number when anyone asks: this "
        'is 报户 (the scrape broke the quotation mark after 称 into "?quot;")',
        "网页转存把“称”后的引号弄成了“?quot;”。",
    ),
    "剩10张牌称“满户”，10以上称“不够报”": Gloss(
        ("F8",),
        '10 cards left is called "full house" (满户), more than 10 "not enough to report" (不够报)',
    ),
    "本规则对于走科“报数”的规定予以淘汰": Gloss(
        ("F8",),
        "this rulebook abolishes the rule of telling one's count",
    ),
    (
        "在“四人乱缠”（即剩下少于等于四人在打牌）前，一旦有人出了够级牌，则除了“烧牌”外，只有“对头"
        "”可以“上牌”"
    ): Gloss(
        ("F5",),
        "before four-way play (四人乱缠: four or fewer left playing), once someone "
        "plays a gouji hand, only his 对头 may beat it, apart from burning",
    ),
    "此时出牌权转移到他的对家…由此两家轮流出牌": Gloss(
        ("F5",),
        "the right to play then moves to the player opposite … and the two take turns",
    ),
    "如果“对头”“过牌”，则新的一轮产生，由“对头”“发牌”": Gloss(
        ("F4", "F5"),
        "if the 对头 passes, a new trick begins and the 对头 leads it",
    ),
    "新的一轮里由上一轮最后一个出牌的人出牌": Gloss(
        ("F4",),
        "in the new trick the last player of the previous trick leads",
    ),
    "取得一次“发牌”权": Gloss(
        ("K1",),
        "wins the right to lead once",
    ),
    "对家如不响应，则玩家发牌，对家阖牌": Gloss(
        ("F4", "F5"),
        "if the 对家 does not answer, the player leads and the 对家 lays his cards down",
    ),
    "在“四户乱缠”前，如果用除大花以外的够级牌…取得一次“发牌”权时，称为“开点”": Gloss(
        ("K1",),
        "before four-way play, winning a lead with a gouji hand other than one with a big "
        "joker … is called opening the point",
    ),
    "如果有一方的够级牌对家无法大过，那么此玩家就称为开点": Gloss(
        ("K1",),
        "if a player's gouji hand cannot be beaten by the player opposite, he is said to open "
        "the point",
    ),
    "已经开点的玩家再次开点无效": Gloss(
        ("K1",),
        "a player who has opened gains nothing by opening again",
    ),
    "有大花的牌不开点": Gloss(
        ("K2",),
        "a hand with a big joker does not open",
    ),
    '第一局对家的首手纯够级牌直接"开点"': Gloss(
        ("K1",),
        "in the first round, a player's first pure gouji hand against his 对家 opens the point "
        "at once",
    ),
    "走科两个玩家以后（包括革命者）未开点的玩家不能再开点": Gloss(
        ("K3",),
        "once two players have gone out (a revolutionary included), players who have not "
        "opened can no longer open",
    ),
    "有两个或两个以上玩家完成游戏后，剩余未开点的玩家也不允许再开点了": Gloss(
        ("K3",),
        "once two or more players have finished, the remaining players who have not opened may "
        "not open any more",
    ),
    '在"四户乱缠"前': Gloss(
        ("K1", "E2"),
        "before four-way play",
    ),
    (
        '并不是出现四人打牌马上就开始"四人乱缠"，因为"头科"或"二科"的底牌，其"对头"还有一次"够死级'
        '"的机会'
    ): Gloss(
        ("E2", "E6"),
        "four-way play does not begin the moment four are left, because the 对头 of the 头科 "
        "or 二科 still has one chance at the last play (够死级)",
    ),
    "开点后才可以发四": Gloss(
        ("K4",),
        "4s may be led only after opening",
    ),
    "如不再开点，“4”即作废，须扔掉": Gloss(
        ("K4",),
        "if he does not open, the 4s are dead and must be thrown away",
    ),
    "没开点即发4视为认点即不开点": Gloss(
        ("K4",),
        "leading 4s before opening counts as conceding the point (认点): no opening",
    ),
    (
        "“自然点”。又称“天开”，是指玩家自然抓牌后，无任何一手最低张数的纯够级牌，则玩家本局为自然"
        "开点，并须向对家亮明"
    ): Gloss(
        ("K5",),
        '"natural point", also "opened by heaven": a player dealt no minimum pure gouji hand '
        "at all is opened for the round, and must show his cards to his 对家",
    ),
    "玩家甲出QQQ。非甲对家玩家乙回击KKK …": Gloss(
        ("S5",),
        "player A plays QQQ; player B, not A's 对家, answers KKK …",
    ),
    "烧牌时，最后一手出3无须带王": Gloss(
        ("S1",),
        "when burning, a last play of 3s needs no joker",
    ),
    "下局甲进乙烧贡": Gloss(
        ("S4", "S5"),
        "next round A pays B a burn tribute",
    ),
    (
        "首先用能盖住所发够级牌的牌将其灭掉，然后每次所发牌中必须挂至少一个小花或大花，但最后一次"
        "发牌可除外，或者灭掉所发够级牌后，手中所剩牌为同一点数的牌（即只剩一手牌）"
    ): Gloss(
        ("S1",),
        "first kill the gouji hand with cards that beat it, then every play led must hang at "
        "least one small or big joker, the last play excepted; or after the kill the cards "
        "left are all of one rank (one play left)",
    ),
    "烧牌：玩家满足下面的条件时，可以进行烧牌，玩家已经开点": Gloss(
        ("S2",),
        "burning: a player may burn when he meets these conditions: he has already opened the "
        "point",
    ),
    "玩家烧牌须在开点之后": Gloss(
        ("S2",),
        "a player may burn only after opening the point",
    ),
    "烧牌优先级高于回击够级牌，但受过牌限制": Gloss(
        ("S2", "S3"),
        "burning goes before answering a gouji hand, but is bound by the passing rule",
    ),
    (
        "够级实行烧牌优先和联邦烧牌优先的原则。如声明烧牌者有2人以上，且分属不同的一方则发够级牌者"
        "的联邦可先于其他人烧牌，若烧牌者均为一方，则按发牌顺序进行"
    ): Gloss(
        ("S3",),
        "burning goes first, and the alliance burns first: if two or more claim a burn from "
        "different sides, the gouji player's alliance goes before the others; if all are on "
        "one side, in playing order",
    ),
    "玩家乙再出小王4444。此时任意玩家丙回击大王5555。则乙烧牌失败，下局互不进贡。": Gloss(
        ("S5",),
        "B then leads small joker + 4444; any player C answers big joker + 5555: B's burn "
        "fails, and next round nobody pays",
    ),
    (
        '如果烧牌者按上面的条件一次性出完，则称为"烧成功"，如果中间对头压牌或其他人烧此烧牌者，则'
        '算"解烧"……如果烧牌者没有按上面的要求出牌，则算"烧失败"，算"大落"。'
    ): Gloss(
        ("S4",),
        "if the burner goes out in one go on these conditions, the burn succeeds; if meanwhile "
        "the 对头 beats him or another burns him, it is 解烧 (burn broken) … if the burner "
        "cannot lead as required, the burn fails and he is 大落",
    ),
    "玩家乙回击KKK。乙对家丁回击AAA。则乙被反烧，下局乙进甲反烧贡。": Gloss(
        ("S5",),
        "B answers KKK; B's 对家 D answers AAA: B is counter-burned, and next round B pays A a "
        "counter-burn tribute",
    ),
    '同帮之间亦可"烧（捎）"牌': Gloss(
        ("S1",),
        "partners too may burn each other",
    ),
    (
        "非乙对家丙回击AAA，且按照烧牌规矩出完牌。则乙被反烧且被烧，下局乙先进甲反烧贡，乙再进丙烧"
        "贡。"
    ): Gloss(
        ("S5",),
        "C, not B's 对家, answers AAA and goes out by the burning rules: B is counter-burned "
        "and burned; next round B first pays A the counter-burn tribute, then C the burn "
        "tribute",
    ),
    '下一局玩家乙要向玩家丙进一张"烧贡"': Gloss(
        ("S4",),
        "next round player B must pay player C one burn tribute",
    ),
    (
        "烧（捎）牌玩家所发的任何一手牌，除对家外，被烧（捎）牌的玩家和其他未过牌的玩家都可以随时"
        "按照“烧（捎）牌”规则进行“反烧（捎）”"
    ): Gloss(
        ("S4",),
        "any play the burner leads may be counter-burned at any time, by the burning rules, by "
        "the burned player and the others who have not passed, the burner's 对家 excepted",
    ),
    "每反烧（捎）一次，烧（捎）贡翻倍": Gloss(
        ("S4",),
        "each counter-burn doubles the burn tribute",
    ),
    "下局额外进给被烧玩家一张烧贡": Gloss(
        ("S4",),
        "next round (the failed burner) pays the burned player one extra burn tribute",
    ),
    "被烧玩家乙无条件开点": Gloss(
        ("S4", "K1"),
        "the burned player B has opened the point, unconditionally",
    ),
    "但最后一次发牌可除外": Gloss(
        ("S1",),
        "but the last lead may be an exception",
    ),
    "但最后一次发牌除外": Gloss(
        ("S1",),
        "except the last lead",
    ),
    '第一手"放火"牌': Gloss(
        ("S1",),
        'the first play, the one that "sets the fire"',
    ),
    "亦有其他规定为，除最后一手牌外 …": Gloss(
        ("S1",),
        "other rules say instead: except the last play …",
    ),
    (
        "头科 第一个出完牌的人 … 二科 第二个出完牌的人… 大落 所有人出完牌，只剩下最后一个出牌的人"
    ): Gloss(
        ("E1",),
        "头科: the first to play out all his cards … 二科: the second … 大落: the one left "
        "holding cards when all the others are out",
    ),
    "直至当所有没走科的玩家均隶属同一阵营时，一回合游戏结束": Gloss(
        ("E3",),
        "until all players who have not gone out belong to the same side: then the round is over",
    ),
    "头科、二科产生后，其余四人不再按够级、过牌、让牌、烧牌等规则进行": Gloss(
        ("E2",),
        "once the 头科 and 二科 are out, the other four no longer follow the rules of gouji "
        "hands, passing, yielding, burning and so on",
    ),
    '并不是出现四人打牌马上就开始"四人乱缠"': Gloss(
        ("E2",),
        "four-way play does not begin the moment four are left playing",
    ),
    '如果一方获得"头科"、"二科"、"三科" … 称之为"串三户"。"串三户"分数翻一倍': Gloss(
        ("E4", "P2"),
        "if one side takes 头科, 二科 and 三科 … this is called 串三户, and its score is doubled",
    ),
    '同时不再"进贡"，直接新的一局开始': Gloss(
        ("E4", "X2"),
        "and there is no tribute: a new game begins straight away",
    ),
    '革命者通常视为"四科"（但如果自己联邦成为"头科"和"二科"，则算做三科，即"串三户"）': Gloss(
        ("R2",),
        "a revolutionary usually counts as 四科 (but if his own alliance takes 头科 and 二科, "
        "he counts as 三科, which makes a 串三户)",
    ),
    (
        '头科产生后，其对头的够级对象不复存在，称"无头"。其他持牌人按发牌对无头者所发的任何牌都可'
        "灭之，无头者对其他持牌者亦行使同样的职权"
    ): Gloss(
        ("E5",),
        'once the 头科 is out, his 对头 has no gouji opponent left: he is "headless". The '
        "others may beat any play of the headless player in turn, and he theirs",
    ),
    '如果"要头"，则自己前三"够级牌"算"够死级"，三次"够死级"之后算"无头"': Gloss(
        ("R3", "E6"),
        "with 要头, his own first three gouji hands are unanswerable (够死级); after those "
        "three he is headless",
    ),
    '禁止"要头"和"够死级"': Gloss(
        ("R3",),
        "要头 and unanswerable gouji hands are forbidden",
    ),
    "无对家（对家革命或头科）则无够级牌": Gloss(
        ("E5", "R3"),
        "no 对家 (he revolted or is 头科), no gouji hands",
    ),
    '由"革命"玩家发"3"': Gloss(
        ("R4",),
        "the revolutionary leads his 3",
    ),
    (
        '如果是"够级牌"，其对头分别有一次无对头勾击机会，称"够死级"。如果对头不上牌，则由下家"发牌"'
    ): Gloss(
        ("E6",),
        "if (the last play) is a gouji hand, its 对头 has one chance to answer it, with no "
        "对头 of his own to answer him: this is 够死级. If the 对头 does not play, the next "
        "player leads",
    ),
    "除非这时有人烧牌": Gloss(
        ("E6", "S1"),
        "unless someone burns at that moment",
    ),
    "够级以联邦为计分方": Gloss(
        ("P1",),
        "Gouji scores by alliance",
    ),
    "头科得2分，二科得1分，三科、四科均得0分，二落得-1分，大落得-2分": Gloss(
        ("P1",),
        "头科 scores 2, 二科 1, 三科 and 四科 0, 二落 −1, 大落 −2",
    ),
    (
        "本方获得头科、三科、二落，敌方获得二科、四科、大落。则本方得分：2+0+-1=1，敌方得分为：1+0"
        "+-2=-1分。"
    ): Gloss(
        ("P1",),
        "our side takes 头科, 三科 and 二落, theirs 二科, 四科 and 大落: we score 2 + 0 − 1 = "
        "1, they 1 + 0 − 2 = −1",
    ),
    "每个玩家实际得分等于本队三个玩家得分之和": Gloss(
        ("P1",),
        "each player's actual score is the sum of his team's three scores",
    ),
    "串三户记分翻番，即获胜一方积6分，负方得-6分": Gloss(
        ("P2",),
        "a 串三户 scores double: the winners get 6, the losers −6",
    ),
    "同时不再“进贡”，直接新的一局开始": Gloss(
        ("E4", "X2"),
        "and there is no tribute: a new game begins straight away",
    ),
    "一局由连续的几个回合（Set）组成（一般是五回合），每局第一回合没有“进贡”": Gloss(
        ("P3",),
        "a game is several rounds in a row (usually five); the first round of a game has no "
        "tribute",
    ),
    "努力获得对方的进贡、争取本方不进贡是够级游戏的中心目标": Gloss(
        ("X1",),
        "winning tribute from the other side and paying none is the central aim of Gouji",
    ),
    "落贡是必须要还贡的": Gloss(
        ("X3",),
        "a 落贡 must be returned",
    ),
    "点贡是不还贡的": Gloss(
        ("X3",),
        "a 点贡 is not returned",
    ),
    "“大落”向“头科”进两张，“二落”向“二科”进一张 … “三科”、“四科”不进“落贡”": Gloss(
        ("X2",),
        "the 大落 pays the 头科 two cards, the 二落 the 二科 one … 三科 and 四科 pay no 落贡",
    ),
    "大花、小花、钱是法定贡牌，从大到小进贡": Gloss(
        ("X1",),
        "big jokers, small jokers and 2s are the lawful tribute cards, paid from the biggest down",
    ),
    "没有摸到法定贡牌，可以不进贡": Gloss(
        ("X1",),
        "a player dealt no tribute cards need not pay",
    ),
    "进除王外最大的牌": Gloss(
        ("X1",),
        "pay the biggest cards other than jokers",
    ),
    "闷贡＞烧贡＞点贡＞落贡": Gloss(
        ("X3",),
        "闷贡 > 烧贡 > 点贡 > 落贡 (the order of payment)",
    ),
    "闷贡是不还贡的": Gloss(
        ("X3",),
        "a 闷贡 is not returned",
    ),
    "烧贡是不还贡的": Gloss(
        ("X3",),
        "a 烧贡 is not returned",
    ),
    "受进贡的玩家无需“回贡”（“点手”规则除外）": Gloss(
        ("X3",),
        "a player who receives tribute returns nothing (except under the 点手 rule)",
    ),
    "进贡后，被进贡的玩家要…赠送给给[sic]自己进贡的玩家，叫做“还贡”": Gloss(
        ("X3",),
        "after the tribute, the player who received it must … give (cards) to the player who "
        "paid him: this is returning tribute (给给 is the source's doubled 给)",
        "原文“给给”多了一个“给”。",
    ),
    (
        "如果双方都开点，则互不进贡。如果自己和对头都不开点，应该互相进贡。如果自己开点，对头不开"
        "点，对头应该向自己进贡。"
    ): Gloss(
        ("X4",),
        "if both open, neither pays; if neither you nor your 对头 opens, you pay each other; "
        "if you open and he does not, he pays you",
    ),
    "如果对头开了点，自己叫了预点，则自己向对头进八张": Gloss(
        ("X4", "D1"),
        "if your 对头 opened and you had declared 预点, you pay him eight cards",
    ),
    "则对头应该向自己进一张": Gloss(
        ("X4",),
        "then the 对头 pays you one card",
    ),
    "则自己向对头进一张": Gloss(
        ("X4",),
        "then you pay your 对头 one card",
    ),
    "若有玩家仍未开点，而他的对家已开点，则…须向他的对家进一张“点贡”": Gloss(
        ("X5",),
        "if a player has still not opened while his 对家 has, he … must pay his 对家 one 点贡",
    ),
    "相对的玩家均未开点，互进点贡": Gloss(
        ("X5",),
        "if two opposite players both fail to open, they pay each other a 点贡",
    ),
    "如“宣点”成功，则点贡翻倍": Gloss(
        ("D2", "X5"),
        "if a 宣点 (明点) succeeds, the 点贡 doubles",
    ),
    "本规则禁止“预点”": Gloss(
        ("D1",),
        "this rulebook forbids 预点",
    ),
    '该同帮玩家只需进"圈贡"，其他进贡免除': Gloss(
        ("E4", "X2"),
        "those partners pay only the sweep tribute (圈贡); all other tribute is waived",
    ),
    '每人最后一手牌是为底牌。底牌必须是3牌，称"憋三"打法。其他时候不允许出3。': Gloss(
        ("Y1",),
        "each player's last play is his bottom play; it must be 3s: this is 憋三. At no other "
        "time may 3s be played",
    ),
    "不是最后一手牌时不允许出3": Gloss(
        ("Y1",),
        "3s may not be played except as the last play",
    ),
    "所有的3只能由玩家…自己的最后一次出牌中出掉": Gloss(
        ("Y1",),
        "all 3s may only be played … in the player's own last play",
    ),
    "最后走3之前的一手牌被人大过（即使后来接风走脱，也算），称为闷贡": Gloss(
        ("Y2", "X2"),
        "if the play before his last 3s is beaten (even if he later takes the wind and goes "
        "out), that is a 闷贡",
    ),
    '被"憋三"玩家视为并未走人，称为"憋三留头"，同时被"憋三"后不能"接风"': Gloss(
        ("Y2", "F7"),
        'a player stuck by 憋三 has not gone out (憋三留头, "stuck, still at the table"), and '
        "cannot take the wind",
    ),
    "以第一个被闷（清）的玩家为大落": Gloss(
        ("Y2", "E1"),
        "the first player stuck is the 大落",
    ),
    "如果所持牌中无3者，必须无条件用钱（无钱时用大、小花）向对头买1张3": Gloss(
        ("Y3",),
        "a player holding no 3 must, unconditionally, buy one 3 from his 对头 with a 2 (with a "
        "big or small joker if he has no 2)",
    ),
    "买三是自动进行的": Gloss(
        ("Y3",),
        "buying a 3 happens automatically",
    ),
    "则向对头的联邦买3，如果敌人均不满足条件，则向自己的联邦买3": Gloss(
        ("Y3",),
        "then he buys from his 对头's alliance, and if none of his opponents can sell, from "
        "his own alliance",
    ),
    "如对家只有一张三或无三，则向上家买三，以此类推": Gloss(
        ("Y3",),
        "if the 对家 has only one 3 or none, buy from the previous player, and so on",
    ),
    "优先向对家购买，如对家无多余，则向相邻的二家对方购买，如仍无，则由同帮相赠": Gloss(
        ("Y3", "Y4"),
        "buy from the 对家 first; if he has none to spare, from the two neighbouring "
        "opponents; if still none, a partner gives one",
    ),
    '该首局无需进贡，无需"买三买四"': Gloss(
        ("Y3", "Y4"),
        "that first round needs no tribute and no buying of 3s and 4s",
    ),
    "如果自己没有3，又没有钱、大花、小花，则算做自动革命": Gloss(
        ("Y3", "R1"),
        "a player with no 3 and no 2, big joker or small joker counts as having revolted "
        "automatically",
    ),
    "开点后才可以发四 … 没开点即发4视为认点即不开点": Gloss(
        ("K4",),
        "4s may be led only after opening … leading 4s before opening concedes the point",
    ),
    '"4"仅在开点之后才能被发出，如不再开点，"4"即作废，须扔掉': Gloss(
        ("K4",),
        "4s may be led only after opening; if he does not open, they are dead and must be "
        "thrown away",
    ),
    '必须单独或"接风"发出"4"，而不能保留手中': Gloss(
        ("K4",),
        "(his 4s) must be led, alone or on taking the wind: he may not keep them in hand",
    ),
    "玩家自然抓牌后，无任何一手最低张数的纯够级牌，则玩家本局为自然开点，并须向对家亮明": Gloss(
        ("K5",),
        "a player dealt no minimum pure gouji hand at all is opened for the round by nature, "
        "and must show it to his 对家",
    ),
    '如果大花、小花、钱均没有时，可声明"革命"，即弃牌不在[sic]参与此局的够级活动': Gloss(
        ("R1",),
        "with no big joker, no small joker and no 2, a player may declare a revolution: he "
        "throws in his cards and takes no further part in the round (不在 is a slip for 不再, "
        '"no more")',
        "原文“不在”是“不再”的笔误。",
    ),
    "符合革命条件者有权不革命": Gloss(
        ("R1",),
        "a player who may revolt has the right not to",
    ),
    '在保证能够依次发出三手纯够级牌后，可以"革命"': Gloss(
        ("R1", "R4"),
        "a player may revolt only when he is sure he can lead three pure gouji hands in a row",
    ),
    "如同时出现2个(含2个)以上革命者，则该局作废": Gloss(
        ("R1",),
        "if two or more players revolt at once, the round is void",
    ),
    '如有两个玩家均要"革命"，则游戏重新开局': Gloss(
        ("R1",),
        "if two players both want to revolt, the game is dealt again",
    ),
    (
        '尔湾够级为避免麻烦，规定每局最多只能有一名"革命"者，优先级按上局完成排名的倒序排列，即大'
        "落有优先选择权"
    ): Gloss(
        ("R1",),
        "to avoid trouble, Irvine Gouji allows at most one revolutionary a round, asked in "
        "reverse order of the last round's places: the 大落 chooses first",
    ),
    '革命算自动认点，即自己不"开点"，对头"开点"': Gloss(
        ("R2", "K1"),
        "a revolution concedes the point: the revolutionary does not open, his 对头 does",
    ),
    '"革命"者算"四科"，但如果"革命"者的"联邦"获得"头科"和"二科"，则"革命"者算"三科"': Gloss(
        ("R2",),
        "the revolutionary counts as 四科; but if his alliance takes 头科 and 二科, he counts "
        "as 三科",
    ),
    (
        '革命后，对头可宣布"要头"或"无头"，如果"要头"，则自己前三"够级牌"算"够死级"，三次"够死级"'
        '之后算"无头"'
    ): Gloss(
        ("R3",),
        "after a revolution, the 对头 may declare 要头 or 无头; with 要头, his first three "
        "gouji hands are unanswerable (够死级), and after those three he is headless",
    ),
    "其他持牌人按发牌对无头者所发的任何牌都可灭之，无头者对其他持牌者亦行使同样的职权": Gloss(
        ("E5",),
        "the others may beat, in turn, any play of the headless player, and he has the same "
        "right against them",
    ),
    "当革命者选择不冲点时，其对家默认为无头": Gloss(
        ("R3", "R4"),
        "when the revolutionary chooses not to charge the point, his 对家 is headless by default",
    ),
    (
        "冲点：革命者有出3套够级牌冲点的机会。3套够级牌必须一起全部打出，对家看到3套够够级牌[sic]"
        "后，有权根据自己手里牌情况选择打或不打。如果不打，则革命一方开点。如果选择打，三套够级牌"
        "全打死后革命者不开点，对家开点。"
    ): Gloss(
        ("R4",),
        "charging the point: the revolutionary may charge with three gouji hands, laid down "
        "all together; seeing them, his 对家 chooses, by his own cards, to answer or not. If "
        "not, the revolutionary's side opens; if he answers and beats all three, the "
        "revolutionary does not open and the 对家 does (够够级 is the source's slip for 够级)",
        "原文“够够级牌”多了一个“够”。",
    ),
    "如果不打，则革命一方开点，互不进贡": Gloss(
        ("R4",),
        "if (the 对家) does not answer, the revolutionary's side opens, and neither pays the other",
    ),
    '"革命"失败，玩家为"大落"且不开点': Gloss(
        ("R4",),
        "the revolution fails: the player is 大落 and has not opened",
    ),
    "对家所打三手牌中只要有一手为纯够级牌，则对家开点": Gloss(
        ("R4", "K1"),
        "the 对家 opens if at least one of the three plays he answers with is a pure gouji hand",
    ),
    '如果有人革命，接着打牌中产生了"头科"，则剩下四人为"四人乱缠"': Gloss(
        ("R5", "E2"),
        "if someone revolted, then as soon as a 头科 goes out the remaining four play four-way",
    ),
    '不原意[sic]立即"上牌"': Gloss(
        ("F6",),
        "not willing to play at once (原意 is a slip for 愿意)",
        "原文“原意”是“愿意”的笔误。",
    ),
}
"""The gloss of every quotation the chapters make, keyed by the quotation as :func:`quotations`
gives it (tests/test_sources_page.py checks that none is missing and none is left over)."""

Passage = tuple[str, list[Path], list[Document]]
"""A gathered quotation: its text, the chapters quoting it, and the documents holding it."""


def gather(folder: Path) -> tuple[dict[str, list[Passage]], list[Passage]]:
    """Each document's quotations (with the chapters quoting them), and those found nowhere.

    The English chapters give the order; an edition's own extra quotations come after.
    """
    seeds = {d.file: (SEEDS / d.file).read_text(encoding="utf-8").splitlines() for d in DOCUMENTS}
    found: dict[str, list[Path]] = {}
    for path in [*chapters(HERE), *chapters(folder)]:
        for markdown in markdown_cells(path):
            for quote in quotations(markdown):
                where = found.setdefault(quote, [])
                if HERE / path.name not in where:
                    where.append(HERE / path.name)
    placed: dict[str, list[Passage]] = {d.key: [] for d in DOCUMENTS}
    unplaced: list[Passage] = []
    for quote, where in found.items():
        documents = locate_all(quote, seeds)
        for document in documents:
            placed[document.key].append((quote, where, documents))
        if not documents:
            unplaced.append((quote, where, documents))
    return placed, unplaced


def chapter_link(path: Path, folder: Path) -> str:
    """A markdown link to the chapter of ``path``'s name in the edition ``folder``."""
    twin = folder / path.name
    return f"[{title(twin if twin.exists() else path)}]({path.name})"


def quote_block(passage: Passage, home: Document | None, folder: Path, lang: str) -> str:
    """One gathered passage: the quotation, its rule IDs and gloss, the chapters quoting it, and
    the other documents that hold it word for word (``home`` is the one it is listed under)."""
    quote, where, documents = passage
    note = GLOSSES.get(quote, Gloss((), ""))
    words = note.en if lang == "en" else note.zh
    label = f"**[{', '.join(note.rules)}]**" if note.rules else ""
    lines = [f"> {quote}", ""]
    if label or words:
        lines += [" ".join(part for part in (label, words) if part), ""]
    links = ", ".join(chapter_link(path, folder) for path in where)
    lines.append(f"{TEXT[lang]['in']}{links}")
    others = [d.name[lang] for d in documents if d is not home]
    if others:
        lines += ["", TEXT[lang]["also"] + "; ".join(others)]
    return "\n".join(lines)


def page(lang: str) -> nbformat.NotebookNode:
    """The sources page of one edition (``"en"``: notebooks/, ``"zh"``: notebooks/zh/)."""
    folder = HERE if lang == "en" else HERE / "zh"
    text = TEXT[lang]
    placed, unplaced = gather(folder)
    cells = [
        nbformat.v4.new_markdown_cell(text["title"] + "\n\n" + text["intro"]),
        nbformat.v4.new_code_cell(f'from gouji_learn import set_language\nset_language("{lang}")'),
        nbformat.v4.new_markdown_cell(text["presets"]),
        nbformat.v4.new_code_cell(PRESETS_CODE),
    ]
    for document in DOCUMENTS:
        quotes = placed[document.key]
        if document.key == "summary" and not quotes:
            continue
        body = [
            f"## {document.name[lang]}",
            "",
            document.about[lang],
            "",
            f"### {text['quoted']}",
            "",
            "",
        ]
        blocks = [quote_block(passage, document, folder, lang) for passage in quotes]
        cells.append(
            nbformat.v4.new_markdown_cell("\n".join(body) + ("\n\n".join(blocks) or text["none"]))
        )
    items = "\n".join(f"{i}. {item}" for i, item in enumerate(DISAGREEMENTS[lang], 1))
    cells.append(nbformat.v4.new_markdown_cell(text["disagree"] + "\n\n" + items))
    if unplaced:
        blocks = [quote_block(passage, None, folder, lang) for passage in unplaced]
        cells.append(nbformat.v4.new_markdown_cell(text["unplaced"] + "\n\n" + "\n\n".join(blocks)))
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
    sys.path.insert(0, str(HERE))
    from execute import execute  # notebooks/execute.py

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
