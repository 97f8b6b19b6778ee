"""挖坑 (wakeng): its ops, options and rules (served as its ``GAME`` says: game.py)."""

from __future__ import annotations

from collections import Counter

from ... import fields
from ...cards import format_cards
from ...errors import EngineError
from ...rulebook import verdict
from . import deal
from ..record import replay_record
from .referee import REFEREE
from .beats import describe, judge, shape_rule
from ..finish import first_out as read_first_out
from ..combos import Picker, counts_of, pick_cards, sort_play
from .rules import OPTIONS, RULES
from ..words import Seat, answers_en, both_cards, capital
from ...text import cards_en, cards_zh, count_en, seat_en, seat_zh
from .shapes import ORDER, answers, classify, smallest_card


# 叫 3 分称为头挖，2 分二挖，1 分一挖
DIG_NAME = {3: {"zh": "头挖", "en": "top dig, for 3"}, 2: {"zh": "二挖", "en": "second dig, for 2"},
            1: {"zh": "一挖", "en": "third dig, for 1"}}


def _classify(ctx, request: dict) -> dict:
    cards = fields.cards(request, "cards", ctx.game)
    combo = classify(cards, ctx.options)
    shown = format_cards(sort_play(cards, ORDER))
    szh, sen = both_cards(shown)
    if combo is None:
        return verdict(shape_rule(None, counts_of(cards), ctx.options), f"{szh} 不成牌型，不能一起出。",
                       f"{capital(sen)} is not a valid play: these cards cannot go down together.",
                       cards=shown, kind="invalid", rank=None, length=len(cards), bomb=False)
    zh, en = describe(combo)
    return verdict(shape_rule(combo, counts_of(cards), ctx.options), f"{szh}：{zh}。", f"{capital(sen)}: {en}.",
                   cards=shown, **combo.to_json())


def _read_pair(ctx, request: dict) -> tuple:
    prev_cards = fields.cards(request, "previous", ctx.game)
    play_cards = fields.cards(request, "play", ctx.game)
    return prev_cards, play_cards, classify(prev_cards, ctx.options), classify(play_cards, ctx.options)


def _beats(ctx, request: dict) -> dict:
    prev_cards, play_cards, prev, play = _read_pair(ctx, request)
    a, b = format_cards(sort_play(prev_cards, ORDER)), format_cards(sort_play(play_cards, ORDER))
    for name, combo, cards in (("previous", prev, prev_cards), ("play", play, play_cards)):
        if combo is None:
            zh, en = both_cards(sort_play(cards, ORDER))
            return verdict(shape_rule(None, counts_of(cards), ctx.options), f"{zh} 不成牌型，谈不上压牌。",
                           f"{capital(en)} is not a valid play, so it beats nothing.",
                           beats=False, invalid=name, previous=a, play=b)
    ok, rule, zh, en = judge(prev, play, a, b)
    return verdict(rule, zh, en, beats=ok, previous=a, play=b,
                   previous_as=prev.to_json(), play_as=play.to_json())


def _answers(ctx, request: dict) -> dict:
    hand = fields.cards(request, "hand", ctx.game)
    prev_cards = fields.cards(request, "previous", ctx.game, default=None)
    prev = classify(prev_cards, ctx.options) if prev_cards else None
    if prev_cards and prev is None:
        zh, en = both_cards(sort_play(prev_cards, ORDER))
        return verdict(shape_rule(None, counts_of(prev_cards), ctx.options), f"{zh} 不成牌型。",
                       f"{capital(en)} is not a valid play.", plays=[], count=0)
    found = answers(counts_of(hand), prev, ctx.options)
    picker = Picker(hand, ORDER)
    plays = [{"cards": picker.text(c), **c.to_json()} for c in found]
    n = len(plays)
    what = "领出" if prev is None else "压过这手牌"
    what_en = count_en(n, "possible lead") if prev is None else answers_en(n)
    return verdict("wakeng.beats" if prev else "wakeng.pass",
                   (f"共 {n} 种{what}的出法。" if plays or not prev else "没有压得过的出法，只能不出。"),
                   f"{capital(what_en)}." + ("" if plays or not prev else " You must pass."),
                   plays=plays, count=len(plays), must_pass=bool(prev) and not plays)


def _bid(ctx, request: dict) -> dict:
    players = fields.players(request, ctx.game)
    if "hands" in request:
        first, card = deal.opener(fields.hands(request, "hands", ctx.game, players))
    else:
        first, card = fields.seat(request, "opener", players), None
    bids = fields.listed(request, "bids", default=[])
    state = deal.bidding(players, first, bids)
    data = {"opener": first}
    if card is not None:
        data["opener_card"] = str(card)
    if "proposed" in request:
        proposed = request["proposed"]
        try:
            after = deal.bidding(players, first, [*bids, proposed])
        except EngineError as err:  # an illegal proposal is a verdict, not a failure
            if err.code != "illegal":
                raise
            return verdict(err.data.get("rule", "wakeng.bid"), err.zh, err.en, valid=False,
                           **data, digger=state.digger, stake=state.stake, done=state.done,
                           turn=state.turn)
        state = after
    data.update(valid=True, digger=state.digger, stake=state.stake, done=state.done, turn=state.turn)
    if state.done:
        data["dig"] = DIG_NAME[state.stake]
    if state.done and card is not None:
        hands = fields.hands(request, "hands", ctx.game, players)
        kitty = fields.cards(request, "kitty", ctx.game, default=None) or []
        hands[state.digger] = hands.get(state.digger, []) + kitty
        data["leader"] = deal.leader(hands, first, ctx.options)
        if ctx.options["lead"] == "holder" or data["leader"] != deal.opener(hands)[0]:
            # the verdict turns on ruling wakeng.lead: the lowest heart changed hands with the kitty
            who = data["leader"]
            return verdict("wakeng.lead", f"{seat_zh(state.digger)} 挖坑，底分 {state.stake}；{seat_zh(who)} 先出。",
                           f"{Seat(state.digger)} digs for {state.stake}; {seat_en(who)} leads.", **data)
    if state.done:
        return verdict(state.rule, f"{seat_zh(state.digger)} 挖坑，底分 {state.stake}。",
                       f"{Seat(state.digger)} digs for a stake of {state.stake}.", **data)
    best_zh = f"当前最高 {state.stake} 分" if state.stake else "还没有人叫分"
    best_en = f"best so far {state.stake}" if state.stake else "nobody has bid yet"
    return verdict(state.rule, f"轮到{seat_zh(state.turn)} 叫分，{best_zh}。",
                   f"{Seat(state.turn)} to bid; {best_en}.", **data)


def _settle(ctx, request: dict) -> dict:
    players = fields.players(request, ctx.game)
    digger = fields.seat(request, "digger", players)
    stake = fields.integer(request, "bid", choices=(1, 2, 3))
    first_out = read_first_out(request, players)
    wins = first_out == digger
    pay = deal.payouts(players, digger, stake, wins, ctx.options)
    mult = abs(pay[digger]) // stake
    rule = "wakeng.settle.four_players" if players == 4 else "wakeng.settle"
    side = "挖坑者" if wins else "联手方"
    side_en = "the digger wins" if wins else "the partners win"
    mine, theirs = pay[digger], pay[(digger + 1) % players]
    return verdict(rule, f"{seat_zh(first_out)} 先出完，{side}赢：挖坑者 {mine:+d}，联手者各 {theirs:+d}。",
                   f"{Seat(first_out)} went out first, so {side_en}: digger {mine:+d}, "
                   f"each partner {theirs:+d}.",
                   winner="digger" if wins else "partners",
                   payouts={str(s): v for s, v in pay.items()},
                   multiplier_steps=[{"what": "stake", "value": stake},
                                     {"what": "digger_times", "value": mult}])


def _timeout(ctx, request: dict) -> dict:
    phase = fields.choice(request, "phase", ("bid", "play"), default="play")
    if phase == "bid":
        return verdict("wakeng.timeout", "叫分超时：不叫。", "Timed out while bidding: pass.",
                       action="pass")
    hand = fields.cards(request, "hand", ctx.game)
    if fields.cards(request, "previous", ctx.game, default=None):
        return verdict("wakeng.timeout", "跟牌超时：空过。", "Timed out while following: pass.",
                       action="pass")
    rank = smallest_card(counts_of(hand))
    card = pick_cards(hand, Counter({rank: 1}), ORDER)[0]
    return verdict("wakeng.timeout.smallest", f"领牌超时：系统替你出最小的一张 {cards_zh([card])}。",
                   f"Timed out while leading: the smallest card, {cards_en([card])}, is played for you.",
                   action="play", cards=str(card))


def _level(ctx, request: dict) -> dict:
    points = fields.integer(request, "points", low=-fields.BIG)
    info = deal.level(points)
    rule = info.pop("rule")
    nxt = info["next"]
    return verdict(rule, f"{points} 分：{info['title']['zh']}" + (f"（下一级 {nxt} 分）" if nxt else "（最高级）"),
                   f"{count_en(points, 'point')}: {info['title']['en']}"
                   + (f" (next at {nxt})" if nxt else " (top title)"),
                   points=points, **info)


def _replay(ctx, request: dict) -> dict:
    """A whole deal record, checked step by step on the one table (engine.climbing.record)."""
    return replay_record(ctx, request, REFEREE)


OPS = {"classify": _classify, "beats": _beats, "answers": _answers, "bid": _bid,
       "settle": _settle, "timeout": _timeout, "level": _level, "replay": _replay}

__all__ = ["OPS", "OPTIONS", "RULES"]
