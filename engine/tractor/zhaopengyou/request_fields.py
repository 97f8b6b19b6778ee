"""The fields each op of 找朋友 reads, as data (engine.request_fields)."""

from __future__ import annotations

from ...request_shape import VALUE, Items, Obj, obj
from ..request_fields import OPS, RECORD, STEP, replay

CALL = obj("card", "nth")        # the friend call: which copy of which card

REQUEST_FIELDS = {
    **OPS,
    "score": OPS["score"] | obj("friend", player_levels=Items(VALUE)),
    "bid": OPS["bid"] | obj("first_dealer", levels=Items(VALUE)),
    "friend": obj("banker", "shown", "kitty", "banker_hand", "complete", call=CALL, plays=Items(STEP))
              | Obj({}, formerly={"finished": "complete"}),
    **replay(RECORD | obj("first_dealer", call=CALL)),
}
