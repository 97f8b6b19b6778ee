"""<pl-random-deal> in real Chromium at 390 px, both languages: the button deals (the engine's
``simulate`` in Pyodide), the replayer steps through the deal, and the link in the address,
opened in a fresh browser, shows the same deal at the same step.

What the page must show is computed here by the same engine in CPython, from the deal number
the page put in the address: so the test also holds Pyodide's random deal to CPython's, card
for card (the engine promises the same record for the same seed in both)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from engine.api import handle
from widgets.render.replay import frames

from .conftest import ENGINE_TIMEOUT_MS
from .replay_widget import wait_shown
from .test_widgets_share import switch_language

PHONE = {"width": 390, "height": 844}
LINK = re.compile(r"#pd=(\d+)\.(\d+)(?:\.(\d+))?$")


def expected(game: str, seed: int, players: int) -> list[dict]:
    record = handle({"op": "simulate", "game": game, "seed": seed, "players": players})["deal"]
    return frames(game, record, handle({"op": "replay", "game": game, "deal": record, "table": True}))


def replayer(page):
    return page.locator("pl-replay[data-random]")


def assert_frame(page, frame: dict, index: int, total: int, lang: str) -> None:
    w = replayer(page)
    assert w.locator(".pl-replay-count").inner_text() == f"{index + 1} / {total}"
    assert w.locator(".pl-replay-label").inner_text() == frame["label"][lang]
    assert w.locator(".pl-replay-view .pl-explain").all_inner_texts() == [v[lang] for v in frame["verdicts"]]


def fits(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def deal_and_step(page, game: str, players: int, lang: str) -> tuple[int, list[dict], str, str]:
    """The button deals at ``players``, the replayer steps through the deal as CPython plays
    the same seed, and its share button gives the link: (seed, frames, frame 1 as drawn, link)."""
    box = page.locator("pl-random-deal")
    expect(box).to_have_attribute("data-state", "ready")
    assert box.locator(".pl-random-noscript").is_hidden()
    assert replayer(page).count() == 0                 # nothing dealt before the reader asks
    box.scroll_into_view_if_needed()
    sizes = [int(n) for n in box.get_attribute("data-players").split()]
    if len(sizes) > 1:
        box.locator("select.pl-random-players").select_option(str(players))
    else:
        assert box.locator("select").count() == 0 and sizes == [players]
    box.locator("button.pl-random-deal").click()
    wait_shown(replayer(page), 0)
    m = LINK.search(page.url)
    assert m and int(m[2]) == players and m[3] is None, page.url
    seed = int(m[1])
    fs = expected(game, seed, players)
    assert str(seed) in box.locator(".pl-status").inner_text()
    assert str(seed) in replayer(page).locator(".pl-replay-title").inner_text()
    assert_frame(page, fs[0], 0, len(fs), lang)
    # Step on: the first trick or round, as CPython plays the same seed.
    replayer(page).locator('button[data-go="next"]').click()
    wait_shown(replayer(page), 1)
    assert_frame(page, fs[1], 1, len(fs), lang)
    # The whole frame as drawn (hands, middle, words): a frame may have no plays in the
    # middle (找朋友's banker found without a bid), so the middle alone is not always there.
    first_frame = replayer(page).locator(".pl-replay-view").inner_text()
    assert LINK.search(page.url)[3] == "1"             # the address holds the step on show
    replayer(page).press("End")
    wait_shown(replayer(page), len(fs) - 1)
    assert_frame(page, fs[-1], len(fs) - 1, len(fs), lang)
    assert fits(page)
    replayer(page).locator('button[data-go="first"]').click()
    wait_shown(replayer(page), 0)
    replayer(page).locator('button[data-go="next"]').click()
    wait_shown(replayer(page), 1)
    # The replayer's own share button gives this deal's link, with the step on show.
    page.evaluate("history.replaceState(null, '', '#elsewhere')")
    replayer(page).locator("button.pl-share").click()
    expect(page).to_have_url(re.compile(rf"#pd={seed}\.{players}\.1$"))
    return seed, fs, first_frame, page.url


def the_link_opens_the_same_deal(page, link: str, seed: int, players: int, fs: list[dict], first_frame: str,
                                 lang: str) -> None:
    """The link, opened fresh: the same deal, at the same step, drawn the same; another deal
    then gets a new number."""
    page.goto(link)
    wait_shown(replayer(page), 1)
    assert_frame(page, fs[1], 1, len(fs), lang)
    assert replayer(page).locator(".pl-replay-view").inner_text() == first_frame
    box = page.locator("pl-random-deal")
    assert box.get_attribute("data-linked") == "restored"
    if len(box.get_attribute("data-players").split()) > 1:
        assert page.locator("select.pl-random-players").input_value() == str(players)
    assert fits(page)
    # Another deal: a new number, in the address, and the replayer back at its first step.
    page.locator("button.pl-random-deal").click()
    expect(page.locator("pl-random-deal .pl-status")).not_to_contain_text(str(seed), timeout=ENGINE_TIMEOUT_MS)
    wait_shown(replayer(page), 0)
    assert int(LINK.search(page.url)[1]) != seed
    assert replayer(page).count() == 1


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix, game, players", [
    ("zh", "", "zhaopengyou", 5), ("en", "en/", "wakeng", 4), ("zh", "", "mingan", 6), ("en", "en/", "wushik", 4),
])
def test_the_button_deals_and_the_link_opens_the_same_deal(browser, kept_context, base_url, lang, prefix, game,
                                                          players):
    page = kept_context(viewport=PHONE, bypass_csp=True).new_page()   # the engine kept; the link: a fresh one
    page.set_default_timeout(ENGINE_TIMEOUT_MS)
    errors = []
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{base_url}{prefix}games/{game}/replay/")
    seed, fs, first_frame, link = deal_and_step(page, game, players, lang)
    page.close()
    assert errors == []

    fresh = browser.new_context(viewport=PHONE, bypass_csp=True)
    page = fresh.new_page()
    page.set_default_timeout(ENGINE_TIMEOUT_MS)
    the_link_opens_the_same_deal(page, link, seed, players, fs, first_frame, lang)
    fresh.close()


@pytest.mark.browser
def test_the_language_switch_carries_the_deal(kept_page, base_url):
    page, _ = kept_page
    page.set_viewport_size(PHONE)
    page.goto(f"{base_url}games/wushik/replay/#pd=4242.4.2")
    wait_shown(replayer(page), 2)
    fs = expected("wushik", 4242, 4)
    assert_frame(page, fs[2], 2, len(fs), "zh")
    switch_language(page, "en")
    wait_shown(replayer(page), 2)
    assert "/en/" in page.url and page.url.endswith("#pd=4242.4.2")
    assert_frame(page, fs[2], 2, len(fs), "en")


@pytest.mark.browser
@pytest.mark.parametrize("hash_", ["#pd=12x", "#pd=5.7", "#pd=99999999999999999"])
def test_an_unreadable_link_says_so_and_deals_nothing(kept_page, base_url, hash_):
    page, _ = kept_page
    page.goto(f"{base_url}en/games/wakeng/replay/{hash_}")
    box = page.locator("pl-random-deal")
    expect(box).to_have_attribute("data-linked", "broken")
    assert "could not be read" in box.locator(".pl-status").inner_text()
    assert replayer(page).count() == 0
