"""A first visit may download the build's heap instead of starting CPython (maintainers page,
decision 58): where the device's CPU is slow and its network fast, the worker downloads
``heap-<hash>.bin.gz`` (Pyodide's heap with the engine and every game's modules imported,
made by the build) with the zips, restores it ("ready" with via "shipped"), answers as an
ordinary boot does, and keeps it for the next visit, which restores it from the device. A heap
that does not come or cannot be restored: the ordinary boot. Which way is taken is the
worker's choice (boot-choice.js ``heapFaster``: the rate its WebAssembly came at, its own
speed), asserted here from its inputs; the other
tests keep the ordinary boot (conftest.py ``ORDINARY_BOOT``). The path taken is asserted (the
worker's own report), never a time."""

from __future__ import annotations

import gzip

import pytest

from .conftest import ENGINE_TIMEOUT_MS, PAGE_MODULE, wait_until_held
from .test_engine_kept import KEPT, LANGS, bundle_of, kept_urls, visit, wait_kept

SHIP = "globalThis.PAILI_HEAP = '1';"
AUTO = "globalThis.PAILI_HEAP = undefined;"


@pytest.fixture
def context(browser):
    context = browser.new_context(bypass_csp=True)
    yield context
    context.close()


def file_kind(url: str) -> str | None:
    """"engine", "stdlib", "rest" (the zips) or "sw" (the service worker's script); else None."""
    if url.endswith("/sw.js"):
        return "sw"
    name = url.rsplit("/", 1)[1]
    if not name.endswith(".zip.gz"):
        return None
    return "rest" if name.startswith("stdlib-rest-") else next(
        (kind for kind in ("engine", "stdlib") if name.startswith(kind + "-")), None)


def heap_requests(fetched: list[str]) -> list[str]:
    return [u for u in fetched if "/heap-" in u and u.endswith(".bin.gz")]


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_first_visit_restores_the_build_heap_and_keeps_it(context, base_url, lang, prefix):
    context.add_init_script(SHIP)
    fetched: list[str] = []
    events: list[tuple[str, str]] = []
    finished = {}   # url → its request, once in
    context.on("request", lambda r: (fetched.append(r.url), events.append(("asked", r.url))))
    context.on("requestfinished", lambda r: (events.append(("in", r.url)), finished.setdefault(r.url, r)))
    first, via = visit(context, base_url, prefix, lang)   # the live verdict is CPython's
    assert via == "shipped"
    assert len(heap_requests(fetched)) == 1
    phases = first.evaluate("window.__phases")
    assert phases[0] == "downloading" and phases[-1] is None, phases
    assert "downloading-heap" in phases and "restoring-heap" in phases, phases
    assert "starting" not in phases and "restoring" not in phases, phases
    # Kept as it came: the next visit restores it from the device, downloading nothing for it.
    assert wait_kept(first)["bytes"] > 1_000_000
    # The engine zip is asked for once the heap is in, not beside it (decision 61); the
    # stdlib's zips and the service worker's script only after the live verdict, once the
    # worker is quiet, so nothing else shares the device with the first verdict (decision 66).
    heap_in = events.index(("in", heap_requests(fetched)[0]))
    engine_asked = next(i for i, (what, url) in enumerate(events) if what == "asked" and file_kind(url) == "engine")
    assert engine_asked > heap_in, events
    live_at = first.evaluate("window.__liveAt")
    started = {}   # each kind's request: when it started (ms since the epoch, as live_at)
    for _ in range(100):
        started = {file_kind(url): r.timing["startTime"] for url, r in list(finished.items()) if file_kind(url)}
        if len(started) == 4:
            break
        first.wait_for_timeout(100)
    assert len(started) == 4, (started, events)
    assert started["engine"] < live_at, (started, live_at)
    for name in ("stdlib", "rest", "sw"):
        assert started[name] > live_at, (name, started, live_at)
    bundle = bundle_of(first)
    assert kept_urls(first) == [f"{bundle}kept-engine-{part}" for part in ("engine", "heap", "stdlib")]
    first.close()
    # What the next page and its worker ask for (the service worker, registered by the first
    # live check, fetches its own list meanwhile: not the page's).
    asked: list[str] = []
    context.on("page", lambda page: page.on("request", lambda r: asked.append(r.url)))
    second, via = visit(context, base_url, prefix, lang)
    assert via == "snapshot"
    assert heap_requests(asked) == []
    assert not [u for u in asked if u.endswith(".zip.gz") and "/stdlib-rest-" not in u], asked
    second.close()


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_the_build_heap_answers_before_its_stdlib_zip_comes(context, base_url, lang, prefix):
    """Pyodide restores the build's heap with an empty stdlib zip and the real one is written
    when it comes (decision 61): held back, the live verdict still comes, from the heap; let go,
    it is kept with the heap for the next visit."""
    context.add_init_script(SHIP)
    held = []
    context.route(lambda url: "/stdlib-" in url and "/stdlib-rest-" not in url, lambda route: held.append(route))
    page, via = visit(context, base_url, prefix, lang)   # the live verdict is CPython's
    assert via == "shipped"
    wait_until_held(page, held, "the stdlib zip")   # once the worker is quiet, after the verdict (decision 66)
    assert len(held) == 1 and held[0].request.url.split("/")[-1].startswith("stdlib-"), held
    held[0].continue_()
    assert wait_kept(page)["bytes"] > 1_000_000
    bundle = bundle_of(page)
    kept_stdlib = page.evaluate(f"async () => (await (await caches.open('{KEPT}')).match('{bundle}kept-engine-stdlib')).arrayBuffer().then((b) => b.byteLength)")
    assert kept_stdlib > 1_000_000   # the real zip, unpacked, not the empty one Pyodide was given
    page.close()


@pytest.mark.browser
@pytest.mark.parametrize("answer", ["damaged", "missing"])
def test_a_heap_that_cannot_be_restored_falls_back_to_the_ordinary_boot(context, base_url, answer):
    context.add_init_script(SHIP)
    body = gzip.compress(b"not a heap" * 100_000)   # unpacks, but Pyodide cannot restore it

    def spoil(route):
        if answer == "missing":
            route.fulfill(status=404, body="")
        else:
            route.fulfill(status=200, body=body, headers={"Content-Type": "application/octet-stream"})
    context.route("**/heap-*.bin.gz", spoil)
    page, via = visit(context, base_url, "", "zh")
    assert via == "boot"
    assert "starting" in page.evaluate("window.__phases")
    # An ordinary boot keeps its own heap, as a first visit without the build's does.
    assert wait_kept(page)["bytes"] > 1_000_000
    page.close()


@pytest.mark.browser
def test_the_worker_weighs_the_heap_by_the_network_and_the_cpu(context, base_url):
    context.add_init_script(AUTO)
    page = context.new_page()
    page.set_default_timeout(ENGINE_TIMEOUT_MS)
    page.goto(f"{base_url}games/zhaopengyou/")
    cases = page.evaluate("""async () => {
        const { heapFaster, transferRate } = await """ + PAGE_MODULE + """;
        const bytes = 5_000_000;
        const at = (rate, slowness, extra = {}) => heapFaster({ rate, slowness, bytes, ...extra });
        return {
          phone4g: at(2500, 4.2), desktop4g: at(2500, 1), desktopLan: at(50_000, 1),
          phone3g: at(200, 4.2), phoneSaveData: at(2500, 4.2, { saveData: true }),
          phoneSaid3g: at(2500, 4.2, { effectiveType: "3g" }), unknownRate: at(0, 4.2),
          rateCached: transferRate({ transferSize: 0, responseStart: 0, responseEnd: 10 }),
          rateOf: transferRate({ transferSize: 90_000, responseStart: 5, responseEnd: 41 }),
        };
    }""")
    assert cases["phone4g"] and cases["desktopLan"]
    assert not cases["desktop4g"] and not cases["phone3g"]
    assert not cases["phoneSaveData"] and not cases["phoneSaid3g"] and not cases["unknownRate"]
    assert cases["rateCached"] == 0           # nothing transferred: no rate
    assert cases["rateOf"] == 2500            # bytes per ms of the body's arrival
    # The worker's own choice, from the rate its WebAssembly came at and its CPU: it says what
    # it weighed (on 127.0.0.1 the rate is far above any network's).
    page.evaluate("""() => { window.__steps = null;
        document.addEventListener("paili:engine", (e) => { if (e.detail.state === "ready") {
            window.__via = e.detail.via; window.__steps = e.detail.steps; } }); }""")
    page.locator("pl-shape-check").first.locator("input[name=cards]").fill("S5 S5")
    page.wait_for_function("window.__steps !== null", timeout=ENGINE_TIMEOUT_MS)
    via, steps = page.evaluate("[window.__via, window.__steps]")
    assert steps["rate"] >= 0 and steps["slowness"] > 0   # rate 0: the WebAssembly came too late
    chosen = page.evaluate("""async ([rate, slowness]) => (await """ + PAGE_MODULE + """).heapFaster(
        { rate, slowness, bytes: Number((await import(document.querySelector('script[src$="/js/paili.js"]').src
          .replace(/paili\\.js$/, "config.js"))).HEAP_BYTES) })""", [steps["rate"], steps["slowness"]])
    assert via == ("shipped" if chosen else "boot")
    page.close()
