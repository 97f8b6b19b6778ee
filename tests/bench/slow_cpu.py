"""A CPU four times slower, for the phone profiles of `make bench` (tests/bench/phone.py).

Chromium's own throttling (``Emulation.setCPUThrottlingRate``, the DevTools "4× slowdown")
slows one thread: the renderer's main thread, which a signal handler stops for ``rate - 1``
times as long as it ran. The page's dedicated worker, where Pyodide and the engine run, keeps
the host's speed, and the worker's own DevTools target refuses the command ("Operation is only
supported for pages, not workers", Chromium 156; ``Target.setAutoAttach`` reaches the worker,
the command fails there). ``probe`` shows both, in each run, with a fixed loop on the page and
in a worker.

So the phone profiles slow the whole renderer process instead, every thread of it at once:
a small process of our own (this file run as a script) stops the renderers Chromium started
for this bench (the descendants of the bench's own process, ``--type=renderer``) with SIGSTOP
and lets them run with SIGCONT, one part in ``rate`` of each ``PERIOD_S``. The page, its worker
and the WebAssembly compiler threads all run a quarter of the time: a slower CPU for everything
the page does, the network (the browser process) untouched. ``probe`` measures what the run
actually got (the machine's load stretches the running part too), printed beside the figures.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

RATE = 4
# 1 ms running, 3 ms stopped at rate 4. The page starts a call only while it runs, so a call
# shorter than the running part would finish unslowed: the period is kept short (the cycler
# sleeps at real-time priority, so its stops and runs keep time on a busy host).
PERIOD_S = 0.004
RESCAN_S = 0.25       # how often the cycler looks for new renderers (a new context starts one)

PROBE_PAGE = """<!doctype html><meta charset="utf-8"><title>cpu probe</title>
<script>
const LOOP = "let x = 0; for (let i = 0; i < 2e7; i++) x += i % 7; return x;";
const spin = new Function(LOOP);
function timed() { const t0 = performance.now(); spin(); return performance.now() - t0; }
// Each side's best of five: the fixed loop's time where the machine lets it run.
function best() { let b = Infinity; for (let i = 0; i < 5; i++) b = Math.min(b, timed()); return b; }
window.probe = () => new Promise((done) => {
  const src = `const spin = new Function(${JSON.stringify(LOOP)});
    function timed() { const t0 = performance.now(); spin(); return performance.now() - t0; }
    let b = Infinity; for (let i = 0; i < 5; i++) b = Math.min(b, timed()); postMessage(b);`;
  const worker = new Worker(URL.createObjectURL(new Blob([src], { type: "text/javascript" })));
  worker.onmessage = (e) => { worker.terminate(); done({ page: best(), worker: e.data }); };
});
</script>
"""


def _children() -> dict[int, list[int]]:
    kids: dict[int, list[int]] = {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/stat") as f:
                    parent = int(f.read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            kids.setdefault(parent, []).append(int(name))
    return kids


def renderers(root: int) -> list[int]:
    """The Chromium renderer processes among ``root``'s descendants."""
    kids, out, todo = _children(), [], [root]
    while todo:
        for pid in kids.get(todo.pop(), []):
            todo.append(pid)
            try:
                with open(f"/proc/{pid}/cmdline", "rb") as f:
                    if b"--type=renderer" in f.read():
                        out.append(pid)
            except OSError:
                pass
    return out


def _signal(pids: list[int], sig: int) -> None:
    for pid in pids:
        try:
            os.kill(pid, sig)
        except OSError:   # gone with its context
            pass


def cycle(root: int, rate: float) -> None:
    """Stop and run ``root``'s renderers in turn until told to end (SIGTERM) or the bench ends."""
    ending = []
    signal.signal(signal.SIGTERM, lambda *_: ending.append(1))
    try:   # wake on time on a busy host: the stops and runs are this process's sleeps
        os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(10))
    except (OSError, AttributeError):
        pass   # not allowed: the figures say what the run got (probe)
    run_s, stop_s = PERIOD_S / rate, PERIOD_S * (rate - 1) / rate
    pids, scanned = renderers(root), time.monotonic()
    try:
        while not ending and os.getppid() == root:
            _signal(pids, signal.SIGSTOP)
            if sys.stdout:   # the first stop: the caller goes on
                print(len(pids), flush=True)
                sys.stdout = None
            time.sleep(stop_s)
            _signal(pids, signal.SIGCONT)
            time.sleep(run_s)
            if time.monotonic() - scanned > RESCAN_S:
                pids, scanned = renderers(root), time.monotonic()
    finally:
        _signal(renderers(root), signal.SIGCONT)


class SlowCpu:
    """``with SlowCpu():`` every renderer of this process's Chromium runs one part in ``RATE``."""

    def __init__(self, rate: float = RATE):
        self.rate = rate
        self.process: subprocess.Popen | None = None

    def __enter__(self) -> "SlowCpu":
        self.process = subprocess.Popen([sys.executable, str(Path(__file__).resolve()),
                                         str(os.getpid()), str(self.rate)], stdout=subprocess.PIPE, text=True)
        self.process.stdout.readline()   # the renderers it found, once it has stopped them
        return self

    def __exit__(self, *exc) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)
            _signal(renderers(os.getpid()), signal.SIGCONT)
            self.process = None


def probe(browser, base: str) -> dict[str, float | str]:
    """The fixed loop's time (ms) on a page and in its worker: on the host's CPU (``host``),
    with Chromium's own throttle set on the page (``cdp``, rate ``RATE``: the worker's own target
    is asked too, its answer kept as ``worker target``), and under ``SlowCpu`` (``slowed``)."""
    out: dict[str, float | str] = {}
    for mode in ("host", "cdp", "slowed"):
        context = browser.new_context(bypass_csp=True)   # the site's policy forbids inline scripts
        page = context.new_page()
        page.goto(base + "bench-cpu.html")
        if mode == "cdp":
            cdp = context.new_cdp_session(page)
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": RATE})
            _ask_workers(cdp, out)
        with SlowCpu() if mode == "slowed" else contextlib.nullcontext():
            out.update({f"{mode} {side}": ms for side, ms in page.evaluate("probe()").items()})
        context.close()
    return out


def _ask_workers(cdp, out: dict) -> None:
    """Ask each worker the page starts to throttle itself (``Target.setAutoAttach``; the
    session is not flattened: Playwright's CDP session sends through ``sendMessageToTarget``)."""
    def attached(event):
        for n, method, params in ((1, "Emulation.setCPUThrottlingRate", {"rate": RATE}),
                                  (2, "Runtime.runIfWaitingForDebugger", {})):
            cdp.send("Target.sendMessageToTarget", {"sessionId": event["sessionId"], "message": json.dumps(
                {"id": n, "method": method, "params": params})})

    def answered(event):
        message = json.loads(event["message"])
        if message.get("id") == 1:
            out["worker target"] = message.get("error", {}).get("message") or "accepted"

    cdp.on("Target.attachedToTarget", attached)
    cdp.on("Target.receivedMessageFromTarget", answered)
    cdp.send("Target.setAutoAttach", {"autoAttach": True, "waitForDebuggerOnStart": True, "flatten": False})


if __name__ == "__main__":
    cycle(int(sys.argv[1]), float(sys.argv[2]))
