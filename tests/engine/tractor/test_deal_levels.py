"""Level tables (every row), levels capped or wrapping, winning at A, who deals or banks next."""

import pytest

from engine.api import handle
from engine.tractor import levels
from engine.tractor.shuangsheng.levels import SS_TABLE, climb_wrapping
from engine.tractor.zhaopengyou.levels import ZPY_1V4, ZPY_2V3, climb_capped

SPADES2 = {"rank": "2", "suit": "S"}


def score(game, points, *, kitty=0, winner="defenders", cards="H3", **more):
    req = {"op": "score", "game": game, "trump": SPADES2, "points": points, "kitty_points": kitty,
           "last_trick": {"winner": winner, "cards": cards}, **more}
    out = handle(req)
    assert out["ok"], out
    return out


# (low, high, outcome, defenders, attackers) straight from the source's tables.
ZPY_2V3_ROWS = [(0, 0, "da_guang", 3, 0), (5, 55, "xiao_guang", 2, 0), (60, 115, "xiao_sheng", 1, 0),
                (120, 175, "fan_chao", 0, 1), (180, 235, "da_sheng", 0, 2),
                (240, 295, "wan_sheng", 0, 3), (300, 300, "man_guang", 0, 4)]
ZPY_1V4_ROWS = [(0, 0, "da_guang", 9, 0), (5, 55, "xiao_guang", 6, 0), (60, 115, "xiao_sheng", 3, 0),
                (120, 175, "fan_chao", 0, 1), (180, 300, "can_bai", 0, 2)]
SS_ROWS = [(0, 0, 6, 0), (5, 10, 5, 0), (15, 20, 4, 0), (25, 30, 3, 0), (35, 35, 2, 0), (40, 75, 1, 0),
           (80, 115, 0, 0), (120, 120, 0, 1), (125, 160, 0, 2), (165, 200, 0, 3)]


@pytest.mark.parametrize("low,high,outcome,d,a", ZPY_2V3_ROWS)
def test_zhaopengyou_levels_2v3_every_row(low, high, outcome, d, a):
    for pts in {low, high}:
        out = score("zhaopengyou", pts)
        assert (out["outcome"], out["levels"]) == (outcome, {"defenders": d, "attackers": a})
        assert out["rule"] == "zhaopengyou.levels.2v3"


@pytest.mark.parametrize("low,high,outcome,d,a", ZPY_1V4_ROWS)
def test_zhaopengyou_levels_1v4_every_row(low, high, outcome, d, a):
    for pts in {low, high}:
        out = score("zhaopengyou", pts, solo=True)
        assert (out["outcome"], out["levels"]) == (outcome, {"defenders": d, "attackers": a})
        assert out["rule"] == "zhaopengyou.levels.1v4"


@pytest.mark.parametrize("low,high,d,a", SS_ROWS)
def test_shuangsheng_levels_table_every_row_in_play(low, high, d, a):
    for pts in {low, high}:
        out = score("shuangsheng", pts)
        assert out["levels"] == {"defenders": d, "attackers": a}
        assert out["swap"] == (low == 80)


# Rows above 200 need the kitty bonus: 200 points exist on the cards.
@pytest.mark.parametrize("points,kitty,cards,total,a", [
    (120, 45, "HA HA", 300, 6),          # 120 + 45×4 = 300 → +6
    (125, 20, "HA HA", 205, 4),          # 205–240 → +4
    (160, 20, "HA HA", 240, 4),
    (165, 20, "HA HA", 245, 5),          # 245–280 → +5
    (200, 0, "HA", 200, 3),
    (120, 40, "H9 H9 H10 H10", 440, 6),  # beyond 320: still capped at 6
    (120, 80, "HA", 280, 5),             # single ×2: 120 + 160
    (125, 40, "HA HA", 285, 6),          # 285–320 → +6
])
def test_shuangsheng_levels_table_rows_reached_with_the_kitty(points, kitty, cards, total, a):
    out = score("shuangsheng", points, kitty=kitty, winner="attackers", cards=cards)
    assert out["total"] == total
    assert out["levels"] == {"defenders": 0, "attackers": a}


def test_shuangsheng_levels_table_huan_zhuang_row():
    out = score("shuangsheng", 80, banker=1)
    assert out["outcome"] == "huan_zhuang" and out["swap"] and out["next_banker"] == 2


def test_every_table_is_gapless_over_multiples_of_five():
    for table, top in ((ZPY_2V3, 300), (ZPY_1V4, 300), (SS_TABLE, 320)):
        for total in range(0, top + 200, 5):
            assert sum(b.holds(total) for b in table) == 1, total


@pytest.mark.parametrize("points,kitty,cards,total,option,a", [
    (260, 40, "HA HA", 340, "man_guang", 4),
    (260, 40, "HA HA", 340, "per_60", 4),        # 40 beyond 300: not a full 60
    (260, 40, "HA HA HA", 420, "per_60", 6),     # 120 beyond 300: two more
    (250, 50, "HA HA", 350, "per_60", 4),
    (240, 60, "HA HA", 360, "per_60", 5),
])
def test_zhaopengyou_levels_over_300_ruling(points, kitty, cards, total, option, a):
    out = score("zhaopengyou", points, kitty=kitty, winner="attackers", cards=cards,
                options={"zhaopengyou_over_300": option})
    assert out["total"] == total and out["levels"]["attackers"] == a
    assert out["rule"] == "zhaopengyou.levels.over_300"


def test_zhaopengyou_levels_over_300_counts_as_man_guang():
    out = score("zhaopengyou", 260, kitty=40, winner="attackers", cards="HA HA")
    assert out["total"] == 340 and out["outcome"] == "man_guang"
    assert out["levels"]["attackers"] == 4 and out["rule"] == "zhaopengyou.levels.over_300"
    per = score("zhaopengyou", 260, kitty=40, winner="attackers", cards="HA HA",
                options={"zhaopengyou_over_300": "per_60"})
    assert per["levels"]["attackers"] == 4          # 340: not one full 60 beyond 300


def test_zhaopengyou_levels_own_level_capped_at_a():
    out = score("zhaopengyou", 0, banker=0, friend=3, player_levels=["Q", "2", "5", "J", "A"])
    assert out["new_levels"] == ["A", "2", "5", "A", "A"]
    assert climb_capped(14, 4) == 14 and climb_capped(2, 9) == 11


def test_zhaopengyou_levels_win_at_a_any_side():
    # attackers at A who score 120+ win; the defender at A who lost does not
    out = score("zhaopengyou", 150, banker=0, friend=1, player_levels=["A", "3", "A", "4", "5"])
    assert out["game_won_by"] == [2]
    held = score("zhaopengyou", 60, banker=0, friend=1, player_levels=["A", "3", "A", "4", "5"])
    assert held["game_won_by"] == [0]


def test_zhaopengyou_levels_win_at_a_defending_option():
    out = score("zhaopengyou", 150, banker=0, friend=1, player_levels=["A", "3", "A", "4", "5"],
                options={"zhaopengyou_win_at_a": "defending"})
    assert out["game_won_by"] == []


def test_shuangsheng_levels_wrap_past_a():
    assert climb_wrapping(13, 3) == 3          # K + 3 = 3, past A
    assert climb_wrapping(14, 1) == 2
    assert climb_wrapping(9, 6) == 2           # 9 + 6: 10 J Q K A 2
    out = score("shuangsheng", 0, banker=1, team_levels=["5", "Q"])
    assert out["new_levels"] == ["5", "5"]            # Q + 6 = 5 (wrapped)


@pytest.mark.parametrize("points,solo,friend,expected", [
    (100, True, None, 2),      # banker wins 1 vs 4: the banker deals first
    (100, False, 4, 4),        # banker wins 2 vs 3: the friend
    (120, False, 4, 1),        # banker loses: counterclockwise nearest = seat banker - 1
    (200, True, None, 1),
])
def test_zhaopengyou_next_dealer(points, solo, friend, expected):
    more = {"friend": friend} if friend is not None else {}
    out = score("zhaopengyou", points, solo=solo, banker=2, **more)
    assert out["next_dealer"] == expected


def test_zhaopengyou_next_dealer_wraps_from_seat_0():
    assert score("zhaopengyou", 150, banker=0, friend=3)["next_dealer"] == 4


@pytest.mark.parametrize("points,expected,rule", [
    (75, 2, "shuangsheng.next_banker"),             # defenders climb: the partner
    (0, 2, "shuangsheng.next_banker"),
    (80, 1, "shuangsheng.next_banker.xiajia"),      # change of bank: the 下家
    (150, 1, "shuangsheng.next_banker.xiajia"),     # attackers climb: the 下家
])
def test_shuangsheng_next_banker(points, expected, rule):
    out = score("shuangsheng", points, banker=0)
    assert out["next_banker"] == expected and rule in out["rules"]


def test_shuangsheng_next_banker_xiajia_reverse_option():
    out = score("shuangsheng", 150, banker=0, options={"shuangsheng_xiajia": "reverse"})
    assert out["next_banker"] == 3
