"""挖坑 deal records: check a whole deal (deal, bidding, kitty, every play) and settle it.

Record: ``{"game": "wakeng", "options": {…}, "players": 3, "hands": {"0": "…", …},
"kitty": "…", "bids": [1, "pass", …], "plays": [{"seat": 0, "cards": "H4"}, {"seat": 1,
"pass": true}, …]}``. Bids run from the opener (the lowest heart as dealt). The answer's
steps: the bidding (``bid``), then each ``play`` and ``pass``.
"""

from __future__ import annotations

from ... import fields
from ...cards import format_cards
from ...errors import EngineError
from ...rulebook import broken_step
from . import deal
from ..record import answer, broken, check_deal, drive
from ..table import Table
from .game import GAME


def replay(ctx, request: dict) -> dict:
    record = fields.record(request)
    options = fields.record_options(ctx, record)
    players = fields.players(record, ctx.game)
    hands = fields.hands(record, "hands", ctx.game, players)
    kitty = fields.cards(record, "kitty", ctx.game)
    check_deal(GAME, ctx.game, players, hands, kitty)
    first, card = deal.opener(hands)
    bids = fields.listed(record, "bids", default=[])
    try:
        bidding = deal.bidding(players, first, bids)
    except EngineError as err:
        if err.code != "illegal":
            raise
        return _failed(err.data.get("rule", "wakeng.bid"), err.zh, err.en)
    if not bidding.done:
        return _failed("wakeng.bid", "叫分还没有结束。", "The bidding is not finished.")
    digger, stake = bidding.digger, bidding.stake
    after = {s: list(h) + (kitty if s == digger else []) for s, h in hands.items()}
    lead = deal.leader(after, first, options)
    bid = {"step": "bid", "seat": digger, "rule": bidding.rule,
           "explain": {"zh": f"第 {first} 家有 {card}，先叫；第 {digger} 家挖坑，底分 {stake}；第 {lead} 家先出。",
                       "en": f"Seat {first} holds {card} and bids first; seat {digger} digs for {stake}; "
                             f"seat {lead} leads."},
           "opener": first, "opener_card": str(card), "bids": bids, "digger": digger, "stake": stake,
           "leader": lead}
    table = Table(GAME, after, leader=lead, options=options)
    played, f = drive(table, record.get("plays", []))
    steps = [bid, *played]
    if f:
        return broken(f, steps, f"第 {f['index']} 步不合规则：", f"Step {f['index']} breaks a rule: ")
    if not table.over:
        return answer("wakeng.replay", "记录里的每一步都合规则；还没有人出完牌。",
                      "Every step in the record is legal; nobody has gone out yet.", steps=steps)
    first_out = table.order[0]
    wins = first_out == digger
    pay = deal.payouts(players, digger, stake, wins, options)
    result = {"winner": "digger" if wins else "partners", "first_out": first_out,
              "digger": digger, "stake": stake, "payouts": {str(s): v for s, v in pay.items()},
              "hands": {str(s): format_cards(h) for s, h in enumerate(table.hands)}}
    return answer("wakeng.settle.four_players" if players == 4 else "wakeng.settle",
                  f"每一步都合规则。第 {first_out} 家先出完，{'挖坑者' if wins else '联手方'}赢。",
                  f"Every step is legal. Seat {first_out} went out first: "
                  f"{'the digger wins' if wins else 'the partners win'}.",
                  steps=steps, complete=True, result=result)


def _failed(rule: str, zh: str, en: str) -> dict:
    return broken(broken_step(rule, zh, en, stage="bidding"), [], "叫分不合规则：", "The bidding breaks a rule: ")
