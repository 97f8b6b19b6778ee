"""Shapes (牌型): units, tractors, throws, and how a set of cards decomposes.

A *unit* is ``width`` identical cards on each of ``length`` consecutive levels:
a single (1×1), a pair (2×1, 对子), a triple (3×1, 三张, zhaopengyou only), or a
tractor (length ≥ 2, 拖拉机: of pairs 连对 or of triples 连三). Consecutive means
consecutive *levels* in the trump context (see :mod:`engine.tractor.order`), so
♦44 ♦66 is a tractor when 5 is the trump rank, and two pairs of off-suit rank
cards (equal to each other, one level) never are.

A set of cards of one group that is not a single unit is a *throw* (甩牌); it is
decomposed into units by a fixed procedure (ruling ``zhaopengyou.ruling.throw_units``):
by default the widest units first (triple tractors, triples, pair tractors, pairs,
singles), the longest tractor first, the highest first among equals; the option
``throw_units: "tractor_first"`` takes every tractor before any lone triple.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterable

from ..cards import Card, format_cards
from ..text import cards_en, cards_zh
from .order import Trump, group_name

SHAPE_NAME = {
    "single": ("单张", "single"), "pair": ("对子", "pair"), "triple": ("三张", "triple"),
    "tractor": ("拖拉机", "tractor"), "throw": ("甩牌", "throw"), "invalid": ("无效", "invalid"),
}


@dataclass(frozen=True, kw_only=True, slots=True)
class Unit:
    """``width`` identical cards on ``length`` consecutive levels, strongest first."""

    width: int
    length: int
    top: int                     # level of the highest card
    cards: tuple[Card, ...]

    @property
    def shape(self) -> str:
        if self.length > 1:
            return "tractor"
        return ("single", "pair", "triple")[self.width - 1]

    @property
    def form(self) -> tuple[int, int]:
        """What another unit must have to be comparable with this one."""
        return (self.width, self.length)

    def names(self) -> tuple[str, str]:
        if self.length == 1:
            return SHAPE_NAME[self.shape]
        kind_zh, kind_en = ("连对", "pairs") if self.width == 2 else ("连三", "triples")
        return f"{self.length} {kind_zh}拖拉机", f"tractor of {self.length} {kind_en}"

    def to_json(self) -> dict:
        return {"shape": self.shape, "cards": format_cards(self.cards),
                "width": self.width, "length": self.length}


@dataclass(frozen=True, kw_only=True, slots=True)
class Classification:
    shape: str                   # single pair triple tractor throw invalid
    group: str | None            # "trump" or a suit letter; None when invalid
    units: tuple[Unit, ...]
    cards: tuple[Card, ...]      # strongest first in the context


def steps(max_width: int, throw_units: str) -> tuple[tuple[int, bool], ...]:
    """The decomposition order as (width, tractors?) steps."""
    if max_width == 2:
        return ((2, True), (2, False), (1, False))
    if throw_units == "tractor_first":
        return ((3, True), (2, True), (3, False), (2, False), (1, False))
    return ((3, True), (3, False), (2, True), (2, False), (1, False))


def decompose(cards: Iterable[Card], trump: Trump, *, max_width: int,
              throw_units: str = "wide_first", min_pairs: int = 2) -> list[Unit]:
    """Units of a set of cards of ONE group, in decomposition order. ``min_pairs``: the
    fewest pairs a tractor of pairs has (zhaopengyou.ruling.tractor_length)."""
    counts = Counter(cards)
    if len(counts) == sum(counts.values()):     # no two cards alike: singles, strongest first
        return singles(trump.sort(counts), trump)
    return by_steps(counts, trump, max_width=max_width, throw_units=throw_units, min_pairs=min_pairs)


def singles(ordered: Iterable[Card], trump: Trump) -> list[Unit]:
    """Cards no two alike, strongest first, as their units: one single each."""
    level = trump.level
    return [Unit(width=1, length=1, top=level(c), cards=(c,)) for c in ordered]


def by_steps(counts: Counter, trump: Trump, *, max_width: int, throw_units: str = "wide_first",
             min_pairs: int = 2) -> list[Unit]:
    """:func:`decompose` step by step (takes the units out of ``counts``)."""
    units: list[Unit] = []
    for width, tractors in steps(max_width, throw_units):
        if tractors:
            found = _take_tractors(counts, trump, width, min_pairs if width == 2 else 2)
        else:
            found = _take_groups(counts, trump, width)
        units.extend(found)
    return units


def _take_tractors(counts: Counter, trump: Trump, width: int, min_len: int) -> list[Unit]:
    found = []
    while True:
        run = longest_run(counts, trump, width, min_len)
        if run is None:
            return found
        for card in run:
            counts[card] -= width
        top = trump.level(run[0])
        found.append(Unit(width=width, length=len(run), top=top,
                          cards=tuple(c for c in run for _ in range(width))))


def longest_run(counts: Counter, trump: Trump, width: int, min_len: int = 2) -> list[Card] | None:
    """The longest run (≥ ``min_len`` levels) of consecutive levels each holding ``width``
    identical cards; the highest among equally long ones. Strongest card first."""
    by_level: dict[int, Card] = {}
    for card, n in counts.items():
        if n >= width:
            level = trump.level(card)
            held = by_level.get(level)
            if held is None or trump.key(card) < trump.key(held):
                by_level[level] = card
    best: tuple[int, int] | None = None          # (length, top level)
    levels = sorted(by_level)
    start = 0
    for i in range(1, len(levels) + 1):
        if i == len(levels) or levels[i] != levels[i - 1] + 1:
            length = i - start
            if length >= min_len and (best is None or (length, levels[i - 1]) > best):
                best = (length, levels[i - 1])
            start = i
    if best is None:
        return None
    length, top = best
    return [by_level[level] for level in range(top, top - length, -1)]


def _take_groups(counts: Counter, trump: Trump, width: int) -> list[Unit]:
    found = []
    for card in trump.sort(c for c, n in counts.items() if n >= width):
        for _ in range(counts[card] // width):
            found.append(Unit(width=width, length=1, top=trump.level(card),
                              cards=(card,) * width))
        counts[card] %= width
    return found


def classify(cards: list[Card], trump: Trump, *, max_width: int,
             throw_units: str = "wide_first", min_pairs: int = 2) -> Classification:
    """The shape of a play (cards already checked against the decks)."""
    # Most plays are a single or a pair: what decompose would find, directly.
    if len(cards) == 1:
        card = cards[0]
        return Classification(shape="single", group=trump.group(card), cards=(card,), units=(
            Unit(width=1, length=1, top=trump.level(card), cards=(card,)),))
    if len(cards) == 2 and cards[0] is cards[1]:
        card = cards[0]
        return Classification(shape="pair", group=trump.group(card), cards=(card, card), units=(
            Unit(width=2, length=1, top=trump.level(card), cards=(card, card)),))
    ordered = tuple(trump.sort(cards))
    groups = set(map(trump.group, cards))
    if len(groups) != 1:
        return Classification(shape="invalid", group=None, units=(), cards=ordered)
    if len(set(ordered)) == len(ordered):       # no two alike: its singles (decompose's short cut)
        units = tuple(singles(ordered, trump))
    else:
        units = tuple(decompose(ordered, trump, max_width=max_width, throw_units=throw_units,
                                min_pairs=min_pairs))
    shape = units[0].shape if len(units) == 1 else "throw"
    return Classification(shape=shape, group=groups.pop(), units=units, cards=ordered)


def units_text(units: Iterable[Unit]) -> tuple[str, str]:
    zh, en = [], []
    for u in units:
        name_zh, name_en = u.names()
        zh.append(f"{name_zh} {cards_zh(u.cards)}")
        en.append(f"{name_en} {cards_en(u.cards)}")
    return " + ".join(zh), " + ".join(en)


def describe(c: Classification) -> tuple[str, str]:
    """One line per classification, made from its data."""
    shown = cards_zh(c.cards)
    plain = cards_en(c.cards)
    if c.shape == "invalid":
        return (f"{shown}：不成牌型——一手牌必须全是主牌，或全是同一门副牌。",
                f"{plain}: not a play — a play must be all trumps or all of one plain suit.")
    gzh, gen = group_name(c.group)
    if c.shape == "throw":
        uzh, uen = units_text(c.units)
        return (f"{shown}：甩牌（{gzh}），拆成 {uzh}。",
                f"{plain}: a throw ({gen}) made of {uen}.")
    name_zh, name_en = c.units[0].names()
    return f"{shown}：{name_zh}（{gzh}）。", f"{plain}: a {name_en} ({gen})."
