"""抠底: what the kitty is worth to the attackers who win the last trick.

The multiplier is keyed by the shape of the last trick as the trick referee classifies
it (``classify`` → ``shape`` and ``units``): a single, a pair, a triple, a tractor
(拖拉机, its width and length read from its cards) or a throw (甩牌, priced by its best
unit, never summed — unless a house rule says so). Which play gives that shape — the
lead, or the play that won — is a ruling (:data:`KITTY_SHAPE`, :func:`priced_play`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..cards import Card
from ..rulebook import Option, Rule
from ..games import GAMES
from .shuangsheng.game import GAME as SHUANGSHENG
from .zhaopengyou.game import GAME as ZHAOPENGYOU

# Which games each option and rule belongs to (their ids, from each game's GAME).
ZPY, SS = ZHAOPENGYOU.id, SHUANGSHENG.id


@dataclass(frozen=True, kw_only=True)
class Unit:
    """A piece of the winning play: ``shape`` single/pair/triple/tractor.

    ``width`` is 1, 2 or 3 (cards of each rank); ``length`` the ranks in a row.
    """

    shape: str
    width: int
    length: int

    @classmethod
    def of(cls, shape: str, cards: list[Card]) -> "Unit":
        width = max(Counter(cards).values()) if cards else 1
        return cls(shape=shape, width=width, length=max(1, len(cards) // width))

    def zh(self) -> str:
        if self.shape == "tractor":
            return f"{self.length} 连{'对' if self.width == 2 else '三'}拖拉机"
        return {"single": "单张", "pair": "对子", "triple": "三张"}[self.shape]

    def en(self) -> str:
        if self.shape == "tractor":
            return f"tractor of {self.length} {'pairs' if self.width == 2 else 'triples'}"
        return self.shape


@dataclass(frozen=True, kw_only=True)
class Multiplier:
    factor: int
    unit: Unit            # the unit that set the factor
    rule: str
    zh: str               # how the factor came about, e.g. "对子 ×2"
    en: str


def unit_factor(game: str, unit: Unit, options: dict) -> tuple[int, str, str, str]:
    """The factor of one unit, the rule id behind it, and the arithmetic in words."""
    rules = GAMES[game]
    base = dict(rules.kitty_base)[unit.width]
    if unit.shape != "tractor":
        return base, f"{game}.kitty.{unit.shape}", f"{unit.zh()} ×{base}", f"{unit.en()} ×{base}"
    # zhaopengyou says only "对应牌型翻倍" for a tractor: see the ruling (and its option).
    times = options.get("zhaopengyou_kitty_tractor", rules.kitty_tractor) == "times_units"
    k = unit.length if times else 2
    return (base * k, f"{game}.kitty.tractor", f"{unit.zh()} ×{base}×{k}", f"{unit.en()} ×{base}×{k}")


def multiplier(game: str, shape: str, units: list[Unit], options: dict) -> Multiplier:
    """The kitty multiplier for a last trick won with a play of ``shape``."""
    priced = [(unit_factor(game, u, options), u) for u in units]
    (best, rule, zh, en), unit = max(priced, key=lambda p: p[0][0])
    if shape != "throw":
        return Multiplier(factor=best, unit=unit, rule=rule, zh=zh, en=en)
    if options.get("zhaopengyou_kitty_throw", "largest_unit") == "sum_units":
        total = sum(p[0][0] for p in priced)
        parts = " + ".join(str(p[0][0]) for p in priced)
        return Multiplier(factor=total, unit=unit, rule="zhaopengyou.kitty.throw",
                          zh=f"甩牌各部分相加 {parts}", en=f"throw, units summed {parts}")
    return Multiplier(factor=best, unit=unit, rule=f"{game}.kitty.throw",
                      zh=f"甩牌按最大牌型：{zh}", en=f"throw, by its largest unit: {en}")


def priced_play(game: str, lead: tuple[str, list[Unit]] | None, won: tuple[str, list[Unit]],
                options: dict) -> tuple[str, list[Unit], bool]:
    """Which play of the last trick prices the kitty (tractor.ruling.kitty_shape): the lead's
    shape (a throw by its own units) or the winning play's. Returns its shape, its units, and
    whether the other reading would give another factor (the ruling is then cited).
    Without the lead (a ``score`` request that does not give it), the winning play."""
    if lead is None:
        return won[0], won[1], False
    pick, other = (lead, won) if options.get("kitty_shape", "lead") == "lead" else (won, lead)
    differ = multiplier(game, *pick, options).factor != multiplier(game, *other, options).factor
    return pick[0], pick[1], differ


OPTIONS = (
    Option(name="kitty_shape", games=(ZPY, SS), default="lead", choices=("lead", "winning_play"),
           ruling="tractor.ruling.kitty_shape",
           zh="最后一圈是甩牌时按哪一手的牌型算底：默认按领出的甩牌，取其中倍数最大的部分；另一种读法按赢下这一圈的那手牌自己的牌型。",
           en="What prices the kitty when the last trick is a throw: by default the lead's shape "
              "(the throw, by its largest unit); the other reading takes the shape of the play "
              "that won the trick."),
    Option(name="zhaopengyou_kitty_tractor", games=(ZPY,), default="double",
           choices=("double", "times_units"), ruling="zhaopengyou.kitty.tractor",
           zh="拖拉机赢最后一圈时底牌的倍数：默认把组成它的牌型的倍数再翻一倍（连对 ×4，连三 ×8）；另一种读法用组成牌型的倍数乘以组数。",
           en="A tractor winning the last trick: by default its unit's multiplier doubled (pairs "
              "×4, triples ×8); the other reading multiplies its unit's multiplier by the number "
              "of units."),
    Option(name="zhaopengyou_kitty_throw", games=(ZPY,), default="largest_unit",
           choices=("largest_unit", "sum_units"), ruling="zhaopengyou.kitty.throw",
           zh="甩牌赢最后一圈时底牌的倍数：默认按其中倍数最大的部分；另一种读法把各部分的倍数相加。",
           en="A throw winning the last trick: by default it is priced by its best unit; the other "
              "reading adds up the units' multipliers."),
)

_EX = {"op": "score", "trump": {"rank": "2", "suit": "S"}, "points": 95, "kitty_points": 40}

_SHAPE_EX = {"op": "score", "trump": {"rank": "2", "suit": "S"}, "points": 95, "kitty_points": 40,
             "lead": "HA HA HQ HQ", "last_trick": {"winner": "attackers", "cards": "S5 S5 S6 S6"}}

KITTY_SHAPE = Rule(
    id="tractor.ruling.kitty_shape", games=(ZPY, SS), ruling=True,
    title_zh="甩牌扣底看哪一手的牌型", title_en="Which shape prices the kitty after a throw",
    question_zh="最后一圈是甩牌，被人用主牌毙了。毙牌自己可能凑成另一种牌型（两个不相连的对子被 ♠5♠5♠6♠6 "
    "毙下，毙牌看上去是拖拉机）。底牌的倍数按领出的甩牌算，还是按赢牌那一手自己的牌型算？",
    question_en="The last trick is a throw, trumped by someone whose play happens to form another "
    "shape (two separate pairs trumped by ♠5♠5♠6♠6, which looks like a tractor). Is the kitty "
    "priced by the thrown shape or by the winning play's own shape?",
    reading_zh="按领出的牌型算：甩牌按其中倍数最大的部分。两个对子的甩牌被连对毙下，按对子算；"
    "找朋友里 ♥A♥A♥K 被 ♠5♠5♠5 毙下，也按对子算。不是甩牌时两种读法相同。",
    reading_en="By the lead's shape: a throw counts as its best unit. Two pairs trumped by a "
    "tractor count as a pair; in Finding Friends ♥A♥A♥K trumped by ♠5♠5♠5 counts as the pair. "
    "When the lead is no throw, both readings agree.",
    why_zh="双升原文说甩牌扣底“按照甩牌中最大的牌型计算”，说的是甩出的那手牌；一般升级规则也按这一圈的"
    "牌型算底。毙牌只是在跟这手甩牌，它碰巧凑成的牌型不该让倍数翻上去。",
    why_en="The Double Tractor source prices a throw in the last trick \"by the largest shape in the "
    "throw\", that is, the thrown cards; common shengji rules also price the kitty by the trick's "
    "shape. The trump only follows the throw: a shape it happens to form should not raise the factor.",
    option="kitty_shape",
    examples=(_SHAPE_EX, dict(_SHAPE_EX, options={"kitty_shape": "winning_play"})))

RULES = (
    KITTY_SHAPE,
    Rule(id="zhaopengyou.kitty.single", games=(ZPY,), title_zh="单张抠底", title_en="Last trick won by a single",
         text_zh="抓分方用单张赢下最后一圈，底牌分照原数计入（×1）。",
         text_en="If the attackers win the last trick with a single, the kitty's points count once (×1)."),
    Rule(id="zhaopengyou.kitty.pair", games=(ZPY,), title_zh="对子抠底", title_en="Last trick won by a pair",
         text_zh="抓分方用对子赢下最后一圈，底牌分翻倍（×2），例如底牌 40 分得 80 分。",
         text_en="If the attackers win the last trick with a pair, the kitty's points are "
         "doubled (×2): a 40-point kitty is worth 80.",
         examples=(dict(_EX, last_trick={"winner": "attackers", "cards": "HA HA"}, solo=False),)),
    Rule(id="zhaopengyou.kitty.triple", games=(ZPY,), title_zh="三张抠底", title_en="Last trick won by a triple",
         text_zh="抓分方用三张赢下最后一圈，底牌分 ×4。",
         text_en="If the attackers win the last trick with a triple, the kitty's points count ×4."),
    Rule(id="zhaopengyou.kitty.tractor", games=(ZPY,), ruling=True,
         title_zh="拖拉机抠底", title_en="Last trick won by a tractor",
         question_zh="原文只说拖拉机“对应牌型翻倍”。是组成它的牌型（对子或三张）的倍数再翻一倍，还是按组数翻？",
         question_en="The source only says a tractor \"doubles the matching shape\". Is that its "
         "unit's multiplier (pair or triple) doubled once, or scaled by how many units it has?",
         reading_zh="组成牌型的倍数再翻一倍：连对 ×4，连三 ×8，与长短无关。",
         reading_en="The unit's multiplier doubled once: a tractor of pairs ×4, of triples ×8, "
         "whatever its length.",
         why_zh="“对应牌型”指拖拉机由之组成的对子或三张，“翻倍”即乘 2；原文没有提到按长度再加。",
         why_en="\"The matching shape\" is the pair or triple the tractor is built from and "
         "\"doubled\" means ×2; nothing in the source scales it by length.",
         option="zhaopengyou_kitty_tractor",
         examples=(dict(_EX, last_trick={"winner": "attackers", "cards": "H9 H9 H10 H10"}, solo=False),)),
    Rule(id="zhaopengyou.kitty.throw", games=(ZPY,), ruling=True,
         title_zh="甩牌抠底", title_en="Last trick won by a throw",
         question_zh="最后一圈若由抓分方甩牌赢下，原文没有给倍数。怎么算？",
         question_en="The source gives no multiplier for a last trick won by a throw. What applies?",
         reading_zh="按甩牌中倍数最大的一部分算，不把各部分相加。",
         reading_en="The throw is priced by its best unit; the units are not added up.",
         why_zh="与双升原文对甩牌扣底的写法一致，也避免一次甩牌叠出过高的倍数。",
         why_en="It matches how the Double Tractor source prices a throw, and keeps one throw "
         "from stacking multipliers.",
         option="zhaopengyou_kitty_throw",
         examples=(dict(_EX, last_trick={"winner": "attackers", "cards": "HA HA HK"}, solo=False),)),
    Rule(id="zhaopengyou.kitty.none", games=(ZPY,), title_zh="庄家方赢最后一圈", title_en="Banker's side wins the last trick",
         text_zh="最后一圈由庄家方赢下时，底牌分不计入抓分方。",
         text_en="When the banker's side wins the last trick, the kitty adds nothing to the attackers."),
    Rule(id="shuangsheng.kitty.single", games=(SS,), title_zh="单张扣底", title_en="Kitty taken by a single",
         text_zh="捡分方用单张赢下最后一轮，底牌分 ×2。",
         text_en="If the attackers win the last round with a single, the kitty's points count ×2."),
    Rule(id="shuangsheng.kitty.pair", games=(SS,), title_zh="对子扣底", title_en="Kitty taken by a pair",
         text_zh="捡分方用对子赢下最后一轮，底牌分 ×4。",
         text_en="If the attackers win the last round with a pair, the kitty's points count ×4."),
    Rule(id="shuangsheng.kitty.tractor", games=(SS,), title_zh="连对扣底", title_en="Kitty taken by a tractor",
         text_zh="用连对赢下最后一轮，底牌分 ×4 再乘以对数：三连对 ×12。",
         text_en="With a tractor, the kitty's points count ×4 times its number of pairs: "
         "three pairs make ×12."),
    Rule(id="shuangsheng.kitty.throw", games=(SS,), title_zh="甩牌扣底", title_en="Kitty taken by a throw",
         text_zh="用甩牌赢下最后一轮，只按其中最大的牌型算：有两个对子只算一对，有两个连对只算对数多的那个，不累加。",
         text_en="With a throw, only its largest unit counts: two pairs count as one pair, "
         "two tractors as the longer one; nothing is added up."),
    Rule(id="shuangsheng.kitty.none", games=(SS,), title_zh="主打方赢最后一轮", title_en="Defenders win the last round",
         text_zh="最后一轮由主打方赢下时，底牌分不计入捡分方。",
         text_en="When the defenders win the last round, the kitty adds nothing to the attackers."),
)
