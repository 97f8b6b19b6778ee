"""The match sheet's words (``match.py`` draws the sheet, ``widgets/build/match_fields.py``
labels the form's fields with the same words): the heads of the sheet, the names of the
fields of a deal's entry and of the start, and their choices."""

from __future__ import annotations

WORDS: dict[str, tuple[str, str]] = {
    "standing": ("现在的比分", "The standing"),
    "levels": ("级", "Level"),
    "money": ("输赢", "Money"),
    "next": ("下一局", "Next deal"),
    "deals_head": ("各局", "The deals"),
    "deal_no": ("局", "Deal"),
    "who": ("谁", "Who"),
    "what": ("情况", "What happened"),
    "result": ("结果", "Result"),
    "edit": ("改", "Edit"),
    "edit_deal": ("改第 {n} 局", "Correct deal {n}"),
    "chart": ("一晚上的走势", "The evening so far"),
    "chart_levels": ("各家的级，从开局到每一局之后", "Each level, from the start to after each deal"),
    "chart_money": ("各家累计的输赢，从开局到每一局之后", "Each seat's running total, from the start to after each deal"),
    "no_deals": ("还没有记下任何一局。", "No deal recorded yet."),
    "example": ("例子：引擎在建站时算好的一晚（开一场就换成你们自己的）。",
                "An example evening, worked out by the engine when the site was built (start a match to keep your own)."),
    "team": ("{seats}", "{seats}"),
    "over": ("这一场已经结束。", "The match is over."),
    "points_n": ("{n} 分", "{n} points"),
    "kitty_n": ("底 {n}", "kitty {n}"),
    "bid_n": ("叫 {n}", "bid {n}"),
    "bombs_n": ("炸弹 {n}", "bombs {n}"),
    "solo": ("一打四", "solo"),
    "start": ("开局", "Start"),
}

# The fields of a deal's entry and of the start, by name (what a table calls them).
FIELD_WORDS: dict[str, tuple[str, str]] = {
    "banker": ("庄家", "Banker"),
    "digger": ("挖坑的（庄）", "Digger"),
    "landlord": ("地主", "Landlord"),
    "friend": ("朋友", "Friend"),
    "partner": ("同伙", "Partner"),
    "solo": ("一打四（庄家不找朋友）", "Solo (the banker plays alone)"),
    "soloist": ("吼牌的是谁", "Who played the open solo"),
    "suit": ("主", "Trump"),
    "points": ("闲家抓的分（不算底）", "The attackers' points in play (kitty aside)"),
    "kitty_points": ("底牌里的分", "Points in the kitty"),
    "last_trick": ("最后一轮：谁赢的，用什么牌型赢的（抠底）", "The last trick: who won it, and with what (the kitty's multiplier)"),
    "counters": ("反主几次", "Counters"),
    "bid": ("叫了几分", "The bid"),
    "first_out": ("谁先走完", "Who went out first"),
    "order": ("走完的先后", "The order they went out in"),
    "call": ("怎么叫的", "The call"),
    "blind_partner": ("盲叫同伙", "Blind partner call"),
    "bombs": ("炸弹", "Bombs"),
    "mode": ("这一局怎么打", "How the deal was played"),
    "in_hand": ("最后一家手里剩的分", "Points left in the last hand"),
    "by_seat_points": ("各家抓的分", "Points each seat took"),
    "levels": ("开始的级", "Starting levels"),
    "base": ("底分", "Base stake"),
    "dealer": ("第一局谁发牌", "Who deals the first deal"),
    "first_dealer": ("第一局谁坐庄", "Who banks the first deal"),
    "start_banker": ("第一局的庄家", "The first deal's banker"),
}
