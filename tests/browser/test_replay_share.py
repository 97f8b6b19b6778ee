"""<pl-replay> share links: the step on show and the house rules go into the link and come
back from it (issue 12 point 2, issue 16 point 2), a broken link says so and leaves the page's
replay, and the language switch carries the replay's step."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from widgets.build.replay_fence import load_sample, replay_answer
from widgets.render.replay import frames

from .conftest import ENGINE_TIMEOUT_MS, Recorder
from .helpers import b64
from .replay_widget import LANGS, assert_frame, expected, wait_step, widget
from .test_widgets_share import below_the_header, switch_language

SHARE_WORDS = {
    "copied": ("链接已复制，地址栏里也是它。", "Link copied; it is in the address bar too."),
    "restored": ("已按链接还原：第 {n} 步，引擎即时判定。", "Restored from the link: step {n}, checked live by the engine."),
    "bad_link": ("这个链接读不出来（可能被截断或改动过），下面仍是本页原来的牌局。",
                 "This link could not be read (it may be cut short or altered); the replay shows the page's own deal."),
}


def share_word(key, lang, **kw):
    return SHARE_WORDS[key][lang == "en"].format(**kw)


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix, width", [("zh", "", 390), ("en", "en/", 1280)])
def test_a_share_link_carries_the_step_and_the_house_rule(browser, kept_page, base_url, lang, prefix, width):
    page, _ = kept_page
    page.set_viewport_size({"width": width, "height": 800})
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(f"{base_url}{prefix}games/mingan/replay/")
    record = load_sample("mingan-5p")
    _, fs = expected("mingan-5p")
    ruled = {**record, "options": {**record.get("options", {}), "loser_pays": "landlord"}}
    fs_ruled = frames("mingan", ruled, replay_answer("mingan", ruled))
    assert fs_ruled[-1]["score"]["payout"] != fs[-1]["score"]["payout"]   # the rule shows on the last step
    w = widget(page)
    w.locator('button[data-go="next"]').click()
    wait_step(page, 0, 1)
    w.press("End")
    wait_step(page, 0, len(fs) - 1)
    assert_frame(w, fs[-1], len(fs) - 1, len(fs), lang=lang, prefix=prefix, game="mingan")
    w.locator("details.pl-house-rules summary").click()
    switch = w.locator("select[data-option=loser_pays]")
    switch.select_option('"landlord"')
    badge = switch.locator("option:checked").get_attribute("data-badge")
    assert badge
    expect(w.locator(".pl-badges")).to_have_text(badge)
    wait_step(page, 0, len(fs_ruled) - 1)
    expect(w.locator(".pl-replay-view .pl-stale")).to_have_count(0, timeout=ENGINE_TIMEOUT_MS)
    assert_frame(w, fs_ruled[-1], len(fs_ruled) - 1, len(fs_ruled), lang=lang, prefix=prefix, game="mingan")
    w.press("ArrowLeft")                                   # the step on show is the one shared
    wait_step(page, 0, len(fs_ruled) - 2)
    w.press("ArrowRight")
    wait_step(page, 0, len(fs_ruled) - 1)
    w.locator(".pl-share").click()
    expect(w.locator(".pl-status")).to_have_text(share_word("copied", lang))
    link = page.url
    assert "#pr=0." in link and "#pl=" not in link
    assert page.evaluate("navigator.clipboard.readText()") == link
    assert w.evaluate("w => w.state") == {"step": len(fs_ruled) - 1, "options": {"loser_pays": "landlord"}}
    assert page.evaluate("document.documentElement.scrollWidth") <= width

    fresh = browser.new_context(viewport={"width": width, "height": 800}, bypass_csp=True)
    try:
        other = fresh.new_page()
        other.set_default_timeout(ENGINE_TIMEOUT_MS)
        recorder = Recorder(other)
        other.goto(link)
        again = widget(other)
        expect(again).to_have_attribute("data-linked", "restored")
        wait_step(other, 0, len(fs_ruled) - 1)
        assert_frame(again, fs_ruled[-1], len(fs_ruled) - 1, len(fs_ruled), lang=lang, prefix=prefix, game="mingan")
        assert again.locator("select[data-option=loser_pays]").input_value() == '"landlord"'
        expect(again.locator(".pl-badges")).to_have_text(badge)
        expect(again.locator(".pl-house-count")).to_have_text("1")
        expect(again.locator(".pl-status")).to_have_text(share_word("restored", lang, n=len(fs_ruled)))
        assert below_the_header(again)
        assert other.evaluate("document.documentElement.scrollWidth") <= width
        # the reader moves on: plain live words again, under the same rule
        again.locator('button[data-go="first"]').click()
        wait_step(other, 0, 0)
        assert again.locator(".pl-status").inner_text() != share_word("restored", lang, n=1)
        assert recorder.errors == [] and recorder.outside() == []
    finally:
        fresh.close()


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_share_link_with_no_house_rule_shows_its_step_on_the_second_replay(browser, base_url, lang, prefix):
    """The index counts replays only (#pr=1 is the page's second replay); no options in
    the link leaves every switch at its default and no badge."""
    fresh = browser.new_context(bypass_csp=True)
    try:
        page = fresh.new_page()
        page.set_default_timeout(ENGINE_TIMEOUT_MS)
        page.goto(f"{base_url}{prefix}games/wakeng/replay/#pr=1.{b64({'step': 2})}")
        _, fs = expected("wakeng-3p", {"plays.2.cards": "SK"})
        w = widget(page, 1)
        expect(w).to_have_attribute("data-linked", "restored")
        wait_step(page, 1, 2)
        assert_frame(w, fs[2], 2, len(fs), lang=lang, prefix=prefix, game="wakeng")
        expect(w.locator(".pl-badges")).to_be_hidden()
        assert widget(page, 0).get_attribute("data-linked") is None
        assert below_the_header(w)
    finally:
        fresh.close()


BROKEN_REPLAY = [
    "0.%%%",                                                      # not even base64
    "0.bm90IGpzb24",                                              # "not json"
    f"0.{b64({'step': 'two'})}",                                  # a step that is not a number
    f"0.{b64({'step': -1})}",                                     # no such step
    f"0.{b64({'step': 2, 'options': {'loser_pays': 'nobody'}})}",  # not one of the switch's choices
    f"0.{b64({'step': 2, 'options': {'evil': '<img src=x onerror=alert(1)>'}})}",  # no such switch
    f"0.{b64({'step': 2, 'cards': 'S3'})}",                       # a field a replay has not
    f"0.{b64([1, 2])}",                                           # not an object
    f"9.{b64({'step': 2})}",                                      # no such replay
]


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_broken_replay_link_says_so_and_leaves_the_pages_replay(kept_page, base_url, lang, prefix):
    page, recorder = kept_page
    url = f"{base_url}{prefix}games/mingan/replay/"
    page.goto(url)
    _, fs = expected("mingan-5p")
    view = widget(page).locator(".pl-replay-view").inner_html()
    for fragment in BROKEN_REPLAY:
        page.goto(f"{url}#pr={fragment}")
        page.reload()
        w = widget(page)
        expect(w).to_have_attribute("data-linked", "broken")
        # (a replay page starts its engine at once, link or none: engine-start.js, decision 30)
        expect(w.locator(".pl-status")).to_have_text(share_word("bad_link", lang))
        assert w.get_attribute("data-state") == "prerendered", fragment
        assert w.locator(".pl-replay-view").inner_html() == view, fragment
        assert w.locator("select[data-option=loser_pays]").input_value() == '"each"', fragment
        expect(w.locator(".pl-badges")).to_be_hidden()
        assert page.locator("img[src=x]").count() == 0
        assert below_the_header(w)
    assert_frame(widget(page), fs[0], 0, len(fs), lang=lang, prefix=prefix, game="mingan")


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_the_language_switch_carries_the_replays_step(kept_page, base_url, lang, prefix):
    """A replay stepped live and in view goes along to the other language as its share
    link; one not stepped goes as its place (#pr=<index>), scrolled to below the header."""
    page, _ = kept_page
    other, other_prefix = ("en", "en/") if lang == "zh" else ("zh", "")
    page.set_viewport_size({"width": 390, "height": 800})
    page.goto(f"{base_url}{prefix}games/wakeng/replay/")
    _, fs = expected("wakeng-4p")
    w = widget(page)
    w.evaluate("w => w.scrollIntoView({block: 'start'})")
    w.locator('button[data-go="next"]').click()
    wait_step(page, 0, 1)
    w.press("ArrowRight")
    wait_step(page, 0, 2)
    switch_language(page, other)
    assert page.url.startswith(f"{base_url}{other_prefix}games/wakeng/replay/#pr=0.")
    again = widget(page)
    expect(again).to_have_attribute("data-linked", "restored")
    wait_step(page, 0, 2)
    assert_frame(again, fs[2], 2, len(fs), lang=other, prefix=other_prefix, game="wakeng")
    expect(again.locator(".pl-status")).to_have_text(share_word("restored", other, n=3))
    assert below_the_header(again)

    page.goto(f"{base_url}{other_prefix}games/wakeng/replay/")   # not stepped: its place
    second = widget(page, 1)
    second.evaluate("w => w.scrollIntoView({block: 'start'})")
    switch_language(page, lang)
    assert page.url == f"{base_url}{prefix}games/wakeng/replay/#pr=1"
    assert below_the_header(widget(page, 1))
    assert widget(page, 1).get_attribute("data-state") == "prerendered"
