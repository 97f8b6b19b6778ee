"""The engine's worker runs under the site's Content-Security-Policy on a host that sends no
headers at all (GitHub Pages; maintainers page, decision 26), in real Chromium.

The site is served by ``widgets/serve.py`` with ``headers=False``: no ``_headers`` policy, only
each page's ``<meta>``. A worker takes its policy from its script's response headers, so a
worker started from its own URL would run with none there; the engine's worker is started
from a ``blob:`` URL (``widgets/js/engine-client.js``) and inherits its page's policy. Inside
the live worker (Playwright's ``page.workers``: DevTools evaluation, no hook in the product),
each probe runs in a timer of the worker's own, outside the DevTools call: no request to
another origin leaves (``fetch`` in both modes, a WebSocket, a module import) and no string
runs as code (``eval``, ``new Function``, ``setTimeout`` with a string). With the worker
started from its own URL, every request reached the other origin (the WebSocket's too, which
only failed its handshake there) and every string ran.

The service worker cannot be started from a blob (``register`` takes a same-origin script
URL only): without headers it has no policy, and is kept safe by what it is (decision 26;
``test_the_service_worker_reaches_nothing_else``).
"""

from __future__ import annotations

import re
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from playwright.sync_api import expect

from widgets.serve import serve_in_thread

from .conftest import ENGINE_TIMEOUT_MS, policed_page

WIDGET_PAGE = "games/zhaopengyou/"
SW_SOURCE = Path(__file__).resolve().parents[2] / "widgets" / "js" / "sw.js"


class _Elsewhere(BaseHTTPRequestHandler):
    """Another origin (another port of 127.0.0.1), open to every origin: a module that would
    run if imported, an answer that would be read. It notes every path asked of it."""

    def do_GET(self):
        self.server.asked.append(self.path)
        body = b"self.__foreign = true; export default 'ran';"
        self.send_response(200)
        self.send_header("Access-Control-Allow-Origin", "*")
        self.send_header("Content-Type", "text/javascript")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture
def elsewhere():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Elsewhere)
    server.asked = []
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server, f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


@pytest.fixture(scope="module")
def bare_url(built_site):
    """The built site served with no headers at all (its ``_headers`` file ignored)."""
    server, url = serve_in_thread(built_site, headers=False)
    yield url
    server.shutdown()


# Each probe in a timer of the worker's own (not inside the DevTools call, which may be let
# off the policy), each answering what happened: a value when it went through, "refused".
PROBES = """async (elsewhere) => new Promise((done) => self.setTimeout(async () => {
    const out = {};
    const attempt = async (name, probe) => {
        try { out[name] = String(await probe()); } catch (e) { out[name] = "refused"; } };
    await attempt("fetch cors", () => fetch(elsewhere + "cors").then((r) => r.text()));
    await attempt("fetch no-cors", () => fetch(elsewhere + "no-cors", { mode: "no-cors" }).then(() => "reached"));
    await attempt("module import", () => import(elsewhere + "module.js").then((m) => m.default));
    await attempt("WebSocket", () => new Promise((opened, failed) => {
        const socket = new WebSocket(elsewhere.replace("http:", "ws:") + "socket");
        socket.onopen = () => opened("open");
        socket.onerror = () => failed(new Error("no socket")); }));
    await attempt("eval", () => self.eval("'ran'"));
    await attempt("new Function", () => new Function("return 'ran'")());
    await attempt("setTimeout string", () => new Promise((seen) => {
        self.__ran = "refused";
        self.setTimeout("self.__ran = 'ran'", 0);
        self.setTimeout(() => seen(self.__ran), 300); }));
    done(out);
}, 0))"""


def _live_verdict(page, url: str) -> None:
    page.goto(url + WIDGET_PAGE, wait_until="load")
    page.locator("pl-shape-check input[name=cards]").first.fill("S5 S5 H5 H5")
    expect(page.locator("pl-shape-check").first).to_have_attribute("data-state", "live", timeout=ENGINE_TIMEOUT_MS)


BUNDLE_WORKER = re.compile(r"/assets/paili/[^/]+/js/worker\.js(\?|$)")


def _engine_worker(page):
    """The engine's worker: named after the bundle's worker.js, whose blob: it is started
    from (engine-client.js); found by its own URL too, so that with the worker started from
    that URL this test fails on what the worker can do, not on finding it."""
    found = [w for w in page.workers
             if BUNDLE_WORKER.search(w.url) or BUNDLE_WORKER.search(w.evaluate("() => self.name"))]
    assert len(found) == 1, [w.url for w in page.workers]
    return found[0]


@pytest.mark.browser
def test_the_worker_runs_under_the_page_policy_with_no_headers(browser, bare_url, elsewhere):
    server, other = elsewhere
    context, page, console = policed_page(browser)
    try:
        response = page.goto(bare_url + WIDGET_PAGE, wait_until="load")
        assert "content-security-policy" not in response.headers   # no header: the <meta> alone
        _live_verdict(page, bare_url)
        worker = _engine_worker(page)
        assert [c for c in console if "error" in c or "Content Security Policy" in c
                or "uncaught" in c] == [], console

        assert worker.evaluate(PROBES, other) == {
            "fetch cors": "refused", "fetch no-cors": "refused", "module import": "refused",
            "WebSocket": "refused", "eval": "refused", "new Function": "refused",
            "setTimeout string": "refused"}
        time.sleep(0.3)
        assert server.asked == []
        assert worker.evaluate("() => self.__foreign === undefined")
        assert worker.url.startswith("blob:"), worker.url
    finally:
        context.close()


def test_the_service_worker_runs_only_its_own_code():
    """What keeps the service worker safe without a policy (decision 26): it loads no other
    script and turns no string into code."""
    source = SW_SOURCE.read_text(encoding="utf-8")
    code = "\n".join(line.split("//", 1)[0] for line in source.splitlines())
    for word in ("importScripts", "import(", "eval(", "Function(", "setTimeout", "setInterval", "WebSocket"):
        assert word not in code, word
    # Every fetch is of a request under the site's root, or an address made by onSite.
    assert re.findall(r"fetch\((\w+)\)", code) == ["address", "request", "request"]


@pytest.mark.browser
def test_the_service_worker_reaches_nothing_else(browser, bare_url, elsewhere):
    """Served with no headers, the service worker keeps only pages under its own root: asked to
    keep a page of another origin, it asks that origin nothing."""
    server, other = elsewhere
    context = browser.new_context(bypass_csp=True)
    page = context.new_page()
    page.set_default_timeout(ENGINE_TIMEOUT_MS)
    try:
        page.goto(bare_url + WIDGET_PAGE, wait_until="load")
        page.evaluate("() => navigator.serviceWorker.register('/sw.js').then(() => navigator.serviceWorker.ready)")
        page.evaluate("""(page) => navigator.serviceWorker.ready.then((r) =>
            r.active.postMessage({ type: "paili:engine-used", page }))""", other + "games/")
        time.sleep(1.0)
        assert server.asked == []
    finally:
        context.close()
