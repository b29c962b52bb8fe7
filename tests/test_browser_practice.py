"""Real-browser test of practice as a learner meets it: JupyterLab started by the README's
tutorials command (``tasks.tutorials_command``), chapter 00 opened as the command opens it, the
exercises link followed (练习 in the Chinese edition), one question answered wrong then right
by clicking, the notebook saved, its kernel shut down and the notebook reopened: no widget
error, each widget shows its still picture or its line, and after Run All the chapter's standing
and score show the answers.

The notebooks are a temporary copy (saving never touches the working tree) and progress goes to
a temporary GOUJI_LEARN_HOME; Debian's chromium through Playwright, skipped without it (failed
under ``CI=true``); screenshots in artifacts/browser/practice/.
"""

from __future__ import annotations

import contextlib
import json
import re
import shutil
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from browser_support import (
    ARTIFACTS,
    CLICK_MS,
    KERNEL_READY_JS,
    NOTEBOOK_ON_SHOW,
    ROOT,
    WAIT_MS,
    LabServer,
    checkout_lab,
    chromium_browser,
    click_until_changed,
    menu,
    open_notebook,
    require_browser,
    run_all,
    text_of,
    wait_open,
)

from gouji_learn.exercises import Predict, questions
from gouji_learn.save_hook import WIDGET_VIEW

sys.path.insert(0, str(ROOT))
import tasks

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser

SHOTS = ARTIFACTS / "practice"
PANEL = NOTEBOOK_ON_SHOW
CHAPTER = 5
EXERCISE = "exercises/{}05_gouji_hands.ipynb"
EDITIONS = {
    # edition: (the link from 00 to the exercises, Yes, No, the standing and score once answered)
    "en": (
        "exercises 05",
        "Yes",
        "No",
        "{tried} of {total} questions tried, {right} answered right",
    ),
    "zh": ("练习 05", "是", "否", "{total}题中做过{tried}题，答对{right}题"),
}
SCORE = {"en": "{right} of {total} right", "zh": "{total}题中答对{right}题"}
RUN_NOTE = {"en": "run the notebook to use it", "zh": "运行笔记本即可使用"}


@pytest.fixture(scope="module")
def repository(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the notebook folders: saving never touches the working tree."""
    require_browser()
    copy = tmp_path_factory.mktemp("repository")
    for folder in ("notebooks", "exercises"):
        shutil.copytree(ROOT / folder, copy / folder, ignore=shutil.ignore_patterns("*.py"))
    return copy


@pytest.fixture(scope="module")
def lab(repository: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabServer]:
    """The tutorials command's JupyterLab over the copy, progress in a temporary home."""
    with checkout_lab(
        repository,
        tmp_path_factory.mktemp("jupyterlab"),
        tmp_path_factory.mktemp("learner"),
        tasks.tutorials_command(repository),
    ) as server:
        yield server


@pytest.fixture(scope="module")
def browser(lab: LabServer) -> Iterator[Browser]:
    SHOTS.mkdir(parents=True, exist_ok=True)
    with chromium_browser() as launched:
        yield launched


def opened_by_the_command(lab: LabServer) -> str:
    """The page the tutorials command opens in a browser (its file-to-run redirect)."""
    runtime = Path(lab.env["JUPYTER_RUNTIME_DIR"])
    found = sorted(runtime.glob("jpserver-file-to-run-*-open.html"))
    assert found, f"the command opened no notebook:\n{lab.log_tail()}"
    url = re.search(r'url=([^"]+)"', found[-1].read_text(encoding="utf-8"))
    assert url is not None
    return url[1]


def follow(page: Page, text: str, notebook: str) -> None:
    """Click the link ``text`` of the notebook on show and wait until ``notebook`` is open."""
    link = page.locator(f"{PANEL} .jp-RenderedMarkdown a", has_text=re.compile(f"^{text}$"))
    link.first.scroll_into_view_if_needed(timeout=WAIT_MS)
    link.first.click()
    wait_open(page, notebook)


def answer_wrong_then_right(page: Page, index: int, right: str, wrong: str) -> None:
    """Click the wrong answer and Check (not yet), then the right one and Check (correct)."""
    widget = page.locator(f"{PANEL} .gouji-question").nth(index)
    widget.scroll_into_view_if_needed(timeout=WAIT_MS)
    feedback = widget.locator(".question-feedback")
    for label, verdict in ((wrong, ".gouji-not_yet"), (right, ".gouji-correct")):
        answer = widget.locator(".answer-btn", has_text=re.compile(f"^\\s*{label}\\s*$"))
        click_until_changed(page, answer, [widget], f"the answer {label!r} chosen")
        widget.locator(".check-btn").click()
        feedback.locator(verdict).wait_for(timeout=CLICK_MS)


def save_and_shut_down(page: Page) -> None:
    """Save the notebook (File menu) and shut its kernel down (Kernel menu)."""
    menu(page, "File", "Save Notebook")
    page.wait_for_selector(".lm-TabBar-tab.lm-mod-current:not(.jp-mod-dirty)", timeout=WAIT_MS)
    menu(page, "Kernel", "Shut Down Kernel")
    page.wait_for_function(
        f"() => /no kernel/i.test(document.querySelector('{PANEL} .jp-Toolbar-kernelName')"
        "?.textContent ?? '')",
        timeout=WAIT_MS,
    )


def still_shown(page: Page, lang: str, widgets: int, settle: float = 3.0) -> None:
    """After a reopen: no widget error appears (the widget manager restores within
    ``settle`` seconds) and each widget shows its picture or its one line."""
    page.wait_for_function(KERNEL_READY_JS, timeout=WAIT_MS)
    deadline = time.monotonic() + settle
    while time.monotonic() < deadline:
        errors = page.get_by_text("Error displaying widget").count()
        assert errors == 0, "a reopened notebook shows 'Error displaying widget'"
        page.wait_for_timeout(250)
    outputs = page.locator(f"{PANEL} .jp-OutputArea-output")
    pictures = page.locator(f"{PANEL} .jp-OutputArea-output[data-mime-type='image/svg+xml']")
    lines = [t for t in outputs.all_inner_texts() if RUN_NOTE[lang] in t]
    assert pictures.count() + len(lines) >= widgets, (pictures.count(), lines)


def shoot(page: Page, name: str) -> None:
    with contextlib.suppress(Exception):
        page.screenshot(path=str(SHOTS / f"{name}.png"))


def test_practice_from_the_tutorials_command_survives_a_restart(
    browser: Browser, lab: LabServer, repository: Path
) -> None:
    asked = [i for i, q in enumerate(questions(CHAPTER)) if isinstance(q, Predict) and not q.varies]
    assert len(asked) >= 2, f"chapter {CHAPTER} needs two yes/no questions without variants"
    total = len(questions(CHAPTER))
    start = opened_by_the_command(lab)
    assert start == f"{lab.url}/lab/tree/notebooks/00_start_here.ipynb", start
    for step, (lang, (link, yes, no, standing)) in enumerate(EDITIONS.items()):
        notebook = EXERCISE.format("" if lang == "en" else "zh/")
        index = asked[step]  # each edition answers a question of its own
        right = yes if questions(CHAPTER)[index].solution().answer else no
        page = browser.new_page(viewport={"width": 1280, "height": 1600})
        try:
            page.goto(start + ("?reset" if step else ""), wait_until="domcontentloaded")
            wait_open(page, "notebooks/00_start_here.ipynb")
            if lang == "zh":
                follow(page, "zh/00_start_here.ipynb", "notebooks/zh/00_start_here.ipynb")
            follow(page, link, notebook)
            run_all(page)
            answer_wrong_then_right(page, index, right, yes if right == no else no)
            shoot(page, f"{lang}_1_answered")
            save_and_shut_down(page)
            saved = json.loads((repository / notebook).read_text(encoding="utf-8"))
            assert WIDGET_VIEW not in json.dumps(saved), "the pre-save hook kept a live view"

            expected = [
                standing.format(tried=step + 1, total=total, right=step + 1),
                SCORE[lang].format(right=step + 1, total=total),
            ]
            open_notebook(page, lab.url, notebook)
            still_shown(page, lang, total)
            said = text_of(page.locator(f"{PANEL} .jp-OutputArea-output"))
            assert all(words in said for words in expected), "the saved standing or score is stale"
            shoot(page, f"{lang}_2_reopened")
            run_all(page)
            said = text_of(page.locator(f"{PANEL} .gouji-standing, {PANEL} .gouji-score"))
            assert all(words in said for words in expected), said
            shoot(page, f"{lang}_3_standing")
        except BaseException:
            shoot(page, f"{lang}_9_failure")
            raise
        finally:
            page.close()
