"""The runtime heals (issue 13, points 4 and 5), in real Chromium with the real Pyodide:
a stalled download times out with words and a retry button that starts a fresh worker; a
fatal Pyodide error, or a worker that stops answering, is replaced and the next request is
answered; text too deep for Pyodide is refused by the page with the engine's own answer, and
by the worker itself when posted straight to it;
a widget's newer request supersedes its queued ones, and only the newest is drawn.

Timeouts are short here through ``window.PAILI_TIMEOUTS`` (engine-client.js; the defaults,
30 s without a byte and 20 s without an answer, are for readers). No timing is asserted."""

from __future__ import annotations

import base64
import json

import pytest
from playwright.sync_api import expect

from engine.api import handle, handle_text

from .conftest import ENGINE_TIMEOUT_MS, PAGE_MODULE, engine_workers
from .test_widgets_live import expect_verdict

PAGE = "en/games/zhaopengyou/"
# The page records the engine's states (engine-client.js's "paili:engine" events).
LISTEN = """window.__states = [];
document.addEventListener("paili:engine", (e) => window.__states.push(e.detail.state));"""
DEEP = '{"op": "classify", "game": "zhaopengyou", "cards": "S3", "x": ' + "[" * 3000 + "]" * 3000 + "}"


def shape_widget(page):
    return page.locator("pl-shape-check").first


def edit(page, cards: str) -> None:
    """Edit the widget and wait for the engine's verdict on it."""
    w = shape_widget(page)
    w.locator("input[name=cards]").fill(cards)
    expect_verdict(w, handle(w.evaluate("w => w.request()")), "en")
    expect(w).to_have_attribute("data-state", "live", timeout=ENGINE_TIMEOUT_MS)


def one_worker_left(page) -> bool:
    """Whether the replaced workers are gone: a terminated worker leaves Playwright's list when
    its close event arrives, which lags behind the fresh worker's answer (a worker spinning in a
    loop is stopped first), so this waits for it as for any event."""
    for _ in range(100):
        if len(engine_workers(page)) == 1:
            return True
        page.wait_for_timeout(100)
    return False


def wait_states(page, states: list[str]) -> None:
    page.wait_for_function("(want) => JSON.stringify(window.__states.slice(-want.length)) === JSON.stringify(want)",
                           arg=states, timeout=ENGINE_TIMEOUT_MS)


@pytest.mark.browser
@pytest.mark.parametrize("download", ["pyodide.asm.wasm", "engine zip"])
def test_a_stalled_download_says_so_and_retry_starts_a_fresh_worker(recorder_page, base_url, download):
    page, _ = recorder_page
    page.add_init_script("window.PAILI_TIMEOUTS = {stall: 1500};" + LISTEN)
    stalled = (lambda url: url.endswith("/pyodide.asm.wasm")) if download == "pyodide.asm.wasm" else (
        lambda url: "/assets/paili/" in url and "/engine-" in url and url.endswith(".zip.gz"))
    held = []
    page.context.route(stalled, lambda route: held.append(route))   # never answered
    page.goto(base_url + PAGE)
    w = shape_widget(page)
    before = w.locator(".pl-verdict").inner_html()
    w.locator("input[name=cards]").fill("S5 S5 H5 H5")
    expect(w).to_have_attribute("data-state", "unavailable", timeout=ENGINE_TIMEOUT_MS)
    assert held, f"the {download} was never asked for"
    status = w.locator(".pl-status")
    assert status.inner_text().startswith("The network is too slow or gone: the engine's download stopped.")
    assert "verdict above is not for your latest change" in status.inner_text()
    assert status.get_attribute("data-kind") == "stalled"
    assert "Checking" not in w.inner_text()
    assert w.locator(".pl-verdict .pl-stale").count() == 0           # no "re-checking" left up
    assert w.locator(".pl-verdict").inner_html() == before            # the verdict as built stays
    assert page.evaluate("window.__states") == ["starting", "failed"]
    # The network comes back (the held request ends, and the readers' timeouts are back):
    # the retry button starts a fresh worker, which answers.
    page.context.unroute(stalled)
    for route in held:
        try:
            route.abort()
        except Exception:   # unroute may already have let it go
            pass
    page.evaluate("window.PAILI_TIMEOUTS = {}")
    w.locator("button.pl-retry").click()
    expect_verdict(w, handle(w.evaluate("w => w.request()")), "en")
    assert page.evaluate("window.__states")[-2:] == ["starting", "ready"]
    assert one_worker_left(page)


@pytest.mark.browser
def test_a_broken_or_stuck_worker_is_replaced_and_the_next_request_answered(recorder_page, base_url):
    page, recorder = recorder_page
    page.add_init_script("window.PAILI_TIMEOUTS = {answer: 8000};" + LISTEN)
    page.goto(base_url + PAGE)
    edit(page, "S5 S5 H5 H5")
    first, = engine_workers(page)
    closed = []
    first.on("close", lambda w: closed.append(w))

    # A real fatal error: 3,000 nested brackets to draw, sent past the worker's bound (its test
    # hook; neither the page nor a message can: both bound the text first; the engine refuses
    # them too, but the renderer reads the request again), overflow Pyodide's stack.
    first.evaluate("""(text) => { self.pailiUnbounded({ id: -1, request: text,
        view: JSON.stringify({ lang: "en", root: "/", draw: "verdict" }) }); }""", DEEP)
    wait_states(page, ["ready", "starting", "ready"])
    page.wait_for_timeout(200)
    assert closed == [first]
    edit(page, "D4 D4 D6 D6")                                          # the next request is answered
    second, = engine_workers(page)

    # A worker that stops answering (its thread spins for ever): the request it holds fails in
    # words after the answer time, with a retry; a fresh worker answers the retry.
    second.evaluate("() => { setTimeout(() => { for (;;) {} }, 0); }")
    w = shape_widget(page)
    w.locator("input[name=cards]").fill("S3")
    expect(w).to_have_attribute("data-state", "unavailable", timeout=ENGINE_TIMEOUT_MS)
    status = w.locator(".pl-status")
    assert status.inner_text().startswith("The engine broke down and has been restarted.")
    assert status.get_attribute("data-kind") == "broken" and "Checking" not in w.inner_text()
    w.locator("button.pl-retry").click()
    expect_verdict(w, handle(w.evaluate("w => w.request()")), "en")
    # three workers in all: the first, the one after the fatal error, the one after the stall
    assert page.evaluate("window.__states").count("starting") == 3
    assert one_worker_left(page)
    # Pyodide reports its fatal error on the console: expected here, and only that.
    fatal = [e for e in recorder.errors if "fatal" in e.lower() or "Maximum call stack" in e]
    for e in fatal:
        recorder.errors.remove(e)


@pytest.mark.browser
def test_text_too_deep_for_pyodide_gets_the_engines_own_answer(recorder_page, base_url):
    page, _ = recorder_page
    page.add_init_script(LISTEN)
    page.goto(base_url + PAGE)
    edit(page, "S5 S5 H5 H5")
    expected = handle_text(DEEP)                                       # CPython's answer
    assert expected["error"]["code"] == "bad_request"
    got = page.evaluate(f"async (text) => (await {PAGE_MODULE}).call(JSON.parse(text))", DEEP)
    assert got == expected
    drawn = page.evaluate(f"""async (text) => (await {PAGE_MODULE}).draw(JSON.parse(text),
        {{ lang: "en", draw: "verdict" }})""", DEEP)
    assert drawn["response"] == expected and expected["error"]["en"] in drawn["html"]
    huge = json.dumps({"op": "parse", "cards": "S3 " * 70_000})
    assert page.evaluate(f"async (text) => (await {PAGE_MODULE}).call(JSON.parse(text))", huge) == handle_text(huge)
    # The runtime never saw them: the same worker, still ready, answers the next edit.
    assert page.evaluate("window.__states") == ["starting", "ready"]
    edit(page, "D4 D4 D6 D6")
    # A share link holding 3,000 nested brackets: the page stays whole and says the link is unreadable.
    state = base64.urlsafe_b64encode(('{"cards": ' + "[" * 3000 + "]" * 3000 + "}").encode()).decode()
    page.goto(f"{base_url}{PAGE}#pl=0.{state.rstrip('=')}")
    page.reload()
    expect(page.locator("[data-linked]")).to_have_attribute("data-linked", "broken")


# A message posted straight to the worker (as if by code that skipped engine-client.js), its
# answers caught before they reach the page.
POST_TO_WORKER = """async ([id, request, view]) => {
    const sent = self.postMessage;
    const got = new Promise((resolve) => {
        self.postMessage = (message) => {
            if (message.id !== id) return sent(message);
            self.postMessage = sent;
            resolve(message);
        };
    });
    self.onmessage({ data: view === null ? { id, request } : { id, request, view } });
    return got;
}"""


@pytest.mark.browser
def test_the_worker_bounds_text_posted_straight_to_it(recorder_page, base_url):
    page, _ = recorder_page
    page.add_init_script(LISTEN)
    page.goto(base_url + PAGE)
    edit(page, "S5 S5 H5 H5")
    worker, = engine_workers(page)
    view = json.dumps({"lang": "en", "root": "/", "draw": "verdict"})
    expected = handle_text(DEEP)
    # Deep text, answered and drawn: the engine's own refusal, Pyodide unharmed.
    got = worker.evaluate(POST_TO_WORKER, [-1, DEEP, None])
    assert json.loads(got["response"]) == expected
    got = worker.evaluate(POST_TO_WORKER, [-2, DEEP, view])
    drawn = json.loads(got["response"])
    assert drawn["response"] == expected and expected["error"]["en"] in drawn["html"]
    # Too long, and not text at all.
    huge = json.dumps({"op": "parse", "cards": "S3 " * 70_000})
    got = worker.evaluate(POST_TO_WORKER, [-3, huge, None])
    assert json.loads(got["response"]) == handle_text(huge)
    got = worker.evaluate(POST_TO_WORKER, [-4, {"op": "games"}, None])
    assert json.loads(got["response"])["error"]["code"] == "bad_request"
    # A view nested too deeply fails that message only.
    got = worker.evaluate(POST_TO_WORKER, [-5, '{"op": "games"}', "[" * 3000 + "]" * 3000])
    assert got["failed"] and not got["fatal"]
    # The same worker, still ready, answers the next edit.
    assert page.evaluate("window.__states") == ["starting", "ready"]
    edit(page, "D4 D4 D6 D6")
    assert engine_workers(page) == [worker]


@pytest.mark.browser
def test_a_newer_request_supersedes_the_queued_ones(recorder_page, base_url):
    page, _ = recorder_page
    page.goto(base_url + PAGE)
    edit(page, "S5 S5 H5 H5")
    # Ten requests from one asker at once: the first is answered, the eight queued behind it
    # are superseded (settled as such, never as errors), the newest is answered.
    hands = ["S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10", "SJ", "SQ"]
    settled = page.evaluate(f"""async (hands) => {{
        const client = await {PAGE_MODULE};
        const from = {{}};
        const asked = hands.map((cards) => client.draw(
            {{ op: "classify", game: "zhaopengyou", trump: {{ rank: "5", suit: "S" }}, cards }},
            {{ lang: "en", draw: "verdict" }}, from));
        return (await Promise.allSettled(asked)).map((s) => s.status === "fulfilled"
            ? s.value.response.cards : (s.reason.superseded ? "superseded" : String(s.reason)));
    }}""", hands)
    assert settled == ["S3"] + ["superseded"] * 8 + ["SQ"]
    # The widget: many edits at once, only the newest is drawn, no error shown.
    w = shape_widget(page)
    w.evaluate("""(w, hands) => {
        const box = w.querySelector("input[name=cards]");
        for (const cards of hands) { box.value = cards; w.run(); }
    }""", ["H3", "H4 H4", "H5 H5 H6 H6", "H7", "D9 D9"])
    expect_verdict(w, handle(w.evaluate("w => w.request()")), "en")
    assert w.evaluate("w => w.request().cards") == "D9 D9"
    assert w.locator(".pl-status").get_attribute("data-notice") != "error"
    assert w.get_attribute("data-state") == "live"


@pytest.mark.browser
def test_a_replay_whose_engine_stalls_lists_its_steps_and_retries(recorder_page, base_url):
    page, _ = recorder_page
    page.add_init_script("window.PAILI_TIMEOUTS = {stall: 1500};" + LISTEN)
    held = []
    page.context.route(lambda url: url.endswith("/pyodide.asm.wasm"), lambda route: held.append(route))
    page.goto(f"{base_url}en/games/zhaopengyou/replay/")
    w = page.locator("pl-replay").first
    w.locator('button[data-go="next"]').click()
    expect(w).to_have_attribute("data-state", "unavailable", timeout=ENGINE_TIMEOUT_MS)
    status = w.locator(".pl-status")
    assert status.inner_text().startswith("The network is too slow or gone")
    assert "Live checking is unavailable; all the steps, as computed when the site was built, are listed below." \
        in status.inner_text()
    assert w.locator(".pl-replay-all").get_attribute("open") is not None
    assert "Starting the engine" not in w.inner_text()
    page.context.unroute_all(behavior="ignoreErrors")              # the network is back
    page.evaluate("window.PAILI_TIMEOUTS = {}")
    w.locator("button.pl-retry").click()
    expect(w).to_have_attribute("data-state", "live", timeout=ENGINE_TIMEOUT_MS)
    assert w.get_attribute("step") == "1"
