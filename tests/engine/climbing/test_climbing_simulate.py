"""1,000 random deals of each game through ``replay``, with the invariants of
engine.climbing.simulate (cards conserved, every play legal and read as chosen, the round
winner leads, the first out settles, zero-sum payouts where the rules make them)."""

import pytest

from engine.climbing.simulate import check, simulate


@pytest.mark.parametrize("game, options", [("wakeng", {}), ("mingan", {})])
def test_simulate_thousand_deals(game, options):
    summary = simulate(game, 1000, seed=2026, options=options)
    assert summary["deals"] == 1000
    assert summary["failures"] == []
    assert summary["steps"] > 1000 * 20  # whole deals were played, not stubs


@pytest.mark.parametrize("game, options", [
    ("wakeng", {"chain_min_sets": 2, "lead": "holder", "four_player_stake": "balanced",
                "must_beat": True}),
    ("mingan", {"fan": "linear", "loser_pays": "landlord", "joker_kickers": False})])
def test_simulate_with_every_option_switched(game, options):
    assert simulate(game, 150, seed=7, options=options)["failures"] == []


def test_simulate_check_catches_a_broken_record():
    import random
    from engine.climbing.simulate import _wakeng_record
    record, chosen = _wakeng_record(random.Random(3), 3, {})
    assert check("wakeng", record, chosen) == []
    record["plays"] = record["plays"][:-1]  # nobody goes out
    assert "nobody went out" in check("wakeng", record, chosen[:-1])
    record, chosen = _wakeng_record(random.Random(3), 3, {})
    assert check("wakeng", record, chosen[1:]) != []  # a misread play is caught
