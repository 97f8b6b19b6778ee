"""The test command really runs every test folder (pytest skips folders named `build`
unless told otherwise: tests/build once went unrun that way), and its two workers are handed
every test it collects (tests/run_order.py)."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

from tests import run_order

ROOT = Path(__file__).resolve().parents[2]


def make_test_arguments() -> list[str]:
    """The arguments `make test` gives pytest (the Makefile's own line, its variables filled)."""
    makefile = (ROOT / "Makefile").read_text()
    variables = dict(re.findall(r"^(\w+)\s*\??=\s*(.*?)\s*$", makefile, re.M))
    recipe = re.search(r"^test:.*\n\t(.*)$", makefile, re.M)[1]
    line = re.sub(r"\$\((\w+)\)", lambda m: variables.get(m[1], ""), recipe)
    return shlex.split(line.split("-m pytest", 1)[1])


def test_the_test_command_runs_two_workers_and_lists_the_slowest():
    args = make_test_arguments()
    assert args[args.index("-n") + 1] == "2" and "--dist" in args and "--durations=30" in args


def test_every_test_file_is_collected_by_the_test_command():
    proc = subprocess.run([sys.executable, "-m", "pytest", *make_test_arguments(), "--collect-only", "-q"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    collected = {line.split("::")[0] for line in proc.stdout.splitlines() if "::" in line}
    on_disk = {p.relative_to(ROOT).as_posix() for p in (ROOT / "tests").rglob("test_*.py")}
    assert on_disk - collected == set()


class Item:
    """What run_order reads of a collected test."""

    def __init__(self, nodeid: str, site: bool = False):
        self.nodeid, self.fixturenames, self.marks = nodeid, ["built_site"] if site else [], []

    def add_marker(self, mark):
        self.marks.append(mark)


def test_the_workers_are_handed_every_test_once_each_browser_file_whole():
    items = ([Item(f"tests/browser/test_b{k}.py::test_{n}", site=True) for k in range(3) for n in range(4)]
             + [Item("tests/browser/test_replay_table.py::test_walk", site=True)]
             + [Item(f"tests/engine/test_e.py::test_{n}") for n in range(40)]
             + [Item(f"tests/build/test_s.py::test_{n}", site=True) for n in range(5)])
    given = list(items)
    run_order.arrange(items)
    assert sorted(map(id, items)) == sorted(map(id, given))
    assert not items[0].fixturenames                       # the queue opens with tests that need no site
    assert items[0].nodeid.startswith("tests/engine/")
    browser = [i for i in items if i.nodeid.startswith("tests/browser/")]
    assert browser[0].nodeid == "tests/browser/test_replay_table.py::test_walk"   # the heaviest first
    for item in browser:
        assert [m.args for m in item.marks] == [(item.nodeid.split("::")[0].rsplit("/", 1)[1][:-3],)]
    for k in range(3):                                      # a file's tests stay together, in order
        at = [n for n, i in enumerate(items) if i.nodeid.startswith(f"tests/browser/test_b{k}.py")]
        assert at == list(range(at[0], at[0] + 4))
    assert not any(i.marks for i in items if not i.nodeid.startswith("tests/browser/"))
