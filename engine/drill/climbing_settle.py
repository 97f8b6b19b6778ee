"""The climbing drill's ``settle`` question: a real random deal played to its end (the game's own
simulator, checked through ``replay``); the page shows what settles it (the sides, the bid or
the calls, the bombs, who went out when, the points taken) and asks what one seat wins or pays.
The ``check`` is the game's ``settle`` op on those facts; its payout for the seat is the
``solution``. How a deal is told and which settlements are plain (level 2) or a ruling (3) is
the game's own (its drill hooks ``settle_facts``, ``settle_level``, ``settle_table``).
"""

from __future__ import annotations

from fractions import Fraction

from .. import fields
from ..climbing.payouts import paid
from ..text import seat_en, seat_zh
from . import climbing_spots as spots
from .climbing_core import DEALS, choose, option_facts
from .common import Judged, Made, answered, checked, explained, facts_part, plays_part, question


def _bombs(out: dict) -> list[dict]:
    return [{"seat": s["seat"], "cards": s["cards"]} for s in out["steps"]
            if s["step"] == "play" and s["as"].get("bomb")]


def _picked_deal(ask, players: int | None) -> tuple:
    """A finished real deal whose ``settle`` verdict fits the level: ``((data, facts, bombs), verdict)``."""
    ctx, rng, own = ask.ctx, ask.rng, ask.ctx.game.drill
    tagged: list = []
    key = (lambda t: (t[1]["rule"],))
    for _ in range(DEALS):
        n = players or own.settle_table(ask.level, rng, ctx.game.players)
        record = spots.deal(ctx, rng, n)
        out = checked(ctx, {"op": "replay", "deal": record})
        if not (out.get("valid") and out.get("complete")):
            continue
        data, facts = own.settle_facts(record, out["result"])
        v = answered(ctx, {"op": "settle", **data})
        if v is not None:
            tagged.append(((data, facts, _bombs(out)), v))
        picked = choose(rng, tagged, lambda t: own.settle_level(t[1], t[0][0]) == ask.level, key)
        if picked:
            return picked
    return choose(rng, tagged, lambda t: True, key)


def settle(ask, players: int | None) -> Made:
    ctx, rng = ask.ctx, ask.rng
    (data, facts, bombs), v = _picked_deal(ask, players)
    exact = paid(v)
    seat = rng.choice([int(s) for s, x in exact.items() if Fraction(str(x)).denominator == 1])
    solution = v["payouts"][str(seat)]
    check = ask.request("settle", **data)
    show = [facts_part(facts + option_facts(ctx))]
    if bombs:
        show.append(plays_part("打出的炸弹", "Bombs played", [(b["seat"], b["cards"]) for b in bombs]))
    q = question(ask, ask_words=(f"{seat_zh(seat)} 这一局得多少分？输的分写成负数。",
                                 f"How many points does {seat_en(seat)} get from this deal? "
                                 f"Write a loss as a negative number."),
                 show=show, reply={"type": "number", "min": -fields.BIG, "max": fields.BIG, "seat": seat},
                 solution=solution, check=check,
                 teaches=[v["rule"], *v.get("rulings", []), *_step_rules(v)])

    def judge(given: int) -> Judged:
        return explained(checked(ctx, check), given == solution,
                         f"{seat_zh(seat)}：{solution:+d}。", f"{seat_en(seat).capitalize()}: {solution:+d}.")
    return Made(q, judge)


def _step_rules(v: dict) -> list[str]:
    """The rules the settlement's steps name (its multipliers')."""
    return [s["rule"] for s in v.get("multiplier_steps", v.get("steps", [])) if "rule" in s]
