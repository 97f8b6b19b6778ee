"""赖子五十K ``settle``: the request's fields, checked, then :func:`.scoring.settle`.

Request: ``mode`` (``partner`` | ``anjiao`` | ``hou``), ``banker``, ``partner``
(2 v 2), ``solo`` (吼牌), ``order`` (seats in finishing order, as far as the
deal went), ``points`` (``{seat: points taken in rounds}``, 2 v 2), optionally
``in_hand`` (points left in the last player's hand), ``bombs`` (the cards of
each bomb played), ``base`` (the room stake, default 1).
"""

from __future__ import annotations

from ... import fields
from ...cards import format_cards
from ...errors import bad_request
from ...rulebook import verdict
from .shapes import readings
from ...errors import illegal
from .scoring import TOTAL_POINTS, settle
from ...text import cards_en, cards_zh, count_en, zh_spaced
from ..words import capital


def settle_op(ctx, request: dict) -> dict:
    n = fields.players(request, ctx.game)
    mode = fields.choice(request, "mode", ("partner", "anjiao", "hou"), default="partner")
    banker = fields.seat(request, "banker", n)
    partner = fields.seat(request, "partner", n) if mode == "partner" else None
    solo = fields.seat(request, "solo", n) if mode == "hou" else None
    if partner == banker:
        raise bad_request("对家不能是庄家自己（那是暗叫）。",
                          "The partner cannot be the banker (that is a secret solo).")
    order = fields.seats(request, "order", n)
    if len(order) < (2 if mode == "partner" else 1):
        least = 2 if mode == "partner" else 1
        raise bad_request(f"出完的先后要列出至少 {least} 家。",
                          f"The finishing order must list at least {count_en(least, 'seat')}.", field="order")
    pts = _points(request.get("points"), n, required=mode == "partner")
    in_hand = (fields.integer(request, "in_hand", high=TOTAL_POINTS)
               if request.get("in_hand") is not None else None)
    bombs = _bombs(ctx, request)
    base = fields.integer(request, "base", default=1, low=1)
    result = settle(mode=mode, banker=banker, partner=partner, solo=solo, order=order,
                    points=pts, in_hand=in_hand, bombs=bombs, base=base, options=ctx.options)
    zh, en = result.explain()
    return verdict(result.rule, zh, en, **result.to_json())


def _points(value, n: int, *, required: bool) -> list[int] | None:
    if value is None and not required:
        return None
    if not isinstance(value, dict):
        raise bad_request("要给出每一家收到的分数。", "The points each seat took must be given, seat by seat.")
    out = [0] * n
    for key, pts in value.items():
        seat = fields.seat_value(key, n, "points")
        if pts.__class__ is not int or not 0 <= pts <= fields.BIG or pts % 5:
            raise bad_request("分数应是 5 的倍数，不能是负数。",
                              "Points must be multiples of 5, never negative.")
        out[seat] = pts
    return out


def _bombs(ctx, request: dict) -> list:
    groups = fields.cards_list(request, "bombs", ctx.game, default=[])
    out = []
    for i, cards in enumerate(groups):
        found = [r for r in readings(cards, four_jokers=ctx.options["four_jokers"]) if r.bomb]
        if not found:
            raise illegal(zh_spaced(f"{cards_zh(cards)} 不是炸弹。"), f"{capital(cards_en(cards))} is not a bomb.",
                          rule="wushik.bomb", field=f"bombs[{i}]")
        out.append((found[0], format_cards(cards)))
    return out
