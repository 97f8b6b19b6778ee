"""Strict requests (issue 28, point 3): every op refuses a field it does not read, at any depth,
in words, naming the field and the one it probably meant, before any work is done. The fields
are declared as data (engine/request_fields.py; each game's ``request_fields.py``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import games
from engine.api import handle, handle_json
from engine.request_fields import declared

ROOT = Path(__file__).resolve().parents[2]
TRUMP = {"rank": "2", "suit": "S"}


def _record(name: str, family: str = "climbing") -> dict:
    return json.loads((ROOT / f"engine/{family}/samples" / name).read_text(encoding="utf-8"))


def _deep(record: dict, field: str, *at: int, **more) -> dict:
    """``record`` with ``more`` added to the step ``record[field][at…]`` (a copy)."""
    record = json.loads(json.dumps(record))
    place = record[field]
    for i in at:
        place = place[i]
    place.update(more)
    return record


def refused(request: dict) -> dict:
    out = handle(request)
    assert out["ok"] is False and out["error"]["code"] == "bad_request", out
    assert json.loads(handle_json(json.dumps(request))) == out      # the worker answers the same
    return out["error"]


@pytest.mark.parametrize("request_, field, meant", [
    # the measurements: each was answered ok, with a changed verdict and no word
    ({"op": "friend", "game": "zhaopengyou", "call": {"card": "HA", "nth": 2}, "banker": 0,
      "plays": [{"seat": 1, "cards": "HA"}], "finished": True}, "finished", "complete"),
    ({"op": "replay", "game": "wakeng", "deal": {**{k: v for k, v in _record("wakeng-3p.json").items() if k != "plays"},
                                                  "play": _record("wakeng-3p.json")["plays"]}}, "deal.play", "plays"),
    ({"op": "settle", "game": "mingan", "landlord": 0, "partner": 1, "first_out": 0, "optoins": {"fan": "linear"}},
     "optoins", "options"),
    ({"op": "settle", "game": "wushik", "banker": 0, "partner": 2, "order": [0, 2], "points": {"0": 100},
      "bomb": ["S5 S5 S5 S5"]}, "bomb", "bombs"),
    # at every depth: a step of a record, an item of the bids, a declared reading, a house rule
    ({"op": "replay", "game": "wushik", "deal": {**_record("wushik-partner.json"),
                                                 "plays": [{"seat": 0, "crads": "S3"}]}}, "deal.plays[0].crads", "cards"),
    ({"op": "bid", "game": "shuangsheng", "bids": [{"seat": 1, "cards": "H2"}, {"set": 2, "cards": "S2"}]},
     "bids[1].set", "seat"),
    # deep in a whole record (the walk writes a place's path only for the field it refuses)
    ({"op": "replay", "game": "zhaopengyou", "table": True, "deal": _deep(_record("zpy_big_kitty.json", "tractor"),
                                                                          "tricks", 3, 1, sat=1)},
     "deal.tricks[3][1].sat", "seat"),
    ({"op": "replay", "game": "wushik", "deal": _deep(_record("wushik-hou.json"), "plays", 5, **{"as": {"kidn": "single"}})},
     "deal.plays[5].as.kidn", "kind"),
    ({"op": "beats", "game": "wushik", "previous": "S3", "play": "S4", "play_as": {"kidn": "single"}},
     "play_as.kidn", "kind"),
    ({"op": "classify", "game": "wushik", "cards": "S3", "options": {"four_joker": "highest"}},
     "options.four_joker", "four_jokers"),
    ({"op": "replay", "game": "mingan", "deal": {**_record("mingan-5p.json"), "options": {"fna": "linear"}}},
     "deal.options.fna", "fan"),
    ({"op": "trick", "game": "zhaopengyou", "trump": {"rank": "2", "siut": "S"}, "leader": 0, "plays": ["S3"]},
     "trump.siut", "suit"),
    ({"po": "parse", "cards": "S3"}, "po", "op"),
    ({"op": "classify", "gmae": "wushik", "cards": "S3"}, "gmae", "game"),
])
def test_a_misspelt_field_is_refused_with_the_field_meant(request_, field, meant):
    error = refused(request_)
    assert (error["field"], error["meant"]) == (field, meant)
    assert f"「{meant}」" in error["zh"] and f"“{meant}”" in error["en"]


def test_a_field_nothing_is_close_to_is_refused_with_what_may_be_there():
    error = refused({"op": "classify", "game": "wakeng", "cards": "S3", "colour": "red"})
    assert error["field"] == "colour" and "meant" not in error
    assert error["known"] == ["cards", "game", "op", "options"]
    assert error["en"] == "The request has no field “colour”. It may hold: cards, game, op, options."


def test_the_whole_request_is_checked_before_any_work():
    # cards that do not parse, a seat out of range: the unknown field is what is refused
    error = refused({"op": "throw", "game": "zhaopengyou", "trump": TRUMP, "leader": 9, "cards": "ZZ",
                     "hands": {"1": "H3"}, "handz": {}})
    assert error["field"] == "handz" and error["meant"] == "hands"


def test_a_field_of_another_game_is_refused():
    # shuangsheng's team levels are no field of zhaopengyou's score, nor wakeng's previous_as
    assert refused({"op": "score", "game": "zhaopengyou", "team_levels": ["2", "2"]})["field"] == "team_levels"
    assert refused({"op": "beats", "game": "wakeng", "previous": "S3", "play": "S4",
                    "previous_as": {"kind": "single"}})["field"] == "previous_as"


def test_an_op_a_game_lacks_is_still_unsupported():
    assert handle({"op": "follow", "game": "wakeng", "lead": "D3", "whatever": 1})["error"]["code"] == "unsupported"


@pytest.mark.parametrize("game", sorted(games.GAMES))
def test_every_op_of_every_game_declares_its_fields(game):
    for op in ("rules", *games.op_names(game)):
        assert {"op", "game", "options"} <= set(declared(game, op).fields), (game, op)


def test_a_record_lists_no_more_bids_than_any_list_may_hold():
    record = json.loads((ROOT / "engine/tractor/samples/zpy_failed_throw.json").read_text(encoding="utf-8"))
    error = refused({"op": "replay", "game": "zhaopengyou", "deal": {**record, "bids": record["bids"] * 1001}})
    assert (error["field"], error["cap"]) == ("bids", 1000)
