"""The glossary's one list of terms (widgets/build/glossary.yml, decision 39): the glossary
pages are drawn from it, the engine's names of the kinds of play are its terms, the search
index holds its pinyin, and every arguments page opens with its list of questions."""

from __future__ import annotations

import json
import re

import pytest

from engine import labels
from widgets.build import glossary
from widgets.build.search import titled

HAN = re.compile(r"[\u3400-\u9fff]")


def test_every_term_is_complete():
    for term in glossary.terms():
        assert term["zh"] and term["en"] and term["mean"]["zh"] and term["mean"]["en"], term
        assert term.get("pinyin") and all(re.fullmatch(r"[a-zK0-9]+", w) for w in term["pinyin"]), term
        assert not HAN.search(" ".join(term["en"])), term
        assert term["games"] == "all" or set(term["games"]) <= set(glossary.ALL_GAMES), term


def test_the_engines_kinds_of_play_are_glossary_terms():
    """Every kind the engine names (but 'not a valid play' and a bare joker) is a term, with the
    engine's English among the term's English."""
    rows = {w: term for term in glossary.terms() for w in term["zh"]}
    for code, words in labels.table()["kind"].items():
        if code in ("invalid", "joker"):
            continue
        assert words["zh"] in rows, (code, words)
        assert words["en"] in rows[words["zh"]]["en"], (code, words, rows[words["zh"]]["en"])


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_glossary_page_is_drawn_from_the_list(built_site, lang):
    page = (built_site / ("en/" if lang == "en" else "") / "reference" / "glossary" / "index.html").read_text(encoding="utf-8")
    for term in glossary.terms():
        assert f'<td lang="zh">{"、".join(term["zh"])}</td>' in page, term["zh"]
        assert term["mean"][lang].split("“")[0][:12] in page.replace("&quot;", '"').replace("&#x27;", "'"), term["mean"][lang]


def test_search_words_find_terms_by_their_chinese_and_english():
    assert "shuaipai" in glossary.search_words("甩牌的每个单位", "zh").split()
    assert "tuolaji" in glossary.search_words("Two pairs make a tractor.", "en").split()
    assert not HAN.search(glossary.search_words("Two pairs make a tractor.", "en"))
    assert glossary.search_words("压", "zh") == ""  # one character is inside too many words


def test_titles_carry_the_games_name():
    assert titled("常见争论", "games/wakeng/arguments/") == "挖坑 · 常见争论"
    assert titled("How to play", "en/games/mingan/play/") == "Open-and-Hidden Dou Dizhu · How to play"
    assert titled("常见争论：五人三副牌找朋友", "games/zhaopengyou/arguments/#x") == "常见争论：五人三副牌找朋友"
    assert titled("术语表", "reference/glossary/") == "术语表"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_index_holds_pinyin_and_game_titles(built_site, lang):
    index = json.loads((built_site / "search" / f"search_index.{lang}.json").read_text(encoding="utf-8"))
    games = glossary.data()["games"]
    for doc in index["docs"]:
        m = re.match(r"^(?:en/)?games/([a-z]+)/", doc["location"])
        if m and "#" not in doc["location"]:
            assert games[m[1]]["title"][lang] in doc["title"].replace("\u200b", ""), doc["title"]
    for word in ("shuaipai", "tuolaji", "koudi"):
        assert any(word in d["text"] for d in index["docs"] if "games/" in d["location"]), word


@pytest.mark.parametrize("prefix", ["", "en/"])
@pytest.mark.parametrize("game", glossary.ALL_GAMES)
def test_arguments_pages_open_with_their_questions(built_site, prefix, game):
    html = (built_site / prefix / "games" / game / "arguments" / "index.html").read_text(encoding="utf-8")
    listing = html.index('class="pl-questions"')
    assert listing < html.index("<h2"), game
    article = html[html.index("<article"):]
    questions = re.findall(r'<h3 id="([^"]+)"', article) or re.findall(r'<h2 id="([^"]+)"', article)
    links = re.findall(r'href="#([^"]+)"', html[listing:html.index("</nav>", listing)])
    assert questions and set(questions) <= set(links), (game, set(questions) - set(links))
