"""Every chapter is written once, notebooks/source/NN_name.md, and built into both editions by
notebooks/build.py (issue 17, item 1): a notebook edited by hand, or a source edited and not
built, fails here."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "notebooks"))
import build  # noqa: E402

from gouji_learn.rules.quotations import quotation  # noqa: E402

SOURCES = sorted((ROOT / "notebooks" / "source").glob("[0-9][0-9]_*.md"))
NEW_PROSE = "\n+++ markdown new-prose\n::: en\nA new paragraph.\n::: zh\n新的一段。\n:::\n"
NEW_CODE = '\n+++ code new-code\n```python\nprint("{{lang}}")\n```\n'


@pytest.mark.parametrize("source", SOURCES, ids=lambda path: path.stem)
def test_both_editions_are_what_the_source_builds(source: Path) -> None:
    found = build.differences(source)
    assert not found, (
        f"{found}: edit the source, then run python notebooks/build.py {source.name[:2]}"
    )


def test_every_chapter_notebook_is_built_from_a_source() -> None:
    built = {build.target(source, lang) for source in SOURCES for lang in build.LANGS}
    notebooks = ROOT / "notebooks"
    chapters = {*notebooks.glob("[0-9][0-9]_*.ipynb"), *notebooks.glob("zh/[0-9][0-9]_*.ipynb")}
    assert len(SOURCES) == 16
    assert chapters == built


@pytest.fixture
def chapter(tmp_path: Path) -> Path:
    """A copy of chapter 00, its source and both editions, to build in ``tmp_path``."""
    source = tmp_path / "source" / SOURCES[0].name
    source.parent.mkdir()
    shutil.copy(SOURCES[0], source)
    for lang in build.LANGS:
        (build.target(source, lang, tmp_path)).parent.mkdir(exist_ok=True)
        shutil.copy(build.target(SOURCES[0], lang), build.target(source, lang, tmp_path))
    return source


def outputs(path: Path) -> dict[str, list[object]]:
    """The stored outputs of each code cell, by cell id."""
    cells = nbformat.read(path, as_version=4).cells
    return {cell.id: cell.outputs for cell in cells if cell.cell_type == "code"}


def test_a_build_without_changes_writes_nothing(chapter: Path) -> None:
    before = [path.read_bytes() for path in chapter.parent.parent.rglob("*.ipynb")]
    assert build.build(chapter, chapter.parent.parent) == []
    assert [path.read_bytes() for path in chapter.parent.parent.rglob("*.ipynb")] == before


def test_editing_the_prose_changes_both_editions_and_keeps_the_outputs(chapter: Path) -> None:
    folder = chapter.parent.parent
    stored = {lang: outputs(build.target(chapter, lang, folder)) for lang in build.LANGS}
    chapter.write_text(chapter.read_text(encoding="utf-8") + NEW_PROSE, encoding="utf-8")
    assert build.differences(chapter, folder), "the check misses a source edited and not built"
    paths = [build.target(chapter, lang, folder) for lang in build.LANGS]
    assert build.build(chapter, folder) == paths
    assert build.differences(chapter, folder) == []
    for lang, path, text in zip(
        build.LANGS, paths, ("A new paragraph.", "新的一段。"), strict=True
    ):
        assert nbformat.read(path, as_version=4).cells[-1].source == text
        assert outputs(path) == stored[lang]


def test_changed_code_is_executed_and_unchanged_code_keeps_its_outputs(
    chapter: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = chapter.parent.parent
    executed: list[Path] = []
    monkeypatch.setattr(build, "execute", lambda notebook, path: executed.append(path))
    stored = outputs(build.target(chapter, "zh", folder))
    chapter.write_text(chapter.read_text(encoding="utf-8") + NEW_CODE, encoding="utf-8")
    paths = build.build(chapter, folder)
    assert executed == paths == [build.target(chapter, lang, folder) for lang in build.LANGS]
    last = nbformat.read(paths[1], as_version=4).cells[-1]
    assert (last.source, last.outputs) == ('print("zh")', [])
    assert outputs(paths[1]) == {**stored, "new-code": []}


def test_a_hand_edited_notebook_fails_the_check(chapter: Path) -> None:
    folder = chapter.parent.parent
    path = build.target(chapter, "zh", folder)
    notebook = nbformat.read(path, as_version=4)
    notebook.cells[3].source += "\n手改的一行。"
    nbformat.write(notebook, path)
    assert build.differences(chapter, folder) == [
        f"{path}: cell 3 ({notebook.cells[3].id}) is not what {chapter} builds"
    ]
    notebook.cells[3].source = notebook.cells[3].source.rsplit("\n", 1)[0]
    notebook.cells[4].metadata["tags"] = ["raises-exception"]
    nbformat.write(notebook, path)
    assert "cell 4" in " ".join(build.differences(chapter, folder)), "a hand-set tag is missed"


def test_shared_lines_blocks_and_placeholders_make_each_edition() -> None:
    text = (
        "note for the reader\n+++ markdown a\n::: en\nOne.\n::: zh\n一。\n:::\n\n"
        '+++ code b {"tags": ["nbval-ignore-output"]}\n```python\nx = f("{{lang}}", "{{other}}")\n'
        '::: en\nprint("places:", x)\n::: zh\nprint("名次：", x)\n:::\nx\n```\n'
    )
    markdown, code = build.parse(text, "t.md")
    assert (markdown.kind, markdown.id, markdown.text) == (
        "markdown",
        "a",
        {"en": "One.", "zh": "一。"},
    )
    assert (code.kind, code.metadata) == ("code", {"tags": ["nbval-ignore-output"]})
    assert code.text == {
        "en": 'x = f("en", "zh")\nprint("places:", x)\nx',
        "zh": 'x = f("zh", "en")\nprint("名次：", x)\nx',
    }


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("+++ markdown a\n::: zh\n一。\n:::", r"t\.md:2: expected '::: en'"),
        ("+++ markdown a\n::: en\nOne.\n:::", r"t\.md:4: expected '::: zh'"),
        ("+++ markdown a\n::: en\nOne.\n::: zh\n一。", r"t\.md:5: language block not closed"),
        ("+++ code a\nx = 1", r"t\.md:1: a code cell's source is fenced"),
        ("+++ cell a\nx", r"t\.md:1: a cell starts"),
        ("+++ markdown a\nx\n+++ markdown a\ny", r"cell ids repeat: \['a'\]"),
    ],
)
def test_a_malformed_source_is_refused_with_its_line(text: str, message: str) -> None:
    with pytest.raises(build.SourceError, match=message):
        build.parse(text, "t.md")


def test_an_unknown_chapter_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert build.main(["99"]) == 1
    assert "no chapter source numbered 99" in capsys.readouterr().err


def test_a_quotation_mark_is_filled_in_each_edition_and_form() -> None:
    text = (
        "+++ markdown a\nThe wiki: {{quote irvine.two-small-jokers}}.\n"
        "> {{quote irvine.two-small-jokers plain}}\n"
        "::: en\nSo: {{quote irvine.two-small-jokers gloss}}\n::: zh\n所以：\n:::\n"
    )
    words = quotation("irvine.two-small-jokers")
    (cell,) = build.parse(text, "t.md")
    assert cell.text == {
        "en": f"The wiki: *{words.text}*.\n> {words.text}\nSo: *{words.text}* ({words.gloss})",
        "zh": f"The wiki: *{words.text}*.\n> {words.text}\n所以：",
    }
    assert (
        build.parse(
            "+++ markdown a\n::: en\n::: zh\n{{quote irvine.two-small-jokers gloss}}\n:::", "t.md"
        )[0].text["zh"]
        == f"*{words.text}*"
    )


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("{{quote irvine.two-small-joker}}", r"t\.md:3: no quotation has the ID 'irvine\.two-sm"),
        ("{{quote irvine.two-small-jokers bold}}", r"t\.md:3: a quotation's form is one of"),
    ],
)
def test_an_unknown_quotation_or_form_stops_the_build_at_its_line(line: str, message: str) -> None:
    with pytest.raises(build.SourceError, match=message):
        build.parse(f"+++ markdown a\nFirst line.\n{line}\n", "t.md")
