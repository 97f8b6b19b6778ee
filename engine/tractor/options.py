"""House-rule options of the trick-taking referee; each settles a ruling (see rules_*.py).

A description says what the option decides and what each reading does, in words (the
default first); the option's name and its choice codes stay data."""

from __future__ import annotations

from ..rulebook import Option
from .rules_shapes import SS, TRACTOR_GAMES, ZPY

OPTIONS = (
    Option(name="throw_units", games=(ZPY,), default="wide_first",
           choices=("wide_first", "tractor_first"), ruling="zhaopengyou.ruling.throw_units",
           zh="甩牌怎样拆成几部分：默认先拆三张（♠7♠7♠7♠8♠8 拆成三张 ♠7♠7♠7 和对子 ♠8♠8）；"
              "另一种读法先拆拖拉机（拆成拖拉机 ♠7♠7♠8♠8 和单张 ♠7）。",
           en="How a throw splits into units: by default triples come first (♠7♠7♠7♠8♠8 is the triple "
              "♠7♠7♠7 and the pair ♠8♠8); the other reading takes tractors first (the tractor "
              "♠7♠7♠8♠8 and the single ♠7)."),
    Option(name="break_triple", games=(ZPY,), default=True, choices=(True, False),
           ruling="zhaopengyou.ruling.break_triple",
           zh="跟对子时，若只有三张能凑出对子，是否必须拆开三张出对：默认必须。",
           en="When a pair is owed and only a triple can supply it, must the triple be split: by default, yes."),
    Option(name="break_tractor", games=TRACTOR_GAMES, default=True, choices=(True, False),
           ruling="tractor.ruling.break_tractor",
           zh="跟对子（不是拖拉机）时，若对子都在拖拉机里，是否必须拆开拖拉机出对：默认必须。",
           en="When pairs are owed (not a tractor) and the only pairs sit in a tractor, must it be "
              "split: by default, yes."),
    Option(name="throw_follow", games=TRACTOR_GAMES, default="units", choices=("units", "suit"),
           ruling="tractor.ruling.throw_follow",
           zh="跟甩牌：默认按甩牌的各部分尽量跟出对子、三张、拖拉机；另一种读法只须跟同一门、张数相同。",
           en="Following a throw: by default the follower matches its units (pairs, triples, "
              "tractors) as closely as the hand allows; the other reading owes only the suit and "
              "the number of cards."),
    Option(name="throw_forced", games=(SS,), default="largest", choices=("largest", "smallest"),
           ruling="shuangsheng.ruling.throw_forced",
           zh="甩牌失败、几种牌型都被管上时，强制出哪一种：默认出张数最多的那种；另一种读法出张数最少的。",
           en="A failed throw beaten in several shapes: by default the thrower must play the beaten "
              "shape with the most cards; the other reading forces the one with the fewest."),
    Option(name="point_suits", games=(ZPY,), default="all", choices=("all", "spades"),
           ruling="zhaopengyou.ruling.point_cards",
           zh="哪些 5、10、K 算分：默认每一门都算（共 300 分）；另一种读法只算黑桃（原文分值表的字面写法，共 75 分，"
              "升级表的分数线随之缩为四分之一）。",
           en="Which 5s, 10s and Ks score: by default those of every suit (300 in all); the other "
              "reading counts the spades only (the source's table taken literally: 75 in all, and every "
              "threshold of the level tables shrinks to a quarter)."),
    Option(name="overtrump", games=TRACTOR_GAMES, default="largest_unit",
           choices=("largest_unit", "highest_card"), ruling="tractor.ruling.overtrump",
           zh="几家都用主牌毙同一手甩牌时怎样比大小：默认比各家最大的那一部分；另一种读法比最大的一张牌。",
           en="Several trump plays against one throw: by default they compare their largest units; "
              "the other reading compares their highest cards."),
    Option(name="throw_choice", games=(ZPY,), default="beaten", choices=("beaten", "any"),
           ruling="zhaopengyou.ruling.throw_choice",
           zh="管上甩牌的人能让甩牌人留下哪种牌型：默认只限他管得上的那几种；另一种读法甩牌里的哪一种都行。",
           en="What the blocker of a throw may make the thrower leave: by default only a shape he "
              "beats; the other reading allows any shape in the throw."),
    Option(name="tractor_follow", games=(ZPY,), default="runs", choices=("runs", "pairs"),
           ruling="zhaopengyou.ruling.follow_tractor",
           zh="跟拖拉机：默认手里有同一门的拖拉机就要出；另一种读法只要求出够对子（或三张），不要求相连。",
           en="Following a tractor: by default a tractor of the suit is owed when the hand holds "
              "one; the other reading owes only the pairs (or triples), not their being consecutive."),
    Option(name="no_trump_tractor", games=(SS,), default=True, choices=(True, False),
           ruling="shuangsheng.ruling.no_trump_tractor",
           zh="无主时，一对级牌和一对小王是否相连、成为拖拉机：默认相连。",
           en="With no trump suit, whether a pair of level cards and a pair of small jokers are "
              "consecutive (a tractor): by default they are."),
    Option(name="tractor_min_pairs", games=(ZPY,), default=2, choices=(2, 3),
           ruling="zhaopengyou.ruling.tractor_length",
           zh="连对拖拉机最少几对：默认两对（打 5 时 ♦4♦4♦6♦6 就是拖拉机）；另一种读法要三对"
              "（原文牌型表「6+张」的字面读法）。",
           en="The fewest pairs in a tractor of pairs: by default 2 (♦4♦4♦6♦6 is one when 5s are "
              "trump); the other reading needs 3 (the source table's “6+ cards” taken literally)."),
)
