"""挖坑: the rules and rulings as records (stated in the project's words), and the options."""

from __future__ import annotations

from ...rulebook import Option, Rule
from ..words import kind_title

G = ("wakeng",)

# ♥4 sits in the kitty; seat 0 opens with ♥5, seat 1 digs and takes ♥4 with the kitty.
_LEAD_EXAMPLE = {"op": "bid", "players": 3, "hands": {"0": "H5 S9", "1": "H6 C8", "2": "S3 D7"},
                 "kitty": "H4 S4 C4 D4", "bids": ["pass", 2, "pass"]}

OPTIONS = (
    Option(name="chain_min_sets", games=G, default=3, choices=(3, 2),
           ruling="wakeng.chain.min_sets",
           zh="连对、三连张、四连张至少几组（默认 3，与顺子至少 3 张一致）。",
           en="Fewest sets in a chain of pairs, triples or quads (default 3, like a straight's 3 cards)."),
    Option(name="lead", games=G, default="opener", choices=("opener", "holder"),
           ruling="wakeng.lead",
           zh="谁先出牌：开叫者（发牌后持最小红桃的人，默认），或收底之后持最小红桃的人。",
           en="Who leads: the opener (whoever held the lowest heart as dealt, the default), or "
              "whoever holds the lowest heart once the kitty is taken."),
    Option(name="must_beat", games=G, default=False, choices=(False, True),
           ruling="wakeng.pass.must_beat",
           zh="压得过时能不能不出：可以（默认），或必须压。",
           en="May a player who can beat the play pass? Yes (the default), or they must beat it."),
    Option(name="four_player_stake", games=G, default="source", choices=("source", "balanced"),
           ruling="wakeng.settle.four_players",
           zh="四人局结算：按原文（挖坑者 ±2×底分，联手者各 ∓底分，默认），"
              "或挖坑者 ±3×底分，使输赢相抵。",
           en="Four-player settlement: as written (digger ±2×stake, each partner ∓stake, the default), "
              "or digger ±3×stake so that the table sums to zero."),
)

# kind: the source's own word for it (shown after the kind's one name when it differs), the rule
# in both languages
_SHAPES = {
    "single": ("单张", "任意一张牌。", "Any one card."),
    "pair": ("对子", "两张同点数的牌，如 44。", "Two cards of one rank, e.g. 44."),
    "triple": ("三头", "三张同点数的牌，如 555。",
               "Three cards of one rank, e.g. 555."),
    "quad": ("四头",
             "四张同点数的牌，如 8888。它只是一种普通牌型，只有更大的四头压得住，不是炸弹。",
             "Four cards of one rank, e.g. 8888. An ordinary shape, beaten only by a higher "
             "four of a kind: it is not a bomb."),
    "straight": ("连牌",
                 "三张或更多点数相连的单牌，只能在 4 到 K 之间；3、2、A 不能入顺。如 456、678910JQK。",
                 "Three or more singles of consecutive ranks, only from 4 up to K: 3, 2 and A "
                 "never join one. E.g. 456, 678910JQK."),
    "pair_chain": ("对连张", "几组点数相连的对子，如 445566。",
                   "Pairs of consecutive ranks, e.g. 445566."),
    "triple_chain": ("三连张", "几组点数相连的三头，如 444555666。",
                     "Triples of consecutive ranks, e.g. 444555666."),
    "quad_chain": ("四连张", "几组点数相连的四头，如 444455556666。",
                   "Quads of consecutive ranks, e.g. 444455556666."),
}


def _shape_rules() -> tuple[Rule, ...]:
    out = [Rule(id=f"wakeng.shapes.{k}", games=G, title_zh=kind_title(k, "zh", zh),
                title_en=kind_title(k, "en"), text_zh=tz, text_en=te,
                examples=({"op": "classify", "cards": ex},))
           for (k, (zh, tz, te)), ex in zip(_SHAPES.items(), (
               "H9", "S4 H4", "S5 H5 C5", "S8 H8 C8 D8", "S6 H7 C8 D9 S10 HJ CQ DK",
               "S4 H4 S5 H5 S6 H6", "S4 H4 C4 S5 H5 C5 S6 H6 C6",
               "S4 H4 C4 D4 S5 H5 C5 D5 S6 H6 C6 D6"))]
    out.append(Rule(id="wakeng.shapes.invalid", games=G, title_zh="不成牌型", title_en="Not a valid play",
                    text_zh="不属于以上任何一种的牌不能一起打出，例如 K A 2（A、2 不能入顺）或 4455（默认连对至少三组）。",
                    text_en="Cards that form none of the shapes above cannot be played together, "
                            "e.g. K A 2 (A and 2 never chain) or 4455 (by default a chain needs three sets).",
                    examples=({"op": "classify", "cards": "SK HA C2"},)))
    return tuple(out)


RULES = (
    Rule(id="wakeng.deal", games=G, title_zh="用牌与发牌", title_en="Cards and the deal",
         text_zh="一副牌去掉两张王，共 52 张。三人各 16 张，四人各 12 张，都留 4 张底牌，归挖坑者。",
         text_en="One deck without jokers: 52 cards. Three players get 16 each, four players 12 each; "
                 "4 cards stay face down as the kitty, which goes to the digger."),
    Rule(id="wakeng.order", games=G, title_zh="大小顺序", title_en="Rank order",
         text_zh="3 最大，其次 2，再次 A，然后 K、Q、J、10 直到最小的 4。花色不分大小，也没有同花顺。",
         text_en="3 is the highest rank, then 2, then A, then K, Q, J, 10 … down to 4, the lowest. "
                 "Suits have no order and there are no straight flushes.",
         examples=({"op": "beats", "previous": "S2", "play": "H3"},)),
    *_shape_rules(),
    Rule(id="wakeng.beats", games=G, title_zh="大压小", title_en="Beating a play",
         text_zh="跟牌必须出同一种牌型、同样张数，并且更大：单压单、对压对、顺子压同样长的顺子（567 压 456）。"
                 "比的是牌型里的点数（连牌看最高的一组）。",
         text_en="To follow you play the same shape with the same number of cards, and higher: a single "
                 "on a single, a pair on a pair, a straight on a straight of the same length (567 beats 456). "
                 "Shapes compare by rank (a chain by its top set).",
         examples=({"op": "beats", "previous": "S4 H5 C6", "play": "D5 S6 H7"},)),
    Rule(id="wakeng.beats.no_bomb", games=G, title_zh="没有炸弹", title_en="No bombs",
         text_zh="挖坑没有炸弹：四头不能压单张、对子或别的牌型，只能压更小的四头。",
         text_en="Wa Keng has no bombs: a four of a kind cannot beat a single, a pair or any "
                 "other shape, only a lower four of a kind.",
         examples=({"op": "beats", "previous": "S9", "play": "S8 H8 C8 D8"},)),
    Rule(id="wakeng.pass", games=G, title_zh="空过", title_en="Passing",
         text_zh="压不过（或不想压）就空过。其余玩家都空过后，最后出牌的人收这一轮，重新领出任意牌型。领牌者不能空过。",
         text_en="If you cannot (or will not) beat the play, you pass. When everyone else has passed, "
                 "the last player to play wins the round and leads any shape. The leader cannot pass."),
    Rule(id="wakeng.pass.must_beat", games=G, ruling=True, title_zh="压得过能不能空过",
         title_en="May you pass when you could beat the play?",
         question_zh="原文说“无大牌压过上家，则空过”，像是只有压不过才空过；可跟牌超时又“视为空过”，不管压不压得过。",
         question_en="The source says you pass “when you have nothing higher”, as if passing were only "
                     "for those who cannot beat; yet a timed-out follower simply passes, able or not.",
         reading_zh="默认可以主动空过；一条房规可改为压得过就必须压（引擎检查记录里的每一次空过）。",
         reading_en="By default anyone may pass; a house rule makes beating compulsory when "
                    "possible (the engine then checks every pass in a record).",
         why_zh="超时可以空过，说明空过不以压不过为前提；“无大牌…则空过”更像是在描述压不过时该怎么做。",
         why_en="Since a timeout may pass, passing cannot require having no answer; “nothing higher, "
                "then pass” reads as what to do when you cannot beat, not a ban.",
         option="must_beat",
         examples=({"op": "answers", "hand": "S3 H4 DK", "previous": "S5"},
                   # the start of a deal (the sample wakeng-3p): seat 1 passes on ♠8♥8♣8 holding three
                   # 10s; it may by default, under the house rule it must beat
                   {"op": "replay", "deal": {
                       "players": 3, "hands": {"0": "H7 S6 H6 H4 CA C7 DJ SQ S10 S5 C10 H2 HK H10 D7 HJ",
                                               "1": "S9 D8 C3 S3 D5 H5 S2 C2 C9 CQ DK HQ H9 H3 D4 HA",
                                               "2": "S4 S7 SJ H8 D10 S8 D6 D2 D3 C6 D9 SK SA CK C8 DA"},
                       "kitty": "C5 DQ CJ C4", "bids": [2, 3],
                       "plays": [{"seat": 0, "cards": "CA"}, {"seat": 1, "cards": "S2"}, {"seat": 2, "cards": "D3"},
                                 {"seat": 0, "pass": True}, {"seat": 1, "pass": True},
                                 {"seat": 2, "cards": "S8 H8 C8"}, {"seat": 0, "pass": True}]}})),
    Rule(id="wakeng.bid", games=G, title_zh="叫分", title_en="Bidding",
         text_zh="持红桃 4 的人先亮出红桃 4 并先叫；红桃 4 在底牌里时由持红桃 5 的人先叫，依此类推。"
                 "之后按出牌方向轮流，每人可叫 1、2、3 分或不叫。叫分最高者挖坑：3 分叫头挖，2 分二挖，1 分一挖。",
         text_en="The holder of ♥4 shows it and speaks first; if ♥4 is in the kitty, the holder of ♥5 "
                 "does, and so on. Then each player in the direction of play bids 1, 2 or 3, or passes. "
                 "The highest bidder digs (a bid of 3 is the first dig).",
         examples=({"op": "bid", "players": 3, "opener": 1, "bids": [1, "pass"], "proposed": 2},)),
    Rule(id="wakeng.bid.raise", games=G, ruling=True, title_zh="叫分要加码，每人一次",
         title_en="Each bid must top the last; one turn each",
         question_zh="原文只说“叫最高分者”挖坑，没说能不能叫得和前面一样、能叫几轮、叫到 3 分是否结束。",
         question_en="The source only says the highest bidder digs: not whether a bid may equal an "
                     "earlier one, how many turns there are, or whether a 3 ends the bidding.",
         reading_zh="每人按顺序只说一次；叫分必须高于当前最高分；有人叫 3 分立即结束；一圈后最高者挖坑。",
         reading_en="Each player speaks once, in order; a bid must be higher than the best so far; a bid "
                    "of 3 ends the bidding at once; after one round the highest bidder digs.",
         why_zh="“最高分”只有在叫分严格递增时才唯一；3 分已是最高，再问下去没有意义。",
         why_en="“The highest bid” is only unique if bids strictly rise; 3 is the top, so asking "
                "further changes nothing.",
         examples=({"op": "bid", "players": 3, "opener": 0, "bids": [2], "proposed": 2},)),
    Rule(id="wakeng.bid.all_pass", games=G, title_zh="都不叫", title_en="Everyone passes",
         text_zh="所有人都不叫时，先叫的人（持红桃 4，或红桃 5……的人）挖 1 分的坑。",
         text_en="If everyone passes, the first to speak (the ♥4 holder, or ♥5 …) digs for 1.",
         examples=({"op": "bid", "players": 3, "opener": 2, "bids": ["pass", "pass", "pass"]},)),
    Rule(id="wakeng.lead", games=G, ruling=True, title_zh="谁先出牌", title_en="Who leads",
         text_zh="先出牌的是持红桃 4 的人（没有则红桃 5，依此类推）。",
         text_en="The holder of ♥4 leads (failing that ♥5, and so on).",
         question_zh="底牌归挖坑者后，红桃 4 可能从底牌到了挖坑者手里。这时由谁先出？",
         question_en="Once the digger takes the kitty, ♥4 may have come from the kitty into the "
                     "digger's hand. Who leads then?",
         reading_zh="由开叫者先出：即发牌后（收底之前）手中红桃最小的人，也就是先叫分的人。",
         reading_en="The opener leads: whoever held the lowest heart as dealt (before the kitty), "
                    "the same player who spoke first in the bidding.",
         why_zh="原文说“各家手中均无红心4”时才轮到红心 5，这只在红桃 4 还在底牌里时才会发生，"
                "可见它看的是发到手里的牌。",
         why_en="The source passes to ♥5 only when no hand holds ♥4, which can only happen while ♥4 "
                "is still in the kitty: so it looks at the hands as dealt.",
         option="lead",
         examples=(_LEAD_EXAMPLE, {**_LEAD_EXAMPLE, "options": {"lead": "holder"}})),
    Rule(id="wakeng.timeout", games=G, title_zh="超时托管", title_en="Timeouts",
         text_zh="出牌限时：第一手 30 秒，之后每手 15 秒。叫分超时算不叫；领牌超时由系统替你出手里最小的一张牌；跟牌超时算空过。",
         text_en="Time to play: 30 seconds for the first play, 15 for each after. Timing out while "
                 "bidding is a pass; timing out while leading plays your smallest card for you; timing "
                 "out while following is a pass.",
         examples=({"op": "timeout", "phase": "play", "hand": "S3 H4 DK C2"},)),
    Rule(id="wakeng.timeout.smallest", games=G, ruling=True, title_zh="“最小的牌”是哪张",
         title_en="Which card is “the smallest”",
         question_zh="领牌超时出“最小牌”：是一张单牌还是最小的牌型？同点数不同花色出哪张？",
         question_en="A timed-out lead plays “the smallest card”: one single card or the lowest shape? "
                     "Which suit, when several cards share the lowest rank?",
         reading_zh="出一张单牌：按挖坑的大小顺序最小的点数（4 最小，3 最大）。花色不分大小，"
                    "引擎按 ♠♥♣♦ 的顺序取第一张，这对结果没有影响。",
         reading_en="One single card of the lowest rank in Wa Keng's order (4 lowest, 3 highest). Suits "
                    "have no order; the engine takes the first in ♠♥♣♦ order, which changes nothing.",
         why_zh="原文写的是“最小的牌”，单数，单张总是可以领出的。",
         why_en="The source says “the smallest card”, one card, and a single can always be led.",
         examples=({"op": "timeout", "phase": "play", "hand": "S3 H2 DA C4 S4"},)),
    Rule(id="wakeng.win", games=G, title_zh="胜负", title_en="Winning",
         text_zh="谁先出完牌，谁那一方就赢，这一局立即结束：挖坑者先出完，联手的人都输；任何一个联手者先出完，联手的人都赢。",
         text_en="The side of the first player to run out of cards wins and the deal ends there: if the "
                 "digger goes out first the partners all lose; if any partner does, they all win."),
    Rule(id="wakeng.settle", games=G, title_zh="计分", title_en="Scoring",
         text_zh="底分就是叫的分。挖坑者赢得 2×底分，联手者每人输底分；挖坑者输则扣 2×底分，联手者每人得底分。"
                 "例：底分 3，挖坑者赢 +6，联手者各 −3。",
         text_en="The stake is the winning bid. A winning digger gains 2×stake and each partner loses the "
                 "stake; a losing digger loses 2×stake and each partner gains it. E.g. stake 3: digger "
                 "+6, partners −3 each.",
         examples=({"op": "settle", "players": 3, "digger": 0, "bid": 3, "first_out": 0},)),
    Rule(id="wakeng.settle.four_players", games=G, ruling=True, title_zh="四人局的结算",
         title_en="Settling a four-player deal",
         question_zh="原文的分数（挖坑者 ±2×底分，联手者各 ∓底分）在三人局正好相抵；四人局有三个联手者，照写就不相抵。",
         question_en="The source's amounts (digger ±2×stake, each partner ∓stake) sum to zero with "
                     "three players; with four there are three partners, and as written they do not.",
         reading_zh="默认照原文：四人局也是挖坑者 ±2×底分、联手者各 ∓底分（积分不一定相抵）。"
                    "一条房规可改为挖坑者 ±3×底分，使输赢相抵。",
         reading_en="By default as written: the digger ±2×stake and each partner ∓stake even with four "
                    "(the points need not balance). A house rule makes it ±3×stake for the digger, so "
                    "the table sums to zero.",
         why_zh="积分是等级分而不是筹码，原文公式没有限定人数；想要输赢相抵的牌桌可以打开选项。",
         why_en="These are ranking points, not chips, and the formula names no player count; tables "
                "that want a zero sum can switch the option.",
         option="four_player_stake",
         examples=({"op": "settle", "players": 4, "digger": 1, "bid": 2, "first_out": 1},
                   {"op": "settle", "players": 4, "digger": 1, "bid": 2, "first_out": 1,
                    "options": {"four_player_stake": "balanced"}})),
    Rule(id="wakeng.levels", games=G, title_zh="等级称号", title_en="Level titles",
         text_zh="累计积分决定称号，从幼小班（0 分）到院士（26450 分）。门槛正好是 50×n²：0、50、200、450、800……",
         text_en="Accumulated points give a title, from Nursery (junior) at 0 to Academician at 26450. The thresholds are "
                 "exactly 50×n²: 0, 50, 200, 450, 800, …",
         examples=({"op": "level", "points": 5000},)),
    Rule(id="wakeng.levels.nobel", games=G, ruling=True, title_zh="诺贝尔的门槛",
         title_en="The threshold of Nobel laureate",
         question_zh="原文的等级表里“诺贝尔”一栏没有分数。",
         question_en="The source's table leaves the score for the top title, Nobel laureate, blank.",
         reading_zh="28800 分：前 23 个门槛都是 50×n²（n = 0…22），第 24 级取 50×24²。",
         reading_en="28800 points: the 23 other thresholds are all 50×n² (n = 0…22), so the 24th is 50×24².",
         why_zh="表中每一个数都符合这个规律，沿用它最不出人意料。",
         why_en="Every number in the table fits the pattern, so continuing it surprises nobody.",
         examples=({"op": "level", "points": 28800},)),
    Rule(id="wakeng.levels.below_zero", games=G, ruling=True, title_zh="负分的称号",
         title_en="Titles for negative points",
         question_zh="积分可能扣成负数，可表里最低的幼小班是 0 分。",
         question_en="Points can go below zero; the table starts at Nursery (junior) with 0.",
         reading_zh="负分也算幼小班。", reading_en="Negative points still count as Nursery (junior).",
         why_zh="没有更低的称号，而称号只是往上走的阶梯。",
         why_en="There is no lower title; titles are a ladder upwards.",
         examples=({"op": "level", "points": -30},)),
    Rule(id="wakeng.chain.min_sets", games=G, ruling=True, title_zh="连对、三连张最少几组",
         title_en="The shortest chain of pairs or triples",
         question_zh="原文说顺子要三张以上，但连对、三连张、四连张只给了例子（都是三组），没说最少几组。4455 能出吗？",
         question_en="The source asks three or more cards for a straight, but gives chains of pairs, "
                     "triples and quads only as examples (all of three sets). Is 4455 a play?",
         reading_zh="默认至少三组（与顺子至少三张一致，也与原文所有例子一致）；选项可改为两组。",
         reading_en="By default three sets at least (like the straight's three cards, and like every "
                    "example in the source); the option allows two.",
         why_zh="例子全是三组，与顺子的下限一致是最少假设的读法。",
         why_en="Every example has three sets; matching the straight's minimum assumes the least.",
         option="chain_min_sets",
         examples=({"op": "classify", "cards": "S4 H4 S5 H5"},
                   {"op": "classify", "cards": "S4 H4 S5 H5", "options": {"chain_min_sets": 2}})),
    Rule(id="wakeng.chain.range", games=G, ruling=True, title_zh="连对里能不能有 A、2、3",
         title_en="May A, 2 or 3 sit in a chain of pairs?",
         question_zh="原文只对连牌说了“3、2、A 不能做连牌”，没说连对、三连张是否一样。",
         question_en="The source bars 3, 2 and A from straights only; it does not say whether chains "
                     "of pairs or triples may use them.",
         reading_zh="一样不能：所有连着出的牌型都只在 4 到 K 之间。",
         reading_en="They may not: every chained shape runs within 4…K.",
         why_zh="3、2、A 在挖坑里排在 K 之上而不与 4 相接，“连续”只在 4…K 里有意义。",
         why_en="3, 2 and A rank above K without joining 4, so “consecutive” only makes sense in 4…K.",
         examples=({"op": "classify", "cards": "SQ HQ SK HK SA HA"},)),
    Rule(id="wakeng.replay", games=G, title_zh="牌局记录", title_en="Deal records",
         text_zh="一局的记录包括人数、每家发到的牌、底牌、叫分和每一手出牌或空过；引擎逐手检查并给出结算。",
         text_en="A deal record holds the player count, each hand as dealt, the kitty, the bidding and "
                 "every play or pass; the engine checks it step by step and settles it."),
    Rule(id="wakeng.match", games=G, title_zh="记一整场", title_en="Keeping a whole match",
         text_zh="一场的每一局记下挖坑的是谁、叫了几分、谁先出完，按一局的结算算出各家的得失，再逐局相加。"
                 "每局的分数就是那一局叫的分，不带到下一局；下一局照样由拿到红桃 4 的人先叫，没有轮流坐庄。",
         text_en="For each deal of a match the sheet takes the digger, the bid and who went out first, settles "
                 "the deal by the one-deal rule and adds each seat's gain or loss to the evening's. Each deal's "
                 "stake is its own bid and does not carry over; the next deal again opens with whoever holds ♥4, "
                 "so no dealer passes round."),
)
