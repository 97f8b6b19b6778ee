"""明暗斗地主 settlement: the multiplier, who wins, and who pays whom (shared by ``settle`` and ``replay``)."""

from __future__ import annotations

from . import deal
from ..words import Seat
from ...text import seat_zh


def settlement(ctx, *, players, landlord, partner, call, blind_partner, bombs, first_out, base,
               options) -> dict:
    alone = partner is None
    m, steps = deal.multiplier(call=call, blind_partner=blind_partner, alone=alone, bombs=bombs,
                               options=options)
    wins = first_out in (landlord, partner)
    pay = deal.payouts(players=players, landlord=landlord, partner_seat=partner, landlord_wins=wins,
                       score=base * m, options=options)
    rulings = [r for r, on in (
        ("mingan.fan.reading", bool(bombs)),        # 2+ bombs or a big one: the readings differ
        ("mingan.partner.blind", blind_partner),
        ("mingan.settle.losers", not wins),
        ("mingan.settle.split", any(v.denominator != 1 for v in pay.values()))) if on]
    return {"winner": "landlord" if wins else "farmers", "multiplier": m, "score": base * m,
            "rulings": rulings,
            "multiplier_steps": steps, "payouts": {str(s): deal.chips(v) for s, v in pay.items()},
            "payouts_exact": {str(s): str(v) for s, v in pay.items()},
            "transfers": deal.transfers(pay)}


def settle_text(out: dict, first_out: int, base: int) -> tuple[str, str, str]:
    """The rule that decides the settlement (the first ruling it turns on) and the text."""
    side = ("地主方", "the landlord's side wins") if out["winner"] == "landlord" else ("农民", "the farmers win")
    trail = " × ".join(str(s["factor"]) for s in out["multiplier_steps"] if "factor" in s) or "1"
    rulings = out["rulings"]
    rule = rulings[0] if rulings else "mingan.settle"
    return (rule, f"{seat_zh(first_out)} 先出完，{side[0]}赢。倍数 {trail} = {out['multiplier']}，"
                  f"底分 {base}，每份 {out['score']}。",
            f"{Seat(first_out)} went out first: {side[1]}. Multiplier {trail} = "
            f"{out['multiplier']}, base {base}, {out['score']} per share.")
