"""明暗斗地主 (mingan): the family module — ops, options and rules (see engine.games)."""

from __future__ import annotations

from collections import Counter

from ..cards import format_cards
from ..errors import EngineError, bad_request
from ..rulebook import verdict
from . import mingan_deal as deal
from . import mingan_replay
from .combos import Combo, Picker, arrange, counts_of, rank_text, sort_play
from .fields import (cards_field, first_out_field, hands_field, int_field, list_field,
                     players_field, seat_field)
from .mingan_answers import answers
from .mingan_rules import OPTIONS, RULES
from .mingan_shapes import JOKERS, ORDER, readings

GAMES = ("mingan",)

KIND_NAME = {
    "single": ("单张", "a single"), "pair": ("对子", "a pair"), "pair_chain": ("连对", "a chain of pairs"),
    "triple": ("三张", "a triple"), "triple_single": ("三带一", "a triple with a single"),
    "triple_pair": ("三带二", "a triple with a pair"), "straight": ("顺子", "a straight"),
    "plane": ("飞机", "a plane"), "plane_single": ("飞机带单", "a plane with singles"),
    "plane_pair": ("飞机带对", "a plane with pairs"), "bomb": ("炸弹", "a bomb"),
    "rocket": ("双王", "the two jokers (双王)"), "four_jokers": ("四王", "four jokers (四王)"),
}


def describe(c: Combo) -> tuple[str, str]:
    zh, en = KIND_NAME[c.kind]
    r, n = rank_text(c.rank), c.size
    if c.kind in ("rocket", "four_jokers"):
        return zh, en
    return f"{zh}（{n} 张，{r} 大）", f"{en} ({n} card{'s' if n > 1 else ''}, {r} high)"


def shape_rule(c: Combo | None, counts: Counter, options: dict | None = None) -> str:
    """The rule that decides a reading; for no reading, the rule the play falls foul of."""
    if c is not None:
        kick = dict(c.kickers)
        if any(j in kick for j in JOKERS):
            return "mingan.kickers.jokers"
        if c.kind == "plane_single" and any(n > 1 for n in kick.values()):
            return "mingan.kickers.rank"
        return f"mingan.shapes.{c.kind}"
    if options is not None and not options.get("joker_kickers", True) and \
            readings(counts, {**options, "joker_kickers": True}):
        return "mingan.kickers.jokers"
    if set(counts) <= set(JOKERS) and sum(counts.values()) == 3:
        return "mingan.jokers.shapes"
    sizes = set(counts.values())
    if len(counts) > 1 and len(sizes) == 1 and any(r not in ORDER.chain for r in counts):
        return "mingan.chain.range" if sizes == {3} else "mingan.shapes.invalid"
    return "mingan.shapes.invalid"


def _classify(ctx, request: dict) -> dict:
    cards = cards_field(request, "cards", ctx.game)
    counts = counts_of(cards)
    found = readings(counts, ctx.options)
    shown = format_cards(sort_play(cards, ORDER))
    if not found:
        return verdict(shape_rule(None, counts, ctx.options), f"{shown} 不成牌型，不能一起出。",
                       f"{shown} is not a shape and cannot be played together.",
                       cards=shown, kind="invalid", rank=None, length=len(cards), bomb=False)
    zh, en = describe(found[0])
    shown = format_cards(arrange(cards, found[0], ORDER))
    data = {"cards": shown, **found[0].to_json()}
    rule = shape_rule(found[0], counts)
    if len(found) > 1:
        data["readings"] = [c.to_json() for c in found]
        rule = "mingan.reading.ambiguous"
        zh += f"；另有 {len(found) - 1} 种读法"
        en += f"; {len(found) - 1} other reading(s)"
    return verdict(rule, f"{shown} 是{zh}。", f"{shown} is {en}.", **data)


def pick_reading(found: list[Combo], wanted) -> Combo:
    """The reading named by ``previous_kind`` (ruling mingan.reading.ambiguous), else the first."""
    if wanted is None:
        return found[0]
    for c in found:
        if c.kind == wanted or (isinstance(wanted, dict) and c.to_json().items() >= wanted.items()):
            return c
    raise bad_request(f"这手牌不能读成 {wanted!r}。", f"The play cannot be read as {wanted!r}.")


def decide(prev: Combo, play_readings: list[Combo]) -> tuple[bool, Combo, str, str]:
    """Whether some reading of the play beats ``prev``; that reading, the rule, and which
    case it is: ``judge`` without the words, for the replay, which only needs the verdict."""
    for c in play_readings:
        if c.beats(prev):
            rule = "mingan.beats.bomb" if c.bomb else "mingan.beats"
            if len(play_readings) > 1:
                rule = "mingan.reading.ambiguous" if not c.bomb else rule
            return True, c, rule, "beats"
    c = play_readings[0]
    if prev.bomb and c.bomb:
        return False, c, "mingan.beats.bomb", "not_above"
    if prev.bomb:
        return False, c, "mingan.beats.bomb", "only_bomb"
    if c.family != prev.family:
        return False, c, "mingan.beats", "different"
    return False, c, "mingan.order", "not_higher"


def judge(prev: Combo, play_readings: list[Combo]) -> tuple[bool, Combo, str, str, str]:
    """Whether some reading of the play beats ``prev``; that reading, the rule, why."""
    ok, c, rule, case = decide(prev, play_readings)
    pzh, pen = describe(prev)
    qzh, qen = describe(c)
    if case == "beats":
        zh, en = f"{qzh}压过{pzh}。", f"{qen} beats {pen}."
    elif case == "not_above":
        zh, en = f"{qzh}不比{pzh}大。", f"{qen} is not above {pen}."
    elif case == "only_bomb":
        zh, en = f"只有更大的炸弹能压{pzh}。", f"Only a higher bomb beats {pen}."
    elif case == "different":
        zh, en = f"{qzh}不能压{pzh}：牌型或张数不同。", f"{qen} cannot beat {pen}: a different shape or size."
    else:
        zh, en = f"{qzh}不比{pzh}大。", f"{qen} is not higher than {pen}."
    return ok, c, rule, zh, en


def _beats(ctx, request: dict) -> dict:
    prev_cards = cards_field(request, "previous", ctx.game)
    play_cards = cards_field(request, "play", ctx.game)
    a, b = (format_cards(sort_play(x, ORDER)) for x in (prev_cards, play_cards))
    prev_found = readings(counts_of(prev_cards), ctx.options)
    play_found = readings(counts_of(play_cards), ctx.options)
    for name, found, cards in (("previous", prev_found, prev_cards), ("play", play_found, play_cards)):
        if not found:
            s = format_cards(sort_play(cards, ORDER))
            return verdict(shape_rule(None, counts_of(cards), ctx.options), f"{s} 不成牌型，谈不上压牌。",
                           f"{s} is not a shape, so it beats nothing.",
                           beats=False, invalid=name, previous=a, play=b)
    prev = pick_reading(prev_found, request.get("previous_kind"))
    ok, used, rule, zh, en = judge(prev, play_found)
    return verdict(rule, zh, en, beats=ok, previous=a, play=b,
                   previous_kind=prev.to_json(), play_kind=used.to_json())


def _answers(ctx, request: dict) -> dict:
    hand = cards_field(request, "hand", ctx.game)
    prev_cards = cards_field(request, "previous", ctx.game, required=False)
    prev = None
    if prev_cards:
        found = readings(counts_of(prev_cards), ctx.options)
        if not found:
            s = format_cards(sort_play(prev_cards, ORDER))
            return verdict(shape_rule(None, counts_of(prev_cards), ctx.options), f"{s} 不成牌型。",
                           f"{s} is not a shape.", plays=[], count=0)
        prev = pick_reading(found, request.get("previous_kind"))
    found = answers(counts_of(hand), prev, ctx.options)
    picker = Picker(hand, ORDER)
    plays = [{"cards": picker.text(c), **c.to_json()} for c in found]
    lead = prev is None
    return verdict("mingan.pass" if lead or not plays else "mingan.beats",
                   f"共 {len(plays)} 种{'领出' if lead else '压过这手牌'}的出法。" + ("" if plays else "只能不出。"),
                   f"{len(plays)} {'leads' if lead else 'plays that beat it'}." + ("" if plays else " You must pass."),
                   plays=plays, count=len(plays), must_pass=not lead and not plays)


def _bid(ctx, request: dict) -> dict:
    players = players_field(request, ctx.game)
    first = seat_field(request, "first", players)
    calls = list_field(request, "calls", default=[])
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
        how = {"blind": ("盲叫，翻一番", "blind: the score doubles"), "seen": ("看牌叫", "seen")}[state.call]
        return verdict(state.rule, f"第 {state.landlord} 家当地主（{how[0]}）。",
                       f"Seat {state.landlord} is the landlord ({how[1]}).", **data)
    return verdict(state.rule, f"轮到第 {state.turn} 家选择。", f"Seat {state.turn} to choose.", **data)


def _partner(ctx, request: dict) -> dict:
    players = players_field(request, ctx.game)
    landlord = seat_field(request, "landlord", players)
    hands = hands_field(request, "hands", ctx.game, players)
    card = cards_field(request, "card", ctx.game)
    if len(card) != 1 or landlord not in hands:
        raise bad_request("card 应是一张牌，hands 要包含地主。", "\"card\" must be one card and "
                          "\"hands\" must include the landlord.")
    seat, rule = deal.partner(hands, landlord, card[0])
    if seat is None:
        return verdict(rule, f"两张 {card[0]} 都在地主手里：地主一个人打，输赢翻倍。",
                       f"Both {card[0]} are in the landlord's hand: he plays alone, for double.",
                       partner=None, alone=True, factor=2)
    return verdict(rule, f"另一张 {card[0]} 在第 {seat} 家：他是暗地主。",
                   f"The twin {card[0]} is with seat {seat}: the hidden partner.",
                   partner=seat, alone=False, factor=1)


def settlement(ctx, *, players, landlord, partner, call, blind_partner, bombs, first_out, base,
               options) -> dict:
    alone = partner is None
    m, steps = deal.multiplier(call=call, blind_partner=blind_partner, alone=alone, bombs=bombs,
                               options=options)
    wins = first_out in (landlord, partner)
    pay = deal.payouts(players=players, landlord=landlord, partner_seat=partner, landlord_wins=wins,
                       score=base * m, options=options)
    rulings = [r for r, on in (
        ("mingan.fan.reading", bool(bombs)),        # 2+ bombs or a big one: the readings differ
        ("mingan.partner.blind", blind_partner),
        ("mingan.settle.losers", not wins),
        ("mingan.settle.split", any(v.denominator != 1 for v in pay.values()))) if on]
    return {"winner": "landlord" if wins else "farmers", "multiplier": m, "score": base * m,
            "rulings": rulings,
            "multiplier_steps": steps, "payouts": {str(s): deal.chips(v) for s, v in pay.items()},
            "payouts_exact": {str(s): str(v) for s, v in pay.items()},
            "transfers": deal.transfers(pay)}


def _settle(ctx, request: dict) -> dict:
    players = players_field(request, ctx.game)
    landlord = seat_field(request, "landlord", players)
    partner = seat_field(request, "partner", players, required=False)
    call = request.get("call", "seen")
    blind_partner = request.get("blind_partner", False)
    if call not in ("blind", "seen") or blind_partner not in (True, False):
        raise bad_request("call 应为 blind 或 seen；blind_partner 为 true/false。",
                          "\"call\" must be blind or seen; \"blind_partner\" true or false.")
    if partner == landlord or (blind_partner and call != "blind"):
        raise EngineError("illegal", "暗地主不能是地主本人（一个人打请写 null）；盲叫暗地主必须先盲叫地主。",
                          "The partner cannot be the landlord (null for alone); naming the partner "
                          "blind needs a blind call.")
    bombs = []
    for i, text in enumerate(list_field(request, "bombs", default=[])):
        cards = cards_field({"b": text}, "b", ctx.game)
        found = readings(counts_of(cards), ctx.options)
        if not found or not found[0].bomb:
            raise EngineError("illegal", f"bombs 第 {i} 项 {format_cards(cards)} 不是炸弹。",
                              f"Item {i} of \"bombs\", {format_cards(cards)}, is not a bomb.")
        bombs.append(found[0])
    first_out = first_out_field(request, players)
    base = int_field(request, "base", default=1, low=1)
    out = settlement(ctx, players=players, landlord=landlord, partner=partner, call=call,
                     blind_partner=blind_partner, bombs=bombs, first_out=first_out, base=base,
                     options=ctx.options)
    return verdict(*settle_text(out, first_out, base), **out)


def settle_text(out: dict, first_out: int, base: int) -> tuple[str, str, str]:
    """The rule that decides the settlement (the first ruling it turns on) and the text."""
    side = ("地主方", "the landlord's side") if out["winner"] == "landlord" else ("农民", "the farmers")
    trail = " × ".join(str(s["factor"]) for s in out["multiplier_steps"] if "factor" in s) or "1"
    rulings = out["rulings"]
    rule = rulings[0] if rulings else "mingan.settle"
    return (rule, f"第 {first_out} 家先出完，{side[0]}赢。倍数 {trail} = {out['multiplier']}，"
                  f"底分 {base}，每份 {out['score']}。",
            f"Seat {first_out} went out first: {side[1]} win. Multiplier {trail} = "
            f"{out['multiplier']}, base {base}, {out['score']} per share.")


OPS = {"classify": _classify, "beats": _beats, "answers": _answers, "bid": _bid,
       "partner": _partner, "settle": _settle, "replay": mingan_replay.replay}

__all__ = ["GAMES", "OPS", "OPTIONS", "RULES"]
