"""Rules and rulings about card order and shapes, in the project's own words."""

from __future__ import annotations

from ..games import GAMES
from ..rulebook import Rule
from .shuangsheng.game import GAME as SHUANGSHENG
from .zhaopengyou.game import GAME as ZHAOPENGYOU

# Every game of the family: a rule or option they all have is theirs. Where a rule or option
# is one game's, it names that game (its id, from its GAME); its place in the family's lists
# is the order its rules page states them in.
TRACTOR_GAMES = tuple(g.id for g in GAMES.values() if g.family == "tractor")
ZPY, SS = ZHAOPENGYOU.id, SHUANGSHENG.id


def _per_game(suffix: str, title_zh: str, title_en: str, text_zh: str, text_en: str,
              games: tuple[str, ...] = TRACTOR_GAMES, **extra) -> tuple[Rule, ...]:
    """The same rule stated once per game (each game's pages list its own ids)."""
    return tuple(Rule(id=f"{g}.{suffix}", games=(g,), title_zh=title_zh, title_en=title_en,
                      text_zh=text_zh, text_en=text_en, **extra) for g in games)


ORDER = _per_game(
    "order.trump", "主牌与大小", "Trumps and card order",
    "主牌包括大王、小王、所有当前级牌（任何花色），以及主花色的全部牌。主牌内从大到小："
    "大王、小王、主花色级牌、其他花色级牌（彼此一样大）、主花色 A、K……2（级牌除外）。"
    "副牌按 A、K……2 排列，级牌不在其中。不同副牌花色之间不比大小；主牌大于任何副牌。"
    "一模一样的牌，先出的大。",
    "Trumps are both jokers, every card of the rank being played (in any suit) and every card "
    "of the trump suit. Among trumps, high to low: big joker, small joker, the trump-suit rank "
    "card, the rank cards of the other suits (equal to each other), then the trump suit from A "
    "down to 2 without the rank. A plain suit runs A down to 2 without the rank. Two plain "
    "suits never beat each other; any trump beats any plain card. Of two equal cards the one "
    "played first wins.") + (
    Rule(id="shuangsheng.order.no_trump", games=(SS,), title_zh="无主", title_en="No trump suit",
         text_zh="无主时没有主花色：主牌只有大小王和四门级牌，四门级牌一样大，小王、大王在其上。",
         text_en="With no trump suit, the trumps are the jokers and the rank cards of all four "
                 "suits; the rank cards are all equal, below the small and the big joker."),
)

SHAPES = (
    _per_game("shapes.single", "单张", "Single", "任何一张牌都可以单出。",
              "Any one card can be played alone.")
    + _per_game("shapes.pair", "对子", "Pair",
                "两张花色和点数都相同的牌是一对；两张花色不同的级牌不是对子。",
                "Two cards of the same suit and the same rank make a pair; rank cards of two "
                "different suits do not.")
    + _per_game("shapes.triple", "三张", "Triple",
                "三张花色和点数都相同的牌（三副牌才有）。", "Three cards of the same suit and "
                "rank (possible with three decks).", games=(ZPY,))
    + _per_game("shapes.tractor", "拖拉机", "Tractor",
                "两个或更多对子（找朋友里也可以是三张），每组张数相同，且在当前主牌下的实际大小"
                "上一级接一级：级牌在自己的花色里被跳过（打 5 时 ♦4♦4 与 ♦6♦6 相连）；主花色 A "
                "接其他花色级牌，再接主花色级牌，再接小王、大王。两对不同花色的其他级牌一样大，"
                "永不相连。",
                "Two or more pairs (in Finding Friends also triples), all of one width, on consecutive "
                "steps of the effective order: the rank being played is skipped in its suit "
                "(with 5s trump, ♦4♦4 and ♦6♦6 are consecutive); the trump-suit A is followed by an "
                "off-suit rank card, then the trump-suit rank card, then the small and the big "
                "joker. Pairs of off-suit rank cards are equal, so two of them are never "
                "consecutive.")
    + _per_game("shapes.throw", "甩牌", "Throw",
                "同一门（或全是主牌）、不成单一牌型的一手牌是甩牌。引擎把它拆成单元："
                "拖拉机、三张、对子、单张，按本站裁定的顺序拆。能否甩成，看甩牌规则。",
                "A play of one suit (or all trumps) that is not a single unit is a throw. The "
                "engine splits it into units — tractors, triples, pairs, singles — in the order "
                "the project's ruling fixes. Whether it stands is the throw rule's business.")
    + _per_game("shapes.one_suit", "一手牌只能一门", "A play is of one suit",
                "领出的牌必须全是主牌，或全是同一门副牌；混了两门的牌不成牌型。",
                "A lead must be all trumps or all of one plain suit; cards of two suits make no "
                "shape.")
)

RULINGS = (
    Rule(id="zhaopengyou.ruling.throw_units", games=(ZPY,), ruling=True,
         title_zh="甩牌怎么拆", title_en="How a throw is split into units",
         question_zh="三副牌里 ♠7♠7♠7♠8♠8 可以看成「三张 ♠7♠7♠7 + 对子 ♠8♠8」，也可以看成「拖拉机 ♠7♠7♠8♠8 + 单张 ♠7」。"
                     "原文说甩牌「先看牌型：三张 > 对子 > 单张」，没说拖拉机和三张谁先。",
         question_en="With three decks, ♠7♠7♠7♠8♠8 reads as the triple ♠7♠7♠7 + the pair ♠8♠8, or as the "
                     "tractor ♠7♠7♠8♠8 + the single ♠7. The source ranks triple > pair > single for throws but does not "
                     "say whether a tractor comes before a lone triple.",
         reading_zh="先拆宽的：连三拖拉机、三张、连对拖拉机、对子、单张；同类里先拆最长、最大的。"
                    "♠7♠7♠7♠8♠8 = 三张 ♠7♠7♠7 + 对子 ♠8♠8。",
         reading_en="Widest first: tractors of triples, triples, tractors of pairs, pairs, "
                    "singles; the longest and highest first within each. ♠7♠7♠7♠8♠8 = the triple "
                    "♠7♠7♠7 + the pair ♠8♠8.",
         why_zh="原文的甩牌次序以三张为先；不拆散三张也最贴近出牌人拿在手里的样子。",
         why_en="The source puts the triple first when it ranks a throw's shapes, and keeping a "
                "triple whole stays closest to what the thrower holds.",
         option="throw_units",
         examples=({"op": "classify", "trump": {"rank": "2", "suit": "S"}, "cards": "H7x3 H8x2"},
                   {"op": "classify", "trump": {"rank": "2", "suit": "S"}, "cards": "H7x3 H8x2",
                    "options": {"throw_units": "tractor_first"}})),
    Rule(id="zhaopengyou.ruling.tractor_length", games=(ZPY,), ruling=True,
         title_zh="连对拖拉机最少几对", title_en="How many pairs make a tractor",
         question_zh="原文牌型表说拖拉机是「两对以上」连续的对子，张数一栏却写「6+张」；"
                     "同一节的注意事项又把 ♦4♦4♦6♦6（4 张）算作拖拉机。",
         question_en="The source's shape table defines a tractor as two or more consecutive "
                     "pairs, but its card-count column says '6+', while the notes of the same "
                     "section call ♦4♦4♦6♦6 (4 cards) a tractor.",
         reading_zh="两对就够（默认）：「6+张」只对连三拖拉机（两组三张）成立。"
                    "按另一种读法（房规），连对拖拉机至少要三对。",
         reading_en="Two pairs suffice (default): '6+' holds only for a tractor of triples (two "
                    "triples). Under the other reading (a house rule) a tractor of pairs needs 3 pairs.",
         why_zh="定义写的是「两对以上」，注意事项的第一个例子也正好是两对；张数栏像是照搬了连三那一行。",
         why_en="The definition says two or more pairs and the notes' first example has exactly "
                "two; the count column looks copied from the triple-tractor row.",
         option="tractor_min_pairs",
         examples=({"op": "classify", "trump": {"rank": "5", "suit": "S"}, "cards": "D4 D4 D6 D6"},
                   {"op": "classify", "trump": {"rank": "5", "suit": "S"}, "cards": "D4 D4 D6 D6",
                    "options": {"tractor_min_pairs": 3}})),
    Rule(id="zhaopengyou.ruling.no_trump", games=(ZPY,), ruling=True,
         title_zh="找朋友没有无主", title_en="No no-trump in Finding Friends",
         question_zh="找朋友能不能打无主？", question_en="Can a Finding Friends deal have no trump suit?",
         reading_zh="不能：要求打无主的请求，引擎不收，并说明找朋友没有无主。",
         reading_en="No: a request for a deal with no trump suit is refused, saying the game has none.",
         why_zh="原文里主花色总由亮出的级牌定，或从底牌往前找第一张有花色的牌（跳过王），"
                "所以一局总有主花色。",
         why_en="In the source the trump suit always comes from a shown rank card, or from the "
                "first suited kitty card looking back past jokers, so every deal has one."),
    Rule(id="shuangsheng.ruling.no_trump_tractor", games=(SS,), ruling=True,
         title_zh="无主时的拖拉机", title_en="Tractors with no trump suit",
         question_zh="无主时四门级牌一样大；一对级牌和一对小王算不算相连？",
         question_en="With no trump suit the four suits' rank cards are equal; is a pair of rank "
                     "cards consecutive with a pair of small jokers?",
         reading_zh="算（默认）：级牌这一级紧挨小王。两对不同花色的级牌一样大，不相连。"
                    "按另一种读法（房规），不算相连。",
         reading_en="Yes (default): the rank cards form the step right below the small joker. Two "
                    "pairs of rank cards of different suits are equal and never consecutive. "
                    "Under the other reading (a house rule) they are not consecutive.",
         why_zh="原文让「对主级牌和对其他级牌」「对大王和对小王」相连；无主时级牌就是小王下面一级。",
         why_en="The source makes rank-card pairs consecutive with their neighbours in the trump "
                "order; with no trump suit the rank cards are the step below the small joker.",
         option="no_trump_tractor",
         examples=({"op": "classify", "trump": {"rank": "7", "suit": None}, "cards": "H7 H7 BJ BJ"},
                   {"op": "classify", "trump": {"rank": "7", "suit": None}, "cards": "H7 H7 BJ BJ",
                    "options": {"no_trump_tractor": False}})),
)

RULES = ORDER + SHAPES + RULINGS
