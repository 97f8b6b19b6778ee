"""明暗斗地主: every play a hand can make in answer to a play (or as a lead).

Works on rank counts only (suits never matter here), so each answer is one distinct
multiset of ranks; the caller turns it into concrete cards from the hand.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterator

from ..combos import Combo, set_answers
from .shapes import CHAIN_KINDS, JOKERS, MIN_SETS, ORDER, SET_KINDS, bomb_reading, kicker_count
from ...cards import BJ, RJ

KICKED = {"triple_single": (False, 1), "triple_pair": (True, 1),
          "plane_single": (False, None), "plane_pair": (True, None)}


def _multisets(units: list[tuple[int, int]], k: int) -> Iterator[dict]:
    """Every choice of ``k`` units from ``[(rank, available)]``, as rank → units.

    Each multiset is built as a non-decreasing sequence of positions, so it comes out
    exactly once and no branch is a dead end (at most ``k`` levels deep)."""
    n = len(units)
    chosen: dict[int, int] = {}

    def walk(i: int, k: int) -> Iterator[dict]:
        if k == 0:
            yield dict(chosen)
            return
        for j in range(i, n):
            r, avail = units[j]
            have = chosen.get(r, 0)
            if have < avail:
                chosen[r] = have + 1
                yield from walk(j, k - 1)
                if have:
                    chosen[r] = have
                else:
                    del chosen[r]
    yield from walk(0, k)


def _kicker_answers(hand: Counter, kind: str, sets: int, above: tuple | None,
                    options: dict) -> list[Combo]:
    pairs, _ = KICKED[kind]
    per = 2 if pairs else 1
    # ruling mingan.kickers.jokers: with the option off, jokers are no kicker units at all
    banned = () if options.get("joker_kickers", True) else JOKERS
    runs = ([(r,) for r in ORDER.ladder] if sets == 1 else ORDER.runs(sets))
    out = []
    n = kicker_count(sets, options)
    held = sorted(hand.items())
    triples = {r for r, have in held if have >= 3}
    for run in runs:
        if not triples.issuperset(run):
            continue
        key = (ORDER.power(run[-1]),)
        if above is not None and key <= above:
            continue
        # ruling mingan.kickers.rank: no kicker of a triple's rank
        units = [(r, n // per) for r, n in held
                 if r not in run and r not in banned and n >= per]
        counts = tuple((r, 3) for r in run)
        for pick in _multisets(units, n):
            # a multiset's ranks come in the order of ``units``, rising: already sorted
            kickers = tuple([(r, u * per) for r, u in pick.items()])
            out.append(Combo(kind=kind, rank=run[-1], sets=sets, size=3 * sets + per * n, bomb=False,
                             key=key, family=(kind, sets), counts=counts, kickers=kickers))
    return out


def bombs(hand: Counter, above: tuple | None) -> list[Combo]:
    out = []
    have = hand.get
    for r in ORDER.ladder:
        if have(r, 0) >= 4:
            for n in range(4, have(r, 0) + 1):
                out.append(_bomb_of(((r, n),)))
    jokers = min(have(BJ, 0), have(RJ, 0))
    if jokers >= 1:
        out.append(_bomb_of(((BJ, 1), (RJ, 1))))
    if jokers >= 2:
        out.append(_bomb_of(((BJ, 2), (RJ, 2))))
    return [b for b in out if b and (above is None or b.key > above)]


# each bomb's reading by its (rank, copies): asked for every hand at every turn of a random deal
_BOMBS: dict[tuple, Combo | None] = {}


def _bomb_of(held: tuple) -> Combo | None:
    if held not in _BOMBS:
        _BOMBS[held] = bomb_reading(Counter(dict(held)))
    return _BOMBS[held]


def answers(hand: Counter, previous: Combo | None, options: dict) -> list[Combo]:
    """Every play from ``hand`` that beats ``previous``; every possible lead if None."""
    if previous is not None:
        if previous.bomb:
            return bombs(hand, previous.key)
        if previous.kind in KICKED:
            same = _kicker_answers(hand, previous.kind, previous.sets, previous.key, options)
        else:
            m = previous.size // previous.sets
            same = set_answers(hand, ORDER, m=m, sets=previous.sets, kind=previous.kind,
                               above=previous.key, min_sets=MIN_SETS[m])
        return same + bombs(hand, None)
    out: list[Combo] = []
    for m in (1, 2, 3):
        out += set_answers(hand, ORDER, m=m, sets=1, kind=SET_KINDS[m], above=None, min_sets=1)
        for sets in range(MIN_SETS[m], len(ORDER.chain) + 1):
            found = set_answers(hand, ORDER, m=m, sets=sets, kind=CHAIN_KINDS[m],
                                above=None, min_sets=MIN_SETS[m])
            if not found:
                break
            out += found
    for kind, (_, one) in KICKED.items():
        for sets in ([1] if one else range(2, len(ORDER.chain) + 1)):
            found = _kicker_answers(hand, kind, sets, None, options)
            if not found and sets > 1:
                break
            out += found
    return out + bombs(hand, None)


__all__ = ["answers", "bombs", "ORDER"]
