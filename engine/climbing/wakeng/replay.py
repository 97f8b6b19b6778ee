"""挖坑 deal records: check a whole deal (deal, bidding, kitty, every play) and settle it.

Record: ``{"game": "wakeng", "options": {…}, "players": 3, "hands": {"0": "…", …},
"kitty": "…", "bids": [1, "pass", …], "plays": [{"seat": 0, "cards": "H4"}, {"seat": 1,
"pass": true}, …]}``. Bids run from the opener (the lowest heart as dealt). The answer's
steps: the bidding (``bid``), then each ``play`` and ``pass``.
"""

from __future__ import annotations

from ... import fields
from ...errors import RecordStops, illegal
from . import deal
from ..record import check_deal
from ..table import ClimbingTable
from ..words import Seat
from ...text import cards_en, cards_zh, seat_en, seat_zh



def setup(game, ctx, record: dict, options: dict) -> tuple[ClimbingTable, dict, dict]:
    """The deal, the bidding from the opener, the kitty to the digger: the table and the ``bid`` step."""
    players = fields.players(record, ctx.game)
    hands = fields.hands(record, "hands", ctx.game, players)
    kitty = fields.cards(record, "kitty", ctx.game)
    check_deal(game, ctx.game, players, hands, kitty)
    first, card = deal.opener(hands)
    bids = fields.listed(record, "bids", default=[])
    bidding = deal.bidding(players, first, bids)
    if not bidding.done and not record.get("plays"):    # the record stops in the bidding
        raise RecordStops({"phase": "bid", "seat": bidding.turn,
                           "bids": ["pass", *(b for b in (1, 2, 3) if b > bidding.stake)]})
    if not bidding.done:
        raise illegal("叫分还没有结束。", "The bidding is not finished.", rule="wakeng.bid")
    digger, stake = bidding.digger, bidding.stake
    after = {s: list(h) + (kitty if s == digger else []) for s, h in hands.items()}
    lead = deal.leader(after, first, options)
    bid = {"step": "bid", "seat": digger, "rule": bidding.rule,
           "explain": {"zh": f"{seat_zh(first)} 有 {cards_zh([card])}，先叫；{seat_zh(digger)} 挖坑，底分 {stake}；"
                             f"{seat_zh(lead)} 先出。",
                       "en": f"{Seat(first)} holds {cards_en([card])} and bids first; {seat_en(digger)} digs "
                             f"for {stake}; {seat_en(lead)} leads."},
           "opener": first, "opener_card": str(card), "bids": bids, "digger": digger, "stake": stake,
           "leader": lead}
    data = {"players": players, "digger": digger, "stake": stake,
            "board": {"roles": [(digger, "digger")]}}    # the table view's board (climbing.replay_board)
    return ClimbingTable(game, after, leader=lead, options=options, dealt=(hands, kitty)), bid, data


def settle(game, ctx, record: dict, table: ClimbingTable, data: dict, options: dict) -> tuple[str, str, str, dict]:
    """The first player out decides it: the digger alone against the others."""
    players, digger, stake = data["players"], data["digger"], data["stake"]
    first_out = table.order[0]
    wins = first_out == digger
    pay = deal.payouts(players, digger, stake, wins, options)
    result = {"winner": "digger" if wins else "partners", "first_out": first_out,
              "digger": digger, "stake": stake, "payouts": {str(s): v for s, v in pay.items()}}
    return ("wakeng.settle.four_players" if players == 4 else "wakeng.settle",
            f"{seat_zh(first_out)} 先出完，{'挖坑者' if wins else '联手方'}赢。",
            f"{Seat(first_out)} went out first: {'the digger wins' if wins else 'the partners win'}.", result)
