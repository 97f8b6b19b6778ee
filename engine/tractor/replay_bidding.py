"""The bidding half of a tractor replay that both games share: the bids, each checked with
the game's own check, and the bury. Each game's own order of these steps (and
shuangsheng's counters after the bury, 反主炒底) is in its package's ``deal`` module."""

from __future__ import annotations

from .. import fields
from ..cards import format_cards
from ..errors import bad_request, illegal
from ..text import seat_no
from .bidding import Bank
from .replay_table import ReplayTable, cards_of, drop, seat_of, take
from ..games import GAMES
from .trick import trick_points


def bids(t: ReplayTable, record: dict, bank: Bank, check) -> Bank:
    raw = record.get("bids", [])
    if not isinstance(raw, list):
        raise bad_request("记录里的叫牌应按顺序列出。", "The record's bids must be listed in order.", field="bids")
    fields.listed(record, "bids", default=[])    # at most fields.LIST_CAP of them, as every list a request gives
    t.phase = {"phase": "bid", "seat": None}
    n = len(t.hands)
    for i, b in enumerate(raw):
        if not isinstance(b, dict):
            raise bad_request(f"第 {i + 1} 次叫牌要写明座位和亮出的牌。", f"Bid {i + 1} names a seat and the cards shown.",
                              field=f"bids[{i}]")
        seat, cards = seat_of(b.get("seat"), n, f"bids[{i}].seat"), cards_of(b.get("cards"), f"bids[{i}].cards")
        take(t.hands[seat], cards, seat, "亮出的牌", "shown cards", f"{t.game}.deal.holding")
        chk = check(bank, seat, cards)
        if not chk.valid:
            raise illegal(chk.zh, chk.en, index=i, seat=seat, rule=chk.rule)
        bank = chk.bank
        t.step("bid", chk.rule, chk.zh, chk.en, seat=seat, cards=format_cards(cards))
    return bank


def bury(t: ReplayTable, seat: int, value, where: str) -> None:
    """``seat`` picks up the kitty and puts back ``value`` (the same number of cards)."""
    cards = cards_of(value if value is not None else "", where)
    size = GAMES[t.game].kitty_size
    t.phase = {"phase": "bury", "seat": seat}
    rule = f"{t.game}.deal.bury"
    if len(cards) != size:
        raise illegal(f"扣底要扣回 {size} 张，不是 {len(cards)} 张。",
                     f"The bury puts back {size} cards, not {len(cards)}.", seat=seat, rule=rule)
    hand = t.hands[seat]
    hand.update(t.kitty)
    take(hand, cards, seat, "要扣的牌", "cards to bury", rule)
    drop(hand, cards)
    t.kitty = cards
    t.step("bury", rule, f"座位 {seat_no(seat)} 拿起底牌，扣回 {size} 张（{trick_points(cards)} 分）。",
           f"Seat {seat_no(seat)} picks up the kitty and buries {size} cards ({trick_points(cards)} points).",
           seat=seat, cards=format_cards(cards))
