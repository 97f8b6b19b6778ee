"""Benchmarks of whole deals (zhaopengyou, shuangsheng): deals per second, and the deal ops.

A "deal" case plays one random legal deal (bids, bury, call, every trick) and then
replays and checks it, exactly as ``python -m engine simulate`` does: deals per
second = 1000 / its median in ms; the label also shows the simulator's own rate
over 20 deals, measured when the file is loaded. The op cases go through ``engine.api.handle`` as the site
sends them (targets: each median under 1 ms; ``replay`` of a whole deal under 150 ms).
"""

from __future__ import annotations

import itertools

from engine.cards import full_deck
from engine.tractor.simulate import check, random_record, simulate

from cases import asking  # tests/bench/cases.py

_seeds = itertools.count(1)


def _deal(game: str):
    def deal_and_check():
        record = random_record(game, next(_seeds), {})
        broken, _ = check(game, record, _defaults(game))
        assert not broken, broken
    return deal_and_check


def _defaults(game: str) -> dict:
    from engine import games
    return {o.name: o.default for o in games.options(game)}


ZPY_RECORD = random_record("zhaopengyou", 7, {})
SS_RECORD = random_record("shuangsheng", 11, {})

SCORE = {"op": "score", "game": "zhaopengyou", "trump": {"rank": "2", "suit": "S"}, "points": 95,
         "kitty_points": 40, "last_trick": {"winner": "attackers", "cards": "H9 H9 H10 H10"},
         "banker": 0, "friend": 2, "player_levels": ["2", "3", "4", "5", "A"]}
BID = {"op": "bid", "game": "shuangsheng", "first_deal": False, "banker": 0,
       "bids": [{"seat": 1, "cards": "D2"}, {"seat": 2, "cards": "H2 H2"}], "bid": {"seat": 3, "cards": "S2 S2"}}
_PLAYED = [str(c) for c in full_deck() if str(c) != "HA"][:57]
FRIEND = {"op": "friend", "game": "zhaopengyou", "call": {"card": "HA", "nth": 3}, "banker": 0,
          "plays": [{"seat": i % 5, "cards": c} for i, c in enumerate(_PLAYED[:20] + ["HA"] + _PLAYED[20:40]
                                                                     + ["HA"] + _PLAYED[40:] + ["HA"])]}


def _rate(game: str) -> float:
    """Deals per second of ``python -m engine simulate`` over 20 deals, for the table's label."""
    return simulate(game, 20, 1, {})["deals_per_second"]


CASES = [
    (f"tractor deal: zhaopengyou deal played + replayed ({_rate('zhaopengyou')} deals/s over 20)",
     _deal("zhaopengyou")),
    (f"tractor deal: shuangsheng deal played + replayed ({_rate('shuangsheng')} deals/s over 20)",
     _deal("shuangsheng")),
    ("tractor deal: replay a zhaopengyou record", asking({"op": "replay", "game": "zhaopengyou", "deal": ZPY_RECORD})),
    ("tractor deal: replay a shuangsheng record", asking({"op": "replay", "game": "shuangsheng", "deal": SS_RECORD})),
    ("tractor deal: score with levels and next dealer", asking(SCORE)),
    ("tractor deal: bid (shuangsheng counter)", asking(BID)),
    ("tractor deal: friend over 60 plays", asking(FRIEND)),
]
