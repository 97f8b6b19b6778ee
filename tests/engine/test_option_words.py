"""Every house-rule option has its words (engine/option_words.py), in both languages, with no
code inside, and the rules op sends them (issue 12, point 2)."""

import re

import pytest

from engine import games
from engine.api import handle

ALL = [(g, o) for g in games.GAMES for o in handle({"op": "rules", "game": g})["options"]]
CODE = re.compile(r"[A-Za-z]+_[A-Za-z_]+|\b(?:True|False|None)\b")


def test_every_game_lists_its_options():
    assert len(ALL) == 42


@pytest.mark.parametrize(("game", "option"), ALL, ids=[f"{g}.{o['name']}" for g, o in ALL])
def test_option_has_title_choice_words_badge_and_ops(game, option):
    texts = [option["title"]]
    declared = [c for c in next(o for o in games.options(game) if o.name == option["name"]).choices]
    assert [c["value"] for c in option["choices"]] == declared
    texts += option["choices"]
    non_default = [c["value"] for c in option["choices"]
                   if not (type(c["value"]) is type(option["default"]) and c["value"] == option["default"])]
    assert [b["value"] for b in option["badge"]] == non_default and non_default
    texts += option["badge"]
    for text in texts:
        for lang in ("zh", "en"):
            said = text[lang]
            assert isinstance(said, str) and said.strip(), (option["name"], lang)
            assert not CODE.search(said), (option["name"], lang, said)
        assert re.search(r"[\u4e00-\u9fff]", text["zh"]), text
        assert not re.search(r"[\u4e00-\u9fff]", text["en"]), text
        assert '"' not in text["zh"]
    for b in option["badge"]:
        assert b["zh"].startswith("房规：") and b["en"].startswith("House rule: ")
    ops = handle({"op": "rules", "game": game})["ops"]
    assert option["ops"] and "rules" not in option["ops"]
    assert set(option["ops"]) <= set(ops), set(option["ops"]) - set(ops)


@pytest.mark.parametrize(("game", "option"), ALL, ids=[f"{g}.{o['name']}" for g, o in ALL])
def test_option_words_titles_differ_within_a_game(game, option):
    titles = [o["title"]["en"] for g, o in ALL if g == game]
    assert titles.count(option["title"]["en"]) == 1
