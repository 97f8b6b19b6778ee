"""Who sits where, which way the turn goes round, and who plays with whom: the ``seating``
field of the ``rules`` answer (drawn by the rules pages' seating diagrams), read from each
game's ``GAME.seating`` (its ``game.py``, with the source's words on it).

Seats are numbered in the direction of play everywhere in the engine: seat ``k + 1`` plays
after seat ``k`` and seat 0 after the last (``engine.climbing.table``, ``engine.tractor``'s
trick order). What the data adds is which way that is round a real table, and the other
turns a source names:

- ``players``: the table sizes the game has.
- ``play``: ``"clockwise"`` or ``"counterclockwise"`` (``engine.game.CW`` / ``CCW``) — the way seat numbers run.
- ``deal`` (where the source says): the way the cards are dealt (or drawn).
- ``bid`` (where the source says): the way bids or the offer to be landlord go round.
- ``throw_query`` (zhaopengyou): the way the others are asked whether a throw stands
  (``engine.tractor.throw.ask_order``: against the play, seat ``leader - 1`` first).
- ``stated``: which of those directions the game's source states; the rest are the
  site's reading (wushik's source names no direction: its seats are drawn counterclockwise,
  like the other games').
- ``teams``: ``fixed`` (partners sit opposite: ``partners`` lists the pairs), ``friend``
  (the banker calls a friend, known once the called card is played), ``digger`` (the
  top bidder alone against the others), ``landlord`` (the landlord and a hidden partner
  against the farmers), ``called`` (the banker names a card; its other holder is the
  partner, or the banker plays alone).
- ``roles``: who someone can be at the table (words: ``labels`` domain ``role``).

Words for every code: ``engine.labels`` (domains ``direction``, ``teams``, ``role``, ``relation``).
:func:`relation` says where one seat sits from another (上家, 下家, 对家), :func:`first_asked` who is
asked first about a throw: prose and verdicts write directions from these.
"""

from __future__ import annotations

from . import games
from .labels import label

TURNS = ("deal", "play", "bid", "throw_query")


def seating(game: str) -> dict:
    """The seating data of ``game`` (a fresh dict: the caller may keep or change it)."""
    g = games.GAMES[game]
    data = g.seating
    out = {"players": list(g.players)}
    for turn in TURNS:
        if turn in data:
            out[turn] = data[turn]
    out["stated"] = list(data.get("stated", [t for t in TURNS if t in data]))
    out["teams"] = data["teams"]
    if "partners" in data:
        out["partners"] = [list(pair) for pair in data["partners"]]
    out["roles"] = list(data["roles"])
    return out


def order(game: str, turn: str, start: int, players: int) -> list[int]:
    """Seats in the order ``turn`` goes round from ``start`` (``start`` first): with the
    seat numbers when ``turn`` runs the way play does, against them when it runs the other."""
    data = games.GAMES[game].seating
    step = 1 if data.get(turn, data["play"]) == data["play"] else -1
    return [(start + step * k) % players for k in range(players)]


def relation(game: str, seat: int, of: int, players: int) -> str | None:
    """Where ``seat`` sits from ``of`` by the way play goes round (words: ``engine.labels``
    domain ``relation``): ``next`` (下家: plays right after ``of``), ``previous`` (上家: right
    before), ``opposite`` (对家: across a table of four), else None."""
    play = order(game, "play", of, players)
    if players > 1 and seat == play[1]:
        return "next"
    if players > 2 and seat == play[-1]:
        return "previous"
    if players == 4 and seat == play[2]:
        return "opposite"
    return None


def first_asked(game: str, leader: int, players: int) -> int | None:
    """The seat asked first whether a throw stands (the game's ``throw_query`` turn), or None."""
    if "throw_query" not in games.GAMES[game].seating:
        return None
    return order(game, "throw_query", leader, players)[1]


def relation_words(game: str, seat: int, of: int, players: int, whose: tuple[str, str]) -> tuple[str, str]:
    """「庄家的下家」 / "the player after the banker": where ``seat`` sits from ``of`` (named
    ``whose``), in words; empty words where it is none of 上家, 下家, 对家."""
    rel = relation(game, seat, of, players)
    if rel is None:
        return "", ""
    return f"{whose[0]}的{label('relation', rel, 'zh')}", f"{label('relation', rel, 'en')} {whose[1]}"
