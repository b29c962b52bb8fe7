#!/usr/bin/env python3
"""Write the exercise notebooks from the question banks, in two editions: English
``exercises/NN_name.ipynb`` and Chinese ``exercises/zh/NN_name.ipynb``.

    python exercises/make_notebooks.py [NN ...]     # default: every chapter with a bank,
                                                    # and puzzles.ipynb (both editions)

    python exercises/make_notebooks.py review puzzles   # only those two (both editions)

Each notebook first chooses its language (``set_language``), then the same code in both
editions: a short introduction, the learner's standing in the chapter (read from the progress
file), then per question its heading (the section to reread), its prompt, a cell showing it
(addressed by its ID) as a widget and an answer cell ``q.check(PLACEHOLDER)``; it ends with
the chapter's score, read from the progress file too, and what to review. ``review.ipynb``
deals the questions due for review across chapters. No answer is written anywhere: the answers
live in the package, computed by the rules core and the engine. The script executes each
notebook (nbclient) so that its stored outputs (every check "not attempted") pass strict nbval.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gouji_learn.exercises import CHAPTERS, questions  # noqa: E402
from gouji_learn.exercises.bank import chapter_title  # noqa: E402
from notebooks.execute import execute  # noqa: E402

IGNORE_OUTPUT = {"tags": ["nbval-ignore-output"]}
"""Widget displays, whose reprs change with versions, and what the progress file says (the
standing, the score, the review deck): their outputs are never compared."""

LANGS = ("en", "zh")
FOLDER = {"en": ROOT / "exercises", "zh": ROOT / "exercises" / "zh"}
"""Where each edition is written: the English one in exercises/, the Chinese one in its zh/."""
CHAPTERS_LINK = {"en": "../notebooks", "zh": "../../notebooks/zh"}
"""The chapter notebooks of each edition, relative to its exercise notebooks."""

"""The Chinese title of each chapter's exercises (the English one is the bank's docstring)."""

INTRO = {
    "en": "Questions on chapter [{stem}]({link}), in its order; each names the section to "
    "reread. Answer each one **by clicking** in its widget (then *Check*), or **in code**: "
    "replace `PLACEHOLDER` in the cell under it with your answer and run the cell. *Hint* (or "
    "`q.hint(1)`, `q.hint(2)`, …) narrows the search step by step; questions on a dealt table "
    "have *Another one* (`q.new(seed)`).\n\n"
    "The answers are not in this notebook: the rules engine checks yours. Your answers are "
    "saved on this computer only, in `progress.json` under `$GOUJI_LEARN_HOME` (else "
    "`~/.gouji_learn/`): the cell below says where you stand in this chapter, and questions "
    "you missed come back in the [review](review.ipynb).\n\n中文版：[zh/{name}](zh/{name})",
    "zh": "本练习对应第{number}章 [{stem}]({link})，题目按章节顺序排列，每道题都注明要复习的小节。"
    "可以**点击**作答（在题目的小部件里选好，再按“检查”），也可以**写代码**作答：把题目下面"
    "单元格里的 `PLACEHOLDER` 换成你的答案，然后运行。“提示”（或 `q.hint(1)`、`q.hint(2)`……）"
    "一步步缩小范围；摆在牌桌上的题目还有“再来一题”（`q.new(seed)`，重新抓一手牌）。\n\n"
    "本练习里没有答案：由规则引擎来判断你的答案。作答记录只保存在这台电脑上，"
    "在 `$GOUJI_LEARN_HOME`（未设置时为 `~/.gouji_learn/`）下的 `progress.json` 里："
    "下面的单元格显示你在本章的进度，答错过的题会在[复习](review.ipynb)里再来。\n\n"
    "[English](../{name})",
}
WORDS = {
    "en": {
        "title": "# Exercises {number:02d} · {title}",
        "question": "## Question {n} · {section}",
        "answer": "*Answer:* {expected}.",
        "check": "q.check(PLACEHOLDER)  # ← your answer; q.hint(1) for a hint",
        "score": "## Your score\n\nRun this cell after answering: it counts the questions of "
        "this notebook you have answered right (in any session) and lists the sections to "
        "reread.",
    },
    "zh": {
        "title": "# 练习 {number:02d} · {title}",
        "question": "## 第{n}题 · {section}",
        "answer": "*作答*：{expected}。",
        "check": "q.check(PLACEHOLDER)  # ← 你的答案；q.hint(1) 看提示",
        "score": "## 你的得分\n\n答完后运行这个单元格：它统计本练习里你答对过几题（历次都算），"
        "并列出要复习的小节。",
    },
}
"""The fixed words of an exercise notebook, per edition."""


def chapter_file(chapter: int) -> Path:
    """The chapter notebook ``notebooks/NN_name.ipynb`` of a chapter."""
    return next((ROOT / "notebooks").glob(f"{chapter:02d}_*.ipynb"))


def language_cell(lang: str) -> nbformat.NotebookNode:
    """The first code cell of an edition: it chooses the language of everything shown."""
    return new_code_cell(f'from gouji_learn import set_language\n\nset_language("{lang}")')


def title(chapter: int, lang: str) -> str:
    """The chapter's title in an edition's language (its question file's ``title``)."""
    return chapter_title(chapter).get(lang)


def build(chapter: int, lang: str = "en") -> nbformat.NotebookNode:
    """The exercise notebook of one chapter in one edition, as a learner gets it (nothing
    answered): prompts, headings and forms in ``lang``."""
    source, words = chapter_file(chapter), WORDS[lang]
    intro = INTRO[lang].format(
        number=chapter,
        stem=source.stem,
        link=f"{CHAPTERS_LINK[lang]}/{source.name}",
        name=source.name,
    )
    cells = [
        new_markdown_cell(
            words["title"].format(number=chapter, title=title(chapter, lang)) + "\n\n" + intro
        ),
        language_cell(lang),
        new_code_cell(
            "from gouji_learn.exercises import PLACEHOLDER, question, score, standing\n\n"
            f"standing({chapter})",
            metadata=IGNORE_OUTPUT,
        ),
    ]
    for i, q in enumerate(questions(chapter)):
        heading = words["question"].format(n=i + 1, section=q.reread(lang))
        answer = words["answer"].format(expected=q.expected(lang))
        prompt = "" if q.varies else f"{q.text(lang)}\n\n"  # a variant's own widget says it
        cells.append(new_markdown_cell(f"{heading}\n\n{prompt}{answer}"))
        cells.append(new_code_cell(f'q = question("{q.id}")\nq', metadata=IGNORE_OUTPUT))
        cells.append(new_code_cell(words["check"]))
    cells.append(new_markdown_cell(words["score"]))
    cells.append(new_code_cell(f"score({chapter})", metadata=IGNORE_OUTPUT))
    return _notebook(cells, f"ex{chapter:02d}")


PUZZLE_WORDS = {
    "en": (
        "# Puzzles — 残局练习 (cánjú liànxí)\n\n"
        "Stored positions in three graded sets of twenty, each decided by what you can see: "
        "**跟牌** (gēn pái, follow cheaply) beat an opponent's play as cheaply as you can; "
        "**回击** (huíjī, answer) answer your 对头's gouji hand with the fewest jokers; **挡住** "
        "(dǎngzhù, keep the lead) lead more cards than anyone else still holds, with the fewest "
        "jokers. The engine checks your move. Solve without hints for ★★★: each hint costs that "
        "puzzle a star for good. After a solve, a short write-up says why the move works."
        "\n\n中文版：[zh/puzzles.ipynb](zh/puzzles.ipynb)",
        "## Your progress\n\nChapters (questions right, mastered after a run of right answers) "
        "and puzzles (solved, stars), read from your progress file.",
    ),
    "zh": (
        "# 残局练习\n\n"
        "三组残局，每组二十题，都能从你看得到的牌判断：**跟牌**，用尽量省的牌管住对手的牌；"
        "**回击**，用最少的王管住对头的够级牌；**挡住**，发出比别人手里剩的牌都多的一手，"
        "王用得越少越好。"
        "由引擎判断你的走法。不用提示解出得三星，每用一次提示，这道题就永远少一星。"
        "解出后有一段简短的讲解，说明这一步为什么对。"
        "\n\n[English](../puzzles.ipynb)",
        "## 你的进度\n\n各章（答对的题数，连续答对就算掌握）和残局（解出的题数、星数），"
        "都从你的进度文件读出。",
    ),
}
"""The two markdown cells of the puzzle notebook, per edition."""


def build_puzzles(lang: str = "en") -> nbformat.NotebookNode:
    """The puzzle trainer's notebook in one edition: the trainer and the learner's progress."""
    code = "from gouji_learn.exercises import ProgressView, PuzzleTrainer\n\nPuzzleTrainer()"
    return _companion(PUZZLE_WORDS[lang], code, "puzzles", lang)


REVIEW_WORDS = {
    "en": (
        "# Review — 复习 (fùxí)\n\n"
        "The questions you answered in the chapters' exercises come back here when they are "
        "due, Leitner style: each question sits in a box, 1 to 5. A right answer moves it up "
        "one box and it waits longer before it comes back (box 1 at once, then 1, 3, 7 and 16 "
        "days); a missed one goes back to box 1 and is due at once. Questions on a table come "
        "back as a fresh variant. Everything is read from your progress file: run the cell "
        "below to deal the questions due now, answer them, and run it again for the next.\n\n"
        "中文版：[zh/review.ipynb](zh/review.ipynb)",
        "## Your progress\n\nChapters (questions right, mastered after a run of fresh right "
        "answers) and puzzles (solved, stars), read from your progress file.",
    ),
    "zh": (
        "# 复习\n\n"
        "在各章练习里答过的题，到期后会回到这里，用的是莱特纳（Leitner）盒子法：每道题放在"
        "1到5号盒子里。答对一次就升一盒，隔得更久才再来（1号盒马上，之后1、3、7、16天）；"
        "答错就回到1号盒，马上再来。摆在牌桌上的题每次换一副新牌。一切都从你的进度文件读出："
        "运行下面的单元格发出现在到期的题，逐题作答，再运行一次就发下一批。\n\n"
        "[English](../review.ipynb)",
        "## 你的进度\n\n各章（答对的题数，连续答对新题就算掌握）和残局（解出的题数、星数），"
        "都从你的进度文件读出。",
    ),
}
"""The two markdown cells of the review notebook, per edition."""


def build_review(lang: str = "en") -> nbformat.NotebookNode:
    """The review notebook in one edition: the questions due now and the learner's progress."""
    code = (
        "from gouji_learn.exercises import ProgressView, review_deck\n\ndeck = review_deck()\ndeck"
    )
    return _companion(REVIEW_WORDS[lang], code, "review", lang)


def _companion(words: tuple[str, str], code: str, name: str, lang: str) -> nbformat.NotebookNode:
    """A notebook beside the chapters: its introduction, ``code``, then the learner's progress."""
    intro, progress = words
    cells = [
        new_markdown_cell(intro),
        language_cell(lang),
        new_code_cell(code, metadata=IGNORE_OUTPUT),
        new_markdown_cell(progress),
        new_code_cell("ProgressView()", metadata=IGNORE_OUTPUT),
    ]
    return _notebook(cells, name)


def _notebook(cells: list[nbformat.NotebookNode], name: str) -> nbformat.NotebookNode:
    for i, cell in enumerate(cells):
        cell.id = f"{name}-{i:02d}"  # stable ids: regenerating changes no more than it must
    notebook = new_notebook(cells=cells)
    notebook.metadata["kernelspec"] = {
        "display_name": "Python 3 (ipykernel)",
        "language": "python",
        "name": "python3",
    }
    notebook.metadata["language_info"] = {"name": "python"}
    return notebook


def target(chapter: int, lang: str = "en") -> Path:
    """Where the exercise notebook of a chapter is written in an edition."""
    return FOLDER[lang] / chapter_file(chapter).name


def named_target(name: str, lang: str = "en") -> Path:
    """Where a notebook other than a chapter's (``puzzles``, ``review``) is written."""
    return FOLDER[lang] / f"{name}.ipynb"


def puzzles_target(lang: str = "en") -> Path:
    """Where the puzzle notebook of an edition is written."""
    return named_target("puzzles", lang)


BUILDERS = {"puzzles": build_puzzles, "review": build_review}
"""The notebooks beside the chapters, by name."""


def _write(notebook: nbformat.NotebookNode, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    execute(notebook, path)
    nbformat.write(notebook, path)


def main(argv: list[str]) -> int:
    """Write and execute both editions of the chapters and notebooks named (default: every
    chapter with a bank, the puzzles and the review)."""
    named = [a for a in argv if a in BUILDERS] or ([] if argv else list(BUILDERS))
    chapters = [int(a) for a in argv if a not in BUILDERS]
    if not argv:
        chapters = [c for c in CHAPTERS if questions(c)]
    for lang in LANGS:
        for name in named:
            _write(BUILDERS[name](lang), named_target(name, lang))
            print(f"wrote {named_target(name, lang).relative_to(ROOT)}", flush=True)
        for chapter in chapters:
            path = target(chapter, lang)
            _write(build(chapter, lang), path)
            print(
                f"wrote {path.relative_to(ROOT)} ({len(questions(chapter))} questions)", flush=True
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
