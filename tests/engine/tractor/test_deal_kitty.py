"""抠底 multipliers of both games, read from the last trick's shape (the trick referee's classify)."""

import pytest

from engine.api import handle

TRUMP = {"rank": "2", "suit": "S"}


def last(game, cards, *, points=40, kitty=40, winner="attackers", **more):
    out = handle({"op": "score", "game": game, "trump": TRUMP, "points": points, "kitty_points": kitty,
                  "last_trick": {"winner": winner, "cards": cards}, **more})
    assert out["ok"], out
    return out


def test_zhaopengyou_kitty_pair_source_example():
    # 底牌40分，对子抠底 → 40×2=80分
    out = last("zhaopengyou", "HA HA", points=95)
    assert out["kitty"]["bonus"] == 80 and out["total"] == 175
    assert out["outcome"] == "fan_chao" and out["levels"]["attackers"] == 1
    assert "40 × 2" in out["explain"]["en"] and "95 + 80 = 175" in out["explain"]["en"]
    assert "反超" in out["explain"]["zh"] and out["rule"] == "zhaopengyou.levels.2v3"


@pytest.mark.parametrize("cards,factor,rule", [
    ("HA", 1, "zhaopengyou.kitty.single"),
    ("HA HA", 2, "zhaopengyou.kitty.pair"),
    ("HA HA HA", 4, "zhaopengyou.kitty.triple"),
    ("H9 H9 H10 H10", 4, "zhaopengyou.kitty.tractor"),            # pairs ×2, doubled
    ("H8 H8 H9 H9 H10 H10", 4, "zhaopengyou.kitty.tractor"),      # length does not matter
    ("H9 H9 H9 H10 H10 H10", 8, "zhaopengyou.kitty.tractor"),     # triples ×4, doubled
    ("HA HA HK", 2, "zhaopengyou.kitty.throw"),                   # by its best unit
    ("HA HA HA HK HK HQ", 4, "zhaopengyou.kitty.throw"),
])
def test_zhaopengyou_kitty_multipliers(cards, factor, rule):
    out = last("zhaopengyou", cards)
    assert out["kitty"]["multiplier"] == factor and out["kitty"]["bonus"] == 40 * factor
    assert rule in out["rules"]


def test_zhaopengyou_kitty_tractor_ruling_is_named():
    out = last("zhaopengyou", "H9 H9 H10 H10")
    assert out["rule"] == "zhaopengyou.kitty.tractor"
    per = last("zhaopengyou", "H8 H8 H9 H9 H10 H10", options={"zhaopengyou_kitty_tractor": "times_units"})
    assert per["kitty"]["multiplier"] == 6


def test_zhaopengyou_kitty_throw_ruling_sum_option():
    out = last("zhaopengyou", "HA HA HA HK HK HQ", options={"zhaopengyou_kitty_throw": "sum_units"})
    assert out["kitty"]["multiplier"] == 4 + 2 + 1 and out["rule"] == "zhaopengyou.kitty.throw"


def test_zhaopengyou_kitty_none_when_defenders_win_last():
    out = last("zhaopengyou", "HA HA HA", points=100, winner="defenders")
    assert out["kitty"]["bonus"] == 0 and out["total"] == 100
    assert "zhaopengyou.kitty.none" in out["rules"]


@pytest.mark.parametrize("cards,factor,rule", [
    ("HA", 2, "shuangsheng.kitty.single"),
    ("HA HA", 4, "shuangsheng.kitty.pair"),
    ("H9 H9 H10 H10", 8, "shuangsheng.kitty.tractor"),            # ×4 × 2 pairs
    ("H8 H8 H9 H9 H10 H10", 12, "shuangsheng.kitty.tractor"),     # ×4 × 3 pairs
    ("HA HK", 2, "shuangsheng.kitty.throw"),                      # singles only
    ("HA HA HK HK HQ HQ", 12, "shuangsheng.kitty.tractor"),       # a 3-pair tractor, not a throw
    ("HA HA HJ HJ H9", 4, "shuangsheng.kitty.throw"),             # two pairs count as one pair
    ("HA HA HK HK H9 H9 H8 H8 H7 H7 H4", 12, "shuangsheng.kitty.throw"),  # longest tractor only
])
def test_shuangsheng_kitty_multipliers(cards, factor, rule):
    out = last("shuangsheng", cards, points=20)
    assert out["kitty"]["multiplier"] == factor and out["kitty"]["bonus"] == 40 * factor
    assert rule in out["rules"]


def test_shuangsheng_kitty_total_is_points_plus_bonus():
    out = last("shuangsheng", "HA HA", points=60, kitty=15)
    assert out["total"] == 60 + 15 * 4
    assert "15 × 4" in out["explain"]["en"] and "60 + 60 = 120" in out["explain"]["en"]


@pytest.mark.parametrize("points,kitty,code", [
    (301, 0, "impossible"), (-5, 0, "impossible"), (280, 30, "impossible"),
    (0, 75, "impossible"), ("95", 0, "bad_request"),
])
def test_zhaopengyou_impossible_totals(points, kitty, code):
    out = handle({"op": "score", "game": "zhaopengyou", "trump": TRUMP, "points": points, "kitty_points": kitty,
                  "last_trick": {"winner": "attackers", "cards": "HA"}})
    assert out["ok"] is False and out["error"]["code"] == code


def test_last_trick_of_mixed_cards_is_illegal():
    out = handle({"op": "score", "game": "shuangsheng", "trump": TRUMP, "points": 50, "kitty_points": 10,
                  "last_trick": {"winner": "attackers", "cards": "HA CA"}})
    assert out["error"]["code"] == "illegal"


# --- tractor.ruling.kitty_shape: a throw in the last trick prices the kitty by the lead's shape

@pytest.mark.parametrize("game, lead, won, by_lead, by_winner", [
    # two separate pairs thrown, trumped by a tractor: a pair, not a tractor
    ("shuangsheng", "HA HA HQ HQ", "S5 S5 S6 S6", 4, 8),
    ("zhaopengyou", "HA HA HQ HQ", "S5 S5 S6 S6", 2, 4),
    # 找朋友: a pair and a single thrown, trumped by a triple: the pair
    ("zhaopengyou", "HA HA HK", "S5 S5 S5", 2, 4),
])
def test_kitty_shape_ruling_both_readings(game, lead, won, by_lead, by_winner):
    default = last(game, won, lead=lead)
    assert default["kitty"]["multiplier"] == by_lead and default["kitty"]["shape"] == "throw"
    assert default["rule"] == "tractor.ruling.kitty_shape" and f"{game}.kitty.throw" in default["rules"]
    other = last(game, won, lead=lead, options={"kitty_shape": "winning_play"})
    assert other["kitty"]["multiplier"] == by_winner and other["kitty"]["shape"] != "throw"
    assert other["rule"] == "tractor.ruling.kitty_shape"
    # without the lead, the score op can only read the winning play (as before)
    assert last(game, won)["kitty"]["multiplier"] == by_winner


@pytest.mark.parametrize("game", ["zhaopengyou", "shuangsheng"])
def test_kitty_shape_is_not_cited_when_both_readings_agree(game):
    out = last(game, "S5 S5", lead="HA HA")            # a pair trumped by a pair
    assert out["kitty"]["multiplier"] == last(game, "S5 S5")["kitty"]["multiplier"]
    assert "tractor.ruling.kitty_shape" not in out["rules"]
    thrown = last(game, "HA HA HK", lead="HA HA HK")   # the throw itself wins: one play
    assert "tractor.ruling.kitty_shape" not in thrown["rules"]


@pytest.mark.parametrize("lead, code", [("HA HA", "illegal"), ("HA S4 S4", "illegal"), ("X9", "bad_cards"),
                                        (5, "bad_request")])
def test_kitty_shape_lead_is_checked(lead, code):
    out = handle({"op": "score", "game": "shuangsheng", "trump": TRUMP, "points": 40, "kitty_points": 40,
                  "last_trick": {"winner": "attackers", "cards": "S5 S5 S6"}, "lead": lead})
    assert out["ok"] is False and out["error"]["code"] == code
