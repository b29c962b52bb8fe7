"""The Chinese edition (notebooks/zh, exercises/zh) keeps in step with the English one.

Both editions have the same code cells in the same order: the same code once every string
literal is masked (strings are the words: messages, labels and the language argument of
``set_language``). Each notebook chooses its language in its first code cell.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EDITIONS = ("notebooks", "exercises")
CJK_START = "\u4e00"


def english_notebooks() -> list[Path]:
    """Every English notebook that has (or must have) a Chinese twin."""
    return [path for folder in EDITIONS for path in sorted((ROOT / folder).glob("*.ipynb"))]


def twin(path: Path) -> Path:
    """The Chinese edition of an English notebook: same name, in the folder's ``zh/``."""
    return path.parent / "zh" / path.name


def code_cells(path: Path) -> list[str]:
    """The sources of the notebook's code cells."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "code"]


class _MaskStrings(ast.NodeTransformer):
    """Every string constant (f-strings' literal parts too) becomes the same placeholder."""

    def visit_Constant(self, node: ast.Constant) -> ast.AST:
        return ast.Constant("…") if isinstance(node.value, str) else node

    def visit_JoinedStr(self, node: ast.JoinedStr) -> ast.AST:
        return ast.Constant("…")


def shape(source: str) -> str:
    """The code with its words masked: what both editions must share."""
    lines = [line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))]
    tree = _MaskStrings().visit(ast.parse("\n".join(lines)))
    return ast.dump(tree, annotate_fields=False)


def first_language(path: Path) -> str | None:
    """The argument of the first ``set_language(...)`` call in the notebook's code."""
    for source in code_cells(path):
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "set_language":
                argument = node.args[0]
                return argument.value if isinstance(argument, ast.Constant) else None
    return None


@pytest.mark.parametrize("path", english_notebooks(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_notebook_has_a_chinese_edition_in_step(path: Path) -> None:
    chinese = twin(path)
    assert chinese.exists(), f"{chinese.relative_to(ROOT)} is missing"
    english_cells, chinese_cells = code_cells(path), code_cells(chinese)
    assert len(english_cells) == len(chinese_cells), "the editions have different code cells"
    for i, (en, zh) in enumerate(zip(english_cells, chinese_cells, strict=True)):
        assert shape(en) == shape(zh), f"code cell {i} differs beyond its words:\n{en}\n---\n{zh}"


@pytest.mark.parametrize("path", english_notebooks(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_each_edition_chooses_its_language(path: Path) -> None:
    assert first_language(path) == "en"
    assert first_language(twin(path)) == "zh"


def test_the_chinese_edition_is_written_in_chinese() -> None:
    for path in english_notebooks():
        cells = json.loads(twin(path).read_text(encoding="utf-8"))["cells"]
        prose = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
        chinese = sum(ch >= CJK_START for ch in prose)
        assert chinese > len(prose) / 4, f"{twin(path).name} reads mostly in another language"


def test_masking_keeps_the_code_and_drops_the_words() -> None:
    assert shape('print("places:", x)') == shape('print("名次：", x)')
    assert shape('set_language("en")') == shape('set_language("zh")')
    assert shape("f(x, 1)") != shape("f(x, 2)")
    assert shape('r.do("Q Q")') != shape('r.do("Q Q", "pass")')
