"""赖子五十K: the rules in the project's words (the rulings are in rulings.py).

Source: laizi-wushik.txt. Every id here can appear as a verdict's ``rule``.
"""

from __future__ import annotations

from ...rulebook import Rule

G = ("wushik",)


def _r(id: str, title_zh: str, title_en: str, text_zh: str, text_en: str, **kw) -> Rule:
    return Rule(id=id, games=G, title_zh=title_zh, title_en=title_en,
                text_zh=text_zh, text_en=text_en, **kw)


PLAY_RULES = (
    _r("wushik.overview", "赖子五十K 概览", "Wild Fifty-K at a glance",
       "四人用两副牌（共 108 张，含四张王）对局，每人 27 张。四张王是赖子（万能牌）。"
       "出牌是爬升式的：跟牌必须出同一牌型、同样长度、更大的牌，或者用炸弹。"
       "5、10、K 是分牌，一局共 200 分；打完后按得分或名次定胜负，再按番数结算。",
       "Four players, two decks (108 cards with four jokers), 27 cards each. The four jokers "
       "are wild. Play climbs: an answer must be the same kind and length and higher, or a bomb. "
       "5s, 10s and Ks carry points, 200 in all; the deal is won on points or on finishing "
       "order, and paid by a multiplier."),
    _r("wushik.cards", "牌的大小与赖子", "Card order and the wild cards",
       "单牌从大到小：2、A、K、Q、J、10、9、8、7、6、5、4、3，王最小。花色不分大小（五十K除外）。"
       "王是赖子：和真牌一起出时可以当任何点数；大王、小王没有区别。",
       "Highest to lowest: 2, A, K, Q, J, 10 down to 3, and the jokers last. Suits do not rank "
       "(except in a 5-10-K). Jokers are wild: played with natural cards they can stand for any "
       "rank; the big and small joker are alike."),
    _r("wushik.single", "单张", "Single",
       "任意一张牌。按点数比大小：2 最大，3 最小，单出的王比 3 还小。",
       "Any one card, ranked by its rank: 2 highest, 3 lowest, and a joker played alone below the 3.",
       examples=({"op": "classify", "cards": "S2"}, {"op": "beats", "previous": "RJ", "play": "D3"})),
    _r("wushik.pair", "对子", "Pair",
       "两张同点数的牌，花色不限；也可以一张真牌加一张王。22 最大，33 最小，两张王单独出是最小的对子。",
       "Two cards of one rank, any suits, or one natural card and a wild. 22 is the highest, 33 "
       "the lowest; two jokers alone are a pair below 33.",
       examples=({"op": "classify", "cards": "H9 C9"},)),
    _r("wushik.pair_chain", "连对", "Pairs in a row",
       "两对或更多相邻点数的对子，从 3344 到 KKAA，2 不能进连对。只能由同样对数的连对来压，比最高的一对。",
       "Two or more pairs of consecutive ranks, from 3344 up to KKAA; the 2 never joins. Beaten "
       "only by a chain of as many pairs whose top pair is higher.",
       examples=({"op": "classify", "cards": "S3 H3 C4 D4"}, {"op": "classify", "cards": "SK HK SA DA"})),
    _r("wushik.triple", "三张", "Triple",
       "三张同点数的牌（可含王）。222 最大，333 最小，三张王单独出是最小的三张。不能带牌。",
       "Three cards of one rank (wilds allowed). 222 highest, 333 lowest; three jokers alone are "
       "the lowest triple. Nothing may be attached.",
       examples=({"op": "classify", "cards": "S8 H8 D8"},)),
    _r("wushik.plane", "飞机", "Plane",
       "两个或更多相邻点数的三张，从 333444 到 KKKAAA，2 不能进飞机，不能带牌。比最高的三张，张数须相同。",
       "Two or more triples of consecutive ranks, 333444 up to KKKAAA; no 2s and no attached "
       "cards. Compared by the top triple, between planes of the same length.",
       examples=({"op": "classify", "cards": "SA HA DA SK HK CK"},)),
    _r("wushik.fifty_k", "五十K", "5-10-K",
       "一张 5、一张 10、一张 K 组成五十K，是一种炸弹。三张同花色的是同花五十K，"
       "按花色 ♠ > ♥ > ♣ > ♦ 排大小，都比杂花五十K大；杂花五十K之间一样大。王不能凑五十K。",
       "One 5, one 10 and one K make a 5-10-K, a kind of bomb. All three of one suit is a "
       "same-suit 5-10-K, ranked ♠ > ♥ > ♣ > ♦, each above any mixed one; mixed ones are all "
       "equal. A wild can never fill a 5-10-K.",
       examples=({"op": "classify", "cards": "S5 S10 SK"}, {"op": "classify", "cards": "H5 S10 DK"})),
    _r("wushik.bomb", "炸弹", "Bomb",
       "四张或更多同点数的牌（可以含王），最多 12 张（八张真牌加四张王）。",
       "Four or more cards of one rank (wilds allowed), up to twelve (eight natural cards and the "
       "four wilds).",
       examples=({"op": "classify", "cards": "S7 H7 C7 D7"}, {"op": "classify", "cards": "S2x2 H2x2 C2x2 D2x2 RJx2 BJx2"})),
    _r("wushik.bomb.order", "炸弹之间的大小", "How bombs rank",
       "张数多的炸弹大；张数相同比点数（2 最大）。五十K算三张，所以比任何四张炸弹都小："
       "杂五十K < ♦ < ♣ < ♥ < ♠ 同花五十K < 四张 3 < … < 四张 2 < 五张 3 < … < 十二张。"
       "四张王单独出默认是最小的四张炸弹（见裁定）。",
       "More cards beat fewer; the same count compares rank (2 highest). A 5-10-K counts three "
       "cards, so it is below every four-card bomb: mixed 5-10-K < ♦ < ♣ < ♥ < ♠ 5-10-K < four 3s "
       "< … < four 2s < five 3s < … < the twelve-card bomb. Four jokers alone are by default "
       "the lowest four-card bomb (see the ruling).",
       examples=({"op": "beats", "previous": "S5 S10 SK", "play": "D3x2 C3x2"},)),
    _r("wushik.bomb.tie", "一样大的炸弹", "Equal bombs",
       "同样张数、同样点数的炸弹，或同花色的五十K，或两个杂五十K，一样大：先出的算大，后出的压不住。",
       "Bombs of the same size and rank, two same-suit 5-10-Ks of one suit, or two mixed ones are "
       "equal: the one played first stands, the later one does not beat it.",
       examples=({"op": "beats", "previous": "S9 H9 C9 D9", "play": "S9 H9 C9 RJ"},)),
    _r("wushik.beats.same_kind", "同牌型才能比", "Only like beats like",
       "除炸弹外，牌型不同不能比：跟牌要同牌型、同张数，并且更大。",
       "Apart from bombs, different kinds never compare: an answer must be the same kind and "
       "length, and higher.",
       examples=({"op": "beats", "previous": "S3 H3 C4 D4", "play": "S8 H8 D8 C8"},)),
    _r("wushik.beats.bomb", "炸弹压一切", "A bomb beats everything else",
       "任何炸弹（包括五十K）都能压任何非炸弹的牌；非炸弹压不了炸弹。",
       "Any bomb, a 5-10-K included, beats any play that is not a bomb; no other play beats a bomb."),
    _r("wushik.no_kickers", "不能带牌", "No attached cards",
       "每手牌只能是一个牌型，不能带单张或对子（没有三带一、飞机带翅膀）。也没有单张顺子。",
       "Every play is exactly one kind: no kickers (no triple with a single, no plane with wings). "
       "There is no straight of single cards either.",
       examples=({"op": "classify", "cards": "S7 H7 C7 D5"},)),
    _r("wushik.invalid", "不成牌型", "Not a valid play",
       "这些牌不能读成任何牌型。", "These cards cannot be read as any kind of play."),
    _r("wushik.answers", "能压的牌", "Every answer",
       "从一手牌中列出所有能压上一手的出法（按牌型、点数、长度各列一次，尽量少用王），也可以不出。",
       "Every play from a hand that beats the previous one (one per kind, rank and length, "
       "spending as few wilds as possible); passing is always allowed."),
)

DEAL_RULES = (
    _r("wushik.match", "记一整场", "Keeping a whole match",
       "一场的每一局记下打法（对家、暗叫、吼牌）、庄家和对家或吼牌的人、出完的先后、各家收到的分、"
       "最后一家手里剩的分和打出的炸弹，按一局的结算算出各家的得失，再逐局相加。第一局的庄家由牌桌定，"
       "以后每局由上一局的一游当庄，记分单上写了别的庄家就不收。",
       "For each deal of a match the sheet takes the way it was played (partners, secret solo, open solo), "
       "the banker and the partner or soloist, the finishing order, the points each seat took, the points "
       "left in the last hand and the bombs; each deal is settled by the one-deal rules and added to each "
       "seat's evening. The table names the first deal's banker; after that the last deal's first finisher "
       "banks, and an entry naming another banker is refused."),
    _r("wushik.banker", "庄家", "The banker",
       "第一局随机选庄家，以后每局由上一局的一游当庄。",
       "The first deal's banker is drawn at random; after that, last deal's first finisher "
       "is the banker."),
    _r("wushik.call", "叫牌找对家", "Calling a partner",
       "起完牌后，庄家亮出自己手里的一张牌（不能是王、2、5、10、K）。另一张同样的牌在谁手里，"
       "谁就是庄家的对家，出这张牌时身份公开。",
       "After the deal the banker shows a card from their hand (not a joker, 2, 5, 10 or K). "
       "Whoever holds the other copy is the banker's partner, revealed when they play it.",
       examples=({"op": "bid", "banker": 0, "hand": "H7 S3", "call": "H7"},)),
    _r("wushik.call.anjiao", "暗叫", "Secret solo",
       "庄家手里有两张相同的牌时也可以叫它：这叫暗叫，庄家一个人打三家。打出这两张之前别人不知道。"
       "暗叫后只看谁先出完：庄家第一个出完就赢，否则就输。",
       "If the banker holds both copies of a card they may still call it: a secret solo, one "
       "against three, unknown to the others until both copies are played. Only finishing order "
       "counts: the banker wins by going out first, and loses otherwise."),
    _r("wushik.hou", "吼牌", "Open solo",
       "任何一家觉得牌好，都可以在第一手牌出之前吼牌（庄家叫过牌之后也可以），公开一人打三家。"
       "只看谁先出完：吼牌者第一个出完就赢，否则就输。",
       "Any player who trusts their hand may declare an open solo before the first play (even "
       "after the banker's call): one against three, known to all. Only finishing order counts: "
       "the soloist wins by going out first, and loses otherwise."),
    _r("wushik.points", "分牌", "Point cards",
       "5 算 5 分，10 和 K 各算 10 分，两副牌共 200 分。",
       "A 5 scores 5, a 10 or a K scores 10; the two decks hold 200 points."),
    _r("wushik.trick", "一轮与收分", "Rounds and points",
       "领出的人出任意牌型，之后依次压或不出；其余仍有牌的人都不出时，这一轮结束，"
       "出最大牌的人收下这一轮的全部分牌，并领出下一轮。",
       "The leader plays any kind; the others in turn beat it or pass. When everyone else still "
       "holding cards has passed, the round ends: the player on top takes every point card in it "
       "and leads the next round."),
    _r("wushik.order", "名次", "Finishing order",
       "第一个出完牌的是一游，依次二游、三游，最后剩下的是末游。",
       "The first player out is first, then second and third; the one left is last."),
    _r("wushik.last_points", "末游的分", "The last player's points",
       "第三个人出完时一局结束：末游收过的分全部归一游，末游手里没出的分归三游。",
       "The deal ends when the third player goes out: the points the last player took go to the "
       "first finisher, and the points still in the last player's hand go to the third."),
    _r("wushik.jiefeng", "接风", "Passing the lead",
       "一个人出完最后一手且没人压得过，下一轮由他的对家领出（对家已公开且还有牌时），否则由他的下家领出。",
       "When a player goes out with a play nobody beats, the next lead passes to their partner "
       "if the partnership is known and the partner still holds cards, otherwise to the next "
       "player in turn."),
    _r("wushik.win.points", "按分定胜负", "Won on points",
       "找到对家的一局，两家合计分多的一方赢：总共 200 分，赢方至少 105 分。",
       "With partners, the side with more points wins: of 200, the winner has at least 105."),
    _r("wushik.win.tie", "100 比 100", "100 to 100",
       "双方各得 100 分时，一游所在的一方赢（平分，1 倍）。",
       "At 100 points each, the side of the first finisher wins (a tie on points, ×1)."),
    _r("wushik.win.solo", "一打三的胜负", "Winning a solo",
       "暗叫或吼牌时不看分：一人方第一个出完就赢，三人方任何一人先出完就赢。",
       "In a secret or open solo points do not count: the soloist wins by going out first, the "
       "three win if any of them does."),
    _r("wushik.pay.manfen", "满分", "Won on points",
       "一方得分 105 及以上赢：底金 × 1。", "A side with 105 points or more wins: stake × 1."),
    _r("wushik.pay.pingfen", "平分", "Tie on points",
       "100 比 100，一游方赢：底金 × 1。", "100 to 100, the first finisher's side wins: stake × 1."),
    _r("wushik.pay.chuai", "踹", "One-two finish",
       "同一方两人拿下一游和二游，不看分就赢：底金 × 2。",
       "One side's two players finish first and second: they win whatever the points, stake × 2."),
    _r("wushik.pay.fenku", "分枯", "All the points",
       "一方拿到全部 200 分，不看名次就赢：底金 × 2。",
       "One side takes all 200 points: they win whatever the order, stake × 2."),
    _r("wushik.pay.kuchuai", "枯踹", "One-two finish, opponents scoreless",
       "一方拿下一游、二游，另一方一分未得：底金 × 4。",
       "One side finishes first and second and the other took no points: stake × 4."),
    _r("wushik.pay.anjiao", "暗叫的结算", "Paying a secret solo",
       "暗叫成败都是 12 倍：另外三人每人付（或收）底金 × 4，庄家收（或付）合计 × 12。",
       "A secret solo is worth 12: each of the three pays (or receives) stake × 4, the banker "
       "receives (or pays) × 12 in all."),
    _r("wushik.pay.hou", "吼牌的结算", "Paying an open solo",
       "吼牌成败都是 24 倍：另外三人每人付（或收）底金 × 8，吼牌者收（或付）合计 × 24。",
       "An open solo is worth 24: each of the three pays (or receives) stake × 8, the soloist "
       "receives (or pays) × 24 in all."),
    _r("wushik.pay.bombs", "炸弹番数", "Bomb multipliers",
       "这一局出过的炸弹让输赢翻倍：同花五十K、四张、五张、六张炸弹各 × 2，七张 × 4，八张 × 6，"
       "九张 × 8，十张 × 10，十一张 × 12，十二张 × 14。",
       "Bombs played in the deal raise the stake: a same-suit 5-10-K or a bomb of four, five or "
       "six × 2; seven × 4, eight × 6, nine × 8, ten × 10, eleven × 12, twelve × 14."),
    _r("wushik.replay", "整局复盘", "Replaying a deal",
       "按出牌顺序逐手检查一局的记录：轮到谁、牌是否在手、能否压上、谁收分、谁出完，最后结算。",
       "A deal record checked play by play: whose turn, whether the cards are in hand, whether "
       "they beat the table, who takes the points, who goes out, and the settlement."),
)
