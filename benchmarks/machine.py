"""Report helpers shared by the benchmark scripts: units, percentiles, the machine, the source."""

from __future__ import annotations

import datetime
import hashlib
import importlib.metadata
import os
import platform
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def add_root_to_path() -> None:
    """Append the repository root to ``sys.path`` (after PYTHONPATH: another checkout may win)."""
    if str(ROOT) not in sys.path:
        sys.path.append(str(ROOT))


def us(seconds: float) -> str:
    """Seconds as microseconds with one decimal, e.g. ``12.8 µs``."""
    return f"{seconds * 1e6:,.1f} µs"


def ms(seconds: float) -> str:
    """Seconds as milliseconds with two decimals, e.g. ``16.41 ms``."""
    return f"{seconds * 1e3:,.2f} ms"


def verdict(ok: bool | None) -> str:
    """``**PASS**``, ``**MISS**`` or ``n/a`` (not judged) for a target."""
    return "n/a" if ok is None else ("**PASS**" if ok else "**MISS**")


def percentile(xs: Sequence[float], q: float) -> float:
    """The nearest-rank ``q``-th percentile (0-100) of a non-empty sequence."""
    ordered = sorted(xs)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered) + 0.5) - 1))]


def utc_now() -> str:
    """The current date and time in UTC, to the minute."""
    return datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")


def shown_path(path: Path | str) -> str:
    """A path as a results file names it: relative to the repository root, never a machine's
    absolute path (a path outside the repository is named by its last part only)."""
    resolved = Path(os.path.abspath(path))  # a venv's python is a symlink: not resolved
    try:
        return resolved.relative_to(ROOT).as_posix() or "."
    except ValueError:
        return f"<outside the repository>/{resolved.name}"


def python_platform() -> str:
    """The Python version, its executable (repository-relative) and the platform."""
    return (
        f"Python {platform.python_version()} (`{shown_path(sys.executable)}`), "
        f"{platform.platform()}"
    )


def cpu_model() -> str:
    """The CPU model name and the number of logical CPUs."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip() + f" ({os.cpu_count()} logical CPUs)"
    except OSError:
        pass
    return platform.processor() or "unknown"


def load_average() -> str:
    """The 1, 5 and 15 minute load averages, comma-separated with two decimals."""
    return ", ".join(f"{x:.2f}" for x in os.getloadavg())


def package_version(name: str) -> str:
    """The installed version of a distribution, or ``not installed``."""
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return "not installed"


def _git(cwd: Path, *args: str) -> str:
    """The stripped standard output of a git command run in ``cwd`` (empty if git fails)."""
    try:
        done = subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True)
    except OSError:
        return ""
    return done.stdout.strip()


def git_commit(package: Path) -> str:
    """``commit <short hash>``, plus `` + uncommitted changes`` if the package's files differ."""
    commit = _git(package, "rev-parse", "--short", "HEAD") or "unknown"
    dirty = _git(package, "status", "--porcelain", "--", ".")
    return f"commit {commit}" + (" + uncommitted changes" if dirty else "")


def source_hash(package: Path) -> str:
    """The first 12 hex digits of a sha256 over the package's ``*.py`` files, in path order."""
    digest = hashlib.sha256()
    for path in sorted(package.rglob("*.py")):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def package_source(package: Path, *, with_hash: bool = True) -> str:
    """Where a package is (repository-relative), its git commit and (optionally) the hash of
    its sources."""
    text = f"`{shown_path(package)}`, {git_commit(package)}"
    return text + (f"; sha256 of its *.py {source_hash(package)}" if with_hash else "")
