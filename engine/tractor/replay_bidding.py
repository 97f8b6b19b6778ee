"""The bidding half of a tractor replay: the bids, the bury, and shuangsheng's counters
after the bury (反主炒底), each checked with the game's own bidding rules
(:mod:`.bidding_zhaopengyou`, :mod:`.bidding_shuangsheng`)."""

from __future__ import annotations

from ..cards import format_cards
from ..errors import bad_request
from . import levels
from .bidding import Bank, Check
from .bidding_shuangsheng import ss_check, ss_counter_turn, ss_no_bid
from .bidding_zhaopengyou import zpy_check, zpy_flip
from .replay_table import Broken, Table, cards_of, drop, list_field, seat_of, take
from .ruleset import RULESETS
from .trick import trick_points


def bids(t: Table, record: dict, bank: Bank, check) -> Bank:
    raw = record.get("bids", [])
    if not isinstance(raw, list):
        raise bad_request("bids 应是列表。", "\"bids\" must be a list.")
    n = len(t.hands)
    for i, b in enumerate(raw):
        if not isinstance(b, dict):
            raise bad_request(f"bids[{i}] 应是 {{seat, cards}}。", f"bids[{i}] must be {{seat, cards}}.")
        seat, cards = seat_of(b.get("seat"), n, f"bids[{i}].seat"), cards_of(b.get("cards"), f"bids[{i}].cards")
        take(t.hands[seat], cards, seat, "亮出的牌", "shown cards", f"{t.game}.deal.holding")
        chk = check(bank, seat, cards)
        if not chk.valid:
            raise Broken(chk.rule, chk.zh, chk.en, index=i, seat=seat)
        bank = chk.bank
        t.step("bid", chk.rule, chk.zh, chk.en, seat=seat, cards=format_cards(cards))
    return bank


def bury(t: Table, seat: int, value, where: str) -> None:
    """``seat`` picks up the kitty and puts back ``value`` (the same number of cards)."""
    cards = cards_of(value if value is not None else "", where)
    size = RULESETS[t.game].kitty_size
    rule = f"{t.game}.deal.bury"
    if len(cards) != size:
        raise Broken(rule, f"扣底要扣回 {size} 张，不是 {len(cards)} 张。",
                     f"The bury puts back {size} cards, not {len(cards)}.", seat=seat)
    hand = t.hands[seat]
    hand.update(t.kitty)
    take(hand, cards, seat, "要扣的牌", "cards to bury", rule)
    drop(hand, cards)
    t.kitty = cards
    t.step("bury", rule, f"座位 {seat} 拿起底牌，扣回 {size} 张（{trick_points(cards)} 分）。",
           f"Seat {seat} picks up the kitty and buries {size} cards ({trick_points(cards)} points).",
           seat=seat, cards=format_cards(cards))


def zpy_bank(t: Table, record: dict) -> tuple[Bank, list[int]]:
    lv = [levels.level_of(v) for v in list_field(record, "levels", ["2"] * 5)]
    if len(lv) != 5:
        raise bad_request("levels 应是 5 个级别。", "\"levels\" must hold 5 levels.")
    dealer = seat_of(record.get("first_dealer", 0), 5, "first_dealer")
    bank = bids(t, record, Bank(banker=None, rank=2, suit=None),
                 lambda b, s, c: zpy_check(b, s, c, lv, t.options))
    if bank.count == 0:
        bank, _, rule, zh, en = zpy_flip(t.kitty, lv, dealer, t.options)
        t.step("bank", rule, zh, en, banker=bank.banker)
    else:
        t.step("bank", "zhaopengyou.bid.standing", f"叫庄结束：座位 {bank.banker} 坐庄。",
               f"Bidding over: seat {bank.banker} banks.", banker=bank.banker)
    bury(t, bank.banker, record.get("bury"), "bury")
    return bank, lv


def ss_bank(t: Table, record: dict) -> tuple[Bank | None, list[int]]:
    lv = [levels.level_of(v) for v in list_field(record, "levels", ["2", "2"])]
    if len(lv) != 2:
        raise bad_request("levels 应是两队的级别（座位 0/2，1/3）。", "\"levels\" must hold the two teams' levels.")
    first = record.get("first_deal", True)
    if not isinstance(first, bool):
        raise bad_request("first_deal 应是 true 或 false。", "\"first_deal\" must be true or false.")
    banker = None if first else seat_of(record.get("banker"), 4, "banker")
    rank = lv[0] if first else lv[banker % 2]
    if first and lv[0] != lv[1]:
        raise bad_request("第一局两队级别相同。", "In the first deal both teams are at the same level.")
    def check(b, s, c):
        chk = ss_check(b, s, c, first_deal=first, options=t.options)
        if chk.valid and chk.step == "counter" and not first:
            # 反主炒底: after the first deal, counters wait until the banker has buried.
            return Check(valid=False, step="too_early", rule="shuangsheng.bid.counter_later",
                         zh="第一局以后，反主要等庄家扣底之后（写在 counters 里）。",
                         en="After the first deal, counters come once the banker has buried "
                            "(they belong in \"counters\").", bank=b)
        return chk

    bank = bids(t, record, Bank(banker=banker, rank=rank, suit=None, kitty_holder=banker), check)
    if bank.count == 0:
        dealer = seat_of(record.get("first_dealer", 0), 4, "first_dealer")
        new, rule, zh, en = ss_no_bid(bank, t.kitty, first_deal=first, first_dealer=dealer,
                                      options=t.options)
        t.step("bank", rule, zh, en, banker=new.banker if new else None)
        if new is None:
            return None, lv
        bank = new
    bury(t, bank.kitty_holder, record.get("bury"), "bury")
    counters = list_field(record, "counters", [])
    if counters and first:
        raise Broken("shuangsheng.bid.counter_first", "第一局扣底之后不能再反主。",
                     "In the first deal nobody may counter once the kitty is buried.")
    turn = -1
    for i, c in enumerate(counters):
        if not isinstance(c, dict):
            raise bad_request(f"counters[{i}] 应是 {{seat, cards, bury}}。", f"counters[{i}] must be {{seat, cards, bury}}.")
        seat, cards = seat_of(c.get("seat"), 4, f"counters[{i}].seat"), cards_of(c.get("cards"), f"counters[{i}].cards")
        late, turn = ss_counter_turn(bank, turn, seat, t.options)
        if late is not None:
            raise Broken(late.rule, late.zh, late.en, index=i, seat=seat)
        take(t.hands[seat], cards, seat, "亮出的牌", "shown cards", "shuangsheng.deal.holding")
        chk = ss_check(bank, seat, cards, first_deal=False, options=t.options)
        if not chk.valid:
            raise Broken(chk.rule, chk.zh, chk.en, index=i, seat=seat)
        bank = chk.bank
        t.step("counter", chk.rule, chk.zh, chk.en, seat=seat, cards=format_cards(cards))
        bury(t, seat, c.get("bury"), f"counters[{i}].bury")
    return bank, lv
