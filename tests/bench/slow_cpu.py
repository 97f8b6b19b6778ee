"""A CPU four times slower, for the phone profiles of `make bench` (tests/bench/network.py).

Chromium's own throttling (``Emulation.setCPUThrottlingRate``, the DevTools "4× slowdown")
slows one thread: the renderer's main thread, which a signal handler stops for ``rate - 1``
times as long as it ran. The page's dedicated worker, where Pyodide and the engine run, keeps
the host's speed, and the worker's own DevTools target refuses the command ("Operation is only
supported for pages, not workers", Chromium 156). tests/bench/cpu_probe.py shows both, in each
run, with a fixed loop on the page and in a worker.

So the phone profiles slow the whole renderer process instead, every thread of it alike, the
way Chromium's throttle slows its one thread: a small process of our own (this file run as a
script) lets the renderers Chromium started for this bench (the descendants of the bench's own
process, ``--type=renderer``) run for ``PERIOD_S / rate`` (SIGCONT), stops them (SIGSTOP), reads
how much CPU each of their threads was given meanwhile (the kernel's own account,
``/proc/<pid>/task/<tid>/schedstat``) and keeps them stopped ``rate - 1`` times as long as the
busiest thread ran. A thread that ran 1 ms waits 3 ms: every ms of CPU work costs 4 ms, on the
page's main thread, in its worker and in the WebAssembly compiler threads alike (threads that
run at once wait once: a phone has cores enough), the network (the browser process) untouched.
Threads are looked for at every stop (processes every ``RESCAN_S``): a thread started between
two looks ran unslowed until the next, and a worker's CPU probe (widgets/js/boot-choice.js), run
as soon as the worker starts, read ×1.45–1.5 in 4 of 12 tries, where it now reads ×2.3 and more
in 11 of 12 (decision 63).
An earlier cycler stopped the renderers 3 ms in every 4 ms of the wall clock: a thread the host
did not schedule in its running millisecond was stopped all the same, and the page, whose
thread shares its ms with the worker and the renderer's other threads, came out ×6.9 and the
worker ×3.0 (a quiet machine, decision 29): the ratio's two sides were not slowed alike.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

RATE = 4
# 1 ms running at rate 4, then 3 ms stopped per ms of CPU the busiest thread ran. The page
# starts a call only while it runs, so a call shorter than the running part would finish
# unslowed: the running part is kept short (the cycler sleeps at real-time priority, so its
# stops and runs keep time on a busy host).
PERIOD_S = 0.004
RESCAN_S = 0.25       # how often the cycler looks for new renderers (a new context starts one)

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


def _threads(pids: list[int], known: dict[int, int] | None = None) -> dict[int, int]:
    """Every thread of ``pids``: its ``schedstat`` file, opened (read with ``os.pread``); those
    in ``known`` kept as they are, a new one opened and added to it."""
    out = {} if known is None else known
    for pid in pids:
        try:
            tids = os.listdir(f"/proc/{pid}/task")
        except OSError:
            continue
        for tid in tids:
            if int(tid) in out:
                continue
            try:
                out[int(tid)] = os.open(f"/proc/{pid}/task/{tid}/schedstat", os.O_RDONLY)
            except OSError:
                pass
    return out


def _ran_ns(threads: dict[int, int]) -> dict[int, int]:
    """Each thread's CPU time so far (ns, the kernel's own account: ``schedstat``'s first field)."""
    out = {}
    for tid, fd in threads.items():
        try:
            out[tid] = int(os.pread(fd, 64, 0).split()[0])
        except (OSError, ValueError, IndexError):
            pass
    return out


def _close(threads: dict[int, int]) -> None:
    for fd in threads.values():
        os.close(fd)


def cycle(root: int, rate: float, period_s: float = PERIOD_S) -> None:
    """Run ``root``'s renderers for ``period_s / rate``, then stop them ``rate - 1`` times as long
    as their busiest thread ran meanwhile (its CPU time, not the wall clock's), until told to end
    (SIGTERM) or the bench ends."""
    ending = []
    signal.signal(signal.SIGTERM, lambda *_: ending.append(1))
    try:   # wake on time on a busy host: the stops and runs are this process's sleeps
        os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(10))
    except (OSError, AttributeError):
        pass   # not allowed: the figures say what the run got (probe)
    run_s = period_s / rate
    pids, scanned = renderers(root), time.monotonic()
    threads = _threads(pids)
    try:
        _signal(pids, signal.SIGSTOP)
        print(len(pids), flush=True)   # the first stop: the caller goes on
        sys.stdout = None
        before = _ran_ns(threads)
        while not ending and os.getppid() == root:
            _signal(pids, signal.SIGCONT)
            time.sleep(run_s)
            _signal(pids, signal.SIGSTOP)
            _threads(pids, threads)   # a thread started meanwhile (a worker) counts from its start
            after = _ran_ns(threads)
            busiest = max((after[t] - before.get(t, 0) for t in after), default=0)
            before = after
            time.sleep(busiest * (rate - 1) / 1e9)
            if time.monotonic() - scanned > RESCAN_S:
                _close(threads)
                pids, scanned = renderers(root), time.monotonic()
                threads = _threads(pids)
                before = _ran_ns(threads)
    finally:
        _close(threads)
        _signal(renderers(root), signal.SIGCONT)


class SlowCpu:
    """``with SlowCpu():`` every renderer of this process's Chromium waits ``RATE - 1`` ms per ms
    of CPU its busiest thread runs."""

    def __init__(self, rate: float = RATE, period_s: float | None = None):
        self.rate = rate
        self.period_s = PERIOD_S if period_s is None else period_s
        self.process: subprocess.Popen | None = None

    def __enter__(self) -> "SlowCpu":
        self.process = subprocess.Popen([sys.executable, str(Path(__file__).resolve()),
                                         str(os.getpid()), str(self.rate), str(self.period_s)], stdout=subprocess.PIPE, text=True)
        self.process.stdout.readline()   # the renderers it found, once it has stopped them
        return self

    def __exit__(self, *exc) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)
            _signal(renderers(os.getpid()), signal.SIGCONT)
            self.process = None


if __name__ == "__main__":
    cycle(int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]))
