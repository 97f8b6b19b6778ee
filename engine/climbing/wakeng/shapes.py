"""挖坑: what a play is and what beats it.

Rank order 3 > 2 > A > K > … > 4. Shapes: 单张, 对, 三头, 四头, 连牌 (straights of 3+
within 4…K), and chains of pairs, triples and quads. A play beats only a play of the
same kind and length that is lower; there is no bomb (四头 is just a set of four).
"""

from __future__ import annotations

from collections import Counter

from ..combos import Combo, Order, counts_of, set_answers, set_combo

ORDER = Order(ladder=tuple(range(4, 14)) + (14, 2, 3), chain=tuple(range(4, 14)))

SET_KINDS = {1: "single", 2: "pair", 3: "triple", 4: "quad"}
CHAIN_KINDS = {1: "straight", 2: "pair_chain", 3: "triple_chain", 4: "quad_chain"}
KINDS = (*SET_KINDS.values(), *CHAIN_KINDS.values())   # every kind a play can be (named in engine.labels)
STRAIGHT_MIN = 3  # "三张以上顺序排列": stated by the source


def min_sets(options: dict) -> dict[int, int]:
    # ruling wakeng.chain.min_sets: chains of pairs/triples/quads need as many sets as a
    # straight needs cards (3) unless the option lowers it to 2.
    n = options.get("chain_min_sets", 3)
    return {1: STRAIGHT_MIN, 2: n, 3: n, 4: n}


def classify(cards, options: dict) -> Combo | None:
    return classify_counts(counts_of(cards), options)


def classify_counts(counts: Counter, options: dict) -> Combo | None:
    return set_combo(counts, ORDER, kinds=SET_KINDS, chain_kinds=CHAIN_KINDS,
                     min_sets=min_sets(options))


def answers(hand: Counter, previous: Combo | None, options: dict) -> list[Combo]:
    """Every play from ``hand`` (rank counts) that may follow ``previous`` (None: a lead)."""
    mins = min_sets(options)
    if previous is not None:
        m = previous.size // previous.sets
        kind = previous.kind
        return set_answers(hand, ORDER, m=m, sets=previous.sets, kind=kind,
                           above=previous.key, min_sets=mins[m])
    out: list[Combo] = []
    for m in (1, 2, 3, 4):
        out += set_answers(hand, ORDER, m=m, sets=1, kind=SET_KINDS[m], above=None, min_sets=1)
        for sets in range(mins[m], len(ORDER.chain) + 1):
            found = set_answers(hand, ORDER, m=m, sets=sets, kind=CHAIN_KINDS[m],
                                above=None, min_sets=mins[m])
            if not found:
                break  # no chain of this length means none longer either
            out += found
    return out


def smallest_card(hand: Counter) -> int:
    """The rank of the lowest single card (ruling wakeng.timeout.smallest)."""
    return min((r for r, n in hand.items() if n), key=ORDER.power)
