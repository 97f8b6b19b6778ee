"""The engine's words in both languages (issue 27 §4, decision 47), over what it says: every
label, every game's rules, options and rule examples, every worked example and sample deal,
practice questions and their grades, and a random deal with its replay.

- Its English carries no Chinese: a verdict cites its rule by title and is shown wherever the
  page shows it, so a bracketed Chinese term in it would repeat on an English page (the page's
  own prose gives a term's Chinese once; the rule index adds a rule's Chinese name to its
  entry, widgets/build/rulebook.py).
- Its Chinese reads as players say it: the translated-sounding turns rewritten in decision 47
  (and 39) do not come back. Each pattern below names what it was and what players say.
"""

from __future__ import annotations

import functools
import re

import pytest

from engine import labels
from engine.api import handle
from engine.games import GAMES
from tests.engine.test_plain_answers import requests as examples_and_samples

HAN = re.compile(r"[\u3400-\u9fff]")

# (pattern, what it catches: words the engine once said, what players say instead)
CALQUES = [
    (re.compile(r"[，（](?:单张|对子|三张)，?\s*(?:10|[2-9JQKA]) 大"), "♥Q（单张，Q 大）", "♥Q（单张）"),
    (re.compile(r"正确答案是|答案是(?!对的)"), "答错了：正确答案是 ♥2", "以下任一都对：♥2、♥5"),
    (re.compile(r"(?:10|[2-9JQKA]|[大小]王) (?:更大|较小|更小)[；。]"), "座位 1 ♣9 更大；座位 3 ♣3 较小。",
     "座位 1 出 ♣9，管上；座位 3 出 ♣3，管不上。"),
    (re.compile(r"赢这一轮，得 "), "座位 2 赢这一轮，得 5 分（♣5）。", "这一轮座位 2 最大，收 5 分（♣5）。"),
    (re.compile(r"毙得(?:更大|较小)"), "座位 3 出 ♠5，毙得更大", "座位 3 出 ♠5，盖毙"),
    (re.compile(r"需要的牌型：|跟得合规"), "这手跟得合规（需要的牌型：无）。", "这样跟可以。"),
    (re.compile(r"分解为"), "甩牌（红桃），分解为 对子 ♥A♥A + 单张 ♥K。", "甩牌（红桃），拆成 对子 ♥A♥A + 单张 ♥K。"),
    (re.compile(r"每一步都合规则"), "一共 9 轮，每一步都合规则。", "一共 9 轮，每一步都合规。"),
    (re.compile(r"会被拒绝|被扣除|只能被"), "只能被更大的四头压", "只有更大的四头压得住"),
    (re.compile(r"（[^（）]*（"), "♠5♠10♠K（同花五十K（黑桃））", "♠5♠10♠K（黑桃同花五十K）"),
    (re.compile(r"的[^，。；：、？！（）「」\n]{0,10}的[^，。；：、？！（）「」\n]{0,10}的"),
     "桌上的分归这一轮目前最大的那手牌的主人", "桌上的分归这一轮眼下最大的那一家"),
    (re.compile(r"谁赢下这一轮"), "这一轮谁大（谁赢下这一轮）？", "这一轮谁大？"),
]


def words(value):
    """Every (zh, en) pair in an answer: a dict holding both as strings."""
    if isinstance(value, dict):
        if isinstance(value.get("zh"), str) and isinstance(value.get("en"), str):
            yield value["zh"], value["en"]
        for item in value.values():
            yield from words(item)
    elif isinstance(value, list):
        for item in value:
            yield from words(item)


def _answers():
    yield labels.table()
    for game in GAMES:
        rules = handle({"op": "rules", "game": game})
        yield rules
        for rule in rules["rules"]:
            for example in rule.get("examples") or []:
                yield handle({"game": game, **example})
        for seed in range(12):
            question = handle({"op": "drill", "game": game, "seed": seed})
            yield question
            if question.get("ok") and question.get("solution") is not None:
                yield handle({"op": "drill", "game": game, "seed": seed, "kind": question["kind"],
                              "level": question["level"], "answer": question["solution"]})
        deal = handle({"op": "simulate", "game": game, "seed": 3})
        yield deal
        if deal.get("ok"):
            yield handle({"op": "replay", "game": game, "deal": deal["deal"], "table": True})
    for request in examples_and_samples():
        yield handle(request)


@functools.cache
def engine_words() -> tuple[tuple[str, str], ...]:
    return tuple(sorted({pair for answer in _answers() for pair in words(answer)}))


def test_the_corpus_is_wide():
    assert len(engine_words()) > 2000


def test_the_engines_english_carries_no_chinese():
    leaks = [en for _, en in engine_words() if HAN.search(en)]
    assert not leaks, leaks[:20]


@pytest.mark.parametrize("pattern,was,say", CALQUES, ids=[c[1] for c in CALQUES])
def test_the_engines_chinese_has_no_calque(pattern, was, say):
    found = [zh for zh, _ in engine_words() if pattern.search(zh)]
    assert not found, f"「{was}」 came back (players say 「{say}」): {found[:5]}"


@pytest.mark.parametrize("pattern,was,say", CALQUES, ids=[c[1] for c in CALQUES])
def test_each_pattern_catches_what_it_names(pattern, was, say):
    assert pattern.search(was) and not pattern.search(say), (was, say)
