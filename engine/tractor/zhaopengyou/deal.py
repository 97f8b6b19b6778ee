"""找朋友's own steps of a deal, for the replay and the ``score`` / ``bid`` ops: the bidding
and the flip of the kitty, the friend call, the sides (banker + friend, or 1 vs 4), each
player's own level, and who deals first next time. The family's shared modules reach it as
``GAME.deal_hooks`` (:class:`engine.tractor.game.TractorGame`); it serves the ``friend`` op."""

from __future__ import annotations

from ... import fields, seating
from ...errors import bad_request, illegal
from ...rulebook import verdict
from ...text import seat_no, seats_en, seats_zh
from .. import levels
from ..bidding import Bank, bank_json
from ..replay_bidding import bids, bury
from ..replay_next import RecordStops, bidding_open, stops_here
from ..replay_table import ReplayTable, cards_of, list_field, seat_of
from . import friend
from .game import GAME
from .bidding import zpy_check, zpy_flip
from .levels import climb_capped, next_first_dealer

PLAYERS = GAME.seats


# --- the replay -------------------------------------------------------------------------

def replay_bank(t: ReplayTable, record: dict) -> tuple[Bank, list[int]]:
    """The bids (or the flip of the kitty) and the bury; returns the bank and the levels."""
    lv = [levels.level_of(v) for v in list_field(record, "levels", ["2"] * PLAYERS)]
    if len(lv) != PLAYERS:
        raise bad_request("要给出 5 个级别，每家一个。", "5 levels are needed, one per player.", field="levels")
    dealer = seat_of(record.get("first_dealer", 0), PLAYERS, "first_dealer")
    bank = bids(t, record, Bank(banker=None, rank=2, suit=None),
                lambda b, s, c: zpy_check(b, s, c, lv, t.options))
    if record.get("bury") is None and stops_here(record, "call", "tricks"):     # the record stops in the bidding
        closed = bank if bank.count else zpy_flip(t.kitty, lv, dealer, t.options)[0]
        raise RecordStops(bidding_open(closed, closed.banker))
    if bank.count == 0:
        bank, _, rule, zh, en = zpy_flip(t.kitty, lv, dealer, t.options)
        t.step("bank", rule, zh, en, banker=bank.banker)
    else:
        t.step("bank", "zhaopengyou.bid.standing", f"叫庄结束：座位 {seat_no(bank.banker)} 坐庄。",
               f"Bidding over: seat {seat_no(bank.banker)} banks.", banker=bank.banker)
    bury(t, bank.banker, record.get("bury"), "bury")
    return bank, lv


def replay_call(t: ReplayTable, record: dict, bank: Bank) -> friend.Call:
    """The friend call (叫朋友): one card and which copy of it."""
    raw = record.get("call")
    t.phase = {"phase": "call", "seat": bank.banker}
    if raw is None and stops_here(record, "tricks"):     # the record stops before the call
        raise RecordStops(t.phase)
    if not isinstance(raw, dict):
        raise bad_request("找朋友的记录要写明叫朋友：叫哪张牌、第几张。",
                          "A Finding Friends record needs its friend call: the card and which copy.", field="call")
    card = cards_of(raw.get("card"), "call.card")
    nth = raw.get("nth")
    if len(card) != 1 or not isinstance(nth, int) or isinstance(nth, bool):
        raise bad_request("叫朋友叫一张牌和第几张。", "The friend call names one card and which copy.", field="call")
    call = friend.Call(card=card[0], nth=nth)
    ok, rule, zh, en = friend.check_call(call, list(bank.shown), GAME.decks)
    if not ok:
        raise illegal(zh, en, rule=rule)
    t.step("call", rule, zh, en, card=str(call.card), nth=nth)
    return call


def friend_found(t: ReplayTable, call: friend.Call, bank: Bank, k: int) -> int | None | bool:
    """After trick ``k``: the friend's seat once the called copy is out (None: the banker
    is alone), or False while the call is pending."""
    f = friend.track(call, bank.banker, t.tally.plays, decks=GAME.decks, options=t.options,
                     kitty=t.kitty)
    if f.status == "pending":
        return False
    t.step("friend", f.rule, f.zh, f.en, friend=f.friend, alone=f.alone, trick=k)
    return f.friend


def friend_never_found(t: ReplayTable, call: friend.Call, bank: Bank) -> None:
    """The deal is over and the called copy never came: the banker played alone."""
    f = friend.track(call, bank.banker, t.tally.plays, decks=GAME.decks, options=t.options,
                     kitty=t.kitty, finished=True)
    t.step("friend", f.rule, f.zh, f.en, friend=None, alone=True)


def attackers_points(t: ReplayTable, defenders: set[int], mate: int | None, reveal: int | None) -> tuple[int, list[str]]:
    """The attackers' points in play, and the ruling the total turned on (if it did): points
    the friend won before being revealed count for the side the option says."""
    as_known = t.options.get("zhaopengyou_points_before_reveal") == "as_known"
    points = hidden_points = 0
    for k, (seat, pts) in enumerate(t.tally.won):
        hidden = seat == mate and (reveal is None or k < reveal)
        hidden_points += pts if hidden else 0
        if seat not in defenders or (hidden and as_known):
            points += pts
    return points, ["zhaopengyou.friend.points_before_reveal"] if hidden_points else []


def side(bank: Bank, mate: int | None) -> set[int]:
    """The banker's side: the banker and the friend, or the banker alone (1 vs 4)."""
    return {bank.banker} | ({mate} if mate is not None else set())


def result(bank: Bank, s, lv: list[int], defenders: set[int], mate: int | None, options: dict) -> dict:
    """What the deal's end means here: the friend, solo or not, next first dealer, new levels."""
    solo = mate is None
    nxt, _ = next_first_dealer(banker=bank.banker, friend=mate, solo=solo,
                                      defenders_won=s.band.defenders > 0)
    return dict(friend=mate, solo=solo, next_dealer=nxt,
                new_levels=[levels.level_text(climb_capped(v, s.band.defenders if i in defenders
                                                                   else s.band.attackers))
                            for i, v in enumerate(lv)])


# --- the score op ---------------------------------------------------------------------

def score_next(ctx, request: dict, s, out: dict) -> tuple[str, str]:
    """With ``banker`` (and ``friend``): the next first dealer; with ``player_levels``: the
    new levels, and who wins the game at A."""
    banker = fields.seat(request, "banker", PLAYERS, default=None)
    if banker is None:
        return "", ""
    mate = fields.seat(request, "friend", PLAYERS, default=None)
    solo = fields.boolean(request, "solo", default=False)
    if solo and mate is not None:
        raise bad_request("独打没有朋友：不要给出朋友的座位。", "A solo deal has no friend: leave the friend's seat out.",
                          field="friend")
    if not solo and (mate is None or mate == banker):
        raise bad_request("2 打 3 要给出朋友的座位（不能是庄家自己）。",
                          "A 2 vs 3 deal needs the friend's seat (not the banker's).", field="friend")
    won = s.band.defenders > 0
    nxt, _ = next_first_dealer(banker=banker, friend=mate, solo=solo, defenders_won=won)
    out["next_dealer"] = nxt
    out["rules"].append("zhaopengyou.next_dealer")
    rzh, ren = ("", "") if won else seating.relation_words(GAME.id, nxt, banker, PLAYERS, ("庄家", "the banker"))
    zh = f"下一局起始发牌者：座位 {seat_no(nxt)}{f'（{rzh}）' if rzh else ''}。"
    en = f" Next first dealer: seat {seat_no(nxt)}{f' ({ren})' if ren else ''}."
    if "player_levels" in request:
        before = levels.levels_list(request["player_levels"], PLAYERS, "player_levels")
        sides = side(Bank(banker=banker, rank=2, suit=None), mate)
        after, winners = [], []
        for seat, lv in enumerate(before):
            up = s.band.defenders if seat in sides else s.band.attackers
            after.append(climb_capped(lv, up))
            any_side = ctx.options.get("zhaopengyou_win_at_a", "any_side") == "any_side"
            if lv == 14 and up > 0 and (any_side or seat in sides):
                winners.append(seat)
        out["new_levels"] = [levels.level_text(v) for v in after]
        out["game_won_by"] = winners
        out["rules"] += ["zhaopengyou.levels.own_level", "zhaopengyou.levels.win_at_a"]
        zh += f"新的级别（座位 1–{PLAYERS}）：{'、'.join(out['new_levels'])}。"
        en += f" New levels (seats 1–{PLAYERS}): {', '.join(out['new_levels'])}."
        if winners:
            zh += f"{seats_zh(winners)} 在 A 级赢局，赢得整场。"
            en += f" {seats_en(winners).capitalize()} won a deal at A and {'wins' if len(winners) == 1 else 'win'} the game."
    return zh, en


# --- the bid op -----------------------------------------------------------------------

def bid_step(ctx, request: dict):
    """The bank before any bid and the check of one bid, for the ``bid`` op."""
    lv = levels.levels_list(request.get("levels"), PLAYERS, "levels")

    def step(b, seat, cards):
        return zpy_check(b, seat, cards, lv, ctx.options)
    return Bank(banker=None, rank=2, suit=None), step


def bid_end(ctx, request: dict, bank: Bank, kitty: list) -> dict:
    """Nobody bid: the kitty is turned card by card until one shows a player's level."""
    lv = levels.levels_list(request.get("levels"), PLAYERS, "levels")
    first_dealer = fields.seat(request, "first_dealer", PLAYERS)
    new, index, rule, zh, en = zpy_flip(kitty, lv, first_dealer, ctx.options)
    return verdict(rule, zh, en, valid=True, step="flip" if index is not None else "fallback",
                   flipped=index, **bank_json(new, bank_fields(new, ctx.options)))


def bank_fields(bank: Bank, options: dict) -> dict:
    return {"stake": 1, "count": bank.count}


# --- the friend op --------------------------------------------------------------------

def friend_op(ctx, request: dict) -> dict:
    """``friend``: who the friend is, once the plays so far show the called copy."""
    decks = ctx.game.decks
    call = friend.call_field(request.get("call"))
    banker = fields.seat(request, "banker", PLAYERS)
    shown = fields.parsed(request.get("shown", ""), "shown")
    ok, rule, zh, en = friend.check_call(call, shown, decks)
    if not ok:
        return verdict(rule, zh, en, valid=False, friend=None, alone=False, status="invalid_call")
    plays = fields.listed(request, "plays", default=[])
    parsed = []
    for i, p in enumerate(plays):
        if not isinstance(p, dict) or "cards" not in p:
            raise bad_request(f"第 {i + 1} 手出牌要写明座位和牌。", f"Play {i + 1} names a seat and its cards.",
                              field=f"plays[{i}]")
        parsed.append((fields.seat_value(p.get("seat"), PLAYERS, f"plays[{i}].seat"),
                       fields.parsed(p["cards"], f"plays[{i}].cards")))
    pile = fields.parsed(request.get("kitty", ""), "kitty")
    hand = fields.parsed(request["banker_hand"], "banker_hand") if "banker_hand" in request else None
    fields.copies([c for _, c in parsed] + [pile], ctx.game)
    if hand is not None:
        fields.copies([hand, pile], ctx.game)
    f = friend.track(call, banker, parsed, decks=decks, options=ctx.options, kitty=pile,
                     banker_hand=hand, finished=fields.boolean(request, "complete", default=False))
    return verdict(f.rule, f.zh, f.en, valid=True, friend=f.friend, alone=f.alone, status=f.status,
                   copies_played=f.copies, settled_at=f.at)


OPS = {"friend": friend_op}     # the op only this game has (GAME.own_ops)
