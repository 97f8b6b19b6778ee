"""The ``match`` op of the climbing games agrees, deal by deal, with the ``settle`` op asked
directly (issue 26, Tests): over 30+ deals made from real random deals, each row's result is the
settle answer itself, and each seat's money is the exact sum of the deals' payouts (明暗斗地主's
shares kept as fractions), the base carried all evening, 五十K's banker the previous first out."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.api import handle
from .match_entries import climbing_evening

DEALS = 32
TABLES = [("wakeng", 3, 1), ("wakeng", 4, 1), ("mingan", 5, 5), ("mingan", 6, 2), ("wushik", 4, 3)]


def match(game: str, players: int, deals, **start) -> dict:
    return handle({"op": "match", "game": game,
                   "match": {"game": game, "players": players, "start": start, "deals": list(deals)}})


def without_ok(answer: dict) -> dict:
    return {k: v for k, v in answer.items() if k != "ok"}


@pytest.mark.parametrize(("game", "players", "base"), TABLES)
def test_a_match_agrees_with_settle_deal_by_deal(game, players, base):
    start = {} if game == "wakeng" else {"base": base}
    first = 0 if game == "wushik" else None
    entries, ref, money = climbing_evening(game, range(1, DEALS + 1), players, base, first)
    if game == "wushik":
        start["banker"] = 0
        entries = [{k: v for k, v in e.items() if k != "banker"} for e in entries]   # the match fixes it
    out = match(game, players, entries, **start)
    assert out["ok"], out
    running = {s: Fraction(0) for s in range(players)}
    for row, answer in zip(out["deals"], ref, strict=True):
        assert row["result"] == without_ok(answer)
        paid = answer.get("payouts_exact") or answer["payouts"]
        running = {s: v + Fraction(paid[str(s)]) for s, v in running.items()}
        exact = {str(s): str(v) for s, v in running.items()}
        if game == "mingan":
            assert row["standing"]["money_exact"] == exact
        assert row["standing"]["money"] == {str(s): int(v) if v.denominator == 1 else round(float(v), 4)
                                            for s, v in running.items()}
        if game == "wushik":
            assert row["next"] == {"seat": answer["next_banker"], "role": "banker", "rule": "wushik.banker"}
    assert running == money
    if game == "mingan":          # the evening saw shares that do not divide, and bombs
        assert any("/" in v for row in out["deals"] for v in row["standing"]["money_exact"].values())
        assert any(e["bombs"] for e in entries)
    assert out["standing"] == out["deals"][-1]["standing"] and not out["over"]
