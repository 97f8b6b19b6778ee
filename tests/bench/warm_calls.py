"""Warm calls through the page's worker, for `make bench` (tests/bench/browser.py): per op,
the heaviest realistic request (picked by timing every worked example and sample deal in
CPython; a replay as ``<pl-replay>`` asks it, with the table, one frame per call), its first
call (after the worker's warm-up, and asked at once), then median and p95 once the browser has
re-compiled the hot WebAssembly code (``WARMUP`` rounds, then two quiet seconds), drawn (answer
and HTML) and the engine's answer alone. On the host's CPU; tests/bench/phone_calls.py times
what a page sends with the CPU slowed.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from tests.browser.conftest import PAGE_MODULE

ROOT = Path(__file__).resolve().parents[2]
WIDGET_PAGE = "games/zhaopengyou/"
TIMEOUT_MS = 120_000
WARMUP = 10

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
