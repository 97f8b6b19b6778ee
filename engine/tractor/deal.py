"""Family module for whole deals of zhaopengyou and shuangsheng: ops ``score``, ``bid``,
``friend`` (zhaopengyou only) and ``replay``.

Handlers parse the request, call the pure functions of :mod:`.levels`,
:mod:`.kitty`, :mod:`.bidding`, :mod:`.friend`, :mod:`.scoring` and
:mod:`.record`, and answer with the data first and the explanation made from it.

Requests (besides ``op``, ``game``, ``options``):

- ``score``: ``trump``, ``points``, ``kitty_points``, ``last_trick: {winner, cards}``;
  zhaopengyou ``solo``; shuangsheng ``counters`` (counter-bids, for the stake);
  optional ``banker`` (+ zhaopengyou ``friend``) → ``next_dealer``; optional
  ``player_levels`` (zhaopengyou, 5) / ``team_levels`` (shuangsheng, seats 0/2 then 1/3)
  → ``new_levels`` (and zhaopengyou ``game_won_by``).
  Answers ``total``, ``outcome`` (+ ``outcome_name``), ``levels: {defenders, attackers}``,
  ``kitty: {points, won, shape, multiplier, bonus}``, ``rules`` (every rule used),
  shuangsheng ``swap``, ``stake``, ``next_banker``.
- ``bid``: ``bids`` so far (``[{seat, cards}]``) and ``bid`` (the proposed one);
  zhaopengyou ``levels`` (5); shuangsheng ``first_deal``, ``banker`` (later deals),
  ``level``. Without ``bid``: the end of the bidding (the standing bid, or with
  ``kitty`` — and zhaopengyou ``first_dealer`` — the no-bid procedure).
  Answers ``valid``, ``step`` (what the bid does — grab, declare, insure, counter — or why it
  is refused; without ``bid``: how the bidding ends — standing, flip, fallback, kitty_third,
  redeal), ``banker``, ``trump``, ``stake``, ``counters``, ``shown``.
- ``friend``: ``call: {card, nth}``, ``banker``, ``plays: [{seat, cards}]``; optional
  ``shown`` (cards shown in bidding), ``kitty``, ``banker_hand``, ``finished``.
  Answers ``friend``, ``alone``, ``status`` (found/alone/pending), ``copies_played``.
- ``replay``: ``deal`` (a record, see :data:`engine.tractor.record.FORMAT`).
  Answers ``ok, valid, complete, rule, explain, steps, result, failure`` (``steps``: one
  verdict each, typed by ``step``).
"""

from __future__ import annotations

from collections import Counter

from dataclasses import replace

from ..cards import check_copies, parse_cards
from ..errors import EngineError, bad_request
from ..games import Context
from ..rulebook import Rule, verdict
from . import bidding_shuangsheng, bidding_zhaopengyou, friend, kitty, levels, record
from .bidding import Bank, suit_en, suit_zh
from .bidding_shuangsheng import ss_check, ss_counter_turn, ss_no_bid
from .bidding_zhaopengyou import zpy_check, zpy_flip
from .friend import Call
from .kitty import Unit
from .order import parse_trump
from .ruleset import RULESETS
from .scoring import score
from .shapes import classify

GAMES = ("zhaopengyou", "shuangsheng")
ZPY, SS = GAMES


# --- request fields -------------------------------------------------------------

def seat_field(request: dict, name: str, players: int, *, required: bool = True) -> int | None:
    v = request.get(name)
    if v is None and not required:
        return None
    if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < players:
        raise bad_request(f"{name} 应是座位号 0–{players - 1}。", f"\"{name}\" must be a seat 0–{players - 1}.")
    return v


def levels_field(value, count: int, name: str) -> list[int]:
    if value is None:
        return [2] * count
    if not isinstance(value, list) or len(value) != count:
        raise bad_request(f"{name} 应是 {count} 个级别的列表。", f"\"{name}\" must be a list of {count} levels.")
    return [levels.level_of(v) for v in value]


def bid_field(value, players: int, where: str) -> tuple[int, list]:
    if not isinstance(value, dict) or "cards" not in value:
        raise bad_request(f"{where} 应是 {{seat, cards}}。", f"{where} must be {{seat, cards}}.")
    seat = seat_field(value, "seat", players)
    return seat, parse_cards(value["cards"])


def bool_field(request: dict, name: str, default: bool = False) -> bool:
    v = request.get(name, default)
    if not isinstance(v, bool):
        raise bad_request(f"{name} 应是 true 或 false。", f"\"{name}\" must be true or false.")
    return v


def units_of(c) -> list[Unit]:
    return [Unit(shape=u.shape, width=u.width, length=u.length) for u in c.units]


# --- score ----------------------------------------------------------------------

def _score(ctx: Context, request: dict) -> dict:
    game, rules = ctx.game.id, RULESETS[ctx.game.id]
    trump = parse_trump(request.get("trump"), no_trump=rules.no_trump, game_zh=ctx.game.zh, game_en=ctx.game.en)
    last = request.get("last_trick")
    if not isinstance(last, dict) or last.get("winner") not in ("attackers", "defenders") or "cards" not in last:
        raise bad_request("last_trick 应是 {winner: \"attackers\"|\"defenders\", cards}。",
                          "\"last_trick\" must be {winner: \"attackers\"|\"defenders\", cards}.")
    cards = parse_cards(last["cards"])
    if not cards:
        raise bad_request("last_trick.cards 里没有牌。", "\"last_trick.cards\" holds no cards.")
    check_copies([cards], decks=rules.decks)
    c = classify(cards, trump, max_width=rules.max_width, throw_units=ctx.options.get("throw_units", "wide_first"))
    if c.shape == "invalid":
        raise EngineError("illegal", "赢下最后一圈的牌必须全是主牌或全是同一门副牌。",
                          "The play that wins the last trick is all trumps or all one plain suit.")
    solo = bool_field(request, "solo")
    counters = request.get("counters", 0)
    if game == SS:
        if solo:
            raise bad_request("双升没有独打。", "shuangsheng has no solo deals.")
        if not isinstance(counters, int) or isinstance(counters, bool) or counters < 0:
            raise bad_request("counters 应是非负整数。", "\"counters\" must be a non-negative integer.")
    s = score(game, points=request.get("points"), kitty_points=request.get("kitty_points"),
              kitty_won=last["winner"] == "attackers", shape=c.shape, units=units_of(c),
              solo=solo, options=ctx.options, counters=counters if game == SS else 0)
    zh, en = s.explain(game)
    out = dict(total=s.total, outcome=s.band.outcome, outcome_name={"zh": s.band.zh, "en": s.band.en},
               levels={"defenders": s.band.defenders, "attackers": s.band.attackers},
               kitty={"points": s.kitty_points, "won": s.kitty_won, "shape": c.shape,
                      "multiplier": s.mult.factor if s.kitty_won else 0, "bonus": s.bonus},
               points=s.points, rules=list(s.rules))
    if game == SS:
        out.update(swap=s.band.swap, stake=s.stake)
    more_zh, more_en = (_zpy_next if game == ZPY else _ss_next)(ctx, request, s, out)
    return verdict(s.rule, zh + more_zh, en + more_en, **out)


def _zpy_next(ctx, request, s, out) -> tuple[str, str]:
    banker = seat_field(request, "banker", 5, required=False)
    if banker is None:
        return "", ""
    mate = seat_field(request, "friend", 5, required=False)
    solo = bool(request.get("solo"))
    if solo and mate is not None:
        raise bad_request("独打没有朋友：solo 为 true 时不要给 friend。", "A solo deal has no friend: drop \"friend\".")
    if not solo and (mate is None or mate == banker):
        raise bad_request("2 打 3 要给出朋友的座位（friend）。", "A 2 vs 3 deal needs the friend's seat (\"friend\").")
    won = s.band.defenders > 0
    nxt, _ = levels.next_first_dealer(banker=banker, friend=mate, solo=solo, defenders_won=won)
    out["next_dealer"] = nxt
    out["rules"].append("zhaopengyou.next_dealer")
    zh, en = f"下一局起始发牌者：座位 {nxt}。", f" Next first dealer: seat {nxt}."
    if "player_levels" in request:
        before = levels_field(request["player_levels"], 5, "player_levels")
        side = {banker} | ({mate} if mate is not None else set())
        after, winners = [], []
        for seat, lv in enumerate(before):
            up = s.band.defenders if seat in side else s.band.attackers
            after.append(levels.climb_capped(lv, up))
            any_side = ctx.options.get("zhaopengyou_win_at_a", "any_side") == "any_side"
            if lv == 14 and up > 0 and (any_side or seat in side):
                winners.append(seat)
        out["new_levels"] = [levels.level_text(v) for v in after]
        out["game_won_by"] = winners
        out["rules"] += ["zhaopengyou.levels.own_level", "zhaopengyou.levels.win_at_a"]
        shown = " ".join(out["new_levels"])
        zh += f"新的级别：{shown}。"
        en += f" New levels: {shown}."
        if winners:
            zh += f"座位 {'、'.join(map(str, winners))} 在 A 级赢局，赢得整场。"
            en += f" Seat(s) {', '.join(map(str, winners))} won a deal at A and win the game."
    return zh, en


def _ss_next(ctx, request, s, out) -> tuple[str, str]:
    banker = seat_field(request, "banker", 4, required=False)
    if banker is None:
        return "", ""
    nxt, rule = levels.next_banker(banker=banker, defenders_up=s.band.defenders > 0, options=ctx.options)
    out["next_dealer"] = out["next_banker"] = nxt
    out["rules"].append(rule)
    zh, en = f"下一局庄家：座位 {nxt}。", f" Next banker: seat {nxt}."
    if "team_levels" in request:
        before = levels_field(request["team_levels"], 2, "team_levels")
        defenders = banker % 2
        after = list(before)
        after[defenders] = levels.climb_wrapping(before[defenders], s.band.defenders)
        after[1 - defenders] = levels.climb_wrapping(before[1 - defenders], s.band.attackers)
        out["new_levels"] = [levels.level_text(v) for v in after]
        out["rules"].append("shuangsheng.levels.wrap")
        zh += f"两队级别（座位 0/2，1/3）：{out['new_levels'][0]}，{out['new_levels'][1]}。"
        en += f" Team levels (seats 0/2, 1/3): {out['new_levels'][0]}, {out['new_levels'][1]}."
    return zh, en


# --- bid ------------------------------------------------------------------------

def _check_shown(bids: list, decks: int) -> None:
    """Shown cards stay in the bidder's hand and may be shown again (a counter or
    insurance repeats them): a seat holds at least the most copies it ever showed at
    once, and the seats together cannot hold more than the decks do."""
    held: dict[int, Counter] = {}
    for seat, cards in bids:
        held[seat] = held.get(seat, Counter()) | Counter(cards)
    check_copies([list(c.elements()) for c in held.values()], decks=decks)


def _bid(ctx: Context, request: dict) -> dict:
    game = ctx.game.id
    players = ctx.game.players[0]
    bids = request.get("bids", [])
    if not isinstance(bids, list):
        raise bad_request("bids 应是列表。", "\"bids\" must be a list.")
    parsed = [bid_field(b, players, f"bids[{i}]") for i, b in enumerate(bids)]
    proposed = (bid_field(request["bid"], players, "bid"),) if request.get("bid") is not None else ()
    _check_shown(parsed + list(proposed), ctx.game.decks)
    if game == ZPY:
        lv = levels_field(request.get("levels"), 5, "levels")
        bank, step = Bank(banker=None, rank=2, suit=None), None
        def step(b, seat, cards):
            return zpy_check(b, seat, cards, lv, ctx.options)
    else:
        first = bool_field(request, "first_deal", True)
        banker = seat_field(request, "banker", 4, required=not first)
        level = levels.level_of(request.get("level", "2"))
        bank = Bank(banker=banker, rank=level, suit=None, kitty_holder=banker)
        turn = [-1]     # later deals: counters come after the bury, in turns (as in a replay)
        def step(b, seat, cards):
            chk = ss_check(b, seat, cards, first_deal=first, options=ctx.options)
            if chk.valid and chk.step == "counter" and not first:
                late, turn[0] = ss_counter_turn(b, turn[0], seat, ctx.options)
                return late or chk
            return chk
    for i, (seat, cards) in enumerate(parsed):
        chk = step(bank, seat, cards)
        if not chk.valid:
            raise EngineError("illegal", f"bids[{i}] 不成立：{chk.zh}", f"bids[{i}] is not allowed: {chk.en}",
                              rule=chk.rule, index=i)
        bank = chk.bank
    if proposed:
        seat, cards = proposed[0]
        chk = step(bank, seat, cards)
        return verdict(chk.rule, chk.zh, chk.en, valid=chk.valid, step=chk.step,
                       **bank_json(chk.bank, ctx.options, game))
    return _bid_end(ctx, request, bank, game)


def _bid_end(ctx: Context, request: dict, bank: Bank, game: str) -> dict:
    """No more bids: the standing bid, or the no-bid procedure with the kitty."""
    if bank.count:
        rule = f"{game}.bid.standing"
        return verdict(rule, f"叫庄结束：庄家座位 {bank.banker}，主 {levels.level_text(bank.rank)}，{suit_zh(bank.suit)}。",
                       f"Bidding over: seat {bank.banker} banks, trump {levels.level_text(bank.rank)} of "
                       f"{suit_en(bank.suit)}.", valid=True, step="standing", **bank_json(bank, ctx.options, game))
    if "kitty" not in request:
        raise bad_request("无人叫庄时需要 kitty（底牌，按从上到下的顺序）。",
                          "With no bid, \"kitty\" (top to bottom) is needed.")
    cards = parse_cards(request["kitty"])
    size = 7 if game == ZPY else 8
    if len(cards) != size:
        raise bad_request(f"底牌应是 {size} 张。", f"The kitty holds {size} cards.")
    check_copies([cards], decks=ctx.game.decks)
    if game == ZPY:
        lv = levels_field(request.get("levels"), 5, "levels")
        first_dealer = seat_field(request, "first_dealer", 5)
        new, index, rule, zh, en = zpy_flip(cards, lv, first_dealer, ctx.options)
        return verdict(rule, zh, en, valid=True, step="flip" if index is not None else "fallback",
                       flipped=index, **bank_json(new, ctx.options, game))
    first = bool_field(request, "first_deal", True)
    first_dealer = seat_field(request, "first_dealer", 4, required=False) or 0
    new, rule, zh, en = ss_no_bid(bank, cards, first_deal=first, first_dealer=first_dealer,
                                  options=ctx.options)
    if new is None:
        return verdict(rule, zh, en, valid=True, step="redeal", redeal=True, banker=None, trump=None)
    return verdict(rule, zh, en, valid=True, step="kitty_third", **bank_json(new, ctx.options, game))


def bank_json(bank: Bank, options: dict, game: str) -> dict:
    out = {"banker": bank.banker,
           "trump": {"rank": levels.level_text(bank.rank), "suit": bank.suit} if bank.count or bank.banker is not None else None,
           "shown": " ".join(map(str, bank.shown)), "counters": bank.counters}
    if game == SS:
        out.update(stake=bank.stake(options), insured=bank.insured, kitty_holder=bank.kitty_holder)
    else:
        out.update(stake=1, count=bank.count)
    return out


# --- friend ---------------------------------------------------------------------

def call_field(value) -> Call:
    if not isinstance(value, dict) or "card" not in value:
        raise bad_request("call 应是 {card, nth}。", "\"call\" must be {card, nth}.")
    cards = parse_cards(value["card"])
    nth = value.get("nth", 1)
    if len(cards) != 1 or not isinstance(nth, int) or isinstance(nth, bool):
        raise bad_request("call 叫一张牌（card）和第几张（nth，整数）。",
                          "\"call\" names one card and which copy (nth, an integer).")
    return Call(card=cards[0], nth=nth)


def _friend(ctx: Context, request: dict) -> dict:
    call = call_field(request.get("call"))
    banker = seat_field(request, "banker", 5)
    shown = parse_cards(request.get("shown", ""))
    ok, rule, zh, en = friend.check_call(call, shown, ctx.game.decks)
    if not ok:
        return verdict(rule, zh, en, valid=False, friend=None, alone=False, status="invalid_call")
    plays = request.get("plays", [])
    if not isinstance(plays, list):
        raise bad_request("plays 应是 {seat, cards} 的列表。", "\"plays\" must be a list of {seat, cards}.")
    parsed = [bid_field(p, 5, f"plays[{i}]") for i, p in enumerate(plays)]
    pile = parse_cards(request.get("kitty", ""))
    hand = parse_cards(request["banker_hand"]) if "banker_hand" in request else None
    check_copies([c for _, c in parsed] + [pile], decks=ctx.game.decks)
    if hand is not None:
        check_copies([hand, pile], decks=ctx.game.decks)
    f = friend.track(call, banker, parsed, decks=ctx.game.decks, options=ctx.options, kitty=pile,
                     banker_hand=hand, finished=bool_field(request, "finished"))
    return verdict(f.rule, f.zh, f.en, valid=True, friend=f.friend, alone=f.alone, status=f.status,
                   copies_played=f.copies, settled_at=f.at)


def _replay(ctx: Context, request: dict) -> dict:
    return record.replay_op(ctx, request)


OPS = {"score": _score, "bid": _bid, "friend": _friend, "replay": _replay}
OP_GAMES = {"friend": (ZPY,)}    # shuangsheng has no friend call: not listed, answered as unsupported
OPTIONS = (levels.OPTIONS + kitty.OPTIONS + bidding_zhaopengyou.OPTIONS + bidding_shuangsheng.OPTIONS
           + friend.OPTIONS + record.OPTIONS)
def _deal_rules() -> tuple[Rule, ...]:
    """The deal.* rules a replay cites (records, the deal, the bury, who leads, …)."""
    out = []
    for g, zh_n, en_n in (("zhaopengyou", "五人各 31 张，底牌 7 张", "31 cards to each of five, 7 in the kitty"),
                          ("shuangsheng", "四人各 25 张，底牌 8 张", "25 cards to each of four, 8 in the kitty")):
        def r(id, tz, te, z, e):
            out.append(Rule(id=f"{g}.deal.{id}", games=(g,), title_zh=tz, title_en=te, text_zh=z, text_en=e))
        r("cards", "发牌", "The deal", f"{zh_n}；每副牌的每一张都恰好发出一次。",
          f"{en_n}; every card of every deck is dealt exactly once.")
        r("record", "牌局记录", "Deal records",
          "一局的记录包括发牌、叫牌、底牌、" + ("叫朋友、" if g == "zhaopengyou" else "反主、") +
          "每一轮的出牌；回放时逐步检查，第一处违规即停。",
          "A deal record holds the deal, the bids, the kitty, " + ("the friend call " if g == "zhaopengyou"
          else "the counter-bids ") + "and every play; a replay checks it step by step and stops at the first broken rule.")
        r("bury", "扣底", "Burying the kitty",
          "拿底牌的人把底牌并入手牌，再扣回同样张数的牌，面朝下，出牌时不能再换。",
          "Whoever takes the kitty adds it to their hand and puts back as many cards face down; "
          "they cannot be changed during play.")
        r("holding", "只能出手里的牌", "Only cards in hand",
          "亮出、扣下或打出的牌都必须在这个人手里。", "Cards shown, buried or played must be in that player's hand.")
        r("lead_order", "谁领出", "Who leads",
          "第一轮由庄家领出，以后每轮由上一轮最大的人领出；其余各家按出牌顺序依次跟出。",
          "The banker leads the first trick; the winner of each trick leads the next; "
          "the others follow one by one in play order.")
        r("failed_throw", "甩牌失败", "A failed throw",
          "甩牌被管上时，记录在领出那一步写出甩的牌（attempt）和实际留在桌上的那一手（cards）；其余的牌收回。" +
          ("" if g == "zhaopengyou" else "甩牌失败的人要罚房间底金的一半。"),
          "When a throw is beaten, the leader's step of the record keeps the attempt and the unit actually "
          "left on the table (cards); "
          "the rest goes back to the hand." + ("" if g == "zhaopengyou" else
                                              " The thrower pays half the room's base stake."))
        r("unfinished", "打完为止", "Played to the end",
          "一局要打到所有人手里都没有牌。", "A deal is played until every hand is empty.")
    return tuple(out)



# A ruling's stated rule is its reading, unless it was given its own text.
RULES = tuple(replace(r, text_zh=r.text_zh or r.reading_zh, text_en=r.text_en or r.reading_en)
              for r in levels.RULES + kitty.RULES + bidding_zhaopengyou.RULES + bidding_shuangsheng.RULES
              + friend.RULES + record.RULES
              + _deal_rules())
