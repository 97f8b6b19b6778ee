"""How the engine boots in the reader's browser (maintainers page, decision 9): the ordinary
way, from a stdlib zip holding only what Pyodide's start-up and the engine import, and the
engine zip; the rest of the stdlib comes after the first verdict, never before it."""

from __future__ import annotations

import gzip

import pytest

from engine.api import handle

from .conftest import PAGE_MODULE, wait_until_held
from .test_widgets_live import expect_verdict

EDIT = "S5 S5 H5 H5"
# The page hears how the worker booted: engine-client.js's "paili:engine" event.
LISTEN = """document.addEventListener("paili:engine", (e) => {
    if (e.detail.state === "ready") window.__engineVia = e.detail.via; });"""


def live_shape_check(page, base_url):
    page.add_init_script(LISTEN)
    page.goto(f"{base_url}en/games/zhaopengyou/")
    w = page.locator("pl-shape-check").first
    w.locator("input[name=cards]").fill(EDIT)
    expect_verdict(w, handle(w.evaluate("w => w.request()")), "en")
    return page.evaluate("window.__engineVia")


def rest_of_stdlib(url: str) -> bool:
    return "/stdlib-rest-" in url and url.endswith(".zip.gz")


@pytest.mark.browser
def test_the_engine_boots_with_the_stdlib_the_first_verdict_needs(recorder_page, base_url):
    page, recorder = recorder_page
    assert live_shape_check(page, base_url) == "boot"
    first = [u for u in recorder.requests if "/stdlib-" in u and u.endswith(".zip.gz") and not rest_of_stdlib(u)]
    assert len(first) == 1, recorder.requests
    assert not [u for u in recorder.requests if "/snapshot-" in u or u.endswith("/python_stdlib.zip")]


@pytest.mark.browser
def test_the_first_verdict_does_not_wait_for_the_rest_of_the_stdlib(recorder_page, base_url):
    """The engine answers while the rest of the stdlib is held back; the worker asks for it
    afterwards (for any later import) and puts it on sys.path once it comes."""
    page, recorder = recorder_page
    held = []
    page.context.route(rest_of_stdlib, lambda route: held.append(route))
    assert live_shape_check(page, base_url) == "boot"
    wait_until_held(page, held, "the rest of the stdlib", seconds=10)
    held[0].continue_()


@pytest.mark.browser
def test_the_engine_boots_when_the_host_has_unpacked_the_zips(recorder_page, base_url, built_site):
    """The zips are shipped gzipped whole and the worker unpacks them (unpack.js; decision 25).
    A host that sends a .gz file with Content-Encoding delivers the zip itself: the worker
    takes those bytes as they are, for the stdlib Pyodide asks for and for the engine."""
    page, recorder = recorder_page
    served = []

    def as_zip(route):
        path = route.request.url.removeprefix(base_url).split("?")[0]
        served.append(path)
        route.fulfill(status=200, content_type="application/zip",
                      body=gzip.decompress((built_site / path).read_bytes()))

    page.context.route(lambda url: url.endswith(".zip.gz") and not rest_of_stdlib(url), as_zip)
    assert live_shape_check(page, base_url) == "boot"
    assert sorted(p.rsplit("/", 1)[1].split("-")[0] for p in served) == ["engine", "stdlib"], served


# The worker's warm-up after its boot (boot.js WARM_UP), as engine-client.js announces its end.
WARMED = """window.__warmed = null;
document.addEventListener("paili:engine-warmed", (e) => { window.__warmed = e.detail; });"""


def warmed(page) -> dict:
    page.wait_for_function("window.__warmed !== null", timeout=120_000)
    return page.evaluate("window.__warmed")


@pytest.mark.browser
def test_the_worker_warms_up_until_the_reader_asks(recorder_page, base_url, browser):
    page, _ = recorder_page
    page.add_init_script(WARMED)
    page.goto(f"{base_url}en/games/zhaopengyou/")
    page.evaluate(f"async () => (await {PAGE_MODULE}).warm()")     # intent, no request
    done = warmed(page)
    # Every step taken: the engine answered each (a refused step ends the warm-up early).
    assert done["of"] >= 6 and done["steps"] == done["of"], done
    w = page.locator("pl-shape-check").first
    w.locator("input[name=cards]").fill(EDIT)
    expect_verdict(w, handle(w.evaluate("w => w.request()")), "en")

    # A reader who asks before the engine is up: the warm-up gives way at once.
    context = browser.new_context(bypass_csp=True)
    try:
        fresh = context.new_page()
        fresh.add_init_script(WARMED)
        fresh.goto(f"{base_url}en/games/zhaopengyou/")
        w = fresh.locator("pl-shape-check").first
        w.locator("input[name=cards]").fill(EDIT)
        expect_verdict(w, handle(w.evaluate("w => w.request()")), "en")
        assert warmed(fresh)["steps"] == 0
    finally:
        context.close()
