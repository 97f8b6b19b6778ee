"""赖子五十K: the rulings — where laizi-wushik.txt is silent, ambiguous or
contradicts itself, the reading the engine takes, why, and the option that
switches it (when tables really differ)."""

from __future__ import annotations

from ...rulebook import Option, Rule

G = ("wushik",)


def _ruling(id: str, title: tuple[str, str], question: tuple[str, str],
            reading: tuple[str, str], why: tuple[str, str], *, option: str | None = None,
            examples: tuple[dict, ...] = ()) -> Rule:
    return Rule(id=id, games=G, title_zh=title[0], title_en=title[1],
                text_zh=reading[0], text_en=reading[1], ruling=True,
                question_zh=question[0], question_en=question[1],
                reading_zh=reading[0], reading_en=reading[1], why_zh=why[0], why_en=why[1],
                option=option, examples=examples)


RULINGS = (
    _ruling(
        "wushik.ruling.joker_alone",
        ("王单独出时是什么", "Jokers played on their own"),
        ("来源说王是赖子，又说单出的王最小、王王是最小的对子、王王王是最小的三张：王到底是万能牌还是最小的牌？",
         "The source calls the jokers wild, yet ranks a lone joker below the 3, 王王 below 33 and "
         "王王王 below 333: are jokers wild or the lowest cards?"),
        ("只由王组成的一手牌就是王本身：最小的单张、对子、三张（大小王不分）。和真牌一起出时王才当万能牌。",
         "A play made only of jokers is read as jokers: the lowest single, pair or triple (big "
         "and small alike). Only mixed with natural cards do jokers stand for other ranks."),
        ("这是唯一能让两句话同时成立的读法：王王若能当 22，来源写的 “王王最小” 就不会发生。",
         "It is the only reading under which both sentences hold: if 王王 could be 22, the "
         "source's 'jokers are the lowest pair' could never happen."),
        examples=({"op": "classify", "cards": "RJ BJ"}, {"op": "classify", "cards": "RJ S9"})),
    _ruling(
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
         "The source treats 王王 and 王王王 as same-rank plays of the lowest rank, and four of a "
         "rank is a bomb; calling the twelve-card bomb the biggest denies four jokers the top. "
         "Some tables play them as the top bomb, hence the option."),
        option="four_jokers",
        examples=({"op": "classify", "cards": "RJ RJ BJ BJ"},
                  {"op": "beats", "previous": "RJ RJ BJ BJ", "play": "S3 H3 C3 D3"})),
    _ruling(
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
         "赖子 means a wild card; the source's only stated limit is the 5-10-K, implying none "
         "elsewhere."),
        examples=({"op": "classify", "cards": "S5 RJ"}, {"op": "classify", "cards": "S5 S10 RJ"})),
    _ruling(
        "wushik.ruling.declare",
        ("一手牌有几种读法时算哪一种", "Which reading counts"),
        ("带王的牌常有几种读法（王王55：四个 5 的炸弹，或 4455、5566 连对），桌上算哪一种？",
         "A play with wilds often has several readings (王王55: four 5s, or the pairs 4455 or "
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
    _ruling(
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
    _ruling(
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
    _ruling(
        "wushik.ruling.soft_bomb",
        ("带王的炸弹", "Bombs with wilds"),
        ("带王的炸弹和同张数同点数的纯炸弹谁大？", "Is a bomb with wilds below a natural bomb of the same size and rank?"),
        ("带王的炸弹和同张数、同点数的纯炸弹一样大：只比张数和点数，先出的为大。",
         "A bomb with wilds equals a natural bomb of the same size and rank: only size and rank "
         "count, and the first played stands."),
        ("来源只按张数和点数排炸弹，没有区分软硬。", "The source orders bombs by size and rank only, with no soft/hard distinction."),
        examples=({"op": "beats", "previous": "S9 H9 C9 RJ", "play": "S9 H9 C9 D9"},)),
    _ruling(
        "wushik.ruling.wild_points",
        ("王当分牌算分吗", "Does a wild score as a point card"),
        ("王当 5、10 或 K 用时算不算分？", "Does a wild standing for a 5, 10 or K score?"),
        ("王永远 0 分，当 5、10、K 用时也不算分：分只看牌面。",
         "A wild always scores 0, even standing for a 5, 10 or K: points are printed on cards."),
        ("来源说一局共 200 分，这正是 8 张 5、8 张 10、8 张 K 的总和；王若算分总数就不固定了。",
         "The source says a deal holds 200 points, exactly eight 5s, eight 10s and eight Ks; "
         "wilds scoring would break that total."),
        examples=({"op": "classify", "cards": "S5 RJ"},)),
    _ruling(
        "wushik.ruling.first_lead",
        ("谁先出", "Who leads first"),
        ("来源没说第一轮谁先出。", "The source does not say who leads the first round."),
        ("庄家先出。", "The banker leads."),
        ("庄家是上一局的一游或随机选出的人，由他先出是这类游戏的通例。",
         "The banker is last deal's first finisher or drawn at random; the banker leading is "
         "the custom in this family of games.")),
    _ruling(
        "wushik.ruling.no_callable",
        ("庄家没有可叫的牌", "A banker with nothing to call"),
        ("庄家的 27 张牌可能全是王、2、5、10、K（这些共有 36 张），这时叫什么？",
         "The banker's 27 cards could all be jokers, 2s, 5s, 10s and Ks (there are 36 such "
         "cards): what is called then?"),
        ("重新发牌。", "The cards are dealt again."),
        ("来源只允许叫别的牌；不能叫牌就组不成这一局，重发最不改变其他规则。",
         "The source allows no other call; without one the deal cannot be set up, and a "
         "redeal changes no other rule."),
        examples=({"op": "bid", "banker": 0,
                   "hand": "RJx2 BJx2 S2x2 H2x2 C2x2 D2x2 S5x2 H5x2 C5x2 D5x2 S10x2 H10x2 SKx2 HK"},)),
    _ruling(
        "wushik.ruling.hou_over_call",
        ("吼牌与叫牌", "An open solo over a call"),
        ("庄家叫牌（或暗叫）后又有人吼牌，叫牌还算吗？能有两个人吼吗？",
         "If someone declares an open solo after the banker's call (or secret solo), does the "
         "call stand? May two players declare?"),
        ("吼牌取代叫牌：这一局就是吼牌者一打三。只有第一个吼牌有效，而且必须在第一手牌出之前。",
         "The open solo replaces the call: the deal is the soloist against three. Only the "
         "first declaration counts, and it must come before the first play."),
        ("来源说叫牌后出牌前仍可吼，吼牌后就是一打三，两者不能同时成立。",
         "The source allows a declaration after the call and before play, and a declaration "
         "means one against three; both cannot hold at once."),
        examples=({"op": "bid", "banker": 0, "hand": "H7 S3", "call": "H7", "hou": 2},)),
    _ruling(
        "wushik.ruling.jiefeng_scope",
        ("接风给谁", "Who takes the lead after a player goes out"),
        ("来源只说一游的最后一手最大时由对家（关系未定时由下家）接风；其他人出完、对家已出完或一打三时呢？",
         "The source covers only the first finisher's last play standing (partner, or the next "
         "player while unrevealed); what about later finishers, a partner already out, or a solo?"),
        ("任何人出完最后一手且没人压时：对家已公开并且还有牌，由对家领出；否则由下家中第一个还有牌的人领出。",
         "Whoever goes out with a play nobody beats: the partner leads if the partnership is "
         "public and the partner still holds cards; otherwise the next player in turn who still "
         "holds cards."),
        ("出完的人不能再领出，总得有人接；沿用来源的两条，覆盖所有情况。",
         "A player who is out cannot lead, so someone must; the source's two cases, extended "
         "to cover every case.")),
    _ruling(
        "wushik.ruling.final_trick",
        ("最后一轮的分", "The points of the unfinished round"),
        ("一局在有人出完时结束，桌上这一轮还没打完，里面的分归谁？",
         "The deal ends the moment a player goes out, mid-round: whose are the points on the "
         "table?"),
        ("一局在这一轮中途结束时，桌上的分归这一轮目前最大的那手牌的主人（通常就是刚出完的人）。",
         "When the deal ends mid-round, the points on the table go to the player whose play is "
         "on top (usually the one who just went out)."),
        ("和每一轮的收分规则一致：出最大牌的人收分，剩下的人已经不能再压。",
         "It is the usual round rule: the top play takes the points, and nobody left can "
         "answer any more.")),
    _ruling(
        "wushik.ruling.early_end",
        ("胜负已定就结束", "The deal stops once it is decided"),
        ("踹（同一方拿一、二游）或一打三时，胜负在一游或二游出现时已定，还要打下去吗？",
         "With a one-two finish, or in a solo, the result is settled by the first (or second) "
         "finisher: does play go on?"),
        ("胜负一定就停：一打三在一游出现时结束，找朋友在同一方拿下一、二游时结束，之后的炸弹不再翻番。",
         "Play stops once the result is settled: a solo ends with the first finisher, a "
         "partnership deal as soon as one side holds first and second; no later bomb can raise the stake."),
        ("来源说这些结果 “不看分数”，剩下的牌已不影响胜负；继续打只会让输的一方故意炸来翻番。",
         "The source says these results ignore points, so the rest of the cards cannot change "
         "the outcome; playing on would only invite bombs to pump the stake.")),
    _ruling(
        "wushik.ruling.full_score_105",
        ("满分 105 是什么意思", "What '满分 105' means"),
        ("来源把 “一方总分得到 105 分” 叫满分，只给 1 倍：105 是恰好 105，还是至少 105？",
         "The source calls 'a side reaching 105' 满分 and pays ×1: exactly 105, or at least 105?"),
        ("满分指得分至少 105：就是按分数赢下的普通一局，底金 × 1。",
         "满分 means 105 points or more: the ordinary win on points, stake × 1."),
        ("分数都是 5 的倍数，总共 200，按分赢的一方至少有 105 分；表里没有别的一行给 110、150 这样的分数，"
         "所以 “满分” 只能是按分赢的普通一局。",
         "Points come in fives out of 200, so any side winning on points has at least 105; no "
         "other line of the table covers 110 or 150, so 满分 can only be the plain win on "
         "points."),
        examples=({"op": "settle", "mode": "partner", "banker": 0, "partner": 2,
                   "order": [0, 1, 2, 3], "points": {"0": 40, "1": 50, "2": 50, "3": 30},
                   "in_hand": 30, "bombs": []},)),
    _ruling(
        "wushik.ruling.chuai_vs_fenku",
        ("踹和分枯相撞", "One-two finish against all the points"),
        ("一方拿一、二游（踹，“不看分数”），另一方却拿了全部 200 分（分枯，“不论名次”），谁赢？",
         "One side finishes first and second (踹, 'whatever the points') while the other took "
         "all 200 points (分枯, 'whatever the order'): who wins?"),
        ("踹与分枯相撞时默认踹赢（× 2）；一条房规让分枯赢（× 2）。",
         "When they clash, by default the one-two finish wins (×2); a house rule lets all the "
         "points win (×2)."),
        ("两条规则字面上互相否定。踹在一、二游出现时就定了局，按时间先到；有的牌桌看分，所以给选项。",
         "The two lines deny each other outright. The one-two finish is settled first, when the "
         "second player goes out; some tables go by points, hence the option."),
        option="chuai_vs_fenku",
        examples=({"op": "settle", "mode": "partner", "banker": 0, "partner": 2,
                   "order": [0, 2], "points": {"0": 0, "1": 200, "2": 0, "3": 0},
                   "bombs": []},)),
    _ruling(
        "wushik.ruling.outcome_precedence",
        ("几种结果同时成立", "When several results apply at once"),
        ("同一方拿下一、二游（踹 × 2），对方又一分未得（分枯 × 2）：是 × 2 × 2，还是只算一项？",
         "One side finishes first and second (踹, ×2) and the other side scored nothing (分枯, "
         "×2): is that ×2 × 2, or one result only?"),
        ("一局只算一种结果，取最高的一项：枯踹 × 4 高于踹、分枯的 × 2，再高于满分、平分的 × 1。",
         "A deal has exactly one result, the highest that applies: 枯踹 ×4 above 踹 or 分枯 ×2, "
         "above 满分 or 平分 ×1."),
        ("来源专门为 “踹且对方零分” 列了枯踹 × 4，恰好等于 2 × 2：若结果可以叠加，这一行就多余了。",
         "The source lists 枯踹 ×4 for exactly 'one-two and the others scoreless', which equals "
         "2 × 2: if results stacked, that line would be needless."),
        examples=({"op": "settle", "mode": "partner", "banker": 0, "partner": 2,
                   "order": [2, 0], "points": {"0": 50, "1": 0, "2": 30, "3": 0}},)),
    _ruling(
        "wushik.ruling.solo_stake",
        ("暗叫 × 12 与每人 × 4", "Secret solo: ×12 against ×4 each"),
        ("暗叫成功写 “× 12”，括号里又写 “其他玩家每人失 × 4”：12 是庄家的总数，还是每人付 12？吼牌的 24 与 8 同理。",
         "A secret solo says '×12', then '(each other player loses ×4)': is 12 the banker's "
         "total, or does each pay 12? Likewise 24 and 8 for an open solo."),
        ("默认：12 是总数，三人每人 × 4（吼牌 24 = 3 × 8）；一条房规让每人都付 × 12（吼牌 × 24）。",
         "By default 12 is the total, each of the three paying ×4 (open solo: 24 = 3 × 8); "
         "a house rule makes each of them pay ×12 (open solo ×24)."),
        ("3 × 4 = 12、3 × 8 = 24 恰好吻合，两处写法是同一件事；另一种读法也有人用，所以给选项。",
         "3 × 4 = 12 and 3 × 8 = 24 match exactly, so both figures describe one payment; the "
         "other reading has its players, hence the option."),
        option="solo_stake",
        examples=({"op": "settle", "mode": "anjiao", "banker": 0, "order": [0], "bombs": []},)),
    _ruling(
        "wushik.ruling.team_payout",
        ("二对二怎么付", "Who pays whom, two against two"),
        ("“赢的一方得分，输的一方失去赢方所得”：是每人都得失这么多，还是一方合计？",
         "'The winners gain, the losers lose what the winners gained': per player, or per side?"),
        ("二对二按人结算：赢方两人每人 + 底金 × 番数，输方两人每人 − 同样的数，总和为零。",
         "Two against two is paid per player: each winner gains stake × multiplier, each loser loses the same; the "
         "sum is zero."),
        ("和一打三一样按人结算（那里写明了 “每人”），输赢两边正好抵消。",
         "It matches the solo payments, which are stated per player, and the two sides cancel "
         "exactly.")),
    _ruling(
        "wushik.ruling.bomb_multipliers",
        ("炸弹番数怎么算", "How bomb multipliers combine"),
        ("来源列出各种炸弹的 “* 2、* 4 …”，但没说几个炸弹是相乘还是相加，谁出的算，杂五十K算不算。",
         "The source lists '*2, *4 …' per bomb, but not whether several bombs multiply or add, "
         "whose bombs count, or whether a mixed 5-10-K counts."),
        ("这一局任何人出过的每个炸弹都算（也包括被压住的、一打三的局）。杂五十K 不翻番，四王按四张炸弹 × 2。"
         "默认相乘：结果倍数 × 每个炸弹的番数；一条房规把炸弹番数相加后再乘结果倍数。",
         "Every bomb anyone played in the deal counts (beaten ones too, solos too). A mixed 5-10-K "
         "adds nothing; four jokers count as a four-card bomb (×2). By default they multiply: "
         "outcome × each bomb's factor; a house rule sums the bomb factors, then "
         "multiplies the outcome by the sum."),
        ("“* 2” 的写法是乘号；杂五十K 不在表里。相乘时倍数涨得很快，有的牌桌改为相加，所以给选项。",
         "'* 2' is written as a product; the mixed 5-10-K is not in the table. Multiplying grows "
         "fast, and some tables add instead, hence the option."),
        option="bomb_stack",
        examples=({"op": "settle", "mode": "partner", "banker": 0, "partner": 2,
                   "order": [0, 1, 2, 3], "points": {"0": 40, "1": 50, "2": 50, "3": 30},
                   "in_hand": 30, "bombs": ["S7x2 H7x2", "H5 H10 HK", "D9x2 C9x2 H9x2 S9"]},)),
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
