"""shuangsheng's bidding (抢报、报主、反主、上保险): one level card declares trump, a
pair counters, climbing 大王 > 小王 > ♠ > ♥ > ♣ > ♦; every counter doubles the stake.
In later deals the counters come after the bury, in turns (反主炒底). Its options and
rules are in :mod:`.bidding_rules`."""

from __future__ import annotations

from dataclasses import replace

from ...cards import BJ, RJ, Card
from ..bidding import (Bank, Check, accept,
                       cards_en, cards_zh, refuse, shown_after, suit_en, suit_zh)
from ..levels import level_text as _r
from ...text import held_in, seat_no

# shuangsheng's counter order, low to high; jokers sit above every suit.
SS_ORDER = {"D": 1, "C": 2, "H": 3, "S": 4, BJ: 5, RJ: 6}


def ss_check(bank: Bank, seat: int, cards: list[Card], *, first_deal: bool, options: dict) -> Check:
    """One more bid in shuangsheng: a declaration, insurance or a counter."""
    k = len(cards)
    c = cards[0] if cards else None
    if k not in (1, 2) or len(set(cards)) != 1 or (not c.is_joker and c.rank != bank.rank):
        return refuse("shape", "shuangsheng.bid.cards",
                      f"报主亮一张级牌（{_r(bank.rank)}），反主亮一对同花色级牌或一对相同的王；"
                      f"{cards_zh(cards)} 都不是。",
                      f"Declare with one level card ({_r(bank.rank)}); counter with a same-suit pair "
                      f"of level cards or a pair of identical jokers. {cards_en(cards)} is neither.",
                      bank)
    shown = shown_after(bank, seat, cards)
    height = SS_ORDER[c.rank if c.is_joker else c.suit]
    suit = None if c.is_joker else c.suit
    if bank.bidder is None and bank.declarer is None and bank.count == 0:
        return _declare(bank, seat, cards, first_deal=first_deal, shown=shown)
    if k == 1:
        return refuse("second_declare", "shuangsheng.bid.declare", "已经有人报主了；要改主只能用一对反主。",
                      "Trump is already declared; only a pair can counter it.", bank)
    if seat == bank.declarer and bank.counters == 0:
        if suit == bank.suit and not bank.insured:
            new = replace(bank, count=2, insured=True, **shown)
            return accept("insure", "shuangsheng.bid.insure",
                          f"座位 {seat_no(seat)} 亮出第二张 {cards_zh([c])} 上保险：之后反主必须高于{suit_zh(suit)}。",
                          f"Seat {seat_no(seat)} shows the second {cards_en([c])} and insures: any counter must now be "
                          f"above {suit_en(suit)}.", new)
        return refuse("declarer_waits", "shuangsheng.bid.declarer_waits",
                      "报主的人只有在别人反过主之后才能反主。",
                      "The declarer may counter only after someone else has countered.", bank)
    if seat == bank.bidder and options.get("shuangsheng_own_counter", "refused") == "refused":
        return refuse("own_bid", "shuangsheng.bid.own_counter", f"座位 {seat_no(seat)} 刚反过主，不能反自己。",
                      f"Seat {seat_no(seat)} made the standing counter and cannot counter it.", bank)
    # A bare declaration can be countered by any pair; an insured one or a
    # counter only by a pair higher in the order.
    floor = bank.order if (bank.counters or bank.insured) else 0
    if height <= floor:
        return refuse("too_low", "shuangsheng.bid.order",
                      f"反主要按 大王>小王>黑桃>红桃>梅花>方片 往上反：{cards_zh(cards)} 不高于现在的"
                      f"{_height_zh(bank.order)}。",
                      f"Counters climb big joker > small joker > ♠ > ♥ > ♣ > ♦: {cards_en(cards)} "
                      f"is not above the standing {_height_en(bank.order)}.", bank)
    return _counter(bank, seat, cards, first_deal=first_deal, shown=shown)


def _declare(bank: Bank, seat: int, cards: list[Card], *, first_deal: bool, shown: dict) -> Check:
    """The first bid, a declaration (a pair at once: insured as well); on the first deal it
    takes the bank."""
    k, c = len(cards), cards[0]
    suit = None if c.is_joker else c.suit
    height = SS_ORDER[c.rank if c.is_joker else c.suit]
    if c.is_joker:
        return refuse("joker_declare", "shuangsheng.bid.declare", "王不能用来报主。",
                      "A joker cannot declare trump.", bank)
    banker = seat if first_deal else bank.banker
    new = replace(bank, banker=banker, suit=suit, count=k, order=height, bidder=seat,
                  declarer=seat, insured=k == 2, kitty_holder=banker, **shown)
    rule = "shuangsheng.bid.grab" if first_deal else "shuangsheng.bid.declare"
    extra_zh = "（一对同时亮出，等于上了保险）" if k == 2 else ""
    extra_en = " (a pair at once: insured as well)" if k == 2 else ""
    who_zh = f"座位 {seat_no(seat)} 抢到庄" if first_deal else f"庄家仍是座位 {seat_no(banker)}"
    who_en = f"seat {seat_no(seat)} takes the bank" if first_deal else f"seat {seat_no(banker)} stays banker"
    return accept("declare", rule,
                  f"座位 {seat_no(seat)} 亮 {cards_zh(cards)} 报主{extra_zh}：主花色{suit_zh(suit)}，{who_zh}。",
                  f"Seat {seat_no(seat)} shows {cards_en(cards)} and declares{extra_en}: "
                  f"{suit_en(suit)} are trump, {who_en}.", new)


def _counter(bank: Bank, seat: int, cards: list[Card], *, first_deal: bool, shown: dict) -> Check:
    """A counter that stands: on the first deal it takes the bank (反主反打), later the
    counterer re-buries the kitty (反主炒底); each doubles the stake."""
    c = cards[0]
    suit = None if c.is_joker else c.suit
    height = SS_ORDER[c.rank if c.is_joker else c.suit]
    banker = seat if first_deal else bank.banker
    holder = banker if first_deal else seat
    new = replace(bank, banker=banker, suit=suit, count=2, order=height, bidder=seat,
                  counters=bank.counters + 1, kitty_holder=holder, **shown)
    n = new.counters
    if first_deal:
        rule = "shuangsheng.bid.counter_first"
        then_zh, then_en = f"座位 {seat_no(seat)} 成为庄家（反主反打）", f"seat {seat_no(seat)} becomes banker"
    else:
        rule = "shuangsheng.bid.counter_later"
        then_zh = f"庄家仍是座位 {seat_no(banker)}，座位 {seat_no(seat)} 拿底牌重新扣底（反主炒底）"
        then_en = f"seat {seat_no(banker)} stays banker; seat {seat_no(seat)} takes and re-buries the kitty"
    # a pair of one joker worded as a pair (issue 27 §6): 「亮一对大王反主」, "with a pair of big jokers"
    shown_zh, shown_en = held_in(cards, "zh"), held_in(cards, "en")
    shown_zh = shown_zh if shown_zh.startswith("一对") else f" {shown_zh} "
    shown_en = f"a {shown_en}" if shown_en.startswith("pair of") else shown_en
    return accept("counter", rule,
                  f"座位 {seat_no(seat)} 亮{shown_zh}反主：主改为{suit_zh(suit)}，{then_zh}；"
                  f"第 {n} 次反主，输赢 ×2^{n} = ×{2 ** n}。",
                  f"Seat {seat_no(seat)} counters with {shown_en}: trump becomes {suit_en(suit)}, "
                  f"{then_en}; counter no. {n}, stake ×2^{n} = ×{2 ** n}.", new)


def ss_counter_turn(bank: Bank, turn: int, seat: int, options: dict) -> tuple[Check | None, int]:
    """Ruling shuangsheng.bid.chaodi_turns, for a counter after the bury (later deals):
    with ``one_round``, counters go once round from the banker in play order. ``turn`` is
    the position after the banker (0 = the banker) of the last counter, -1 before any.
    Returns the refusal (None if ``seat`` may counter now) and the turn after it."""
    if options.get("shuangsheng_chaodi_turns", "one_round") != "one_round":
        return None, turn
    pos = (seat - bank.banker) % 4
    if pos <= turn:
        return refuse("turn_passed", "shuangsheng.bid.chaodi_turns",
                      f"扣底后的反主从庄家起按出牌顺序轮一圈；座位 {seat_no(seat)} 的机会已经过了。",
                      f"Counters after the bury go once round from the banker in play order; "
                      f"seat {seat_no(seat)}'s turn has passed.", bank), turn
    return None, pos


def ss_no_bid(bank: Bank, kitty: list[Card], *, first_deal: bool, first_dealer: int, options: dict):
    """No declaration at all. Returns ``(bank or None for a redeal, rule, zh, en)``."""
    if first_deal and options.get("shuangsheng_first_deal_no_bid", "redeal") == "redeal":
        return (None, "shuangsheng.bid.first_deal_none",
                "第一局无人抢报：重新洗牌发牌。", "Nobody declared in the first deal: shuffle and deal again.")
    banker = first_dealer if first_deal else bank.banker
    third = kitty[2]
    suit = None if third.is_joker else third.suit
    # count=1 marks a standing trump that any pair may counter (nobody insured it).
    new = replace(bank, banker=banker, suit=suit, count=1, kitty_holder=banker)
    rule = "shuangsheng.bid.first_deal_none" if first_deal else "shuangsheng.bid.kitty_third"
    return (new, rule,
            f"无人报主：底牌第三张是 {cards_zh([third])}，" + ("本局无主。" if suit is None else f"主花色{suit_zh(suit)}。"),
            f"Nobody declared: the kitty's third card is {'the ' if third.is_joker else ''}{cards_en([third])}, so "
            + ("this deal has no trump suit." if suit is None else f"{suit_en(suit)} are trump."))


_SUIT_AT = {h: s for s, h in SS_ORDER.items() if isinstance(s, str)}


def _height_zh(order: int) -> str:
    if order in _SUIT_AT:
        return suit_zh(_SUIT_AT[order])
    return {5: "对小王", 6: "对大王"}.get(order, "报主")


def _height_en(order: int) -> str:
    if order in _SUIT_AT:
        return suit_en(_SUIT_AT[order])
    return {5: "small-joker pair", 6: "big-joker pair"}.get(order, "declaration")
