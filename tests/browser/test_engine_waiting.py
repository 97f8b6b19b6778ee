"""Honest waiting (issue 24 §5; maintainers page, decision 30): while the engine starts, a
waiting widget's status says what the engine is doing (downloading, starting) with the
measured expectation (boot-words.js, words from widgets/build/script_words.py), and says
nothing of it once the verdict is in; a download that trickles (bytes keep coming, too few to
ever finish: the stall watch stays quiet) meets the boot's overall deadline and ends in words
and a retry button. Both languages; the downloads are held or trickled by routing, no timing
is asserted (the deadline is made short through window.PAILI_TIMEOUTS)."""

from __future__ import annotations

import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from playwright.sync_api import expect

from engine.api import handle
from widgets.build.script_words import SCRIPT_WORDS

from .conftest import ENGINE_TIMEOUT_MS, wait_until_held
from .test_widgets_live import LANGS, expect_verdict

EDIT = "S5 S5 H5 H5"
PHASES = """window.__phases = [];
document.addEventListener("paili:engine-progress", (e) => window.__phases.push(e.detail.phase));"""


def boot_words(phase: str, lang: str) -> str:
    return SCRIPT_WORDS["boot"][phase][lang == "en"]


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_the_waiting_words_follow_the_engine_downloading_starting_ready(recorder_page, base_url, lang, prefix):
    page, _ = recorder_page
    wasm, engine = [], []
    page.context.route("**/pyodide.asm.wasm", lambda route: wasm.append(route))
    page.context.route("**/engine-*.zip.gz", lambda route: engine.append(route))
    page.add_init_script(PHASES)
    page.goto(f"{base_url}{prefix}games/zhaopengyou/")
    w = page.locator("pl-shape-check").first
    w.locator("input[name=cards]").fill(EDIT)
    note = w.locator(".pl-status .pl-boot")
    # The WebAssembly held back: downloading, in words, beside the widget's own.
    expect(note).to_have_attribute("data-phase", "downloading", timeout=ENGINE_TIMEOUT_MS)
    expect(note).to_have_text(boot_words("downloading", lang))
    assert w.get_attribute("data-state") == "checking"
    wait_until_held(page, wasm, "the WebAssembly")
    wasm[0].continue_()
    # Every download in but the engine zip, which Pyodide waits for once started: starting.
    expect(note).to_have_attribute("data-phase", "starting", timeout=ENGINE_TIMEOUT_MS)
    expect(note).to_have_text(boot_words("starting", lang))
    wait_until_held(page, engine, "the engine zip")
    engine[0].continue_()
    expect_verdict(w, handle(w.evaluate("w => w.request()")), lang)
    expect(note).to_have_count(0)
    assert page.evaluate("window.__phases") == ["downloading", "starting", None]


class Trickle(BaseHTTPRequestHandler):
    """Answers any GET with a large body, one byte every half second: bytes keep coming,
    the download never ends in any reasonable time."""

    def do_GET(self):  # noqa: N802 (http.server's name)
        self.send_response(200)
        self.send_header("Content-Type", "application/wasm")
        self.send_header("Content-Length", str(9_000_000))
        self.end_headers()
        try:
            for _ in range(600):
                self.wfile.write(b"\0")
                self.wfile.flush()
                time.sleep(0.5)
        except OSError:
            pass   # the page gave up on it: as it should

    def log_message(self, *args):
        pass


@pytest.fixture
def trickle_url():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Trickle)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/pyodide.asm.wasm"
    server.shutdown()


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_trickling_download_meets_the_deadline_and_offers_a_retry(recorder_page, base_url, trickle_url, lang, prefix):
    page, recorder = recorder_page
    # A stall needs 3 s without a byte (a byte comes every 0.5 s); the boot's deadline is 8 s.
    page.add_init_script("window.PAILI_TIMEOUTS = {stall: 3000, boot: 8000};")
    trickled = "**/pyodide.asm.wasm"
    page.context.route(trickled, lambda route: route.continue_(url=trickle_url))
    page.goto(f"{base_url}{prefix}games/zhaopengyou/")
    w = page.locator("pl-shape-check").first
    w.locator("input[name=cards]").fill(EDIT)
    expect(w).to_have_attribute("data-state", "unavailable", timeout=ENGINE_TIMEOUT_MS)
    status = w.locator(".pl-status")
    assert status.get_attribute("data-kind") == "slow"
    slow = SCRIPT_WORDS["notice"]["slow"][lang == "en"]
    assert status.inner_text().startswith(slow), status.inner_text()
    assert w.locator(".pl-status .pl-boot").count() == 0
    page.context.unroute(trickled)
    # The retry boots for real, on a busy machine: the reader's own deadline for it.
    page.evaluate("window.PAILI_TIMEOUTS.boot = 120000")
    status.locator("button.pl-retry").click()
    expect_verdict(w, handle(w.evaluate("w => w.request()")), lang)
    # The trickled download, cut off when the worker was ended: expected here, and only it.
    for e in [e for e in recorder.errors if "pyodide.asm.wasm" in e]:
        recorder.errors.remove(e)
