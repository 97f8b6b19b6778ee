"""House rules, seats and a stale verdict in real Chromium, both languages (zh at 1280 px,
en at 390 px): switching an option in a widget re-judges it live (♦4♦4♦6♦6 is a tractor, and
a throw once a tractor needs 3 pairs), the stale verdict says so in words while it is being
recomputed, the badge follows the switch, and the option survives a share link opened in a
fresh context. An example the build ran with a house rule shows its badge; every seat control
counts from 1. One page per language, walked through in order."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from engine.api import handle

from .conftest import ENGINE_TIMEOUT_MS, Recorder
from .test_widgets_live import expect_verdict

CASES = [("zh", "", 1280), ("en", "en/", 390)]
WORDS = {
    "summary": ("房规", "House rules"),
    "title": ("拖拉机最少几对", "Pairs in a tractor"),
    "badge": ("房规：拖拉机至少三对", "House rule: a tractor needs 3 pairs"),
    "stale": ("正在重新判定，下面是上一次的结果。", "Re-checking — this verdict is for your previous entry."),
    "seat": ("座位", "seat"),
    "replay_stale": ("房规已改，正在重新判定，下面是改动前的这一步。",
                     "House rules changed: re-checking; this step is from before the change."),
}


def say(key: str, lang: str) -> str:
    return WORDS[key][lang == "en"]


def tractor_widget(page):
    return page.locator("pl-shape-check").filter(has=page.locator('input[name=cards][value="D4 D4 D6 D6"]')).first


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix, width", CASES)
def test_a_house_rule_switch_rejudges_and_travels_in_the_share_link(browser, recorder_page, base_url,
                                                                    lang, prefix, width):
    # a fresh context: the engine must still be starting when the switch is turned (the stale mark)
    page, _ = recorder_page
    page.set_viewport_size({"width": width, "height": 800})
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(f"{base_url}{prefix}games/zhaopengyou/")
    w = tractor_widget(page)
    expect(w.locator(".pl-verdict .pl-shape")).to_have_attribute("data-shape", "tractor")
    house = w.locator("details.pl-house-rules")
    expect(house.locator("summary")).to_contain_text(say("summary", lang))
    expect(w.locator(".pl-badges")).to_be_hidden()  # the example runs with no house rule
    house.locator("summary").click()
    switch = house.locator("select[data-option=tractor_min_pairs]")
    expect(switch).to_be_visible()
    label = house.locator(".pl-switch").filter(has=page.locator("select[data-option=tractor_min_pairs]"))
    expect(label).to_contain_text(say("title", lang))
    href = label.locator("a.pl-ruling-link").get_attribute("href")
    assert href.endswith("games/zhaopengyou/rulebook/#zhaopengyou.ruling.tractor_length"), href
    switch.select_option("3")
    # while the engine (cold) works, the verdict on show is marked as not current, in words
    expect(w.locator(".pl-verdict .pl-stale")).to_have_text(say("stale", lang))
    expect(w.locator(".pl-badges")).to_have_text(say("badge", lang))
    request = w.evaluate("w => w.request()")
    assert request["options"] == {"tractor_min_pairs": 3}
    answer = handle(request)
    assert answer["shape"] == "throw"
    expect_verdict(w, answer, lang)
    expect(w.locator(".pl-verdict .pl-shape")).to_have_attribute("data-shape", "throw")
    expect(w.locator(".pl-verdict .pl-stale")).to_have_count(0)
    assert page.evaluate("document.documentElement.scrollWidth") <= width

    w.locator(".pl-share").click()
    link = page.url
    assert "#pl=" in link
    fresh = browser.new_context(viewport={"width": width, "height": 800}, bypass_csp=True)
    try:
        other = fresh.new_page()
        recorder = Recorder(other)
        other.goto(link)
        again = other.locator("pl-check, pl-shape-check").nth(w.evaluate("w => w.index"))
        expect(again).to_have_attribute("data-linked", "restored")
        assert again.evaluate("w => w.request()") == request
        assert again.locator("select[data-option=tractor_min_pairs]").input_value() == "3"
        expect(again.locator(".pl-badges")).to_have_text(say("badge", lang))
        expect_verdict(again, answer, lang)
        # and back to the default: the verdict follows, the badge goes
        again.locator("details.pl-house-rules summary").click()
        again.locator("select[data-option=tractor_min_pairs]").select_option("2")
        expect(again.locator(".pl-verdict .pl-shape")).to_have_attribute("data-shape", "tractor",
                                                                          timeout=ENGINE_TIMEOUT_MS)
        expect(again.locator(".pl-badges")).to_be_hidden()
        assert recorder.errors == [] and recorder.outside() == []
    finally:
        fresh.close()


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix, width", CASES)
def test_badges_on_examples_and_seats_from_1(kept_page, base_url, lang, prefix, width):
    page, _ = kept_page
    page.set_viewport_size({"width": width, "height": 800})
    # two examples of one ruling: the one run with a house rule says so
    page.goto(f"{base_url}{prefix}games/zhaopengyou/rulings/")
    entry = page.locator('[id="zhaopengyou.ruling.tractor_length"]')
    badges = entry.locator(".pl-badges")
    expect(badges.first).to_be_visible()
    expect(badges.first).to_have_text(say("badge", lang))
    assert badges.count() < entry.locator(".pl-example").count()
    switch_row = entry.locator("dl.pl-ruling dd").last  # the option in words, not by its name
    expect(switch_row).to_contain_text(say("title", lang))
    assert "tractor_min_pairs" not in switch_row.inner_text()
    # seat controls count from 1 (the data stays 0-based)
    page.goto(f"{base_url}{prefix}games/wushik/play/")
    order = page.locator("pl-check[op=settle] pl-seat-order").first
    seat = say("seat", lang)
    expect(order.locator("button.pl-seat")).to_have_text([f"{seat} {n}" for n in (1, 2, 3, 4)])
    order.locator("button.pl-clear").click()
    order.locator("button.pl-seat").nth(2).click()
    expect(order.locator(".pl-order li")).to_have_text([f"1. {seat} 3"])
    assert order.evaluate("o => o.value") == [2]
    banker = page.locator('pl-check[op=settle] [data-name="banker"] select').first
    assert banker.locator("option").all_inner_texts()[-1] == f"{seat} 4"
    page.goto(f"{base_url}{prefix}games/zhaopengyou/play/")
    trick = page.locator("pl-check[op=trick]").first
    trick.locator('[data-name="leader"] select').select_option("2")
    labels = trick.locator('[data-name="plays"] .pl-rows .pl-label').all_inner_texts()
    assert labels[:2] == [f"{seat} 3", f"{seat} 4"], labels
    for text in page.locator("pl-check .pl-form").all_inner_texts():  # the controls (verdicts: the renderer's)
        assert not re.search(rf"{seat} 0\b", text), text


# Watches the first replay's view: the text of the "not current" mark the first time it is
# put in and shown (``window.__staleSeen``), null until then.
STALE_SEEN = """() => {
    const view = document.querySelector("pl-replay .pl-replay-view");
    window.__staleSeen = null;
    new MutationObserver(() => {
        const mark = view.querySelector(":scope > .pl-stale");
        if (window.__staleSeen === null && mark && mark.checkVisibility()) window.__staleSeen = mark.textContent;
    }).observe(view, { childList: true });
}"""


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix, width", CASES)
def test_a_replays_house_rule_switch_replays_the_deal_under_it(kept_page, base_url, lang, prefix, width):
    from widgets.build.replay_fence import load_sample, replay_answer
    from widgets.render.replay import frames

    page, _ = kept_page
    page.set_viewport_size({"width": width, "height": 800})
    page.goto(f"{base_url}{prefix}games/wushik/replay/")
    w = page.locator("pl-replay").first
    record = load_sample("wushik-hou")
    record["options"] = {"solo_stake": "each"}
    want = frames("wushik", record, replay_answer("wushik", record))[-1]
    before = frames("wushik", load_sample("wushik-hou"), replay_answer("wushik", load_sample("wushik-hou")))[-1]
    assert [v[lang] for v in want["verdicts"]] != [v[lang] for v in before["verdicts"]]
    w.locator("details.pl-house-rules summary").click()
    # The step on show is marked as the switch changes; a warm engine may answer and draw it
    # anew before a look after the change, so the mark is caught as it is put in.
    page.evaluate(STALE_SEEN)
    w.locator("select[data-option=solo_stake]").select_option('"each"')
    expect(w.locator(".pl-badges li")).to_have_count(1)
    page.wait_for_function("window.__staleSeen !== null", timeout=10_000)   # put in as the switch changes
    assert page.evaluate("window.__staleSeen") == say("replay_stale", lang)
    w.locator("button[data-go=last]").click()
    expect(w).to_have_attribute("data-state", "live", timeout=ENGINE_TIMEOUT_MS)
    expect(w.locator(".pl-replay-view .pl-explain")).to_have_text([v[lang] for v in want["verdicts"]])
    expect(w.locator(".pl-replay-view .pl-stale")).to_have_count(0)
