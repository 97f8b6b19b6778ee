"""The simulator and the referee read every tractor house rule alike: under each non-default
choice of each tractor option, a random deal (``simulate``) replays with every step legal, a
practice question (``drill``) is asked (never an internal error), and a deal played out with
``autoplay`` (the reader's steps random legal ones) ends with every step legal. A few seeds
per choice; ``tractor_min_pairs = 3`` once failed here (the simulator cut leads into
two-pair tractors the referee, under that rule, did not accept)."""

from __future__ import annotations

import random

import pytest

from engine.api import handle
from engine.tractor.options import OPTIONS

from .record_players import reader_step

CHOICES = [(game, option.name, choice) for option in OPTIONS for game in option.games
           for choice in option.choices if choice != option.default]


@pytest.mark.parametrize("game, name, choice", CHOICES)
def test_simulated_deals_and_questions_replay_under_each_choice(game, name, choice):
    options = {name: choice}
    for seed in (57, 5):
        deal = handle({"op": "simulate", "game": game, "seed": seed, "options": options})
        assert deal["ok"], deal
        out = handle({"op": "replay", "game": game, "deal": deal["deal"], "options": options})
        assert out["ok"] and out["valid"] and out["complete"], (seed, out.get("failure"))
        for level in (1, 2, 3):
            asked = handle({"op": "drill", "game": game, "seed": seed, "level": level, "options": options})
            assert asked["ok"], (seed, level, asked["error"])


@pytest.mark.parametrize("game, name, choice", CHOICES)
def test_a_deal_autoplayed_under_each_choice_ends_legal(game, name, choice):
    rng, seat = random.Random(7), 1
    out = handle({"op": "autoplay", "game": game, "seat": seat, "seed": 57, "options": {name: choice}})
    for _ in range(300):
        assert out["ok"] and out["replay"]["valid"], out.get("error") or out["replay"]["failure"]
        record, nxt = out["deal"], out["next"]
        assert record["options"] == {name: choice}
        if nxt["phase"] == "over":
            return
        if nxt["phase"] == "bid" and nxt.get("or", {}).get("phase") == "over" and "bids" not in record:
            record["bids"] = []     # as record_players.play_from: the reader ends the bidding
        elif nxt["seat"] == seat or (nxt["seat"] is None and (nxt.get("or") or {}).get("seat") == seat):
            reader_step(game, record, nxt, seat, rng)
        out = handle({"op": "autoplay", "game": game, "seat": seat, "seed": rng.randrange(2**32), "deal": record})
    raise AssertionError("the deal never ended")
