"""Search works in both languages; Chinese is segmented into words (jieba), so a word
inside a sentence is found."""

from __future__ import annotations

import pytest


def search(page, base_url, prefix, query):
    page.goto(f"{base_url}{prefix}")
    page.locator("label.md-search__icon, .md-search__input").first.click()
    box = page.locator("input.md-search__input")
    box.fill(query)
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
