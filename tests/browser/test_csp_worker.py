"""The Content-Security-Policy reaches the engine's worker (issue 13.6), in real Chromium
served by ``widgets/serve.py``, which honours the ``_headers`` file the build writes.

A worker takes its policy from its own script's response headers; the engine's worker is
started from a ``blob:`` URL and inherits its page's (header and ``<meta>``; with no headers
at all: ``test_csp_no_headers.py``). Under the header, inside the live worker (reached through Playwright's
``page.workers``: DevTools evaluation, no hook in the product): a ``fetch()`` to another
origin is refused before any request is sent, and a string given to ``setTimeout`` does not
run; the live verdict itself comes with no violation.
"""

from __future__ import annotations

import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from playwright.sync_api import expect

from widgets.build import headers

from .conftest import ENGINE_TIMEOUT_MS, engine_workers, policed_page

WIDGET_PAGE = "games/zhaopengyou/"


class _Counting(BaseHTTPRequestHandler):
    """Another origin (another port of 127.0.0.1): counts what reaches it, answers CORS-open."""

    def do_GET(self):
        self.server.hits += 1
        self.send_response(200)
        self.send_header("Access-Control-Allow-Origin", "*")
        self.send_header("Content-Length", "2")
        self.end_headers()
        self.wfile.write(b"ok")

    def log_message(self, *args):
        pass


@pytest.fixture
def other_origin():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Counting)
    server.hits = 0
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server, f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


def _policy(built_site) -> str:
    rules = headers.parse((built_site / headers.NAME).read_text(encoding="utf-8"))
    assert [pattern for pattern, _ in rules] == ["/*"]
    (name, value), = rules[0][1]
    assert name == "Content-Security-Policy"
    return value


@pytest.mark.browser
def test_the_build_writes_the_policy_as_a_header_for_every_path(built_site, base_url):
    policy = _policy(built_site)
    directives = dict(d.split(" ", 1) for d in policy.split("; "))
    # Only the site, and blob: URLs its own code made (the worker's empty stdlib zip).
    assert directives["connect-src"] == "'self' blob:" and directives["default-src"] == "'self'"
    # The site's own workers, and the engine's, started from a blob: of its script.
    assert directives["worker-src"] == "'self' blob:"
    script_src = directives["script-src"].split()
    assert "'wasm-unsafe-eval'" in script_src and "'unsafe-eval'" not in script_src


@pytest.mark.browser
def test_the_worker_runs_under_the_policy(browser, base_url, built_site, other_origin):
    policy = _policy(built_site)
    server, elsewhere = other_origin
    context, page, console = policed_page(browser)
    try:
        response = page.goto(base_url + WIDGET_PAGE, wait_until="load")
        assert response.headers.get("content-security-policy") == policy
        page.locator("pl-shape-check input[name=cards]").first.fill("S5 S5 H5 H5")
        expect(page.locator("pl-shape-check").first).to_have_attribute("data-state", "live",
                                                                       timeout=ENGINE_TIMEOUT_MS)
        workers = engine_workers(page)
        assert len(workers) == 1, [w.url for w in page.workers]
        worker = workers[0]
        # The worker script itself came with the policy as a header (its name: its address).
        assert page.evaluate("(url) => fetch(url).then((r) => r.headers.get('content-security-policy'))",
                             worker.evaluate("() => self.name")) == policy
        # The live verdict raised no violation and nothing went wrong on either console.
        assert [c for c in console if "error" in c or "Content Security Policy" in c
                or "uncaught" in c] == [], console

        # Another origin: refused by connect-src before any request leaves (a
        # 'no-cors' fetch would otherwise resolve with an opaque answer).
        refused = worker.evaluate("""async (url) => {
            const out = [];
            for (const mode of ["cors", "no-cors"]) {
                try { await fetch(url, { mode }); out.push(mode + ": reached"); }
                catch (e) { out.push(mode + ": refused"); }
            }
            return out; }""", elsewhere)
        assert refused == ["cors: refused", "no-cors: refused"]
        time.sleep(0.2)
        assert server.hits == 0

        # A string as code: the timer never runs it (no 'unsafe-eval'). A timer runs its
        # string outside this DevTools call, so the worker's own policy applies to it.
        ran = worker.evaluate("""async () => {
            self.__ran = false;
            self.setTimeout("self.__ran = true", 0);
            await new Promise((resolve) => self.setTimeout(resolve, 300));
            return self.__ran; }""")
        assert ran is False
    finally:
        context.close()
