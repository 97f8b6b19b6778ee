"""The fields each op of 挖坑 reads, as data (engine.request_fields)."""

from __future__ import annotations

from ...request_shape import match_request
from ..request_fields import COMBO_READING, OPS, VALUE, BySeat, Items, obj, record, replay

# One deal of a match (engine.match; engine.climbing.wakeng.match): who dug for how much, who went
# out first. A match of Wa Keng starts from nothing: each deal's stake is its own bid.
MATCH_ENTRY = obj("digger", "bid", "first_out", order=Items(VALUE))
MATCH_START = obj()

REQUEST_FIELDS = {
    **OPS,
    "bid": obj("players", "opener", "proposed", "kitty", hands=BySeat(), bids=Items(VALUE)),
    "settle": obj("players", "digger", "bid", "first_out", order=Items(VALUE)),
    "timeout": obj("phase", "hand", "previous"),
    "level": obj("points"),
    **replay(record(COMBO_READING, kitty=VALUE, bids=Items(VALUE))),
    "match": match_request(MATCH_ENTRY, MATCH_START),
}
