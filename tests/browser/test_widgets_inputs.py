"""Nothing to type but cards (issue 12, point 3), in real Chromium, both languages.

A finishing order is seats tapped in turn; points, stakes and bases are number controls
with the engine's limits; bids are rows of seat buttons and the card picker. Values
entered only by clicks (and number keys in number fields) must give the widget the same
request and verdict as ``engine.api.handle`` in CPython. A number out of range is refused
in words and the engine is not asked; no control on any widget page expects JSON."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from engine.api import handle

from .conftest import ENGINE_TIMEOUT_MS, PAGE_MODULE
from .test_widgets_live import LANGS, PAGES, WIDGETS, expect_verdict, set_fields

PHONE = {"width": 390, "height": 844}


# --- entering values by clicks only ----------------------------------------------------

def pick_cards(picker, cards: str) -> None:
    """Tap each card on the picker's deck (the deck opened and closed by its toggle)."""
    toggle = picker.locator(".pl-pick-toggle")
    toggle.click()
    for token in cards.split():
        picker.locator(f'.pl-deck-card[data-card="{token}"]').click()
    toggle.click()


def key_in(input_, value) -> None:
    """Clear a number control and press the number keys of ``value``."""
    input_.click()
    input_.press("Control+a")
    input_.press("Backspace")
    input_.press_sequentially(str(value))


def enter(node, kind: str, value) -> bool:
    """Enter ``value`` into a field of one of the new kinds the way a reader does; False
    for the other kinds (the caller sets those)."""
    if kind == "seat_order":
        clear = node.locator(".pl-clear")
        if clear.is_enabled():
            clear.click()
        for seat in value:
            node.locator(f'.pl-seat[data-seat="{seat}"]').click()
    elif kind == "seat_numbers":
        inputs = node.locator("input[data-seat]")
        for k in range(inputs.count()):
            i = inputs.nth(k)
            key_in(i, (value or {}).get(i.get_attribute("data-seat"), ""))
    elif kind == "int":
        key_in(node.locator("input"), "" if value is None else value)
    elif kind == "steps":
        while node.locator(".pl-remove-step").count():
            node.locator(".pl-remove-step").first.click()
        for step in value:
            node.locator(".pl-add-step").click()
            row = node.locator(".pl-step-row").last
            row.locator(f'.pl-seat[data-seat="{step["seat"]}"]').click()
            pick_cards(row.locator("pl-card-picker"), step["cards"])
    else:
        return False
    return True


def enter_all(w, values: dict) -> None:
    for name, value in values.items():
        node = w.locator(f'[data-name="{name}"]')
        kind = node.get_attribute("data-kind")
        if kind == "cards":  # the card picker, by clicks too
            node.locator("input").fill("")
            pick_cards(node.locator("pl-card-picker"), value)
        elif not enter(node, kind, value):
            set_fields(w, {name: value})


# (page's game, widget, values entered by clicks and number keys)
CASES = [
    ("wushik", "pl-check[op=settle]", {
        "mode": "partner", "banker": 1, "partner": 3, "order": [1, 3, 0, 2],
        "points": {"0": 50, "1": 60, "2": 30, "3": 60}, "in_hand": 10, "base": 3}),
    ("wushik", "pl-check[op=settle]", {
        "mode": "partner", "banker": 0, "partner": 2, "order": [2, 1],
        "points": {"0": 20, "1": 105, "2": 15, "3": 60}, "base": 12345678}),
    ("mingan", 'pl-check[op=settle][data-fixed="{}"]', {
        "players": 6, "landlord": 2, "partner": 5, "call": "seen", "first_out": 5, "base": 7}),
    ("zhaopengyou", 'pl-check[op=score][data-fixed="{}"]', {"points": 300, "kitty_points": 0}),
    ("shuangsheng", 'pl-check[op=score][data-fixed="{}"]', {"points": 120, "kitty_points": 80}),
    ("zhaopengyou", "pl-check[op=bid]", {
        "bids": [{"seat": 0, "cards": "H2"}, {"seat": 1, "cards": "D2 D2"}], "bid.seat": 4, "bid.cards": "S2 S2 S2"}),
    ("zhaopengyou", "pl-check[op=bid]", {"bids": [{"seat": 2, "cards": "RJ RJ"}], "bid.seat": 3, "bid.cards": "H2"}),
    ("shuangsheng", "pl-check[op=bid]", {  # counters: rows of seat buttons and cards too
        "bids": [{"seat": 1, "cards": "D2"}, {"seat": 2, "cards": "C2 C2"}], "bid.seat": 3, "bid.cards": "S2 S2"}),
    ("zhaopengyou", "pl-check[op=friend]", {  # a friend call and the plays it watches
        "call.card": "HA", "call.nth": 2, "banker": 0,
        "plays": [{"seat": 1, "cards": "HA"}, {"seat": 2, "cards": "H3"}, {"seat": 4, "cards": "HA"}]}),
    ("zhaopengyou", "pl-check[op=friend]", {
        "call.card": "RJ", "call.nth": 3, "banker": 1, "plays": [{"seat": 3, "cards": "RJ"}]}),
]


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
@pytest.mark.parametrize("case", range(len(CASES)))
def test_values_entered_by_clicks_rule_as_the_engine_does(kept_page, base_url, case, lang, prefix):
    game, selector, values = CASES[case]
    page, _ = kept_page
    page.goto(f"{base_url}{prefix}games/{game}/play/")
    w = page.locator(selector).first
    w.scroll_into_view_if_needed()
    request = w.evaluate("w => w.request()")  # the example's, with the values entered put in
    for name, value in values.items():
        *head, last = name.split(".")
        node = request
        for part in head:
            node = node.setdefault(part, {})
        node[last] = value
    enter_all(w, values)
    assert w.evaluate("w => w.request()") == request
    response = handle(request)
    expect_verdict(w, response, lang)
    if response["ok"] and "payouts" in response:   # exact shares where the engine gives them (明暗斗地主)
        key = "payouts_exact" if "payouts_exact" in response else "payouts"
        shown = w.locator(f'.pl-verdict .pl-fact[data-key="{key}"] dd')
        for seat, pay in response[key].items():
            expect(shown).to_contain_text(str(pay))


@pytest.mark.browser
def test_seat_order_shows_the_order_with_undo_and_clear(kept_page, base_url):
    page, _ = kept_page
    page.goto(f"{base_url}en/games/wushik/play/")
    w = page.locator("pl-check[op=settle]").first
    node = w.locator('[data-name="order"]')
    enter(node, "seat_order", [3, 1, 2])
    expect(node.locator(".pl-order li")).to_have_text(["1. seat 4", "2. seat 2", "3. seat 3"])  # seats 3, 1, 2 counted from 1
    expect(node.locator('.pl-seat[data-seat="1"]')).to_be_disabled()
    node.locator(".pl-undo").click()
    expect(node.locator(".pl-order li")).to_have_text(["1. seat 4", "2. seat 2"])
    assert w.evaluate("w => w.request().order") == [3, 1]
    node.locator(".pl-clear").click()
    assert w.evaluate("w => w.request().order") == []
    # keyboard: a seat is a button (Enter taps it), and the focus moves on to a free seat
    node.locator('.pl-seat[data-seat="0"]').focus()
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    assert w.evaluate("w => w.request().order") == [0, 1]


# --- numbers out of range are refused in words; the engine is not asked ------------------

BAD_NUMBERS = [
    ("base", "12345678901234567890", "a 20-digit base"),
    ("base", "9" * 300, "a 300-digit base"),
    ("base", "0", "below the engine's least base"),
    ("in_hand", "205", "more than the deal's 200 points"),
    ("in_hand", "-5", "negative points"),
]
WORDS = {"zh": "的整数", "en": "must be a whole number from"}


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
@pytest.mark.parametrize("name, text, why", BAD_NUMBERS)
def test_a_number_out_of_range_is_refused_in_words_and_not_sent(kept_page, base_url, name, text, why,
                                                              lang, prefix):
    page, _ = kept_page
    page.goto(f"{base_url}{prefix}games/wushik/play/")
    w = page.locator("pl-check[op=settle]").first
    # the engine answers the example first (started and live), then the bad number is typed
    w.evaluate("w => w.run()")
    expect(w).to_have_attribute("data-state", "live", timeout=ENGINE_TIMEOUT_MS)
    page.evaluate("""() => { window.__asked = []; const post = Worker.prototype.postMessage;
        Worker.prototype.postMessage = function (m) { window.__asked.push(JSON.stringify(m)); return post.call(this, m); }; }""")
    field = w.locator(f'[data-name="{name}"]')
    field.locator("input").fill(text)  # typed as is: the browser keeps every digit
    message = field.locator(".pl-number-message")
    expect(message).to_be_visible()
    expect(message).to_contain_text(WORDS[lang])
    assert field.locator("input").get_attribute("aria-invalid") == "true"
    error = w.locator(".pl-verdict .pl-error")
    expect(error).to_have_attribute("data-code", "bad_input", timeout=ENGINE_TIMEOUT_MS)
    expect(error.locator(".pl-explain")).to_contain_text(message.inner_text())
    asked = [json.loads(m) for m in page.evaluate("() => window.__asked")]
    assert asked, "the page draws its own answer through the worker"
    for m in asked:  # what went to the worker is the page's own answer to draw, never a question
        assert "bad_input" in json.dumps(m), (why, m)
    # a good value again: the message goes and the engine rules
    field.locator("input").fill("")
    expect(message).to_be_hidden()
    expect(w.locator(".pl-verdict .pl-error")).to_have_count(0, timeout=ENGINE_TIMEOUT_MS)


# --- no control expects JSON ---------------------------------------------------------------

@pytest.mark.browser
@pytest.mark.parametrize("path", PAGES)
def test_no_control_on_a_widget_page_expects_json(kept_page, base_url, path):
    page, _ = kept_page
    page.goto(f"{base_url}{path}")
    assert page.locator(WIDGETS).count() > 0
    found = page.evaluate(f"""() => [...document.querySelectorAll("{WIDGETS}")].flatMap(w =>
        [...w.querySelectorAll("input:not([type=hidden]), textarea, [data-kind]")].map(n =>
          [n.tagName, n.getAttribute("data-kind") || "", n.className, n.value || ""]))""")
    for tag, kind, cls, value in found:
        assert kind != "json" and "pl-json" not in cls and tag != "TEXTAREA", (tag, kind, cls)
        assert not value.lstrip().startswith(("[", "{")), (tag, kind, value)
    kinds = page.evaluate(f"""async () => {{ const m = await {PAGE_MODULE};
        return Object.values(m.SPECS).flatMap(s => s.fields.map(f => f.kind)); }}""")
    assert kinds and "json" not in kinds


# --- share links carry the new kinds ------------------------------------------------------

@pytest.mark.browser
def test_a_share_link_carries_order_points_and_bids(kept_page, base_url):
    page, _ = kept_page
    page.goto(f"{base_url}en/games/wushik/play/")
    w = page.locator("pl-check[op=settle]").first
    enter_all(w, {"order": [2, 0, 3], "points": {"0": 40, "1": 0, "2": 100, "3": 60}})
    want = w.evaluate("w => w.request()")
    href = w.evaluate("w => w.shareUrl()")
    page.goto(href)
    page.reload()
    w = page.locator("pl-check[op=settle]").first
    expect(w).to_have_attribute("data-linked", "restored")
    assert w.evaluate("w => w.request()") == want
    expect(w.locator('[data-name="order"] .pl-order li')).to_have_text(["1. seat 3", "2. seat 1", "3. seat 4"])
    page.goto(f"{base_url}games/zhaopengyou/play/")
    b = page.locator("pl-check[op=bid]").first
    enter_all(b, {"bids": [{"seat": 3, "cards": "C2"}, {"seat": 1, "cards": "H2 H2"}]})
    want = b.evaluate("w => w.request()")
    page.goto(b.evaluate("w => w.shareUrl()"))
    page.reload()
    b = page.locator("pl-check[op=bid]").first
    expect(b).to_have_attribute("data-linked", "restored")
    assert b.evaluate("w => w.request()") == want
    expect(b.locator(".pl-step-row")).to_have_count(2)


# --- phone first: 44 px targets at 390 px ---------------------------------------------------

@pytest.mark.browser
def test_the_controls_are_thumb_sized_on_a_phone(kept_context, base_url):
    page = kept_context(viewport=PHONE, has_touch=True, is_mobile=True, bypass_csp=True).new_page()
    page.set_default_timeout(ENGINE_TIMEOUT_MS)   # as every page of the suite: a kept engine restores at once
    try:
        for game, selector in (("wushik", "pl-check[op=settle]"), ("zhaopengyou", "pl-check[op=bid]")):
            page.goto(f"{base_url}games/{game}/play/")
            w = page.locator(selector).first
            w.scroll_into_view_if_needed()
            targets = w.locator(".pl-seat, .pl-undo, .pl-clear, .pl-add-step, .pl-remove-step, "
                                "pl-number-field input")
            assert targets.count() > 0
            for k in range(targets.count()):
                box = targets.nth(k).bounding_box()
                assert box["height"] >= 44 and box["width"] >= 44, (game, k, box)
                assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], (game, k, box)
            if game == "wushik":
                w.locator('[data-name="order"] .pl-clear').tap()
                for seat in (3, 2):
                    w.locator(f'[data-name="order"] .pl-seat[data-seat="{seat}"]').tap()
                assert w.evaluate("w => w.request().order") == [3, 2]
            assert page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth") <= 0
    finally:
        page.close()
