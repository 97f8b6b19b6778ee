"""The verdict itself names the house rule that decided it, and the throw widget asks only for the others'
hands (issue 27 §2–3), in real Chromium at 390 px, both languages.

- Switching 「拖拉机最少几对」 to 「三对」 in a live widget makes ♦4♦4♦6♦6 a throw, and the live explanation
  ends with the engine's sentence naming the house rule, linked to its ruling on the rulings page; switching
  back leaves no such sentence. The badge list shows no list bullet.
- On the rulings page the prerendered example under that house rule says the same.
- The throw widget's 「其他人的手牌」 hides the thrower's own seat, and follows the thrower when it changes.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from engine.api import handle

from .conftest import ENGINE_TIMEOUT_MS
from .test_widgets_house_rules import tractor_widget

CASES = [("zh", ""), ("en", "en/")]
RULING = "games/zhaopengyou/rulings/#zhaopengyou.ruling.tractor_length"


def _decided(answer: dict, lang: str) -> str:
    return answer["decided_by"][0][lang]


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", CASES)
def test_the_live_verdict_names_the_house_rule_that_decided_it(kept_page, base_url, lang, prefix):
    page, _ = kept_page
    page.set_viewport_size({"width": 390, "height": 800})
    page.goto(f"{base_url}{prefix}games/zhaopengyou/")
    w = tractor_widget(page)
    expect(w.locator(".pl-verdict .pl-shape")).to_have_attribute("data-shape", "tractor", timeout=ENGINE_TIMEOUT_MS)
    w.locator("details.pl-house-rules summary").click()
    w.locator("select[data-option=tractor_min_pairs]").select_option("3")
    answer = handle(w.evaluate("w => w.request()"))
    decided = w.locator(".pl-verdict .pl-explain a.pl-decided")
    expect(decided).to_have_text(_decided(answer, lang), timeout=ENGINE_TIMEOUT_MS)
    assert decided.get_attribute("href").endswith(RULING)
    assert w.locator(".pl-badges li").evaluate("li => getComputedStyle(li).listStyleType") == "none"
    w.locator("select[data-option=tractor_min_pairs]").select_option("2")
    expect(w.locator(".pl-verdict .pl-shape")).to_have_attribute("data-shape", "tractor", timeout=ENGINE_TIMEOUT_MS)
    expect(w.locator(".pl-verdict .pl-explain a.pl-decided")).to_have_count(0)


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", CASES)
def test_the_rulings_page_example_names_the_house_rule(kept_page, base_url, lang, prefix):
    page, _ = kept_page
    page.set_viewport_size({"width": 390, "height": 800})
    page.goto(f"{base_url}{prefix}games/zhaopengyou/rulings/")
    entry = page.locator('section[id="zhaopengyou.ruling.tractor_length"]')
    decided = entry.locator(".pl-explain a.pl-decided[data-option=tractor_min_pairs]").first
    expect(decided).to_be_visible()
    assert decided.get_attribute("href").endswith(RULING)
    assert entry.locator(".pl-badges li").first.evaluate("li => getComputedStyle(li).listStyleType") == "none"


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", CASES)
def test_the_throw_widget_leaves_the_throwers_own_hand_out(kept_page, base_url, lang, prefix):
    page, _ = kept_page
    page.set_viewport_size({"width": 390, "height": 800})
    page.goto(f"{base_url}{prefix}games/zhaopengyou/arguments/")
    hands = page.locator("fieldset[data-not-seat=leader]").first
    form = hands.locator("xpath=ancestor::form")
    rows = hands.locator("pl-card-picker")

    def hidden_seats() -> list[str]:
        return rows.evaluate_all("ps => ps.filter(p => p.hidden).map(p => p.querySelector('input').dataset.seat)")

    leader = form.locator('[data-name="leader"] select')
    assert hidden_seats() == [leader.input_value()]
    leader.select_option("2")
    assert hidden_seats() == ["2"]
    expect(rows.nth(2)).to_be_hidden()
