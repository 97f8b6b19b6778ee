"""明暗斗地主's match hooks (engine.match): a deal's entry → its ``settle`` request, and the answer →
each seat's money over the evening, exact (shares that do not divide stay fractions, as
``settle`` gives them: mingan.settle.split), and who deals next.

Entry (``MATCH_ENTRY`` in request_fields.py): ``landlord``, ``partner`` (null: alone), ``call``
(``seen`` / ``blind``), ``blind_partner``, ``bombs``, ``first_out`` (or ``order``). Start:
``base`` (the evening's base stake, 1 when left out: mingan.match.base), ``dealer`` (the first
deal's, if known). The seat that went out first deals next (mingan.match.dealer).
"""

from __future__ import annotations

from ...match_state import Standing, entry_error, following, start_seat
from ...text import seat_en, seat_zh
from ..finish import first_out
from ..match_money import add, money_standing, settle_fields, standing_words, start_base, zero

OP = "settle"
RULE = "mingan.match"
DEALER_RULE = "mingan.match.dealer"
BASE_RULE = "mingan.match.base"
FROM_FILE = {"base": "start.base", "players": "players"}
ROLES = ("landlord", "partner")           # who the deal's row names (its request's seats)
ENTRY = ("landlord", "partner", "call", "blind_partner", "bombs", "first_out", "order")


def begin(players: int, start: dict, options: dict) -> Standing:
    base = start_base(start)
    dealer = start_seat(start, "dealer", players)
    return money_standing(zero(players), following(dealer, "dealer", RULE), exact=True, keep=base,
                          rules=(BASE_RULE,))


def request(state: Standing, entry: dict, players: int) -> dict:
    """The deal's ``settle`` request; the two seats a table may get wrong together are named here,
    since the op's refusal of them names no field."""
    if entry.get("partner") is not None and entry.get("partner") == entry.get("landlord"):
        raise entry_error("partner", "暗地主不能是地主本人（地主一个人打时写 null）。",
                          "The partner cannot be the landlord (a landlord alone has null).", "illegal")
    if entry.get("blind_partner") is True and entry.get("call") != "blind":
        raise entry_error("blind_partner", "盲叫暗地主必须先盲叫地主。", "Naming the partner blind needs a blind call.",
                          "illegal", rule="mingan.partner.blind")
    return {"players": players, "base": state.keep[1], **settle_fields(entry, ENTRY)}


def advance(state: Standing, asked: dict, result: dict, players: int) -> tuple[Standing, str, str]:
    """The money summed, and the next dealer: the seat that went out first (read as the settle op
    read it from the request: ``first_out``, or the head of ``order``)."""
    first = first_out(asked, players)
    new = money_standing(add(state.keep[0], result), following(first, "dealer", DEALER_RULE), exact=True,
                         keep=state.keep[1], rules=(DEALER_RULE, BASE_RULE))
    return (new, result["explain"]["zh"] + f"下一局由{seat_zh(first)} 发牌。",
            result["explain"]["en"] + f" {seat_en(first).capitalize()} deals next.")


def words(state: Standing, deals: int) -> tuple[str, str]:
    zh, en = standing_words(state, deals)
    seat = state.next["seat"]
    if seat is None:
        return zh + "第一局由谁发牌没有记下。", en + " Who deals the first deal is not entered."
    return zh + f"下一局由{seat_zh(seat)} 发牌。", en + f" {seat_en(seat).capitalize()} deals next."
