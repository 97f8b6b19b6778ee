"""Browser measurements for `make bench`, all in one run of real headless Chromium, the site
served by ``widgets/serve.py`` (gzip and headers as a static host sends them).

- **Cold start on network profiles** (tests/bench/network.py): a fresh browser context
  (empty cache, no service worker) opens a widget page of the built site, throttled through
  the DevTools protocol to ``local`` (none), ``4g`` or ``3g``, or ``phone`` (4g, the CPU slowed
  four times: tests/bench/slow_cpu.py); the reader edits the cards the moment the page has
  loaded (and, in another context, 5 s after it), and the clock stops when the widget shows
  the engine's live verdict. In the same run, interleaved, the same Chromium opens
  ``bench-stock.html``: stock Pyodide from the same npm files the site ships (``loadPyodide()``
  with its own stdlib, no engine, ``1+1``), the way other Pyodide-in-docs sites boot it. The
  figures are the ratios, and the bytes sent before the first live verdict against stock
  Pyodide's boot. Those lines come last in the output, each with its goal (tests/bench/goals.py).
- **Repeat visit** (tests/bench/second_visit.py): after a first visit that used a widget,
  another page on the phone profile: its first live verdict against its own load event.
- **Warm calls** (tests/bench/warm_calls.py): per op, the heaviest realistic request through
  the page's worker, first call and warm median and p95, on the host's CPU; and on the phone
  profile every kind of call a page sends (tests/bench/phone_calls.py), median and p95, and
  practice as the reader sees it on each practice page: "Next" tapped → the question painted, the
  next question asked ahead, and answer → verdict painted (tests/bench/practice_taps.py).
- **Downloads of the first live check**: the files fetched for it (Pyodide, the stdlib
  and its rest, the engine), raw and as sent (gzip for the compressed types).
- **Page weight**: what a page fetches before any interaction (HTML, CSS, JS, other),
  uncompressed and gzipped, Pyodide excluded (it is fetched only on the reader's intent).
"""

from __future__ import annotations

import gzip
import json
import sys
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.conftest import LAUNCH_ARGS, chromium_path  # noqa: E402
from widgets.serve import serve_in_thread  # noqa: E402

import browser_report as report  # noqa: E402  (tests/bench/browser_report.py; the others too)
import cpu_probe  # noqa: E402
import network  # noqa: E402
import phone_calls  # noqa: E402
import practice_taps  # noqa: E402
import second_visit  # noqa: E402
import slow_cpu  # noqa: E402
import warm_calls  # noqa: E402

WIDGET_PAGE = "games/zhaopengyou/"
PHONE_RUNS = 20   # warm calls on a phone: runs of each (their p95 is the slowest of the 20)

STOCK_HTML = """<!doctype html><meta charset="utf-8"><title>stock Pyodide</title>
<script type="module">
import { loadPyodide } from "./assets/pyodide/%(version)s/pyodide.mjs";
const pyodide = await loadPyodide();
const result = pyodide.runPython("1+1");
window.benchDone = { ms: performance.now(), result };
</script>
"""


def build_site(out: Path) -> None:
    import os
    import subprocess
    env = {**os.environ, "PYTHONPATH": str(ROOT), "NO_MKDOCS_2_WARNING": "1"}
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "--site-dir", str(out)],
                   cwd=ROOT, env=env, check=True)


def pyodide_version() -> str:
    return json.loads((ROOT / "node_modules/pyodide/package.json").read_text())["version"]


def engine_downloads(site: Path, fetched: list[tuple[str, bool]]) -> list[tuple[str, str, int, int]]:
    """What the worker fetched for the first live check: (when, file, bytes, as sent), when
    being "before" or "after" the verdict showed."""
    out = []
    for path, before in sorted(set(fetched), key=lambda f: (not f[1], f[0])):
        if not (path.endswith((".zip", ".gz", ".wasm", "/worker.js", "/boot.js", "/config.js"))
                or "/assets/pyodide/" in path):
            continue  # the page's own modules, the search's language files
        file = site / path.lstrip("/")
        if file.is_file():
            out.append(("before" if before else "after", file.name, file.stat().st_size,
                        network.sent_bytes(site, path)))
    return out


def page_weight(browser, base: str, path: str) -> dict[str, list[int]]:
    """Bytes by kind (raw, gzipped) fetched by ``path`` up to load + half a quiet second."""
    context = browser.new_context(bypass_csp=True)
    page = context.new_page()
    bodies: list[tuple[str, str, bytes]] = []

    def on_response(response):
        try:
            bodies.append((response.url, response.headers.get("content-type", ""), response.body()))
        except Exception:  # redirects and aborted loads have no body
            pass

    page.on("response", on_response)
    page.goto(base + path, wait_until="load")
    page.wait_for_timeout(500)  # less than paili.js DWELL_MS: a widget in view starts Pyodide after it
    context.close()
    kinds: dict[str, list[int]] = {}
    for url, ctype, body in bodies:
        if "/assets/pyodide/" in urlsplit(url).path:
            raise AssertionError(f"{path}: Pyodide fetched before any interaction: {url}")
        kind = ("HTML" if "html" in ctype else "CSS" if "css" in ctype
                else "JS" if "javascript" in ctype else "other")
        raw, gz = kinds.setdefault(kind, [0, 0])
        kinds[kind] = [raw + len(body), gz + len(gzip.compress(body, 9))]
    return kinds


def main(warm_runs: int = 40, profiles: list[str] | None = None, site: Path | None = None) -> list[str]:
    """Every measurement (``profiles`` None), or only the named profiles (network.PROFILES and
    ``repeat``; ``phone`` brings the warm calls on a phone); ``site``: a site already built."""
    names = profiles or [*network.PROFILES, "repeat"]
    unknown = set(names) - {*network.PROFILES, "repeat"}
    if unknown:
        raise SystemExit(f"unknown profiles: {', '.join(sorted(unknown))}")
    with tempfile.TemporaryDirectory() as tmp:
        if site is None:
            site = Path(tmp) / "site"
            log("browser bench: building the site…")
            build_site(site)
        (site / "bench-stock.html").write_text(STOCK_HTML % {"version": pyodide_version()})
        (site / "bench-cpu.html").write_text(cpu_probe.PROBE_PAGE)
        log("browser bench: picking each game's heaviest request…")
        heavy = warm_calls.heaviest_requests()
        server, base = serve_in_thread(site)
        try:
            got = measure(base, site, names, heavy, warm_runs, full=profiles is None)
        finally:
            server.shutdown()
        table, closing = network.report(site, got["cold"])  # reads the site: before it is removed
    lines = table + [""]
    for profile in ("local", "phone"):
        if profile in got["cold"]:
            lines += report.boot_lines(got["cold"][profile]["site"], profile)
    if "downloads" in got:
        lines += report.download_lines(got["downloads"])
        lines += report.warm_lines(got["warm"], heavy, warm_runs, warm_calls.WARMUP)
        lines += report.weight_lines(got["weights"])
    if "probe" in got:
        lines += report.cpu_lines(got["probe"]) + report.phone_call_lines(got["phone calls"])
        lines += report.compared_lines(got["practice compared"])
    if "repeat" in got:
        closing.insert(len(got["cold"]), report.repeat_line(got["repeat"]))
    if "phone calls" in got:
        closing += report.phone_call_summary(got["phone calls"])
    return lines + closing  # last: one speed line per profile, the bytes line, the phone's calls


def measure(base: str, site: Path, names: list[str], heavy: dict, warm_runs: int, full: bool) -> dict:
    """What ``main`` reports, measured in one Chromium."""
    from playwright.sync_api import sync_playwright

    got: dict = {}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_path(), args=LAUNCH_ARGS)
        got["cold"] = network.measure(browser, base, log, [n for n in names if n in network.PROFILES])
        if "repeat" in names:
            got["repeat"] = second_visit.measure(browser, base, log)
        if "phone" in names:
            log("browser bench: the CPU of the phone profiles…")
            got["probe"] = cpu_probe.probe(browser, base)
            log(f"browser bench: warm calls on a phone ({PHONE_RUNS} runs each)…")
            got["phone calls"] = phone_calls.measure(browser, base, heavy, PHONE_RUNS)
            log("browser bench: practice on a phone…")
            taps, got["practice compared"] = practice_taps.measure(browser, base, PHONE_RUNS)
            got["phone calls"].update(taps)
        if full:
            log("browser bench: warm calls…")
            got["warm"] = warm_calls.warm_calls(browser, base, heavy, warm_runs)
            got["downloads"] = engine_downloads(site, got["cold"][network.BYTES_PROFILE]["site"][-1]["fetched"])
            log("browser bench: page weight…")
            got["weights"] = {p: page_weight(browser, base, p) for p in ("", WIDGET_PAGE, "en/" + WIDGET_PAGE)}
        browser.close()
    return got


def log(text: str) -> None:
    print(text, file=sys.stderr)


if __name__ == "__main__":
    print("\n".join(main()))
