"""Real random deals of the trick-taking games, for practice questions.

A question's position comes from one whole deal played by the game's simulator
(:func:`engine.drill.common.random_deal`: a random deal, random legal bids, a bury, a friend
call, random legal leads, throws and follows), replayed by the game's ``replay`` op. :class:`Deal`
keeps what a question needs: the trump, the banker, every trick with the hands held before it,
the final kitty and the deal's result. Nothing here is made up: every card a question shows was
dealt, and every play was made by the simulator and accepted by the replay.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards import Card, format_cards, parse_cards, remove
from .common import checked, random_deal

# Deals tried for a position that fits a question's level: up to TRIES while nothing fits at all,
# PATIENCE once something will do (each deal costs some 10-25 ms here, a few times that in Pyodide).
TRIES = 15
PATIENCE = 6


@dataclass(frozen=True)
class Play:
    seat: int
    cards: list[Card]
    attempt: list[Card] | None     # a failed throw: the cards tried (``cards`` stayed on the table)


@dataclass(frozen=True)
class Deal:
    game: str
    rules: Any                      # the game's ruleset (its drill hooks' RULESET)
    record: dict
    result: dict                    # the replay's result (banker, points, outcome, next dealer …)
    steps: list                     # the replay's steps
    trump: Any                      # the order of the cards (its drill hooks' trump_order)
    banker: int
    kitty: list[Card]               # the final kitty (the last bury)
    tricks: list[list[Play]]
    before: list[dict[int, list[Card]]]   # each seat's hand before each trick

    @property
    def players(self) -> int:
        return self.rules.seats

    def others(self, k: int, seat: int) -> dict[int, list[Card]]:
        return {s: h for s, h in self.before[k].items() if s != seat}


def _hands_after_bury(record: dict, steps: list) -> tuple[dict[int, list[Card]], list[Card]]:
    hands = {int(s): parse_cards(h) for s, h in record["hands"].items()}
    kitty = parse_cards(record["kitty"])
    holder = next(s for s in steps if s["step"] == "bury")["seat"]
    buried = parse_cards(record["bury"])
    hands[holder] = remove(hands[holder] + kitty, buried)
    kitty = buried
    for c in record.get("counters", []):            # shuangsheng: 反主炒底, each takes the kitty
        buried = parse_cards(c["bury"])
        hands[c["seat"]] = remove(hands[c["seat"]] + kitty, buried)
        kitty = buried
    return hands, kitty


def deal(ctx, rng) -> Deal:
    """One real deal played to the end (a redeal is skipped: the next seed is dealt)."""
    d = _from_record(ctx, random_deal(ctx, rng))
    assert d is not None, "the simulator's deal does not replay"
    return d


def _from_record(ctx, record: dict) -> Deal | None:
    """The deal of a record, or None if the referee does not accept it whole."""
    game, options, own = ctx.game.id, ctx.options, ctx.game.drill
    out = checked(ctx, {"op": "replay", "deal": record})
    if not (out["valid"] and out["complete"] and "outcome" in (out.get("result") or {})):
        return None
    result = out["result"]
    trump = own.trump_order(result["trump"], options)
    hands, kitty = _hands_after_bury(record, out["steps"])
    tricks, before = [], []
    for t in record["tricks"]:
        before.append({s: list(h) for s, h in hands.items()})
        plays = [Play(seat=p["seat"], cards=parse_cards(p["cards"]),
                      attempt=parse_cards(p["attempt"]) if "attempt" in p else None) for p in t]
        for p in plays:
            hands[p.seat] = remove(hands[p.seat], p.cards)
        tricks.append(plays)
    return Deal(game=game, rules=own.RULESET, record=record, result=result, steps=out["steps"], trump=trump,
                banker=result["banker"], kitty=kitty, tricks=tricks, before=before)


def trick_verdict(ctx, d: Deal, k: int) -> dict:
    """The ``trick`` op's verdict on the deal's trick ``k``: the winner's seat, the lead's shape,
    each play's status."""
    t = d.tricks[k]
    return checked(ctx, {"op": "trick", "trump": d.trump.to_json(), "leader": t[0].seat,
                         "plays": [format_cards(p.cards) for p in t]})


def classified(ctx, d: Deal, cards: list[Card]):
    """The shape of ``cards`` led in the deal, as the game reads it (its drill hooks' ``lead_shape``)."""
    return ctx.game.drill.lead_shape(d.trump, cards, ctx.options)


def throw_stands(ctx, d: Deal, k: int, leader: int, cards: list[Card]) -> bool:
    """Whether ``cards`` thrown by ``leader`` at the deal's trick ``k`` stand (the ``throw`` op)."""
    hands = {str(s): format_cards(h) for s, h in sorted(d.others(k, leader).items())}
    return checked(ctx, {"op": "throw", "trump": d.trump.to_json(), "leader": leader, "cards": format_cards(cards),
                         "hands": hands})["succeeds"]


def endings(ctx, d: Deal, back: int = 8) -> list[Deal]:
    """The same deal ended otherwise, for questions about a last trick of several cards: at
    one of the last ``back`` tricks, a leader whose hand is all of one group leads all of it
    (a pair, a triple, a tractor, or a throw that stands), the others follow with all they
    hold, and the deal ends there. Each ending is replayed; only those the referee accepts
    as whole and legal are kept."""
    out = []
    for k in range(max(1, len(d.tricks) - back), len(d.tricks)):
        leader = d.tricks[k][0].seat
        hand = d.before[k][leader]
        c = classified(ctx, d, hand)
        if len(hand) < 2 or c.shape in ("single", "invalid"):
            continue
        if c.shape == "throw" and not throw_stands(ctx, d, k, leader, hand):
            continue
        n = d.players
        last = [{"seat": (leader + i) % n, "cards": format_cards(d.trump.sort(d.before[k][(leader + i) % n]))}
                for i in range(n)]
        record = {**d.record, "tricks": d.record["tricks"][:k] + [last]}
        other = _from_record(ctx, record)
        if other is not None:
            out.append(other)
    return out


def pick(ask, candidates, fits, patience: int = PATIENCE) -> tuple:
    """A random position that fits the question's level, from real deals: ``candidates(deal)``
    lists a deal's positions, ``fits(deal, pos)`` scores one for the level (2: the level's own,
    1: will do, 0: not for it). Deals are dealt until a position scores 2, at most :data:`TRIES`
    (``patience``, :data:`PATIENCE` unless told, once one scores 1); then the best seen is taken.
    Returns ``(deal, position)``."""
    best, best_score = None, -1
    for n in range(TRIES):
        if n >= patience and best_score >= 1:
            break
        d = deal(ask.ctx, ask.rng)
        scored: dict[int, list] = {}
        for pos in candidates(d):
            scored.setdefault(fits(d, pos), []).append(pos)
        top = max(scored, default=-1)
        if top == 2:
            return d, ask.rng.choice(scored[2])
        if top > best_score:
            best, best_score = (d, ask.rng.choice(scored[top])), top
    assert best is not None, "no position at all"
    return best
