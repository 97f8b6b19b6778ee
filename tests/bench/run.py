"""`make bench`: time every case of tests/bench/engine_*.py and print a table.

Each bench file defines ``CASES = [(label, fn), …]`` (``fn`` takes no argument).
A case runs repeatedly for about half a second (at least 5 times); the table gives
the median and 95th percentile of one call, in milliseconds.
"""

from __future__ import annotations

import importlib.util
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))


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


def main() -> int:
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
