"""双升's own steps of a deal, for the replay and the ``score`` / ``bid`` ops: the bidding
(declarations and counters while the cards are drawn; later deals, counters after the bury,
反主炒底), the fixed teams (seats 0/2 and 1/3), the team levels that wrap past A, and who
banks next. The family's shared modules reach it as ``GAME.deal_hooks``
(:class:`engine.tractor.game.TractorGame`)."""

from __future__ import annotations

from ... import fields, seating
from ...cards import format_cards
from ...errors import bad_request, illegal
from ...rulebook import verdict
from ...text import seat_no
from .. import levels
from ..bidding import Bank, Check, bank_json
from ..replay_bidding import bids, bury
from ..replay_next import RecordStops, bidding_open, lead, stops_here
from ..replay_table import ReplayTable, cards_of, list_field, seat_of, take
from .game import GAME
from .bidding import ss_check, ss_counter_turn, ss_no_bid
from .levels import climb_wrapping, next_banker

PLAYERS = GAME.seats


# --- the replay -------------------------------------------------------------------------

def replay_bank(t: ReplayTable, record: dict) -> tuple[Bank | None, list[int]]:
    """The bids, the bury and the counters after it; returns the bank (None: a redeal) and
    the two teams' levels."""
    lv = [levels.level_of(v) for v in list_field(record, "levels", ["2", "2"])]
    if len(lv) != 2:
        raise bad_request("要给出两队的级别（座位 1、3 一队，座位 2、4 一队）。",
                          "The two teams' levels are needed (seats 1 and 3; seats 2 and 4).", field="levels")
    first = record.get("first_deal", True)
    if not isinstance(first, bool):
        raise bad_request("要说明是不是第一局（是或否）。", "Whether this is the first deal is a yes or a no.",
                          field="first_deal")
    banker = None if first else seat_of(record.get("banker"), PLAYERS, "banker")
    rank = lv[0] if first else lv[banker % 2]
    if first and lv[0] != lv[1]:
        raise bad_request("第一局两队级别相同。", "In the first deal both teams are at the same level.")

    def check(b, s, c):
        chk = ss_check(b, s, c, first_deal=first, options=t.options)
        if chk.valid and chk.step == "counter" and not first:
            # 反主炒底: after the first deal, counters wait until the banker has buried.
            return Check(valid=False, step="too_early", rule="shuangsheng.bid.counter_later",
                         zh="第一局以后，反主要等庄家扣底之后（写在 counters 里）。",
                         en="After the first deal, counters come once the banker has buried "
                            "(they belong in \"counters\").", bank=b)
        return chk

    bank = bids(t, record, Bank(banker=banker, rank=rank, suit=None, kitty_holder=banker), check)
    dealer = seat_of(record.get("first_dealer", 0), PLAYERS, "first_dealer")
    if record.get("bury") is None and stops_here(record, "counters", "tricks"):
        # The record stops in the bidding; but one listing its bids, none standing, where the
        # rules deal again, is that redeal (a record the simulator writes).
        closed = bank if bank.count else ss_no_bid(bank, t.kitty, first_deal=first, first_dealer=dealer,
                                                   options=t.options)[0]
        if closed is not None or "bids" not in record:
            raise RecordStops(bidding_open(closed, None if closed is None else closed.kitty_holder))
    if bank.count == 0:
        new, rule, zh, en = ss_no_bid(bank, t.kitty, first_deal=first, first_dealer=dealer,
                                      options=t.options)
        t.step("bank", rule, zh, en, banker=new.banker if new else None)
        if new is None:
            return None, lv
        bank = new
    bury(t, bank.kitty_holder, record.get("bury"), "bury")
    return _counters(t, record, bank, first), lv


def _counters(t: ReplayTable, record: dict, bank: Bank, first: bool) -> Bank:
    """反主炒底: once round from the banker, each counter picks up the kitty and re-buries."""
    counters = list_field(record, "counters", [])
    t.phase = {"phase": "counter", "seat": None}
    if counters and first:
        raise illegal("第一局扣底之后不能再反主。",
                     "In the first deal nobody may counter once the kitty is buried.", rule="shuangsheng.bid.counter_first")
    turn = -1
    for i, c in enumerate(counters):
        if not isinstance(c, dict):
            raise bad_request(f"第 {i + 1} 次扣底后的反主要写明座位、亮出的牌和重新扣的底。",
                              f"Counter {i + 1} after the bury names a seat, the cards shown and the new bury.",
                              field=f"counters[{i}]")
        seat, cards = seat_of(c.get("seat"), PLAYERS, f"counters[{i}].seat"), cards_of(c.get("cards"), f"counters[{i}].cards")
        late, turn = ss_counter_turn(bank, turn, seat, t.options)
        if late is not None:
            raise illegal(late.zh, late.en, index=i, seat=seat, rule=late.rule)
        take(t.hands[seat], cards, seat, "亮出的牌", "shown cards", "shuangsheng.deal.holding")
        chk = ss_check(bank, seat, cards, first_deal=False, options=t.options)
        if not chk.valid:
            raise illegal(chk.zh, chk.en, index=i, seat=seat, rule=chk.rule)
        bank = chk.bank
        t.step("counter", chk.rule, chk.zh, chk.en, seat=seat, cards=format_cards(cards))
        bury(t, seat, c.get("bury"), f"counters[{i}].bury")
        t.phase = {"phase": "counter", "seat": None}
    if record.get("tricks") is None and not first:    # the record stops before the play
        may = [s for s in range(PLAYERS) if ss_counter_turn(bank, turn, s, t.options)[0] is None]
        raise RecordStops({"phase": "counter", "seat": None, "seats": may, "or": lead(bank.banker, 0)}
                          if may else lead(bank.banker, 0))
    return bank


def replay_call(t: ReplayTable, record: dict, bank: Bank) -> None:
    return None                     # no friend call: the teams are fixed


def attackers_points(t: ReplayTable, defenders: set[int], mate: int | None, reveal: int | None) -> tuple[int, list[str]]:
    """The attackers' points in play: every trick the other team won."""
    return sum(pts for seat, pts in t.tally.won if seat not in defenders), []


def side(bank: Bank, mate: int | None) -> set[int]:
    """The banker's side: the banker and the partner across the table."""
    return {bank.banker, (bank.banker + 2) % PLAYERS}


def result(bank: Bank, s, lv: list[int], defenders: set[int], mate: int | None, options: dict) -> dict:
    """What the deal's end means here: the stake, 换庄, next banker, the teams' new levels."""
    nxt, _ = next_banker(banker=bank.banker, defenders_up=s.band.defenders > 0, options=options)
    team = bank.banker % 2
    new = list(lv)
    new[team] = climb_wrapping(lv[team], s.band.defenders)
    new[1 - team] = climb_wrapping(lv[1 - team], s.band.attackers)
    return dict(stake=s.stake, swap=s.band.swap, next_dealer=nxt, next_banker=nxt,
                new_levels=[levels.level_text(v) for v in new])


# --- the score op ---------------------------------------------------------------------

def score_next(ctx, request: dict, s, out: dict) -> tuple[str, str]:
    """换庄 and the stake; with ``banker``: the next banker; with ``team_levels``: new levels."""
    out.update(swap=s.band.swap, stake=s.stake)
    banker = fields.seat(request, "banker", PLAYERS, default=None)
    if banker is None:
        return "", ""
    nxt, rule = next_banker(banker=banker, defenders_up=s.band.defenders > 0, options=ctx.options)
    out["next_dealer"] = out["next_banker"] = nxt
    out["rules"].append(rule)
    rzh, ren = seating.relation_words(GAME.id, nxt, banker, PLAYERS, ("庄家", "the banker"))
    zh, en = f"下一局庄家：座位 {seat_no(nxt)}（{rzh}）。", f" Next banker: seat {seat_no(nxt)} ({ren})."
    if "team_levels" in request:
        before = levels.levels_list(request["team_levels"], 2, "team_levels")
        defenders = banker % 2
        after = list(before)
        after[defenders] = climb_wrapping(before[defenders], s.band.defenders)
        after[1 - defenders] = climb_wrapping(before[1 - defenders], s.band.attackers)
        out["new_levels"] = [levels.level_text(v) for v in after]
        out["rules"].append("shuangsheng.levels.wrap")
        zh += f"两队级别（座位 1、3 一队，座位 2、4 一队）：{out['new_levels'][0]}，{out['new_levels'][1]}。"
        en += f" Team levels (seats 1 and 3; seats 2 and 4): {out['new_levels'][0]}, {out['new_levels'][1]}."
    return zh, en


# --- the bid op -----------------------------------------------------------------------

def bid_step(ctx, request: dict):
    """The bank before any bid and the check of one bid, for the ``bid`` op; in later deals
    counters come after the bury, in turns (as in a replay)."""
    first = fields.boolean(request, "first_deal", default=True)
    banker = fields.seat(request, "banker", PLAYERS, default=None if first else fields.MISSING)
    level = levels.level_of(request.get("level", "2"))
    turn = [-1]

    def step(b, seat, cards):
        chk = ss_check(b, seat, cards, first_deal=first, options=ctx.options)
        if chk.valid and chk.step == "counter" and not first:
            late, turn[0] = ss_counter_turn(b, turn[0], seat, ctx.options)
            return late or chk
        return chk
    return Bank(banker=banker, rank=level, suit=None, kitty_holder=banker), step


def bid_end(ctx, request: dict, bank: Bank, kitty: list) -> dict:
    """Nobody declared: the first deal is dealt again; later, the kitty's third card decides."""
    first = fields.boolean(request, "first_deal", default=True)
    first_dealer = fields.seat(request, "first_dealer", PLAYERS, default=None) or 0
    new, rule, zh, en = ss_no_bid(bank, kitty, first_deal=first, first_dealer=first_dealer,
                                  options=ctx.options)
    if new is None:
        return verdict(rule, zh, en, valid=True, step="redeal", redeal=True, banker=None, trump=None)
    return verdict(rule, zh, en, valid=True, step="kitty_third", **bank_json(new, bank_fields(new, ctx.options)))


def bank_fields(bank: Bank, options: dict) -> dict:
    return {"stake": bank.stake(options), "insured": bank.insured, "kitty_holder": bank.kitty_holder}
