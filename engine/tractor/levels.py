"""Level tables (升级表) and reading levels; how each game's levels climb and who deals or
banks next are in its package (:mod:`.zhaopengyou.levels`, :mod:`.shuangsheng.levels`).

The tables are data: a row is a band of the attackers' total (抓分方总分, kitty
bonus included) and how many levels each side climbs. Each game's tables are in its
package (``levels.LEVEL_TABLES``): 找朋友 has a 2 vs 3 table and a 1 vs 4 table (庄家独打);
双升 has the "super" table that runs from 0 to 320 and beyond. Levels are ranks 2..14 (A = 14).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import RANK_TEXT, TEXT_RANK
from ..errors import bad_request

@dataclass(frozen=True, kw_only=True)
class Band:
    """One row of a level table: totals ``low..high`` (``high=None``: and above)."""

    low: int
    high: int | None
    outcome: str          # stable id of the row, e.g. "fan_chao"
    zh: str               # the row's name at the table, e.g. 反超
    en: str
    defenders: int = 0    # levels the banker's side climbs
    attackers: int = 0    # levels each attacker (or the attacking team) climbs
    swap: bool = False    # shuangsheng 换庄: the attackers take the bank, nobody climbs

    def holds(self, total: int) -> bool:
        return total >= self.low and (self.high is None or total <= self.high)

    def span(self) -> str:
        if self.high is None:
            return f"{self.low}+"
        return str(self.low) if self.low == self.high else f"{self.low}–{self.high}"


def band_row(low, high, outcome, zh, en, d=0, a=0, swap=False) -> Band:
    return Band(low=low, high=high, outcome=outcome, zh=zh, en=en,
                defenders=d, attackers=a, swap=swap)


def scale(game, options: dict) -> int:
    """How many times the cards' points under the house rules go into the points the tables are
    built on (1; 4 when only spades score: 75 of 300): each threshold is met at 1/scale of its
    points (the game's ``levels.SCALED_RULING``)."""
    return game.deck_points // game.points_in_play(options)


def band(game, total: int, *, solo: bool, options: dict) -> tuple[Band, str]:
    """The table row for ``total`` and the rule id that decided it (``game``: its
    :class:`~engine.tractor.game.TractorGame`; its tables are its package's
    ``levels.LEVEL_TABLES``). Under a house rule that leaves fewer points on the cards, the
    table's thresholds shrink with them (:func:`scale`)."""
    table, rule, over = game.own("levels").LEVEL_TABLES[1 if solo else 0]
    at = total * scale(game, options)          # the total as the table's own points
    row = next(b for b in table if b.holds(at))
    top = table[-1]
    if over and row is top and at > top.low:
        # Only the kitty bonus can push a total past the cards' points; the table stops there.
        rule = over
        if options.get("zhaopengyou_over_300") == "per_60":
            extra = (at - top.low) // 60
            row = band_row(top.low, None, top.outcome, top.zh, top.en, a=top.attackers + extra)
    return row, rule


def level_of(text) -> int:
    """A level written "2".."10", "J", "Q", "K", "A" (case-insensitive)."""
    rank = TEXT_RANK.get(text.strip().upper()) if isinstance(text, str) else None
    if rank is None:
        raise bad_request(f"级别应写成 2…10、J、Q、K、A，而不是「{text}」。",
                          f"A level is 2…10, J, Q, K or A, not “{text}”.")
    return rank


def levels_list(value, count: int, name: str) -> list[int]:
    """A request's or a record's list of ``count`` levels (all 2 when left out)."""
    if value is None:
        return [2] * count
    if not isinstance(value, list) or len(value) != count:
        raise bad_request(f"要给出 {count} 个级别。", f"{count} levels are needed.", field=name)
    return [level_of(v) for v in value]


def level_text(level: int) -> str:
    return RANK_TEXT[level]


def table_text(table: tuple[Band, ...], *, zh: bool) -> str:
    rows = []
    for b in table:
        if b.swap:
            what = "换庄" if zh else "the bank changes sides"
        elif b.defenders:
            what = f"庄家方升 {b.defenders} 级" if zh else f"defenders +{b.defenders}"
        else:
            what = f"抓分方每人升 {b.attackers} 级" if zh else f"attackers +{b.attackers}"
        rows.append(f"{b.span()}: {b.zh if zh else b.en}, {what}")
    return "；".join(rows) if zh else "; ".join(rows)
