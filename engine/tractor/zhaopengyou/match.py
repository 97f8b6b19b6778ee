"""找朋友's match hooks (engine.match): a deal's entry → its ``score`` request, and the answer →
each player's level and who deals first next.

Entry (``MATCH_ENTRY`` in request_fields.py): ``banker`` (whoever won the bidding), ``friend`` or
``solo``, ``suit`` (the trump suit; the rank is the banker's own level), ``points``,
``kitty_points``, ``last_trick: {winner, cards}``, optional ``lead``. Start: ``levels`` (five, all
2 when left out), ``first_dealer`` (the source draws it at random: the sheet may not know it).
The match is over once a player at A wins a deal (``score``'s ``game_won_by``;
zhaopengyou.match.over): no deal may follow.
"""

from __future__ import annotations

from ...match_state import Standing, following, start_seat
from ...text import seats_en, seats_zh
from .. import levels
from ..match_entry import deal_words, entry_seat, score_fields, start_levels
from .game import GAME

OP = "score"
RULE = "zhaopengyou.match"
OVER_RULE = "zhaopengyou.match.over"
FROM_MATCH = {"player_levels"}
ROLES = ("banker", "friend")           # who the deal's row names (its request's seats)
ENTRY_NAMES = {"trump": "suit", "trump.suit": "suit", "trump.rank": "banker"}
PLAYERS = GAME.seats


def begin(players: int, start: dict, options: dict) -> Standing:
    lv = start_levels(start, PLAYERS)
    dealer = start_seat(start, "first_dealer", PLAYERS)
    return _standing(lv, following(dealer, "first_dealer", RULE), ())


def _standing(lv: list[int], nxt: dict, won_by) -> Standing:
    return Standing(standing={"levels": [levels.level_text(v) for v in lv]}, next=nxt, keep=lv,
                    over=bool(won_by), won_by=tuple(won_by), rules=(OVER_RULE,) if won_by else ())


def request(state: Standing, entry: dict, players: int) -> dict:
    """The deal's ``score`` request: the trump's rank is the banker's own level."""
    banker = entry_seat(entry, "banker", PLAYERS)
    out = score_fields(GAME, entry, state.keep[banker])
    out.update({name: entry[name] for name in ("friend", "solo") if name in entry})
    out.update(banker=banker, player_levels=list(state.standing["levels"]))
    return out


def advance(state: Standing, asked: dict, result: dict, players: int) -> tuple[Standing, str, str]:
    """The levels and the next first dealer, as the deal's ``score`` answer gives them."""
    lv = [levels.level_of(v) for v in result["new_levels"]]
    new = _standing(lv, following(result["next_dealer"], "first_dealer", "zhaopengyou.next_dealer"),
                    result["game_won_by"])
    dzh, den = deal_words(asked)
    zh, en = dzh + result["explain"]["zh"], den + result["explain"]["en"]
    if new.over:
        ozh, oen = over_words(new)
        zh, en = f"{zh}这场到此结束：{ozh}。", f"{en} The match ends here: {oen}."
    return new, zh, en


def over_words(state: Standing) -> tuple[str, str]:
    return (f"{seats_zh(state.won_by)} 在 A 级赢局",
            f"{seats_en(state.won_by)} won a deal at A")


def words(state: Standing, deals: int) -> tuple[str, str]:
    lv = state.standing["levels"]
    zh = f"{deals} 局之后，各家的级（座位 1–{PLAYERS}）：{'、'.join(lv)}。"
    en = f"After {deals} deal{'s' if deals != 1 else ''}, the levels (seats 1–{PLAYERS}): {', '.join(lv)}."
    if state.over:
        ozh, oen = over_words(state)
        return zh + f"这场已经结束：{ozh}。", en + f" The match is over: {oen}."
    seat = state.next["seat"]
    if seat is None:
        return zh + "第一局的起始发牌者随机定（还没记下）。", en + " The first deal's first dealer is drawn at random (not entered)."
    return zh + f"下一局起始发牌者：座位 {seat + 1}。", en + f" Next first dealer: seat {seat + 1}."
