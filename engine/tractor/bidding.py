"""Bidding for the bank and the trump (抢庄、亮主、反主), both games.

A bid is ``{seat, cards}``: level cards shown face up. :func:`check` answers
whether one more bid is allowed after the bids so far and what the bank looks
like afterwards; nothing is changed in place (a :class:`Bank` is frozen).
``zhaopengyou`` bids with 1–3 identical level cards, each counter showing more;
``shuangsheng`` declares with one level card and counters with a pair, climbing
the order 大王 > 小王 > ♠ > ♥ > ♣ > ♦.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..cards import BJ, RJ, Card, SUIT_NAME
from ..rulebook import Option, Rule
from .levels import level_text as _r

ZPY, SS = "zhaopengyou", "shuangsheng"
# shuangsheng's counter order, low to high; jokers sit above every suit.
SS_ORDER = {"D": 1, "C": 2, "H": 3, "S": 4, BJ: 5, RJ: 6}


@dataclass(frozen=True, kw_only=True)
class Bank:
    """Where the bidding stands: the (provisional) banker and the trump."""

    banker: int | None
    rank: int                    # the trump rank (级牌)
    suit: str | None             # the trump suit; None = no trump (无主)
    count: int = 0               # cards in the standing bid (0: no bid yet)
    order: int = 0               # shuangsheng: height of the standing bid in SS_ORDER
    bidder: int | None = None    # who made the standing bid
    declarer: int | None = None  # shuangsheng: who declared (报主)
    counters: int = 0            # how many counter-bids (反主) so far
    insured: bool = False        # shuangsheng 上保险
    kitty_holder: int | None = None  # shuangsheng 炒底: who buried the kitty last
    shown: tuple[Card, ...] = ()     # every card shown while bidding

    def stake(self, options: dict) -> int:
        """shuangsheng: the stake doubles for each counter-bid (×2ⁿ)."""
        extra = 1 if self.insured and options.get("shuangsheng_insurance_doubles") else 0
        return 2 ** (self.counters + extra)


@dataclass(frozen=True, kw_only=True)
class Check:
    valid: bool
    kind: str        # grab / declare / insure / counter / … or why not
    rule: str
    zh: str
    en: str
    bank: Bank       # the bank after the bid (unchanged when invalid)


def suit_zh(suit: str | None) -> str:
    return "无主" if suit is None else SUIT_NAME[suit][0]


def suit_en(suit: str | None) -> str:
    return "no trump" if suit is None else SUIT_NAME[suit][1]


def _cards_zh(cards) -> str:
    return " ".join(c.symbol() for c in cards)


def _cards_en(cards) -> str:
    return " ".join(str(c) for c in cards)


def _no(kind, rule, zh, en, bank) -> Check:
    return Check(valid=False, kind=kind, rule=rule, zh=zh, en=en, bank=bank)


def _yes(kind, rule, zh, en, bank) -> Check:
    return Check(valid=True, kind=kind, rule=rule, zh=zh, en=en, bank=bank)


# --- zhaopengyou ----------------------------------------------------------------

def zpy_check(bank: Bank, seat: int, cards: list[Card], levels: list[int], options: dict) -> Check:
    """One more bid in zhaopengyou, after the standing ``bank``."""
    k, c = len(cards), cards[0] if cards else None
    if not 1 <= k <= 3 or len(set(cards)) != 1 or c.is_joker:
        return _no("shape", "zhaopengyou.bid.cards",
                   f"叫庄要亮 1–3 张完全相同的带花色级牌，{_cards_zh(cards)} 不行。",
                   f"A bid shows 1–3 identical suited level cards; {_cards_en(cards)} is not one.",
                   bank)
    shown = bank.shown + tuple(cards)
    own = levels[seat]
    if bank.count == 0:
        if c.rank != own:
            return _no("not_level", "zhaopengyou.bid.grab",
                       f"座位 {seat} 的级别是 {_r(own)}，不能用 {c.symbol()} 抢庄。",
                       f"Seat {seat} is at level {_r(own)} and cannot bid with {c}.", bank)
        new = replace(bank, banker=seat, rank=c.rank, suit=c.suit, count=k, bidder=seat, shown=shown)
        return _yes("grab", "zhaopengyou.bid.grab",
                    f"座位 {seat} 亮 {k} 张 {c.symbol()} 抢庄：临时庄家 {seat}，主 {_r(c.rank)}，{suit_zh(c.suit)}。",
                    f"Seat {seat} shows {k}× {c} and takes the bank for now: trump {_r(c.rank)} of "
                    f"{suit_en(c.suit)}.", new)
    if bank.count >= 3:
        return _no("capped", "zhaopengyou.bid.cap", "已经有人亮了三张，封顶，不能再反。",
                   "Three cards are already showing: that is the cap, no more counters.", bank)
    by_last = options.get("zhaopengyou_counter_by", "not_last_bidder") == "not_last_bidder"
    if seat == (bank.bidder if by_last else bank.banker):
        who_zh, who_en = ("刚叫过的人", "who made the standing bid") if by_last else ("临时庄家", "the provisional banker")
        return _no("own_bid", "zhaopengyou.bid.who_counters",
                   f"座位 {seat} 是{who_zh}，不能反自己。",
                   f"Seat {seat} is the one {who_en} and cannot counter it.", bank)
    if k <= bank.count:
        return _no("too_few", "zhaopengyou.bid.counter_more",
                   f"反主要比现在的 {bank.count} 张至少多一张，{k} 张不够。",
                   f"A counter needs more cards than the standing {bank.count}; {k} is not enough.",
                   bank)
    with_banker = c.rank == bank.rank
    with_own = c.rank == own
    rule = None
    if seat == (bank.banker if by_last else bank.bidder):
        # Allowed only under this reading of who may counter: the verdict turns on it.
        rule = "zhaopengyou.bid.who_counters"
    if with_banker and with_own and seat == bank.banker:
        with_own = False          # the banker's own level: both readings keep him banker
    if with_banker and with_own:
        # The card is both the banker's level and the bidder's own: see the ruling.
        if options.get("zhaopengyou_counter_same_level", "take_bank") == "take_bank":
            with_banker = False
        rule = "zhaopengyou.bid.same_level"
    if with_banker:
        new = replace(bank, suit=c.suit, count=k, bidder=seat, counters=bank.counters + 1, shown=shown)
        return _yes("counter_suit", rule or "zhaopengyou.bid.counter_banker_rank",
                    f"座位 {seat} 用庄家的级牌 {k} 张 {c.symbol()} 反主（{k} > {bank.count}）："
                    f"庄家仍是 {bank.banker}，主花色改为{suit_zh(c.suit)}。",
                    f"Seat {seat} counters with {k}× {c}, the banker's level ({k} > {bank.count}): "
                    f"seat {bank.banker} stays banker, trump suit becomes {suit_en(c.suit)}.", new)
    if with_own:
        new = replace(bank, banker=seat, rank=c.rank, suit=c.suit, count=k, bidder=seat,
                      counters=bank.counters + 1, shown=shown)
        return _yes("counter_bank", rule or "zhaopengyou.bid.counter_own_rank",
                    f"座位 {seat} 用自己的级牌 {k} 张 {c.symbol()} 反主（{k} > {bank.count}）："
                    f"座位 {seat} 成为临时庄家，主 {_r(c.rank)}，{suit_zh(c.suit)}。",
                    f"Seat {seat} counters with {k}× {c}, their own level ({k} > {bank.count}): "
                    f"seat {seat} becomes banker, trump {_r(c.rank)} of {suit_en(c.suit)}.", new)
    return _no("not_level", "zhaopengyou.bid.counter_own_rank",
               f"反主只能用临时庄家的级牌（{_r(bank.rank)}）或自己的级牌（{_r(own)}），不能用 {c.symbol()}。",
               f"A counter uses the banker's level ({_r(bank.rank)}) or one's own ({_r(own)}), "
               f"not {c}.", bank)


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
                    f"无人叫庄，翻底牌第 {i + 1} 张 {card.symbol()}，是座位 {seat} 的级别{tie_zh}："
                    f"座位 {seat} 坐庄，主 {_r(card.rank)}，{suit_zh(card.suit)}。",
                    f"No bid; kitty card {i + 1}, {card}, is seat {seat}'s level{tie_en}: seat {seat} "
                    f"banks, trump {_r(card.rank)} of {suit_en(card.suit)}.")
    back = next(c for c in reversed(kitty) if not c.is_joker)
    pos = len(kitty) - list(reversed(kitty)).index(back)
    bank = Bank(banker=first_dealer, rank=levels[first_dealer], suit=back.suit)
    return (bank, None, "zhaopengyou.bid.fallback",
            f"七张底牌都没有翻出谁的级别：起始发牌者座位 {first_dealer} 坐庄，主 {_r(bank.rank)}；"
            f"从第 {len(kitty)} 张往前第一张有花色的是第 {pos} 张 {back.symbol()}，主花色{suit_zh(back.suit)}。",
            f"No kitty card matched a level: the first dealer, seat {first_dealer}, banks at "
            f"{_r(bank.rank)}; counting back from card {len(kitty)}, the first suited card is "
            f"card {pos}, {back}, so {suit_en(back.suit)} are trump.")


# --- shuangsheng ----------------------------------------------------------------

def ss_check(bank: Bank, seat: int, cards: list[Card], *, first_deal: bool, options: dict) -> Check:
    """One more bid in shuangsheng: a declaration, insurance or a counter."""
    k = len(cards)
    c = cards[0] if cards else None
    if k not in (1, 2) or len(set(cards)) != 1 or (not c.is_joker and c.rank != bank.rank):
        return _no("shape", "shuangsheng.bid.cards",
                   f"报主亮一张级牌（{_r(bank.rank)}），反主亮一对同花色级牌或一对相同的王；"
                   f"{_cards_zh(cards)} 都不是。",
                   f"Declare with one level card ({_r(bank.rank)}); counter with a same-suit pair "
                   f"of level cards or a pair of identical jokers. {_cards_en(cards)} is neither.",
                   bank)
    shown = bank.shown + tuple(cards)
    height = SS_ORDER[c.rank if c.is_joker else c.suit]
    suit = None if c.is_joker else c.suit
    if bank.bidder is None and bank.declarer is None and bank.count == 0:
        if c.is_joker:
            return _no("joker_declare", "shuangsheng.bid.declare", "王不能用来报主。",
                       "A joker cannot declare trump.", bank)
        banker = seat if first_deal else bank.banker
        new = replace(bank, banker=banker, suit=suit, count=k, order=height, bidder=seat,
                      declarer=seat, insured=k == 2, kitty_holder=banker, shown=shown)
        rule = "shuangsheng.bid.grab" if first_deal else "shuangsheng.bid.declare"
        extra_zh = "（一对同时亮出，等于上了保险）" if k == 2 else ""
        extra_en = " (a pair at once: insured as well)" if k == 2 else ""
        who_zh = f"座位 {seat} 抢到庄" if first_deal else f"庄家仍是座位 {banker}"
        who_en = f"seat {seat} takes the bank" if first_deal else f"seat {banker} stays banker"
        return _yes("declare", rule,
                    f"座位 {seat} 亮 {_cards_zh(cards)} 报主{extra_zh}：主花色{suit_zh(suit)}，{who_zh}。",
                    f"Seat {seat} shows {_cards_en(cards)} and declares{extra_en}: "
                    f"{suit_en(suit)} are trump, {who_en}.", new)
    if k == 1:
        return _no("second_declare", "shuangsheng.bid.declare", "已经有人报主了；要改主只能用一对反主。",
                   "Trump is already declared; only a pair can counter it.", bank)
    if seat == bank.declarer and bank.counters == 0:
        if suit == bank.suit and not bank.insured:
            new = replace(bank, count=2, insured=True, shown=shown)
            return _yes("insure", "shuangsheng.bid.insure",
                        f"座位 {seat} 亮出第二张 {c.symbol()} 上保险：之后反主必须高于{suit_zh(suit)}。",
                        f"Seat {seat} shows the second {c} and insures: any counter must now be "
                        f"above {suit_en(suit)}.", new)
        return _no("declarer_waits", "shuangsheng.bid.declarer_waits",
                   "报主的人只有在别人反过主之后才能反主。",
                   "The declarer may counter only after someone else has countered.", bank)
    if seat == bank.bidder:
        return _no("own_bid", "shuangsheng.bid.order", f"座位 {seat} 刚反过主，不能反自己。",
                   f"Seat {seat} made the standing counter and cannot counter it.", bank)
    # A bare declaration can be countered by any pair; an insured one or a
    # counter only by a pair higher in the order.
    floor = bank.order if (bank.counters or bank.insured) else 0
    if height <= floor:
        return _no("too_low", "shuangsheng.bid.order",
                   f"反主要按 大王>小王>黑桃>红桃>梅花>方片 往上反：{_cards_zh(cards)} 不高于现在的"
                   f"{_height_zh(bank.order)}。",
                   f"Counters climb big joker > small joker > ♠ > ♥ > ♣ > ♦: {_cards_en(cards)} "
                   f"is not above the standing {_height_en(bank.order)}.", bank)
    banker = seat if first_deal else bank.banker
    holder = banker if first_deal else seat
    new = replace(bank, banker=banker, suit=suit, count=2, order=height, bidder=seat,
                  counters=bank.counters + 1, kitty_holder=holder, shown=shown)
    n = new.counters
    if first_deal:
        rule = "shuangsheng.bid.counter_first"
        then_zh, then_en = f"座位 {seat} 成为庄家（反主反打）", f"seat {seat} becomes banker (反主反打)"
    else:
        rule = "shuangsheng.bid.counter_later"
        then_zh = f"庄家仍是座位 {banker}，座位 {seat} 拿底牌重新扣底（反主炒底）"
        then_en = f"seat {banker} stays banker; seat {seat} takes and re-buries the kitty (反主炒底)"
    return _yes("counter", rule,
                f"座位 {seat} 亮 {_cards_zh(cards)} 反主：主改为{suit_zh(suit)}，{then_zh}；"
                f"第 {n} 次反主，输赢 ×2^{n} = ×{2 ** n}。",
                f"Seat {seat} counters with {_cards_en(cards)}: trump becomes {suit_en(suit)}, "
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
        return _no("turn_passed", "shuangsheng.bid.chaodi_turns",
                   f"扣底后的反主从庄家起按出牌顺序轮一圈；座位 {seat} 的机会已经过了。",
                   f"Counters after the bury go once round from the banker in play order; "
                   f"seat {seat}'s turn has passed.", bank), turn
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
            f"无人报主：底牌第三张是 {third.symbol()}，" + ("本局无主。" if suit is None else f"主花色{suit_zh(suit)}。"),
            f"Nobody declared: the kitty's third card is {third}, so "
            + ("this deal has no trump suit." if suit is None else f"{suit_en(suit)} are trump."))


def _height_zh(order: int) -> str:
    return {1: "方片", 2: "梅花", 3: "红桃", 4: "黑桃", 5: "对小王", 6: "对大王"}.get(order, "报主")


def _height_en(order: int) -> str:
    return {1: "diamonds", 2: "clubs", 3: "hearts", 4: "spades", 5: "small-joker pair",
            6: "big-joker pair"}.get(order, "declaration")


OPTIONS = (
    Option(name="zhaopengyou_counter_by", games=(ZPY,), default="not_last_bidder",
           choices=("not_last_bidder", "not_banker"), ruling="zhaopengyou.bid.who_counters",
           zh="谁可以反主：not_last_bidder＝除刚叫过的人以外都可以；not_banker＝除临时庄家以外都可以。",
           en="Who may counter: not_last_bidder = anyone but the one who made the standing bid; "
              "not_banker = anyone but the provisional banker."),
    Option(name="zhaopengyou_counter_same_level", games=(ZPY,), default="take_bank",
           choices=("take_bank", "keep_banker"), ruling="zhaopengyou.bid.same_level",
           zh="反主者与临时庄家同级时：take_bank＝反主者当庄；keep_banker＝庄家不变只换花色。",
           en="A counter-bidder at the banker's own level: take_bank = the counter-bidder banks; "
              "keep_banker = the banker stays, only the suit changes."),
    Option(name="zhaopengyou_flip_tie", games=(ZPY,), default="dealer_first",
           choices=("dealer_first", "dealer_last"), ruling="zhaopengyou.bid.flip_tie",
           zh="翻底定庄平局：dealer_first＝起始发牌者本人算最近；dealer_last＝从他逆时针的下一位算起，他本人最后。",
           en="Flip ties: dealer_first = the first dealer himself counts as nearest; "
              "dealer_last = start from the next seat counterclockwise, the dealer last."),
    Option(name="shuangsheng_first_deal_no_bid", games=(SS,), default="redeal",
           choices=("redeal", "kitty_third"), ruling="shuangsheng.bid.first_deal_none",
           zh="第一局无人抢报：redeal＝重新发牌；kitty_third＝起始座位坐庄，按底牌第三张定主。",
           en="Nobody declares in the first deal: redeal = deal again; kitty_third = the first "
              "seat banks and the kitty's third card sets trump."),
    Option(name="shuangsheng_insurance_doubles", games=(SS,), default=False,
           choices=(False, True), ruling="shuangsheng.bid.insurance_stake",
           zh="上保险是否也让输赢翻倍：false＝不翻（只有反主翻倍）；true＝也算一次。",
           en="Does insuring double the stake: false = no, only counter-bids do; true = it counts once."),
)


def _rule(id, title_zh, title_en, zh, en, **more) -> Rule:
    games = (ZPY,) if id.startswith(ZPY) else (SS,)
    return Rule(id=id, games=games, title_zh=title_zh, title_en=title_en, text_zh=zh, text_en=en, **more)


def _bid(seat, cards):
    return {"seat": seat, "cards": cards}


RULES = (
    _rule("zhaopengyou.bid.cards", "叫庄用的牌", "What a bid shows",
          "叫庄或反主都是亮出 1 到 3 张完全相同（同花色同点数）的级牌；王不能用来叫庄。",
          "A bid or counter shows one to three identical level cards (same suit and rank); "
          "jokers cannot bid."),
    _rule("zhaopengyou.bid.grab", "抢庄", "Grabbing the bank",
          "发牌过程中，谁先亮出自己级别的牌，谁就成为临时庄家：主牌是这个级别，主花色是亮出的花色。",
          "During the deal, the first player to show cards of their own level becomes the "
          "provisional banker; that level is trump rank and the shown suit is trump suit.",
          examples=({"op": "bid", "bids": [], "bid": _bid(0, "H2")},)),
    _rule("zhaopengyou.bid.counter_more", "反主要多一张", "A counter shows more",
          "反主必须比当前亮出的张数多至少一张：一张可用两张或三张反，两张只能用三张反。",
          "A counter must show at least one card more than the standing bid: one card can be "
          "countered by two or three, two only by three."),
    _rule("zhaopengyou.bid.cap", "三张封顶", "Three cards cap the bidding",
          "三副牌每种牌只有三张，亮出三张后再也不能反。",
          "With three decks there are only three copies of a card, so three shown cards end the bidding."),
    _rule("zhaopengyou.bid.counter_banker_rank", "用临时庄家的级牌反", "Countering with the banker's level",
          "用临时庄家级别的牌反主：庄家不变，只把主花色换成亮出的花色。例：甲亮一张红桃 2，乙亮两张方片 2，庄家仍是甲，主花色变方片。",
          "Countering with cards of the provisional banker's level keeps the banker and only "
          "changes the trump suit. Example: A shows one ♥2, B shows two ♦2; A still banks, diamonds become trump.",
          examples=({"op": "bid", "levels": ["2", "3", "2", "2", "2"], "bids": [_bid(0, "H2")],
                     "bid": _bid(1, "D2 D2")},)),
    _rule("zhaopengyou.bid.counter_own_rank", "用自己的级牌反", "Countering with one's own level",
          "用自己级别的牌反主：反主者成为临时庄家，主牌换成他的级别和亮出的花色。例：甲亮一张红桃 2，级别为 3 的乙亮两张黑桃 3，乙当庄，打 3，黑桃为主。",
          "Countering with cards of one's own level makes the counter-bidder the provisional "
          "banker at their level and shown suit. Example: A shows one ♥2; B, at level 3, shows "
          "two ♠3 and banks, with 3s as trump rank and spades as trump suit.",
          examples=({"op": "bid", "levels": ["2", "3", "2", "2", "2"], "bids": [_bid(0, "H2")],
                     "bid": _bid(1, "S3 S3")},)),
    _rule("zhaopengyou.bid.who_counters", "谁可以反主", "Who may counter",
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
          examples=({"op": "bid", "bids": [_bid(0, "H2"), _bid(1, "D2 D2")], "bid": _bid(0, "S2 S2 S2")},)),
    _rule("zhaopengyou.bid.same_level", "反主者与庄家同级", "Counter-bidder at the banker's level",
          "反主者与临时庄家同级时，他亮的牌算作自己的级牌：反主者成为临时庄家。",
          "When the counter-bidder is at the provisional banker's level, the cards count as their own "
          "level: the counter-bidder becomes provisional banker.",
          ruling=True,
          question_zh="反主者的级别和临时庄家相同时，他亮的牌既是庄家的级牌也是自己的级牌：庄家换人吗？",
          question_en="When the counter-bidder is at the same level as the provisional banker, "
          "the cards are both the banker's level and their own. Does the bank change hands?",
          reading_zh="换：反主者成为临时庄家（按“用自己的级牌反”处理）。",
          reading_en="Yes: the counter-bidder becomes provisional banker (countering with their own level).",
          why_zh="抢庄的本意是争庄；开局大家都打 2，若同级只换花色，第一个叫的人就永远保住庄。",
          why_en="Bidding is a contest for the bank; at the start everyone is at 2, and if a "
          "same-level counter only changed the suit the first bidder could never be unseated.",
          option="zhaopengyou_counter_same_level",
          examples=({"op": "bid", "bids": [_bid(0, "H2")], "bid": _bid(1, "S2 S2")},)),
    _rule("zhaopengyou.bid.flip", "无人叫庄：翻底定庄", "No bid: flipping the kitty",
          "无人叫庄时，从上往下逐张翻底牌；第一张点数等于某位玩家级别的牌，使该玩家坐庄，这张牌就是主级牌（定主花色），只小于大小王。",
          "With no bid, the kitty is turned up from the top; the first card whose rank is some "
          "player's level makes that player banker, and that card fixes the trump suit: it ranks "
          "just below the jokers.",
          examples=({"op": "bid", "levels": ["2", "5", "3", "2", "2"], "bids": [],
                     "kitty": "BJ H9 C5 S2 D7 S8 HA", "first_dealer": 0},)),
    _rule("zhaopengyou.bid.flip_tie", "翻底同级", "Flip ties",
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
    _rule("zhaopengyou.bid.fallback", "七张都翻不出", "All seven flipped, no match",
          "七张底牌都没有谁的级别：起始发牌者坐庄，打自己的级别；主花色取从第七张往前数第一张有花色的牌（王跳过）。三副牌只有六张王，所以总能找到。",
          "If none of the seven cards is anyone's level, the first dealer banks at their own "
          "level; the trump suit is that of the first suited card counting back from the "
          "seventh (jokers skipped). Three decks hold six jokers, so one is always found.",
          examples=({"op": "bid", "levels": ["2", "2", "2", "2", "2"], "bids": [],
                     "kitty": "H3 C5 S9 D7 S8 BJ RJ", "first_dealer": 3},)),
    _rule("zhaopengyou.bid.standing", "叫庄结束", "End of the bidding",
          "无人再反时，最后的临时庄家就是庄家，主牌按最后一次亮牌定。",
          "When nobody counters any more, the provisional banker banks, with the trump of the last bid."),
    _rule("shuangsheng.bid.cards", "报主与反主用的牌", "What declaring and countering show",
          "报主亮一张本局级牌；反主亮一对同花色的级牌，或一对相同的王（两张大王或两张小王）。",
          "Declaring shows one card of the deal's level; countering shows a same-suit pair of "
          "level cards or a pair of identical jokers (two big or two small)."),
    _rule("shuangsheng.bid.grab", "第一局抢报", "First deal: first to declare banks",
          "第一局边摸牌边抢：谁先亮出一张当前级牌（起初是 2），谁就是庄家，他和对家是主打方，亮出的花色为主。",
          "In the first deal, whoever first shows a card of the current level (2 at the start) "
          "while drawing becomes banker, with their partner; the shown suit is trump.",
          examples=({"op": "bid", "first_deal": True, "bids": [], "bid": _bid(2, "C2")},)),
    _rule("shuangsheng.bid.declare", "报主", "Declaring trump",
          "第一局以后，庄家已定；摸牌时任何人都可以亮一张本局级牌定主花色，庄家不变。王不能报主，已有人报过主后只能用一对反主。",
          "After the first deal the banker is known; while drawing anyone may show one level "
          "card to set the trump suit, and the banker stays. Jokers cannot declare; once trump "
          "is declared only a pair can change it."),
    _rule("shuangsheng.bid.insure", "上保险", "Insuring the trump",
          "报主的人又摸到同花色的级牌，可以把这一对亮出：之后别人反主必须用更高的花色或一对王。",
          "A declarer who draws the matching level card may show the pair: any later counter "
          "must then be a higher suit or a joker pair.",
          examples=({"op": "bid", "first_deal": False, "banker": 0, "bids": [_bid(1, "H2"), _bid(1, "H2 H2")],
                     "bid": _bid(3, "C2 C2")},)),
    _rule("shuangsheng.bid.declarer_waits", "报主者后反", "The declarer counters only after others",
          "报主的人自己不能先反主；只有在别人反过之后，他才可以再反。",
          "The declarer may not be first to counter; only after someone else has countered may they counter."),
    _rule("shuangsheng.bid.order", "反主顺序", "The counter order",
          "反主只能往上：大王对 > 小王对 > 黑桃 > 红桃 > 梅花 > 方片。例：有人用红桃反主后，只能再用黑桃或王对反。刚反过主的人不能接着反自己。",
          "Counters only climb: big-joker pair > small-joker pair > ♠ > ♥ > ♣ > ♦. After a ♥ "
          "counter only ♠ or a joker pair may follow. Nobody counters their own standing counter.",
          examples=({"op": "bid", "first_deal": False, "banker": 0, "bids": [_bid(1, "D2"), _bid(2, "H2 H2")],
                     "bid": _bid(3, "C2 C2")},)),
    _rule("shuangsheng.bid.counter_first", "反主反打（第一局）", "Counter and take the bank (first deal)",
          "第一局的反主要在庄家拿底牌之前：反主者成为庄家，他这一方成为主打方。庄家扣底之后不能再反。",
          "In the first deal a counter comes before the banker takes the kitty, and the "
          "counter-bidder becomes banker for their side. Once the kitty is buried, no more counters.",
          examples=({"op": "bid", "first_deal": True, "bids": [_bid(0, "H2")], "bid": _bid(1, "S2 S2")},)),
    _rule("shuangsheng.bid.counter_later", "反主炒底（以后各局）", "Counter and re-bury (later deals)",
          "以后各局的反主在庄家扣底之后、出牌之前，从庄家起按出牌方向轮流：庄家不变，反主者拿起底牌和自己的牌一起整理，再扣八张底。每次反主的人都有这个权利。",
          "In later deals counters come after the banker buries and before play, in turn from "
          "the banker: the banker stays, but the counter-bidder picks up the kitty, sorts it "
          "with their hand and buries eight cards again. Every counter-bidder gets this right.",
          examples=({"op": "bid", "first_deal": False, "banker": 0, "bids": [_bid(1, "D2")],
                     "bid": _bid(2, "RJ RJ")},)),
    _rule("shuangsheng.bid.kitty_third", "无人报主", "Nobody declares",
          "第一局以后若摸完牌仍无人报主，看底牌正数第三张：它的花色为主；若它是王，本局无主（只有王和级牌是主，各花色级牌一样大）。",
          "After the first deal, if nobody declared by the end of the draw, the kitty's third "
          "card from the top decides: its suit is trump, or if it is a joker the deal has no "
          "trump suit (only jokers and level cards are trump, level cards of all suits equal).",
          examples=({"op": "bid", "first_deal": False, "banker": 1, "bids": [],
                     "kitty": "H5 C9 BJ D3 S7 SK H10 C4"},)),
    _rule("shuangsheng.bid.first_deal_none", "第一局无人抢报", "Nobody declares in the first deal",
          "第一局若摸完牌仍无人抢报，重新洗牌发牌。",
          "If nobody declares during the first deal's draw, the cards are shuffled and dealt again.",
          ruling=True,
          question_zh="底牌第三张的规则只写给第一局以后；第一局还没有庄家，若无人抢报怎么办？",
          question_en="The kitty's-third-card rule is written for later deals; in the first deal "
          "there is no banker yet. What if nobody declares?",
          reading_zh="重新洗牌发牌。",
          reading_en="Shuffle and deal again.",
          why_zh="第一局的庄家只能靠抢报产生；看底牌只能定花色，定不出庄家。",
          why_en="In the first deal only a declaration makes a banker; the kitty can set a "
          "suit but not a banker.",
          option="shuangsheng_first_deal_no_bid",
          examples=({"op": "bid", "first_deal": True, "bids": [], "kitty": "H5 C9 BJ D3 S7 SK H10 C4"},)),
    _rule("shuangsheng.bid.stake", "反主翻倍", "Counters double the stake",
          "每反主一次，本局输赢的金币翻一倍：反三次就是 ×2³ = ×8。（原文“×23”是上标丢失的 ×2³。）",
          "Each counter-bid doubles the deal's stake: three counters make ×2³ = ×8. (The "
          "source's \"×23\" is ×2³ with the superscript lost.)"),
    _rule("shuangsheng.bid.insurance_stake", "上保险不翻倍", "Insuring does not double",
          "上保险不算反主，不让输赢翻倍。", "Insuring is not a counter-bid and does not double the stake.",
          ruling=True,
          question_zh="上保险亮出了第二张级牌，算不算一次反主、让输赢翻倍？",
          question_en="Insuring shows a second level card. Does it count as a counter and double the stake?",
          reading_zh="不算：只有反主才翻倍。",
          reading_en="No: only counter-bids double the stake.",
          why_zh="原文按“反主的次数”翻倍，而上保险是加固自己的主，不是反别人的主。",
          why_en="The source doubles by the number of counters; insuring strengthens one's own "
          "trump rather than countering anyone's.",
          option="shuangsheng_insurance_doubles"),
    _rule("shuangsheng.bid.standing", "定主结束", "End of the bidding",
          "不再有人反主时，主牌按最后一次亮牌定；第一局最后反主的人是庄家，以后各局庄家不变，最后反主的人扣底。",
          "When nobody counters any more, the last bid fixes the trump; in the first deal the "
          "last counter-bidder banks, in later deals the banker stays and the last "
          "counter-bidder's bury is the kitty."),
)
