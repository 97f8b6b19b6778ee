"""明暗斗地主: the rules of the cards (shapes, order, beating) as records, and the options.

The rules around the cards (calls, the hidden partner, 番, settling) are in
:mod:`.rulings`; ``RULES`` here joins both.
"""

from __future__ import annotations

from ...rulebook import Option, Rule
from ..words import kind_title
from .rulings import DEAL_RULES

G = ("mingan",)

OPTIONS = (
    Option(name="fan", games=G, default="power", choices=("power", "linear"), ruling="mingan.fan.reading",
           zh="“翻 N 番”怎么算：乘 2 的 N 次方（默认）；或叫地主类仍各 ×2，炸弹的番数相加，最后乘 (1 + 总番数)。",
           en="How N doublings count: ×2^N (the default); or the calls still double each, "
              "bombs' doublings add up and the stake is multiplied once by (1 + their total)."),
    Option(name="loser_pays", games=G, default="each", choices=("each", "landlord"),
           ruling="mingan.settle.losers",
           zh="农民赢时谁付：输方每人付最终分数（默认），或只有地主付一份。",
           en="Who pays when the farmers win: every loser pays the final score (the default), "
              "or only the landlord pays it, once."),
    Option(name="joker_kickers", games=G, default=True, choices=(True, False), ruling="mingan.kickers.jokers",
           zh="王能不能当三带一、三带对和飞机的带牌（默认能）。",
           en="Whether jokers may ride as kickers on triples and planes (default: yes)."),
    Option(name="plane_kickers", games=G, default="per_triple", choices=("per_triple", "two"),
           ruling="mingan.kickers.plane",
           zh="飞机带几张：每组三张带一张单牌或一对（默认），或不论几组都只带两张单牌或两对。",
           en="How many kickers a plane carries: one single or one pair per triple (the default), "
              "or two singles or two pairs, however long the plane."),
)

# kind: the source's own word for it (shown after the kind's one name when it differs), the rule
# in both languages, an example
_SHAPES = (
    ("single", "单张", "任意一张牌。", "Any one card.", "S9"),
    ("pair", "对子", "两张相同的牌，包括两张小王或两张大王。",
     "Two cards of one rank, including two small or two big jokers.", "S9 H9"),
    ("pair_chain", "连对",
     "三对或更多点数相连的对子，在 3 到 A 之间，如 334455、7788991010JJ。",
     "Three or more pairs of consecutive ranks within 3…A, e.g. 334455 or 7788991010JJ.",
     "S3 H3 S4 H4 S5 H5"),
    ("triple", "三张", "三张相同的牌，如 777。", "Three cards of one rank, e.g. 777.", "S7 H7 C7"),
    ("triple_single", "三带一", "三张带一张别的牌，如 777+5。",
     "A triple with one other card, e.g. 777+5.", "S7 H7 C7 D5"),
    ("triple_pair", "三带二", "三张带一对，如 777+55。",
     "A triple with a pair, e.g. 777+55.", "S7 H7 C7 D5 S5"),
    ("straight", "顺子",
     "五张或更多点数相连的单牌，在 3 到 A 之间：最小 34567，最大 10JQKA。",
     "Five or more singles of consecutive ranks within 3…A: lowest 34567, highest 10JQKA.",
     "S3 H4 C5 D6 S7"),
    ("plane", "飞机", "两组或更多点数相连的三张，如 555666。",
     "Two or more triples of consecutive ranks, e.g. 555666.", "S5 H5 C5 S6 H6 C6"),
    ("plane_single", "飞机带单",
     "飞机每组三张带一张单牌，如 555666+3+9（几组带几张见本站的裁定“飞机带几张”）。",
     "A plane carrying one single per triple, e.g. 555666+3+9 (how many: see the ruling "
     "“How many kickers a plane carries”).", "S5 H5 C5 S6 H6 C6 D3 S9"),
    ("plane_pair", "飞机带对",
     "飞机每组三张带一对，如 555666+33+99（几组带几对见本站的裁定“飞机带几张”）。",
     "A plane carrying one pair per triple, e.g. 555666+33+99 (how many: see the ruling "
     "“How many kickers a plane carries”).", "S5 H5 C5 S6 H6 C6 D3 S3 S9 H9"),
    ("bomb", "炸弹", "四到八张相同的牌，如 6666、99999、888888。张数多的大；张数相同比点数。",
     "Four to eight cards of one rank, e.g. 6666, 99999, 888888. More cards beat fewer; "
     "equal counts compare by rank.", "S6 H6 C6 D6"),
    ("rocket", "双王",
     "一张小王加一张大王：比所有四张的炸弹大，比所有五张的炸弹小。",
     "One small and one big joker: above every four-card bomb, below every five-card bomb.", "BJ RJ"),
    ("four_jokers", "四王", "两张小王加两张大王：比一切牌都大。",
     "Both small and both big jokers: above everything.", "BJ BJ RJ RJ"),
)

SHAPE_RULES = tuple(
    Rule(id=f"mingan.shapes.{k}", games=G, title_zh=kind_title(k, "zh", zh),
         title_en=kind_title(k, "en", "the two jokers" if k == "rocket" else ""), text_zh=tz, text_en=te,
         examples=({"op": "classify", "cards": ex},))
    for k, zh, tz, te, ex in _SHAPES)

CARD_RULES = (
    Rule(id="mingan.order", games=G, title_zh="大小顺序", title_en="Rank order",
         text_zh="从小到大：3、4、5、6、7、8、9、10、J、Q、K、A、2、小王、大王。花色不分大小。",
         text_en="Low to high: 3, 4, 5, 6, 7, 8, 9, 10, J, Q, K, A, 2, small joker, big joker. "
                 "Suits have no order.",
         examples=({"op": "beats", "previous": "SA", "play": "H2"},)),
    Rule(id="mingan.shapes.invalid", games=G, title_zh="不成牌型", title_en="Not a valid play",
         text_zh="不属于任何牌型的牌不能一起出，例如 3344（连对至少三对）或 JQKA2（2 不能入顺）。",
         text_en="Cards that form no shape cannot be played together, e.g. 3344 (a chain needs three "
                 "pairs) or JQKA2 (2 never chains).",
         examples=({"op": "classify", "cards": "SJ SQ SK SA S2"},)),
    Rule(id="mingan.beats", games=G, title_zh="压牌", title_en="Beating a play",
         text_zh="除炸弹外，只能用同一牌型、同样张数（同样组数、同样带法）的更大的牌去压。"
                 "连牌、飞机比最高的一组，三带一、三带对比三张本身，带的牌不管大小。",
         text_en="Except with a bomb, you beat a play only with the same shape and size (same number "
                 "of sets, same kind of kickers), higher. Chains and planes compare by their top set, "
                 "triples with kickers by the triple; kickers never count.",
         examples=({"op": "beats", "previous": "S7 H7 C7 D5", "play": "S8 H8 C8 D3"},)),
    Rule(id="mingan.beats.bomb", games=G, title_zh="炸弹的大小", title_en="The bomb ladder",
         text_zh="炸弹压一切非炸弹。炸弹之间：4 张 < 王炸 < 5 张 < 6 张 < 7 张 < 8 张 < 四王；同样张数比点数。",
         text_en="A bomb beats every non-bomb. Among bombs: 4 cards < the rocket (the two jokers) < 5 cards < 6 < 7 "
                 "< 8 < four jokers; bombs of equal size compare by rank.",
         examples=({"op": "beats", "previous": "S2 H2 C2 D2", "play": "BJ RJ"},
                   {"op": "beats", "previous": "BJ RJ", "play": "S3 H3 C3 D3 S3"})),
    Rule(id="mingan.kickers.rank", games=G, ruling=True, title_zh="带牌的点数",
         title_en="What a kicker may be",
         question_zh="原文没说带牌能不能和三张同点数（777+7），也没说飞机带的两张单牌能不能是一对（555666+3+3）。",
         question_en="The source does not say whether a kicker may share the triple's rank (777+7), "
                     "nor whether a plane's two single kickers may be a pair (555666+3+3).",
         reading_zh="带牌不能与所带的三张同点数（777+7 是炸弹，不是三带一）；飞机带的单牌之间可以同点数。",
         reading_en="A kicker never shares the rank of a triple it rides on (777+7 is a bomb, not a "
                    "triple with a single); a plane's single kickers may share a rank with each other.",
         why_zh="同点数的四张本身就是炸弹，不应换个说法变成小牌型；带牌只求“任意”，不求互不相同。",
         why_en="Four of a rank is a bomb and should not be passed off as a smaller shape; the source "
                "asks the singles to be “any”, not to differ.",
         examples=({"op": "classify", "cards": "S7 H7 C7 D7"},
                   {"op": "classify", "cards": "S5 H5 C5 S6 H6 C6 D3 S3"})),
    Rule(id="mingan.kickers.plane", games=G, ruling=True, title_zh="飞机带几张牌",
         title_en="How many kickers a plane carries",
         question_zh="原文说飞机“可带两张任意单牌或两对对子”，举的例子都是两组三张的飞机。三组、四组的飞机"
                     "（如 555666777）带几张？",
         question_en="The source says a plane may carry “two singles of any rank or two pairs”, and each "
                     "example is a plane of two triples. How many does a plane of three or four triples "
                     "(555666777, say) carry?",
         reading_zh="默认每组三张带一份：一张单牌或一对。两组带两份（与原文一致），三组带三份，四组带四份。"
                    "一条房规按原文字面：不论几组，都只带两张单牌或两对。",
         reading_en="By default one kicker per triple, a single or a pair: two for two triples (as the "
                    "source says), three for three, four for four. A house rule reads the "
                    "words literally: any plane carries exactly two singles or two pairs.",
         why_zh="原文只举了两组的飞机，那里两种读法一样；三带一、三带二是一组三张带一份，连起来的三张照此"
                "类推最顺，也是斗地主常见的打法。字面读法也讲得通，所以留作选项。",
         why_en="The source only shows planes of two triples, where both readings agree. A triple carries "
                "one kicker (a single or a pair), so a chain of triples carrying one each follows from it, "
                "and it is how Dou Dizhu is commonly played; the literal reading is defensible too, so it "
                "is an option.",
         option="plane_kickers",
         examples=({"op": "classify", "cards": "S5 H5 C5 S6 H6 C6 S7 H7 C7 D3 S9 DJ"},
                   {"op": "classify", "cards": "S5 H5 C5 S6 H6 C6 S7 H7 C7 D3 S9",
                    "options": {"plane_kickers": "two"}})),
    Rule(id="mingan.kickers.jokers", games=G, ruling=True, title_zh="王能不能当带牌",
         title_en="Jokers as kickers",
         question_zh="三带一、飞机带的“任意单牌”能不能是王？两张小王能不能当带的一对？",
         question_en="May a joker be the “any single” of a triple or plane? May two small jokers be "
                     "the carried pair?",
         reading_zh="可以（默认）：王是普通单牌，两张同样的王是一对。选项可以禁止。小王加大王不是对子。",
         reading_en="Yes (default): a joker is an ordinary single and two equal jokers are a pair. The "
                    "option forbids it. A small plus a big joker is not a pair.",
         why_zh="原文说“任意单牌”，没有排除王；不少牌桌不许拆王，所以留作选项。",
         why_en="The source says “any single” and excludes nothing; many tables refuse to waste jokers, "
                "so it is an option.",
         option="joker_kickers",
         examples=({"op": "classify", "cards": "S7 H7 C7 RJ"},
                   {"op": "classify", "cards": "S7 H7 C7 RJ", "options": {"joker_kickers": False}})),
    Rule(id="mingan.chain.range", games=G, ruling=True, title_zh="飞机能不能带 2",
         title_en="May a plane include 2s?",
         question_zh="原文给连对和顺子定了 3 到 A 的范围，飞机只说“连续三张”。222AAA 算飞机吗？",
         question_en="The source bounds chains of pairs and straights to 3…A, but a plane only as "
                     "“consecutive triples”. Is 222AAA a plane?",
         reading_zh="不算：所有连着的牌型（连对、顺子、飞机）都只在 3 到 A 之间，2 和王都不能连。",
         reading_en="No: every chained shape (pairs, straights, planes) runs within 3…A; neither 2 nor "
                    "the jokers chain.",
         why_zh="2 在 A 之上却不和 3 相连；对连对和顺子的限制没有理由对飞机不同。",
         why_en="2 ranks above A without joining 3; nothing suggests planes differ from the other chains.",
         examples=({"op": "classify", "cards": "SA HA CA S2 H2 C2"},)),
    Rule(id="mingan.jokers.shapes", games=G, ruling=True, title_zh="三张王算什么",
         title_en="What three jokers are",
         question_zh="原文只定义了双王（小王+大王）和四王。小王小王大王或小王大王大王算什么？",
         question_en="The source defines only the rocket (one joker of each colour) and the four jokers. What are two small jokers "
                     "with a big one, or one small joker with two big ones?",
         reading_zh="不成牌型，不能一起出。", reading_en="Not a shape: they cannot be played together.",
         why_zh="原文列出的王的组合只有这两种，不该凭空多出一种炸弹。",
         why_en="The source lists exactly these two joker combinations; we do not invent a third bomb.",
         examples=({"op": "classify", "cards": "BJ BJ RJ"},)),
    Rule(id="mingan.reading.ambiguous", games=G, ruling=True, title_zh="一手牌有几种读法",
         title_en="A play that reads more than one way",
         question_zh="555666777888 既是四连飞机，也是 555666777 带 8、8、8。该按哪种比？",
         question_en="555666777888 is a four-triple plane, and also 555666777 carrying 8, 8, 8. Which "
                     "reading counts?",
         reading_zh="出牌的人选：跟牌时只要有一种读法能压过上家就行。被压的那一手默认按列在最前的读法"
                    "（不带牌的优先，其次组数多的、点数高的），出牌时也可以说明按哪种读法。",
         reading_en="The player's choice: a follow is good if any reading beats the play before. The play "
                    "to beat counts as its first reading (bare shapes first, then more sets, then higher "
                    "rank) unless the player names another.",
         why_zh="原文没有讨论；牌桌上出牌人会报牌型，按他最有利的读法最接近实际。",
         why_en="The source is silent; at the table the player announces the shape, so the reading "
                "that serves them is closest to practice.",
         examples=({"op": "classify", "cards": "S5 H5 C5 S6 H6 C6 S7 H7 C7 S8 H8 C8"},)),
)

RULES = SHAPE_RULES + CARD_RULES + DEAL_RULES
