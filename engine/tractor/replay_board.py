"""The board of a tractor replay's table view (``"table": true``): who is who and the points
after each step, written on each step as ``board`` (what the replayer's score shows; it
works none of it out).

A board: ``roles`` (each seat's roles, codes of ``labels`` domain ``role``: ``banker`` once
the bidding names one, ``friend`` once the friend is found), ``points`` (the card points
each seat has won in its tricks) and, once the banker's side is known, ``sides``: the
points won by the ``defenders`` (the banker's side) and by the ``attackers``. The side is
the game's own (its deal hooks' ``side``): known with the banker where partners sit
opposite, with the friend where the banker calls one.

What a hand record keeps on screen, from the step where it is settled on:

- ``trump`` (``{"rank", "suit"}``, the deal's trump, its rank the level played): from the
  last step of the bidding (the last bid, bank, bury or counter) on, once the bidding gives
  a trump (none in a redeal, or a record broken before the bidding ends);
- ``leader``: the seat that leads the trick in play (a ``trick`` or ``throw`` step's own
  leader; before the first trick the banker, who leads it);
- ``called`` (``{"card", "nth"}``): the friend call, from the ``call`` step on.
"""

from __future__ import annotations

from collections.abc import Iterator

from .bidding import Bank
from ..games import GAMES

BIDDING = ("bid", "bank", "bury", "counter")


def boards(game: str, steps: list[dict], players: int, trump: dict | None = None) -> tuple[dict, Iterator[int]]:
    """The board before the first step, and what writes ``board`` on each of ``steps``, one
    step at a time (it yields each step's index once written: engine.table_later).
    ``trump``: the deal's trump once the bidding is over (None: it never was)."""
    written = _written(game, steps, players, trump)
    return next(written), written


def _written(game: str, steps: list[dict], players: int, trump: dict | None):
    """:func:`boards`: first the board before the first step, then each step's index once written."""
    rules = GAMES[game]
    by_game = rules.deal_hooks
    roles: list[list[str]] = [[] for _ in range(players)]
    points = [0] * players
    side: set[int] | None = None
    banker: int | None = None
    leader: int | None = None
    called: dict | None = None
    settled = max((i for i, s in enumerate(steps) if s["step"] in BIDDING), default=None) if trump else None
    shown: dict | None = None

    def seat(value) -> int | None:
        return value if value.__class__ is int and 0 <= value < players else None

    def board() -> dict:
        out = {"roles": [list(r) for r in roles], "points": list(points)}
        if side is not None:
            mine = sum(points[s] for s in side)
            out["sides"] = {"defenders": mine, "attackers": sum(points) - mine}
        if shown is not None:
            out["trump"] = dict(shown)
        if leader is not None:
            out["leader"] = leader
        if called is not None:
            out["called"] = dict(called)
        return out

    yield board()
    for i, step in enumerate(steps):
        kind = step["step"]
        if i == settled:
            shown = trump
        if kind == "trick" and seat(step.get("winner")) is not None:
            points[step["winner"]] += step.get("points") or 0
        if kind in ("trick", "throw"):
            leader = seat(step.get("leader", step.get("seat")))
        if kind in ("bank", "bury") and banker is None:
            banker = seat(step.get("banker", step.get("seat")))
            if banker is not None:
                leader = banker
                roles[banker].append("banker")
                if not rules.friend_call:       # partners sit opposite: the side is known now
                    side = by_game.side(Bank(banker=banker, rank=2, suit=None), None)
        if kind == "call" and isinstance(step.get("card"), str):
            called = {"card": step["card"], "nth": step.get("nth")}
        if kind == "friend":
            friend = seat(step.get("friend"))
            if friend is not None:
                roles[friend].append("friend")
            if banker is not None:
                side = by_game.side(Bank(banker=banker, rank=2, suit=None), friend)
        step["board"] = board()
        yield i
