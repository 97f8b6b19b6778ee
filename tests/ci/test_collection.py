"""The test command really runs every test folder (pytest skips folders named `build`
unless told otherwise: tests/build once went unrun that way)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_test_file_is_collected_by_the_plain_test_command():
    proc = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    collected = {line.split("::")[0] for line in proc.stdout.splitlines() if "::" in line}
    on_disk = {p.relative_to(ROOT).as_posix() for p in (ROOT / "tests").rglob("test_*.py")}
    assert on_disk - collected == set()
