"""Phone width (390×844) in real Chromium: no page with widgets scrolls sideways, the card
picker fits, and a tap on a card works. Screenshots of each widget kind, phone and
desktop, both languages, go to $PAILI_SHOTS (default /tmp/paili-shots) to be looked at (taken
once the widget's box holds still: helpers.shot)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

from engine.api import handle

from .conftest import kept_page_in
from .helpers import overflow, shot
from .test_widgets_live import LANGS, expect_verdict

SHOTS = Path(os.environ.get("PAILI_SHOTS", "/tmp/paili-shots"))
PHONE = {"width": 390, "height": 844}
GAMES = ["zhaopengyou", "shuangsheng", "wakeng", "mingan", "wushik"]
KINDS = {"zhaopengyou": ["pl-shape-check", "pl-check[op=follow]", "pl-check[op=throw]", "pl-check[op=trick]",
                         "pl-check[op=score]", "pl-check[op=bid]"],
         "shuangsheng": ["pl-check[op=score]", "pl-check[op=bid]"],
         "wakeng": ["pl-check[op=settle]"],
         "mingan": ["pl-check[op=beats]", "pl-check[op=settle]"],
         "wushik": ["pl-check[op=classify]", "pl-check[op=settle]"]}


@pytest.fixture
def phone(kept_context, base_url):
    """A page of the session's shared phone context (its engine kept: conftest.py)."""
    context = kept_context(viewport=PHONE, has_touch=True, is_mobile=True, device_scale_factor=2, bypass_csp=True)
    for page, _ in kept_page_in(context, base_url):
        yield page


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_widget_pages_fit_a_phone(phone, base_url, game, lang, prefix):
    page = phone
    page.goto(f"{base_url}{prefix}games/{game}/play/")
    assert overflow(page) <= 0
    SHOTS.mkdir(parents=True, exist_ok=True)
    for k, selector in enumerate(KINDS[game]):
        w = page.locator(selector).first
        toggle = w.locator(".pl-pick-toggle").first
        if toggle.count():
            toggle.tap()
            deck = w.locator(".pl-deck").first
            expect(deck).to_be_visible()
            assert deck.evaluate("d => d.scrollWidth <= d.clientWidth"), "the deck scrolls sideways"
            box, card = w.bounding_box(), deck.locator(".pl-deck-card").last.bounding_box()
            assert card["x"] + card["width"] <= box["x"] + box["width"] + 0.5
            assert card["height"] >= 40 / 2  # large enough to tap (CSS px)
        for control in w.locator("input, select, button").all():
            if control.is_visible():
                b = control.bounding_box()
                assert b["x"] >= 0 and b["x"] + b["width"] <= PHONE["width"], selector
        assert overflow(page) <= 0, selector
        shot(page, w, SHOTS / f"phone-{lang}-{game}-{k}.png")


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_tap_on_a_card_works_on_a_phone(phone, base_url, lang, prefix):
    page = phone
    page.goto(f"{base_url}{prefix}games/wushik/play/")
    w = page.locator("pl-check[op=classify]").first
    w.locator("input").fill("")
    w.locator(".pl-pick-toggle").tap()
    for card in ("S7", "RJ"):
        w.locator(f'.pl-deck-card[data-card="{card}"]').tap()
    assert w.locator("input").input_value() == "S7 RJ"
    expect_verdict(w, handle(w.evaluate("w => w.request()")), lang)
    assert w.locator(".pl-wild").count() >= 1
    assert overflow(page) <= 0
    shot(page, w, SHOTS / f"phone-{lang}-wushik-live.png")


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_desktop_screenshots(kept_page, base_url, lang, prefix):
    page, _ = kept_page
    page.set_viewport_size({"width": 1280, "height": 900})
    SHOTS.mkdir(parents=True, exist_ok=True)
    for game, kinds in KINDS.items():
        page.goto(f"{base_url}{prefix}games/{game}/play/")
        assert overflow(page) <= 0
        for k, selector in enumerate(kinds):
            shot(page, page.locator(selector).first, SHOTS / f"desktop-{lang}-{game}-{k}.png")
