"""双升's match hooks (engine.match): a deal's entry → its ``score`` request, and the answer → the
two teams' levels (wrapping past A), the laps each team has made, and the next banker.

Entry (``MATCH_ENTRY`` in request_fields.py): ``banker`` (the first deal's, from the bidding; later
the previous deal fixed it, so it may be left out, and one naming another seat is refused),
``suit`` (the trump suit, or null for no trump; the rank is the banker's team's level),
``points``, ``kitty_points``, ``last_trick: {winner, cards}``, optional ``lead`` and ``counters``
(the counter-bids, which raise the stake). Start: ``levels`` (seats 1/3, then 2/4; both 2 when
left out), ``banker`` (the first deal's, if known). The levels wrap, so the match has no end of
its own: the sheet counts the laps past A (shuangsheng.match.laps).
"""

from __future__ import annotations

from ...match_state import Standing, fixed_banker, following, start_seat
from ...text import seat_en, seat_zh
from .. import levels
from ..match_entry import deal_words, score_fields, start_levels
from .game import GAME

OP = "score"
RULE = "shuangsheng.match"
LAPS_RULE = "shuangsheng.match.laps"
FROM_MATCH = {"team_levels"}
ROLES = ("banker",)           # who the deal's row names (its request's seats)
ENTRY_NAMES = {"trump": "suit", "trump.suit": "suit", "trump.rank": "banker"}
PLAYERS = GAME.seats
TEAM_ZH = ("座位 1、3 一队", "座位 2、4 一队")
TEAM_EN = ("seats 1 and 3", "seats 2 and 4")


def begin(players: int, start: dict, options: dict) -> Standing:
    lv = start_levels(start, 2)
    banker = start_seat(start, "banker", PLAYERS)
    return _standing(lv, (0, 0), following(banker, "banker", RULE))


def _standing(lv: list[int], laps: tuple[int, int], nxt: dict) -> Standing:
    return Standing(standing={"levels": [levels.level_text(v) for v in lv], "laps": list(laps)}, next=nxt,
                    keep=(lv, laps), rules=(LAPS_RULE,) if any(laps) else ())


def request(state: Standing, entry: dict, players: int) -> dict:
    """The deal's ``score`` request: the banker the previous deal fixed, the trump's rank the
    banker's team's level."""
    banker = fixed_banker(entry, state.next["seat"], PLAYERS, "shuangsheng.next_banker")
    lv, _ = state.keep
    out = score_fields(GAME, entry, lv[banker % 2])
    if "counters" in entry:
        out["counters"] = entry["counters"]
    out.update(banker=banker, team_levels=list(state.standing["levels"]))
    return out


def advance(state: Standing, asked: dict, result: dict, players: int) -> tuple[Standing, str, str]:
    """The teams' levels and the next banker as the ``score`` answer gives them; a team whose
    level wrapped past A has made one more lap."""
    before, laps = state.keep
    lv = [levels.level_of(v) for v in result["new_levels"]]
    wrapped = [t for t in (0, 1) if lv[t] < before[t]]
    laps = tuple(n + (t in wrapped) for t, n in enumerate(laps))
    new = _standing(lv, laps, following(result["next_banker"], "banker", "shuangsheng.next_banker"))
    dzh, den = deal_words(asked)
    zh, en = dzh + result["explain"]["zh"], den + result["explain"]["en"]
    for t in wrapped:
        zh += f"{TEAM_ZH[t]}打过 A，从 2 重新数起（第 {laps[t]} 圈）。"
        en += f" The team of {TEAM_EN[t]} passed A and counts again from 2 (lap {laps[t]})."
    return new, zh, en


def words(state: Standing, deals: int) -> tuple[str, str]:
    lv, laps = state.standing["levels"], state.standing["laps"]
    zh = f"{deals} 局之后，{TEAM_ZH[0]}打 {lv[0]}（过 A {laps[0]} 圈），{TEAM_ZH[1]}打 {lv[1]}（过 A {laps[1]} 圈）。"
    en = (f"After {deals} deal{'s' if deals != 1 else ''}: {TEAM_EN[0]} on {lv[0]} ({laps[0]} past A), "
          f"{TEAM_EN[1]} on {lv[1]} ({laps[1]} past A).")
    seat = state.next["seat"]
    if seat is None:
        return zh + "第一局的庄家由叫主定。", en + " The first deal's banker comes from the bidding."
    return zh + f"下一局庄家：{seat_zh(seat)}。", en + f" Next banker: {seat_en(seat)}."
