"""Replays honour the play options (zhaopengyou.ruling.point_cards): the kitty is counted
with the same point cards as the tricks."""

from __future__ import annotations

import json
from pathlib import Path

from engine.api import handle
from engine.cards import parse_cards
from engine.tractor.trick import trick_points

SAMPLE = Path(__file__).resolve().parents[3] / "engine" / "tractor" / "samples" / "zpy_big_kitty.json"


def test_replay_counts_the_kitty_with_the_point_suits_option():
    deal = json.loads(SAMPLE.read_text(encoding="utf-8"))
    kitty = parse_cards(deal["bury"])  # the cards the banker buried: the kitty at the end
    every = handle({"op": "replay", "game": "zhaopengyou", "deal": deal})
    spades = handle({"op": "replay", "game": "zhaopengyou", "deal": deal,
                     "options": {"point_suits": "spades"}})
    assert every["valid"] and spades["valid"]
    assert every["result"]["kitty_points"] == 60
    assert spades["result"]["kitty_points"] == trick_points(kitty, suits="spades") < 60
    assert spades["result"]["points"] < every["result"]["points"]
