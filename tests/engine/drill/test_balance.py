"""Practice that cannot be answered without looking (issue 27 §6): over 200 seeds of every kind
and level of every game, no one answer is right more than half the time. An answer is what a
reader could give without reading the position: a choice ("no", "invalid", "throw", one line
of levels), "pass", a seat by its place in the trick (the leader, the next …), a number, or, for
a throw, "all of it" against "a part"; a follow's cards differ with every hand, so it has no
such answer. Also: every kind with several right answers says so and its grade's words admit
them; a non-answer (null, no cards) is an error in words, in both languages."""

from __future__ import annotations

from collections import Counter

import pytest

from engine import games
from engine.api import handle
from engine.cards import parse_cards
from engine.drill import climbing, tractor

SEEDS = 200
FAMILY = {g: (tractor if games.GAMES[g].family == "tractor" else climbing) for g in games.GAMES}
CASES = [(g, k, lv) for g, fam in FAMILY.items() for k, levels in fam.KINDS.items() for lv in levels]


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


@pytest.mark.parametrize("game,kind,level", CASES)
def test_no_answer_is_right_more_than_half_the_time(game, kind, level):
    counted = Counter(answered_without_looking(handle({"op": "drill", "game": game, "seed": seed,
                                                        "kind": kind, "level": level}))
                      for seed in range(SEEDS))
    counted.pop(None, None)
    top, n = counted.most_common(1)[0] if counted else (None, 0)
    assert n <= SEEDS // 2, (top, n, counted.most_common(4))
