"""Every page of the site, in both languages, loads cleanly in Chromium: no request leaves
127.0.0.1, no console error, the page's language is right."""

from __future__ import annotations

import pytest

from engine.games import GAMES

PAGES = ["", "reference/notation/", "maintainers/"] + [
    f"games/{g}/{sub}" for g in GAMES for sub in ("", "rulebook/")]


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", [("zh", ""), ("en", "en/")])
def test_every_page_loads_cleanly(recorder_page, base_url, lang, prefix):
    page, recorder = recorder_page
    for path in PAGES:
        page.goto(f"{base_url}{prefix}{path}", wait_until="load")
        assert page.locator("html").get_attribute("lang") == lang, path
        assert page.locator("h1").count() >= 1, path
    # recorder_page asserts, at teardown, no outside request and no console error


@pytest.mark.browser
@pytest.mark.parametrize("prefix, names", [
    ("", ["五人三副牌找朋友升级", "双升", "挖坑", "改良明暗斗地主", "赖子五十K"]),
    ("en/", ["Finding Friends", "Double Tractor", "Wa Keng", "Dou Dizhu", "Wild Fifty-K"]),
])
def test_home_page_lists_the_five_games(recorder_page, base_url, prefix, names):
    page, _ = recorder_page
    page.goto(f"{base_url}{prefix}")
    table = page.locator("article table").first.inner_text()
    for name in names:
        assert name in table
    links = page.locator("article table a")
    assert links.count() == 5
