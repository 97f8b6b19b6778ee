"""Real random deals of the trick-taking games, for practice questions.

A question's position comes from one whole deal played by the family's simulator
(:func:`engine.tractor.simulate.random_record`: a random deal, random legal bids, a bury, a
friend call, random legal leads, throws and follows), replayed by the referee. :class:`Deal`
keeps what a question needs: the trump, the banker, every trick with the hands held before it,
the final kitty and the deal's result. Nothing here is made up: every card a question shows was
dealt, and every play was made by the simulator and accepted by the replay.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import TEXT_RANK, Card, parse_cards, remove
from ..tractor.order import Trump
from ..tractor.record import replay
from ..tractor.ruleset import RULESETS, Ruleset
from ..tractor.simulate import random_record

TRIES = 15      # deals tried for a position that fits a question's level (then the nearest fit)


@dataclass(frozen=True)
class Play:
    seat: int
    cards: list[Card]
    attempt: list[Card] | None     # a failed throw: the cards tried (``cards`` stayed on the table)


@dataclass(frozen=True)
class Deal:
    game: str
    rules: Ruleset
    record: dict
    result: dict                    # the replay's result (banker, points, outcome, next dealer …)
    steps: list                     # the replay's steps
    trump: Trump
    banker: int
    kitty: list[Card]               # the final kitty (the last bury)
    tricks: list[list[Play]]
    before: list[dict[int, list[Card]]]   # each seat's hand before each trick

    @property
    def players(self) -> int:
        return self.rules.players

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


def deal(game: str, rng, options: dict) -> Deal:
    """One real deal played to the end (a redeal is skipped: the next seed is dealt)."""
    rules = RULESETS[game]
    while True:
        record = random_record(game, rng.randrange(2**32), options)
        if "tricks" in record:
            break
    out = replay(game, record, options)
    assert out["valid"], out.get("failure")
    result = out["result"]
    trump = Trump(rank=TEXT_RANK[result["trump"]["rank"]], suit=result["trump"]["suit"],
                  joined=options.get("no_trump_tractor", True))
    hands, kitty = _hands_after_bury(record, out["steps"])
    tricks, before = [], []
    for t in record["tricks"]:
        before.append({s: list(h) for s, h in hands.items()})
        plays = [Play(seat=p["seat"], cards=parse_cards(p["cards"]),
                      attempt=parse_cards(p["attempt"]) if "attempt" in p else None) for p in t]
        for p in plays:
            hands[p.seat] = remove(hands[p.seat], p.cards)
        tricks.append(plays)
    return Deal(game=game, rules=rules, record=record, result=result, steps=out["steps"], trump=trump,
                banker=result["banker"], kitty=kitty, tricks=tricks, before=before)


def pick(ask, candidates, fits) -> tuple:
    """A random position that fits the question's level, from real deals: ``candidates(deal)``
    lists a deal's positions, ``fits(deal, pos)`` scores one for the level (2: the level's own,
    1: will do, 0: not for it). Deals are dealt until a position scores 2, at most
    :data:`TRIES`; then the best seen is taken. Returns ``(deal, position)``."""
    best, best_score = None, -1
    for _ in range(TRIES):
        d = deal(ask.game, ask.rng, ask.options)
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
