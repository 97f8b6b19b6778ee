"""Rules and rulings about winning tricks, points and throws, in the project's own words."""

from __future__ import annotations

from ..rulebook import Rule
from .rules_shapes import SS, TRACTOR_GAMES, ZPY, _per_game

T = {"rank": "2", "suit": "C"}

TRICK = (
    _per_game("trick.winner", "谁赢这一轮", "Who wins the trick",
              "没人毙牌时，领出那一门里与领出牌型完全相同、且更大的牌赢；牌型不同或别的花色都不算。",
              "With no trumping, the highest play of the led suit in exactly the lead's shape "
              "wins; other shapes and other suits never do.")
    + _per_game("trick.trump", "毙牌（杀）", "Trumping",
                "领出副牌，手里没有这一门的人可以全用主牌出，牌型必须和领出的完全一样（甩牌则每个单元"
                "都要对上）。这样的主牌大过任何副牌；几家都毙时，主牌大的赢。",
                "Against a plain lead, a player void in the suit may play all trumps; the play "
                "must have exactly the lead's shape (for a throw, every unit). Such a play beats "
                "any plain play; between several, the higher trump play wins.")
    + _per_game("trick.trump_shape", "牌型不对，毙不了", "No trumping in the wrong shape",
                "主牌的牌型和领出的不一样就毙不了：三张单牌毙不了三张，两张单主毙不了对子，拖拉机"
                "要用同样对数的主拖拉机才能毙。",
                "A trump play in another shape beats nothing: three single trumps never beat a "
                "triple, two single trumps never beat a pair, and a tractor falls only to a "
                "trump tractor of as many pairs.")
    + _per_game("trick.equal_earlier", "一样大先出为大", "Equal cards: the earlier play wins",
                "两手一样大的牌（同门同点，或同为其他花色级牌），先出的赢。",
                "Of two equal plays (same suit and rank, or off-suit rank cards), the one "
                "played first wins.")
    + _per_game("trick.points", "分牌", "Point cards",
                "每一门的 5 算 5 分，10 和 K 各算 10 分；一轮里的分归赢这一轮的人。",
                "Every suit's 5 scores 5, its 10 and K score 10 each; a trick's points go to "
                "its winner.")
    + _per_game("throw.single_unit", "单一牌型不是甩牌", "One unit is not a throw",
                "只含一个单元（单张、对子、三张或一条拖拉机）的领出不用检查，总能出。",
                "A lead of one unit (a single, pair, triple or one tractor) needs no check: it "
                "always stands.")
    + _per_game("throw.ask", "甩牌的检查", "Checking a throw",
                "甩牌后按出牌的反方向逐家询问。第一个能管上其中任一单元的人——同门、同牌型、更大"
                "（对子可以从三张里拆出，拖拉机也一样；拖拉机只怕同样长的更大拖拉机）——决定甩牌人把哪一种"
                "牌型里最小的那个单元留在桌上，其余收回手里。没人管得上，甩牌成功。",
                "After a throw the others are asked one at a time, against the direction of play. "
                "The first who can beat any unit — same suit, same shape, higher (a pair may come "
                "from a triple, in a tractor too; a tractor falls only to a higher one as long) — "
                "picks which "
                "shape's smallest unit the thrower must leave on the table; the rest returns to "
                "the hand. If nobody can, the throw stands.", games=(ZPY,))
    + _per_game("throw.highest", "甩牌要每个单元都最大", "Every unit must be the highest left",
                "甩牌的每个单元都必须是其他三家手里同门同牌型中最大的（一样大也算最大），才能甩成。",
                "A throw stands only if no other hand holds a higher unit of the same suit and "
                "shape for any of its units (an equal one does not count).", games=(SS,))
    + _per_game("throw.penalty", "甩牌失败", "A failed throw",
                "甩牌失败时，甩牌人只能出失败那种牌型里最小的单元，还要扣房间底金的一半。",
                "When a throw fails, the thrower must play only the smallest unit of the failing "
                "shape, and pays half of the room's base stake.", games=(SS,))
)

EX2_PRINTED = {"op": "throw", "trump": T, "leader": 0, "cards": "D10 D10 D7 DQ DK",
               "hands": {"4": "DQ D8 D8 C3"}}
EX2_FIXED = {"op": "throw", "trump": T, "leader": 0, "cards": "D10 D10 D7 DQ DK",
             "hands": {"4": "DQ DJ DJ C3"}}

RULINGS = (
    Rule(id="zhaopengyou.ruling.point_cards", games=(ZPY,), ruling=True,
         title_zh="分牌是每一门的 5、10、K", title_en="Point cards are every suit's 5, 10 and K",
         question_zh="原文分值表只写了黑桃 5、10、K，但总分写的是 300。",
         question_en="The source's table lists only the spade 5, 10 and K, yet gives 300 as the "
                     "total.",
         reading_zh="每一门的 5、10、K 都是分牌（默认）；另一种读法（房规）按字面只算黑桃，牌上只剩 75 分，"
                    "升级表的分数线随之缩为四分之一（裁定「只算黑桃时的升级表」）。",
         reading_en="Every suit's 5, 10 and K score (default); the other reading (a house rule) takes the table "
                    "literally and counts spades only: 75 points on the cards, and every threshold of the level "
                    "tables shrinks to a quarter (the ruling “The level tables when only spades score”).",
         why_zh="三副牌只算黑桃是 3×25=75 分；四门都算才是 3×100=300 分，与原文的总分和升级表相符。",
         why_en="Spades alone give 3×25 = 75 points; all four suits give 3×100 = 300, the "
                "source's total, which its level tables are built on.",
         option="point_suits",
         examples=({"op": "trick", "trump": T, "leader": 0,
                    "plays": ["H5", "H10", "HK", "H3", "H4"]},)),
    Rule(id="zhaopengyou.ruling.throw_example2", games=(ZPY,), ruling=True,
         title_zh="甩牌示例 2 自相矛盾", title_en="Throw example 2 contradicts itself",
         question_zh="原文示例 2：甩 ♦对10+♦7+♦Q+♦K，逆时针数的下一家有 ♦Q 和 ♦对8（本站按出牌顺序数座位，"
                     "那是甩牌人的上家，座位 5），说「对8能管上对10」。可按原文自己的大小，对 8 小于对 10。",
         question_en="The source's example 2: ♦10-pair + ♦7 + ♦Q + ♦K thrown, whoever comes next "
                     "counterclockwise (in this site's seat order, the player before the thrower, seat 5) "
                     "holds ♦Q and a ♦8-pair and 'the 8-pair beats the 10-pair'. By the source's "
                     "own order an 8-pair is lower than a 10-pair.",
         reading_zh="按大小规则判：原样的示例里上家（座位 5）只能管上单 7，只能让甩牌人留下单 7。本站给出改正的"
                    "示例：上家持 ♦Q 和 ♦对J，就能选留对 10 或留单 7。",
         reading_en="Apply the order: as printed, the player before the thrower (seat 5) beats only the single 7 "
                    "and can only make the thrower leave it. The corrected example gives that player "
                    "♦Q and a ♦J-pair: then the choice is the 10-pair or the single 7.",
         why_zh="示例要说明的是「管上者可以选」，这需要他真能管上两种牌型；改用对 J 就保住了这个意思。",
         why_en="The example is there to show the blocker's choice, which needs two shapes he "
                "really beats; a J-pair keeps that meaning.",
         examples=(EX2_PRINTED, EX2_FIXED)),
    Rule(id="zhaopengyou.ruling.throw_choice", games=(ZPY,), ruling=True,
         title_zh="管上者能选哪些牌型", title_en="What the blocker may choose",
         question_zh="能管上甩牌的人「可以选择让甩牌者留哪种牌型的最小」：他没管上的牌型也能选吗？"
                     "留下的是他管上的那个单元，还是那种牌型里最小的？",
         question_en="The blocker 'chooses which shape's smallest' stays: may he name a shape he "
                     "does not beat? Is it the unit he beat or the smallest of that shape?",
         reading_zh="只能选他管得上的牌型（默认；按另一种读法，即房规，甩牌里的任何牌型都可选）；"
                    "留下的是甩牌里这种牌型最小的单元。",
         reading_en="Only shapes he beats (default; the other reading, a house rule, lets him name any shape of the "
                    "throw); what stays is the throw's smallest unit of that shape.",
         why_zh="原文两个示例都只列出被管上的牌型，而且写明留「最小」的。",
         why_en="Both source examples offer only the shapes that were beaten, and say the "
                "smallest one stays.",
         option="throw_choice",
         examples=({"op": "throw", "trump": T, "leader": 0, "cards": "S7 S7 SK SQ",
                    "hands": {"4": "S8 S8 S3", "3": "SA"}},
                   {"op": "throw", "trump": T, "leader": 0, "cards": "S7 S7 SK SQ",
                    "hands": {"4": "S8 S8 S3", "3": "SA"}, "options": {"throw_choice": "any"}})),
    Rule(id="shuangsheng.ruling.throw_forced", games=(SS,), ruling=True,
         title_zh="几种牌型都失败时强制出哪种", title_en="Which shape is forced when several fail",
         question_zh="原文说甩牌失败要出「导致失败牌型中的最小牌」，但对子和单张都被管上时是哪一种？",
         question_en="The source forces the smallest of 'the shape that failed'; which one when "
                     "both a pair and a single are beaten?",
         reading_zh="张数最多的失败牌型（拖拉机先于对子，对子先于单张），出其中最小的单元（默认）；"
                    "另一种读法（房规）改为张数最少的。",
         reading_en="The failing shape with the most cards (tractor before pair before single), "
                    "its smallest unit (default); the other reading (a house rule) picks the one with the "
                    "fewest.",
         why_zh="原文扣底时甩牌按「最大的牌型」计算，本站在这里也以最大牌型为准。",
         why_en="The source judges a throw by its largest shape when the last trick takes the "
                "kitty; the project uses the same yardstick here.",
         option="throw_forced",
         examples=({"op": "throw", "trump": T, "leader": 0, "cards": "H9 H9 H3 HK",
                    "hands": {"1": "H10 H10 HA"}},)),
    Rule(id="tractor.ruling.overtrump", games=TRACTOR_GAMES, ruling=True,
         title_zh="两家都毙甩牌时谁大", title_en="Two trump plays against a throw",
         question_zh="两家都用主牌按甩牌的单元毙了，怎么比大小？原文没说。",
         question_en="Two players trump a throw with the same units. Which wins? The sources "
                     "are silent.",
         reading_zh="比各自最大的单元（按甩牌拆开的第一个单元，如拖拉机、三张、对子）谁高；一样高先出的赢"
                    "（默认）。另一种读法（房规）改为比最大的一张牌。",
         reading_en="Compare their largest unit (the first unit of the throw's split: a tractor, "
                    "a triple, a pair); the higher wins, equal goes to the earlier play (default). "
                    "The other reading (a house rule) compares their highest cards instead.",
         why_zh="原文甩牌的大小和扣底都按「最大的牌型」论；这也是常见牌桌的做法。",
         why_en="The sources measure a throw by its largest shape (as for the kitty), and it is "
                "what tables commonly do.",
         option="overtrump",
         examples=({"op": "trick", "trump": T, "leader": 0,
                    "plays": ["HA HA HK", "C3 C3 C4", "C9 C9 C5", "H6 H7 H8"]},
                   # the readings part: ♣9♣9 is the bigger pair, ♣A the highest card
                   {"op": "trick", "trump": T, "leader": 0,
                    "plays": ["HA HA HK", "C3 C3 CA", "C9 C9 C5", "H6 H7 H8"]})),
)

RULES = TRICK + RULINGS
