"""What both trick-taking games' match hooks share (``zhaopengyou/match.py``, ``shuangsheng/match.py``):
reading the start of a match (levels, a seat), and turning one deal's entry into the fields of a
``score`` request — the trump (its rank is the banker's level: the match supplies it, the entry
names the suit), the points and the last trick, as the table knows them.

Points are checked here by the ``score`` op's own check, one field at a time, so that a refusal
names the field the table got wrong (the op's own error names no field for a total).
"""

from __future__ import annotations

from .. import fields
from ..errors import EngineError
from ..match_state import entry_error
from ..text import seat_en, seat_zh
from . import levels
from .bidding import suit_en, suit_zh
from .order import parse_trump
from .scoring import check_points

START = "match.start"
# The entry's fields a score request takes as they are.
AS_GIVEN = ("points", "kitty_points", "last_trick", "lead")


def start_levels(start: dict, count: int) -> list[int]:
    """The starting levels (``start.levels``: ``count`` of them, all 2 when left out)."""
    if start.get("levels") is None:
        return [2] * count
    try:
        return levels.levels_list(start["levels"], count, f"{START}.levels")
    except EngineError as err:
        err.data["field"] = f"{START}.levels"
        raise


def entry_seat(entry: dict, name: str, players: int) -> int:
    """A seat the entry must give (the banker)."""
    if entry.get(name) is None:
        raise entry_error(name, f"要写明{_SEAT_ZH.get(name, name)}是哪个座位。",
                          f"The entry must name the {_SEAT_EN.get(name, name)}'s seat.")
    return fields.seat_value(entry[name], players, name)


_SEAT_ZH = {"banker": "庄家"}
_SEAT_EN = {"banker": "banker"}


def score_fields(game, entry: dict, rank: int) -> dict:
    """The fields of the deal's ``score`` request both games share: the trump (``rank`` is the
    banker's level, the entry names the suit), the points, the last trick and its lead."""
    if "suit" not in entry:
        raise entry_error("suit", "要写明主的花色" + ("（或无主）。" if game.no_trump else "。"),
                          "The entry must name the trump suit" + (" (or none)." if game.no_trump else "."))
    _points(game, entry)
    out = {"trump": {"rank": levels.level_text(rank), "suit": entry["suit"]}}
    try:                                  # the score op's own reader, naming the entry's field
        parse_trump(out["trump"], no_trump=game.no_trump, game_zh=game.zh, game_en=game.en)
    except EngineError as err:
        err.data["field"] = "suit"
        raise
    out.update({name: entry[name] for name in AS_GIVEN if name in entry})
    return out


def _points(game, entry: dict) -> None:
    """The points in play and in the kitty: each a multiple of 5 the decks can hold, and the two
    together no more than the cards hold (the ``score`` op's check, naming the field)."""
    for name in ("points", "kitty_points"):
        if name not in entry:
            raise entry_error(name, "要写明抓分方的分和底牌里的分。", "The entry must give the points in play and in the kitty.")
    points, kitty = entry["points"], entry["kitty_points"]
    # each alone first (a total past the cards' points is said of both together, last)
    lone = min(points, game.deck_points) if points.__class__ is int else points
    for name, alone in (("points", (lone, 0)), ("kitty_points", (0, kitty)), ("points", (points, kitty))):
        try:
            check_points(game.id, *alone)
        except EngineError as err:
            err.data.setdefault("field", name)
            raise


def deal_words(request: dict) -> tuple[str, str]:
    """Who banked (and with whom) and the trump, before the deal's own reason: “座位 1 坐庄，朋友座位 3；
    打 5，主 ♠。” / “Seat 1 banks with seat 3 as friend; playing 5s, ♠ trumps.”"""
    banker, friend = request["banker"], request.get("friend")
    friend = None if friend is None else int(friend)      # a seat in digits ("2"), as score read it
    rank, suit = request["trump"]["rank"], request["trump"]["suit"]
    zh = f"{seat_zh(banker)} 坐庄" + ("，独打" if request.get("solo") else f"，朋友{seat_zh(friend)}" if friend is not None else "")
    en = f"{seat_en(banker).capitalize()} banks" + (
        " alone" if request.get("solo") else f" with {seat_en(friend)} as friend" if friend is not None else "")
    trumps_en = f"{suit_en(suit)} trumps" if suit is not None else "no trump suit"
    return f"{zh}；打 {rank}，{suit_zh(suit)}{'' if suit is None else '为主'}。", f"{en}; playing {rank}s, {trumps_en}. "
