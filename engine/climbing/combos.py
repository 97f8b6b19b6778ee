"""Shared pieces of the climbing (shedding) games: plays as rank counts, combinations as values.

In 挖坑 and 明暗斗地主 suits never matter, so a play is read from its *rank counts*
(a ``Counter`` of card ranks; the jokers are ranks 15 小王 and 16 大王). A reading of a
play is a :class:`Combo`: its kind, the rank that decides it, how many sets it chains,
and a ``key`` that orders it against plays of the same kind and shape.

Each game supplies an :class:`Order`: which ranks count as higher, and which ranks may
sit in a chain (连牌 / 连对 / 飞机). That is the only difference the two games' basic
shapes need; kickers and bombs live in the game modules.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from typing import Iterable

from ..cards import BJ, JOKER_NAMES, RJ, RANK_TEXT, Card, full_deck


def rank_text(rank: int) -> str:
    """``"10"``, ``"A"``, ``"BJ"`` (小王), ``"RJ"`` (大王)."""
    if rank == BJ:
        return "BJ"
    if rank == RJ:
        return "RJ"
    return RANK_TEXT[rank]


RANK_ZH = {rank: zh for rank, (zh, _) in JOKER_NAMES.items()}


def rank_zh(rank: int) -> str:
    return RANK_ZH.get(rank, rank_text(rank) if rank < BJ else "")


@dataclass(frozen=True, kw_only=True)
class Order:
    """A game's rank order, as data.

    ``ladder`` lists the ranks from lowest to highest; ``chain`` lists, lowest first,
    the ranks that may stand in a chain (a straight, a chain of pairs, a plane).
    """

    ladder: tuple[int, ...]
    chain: tuple[int, ...]

    @cached_property
    def _power(self) -> dict[int, int]:
        return {r: i for i, r in enumerate(self.ladder)}

    def power(self, rank: int) -> int:
        """Position of ``rank`` on the ladder: higher beats lower."""
        return self._power[rank]

    @cached_property
    def play_key(self):
        """A card's place in a play's canonical order (:func:`sort_play`), as a key function:
        a dict look-up (in C) once a card has been seen, the table view sorts every hand at
        every step."""
        return _PlayKeys(self).__getitem__

    def chain_run(self, ranks: Iterable[int]) -> int | None:
        """If ``ranks`` (distinct) are consecutive inside the chain range, the top one."""
        ranks = sorted(ranks, key=self.chain.index) if all(r in self.chain for r in ranks) else None
        if not ranks:
            return None
        first = self.chain.index(ranks[0])
        if self.chain[first:first + len(ranks)] != tuple(ranks):
            return None
        return ranks[-1]

    @cached_property
    def _runs(self) -> dict[int, tuple[tuple[int, ...], ...]]:
        n = len(self.chain)
        return {k: tuple(self.chain[i:i + k] for i in range(n - k + 1)) for k in range(1, n + 1)}

    def runs(self, length: int) -> tuple[tuple[int, ...], ...]:
        """Every chain of ``length`` consecutive ranks, lowest first."""
        return self._runs.get(length, ())

    def segments(self, counts: Counter, m: int) -> list[tuple[int, ...]]:
        """Every chain (2+ ranks) whose ranks each have at least ``m`` cards in ``counts``."""
        out, seg = [], []
        for r in (*self.chain, None):
            if r is not None and counts.get(r, 0) >= m:
                seg.append(r)
                continue
            for k in range(2, len(seg) + 1):
                out += [tuple(seg[i:i + k]) for i in range(len(seg) - k + 1)]
            seg = []
        return out


@dataclass(frozen=True, kw_only=True, init=False)
class Combo:
    """One reading of a play.

    ``kind``: e.g. ``single``, ``pair``, ``straight``, ``plane_single``, ``bomb``.
    ``rank``: the rank that decides it (the top set of a chain, the triple of 三带一).
    ``sets``: how many sets a chain holds (1 for a lone set); ``size``: how many cards.
    ``key``: compared only between combos of the same ``family``; bombs share one
    family so that the whole bomb ladder is a single order.
    ``counts``: the main sets' ranks → copies; ``kickers``: the kicker ranks → copies.
    """

    kind: str
    rank: int
    sets: int
    size: int
    bomb: bool
    key: tuple
    family: tuple
    counts: tuple[tuple[int, int], ...]
    kickers: tuple[tuple[int, int], ...] = ()

    def __init__(self, *, kind: str, rank: int, sets: int, size: int, bomb: bool, key: tuple,
                 family: tuple, counts: tuple, kickers: tuple = ()) -> None:
        # the whole state in one write (a frozen dataclass's own __init__ makes one
        # object.__setattr__ call per field): a random deal reads hundreds of answers
        self.__dict__.update(kind=kind, rank=rank, sets=sets, size=size, bomb=bomb, key=key,
                             family=family, counts=counts, kickers=kickers)

    def beats(self, other: "Combo") -> bool:
        """Same family and a higher key (bombs: one ladder across every bomb kind)."""
        if self.bomb and not other.bomb:
            return True
        return self.family == other.family and self.key > other.key

    def rank_counts(self) -> Counter:
        out = Counter(dict(self.counts))
        out.update(dict(self.kickers))
        return out

    def matches(self, declared: dict) -> bool:
        """Whether this reading is the one ``declared`` (``{kind, rank?, length?, …}``) names."""
        shown = self.to_json()
        return all(shown.get(k) == v for k, v in declared.items())

    def to_json(self) -> dict:
        out = {"kind": self.kind, "rank": rank_text(self.rank), "length": self.size,
               "sets": self.sets, "bomb": self.bomb}
        if self.kickers:
            out["kickers"] = [rank_text(r) for r, n in self.kickers for _ in range(n)]
        return out


def counts_of(cards: Iterable[Card]) -> Counter:
    """Rank counts of a play (suits do not matter in these games)."""
    return Counter([c.rank for c in cards])


def frozen(counts: Counter | dict) -> tuple[tuple[int, int], ...]:
    return tuple(sorted([(r, n) for r, n in counts.items() if n]))


def pick_cards(hand: list[Card], counts: Counter, order: Order) -> list[Card]:
    """Concrete cards from ``hand`` for rank counts, strongest first (suits: S H C D)."""
    need = Counter(counts)
    out = []
    for card in sorted(hand, key=order.play_key):
        if need[card.rank] > 0:
            need[card.rank] -= 1
            out.append(card)
    return out


def sort_play(cards: Iterable[Card], order: Order) -> list[Card]:
    """Canonical order for a play: higher ranks first, then suits S H C D."""
    return sorted(cards, key=order.play_key)


class _PlayKeys(dict):
    """card → (minus its power, its suit's place in S H C D J), filled as cards are seen."""

    def __init__(self, order: Order):
        super().__init__()
        self.order = order

    def __missing__(self, card: Card) -> tuple[int, int]:
        key = self[card] = (-self.order.power(card.rank), "SHCDJ".index(card.suit))
        return key


def set_combo(counts: Counter, order: Order, *, kinds: dict[int, str],
              chain_kinds: dict[int, str], min_sets: dict[int, int]) -> Combo | None:
    """Read a play made of equal sets: a single set (单张/对/三头/四头) or a chain of sets.

    ``kinds[m]`` names a lone set of m copies, ``chain_kinds[m]`` a chain of such sets,
    and ``min_sets[m]`` the fewest sets that chain (a straight of singles needs more).
    """
    sizes = set(counts.values())
    if len(sizes) != 1:
        return None
    m = sizes.pop()
    ranks = list(counts)
    total = m * len(ranks)
    if len(ranks) == 1 and m in kinds:
        r = ranks[0]
        return Combo(kind=kinds[m], rank=r, sets=1, size=total, bomb=False,
                     key=(order.power(r),), family=(kinds[m],), counts=frozen(counts))
    if m not in chain_kinds or len(ranks) < min_sets.get(m, 2):
        return None
    top = order.chain_run(ranks)
    if top is None:
        return None
    kind = chain_kinds[m]
    return Combo(kind=kind, rank=top, sets=len(ranks), size=total, bomb=False,
                 key=(order.power(top),), family=(kind, len(ranks)), counts=frozen(counts))


def set_answers(hand: Counter, order: Order, *, m: int, sets: int, kind: str,
                above: tuple | None, min_sets: int) -> list[Combo]:
    """Every set or chain of ``sets`` sets of ``m`` copies in ``hand`` (above a key)."""
    out = []
    power = order._power
    if sets == 1:
        for r in order.ladder:
            if hand.get(r, 0) >= m:     # not hand[r]: a missing rank would call Counter.__missing__
                key = (power[r],)
                if above is None or key > above:
                    out.append(Combo(kind=kind, rank=r, sets=1, size=m, bomb=False, key=key,
                                     family=(kind,), counts=((r, m),)))
        return out
    if sets < min_sets:
        return out
    held = {r for r, n in hand.items() if n >= m}
    if len(held) < sets:
        return out
    for run in order.runs(sets):
        if held.issuperset(run):
            key = (power[run[-1]],)
            if above is None or key > above:
                out.append(Combo(kind=kind, rank=run[-1], sets=sets, size=m * sets, bomb=False,
                                 key=key, family=(kind, sets), counts=tuple((r, m) for r in run)))
    return out


def arrange(cards: list[Card], combo: Combo, order: Order) -> list[Card]:
    """Cards from ``cards`` for ``combo``, its sets first (strongest first), then kickers:
    ``S7 H7 C7 D5`` for 777+5. Works for a hand (picks) and for the play itself (orders)."""
    return Picker(cards, order).take(combo)


_SUIT_KEY = {c: "SHCDJ".index(c.suit) for c in full_deck()}   # suits S H C D, then jokers


class Picker:
    """Concrete cards for many combos from one hand: the hand is sorted once."""

    def __init__(self, cards: list[Card], order: Order):
        self.power = order._power
        self.buckets: dict[int, list[Card]] = {}
        for card in sorted(cards, key=_SUIT_KEY.__getitem__):
            self.buckets.setdefault(card.rank, []).append(card)
        self._tokens: dict | None = None       # the buckets as text, made for text()

    def _take(self, combo: Combo, source: dict) -> list:
        if not combo.kickers and len(combo.counts) == 1:     # one set of one rank: most plays
            rank, n = combo.counts[0]
            return source[rank][:n]
        used: dict[int, int] = {}
        out: list = []
        power = self.power
        for part in (combo.counts, combo.kickers):
            if len(part) > 1:       # most parts are one rank: nothing to sort
                part = sorted(part, key=lambda rn: -power[rn[0]])
            for rank, n in part:
                start = used.get(rank, 0)
                out += source[rank][start:start + n]
                used[rank] = start + n
        return out

    def take(self, combo: Combo) -> list[Card]:
        return self._take(combo, self.buckets)

    def text(self, combo: Combo) -> str:
        """``format_cards(self.take(combo))``, without formatting a card twice."""
        if self._tokens is None:
            self._tokens = {r: [str(c) for c in b] for r, b in self.buckets.items()}
        return " ".join(self._take(combo, self._tokens))
