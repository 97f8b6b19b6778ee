"""<pl-replay> where things are harder: at phone width, when the engine cannot start,
without scripts, before the engine is asked for, with a bad game attribute, and steps asked
for while the engine starts: the build's steps stay and every step shown is the engine's."""

from __future__ import annotations

from urllib.parse import urljoin

import pytest
from playwright.sync_api import expect

from .conftest import ENGINE_TIMEOUT_MS, Recorder
from .replay_widget import LANGS, assert_frame, expected, wait_step, widget


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
@pytest.mark.parametrize("game", ["zhaopengyou", "mingan"])
def test_phone_width_keeps_the_replay_on_screen(kept_context, base_url, lang, prefix, game):
    page = kept_context(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True,
                        bypass_csp=True).new_page()
    page.set_default_timeout(ENGINE_TIMEOUT_MS)
    recorder = Recorder(page)
    page.goto(f"{base_url}{prefix}games/{game}/replay/")
    w = widget(page)
    w.locator('button[data-go="next"]').tap()
    wait_step(page, 0, 1)
    w.locator('button[data-go="last"]').tap()
    expect(w.locator('button[data-go="last"]')).to_have_attribute("aria-disabled", "true")
    expect(w).to_have_attribute("data-state", "live", timeout=ENGINE_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    box = w.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 360
    for go in ("first", "prev", "next", "last"):
        b = w.locator(f'button[data-go="{go}"]').bounding_box()
        assert b["x"] + b["width"] <= 360 and b["height"] >= 32      # big enough to tap
    # every card on screen (a folded last trick is not), measured in one go: the live answer may
    # draw the step again between one card's lookup and the next
    expect(w.locator(".pl-replay-view .pl-card:visible").first).to_be_visible()
    boxes = w.locator(".pl-replay-view .pl-card").evaluate_all(
        "cards => cards.filter(c => c.checkVisibility()).map(c => c.getBoundingClientRect())"
        ".map(b => ({x: b.x, width: b.width}))")
    assert boxes
    for b in boxes:
        assert b["x"] >= 0 and b["x"] + b["width"] <= 360
    page.close()
    assert recorder.outside() == [], "requests left 127.0.0.1"
    assert recorder.errors == [], "console errors"


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
@pytest.mark.parametrize("blocked", ["worker.js"])
def test_when_the_engine_cannot_start_the_prerendered_steps_remain(browser, base_url, lang, prefix, blocked):
    context = browser.new_context(bypass_csp=True)
    page = context.new_page()
    page.set_default_timeout(ENGINE_TIMEOUT_MS)
    recorder = Recorder(page)
    context.route(f"**/{blocked}", lambda route: route.abort())
    page.goto(f"{base_url}{prefix}games/wakeng/replay/")
    game, fs = expected("wakeng-4p")
    w = widget(page)
    w.locator('button[data-go="next"]').click()
    expect(w).to_have_attribute("data-state", "unavailable", timeout=ENGINE_TIMEOUT_MS)
    status = {"zh": "无法启动在线判定", "en": "Live checking is unavailable"}[lang]
    assert status in w.locator(".pl-status").inner_text()
    assert_frame(w, fs[0], 0, len(fs), lang=lang, prefix=prefix, game=game)   # the build's step stays
    assert w.locator(".pl-replay-all").get_attribute("open") is not None     # and the whole deal opens
    assert w.locator(".pl-replay-all li[data-frame]").count() == len(fs)
    context.close()
    assert recorder.outside() == []
    # Any complaint is about the request this test blocked (the page fetches worker.js itself,
    # so Chromium's own line for the failed load is on the page's console: decision 26).
    assert all(blocked in e or "worker" in e.lower() or "pyodide" in e.lower()
               or e.startswith("Failed to load resource") for e in recorder.errors), recorder.errors


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_without_scripts_the_first_step_and_the_whole_deal_are_on_the_page(browser, base_url, lang, prefix):
    context = browser.new_context(java_script_enabled=False, bypass_csp=True)
    page = context.new_page()
    recorder = Recorder(page)
    page.goto(f"{base_url}{prefix}games/wushik/replay/")
    game, fs = expected("wushik-hou")
    w = widget(page)
    assert_frame(w, fs[0], 0, len(fs), lang=lang, prefix=prefix, game=game)
    assert not w.locator(".pl-replay-nav").is_visible()          # no dead buttons
    built = {"zh": "建站时判定", "en": "when the site was built"}[lang]
    assert built in w.locator(".pl-status").inner_text()
    w.locator(".pl-replay-all summary").click()
    items = w.locator(".pl-replay-all li[data-frame]")
    assert items.count() == len(fs)
    assert fs[-1]["verdicts"][0][lang] in items.nth(len(fs) - 1).inner_text()
    links = page.locator('link[rel="preload"][as="script"]')
    preloads = [urljoin(page.url, links.nth(i).get_attribute("href")) for i in range(links.count())]
    context.close()
    # With scripts off the browser refuses the page's script preload (Material's script,
    # reported as "csp"): nothing is broken by that; any other failed request or console error is.
    refused = {f"request failed: {url} (csp)" for url in preloads}
    assert preloads and recorder.outside() == []
    assert [e for e in recorder.errors if e not in refused] == []


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_the_upgraded_replay_says_how_to_step(recorder_page, base_url, lang, prefix):
    page, _ = recorder_page
    page.goto(f"{base_url}{prefix}games/shuangsheng/replay/")
    w = widget(page)
    expect(w).to_have_attribute("data-state", "prerendered")
    hint = {"zh": "Home/End", "en": "Home/End"}[lang]
    assert hint in w.locator(".pl-status").inner_text()
    assert w.locator('button[data-go="first"]').get_attribute("aria-disabled") == "true"
    assert w.locator('button[data-go="next"]').get_attribute("aria-disabled") == "false"


@pytest.mark.browser
def test_a_bad_game_attribute_falls_back_to_the_records_own_game(kept_page, base_url):
    page, _ = kept_page
    page.goto(f"{base_url}en/games/wakeng/replay/")
    _, fs = expected("wakeng-4p")
    page.evaluate("document.querySelector('pl-replay').setAttribute('game', 'bridge')")
    assert page.evaluate("document.querySelector('pl-replay').game") == "wakeng"
    widget(page).locator('button[data-go="next"]').click()
    wait_step(page, 0, 1)
    assert_frame(widget(page), fs[1], 1, len(fs), lang="en", prefix="en/", game="wakeng")


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_steps_asked_for_while_the_engine_starts_are_kept(recorder_page, base_url, lang, prefix):
    page, _ = recorder_page
    page.goto(f"{base_url}{prefix}games/wushik/replay/")
    _, fs = expected("wushik-hou")
    page.evaluate("""() => {
        const w = document.querySelector('pl-replay');
        window.states = []; window.statuses = [];
        new MutationObserver(() => { window.states.push(w.dataset.state);
            window.statuses.push(w.querySelector('.pl-status').textContent); })
          .observe(w, {attributes: true, attributeFilter: ['data-state'], subtree: false});
    }""")
    w = widget(page)
    for _ in range(3):
        w.locator('button[data-go="next"]').click()   # the first click starts the engine
    wait_step(page, 0, 3)
    assert_frame(w, fs[3], 3, len(fs), lang=lang, prefix=prefix, game="wushik")
    states = page.evaluate("window.states")
    assert states[0] == "starting" and states[-1] == "live"
    starting = {"zh": "正在启动引擎", "en": "Starting the engine"}[lang]
    assert starting in page.evaluate("window.statuses")[0]
