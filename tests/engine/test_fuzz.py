"""Hostile input: ``engine.api.handle`` answers everything, raises nothing, never hangs.

Hypothesis throws at every op of every game requests made of junk and near-misses (the site's
own worked examples and sample deals with one field swapped for junk, dropped, nested, or a card
multiplied beyond what the decks hold): tests/engine/fuzz_inputs.py says what, and what every
answer must be. Card fields beyond a deal: test_fuzz_sizes.py; numbers out of every range:
test_fuzz_numbers.py.
"""

from __future__ import annotations

import json
import math

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import games
from engine.api import handle_json

from .fuzz_inputs import (ALL_OPS, CODED, FUZZ, GAME_IDS, check, fields_of, junk, random_request,
                          spoiled_example)

@FUZZ
@given(random_request())
def test_junk_requests_get_an_answer_or_a_coded_error(request):
    check(request)


@FUZZ
@given(spoiled_example())
def test_spoiled_worked_examples_get_an_answer_or_a_coded_error(request):
    check(request)


@FUZZ
@given(st.sampled_from(GAME_IDS), st.sampled_from(ALL_OPS), st.data(), junk)
def test_every_op_of_every_game_survives_a_junk_field(game, op, data, value):
    # a field the op reads (any other is refused before the handler runs)
    field = data.draw(st.sampled_from(fields_of(game, op) or ["cards"]))
    check({"op": op, "game": game, field: value})


@settings(max_examples=100, deadline=None)
@given(st.one_of(st.text(max_size=200), st.binary(max_size=50).map(lambda b: b.decode("latin-1")),
                 junk.map(lambda v: json.dumps(v, allow_nan=True))))
def test_the_workers_entry_point_answers_any_text(text):
    """``handle_json`` is what the browser calls: any text in, JSON out."""
    answer = handle_json(text)
    answer.encode("utf-8")  # strict: the worker's text is valid UTF-8, even for a lone surrogate in
    out = json.loads(answer)
    assert out["ok"] is True or out["error"]["code"] in CODED, (text, out)


def test_non_objects_and_huge_requests():
    for request in (None, 1, "classify", [], [{"op": "classify"}], math.nan, {"op": None}):
        assert check(request)["ok"] is False
    # too long to be one player's cards: refused by its length, before it is split
    assert check({"op": "classify", "game": "mingan", "cards": "S3 " * 100_000})["error"]["code"] == "impossible"
    assert json.loads(handle_json(" " * 300_000))["error"]["code"] == "bad_request"
    deep = {}
    for _ in range(5000):
        deep = {"deal": deep}
    assert check({"op": "replay", "game": "wushik", "deal": deep})["ok"] is False


def test_impossible_multi_deck_counts_are_impossible():
    """More copies than the decks hold: each game knows its decks."""
    for game, cards in (("wakeng", "S3 S3"), ("mingan", "S3 S3 S3"), ("wushik", "S3 S3 S3"),
                        ("shuangsheng", "S3 S3 S3"), ("zhaopengyou", "S3 S3 S3 S3")):
        request = {"op": "classify", "game": game, "cards": cards}
        if games.GAMES[game].family == "tractor":
            request["trump"] = {"rank": "2", "suit": "S"}
        assert check(request)["error"]["code"] == "impossible", (game, cards)
