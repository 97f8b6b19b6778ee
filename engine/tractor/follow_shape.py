"""The shape a follow owes and the engine's best play from a hand (:mod:`.follow` judges
with them): what the lead asks for, per dimension (:func:`demand`), what a set of cards
reaches (:func:`measure`), and a greedy build of the follow that reaches the most
(:func:`best_in_suit`; a random one for the simulator). The dimensions are
:data:`engine.tractor.follow.DIMS`: triples in runs, triples, pairs in runs, pairs.
"""

from __future__ import annotations

import random
from collections import Counter

from ..cards import Card
from .order import Trump
from .game import TractorGame
from .shapes import Classification


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


def best_in_suit(held: Counter, trump: Trump, cap: tuple, n: int, options: dict,
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
