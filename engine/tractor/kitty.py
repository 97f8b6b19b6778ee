"""抠底: what the kitty is worth to the attackers who win the last trick.

The multiplier is keyed by the shape of the last trick as the trick referee classifies
it (``classify`` → ``shape`` and ``units``): a single, a pair, a triple, a tractor
(拖拉机, its width and length read from its cards) or a throw (甩牌, priced by its best
unit, never summed — unless a house rule says so). Which play gives that shape — the
lead, or the play that won — is a ruling (:data:`KITTY_SHAPE`, :func:`priced_play`). Each game's
multipliers as its rulebook states them are in its package (``zhaopengyou/kitty.py``,
``shuangsheng/kitty.py``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..cards import Card
from ..rulebook import Option, Rule, stated
from .rules_shapes import TRACTOR_GAMES
from ..games import GAMES


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
    Option(name="kitty_shape", games=TRACTOR_GAMES, default="lead", choices=("lead", "winning_play"),
           ruling="tractor.ruling.kitty_shape",
           zh="最后一圈是甩牌时按哪一手的牌型算底：默认按领出的甩牌，取其中倍数最大的部分；另一种读法按赢下这一圈的那手牌自己的牌型。",
           en="What prices the kitty when the last trick is a throw: by default the lead's shape "
              "(the throw, by its largest unit); the other reading takes the shape of the play "
              "that won the trick."),
)

SCORE_EXAMPLE = {"op": "score", "trump": {"rank": "2", "suit": "S"}, "points": 95, "kitty_points": 40}

_SHAPE_EX = {"op": "score", "trump": {"rank": "2", "suit": "S"}, "points": 95, "kitty_points": 40,
             "lead": "HA HA HQ HQ", "last_trick": {"winner": "attackers", "cards": "S5 S5 S6 S6"}}

KITTY_SHAPE = Rule(
    id="tractor.ruling.kitty_shape", games=TRACTOR_GAMES, ruling=True,
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

RULES = stated((
    KITTY_SHAPE,
))
