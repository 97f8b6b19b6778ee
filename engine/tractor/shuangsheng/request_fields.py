"""The fields each op of 双升 reads, as data (engine.request_fields)."""

from __future__ import annotations

from ...request_shape import VALUE, Items, match_request, obj
from ..request_fields import OPS, RECORD, replay

# One deal of a match (engine.match; engine.tractor.shuangsheng.match) and the match's start (the
# two teams' levels, the first deal's banker if known).
MATCH_ENTRY = obj("banker", "suit", "points", "kitty_points", "lead", "counters",
                  last_trick=obj("winner", "cards"))
MATCH_START = obj("banker", levels=Items(VALUE))

REQUEST_FIELDS = {
    **OPS,
    "score": OPS["score"] | obj("counters", team_levels=Items(VALUE)),
    "bid": OPS["bid"] | obj("first_deal", "banker", "level", "first_dealer"),
    **replay(RECORD | obj("first_deal", "banker", "first_dealer",
                          counters=Items(obj("seat", "cards", "bury")))),
    "match": match_request(MATCH_ENTRY, MATCH_START),
}
