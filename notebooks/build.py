#!/usr/bin/env python3
"""Build both editions of every chapter, notebooks/NN_*.ipynb and notebooks/zh/, from its one
source, notebooks/source/NN_name.md (the format: notebooks/source/README.md).

    .venv/bin/python notebooks/build.py              # every chapter
    .venv/bin/python notebooks/build.py 06 07        # the chapters named
    .venv/bin/python notebooks/build.py --no-execute 06

A notebook whose cells already match its source is left alone. Otherwise it is rewritten: a code
cell whose source is unchanged keeps its stored outputs, and an edition whose code changed is
re-executed (execute.py) unless ``--no-execute`` is given.
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass
from itertools import zip_longest
from pathlib import Path
from typing import Any

import nbformat
from execute import execute

from gouji_learn.rules.quotations import QUOTATIONS, Quotation

HERE = Path(__file__).resolve().parent
SOURCES = HERE / "source"
LANGS = ("en", "zh")
OTHER = {"en": "zh", "zh": "en"}
CELL = re.compile(r"\+\+\+ (markdown|code) (\S+)(?: (\{.*\}))?")
"""A cell's first line: ``+++ code <id>``, then its metadata as JSON when it has any."""
FENCE = ("```python", "```")
"""The lines around a code cell's source."""
BLOCK = {None: "::: en", "en": "::: zh", "zh": ":::"}
"""A language block: the line that follows each state (shared, English, Chinese)."""
QUOTE = re.compile(r"\{\{quote (?P<id>[^\s}]+)(?: (?P<form>[^\s}]+))?\}\}")
"""A citation of the quotations file (原文 *yuánwén*): ``{{quote linyi.two-big-slap-one}}``."""
FORMS = ("italic", "plain", "gloss")
"""How a citation shows its quotation: ``italic`` (the default) the Chinese words in italics,
``plain`` the bare words (in a blockquote or inside quotation marks the chapter writes),
``gloss`` the italic words followed, in the English edition only, by the record's gloss."""
METADATA = {
    "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
    "language_info": {"name": "python"},
}
"""The notebook metadata of an edition built for the first time."""


class SourceError(ValueError):
    """A chapter source that cannot be read; the message names the file and line."""


@dataclass(frozen=True)
class Cell:
    """One cell of a chapter: its kind, id and metadata, and its source in each language."""

    kind: str
    id: str
    metadata: dict[str, Any]
    text: dict[str, str]


def quoted(quote: Quotation, form: str, lang: str) -> str:
    """How a citation of ``quote`` in the form ``form`` reads in the edition ``lang``."""
    if form == "plain":
        return quote.text
    if form == "gloss" and lang == "en":
        return f"*{quote.text}* ({quote.gloss})"
    return f"*{quote.text}*"


def _cite(line: str, lang: str, where: str) -> str:
    """``line`` with each ``{{quote ID form}}`` replaced by its quotation; an unknown ID or
    form is a SourceError naming ``where`` (the chapter and line)."""

    def fill(match: re.Match[str]) -> str:
        quote, form = QUOTATIONS.get(match["id"]), match["form"] or "italic"
        if quote is None:
            raise SourceError(f"{where}: no quotation has the ID {match['id']!r} ({match[0]})")
        if form not in FORMS:
            raise SourceError(f"{where}: a quotation's form is one of {FORMS}, not {form!r}")
        return quoted(quote, form, lang)

    return QUOTE.sub(fill, line)


def _editions(lines: list[tuple[int, str]], where: str) -> dict[str, str]:
    """Each language's text of a cell body: shared lines, and ``::: en`` / ``::: zh`` / ``:::``
    blocks; ``{{lang}}`` and ``{{other}}`` become this edition's and the other's language, and
    ``{{quote ID}}`` its quotation."""
    kept: dict[str, list[str]] = {lang: [] for lang in LANGS}
    state: str | None = None
    for number, line in lines:
        if line.startswith(":::"):
            if line != BLOCK[state]:
                raise SourceError(f"{where}:{number}: expected {BLOCK[state]!r}, not {line!r}")
            state = {None: "en", "en": "zh", "zh": None}[state]
            continue
        for lang in LANGS if state is None else (state,):
            kept[lang].append(_cite(line, lang, f"{where}:{number}"))
    if state is not None:
        raise SourceError(f"{where}:{lines[-1][0]}: language block not closed by {BLOCK[state]!r}")
    return {
        lang: "\n".join(kept[lang])
        .strip("\n")
        .replace("{{lang}}", lang)
        .replace("{{other}}", OTHER[lang])
        for lang in LANGS
    }


def _cell(head: tuple[int, str], body: list[tuple[int, str]], where: str) -> Cell:
    """The cell that starts with the marker line ``head``."""
    number, line = head
    match = CELL.fullmatch(line)
    if match is None:
        raise SourceError(f"{where}:{number}: a cell starts '+++ markdown ID' or '+++ code ID'")
    kind, cell_id, metadata = match.groups()
    while body and not body[-1][1]:
        body.pop()
    while body and not body[0][1]:
        body.pop(0)
    if kind == "code":
        if len(body) < 2 or (body[0][1], body[-1][1]) != FENCE:
            raise SourceError(f"{where}:{number}: a code cell's source is fenced by ```python, ```")
        body = body[1:-1]
    return Cell(kind, cell_id, json.loads(metadata) if metadata else {}, _editions(body, where))


def parse(text: str, where: str) -> list[Cell]:
    """The cells of a chapter source; ``where`` names it in errors. Lines before the first cell
    are a note for the reader."""
    cells: list[Cell] = []
    head: tuple[int, str] | None = None
    body: list[tuple[int, str]] = []
    for number, line in enumerate([*text.split("\n"), "+++ end"], start=1):
        if not line.startswith("+++ "):
            body.append((number, line))
            continue
        if head is not None:
            cells.append(_cell(head, body, where))
        head, body = (number, line), []
    ids = [cell.id for cell in cells]
    if len(set(ids)) != len(ids):
        raise SourceError(
            f"{where}: cell ids repeat: {sorted({i for i in ids if ids.count(i) > 1})}"
        )
    return cells


def target(source: Path, lang: str, folder: Path = HERE) -> Path:
    """The notebook an edition of the chapter ``source`` is built into, under ``folder``."""
    return (folder if lang == "en" else folder / "zh") / f"{source.stem}.ipynb"


def edition(cells: list[Cell], lang: str) -> list[nbformat.NotebookNode]:
    """The notebook cells of one language, without outputs."""
    new = {"markdown": nbformat.v4.new_markdown_cell, "code": nbformat.v4.new_code_cell}
    return [
        new[cell.kind](cell.text[lang], id=cell.id, metadata=json.loads(json.dumps(cell.metadata)))
        for cell in cells
    ]


def signature(cells: list[nbformat.NotebookNode]) -> list[tuple[str, str, str, str]]:
    """What a source decides of each cell: kind, id, metadata and source."""
    return [
        (c.cell_type, c.get("id", ""), json.dumps(c.metadata, sort_keys=True), c.source)
        for c in cells
    ]


def differences(source: Path, folder: Path = HERE) -> list[str]:
    """How each stored edition of ``source`` differs from what the source builds (empty when
    both match): the first differing cell of each."""
    cells = parse(source.read_text(encoding="utf-8"), str(source))
    found = []
    for lang in LANGS:
        path = target(source, lang, folder)
        if not path.exists():
            found.append(f"{path} is missing")
            continue
        built = signature(edition(cells, lang))
        stored = signature(nbformat.read(path, as_version=4).cells)
        for index, (want, have) in enumerate(zip_longest(built, stored)):
            if want != have:
                cell_id = (have or want)[1]
                found.append(f"{path}: cell {index} ({cell_id}) is not what {source} builds")
                break
    return found


def build(source: Path, folder: Path = HERE, run: bool = True) -> list[Path]:
    """Write both editions of ``source`` under ``folder`` and return those rewritten; an edition
    whose code changed is executed when ``run``, else its changed code cells have no output."""
    cells = parse(source.read_text(encoding="utf-8"), str(source))
    written = []
    for lang in LANGS:
        path = target(source, lang, folder)
        fresh = edition(cells, lang)
        old = nbformat.read(path, as_version=4) if path.exists() else None
        if old is not None and signature(old.cells) == signature(fresh):
            continue
        stored = {c.get("id"): c for c in old.cells if c.cell_type == "code"} if old else {}
        for cell in fresh:
            kept = stored.get(cell.id)
            if cell.cell_type == "code" and kept is not None and kept.source == cell.source:
                cell.outputs, cell.execution_count = kept.outputs, kept.execution_count
        notebook = nbformat.v4.new_notebook(
            cells=fresh, metadata=old.metadata if old else json.loads(json.dumps(METADATA))
        )
        code = [c.source for c in fresh if c.cell_type == "code"]
        if run and code != [c.source for c in (old.cells if old else []) if c.cell_type == "code"]:
            execute(notebook, path)
        nbformat.write(notebook, path)
        written.append(path)
    return written


def chapters(names: list[str]) -> list[Path]:
    """The sources named by their numbers (``06``), or every source."""
    every = sorted(SOURCES.glob("[0-9][0-9]_*.md"))
    chosen = [path for path in every if not names or path.name[:2] in names]
    unknown = set(names) - {path.name[:2] for path in chosen}
    if unknown:
        raise SourceError(f"no chapter source numbered {', '.join(sorted(unknown))}")
    return chosen


def main(argv: list[str]) -> int:
    """Build the chapters named in ``argv`` (every chapter when none is named)."""
    run = "--no-execute" not in argv
    try:
        sources = chapters([arg for arg in argv if arg != "--no-execute"])
        for source in sources:
            for path in build(source, run=run):
                print(f"built {path.relative_to(HERE.parent)}", flush=True)
    except SourceError as error:
        print(error, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
