"""zhaopengyou's bidding (抢庄、反主): 1–3 identical suited level cards, each counter
showing more; with no bid at all, the kitty is flipped to find the banker."""

from __future__ import annotations

from dataclasses import replace

from ...cards import Card
from ...rulebook import Option, stated
from ..bidding import (Bank, Check, accept, bid_example, bid_rule,
                       cards_en, cards_zh, refuse, shown_after, suit_en, suit_zh)
from ..levels import level_text as _r
from ...text import seat_no, zh_spaced
from .game import GAME

ZPY = GAME.id


def zpy_check(bank: Bank, seat: int, cards: list[Card], levels: list[int], options: dict) -> Check:
    """One more bid in zhaopengyou, after the standing ``bank``."""
    k, c = len(cards), cards[0] if cards else None
    if not 1 <= k <= 3 or len(set(cards)) != 1 or c.is_joker:
        return refuse("shape", "zhaopengyou.bid.cards",
                      zh_spaced(f"叫庄要亮 1–3 张完全相同的带花色级牌，{cards_zh(cards)} 不行。"),
                      f"A bid shows 1–3 identical suited level cards; {cards_en(cards)} is not one.",
                      bank)
    shown = shown_after(bank, seat, cards)
    own = levels[seat]
    if bank.count == 0:
        return _grab(bank, seat, c, k, own, shown)
    if bank.count >= 3:
        return refuse("capped", "zhaopengyou.bid.cap", "已经有人亮了三张，封顶，不能再反。",
                      "Three cards are already showing: that is the cap, no more counters.", bank)
    # The sources' own rules first (a counter shows more cards, of a level card), then who may
    # counter, a ruling: of the standing bidder and the provisional banker, one is barred; the
    # other may counter only under this reading (the verdict cites it).
    if k <= bank.count:
        return refuse("too_few", "zhaopengyou.bid.counter_more",
                      f"反主要比现在的 {bank.count} 张至少多一张，{k} 张不够。",
                      f"A counter needs more cards than the standing {bank.count}; {k} is not enough.",
                      bank)
    with_banker = c.rank == bank.rank
    with_own = c.rank == own
    if not (with_banker or with_own):
        return refuse("not_level", "zhaopengyou.bid.counter_own_rank",
                      f"反主只能用临时庄家的级牌（{_r(bank.rank)}）或自己的级牌（{_r(own)}），不能用 {cards_zh([c])}。",
                      f"A counter uses the banker's level ({_r(bank.rank)}) or one's own ({_r(own)}), "
                      f"not {cards_en([c])}.", bank)
    by_last = options.get("zhaopengyou_counter_by", "not_last_bidder") == "not_last_bidder"
    barred, spared = (bank.bidder, bank.banker) if by_last else (bank.banker, bank.bidder)
    if seat == barred:
        who_zh, who_en = ("刚叫过的人", "who made the standing bid") if by_last else ("临时庄家", "the provisional banker")
        return refuse("own_bid", "zhaopengyou.bid.who_counters",
                      f"座位 {seat_no(seat)} 是{who_zh}，不能反自己。",
                      f"Seat {seat_no(seat)} is the one {who_en} and cannot counter it.", bank)
    rule = "zhaopengyou.bid.who_counters" if seat == spared else None
    if with_banker and with_own and seat == bank.banker:
        with_own = False          # the banker's own level: both readings keep him banker
    if with_banker and with_own:
        # The card is both the banker's level and the bidder's own: see the ruling.
        if options.get("zhaopengyou_counter_same_level", "take_bank") == "take_bank":
            with_banker = False
        rule = "zhaopengyou.bid.same_level"
    return _counter(bank, seat, c, k, shown, with_banker=with_banker, rule=rule)


def _grab(bank: Bank, seat: int, c: Card, k: int, own: int, shown: dict) -> Check:
    """The first bid: ``k`` copies of ``c``, which must be of the bidder's own level ``own``."""
    if c.rank != own:
        return refuse("not_level", "zhaopengyou.bid.grab",
                      f"座位 {seat_no(seat)} 的级别是 {_r(own)}，不能用 {cards_zh([c])} 抢庄。",
                      f"Seat {seat_no(seat)} is at level {_r(own)} and cannot bid with {cards_en([c])}.", bank)
    new = replace(bank, banker=seat, rank=c.rank, suit=c.suit, count=k, bidder=seat, **shown)
    return accept("grab", "zhaopengyou.bid.grab",
                  f"座位 {seat_no(seat)} 亮 {k} 张 {cards_zh([c])} 抢庄：临时庄家是座位 {seat_no(seat)}，主 {_r(c.rank)}，{suit_zh(c.suit)}。",
                  f"Seat {seat_no(seat)} shows {cards_en([c] * k)} and takes the bank for now: trump {_r(c.rank)} of "
                  f"{suit_en(c.suit)}.", new)


def _counter(bank: Bank, seat: int, c: Card, k: int, shown: dict, *, with_banker: bool,
             rule: str | None) -> Check:
    """A counter that stands: either sets the suit; only one with the bidder's own level
    (not ``with_banker``) moves the bank."""
    banker, rank = (bank.banker, bank.rank) if with_banker else (seat, c.rank)
    new = replace(bank, banker=banker, rank=rank, suit=c.suit, count=k, bidder=seat,
                  counters=bank.counters + 1, **shown)
    if with_banker:
        step, default = "counter_suit", "zhaopengyou.bid.counter_banker_rank"
        whose_zh, whose_en = "庄家的级牌", "the banker's level"
        then_zh = f"庄家仍是座位 {seat_no(banker)}，主花色改为{suit_zh(c.suit)}"
        then_en = f"seat {seat_no(banker)} stays banker, trump suit becomes {suit_en(c.suit)}"
    else:
        step, default = "counter_bank", "zhaopengyou.bid.counter_own_rank"
        whose_zh, whose_en = "自己的级牌", "their own level"
        then_zh = f"座位 {seat_no(seat)} 成为临时庄家，主 {_r(rank)}，{suit_zh(c.suit)}"
        then_en = f"seat {seat_no(seat)} becomes banker, trump {_r(rank)} of {suit_en(c.suit)}"
    return accept(step, rule or default,
                  f"座位 {seat_no(seat)} 用{whose_zh} {k} 张 {cards_zh([c])} 反主（{k} > {bank.count}）：{then_zh}。",
                  f"Seat {seat_no(seat)} counters with {cards_en([c] * k)}, {whose_en} ({k} > {bank.count}): {then_en}.", new)



def zpy_flip(kitty: list[Card], levels: list[int], first_dealer: int, options: dict):
    """No bid: flip the kitty from the top until a card matches someone's level.

    Returns ``(bank, index or None, rule, zh, en)``.
    """
    n = len(levels)
    dealer_first = options.get("zhaopengyou_flip_tie", "dealer_first") == "dealer_first"
    # Counterclockwise from the first dealer is seat - 1, - 2, … (seats run clockwise).
    ring = [(first_dealer - i) % n for i in range(n)]
    if not dealer_first:
        ring = ring[1:] + ring[:1]
    for i, card in enumerate(kitty):
        if card.is_joker:
            continue
        matches = [s for s in ring if levels[s] == card.rank]
        if matches:
            seat = matches[0]
            rule = "zhaopengyou.bid.flip_tie" if len(matches) > 1 else "zhaopengyou.bid.flip"
            bank = Bank(banker=seat, rank=card.rank, suit=card.suit)
            tie_zh = f"（{len(matches)} 人同级，取逆时针离起始发牌者最近的）" if len(matches) > 1 else ""
            tie_en = (f" ({len(matches)} players share that level; the nearest counterclockwise "
                      "from the first dealer banks)") if len(matches) > 1 else ""
            return (bank, i, rule,
                    zh_spaced(f"无人叫庄，翻底牌第 {i + 1} 张 {cards_zh([card])}，是座位 {seat_no(seat)} 的级别{tie_zh}："
                              f"座位 {seat_no(seat)} 坐庄，主 {_r(card.rank)}，{suit_zh(card.suit)}。"),
                    f"No bid; kitty card {i + 1}, {cards_en([card])}, is seat {seat_no(seat)}'s level{tie_en}: seat {seat_no(seat)} "
                    f"banks, trump {_r(card.rank)} of {suit_en(card.suit)}.")
    back = next(c for c in reversed(kitty) if not c.is_joker)
    pos = len(kitty) - list(reversed(kitty)).index(back)
    bank = Bank(banker=first_dealer, rank=levels[first_dealer], suit=back.suit)
    return (bank, None, "zhaopengyou.bid.fallback",
            f"七张底牌都没有翻出谁的级别：起始发牌者座位 {seat_no(first_dealer)} 坐庄，主 {_r(bank.rank)}；"
            f"从第 {len(kitty)} 张往前第一张有花色的是第 {pos} 张 {cards_zh([back])}，主花色{suit_zh(back.suit)}。",
            f"No kitty card matched a level: the first dealer, seat {seat_no(first_dealer)}, banks at "
            f"{_r(bank.rank)}; counting back from card {len(kitty)}, the first suited card is "
            f"card {pos}, {cards_en([back])}, so {suit_en(back.suit)} are trump.")


OPTIONS = (
    Option(name="zhaopengyou_counter_by", games=(ZPY,), default="not_last_bidder",
           choices=("not_last_bidder", "not_banker"), ruling="zhaopengyou.bid.who_counters",
           zh="谁可以反主：默认除了刚叫过的人，谁都可以（临时庄家也可以）；另一种读法除了临时庄家，谁都可以。",
           en="Who may counter: by default anyone but the player who made the standing bid (the "
              "provisional banker included); the other reading bars the provisional banker instead."),
    Option(name="zhaopengyou_counter_same_level", games=(ZPY,), default="take_bank",
           choices=("take_bank", "keep_banker"), ruling="zhaopengyou.bid.same_level",
           zh="反主的人与临时庄家同级时：默认反主的人当庄；另一种读法庄家不变，只换主花色。",
           en="A counter-bidder at the provisional banker's level: by default the counter-bidder "
              "takes the bank; the other reading keeps the banker and changes only the trump suit."),
    Option(name="zhaopengyou_flip_tie", games=(ZPY,), default="dealer_first",
           choices=("dealer_first", "dealer_last"), ruling="zhaopengyou.bid.flip_tie",
           zh="翻底定庄时几人同级：默认起始发牌者本人算最近；另一种读法从他逆时针的下一位算起，他本人排在最后。",
           en="Several players at the flipped level: by default the first dealer himself counts "
              "as nearest; the other reading starts from the next seat counterclockwise and puts "
              "the dealer last."),
)


RULES = stated((
    bid_rule("zhaopengyou.bid.cards", "叫庄用的牌", "What a bid shows",
             "叫庄或反主都是亮出 1 到 3 张完全相同（同花色同点数）的级牌；王不能用来叫庄。",
             "A bid or counter shows one to three identical level cards (same suit and rank); "
             "jokers cannot bid."),
    bid_rule("zhaopengyou.bid.grab", "抢庄", "Grabbing the bank",
             "发牌过程中，谁先亮出自己级别的牌，谁就成为临时庄家：主牌是这个级别，主花色是亮出的花色。",
             "During the deal, the first player to show cards of their own level becomes the "
             "provisional banker; that level is trump rank and the shown suit is trump suit.",
             examples=({"op": "bid", "bids": [], "bid": bid_example(0, "H2")},)),
    bid_rule("zhaopengyou.bid.counter_more", "反主要多一张", "A counter shows more",
             "反主必须比当前亮出的张数多至少一张：一张可用两张或三张反，两张只能用三张反。",
             "A counter must show at least one card more than the standing bid: one card can be "
             "countered by two or three, two only by three."),
    bid_rule("zhaopengyou.bid.cap", "三张封顶", "Three cards cap the bidding",
             "三副牌每种牌只有三张，亮出三张后再也不能反。",
             "With three decks there are only three copies of a card, so three shown cards end the bidding."),
    bid_rule("zhaopengyou.bid.counter_banker_rank", "用临时庄家的级牌反", "Countering with the banker's level",
             "用临时庄家级别的牌反主：庄家不变，只把主花色换成亮出的花色。例：甲亮一张红桃 2，乙亮两张方片 2，庄家仍是甲，主花色变方片。",
             "Countering with cards of the provisional banker's level keeps the banker and only "
             "changes the trump suit. Example: A shows one ♥2, B shows two ♦2; A still banks, diamonds become trump.",
             examples=({"op": "bid", "levels": ["2", "3", "2", "2", "2"], "bids": [bid_example(0, "H2")],
                        "bid": bid_example(1, "D2 D2")},)),
    bid_rule("zhaopengyou.bid.counter_own_rank", "用自己的级牌反", "Countering with one's own level",
             "用自己级别的牌反主：反主者成为临时庄家，主牌换成他的级别和亮出的花色。例：甲亮一张红桃 2，级别为 3 的乙亮两张黑桃 3，乙当庄，打 3，黑桃为主。",
             "Countering with cards of one's own level makes the counter-bidder the provisional "
             "banker at their level and shown suit. Example: A shows one ♥2; B, at level 3, shows "
             "two ♠3 and banks, with 3s as trump rank and spades as trump suit.",
             examples=({"op": "bid", "levels": ["2", "3", "2", "2", "2"], "bids": [bid_example(0, "H2")],
                        "bid": bid_example(1, "S3 S3")},)),
    bid_rule("zhaopengyou.bid.who_counters", "谁可以反主", "Who may counter",
             "除了刚刚叫过的人，谁都可以反主，临时庄家本人也可以。",
             "Anyone but the player who made the standing bid may counter, the provisional banker included.",
             ruling=True,
             question_zh="原文说有人抢庄后“其他玩家”可以反。用临时庄家的级牌反主后，庄家没变、最后叫的人却是反主者：“其他玩家”是相对谁说的？",
             question_en="The source lets \"the other players\" counter. After a counter with the "
             "banker's level the banker is unchanged but the last bid is someone else's: other than whom?",
             reading_zh="除刚刚叫过（亮牌最多）的人以外，任何人都可以反，包括临时庄家本人。",
             reading_en="Anyone except the player who made the standing bid may counter, the "
             "provisional banker included.",
             why_zh="加时 5 秒是给别人回应最新一次亮牌的；临时庄家被换了花色，也应当能再反回来。",
             why_en="The extra five seconds answer the latest bid; a banker whose suit was just "
             "changed should be able to answer it too.",
             option="zhaopengyou_counter_by",
             examples=({"op": "bid", "bids": [bid_example(0, "H2"), bid_example(1, "D2 D2")], "bid": bid_example(0, "S2 S2 S2")},
                       # the readings part: seat 2 made the standing bid (with the banker's level),
                       # so by default it may not counter again; barring only the banker, it may
                       {"op": "bid", "levels": ["2", "3", "2", "2", "2"],
                        "bids": [bid_example(0, "H2"), bid_example(1, "D2 D2")], "bid": bid_example(1, "S3 S3 S3")})),
    bid_rule("zhaopengyou.bid.same_level", "反主者与庄家同级", "Counter-bidder at the banker's level",
             "反主者与临时庄家同级时，他亮的牌算作自己的级牌：反主者成为临时庄家。",
             "When the counter-bidder is at the provisional banker's level, the cards count as their own "
             "level: the counter-bidder becomes provisional banker.",
             ruling=True,
             question_zh="反主者和临时庄家打同一级时，他亮出的级牌也正是庄家的级牌：庄家换人吗？",
             question_en="When the counter-bidder is at the same level as the provisional banker, "
             "the cards are both the banker's level and their own. Does the bank change hands?",
             reading_zh="换：反主者成为临时庄家（按“用自己的级牌反”处理）。",
             reading_en="Yes: the counter-bidder becomes provisional banker (countering with their own level).",
             why_zh="抢庄的本意是争庄；开局大家都打 2，若同级只换花色，第一个叫的人就永远保住庄。",
             why_en="Bidding is a contest for the bank; at the start everyone is at 2, and if a "
             "same-level counter only changed the suit the first bidder could never be unseated.",
             option="zhaopengyou_counter_same_level",
             examples=({"op": "bid", "bids": [bid_example(0, "H2")], "bid": bid_example(1, "S2 S2")},)),
    bid_rule("zhaopengyou.bid.flip", "无人叫庄：翻底定庄", "No bid: flipping the kitty",
             "无人叫庄时，从上往下逐张翻底牌；第一张点数等于某位玩家级别的牌，使该玩家坐庄，这张牌就是主级牌（定主花色），只小于大小王。",
             "With no bid, the kitty is turned up from the top; the first card whose rank is some "
             "player's level makes that player banker, and that card fixes the trump suit: it ranks "
             "just below the jokers.",
             examples=({"op": "bid", "levels": ["2", "5", "3", "2", "2"], "bids": [],
                        "kitty": "BJ H9 C5 S2 D7 S8 HA", "first_dealer": 0},)),
    bid_rule("zhaopengyou.bid.flip_tie", "翻底同级", "Flip ties",
             "翻出的级别有几位玩家同级时，逆时针方向离起始发牌者最近的那位坐庄。",
             "If several players are at the flipped level, the one nearest the first "
             "dealer counterclockwise banks.", ruling=True,
             question_zh="起始发牌者本人也在同级者之中时，算他“最近”（距离为零）吗？",
             question_en="If the first dealer is among them, is he the nearest (at distance zero)?",
             reading_zh="算：起始发牌者本人优先，其次是他逆时针方向的下一位，依次类推。",
             reading_en="Yes: the first dealer comes first, then the next seat counterclockwise, and so on.",
             why_zh="离自己的距离为零，比任何人都近；翻不出时也由起始发牌者坐庄，两条一致。",
             why_en="Nobody is nearer than distance zero, and the fallback also gives the bank "
             "to the first dealer, so the two rules agree.",
             option="zhaopengyou_flip_tie",
             examples=({"op": "bid", "levels": ["2", "3", "2", "2", "3"], "bids": [],
                        "kitty": "H3 C5 S2 D7 S8 HA C9", "first_dealer": 1},)),
    bid_rule("zhaopengyou.bid.fallback", "七张都翻不出", "All seven flipped, no match",
             "七张底牌都没有谁的级别：起始发牌者坐庄，打自己的级别；主花色取从第七张往前数第一张有花色的牌（王跳过）。三副牌只有六张王，所以总能找到。",
             "If none of the seven cards is anyone's level, the first dealer banks at their own "
             "level; the trump suit is that of the first suited card counting back from the "
             "seventh (jokers skipped). Three decks hold six jokers, so one is always found.",
             examples=({"op": "bid", "levels": ["2", "2", "2", "2", "2"], "bids": [],
                        "kitty": "H3 C5 S9 D7 S8 BJ RJ", "first_dealer": 3},)),
    bid_rule("zhaopengyou.bid.standing", "叫庄结束", "End of the bidding",
             "无人再反时，最后的临时庄家就是庄家，主牌按最后一次亮牌定。",
             "When nobody counters any more, the provisional banker banks, with the trump of the last bid."),
))
