"""The climbing drill's ``settle`` question: a real random deal played to its end (the game's own
simulator, checked through ``replay``); the page shows what settles it (the sides, the bid or
the calls, the bombs, who went out when, the points taken) and asks what one seat wins or pays.
The ``check`` is the game's ``settle`` op on those facts; its payout for the seat is the
``solution``.
"""

from __future__ import annotations

from fractions import Fraction

from .. import fields
from ..cards import parse_cards
from ..climbing.wushik.shapes import points
from ..text import seat_en, seat_zh
from . import climbing_spots as spots
from .climbing_core import DEALS, choose, explained, option_facts, run, try_run
from .common import Judged, Made, facts_part, plays_part, question

# the plain settlements (level 2) of 挖坑 and 五十K, by the rule the settle op names
BASIC = {"wakeng": ("wakeng.settle",), "wushik": ("wushik.pay.manfen", "wushik.pay.pingfen")}
CALL = {"blind": ("盲叫", "called blind"), "seen": ("看牌叫", "called after looking")}


def Seat(seat: int) -> str:
    return seat_en(seat).capitalize()


def settle_level(game: str, v: dict, data: dict) -> int:
    """2: the plain settlement; 3: a ruling decides it (挖坑 at four players; 明暗斗地主 alone or
    with a partner named blind; 五十K's one-two finishes, all the points, the solos)."""
    if game == "mingan":    # bombs and their 番 are common play; playing alone is a ruling
        return 3 if data.get("partner") is None or data["blind_partner"] else 2
    return 2 if v["rule"] in BASIC[game] else 3


def _bombs(out: dict) -> list[dict]:
    return [{"seat": s["seat"], "cards": s["cards"]} for s in out["steps"]
            if s["step"] == "play" and s["as"].get("bomb")]


def _wakeng(record: dict, res: dict) -> tuple[dict, list]:
    n, d, stake, first = record["players"], res["digger"], res["stake"], res["first_out"]
    facts = [(f"{n} 人一局。", f"A {n}-player deal."),
             (f"{seat_zh(d)} 挖坑，叫了 {stake} 分。", f"{Seat(d)} is the digger, for a bid of {stake}."),
             (f"{seat_zh(first)} 最先出完。", f"{Seat(first)} went out first.")]
    return {"players": n, "digger": d, "bid": stake, "first_out": first}, facts


def _mingan(record: dict, res: dict) -> tuple[dict, list]:
    n, landlord, partner, first = record["players"], res["landlord"], res["partner"], res["first_out"]
    blind = bool(record.get("blind_partner"))
    how = CALL[res["call"]]
    facts = [(f"{n} 人一局，底分 {record['base']}。", f"A {n}-player deal, base score {record['base']}."),
             (f"{seat_zh(landlord)} 当地主（{how[0]}）。", f"{Seat(landlord)} is the landlord ({how[1]}).")]
    if partner is None:
        facts.append(("地主一个人打：另一张找暗地主的牌也在地主手里。",
                      "The landlord plays alone: the twin of the partner card was in the landlord's own hand."))
    else:
        facts.append((f"{seat_zh(partner)} 是暗地主。", f"{Seat(partner)} is the hidden partner."))
    if blind:
        facts.append(("地主盲叫了暗地主。", "The landlord named the partner blind."))
    if not res["bombs"]:
        facts.append(("这一局没有人出炸弹。", "Nobody played a bomb."))
    facts.append((f"{seat_zh(first)} 最先出完。", f"{Seat(first)} went out first."))
    check = {"players": n, "landlord": landlord, "call": res["call"], "blind_partner": blind,
             "bombs": res["bombs"], "first_out": first, "base": record["base"]}
    if partner is not None:
        check["partner"] = partner
    return check, facts


def _wushik(record: dict, res: dict) -> tuple[dict, list]:
    mode, banker, order = res["mode"], res["banker"], res["order"]
    check = {"mode": mode, "banker": banker, "order": order, "bombs": res["bombs"], "base": record.get("base", 1)}
    if mode == "partner":
        p = res["partner"]
        facts = [(f"{seat_zh(banker)} 坐庄，叫牌叫出{seat_zh(p)} 做搭档：二打二。",
                  f"{Seat(banker)} is the banker; the called card made {seat_en(p)} the partner: two against two.")]
        check["partner"] = p
    elif mode == "anjiao":
        facts = [(f"{seat_zh(banker)} 坐庄，暗叫：一个人打三家。",
                  f"{Seat(banker)} is the banker and called a secret solo: one against three.")]
    else:
        facts = [(f"{seat_zh(res['solo'])} 吼牌：一个人打三家。",
                  f"{Seat(res['solo'])} declared an open solo: one against three.")]
        check["solo"] = res["solo"]
    facts.append((f"出完的先后：{'、'.join(seat_zh(s) for s in order)}。",
                   f"Finishing order: {', '.join(seat_en(s) for s in order)}."))
    if mode == "partner":
        taken = res["taken"]
        check["points"] = taken
        facts.append(("收到的分：" + "，".join(f"{seat_zh(int(s))} {p} 分" for s, p in taken.items()) + "。",
                      "Points taken: " + ", ".join(f"{seat_en(int(s))} {p}" for s, p in taken.items()) + "."))
        if len(order) >= 3:
            left = sum(points(parse_cards(h)) for h in res["hands"].values())
            check["in_hand"] = left
            facts.append((f"没出完的一家手里还剩 {left} 分。", f"The last player's hand still holds {left} points."))
    if not res["bombs"]:
        facts.append(("这一局没有人出炸弹。", "Nobody played a bomb."))
    return check, facts


SETTLE = {"wakeng": _wakeng, "mingan": _mingan, "wushik": _wushik}


def settle(ask, players: int | None) -> Made:
    ctx, rng, game = ask.ctx, ask.rng, ask.game
    tagged: list = []
    key = (lambda t: (t[1]["rule"],))
    picked = None
    for _ in range(DEALS):
        n = players or (3 + (ask.level == 3) if game == "wakeng" else rng.choice(list(ctx.game.players)))
        record = spots.deal(ctx, rng, n)
        out = run(ctx, {"op": "replay", "deal": record})
        if not (out.get("valid") and out.get("complete")):
            continue
        data, facts = SETTLE[game](record, out["result"])
        v = try_run(ctx, {"op": "settle", **data})
        if v is not None:
            tagged.append(((data, facts, _bombs(out)), v))
        picked = choose(rng, tagged, lambda t: settle_level(game, t[1], t[0][0]) == ask.level, key)
        if picked:
            break
    (data, facts, bombs), v = picked or choose(rng, tagged, lambda t: True, key)
    exact = v.get("payouts_exact", v["payouts"])
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
                 teaches=[v["rule"], *v.get("rulings", []), *(s["rule"] for s in v.get("multiplier_steps", v.get("steps", [])) if "rule" in s)])

    def judge(given: int) -> Judged:
        return explained(run(ctx, check), given == solution,
                         f"{seat_zh(seat)}：{solution:+d}。", f"{Seat(seat)}: {solution:+d}.")
    return Made(q, judge)
