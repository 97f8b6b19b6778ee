"""The fields each op of 明暗斗地主 reads, as data (engine.request_fields)."""

from __future__ import annotations

from ..request_fields import COMBO_READING, OPS, SETTLE, VALUE, BySeat, Items, obj, record, replay

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
}
