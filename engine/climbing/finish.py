"""Who went out first, as a settle request gives it (挖坑 and 明暗斗地主 are decided by it)."""

from __future__ import annotations

from .. import fields


def first_out(request: dict, players: int) -> int:
    """``first_out``, or the head of a finishing ``order`` (a list of distinct seats)."""
    if "first_out" not in request and isinstance(request.get("order"), list) and request["order"]:
        return fields.seats(request, "order", players)[0]
    return fields.seat(request, "first_out", players)
