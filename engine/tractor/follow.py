"""Following (跟牌): what a follower owes the lead, and whether a play pays it.

The follower owes, in this order:

1. the number of cards led;
2. the led group: with at least that many cards of the led suit (or trumps, for a
   trump lead 吊主 — jokers and rank cards included) the play is all of it; with
   fewer, all of them go in and anything fills up;
3. the shape, as close to the lead's as the hand allows, measured in this order
   (each counted only up to what the lead itself has):
   ``triple_tractor`` — triples lying in runs (zhaopengyou);
   ``triple`` — triples (zhaopengyou);
   ``tractor`` — pairs lying in runs (a triple counts as a pair);
   ``pair`` — pairs (a triple counts as a pair).
   A play is legal when its measure is, comparing in that order, at least what
   the engine's own best play from the hand reaches (see :func:`one_legal_follow`).

A triple supplies the pair you owe unless ``break_triple`` is off
(``zhaopengyou.ruling.break_triple``); a tractor supplies the pairs owed to a
non-tractor lead unless ``break_tractor`` is off (``tractor.ruling.break_tractor``).
Runs are owed unless ``tractor_follow`` is "pairs" (``zhaopengyou.ruling.follow_tractor``),
a throw's units unless ``throw_follow`` is "suit" (``tractor.ruling.throw_follow``), and
a run of pairs is a tractor from ``tractor_min_pairs`` pairs on
(``zhaopengyou.ruling.tractor_length``).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from ..cards import Card
from .order import Trump
from .game import TractorGame
from .shapes import Classification

DIMS = ("triple_tractor", "triple", "tractor", "pair")


@dataclass(frozen=True, kw_only=True)
class FollowVerdict:
    legal: bool
    requirement: str | None      # the requirement broken (or, when legal, the one that bound)
    owed: dict                   # {dim: count} reached by the engine's best play
    played: dict                 # {dim: count} reached by the play
    in_suit: int                 # cards of the led group in the hand
    example: tuple[Card, ...]    # one legal play from the hand


def demand(lead: Classification, rules: TractorGame, options: dict) -> tuple[int, int, int, int]:
    """What the lead asks for, per dimension (caps on the follower's measure)."""
    if lead.shape == "throw" and options.get("throw_follow", "units") == "suit":
        return (0, 0, 0, 0)      # tractor.ruling.throw_follow, the "suit" reading
    t3 = c3 = t2 = c2 = 0
    # zhaopengyou.ruling.follow_tractor, "pairs" reading: runs are never owed
    runs = options.get("tractor_follow", "runs") == "runs"
    for u in lead.units:
        if u.width == 3:
            c3 += u.length
            t3 += u.length if u.length > 1 and runs else 0
        if u.width >= 2:
            c2 += u.length
            t2 += u.length if u.length > 1 and runs else 0
    return (t3, c3, t2, c2)


def _runs_total(levels, min_len: int = 2) -> int:
    """How many of these levels lie in runs of ``min_len`` or more consecutive levels."""
    total, prev, length = 0, None, 0
    for level in sorted(levels):
        if prev is not None and level == prev + 1:
            length += 1
        else:
            total += length if length >= min_len else 0
            length = 1
        prev = level
    return total + (length if length >= min_len else 0)


def _levels_in_runs(levels: set, min_len: int) -> set:
    """The levels that lie in runs of ``min_len`` or more consecutive levels."""
    out: set = set()
    for level in levels:
        if level - 1 not in levels:                 # the bottom of a run
            run = [level]
            while run[-1] + 1 in levels:
                run.append(run[-1] + 1)
            if len(run) >= min_len:
                out.update(run)
    return out


def measure(counts: Counter, trump: Trump, cap: tuple, min_pairs: int = 2) -> tuple[int, ...]:
    l3, l2 = set(), set()
    c3 = c2 = 0
    for card, n in counts.items():
        if n >= 2:
            c2 += 1
            l2.add(trump.level(card))
            if n >= 3:
                c3 += 1
                l3.add(trump.level(card))
    raw = (_runs_total(l3), c3, _runs_total(l2, min_pairs), c2)
    return tuple([min(r, c) for r, c in zip(raw, cap)])


class _Builder:
    """Greedy construction of a follow that reaches as much of the lead's shape as it can."""

    def __init__(self, held: Counter, trump: Trump, cap: tuple, n: int, options: dict,
                 rng: random.Random | None):
        self.held, self.trump, self.cap, self.rng = held, trump, cap, rng
        self.budget = n
        self.chosen: Counter = Counter()
        weakest = sorted(held, key=trump.key, reverse=True)
        if rng is not None:
            rng.shuffle(weakest)
        self.order = weakest
        self.break_triple = options.get("break_triple", True)
        self.break_tractor = options.get("break_tractor", True)
        self.min_pairs = options.get("tractor_min_pairs", 2)
        self.in_runs = _levels_in_runs({trump.level(c) for c, k in held.items() if k >= 2},
                                       self.min_pairs)

    def pair_source(self, card: Card, *, for_tractor: bool) -> bool:
        if not self.break_triple and self.held[card] >= 3:
            return False          # zhaopengyou.ruling.break_triple, "no" reading
        if not for_tractor and not self.break_tractor and self.trump.level(card) in self.in_runs:
            return False          # tractor.ruling.break_tractor, "no" reading
        return True

    def raise_to(self, card: Card, k: int) -> bool:
        cost = k - self.chosen[card]
        if cost <= 0:
            return True
        if cost > self.budget:
            return False
        self.chosen[card] = k
        self.budget -= cost
        return True

    def runs(self, width: int, cap: int, allowed) -> None:
        trump = self.trump
        shortest = self.min_pairs if width == 2 else 2
        while True:
            filled = {trump.level(c) for c, k in self.chosen.items() if k >= width}
            now = min(cap, _runs_total(filled, shortest))
            if now >= cap:
                return
            fill: dict[int, Card] = {}
            for c in self.order:
                if self.held[c] >= width and allowed(c) and trump.level(c) not in filled:
                    fill.setdefault(trump.level(c), c)
            levels = sorted(filled | set(fill))
            best = None
            for a in range(len(levels)):
                for b in range(a + 1, len(levels)):
                    if levels[b] - levels[a] != b - a:
                        break
                    window = levels[a:b + 1]
                    new = [lv for lv in window if lv not in filled]
                    cost = width * len(new) - sum(self.chosen[fill[lv]] for lv in new)
                    if not new or cost > self.budget:
                        continue
                    gain = min(cap, _runs_total(filled | set(window), shortest)) - now
                    score = (gain, -cost, window[-1] if self.rng is None else self.rng.random())
                    if gain > 0 and (best is None or score > best[0]):
                        best = (score, new)
            if best is None:
                return
            for lv in best[1]:
                self.raise_to(fill[lv], width)

    def groups(self, width: int, cap: int, allowed) -> None:
        have = sum(1 for k in self.chosen.values() if k >= width)
        for c in self.order:
            if have >= cap:
                return
            if self.held[c] >= width and self.chosen[c] < width and allowed(c):
                if self.raise_to(c, width):
                    have += 1

    def fill(self) -> None:
        for c in self.order:               # new cards first, one copy each
            if self.budget and self.chosen[c] == 0:
                self.raise_to(c, 1)
        for c in self.order:
            while self.budget and self.chosen[c] < self.held[c]:
                self.raise_to(c, self.chosen[c] + 1)


def _best_in_suit(held: Counter, trump: Trump, cap: tuple, n: int, options: dict,
                  rng: random.Random | None = None) -> Counter:
    b = _Builder(held, trump, cap, n, options, rng)
    t3, c3, t2, c2 = cap
    if t3:
        b.runs(3, t3, lambda c: True)
    if c3:
        b.groups(3, c3, lambda c: True)
    if t2:
        b.runs(2, t2, lambda c: b.pair_source(c, for_tractor=True))
    if c2:
        b.groups(2, c2, lambda c: b.pair_source(c, for_tractor=False))
    b.fill()
    return b.chosen


def _split(hand: list[Card], trump: Trump, group: str) -> tuple[Counter, list[Card]]:
    held: Counter = Counter()
    rest = []
    for c in hand:
        if trump.group(c) == group:
            held[c] += 1
        else:
            rest.append(c)
    return held, rest


@dataclass(frozen=True)
class _Position:
    """What does not depend on the options: the hand split by the led group, the play."""

    rules: TractorGame
    trump: Trump
    lead: Classification
    held: Counter
    rest: list
    play: list
    mine: Counter          # the play's cards of the led group


def position(rules: TractorGame, trump: Trump, lead: Classification, hand: list[Card],
             play: list[Card]) -> _Position:
    held, rest = _split(hand, trump, lead.group)
    mine = Counter(c for c in play if trump.group(c) == lead.group)
    return _Position(rules, trump, lead, held, rest, play, mine)


def _build(p: _Position, options: dict, rng: random.Random | None = None) -> tuple[Counter, tuple]:
    """The engine's best play as a multiset, and the lead's caps."""
    n = len(p.lead.cards)
    cap = demand(p.lead, p.rules, options)
    if sum(p.held.values()) <= n:
        play = Counter(p.held)
        others = sorted(p.rest, key=p.trump.key, reverse=True)
        if rng is not None:
            rng.shuffle(others)
        play.update(others[:n - sum(play.values())])
        return play, cap
    return _best_in_suit(p.held, p.trump, cap, n, options, rng), cap


def one_legal_follow(rules: TractorGame, trump: Trump, lead: Classification, hand: list[Card],
                     options: dict) -> list[Card]:
    """The engine's own follow: as much of the lead's shape as the hand allows, weakest cards."""
    chosen, _ = _build(position(rules, trump, lead, hand, []), options)
    return trump.sort(chosen.elements())


def random_legal_follow(rules: TractorGame, trump: Trump, lead: Classification, hand: list[Card],
                        options: dict, rng: random.Random) -> list[Card]:
    """A random legal follow (for simulators): a shuffled greedy, checked, else the engine's own."""
    p = position(rules, trump, lead, hand, [])
    chosen, _ = _build(p, options, rng)
    play = list(chosen.elements())
    if follows_legally(rules, trump, lead, p.held, play, options):
        return trump.sort(play)
    return one_legal_follow(rules, trump, lead, hand, options)


def _dims(rules: TractorGame) -> range:
    return range(4) if rules.max_width == 3 else range(2, 4)


def legal_follow(rules: TractorGame, trump: Trump, lead: Classification, hand: list[Card],
                 play: list[Card], options: dict) -> FollowVerdict:
    """Whether ``play`` (taken from ``hand``, checked by the caller) may follow ``lead``."""
    return judge(position(rules, trump, lead, hand, play), options)


def judge(p: _Position, options: dict) -> FollowVerdict:
    """The verdict for a prepared position under these options."""
    rules, trump = p.rules, p.trump
    chosen, cap = _build(p, options)
    example = tuple(trump.sort(chosen.elements()))
    n = len(p.lead.cards)
    in_suit = sum(p.held.values())
    dims = _dims(rules)
    shortest = options.get("tractor_min_pairs", 2)
    owed_v = measure(chosen, trump, cap, shortest) if in_suit > n else (0, 0, 0, 0)
    played_v = measure(p.mine, trump, cap, shortest)
    owed = {DIMS[i]: owed_v[i] for i in dims}
    played = {DIMS[i]: played_v[i] for i in dims}

    def out(legal: bool, requirement: str | None) -> FollowVerdict:
        return FollowVerdict(legal=legal, requirement=requirement, owed=owed, played=played,
                             in_suit=in_suit, example=example)

    if len(p.play) != n:
        return out(False, "count")
    got = sum(p.mine.values())
    if got < min(in_suit, n):
        return out(False, "suit")
    if in_suit <= n:
        return out(True, None)
    binding = next((DIMS[i] for i in dims if owed_v[i]), None)
    for i in dims:
        if played_v[i] != owed_v[i]:
            return out(played_v[i] > owed_v[i], DIMS[i] if played_v[i] < owed_v[i] else binding)
    return out(True, binding)


def follows_legally(rules: TractorGame, trump: Trump, lead: Classification, held: Counter,
                    play: list[Card], options: dict) -> bool:
    """``judge(...).legal`` with less work, for the replay: ``held`` is the hand's cards of
    the led group. The engine's best play is built only when the play falls short of the
    lead's whole shape: what it owes never exceeds the lead's caps, so a play that meets
    every cap is legal whatever the best play reaches."""
    n = len(lead.cards)
    if len(play) != n:
        return False
    group, led = trump.group, lead.group
    if n == 1:      # a single owes the led group, when the hand has it, and nothing more
        return group(play[0]) == led or not any(held.values())
    mine = [c for c in play if group(c) == led]
    in_suit = sum(held.values())
    if len(mine) < min(in_suit, n):
        return False
    if in_suit <= n:
        return True
    if lead.shape == "pair" and options.get("break_triple", True) and options.get("break_tractor", True):
        # a pair owes a pair of the led group, from any two alike the hand holds
        return mine[0] == mine[1] or max(held.values()) < 2
    cap = demand(lead, rules, options)
    dims = _dims(rules)
    if not any(cap[i] for i in dims):
        return True
    shortest = options.get("tractor_min_pairs", 2)
    played = measure(Counter(mine), trump, cap, shortest)
    if all(played[i] == cap[i] for i in dims):
        return True
    owed = measure(_best_in_suit(held, trump, cap, n, options), trump, cap, shortest)
    return [played[i] for i in dims] >= [owed[i] for i in dims]


def rulings_at_stake(p: _Position, options: dict) -> list[tuple[str, str]]:
    """(option, ruling id) pairs whose other reading could change this verdict at all:
    only those are worth judging again (the handler cites the one that flips it)."""
    n = len(p.lead.cards)
    if sum(p.held.values()) <= n or len(p.play) != n:
        return []
    cap = demand(p.lead, p.rules, {**options, "throw_follow": "units", "tractor_follow": "runs"})
    out = []
    if p.rules.max_width == 3 and cap[3] > cap[1] and any(k >= 3 for k in p.held.values()):
        out.append(("break_triple", "zhaopengyou.ruling.break_triple"))
    levels = {p.trump.level(c) for c, k in p.held.items() if k >= 2}
    if cap[3] > cap[2] and any(lv + 1 in levels for lv in levels):
        out.append(("break_tractor", "tractor.ruling.break_tractor"))
    if p.lead.shape == "throw" and any(cap):
        out.append(("throw_follow", "tractor.ruling.throw_follow"))
    if p.rules.max_width == 3 and (cap[0] or cap[2]):
        out.append(("tractor_follow", "zhaopengyou.ruling.follow_tractor"))
    return out
