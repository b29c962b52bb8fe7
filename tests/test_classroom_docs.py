"""The teachers' guide, docs/classroom.md, names only what exists: tasks of tasks.py with their
flags, files of the repository, links into it (Binder, nbgitpuller), extras of pyproject.toml,
nbgrader's subcommands, and the JupyterHub config's settings; its assignment command runs."""

from __future__ import annotations

import re
import shlex
import sys
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

import pytest

from gouji_learn.exercises import CHAPTERS
from gouji_learn.exercises.progress import HOME_ENV

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import tasks  # noqa: E402
from exercises.make_assignments import CONFIG, main  # noqa: E402

if sys.version_info >= (3, 11):
    import tomllib
else:
    import tomli as tomllib

GUIDE = ROOT / "docs" / "classroom.md"
TEXT = GUIDE.read_text(encoding="utf-8")
REPOSITORY = "gouji-learn/gouji_learn"
TOP = ("apps", "binder", "classroom", "docs", "exercises", "gouji_learn", "notebooks", "tests")
PATH = re.compile(rf"(?<![\w/%.-])((?:{'|'.join(TOP)})/[\w./-]*\w|tasks\.py|constraints\.txt)")
"""A path inside the repository (not part of a URL or of an absolute path)."""
TASK = re.compile(r"python3 tasks\.py (\w+)((?: --?[\w=-]+)*)")
BINDER = re.compile(rf"https://mybinder\.org/v2/gh/{REPOSITORY}/main\?urlpath=(\S+?)(?=[>)\s]|$)")
PULLED_PATH = re.compile(r"urlpath=(lab%2Ftree%2F[\w%.-]+)")


def test_every_task_it_runs_is_a_task_of_tasks_py_with_its_flags() -> None:
    usage = dict(re.findall(r"python3 tasks\.py (\w+) ([^\n]*)", tasks.__doc__ or ""))
    task_flags = {flag for line in usage.values() for flag in re.findall(r"\[(--\w+)\]", line)}
    used = TASK.findall(TEXT)
    assert {name for name, _ in used} >= {"board", "puzzles"}
    for name, args in used:
        assert name in usage, f"`python3 tasks.py {name}` is not a task"
        flags = [arg for arg in args.split() if arg in task_flags]
        assert all(flag in usage[name] for flag in flags), (name, flags)
        if name in ("board", "puzzles"):
            cmd, _ = tasks.app_command(name, tuple(args.split()))
            assert Path(cmd[1]).is_file(), cmd[1]


def test_every_file_it_names_exists() -> None:
    named = set(PATH.findall(TEXT))
    assert {"classroom/jupyterhub_config.py", "exercises/make_assignments.py"} <= named
    missing = sorted(path for path in named if not (ROOT / path).exists())
    assert not missing, f"docs/classroom.md names missing files: {missing}"


def test_its_binder_links_open_files_of_the_repository() -> None:
    paths = BINDER.findall(TEXT)
    assert "voila/render/apps/board.ipynb" in paths
    for path in paths:
        where = re.sub(r"^(voila/render|lab/tree)/", "", path)
        assert where != path and (ROOT / where).is_file(), path
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"mybinder.org/v2/gh/{REPOSITORY}/main" in readme, "the README's Binder repository"


def test_its_nbgitpuller_links_pull_this_repository_and_open_its_files() -> None:
    (link,) = re.findall(r"https://\S+/hub/user-redirect/git-pull\?\S+", TEXT)
    query = parse_qs(urlsplit(link).query)
    assert query["repo"] == [f"https://github.com/{REPOSITORY}"] and query["branch"] == ["main"]
    opened = PULLED_PATH.findall(TEXT)
    assert len(opened) >= 2
    for encoded in opened:
        path = unquote(encoded).removesuffix("?autodecode")
        folder = REPOSITORY.split("/")[1]
        assert path.startswith(f"lab/tree/{folder}/"), path
        assert (ROOT / path.removeprefix(f"lab/tree/{folder}/")).is_file(), path


def test_its_installs_name_extras_of_the_package() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    extras = set(project["project"]["optional-dependencies"])
    named = re.findall(r'"\.\[([\w,]+)\]"', TEXT)
    assert named
    for group in named:
        assert set(group.split(",")) <= extras, group


def test_its_assignment_commands_run(tmp_path: Path) -> None:
    from nbgrader.apps.nbgraderapp import NbGraderApp

    (made,) = re.findall(r"python exercises/make_assignments\.py ([^#\n]+)", TEXT)
    course, *chapters = shlex.split(made)
    assert main([str(tmp_path / course), *chapters]) == 0
    for chapter in chapters:
        assert int(chapter) in CHAPTERS
        name = f"ch{int(chapter):02d}"
        assert (tmp_path / course / "source" / name / f"{name}.ipynb").is_file()
        assert f"nbgrader generate_assignment {name}" in TEXT
    assert (tmp_path / course / "nbgrader_config.py").read_text(encoding="utf-8") == CONFIG
    used = set(re.findall(r"(?:^|`)nbgrader (\w+)", TEXT, re.MULTILINE))
    assert {"generate_assignment", "autograde", "export", "collect"} <= used
    unknown = used - set(NbGraderApp.subcommands)
    assert not unknown, f"not nbgrader subcommands: {unknown}"
    course_id = re.search(r'course_id = "(\w+)"', CONFIG)
    assert course_id is not None and f'course_id = "{course_id[1]}"' in TEXT


@pytest.mark.parametrize(
    "setting", [HOME_ENV, "GOUJI_CLASS_PROGRESS", "/srv/gouji_learn/progress", "8000"]
)
def test_its_hub_settings_are_the_configs(setting: str) -> None:
    config = (ROOT / "classroom" / "jupyterhub_config.py").read_text(encoding="utf-8")
    assert setting in TEXT and setting in config
