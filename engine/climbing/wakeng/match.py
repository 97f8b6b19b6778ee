"""挖坑's match hooks (engine.match): a deal's entry → its ``settle`` request, and the answer → the
points each seat has won or lost over the evening.

Entry (``MATCH_ENTRY`` in request_fields.py): ``digger``, ``bid`` (1–3: the deal's stake),
``first_out`` (or ``order``). The start holds nothing: each deal's stake is its own bid, and no
dealer carries over, since whoever holds ♥4 speaks first in every deal (wakeng.bid).
"""

from __future__ import annotations

from ...match_state import Standing, following
from ..match_money import add, money_standing, settle_fields, standing_words, zero

OP = "settle"
RULE = "wakeng.match"
FROM_FILE = {"players": "players"}
ROLES = ("digger",)           # who the deal's row names (its request's seats)
OPENER = following(None, "opener", "wakeng.bid")      # the holder of ♥4, every deal


def begin(players: int, start: dict, options: dict) -> Standing:
    return money_standing(zero(players), OPENER, exact=False)


def request(state: Standing, entry: dict, players: int) -> dict:
    return {"players": players, **settle_fields(entry, ("digger", "bid", "first_out", "order"))}


def advance(state: Standing, asked: dict, result: dict, players: int) -> tuple[Standing, str, str]:
    new = money_standing(add(state.keep[0], result), OPENER, exact=False)
    return new, result["explain"]["zh"], result["explain"]["en"]


def words(state: Standing, deals: int) -> tuple[str, str]:
    zh, en = standing_words(state, deals)
    return zh + "下一局仍由拿到红桃 4 的人先叫。", en + " The holder of ♥4 speaks first in the next deal, as in every deal."
