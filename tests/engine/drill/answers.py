"""What a reader could answer without reading a practice question, and the parts of a many-part
choice a reader could judge alone: what the balance tests count (test_balance.py over consecutive
seeds, test_practice_seeds.py over the page's run of quick seeds)."""

from __future__ import annotations

from engine import games
from engine.cards import parse_cards
from engine.drill import climbing, tractor

FAMILY = {g: (tractor if games.GAMES[g].family == "tractor" else climbing) for g in games.GAMES}


def answered_without_looking(q):
    """The answer a reader could give to this question without reading it (None: none such)."""
    reply, solution = q["reply"], q["solution"]
    if reply["type"] in ("choice", "number"):
        return solution
    if reply["type"] == "seat":
        order = [p["seat"] for p in next(p for p in q["show"] if p["part"] == "plays")["plays"]]
        return f"place {order.index(solution)}"
    if q["kind"] == "throw":
        return "all" if sorted(parse_cards(solution)) == sorted(parse_cards(reply["from"])) else "part"
    if reply.get("choices"):
        return "pass" if solution == "" else None
    return None


def parts_of(q) -> list[str]:
    """The parts of a choice a reader could judge alone ("attackers go up 2" and "seat 3 deals
    next" of a levels answer ``0-2-3``): each part's place and value (none for a one-part answer)."""
    value = q["solution"]
    if q["reply"]["type"] != "choice" or not isinstance(value, str) or "-" not in value:
        return []
    parts = value.split("-")
    return [f"side and count {parts[0]}-{parts[1]}", *(f"part {i}: {p}" for i, p in enumerate(parts[2:], 2))]
