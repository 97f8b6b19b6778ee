"""A first visit parks the engine's worker (maintainers page, decision 62): on a widget page
with nothing kept, engine-early.js starts the worker while the page is read in, and it asks
for nothing of the engine (Pyodide, the engine zip, the heap) until the reader's intent; then
the page's engine adopts that worker, and it boots. Both languages. The path is asserted (the
worker's name, the requests, the one worker), never a time."""

from __future__ import annotations

import pytest

from engine.api import handle

from .conftest import ENGINE_TIMEOUT_MS, engine_workers
from .test_widgets_live import LANGS, expect_verdict

ENGINE_FILES = ("/pyodide/", ".zip", "/heap-")   # Pyodide, the engine and stdlib zips, the heap


def parked_worker(page):
    """The page's one engine worker, once it has started (polled)."""
    for _ in range(300):
        workers = engine_workers(page)
        if workers:
            assert len(workers) == 1, [w.url for w in workers]
            return workers[0]
        page.wait_for_timeout(100)
    raise AssertionError("no worker was parked")


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_first_visit_parks_the_worker_until_the_reader_asks(browser, base_url, lang, prefix):
    context = browser.new_context(bypass_csp=True)
    context.add_init_script("delete window.IntersectionObserver;")   # no intent by a look (paili.js DWELL_MS)
    asked: list[str] = []   # the page's requests and its workers' (not the service worker's)
    try:
        page = context.new_page()
        page.on("request", lambda r: asked.append(r.url))
        page.set_default_timeout(ENGINE_TIMEOUT_MS)
        page.goto(f"{base_url}{prefix}games/zhaopengyou/")
        worker = parked_worker(page)
        assert "park=1" in worker.evaluate("() => self.name")
        page.wait_for_timeout(1500)   # parked, it asks for nothing of the engine
        assert not [u for u in asked if any(part in u for part in ENGINE_FILES)]
        w = page.locator("pl-shape-check").first
        assert w.get_attribute("data-state") == "prerendered"

        w.locator("input[name=cards]").fill("S5 S5 H5 H5")   # intent: the parked worker boots
        expect_verdict(w, handle(w.evaluate("w => w.request()")), lang)
        assert engine_workers(page) == [worker]
        assert sum(u.endswith("/pyodide.asm.wasm") for u in asked) == 1
        assert sum(u.endswith("/js/worker.js") for u in asked) == 1
    finally:
        context.close()


@pytest.mark.browser
def test_no_worker_is_parked_where_no_widget_asks_the_engine(recorder_page, base_url):
    """The notation page draws verdicts (so it loads the widgets' scripts) but has no widget
    the engine judges: nothing is parked there."""
    page, recorder = recorder_page
    page.goto(f"{base_url}reference/notation/")
    assert page.locator("pl-verdict").count() > 0
    assert any("engine-early" in u for u in recorder.requests)
    page.wait_for_timeout(1500)
    assert engine_workers(page) == []
    assert not any("worker.js" in u for u in recorder.requests)
