"""赖子五十K: the rulings on the call, the end of a deal and the payouts (who may be called,
接风, the last trick, an early end, full scores, 踹 and 分裤, which outcome counts, the stakes
and the bombs' multipliers). The rulings on the cards and plays, the helper that writes a
ruling and every option are in :mod:`.rulings`."""

from __future__ import annotations

from .rulings import PLAY_RULINGS, ruling

DEAL_RULINGS = (
    ruling(
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
    ruling(
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
    ruling(
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
    ruling(
        "wushik.ruling.final_trick",
        ("最后一轮的分", "The points of the unfinished round"),
        ("一局在有人出完时结束，桌上这一轮还没打完，里面的分归谁？",
         "The deal ends the moment a player goes out, mid-round: whose are the points on the "
         "table?"),
        ("一局在这一轮中途结束时，桌上的分归这一轮眼下最大的那一家（通常就是刚出完的人）。",
         "When the deal ends mid-round, the points on the table go to the player whose play is "
         "on top (usually the one who just went out)."),
        ("和每一轮的收分规则一致：出最大牌的人收分，剩下的人已经不能再压。",
         "It is the usual round rule: the top play takes the points, and nobody left can "
         "answer any more.")),
    ruling(
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
    ruling(
        "wushik.ruling.full_score_105",
        ("满分 105 是什么意思", "What a win on points at 105 means"),
        ("来源把 “一方总分得到 105 分” 叫满分，只给 1 倍：105 是恰好 105，还是至少 105？",
         "The source calls 'a side reaching 105' a win on points and pays ×1: exactly 105, or at least 105?"),
        ("满分指得分至少 105：就是按分数赢下的普通一局，底金 × 1。",
         "Won on points means 105 points or more: the ordinary win, stake × 1."),
        ("分数都是 5 的倍数，总共 200，按分赢的一方至少有 105 分；表里没有别的一行给 110、150 这样的分数，"
         "所以 “满分” 只能是按分赢的普通一局。",
         "Points come in fives out of 200, so any side winning on points has at least 105; no "
         "other line of the table covers 110 or 150, so a win on points can only be the plain win on "
         "points."),
        examples=({"op": "settle", "mode": "partner", "banker": 0, "partner": 2,
                   "order": [0, 1, 2, 3], "points": {"0": 40, "1": 50, "2": 50, "3": 30},
                   "in_hand": 30, "bombs": []},)),
    ruling(
        "wushik.ruling.chuai_vs_fenku",
        ("踹和分枯相撞", "One-two finish against all the points"),
        ("一方拿一、二游（踹，“不看分数”），另一方却拿了全部 200 分（分枯，“不论名次”），谁赢？",
         "One side finishes first and second (a one-two finish, 'whatever the points') while the other took "
         "all 200 points (all the points, 'whatever the order'): who wins?"),
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
    ruling(
        "wushik.ruling.outcome_precedence",
        ("几种结果同时成立", "When several results apply at once"),
        ("同一方拿下一、二游（踹 × 2），对方又一分未得（分枯 × 2）：是 × 2 × 2，还是只算一项？",
         "One side finishes first and second (×2) and the other side scored nothing ("
         "all the points, ×2): is that ×2 × 2, or one result only?"),
        ("一局只算一种结果，取最高的一项：枯踹 × 4 高于踹、分枯的 × 2，再高于满分、平分的 × 1。",
         "A deal has exactly one result, the highest that applies: one-two with the opponents "
         "scoreless ×4 above a one-two finish or all the points ×2, above a win or a tie on points ×1."),
        ("来源专门为 “踹且对方零分” 列了枯踹 × 4，恰好等于 2 × 2：若结果可以叠加，这一行就多余了。",
         "The source lists ×4 for exactly 'one-two and the others scoreless', which equals "
         "2 × 2: if results stacked, that line would be needless."),
        examples=({"op": "settle", "mode": "partner", "banker": 0, "partner": 2,
                   "order": [2, 0], "points": {"0": 50, "1": 0, "2": 30, "3": 0}},)),
    ruling(
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
    ruling(
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
    ruling(
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
    ruling(
        "wushik.ruling.match_base",
        ("一整场的底金", "The stake over a match"),
        ("炸弹、暗叫、吼牌翻的倍数只算这一局，还是带到下一局？底金每局一样吗？",
         "Do the multipliers of bombs, a secret or an open solo count for that deal only, or carry into "
         "the next? Is the stake the same every deal?"),
        ("底金开场定一次，整场不变；每一局的倍数只算那一局，不带到下一局。",
         "The stake is set once at the start and holds all evening; each deal's multiplier counts for "
         "that deal only."),
        ("原文只讲一局怎么结算，没有说倍数会延续；一局一结是牌桌的常规。",
         "The source settles one deal and never says a multiplier carries; settling deal by deal is how "
         "tables play."),
        examples=({"op": "match", "match": {"start": {"base": 2, "banker": 0}, "deals": [
            {"mode": "anjiao", "order": [0]},
            {"mode": "partner", "partner": 1, "order": [0, 1], "points": {"0": 60, "1": 40, "2": 50, "3": 50},
             "bombs": ["S7x2 H7x2"]}]}},)),
)

RULINGS = PLAY_RULINGS + DEAL_RULINGS
