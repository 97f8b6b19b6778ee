"""Records whose hands are not all known (ruling tractor.ruling.unknown_hands; decision 33): a
trick-taking record may give a hand as null, a climbing one may not."""

from __future__ import annotations

import json
from itertools import combinations
from pathlib import Path

import pytest

from engine.api import handle
from engine.cards import parse_cards

SAMPLES = sorted((Path(__file__).resolve().parents[3] / "engine/tractor/samples").glob("*.json"))
RULE = "tractor.ruling.unknown_hands"


def load(path: Path) -> dict:
    record = json.loads(path.read_text(encoding="utf-8"))
    return record.get("deal", record)


def replay(record: dict, **more) -> dict:
    return handle({"op": "replay", "game": record["game"], "deal": record, **more})


def blinded(record: dict, seats) -> dict:
    return {**record, "hands": {k: (None if int(k) in seats else v) for k, v in record["hands"].items()}}


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_unknown_hands_replay_to_the_same_result_saying_what_was_not_checked(path):
    record = load(path)
    whole = replay(record)
    n = len(record["hands"])
    for k in (1, 2, n - 1):
        for seats in list(combinations(range(n), k))[:3]:
            out = replay(blinded(record, seats))
            assert out["ok"] and out["valid"] and out["complete"], (seats, out.get("error") or out.get("failure"))
            assert out["result"] == whole["result"]
            assert out["steps"][0]["rule"] == RULE
            noted = [s for s in out["steps"] if s.get("unchecked")]
            assert noted and all(s["unchecked"]["rule"] == RULE and s["unchecked"]["explain"]["en"] for s in noted)
            assert {x for s in noted for x in s["unchecked"]["seats"]} == set(seats)


def test_an_unknown_seat_may_not_play_a_card_a_known_hand_holds():
    record = load(SAMPLES[0])
    decks = 3 if record["game"] == "zhaopengyou" else 2
    first = record["tricks"][0]
    seat = first[1]["seat"]
    known = next(c for s, h in record["hands"].items() if int(s) != seat for c in parse_cards(h)
                 if parse_cards(h).count(c) == decks)     # every copy in a known hand
    blind = blinded(record, {seat})
    blind["tricks"] = [[first[0], {"seat": seat, "cards": str(known)}]]
    out = replay(blind)
    assert out["valid"] is False and out["failure"]["rule"].endswith(".deal.holding")
    assert "not known" in out["failure"]["explain"]["en"] and out["next"]["seat"] == seat


def test_a_known_seat_is_still_held_to_the_follow_rule():
    record = load(SAMPLES[-1])
    lead = record["tricks"][0][0]["seat"]
    broken = None
    for trick in record["tricks"]:      # a single led: the next seat, holding that suit, plays another
        follower = trick[1]
        hand = parse_cards(record["hands"][str(follower["seat"])])
        led = parse_cards(trick[0]["cards"])
        same = [c for c in hand if c.suit == led[0].suit and not c.is_joker and c.rank not in (2, led[0].rank)]
        off = [c for c in hand if c.suit != led[0].suit and not c.is_joker]
        if len(led) == 1 and not led[0].is_joker and same and off and trick is record["tricks"][0]:
            broken = {**blinded(record, {lead}), "tricks": [[trick[0], {"seat": follower["seat"], "cards": str(off[0])}]]}
    assert broken is not None, "the sample's first trick no longer leads a plain single"
    out = replay(broken)
    assert out["valid"] is False and out["failure"]["seat"] == broken["tricks"][0][1]["seat"]


def test_a_failed_throw_only_an_unknown_hand_could_block_is_taken_as_recorded():
    record = load(next(p for p in SAMPLES if p.stem == "zpy_failed_throw"))
    whole = replay(record)
    thrown = next(s for s in whole["steps"] if s["step"] == "throw")
    others = {s for s in range(5) if s != thrown["seat"]}
    out = replay(blinded(record, others))
    assert out["valid"] and out["complete"]
    step = next(s for s in out["steps"] if s["step"] == "throw")
    assert step["rule"] == RULE and step["blocker"] is None and step["cards"] == thrown["cards"]


def test_the_table_view_needs_every_hand_and_a_missing_hand_is_not_an_unknown_one():
    record = load(SAMPLES[0])
    out = replay(blinded(record, {1}), table=True)
    assert out["error"]["code"] == "bad_request" and out["error"]["field"] == "table"
    gone = {**record, "hands": {k: v for k, v in record["hands"].items() if k != "1"}}
    assert replay(gone)["error"]["code"] == "bad_request"


@pytest.mark.parametrize("game", ["wakeng", "mingan", "wushik"])
def test_a_climbing_record_needs_every_hand(game):
    deal = handle({"op": "simulate", "game": game, "seed": 1})["deal"]
    deal["hands"]["1"] = None
    out = handle({"op": "replay", "game": game, "deal": deal})
    assert out["error"]["code"] == "bad_request" and out["error"]["field"] == "hands.1"
    assert "beats" in out["error"]["en"]
