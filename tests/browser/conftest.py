"""Real headless Chromium against the built site served on 127.0.0.1.

The browser is found the way `make test` finds it (PAILI_CHROMIUM, /usr/bin/chromium,
else Playwright's own download). Every page records its requests and console: a
request that leaves 127.0.0.1 or any console error fails the test that caused it.
Contexts bypass the site's Content-Security-Policy (``bypass_csp=True``) except for the
tests that check the policy, which use ``enforced_page``.

Booting Pyodide is what a browser test mostly waits for, so tests that do not test the boot,
the service worker, storage or a first visit take their page from a context shared by the whole
session (``kept_page``; ``kept_context(**options)`` for other viewports): its first page boots
the engine once and the worker keeps the heap in Cache Storage (decision 30), so every later
page restores it. Each such page starts on a clean sheet (the origin's localStorage and
sessionStorage cleared). Tests of the boot, the kept heap, offline, the service worker, the
policy or what shows before the engine keep a fresh context (``recorder_page``, or their own)
(maintainers page, decision 43).
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import sync_playwright

from widgets.serve import serve_in_thread

LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
               "--disable-background-networking", "--disable-component-update", "--disable-sync",
               "--disable-quic"]
ENGINE_TIMEOUT_MS = 90_000  # a cold Pyodide start on a busy 2-core machine
# A JS expression: the page's own module, which hands out the engine client, the field specs
# and practice's bookkeeping the widgets use (maintainers page, decision 23).
PAGE_MODULE = """import(document.querySelector('script[src$="/js/paili.js"]').src)"""


def chromium_path() -> str | None:
    """The Chromium to drive; None means Playwright's own download."""
    for candidate in (os.environ.get("PAILI_CHROMIUM"), "/usr/bin/chromium", shutil.which("chromium")):
        if candidate and Path(candidate).exists():
            return candidate
    return None


# The first boot a context's pages take: the ordinary one (decision 58). On 127.0.0.1 the
# worker would weigh the build's heap as faster and download it (boot-choice.js); the tests
# written for the ordinary boot (its phases, its downloads, "via boot") keep it, and
# test_engine_heap.py takes the other way and the worker's own choice. A test's own init
# script, added later, may set another.
ORDINARY_BOOT = "globalThis.PAILI_HEAP = '0';"


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_path(), args=LAUNCH_ARGS)
        new_context = browser.new_context

        def ordinary_boot(**options):
            context = new_context(**options)
            context.add_init_script(ORDINARY_BOOT)
            return context

        browser.new_context = ordinary_boot
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def base_url(built_site):
    server, url = serve_in_thread(built_site)
    yield url
    server.shutdown()


class Recorder:
    """Everything a page asked for and complained about."""

    def __init__(self, page):
        self.requests: list[str] = []
        self.errors: list[str] = []
        page.on("request", lambda r: self.requests.append(r.url))
        page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        page.on("pageerror", lambda e: self.errors.append(f"uncaught: {e}"))
        page.on("requestfailed", self._failed)

    def _failed(self, request):
        # Leaving a page aborts what it was still loading (e.g. the search index): not an error.
        if request.failure != "net::ERR_ABORTED":
            self.errors.append(f"request failed: {request.url} ({request.failure})")

    def outside(self) -> list[str]:
        return [u for u in self.requests
                if urlsplit(u).scheme not in ("data", "blob") and urlsplit(u).hostname != "127.0.0.1"]


def _watched(page, close):
    """``page`` and its recorder, handed to a test; then ``close()``, and the checks every page
    of the suite passes: nothing outside 127.0.0.1, no console error."""
    page.set_default_timeout(ENGINE_TIMEOUT_MS)
    recorder = Recorder(page)
    yield page, recorder
    close()
    assert recorder.outside() == [], "requests left 127.0.0.1"
    assert recorder.errors == [], "console errors"


def _recorded(browser, **options):
    context = browser.new_context(**options)
    yield from _watched(context.new_page(), context.close)


@pytest.fixture
def recorder_page(browser):
    """A fresh page, its recorder. The site's Content-Security-Policy is bypassed: it has
    no 'unsafe-eval', and Playwright's wait_for_function evaluates a predicate string with
    eval inside the page (maintainers page, 11)."""
    yield from _recorded(browser, bypass_csp=True)


@pytest.fixture
def enforced_page(browser):
    """As recorder_page, but under the site's real Content-Security-Policy: for the tests
    that check the policy itself. Wait with locators (``expect``) or by polling
    ``page.evaluate`` of a function; never ``wait_for_function`` with a string."""
    yield from _recorded(browser)


def wait_until_held(page, held: list, what: str, seconds: float = 90) -> None:
    """Wait until a held-back route (appended to ``held`` by a route handler) has a request:
    the page's own event loop keeps running meanwhile, so the handler can run."""
    for _ in range(int(seconds * 10)):
        if held:
            return
        page.wait_for_timeout(100)
    raise AssertionError(f"the worker never asked for {what}")


def engine_workers(page) -> list:
    """The engine's workers on a page: started from a ``blob:`` URL (engine-client.js), the
    only ones that are (Material's search worker is started from its own script's URL)."""
    return [w for w in page.workers if w.url.startswith("blob:")]


def policed_page(browser):
    """A page under the site's real policy (no bypass), and every console line of the page and its
    workers gathered as they come: (context, page, console)."""
    context = browser.new_context()
    page = context.new_page()
    page.set_default_timeout(ENGINE_TIMEOUT_MS)
    console: list[str] = []
    page.on("console", lambda m: console.append(f"page {m.type}: {m.text}"))
    page.on("worker", lambda w: w.on("console", lambda m: console.append(f"worker {m.type}: {m.text}")))
    page.on("pageerror", lambda e: console.append(f"page uncaught: {e}"))
    return context, page, console


# Set by engine-client.js once the worker has kept the engine's heap (decision 30).
KEPT_LISTEN = "document.addEventListener('paili:engine-kept', () => { window.__pailiKept = true; });"


def _keep_the_engine(context, base_url: str) -> None:
    """Boot the engine once in ``context`` and wait until its heap is kept, so that every later
    page of the context restores it instead of booting (a practice page starts it at once)."""
    page = context.new_page()
    page.set_default_timeout(ENGINE_TIMEOUT_MS)
    page.add_init_script(KEPT_LISTEN)
    page.goto(f"{base_url}games/zhaopengyou/practice/")
    for _ in range(ENGINE_TIMEOUT_MS // 100):   # polled by a function: no eval under the real policy
        if page.evaluate("() => window.__pailiKept === true"):
            break
        page.wait_for_timeout(100)
    else:
        raise AssertionError("the engine's heap was never kept")
    page.close()


@pytest.fixture(scope="session")
def kept_context(browser, base_url):
    """``kept_context(**options)``: the session's one context made with these options (those of
    ``browser.new_context``), its engine's heap kept. Tests take pages from it (``kept_page_in``, or
    ``new_page`` where the page keeps nothing in localStorage) and close them; they never route, go
    offline or clear caches on it."""
    contexts: dict[str, object] = {}

    def shared(**options):
        key = json.dumps(options, sort_keys=True)
        if key not in contexts:
            contexts[key] = browser.new_context(**options)
            _keep_the_engine(contexts[key], base_url)
        return contexts[key]

    yield shared
    for context in contexts.values():
        context.close()


def clean_sheet(page, base_url: str) -> None:
    """Clear what the pages keep in localStorage and sessionStorage for the site's origin (the
    record, the match sheet, practice's progress), leaving the kept engine and the service worker."""
    origin = base_url.rstrip("/")
    cdp = page.context.new_cdp_session(page)
    cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "local_storage,session_storage"})
    cdp.detach()


def kept_page_in(context, base_url: str):
    """A new page of a shared context on a clean sheet, its recorder; closed after the test,
    with the same checks as ``recorder_page`` (nothing outside 127.0.0.1, no console error)."""
    page = context.new_page()
    clean_sheet(page, base_url)
    yield from _watched(page, page.close)


@pytest.fixture
def kept_page(kept_context, base_url):
    """As recorder_page, but a page of the session's shared context (policy bypassed), whose
    engine restores from the kept heap: for tests that do not test the boot or a first visit."""
    yield from kept_page_in(kept_context(bypass_csp=True), base_url)
