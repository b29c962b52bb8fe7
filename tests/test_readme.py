"""The README's examples run as doctests, so the front door shows what the package gives."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
READMES = ("README.md", "README.zh.md")


@pytest.mark.parametrize("name", READMES)
def test_readme_examples_run_as_shown(name: str) -> None:
    path = ROOT / name
    result = doctest.testfile(str(path), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0


LINK = re.compile(r"\]\(([^)\s]+)\)")


@pytest.mark.parametrize("name", READMES)
def test_readme_links_lead_to_files_of_the_repository(name: str) -> None:
    text = (ROOT / name).read_text(encoding="utf-8")
    local = [link for link in LINK.findall(text) if not link.startswith(("http", "#"))]
    assert len(local) > 30, "the chapter tables link every chapter of both editions"
    missing = [link for link in local if not (ROOT / link).exists()]
    assert not missing, f"{name} links files that do not exist: {missing}"


def test_each_readme_links_the_other_and_both_editions() -> None:
    english = (ROOT / "README.md").read_text(encoding="utf-8")
    chinese = (ROOT / "README.zh.md").read_text(encoding="utf-8")
    assert "(README.zh.md)" in english and "(README.md)" in chinese
    assert "notebooks/zh/00_start_here.ipynb" in english
    assert "fonts-noto-cjk" in english and "fonts-noto-cjk" in chinese


COMMAND = re.compile(
    r"`((?:python3 tasks\.py|\.venv/bin/python) [^`]+)`|^(python3 tasks\.py [^#\n]+)", re.M
)
TASK_FLAGS = {"--fresh", "--quick", "--slow", "--zh", "--"}


@pytest.mark.parametrize("name", READMES)
def test_every_command_the_readme_shows_names_a_task_or_a_file_that_exists(name: str) -> None:
    import tasks

    text = (ROOT / name).read_text(encoding="utf-8")
    commands = [(a or b).strip() for a, b in COMMAND.findall(text)]
    assert len(commands) >= 4, commands
    for command in commands:
        words = command.split()
        if words[0] == "python3":
            assert words[2] in tasks.TASKS, command
            assert all(w in TASK_FLAGS for w in words[3:] if w.startswith("-") and w != "-k"), (
                command
            )
        else:
            assert (ROOT / words[1]).exists(), command
