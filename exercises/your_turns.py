#!/usr/bin/env python3
"""Turn the chapters' "Your turn" cells into the package's questions, then execute the chapters.

    python exercises/your_turns.py [NN ...]     # default: every chapter in CONVERSIONS

For each listed turn, the cell holding the typed-in answer becomes ``q = questions(N)[i]`` and
``q`` (the question's widget), and the cell that asserted the answer becomes
``q.check(PLACEHOLDER)``: the chapter ships unanswered, and a wrong answer says why instead of
raising. Markdown sentences that told the learner to edit the answer are rewritten. The chapter
is then executed (nbclient, this checkout's package, a throw-away GOUJI_LEARN_HOME) so that its
stored outputs pass strict nbval. A turn already converted is left as it is.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import NamedTuple

import nbformat

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gouji_learn.exercises import questions  # noqa: E402
from notebooks.execute import execute  # noqa: E402  (the kernel set-up of every notebook)

IMPORT = "from gouji_learn.exercises import PLACEHOLDER, questions"
IGNORE_OUTPUT = "nbval-ignore-output"


class Turn(NamedTuple):
    """One "Your turn": a text found in its answer cell and in its check cell, the key of the
    question that replaces them, and a line of the check cell to keep (a move the rest of the
    chapter needs) before the new check."""

    answer: str
    check: str
    key: str
    keep: str = ""


CONVERSIONS: dict[int, list[Turn]] = {
    1: [
        Turn("allies_of_5 =", "assert allies_of_5", "allies-of-5"),
        Turn("opposite_of_4 =", "assert opposite_of_4", "opposite-of-4"),
        Turn("next_is_partner =", "assert next_is_partner", "neighbour-partner"),
        Turn("my_order =", "assert my_order", "order-from-4"),
        Turn("shangjia_of_0 =", "assert shangjia_of_0", "shangjia-of-0"),
        Turn("my_view =", "wrong = sorted", "relation-4-1"),
    ],
    2: [
        Turn('answer = CardPicker("J Q K A 2"', "answer.verdict", "beat-an-ace"),
        Turn("my_answer = False", 'beats("9s", "9d")', "suits-9s-9d"),
        Turn("twos_in_short_shoe = 16", "short_counts[Rank.TWO]", "twos-in-short-shoe"),
    ],
    3: [
        Turn('my_answer = ["J J J"', "is_play(c)", "a-a-k"),
        Turn("my_rank =", "my_rank", "rank-of-2-2-2-j-j"),
        Turn("3 small jokers carrying 4 sevens", "describe() == my_answer", "mixed-jokers"),
        Turn('picker.select("2 2 2 10 10 10 10")', '"7 tens"', "seven-tens"),
        Turn(
            'picker.select("SJ SJ 2 2 5 5 5 5")', "Leave the big joker out", "two-small-six-fives"
        ),
    ],
    4: [
        Turn('my_answer = "Q Q Q Q Q"', 'beats(o, "2 2 J J J")', "which-beats-jacks"),
        Turn('my_answer = "BJ BJ 10 10 10"', "beats(my_answer, led)", "carried-up"),
        Turn('my_answer = "BJ BJ 10 10 10"', "Five cards, please", "tongsu-five-on-four"),
        Turn('my_answer = "大王 小王 5 5 5"', '"小王 2 2 2 4", "irvine"', "irvine-one-card"),
        Turn('my_answer = "大王 大王 大王"', '"大王 小王", "irvine"', "irvine-on-big-small"),
        Turn('picker.select("BJ BJ 10 10 10")', "picker.verdict.beats", "irvine-picker"),
    ],
    6: [
        Turn("next_seat = 0", "assert state.to_act == next_seat", "asked-after-pass"),
        Turn("still_asked = [4, 0]", "still_asked", "still-asked", 'state.do("pass until end")'),
        Turn("may_yield = 1", "assert quiz.to_act == may_yield", "who-may-yield"),
    ],
    7: [
        Turn("next_seat = 0", "duel.to_act", "after-the-kings", 'duel.do("K K K")'),
        Turn("leads = 0", "state.to_act == leads", "opposite-reading-leads"),
        Turn("my_conceded, my_opened", "sorted(state.conceded)", "linyi-open-then-fours"),
        Turn('natural = ["3 Q Q 2"', "CANDIDATES[seat]", "natural-tongsu"),
    ],
    8: [
        Turn('my_answer = ["小王 4 4 4 4"', "quiz.why(lead)", "burner-leads"),
        Turn('my_answer = "broken"', "guess.burns[0]", "ally-breaks-burn"),
    ],
    9: [
        Turn(
            "my_answer = 1   # ← your answer: a seat number", "final.finish_order[4]", "erluo-bots"
        ),
        Turn('my_answer = {"pass", "play 8 8"', "No yielding in 四人乱缠", "yield-four-way"),
    ],
    11: [
        Turn('answer = {"last"}', "RuleSet().tribute_returned", "point-returned"),
        Turn("answer = 9", 'point_tribute(False, True, "yu", "none")', "failed-yu"),
        Turn('answer = ["qingdao", "linyi"]', '"yu" in RuleSet.preset(name)', "tongsu-yu"),
    ],
    12: [
        Turn('my_answer = {"8", "8 8", "K"}', "turn.why(o)", "lead-not-threes"),
        Turn("my_answer = 2   # ← your answer: the seat", "sold == [my_answer]", "who-sells"),
        Turn('my_answer = {"9", "K", "K K"}', "turn.view(0).legal", "tongsu-fours"),
        Turn("my_answer = {2, 4, 5}", "state.opened", "natural-opening"),
    ],
    13: [
        Turn("my_answer = {0, 2, 4}", "assert my_answer == asked", "who-may-revolt"),
        Turn(
            'my_answer = "三科"',
            "sweep.finish_order.index(0)",
            "revolutionary-in-sweep",
            'sweep.do("3")',
        ),
        Turn("my_phase = Phase.VOID", "two revolutions never both count", "two-revolutions"),
    ],
    14: [
        Turn('my_answer = {"linyi", "tongsu"}', "burn_requires_opened", "irvine-burn-opened"),
    ],
    15: [
        Turn('my_answer = "头科"', "record.finish_order.index(0)", "seat-0-place"),
        Turn('my_answer = "PLAY"', "record.actions[22].kind.name", "bot-step-23"),
        Turn(
            "my_answer = 2   # ← your answer",
            "sum(not replay(rnd).tribute",
            "rounds-without-tribute",
        ),
    ],
}
"""The turns converted so far, per chapter."""

MARKDOWN: dict[int, list[tuple[str, str]]] = {
    1: [
        (
            "Put your answer in the cell\nbelow (it holds one answer already: change it and run "
            "both cells).",
            "Answer in the widget below\n(or replace `PLACEHOLDER` in the cell under it and run "
            "it).",
        ),
        (
            "Say how each other seat stands to you, in Chinese: 下家,\n上家, 对头 or 联邦.",
            "How does seat 1 stand to you, in Chinese: 下家,\n上家, 对头 or 联邦?",
        ),
    ],
    4: [
        (
            "Change its carried cards so that it does, and write\nthe new play.",
            "Pick, from the question's hand, a play that does.",
        ),
        ("write a play of **five** cards", "pick a play of **five** cards"),
        (
            "what beats a lone `大王 小王`? Write the play.",
            "what beats a lone `大王 小王`? Pick it.",
        ),
        (
            "Click it\n(then skip the next cell) or type it below.",
            "Click it in\nthe question's picker, or type it in place of `PLACEHOLDER`.",
        ),
    ],
    6: [
        (
            "Which seats will still be asked, in\norder? Write the list (the engine will play "
            "everybody's pass to check).",
            "Which seats will still be asked if\neveryone asked passes?",
        ),
        (
            "Who is asked after seat 5's pass? Write the seat number.",
            "Who is asked after seat 5's pass?",
        ),
        (
            'The move `"pass until end"` lets everyone asked pass until the trick is over; the '
            "log of the\nteacher's view, `state.view(None).log`, then shows who was asked:",
            'The move `"pass until end"` lets everyone asked pass until the trick is over:',
        ),
    ],
    2: [
        (
            "Click\nit in the picker, or type it in the picker's box. (Only the last line of the "
            "verdict matters here;\nthe others, about plays, gouji hands and opening, come in "
            "chapters 03–07.)",
            "Click\nit in the question's picker, or type it in place of `PLACEHOLDER`.",
        ),
        (
            "Or give your pick in one line (this line overrides a click: change it to your "
            "answer):",
            "Or give your pick in code:",
        ),
    ],
    3: [
        (
            "Which of these are one play? Put them in `my_answer`, in the order of the list.",
            "Is `A A K` one play? Answer in the widget, or replace `PLACEHOLDER` below.",
        ),
        (
            "What rank does `2 2 2 J J` count as? Answer with a `Rank` "
            "(`Rank.TWO`, `Rank.JACK`, …).",
            "What rank does `2 2 2 J J` count as?",
        ),
        (
            "Write the\ndescription as `describe()` would print it.",
            "Choose the\ndescription `describe()` would print.",
        ),
        (
            "Click them (then skip the next cell)\nor type them below.",
            "Click them in the question's picker,\nor type them in place of `PLACEHOLDER`.",
        ),
    ],
    7: [
        (
            "Write the seats\nthat have conceded and the seats that have opened.",
            "Which seats\nhave opened?",
        ),
        (
            "Which of these four hands are 自然点 under `tongsu`? Keep them in the order given.",
            "Dealt to seats 0 to 3 in this order, which seats are 自然点 under `tongsu`?",
        ),
    ],
    8: [
        (
            "Which of these leads does the engine let him make?",
            "Lead a play the engine lets him make.",
        ),
    ],
    11: [
        (
            "under `qingdao`, which kinds\nof tribute are returned? Write the set of kind names.",
            "under `qingdao`, is the 点贡\nreturned?",
        ),
        (
            "Which rulebooks let a player declare 预点? List them in `PRESET_NAMES` order.",
            "May a player declare 预点 under `tongsu`?",
        ),
    ],
    12: [
        (
            "Which of these leads does the engine allow? Write the set.",
            "Lead a play the engine allows.",
        ),
        ("Write the set of plays he\nmay lead.", "Lead a play he\nmay lead."),
        ("are not pure). Write the set.", "are not pure)."),
    ],
    9: [
        (
            "What may he do? (Before four-way play he could also **yield**, 让牌, chapter 06.)",
            "May he **yield** (让牌, chapter 06), as he could before four-way play?",
        ),
    ],
    14: [
        (
            "in which rulebooks must a player have opened the point (开点) before he may\n"
            "burn (S2)? Write a set of preset names.",
            "must a player have opened the point (开点) before he may burn (S2) under\n`irvine`?",
        ),
    ],
    13: [
        ("whether they revolt? Write the set.", "whether they revolt?"),
        (
            "both seats revolt: which phase is the round in? And under `irvine`, how many "
            "revolutionaries\ncan there be?",
            "both seats revolt: is the deal void?",
        ),
        ('(Write its Chinese name, e.g. `"四科"`.)', "(Choose its Chinese name.)"),
    ],
    15: [("Write its Chinese name —\nthen compare", "Choose its Chinese name —\nthen compare")],
}
"""Sentences of the chapters that spoke of the old answer cells, and what they say now."""


def convert(chapter: int) -> nbformat.NotebookNode:
    """The chapter notebook with its listed turns converted (not yet executed)."""
    path = next((ROOT / "notebooks").glob(f"{chapter:02d}_*.ipynb"))
    notebook = nbformat.read(path, as_version=4)
    keys = [q.key for q in questions(chapter)]
    code = [c for c in notebook.cells if c.cell_type == "code"]
    if IMPORT not in "".join(c.source for c in code):
        code[0].source = code[0].source.rstrip("\n") + "\n" + IMPORT
    for turn in CONVERSIONS[chapter]:
        index = keys.index(turn.key)
        cells = notebook.cells
        start = next(
            (i for i, c in enumerate(cells) if c.cell_type == "code" and turn.answer in c.source),
            None,
        )
        if start is None:
            continue  # converted already
        end = next(
            i
            for i in range(start + 1, len(cells))
            if cells[i].cell_type == "code" and turn.check in cells[i].source
        )
        answer, check = cells[start], cells[end]
        answer.source = f"q = questions({chapter})[{index}]  # {turn.key}\nq"
        answer.metadata.setdefault("tags", [])
        if IGNORE_OUTPUT not in answer.metadata["tags"]:
            answer.metadata["tags"].append(IGNORE_OUTPUT)
        line = "q.check(PLACEHOLDER)  # ← your answer; q.hint(1) for a hint"
        check.source = f"{turn.keep}\n{line}" if turn.keep else line
        # Code cells between the answer and its check only worked the old answer out.
        notebook.cells = [
            c for i, c in enumerate(cells) if not (start < i < end and c.cell_type == "code")
        ]
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            for old, new in MARKDOWN.get(chapter, []):
                cell.source = cell.source.replace(old, new)
    return notebook


def main(argv: list[str]) -> int:
    """Convert and execute the chapters named (default: every chapter in CONVERSIONS)."""
    for chapter in [int(a) for a in argv] or sorted(CONVERSIONS):
        path = next((ROOT / "notebooks").glob(f"{chapter:02d}_*.ipynb"))
        notebook = convert(chapter)
        execute(notebook, path)
        nbformat.write(notebook, path)
        print(f"converted and executed {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
