"""Browser measurements for `make bench`, all in one run of real headless Chromium, the site
served by ``widgets/serve.py`` (gzip and headers as a static host sends them).

- **Cold start on network profiles** (tests/bench/network.py): a fresh browser context
  (empty cache, no service worker) opens a widget page of the built site, throttled through
  the DevTools protocol to ``local`` (none), ``4g`` or ``3g``; the reader edits the cards the
  moment the page has loaded (and, in another context, 5 s after it), and the clock stops
  when the widget shows the engine's live verdict. In the same run, interleaved, the same
  Chromium opens ``bench-stock.html``: stock Pyodide from the same npm files the site ships
  (``loadPyodide()`` with its own stdlib, no engine, ``1+1``), the way other
  Pyodide-in-docs sites boot it. The figures are the ratios, and the bytes sent before the
  first live verdict against stock Pyodide's boot. Those lines come last in the output.
- **Warm calls**: per op, the heaviest realistic request (picked by timing every worked
  example and sample deal in CPython; a replay as ``<pl-replay>`` asks it, with the table,
  one frame per call) sent through the page's worker: the first call (after the worker's
  warm-up, and asked at once), then median and p95 once the browser has re-compiled the hot
  WebAssembly code (``WARMUP`` rounds, then two quiet seconds), drawn (answer and HTML) and
  the engine's answer alone.
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
import time
from pathlib import Path
from urllib.parse import urlsplit

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.conftest import LAUNCH_ARGS, PAGE_MODULE, chromium_path  # noqa: E402
from widgets.serve import serve_in_thread  # noqa: E402

import browser_report as report  # noqa: E402  (tests/bench/browser_report.py)
import network  # noqa: E402  (tests/bench/network.py)

WIDGET_PAGE = "games/zhaopengyou/"
TIMEOUT_MS = 120_000
WARMUP = 10

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


def heaviest_requests() -> dict[str, dict]:
    """Per op, the realistic request the engine takes longest on: among the worked examples
    of every page and the sample deals (a whole replay), each timed in CPython."""
    from engine.api import handle
    from engine.games import GAMES
    from tests.build.examples import all_examples

    candidates = [req for _, req, _ in all_examples() if req.get("game") in GAMES]
    for path in sorted(ROOT.glob("engine/*/samples/*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        if record.get("game") in GAMES:
            candidates.append({"op": "replay", "game": record["game"], "deal": record})
    best: dict[str, tuple[float, dict]] = {}
    for request in candidates:
        if not handle(request)["ok"]:
            continue
        t0 = time.perf_counter()
        for _ in range(3):
            handle(request)
        took = (time.perf_counter() - t0) / 3
        if took > best.get(request["op"], (-1, None))[0]:
            best[request["op"]] = (took, request)
    out = {op: req for op, (_, req) in sorted(best.items())}
    if "replay" in out:   # as <pl-replay> asks it: with every hand after every step
        out["replay"] = {**out["replay"], "table": True}
    return out


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


def warm_calls(browser, base: str, requests: dict[str, dict], runs: int) -> dict[str, dict]:
    """Per op's heaviest request: the first call once the worker is up (drawn, as a widget
    asks: the engine's answer and its HTML), then ``runs`` calls after ``WARMUP`` rounds of
    all of them and two quiet seconds (WebAssembly tiers up: the browser re-compiles hot
    functions optimised, in the background), alternately drawn and answered only (``call``:
    the engine alone), so the renderer's share shows.

    A replay is drawn as ``<pl-replay>`` asks: one frame per call, the worker keeping the last
    record's answer and frames (widgets/render/live.py, keyed by the request text). ``replay``
    is a record's first frame, the engine's whole run included: each call sends the request
    with its keys in another order (the same request, another text; eight orders taken in
    turn, more than the worker keeps), so nothing kept serves it; ``replay step`` is a later
    step of the record just asked (one frame drawn from what is kept).

    The worker warms up after its boot, until the first request comes (boot.js WARM_UP). So
    the first calls are measured twice, on two pages: ``first`` after the warm-up (the worker
    started on intent, as a reader's is, the calls made once it has ended) and ``at once``
    asked the moment the worker is up (booted by a request, so no warm-up ran); the runs
    follow on the first page."""
    firsts = _warm_calls(browser, base, requests, runs, "at once")
    times = _warm_calls(browser, base, requests, runs, "warm")
    for op, got in times.items():
        got["at once"] = firsts.get(op, {}).get("first", float("nan"))
    return times


def _warm_calls(browser, base: str, requests: dict[str, dict], runs: int, mode: str) -> dict[str, dict]:
    context = browser.new_context(bypass_csp=True)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(base + WIDGET_PAGE, wait_until="load")
    times = page.evaluate("""async ([requests, runs, warmup, mode]) => {
        const { call, draw, warm } = await """ + PAGE_MODULE + """;  // the widgets' own engine client
        if (mode === "warm") {                     // boot the worker on intent, let it warm up
            const warmed = new Promise((r) => document.addEventListener("paili:engine-warmed", r, { once: true }));
            warm();
            await warmed;
        } else {
            await call({ op: "games" });           // boot the worker by a request: no warm-up
        }
        const out = {};
        const view = (request, frame) => (request.op === "replay"
            ? { lang: "zh", draw: "replay", frame } : { lang: "zh", draw: "verdict" });
        // The same request as another text: its keys in one of 2n orders (rotated, then reversed),
        // taken in turn, more than the replays the worker keeps (widgets/render/live.py KEEP).
        const other = (request, i) => {
            const e = Object.entries(request), k = i % e.length;
            const turned = [...e.slice(k), ...e.slice(0, k)];
            return Object.fromEntries(Math.floor(i / e.length) % 2 ? turned.reverse() : turned);
        };
        const timed = async (request, drawn, frame = 0) => {
            const t0 = performance.now();
            const got = drawn ? await draw(request, view(request, frame)) : await call(request);
            const ms = performance.now() - t0;
            await new Promise((r) => setTimeout(r, 5));  // calls spaced as a reader's are
            return [drawn ? got.response : got, ms];
        };
        const entries = Object.entries(requests);
        for (const [op, request] of entries) {     // each request's first call, right after boot
            const [answer, first] = await timed(request, true);
            if (!answer.ok) throw new Error(op + ": " + JSON.stringify(answer.error));
            out[op] = { first, drawn: [], engine: [] };
            if (op === "replay") out[op].step = (await timed(request, true, 1))[1];
        }
        if (mode !== "warm") return out;
        // The browser re-compiles hot WebAssembly (CPython's interpreter loop above all)
        // optimised, in the background, during the first seconds: warm up, then let it settle.
        for (let i = 0; i < warmup; i++) for (const [, request] of entries) await timed(other(request, i), true);
        await new Promise((r) => setTimeout(r, 2000));
        let round = 0;
        for (const [op, request] of entries) {
            if (op === "replay") out["replay step"] = { first: out[op].step, drawn: [], engine: [] };
            for (let i = 0; i < runs; i++) {
                const asked = other(request, ++round);
                out[op].drawn.push((await timed(asked, true))[1]);
                out[op].engine.push((await timed(asked, false))[1]);
                if (op === "replay") out["replay step"].drawn.push((await timed(asked, true, 1 + i % 8))[1]);
            }
        }
        return out;
    }""", [requests, runs, WARMUP, mode])
    context.close()
    return times


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


def main(warm_runs: int = 40) -> list[str]:
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        print("browser bench: building the site…", file=sys.stderr)
        build_site(site)
        (site / "bench-stock.html").write_text(STOCK_HTML % {"version": pyodide_version()})
        print("browser bench: picking each game's heaviest request…", file=sys.stderr)
        heavy = heaviest_requests()
        server, base = serve_in_thread(site)
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=chromium_path(), args=LAUNCH_ARGS)
                profiles = network.measure(browser, base, lambda text: print(text, file=sys.stderr))
                ours = profiles["local"]["site"]
                print("browser bench: warm calls…", file=sys.stderr)
                warm = warm_calls(browser, base, heavy, warm_runs)
                downloads = engine_downloads(site, profiles[network.BYTES_PROFILE]["site"][-1]["fetched"])
                print("browser bench: page weight…", file=sys.stderr)
                weights = {p: page_weight(browser, base, p) for p in ("", WIDGET_PAGE, "en/" + WIDGET_PAGE)}
                browser.close()
        finally:
            server.shutdown()
        table, closing = network.report(site, profiles)  # reads the site: before it is removed

    return (table + report.boot_lines(ours) + report.download_lines(downloads)
            + report.warm_lines(warm, heavy, warm_runs, WARMUP) + report.weight_lines(weights)
            + closing)  # last: one speed line per profile, then the bytes line


if __name__ == "__main__":
    print("\n".join(main()))
