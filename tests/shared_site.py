"""The site the tests read, built once per run (maintainers page, decisions 44 and 54).

In one process (``pytest tests/build``) the first test that asks for the site builds it. Under
pytest-xdist (``make test``: two workers) the controller starts the build in the background
before the workers start, tells each worker where it goes, and a worker that needs the site
waits for that one build: the workers run engine tests meanwhile, and no worker builds a
second site. The build's exit code and output are written beside the site, so a failed build
fails every test that needs it with mkdocs' own words.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WAIT_SECONDS = 30 * 60   # a strict build on a loaded two-core machine takes one or two minutes


def build_command(out: Path) -> list[str]:
    return [sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "--site-dir", str(out)]


def build_env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT), "NO_MKDOCS_2_WARNING": "1"}


def build(out: Path) -> Path:
    """Build the site (strict) into ``out`` in this process's time; fail with mkdocs' output."""
    proc = subprocess.run(build_command(out), cwd=ROOT, env=build_env(), capture_output=True, text=True)
    assert proc.returncode == 0, f"mkdocs build failed:\n{proc.stdout}\n{proc.stderr}"
    return out


def _log(out: Path) -> Path:
    return out.with_name(out.name + ".log")


def _exit_code(out: Path) -> Path:
    return out.with_name(out.name + ".rc")


def start_build(out: Path) -> subprocess.Popen:
    """Start building into ``out`` in the background: its output goes to ``<out>.log`` and, once
    it ends, its exit code to ``<out>.rc`` (written last, so a waiter never reads a half site)."""
    script = ("import subprocess, sys; from pathlib import Path; "
              "log = open(sys.argv[2], 'w'); "
              "rc = subprocess.call(sys.argv[3:], stdout=log, stderr=subprocess.STDOUT); "
              "log.close(); Path(sys.argv[1] + '.tmp').write_text(str(rc)); "
              "Path(sys.argv[1] + '.tmp').rename(sys.argv[1])")
    return subprocess.Popen([sys.executable, "-c", script, str(_exit_code(out)), str(_log(out)),
                             *build_command(out)], cwd=ROOT, env=build_env())


def wait_for_build(out: Path) -> Path:
    """The site another process is building into ``out``, once it is built; fail with mkdocs'
    output if the build failed, or if it never ended."""
    done = _exit_code(out)
    deadline = time.monotonic() + WAIT_SECONDS
    while not done.exists():
        assert time.monotonic() < deadline, f"the shared site build never ended ({_log(out)})"
        time.sleep(0.5)
    rc = done.read_text().strip()
    assert rc == "0", f"mkdocs build failed (exit {rc}):\n{_log(out).read_text()}"
    return out


def finish(proc: subprocess.Popen | None) -> None:
    """At the end of the run: let a build still going end (the run stopped early), never orphan it."""
    if proc is not None and proc.poll() is None:
        proc.terminate()
        proc.wait(timeout=60)
