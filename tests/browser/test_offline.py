"""Offline at the table, in real Chromium: after one visit that used a live check, the network
goes (``context.set_offline(True)``) and the site still answers — a page visited before and
a page never visited, both languages, with live verdicts from the real engine booted from
the service worker's cache. A new deploy (a new sw.js) replaces the old cache."""

from __future__ import annotations

import json
import re
import shutil
import time

import pytest

from engine.api import handle
from widgets.serve import serve_in_thread

from .conftest import ENGINE_TIMEOUT_MS

TRUMP = {"rank": "5", "suit": "S"}
# Every "ready for the table offline" note the page shows (offline.js), and the engine's states.
NOTES = """window.__notes = [];
window.__states = [];
document.addEventListener("paili:engine", (e) => window.__states.push(e.detail.state));
new MutationObserver((records) => { for (const r of records) for (const n of r.addedNodes)
    if (n.classList && n.classList.contains("pl-offline-ready")) window.__notes.push(n.textContent);
}).observe(document, { childList: true, subtree: true });"""


def sw_lists(site) -> dict:
    text = (site / "sw.js").read_text(encoding="utf-8")
    return {name: json.loads(value) for name, value in
            re.findall(r"^const (VERSION|SHELL|PAGES|ENGINE) = (.*);$", text, re.M)}


def poll(page, script, arg=None, timeout_s=ENGINE_TIMEOUT_MS / 1000):
    """Until the async ``script`` answers true (wait_for_function does not await promises)."""
    deadline = time.monotonic() + timeout_s
    while not page.evaluate(script, arg):
        assert time.monotonic() < deadline, f"timed out waiting for {script}"
        page.wait_for_timeout(300)


# The service worker's caches: all of ours but the engine's heap kept for the next visit
# (kept.js KEPT_CACHE, keyed by the build itself, which sw.js leaves alone).
SW_CACHES = "async (v) => (await caches.keys()).filter((k) => k !== 'paili-kept-engine').join()"


def wait_cached(page, base_url, paths):
    """Until every path is in the service worker's cache."""
    poll(page, """async ([base, paths]) => {
        const keys = (await caches.keys()).filter((k) => k !== "paili-kept-engine");
        if (keys.length !== 1) return false;
        const cache = await caches.open(keys[0]);
        for (const p of paths) if (!(await cache.match(new URL(p, base).href))) return false;
        return true;
    }""", [base_url, paths])


def edit_and_wait_live(page, cards):
    widget = page.locator("pl-shape-check").first
    widget.locator("input[name=cards]").fill(cards)
    page.wait_for_function("document.querySelector('pl-shape-check').dataset.state === 'live'",
                           timeout=ENGINE_TIMEOUT_MS)
    return widget


@pytest.mark.browser
def test_live_checks_work_offline_after_one_visit(recorder_page, base_url, built_site):
    page, _ = recorder_page
    page.add_init_script(NOTES)
    lists = sw_lists(built_site)
    page.goto(f"{base_url}games/zhaopengyou/")
    edit_and_wait_live(page, "S5 S5 H5 H5")                       # the one visit uses the engine
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    wait_cached(page, base_url, lists["ENGINE"] + lists["PAGES"] + lists["SHELL"])
    # Once all is kept, the page says so in words, once.
    poll(page, "() => window.__notes.length > 0")
    assert page.evaluate("window.__notes") == [
        "可以离线使用了：本站页面和判定引擎已存在这台设备上，没有网络也能在牌桌上用。"]

    page.context.set_offline(True)
    assert page.evaluate("navigator.onLine") is False

    # A page visited before: reload it, edit, the engine answers from the cache (and the
    # note, said once, is not said again).
    page.reload()
    page.screenshot(path=str(built_site.parent / "offline-reload.png"))
    assert page.locator("h1").first.inner_text().startswith("五人三副牌找朋友升级")
    widget = edit_and_wait_live(page, "D4 D4 D6 D6")
    expected = handle({"op": "classify", "game": "zhaopengyou", "trump": TRUMP, "cards": "D4 D4 D6 D6"})
    assert widget.locator(".pl-explain").inner_text() == expected["explain"]["zh"]
    page.wait_for_timeout(500)
    assert page.evaluate("window.__notes") == []

    # A widget page never visited, in the other language.
    page.goto(f"{base_url}en/games/shuangsheng/play/")
    assert page.locator("html").get_attribute("lang") == "en"
    widget = page.locator("pl-shape-check").first
    trump = {"rank": widget.locator("select[name=rank]").input_value(),
             "suit": widget.locator("select[name=suit]").input_value() or None}
    widget = edit_and_wait_live(page, "H3")
    expected = handle({"op": "classify", "game": "shuangsheng", "trump": trump, "cards": "H3"})
    assert widget.locator(".pl-explain").inner_text() == expected["explain"]["en"]

    # A plain page never visited.
    page.goto(f"{base_url}en/reference/notation/")
    assert page.locator("h1").count() >= 1
    page.context.set_offline(False)
    # recorder_page asserts, at teardown: nothing left 127.0.0.1, no console error.


@pytest.mark.browser
def test_a_reader_who_only_reads_gets_no_service_worker(recorder_page, base_url):
    page, recorder = recorder_page
    for path in ("games/zhaopengyou/", "en/games/wushik/play/", "en/reference/notation/"):
        page.goto(f"{base_url}{path}", wait_until="load")
    page.wait_for_timeout(1000)
    assert page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r === undefined)")
    assert page.evaluate("caches.keys().then((k) => k.length)") == 0
    assert not [u for u in recorder.requests if "/assets/pyodide/" in u or u.endswith(".zip.gz")]


@pytest.fixture
def own_site(built_site, tmp_path):
    """A copy of the site that the test may redeploy."""
    site = tmp_path / "site"
    shutil.copytree(built_site, site)
    server, url = serve_in_thread(site)
    yield site, url
    server.shutdown()


@pytest.mark.browser
def test_a_new_deploy_replaces_the_cache(recorder_page, own_site):
    page, _ = recorder_page
    site, url = own_site
    old = sw_lists(site)["VERSION"]
    page.goto(f"{url}games/zhaopengyou/")
    edit_and_wait_live(page, "S5 S5 H5 H5")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    poll(page, SW_CACHES + " === 'paili-' + v", old)

    sw = site / "sw.js"
    sw.write_text(sw.read_text(encoding="utf-8").replace(f'"{old}"', '"redeployed"', 1), encoding="utf-8")
    page.reload()
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    poll(page, SW_CACHES.replace("(v)", "()") + " === 'paili-redeployed'")


@pytest.mark.browser
def test_offline_before_the_engine_is_kept_the_page_keeps_its_verdicts_and_says_why(recorder_page, base_url):
    """The network goes before anything is kept for offline use: the page stays whole, the
    widget keeps the verdict computed at build time and says, in words, why live checking has
    to wait, with a retry button; nothing says "ready offline"; back online, the retry works."""
    page, recorder = recorder_page
    page.add_init_script(NOTES)
    page.goto(f"{base_url}en/games/zhaopengyou/")
    widget = page.locator("pl-shape-check").first
    before = widget.locator(".pl-verdict").inner_html()
    page.context.set_offline(True)
    widget.locator("input[name=cards]").fill("S5 S5 H5 H5")
    page.wait_for_function("document.querySelector('pl-shape-check').dataset.state === 'unavailable'",
                           timeout=ENGINE_TIMEOUT_MS)
    status = widget.locator(".pl-status")
    assert status.inner_text().startswith("You are offline and the engine is not yet kept on this device")
    assert status.get_attribute("data-kind") == "offline" and "Checking" not in widget.inner_text()
    assert widget.locator(".pl-verdict").inner_html() == before
    assert page.locator("h1").count() >= 1 and page.evaluate("window.__notes") == []
    page.context.set_offline(False)
    widget.locator("button.pl-retry").click()
    page.wait_for_function("document.querySelector('pl-shape-check').dataset.state === 'live'",
                           timeout=ENGINE_TIMEOUT_MS)
    expected = handle({"op": "classify", "game": "zhaopengyou", "trump": TRUMP, "cards": "S5 S5 H5 H5"})
    assert widget.locator(".pl-explain").inner_text() == expected["explain"]["en"]
    # The downloads the network refused while offline: expected here, and only those.
    for e in [e for e in recorder.errors if "ERR_INTERNET_DISCONNECTED" in e]:
        recorder.errors.remove(e)


@pytest.mark.browser
def test_ready_offline_is_said_only_when_all_is_kept(recorder_page, own_site):
    """A deploy missing one of the engine's files (here Pyodide's lock file, which the boot
    does not fetch) can never be wholly kept: the page never says it is ready offline, and
    what was kept still serves the page and its live checks offline."""
    page, _ = recorder_page
    site, url = own_site
    lists = sw_lists(site)
    missing = next(p for p in lists["ENGINE"] if p.endswith("pyodide-lock.json"))
    (site / missing).unlink()
    page.add_init_script(NOTES)
    page.goto(f"{url}en/games/zhaopengyou/")
    edit_and_wait_live(page, "S5 S5 H5 H5")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    wait_cached(page, url, [p for p in lists["ENGINE"] + lists["PAGES"] if p != missing])
    page.wait_for_timeout(1000)
    assert page.evaluate("window.__notes") == []
    page.context.set_offline(True)
    page.reload()
    assert page.locator("h1").count() >= 1
    widget = edit_and_wait_live(page, "D4 D4 D6 D6")
    expected = handle({"op": "classify", "game": "zhaopengyou", "trump": TRUMP, "cards": "D4 D4 D6 D6"})
    assert widget.locator(".pl-explain").inner_text() == expected["explain"]["en"]
    page.context.set_offline(False)
