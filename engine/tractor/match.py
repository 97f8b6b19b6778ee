"""Fitting cards to a lead's units: can these cards be split into units of exactly
the lead's shapes, and how high is the strongest such split's first (largest) unit?

Used by ``trick`` (a play beats the lead only in the lead's exact shape, 毙牌) and by
``throw`` (who holds a higher unit of the same shape)."""

from __future__ import annotations

from collections import Counter
from itertools import product

from ..cards import Card
from .order import Trump


def placements(counts: Counter, trump: Trump, width: int, length: int, above: int = -1):
    """Every way to take ``length`` consecutive levels of ``width`` identical cards
    from ``counts`` with a top level above ``above``, highest first."""
    by_level: dict[int, list[Card]] = {}
    for card, n in counts.items():
        if n >= width:
            by_level.setdefault(trump.level(card), []).append(card)
    for top in sorted(by_level, reverse=True):
        if top <= above:
            return
        levels = range(top, top - length, -1)
        if all(lv in by_level for lv in levels):
            for choice in product(*(sorted(by_level[lv], key=trump.key) for lv in levels)):
                yield top, choice


def strongest(counts: Counter, trump: Trump, width: int) -> dict[int, Card]:
    """Each level where ``counts`` holds ``width`` identical cards, and its strongest such card
    (several cards share a level: the off-suit rank cards), highest level first."""
    key, level = trump.key, trump.level
    out: dict[int, Card] = {}
    for card, n in counts.items():
        if n >= width:
            lv = level(card)
            held = out.get(lv)
            if held is None or key(card) < key(held):
                out[lv] = card
    return {lv: out[lv] for lv in sorted(out, reverse=True)}


def higher_in(index: dict[int, Card], width: int, length: int, top: int) -> list[Card] | None:
    """The highest unit of ``width`` × ``length`` in a hand that beats a unit whose top level
    is ``top``, read from the hand's :func:`strongest` index for ``width`` (made once for all
    the units of a throw): the first of :func:`placements` above ``top``, as cards."""
    for high in index:
        if high <= top:
            return None
        if all(lv in index for lv in range(high - length + 1, high)):
            return [index[lv] for lv in range(high, high - length, -1) for _ in range(width)]
    return None


def fit_top(cards: list[Card], trump: Trump, forms: list[tuple[int, int]]) -> int | None:
    """The top level of the first form in the best split of ``cards`` into ``forms``
    (in the lead's order, largest unit first), or None when no split exists."""
    if len(forms) == 1 and forms[0][1] == 1:        # a single, pair or triple led: so many alike
        width = forms[0][0]
        return trump.level(cards[0]) if len(cards) == width and cards.count(cards[0]) == width else None
    if sum(w * n for w, n in forms) != len(cards):
        return None
    # Singles fit whatever is left, so only wider forms need placing; the first form
    # is placed highest-first so the first success is the best value.
    wide = [f for f in forms if f != (1, 1)]
    if not wide:
        return max(map(trump.level, cards))
    counts = Counter(cards)
    first = forms[0]
    rest = wide[1:] if wide[0] == first else None
    if rest is None:                       # forms[0] is a single, so everything is
        return max(trump.level(c) for c in cards) if _fits(counts, trump, wide) else None
    for top, choice in placements(counts, trump, *first):
        for c in choice:
            counts[c] -= first[0]
        ok = _fits(counts, trump, rest, (first, top))
        for c in choice:
            counts[c] += first[0]
        if ok:
            return top
    return None


def _fits(counts: Counter, trump: Trump, forms: list[tuple[int, int]],
          prev: tuple[tuple[int, int], int] | None = None) -> bool:
    if not forms:
        return True
    width, length = forms[0]
    # Equal forms are interchangeable: place them in falling order only, so a
    # throw of many pairs is not tried in every order (prev = (form, its top)).
    ceiling = prev[1] if prev is not None and prev[0] == forms[0] else None
    for top, choice in placements(counts, trump, width, length):
        if ceiling is not None and top > ceiling:
            continue
        for c in choice:
            counts[c] -= width
        ok = _fits(counts, trump, forms[1:], (forms[0], top))
        for c in choice:
            counts[c] += width
        if ok:
            return True
    return False
