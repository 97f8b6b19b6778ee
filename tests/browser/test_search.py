"""Search works in both languages; Chinese is segmented into words (jieba), so a word
inside a sentence is found. Each language has its own index (widgets/build/search.py),
fetched only when search is opened (overrides/main.html)."""

from __future__ import annotations

import re

import pytest


def search(page, base_url, prefix, query, *, goto=True):
    if goto:
        page.goto(f"{base_url}{prefix}")
    page.locator("label.md-search__icon, .md-search__input").first.click()
    box = page.locator("input.md-search__input")
    box.fill(query)
    box.press("End")  # a key, as a reader's typing gives: Material reads the box on keyup
    results = page.locator(".md-search-result__item")
    results.first.wait_for(timeout=30_000)
    return results


@pytest.mark.browser
@pytest.mark.parametrize("prefix, query, expect_in_url", [
    ("", "拖拉机", "/games/"),
    ("", "赖子", "/games/wushik/"),
    ("en/", "tractor", "/en/games/"),
])
def test_search_finds_pages(recorder_page, base_url, prefix, query, expect_in_url):
    page, _ = recorder_page
    results = search(page, base_url, prefix, query)
    assert results.count() >= 1
    hrefs = [results.nth(i).locator("a").first.get_attribute("href") for i in range(results.count())]
    assert any(expect_in_url in h for h in hrefs), hrefs


def hrefs_of(results) -> list[str]:
    return [results.nth(i).locator("a").first.get_attribute("href") for i in range(results.count())]


@pytest.mark.browser
@pytest.mark.parametrize("prefix, query", [("", "Pyodide"), ("en/", "Pyodide"), ("", "拖拉机"), ("en/", "tractor")])
def test_search_stays_in_the_page_language(recorder_page, base_url, prefix, query):
    """One index per language: an English search finds English pages only, a Chinese one
    Chinese pages only (Pyodide is named on pages of both)."""
    page, _ = recorder_page
    hrefs = hrefs_of(search(page, base_url, prefix, query))
    assert hrefs
    english = [h for h in hrefs if "/en/" in h]
    assert english == (hrefs if prefix else []), hrefs


@pytest.mark.browser
@pytest.mark.parametrize("prefix, query", [("", "甩牌"), ("en/", "throw")])
def test_game_pages_rank_above_the_api_page(recorder_page, base_url, prefix, query):
    page, _ = recorder_page
    hrefs = hrefs_of(search(page, base_url, prefix, query))
    assert f"/{prefix}games/" in hrefs[0], hrefs[:3]
    assert not any("reference/api" in h or "maintainers" in h for h in hrefs[:3]), hrefs[:3]


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", [("zh", ""), ("en", "en/")])
def test_the_index_is_fetched_when_search_is_opened(recorder_page, base_url, lang, prefix):
    """No page asks for a search index while it loads; opening search asks for the index of
    the page's language, once."""
    page, recorder = recorder_page
    page.goto(f"{base_url}{prefix}games/wakeng/", wait_until="load")
    page.wait_for_timeout(1000)
    assert not [u for u in recorder.requests if "search_index" in u]
    results = search(page, base_url, prefix, "Pyodide", goto=False)
    assert results.count() >= 1
    asked = [u.removeprefix(base_url) for u in recorder.requests if "search_index" in u]
    assert asked == [f"search/search_index.{lang}.json"]


@pytest.mark.browser
@pytest.mark.parametrize("prefix, query, expect_in_url", [
    ("", "shuaipai", "/games/"),
    ("", "tuolaji", "/games/"),
    ("", "koudi", "/games/"),
    ("en/", "shuaipai", "/en/games/"),
])
def test_pinyin_finds_the_pages_of_a_term(recorder_page, base_url, prefix, query, expect_in_url):
    """A term typed in pinyin (the glossary's list, widgets/build/glossary.yml) finds the game
    pages that use it, in the page's own language."""
    page, _ = recorder_page
    hrefs = hrefs_of(search(page, base_url, prefix, query))
    assert any(expect_in_url in h for h in hrefs), hrefs
    assert all(("/en/" in h) == bool(prefix) for h in hrefs), hrefs


@pytest.mark.browser
@pytest.mark.parametrize("prefix, query, game", [
    ("", "常见争论", "挖坑"), ("", "四头是炸弹吗", "挖坑"), ("en/", "Common arguments", "Wa Keng"),
])
def test_result_titles_carry_the_games_name(recorder_page, base_url, prefix, query, game):
    page, _ = recorder_page
    search(page, base_url, prefix, query)
    titles = page.locator(".md-search-result__item .md-search-result__article h1").all_inner_texts()
    assert any(game in t for t in titles), titles
    assert not [t for t in titles if t.strip().replace("\u200b", "") in ("常见争论", "Common arguments", "玩法", "How to play")], titles


@pytest.mark.browser
@pytest.mark.parametrize("prefix, query, anchor", [
    ("", "四头是炸弹吗", "games/wakeng/arguments/#four-of-a-kind"),
    ("", "能打无主吗", "games/zhaopengyou/arguments/#no-trump"),
    ("en/", "play without a trump suit", "en/games/zhaopengyou/arguments/#no-trump"),
])
def test_an_arguments_question_is_found_by_its_heading(recorder_page, base_url, prefix, query, anchor):
    page, _ = recorder_page
    search(page, base_url, prefix, query)
    hrefs = [re.sub(r"\?h=[^#]*", "", a.get_attribute("href"))  # the words to highlight
             for a in page.locator(".md-search-result__item a").all()]
    assert any(h.endswith(anchor) for h in hrefs[:8]), hrefs[:8]
