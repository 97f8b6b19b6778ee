"""The fields each op of 双升 reads, as data (engine.request_fields)."""

from __future__ import annotations

from ...request_shape import VALUE, Items, obj
from ..request_fields import OPS, RECORD, replay

REQUEST_FIELDS = {
    **OPS,
    "score": OPS["score"] | obj("counters", team_levels=Items(VALUE)),
    "bid": OPS["bid"] | obj("first_deal", "banker", "level", "first_dealer"),
    **replay(RECORD | obj("first_deal", "banker", "first_dealer",
                          counters=Items(obj("seat", "cards", "bury")))),
}
