"""Hostile and malformed requests to the trick-taking ops get coded errors, never an
exception and never the ``internal`` code."""

import json

from hypothesis import given, settings, strategies as st

from engine.api import handle, handle_json

TOKENS = ["S10", "HA", "♦7", "RJ", "BJ", "S7x3", "C2", "D5", "H5", "ZZ", "S1", "x3", "", "大王", "SJ"]
card_text = st.lists(st.sampled_from(TOKENS), max_size=8).map(" ".join)
anything = st.one_of(st.none(), st.booleans(), st.integers(-3, 9), st.text(max_size=6), card_text,
                     st.lists(card_text, max_size=6),
                     st.dictionaries(st.sampled_from(["0", "1", "2", "3", "4", "9", "x"]), card_text,
                                     max_size=5))
trump = st.one_of(anything, st.fixed_dictionaries({
    "rank": st.sampled_from(["2", "5", "10", "J", "A", "1", 5, None]),
    "suit": st.sampled_from(["S", "H", "C", "D", None, "X", 3])}))


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["classify", "follow", "trick", "throw"]),
       st.sampled_from(["zhaopengyou", "shuangsheng"]), trump,
       st.dictionaries(st.sampled_from(["cards", "lead", "hand", "play", "plays", "hands", "leader",
                                        "options"]), anything, max_size=6))
def test_play_ops_never_raise_on_malformed_requests(op, game, trump_value, fields):
    request = {"op": op, "game": game, "trump": trump_value, **fields}
    out = handle(request)
    if out["ok"]:
        json.dumps(out)
        assert out["rule"] and out["explain"]["zh"] and out["explain"]["en"]
    else:
        assert out["error"]["code"] in ("bad_request", "bad_cards", "impossible", "illegal"), out
        assert out["error"]["zh"] and out["error"]["en"]


def test_play_ops_answer_json_text():
    for request in (
        {"op": "classify", "game": "zhaopengyou", "trump": {"rank": "5", "suit": "S"}, "cards": "D4 D4 D6 D6"},
        {"op": "follow", "game": "shuangsheng", "trump": {"rank": "2", "suit": None}, "lead": "H9 H9",
         "hand": "H3 H4 H5 H5", "play": "H3 H4"},
        {"op": "trick", "game": "zhaopengyou", "trump": {"rank": "2", "suit": "S"}, "leader": 2,
         "plays": ["H9", "H10", "S3", "HK", "H5"]},
        {"op": "throw", "game": "shuangsheng", "trump": {"rank": "2", "suit": "S"}, "leader": 1,
         "cards": "HA HK", "hands": {"0": "HQ", "2": "H3", "3": "S4"}},
    ):
        out = json.loads(handle_json(json.dumps(request)))
        assert out["ok"], out


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(TOKENS + ["s10", "T", "HT", "♠A", "S7*2"]),
                          st.sampled_from([" ", "  ", ",", "\t", "，", "\n"])), max_size=10))
def test_play_fast_card_reading_agrees_with_the_notation(parts):
    from engine.cards import parse_cards
    from engine.errors import EngineError
    text = "".join(t + sep for t, sep in parts)
    # A list goes through the general tokenizer; a string tries the canonical fast path first.
    try:
        expected = parse_cards([text])
    except EngineError as err:
        try:
            parse_cards(text)
        except EngineError as again:
            assert again.code == err.code
        else:
            raise AssertionError("the fast path accepted what the general parser refused")
        return
    assert parse_cards(text) == expected
