"""Two builds of the site, timed against each other at the engine's start, in headless Chromium:
``python tests/bench/worker_start.py SITE_A SITE_B [--runs N] [--no-headers]``.

Made for decision 26 (the engine's worker started from a ``blob:`` of its script): each run is
a fresh context (empty cache, no service worker) that opens a widget page and edits the cards
at once, the two sites alternating, each served by ``widgets/serve.py`` (``--no-headers``: as
GitHub Pages, without ``_headers``). Per site, medians of: the page's "starting" to the
worker's first moment (its script fetched and parsed), "starting" to "ready", and "starting"
to the widget's live verdict, in ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import expect, sync_playwright  # noqa: E402

from tests.browser.conftest import LAUNCH_ARGS, chromium_path  # noqa: E402
from widgets.serve import serve_in_thread  # noqa: E402

PAGE = "games/zhaopengyou/"
TIMEOUT_MS = 120_000
WATCH = """() => {
  window.__t = {};
  document.addEventListener("paili:engine", (e) => {
    window.__t[e.detail.state] = performance.now();
    if (e.detail.state === "ready") window.__t.workerMs = e.detail.ms;
  });
  const w = document.querySelector("pl-shape-check");
  new MutationObserver(() => { if (w.dataset.state === "live") window.__t.live ??= performance.now(); })
    .observe(w, { attributes: true });
}"""


def one_run(browser, url: str) -> tuple[float, float, float]:
    context = browser.new_context()
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(url + PAGE, wait_until="load")
    page.evaluate(WATCH)
    page.locator("pl-shape-check input[name=cards]").first.fill("S5 S5 H5 H5")
    expect(page.locator("pl-shape-check").first).to_have_attribute("data-state", "live", timeout=TIMEOUT_MS)
    for _ in range(100):
        t = page.evaluate("() => window.__t")
        if "live" in t and "ready" in t:
            break
        time.sleep(0.05)
    context.close()
    to_ready = t["ready"] - t["starting"]
    return to_ready - t["workerMs"], to_ready, t["live"] - t["starting"]


def main() -> None:
    parser = argparse.ArgumentParser(prog="python tests/bench/worker_start.py")
    parser.add_argument("sites", nargs=2, type=Path)
    parser.add_argument("--runs", type=int, default=12)
    parser.add_argument("--no-headers", action="store_true")
    args = parser.parse_args()
    urls = [serve_in_thread(site, headers=not args.no_headers)[1] for site in args.sites]
    times: list[list[tuple[float, float, float]]] = [[], []]
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_path(), args=LAUNCH_ARGS)
        for run in range(args.runs):
            for which in ((0, 1) if run % 2 == 0 else (1, 0)):
                times[which].append(one_run(browser, urls[which]))
        browser.close()
    print(f"{args.runs} runs each, {'no headers' if args.no_headers else '_headers honoured'}; medians in ms")
    for site, rows in zip(args.sites, times):
        worker, ready, live = (statistics.median(column) for column in zip(*rows))
        print(f"  {site}: to the worker's first moment {worker:.0f}, to ready {ready:.0f}, to the live verdict {live:.0f}")


if __name__ == "__main__":
    main()
