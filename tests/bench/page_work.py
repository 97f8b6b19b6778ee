"""The practice page's own work, on the host's CPU (issue 24 §2): on each game's practice page,
the real ``<pl-practice>``, the main thread's CPU time (its thread clock, read from Chromium's
trace at ``performance.mark`` calls) from the answer sent to the verdict shown (the grade's
``pl-practice-grade`` event) and to the verdict painted (the next frame drawn after it), and
the same for "Next" tapped → the question shown, asked ahead. The worker's time is not in it
(another thread); a busy host stretches the wall clock but hardly the thread clock, so the
figures hold on a loaded machine where tests/bench/practice_taps.py's wall-clock ones do not.
The phone's share of it is about this time × the phone profile's slowdown.

A/B: ``python tests/bench/page_work.py [--runs N] [--games g1,g2] SITE_A SITE_B …`` builds
nothing: it serves each built site in turn, alternating sites game by game, and prints the
median and p95 of each figure per site.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.games import GAMES  # noqa: E402
from tests.browser.conftest import LAUNCH_ARGS, chromium_path  # noqa: E402
from practice_taps import WARMED_PRACTICE  # noqa: E402  (tests/bench, this script's folder)

TIMEOUT_MS = 300_000

# The same questions on every site compared: the page's random choices (its seeds: crypto; its
# kinds: Math.random) from one fixed sequence.
SEEDED = """(() => {
    let s = 0x9e3779b9;
    const next = () => { s ^= s << 13; s ^= s >>> 17; s ^= s << 5; return (s >>> 0) / 2 ** 32; };
    Math.random = next;
    crypto.getRandomValues = (a) => { for (let i = 0; i < a.length; i++) a[i] = Math.floor(next() * 2 ** 32); return a; };
})();"""

# Marks: g0 the answer sent, g1 the verdict shown (the element's event); t0/t1 the same for "Next"
# (c0/c1 its first tap, the build's question skipped). Each cycle waits for the question asked
# ahead, then lets the page sit 200 ms.
HARNESS = """async () => {""" + WARMED_PRACTICE + """    const rest = (ms) => new Promise((r) => setTimeout(r, ms));
    const ready = async () => { while (w.dataset.prepared !== "ready") await rest(20); };
    const timed = async (prefix, event, act) => {
        const got = shown(event);
        performance.mark(prefix + "0");
        act();
        const detail = await got;
        performance.mark(prefix + "1");
        await painted();
        window.__scrolls.push(scrollY);   // where the page stands: the same before and after a change
        return detail;
    };
    window.__cycles = async (runs) => {
        window.__scrolls = [];
        let q = await timed("c", "pl-practice-question", () => w.querySelector(".pl-practice-next").click());
        for (let i = 0; i < runs; i++) {
            await rest(200);
            await timed("g", "pl-practice-grade", () => w.answer(q.solution));
            await ready();
            await rest(200);
            q = await timed("t", "pl-practice-question", () => w.querySelector(".pl-practice-next").click());
        }
    };
    await window.__cycles(2);   // the warm-up
}"""


def _main_thread(events: list[dict]) -> list[dict]:
    """The page's main thread's events (the thread the marks are on), in order."""
    mark = next(e for e in events if e.get("cat") == "blink.user_timing")
    return sorted((e for e in events if e.get("pid") == mark["pid"] and e.get("tid") == mark["tid"]),
                  key=lambda e: e["ts"])


def _spans(main: list[dict], prefix: str) -> tuple[list[float], list[float]]:
    """Per pair of marks ``prefix``0 (the act) and ``prefix``1 (the event): the main thread's CPU
    ms from the act to the event, and to the end of the first frame painted after the event
    (the task that holds its ``Paint``: what the reader sees drawn)."""
    tasks = [e for e in main if e.get("ph") == "X" and e.get("name") == "ThreadControllerImpl::RunTask" and "tdur" in e]
    paints = [e["ts"] for e in main if e.get("name") == "Paint"]
    shown, painted = [], []
    for act, event in zip((e for e in main if e.get("name") == f"{prefix}0"),
                          (e for e in main if e.get("name") == f"{prefix}1")):
        shown.append((event["tts"] - act["tts"]) / 1000)
        paint = next(t for t in paints if t > event["ts"])
        frame = next(t for t in tasks if t["ts"] <= paint <= t["ts"] + t["dur"])
        painted.append((frame["tts"] + frame["tdur"] - act["tts"]) / 1000)
    return shown, painted


def cycles(browser, base: str, game: str, runs: int, lang: str = "", trace: list | None = None) -> dict[str, list]:
    """One page, ``runs`` grades and taps: each figure's main-thread ms, per run, and where the
    page stood after each (``scrollY``). ``trace``: a list to receive the whole trace, recorded
    with JavaScript's stacks too (for a breakdown; they slow the page)."""
    context = browser.new_context(bypass_csp=True, viewport={"width": 390, "height": 844})
    try:
        context.add_init_script(SEEDED)
        page = context.new_page()
        page.set_default_timeout(TIMEOUT_MS)
        page.goto(f"{base}{lang}games/{game}/practice/", wait_until="load")
        page.evaluate(HARNESS)
        page.wait_for_timeout(1000)
        cdp = context.new_cdp_session(page)
        events: list[dict] = []
        done: list[bool] = []
        cdp.on("Tracing.dataCollected", lambda e: events.extend(e["value"]))
        cdp.on("Tracing.tracingComplete", lambda e: done.append(True))
        categories = "blink.user_timing,toplevel,devtools.timeline"
        if trace is not None:
            categories += ",disabled-by-default-devtools.timeline.stack"
        cdp.send("Tracing.start", {"categories": categories, "transferMode": "ReportEvents"})
        page.evaluate("(runs) => window.__cycles(runs)", runs)
        scrolls = page.evaluate("window.__scrolls")
        cdp.send("Tracing.end")
        while not done:
            page.wait_for_timeout(50)
    finally:
        context.close()
    if trace is not None:
        trace.extend(events)
    main, got = _main_thread(events), {}
    for prefix, what in (("g", "answer → verdict"), ("t", "next → question"), ("c", "first next (a skip) → question")):
        got[f"{what} shown"], got[f"{what} painted"] = _spans(main, prefix)
    return {**got, "scrollY": scrolls}


def p95(values: list[float]) -> float:
    return sorted(values)[max(0, round(0.95 * len(values)) - 1)]


def main(argv: list[str]) -> int:
    from playwright.sync_api import sync_playwright
    from widgets.serve import serve_in_thread

    runs = int(argv[argv.index("--runs") + 1]) if "--runs" in argv else 20
    games = argv[argv.index("--games") + 1].split(",") if "--games" in argv else list(GAMES)
    lang = "en/" if "--en" in argv else ""
    skip = {argv.index(o) + 1 for o in ("--runs", "--games") if o in argv}
    sites = [Path(a) for i, a in enumerate(argv) if not a.startswith("--") and i not in skip]
    bases = [serve_in_thread(site)[1] for site in sites]
    got: dict[tuple[str, str], dict[str, list[float]]] = {}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_path(), args=LAUNCH_ARGS)
        for game in games:
            for site, base in zip(sites, bases):
                print(f"page work: {site.name} {game}…", file=sys.stderr)
                got[(site.name, game)] = cycles(browser, base, game, runs, lang)
        browser.close()
    print("The page's main thread, CPU ms on the host (thread clock), median / p95 over", runs, "runs")
    for game in games:
        for (name, g), figures in got.items():
            if g != game:
                continue
            cells = "  ".join(f"{k} {statistics.median(v):5.1f} / {p95(v):5.1f}" for k, v in figures.items()
                              if k != "scrollY")
            print(f"  {game:12s} {name:24s} {cells}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
