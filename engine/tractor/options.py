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
    Option(name="point_suits", games=(ZPY,), default="all", choices=("all", "spades"),
           ruling="zhaopengyou.ruling.point_cards",
           zh="哪些 5、10、K 算分：all 每一门（总分 300）；spades 只算黑桃（原文分值表的字面写法）。",
           en="Which 5s, 10s and Ks score: all, every suit (300 in total); spades, the spades "
              "only (the source's table taken literally)."),
    Option(name="overtrump", games=(ZPY, SS), default="largest_unit",
           choices=("largest_unit", "highest_card"), ruling="tractor.ruling.overtrump",
           zh="几家都用主牌毙同一手甩牌时怎样比：largest_unit 比最大的单元；highest_card 比最大的一张牌。",
           en="Several trump plays against one throw: largest_unit compares their largest unit; "
              "highest_card their highest card."),
    Option(name="throw_choice", games=(ZPY,), default="beaten", choices=("beaten", "any"),
           ruling="zhaopengyou.ruling.throw_choice",
           zh="管上甩牌的人能让甩牌人留下哪些牌型：beaten 只限他管得上的；any 甩牌里的任何牌型。",
           en="What the blocker of a throw may make the thrower leave: beaten, only shapes he "
              "beats; any, any shape in the throw."),
    Option(name="tractor_follow", games=(ZPY,), default="runs", choices=("runs", "pairs"),
           ruling="zhaopengyou.ruling.follow_tractor",
           zh="跟拖拉机：runs 有同门拖拉机就要出；pairs 只要求出够对子（或三张），不要求相连。",
           en="Following a tractor: runs means a tractor of the suit is owed when held; pairs "
              "means only the pairs (or triples) are owed, not their being consecutive."),
    Option(name="no_trump_tractor", games=(SS,), default=True, choices=(True, False),
           ruling="shuangsheng.ruling.no_trump_tractor",
           zh="无主时，一对级牌与一对小王是否相连成拖拉机。",
           en="With no trump suit, whether a pair of rank cards and a pair of small jokers are "
              "consecutive (a tractor)."),
    Option(name="tractor_min_pairs", games=(ZPY,), default=2, choices=(2, 3),
           ruling="zhaopengyou.ruling.tractor_length",
           zh="连对拖拉机最少几对：2（♦44+♦66 就是拖拉机）或 3（原文牌型表「6+张」的字面读法）。",
           en="The fewest pairs in a tractor of pairs: 2 (♦44+♦66 is one) or 3 (the source "
              "table's '6+ cards' taken literally)."),
)
