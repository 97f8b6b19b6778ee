"""Only spades score (找朋友's house rule ``point_suits: spades``): 75 points on the cards, and the level
tables' thresholds shrink with them, so both sides can win (issue 27 §2;
zhaopengyou.ruling.level_table_scaled)."""

import pytest

from engine.api import handle

SPADES = {"point_suits": "spades"}


def _score(points: int, options: dict | None = None, solo: bool = False, kitty_points: int = 0,
           winner: str = "defenders") -> dict:
    request = {"op": "score", "game": "zhaopengyou", "trump": {"rank": "2", "suit": "S"}, "points": points,
               "kitty_points": kitty_points, "last_trick": {"winner": winner, "cards": "HA HA"}, "solo": solo}
    return handle({**request, **({"options": options} if options else {})})


@pytest.mark.parametrize(("spades", "full"), [(0, 0), (5, 20), (10, 40), (15, 60), (25, 100),
                                              (30, 120), (45, 180), (60, 240), (70, 280), (75, 300)])
def test_a_quarter_of_the_points_lands_in_the_same_row(spades, full):
    for solo in (False, True):
        scaled, plain = _score(spades, SPADES, solo), _score(full, None, solo)
        assert scaled["outcome"] == plain["outcome"] and scaled["levels"] == plain["levels"], (spades, solo)
        assert scaled["rule"] == "zhaopengyou.ruling.level_table_scaled"
        assert "75/300" in scaled["explain"]["zh"] and "75/300" in scaled["explain"]["en"]


def test_the_attackers_can_win_and_the_banker_can_hold():
    assert _score(30, SPADES)["levels"]["attackers"] > 0
    assert _score(25, SPADES)["levels"]["defenders"] > 0


def test_more_than_the_cards_hold_is_impossible():
    assert _score(80, SPADES)["error"]["code"] == "impossible"
    assert _score(80)["ok"]


def test_past_75_counts_as_past_300():
    per_60 = {**SPADES, "zhaopengyou_over_300": "per_60"}
    got = _score(60, per_60, kitty_points=15, winner="attackers")       # 60 + 15 × 2 = 90: 15 past 75
    assert got["total"] == 90 and got["outcome"] == "man_guang" and got["levels"]["attackers"] == 5
