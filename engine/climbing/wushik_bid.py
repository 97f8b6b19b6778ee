"""赖子五十K ``bid``: is the banker's call (叫牌 / 暗叫) or an open solo (吼牌) valid?

Request: ``banker``; the banker's ``hand`` or all four ``hands``; ``call`` (a
card); optionally ``hou``: a seat, or the seats declaring in order, and
``started``: whether the first card has been played.
"""

from __future__ import annotations

from ..cards import Card
from ..errors import bad_request
from ..rulebook import verdict
from .wushik_calls import check_call, holder
from .wushik_requests import hands_field, seat_field, cards_field
from .wushik_scoring import SOLO_FACTOR


def bid(ctx, request: dict) -> dict:
    banker = seat_field(request, "banker")
    hands = hands_field(request) if "hands" in request else None
    hand = hands[banker] if hands else cards_field(request, "hand", required=False)
    hou = request.get("hou")
    started = request.get("started", False)
    if not isinstance(started, bool):
        raise bad_request("started 应是 true 或 false。", "\"started\" must be true or false.")
    call_cards = cards_field(request, "call", required=False)
    if call_cards is not None and len(call_cards) != 1:
        raise bad_request("call 应是一张牌。", "\"call\" must be one card.")
    if hou is not None:
        return _hou(banker, hou, started)
    if call_cards is None or hand is None:
        raise bad_request("需要 call（叫的牌）和庄家的 hand（或 hands）。",
                          "Needs \"call\" (the card) and the banker's \"hand\" (or \"hands\").")
    return _call(banker, hand, call_cards[0], hands, started)


def _call(banker: int, hand: list[Card], card: Card, hands, started: bool) -> dict:
    if started:
        return verdict("wushik.call", "已经开始出牌，不能再叫牌。",
                       "Play has started: too late to call.", valid=False, reason="too_late",
                       mode=None, stake=None)
    valid, code, rule, zh, en = check_call(hand, card)
    if not valid:
        return verdict(rule, zh, en, valid=False, reason=code, mode=None, stake=None,
                       card=str(card))
    data = {"valid": True, "mode": code, "card": str(card), "banker": banker,
            "stake": SOLO_FACTOR.get(code, 1)}
    if code == "partner" and hands is not None:
        partner = holder(hands, card, besides=banker)
        data["partner"] = partner
        zh += f"对家是座位 {partner}。"
        en += f" The partner is seat {partner}."
    if code == "anjiao":
        data["solo"] = banker
    return verdict(rule, zh, en, **data)


def _hou(banker: int, hou, started: bool) -> dict:
    seats = hou if isinstance(hou, list) else [hou]
    if not seats:
        raise bad_request("hou 应是座位号或座位号列表。", "\"hou\" must be a seat or a list of seats.")
    seats = [seat_field({"hou": s}, "hou") for s in seats]
    first = seats[0]
    if started:
        return verdict("wushik.hou", "第一手牌已经出了，不能再吼牌。",
                       "The first card has been played: too late to declare a solo.",
                       valid=False, reason="too_late", mode=None, stake=None, solo=None)
    later = seats[1:]
    zh = f"座位 {first} 吼牌：一打三，叫牌作废。"
    en = f"Seat {first} declares an open solo: one against three; any call is void."
    if later:
        zh += f"之后的吼牌（座位 {'、'.join(map(str, later))}）无效。"
        en += f" Later declarations (seat {', '.join(map(str, later))}) do not count."
    return verdict("wushik.ruling.hou_over_call", zh, en, valid=True, mode="hou", solo=first,
                   banker=banker, stake=SOLO_FACTOR["hou"], ignored=later)
