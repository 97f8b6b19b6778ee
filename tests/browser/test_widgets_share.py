"""Share links and a missing engine, in real Chromium: a widget's whole state goes into
the URL fragment and comes back when the link is opened; a link that does not parse says
so and leaves the page's own example; while the engine starts the widget stays usable
and says so; when it cannot start, the prerendered verdicts stay and a message says why."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from engine.api import handle

from .conftest import Recorder, wait_until_held
from .helpers import b64
from .test_widgets_live import LANGS, expect_verdict, set_fields

STATUS = {
    "bad_link": ("这个链接读不出来（可能被截断或改动过），下面仍是本页的原始例子。",
                 "This link could not be read (it may be cut short or altered); the widget shows the page's own example."),
    "restored": ("已按链接还原这个局面，引擎已即时判定。", "Restored from the link and checked live by the engine."),
    "copied": ("链接已复制，地址栏里也是它。", "Link copied; it is in the address bar too."),
    "checking": ("正在判定…（表单可以继续改）", "Checking… (keep editing if you like)"),
    # the engine could not start (widgets/js/engine-notice.js): why, what is on show, a retry button
    "unavailable": ("引擎没能启动。上方的结果不是按你刚才的改动判定的。 重试",
                    "The engine could not start. The verdict above is not for your latest change. Try again"),
}
TRICK = {"trump": {"rank": "2", "suit": "H"}, "leader": 2, "plays": ["CA", "C3", "S2", "C10", "CK"]}


def say(key, lang):
    return STATUS[key][lang == "en"]


def edit_without(page, site: str, lang: str, refused: str) -> None:
    """Refuse ``refused`` (503), edit a follow widget: it says live checking is unavailable
    and keeps the verdict the build drew."""
    page.context.route(f"**/{refused}", lambda route: route.fulfill(status=503, body="unavailable"))
    page.goto(f"{site}games/zhaopengyou/play/")
    w = page.locator("pl-check[op=follow]").first
    verdict = w.locator(".pl-verdict").inner_html()
    w.locator('[data-name="play"] input').fill("C3")
    expect(w).to_have_attribute("data-state", "unavailable", timeout=90_000)
    expect(w.locator(".pl-status")).to_have_text(say("unavailable", lang))
    expect(w.locator(".pl-status button.pl-retry")).to_be_visible()
    assert w.locator(".pl-verdict").inner_html() == verdict


def below_the_header(target) -> bool:
    """``target``'s top edge is on screen and not under Material's sticky header."""
    return target.evaluate("""t => {
        const top = t.getBoundingClientRect().top;
        const header = document.querySelector(".md-header").getBoundingClientRect().bottom;
        return top >= header - 1 && top < innerHeight;
    }""")


def switch_language(page, to: str) -> None:
    """The reader's way: open the header's language menu, follow the other language's link.

    The menu slides in (Material's transition). A click while it moves finds it "not stable",
    and Playwright's retry scrolls the page to bring the link into view (the sticky header's
    place in the page), so the place the switch carries would be one the reader never scrolled
    to: the tap waits until the menu stands still, as a reader's finger does."""
    page.locator(".md-select .md-header__button").hover()
    link = page.locator(f'a.md-select__link[hreflang="{to}"]')
    link.evaluate("""a => Promise.all(a.closest(".md-select__inner")
        .getAnimations({subtree: true}).map((m) => m.finished))""")
    with page.expect_navigation():
        link.click()


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_share_link_restores_the_widgets_whole_state(kept_page, base_url, lang, prefix):
    page, _ = kept_page
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(f"{base_url}{prefix}games/zhaopengyou/play/")
    widgets = page.locator("pl-check, pl-shape-check")
    w = page.locator("pl-check[op=trick]").nth(1)
    index = w.evaluate("w => w.index")
    assert widgets.nth(index).get_attribute("op") == "trick"
    set_fields(w, TRICK)
    request = w.evaluate("w => w.request()")
    expect_verdict(w, handle(request), lang)
    w.locator(".pl-share").click()
    expect(w.locator(".pl-status")).to_have_text(say("copied", lang))
    link = page.url
    assert f"#pl={index}." in link
    assert page.evaluate("navigator.clipboard.readText()") == link

    other = page.context.new_page()
    recorder = Recorder(other)
    other.goto(link)
    again = other.locator("pl-check, pl-shape-check").nth(index)
    expect(again).to_have_attribute("data-linked", "restored")
    assert again.evaluate("w => w.request()") == request
    expect_verdict(again, handle(request), lang)
    expect(again.locator(".pl-status")).to_have_text(say("restored", lang))
    assert below_the_header(again)
    rows = again.locator('[data-name="plays"] input')
    assert [rows.nth(k).input_value() for k in range(rows.count())] == TRICK["plays"]
    assert recorder.errors == [] and recorder.outside() == []
    other.close()


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_cards_list_link_adds_the_rows_it_needs(kept_page, base_url, lang, prefix):
    page, _ = kept_page
    page.goto(f"{base_url}{prefix}games/mingan/play/")
    w = page.locator("pl-check[op=settle]").first
    index = w.evaluate("w => w.index")
    state = dict(w.evaluate("w => w.state"))
    state["bombs"] = ["S8 H8 C8 D8", "S9 H9 C9 D9 S9", "RJ RJ BJ BJ"]
    page.goto(f"{base_url}{prefix}games/mingan/play/#pl={index}.{b64(state)}")
    page.reload()
    w = page.locator("pl-check, pl-shape-check").nth(index)
    expect(w).to_have_attribute("data-linked", "restored")
    assert w.evaluate("w => w.state") == state
    expect_verdict(w, handle(w.evaluate("w => w.request()")), lang)


BROKEN = [
    "0.%%%",                                   # not even base64
    "0.bm90IGpzb24",                           # "not json"
    f"0.{b64({'cards': 5})}",                  # a field of the wrong type
    f"0.{b64({'cards': 'S3', 'evil': '<img src=x onerror=alert(1)>'})}",  # a field the widget has not
    f"0.{b64({'trump': {'rank': '1', 'suit': 'S'}})}",  # no such rank
    f"0.{b64([1, 2])}",                        # not an object
    f"999.{b64({'cards': 'S3'})}",             # no such widget
    "junk",
]


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_broken_link_says_so_and_leaves_the_example(recorder_page, base_url, lang, prefix):
    page, recorder = recorder_page
    url = f"{base_url}{prefix}games/zhaopengyou/"
    page.goto(url)
    w = page.locator("pl-shape-check").first
    verdict = w.locator(".pl-verdict").inner_html()
    cards = w.locator("input[name=cards]").input_value()
    for fragment in BROKEN:
        page.goto(f"{url}#pl={fragment}")
        asked = len(recorder.requests)
        page.reload()
        w = page.locator("pl-shape-check").first
        expect(w).to_have_attribute("data-linked", "broken")
        # the link does not start the engine (a widget looked at for a second may: paili.js DWELL_MS)
        assert not any("pyodide" in u for u in recorder.requests[asked:]), fragment
        expect(w.locator(".pl-status")).to_have_text(say("bad_link", lang))
        assert w.get_attribute("data-state") == "prerendered", fragment
        assert w.locator(".pl-verdict").inner_html() == verdict, fragment
        assert w.locator("input[name=cards]").input_value() == cards, fragment
        assert page.locator("img[src=x]").count() == 0


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_while_the_engine_starts_the_widget_stays_usable(recorder_page, base_url, lang, prefix):
    page, _ = recorder_page
    held = []
    # hold the engine back (the context's route also sees the worker's requests; the page's does not)
    page.context.route("**/engine-*.zip.gz", lambda route: held.append(route))
    page.goto(f"{base_url}{prefix}games/zhaopengyou/")
    w = page.locator("pl-shape-check").first
    w.locator("input[name=cards]").fill("S5 S5")
    # its words, then what the engine is doing meanwhile (boot-words.js: test_engine_waiting.py)
    expect(w.locator(".pl-status")).to_contain_text(say("checking", lang))
    page.wait_for_function("() => true")
    assert w.get_attribute("data-state") == "checking"
    # still usable: the reader goes on editing while the engine is held back
    w.locator("select[name=suit]").select_option("H")
    w.locator("input[name=cards]").fill("H5 H5 S5 S5")
    page.wait_for_function("() => true")  # let the route handler run
    wait_until_held(page, held, "the engine")
    held[0].continue_()
    request = w.evaluate("w => w.request()")
    assert request["cards"] == "H5 H5 S5 S5" and request["trump"]["suit"] == "H"
    expect_verdict(w, handle(request), lang)


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_without_the_engine_the_prerendered_verdicts_stay(recorder_page, base_url, lang, prefix):
    page, _ = recorder_page
    # Pyodide itself cannot be had (the engine zip refused: the test after this one).
    edit_without(page, f"{base_url}{prefix}", lang, "pyodide.mjs")
    # another widget on the page says the same at once, and keeps its verdict too
    other = page.locator("pl-check[op=trick]").first
    before = other.locator(".pl-verdict").inner_html()
    other.locator('[data-name="leader"] select').select_option("1")
    expect(other.locator(".pl-status")).to_have_text(say("unavailable", lang))
    assert other.locator(".pl-verdict").inner_html() == before


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
@pytest.mark.parametrize("refused", ["engine-*.zip.gz", "pyodide.asm.wasm"])
def test_a_refused_engine_file_is_reported_not_thrown_or_waited_for(recorder_page, base_url, lang, prefix, refused):
    """The engine zip, or Pyodide's WebAssembly (Pyodide itself only logs a failed
    instantiation and waits for ever): the worker reports it and the widget says so."""
    page, _ = recorder_page  # the recorder fails the test on any uncaught error
    edit_without(page, f"{base_url}{prefix}", lang, refused)


@pytest.mark.browser
@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_the_language_switch_keeps_the_readers_place(kept_page, base_url, lang, prefix, width):
    """Issue 12, point 5: an opened share link shows its widget fully below the sticky header;
    the language switch keeps the link's fragment, else the widget in view, else the heading
    the reader was at (by its place among the headings: ids differ between languages)."""
    page, _ = kept_page
    other, other_prefix = ("en", "en/") if lang == "zh" else ("zh", "")
    page.set_viewport_size({"width": width, "height": 800})
    page.goto(f"{base_url}{prefix}games/zhaopengyou/play/")
    index = page.locator("pl-check[op=trick]").nth(1).evaluate("w => w.index")
    link = page.locator("pl-check, pl-shape-check").nth(index).evaluate("w => w.shareUrl()")
    fragment = link[link.index("#"):]
    page.goto(f"{base_url}{prefix}")
    page.goto(link)
    w = page.locator("pl-check, pl-shape-check").nth(index)
    expect(w).to_have_attribute("data-linked", "restored")
    assert below_the_header(w)

    switch_language(page, other)                  # the share link's fragment goes along
    assert page.url == f"{base_url}{other_prefix}games/zhaopengyou/play/{fragment}"
    w = page.locator("pl-check, pl-shape-check").nth(index)
    expect(w).to_have_attribute("data-linked", "restored")
    assert below_the_header(w)

    page.goto(f"{base_url}{other_prefix}games/zhaopengyou/play/")   # no fragment: the widget in view
    w = page.locator("pl-check, pl-shape-check").nth(index)
    w.evaluate("w => w.scrollIntoView({block: 'start'})")
    most = page.evaluate("""() => {             // the widget most on screen, below the header
        const shown = [...document.querySelectorAll("pl-check, pl-shape-check")].map((w) => {
            const r = w.getBoundingClientRect();
            return Math.min(r.bottom, innerHeight) - Math.max(r.top, 72); });
        return shown.indexOf(Math.max(...shown)); }""")
    assert most == index
    switch_language(page, lang)
    assert page.url == f"{base_url}{prefix}games/zhaopengyou/play/#pl={most}"
    assert below_the_header(page.locator("pl-check, pl-shape-check").nth(most))

    if width == 1280:   # once per language: the reader's own cards, judged live, go along too
        w = page.locator("pl-check, pl-shape-check").nth(index)
        w.evaluate("w => w.scrollIntoView({block: 'start'})")
        set_fields(w, TRICK)
        expect_verdict(w, handle(w.evaluate("w => w.request()")), lang)
        state = w.evaluate("w => w.state")
        switch_language(page, other)
        assert page.url.startswith(f"{base_url}{other_prefix}games/zhaopengyou/play/#pl={index}.")
        again = page.locator("pl-check, pl-shape-check").nth(index)
        expect(again).to_have_attribute("data-linked", "restored")
        assert again.evaluate("w => w.state") == state and below_the_header(again)
        page.goto(f"{base_url}{prefix}games/zhaopengyou/play/")

    page.goto(f"{base_url}{prefix}games/zhaopengyou/rulebook/")   # no widget: the heading the reader is at
    headings = page.locator(".md-content article h2[id], .md-content article h3[id]")
    at = 3
    headings.nth(at).evaluate("h => { location.hash = h.id; }")
    assert below_the_header(headings.nth(at))
    page.evaluate("() => history.replaceState(null, '', location.pathname)")  # the reader scrolled there
    switch_language(page, other)
    landed = page.locator(".md-content article h2[id], .md-content article h3[id]").nth(at)
    assert page.url == f"{base_url}{other_prefix}games/zhaopengyou/rulebook/#{landed.get_attribute('id')}"
    assert below_the_header(landed)


@pytest.mark.browser
def test_a_widget_looked_at_starts_the_engine_before_any_edit(recorder_page, base_url):
    """Intent (maintainers page, decision 8): a live widget that stays in view starts the
    engine with no touch, so the first edit finds it booted; reading elsewhere does not."""
    page, recorder = recorder_page
    page.goto(f"{base_url}reference/notation/")        # no widget: nothing to start
    page.wait_for_timeout(1500)
    assert not any("worker.js" in u for u in recorder.requests)
    page.goto(f"{base_url}games/zhaopengyou/")
    w = page.locator("pl-shape-check").first
    assert w.get_attribute("data-state") == "prerendered"
    for _ in range(100):                                # the engine is asked for, untouched
        if any("pyodide.asm.wasm" in u for u in recorder.requests):
            break
        page.wait_for_timeout(100)
    assert any("pyodide.asm.wasm" in u for u in recorder.requests), "a widget in view did not start the engine"
    assert w.get_attribute("data-state") == "prerendered"   # nothing re-judged: the reader edited nothing
