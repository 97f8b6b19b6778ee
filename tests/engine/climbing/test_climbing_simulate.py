"""1,000 random deals of each game through ``replay``, with the invariants of
engine.climbing.simulate (cards conserved, every play legal and read as chosen, the round
winner leads, the first out settles, zero-sum payouts where the rules make them)."""

import pytest

from engine.api import handle
from engine.climbing.simulate import check, simulate
from engine.climbing.wakeng.simulate import play_deal


@pytest.mark.parametrize("game, options", [("wakeng", {}), ("mingan", {})])
def test_simulate_thousand_deals(game, options):
    summary = simulate(game, 1000, seed=2026, options=options)
    assert summary["deals"] == 1000
    assert summary["failures"] == []
    assert summary["steps"] > 1000 * 20  # whole deals were played, not stubs


@pytest.mark.parametrize("game, options", [
    ("wakeng", {"chain_min_sets": 2, "lead": "holder", "four_player_stake": "balanced",
                "must_beat": True}),
    ("mingan", {"fan": "linear", "loser_pays": "landlord", "joker_kickers": False,
                "plane_kickers": "two"})])
def test_simulate_with_every_option_switched(game, options):
    assert simulate(game, 150, seed=7, options=options)["failures"] == []


def replayed(record):
    return handle({"op": "replay", "game": record["game"], "deal": record})


def test_simulate_check_catches_a_broken_record():
    record, chosen = play_deal(3, {}, 3)
    assert check("wakeng", record, chosen, replayed(record)) == []
    record["plays"] = record["plays"][:-1]  # nobody goes out
    assert "the deal did not finish" in check("wakeng", record, chosen[:-1], replayed(record))
    record, chosen = play_deal(3, {}, 3)
    assert check("wakeng", record, chosen[1:], replayed(record)) != []  # a misread play is caught
