"""The fields each op of 明暗斗地主 reads, as data (engine.request_fields)."""

from __future__ import annotations

from ...request_shape import match_request
from ..request_fields import COMBO_READING, OPS, SETTLE, VALUE, BySeat, Items, obj, record, replay

# One deal of a match (engine.match; engine.climbing.mingan.match) and the match's start (the base
# stake of the evening, who deals the first deal if known).
MATCH_ENTRY = obj("landlord", "partner", "call", "blind_partner", "first_out", bombs=Items(VALUE),
                  order=Items(VALUE))
MATCH_START = obj("base", "dealer")

REQUEST_FIELDS = {
    **OPS,
    "beats": OPS["beats"] | obj(previous_as=COMBO_READING),
    "answers": OPS["answers"] | obj(previous_as=COMBO_READING),
    "bid": obj("players", "first", "proposed", calls=Items(VALUE)),
    "partner": obj("players", "landlord", "card", hands=BySeat()),
    "settle": SETTLE | obj("landlord", "partner", "call", "blind_partner", "first_out",
                           bombs=Items(VALUE), order=Items(VALUE)),
    **replay(record(COMBO_READING, kitty=VALUE, landlord_card=VALUE, first=VALUE, calls=Items(VALUE),
                    partner_card=VALUE, blind_partner=VALUE, base=VALUE)),
    "match": match_request(MATCH_ENTRY, MATCH_START),
}
