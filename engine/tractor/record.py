"""Deal records (牌局记录) and ``replay``: a whole deal checked step by step.

A record is JSON (format in :data:`FORMAT`); :func:`replay` walks it — the deal,
the bids, the kitty, the friend call, every play — with the trick referee's own
functions (``legal_follow``, ``throw_check``, ``trick_winner``) and the deal
modules here, and returns one verdict per step. The first broken step ends the
replay (``valid: false``); nothing after it is judged. The simulator writes the
same format, and the site's "click through a deal" widget reads it.

This module holds the format, the driver (:func:`replay`, :func:`play_record`) and the result; the
steps live in :mod:`.replay_bidding` (bids and the bury), :mod:`.replay_tricks` (leads and
follows) and :mod:`.replay_table` (what a replay knows as it goes, and the hand
bookkeeping); what only one game does (its bidding order, shuangsheng's counters after the
bury, the friend call, the sides and the deal's end) comes from its package through its
``GAME`` (``deal_hooks``: :class:`engine.tractor.game.TractorGame`).
"""

from __future__ import annotations

from collections import Counter

from .. import fields, games
from ..errors import EngineError, bad_request
from ..rulebook import broken_step
from ..table_later import Writer, hand_over, together
from ..text import count_en, seats_zh
from . import scoring
from .kitty import Unit, priced_play
from .order import Trump
from .replay_board import boards
from .replay_next import OVER, RecordStops, after_failure, in_play, lead
from .replay_unknown import RULE as UNKNOWN_RULE, deal_with_unknown, unknown_seats, whose_hands
from .replay_table import ReplayTable, Tally, cards_of, check_deal, seen, split_by_group
from .replay_tricks import play_trick
from ..games import GAMES
from .shapes import classify
from .trick import trick_points

__all__ = ["FORMAT", "replay", "replay_op"]

FORMAT = """\
{"game": "zhaopengyou" | "shuangsheng", "options": {…},
 "levels": zhaopengyou: 5 levels, one per seat; shuangsheng: 2, seats 0/2 then 1/3,
 "first_dealer": seat (zhaopengyou), "first_deal": bool and "banker": seat (shuangsheng, later deals),
 "hands": {"0": cards dealt to seat 0, "1": …}, "kitty": the dealt kitty, top card first,
 "bids": [{"seat", "cards"}, …],
 "bury": cards the (first) kitty holder puts back,
 "counters": [{"seat", "cards", "bury"}, …]   (shuangsheng later deals: 反主炒底),
 "call": {"card", "nth"}                      (zhaopengyou),
 "tricks": [[{"seat", "cards"}, …] in play order from the leader, …]
           (a failed throw: the leader's step also holds "attempt", the cards tried)}"""


def replay(game: str, record: dict, options: dict, *, table: bool = False) -> dict:
    """Replay one record. Returns ``{valid, complete, steps, result, failure, next}`` (JSON-ready);
    with ``table``, also ``table`` (the hands as dealt, and the board before the first step)
    and each step's ``hands`` and ``board`` after it (:mod:`.replay_board`)."""
    out, t = replayed(game, record, options, table=table)
    if t.writer is not None:
        t.writer.every()
    return out


def replayed(game: str, record: dict, options: dict, *, table: bool = False) -> tuple[dict, ReplayTable]:
    """:func:`replay`'s answer, and the table as the replay left it (the hands after the last
    step that held, the trump: what the ``autoplay`` op plays on). With ``table``, the steps'
    hands and boards are left to the table's ``writer`` (engine.table_later.Writer)."""
    if not isinstance(record, dict):
        raise bad_request("牌局记录的格式不对。", "The deal record is not a record.", field="deal")
    n = GAMES[game].seats
    blind = unknown_seats(record.get("hands"), n)
    if blind:           # some hands not known (ruling tractor.ruling.unknown_hands)
        if table:
            raise bad_request("按牌桌展示要知道每一家的手牌。", "The table view needs every hand.", field="table")
        kitty = cards_of(record.get("kitty", ""), "kitty")
        held = deal_with_unknown(game, record, blind, kitty)
    else:
        by_seat = fields.hands(record, "hands", games.GAMES[game], n, need_all=True)
        hands = [by_seat[seat] for seat in range(n)]
        kitty = cards_of(record.get("kitty", ""), "kitty")
        check_deal(game, hands, kitty)
        held = [Counter(h) for h in hands]
    t = ReplayTable(game=game, options=options, hands=held, kitty=kitty, kept=[] if table else None, blind=blind)
    rules = GAMES[game]
    if blind:
        t.step("deal", UNKNOWN_RULE, f"发牌：{seats_zh(sorted(blind))} 的手牌不知道；已知的手牌和底牌牌数无误。",
               f"Deal: {whose_hands(sorted(blind))[0].lower()}{whose_hands(sorted(blind))[1:]} not known; "
               "the known hands and the kitty are sound.")
    else:
        t.step("deal", f"{game}.deal.cards", f"发牌：每人 {rules.hand_size} 张，底牌 {rules.kitty_size} 张，牌数无误。",
               f"Deal: {rules.hand_size} cards each and {rules.kitty_size} in the kitty; every card accounted for.")
    result, failure, stops = None, None, None
    try:
        result = play_record(t, record)
    except EngineError as err:  # the broken step is the failure, not one of the steps that held
        if err.code != "illegal":
            raise
        where = dict(err.data)
        failure = broken_step(where.pop("rule"), err.zh, err.en, **where)
    except RecordStops as stop:     # the record stops before a setup step or the play
        stops = stop.next
    # A record may stop anywhere (in the bidding, before the call or the play, after any play):
    # it is valid if every step it holds is, and complete once the deal is played out (or redealt).
    out = {"valid": failure is None, "complete": result is not None, "steps": t.steps,
           "result": result, "failure": failure}
    out["next"] = (after_failure(t, record, failure) if failure else stops if stops
                   else OVER if result is not None else in_play(t, record))
    if table:
        out["table"], hands_written = seen(t, hands, kitty)
        out["table"]["board"], boards_written = boards(game, t.steps, n, t.trump.to_json() if t.trump is not None else None)
        # each step's hands, then its board, as the steps are read
        t.writer = Writer(together(hands_written, boards_written), len(t.steps))
    return out, t


def replay_op(ctx, request: dict) -> dict:
    """``{"op": "replay", "game": G, "deal": record, "table"?: bool}``; the record's own options
    apply. Answers ``ok, valid, complete, rule, explain, steps, result, failure`` (and with
    ``table``, the hands and the board: ``table`` as dealt, each step's ``hands`` and ``board``
    after it)."""
    record = request.get("deal")
    if not isinstance(record, dict):
        raise bad_request("缺少牌局记录。", "The deal record is missing.", field="deal")
    if record.get("game", ctx.game.id) != ctx.game.id:
        raise bad_request("这份牌局记录是另一个游戏的。", "The deal record is of another game.", field="deal.game")
    options = fields.record_options(ctx, record)
    table = fields.boolean(request, "table", default=False)
    out, t = replayed(ctx.game.id, record, options, table=table)
    if t.writer is not None:
        hand_over(t.writer)    # written now, or as the page's worker reads the steps
    n = sum(1 for s in out["steps"] if s["step"] == "trick")
    if out["valid"] and not out["complete"]:
        rule = f"{ctx.game.id}.deal.unfinished"
        whole = sum(1 for s in out["steps"] if s["step"] == "trick" and s["winner"] is not None)
        zh = f"记录到此为止，这一局还没打完：已打完 {whole} 轮，每一步都合规。"
        en = f"The record stops before the deal is over: {count_en(whole, 'whole trick')} so far, every step holds."
    elif out["valid"]:
        r = out["result"] or {}
        rule = f"{ctx.game.id}.deal.record"
        zh = f"牌局记录无误：{n} 轮。" + r.get("explain", {}).get("zh", "")
        en = f"The record holds: {count_en(n, 'trick')}. " + r.get("explain", {}).get("en", "")
    else:
        f = out["failure"]
        rule = f["rule"]
        zh = f"第 {len(out['steps']) + 1} 步不成立：" + f["explain"]["zh"]
        en = f"Step {len(out['steps']) + 1} breaks a rule: " + f["explain"]["en"]
    answer = {"ok": True, "valid": out["valid"], "complete": out["complete"], "rule": rule,
              "explain": {"zh": zh, "en": en}, "steps": out["steps"], "result": out["result"],
              "failure": out["failure"]}
    if table:
        answer["table"] = out["table"]
    answer["next"] = out["next"]
    return answer


def play_record(t: ReplayTable, record: dict) -> dict | None:
    """Bidding, kitty, call, tricks and score. Raises ``errors.illegal`` at the first broken step."""
    rules, game = GAMES[t.game], GAMES[t.game].deal_hooks
    t.tally = Tally()
    bank, lv = game.replay_bank(t, record)
    if bank is None:
        return {"redeal": True, "explain": {"zh": "重新发牌。", "en": "Deal again."}}
    t.bank, t.trump = bank, Trump(rank=bank.rank, suit=bank.suit)
    splits: dict = {}       # the unknown seats share one hand, and so its split
    t.by_group = [splits[id(h)] if id(h) in splits else splits.setdefault(id(h), split_by_group(h, t.trump))
                  for h in t.hands]
    call = game.replay_call(t, record, bank)
    tricks = record.get("tricks")
    if tricks is None:          # the record stops before the first lead
        raise RecordStops(lead(bank.banker, 0))
    if not isinstance(tricks, list):
        raise bad_request("记录里的出牌应按轮列出。", "The record's plays must be listed trick by trick.", field="tricks")
    leader = bank.banker
    mate = None
    reveal = None                 # the trick in which the friend was revealed
    for k, trick in enumerate(tricks):
        t.leader, t.phase = leader, {"phase": "play", "trick": k}
        leader = play_trick(t, rules, k, trick, leader, last=k == len(tricks) - 1)
        if leader is None:      # the record stops within its last trick
            return None
        if call is not None and reveal is None and (k == 0 or any([
                call.card in p for _, p in t.tally.plays[-rules.seats:]])):
            found = game.friend_found(t, call, bank, k)
            if found is not False:
                reveal, mate = k, found
    if any(t.hands):            # the record stops part-way: what it holds is checked
        return None
    if call is not None and reveal is None:
        game.friend_never_found(t, call, bank)
    return _result(t, lv, mate, reveal)


def units_of(c) -> list[Unit]:
    return [Unit(shape=u.shape, width=u.width, length=u.length) for u in c.units]


def _result(t: ReplayTable, lv: list[int], mate: int | None, reveal: int | None) -> dict:
    g, bank, rules, game = t.game, t.bank, GAMES[t.game], GAMES[t.game].deal_hooks
    side = game.side(bank, mate)
    points, turned_on = game.attackers_points(t, side, mate, reveal)
    winner, cards, lead = t.tally.last
    won = classify(cards, t.trump, max_width=rules.max_width, throw_units=t.options.get("throw_units", "wide_first"),
                   min_pairs=t.options.get("tractor_min_pairs", 2))
    shape, units, ruled = priced_play(g, (lead.shape, units_of(lead)), (won.shape, units_of(won)), t.options)
    solo = rules.solo and mate is None
    s = scoring.score(g, points=points, kitty_points=trick_points(t.kitty, suits=t.options.get("point_suits", "all")),
                      kitty_won=winner not in side, shape=shape, units=units, solo=solo, options=t.options,
                      counters=bank.counters, shape_ruled=ruled)
    zh, en = s.explain(g)
    used = list(s.rules) + turned_on
    out = {"banker": bank.banker, "trump": t.trump.to_json(), "defenders": sorted(side), "points": points,
           "kitty_points": s.kitty_points, "kitty_bonus": s.bonus, "total": s.total,
           "outcome": s.band.outcome, "levels": {"defenders": s.band.defenders, "attackers": s.band.attackers},
           "rules": used, "explain": {"zh": zh, "en": en}}
    out.update(game.result(bank, s, lv, side, mate, t.options))
    if rules.throw_penalty:
        out["throw_penalties"] = {str(seat): n for seat, n in t.tally.penalties.items()}
    t.step("score", s.rule, zh, en, total=s.total, outcome=s.band.outcome)
    return out
