"""`make bench`: every speed figure of the project, measured in one run, as tables.

1. Engine throughput in CPython: every case of tests/bench/engine_*.py. Each file defines
   ``CASES = [(label, fn), …]`` (``fn`` takes no argument); a case runs repeatedly for about
   half a second (at least 5 times): median and 95th percentile of one call, in ms.
2. Random deals per second per game (``engine.simulate``: deal, play, replay and check).
3. The browser (tests/bench/browser.py and the files it names), in one headless Chromium:
   - cold start on each network profile (tests/bench/network.py: ``local``, ``4g``, ``3g``
     throttled through Chromium's DevTools protocol, served gzip by widgets/serve.py; and
     ``phone``: 4g with the CPU slowed four times, tests/bench/slow_cpu.py), first live verdict
     against stock Pyodide's boot in the same run and profile (the ratio), and the wait of a
     reader who edits 5 s after load;
   - ``repeat`` (tests/bench/second_visit.py): after a first visit that used a widget (caches
     full, service worker installed), another page opened on the phone profile: its first
     live verdict against its own load event;
   - warm calls through the worker on the host's CPU (tests/bench/warm_calls.py), and on the
     phone profile every kind of call a page sends (tests/bench/phone_calls.py: checks,
     replays, random deals, practice's next question and grade), median and p95;
   - the downloads of the first live check and each page's weight before any interaction.
   It ends with one line per profile (``speed <profile>: first live verdict / stock boot = R
   (verdict ms / stock ms); goal ≤ G: met``), ``speed repeat: first live verdict / page load
   = R (…)``, the bytes line and the phone's warm calls against their goals (tests/bench/goals.py).

Options: ``--no-browser`` skips part 3; ``--profiles phone,repeat`` runs only part 3's named
profiles (``phone`` with its warm calls), without parts 1–2; ``--site DIR`` uses a site
already built (``mkdocs build``) instead of building one.
"""

from __future__ import annotations

import importlib.util
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))
sys.path.insert(0, str(HERE))


def measure(fn, budget: float = 0.5, least: int = 5) -> list[float]:
    fn()  # warm caches and imports
    times: list[float] = []
    start = time.perf_counter()
    while len(times) < least or time.perf_counter() - start < budget:
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
        if len(times) >= 10_000:
            break
    return times


def load(path: Path):
    spec = importlib.util.spec_from_file_location(f"bench_{path.stem}", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main(argv: list[str]) -> int:
    if "--profiles" in argv:   # the named browser profiles only
        import browser
        print("\n".join(browser.main(profiles=_value(argv, "--profiles").split(","), site=_site(argv))))
        return 0
    rows = []
    for path in sorted(HERE.glob("engine_*.py")):
        for label, fn in load(path).CASES:
            times = sorted(measure(fn))
            p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
            rows.append((path.stem, label, statistics.median(times), p95, len(times)))
    width = max(len(r[1]) for r in rows) if rows else 10
    print(f"{'file':<26} {'case':<{width}} {'median ms':>10} {'p95 ms':>9} {'runs':>6}")
    for file, label, median, p95, n in rows:
        print(f"{file:<26} {label:<{width}} {median:>10.3f} {p95:>9.3f} {n:>6}")
    print()
    print(deals_per_second())
    if "--no-browser" not in argv:
        import browser
        print()
        print("\n".join(browser.main(site=_site(argv))))
    return 0


def _value(argv: list[str], option: str) -> str:
    at = argv.index(option)
    if at + 1 >= len(argv):
        raise SystemExit(f"{option} takes a value")
    return argv[at + 1]


def _site(argv: list[str]) -> Path | None:
    return Path(_value(argv, "--site")).resolve() if "--site" in argv else None


def deals_per_second(budget: float = 2.0) -> str:
    """Random legal deals per second per game, by ``engine.simulate`` (checks included)."""
    from engine.games import GAMES
    from engine.simulate import simulate_deals
    lines = ["Random deals (engine.simulate: deal, play, replay, check), CPython",
             f"  {'game':<12} {'deals':>6} {'seconds':>8} {'deals/s':>8}"]
    for game in GAMES:
        deals, seed, start = 0, 1, time.perf_counter()
        while time.perf_counter() - start < budget:
            summary = simulate_deals(game, 5, seed)
            assert not summary.get("failures"), summary["failures"]
            deals += summary["deals"]
            seed += 5
        took = time.perf_counter() - start
        lines.append(f"  {game:<12} {deals:>6} {took:>8.2f} {deals / took:>8.1f}")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
