"""How ``make test`` hands the tests to its two pytest-xdist workers (``--dist loadgroup``;
maintainers page, decision 54).

- A browser test file is one unit: it runs whole on one worker, so the contexts it shares
  (``kept_context``: one engine boot per set of options) and its module's fixtures are made once
  for it, not on both workers.
- Every other test is a unit of its own, so the engine tests fill whatever time a worker has.
- The queue opens with engine tests that need no site (the controller builds the site meanwhile:
  tests/shared_site.py), then takes the browser files heaviest first, each followed by an even
  share of the other tests, so that while one worker walks a long browser file the other runs
  engine tests, and the run ends on small tests rather than one long file.

Only the order and the grouping change: every collected test runs, once.
"""

from __future__ import annotations

import pytest

BROWSER = "tests/browser/"
# The browser files that took longest in a full run (maintainers page, decision 54), heaviest
# first; the others follow in the order they are collected.
HEAVY_FIRST = [
    "test_replay_table.py", "test_words_walk.py", "test_pages_phone.py", "test_widgets_phone.py",
    "test_match_sheet.py", "test_widgets_live.py", "test_widgets_inputs.py", "test_practice.py",
]


def _file(item) -> str:
    return item.nodeid.split("::", 1)[0]


def _browser_files(items) -> dict[str, list]:
    """The browser tests by file, the heaviest files first."""
    files: dict[str, list] = {}
    for item in items:
        if _file(item).startswith(BROWSER):
            files.setdefault(_file(item), []).append(item)
    rank = {BROWSER + name: n for n, name in enumerate(HEAVY_FIRST)}
    order = sorted(files, key=lambda f: (rank.get(f, len(rank)), list(files).index(f)))
    return {f: files[f] for f in order}


def arrange(items: list) -> None:
    """Group each browser file (``xdist_group``) and order the queue as the module says, in place.
    The same on every worker: xdist requires every worker to collect the same list."""
    files = _browser_files(items)
    for path, tests in files.items():
        group = pytest.mark.xdist_group(path.rsplit("/", 1)[-1].removesuffix(".py"))
        for item in tests:
            item.add_marker(group)
    rest = [i for i in items if not _file(i).startswith(BROWSER)]
    rest = ([i for i in rest if "built_site" not in i.fixturenames]
            + [i for i in rest if "built_site" in i.fixturenames])
    shares = len(files) + 1
    size = -(-len(rest) // shares)
    chunks = [rest[k * size:(k + 1) * size] for k in range(shares)]
    ordered = list(chunks[0])
    for tests, chunk in zip(files.values(), chunks[1:]):
        ordered += tests + chunk
    assert sorted(map(id, ordered)) == sorted(map(id, items)), "every collected test runs once"
    items[:] = ordered
