"""<pl-shape-check> in real Chromium: prerendered first, then the real engine in the worker."""

from __future__ import annotations

import pytest

from engine.api import handle
from engine.labels import label
from widgets.render.specs import spec_of
from widgets.render.verdict import verdict_html

from .conftest import ENGINE_TIMEOUT_MS

LANGS = [("zh", ""), ("en", "en/")]
FIRST = {"op": "classify", "game": "zhaopengyou", "trump": {"rank": "5", "suit": "S"},
         "cards": "D4 D4 D6 D6"}


def widget(page):
    return page.locator("pl-shape-check").first


def wait_live(page):
    page.wait_for_function(
        "document.querySelector('pl-shape-check').dataset.state === 'live'", timeout=ENGINE_TIMEOUT_MS)


def wait_for_text(page, selector, text):
    """Wait until the first widget's ``selector`` reads exactly ``text``."""
    page.wait_for_function(
        "([sel, text]) => document.querySelector('pl-shape-check ' + sel)?.textContent === text",
        arg=[selector, text], timeout=ENGINE_TIMEOUT_MS)


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_prerendered_verdict_shows_before_the_engine_runs(recorder_page, base_url, lang, prefix):
    page, recorder = recorder_page
    page.goto(f"{base_url}{prefix}games/zhaopengyou/")
    expected = handle(FIRST)
    w = widget(page)
    assert w.locator(".pl-explain").inner_text() == expected["explain"][lang]
    assert w.locator(".pl-shape").get_attribute("data-shape") == "tractor"
    assert w.get_attribute("data-state") == "prerendered"  # the element upgraded, engine not started
    # the engine's worker may be parked (decision 62): its own script, nothing of the engine
    assert not any("pyodide" in u or ".zip" in u or "/heap-" in u for u in recorder.requests), \
        "Pyodide must load only when the reader changes something"


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_editing_the_cards_gives_the_engines_new_verdict(recorder_page, base_url, lang, prefix):
    page, recorder = recorder_page
    page.goto(f"{base_url}{prefix}games/zhaopengyou/")
    w = widget(page)
    w.locator("input[name=cards]").fill("S5 S5 H5 H5")
    wait_live(page)
    expected = handle({**FIRST, "cards": "S5 S5 H5 H5"})
    assert w.locator(".pl-explain").inner_text() == expected["explain"][lang]
    assert w.locator(".pl-shape").get_attribute("data-shape") == expected["shape"]
    href = w.locator(".pl-rule a").get_attribute("href")
    assert href.endswith(f"{prefix}games/zhaopengyou/rulebook/#{expected['rule']}")
    # Changing the trump suit re-asks the same worker: one worker per tab.
    w.locator("select[name=suit]").select_option("H")
    again = handle({**FIRST, "trump": {"rank": "5", "suit": "H"}, "cards": "S5 S5 H5 H5"})
    assert again["explain"] != expected["explain"]
    wait_for_text(page, ".pl-explain", again["explain"][lang])
    assert sum(u.endswith("/js/worker.js") for u in recorder.requests) == 1
    assert sum(u.endswith(".zip.gz") and "/engine-" in u for u in recorder.requests) == 1


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_the_live_verdict_is_cpythons_markup_in_words(kept_page, base_url, lang, prefix):
    """The worker draws with the build's renderer: the live verdict is byte for byte what
    CPython draws for the same request (links absolute), its words from the label table."""
    page, _ = kept_page
    page.goto(f"{base_url}{prefix}games/zhaopengyou/")
    w = widget(page)
    prerendered = w.locator(".pl-verdict").inner_html()
    cards = w.locator("input[name=cards]")
    for text in ("D4 D4 D6", "S5 S5 H5 H5 H7", FIRST["cards"]):
        request = {**FIRST, "cards": text}
        answer = handle(request)
        cards.fill(text)
        wait_for_text(page, ".pl-explain", answer["explain"][lang])
        drawn = verdict_html(answer, lang=lang, game="zhaopengyou", root=base_url, spec=spec_of(request))
        live = w.locator(".pl-verdict").inner_html()
        assert live == page.evaluate("(h) => { const t = document.createElement('template'); t.innerHTML = h; "
                                     "return t.innerHTML; }", drawn)
        shown = w.locator(".pl-shape").inner_text()
        assert shown == label("shape", answer["shape"], lang)
        assert lang == "en" or shown != answer["shape"]        # a word, not the code
        for unit in answer["units"]:
            assert label("shape", unit["shape"], lang) in w.locator(".pl-units").inner_text()
    # Back at the page's own example: the build's markup but for the absolute link.
    page_url = page.url
    assert live.replace(f'href="{base_url}', 'href="') == prerendered.replace(
        'href="' + "../" * (page_url[len(base_url):].count("/")), 'href="')


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_bad_notation_shows_the_engines_message(kept_page, base_url, lang, prefix):
    page, _ = kept_page
    page.goto(f"{base_url}{prefix}games/zhaopengyou/")
    w = widget(page)
    w.locator("input[name=cards]").fill("S10 S1")
    wait_live(page)
    expected = handle({**FIRST, "cards": "S10 S1"})
    assert w.locator(".pl-error").get_attribute("data-code") == "bad_cards"
    assert w.locator(".pl-explain").inner_text() == expected["error"][lang]


@pytest.mark.browser
def test_language_switcher_keeps_the_reader_on_the_same_page(recorder_page, base_url):
    page, _ = recorder_page
    page.goto(f"{base_url}games/zhaopengyou/rulebook/")
    page.locator(".md-header__option .md-select").hover()
    page.locator('a.md-select__link[hreflang="en"]').click()
    page.wait_for_url(f"{base_url}en/games/zhaopengyou/rulebook/")
    assert page.locator("html").get_attribute("lang") == "en"
    page.locator(".md-header__option .md-select").hover()
    page.locator('a.md-select__link[hreflang="zh"]').click()
    page.wait_for_url(f"{base_url}games/zhaopengyou/rulebook/")


@pytest.mark.browser
@pytest.mark.parametrize("prefix", ["", "en/"])
def test_rule_link_lands_on_its_section(recorder_page, base_url, prefix):
    page, _ = recorder_page
    page.goto(f"{base_url}{prefix}games/zhaopengyou/")
    link = widget(page).locator(".pl-rule a")
    rule = link.get_attribute("data-rule")         # the link reads the rule's title
    assert rule and rule not in link.inner_text()
    link.click()
    page.wait_for_url(f"**/games/zhaopengyou/rulebook/#{rule}")
    assert page.locator(f'[id="{rule}"]').is_visible()
