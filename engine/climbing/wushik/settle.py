"""赖子五十K ``settle``: the request's fields, checked, then :func:`wushik_scoring.settle`.

Request: ``mode`` (``partner`` | ``anjiao`` | ``hou``), ``banker``, ``partner``
(2 v 2), ``solo`` (吼牌), ``order`` (seats in finishing order, as far as the
deal went), ``points`` (``{seat: points taken in rounds}``, 2 v 2), optionally
``in_hand`` (points left in the last player's hand), ``bombs`` (the cards of
each bomb played), ``base`` (the room stake, default 1).
"""

from __future__ import annotations

from ...cards import check_copies, format_cards, parse_cards
from ...errors import bad_request
from ...rulebook import verdict
from .shapes import readings
from ...errors import illegal
from .requests import int_field, seat_field
from .scoring import TOTAL_POINTS, settle


def settle_op(ctx, request: dict) -> dict:
    mode = request.get("mode", "partner")
    if mode not in ("partner", "anjiao", "hou"):
        raise bad_request("mode 应是 partner、anjiao 或 hou。",
                          "\"mode\" must be partner, anjiao or hou.")
    banker = seat_field(request, "banker")
    partner = seat_field(request, "partner") if mode == "partner" else None
    solo = seat_field(request, "solo") if mode == "hou" else None
    if partner == banker:
        raise bad_request("对家不能是庄家自己（那是暗叫）。",
                          "The partner cannot be the banker (that is a secret solo).")
    order = _order(request.get("order"), 2 if mode == "partner" else 1)
    pts = _points(request.get("points"), required=mode == "partner")
    in_hand = request.get("in_hand")
    if in_hand is not None:
        in_hand = int_field(request, "in_hand", 0, high=TOTAL_POINTS)
    bombs = _bombs(ctx, request.get("bombs", []))
    base = int_field(request, "base", 1, low=1)
    result = settle(mode=mode, banker=banker, partner=partner, solo=solo, order=order,
                    points=pts, in_hand=in_hand, bombs=bombs, base=base, options=ctx.options)
    zh, en = result.explain()
    return verdict(result.rule, zh, en, **result.to_json())


def _order(value, minimum: int) -> list[int]:
    if not isinstance(value, list) or not minimum <= len(value) <= 4:
        raise bad_request(f"order 应是至少 {minimum} 个座位的名次列表。",
                          f"\"order\" must list at least {minimum} seat(s) in finishing order.")
    seats = [seat_field({"order": s}, "order") for s in value]
    if len(set(seats)) != len(seats):
        raise bad_request("order 里有重复的座位。", "\"order\" repeats a seat.")
    return seats


def _points(value, *, required: bool) -> list[int] | None:
    if value is None and not required:
        return None
    if not isinstance(value, dict):
        raise bad_request("points 应是 {座位: 分数}。", "\"points\" must be {seat: points}.")
    out = [0, 0, 0, 0]
    for key, pts in value.items():
        seat = seat_field({"points": key}, "points")
        if not isinstance(pts, int) or isinstance(pts, bool) or pts < 0 or pts % 5:
            raise bad_request("分数应是 5 的倍数的非负整数。",
                              "Points must be non-negative multiples of 5.")
        out[seat] = pts
    return out


def _bombs(ctx, value) -> list:
    if not isinstance(value, list):
        raise bad_request("bombs 应是牌的列表。", "\"bombs\" must be a list of plays.")
    groups = [parse_cards(v) for v in value]
    check_copies(groups, decks=2)
    out = []
    for cards in groups:
        found = [r for r in readings(cards, four_jokers=ctx.options["four_jokers"]) if r.bomb]
        if not found:
            raise illegal(f"{format_cards(cards)} 不是炸弹。", f"{format_cards(cards)} is not a bomb.",
                          rule="wushik.bomb")
        out.append((found[0], format_cards(cards)))
    return out
