"""An English page gives a term's Chinese in brackets once (issue 27 §4, decision 47).

English pages name things in English and may give the Chinese once, in brackets after the
English, at its first use where it helps ("open solo (吼牌)"); the walking test
(tests/browser/test_words_walk.py) checks that every bracketed Chinese word is a glossary term.
Here, over the built site's HTML: in the prose of each English page's article, every Chinese
word in brackets appears in brackets at most once. What counts is what ``page_prose`` reads:
code, ``lang="zh"`` text (the glossary's Chinese column) and scripts are left out; card and
seat chips are English words. Verdicts are counted too: the engine's English words carry no
Chinese (tests/engine/test_engine_words.py), so a verdict shown many times on a page cannot
repeat one.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from .page_prose import article_prose

BRACKETED = re.compile(r"\(([^()\n]*[\u3400-\u9fff][^()\n]*)\)")
CHINESE_WORD = re.compile(r"[\u3400-\u9fff][\u3400-\u9fff·]*")


def bracketed_chinese(prose: str) -> Counter:
    """How often each Chinese word stands in brackets in ``prose``."""
    return Counter(word for m in BRACKETED.finditer(prose) for word in CHINESE_WORD.findall(m[1]))


def test_bracketed_chinese_is_counted_per_word():
    prose = "A throw (甩牌) is led; a throw (甩牌, shuaipai) again; trump them (毙/杀); 王 alone."
    assert bracketed_chinese(prose) == Counter({"甩牌": 2, "毙": 1, "杀": 1})


def test_the_prose_leaves_out_code_and_chinese_marked_text():
    html = ('<header>(甩牌)</header><article><p>throw (甩牌)</p><code>(甩牌)</code>'
            '<td lang="zh">甩牌 (甩牌)</td><p>kitty<br>(底牌)</p></article>')
    assert bracketed_chinese(article_prose(html)) == Counter({"甩牌": 1, "底牌": 1})


def test_each_bracketed_chinese_word_once_per_english_page(built_site):
    repeated = {}
    for index in sorted((built_site / "en").rglob("index.html")):
        page = index.parent.relative_to(built_site).as_posix()
        counts = bracketed_chinese(article_prose(index.read_text(encoding="utf-8")))
        twice = {word: n for word, n in counts.items() if n > 1}
        if twice:
            repeated[page] = twice
    assert not repeated, f"Chinese in brackets more than once on a page: {repeated}"
