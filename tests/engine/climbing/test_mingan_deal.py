"""明暗斗地主 around the play: 基本打法 (calling, the hidden partner), 番数规则 and 结算."""

from fractions import Fraction
from functools import partial

import pytest

from engine.api import handle
from tests.engine import helpers

G = "mingan"
ask = partial(helpers.ask, game=G)


def settle(**req):
    req.setdefault("players", 5)
    req.setdefault("landlord", 0)
    req.setdefault("call", "seen")
    req.setdefault("bombs", [])
    req.setdefault("base", 5)
    return ask("settle", **req)


# 抢地主: the landlord-card holder chooses first: blind (×2), seen (×1) or pass
@pytest.mark.parametrize("call, multiplier", [("blind", 2), ("seen", 1)])
def test_call_first_chooser(call, multiplier):
    out = ask("bid", players=5, first=3, calls=[call])
    assert (out["landlord"], out["call"], out["multiplier"]) == (3, call, multiplier)


# 递补地主: "按逆时针依次流转" = the direction of play
def test_call_passes_to_next_seat():
    out = ask("bid", players=6, first=4, calls=["pass", "pass"])
    assert (out["done"], out["turn"]) == (False, 0)
    assert ask("bid", players=6, first=4, calls=["pass", "pass", "seen"])["landlord"] == 0


# "若所有人放弃，则最先发到地主牌的玩家自动成为地主"
def test_call_all_pass_first_chooser():
    out = ask("bid", players=5, first=2, calls=["pass"] * 5)
    assert (out["landlord"], out["call"], out["rule"]) == (2, "seen", "mingan.call.all_pass")


def test_call_after_a_call_is_refused():
    out = ask("bid", players=5, first=0, calls=["seen"], proposed="blind")
    assert out["valid"] is False


# ruling mingan.call.blind: a later seat may call blind
def test_call_blind_ruling_later_seat():
    out = ask("bid", players=6, first=0, calls=["pass", "blind"])
    assert (out["landlord"], out["multiplier"], out["rule"]) == (1, 2, "mingan.call.blind")


# 确定暗地主: the holder of the twin is the partner
def test_partner_twin_holder():
    hands = {"0": "HA S3", "1": "S4", "2": "HA", "3": "S5", "4": "S6"}
    out = ask("partner", players=5, landlord=0, card="HA", hands=hands)
    assert (out["partner"], out["alone"]) == (2, False)


# "若地主手中有两张相同的暗地主牌…地主收益/损失双倍"
def test_partner_alone_both_copies():
    hands = {"0": "HA HA", "1": "S4", "2": "S3", "3": "S5", "4": "S6"}
    out = ask("partner", players=5, landlord=0, card="HA", hands=hands)
    assert (out["partner"], out["alone"], out["factor"]) == (None, True, 2)


def test_partner_card_must_be_the_landlords():
    out = handle({"op": "partner", "game": G, "players": 5, "landlord": 0, "card": "HA",
                  "hands": {"0": "S3", "1": "HA", "2": "HA", "3": "S5", "4": "S6"}})
    assert out["error"]["code"] == "illegal"


# 番数规则 + "若盲指自己，则最终再翻一番（胜则赢 8 番，败则输 8 番）"
def test_fan_blind_naming_oneself_wins_8():
    out = settle(partner=None, call="blind", blind_partner=True, first_out=0, base=1)
    assert out["multiplier"] == 8
    assert [s["factor"] for s in out["multiplier_steps"]] == [2, 2, 2]
    assert out["payouts"] == {"0": 32, "1": -8, "2": -8, "3": -8, "4": -8}


def test_fan_blind_naming_oneself_loses_8():
    out = settle(partner=None, call="blind", blind_partner=True, first_out=3, base=1)
    assert out["multiplier"] == 8 and out["payouts"]["0"] == -8


# "盲叫地主翻一番，盲叫暗地主再翻一番" → 翻两番 = ×4 with a real partner
def test_fan_blind_call_and_blind_partner_times_four():
    assert settle(partner=2, call="blind", blind_partner=True, first_out=0)["multiplier"] == 4


# 番 per bomb, default reading ×2^N (ruling mingan.fan.reading)
@pytest.mark.parametrize("bomb, factor", [
    ("S6 H6 C6 D6", 2), ("BJ RJ", 2), ("S6 H6 C6 D6 S6", 4), ("S6 H6 C6 D6 S6 H6", 16),
    ("S6 H6 C6 D6 S6 H6 C6", 256), ("S6 H6 C6 D6 S6 H6 C6 D6", 65536), ("BJ BJ RJ RJ", 65536)])
def test_fan_bombs_power(bomb, factor):
    out = settle(partner=2, bombs=[bomb], first_out=0, base=1)
    assert out["multiplier"] == factor and out["rule"] == "mingan.fan.reading"


@pytest.mark.parametrize("bomb, factor", [
    ("S6 H6 C6 D6", 2), ("BJ RJ", 2), ("S6 H6 C6 D6 S6", 3), ("S6 H6 C6 D6 S6 H6", 5),
    ("S6 H6 C6 D6 S6 H6 C6", 9), ("S6 H6 C6 D6 S6 H6 C6 D6", 17), ("BJ BJ RJ RJ", 17)])
def test_fan_bombs_linear(bomb, factor):
    out = settle(partner=2, bombs=[bomb], first_out=0, base=1, options={"fan": "linear"})
    assert out["multiplier"] == factor


def test_fan_reading_example_shows_both():
    req = {"partner": 2, "bombs": ["S9 H9 C9 D9 S9 H9", "BJ RJ"], "first_out": 2}
    power, linear = settle(**req), settle(**req, options={"fan": "linear"})
    assert (power["multiplier"], linear["multiplier"]) == (32, 6)
    # the linear reading still doubles for the calls: the source's 8 stays 8
    assert settle(partner=None, call="blind", blind_partner=True, first_out=0,
                  options={"fan": "linear"})["multiplier"] == 8


def test_fan_steps_multiply_out():
    out = settle(partner=2, call="blind", bombs=["S6 H6 C6 D6", "S7 H7 C7 D7 S7"], first_out=0)
    m = 1
    for step in out["multiplier_steps"]:
        m *= step["factor"]
        assert step["multiplier"] == m
    assert m == out["multiplier"] == 2 * 2 * 4


# 结算: "地主方胜：农民每人支付最终分数筹码，地主方均分"
def test_settle_landlord_side_wins_six_players():
    out = settle(players=6, partner=3, first_out=3)
    assert out["payouts"] == {"0": 10, "1": -5, "2": -5, "3": 10, "4": -5, "5": -5}


# ruling mingan.settle.losers: every loser pays (default) / only the landlord (option)
def test_settle_losers_ruling_each():
    out = settle(players=6, partner=3, first_out=1)
    assert out["payouts_exact"] == {"0": "-5", "1": "5/2", "2": "5/2", "3": "-5", "4": "5/2", "5": "5/2"}
    assert out["rule"] == "mingan.settle.losers"


def test_settle_losers_ruling_landlord_only():
    out = settle(players=6, partner=3, first_out=1, options={"loser_pays": "landlord"})
    assert out["payouts_exact"] == {"0": "-5", "1": "5/4", "2": "5/4", "3": "0", "4": "5/4", "5": "5/4"}


# ruling mingan.settle.split: exact shares, summing to zero
def test_settle_split_ruling_exact_fractions():
    out = settle(partner=2, first_out=4)
    assert out["payouts_exact"] == {"0": "-5", "1": "10/3", "2": "-5", "3": "10/3", "4": "10/3"}
    assert sum(Fraction(v) for v in out["payouts_exact"].values()) == 0
    assert "mingan.settle.split" in out["rulings"]


# ruling mingan.partner.alone: naming oneself doubles once, and the lone landlord collects from all
def test_partner_alone_ruling_doubles_once():
    out = settle(partner=None, first_out=0)
    assert out["multiplier"] == 2 and out["payouts"]["0"] == 40


@pytest.mark.parametrize("bad", [
    {"partner": 0, "first_out": 0},                        # the landlord is not his own partner
    {"partner": 2, "first_out": 0, "blind_partner": True},  # naming blind needs a blind call
    {"partner": 2, "first_out": 0, "bombs": ["S3 H3 C3"]},  # not a bomb
])
def test_settle_refuses_impossible_results(bad):
    out = handle({"op": "settle", "game": G, "players": 5, "landlord": 0, "call": "seen", **bad})
    assert out["ok"] is False and out["error"]["code"] == "illegal"


# 结算, who pays whom: each loser's payment is shared by the winners, and adds up to the payouts
@pytest.mark.parametrize("req", [
    {"partner": 2, "first_out": 4}, {"partner": 2, "first_out": 0}, {"partner": None, "first_out": 3},
    {"players": 6, "partner": 3, "first_out": 1, "options": {"loser_pays": "landlord"}}])
def test_settle_transfers_add_up(req):
    out = settle(**req)
    net = {seat: Fraction(0) for seat in out["payouts_exact"]}
    for t in out["transfers"]:
        assert t["from"] != t["to"]
        net[str(t["from"])] -= Fraction(t["exact"])
        net[str(t["to"])] += Fraction(t["exact"])
    assert net == {seat: Fraction(v) for seat, v in out["payouts_exact"].items()}
