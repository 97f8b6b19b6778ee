"""双升's 扣底 as its rulebook states it: the kitty's multiplier for each shape that wins the
last round. The pricing itself is the family's (:mod:`engine.tractor.kitty`)."""

from __future__ import annotations

from ...rulebook import Rule, stated
from .game import GAME

SS = GAME.id

OPTIONS: tuple = ()

RULES = stated((
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
))
