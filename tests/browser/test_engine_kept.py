"""A second visit starts from what the first kept (issue 24 §3; maintainers page, decision 30):
after a first visit's warm-up, the worker keeps Pyodide's heap and the unpacked zips in Cache
Storage (kept.js); the next page restores them ("ready" with via "snapshot"), starting at
once on any widget page, with nothing downloaded for it. Clearing the site's data, a heap
that cannot be restored, or another build's heap: the ordinary boot, and a fresh heap kept.
The engine starts at once, untouched, on a page that exists for its widgets and on a page
opened by a share link; elsewhere, on a first visit, it waits for intent.
Both languages. The path taken is asserted (the worker's own report), never a time."""

from __future__ import annotations

import pytest

from engine.api import handle

from .conftest import ENGINE_TIMEOUT_MS
from .test_widgets_live import expect_verdict

EDIT = "S5 S5 H5 H5"
KEPT = "paili-kept-engine"
# How each page's engine booted, and whether the heap was kept (engine-client.js events).
LISTEN = """window.__via = null; window.__kept = null; window.__phases = [];
document.addEventListener("paili:engine-progress", (e) => window.__phases.push(e.detail.phase));
document.addEventListener("paili:engine", (e) => { if (e.detail.state === "ready") window.__via = e.detail.via; });
document.addEventListener("paili:engine-kept", (e) => { window.__kept = e.detail; });
window.__liveAt = null;   // when the first shape check's verdict went live (ms since the epoch)
new MutationObserver(() => { if (window.__liveAt === null && document.querySelector("pl-shape-check")?.dataset.state === "live")
    window.__liveAt = performance.timeOrigin + performance.now(); })
  .observe(document, { subtree: true, attributes: true, attributeFilter: ["data-state"] });"""
LANGS = [("zh", ""), ("en", "en/")]


def visit(context, url: str, prefix: str, lang: str, path: str = "games/zhaopengyou/"):
    """Open a widget page, edit the cards, wait for the live verdict: the page, how it booted."""
    page = context.new_page()
    page.set_default_timeout(ENGINE_TIMEOUT_MS)
    page.add_init_script(LISTEN)
    page.goto(f"{url}{prefix}{path}")
    w = page.locator("pl-shape-check").first
    w.locator("input[name=cards]").fill(EDIT)
    expect_verdict(w, handle(w.evaluate("w => w.request()")), lang)
    page.wait_for_function("window.__via !== null", timeout=ENGINE_TIMEOUT_MS)
    return page, page.evaluate("window.__via")


def wait_kept(page) -> dict:
    page.wait_for_function("window.__kept !== null", timeout=ENGINE_TIMEOUT_MS)
    return page.evaluate("window.__kept")


def bundle_of(page) -> str:
    """The address of the page's bundle folder (assets/paili/<hash>/), where the kept parts live."""
    return page.evaluate("document.querySelector('script[src$=\"/js/paili.js\"]').src.replace(/js\\/paili\\.js$/, '')")


def kept_urls(page) -> list[str]:
    return page.evaluate(f"async () => (await (await caches.open('{KEPT}')).keys()).map((r) => r.url).sort()")


@pytest.fixture
def context(browser):
    context = browser.new_context(bypass_csp=True)
    yield context
    context.close()


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_second_visit_starts_from_what_the_first_kept(context, base_url, lang, prefix):
    first, via = visit(context, base_url, prefix, lang)
    assert via == "boot"
    assert wait_kept(first)["bytes"] > 1_000_000
    bundle = bundle_of(first)
    assert kept_urls(first) == [f"{bundle}kept-engine-{part}" for part in ("engine", "heap", "stdlib")]
    first.close()

    # Another widget page: the engine starts at once (nothing to download), from the kept heap.
    second = context.new_page()
    fetched: list[str] = []
    second.on("request", lambda r: fetched.append(r.url))
    second.add_init_script(LISTEN)
    second.goto(f"{base_url}{prefix}games/wakeng/play/")
    second.wait_for_function("window.__via !== null", timeout=ENGINE_TIMEOUT_MS)   # no touch, no edit
    assert second.evaluate("window.__via") == "snapshot"
    assert second.evaluate("window.__phases") == ["downloading", "restoring", None]   # what it said
    # Neither the first stdlib zip nor the engine's came over the network for it.
    assert not [u for u in fetched if u.endswith(".zip.gz") and "/stdlib-rest-" not in u], fetched
    second.close()

    # The kept engine answers as the ordinary one does.
    third, via = visit(context, base_url, prefix, lang)
    assert via == "snapshot"


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_clearing_the_sites_data_falls_back_to_an_ordinary_boot(context, base_url, lang, prefix):
    first, _ = visit(context, base_url, prefix, lang)
    wait_kept(first)
    origin = base_url.rstrip("/")
    cdp = context.new_cdp_session(first)
    cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
    assert first.evaluate("caches.keys()") == []
    first.close()
    again, via = visit(context, base_url, prefix, lang)
    assert via == "boot"
    wait_kept(again)   # and what this visit built is kept afresh


@pytest.mark.browser
def test_a_heap_that_cannot_be_restored_falls_back_and_is_replaced(context, base_url):
    first, _ = visit(context, base_url, "en/", "en")
    wait_kept(first)
    # The kept heap damaged (as a broken write or a changed Pyodide would leave it).
    first.evaluate(f"""async () => {{
        const cache = await caches.open('{KEPT}');
        const heap = (await cache.keys()).find((r) => r.url.endsWith('kept-engine-heap'));
        await cache.put(heap, new Response(new Uint8Array(4096).fill(7)));
    }}""")
    first.close()
    again, via = visit(context, base_url, "en/", "en")
    assert via == "boot"
    assert wait_kept(again)["bytes"] > 1_000_000
    again.close()
    third, via = visit(context, base_url, "", "zh")
    assert via == "snapshot"


@pytest.mark.browser
def test_a_new_build_never_uses_the_old_builds_heap(context, base_url):
    """What an older deploy kept sits under its own bundle folder: moved there, this build's
    worker does not find it, boots the ordinary way, and its own keeping deletes the old."""
    first, _ = visit(context, base_url, "en/", "en")
    wait_kept(first)
    old = first.evaluate(f"""async () => {{
        const cache = await caches.open('{KEPT}');
        const moved = [];
        for (const request of await cache.keys()) {{
          const body = await (await cache.match(request)).arrayBuffer();
          const older = request.url.replace(/assets\\/paili\\/[0-9a-f]+\\//, 'assets/paili/000000000000/');
          await cache.put(older, new Response(body));
          await cache.delete(request);
          moved.push(older);
        }}
        return moved.sort();
    }}""")
    assert len(old) == 3 and kept_urls(first) == old
    first.close()
    again, via = visit(context, base_url, "en/", "en")
    assert via == "boot"
    wait_kept(again)
    now = kept_urls(again)
    assert len(now) == 3 and not set(now) & set(old)


def runtime_asked(page, asked: list, seconds: float) -> bool:
    """Whether the engine starts within `seconds` (polled, never timed): Pyodide's WebAssembly
    asked for, in `asked` (the context's requests, its workers' included). A worker parked on a
    first visit (decision 62) asks for nothing of the engine before it starts."""
    for _ in range(int(seconds * 10)):
        if any(u.endswith("/pyodide.asm.wasm") for u in asked):
            return True
        page.wait_for_timeout(100)
    return False


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_the_engine_starts_at_once_where_the_reader_came_to_use_it(browser, base_url, lang, prefix):
    def fresh_page():   # a first visit (nothing kept), where intent (paili.js, decision 8) cannot start it
        context = browser.new_context(bypass_csp=True)
        context.add_init_script("delete window.IntersectionObserver;")
        asked = []
        context.on("request", lambda r: asked.append(r.url))
        return context, context.new_page(), asked

    context, page, asked = fresh_page()
    page.goto(f"{base_url}{prefix}games/zhaopengyou/")
    assert not runtime_asked(page, asked, 3)  # a first visit, no link: it waits for the reader
    link = page.locator("pl-shape-check").first.evaluate("w => w.shareUrl()")
    context.close()
    for address in (link, f"{base_url}{prefix}games/wakeng/practice/", f"{base_url}{prefix}games/mingan/replay/"):
        context, page, asked = fresh_page()
        page.goto(address)
        assert runtime_asked(page, asked, 60), address   # opened by a share link, or a page for its widgets
        context.close()
