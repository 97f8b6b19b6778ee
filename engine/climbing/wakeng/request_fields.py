"""The fields each op of 挖坑 reads, as data (engine.request_fields)."""

from __future__ import annotations

from ..request_fields import COMBO_READING, OPS, VALUE, BySeat, Items, obj, record, replay

REQUEST_FIELDS = {
    **OPS,
    "bid": obj("players", "opener", "proposed", "kitty", hands=BySeat(), bids=Items(VALUE)),
    "settle": obj("players", "digger", "bid", "first_out", order=Items(VALUE)),
    "timeout": obj("phase", "hand", "previous"),
    "level": obj("points"),
    **replay(record(COMBO_READING, kitty=VALUE, bids=Items(VALUE))),
}
