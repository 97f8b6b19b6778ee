"""engine.api.handle: the contract's envelope — never raises, coded errors (the CLI: test_cli)."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.api import handle, handle_json
from engine.games import GAMES, all_rules
from engine.labels import LABELS, label
from widgets.render.live import answer


@pytest.mark.parametrize("request_, code", [
    (None, "bad_request"), ([], "bad_request"), ("classify", "bad_request"), ({}, "bad_request"),
    ({"op": 3}, "bad_request"), ({"op": "classify"}, "bad_request"),
    ({"op": "classify", "game": "bridge"}, "bad_request"),
    ({"op": "fly", "game": "zhaopengyou"}, "bad_request"),
    ({"op": "rules", "game": "wakeng", "options": {"no_such_option": True}}, "bad_request"),
    ({"op": "rules", "game": "wakeng", "options": []}, "bad_request"),
    ({"op": "parse", "cards": "S10 Q9"}, "bad_cards"),
    ({"op": "parse", "cards": 12}, "bad_request"),
])
def test_bad_requests_get_coded_errors_in_both_languages(request_, code):
    response = handle(request_)
    assert response["ok"] is False
    assert response["error"]["code"] == code
    assert response["error"]["zh"] and response["error"]["en"]


def test_an_op_the_game_does_not_have_is_unsupported():
    response = handle({"op": "settle", "game": "zhaopengyou"})
    assert response["error"]["code"] == "unsupported"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_rules_lists_exactly_the_ops_a_game_answers(game):
    # An op listed by `rules` is never answered "unsupported"; every known op it does not
    # list is, in the same words as any op the game lacks (shuangsheng listed `friend`).
    from engine.api import KNOWN_OPS
    listed = set(handle({"op": "rules", "game": game})["ops"])
    for op in sorted(KNOWN_OPS | listed):
        error = handle({"op": op, "game": game}).get("error") or {}
        if op in listed:
            assert error.get("code") != "unsupported", (game, op, error)
        else:
            assert error["code"] == "unsupported", (game, op, error)
            assert error["en"].startswith(f"{GAMES[game].en} cannot answer “{label('op', op, 'en')}”. "), error
            assert error["op"] == op and sorted(error["ops"]) == sorted(listed), error
            assert all(label("op", o, "en") in error["en"] and label("op", o, "zh") in error["zh"] for o in listed)


def test_an_op_the_game_lacks_is_refused_in_the_ops_words():
    """Every op has its words (engine.labels, "op"), and the refusal says them, never a code."""
    from engine.api import GAMELESS, KNOWN_OPS
    every = KNOWN_OPS | {"rules"} | {o for g in GAMES for o in handle({"op": "rules", "game": g})["ops"]}
    assert every - set(GAMELESS) <= set(LABELS["op"]), every - set(LABELS["op"])
    error = handle({"op": "settle", "game": "shuangsheng"})["error"]
    assert error["zh"] == ("双升·反到底超级版不能回答「一局的输赢」。它能回答：规则与选项、牌型、跟牌合不合规、甩牌成不成、"
                           "一轮谁大、叫牌、一局打完怎么升级、检查一整局、练习题、随机发一局、替其他座位打下去、记一整场。"), error
    for game in GAMES:
        for op in sorted(KNOWN_OPS):
            error = handle({"op": op, "game": game}).get("error") or {}
            if error.get("code") == "unsupported":
                zh = error["zh"].replace(GAMES[game].zh, "")
                assert not re.search(r"[A-Za-z_]", zh) and not re.search(r"\bops?\b|'", error["en"]), error


def test_shuangsheng_has_no_friend_op():
    assert "friend" not in handle({"op": "rules", "game": "shuangsheng"})["ops"]
    assert "friend" in handle({"op": "rules", "game": "zhaopengyou"})["ops"]


def test_rules_lists_every_game_with_its_options_and_rules():
    for game in GAMES:
        response = handle({"op": "rules", "game": game})
        assert response["ok"], response
        assert response["game"]["id"] == game
        assert "rules" in response["ops"]
        for rule in response["rules"]:
            assert rule["title"]["zh"] and rule["title"]["en"], rule["id"]


def test_rule_ids_are_unique_and_name_their_game():
    for rule_id, rule in all_rules().items():
        head = rule_id.split(".")[0]
        assert head in GAMES or head in ("tractor", "climbing"), rule_id


def test_handle_json_round_trip_and_bad_json():
    out = json.loads(handle_json('{"op": "parse", "cards": "ha s10"}'))
    assert out["ok"] and out["cards"] == "HA S10"
    bad = json.loads(handle_json("{not json"))
    assert bad["error"]["code"] == "bad_request"


def test_handle_json_writes_valid_utf8_even_for_a_lone_surrogate():
    # "\ud800" is valid JSON text, but no UTF-8 can carry the character it stands for:
    # the answer echoes it as its JSON escape, and everything else stays readable.
    text = handle_json('{"op": "parse", "cards": "\\ud800 大王"}')
    text.encode("utf-8")  # strict
    assert "\\ud800" in text and "大王" in text
    assert json.loads(text)["error"]["token"] == "\ud800"
    pair = handle_json('{"op": "parse", "cards": "\\udc80\\ud800"}')
    assert json.loads(pair)["error"]["token"] == "\udc80\ud800"


def test_the_workers_entry_answers_valid_utf8_even_for_a_lone_surrogate():
    # The worker calls widgets.render.live.answer (answer and HTML in one call): the HTML
    # echoes the card it could not read, so it is held to handle_json's guarantee too.
    for draw in ("verdict", "replay"):
        text = answer('{"op": "classify", "game": "wushik", "cards": "\\ud800"}',
                      json.dumps({"lang": "en", "root": "/", "draw": draw}))
        text.encode("utf-8")  # strict
        assert json.loads(text)["response"]["error"]["token"] == "\ud800"


def test_a_request_nested_too_deeply_is_a_bad_request_as_text_and_as_data():
    # 3,000 nested brackets in a share link once crashed Pyodide (its stack is smaller than
    # CPython's); the engine and the page both refuse anything deeper than MAX_DEPTH.
    from engine.api import MAX_DEPTH, TOO_DEEP, handle_text, text_depth
    deep = '{"op": "parse", "cards": "S3", "x": ' + "[" * 3000 + "]" * 3000 + "}"
    for out in (handle_text(deep), json.loads(handle_json(deep))):
        assert out["error"] == {"code": "bad_request", "zh": TOO_DEEP[0], "en": TOO_DEEP[1]}
    nested = {"op": "parse", "cards": "S3"}
    for _ in range(MAX_DEPTH - 1):
        nested = {"op": "parse", "cards": "S3", "x": nested}
    # as deep as a request may be: refused for its unknown field ``x``, not for its depth
    assert handle(nested)["error"]["field"] == "x" and text_depth(json.dumps(nested)) == MAX_DEPTH
    assert handle({"op": "parse", "x": nested})["error"]["en"] == TOO_DEEP[1]
    assert handle_text(json.dumps({"x": nested}))["error"]["en"] == TOO_DEEP[1]
    assert text_depth('{"a": "[[[{{{", "b": ["\\"]"]}') == 2


def _depth(value) -> int:
    if isinstance(value, dict):
        return 1 + max(map(_depth, value.values()), default=0)
    if isinstance(value, list):
        return 1 + max(map(_depth, value), default=0)
    return 0


_TRICKY = st.text(alphabet='[]{}"\\ab')  # brackets, quotes and backslashes inside strings


@settings(max_examples=400, deadline=None)
@given(st.recursive(st.none() | st.integers() | _TRICKY,
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_TRICKY, inner, max_size=4)),
       st.sampled_from([None, 1]), st.booleans())
def test_text_depth_is_the_nesting_of_any_json_text(value, indent, ascii_only):
    """text_depth counts brackets outside strings without parsing: on any JSON text, however
    its strings hold brackets, quotes and backslashes, it is the value's own nesting."""
    from engine.api import text_depth
    assert text_depth(json.dumps(value, indent=indent, ensure_ascii=ascii_only)) == _depth(value)


def _nest(value, depth: int):
    for _ in range(depth):
        value = {"op": "parse", "cards": "S3", "x": [value]}
    return value


@settings(max_examples=200, deadline=None)
@given(st.recursive(st.none() | st.integers(min_value=-10 ** 60, max_value=10 ** 60) | _TRICKY,
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_TRICKY, inner, max_size=3)),
       st.integers(min_value=0, max_value=20), st.sampled_from(["parse", "classify", "games"]))
def test_a_request_as_json_text_is_answered_as_the_same_request_as_data(value, depth, op):
    """handle_text skips _check_size (text_depth and json.loads bound the text as it would):
    a request's text and its data get the same answer, however deep and whatever it holds."""
    from engine.api import handle_text
    request = {"op": op, "game": "wushik", "cards": "S3 S3", "x": _nest(value, depth)}
    assert handle_text(json.dumps(request)) == handle(request)


def test_a_whole_number_too_long_for_json_is_refused_as_data_and_as_text():
    from engine.api import MAX_DIGITS, handle_text
    request = {"op": "parse", "cards": "S3", "x": 10 ** MAX_DIGITS}
    assert f"more than {MAX_DIGITS} digits" in handle(request)["error"]["en"]
    text = '{"op": "parse", "cards": "S3", "x": 1' + "0" * MAX_DIGITS + "}"
    assert handle_text(text)["error"]["code"] == "bad_request"


def test_the_page_refuses_too_large_or_too_deep_text_in_the_engines_words():
    """engine-client.js bounds the text before it reaches Pyodide: same limits, same words."""
    from pathlib import Path

    from engine.api import MAX_DEPTH, MAX_REQUEST_CHARS, TOO_DEEP, TOO_LARGE
    js = (Path(__file__).resolve().parents[2] / "widgets" / "js" / "engine-client.js").read_text(encoding="utf-8")
    assert f"const MAX_REQUEST_CHARS = {MAX_REQUEST_CHARS:_};" in js
    assert f"const MAX_DEPTH = {MAX_DEPTH};" in js
    # its words: widgets/js/words.js, written from engine.api by widgets/build/script_words.py
    words = (Path(__file__).resolve().parents[2] / "widgets" / "js" / "words.js").read_text(encoding="utf-8")
    assert "SCRIPT_WORDS.client" in js
    for zh, en in (TOO_LARGE, TOO_DEEP):
        assert json.dumps(zh, ensure_ascii=False) in words and json.dumps(en) in words
