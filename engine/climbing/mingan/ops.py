"""明暗斗地主 (mingan): its ops, options and rules (served as its ``GAME`` says: game.py)."""

from __future__ import annotations

from ... import fields
from ...cards import format_cards
from ...errors import EngineError, bad_request, illegal
from ...rulebook import verdict
from . import deal
from ..record import replay_record
from .referee import REFEREE
from .beats import describe, judge, pick_reading, shape_rule
from .settle import settle_text, settlement
from ..finish import first_out as read_first_out
from ..combos import Picker, arrange, counts_of, sort_play
from .answers import answers
from .rules import OPTIONS, RULES
from .shapes import ORDER, readings
from ..words import Seat, answers_en, both_cards, capital
from ...text import cards_en, cards_zh, count_en, seat_en, seat_zh, zh_spaced


def _classify(ctx, request: dict) -> dict:
    cards = fields.cards(request, "cards", ctx.game)
    counts = counts_of(cards)
    found = readings(counts, ctx.options)
    shown = format_cards(sort_play(cards, ORDER))
    if not found:
        szh, sen = both_cards(shown)
        return verdict(shape_rule(None, counts, ctx.options), f"{szh} 不成牌型，不能一起出。",
                       f"{capital(sen)} is not a valid play: these cards cannot go down together.",
                       cards=shown, kind="invalid", rank=None, length=len(cards), bomb=False)
    zh, en = describe(found[0])
    shown = format_cards(arrange(cards, found[0], ORDER))
    szh, sen = both_cards(shown)
    data = {"cards": shown, **found[0].to_json()}
    rule = shape_rule(found[0], counts)
    if len(found) > 1:
        data["readings"] = [c.to_json() for c in found]
        rule = "mingan.reading.ambiguous"
        others = len(found) - 1
        zh += f"；另有 {others} 种读法"
        en += f"; {count_en(others, 'other reading')}"
    return verdict(rule, f"{szh}：{zh}。", f"{capital(sen)}: {en}.", **data)


def _beats(ctx, request: dict) -> dict:
    prev_cards = fields.cards(request, "previous", ctx.game)
    play_cards = fields.cards(request, "play", ctx.game)
    a, b = (format_cards(sort_play(x, ORDER)) for x in (prev_cards, play_cards))
    prev_found = readings(counts_of(prev_cards), ctx.options)
    play_found = readings(counts_of(play_cards), ctx.options)
    for name, found, cards in (("previous", prev_found, prev_cards), ("play", play_found, play_cards)):
        if not found:
            zh, en = both_cards(sort_play(cards, ORDER))
            return verdict(shape_rule(None, counts_of(cards), ctx.options), f"{zh} 不成牌型，谈不上压牌。",
                           f"{capital(en)} is not a valid play, so it beats nothing.",
                           beats=False, invalid=name, previous=a, play=b)
    prev = pick_reading(prev_found, fields.reading(request, "previous_as"))
    ok, used, rule, zh, en = judge(prev, play_found, a, b)
    return verdict(rule, zh, en, beats=ok, previous=a, play=b,
                   previous_as=prev.to_json(), play_as=used.to_json())


def _answers(ctx, request: dict) -> dict:
    hand = fields.cards(request, "hand", ctx.game)
    prev_cards = fields.cards(request, "previous", ctx.game, default=None)
    prev = None
    if prev_cards:
        found = readings(counts_of(prev_cards), ctx.options)
        if not found:
            zh, en = both_cards(sort_play(prev_cards, ORDER))
            return verdict(shape_rule(None, counts_of(prev_cards), ctx.options), f"{zh} 不成牌型。",
                           f"{capital(en)} is not a valid play.", plays=[], count=0)
        prev = pick_reading(found, fields.reading(request, "previous_as"))
    found = answers(counts_of(hand), prev, ctx.options)
    picker = Picker(hand, ORDER)
    plays = [{"cards": picker.text(c), **c.to_json()} for c in found]
    lead, n = prev is None, len(plays)
    what_en = count_en(n, "possible lead") if lead else answers_en(n)
    return verdict("mingan.pass" if lead or not plays else "mingan.beats",
                   (f"共 {n} 种{'领出' if lead else '压过这手牌'}的出法。" if plays else "没有压得过的出法，只能不出。"),
                   f"{capital(what_en)}." + ("" if plays else " You must pass."),
                   plays=plays, count=len(plays), must_pass=not lead and not plays)


def _bid(ctx, request: dict) -> dict:
    players = fields.players(request, ctx.game)
    first = fields.seat(request, "first", players)
    calls = fields.listed(request, "calls", default=[])
    state = deal.calling(players, first, calls)
    if "proposed" in request:
        try:
            state = deal.calling(players, first, [*calls, request["proposed"]])
        except EngineError as err:
            if err.code != "illegal":
                raise
            return verdict("mingan.call", err.zh, err.en, valid=False, landlord=state.landlord,
                           call=state.call, done=state.done, turn=state.turn)
    data = {"valid": True, "landlord": state.landlord, "call": state.call, "done": state.done,
            "turn": state.turn, "multiplier": 2 if state.call == "blind" else 1}
    if state.done:
        how = {"blind": ("盲叫，翻一番", "called blind: the score doubles"),
               "seen": ("看牌叫", "called after looking")}[state.call]
        return verdict(state.rule, f"{seat_zh(state.landlord)} 当地主（{how[0]}）。",
                       f"{Seat(state.landlord)} is the landlord ({how[1]}).", **data)
    return verdict(state.rule, f"轮到{seat_zh(state.turn)} 选择：看牌叫、盲叫或不叫。",
                   f"{Seat(state.turn)} to choose: call after looking, call blind, or pass.", **data)


def _partner(ctx, request: dict) -> dict:
    players = fields.players(request, ctx.game)
    landlord = fields.seat(request, "landlord", players)
    hands = fields.hands(request, "hands", ctx.game, players)
    card = fields.cards(request, "card", ctx.game)
    if len(card) != 1 or landlord not in hands:
        raise bad_request("暗地主牌应是一张牌，手牌里要有地主的一手。", "The partner card must be one card, "
                          "and the hands must include the landlord's.")
    seat, rule = deal.partner(hands, landlord, card[0])
    if seat is None:
        return verdict(rule, f"两张 {cards_zh(card)} 都在地主手里：地主一个人打，输赢翻倍。",
                       f"Both {cards_en(card)} are in the landlord's hand: the landlord plays alone, for double.",
                       partner=None, alone=True, factor=2)
    return verdict(rule, f"另一张 {cards_zh(card)} 在{seat_zh(seat)} 手里：这一家是暗地主。",
                   f"The twin {cards_en(card)} is with {seat_en(seat)}: the hidden partner.",
                   partner=seat, alone=False, factor=1)


def _settle(ctx, request: dict) -> dict:
    players = fields.players(request, ctx.game)
    landlord = fields.seat(request, "landlord", players)
    partner = fields.seat(request, "partner", players, default=None)
    call = fields.choice(request, "call", ("blind", "seen"), default="seen")
    blind_partner = fields.boolean(request, "blind_partner", default=False)
    if partner == landlord or (blind_partner and call != "blind"):
        raise illegal("暗地主不能是地主本人（地主一个人打时不写暗地主）；盲叫暗地主必须先盲叫地主。",
                      "The partner cannot be the landlord (a landlord alone has no partner); naming "
                      "the partner blind needs a blind call.")
    bombs = []
    # the bombs together come from the same two decks: a card cannot be played more often
    # than they hold it (impossible, as in 五十K)
    for i, cards in enumerate(fields.cards_list(request, "bombs", ctx.game, default=[])):
        found = readings(counts_of(cards), ctx.options)
        if not found or not found[0].bomb:
            raise illegal(zh_spaced(f"炸弹里的第 {i + 1} 手 {cards_zh(cards)} 不是炸弹。"),
                          f"Bomb {i + 1}, {cards_en(cards)}, is not a bomb.", field=f"bombs[{i}]")
        bombs.append(found[0])
    first_out = read_first_out(request, players)
    base = fields.integer(request, "base", default=1, low=1)
    out = settlement(ctx, players=players, landlord=landlord, partner=partner, call=call,
                     blind_partner=blind_partner, bombs=bombs, first_out=first_out, base=base,
                     options=ctx.options)
    return verdict(*settle_text(out, first_out, base), **out)


def _replay(ctx, request: dict) -> dict:
    """A whole deal record, checked step by step on the one table (engine.climbing.record)."""
    return replay_record(ctx, request, REFEREE)


OPS = {"classify": _classify, "beats": _beats, "answers": _answers, "bid": _bid,
       "partner": _partner, "settle": _settle, "replay": _replay}

__all__ = ["OPS", "OPTIONS", "RULES"]
