"""The fields each op of 找朋友 reads, as data (engine.request_fields)."""

from __future__ import annotations

from ...request_shape import VALUE, Items, Obj, match_request, obj
from ..request_fields import OPS, RECORD, STEP, replay

CALL = obj("card", "nth")        # the friend call: which copy of which card
# One deal of a match (engine.match; what the table knows after it: engine.tractor.zhaopengyou.match)
# and the match's start (each player's level, who deals first).
MATCH_ENTRY = obj("banker", "friend", "solo", "suit", "points", "kitty_points", "lead",
                  last_trick=obj("winner", "cards"))
MATCH_START = obj("first_dealer", levels=Items(VALUE))

REQUEST_FIELDS = {
    **OPS,
    "score": OPS["score"] | obj("friend", player_levels=Items(VALUE)),
    "bid": OPS["bid"] | obj("first_dealer", levels=Items(VALUE)),
    "friend": obj("banker", "shown", "kitty", "banker_hand", "complete", call=CALL, plays=Items(STEP))
              | Obj({}, formerly={"finished": "complete"}),
    **replay(RECORD | obj("first_dealer", call=CALL)),
    "match": match_request(MATCH_ENTRY, MATCH_START),
}
