"""赖子五十K: the rulings — where laizi-wushik.txt is silent, ambiguous or
contradicts itself, the reading the engine takes, why, and the option that
switches it (when tables really differ). Here the rulings on the cards and the plays
(jokers, wilds, shapes, points, the first lead) and every option; those on the call, the
end of a deal and the payouts are in :mod:`.rulings_deal`."""

from __future__ import annotations

from ...rulebook import Option, Rule
from .game import GAME

G = (GAME.id,)


def ruling(id: str, title: tuple[str, str], question: tuple[str, str],
            reading: tuple[str, str], why: tuple[str, str], *, option: str | None = None,
            examples: tuple[dict, ...] = ()) -> Rule:
    return Rule(id=id, games=G, title_zh=title[0], title_en=title[1],
                text_zh=reading[0], text_en=reading[1], ruling=True,
                question_zh=question[0], question_en=question[1],
                reading_zh=reading[0], reading_en=reading[1], why_zh=why[0], why_en=why[1],
                option=option, examples=examples)


PLAY_RULINGS = (
    ruling(
        "wushik.ruling.joker_alone",
        ("王单独出时是什么", "Jokers played on their own"),
        ("来源说王是赖子，又说单出的王最小、王王是最小的对子、王王王是最小的三张：王到底是万能牌还是最小的牌？",
         "The source calls the jokers wild, yet ranks a lone joker below the 3, two jokers below 33 and "
         "three jokers below 333: are jokers wild or the lowest cards?"),
        ("只由王组成的一手牌就是王本身：最小的单张、对子、三张（大小王不分）。和真牌一起出时王才当万能牌。",
         "A play made only of jokers is read as jokers: the lowest single, pair or triple (big "
         "and small alike). Only mixed with natural cards do jokers stand for other ranks."),
        ("这是唯一能让两句话同时成立的读法：王王若能当 22，来源写的 “王王最小” 就不会发生。",
         "It is the only reading under which both sentences hold: if two jokers could be 22, the "
         "source's 'jokers are the lowest pair' could never happen."),
        examples=({"op": "classify", "cards": "RJ BJ"}, {"op": "classify", "cards": "RJ S9"})),
    ruling(
        "wushik.ruling.four_jokers",
        ("四张王单独出", "Four jokers alone"),
        ("四张王一起出算什么？来源只说最大的炸弹是含四个王的 12 张炸弹。",
         "What are the four jokers played together? The source only says the biggest bomb is "
         "the twelve-card one holding all four jokers."),
        ("默认：四张王是最小的四张炸弹（比四张 3 小），和王单出最小一致；一条房规把它当作压一切的炸弹。",
         "By default the four jokers are the lowest four-card bomb (below four 3s), matching "
         "jokers being lowest alone; a house rule makes them a bomb above all."),
        ("来源把王王、王王王当作同点数的最小牌，四张同点数就是炸弹；说最大炸弹是 12 张，等于否认四王最大。"
         "有的牌桌把四王当天王炸，所以给出选项。",
         "The source treats two and three jokers as same-rank plays of the lowest rank, and four of a "
         "rank is a bomb; calling the twelve-card bomb the biggest denies four jokers the top. "
         "Some tables play them as the top bomb, hence the option."),
        option="four_jokers",
        examples=({"op": "classify", "cards": "RJ RJ BJ BJ"},
                  {"op": "beats", "previous": "RJ RJ BJ BJ", "play": "S3 H3 C3 D3"})),
    ruling(
        "wushik.ruling.wild_scope",
        ("王能当什么", "What a wild may stand for"),
        ("来源只在炸弹处明说 “可包含赖子”：对子、连对、三张、飞机里能不能用王？",
         "The source says 'may include wilds' only for bombs: may a wild fill a pair, a chain, "
         "a triple or a plane?"),
        ("和至少一张真牌一起出时，王可以当 3 到 2 的任何点数（连对、飞机里只当 3 到 A），"
         "但永远不能当五十K 里的 5、10、K。",
         "Played with at least one natural card, a wild may stand for any rank from 3 to 2 "
         "(3 to A inside chains), but never for the 5, 10 or K of a 5-10-K."),
        ("“赖子” 本义就是万能牌；来源唯一的限制是五十K，说明其他牌型不受限制。",
         "The name says the jokers are wild cards; the source's only stated limit is the 5-10-K, implying none "
         "elsewhere."),
        examples=({"op": "classify", "cards": "S5 RJ"}, {"op": "classify", "cards": "S5 S10 RJ"})),
    ruling(
        "wushik.ruling.declare",
        ("一手牌有几种读法时算哪一种", "Which reading counts"),
        ("带王的牌常有几种读法（王王55：四个 5 的炸弹，或 4455、5566 连对），桌上算哪一种？",
         "A play with wilds often has several readings (two jokers with 55: four 5s, or the pairs 4455 or "
         "5566): which one is on the table?"),
        ("带王的牌有几种读法时，出牌人可以说明按哪种读法（出牌时报牌型，记录里每一手也可以写明）。没有声明时：桌上的牌取最强的读法；"
         "跟牌取能压过的读法里花费最小的（同牌型优先，其次最小的炸弹）。",
         "A player may declare which reading a play with wilds is (as the play is made; a record "
         "may write it for each play). "
         "Undeclared, the play on the table is its strongest reading, and an answer takes the "
         "cheapest reading that beats it (the same kind first, else the smallest bomb)."),
        ("来源没说。牌桌上出牌人会报牌型；不报时对手按最强的理解，跟牌的人不会无故把牌当炸弹（炸弹会翻番）。",
         "The source is silent. At the table the player names the kind; unnamed, opponents "
         "assume the strongest, and an answerer would not call a bomb needlessly (bombs raise "
         "the stake)."),
        examples=({"op": "classify", "cards": "RJ BJ S5 H5"},
                  {"op": "beats", "previous": "S3 H3 C4 D4", "play": "RJ BJ S5 H5"})),
    ruling(
        "wushik.ruling.pair_chain_twos",
        ("连对里的 “2 包含在内”", "'2 included' in chains of pairs"),
        ("连对一句写 “2包含在内，最大为KKAA”：点数 2 能不能进连对？",
         "The chain-of-pairs line says '2 included, the biggest is KKAA': may the rank 2 join "
         "a chain?"),
        ("点数 2 不能进连对：“2 包含在内” 指两对就够（两对或以上），连对从 3344 到 KKAA，A 不能接 2 或 3。",
         "The rank 2 never joins a chain of pairs: '2 included' means two pairs already count "
         "(two or more); chains run from 3344 to KKAA, and the A does not wrap to 2 or 3."),
        ("若 2 能进连对，最大就不会是 KKAA；飞机一句也明说不含 2。",
         "If the 2 could join, KKAA would not be the biggest; the plane line says outright "
         "that 2s are excluded."),
        examples=({"op": "classify", "cards": "SA HA S2 H2"}, {"op": "classify", "cards": "S3 H3 C4 D4"})),
    ruling(
        "wushik.ruling.fifty_k_place",
        ("五十K 和四张炸弹谁大", "5-10-K against four-card bombs"),
        ("来源按张数排炸弹，又单列五十K：五十K 算几张？",
         "The source ranks bombs by their card count and lists 5-10-K apart: how many cards "
         "does a 5-10-K count?"),
        ("五十K 算三张：所有五十K 都比任何四张炸弹小，同花比杂花大。",
         "A 5-10-K counts three cards: every 5-10-K is below every four-card bomb, same-suit "
         "above mixed."),
        ("“张数多者大” 对五十K 同样成立；来源的花色排序里把杂花列在最后，也只在五十K之间。",
         "'More cards win' applies to 5-10-K as well; the source's suit order, mixed last, "
         "only orders 5-10-Ks among themselves."),
        examples=({"op": "beats", "previous": "S5 S10 SK", "play": "D3 C3 H3 S3"},)),
    ruling(
        "wushik.ruling.soft_bomb",
        ("带王的炸弹", "Bombs with wilds"),
        ("带王的炸弹和同张数同点数的纯炸弹谁大？", "Is a bomb with wilds below a natural bomb of the same size and rank?"),
        ("带王的炸弹和同张数、同点数的纯炸弹一样大：只比张数和点数，先出的为大。",
         "A bomb with wilds equals a natural bomb of the same size and rank: only size and rank "
         "count, and the first played stands."),
        ("来源只按张数和点数排炸弹，没有区分软硬。", "The source orders bombs by size and rank only, with no soft/hard distinction."),
        examples=({"op": "beats", "previous": "S9 H9 C9 RJ", "play": "S9 H9 C9 D9"},)),
    ruling(
        "wushik.ruling.wild_points",
        ("王当分牌算分吗", "Does a wild score as a point card"),
        ("王当 5、10 或 K 用时算不算分？", "Does a wild standing for a 5, 10 or K score?"),
        ("王永远 0 分，当 5、10、K 用时也不算分：分只看牌面。",
         "A wild always scores 0, even standing for a 5, 10 or K: points are printed on cards."),
        ("来源说一局共 200 分，这正是 8 张 5、8 张 10、8 张 K 的总和；王若算分总数就不固定了。",
         "The source says a deal holds 200 points, exactly eight 5s, eight 10s and eight Ks; "
         "wilds scoring would break that total."),
        examples=({"op": "classify", "cards": "S5 RJ"},)),
    ruling(
        "wushik.ruling.first_lead",
        ("谁先出", "Who leads first"),
        ("来源没说第一轮谁先出。", "The source does not say who leads the first round."),
        ("庄家先出。", "The banker leads."),
        ("庄家是上一局的一游或随机选出的人，由他先出是这类游戏的通例。",
         "The banker is last deal's first finisher or drawn at random; the banker leading is "
         "the custom in this family of games.")),
)

OPTIONS = (
    Option(name="four_jokers", games=G, default="lowest", choices=("lowest", "highest"),
           ruling="wushik.ruling.four_jokers",
           zh="四张王单独出：最小的四张炸弹（默认），或最大的炸弹。",
           en="Four jokers alone: the lowest four-card bomb (the default), or the top bomb."),
    Option(name="chuai_vs_fenku", games=G, default="chuai", choices=("chuai", "fenku"),
           ruling="wushik.ruling.chuai_vs_fenku",
           zh="踹与分枯相撞时谁赢：踹（默认），或分枯。",
           en="When a one-two finish meets all 200 points on the other side: the finish wins "
              "(the default), or the points win."),
    Option(name="solo_stake", games=G, default="total", choices=("total", "each"),
           ruling="wushik.ruling.solo_stake",
           zh="暗叫 12 / 吼牌 24：是一人方的合计（三人各付 4 / 8，默认），还是三人每人都付这么多。",
           en="Secret solo 12 / open solo 24: the soloist's total (4 / 8 from each of the three, the "
              "default), or paid in full by each of the three."),
    Option(name="bomb_stack", games=G, default="multiply", choices=("multiply", "add"),
           ruling="wushik.ruling.bomb_multipliers",
           zh="几个炸弹的番数：相乘（默认），或相加。",
           en="Several bombs' multipliers: multiplied (the default), or added up."),
)
