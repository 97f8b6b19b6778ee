"""赖子五十K settle: 胜负 and 胜利规则 of laizi-wushik.txt, one test per line of the
payout table, the last player's points, the bomb table, and the rulings on them."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.api import handle

G = "wushik"
TEAM = {"banker": 0, "partner": 2}   # seats 0+2 against 1+3


def settle(options=None, **request):
    out = handle({"op": "settle", "game": G, "options": options or {}, **request})
    assert out["ok"], out
    return out


def pays(out):
    return [out["payouts"][str(s)] for s in range(4)]


def test_win_points_more_points_win_manfen_times_one():
    # seat 3 (last) took 30 → seat 0 (first); 30 left in seat 3's hand → seat 2 (third): 150 to 50
    out = settle(mode="partner", **TEAM, order=[0, 1, 2, 3],
                 points={"0": 40, "1": 50, "2": 50, "3": 30}, in_hand=30, bombs=[])
    assert out["points"] == {"0": 70, "1": 50, "2": 80, "3": 0}
    assert out["next_banker"] == 0                       # wushik.banker: the first finisher
    assert out["outcome"] == "manfen" and out["winners"] == [0, 2]
    assert pays(out) == [1, -1, 1, -1] and out["multiplier"] == 1
    assert out["rule"] == "wushik.pay.manfen"
    assert "wushik.ruling.full_score_105" in out["rulings"]


def test_last_points_go_to_first_and_hand_points_to_third():
    # last player (seat 2) took 70 → first finisher (seat 1); 20 left in seat 2's hand → third (seat 3)
    out = settle(mode="partner", **TEAM, order=[1, 0, 3, 2],
                 points={"0": 60, "1": 40, "2": 70, "3": 10}, in_hand=20, bombs=[])
    assert out["points"] == {"0": 60, "1": 110, "2": 0, "3": 30}
    assert out["outcome"] == "manfen" and out["winners"] == [1, 3]


def test_last_points_must_add_up_to_200():
    out = handle({"op": "settle", "game": G, "mode": "partner", **TEAM, "order": [1, 0, 3, 2],
                  "points": {"0": 60, "1": 40, "2": 70, "3": 10}, "in_hand": 0})
    assert out["error"]["code"] == "impossible"


def test_win_tie_100_each_first_finishers_side_pingfen():
    out = settle(mode="partner", **TEAM, order=[3, 0, 2, 1],
                 points={"0": 50, "1": 0, "2": 50, "3": 100}, in_hand=0)
    assert out["outcome"] == "pingfen" and out["winners"] == [1, 3]
    assert pays(out) == [-1, 1, -1, 1] and out["rule"] == "wushik.pay.pingfen"


def test_pay_chuai_first_and_second_whatever_the_points():
    out = settle(mode="partner", **TEAM, order=[0, 2], points={"0": 5, "1": 100, "2": 0, "3": 50})
    assert out["outcome"] == "chuai" and out["winners"] == [0, 2] and out["multiplier"] == 2
    assert pays(out) == [2, -2, 2, -2]


def test_pay_fenku_all_200_whatever_the_order():
    out = settle(mode="partner", **TEAM, order=[0, 1, 2, 3],
                 points={"0": 120, "1": 0, "2": 50, "3": 0}, in_hand=30)
    assert out["outcome"] == "fenku" and out["winners"] == [0, 2] and out["multiplier"] == 2


def test_pay_kuchuai_first_two_and_opponents_scoreless():
    out = settle(mode="partner", **TEAM, order=[2, 0], points={"0": 50, "1": 0, "2": 30, "3": 0})
    assert out["outcome"] == "kuchuai" and pays(out) == [4, -4, 4, -4]
    assert "wushik.ruling.outcome_precedence" in out["rulings"]   # ×4, not ×2 × 2


def test_chuai_vs_fenku_default_the_finish_wins():
    request = dict(mode="partner", **TEAM, order=[0, 2], points={"0": 0, "1": 150, "2": 0, "3": 50})
    out = settle(**request)
    assert out["outcome"] == "chuai" and out["winners"] == [0, 2]
    assert "wushik.ruling.chuai_vs_fenku" in out["rulings"]
    out = settle({"chuai_vs_fenku": "fenku"}, **request)
    assert out["outcome"] == "fenku" and out["winners"] == [1, 3] and pays(out) == [-2, 2, -2, 2]


def test_pay_anjiao_twelve_each_other_four():
    out = settle(mode="anjiao", banker=1, order=[1])
    assert out["outcome"] == "anjiao" and pays(out) == [-4, 12, -4, -4]
    out = settle(mode="anjiao", banker=1, order=[3])
    assert out["winners"] == [0, 2, 3] and pays(out) == [4, -12, 4, 4]


def test_pay_hou_twenty_four_each_other_eight():
    out = settle(mode="hou", banker=0, solo=2, order=[2])
    assert pays(out) == [-8, -8, 24, -8] and out["rule"] == "wushik.pay.hou"
    out = settle(mode="hou", banker=0, solo=2, order=[0])
    assert pays(out) == [8, 8, -24, 8]


def test_solo_stake_option_each_pays_the_full_factor():
    out = settle({"solo_stake": "each"}, mode="anjiao", banker=1, order=[1])
    assert pays(out) == [-12, 36, -12, -12]
    out = settle({"solo_stake": "each"}, mode="hou", banker=0, solo=2, order=[1])
    assert pays(out) == [24, 24, -72, 24]


@pytest.mark.parametrize("bomb,factor", [
    ("H5 H10 HK", 2), ("S5 H10 HK", 1), ("S7x2 H7x2", 2), ("S7x2 H7x2 C7", 2),
    ("S7x2 H7x2 C7x2", 2), ("S7x2 H7x2 C7x2 D7", 4), ("S7x2 H7x2 C7x2 D7x2", 6),
    ("S7x2 H7x2 C7x2 D7x2 RJ", 8), ("S7x2 H7x2 C7x2 D7x2 RJ BJ", 10),
    ("S7x2 H7x2 C7x2 D7x2 RJx2 BJ", 12), ("S7x2 H7x2 C7x2 D7x2 RJx2 BJx2", 14),
    ("RJx2 BJx2", 2)])
def test_pay_bombs_table(bomb, factor):
    out = settle(mode="partner", **TEAM, order=[0, 1, 2, 3],
                 points={"0": 40, "1": 50, "2": 50, "3": 30}, in_hand=30, bombs=[bomb])
    assert out["multiplier"] == factor
    assert out["steps"][1] == {"step": "bomb", "cards": out["steps"][1]["cards"], "factor": factor,
                               "multiplier": factor, "rule": out["steps"][1]["rule"]}


def test_bomb_multipliers_multiply_by_default_add_as_an_option():
    request = dict(mode="partner", **TEAM, order=[0, 2], points={"0": 50, "1": 10, "2": 0, "3": 0},
                   bombs=["S7x2 H7x2", "H5 H10 HK", "D9x2 C9x2 H9x2 S9"], base=3)
    out = settle(**request)
    assert out["outcome"] == "chuai"
    assert [s["multiplier"] for s in out["steps"]] == [2, 4, 8, 32, 96]
    assert out["multiplier"] == 96 and pays(out) == [96, -96, 96, -96]
    out = settle({"bomb_stack": "add"}, **request)
    assert out["multiplier"] == 2 * (2 + 2 + 4) * 3


def test_bomb_multipliers_apply_to_a_solo():
    out = settle(mode="hou", banker=0, solo=2, order=[2], bombs=["S7x2 H7x2"])
    assert pays(out) == [-16, -16, 48, -16]


@pytest.mark.parametrize("request_,code", [
    ({"mode": "partner", "banker": 0, "partner": 0, "order": [0, 2], "points": {}}, "bad_request"),
    ({"mode": "partner", "banker": 0, "partner": 2, "order": [0, 0], "points": {}}, "bad_request"),
    ({"mode": "partner", "banker": 0, "partner": 2, "order": [0, 1], "points": {}}, "bad_request"),
    ({"mode": "partner", "banker": 0, "partner": 2, "order": [0, 2], "points": {"0": 7}}, "bad_request"),
    ({"mode": "solo", "banker": 0, "order": [0]}, "bad_request"),
    ({"mode": "anjiao", "banker": 0, "order": [0], "bombs": ["S7 H8"]}, "illegal"),
    ({"mode": "anjiao", "banker": 0, "order": [0], "bombs": ["S7x3"]}, "impossible"),
    ({"mode": "partner", "banker": 0, "partner": 2, "order": [0, 2],
      "points": {"0": 150, "1": 100}}, "impossible"),
])
def test_bad_settle_requests_are_coded_errors(request_, code):
    out = handle({"op": "settle", "game": G, **request_})
    assert not out["ok"] and out["error"]["code"] == code, out


# --- invariants -------------------------------------------------------------------


@st.composite
def partner_results(draw):
    banker, partner = draw(st.permutations(range(4)))[:2]
    order = draw(st.permutations(range(4)))
    same = {banker, partner}
    one_two = (order[0] in same) == (order[1] in same)
    order = order[:2] if one_two and draw(st.booleans()) else order[:draw(st.integers(3, 4))]
    cuts = sorted(draw(st.lists(st.integers(0, 40), min_size=4, max_size=4)))
    fives = [cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], cuts[3] - cuts[2], 40 - cuts[3]]
    points = {str(s): 5 * fives[s] for s in range(4)}
    request = {"mode": "partner", "banker": banker, "partner": partner, "order": order,
               "points": points}
    if len(order) >= 3:
        request["in_hand"] = 5 * fives[4]
    return request


@settings(max_examples=200, deadline=None)
@given(partner_results(), st.sampled_from(["multiply", "add"]), st.sampled_from(["chuai", "fenku"]),
       st.lists(st.sampled_from(["S7 H7 C7 D7", "H5 H10 HK", "D5 S10 CK", "SQx2 HQx2 CQx2 DQ"]),
                max_size=3, unique=True), st.integers(1, 5))
def test_settle_is_zero_sum_and_winners_gain(request, stack, clash, bombs, base):
    out = handle({"op": "settle", "game": G, **request, "bombs": bombs, "base": base,
                  "options": {"bomb_stack": stack, "chuai_vs_fenku": clash}})
    assert out["ok"], out
    payouts = pays(out)
    assert sum(payouts) == 0
    assert all((payouts[s] > 0) == (s in out["winners"]) for s in range(4))
    assert len(out["winners"]) == 2 and out["multiplier"] == out["steps"][-1]["multiplier"]
    assert out["multiplier"] % base == 0 and out["rule"] in (
        "wushik.pay.manfen", "wushik.pay.pingfen", "wushik.pay.chuai", "wushik.pay.fenku",
        "wushik.pay.kuchuai")
    if len(request["order"]) >= 3:
        assert sum(out["points"].values()) == 200
