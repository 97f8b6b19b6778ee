"""Scoring a deal: points in play + the kitty bonus → the level table's row.

Pure arithmetic on numbers and the last trick's shape; the ``score`` op in
:mod:`.deal` parses the request and classifies the last trick. Every step is
kept as data so the explanation can show the sums, e.g.
"底牌 40 × 2（对子）= 80；95 + 80 = 175 → 反超".
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import EngineError
from ..text import count_en
from .kitty import Multiplier, Unit, multiplier
from .levels import Band, band, scale
from ..games import GAMES


@dataclass(frozen=True, kw_only=True)
class Score:
    points: int                    # attackers' points taken in play
    kitty_points: int
    kitty_won: bool                # the attackers won the last trick
    mult: Multiplier | None
    bonus: int
    total: int
    band: Band
    rule: str                      # the rule (or ruling) that decided the row
    rules: tuple[str, ...]         # every rule the arithmetic used
    stake: int = 1                 # ×2 per counter-bid where counters double it (shuangsheng)
    in_play: int = 0               # the cards' points under the house rules, when fewer than the table's
    deck: int = 0                  # the points the tables are built on

    def explain(self, game: str) -> tuple[str, str]:
        if self.kitty_won and self.mult is not None and self.kitty_points:
            kz = f"底牌 {self.kitty_points} × {self.mult.factor}（{self.mult.zh}）= {self.bonus}；"
            ke = f"Kitty {self.kitty_points} × {self.mult.factor} ({self.mult.en}) = {self.bonus}; "
        elif self.kitty_points:
            kz, ke = "最后一圈庄家方大，底牌分不计；", "The defenders won the last trick, so the kitty counts nothing; "
        else:
            kz, ke = "", ""
        b = self.band
        if b.swap:
            rz, re_ = "主打方下台，捡分方上台，都不升级", "the bank changes sides, nobody climbs"
        elif b.defenders:
            rz, re_ = f"庄家方升 {b.defenders} 级", f"the defenders go up {b.defenders}"
        else:
            rz, re_ = f"抓分方每人升 {b.attackers} 级", f"the attackers go up {b.attackers}"
        sz = se = ""
        if self.in_play:
            sz = f"（牌上只有 {self.in_play} 分，升级表的分数线都按 {self.in_play}/{self.deck} 缩小）"
            se = (f" (with {self.in_play} points on the cards, every threshold of the level table is "
                  f"scaled by {self.in_play}/{self.deck})")
        zh = f"{kz}{self.points} + {self.bonus} = {self.total}{sz} → {b.zh}：{rz}"
        en = f"{ke}{self.points} + {self.bonus} = {self.total}{se} → {b.en}: {re_}"
        if self.stake > 1:
            zh += f"；反主 {self.stake.bit_length() - 1} 次，输赢 ×{self.stake}"
            en += f"; {count_en(self.stake.bit_length() - 1, 'counter-bid')}, stake ×{self.stake}"
        return zh + "。", en + "."


def check_points(game: str, points, kitty_points, options: dict | None = None) -> None:
    """Totals that cannot happen (under the house rules ``options``: the points on the cards) are
    ``impossible``; wrong types are ``bad_request``."""
    rules = GAMES[game]
    for name, v, zh, en in (("points", points, "抓分方的分", "The attackers' points"),
                            ("kitty_points", kitty_points, "底牌分", "The kitty's points")):
        if not isinstance(v, int) or isinstance(v, bool):
            raise EngineError("bad_request", f"{zh}应是一个整数。", f"{en} must be a whole number.", field=name)
        if v < 0 or v % 5:
            raise EngineError("impossible", f"{zh}是 {v}：分数总是 5 的倍数，且不会是负数。",
                              f"{en} are {v}: points are always a non-negative multiple of 5.")
    size, most = rules.kitty_size, rules.points_in_play(options or {})
    if kitty_points > 10 * size:
        raise EngineError("impossible", f"{size} 张底牌最多 {10 * size} 分，不是 {kitty_points}。",
                          f"{size} kitty cards hold at most {10 * size} points, not {kitty_points}.")
    if points + kitty_points > most:
        raise EngineError("impossible",
                          f"牌面共 {most} 分：面上 {points} 加底牌 {kitty_points} 超出了。",
                          f"The cards hold {most} points: {points} in play plus "
                          f"{kitty_points} in the kitty is more.")


def score(game: str, *, points: int, kitty_points: int, kitty_won: bool, shape: str,
          units: list[Unit], solo: bool, options: dict, counters: int = 0,
          shape_ruled: bool = False) -> Score:
    """``shape``/``units``: the play that prices the kitty (see :func:`.kitty.priced_play`);
    ``shape_ruled``: the other reading of tractor.ruling.kitty_shape gives another factor."""
    check_points(game, points, kitty_points, options)
    mult = multiplier(game, shape, units, options) if units else None
    used: list[str] = []
    if kitty_won and mult is not None:
        bonus = kitty_points * mult.factor
        if shape_ruled:
            used.append("tractor.ruling.kitty_shape")
        used.append(mult.rule)
    else:
        bonus = 0
        used.append(f"{game}.kitty.none")
    total = points + bonus
    row, row_rule = band(GAMES[game], total, solo=solo, options=options)
    used.append(row_rule)
    scaled = scale(GAMES[game], options) > 1
    scaled_ruling = GAMES[game].own("levels").SCALED_RULING if scaled else None
    if scaled_ruling:
        used.append(scaled_ruling)
    doubles = GAMES[game].counters_double_stake
    stake = 2 ** counters if doubles else 1
    if doubles and counters:
        used.append(f"{game}.bid.stake")
    rulings = [scaled_ruling] if scaled_ruling else [r for r in used if r in RULINGS]
    return Score(points=points, kitty_points=kitty_points, kitty_won=kitty_won, mult=mult,
                 bonus=bonus, total=total, band=row, rule=rulings[0] if rulings else row_rule,
                 rules=tuple(used), stake=stake,
                 **({"in_play": GAMES[game].points_in_play(options), "deck": GAMES[game].deck_points} if scaled else {}))


# Rule ids that are rulings: a verdict that used one names it (a table scaled to the points on
# the cards cites the game's ``levels.SCALED_RULING`` first).
RULINGS = {"tractor.ruling.kitty_shape", "zhaopengyou.kitty.tractor", "zhaopengyou.kitty.throw",
           "zhaopengyou.levels.over_300"}
