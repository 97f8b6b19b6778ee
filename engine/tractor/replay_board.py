"""The board of a tractor replay's table view (``"table": true``): who is who and the points
after each step, written on each step as ``board`` (what the replayer's score shows; it
works none of it out).

A board: ``roles`` (each seat's roles, codes of ``labels`` domain ``role``: ``banker`` once
the bidding names one, ``friend`` once the friend is found), ``points`` (the card points
each seat has won in its tricks) and, once the banker's side is known, ``sides``: the
points won by the ``defenders`` (the banker's side) and by the ``attackers``. The side is
the game's own (its deal hooks' ``side``): known with the banker where partners sit
opposite, with the friend where the banker calls one.
"""

from __future__ import annotations

from .bidding import Bank
from ..games import GAMES


def boards(game: str, steps: list[dict], players: int) -> dict:
    """Write ``board`` on each of ``steps``; returns the board before the first step."""
    rules = GAMES[game]
    by_game = rules.deal_hooks
    roles: list[list[str]] = [[] for _ in range(players)]
    points = [0] * players
    side: set[int] | None = None
    banker: int | None = None

    def seat(value) -> int | None:
        return value if value.__class__ is int and 0 <= value < players else None

    def board() -> dict:
        out = {"roles": [list(r) for r in roles], "points": list(points)}
        if side is not None:
            mine = sum(points[s] for s in side)
            out["sides"] = {"defenders": mine, "attackers": sum(points) - mine}
        return out

    before = board()
    for step in steps:
        kind = step["step"]
        if kind == "trick" and seat(step.get("winner")) is not None:
            points[step["winner"]] += step.get("points") or 0
        if kind in ("bank", "bury") and banker is None:
            banker = seat(step.get("banker", step.get("seat")))
            if banker is not None:
                roles[banker].append("banker")
                if not rules.friend_call:       # partners sit opposite: the side is known now
                    side = by_game.side(Bank(banker=banker, rank=2, suit=None), None)
        if kind == "friend":
            friend = seat(step.get("friend"))
            if friend is not None:
                roles[friend].append("friend")
            if banker is not None:
                side = by_game.side(Bank(banker=banker, rank=2, suit=None), friend)
        step["board"] = board()
    return before
