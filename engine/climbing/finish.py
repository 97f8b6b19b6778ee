"""Who went out first, as a settle request gives it (挖坑 and 明暗斗地主 are decided by it)."""

from __future__ import annotations

from .. import fields


def first_out(request: dict, players: int) -> int:
    """``first_out``, or the head of a finishing ``order`` (a list of distinct seats). An
    ``order`` given is read whole even beside ``first_out`` (a seat twice is refused, never
    passed over), and the two must agree."""
    order = fields.seats(request, "order", players) if "order" in request else []
    if "first_out" not in request and order:
        return order[0]
    first = fields.seat(request, "first_out", players)
    if order and order[0] != first:
        zh, en = fields.words_of("first_out")
        raise fields.field_error("order", f"{{W}}的第一位和「{zh}」不是同一个座位。",
                                 f"{{W}} does not start with the seat given as {en}.")
    return first
