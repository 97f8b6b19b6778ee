"""Level tables (升级表) and reading levels; how each game's levels climb and who deals or
banks next are in its package (:mod:`.zhaopengyou.levels`, :mod:`.shuangsheng.levels`).

The tables are data: a row is a band of the attackers' total (抓分方总分, kitty
bonus included) and how many levels each side climbs. ``zhaopengyou`` has a
2 vs 3 table and a 1 vs 4 table (庄家独打); ``shuangsheng`` has the "super"
table that runs from 0 to 320 and beyond. Levels are ranks 2..14 (A = 14).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import RANK_TEXT, TEXT_RANK
from ..errors import bad_request

ZPY, SS = "zhaopengyou", "shuangsheng"


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


def _b(low, high, outcome, zh, en, d=0, a=0, swap=False) -> Band:
    return Band(low=low, high=high, outcome=outcome, zh=zh, en=en,
                defenders=d, attackers=a, swap=swap)


ZPY_2V3 = (
    _b(0, 0, "da_guang", "大光", "big shutout", d=3),
    _b(1, 59, "xiao_guang", "小光", "small shutout", d=2),
    _b(60, 119, "xiao_sheng", "小胜", "narrow hold", d=1),
    _b(120, 179, "fan_chao", "反超", "overtake", a=1),
    _b(180, 239, "da_sheng", "大胜", "big win", a=2),
    _b(240, 299, "wan_sheng", "完胜", "rout", a=3),
    _b(300, None, "man_guang", "满光", "clean sweep", a=4),
)

ZPY_1V4 = (
    _b(0, 0, "da_guang", "大光", "big shutout", d=9),
    _b(1, 59, "xiao_guang", "小光", "small shutout", d=6),
    _b(60, 119, "xiao_sheng", "小胜", "narrow hold", d=3),
    _b(120, 179, "fan_chao", "反超", "overtake", a=1),
    _b(180, None, "can_bai", "惨败", "crushing loss", a=2),
)

SS_TABLE = (
    _b(0, 0, "da_guang", "大光", "big shutout", d=6),
    _b(5, 10, "xiao_guang_5", "小光", "small shutout", d=5),
    _b(15, 20, "xiao_guang_4", "小光", "small shutout", d=4),
    _b(25, 30, "xiao_guang_3", "小光", "small shutout", d=3),
    _b(35, 35, "xiao_guang_2", "小光", "small shutout", d=2),
    _b(40, 75, "defenders_up", "主打方升级", "defenders climb", d=1),
    _b(80, 115, "huan_zhuang", "换庄", "change of bank", swap=True),
    _b(120, 120, "attackers_up_1", "捡分方升级", "attackers climb", a=1),
    _b(125, 160, "attackers_up_2", "捡分方升级", "attackers climb", a=2),
    _b(165, 200, "attackers_up_3", "捡分方升级", "attackers climb", a=3),
    _b(205, 240, "attackers_up_4", "捡分方升级", "attackers climb", a=4),
    _b(245, 280, "attackers_up_5", "捡分方升级", "attackers climb", a=5),
    # 封顶: the source caps the climb at 6; totals past 320 (kitty bonus) stay here.
    _b(285, None, "attackers_up_6", "捡分方升级（封顶）", "attackers climb (capped)", a=6),
)


# Each game's tables: (table, the rule stating it, the ruling for totals past its top row's
# floor, where the table stops at the cards' points), the 2 vs 3 one first, then the solo one.
TABLES = {ZPY: ((ZPY_2V3, "zhaopengyou.levels.2v3", "zhaopengyou.levels.over_300"),
                (ZPY_1V4, "zhaopengyou.levels.1v4", None)),
          SS: ((SS_TABLE, "shuangsheng.levels.table", None),)}


def band(game: str, total: int, *, solo: bool, options: dict) -> tuple[Band, str]:
    """The table row for ``total`` and the rule id that decided it."""
    table, rule, over = TABLES[game][1 if solo else 0]
    row = next(b for b in table if b.holds(total))
    top = table[-1]
    if over and row is top and total > top.low:
        # Only the kitty bonus can push a total past the cards' points; the table stops there.
        rule = over
        if options.get("zhaopengyou_over_300") == "per_60":
            extra = (total - top.low) // 60
            row = _b(top.low, None, top.outcome, top.zh, top.en, a=top.attackers + extra)
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
