"""How the engine boots in the reader's browser: from the build's memory snapshot (decision 9),
and, when the snapshot cannot be used, the ordinary way — slower, but the live checks work."""

from __future__ import annotations

import pytest

from engine.api import handle

from .conftest import wait_until_held
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


@pytest.mark.browser
def test_the_engine_boots_from_the_snapshot(recorder_page, base_url):
    page, recorder = recorder_page
    assert live_shape_check(page, base_url) == "snapshot"
    assert [u for u in recorder.requests if "/snapshot-" in u and u.endswith(".bin.gz")]


@pytest.mark.browser
def test_a_damaged_snapshot_falls_back_to_an_ordinary_boot(recorder_page, base_url):
    page, recorder = recorder_page
    page.context.route("**/snapshot-*.bin.gz",
                       lambda route: route.fulfill(status=200, body=b"not a gzip stream at all"))
    assert live_shape_check(page, base_url) == "boot"


@pytest.mark.browser
def test_the_first_verdict_does_not_wait_for_the_stdlib(recorder_page, base_url):
    """Booted from the snapshot, the engine answers before the stdlib zip arrives; the worker
    asks for it afterwards (for any later import) and puts it where the heap expects it."""
    page, recorder = recorder_page
    held = []
    page.context.route("**/stdlib-*.zip", lambda route: held.append(route))
    assert live_shape_check(page, base_url) == "snapshot"
    wait_until_held(page, held, "the stdlib", seconds=10)
    held[0].continue_()
