"""How the engine boots in the reader's browser (maintainers page, decision 9): the ordinary
way, from a stdlib zip holding only what Pyodide's start-up and the engine import, and the
engine zip; the rest of the stdlib comes after the first verdict, never before it."""

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


def rest_of_stdlib(url: str) -> bool:
    return "/stdlib-rest-" in url and url.endswith(".zip")


@pytest.mark.browser
def test_the_engine_boots_with_the_stdlib_the_first_verdict_needs(recorder_page, base_url):
    page, recorder = recorder_page
    assert live_shape_check(page, base_url) == "boot"
    first = [u for u in recorder.requests if "/stdlib-" in u and u.endswith(".zip") and not rest_of_stdlib(u)]
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
