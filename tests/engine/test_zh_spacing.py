"""Chinese sentences set cards off by spaces, but a joker's name meets a Chinese word with none
(engine.text.zh_spaced): 大王不行, not 大王 不行; ♠5 不行 and 大王 小王 keep their spaces."""

from __future__ import annotations

import re

import pytest

from engine.api import handle
from engine.text import zh_spaced

# A joker's name and a Chinese word (not the other joker) with a space between them.
SEAM = re.compile(r"[\u4e00-\u9fff](?<![大小]王) [大小]王|[大小]王 (?![大小]王)[\u4e00-\u9fff]")


@pytest.mark.parametrize("before,after", [
    ("，大王 不行。", "，大王不行。"), ("翻底牌第 3 张 小王，是", "翻底牌第 3 张小王，是"),
    ("手里没有 大王 小王。", "手里没有大王 小王。"), ("♠5♠5 不行。", "♠5♠5 不行。"),
    ("♥A 大王 小王 ♠2", "♥A 大王 小王 ♠2"), ("座位 3 手里没有 ♠10。", "座位 3 手里没有 ♠10。"),
])
def test_a_jokers_name_runs_into_chinese_words(before, after):
    assert zh_spaced(before) == after
    assert not SEAM.search(after)


@pytest.mark.parametrize("request_", [
    {"op": "bid", "game": "zhaopengyou", "bids": [], "bid": {"seat": 0, "cards": "RJ"}},
    {"op": "bid", "game": "zhaopengyou", "bids": [], "bid": {"seat": 0, "cards": "BJ BJ"}},
    {"op": "classify", "game": "mingan", "cards": "BJ"},
    {"op": "classify", "game": "mingan", "cards": "RJ"},
    {"op": "follow", "game": "zhaopengyou", "trump": {"rank": "5", "suit": "S"}, "lead": "D4",
     "hand": "D6 S3", "play": "RJ"},
    {"op": "settle", "game": "mingan", "first_out": 0, "landlord": 0, "bombs": ["RJ S3"], "partner": 1},
])
def test_engine_sentences_with_a_joker(request_):
    out = handle(request_)
    zh = out["explain"]["zh"] if out["ok"] else out["error"]["zh"]
    assert ("大王" in zh or "小王" in zh) and not SEAM.search(zh), zh
