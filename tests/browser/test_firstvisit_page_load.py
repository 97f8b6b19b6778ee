"""What the first visit's page load no longer does (maintainers page, decision 57), in real
Chromium, both languages: a card picker's deck is made when it is first opened, and is then
the whole deck, counted as before; the one palette is applied by the page itself (no
palette script restyling it after load), with the browser colours that script used to write."""

from __future__ import annotations

import pytest

from .test_widgets_live import LANGS

RANKS = 13


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_pickers_deck_is_made_when_first_opened(kept_page, base_url, lang, prefix):
    page, _ = kept_page
    page.goto(f"{base_url}{prefix}games/zhaopengyou/")
    pickers = page.locator("pl-shape-check pl-card-picker")
    assert pickers.count() >= 2
    # at load: every picker upgraded (its chips drawn), no deck made yet
    assert all(p.locator(".pl-chip").count() for p in pickers.all())
    assert page.locator(".pl-deck-card").count() == 0
    picker = pickers.first
    cards = picker.locator("input").input_value().split()
    picker.locator(".pl-pick-toggle").click()
    deck = picker.locator(".pl-deck")
    assert deck.is_visible()
    # the whole deck (three decks with jokers: 4 suits of 13, and the two jokers), counted
    assert deck.locator(".pl-deck-card").count() == 4 * RANKS + 2
    assert page.locator(".pl-deck-card").count() == 4 * RANKS + 2   # the other pickers' still unmade
    first = deck.locator(f'.pl-deck-card[data-card="{cards[0]}"]')
    assert first.locator(".pl-count").inner_text() == f"{cards.count(cards[0])}/3"
    # typed cards are counted on the made deck; a closed and reopened deck is the same one
    picker.locator("input").fill("SA SA SA")
    ace = deck.locator('.pl-deck-card[data-card="SA"]')
    assert ace.get_attribute("aria-disabled") == "true" and ace.locator(".pl-count").inner_text() == "3/3"
    picker.locator(".pl-pick-toggle").click()
    assert not deck.is_visible()
    picker.locator(".pl-pick-toggle").click()
    assert deck.locator(".pl-deck-card").count() == 4 * RANKS + 2
    assert ace.get_attribute("aria-disabled") == "true"
    # a tap on the deck still adds a card (here one deck of the limit left for H2)
    deck.locator('.pl-deck-card[data-card="H2"]').click()
    assert picker.locator("input").input_value() == "SA SA SA H2"


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_the_one_palette_is_the_pages_own(kept_page, base_url, lang, prefix):
    page, _ = kept_page
    page.goto(f"{base_url}{prefix}games/zhaopengyou/", wait_until="load")
    assert page.locator("[data-md-component=palette]").count() == 0   # no palette switch to mount
    body = page.evaluate("""() => [document.body.dataset.mdColorScheme, document.body.dataset.mdColorPrimary,
        getComputedStyle(document.body).colorScheme]""")
    assert body == ["default", "red", "light"]
    metas = page.evaluate("""() => Object.fromEntries([...document.querySelectorAll(
        'meta[name=theme-color], meta[name=color-scheme]')].map((m) => [m.name, m.content]))""")
    header = page.evaluate("""() => getComputedStyle(document.querySelector('.md-header')).backgroundColor
        .match(/\\d+/g).slice(0, 3).map((c) => Number(c).toString(16).padStart(2, '0')).join('')""")
    # what Material's palette script wrote after load: the header's colour and its colour scheme
    assert metas == {"theme-color": f"#{header}", "color-scheme": "light"}
