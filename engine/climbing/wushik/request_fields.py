"""The fields each op of 赖子五十K reads, as data (engine.request_fields)."""

from __future__ import annotations

from ...request_shape import match_request
from ..request_fields import OPS, SETTLE, VALUE, BySeat, Items, obj, record, replay

READING = obj("kind", "rank", "length")     # a declared reading (engine.climbing.wushik.game)

# One deal of a match (engine.match; engine.climbing.wushik.match) and the match's start (the base
# stake of the evening, the first deal's banker if known).
MATCH_ENTRY = obj("mode", "banker", "partner", "solo", "in_hand", points=BySeat(), bombs=Items(VALUE),
                  order=Items(VALUE))
MATCH_START = obj("base", "banker")

REQUEST_FIELDS = {
    **OPS,
    "beats": OPS["beats"] | obj(previous_as=READING, play_as=READING),
    "answers": OPS["answers"] | obj(previous_as=READING),
    "bid": obj("players", "banker", "hand", "started", "call", hands=BySeat(), hou=Items(VALUE)),
    "settle": SETTLE | obj("mode", "banker", "partner", "solo", "in_hand", points=BySeat(),
                           bombs=Items(VALUE), order=Items(VALUE)),
    **replay(record(READING, banker=VALUE, call=VALUE, hou=VALUE, base=VALUE)),
    "match": match_request(MATCH_ENTRY, MATCH_START),
}
