"""A second visit from what the first kept, against an ordinary second boot, in headless
Chromium on a phone's CPU: ``python tests/bench/kept_start.py SITE [--runs N] [--no-throttle]``.

Made for decision 30 (the engine's heap and unpacked zips kept in Cache Storage, kept.js).
Each run is a fresh context: a first visit opens a widget page, edits the cards and waits
for the verdict and for the heap to be kept; then, in the same context, a second widget page
is opened and edited. Odd runs delete the kept heap between the two visits (every other cache
stays warm), so the second boot is the ordinary one. The CPU is slowed 4x
(``Emulation.setCPUThrottlingRate``) and the network held to the bench's ``4g`` profile.
Per visit, in ms from navigation: the page's load, the engine's "starting", its phase
"starting"/"restoring" (every download in), "ready", the live verdict; how it booted (via)
and the worker's own steps.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import expect, sync_playwright  # noqa: E402

from tests.browser.conftest import LAUNCH_ARGS, chromium_path  # noqa: E402
from widgets.serve import serve_in_thread  # noqa: E402

TIMEOUT_MS = 240_000
EDIT = "S5 S5 H5 H5"
FIRST, SECOND = "games/zhaopengyou/", "en/games/zhaopengyou/"
WATCH = """(() => { window.__t = {};
  document.addEventListener("paili:engine", (e) => { window.__t[e.detail.state] ??= performance.now();
    if (e.detail.state === "ready") { window.__t.via = e.detail.via; window.__t.steps = e.detail.steps; } });
  document.addEventListener("paili:engine-progress", (e) => {
    if (e.detail.phase && e.detail.phase !== "downloading") window.__t.cpu ??= performance.now(); });
  document.addEventListener("paili:engine-kept", (e) => { window.__t.kept = e.detail; }); })()"""


def visit(context, url: str, throttle: bool):
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    if throttle:
        cdp = context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": 40, "downloadThroughput": 20e6 / 8, "uploadThroughput": 5e6 / 8})
    page.add_init_script(WATCH)
    page.goto(url, wait_until="load")
    load = page.evaluate("performance.getEntriesByType('navigation')[0].loadEventEnd")
    w = page.locator("pl-shape-check").first
    w.locator("input[name=cards]").fill(EDIT)
    expect(w).to_have_attribute("data-state", "live", timeout=TIMEOUT_MS)
    live = page.evaluate("performance.now()")
    t = page.evaluate("window.__t")
    row = {"load": load, "starting": t.get("starting"), "cpu": t.get("cpu"), "ready": t.get("ready"), "live": live}
    return page, {k: round(v) for k, v in row.items() if v is not None} | {"via": t.get("via"), "steps": t.get("steps")}


def main() -> None:
    parser = argparse.ArgumentParser(prog="python tests/bench/kept_start.py")
    parser.add_argument("site", type=Path)
    parser.add_argument("--runs", type=int, default=4)
    parser.add_argument("--no-throttle", action="store_true")
    args = parser.parse_args()
    _, url = serve_in_thread(args.site)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_path(), args=LAUNCH_ARGS)
        for run in range(args.runs):
            context = browser.new_context(bypass_csp=True)
            page, first = visit(context, url + FIRST, not args.no_throttle)
            page.wait_for_function("window.__t.kept", timeout=TIMEOUT_MS)
            if run % 2:
                page.evaluate("caches.delete('paili-kept-engine')")
            page.close()
            _, second = visit(context, url + SECOND, not args.no_throttle)
            context.close()
            print(f"run {run} first  {first}", flush=True)
            print(f"run {run} second {second}", flush=True)
        browser.close()


if __name__ == "__main__":
    main()
