"""A verdict names the house rule that decided it (issue 27, point 2; engine/decided.py).

For every option of every game and each of its non-default choices, every rule example of that
game (the requests the rulings pages show) is answered under that choice and under the default:
where the verdicts differ, the explanation under the choice names the option and its choice in
words, in both languages, and ``decided_by`` cites the option's ruling; where they do not, the
option is not named. Also: several options at once, options a deal record carries, and the
answer under default options stays as it was (no ``decided_by``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.api import handle
from engine.games import GAMES
from engine.option_words import choice_words, words_of

ROOT = Path(__file__).resolve().parents[2]
WORDS_ONLY = {"explain", "rule", "rules", "decided_by"}


def _same(a, b) -> bool:
    return type(a) is type(b) and a == b


def _cases() -> list[tuple]:
    out = []
    for g in GAMES.values():
        examples = [e for r in g.rules() for e in r.examples]
        for option in g.options():
            for choice in option.choices:
                if not _same(choice, option.default):
                    out.append((g.id, option, choice, examples))
    return out


CASES = _cases()


def _verdict(answer: dict) -> dict:
    return {k: v for k, v in answer.items() if k not in WORDS_ONLY}


def _ask(game: str, example: dict, name: str, value) -> dict:
    options = {**(example.get("options") or {}), name: value}
    return handle({"game": game, **example, "options": options})


def test_every_option_is_tried():
    assert len({(g, o.name) for g, o, _, _ in CASES}) == sum(len(g.options()) for g in GAMES.values())


@pytest.mark.parametrize(("game", "option", "choice", "examples"), CASES,
                         ids=[f"{g}.{o.name}={c}" for g, o, c, _ in CASES])
def test_examples_under_a_house_rule_name_it_where_it_decides(game, option, choice, examples):
    title = words_of(option.name)["title"]
    words = choice_words(option.name, choice)
    for example in examples:
        answer = _ask(game, example, option.name, choice)
        default = _ask(game, example, option.name, option.default)
        if not answer.get("ok"):     # a refusal names the house rule where the default answers
            said = [d for d in answer["error"].get("decided_by", []) if d["option"] == option.name]
            others = {k: v for k, v in (example.get("options") or {}).items() if k != option.name}
            if default.get("ok") and not others:
                assert said and said[0]["ruling"] == option.ruling, (example, answer)
                assert all(title[i] in answer["error"][lang] for i, lang in enumerate(("zh", "en")))
            elif not default.get("ok"):
                assert not said, (example, "the default refuses it too, yet the option is named")
            continue
        named = [d for d in answer.get("decided_by", []) if d["option"] == option.name]
        decided = _verdict(answer) != _verdict(default)
        others = {k: v for k, v in (example.get("options") or {}).items() if k != option.name}
        if decided and not others:
            assert named, (example, "the verdict differs from the default's, but the option is not named")
        if named:
            assert decided, (example, "named, yet the default gives the same verdict")
            said = named[0]
            assert said["ruling"] == option.ruling and _same(said["value"], choice)
            for i, lang in enumerate(("zh", "en")):
                text = answer["explain"][lang]
                assert title[i] in text and words[i] in text, (lang, text)
                assert said[lang] in text
        elif not decided:
            assert all(title[i] not in answer["explain"][lang] for i, lang in enumerate(("zh", "en")))


@pytest.mark.parametrize(("game", "option", "choice", "examples"), CASES,
                         ids=[f"{g}.{o.name}={c}" for g, o, c, _ in CASES])
def test_some_rule_example_shows_each_house_rule_deciding(game, option, choice, examples):
    """Each non-default choice decides at least one rule example (and is named there), so the
    ruling's examples show what the house rule changes (issue 27's Tests; decision 53)."""
    decided = [e for e in examples
               if any(d["option"] == option.name for d in _ask(game, e, option.name, choice).get("decided_by", []))]
    assert decided, (game, option.name, choice, "no rule example shows this house rule deciding")


def test_a_default_request_is_not_annotated():
    answer = handle({"op": "classify", "game": "zhaopengyou", "trump": {"rank": "5", "suit": "S"},
                     "cards": "D4 D4 D6 D6"})
    assert "decided_by" not in answer and "房规" not in answer["explain"]["zh"]


def test_the_issue_example_says_the_house_rule_made_it_a_throw():
    answer = handle({"op": "classify", "game": "zhaopengyou", "trump": {"rank": "5", "suit": "S"},
                     "cards": "D4 D4 D6 D6", "options": {"tractor_min_pairs": 3}})
    assert answer["shape"] == "throw"
    assert "「拖拉机最少几对：三对」" in answer["explain"]["zh"]
    assert "“Pairs in a tractor: 3 pairs”" in answer["explain"]["en"]
    assert answer["decided_by"][0]["ruling"] == "zhaopengyou.ruling.tractor_length"


def test_a_refusal_the_house_rule_made_names_it():
    """「只算黑桃」 leaves 75 points: a total the default rules score is refused, and the refusal
    says the house rule did it (issue 27 §2); one the defaults refuse too names nothing."""
    score = {"op": "score", "game": "zhaopengyou", "trump": {"rank": "2", "suit": "S"}, "points": 95,
             "kitty_points": 40, "last_trick": {"winner": "attackers", "cards": "HA HA"}, "solo": False}
    assert handle(score)["ok"] is True
    refused = handle({**score, "options": {"point_suits": "spades"}})["error"]
    assert [d["option"] for d in refused["decided_by"]] == ["point_suits"]
    assert "只算黑桃" in refused["zh"] and "spades only" in refused["en"]
    both = handle({**score, "options": {"point_suits": "spades", "tractor_min_pairs": 3}})["error"]
    assert [d["option"] for d in both["decided_by"]] == ["point_suits"]
    everywhere = handle({**score, "points": 400, "options": {"point_suits": "spades"}})["error"]
    assert "decided_by" not in everywhere and "房规" not in everywhere["zh"]


def test_of_several_options_only_the_deciding_one_is_named():
    answer = handle({"op": "classify", "game": "zhaopengyou", "trump": {"rank": "5", "suit": "S"},
                     "cards": "D4 D4 D6 D6", "options": {"tractor_min_pairs": 3, "throw_units": "tractor_first"}})
    assert [d["option"] for d in answer["decided_by"]] == ["tractor_min_pairs"]


def test_an_option_the_deal_record_carries_is_named():
    record = json.loads((ROOT / "engine/tractor/samples/zpy_big_kitty.json").read_text())
    plain = handle({"op": "replay", "game": "zhaopengyou", "deal": record})
    carried = handle({"op": "replay", "game": "zhaopengyou",
                      "deal": {**record, "options": {"point_suits": "spades"}}})
    assert "decided_by" not in plain
    assert [d["option"] for d in carried["decided_by"]] == ["point_suits"]
    assert "只算黑桃" in carried["explain"]["zh"] and "spades only" in carried["explain"]["en"]
