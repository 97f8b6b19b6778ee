"""The random-deal simulator: 1,000 deals of each game, every invariant holding; and the checks can fail."""

import copy

import pytest

from engine.simulate import simulate_deals
from engine.tractor import simulate as sim


@pytest.mark.parametrize("game", ["zhaopengyou", "shuangsheng"])
def test_simulator_1000_deals_without_a_broken_invariant(game):
    summary = simulate_deals(game, 1000, 2026)
    assert summary["deals"] == 1000
    assert summary["failures"] == []
    stats = summary["stats"]
    # the random deals reach the interesting corners, not just the easy path
    assert stats["failed_throws"] > 50 and stats["max_kitty_bonus"] > 0
    if game == "zhaopengyou":
        assert stats["solo"] > 10
        wanted = ["bid.grab", "bid.flip", "bid.flip_tie", "bid.counter_own_rank", "bid.counter_banker_rank",
                  "friend.nth", "friend.banker_plays_called", "friend.alone"]
    else:
        wanted = ["bid.grab", "bid.declare", "bid.insure", "bid.counter_first", "bid.counter_later",
                  "bid.kitty_third", "bid.first_deal_none"]
    for rule in wanted:
        assert stats.get(f"rule.{game}.{rule}", 0) > 0, rule
    assert sum(v for k, v in stats.items() if k.startswith("outcome.")) + stats.get("redeals", 0) == 1000


HOUSE_RULES = {
    "zhaopengyou": {"zhaopengyou_friend_banker_copies": "skip", "zhaopengyou_points_before_reveal": "as_known",
                    "zhaopengyou_counter_by": "not_banker", "zhaopengyou_counter_same_level": "keep_banker",
                    "zhaopengyou_flip_tie": "dealer_last", "zhaopengyou_kitty_tractor": "times_units",
                    "zhaopengyou_kitty_throw": "sum_units", "zhaopengyou_over_300": "per_60",
                    "zhaopengyou_win_at_a": "defending"},
    "shuangsheng": {"shuangsheng_chaodi_turns": "free", "shuangsheng_insurance_doubles": True,
                    "shuangsheng_first_deal_no_bid": "kitty_third", "shuangsheng_xiajia": "reverse"},
}


@pytest.mark.parametrize("game", ["zhaopengyou", "shuangsheng"])
def test_simulator_with_every_deal_house_rule_switched(game):
    summary = simulate_deals(game, 150, 7, HOUSE_RULES[game])
    assert summary["failures"] == []
    assert "redeals" not in summary["stats"] or game == "zhaopengyou"


def _defaults(game):
    from engine import games
    return {o.name: o.default for o in games.options(game)}


def test_simulator_check_catches_a_wrong_friend():
    game = "zhaopengyou"
    for seed in range(1, 50):
        rec = sim.random_record(game, seed, {})
        broken, out = sim.check(game, rec, _defaults(game))
        assert broken == []
        if out["result"]["friend"] is not None:
            lie = copy.deepcopy(out)
            lie["result"]["friend"] = (out["result"]["friend"] + 1) % 5
            if lie["result"]["friend"] == out["result"]["banker"]:
                lie["result"]["friend"] = (lie["result"]["friend"] + 1) % 5
            plays = [[sim.parse_cards(s["cards"]) for s in t] for t in rec["tricks"]]
            assert sim._check_friend(rec, lie, plays, _defaults(game))
            return
    raise AssertionError("no 2 vs 3 deal in the seeds")


def test_simulator_plain_winner_agrees_on_singles_and_pairs():
    from engine.tractor.order import Trump
    from engine.cards import parse_cards
    t = Trump(rank=2, suit="S")
    assert sim._plain_winner(t, [parse_cards(p) for p in ("HA", "HK", "S3", "S4", "H2")]) == 4
    assert sim._plain_winner(t, [parse_cards(p) for p in ("HK HK", "HA HA", "S3 S4", "D5 D5", "HQ HQ")]) == 1
    assert sim._plain_winner(t, [parse_cards(p) for p in ("H9 H9 H10 H10", "HA HA HK HK")]) is None


def test_simulator_reports_a_broken_replay():
    game = "shuangsheng"
    rec = sim.random_record(game, 5, {})
    while "tricks" not in rec:
        rec = sim.random_record(game, rec["seed"] + 1, {})
    rec["tricks"][0].reverse()
    broken, _ = sim.check(game, rec, _defaults(game))
    assert broken and broken[0].startswith("replay:")
