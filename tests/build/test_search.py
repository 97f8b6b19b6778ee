"""Search per language: the build writes one index per language, each holding its own pages
only, the prose only (no widget controls or prerendered verdicts), with the pages for
programmers and maintainers ranked below the game pages."""

from __future__ import annotations

import json

import pytest

from widgets.build.search import exclude_widgets, language_of, split_index


@pytest.fixture(scope="module")
def indexes(built_site):
    return {lang: json.loads((built_site / "search" / f"search_index.{lang}.json").read_text(encoding="utf-8"))
            for lang in ("zh", "en")}


def test_one_index_per_language_and_no_mixed_one(built_site, indexes):
    assert not (built_site / "search" / "search_index.json").exists()
    assert indexes["zh"]["docs"] and indexes["en"]["docs"]
    assert all(d["location"].startswith("en/") for d in indexes["en"]["docs"])
    assert not any(d["location"].startswith("en/") for d in indexes["zh"]["docs"])
    assert indexes["en"]["config"]["lang"] == ["en"]  # no Chinese word splitter for English
    assert "zh" in indexes["zh"]["config"]["lang"]


def test_every_page_is_in_its_language_index(built_site, indexes):
    pages = {"zh": set(), "en": set()}
    for path in built_site.rglob("index.html"):
        rel = path.parent.relative_to(built_site).as_posix()
        if rel.startswith(("assets", "search")):
            continue
        location = "" if rel == "." else rel + "/"
        pages[language_of(location)].add(location)
    for lang, index in indexes.items():
        assert pages[lang] <= {d["location"].split("#")[0] for d in index["docs"]}, lang


def test_the_index_holds_prose_not_widget_controls(indexes):
    for lang, index in indexes.items():
        for doc in index["docs"]:
            text = doc["text"].replace("\u200b", "")
            # a trump form's menus (level, suit), a widget's hint
            for control in ("2345678910JQKA", "♣♦无主", "改动任何一项", "Change anything and the engine"):
                assert control not in text, (lang, doc["location"], control)


def test_pages_for_programmers_rank_below_game_pages(indexes):
    for lang, prefix in (("zh", ""), ("en", "en/")):
        docs = indexes[lang]["docs"]
        for page in ("reference/api/", "maintainers/"):
            entries = [d for d in docs if d["location"].startswith(prefix + page)]
            assert entries and all(d.get("boost", 1) < 1 for d in entries), (lang, page)
        games = [d for d in docs if d["location"].startswith(prefix + "games/")]
        assert games and all(d.get("boost", 1) == 1 for d in games)


@pytest.mark.parametrize("html, expected", [
    ('<pl-check op="follow"><form>x</form></pl-check>',
     '<pl-check data-search-exclude op="follow"><form>x</form></pl-check>'),
    ('<pl-shape-check>', '<pl-shape-check data-search-exclude>'),
    ('<div class="pl-example"><p>', '<div class="pl-example" data-search-exclude><p>'),
    ('<p>pl-check is prose</p><div class="pl-examples">', '<p>pl-check is prose</p><div class="pl-examples">'),
])
def test_exclude_widgets(html, expected):
    assert exclude_widgets(html) == expected


def test_split_index_keeps_config_and_order():
    index = {"config": {"lang": ["zh", "en"], "separator": "x"},
             "docs": [{"location": ""}, {"location": "en/"}, {"location": "games/a/"}, {"location": "en/games/a/#b"}]}
    parts = split_index(index)
    assert [d["location"] for d in parts["zh"]["docs"]] == ["", "games/a/"]
    assert [d["location"] for d in parts["en"]["docs"]] == ["en/", "en/games/a/#b"]
    assert parts["zh"]["config"] == index["config"] and parts["en"]["config"]["lang"] == ["en"]
