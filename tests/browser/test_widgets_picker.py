"""<pl-card-picker> in real Chromium: tap cards from the deck, never more copies than the
decks hold, remove a chosen card, chips in the engine's order; and one widget used end to
end with the keyboard alone."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from engine.api import handle

from .test_widgets_live import LANGS, expect_verdict

PICK = ("选牌", "Pick cards")


def picker(w, name):
    return w.locator(f'[data-name="{name}"] pl-card-picker')


def deck_card(p, card):
    return p.locator(f'.pl-deck .pl-deck-card[data-card="{card}"]')


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_tapping_cards_builds_the_play_and_the_engine_rules_on_it(kept_page, base_url, lang, prefix):
    page, _ = kept_page
    page.goto(f"{base_url}{prefix}games/zhaopengyou/play/")
    w = page.locator("pl-check[op=follow]").first
    p = picker(w, "play")
    toggle = p.locator(".pl-pick-toggle")
    assert toggle.inner_text() == PICK[lang == "en"]
    assert toggle.get_attribute("aria-expanded") == "false" and not p.locator(".pl-deck").is_visible()
    # remove every chosen card with its own button, then tap two cards
    while p.locator(".pl-chip").count():
        p.locator(".pl-chip").first.click()
    assert p.locator("input").input_value() == ""
    toggle.click()
    assert toggle.get_attribute("aria-expanded") == "true" and p.locator(".pl-deck").is_visible()
    hand = w.locator('[data-name="hand"] input').input_value()
    card = hand.split()[0].upper()
    deck_card(p, card).click()
    assert p.locator("input").input_value() == card
    assert [c.get_attribute("data-card") for c in p.locator(".pl-chip").all()] == [card]
    expect_verdict(w, handle(w.evaluate("w => w.request()")), lang)
    assert w.evaluate("w => w.request()")["play"] == card


@pytest.mark.browser
@pytest.mark.parametrize("game, decks", [("zhaopengyou", 3), ("wakeng", 1), ("mingan", 2)])
def test_a_card_at_its_limit_is_disabled(kept_page, base_url, game, decks):
    page, _ = kept_page
    page.goto(f"{base_url}games/{game}/play/")
    w = page.locator("pl-check, pl-shape-check").first
    p = w.locator("pl-card-picker").first
    p.locator("input").fill("")
    p.locator(".pl-pick-toggle").click()
    ace = deck_card(p, "HA")
    for k in range(decks):
        assert ace.get_attribute("aria-disabled") == "false"
        ace.click()
        assert ace.locator(".pl-count").inner_text() == f"{k + 1}/{decks}"
    assert ace.get_attribute("aria-disabled") == "true"
    assert ace.is_disabled()  # to assistive technology too
    ace.click(force=True)  # one more tap does nothing: the decks hold no more
    assert p.locator("input").input_value() == " ".join(["HA"] * decks)
    assert (p.locator('.pl-deck-card[data-card="RJ"]').count() == 1) == (game != "wakeng")  # jokers only where dealt
    # typing works too, and counts the same way
    p.locator("input").fill("hax1 S10")
    assert ace.get_attribute("aria-disabled") == ("true" if decks == 1 else "false")
    assert ace.locator(".pl-count").inner_text() == f"1/{decks}"


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_chosen_cards_are_drawn_in_the_engines_order(kept_page, base_url, lang, prefix):
    page, _ = kept_page
    page.goto(f"{base_url}{prefix}games/zhaopengyou/")
    w = page.locator("pl-shape-check").first
    w.locator("input[name=cards]").fill("d4 RJ d6 S5 d4")
    response = handle(w.evaluate("w => w.request()"))
    expect_verdict(w, response, lang)
    chips = [c.get_attribute("data-card") for c in w.locator(".pl-chip").all()]
    assert chips == response["cards"].split()  # canonical, strongest first for 5s with spades trump
    assert chips != ["D4", "RJ", "D6", "S5", "D4"]


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_keyboard_alone_drives_a_widget_end_to_end(kept_page, base_url, lang, prefix):
    page, _ = kept_page
    page.goto(f"{base_url}{prefix}games/zhaopengyou/")
    w = page.locator("pl-shape-check").first
    w.locator("select[name=rank]").focus()  # tabbing into the widget
    kb = page.keyboard

    def focused(selector):
        return page.evaluate("s => document.activeElement.matches(s)", selector)

    kb.press("Tab")
    assert focused("select[name=suit]")
    kb.press("Tab")
    assert focused("input[name=cards]")
    kb.press("Control+A")
    kb.type("S5 S5")
    kb.press("Tab")
    assert focused(".pl-pick-toggle")
    kb.press("Enter")
    assert w.locator(".pl-deck").is_visible()
    assert focused('.pl-deck-card[data-card="SA"]')
    for _ in range(9):  # A K Q J 10 9 8 7 6 → 5
        kb.press("ArrowRight")
    assert focused('.pl-deck-card[data-card="S5"]')
    assert page.evaluate("getComputedStyle(document.activeElement).outlineStyle") != "none"  # visible focus
    kb.press("Enter")                      # a third ♠5: all three decks' copies
    assert focused('.pl-deck-card[data-card="S5"][aria-disabled="true"]')
    kb.press("ArrowDown")
    assert focused('.pl-deck-card[data-card="H5"]')
    kb.press(" ")
    kb.press("ArrowDown")
    kb.press("Enter")                      # ♣5
    kb.press("Escape")
    assert not w.locator(".pl-deck").is_visible() and focused(".pl-pick-toggle")
    cards = "S5 S5 S5 H5 C5"
    assert w.locator("input[name=cards]").input_value() == cards
    expect_verdict(w, handle(w.evaluate("w => w.request()")), lang)
    # remove a chosen card with the keyboard: Tab past "Type cards" to its chip, Enter
    kb.press("Tab")
    assert focused(".pl-text-toggle")
    kb.press("Tab")
    assert focused(".pl-chip")
    removed = page.evaluate("document.activeElement.dataset.card")
    kb.press("Enter")
    left = cards.split()
    left.remove(removed)
    assert sorted(w.locator("input[name=cards]").input_value().split()) == sorted(left)
    assert focused(".pl-chip")             # focus stays among the chips
    expect_verdict(w, handle(w.evaluate("w => w.request()")), lang)
    for _ in range(10):                    # on to the share button
        if focused(".pl-share"):
            break
        kb.press("Tab")
    assert focused(".pl-share")
    kb.press("Enter")
    page.wait_for_function("location.hash.startsWith('#pl=0.')")


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_card_field_shows_chips_and_its_text_one_tap_away(kept_page, base_url, lang, prefix):
    """At a phone's width a card field shows its cards as chips, one row per suit, not the
    notation; "Type cards" shows the notation at a tap, beside "Pick cards" on one row."""
    page, _ = kept_page
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{base_url}{prefix}games/zhaopengyou/play/")
    p = picker(page.locator("pl-check[op=follow]").first, "play")
    box = p.locator("input")
    box.evaluate("(i, v) => { i.value = v; i.dispatchEvent(new Event('input', { bubbles: true })); }", "D10 D10 S7 DK")
    assert box.bounding_box()["height"] <= 1 and box.bounding_box()["width"] <= 1   # the notation is not shown
    rows = p.locator(".pl-chip-row")
    assert [r.get_attribute("data-suit") for r in rows.all()] == ["D", "S"]
    assert [c.get_attribute("data-card") for c in rows.first.locator(".pl-chip").all()] == ["D10", "D10", "DK"]
    pick, text = p.locator(".pl-pick-toggle").bounding_box(), p.locator(".pl-text-toggle").bounding_box()
    assert abs(pick["y"] - text["y"]) < 1   # the two buttons on one row
    p.locator(".pl-text-toggle").click()
    expect(box).to_be_visible()
    assert box.bounding_box()["width"] > 100 and box.input_value() == "D10 D10 S7 DK"
    assert p.locator(".pl-text-toggle").get_attribute("aria-pressed") == "true"
    p.locator(".pl-text-toggle").click()
    assert box.bounding_box()["width"] <= 1
