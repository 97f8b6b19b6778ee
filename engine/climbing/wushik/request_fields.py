"""The fields each op of 赖子五十K reads, as data (engine.request_fields)."""

from __future__ import annotations

from ..request_fields import OPS, SETTLE, VALUE, BySeat, Items, obj, record, replay

READING = obj("kind", "rank", "length")     # a declared reading (engine.climbing.wushik.game)

REQUEST_FIELDS = {
    **OPS,
    "beats": OPS["beats"] | obj(previous_as=READING, play_as=READING),
    "answers": OPS["answers"] | obj(previous_as=READING),
    "bid": obj("players", "banker", "hand", "started", "call", hands=BySeat(), hou=Items(VALUE)),
    "settle": SETTLE | obj("mode", "banker", "partner", "solo", "in_hand", points=BySeat(),
                           bombs=Items(VALUE), order=Items(VALUE)),
    **replay(record(READING, banker=VALUE, call=VALUE, hou=VALUE, base=VALUE)),
}
