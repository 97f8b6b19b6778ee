"""Rules and rulings about following (跟牌), in the project's own words."""

from __future__ import annotations

from ..rulebook import Rule
from .rules_shapes import SS, TRACTOR_GAMES, ZPY, _per_game

T = {"rank": "2", "suit": "S"}

FOLLOW = (
    _per_game("follow.suit", "跟同门", "Follow suit",
              "跟牌的张数必须和领出的一样。手里这一门（领出的副牌花色）的牌够数，就只能出这一门；"
              "不够数，就先把这一门全部出完，再用别的牌补足。",
              "A follow has as many cards as the lead. Holding enough cards of the led suit, "
              "the follow is all of that suit; holding fewer, all of them go in and any other "
              "cards make up the number.")
    + _per_game("follow.trump", "吊主要跟主", "Trump leads are followed with trumps",
                "领出主牌（吊主）时，要用主牌跟；大小王和各门级牌都是主牌，也算在内。"
                "主牌不够才可以垫副牌。",
                "When trumps are led, trumps must follow — the jokers and the rank cards of "
                "every suit count as trumps. Only a player short of trumps may add plain cards.")
    + _per_game("follow.void", "没有这一门", "Void in the led suit",
                "手里没有领出的那一门，可以出任何牌：垫副牌，或者用主牌毙（杀）。",
                "A player with none of the led suit may play any cards: discard plain cards "
                "or trump them.")
    + _per_game("follow.pair", "跟对子", "Following a pair",
                "领出里有对子，跟牌时这一门里有对子就要出对子，对子不够再出单张。三张里也有一对"
                "（找朋友，见拆三张的裁定）。",
                "When the lead holds a pair, a follower holding a pair of that suit must play "
                "it, and singles only when pairs run out. A triple holds a pair too "
                "(Finding Friends; see the ruling on splitting triples).")
    + _per_game("follow.triple", "跟三张", "Following a triple",
                "领出三张：有同门三张就出三张；没有就出同门的一对加一张；再没有才出同门单张。",
                "A triple is followed by a triple of the suit; failing that by a pair and a "
                "single of the suit; failing that by singles of the suit.", games=(ZPY,))
    + _per_game("follow.tractor", "跟拖拉机", "Following a tractor",
                "领出拖拉机：有同门同样长的拖拉机就出；没有就尽量多出同门对子；再补单张。"
                "总张数与领出相同。",
                "A tractor is followed by a tractor of the suit as long; failing that by as "
                "many pairs of the suit as the hand has; singles fill the rest. The number of "
                "cards always matches the lead.", games=(SS,))
)

RULINGS = (
    Rule(id="zhaopengyou.ruling.follow_tractor", games=(ZPY,), ruling=True,
         title_zh="找朋友怎样跟拖拉机", title_en="Following a tractor in Finding Friends",
         question_zh="原文的跟牌表只写了三张、对子、单张，没写拖拉机和甩牌怎么跟。",
         question_en="The source's follow table covers triples, pairs and singles, not tractors "
                     "or throws.",
         reading_zh="按原文「尽可能接近领出牌型」推广，依次比较：连三里的三张、三张、拖拉机里的对子、"
                    "对子（三张也算一对），每项最多算到领出牌里有的数目。手里凑得出的，就必须出（默认）。"
                    "按另一种读法（房规），只要求对子和三张，不要求相连。",
         reading_en="Extend the source's 'as close to the lead's shape as possible', comparing in "
                    "order: triples in runs, triples, pairs in runs, pairs (a triple counts as a "
                    "pair), each counted only up to what the lead has. What the hand can make, "
                    "it must play (default). Under the other reading (a house rule) only the pairs and "
                    "triples are owed, not their being consecutive.",
         why_zh="与原文对三张「三张 → 对子加单张 → 散牌」的次序一致，也与双升对拖拉机的写法一致。",
         why_en="It keeps the source's order for triples (triple, then pair and single, then "
                "singles) and matches the way the Double Tractor source states tractors.",
         option="tractor_follow",
         examples=({"op": "follow", "trump": T, "lead": "H7 H7 H8 H8", "hand": "H3 H3 H4 H4 H9 C2",
                    "play": "H3 H4 H9 H3"},)),
    Rule(id="zhaopengyou.ruling.break_triple", games=(ZPY,), ruling=True,
         title_zh="要不要拆三张跟对子", title_en="Must a triple be split to follow a pair",
         question_zh="领出对子，跟牌人这一门没有对子，只有一个三张。能不能出单张？",
         question_en="A pair is led; the follower's only way to make a pair of the suit is a "
                     "triple. May they play singles?",
         reading_zh="不能：三张里有一对，必须拆出来跟（默认）。按另一种读法（房规），三张可以留着不拆。",
         reading_en="No: the triple holds a pair and must give it up (default). Under the "
                    "other reading (a house rule) the triple may be kept.",
         why_zh="原文说三张可以用「对子加单张」跟，说明三张与对子是同类；甩牌检查里对子也可以"
                "从三张里出。",
         why_en="The source lets a pair and a single answer a triple and lets a pair come from "
                "a triple when a throw is checked: a triple is a pair and more.",
         option="break_triple",
         examples=({"op": "follow", "trump": T, "lead": "H9 H9", "hand": "H5 H5 H5 H3 C2",
                    "play": "H5 H3"},
                   {"op": "follow", "trump": T, "lead": "H9 H9", "hand": "H5 H5 H5 H3 C2",
                    "play": "H5 H3", "options": {"break_triple": False}})),
    Rule(id="tractor.ruling.break_tractor", games=TRACTOR_GAMES, ruling=True,
         title_zh="要不要拆拖拉机跟对子", title_en="Must a tractor be split to follow pairs",
         question_zh="领出一对（或不含拖拉机的甩牌），跟牌人的对子都在拖拉机里。必须拆吗？",
         question_en="A pair (or a throw without a tractor) is led and the follower's pairs all "
                     "sit in a tractor. Must it be split?",
         reading_zh="必须（默认）：拖拉机里的对子也是对子。按另一种读法（房规），拖拉机可以留着不拆。",
         reading_en="Yes (default): a pair inside a tractor is still a pair. Under the "
                    "other reading (a house rule) the tractor may be kept whole.",
         why_zh="两份原文都只说「有对子就出对子」，没有为拖拉机开例外。",
         why_en="Both sources say a pair is owed when one is held and make no exception for "
                "tractors.",
         option="break_tractor",
         examples=({"op": "follow", "trump": T, "lead": "HK HK", "hand": "H5 H5 H6 H6 H3 H4",
                    "play": "H3 H4"},)),
    Rule(id="tractor.ruling.throw_follow", games=TRACTOR_GAMES, ruling=True,
         title_zh="怎样跟甩牌", title_en="Following a throw",
         question_zh="双升原文对甩牌只要求跟同门、张数相同；找朋友的跟牌表没提甩牌。"
                     "甩牌里有对子、拖拉机时，跟的人要不要出对子？",
         question_en="The Double Tractor source asks only for the suit and the number of cards when a throw "
                     "is followed; the Finding Friends source's table does not mention throws. Must a follower "
                     "match a throw's pairs and tractors?",
         reading_zh="要（默认）：甩牌按单元拆开后，像跟拖拉机、三张、对子那样尽量跟出对应牌型，"
                    "每项最多算到甩牌里有的数目。按另一种读法（房规），只要跟同一门、张数相同。",
         reading_en="Yes (default): the throw's units are owed as closely as the hand "
                    "allows, as for tractors, triples and pairs, each counted up to what the "
                    "throw has. Under the other reading (a house rule) only the suit and the number of cards are owed.",
         why_zh="双升原文在用主牌杀甩牌时要求「包含相应数量的牌型」，找朋友的跟牌原则是「尽可能"
                "接近领出牌型」；跟同门时放弃对子说不通。",
         why_en="The Double Tractor source requires the matching shapes from a trump play that beats a throw, "
                "and the Finding Friends source's principle is to come as close to the lead's shape as "
                "possible; letting an in-suit follower drop pairs would contradict both.",
         option="throw_follow",
         examples=({"op": "follow", "trump": T, "lead": "HA HA HK", "hand": "H5 H5 H3 H4 C2",
                    "play": "H3 H4 H5"},)),
)

RULES = FOLLOW + RULINGS
