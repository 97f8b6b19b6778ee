"""赖子五十K's match hooks (engine.match): a deal's entry → its ``settle`` request, and the answer →
each seat's money over the evening and the next banker (the first out, as ``settle`` says).

Entry (``MATCH_ENTRY`` in request_fields.py): ``mode`` (``partner`` / ``anjiao`` / ``hou``),
``banker`` (the first deal's; later the previous deal fixed it, so it may be left out, and one
naming another seat is refused), ``partner`` (partner deals) or ``solo`` (the open soloist),
``order``, ``points`` (partner deals), ``in_hand``, ``bombs``. Start: ``base`` (the evening's base
stake, 1 when left out: wushik.ruling.match_base), ``banker`` (the first deal's, if known: the
source draws it at random).
"""

from __future__ import annotations

from ...match_state import Standing, entry_error, fixed_banker, following, start_seat
from ...text import seat_en, seat_zh
from ..match_money import add, money_standing, settle_fields, standing_words, start_base, zero

OP = "settle"
RULE = "wushik.match"
BASE_RULE = "wushik.ruling.match_base"
FROM_FILE = {"base": "start.base", "players": "players"}
ROLES = ("banker", "partner", "solo")           # who the deal's row names (its request's seats)
ENTRY = ("mode", "partner", "solo", "order", "points", "in_hand", "bombs")


def begin(players: int, start: dict, options: dict) -> Standing:
    base = start_base(start)
    banker = start_seat(start, "banker", players)
    return money_standing(zero(players), following(banker, "banker", RULE), exact=False, keep=base,
                          rules=(BASE_RULE,))


def request(state: Standing, entry: dict, players: int) -> dict:
    banker = fixed_banker(entry, state.next["seat"], players, "wushik.banker")
    if entry.get("partner") is not None and entry.get("partner") == banker:
        raise entry_error("partner", "对家不能是庄家自己（那是暗叫）。",
                          "The partner cannot be the banker (that is a secret solo).")
    return {"players": players, "base": state.keep[1], "banker": banker, **settle_fields(entry, ENTRY)}


def advance(state: Standing, asked: dict, result: dict, players: int) -> tuple[Standing, str, str]:
    nxt = result["next_banker"]
    new = money_standing(add(state.keep[0], result), following(nxt, "banker", "wushik.banker"), exact=False,
                         keep=state.keep[1], rules=(BASE_RULE,))
    return (new, result["explain"]["zh"] + f"下一局{seat_zh(nxt)} 坐庄（头游）。",
            result["explain"]["en"] + f" {seat_en(nxt).capitalize()} banks next (first out).")


def words(state: Standing, deals: int) -> tuple[str, str]:
    zh, en = standing_words(state, deals)
    seat = state.next["seat"]
    if seat is None:
        return zh + "第一局的庄家随机定（还没记下）。", en + " The first deal's banker is drawn at random (not entered)."
    return zh + f"下一局{seat_zh(seat)} 坐庄。", en + f" {seat_en(seat).capitalize()} banks next."
