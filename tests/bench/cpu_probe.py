"""What the phone profiles' CPU actually is, measured in each run of `make bench` (decision 29).

A fixed loop runs five times on a page's main thread, then five times in a dedicated worker
of that page, each side alone (stock Pyodide boots on the main thread, the site's engine in
the worker: the profile is honest only if both are slowed alike). Three ways, interleaved over
``ROUNDS`` rounds so that the machine's load falls on all of them alike:

- ``host``: the host's CPU as it is;
- ``cdp``: Chromium's own throttle (``Emulation.setCPUThrottlingRate`` ``RATE`` on the page's
  DevTools session; the worker's own target is asked too, and refuses: ``worker target``);
- ``slowed``: ``slow_cpu.SlowCpu``, what the phone profiles use.

Per way and side: the loop's wall time (ms, the five runs together, median over the rounds),
its slowdown against ``host`` in the same round (median), and the wall time per ms of CPU the
looping thread was given (the kernel's account, ``/proc/<pid>/task/<tid>/schedstat``; the busiest
renderer thread over the call): on an idle host 1 for ``host`` and ``RATE`` for ``slowed``. The
machine's load lengthens the wall time in every way; the per-CPU figure says what the slowing
itself added. (Chromium's throttle busy-waits on the throttled thread, so its CPU grows with
its wall time: its per-CPU figure stays near 1 and only the slowdown says what it did.)
"""

from __future__ import annotations

import contextlib
import json
import os
import statistics

import slow_cpu  # tests/bench/slow_cpu.py

RATE = slow_cpu.RATE
ROUNDS = 3
MODES = ("host", "cdp", "slowed")
SIDES = ("page", "worker")

PROBE_PAGE = """<!doctype html><meta charset="utf-8"><title>cpu probe</title>
<script>
const LOOP = "let x = 0; for (let i = 0; i < 2e7; i++) x += i % 7; return x;";
const spin = new Function(LOOP);
function five() { const t0 = performance.now(); for (let i = 0; i < 5; i++) spin(); return performance.now() - t0; }
window.page = () => five();
// The worker stays until the bench has read its thread's CPU (worker_end): a thread gone is
// not counted.
window.worker = () => new Promise((done) => {
  const src = `const spin = new Function(${JSON.stringify(LOOP)});
    const t0 = performance.now(); for (let i = 0; i < 5; i++) spin(); postMessage(performance.now() - t0);`;
  window.spinner = new Worker(URL.createObjectURL(new Blob([src], { type: "text/javascript" })));
  window.spinner.onmessage = (e) => done(e.data);
});
window.worker_end = () => window.spinner && window.spinner.terminate();
</script>
"""


def _cpu_ns(root: int) -> dict[int, int]:
    threads = slow_cpu._threads(slow_cpu.renderers(root))
    try:
        return slow_cpu._ran_ns(threads)
    finally:
        slow_cpu._close(threads)


def _side(page, side: str) -> tuple[float, float]:
    """(wall ms of the loop, CPU ms of the busiest renderer thread meanwhile)."""
    before = _cpu_ns(os.getpid())
    wall = page.evaluate(f"{side}()")
    after = _cpu_ns(os.getpid())
    page.evaluate("worker_end()")
    return wall, max((after[t] - before.get(t, 0) for t in after), default=0) / 1e6


def _once(browser, base: str, mode: str, out: dict) -> dict[str, tuple[float, float]]:
    context = browser.new_context(bypass_csp=True)   # the site's policy forbids inline scripts
    page = context.new_page()
    page.goto(base + "bench-cpu.html")
    if mode == "cdp":
        cdp = context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": RATE})
        _ask_workers(cdp, out)
    with slow_cpu.SlowCpu() if mode == "slowed" else contextlib.nullcontext():
        got = {side: _side(page, side) for side in SIDES}
    context.close()
    return got


def probe(browser, base: str) -> dict:
    """{"<mode> <side>": {"ms", "x", "per_cpu"}, "worker target": …} (see the module's text)."""
    rounds, out = [], {}
    for _ in range(ROUNDS):
        rounds.append({mode: _once(browser, base, mode, out) for mode in MODES})
    for mode in MODES:
        for side in SIDES:
            out[f"{mode} {side}"] = {
                "ms": statistics.median(r[mode][side][0] for r in rounds),
                "x": statistics.median(r[mode][side][0] / r["host"][side][0] for r in rounds),
                "per_cpu": statistics.median(r[mode][side][0] / max(r[mode][side][1], 1e-3) for r in rounds)}
    return out


def _ask_workers(cdp, out: dict) -> None:
    """Ask each worker the page starts to throttle itself (``Target.setAutoAttach``; the
    session is not flattened: Playwright's CDP session sends through ``sendMessageToTarget``)."""
    def attached(event):
        for n, method, params in ((1, "Emulation.setCPUThrottlingRate", {"rate": RATE}),
                                  (2, "Runtime.runIfWaitingForDebugger", {})):
            try:
                cdp.send("Target.sendMessageToTarget", {"sessionId": event["sessionId"], "message": json.dumps(
                    {"id": n, "method": method, "params": params})})
            except Exception:   # the worker (and its session) already gone: the probe ended it
                return

    def answered(event):
        message = json.loads(event["message"])
        if message.get("id") == 1:
            out["worker target"] = message.get("error", {}).get("message") or "accepted"

    cdp.on("Target.attachedToTarget", attached)
    cdp.on("Target.receivedMessageFromTarget", answered)
    cdp.send("Target.setAutoAttach", {"autoAttach": True, "waitForDebuggerOnStart": True, "flatten": False})
