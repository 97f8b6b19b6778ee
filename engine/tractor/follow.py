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

What the lead asks for, what a play reaches, and the engine's best play are in
:mod:`.follow_shape`; here, the verdict on a play and the rulings it turns on.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from ..cards import Card
from .order import Trump
from .game import TractorGame
from .shapes import Classification
from .follow_shape import best_in_suit, demand, measure

DIMS = ("triple_tractor", "triple", "tractor", "pair")


@dataclass(frozen=True, kw_only=True)
class FollowVerdict:
    legal: bool
    requirement: str | None      # the requirement broken (or, when legal, the one that bound)
    owed: dict                   # {dim: count} reached by the engine's best play
    played: dict                 # {dim: count} reached by the play
    in_suit: int                 # cards of the led group in the hand
    example: tuple[Card, ...]    # one legal play from the hand


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
    return best_in_suit(p.held, p.trump, cap, n, options, rng), cap


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
    owed = measure(best_in_suit(held, trump, cap, n, options), trump, cap, shortest)
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
