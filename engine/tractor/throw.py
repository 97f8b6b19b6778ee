"""Throws (甩牌): does a throw stand, and if not, what stays on the table.

- zhaopengyou (``ask_in_turn``): the other players are asked one at a time against
  the direction of play (seat leader-1, leader-2, …). The first who holds a higher
  unit of the same shape and suit as any unit of the throw (a pair may come from a
  triple; a tractor only from a higher tractor of the same width and length) blocks
  it and picks one of the shapes he beats; the smallest unit of that shape in the
  throw is what the thrower must leave on the table, the rest goes back to the hand.
- shuangsheng (``highest_left``): every unit must be the highest of its shape left in
  the other hands. If not, the thrower must play the smallest unit of the failing
  shape (several failing shapes: ``shuangsheng.ruling.throw_forced``) and pays half
  the room's base stake.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..cards import Card
from .match import higher_in, strongest
from .order import Trump
from .game import TractorGame
from .shapes import Classification, Unit


@dataclass(frozen=True, kw_only=True)
class Beat:
    seat: int
    unit: Unit                     # the throw's unit
    by: tuple[Card, ...]           # the higher unit that seat holds


@dataclass(frozen=True, kw_only=True)
class ThrowOption:
    shape: str
    forced: Unit                   # what the thrower must leave on the table


@dataclass(frozen=True, kw_only=True)
class ThrowVerdict:
    succeeds: bool
    throw: Classification
    blocker: int | None
    options: tuple[ThrowOption, ...]
    beats: tuple[Beat, ...]        # every higher unit found (in the blocker's hand, or any hand)
    asked: tuple[int, ...]         # seats in the order they were asked
    penalty: float                 # fraction of the base stake the thrower pays


def ask_order(rules: TractorGame, leader: int) -> list[int]:
    """zhaopengyou asks against the direction of play; shuangsheng checks everyone
    (listed in the direction of play, so the blocker named is the next to play)."""
    n = rules.seats
    if rules.throw_check == "ask_in_turn":
        return [(leader - k) % n for k in range(1, n)]
    return [(leader + k) % n for k in range(1, n)]


def _beats(seat: int, hand: list[Card], trump: Trump, throw: Classification,
           held: Counter | None = None) -> list[Beat]:
    if held is None:
        held = Counter(c for c in hand if trump.group(c) == throw.group)
    found = []
    index: dict[int, dict] = {}     # per width: the hand's levels and strongest cards, once
    for unit in throw.units:
        width = unit.width
        levels = index.get(width)
        if levels is None:
            levels = index[width] = strongest(held, trump, width)
        by = higher_in(levels, width, unit.length, unit.top)
        if by is not None:
            found.append(Beat(seat=seat, unit=unit, by=tuple(by) if len(by) == 1 else tuple(trump.sort(by))))
    return found


def _smallest(throw: Classification, form: tuple[int, int]) -> Unit:
    return min((u for u in throw.units if u.form == form), key=lambda u: u.top)


def throw_check(rules: TractorGame, trump: Trump, leader: int, throw: Classification,
                hands: dict[int, list[Card]], options: dict,
                held: dict[int, Counter] | None = None) -> ThrowVerdict:
    """``held``: each hand's cards of the thrown group, when the caller keeps them."""
    order = [s for s in ask_order(rules, leader) if s in hands]
    held = held or {}
    if rules.throw_check == "ask_in_turn":
        for i, seat in enumerate(order):
            beats = _beats(seat, hands[seat], trump, throw, held.get(seat))
            if beats:
                # zhaopengyou.ruling.throw_choice: the shapes he beats, or ("any") every shape
                anything = options.get("throw_choice", "beaten") == "any"
                pool = throw.units if anything else [b.unit for b in beats]
                forms = sorted({u.form for u in pool}, key=lambda f: (-f[0] * f[1], -f[0]))
                opts = tuple(ThrowOption(shape=u.shape, forced=u) for u in (_smallest(throw, f) for f in forms))
                return ThrowVerdict(succeeds=False, throw=throw, blocker=seat, options=opts,
                                    beats=tuple(beats), asked=tuple(order[:i + 1]), penalty=0.0)
        return ThrowVerdict(succeeds=True, throw=throw, blocker=None, options=(), beats=(),
                            asked=tuple(order), penalty=0.0)
    beats = [b for seat in order for b in _beats(seat, hands[seat], trump, throw, held.get(seat))]
    if not beats:
        return ThrowVerdict(succeeds=True, throw=throw, blocker=None, options=(), beats=(),
                            asked=tuple(order), penalty=0.0)
    forms = {b.unit.form for b in beats}
    # shuangsheng.ruling.throw_forced: which failing shape is forced
    size = (lambda f: (f[0] * f[1], f[0])) if options.get("throw_forced", "largest") == "largest" \
        else (lambda f: (-f[0] * f[1], -f[0]))
    form = max(forms, key=size)
    forced = _smallest(throw, form)
    blocker = next(b.seat for b in beats if b.unit.form == form)
    return ThrowVerdict(succeeds=False, throw=throw, blocker=blocker,
                        options=(ThrowOption(shape=forced.shape, forced=forced),),
                        beats=tuple(beats), asked=tuple(order), penalty=rules.throw_penalty)
