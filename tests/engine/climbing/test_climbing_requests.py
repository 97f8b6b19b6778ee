"""One reader of requests (engine.fields) in every climbing game: seats read the same way
(an int or its ASCII digits), numbers bounded (a huge base is a bad request, never an
internal error), cards checked against the decks together (mingan's bombs as wushik's)."""

import json
from pathlib import Path

import pytest

from engine.api import handle

SAMPLES = Path(__file__).resolve().parents[3] / "engine" / "climbing" / "samples"
SETTLE = {
    "wakeng": {"players": 3, "digger": 0, "bid": 2, "first_out": 0},
    "mingan": {"players": 5, "landlord": 0, "partner": 2, "first_out": 0},
    "wushik": {"mode": "partner", "banker": 0, "partner": 2, "order": [0, 2],
               "points": {"0": 100, "2": 100}},
}
SEAT = {"wakeng": "digger", "mingan": "landlord", "wushik": "banker"}


def settle(game, **change):
    return handle({"op": "settle", "game": game, **{**SETTLE[game], **change}})


@pytest.mark.parametrize("game", sorted(SETTLE))
def test_a_seat_is_an_int_or_its_digits_in_every_game(game):
    assert settle(game)["ok"]
    as_text = settle(game, **{SEAT[game]: "0"})
    assert as_text["ok"] and as_text["payouts"] == settle(game)["payouts"]
    for bad in ("x", -1, 9, True, 0.0, "²"):
        out = settle(game, **{SEAT[game]: bad})
        assert out["ok"] is False and out["error"]["code"] == "bad_request", (bad, out)


@pytest.mark.parametrize("game", ["mingan", "wushik"])
@pytest.mark.parametrize("base", [10**309, -(10**309), 1e308, float("inf"), 10**10])
def test_a_huge_base_is_a_bad_request(game, base):
    out = settle(game, base=base)
    assert out["ok"] is False and out["error"]["code"] == "bad_request", out
    name = {"mingan": "mingan-5p", "wushik": "wushik-partner"}[game]
    record = json.loads((SAMPLES / f"{name}.json").read_text(encoding="utf-8"))
    out = handle({"op": "replay", "game": game, "deal": {**record, "base": base}})
    assert out["ok"] is False and out["error"]["code"] == "bad_request", out


def test_huge_points_for_a_title_are_a_bad_request():
    out = handle({"op": "level", "game": "wakeng", "points": 10**309})
    assert out["error"]["code"] == "bad_request"


@pytest.mark.parametrize("game, bombs", [
    ("mingan", ["S9 H9 C9 D9", "S9 H9 C9 D9", "S9 H9 C9 D9"]),
    ("mingan", ["S9 S9 S9 H9"]),
    ("wushik", ["S7x3"]),
])
def test_bombs_hold_no_card_more_often_than_the_decks(game, bombs):
    change = {"bombs": bombs} if game == "mingan" else {"mode": "anjiao", "order": [0], "bombs": bombs}
    out = settle(game, **change)
    assert out["ok"] is False and out["error"]["code"] == "impossible", out


def test_two_bombs_of_the_same_cards_fit_in_two_decks():
    out = settle("mingan", bombs=["S9 H9 C9 D9", "S9 H9 C9 D9"])
    assert out["ok"] and out["multiplier"] == 4


@pytest.mark.parametrize("name", ["wakeng-3p", "mingan-5p", "wushik-partner"])
def test_a_step_seat_may_be_written_as_digits(name):
    record = json.loads((SAMPLES / f"{name}.json").read_text(encoding="utf-8"))
    written = {**record, "plays": [{**p, "seat": str(p["seat"])} for p in record["plays"]]}
    game = record["game"]
    plain = handle({"op": "replay", "game": game, "deal": record})
    assert handle({"op": "replay", "game": game, "deal": written}) == plain
