"""CI: the test venv holds what constraints.txt allows and pip finds no broken requirement."""

from __future__ import annotations

import subprocess
import sys
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    """Print each constrained package's installed version; exit 1 on any drift."""
    failures = []
    for line in (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        wanted = Requirement(line)
        if wanted.marker is not None and not wanted.marker.evaluate():
            continue  # a bound for another Python
        try:
            found = version(wanted.name)
        except PackageNotFoundError:
            failures.append(f"{wanted.name} is not installed")
            continue
        ok = wanted.specifier.contains(found, prereleases=True)
        print(f"{'ok  ' if ok else 'DRIFT'} {wanted.name} {found} ({wanted.specifier})")
        if not ok:
            failures.append(f"{wanted.name} {found} is outside {wanted.specifier}")
    if subprocess.call([sys.executable, "-m", "pip", "check"]) != 0:
        failures.append("pip check found broken requirements")
    for failure in failures:
        print(f"check_pins: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
