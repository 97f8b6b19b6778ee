"""找朋友's 抠底 as its rulebook states it: the kitty's multiplier for each shape that wins the
last trick, and the two house rules on tractors and throws. The pricing itself is the
family's (:mod:`engine.tractor.kitty`)."""

from __future__ import annotations

from ...rulebook import Option, Rule, stated
from ..kitty import SCORE_EXAMPLE
from .game import GAME

ZPY = GAME.id

OPTIONS = (
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

RULES = stated((
    Rule(id="zhaopengyou.kitty.single", games=(ZPY,), title_zh="单张抠底", title_en="Last trick won by a single",
         text_zh="抓分方用单张赢下最后一圈，底牌分照原数计入（×1）。",
         text_en="If the attackers win the last trick with a single, the kitty's points count once (×1)."),
    Rule(id="zhaopengyou.kitty.pair", games=(ZPY,), title_zh="对子抠底", title_en="Last trick won by a pair",
         text_zh="抓分方用对子赢下最后一圈，底牌分翻倍（×2），例如底牌 40 分得 80 分。",
         text_en="If the attackers win the last trick with a pair, the kitty's points are "
         "doubled (×2): a 40-point kitty is worth 80.",
         examples=(dict(SCORE_EXAMPLE, last_trick={"winner": "attackers", "cards": "HA HA"}, solo=False),)),
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
         examples=(dict(SCORE_EXAMPLE, last_trick={"winner": "attackers", "cards": "H9 H9 H10 H10"}, solo=False),
                   # three pairs: the house rule's ×2×3 differs from the default's ×2×2
                   dict(SCORE_EXAMPLE, kitty_points=20, last_trick={"winner": "attackers",
                                                                     "cards": "H9 H9 H10 H10 HJ HJ"}, solo=False))),
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
         examples=(dict(SCORE_EXAMPLE, last_trick={"winner": "attackers", "cards": "HA HA HK"}, solo=False),)),
    Rule(id="zhaopengyou.kitty.none", games=(ZPY,), title_zh="庄家方赢最后一圈", title_en="Banker's side wins the last trick",
         text_zh="最后一圈由庄家方赢下时，底牌分不计入抓分方。",
         text_en="When the banker's side wins the last trick, the kitty adds nothing to the attackers."),
))
