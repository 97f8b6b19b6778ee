"""The ``match`` op of the trick-taking games agrees, deal by deal, with the ``score`` op asked
directly (issue 26, Tests): over 30+ deals made from real random deals, each row's result is the
score answer itself, and the levels, the next dealer or banker, the laps past A and the end of the
match are carried exactly as a table would carry them."""

from __future__ import annotations

import pytest

from engine.api import handle
from .match_entries import tractor_evening

DEALS = 34


def match(game: str, deals, **start) -> dict:
    return handle({"op": "match", "game": game, "match": {"game": game, "start": start, "deals": list(deals)}})


def without_ok(answer: dict) -> dict:
    return {k: v for k, v in answer.items() if k != "ok"}


def test_finding_friends_agrees_with_score_deal_by_deal():
    # Random deals climb fast (a lone banker's shutout is +9): the evening is several matches, each
    # played until someone wins at A (the next entry is then refused), the next started afresh.
    seeds, checked = iter(range(1, 1000)), 0
    while checked < DEALS:
        deals, ref = tractor_evening("zhaopengyou", seeds, ["2"] * 5, DEALS - checked)
        out = match("zhaopengyou", deals, first_dealer=0)
        assert out["ok"], out
        for row, answer in zip(out["deals"], ref, strict=True):
            assert row["result"] == without_ok(answer)
            assert row["standing"] == {"levels": answer["new_levels"]}
            assert row["next"] == {"seat": answer["next_dealer"], "role": "first_dealer",
                                   "rule": "zhaopengyou.next_dealer"}
            assert row["over"] == bool(answer["game_won_by"])
            assert set(answer["rules"]) <= set(row["rules"])
        assert out["standing"] == out["deals"][-1]["standing"] and out["next"] == out["deals"][-1]["next"]
        assert out["won_by"] == ref[-1]["game_won_by"] and out["over"] == bool(ref[-1]["game_won_by"])
        if out["over"]:
            more = match("zhaopengyou", [*deals, deals[0]], first_dealer=0)["error"]
            assert more["deal"] == len(deals) + 1 and more["rule"] == "zhaopengyou.match.over"
            assert more["field"] == f"match.deals[{len(deals)}]" and more["code"] == "illegal"
        checked += len(deals)


RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def test_double_tractor_agrees_with_score_deal_by_deal():
    deals, ref = tractor_evening("shuangsheng", range(1, 1000), ["2", "2"], DEALS, banker=0)
    out = match("shuangsheng", deals, banker=0, levels=["2", "2"])
    assert out["ok"], out
    assert len(out["deals"]) == len(ref) == DEALS
    laps, before = [0, 0], ["2", "2"]
    for row, answer in zip(out["deals"], ref):
        assert row["result"] == without_ok(answer)
        laps = [n + (RANKS.index(new) < RANKS.index(old)) for n, new, old in zip(laps, answer["new_levels"], before)]
        before = answer["new_levels"]
        assert row["standing"] == {"levels": answer["new_levels"], "laps": laps}
        assert row["next"] == {"seat": answer["next_banker"], "role": "banker", "rule": "shuangsheng.next_banker"}
        assert not row["over"]
    assert sum(laps) > 0          # 34 random deals pass A at least once: the wrap is exercised
    assert out["over"] is False and out["won_by"] == [] and out["standing"]["laps"] == laps
