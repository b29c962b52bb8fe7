"""Binder's image, rebuilt the way repo2docker builds it: binder/requirements.txt installed by pip
over the base image's Jupyter versions (binder/repo2docker-base.txt), then the package itself. No
pip conflict, no broken requirement, every JupyterLab extension enabled OK, and `pip install .`
brings no JupyterLab. The base layer is laid by uv (repo2docker's comes from conda, so its
installer is not what is tested; uv resolves the same 111 versions as pip, measured 2026-12-02, in
a fifth of the time); the layers under test go through pip. It downloads from the package index:
run under ``--slow`` (CI)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from scale import slow
from uv import find_uv_bin

ROOT = Path(__file__).resolve().parents[1]
CONFLICT = "dependency conflicts"
"""What pip's resolver prints when an install breaks what was installed before."""

pytestmark = pytest.mark.skipif(not slow(), reason="downloads Binder's packages: --slow only")


def _run(*cmd: str) -> str:
    """Run ``cmd``; fail with its output's end unless it exits 0; return that output."""
    done = subprocess.run(
        cmd,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    return done.stdout + done.stderr


def _pip(python: Path, *args: str) -> str:
    """This venv's pip run on ``python``'s environment (``pip --python``: the image has none)."""
    pip = [sys.executable, "-m", "pip", "--python", str(python), "--disable-pip-version-check"]
    return _run(*pip, *args)


@pytest.fixture(scope="module")
def image(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A venv holding the base image's versions (laid by uv) with binder/requirements.txt over
    them (pip; no .pyc compiled: the image is checked, never run long, and compiling took most of
    the install)."""
    folder = tmp_path_factory.mktemp("binder") / "venv"
    uv = find_uv_bin()
    _run(uv, "venv", "--quiet", "--python", sys.executable, str(folder))
    python = folder / "bin" / "python"
    base = str(ROOT / "binder" / "repo2docker-base.txt")
    _run(uv, "pip", "install", "--quiet", "--python", str(python), "-r", base)
    said = _pip(python, "install", "--no-compile", "-r", str(ROOT / "binder" / "requirements.txt"))
    assert CONFLICT not in said, said[-3000:]
    said = _pip(python, "install", "--no-compile", str(ROOT))  # what binder/postBuild does
    assert CONFLICT not in said, said[-3000:]
    return python


def test_binder_requirements_install_over_the_base_without_conflict(image: Path) -> None:
    assert "No broken requirements" in _pip(image, "check")


def test_every_lab_extension_of_the_image_is_enabled_ok(image: Path) -> None:
    listed = subprocess.run(
        [str(image.parent / "jupyter"), "labextension", "list"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    lines = [line for line in (listed.stdout + listed.stderr).splitlines() if " v" in line]
    assert any("jupyterlab_widgets" in line for line in lines), lines
    assert any("ipycanvas" in line for line in lines), lines
    broken = [line for line in lines if "enabled" in line and "OK" not in line]
    assert lines and not broken, broken


def test_installing_the_package_alone_brings_no_jupyterlab(tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    _pip(
        Path(sys.executable),
        "install",
        "--dry-run",
        "--ignore-installed",
        "--quiet",
        "--report",
        str(report),
        str(ROOT),
    )
    text = report.read_text(encoding="utf-8").lower()
    assert '"name": "ipycanvas"' in text and '"name": "jupyterlab"' not in text
