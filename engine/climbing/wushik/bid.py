"""赖子五十K ``bid``: is the banker's call (叫牌 / 暗叫) or an open solo (吼牌) valid?

Request: ``banker``; the banker's ``hand`` or all four ``hands``; ``call`` (a
card); optionally ``hou``: a seat, or the seats declaring in order, and
``started``: whether the first card has been played.
"""

from __future__ import annotations

from ... import fields
from ...cards import Card
from ...errors import bad_request
from ...rulebook import verdict
from .calls import UNCALLABLE, check_call, holder
from .referee import REFEREE
from .shapes import power
from .scoring import SOLO_FACTOR
from ..words import Seat, seats_en, seats_zh
from ...text import count_en, seat_en, seat_zh


def bid(ctx, request: dict) -> dict:
    n = fields.players(request, ctx.game)
    banker = fields.seat(request, "banker", n)
    by_seat = fields.hands(request, "hands", ctx.game, n, need_all=True, default=None)
    hands = [by_seat[s] for s in range(n)] if by_seat else None
    hand = hands[banker] if hands else fields.cards(request, "hand", ctx.game, default=None, empty=True)
    hou = request.get("hou")
    started = fields.boolean(request, "started", default=False)
    call_cards = fields.cards(request, "call", ctx.game, default=None, empty=True)
    if call_cards is not None and len(call_cards) != 1:
        raise bad_request("叫的牌应是一张牌。", "The card called must be one card.")
    if hou is not None:
        return _hou(banker, fields.seats({"hou": hou if isinstance(hou, list) else [hou]}, "hou", n,
                                         distinct=False), started)
    if hand is None:
        raise bad_request("需要庄家的手牌（或每一家的手牌）和叫的牌。",
                          "Needs the banker's hand (or every hand) and the card called.")
    if call_cards is None:
        return _choices(banker, hand, n)
    return _call(banker, hand, call_cards[0], hands, started)


def callable_cards(hand: list[Card]) -> list[Card]:
    """The distinct cards of ``hand`` the banker may call, strongest first."""
    return sorted({c for c in hand if not c.is_joker and c.rank not in UNCALLABLE},
                  key=lambda c: (power(c.rank), c.suit), reverse=True)


def _choices(banker: int, hand: list[Card], players: int) -> dict:
    """No call given: what the banker may call (and a redeal if nothing)."""
    cards = callable_cards(hand)
    if not cards and len(hand) == REFEREE.hand_size[players]:
        return verdict("wushik.ruling.no_callable",
                       "庄家手里只有王、2、5、10、K，没有可叫的牌：重新发牌。",
                       "The banker holds only jokers, 2s, 5s, 10s and Ks — nothing to call: "
                       "the cards are dealt again.", valid=False, reason="redeal", callable=[])
    return verdict("wushik.call", f"庄家可以叫 {len(cards)} 种牌。",
                   f"The banker may call {count_en(len(cards), 'different card')}.", valid=None,
                   reason=None, banker=banker, callable=[str(c) for c in cards])


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
        zh += f"对家是{seat_zh(partner)}。"
        en += f" The partner is {seat_en(partner)}."
    if code == "anjiao":
        data["solo"] = banker
    return verdict(rule, zh, en, **data)


def _hou(banker: int, seats: list[int], started: bool) -> dict:
    if not seats:
        raise bad_request("吼牌要写明是哪一家（或按先后的几家）。",
                          "An open solo must name the seat declaring it (or the seats, in order).")
    first = seats[0]
    if started:
        return verdict("wushik.hou", "第一手牌已经出了，不能再吼牌。",
                       "The first card has been played: too late to declare a solo.",
                       valid=False, reason="too_late", mode=None, stake=None, solo=None)
    later = seats[1:]
    zh = f"{seat_zh(first)} 吼牌：一打三，叫牌作废。"
    en = f"{Seat(first)} declares an open solo: one against three; any call is void."
    if later:
        zh += f"之后的吼牌（{seats_zh(later)}）无效。"
        en += f" Later declarations ({seats_en(later)}) do not count."
    return verdict("wushik.ruling.hou_over_call", zh, en, valid=True, mode="hou", solo=first,
                   banker=banker, stake=SOLO_FACTOR["hou"], ignored=later)
