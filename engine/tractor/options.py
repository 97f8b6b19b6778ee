"""House-rule options of the trick-taking referee; each settles a ruling (see rules_*.py)."""

from __future__ import annotations

from ..rulebook import Option

ZPY, SS = "zhaopengyou", "shuangsheng"

OPTIONS = (
    Option(name="throw_units", games=(ZPY,), default="wide_first",
           choices=("wide_first", "tractor_first"), ruling="zhaopengyou.ruling.throw_units",
           zh="甩牌如何拆成单元：wide_first 先拆三张（777 88 = 三张 777 + 对 88）；"
              "tractor_first 先拆拖拉机（777 88 = 7788 拖拉机 + 单 7）。",
           en="How a throw splits into units: wide_first takes triples first (777 88 = triple 777 + "
              "pair 88); tractor_first takes tractors first (777 88 = tractor 7788 + single 7)."),
    Option(name="break_triple", games=(ZPY,), default=True, choices=(True, False),
           ruling="zhaopengyou.ruling.break_triple",
           zh="跟对子时，只有三张能凑出对子，是否必须拆三张出对。",
           en="When a pair is owed and only a triple can supply it, must the triple be split."),
    Option(name="break_tractor", games=(ZPY, SS), default=True, choices=(True, False),
           ruling="tractor.ruling.break_tractor",
           zh="跟对子（非拖拉机）时，对子只在拖拉机里，是否必须拆拖拉机出对。",
           en="When pairs are owed (not a tractor) and the only pairs sit in a tractor, must it be split."),
    Option(name="throw_follow", games=(ZPY, SS), default="units", choices=("units", "suit"),
           ruling="tractor.ruling.throw_follow",
           zh="跟甩牌：units 按甩牌的单元尽量跟出对子、三张、拖拉机；suit 只须跟同门、张数相同。",
           en="Following a throw: units means match its units as closely as the hand allows; "
              "suit means only the suit and the number of cards are owed."),
    Option(name="throw_forced", games=(SS,), default="largest", choices=("largest", "smallest"),
           ruling="shuangsheng.ruling.throw_forced",
           zh="甩牌失败且几种牌型都被管上时，强制出哪一种：largest 张数最多的牌型；smallest 张数最少的。",
           en="A failed throw beaten in several shapes: largest forces the failing shape with the "
              "most cards, smallest the one with the fewest."),
)
