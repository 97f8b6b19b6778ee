"""明暗斗地主: what a play is and what beats it.

Rank order 3 < … < A < 2 < 小王 < 大王. Shapes: 单张, 对子, 连对 (3+ pairs), 三张 alone or
with one single (三带一) or one pair (三带二), 顺子 (5+ singles), 飞机 (2+ consecutive
triples, bare or with one kicker per triple — all singles or all pairs; ruling
mingan.kickers.plane), 炸弹 (4–8 of a
rank), 双王 (小王+大王) and 四王. Chains run within 3…A: 2 and the jokers never chain.

The bomb ladder, lowest first: 4-bomb < 双王 < 5-bomb < 6 < 7 < 8 < 四王; inside a size,
by rank. A bomb beats every non-bomb; anything else beats only its own kind and shape.
"""

from __future__ import annotations

from collections import Counter

from ...cards import BJ, RJ
from ..combos import Combo, Order, frozen, set_combo

ORDER = Order(ladder=tuple(range(3, 15)) + (2, BJ, RJ), chain=tuple(range(3, 15)))

SET_KINDS = {1: "single", 2: "pair", 3: "triple"}
CHAIN_KINDS = {1: "straight", 2: "pair_chain", 3: "plane"}
MIN_SETS = {1: 5, 2: 3, 3: 2}
# every kind a play can be (named in engine.labels, domain kind)
KINDS = (*SET_KINDS.values(), *CHAIN_KINDS.values(), "triple_single", "triple_pair", "plane_single",
         "plane_pair", "bomb", "rocket", "four_jokers")
JOKERS = (BJ, RJ)

# The bomb ladder as data: tier of each bomb, so one key orders every bomb.
BOMB_TIER = {4: 0, "rocket": 1, 5: 2, 6: 3, 7: 4, 8: 5, "four_jokers": 6}
BOMB_RULE = {"bomb": "mingan.shapes.bomb", "rocket": "mingan.shapes.rocket",
             "four_jokers": "mingan.shapes.four_jokers"}


def _bomb(kind: str, rank: int, size: int, tier, counts: Counter) -> Combo:
    return Combo(kind=kind, rank=rank, sets=1, size=size, bomb=True,
                 key=(BOMB_TIER[tier], ORDER.power(rank)), family=("bomb",),
                 counts=frozen(counts))


def _jokers_only(counts: Counter, n: int) -> bool:
    """``counts == Counter({BJ: n, RJ: n})``, without building a Counter to compare."""
    return counts.get(BJ) == n and counts.get(RJ) == n and \
        sum(1 for k in counts.values() if k) == 2


def bomb_reading(counts: Counter) -> Combo | None:
    if _jokers_only(counts, 1):
        return _bomb("rocket", RJ, 2, "rocket", counts)
    if _jokers_only(counts, 2):
        return _bomb("four_jokers", RJ, 4, "four_jokers", counts)
    if len(counts) == 1:
        (r, n), = counts.items()
        if n >= 4 and r not in JOKERS:
            return _bomb("bomb", r, n, n, counts)
    return None


def _kicker_combo(run: tuple[int, ...], rest: Counter, pairs: bool) -> Combo:
    k = len(run)
    kind = ("triple_pair" if pairs else "triple_single") if k == 1 else \
        ("plane_pair" if pairs else "plane_single")
    return Combo(kind=kind, rank=run[-1], sets=k, size=3 * k + sum(rest.values()), bomb=False,
                 key=(ORDER.power(run[-1]),), family=(kind, k),
                 counts=tuple((r, 3) for r in run), kickers=frozen(rest))


def _kickers_ok(run, rest: Counter, options: dict) -> bool:
    # ruling mingan.kickers.rank: a kicker never shares a rank with the triples it rides on
    # (777+7 is a bomb, not 三带一); ruling mingan.kickers.jokers: jokers may ride unless
    # the option forbids it.
    if any(rest[r] for r in run):
        return False
    return options.get("joker_kickers", True) or not any(rest[j] for j in JOKERS)


def kicker_count(sets: int, options: dict) -> int:
    """How many kickers (singles, or pairs) ``sets`` triples carry: one per triple (三带一 /
    三带二, and by default a plane too), or, with option plane_kickers "two", any plane exactly
    two, as the source's words read literally (ruling mingan.kickers.plane)."""
    if sets > 1 and options.get("plane_kickers", "per_triple") == "two":
        return 2
    return sets


def _runs_with_triples(counts: Counter) -> list[tuple[int, ...]]:
    return [(r,) for r in ORDER.ladder if counts.get(r, 0) >= 3] + ORDER.segments(counts, 3)


def readings(cards_counts: Counter, options: dict) -> list[Combo]:
    """Every reading of a play, in priority order (ruling mingan.reading.ambiguous)."""
    held = [(r, n) for r, n in cards_counts.items() if n]
    if not held:
        return []
    if len(held) == 1:      # one rank (most plays): a set or a bomb, never kickers
        return lone_readings(*held[0])
    key = (tuple(held), options.get("joker_kickers", True), options.get("plane_kickers", "per_triple"))
    found = _MIXED.get(key)
    if found is None:
        if len(_MIXED) >= MIXED_KEPT:
            _MIXED.clear()
        found = _MIXED[key] = tuple(_mixed_readings(held, options))
    return list(found)


# the readings of a play of several ranks, by its (rank, copies) in order and the two options they
# read: a practice question asks the same play to beat against hundreds of plays (the ``beats`` op)
_MIXED: dict[tuple, tuple[Combo, ...]] = {}
MIXED_KEPT = 1024          # about 1 KB each


def _mixed_readings(held: list[tuple[int, int]], options: dict) -> list[Combo]:
    """:func:`readings` of a play of two ranks or more (``held``: its (rank, copies))."""
    counts = Counter(dict(held))
    bomb = bomb_reading(counts)
    if bomb:
        return [bomb]
    plain = set_combo(counts, ORDER, kinds=SET_KINDS, chain_kinds=CHAIN_KINDS, min_sets=MIN_SETS)
    out = [plain] if plain else []
    kicked = []
    for run in _runs_with_triples(counts) if max(counts.values()) >= 3 else ():
        rest = counts - Counter({r: 3 for r in run})
        total, n = sum(rest.values()), kicker_count(len(run), options)
        if not total or not _kickers_ok(run, rest, options):
            continue
        if total == n:
            kicked.append(_kicker_combo(run, rest, pairs=False))
        elif total == 2 * n and all(c % 2 == 0 for c in rest.values()):
            kicked.append(_kicker_combo(run, rest, pairs=True))
    kicked.sort(key=lambda c: (-c.sets, -c.key[0]))
    return out + kicked


# the readings of a play of one rank, by (rank, copies): they depend on nothing else
_LONE: dict[tuple[int, int], tuple[Combo, ...]] = {}


def lone_readings(rank: int, n: int) -> list[Combo]:
    """:func:`readings` of ``n`` cards of one rank (n ≥ 1), made once per (rank, n)."""
    found = _LONE.get((rank, n))
    if found is None:
        found = _LONE[rank, n] = tuple(_plain_or_bomb(Counter({rank: n})))
    return list(found)


def _plain_or_bomb(counts: Counter) -> list[Combo]:
    """The play's bomb, else its bare set or chain (no kickers), as a list (empty: neither)."""
    found = bomb_reading(counts) or \
        set_combo(counts, ORDER, kinds=SET_KINDS, chain_kinds=CHAIN_KINDS, min_sets=MIN_SETS)
    return [found] if found else []


def classify(cards_counts: Counter, options: dict) -> Combo | None:
    found = readings(cards_counts, options)
    return found[0] if found else None
