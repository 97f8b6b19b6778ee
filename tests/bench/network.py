"""Cold starts on network profiles, for `make bench` (issue 13, point 1; issue 24, point 1).

Everything is served by ``widgets/serve.py`` as a static host serves it (gzip with
Content-Encoding for text and WebAssembly; archives as they are), and each profile is
imposed on the browser through the DevTools protocol (``Network.emulateNetworkConditions``
on a CDP session of the page: latency added to each request, download and upload held to
the profile's rate; the page's dedicated worker fetches through the same emulation).
The ``phone`` profile (issue 24) is the 4g network with the CPU slowed four times
(tests/bench/slow_cpu.py: every thread of the renderer, the worker's included), stock
Pyodide and the site alike. In one run of Chromium, interleaved so that both see the same
machine load:

- **stock**: ``bench-stock.html``, stock Pyodide (the same npm files the site ships,
  ``loadPyodide()`` with its own stdlib, ``1+1``), from navigation start to the answer;
- **first live verdict**: a widget page; the reader edits the cards the moment the page has
  loaded; from navigation start to the widget's live verdict;
- **edit at 5 s**: the reader edits 5 s after the page loaded; the wait is from the edit to
  the live verdict (what a reader picking cards at the table actually waits).

Bytes are what the server sends for each file the browser fetched (gzip as transferred for
the compressed types, the file itself otherwise), up to the first live verdict, and all of
stock Pyodide's boot.
"""

from __future__ import annotations

import contextlib
import gzip
import statistics
import time
from pathlib import Path
from urllib.parse import unquote, urlsplit

from widgets.serve import Handler, compressible

import goals  # tests/bench/goals.py
import slow_cpu  # tests/bench/slow_cpu.py

WIDGET_PAGE = "games/zhaopengyou/"
EDIT = "S5 S5 H5 H5"
TIMEOUT_MS = 240_000
EDIT_AFTER_S = 5

# name: (down Mbit/s, up Mbit/s, round trip ms); None: no emulation.
PROFILES: dict[str, tuple[float, float, float] | None] = {
    "local": None, "4g": (20, 5, 40), "3g": (1.6, 0.75, 300), "phone": (20, 5, 40)}
# The profiles on a CPU slowed four times (tests/bench/slow_cpu.py): a mid-range phone on 4g.
SLOWED = {"phone"}
# Runs per profile (the median is reported): 3g runs once, its boot alone takes about a minute;
# local five times, its two sides being CPU on the bench's machine, where they scatter most
# (stock Pyodide's boot over 1.66–2.16 s in one browser: maintainers page, decision 25).
# phone three times: its boots take four times as long.
RUNS = {"local": 5, "4g": 3, "3g": 1, "phone": 3}
BYTES_PROFILE = "4g"  # the runs whose downloads are counted (see report)


def describe(profile: str) -> str:
    conditions = PROFILES[profile]
    if conditions is None:
        return "no throttling"
    down, up, rtt = conditions
    cpu = f", CPU slowed {slow_cpu.RATE}x" if profile in SLOWED else ""
    return f"{down:g} Mbit/s down, {up:g} up, {rtt:g} ms RTT{cpu}"


def throttle(context, page, profile: str) -> None:
    """The network of ``profile`` on ``page`` (its dedicated worker fetches through the same emulation)."""
    conditions = PROFILES[profile]
    if conditions is not None:
        down, up, rtt = conditions
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": rtt,
            "downloadThroughput": down * 1_000_000 / 8, "uploadThroughput": up * 1_000_000 / 8})


def cpu(profile: str):
    """``with cpu(profile):`` the CPU of ``profile`` (slowed, or as it is)."""
    return slow_cpu.SlowCpu() if profile in SLOWED else contextlib.nullcontext()


def open_page(browser, profile: str):
    """A fresh context (empty cache, no service worker) and page, throttled to ``profile``."""
    context = browser.new_context(bypass_csp=True)  # wait_for_function evaluates a string
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    throttle(context, page, profile)
    fetched: list[tuple[str, float]] = []  # (path, when it finished); not the service worker's
    context.on("requestfinished", lambda request: None if request.service_worker else fetched.append(
        (unquote(urlsplit(request.url).path), time.monotonic())))
    return context, page, fetched


def sent_bytes(site: Path, path: str) -> int:
    """What widgets/serve.py sends for ``path``: gzipped (level 6) if its type is compressed."""
    file = site / path.lstrip("/")
    if file.is_dir():
        file = file / "index.html"
    if not file.is_file():
        return 0
    data = file.read_bytes()
    ctype = Handler.extensions_map.get(file.suffix.lower(), "")
    if not ctype:
        import mimetypes
        ctype = mimetypes.guess_type(file.name)[0] or ""
    return len(gzip.compress(data, 6, mtime=0)) if compressible(ctype) else len(data)


def cold_site(browser, base: str, profile: str, edit_after_s: float = 0) -> dict:
    context, page, fetched = open_page(browser, profile)
    with cpu(profile):
        out = first_verdict(page, base + WIDGET_PAGE, edit_after_s)
    context.close()
    verdict_at = out.pop("verdict_at")
    return {**out, "fetched": [(path, at <= verdict_at) for path, at in fetched]}


def first_verdict(page, url: str, edit_after_s: float = 0) -> dict:
    """Open ``url``; edit its first shape check's cards at load (or ``edit_after_s`` later); times
    (ms from navigation start) of the load event and of the live verdict, and the worker's boot."""
    page.add_init_script("""document.addEventListener("paili:engine", (e) => {
        if (e.detail.state === "ready") {
            window.__bootMs = e.detail.ms; window.__via = e.detail.via; window.__steps = e.detail.steps; } });""")
    page.goto(url, wait_until="load")
    loaded = page.evaluate("performance.getEntriesByType('navigation')[0].loadEventStart")
    if edit_after_s:
        page.wait_for_timeout(edit_after_s * 1000)
    edited = page.evaluate("performance.now()")
    page.locator("pl-shape-check input[name=cards]").first.fill(EDIT)
    page.wait_for_function("document.querySelector('pl-shape-check').dataset.state === 'live'",
                           timeout=TIMEOUT_MS, polling=10)
    done = page.evaluate("performance.now()")
    verdict_at = time.monotonic()
    page.wait_for_timeout(1000)  # the downloads that follow the first answer (the rest of the stdlib)
    boot, via, steps = page.evaluate("[window.__bootMs, window.__via, window.__steps]")
    return {"load": loaded, "verdict": done, "wait": done - edited, "boot": boot, "via": via,
            "steps": steps, "verdict_at": verdict_at}


def cold_stock(browser, base: str, profile: str) -> dict:
    context, page, fetched = open_page(browser, profile)
    with cpu(profile):
        page.goto(base + "bench-stock.html")
        page.wait_for_function("window.benchDone", timeout=TIMEOUT_MS, polling=10)
        out = page.evaluate("window.benchDone")
    page.wait_for_timeout(200)  # the last requestfinished events
    context.close()
    assert out["result"] == 2, out
    return {"ms": out["ms"], "fetched": [(path, True) for path, _ in fetched]}


def measure(browser, base: str, log, profiles=PROFILES) -> dict[str, dict]:
    """Each profile: stock boots, first live verdicts and edit-at-5-s waits, interleaved."""
    out: dict[str, dict] = {}
    for profile in profiles:
        runs = {"stock": [], "site": [], "late": []}
        for i in range(RUNS[profile]):
            log(f"browser bench: {profile} ({describe(profile)}), run {i + 1}/{RUNS[profile]}…")
            runs["stock"].append(cold_stock(browser, base, profile))
            runs["site"].append(cold_site(browser, base, profile))
            runs["late"].append(cold_site(browser, base, profile, EDIT_AFTER_S))
            site, late = runs["site"][-1], runs["late"][-1]
            log(f"  stock {runs['stock'][-1]['ms']:.0f} ms, site verdict {site['verdict']:.0f} ms "
                f"(booted via {site['via']}, CPU x{(site['steps'] or {}).get('slowness', '?')}), "
                f"edit at {EDIT_AFTER_S} s waits {late['wait']:.0f} ms (via {late['via']})")
        out[profile] = runs
    return out


def total_bytes(site: Path, fetched: list[tuple[str, bool]]) -> int:
    """Bytes sent for every fetch that finished before the verdict (each fetch counted)."""
    return sum(sent_bytes(site, path) for path, before in fetched if before)


def report(site: Path, results: dict[str, dict]) -> tuple[list[str], list[str]]:
    """(the table, the closing lines: one speed line per profile, then the bytes line when the
    bytes' profile ran), each ratio with its two times and its goal (tests/bench/goals.py)."""
    table = ["Cold start on network profiles, headless Chromium, empty cache, served gzip as a static "
             "host does (ms; stock and site from navigation start; the late edit's wait from the edit)"]
    table.append(f"  {'profile':<8} {'runs':>4} {'stock boot':>10} {'first live verdict':>18} {'ratio':>6} "
                 f"{'edit at 5 s: wait':>18}   runs (stock / verdict / wait)")
    closing = []
    for profile, runs in results.items():
        stock = statistics.median(r["ms"] for r in runs["stock"])
        verdict = statistics.median(r["verdict"] for r in runs["site"])
        wait = statistics.median(r["wait"] for r in runs["late"])
        each = " | ".join(f"{s['ms']:.0f} / {v['verdict']:.0f} / {w['wait']:.0f}"
                          for s, v, w in zip(runs["stock"], runs["site"], runs["late"]))
        ratio = verdict / stock
        table.append(f"  {profile:<8} {len(runs['site']):>4} {stock:>10.0f} {verdict:>18.0f} "
                     f"{ratio:>6.2f} {wait:>18.0f}   {each}")
        closing.append(f"speed {profile}: first live verdict / stock boot = {goals.ratio_text(profile, ratio)} "
                       f"({verdict:.0f} ms / {stock:.0f} ms); {goals.ratio_goal(profile, ratio)}")
    table.append("  profiles: " + "; ".join(f"{p} = {describe(p)}" for p in results))
    if BYTES_PROFILE not in results:
        return table, closing
    # Bytes from the 4g runs: unthrottled, the stdlib zip the worker fetches right after its
    # first answer lands within milliseconds of the verdict, too close to tell which came first.
    runs = results[BYTES_PROFILE]
    site_bytes = statistics.median(total_bytes(site, r["fetched"]) for r in runs["site"])
    stock_bytes = statistics.median(total_bytes(site, r["fetched"]) for r in runs["stock"])
    table.append(f"  bytes sent (gzip as transferred, {BYTES_PROFILE} runs): before the first live verdict "
                 f"{site_bytes:.0f}, stock Pyodide's boot {stock_bytes:.0f}")
    ratio = site_bytes / stock_bytes
    closing.append(f"bytes: before first live verdict / stock boot = {goals.ratio_text('bytes', ratio)} "
                   f"({site_bytes:.0f} gzip); {goals.ratio_goal('bytes', ratio)}")
    return table, closing
