"""The second visit, for `make bench` (profile ``repeat``): a reader who used a widget comes
back another evening, on a phone, to another page of the site.

In one browser context (its caches and service worker kept between the two visits):

1. **first visit**, on the host's CPU and network: a widget page; the reader edits the cards at
   load and gets the live verdict; then the page stays open until the service worker says it
   has kept the site for offline use (``data-offline-ready`` on the page: widgets/js/offline.js),
   so every cache a first visit fills is full;
2. the tab is closed; a new one opens **another page** (``SECOND_PAGE``) on the phone profile
   (4g, the CPU slowed four times: tests/bench/slow_cpu.py); the reader edits the first shape
   check's cards at load. The figures, in ms from that navigation's start: the page's own load
   event (the nearest physical limit: the page itself) and the live verdict, with how the
   worker booted (``via``: what the first visit left that it used).
"""

from __future__ import annotations

import network  # tests/bench/network.py
from slow_cpu import SlowCpu  # tests/bench/slow_cpu.py

FIRST_PAGE = network.WIDGET_PAGE
SECOND_PAGE = "games/zhaopengyou/play/"
PROFILE = "phone"          # the second visit's network and CPU (network.PROFILES, network.SLOWED)
RUNS = 3
KEPT_TIMEOUT_MS = 300_000  # the whole site kept offline, on the host's network


def second_visit(browser, base: str) -> dict:
    context = browser.new_context(bypass_csp=True)  # wait_for_function evaluates a string
    first = context.new_page()
    first.set_default_timeout(network.TIMEOUT_MS)
    network.first_verdict(first, base + FIRST_PAGE)
    first.wait_for_function("document.documentElement.dataset.offlineReady",
                            timeout=KEPT_TIMEOUT_MS, polling=100)
    first.close()
    page = context.new_page()
    page.set_default_timeout(network.TIMEOUT_MS)
    network.throttle(context, page, PROFILE)
    with SlowCpu():
        out = network.first_verdict(page, base + SECOND_PAGE)
    context.close()
    out.pop("verdict_at")
    return out


def measure(browser, base: str, log) -> list[dict]:
    runs = []
    for i in range(RUNS):
        log(f"browser bench: repeat (a first visit, then /{SECOND_PAGE} on {network.describe(PROFILE)}), "
            f"run {i + 1}/{RUNS}…")
        runs.append(second_visit(browser, base))
        log(f"  page load {runs[-1]['load']:.0f} ms, live verdict {runs[-1]['verdict']:.0f} ms, "
            f"booted via {runs[-1]['via']}")
    return runs
