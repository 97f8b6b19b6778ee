"""Whole deals of the trick-taking games: ops ``score``, ``bid`` and ``replay`` (找朋友's
``friend`` op is its own: :mod:`.zhaopengyou.deal`).

Handlers parse the request, call the pure functions of :mod:`.levels`,
:mod:`.kitty`, :mod:`.bidding`, :mod:`.scoring`, each game's package (``GAME.deal_hooks``) and
:mod:`.record`, and answer with the data first and the explanation made from it.

Requests (besides ``op``, ``game``, ``options``):

- ``score``: ``trump``, ``points``, ``kitty_points``, ``last_trick: {winner, cards}``, optional
  ``lead`` (the last trick's lead: a throw prices the kitty by its own shape, see
  tractor.ruling.kitty_shape);
  zhaopengyou ``solo``; shuangsheng ``counters`` (counter-bids, for the stake);
  optional ``banker`` (+ zhaopengyou ``friend``) → ``next_dealer``; optional
  ``player_levels`` (zhaopengyou, 5) / ``team_levels`` (shuangsheng, seats 0/2 then 1/3)
  → ``new_levels`` (and zhaopengyou ``game_won_by``).
  Answers ``total``, ``outcome`` (+ ``outcome_name``), ``levels: {defenders, attackers}``,
  ``kitty: {points, won, shape (the shape that priced it), multiplier, bonus}``, ``rules``,
  shuangsheng ``swap``, ``stake``, ``next_banker``.
- ``bid``: ``bids`` so far (``[{seat, cards}]``) and ``bid`` (the proposed one);
  zhaopengyou ``levels`` (5); shuangsheng ``first_deal``, ``banker`` (later deals),
  ``level``. Without ``bid``: the end of the bidding (the standing bid, or with
  ``kitty`` — and zhaopengyou ``first_dealer`` — the no-bid procedure).
  Answers ``valid``, ``step`` (what the bid does — grab, declare, insure, counter — or why it
  is refused; without ``bid``: how the bidding ends — standing, flip, fallback, kitty_third,
  redeal), ``banker``, ``trump``, ``stake``, ``counters``, ``shown_by_seat`` (``{"seat": cards}``:
  what each seat has face up, each card as often as it was ever shown at once — shown cards
  stay in hand and a counter or insurance may show them again).
- ``friend``: ``call: {card, nth}``, ``banker``, ``plays: [{seat, cards}]``; optional
  ``shown`` (cards shown in bidding), ``kitty``, ``banker_hand``, ``complete`` (the deal is over).
  Answers ``friend``, ``alone``, ``status`` (found/alone/pending), ``copies_played``.
- ``replay``: ``deal`` (a record, see :data:`engine.tractor.record.FORMAT`).
  Answers ``ok, valid, complete, rule, explain, steps, result, failure`` (``steps``: one
  verdict each, typed by ``step``).
"""

from __future__ import annotations

from collections import Counter

from .. import fields
from ..cards import check_copies
from ..errors import EngineError, bad_request
from ..games import GAMES, Context
from ..rulebook import Rule, verdict
from ..text import seat_no
from . import levels, record
from .bidding import Bank, bank_json, suit_en, suit_zh
from .kitty import Unit, priced_play
from .game import TractorGame
from .order import parse_trump
from .scoring import score
from .shapes import classify


# --- request fields -------------------------------------------------------------

def bid_field(value, players: int, where: str) -> tuple[int, list]:
    """One step ``{seat, cards}`` (a bid, a play seen by the friend op)."""
    if not isinstance(value, dict) or "cards" not in value:
        raise bad_request("每次叫牌要写明座位和亮出的牌。", "Each bid names a seat and the cards shown.", field=where)
    return fields.seat_value(value.get("seat"), players, f"{where}.seat"), fields.parsed(value["cards"], f"{where}.cards")


def units_of(c) -> list[Unit]:
    return [Unit(shape=u.shape, width=u.width, length=u.length) for u in c.units]


# --- score ----------------------------------------------------------------------

def _score(ctx: Context, request: dict) -> dict:
    game, rules = ctx.game.id, ctx.game
    trump = parse_trump(request.get("trump"), no_trump=rules.no_trump, game_zh=ctx.game.zh, game_en=ctx.game.en)
    last = request.get("last_trick")
    if not isinstance(last, dict) or last.get("winner") not in ("attackers", "defenders") or "cards" not in last:
        raise bad_request("最后一圈要写明谁赢（抓分方或庄家方）和赢下它的那手牌。",
                          "The last trick names who won it (the attackers or the defenders) and the winning cards.",
                          field="last_trick")
    cards = fields.parsed(last["cards"], "last_trick.cards")
    if not cards:
        raise bad_request("最后一圈赢牌的那手牌是空的。", "The winning cards of the last trick are missing.",
                          field="last_trick.cards")
    led = fields.cards(request, "lead", default=None)       # the last trick's lead, if given
    # each on its own: the leader may have won with the lead itself
    for play, name in ((cards, "last_trick.cards"), (led or [], "lead")):
        try:
            check_copies([play], decks=rules.decks)
        except EngineError as err:
            err.data["field"] = name
            raise
    throw_units = ctx.options.get("throw_units", "wide_first")
    c = classify(cards, trump, max_width=rules.max_width, throw_units=throw_units)
    if c.shape == "invalid":
        raise EngineError("illegal", "赢下最后一圈的牌必须全是主牌或全是同一门副牌。",
                          "The play that wins the last trick is all trumps or all one plain suit.",
                          field="last_trick.cards")
    lead = None
    if led is not None:
        lc = classify(led, trump, max_width=rules.max_width, throw_units=throw_units)
        if lc.shape == "invalid" or len(led) != len(cards):
            raise EngineError("illegal", "领出的牌全是主牌或同一门副牌，张数与赢牌的那一手相同。",
                              "The lead is all trumps or all one plain suit, with as many cards as the "
                              "winning play.", rule=f"{game}.shapes.one_suit", field="lead")
        lead = (lc.shape, units_of(lc))
    shape, units, ruled = priced_play(game, lead, (c.shape, units_of(c)), ctx.options)
    solo = fields.boolean(request, "solo", default=False)
    if solo and not rules.solo:
        raise bad_request(f"{ctx.game.zh}没有独打。", f"{ctx.game.en} has no solo deals.", field="solo")
    # each counter-bid shows at least a pair, so two decks hold at most 54 of them
    counters = fields.integer(request, "counters", default=0, high=54) if rules.counters_double_stake else 0
    s = score(game, points=request.get("points"), kitty_points=request.get("kitty_points"),
              kitty_won=last["winner"] == "attackers", shape=shape, units=units,
              solo=solo, options=ctx.options, counters=counters, shape_ruled=ruled)
    zh, en = s.explain(game)
    out = dict(total=s.total, outcome=s.band.outcome, outcome_name={"zh": s.band.zh, "en": s.band.en},
               levels={"defenders": s.band.defenders, "attackers": s.band.attackers},
               kitty={"points": s.kitty_points, "won": s.kitty_won, "shape": shape,
                      "multiplier": s.mult.factor if s.kitty_won else 0, "bonus": s.bonus},
               points=s.points, rules=list(s.rules))
    more_zh, more_en = GAMES[game].deal_hooks.score_next(ctx, request, s, out)
    return verdict(s.rule, zh + more_zh, en + more_en, **out)


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
    game, rules = ctx.game.deal_hooks, ctx.game
    bids = fields.listed(request, "bids", default=[])
    parsed = [bid_field(b, rules.seats, f"bids[{i}]") for i, b in enumerate(bids)]
    proposed = (bid_field(request["bid"], rules.seats, "bid"),) if request.get("bid") is not None else ()
    _check_shown(parsed + list(proposed), rules.decks)
    bank, step = game.bid_step(ctx, request)
    for i, (seat, cards) in enumerate(parsed):
        chk = step(bank, seat, cards)
        if not chk.valid:
            raise EngineError("illegal", f"第 {i + 1} 次叫牌不成立：{chk.zh}", f"Bid {i + 1} is not allowed: {chk.en}",
                              rule=chk.rule, index=i)
        bank = chk.bank
    if proposed:
        seat, cards = proposed[0]
        chk = step(bank, seat, cards)
        return verdict(chk.rule, chk.zh, chk.en, valid=chk.valid, step=chk.step,
                       **bank_json(chk.bank, game.bank_fields(chk.bank, ctx.options)))
    return _bid_end(ctx, request, bank)


def _bid_end(ctx: Context, request: dict, bank: Bank) -> dict:
    """No more bids: the standing bid, or the no-bid procedure with the kitty."""
    game, rules = ctx.game.deal_hooks, ctx.game
    if bank.count:
        rule = f"{ctx.game.id}.bid.standing"
        return verdict(rule, f"叫庄结束：庄家座位 {seat_no(bank.banker)}，主 {levels.level_text(bank.rank)}，{suit_zh(bank.suit)}。",
                       f"Bidding over: seat {seat_no(bank.banker)} banks, trump {levels.level_text(bank.rank)} of "
                       f"{suit_en(bank.suit)}.", valid=True, step="standing",
                       **bank_json(bank, game.bank_fields(bank, ctx.options)))
    if "kitty" not in request:
        raise bad_request("无人叫庄时要给出底牌（按从上到下的顺序）。",
                          "With no bid, the kitty is needed (top card first).", field="kitty")
    cards = fields.parsed(request["kitty"], "kitty")
    if len(cards) != rules.kitty_size:
        raise bad_request(f"底牌应是 {rules.kitty_size} 张。", f"The kitty holds {rules.kitty_size} cards.", field="kitty")
    check_copies([cards], decks=rules.decks)
    return game.bid_end(ctx, request, bank, cards)


def _replay(ctx: Context, request: dict) -> dict:
    return record.replay_op(ctx, request)


OPS = {"score": _score, "bid": _bid, "replay": _replay}
OPTIONS: tuple = ()     # each game's are in its package (its GAME's books)
def _deal_rules() -> tuple[Rule, ...]:
    """The deal.* rules a replay cites (records, the deal, the bury, who leads, …)."""
    out = []
    for rs in (g for g in GAMES.values() if isinstance(g, TractorGame)):
        g, n = rs.id, rs.seats
        zh_n = f"{'四五'[n - 4]}人各 {rs.hand_size} 张，底牌 {rs.kitty_size} 张"
        en_n = f"{rs.hand_size} cards to each of {('four', 'five')[n - 4]}, {rs.kitty_size} in the kitty"
        def r(id, tz, te, z, e):
            out.append(Rule(id=f"{g}.deal.{id}", games=(g,), title_zh=tz, title_en=te, text_zh=z, text_en=e))
        r("cards", "发牌", "The deal", f"{zh_n}；每副牌的每一张都恰好发出一次。",
          f"{en_n}; every card of every deck is dealt exactly once.")
        r("record", "牌局记录", "Deal records",
          "一局的记录包括发牌、叫牌、底牌、" + ("叫朋友、" if rs.friend_call else "反主、") +
          "每一轮的出牌；回放时逐步检查，第一处违规即停。",
          "A deal record holds the deal, the bids, the kitty, " + ("the friend call " if rs.friend_call
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
          "甩牌被管上时，记录在领出那一步既写出甩出的牌，也写出实际留在桌上的那一手；其余的牌收回。" +
          ("甩牌失败的人要罚房间底金的一半。" if rs.throw_penalty else ""),
          "When a throw is beaten, the leader's step of the record keeps both the cards thrown and the "
          "unit actually left on the table; "
          "the rest goes back to the hand." + (" The thrower pays half the room's base stake."
                                              if rs.throw_penalty else ""))
        r("unfinished", "没打完的记录", "A record cut short",
          "记录可以停在任何一步之后：叫主当中、扣底或" + ("叫朋友" if rs.friend_call else "反主") +
          "之前、任何一手牌之后。到那里为止的每一步照常检查，答案说它合规但还没打完，不计分，并说出下一步轮到谁。",
          "A record may stop after any step: in the bidding, before the bury or the " +
          ("friend call" if rs.friend_call else "counters") + ", after any play. Every step up to there is "
          "checked as usual, and the answer says it holds but is not complete, scores nothing, and says whose "
          "step comes next.")
    return tuple(out)


UNKNOWN_HANDS = Rule(
    id="tractor.ruling.unknown_hands", games=tuple(g.id for g in GAMES.values() if g.family == "tractor"), ruling=True,
    title_zh="只知道几家手牌的记录", title_en="A record with some hands unknown",
    text_zh="记录可以把不知道的手牌写成空值：这几家出的牌照记录算，跟牌不检查，甩牌只对照已知的手牌，判定写明没检查的座位。",
    text_en="A record may give a hand it does not know as null: that seat's plays are taken as given, its "
            "following is not checked, a throw is checked against the known hands only, and the verdict names "
            "the seats not checked.",
    question_zh="牌桌事后重录一局有争议的牌，往往只知道几家的手牌（比如有争议那一轮要紧的几家）。不知道的手牌，裁判能判什么？",
    question_en="A table re-entering a disputed deal often knows only some hands (those that matter to the "
                "disputed trick). What can the referee judge where a hand is not known?",
    reading_zh="记录里写成空值的手牌就是不知道的。这几家出的牌照记录算，只要求它们是还没露面的牌"
               "（不在已知的手牌、底牌里，也没出过）；跟得对不对不检查，那一轮的判定写明哪几家没有检查。"
               "甩牌只对照已知的手牌：已知的手牌都管不上就算成立，并写明没有对照哪几家；记录说甩牌失败、"
               "已知的手牌却都管不上的，照记录算（管上的人不知道）。按牌桌展示需要每一家的手牌。",
    reading_en="A hand the record gives as null is unknown. That seat's plays are taken as given, as long as they "
               "are cards not yet seen (in no known hand, not in the kitty, not played before); whether they "
               "follow the lead is not checked, and the trick's verdict names the seats not checked. A throw is "
               "checked against the known hands only: it stands if none of them beats it, and the verdict names "
               "the seats it was not checked against; a throw the record says failed that no known hand beats is "
               "taken as recorded (its blocker unknown). The table view needs every hand.",
    why_zh="跟牌和甩牌成不成都取决于手里有什么，记录没写的手牌谁也说不准；打出来的牌是全桌都看到、都认的。"
           "照记录算并写明没检查，比拒绝整份记录更有用，也不冒充判过。",
    why_en="Following and a throw's fate depend on what a hand held, which a record without it cannot say; the "
           "cards played are what the whole table saw and agrees on. Taking them as given, and saying they were "
           "not checked, is more use than refusing the record and does not pretend to a judgement.")

RULES = _deal_rules() + (UNKNOWN_HANDS,)
