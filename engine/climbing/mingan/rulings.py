"""明暗斗地主: the rules around the cards — calling, the hidden partner, 番 and settling."""

from __future__ import annotations

from ...rulebook import Rule

G = ("mingan",)

_EIGHT = {"op": "settle", "players": 5, "landlord": 0, "partner": None, "call": "blind",
          "blind_partner": True, "bombs": [], "first_out": 0, "base": 5}
# a two-deal match (the match op) whose first deal's shares do not divide
_MATCH = {"op": "match", "match": {"players": 5, "start": {"base": 5}, "deals": [
    {"landlord": 0, "partner": 2, "call": "seen", "bombs": [], "first_out": 4},
    {"landlord": 3, "partner": None, "call": "blind", "bombs": ["S9 H9 C9 D9"], "first_out": 3}]}}
_FAN_EXAMPLE = {"op": "settle", "players": 5, "landlord": 0, "partner": 2, "call": "seen",
                "bombs": ["S9 H9 C9 D9 S9 H9", "BJ RJ"], "first_out": 2, "base": 5}

DEAL_RULES = (
    Rule(id="mingan.deal", games=G, title_zh="用牌与发牌", title_en="Cards and the deal",
         text_zh="两副牌连王共 108 张。先分出地主底牌：五人 3 张，六人 6 张；其余每人 21 张（五人）或 17 张（六人）。"
                 "发牌前随机亮一张“地主牌”再放回牌中，发牌结束前谁也不看牌。",
         text_en="Two decks with jokers, 108 cards. The landlord's kitty is set aside first: 3 cards "
                 "with five players, 6 with six; the rest gives 21 each (five) or 17 each (six). Before "
                 "the deal one random “landlord card” is shown and put back; nobody looks until the deal ends."),
    Rule(id="mingan.call", games=G, title_zh="叫地主", title_en="Calling landlord",
         text_zh="发到地主牌的人先选：不看牌盲叫（番数翻一番）、看牌再叫（不翻）或放弃。放弃后按出牌方向由下一家选，"
                 "直到有人叫；叫的人收底牌。",
         text_en="Whoever was dealt the landlord card chooses first: call blind without looking (the "
                 "score doubles), look and call (no change), or pass. After a pass the next player in "
                 "the direction of play chooses, until someone calls; the caller takes the kitty.",
         examples=({"op": "bid", "players": 5, "first": 3, "calls": ["pass"], "proposed": "blind"},)),
    Rule(id="mingan.call.all_pass", games=G, title_zh="都放弃", title_en="Everyone passes",
         text_zh="所有人都放弃时，最先发到地主牌的人自动当地主（算看牌叫，不翻番）。",
         text_en="If everyone passes, the player first dealt the landlord card becomes landlord "
                 "(as a seen call: no doubling).",
         examples=({"op": "bid", "players": 5, "first": 1, "calls": ["pass"] * 5},)),
    Rule(id="mingan.call.blind", games=G, ruling=True, title_zh="谁能盲叫", title_en="Who may call blind",
         question_zh="原文把三种选择给了发到地主牌的人，递补的人是否也能盲叫？",
         question_en="The source gives the three choices to whoever holds the landlord card; may a "
                     "later player, taking over after passes, also call blind?",
         reading_zh="能：轮到谁，谁就有同样的三种选择。盲叫是一种承诺（没看过牌），引擎无法核实，照记录接受。",
         reading_en="Yes: whoever's turn it is has the same three choices. A blind call is a promise "
                    "(not having looked); the engine cannot check it and accepts the record.",
         why_zh="原文说“由下一位顺序递补”，递补就是接替同一个位置。",
         why_en="The source says the next player “fills in”, i.e. takes over the same position.",
         examples=({"op": "bid", "players": 6, "first": 0, "calls": ["pass", "blind"]},)),
    Rule(id="mingan.partner", games=G, title_zh="暗地主", title_en="The hidden partner",
         text_zh="地主亮出手里的一张牌作暗地主牌；另一张同样（点数和花色都相同）的牌在谁手里，谁就是暗地主，"
                 "与地主一队，可以不暴露。其余的人是农民。",
         text_en="The landlord shows one card from hand as the partner card; whoever holds its twin "
                 "(same rank and suit) is the hidden partner, on the landlord's side, and may stay "
                 "hidden. Everyone else is a farmer.",
         examples=({"op": "partner", "players": 5, "landlord": 0, "card": "HA",
                    "hands": {"0": "HA S3", "1": "S4", "2": "HA", "3": "S5", "4": "S6"}},)),
    Rule(id="mingan.partner.alone", games=G, ruling=True, title_zh="一个人打", title_en="Playing alone",
         text_zh="如果地主手里两张暗地主牌都有，他可以只亮一张、把暗地主藏起来：实际上一个人对所有人，输赢都翻倍（×2）。",
         text_en="If the landlord holds both copies of the partner card he may show one and keep the "
                 "partner a fiction: he plays alone against everyone, and wins or loses double (×2).",
         question_zh="基本打法说一个人打“收益/损失双倍”，番数规则又说“暗地主叫自己，翻一番”。这是两次翻倍还是同一次？",
         question_en="The rules of play say playing alone doubles the gain or loss; the doubling rules say "
                     "“the partner naming himself” adds one doubling. Two doublings, or one?",
         reading_zh="同一次：指到自己只翻一番（×2），不论是看牌后亮出自己有两张的牌，还是盲叫时碰巧指到自己。",
         reading_en="One: naming oneself doubles once (×2), whether the landlord knowingly shows a card "
                    "he holds twice or names himself by chance when calling blind.",
         why_zh="原文的盲叫例子“胜则赢 8 番”里，指到自己只算了一次；两处说的是同一件事。",
         why_en="In the source's blind example, “win 8 doublings”, naming oneself is counted once; both "
                "clauses describe the same event.",
         examples=({"op": "partner", "players": 5, "landlord": 0, "card": "HA",
                    "hands": {"0": "HA HA", "1": "S4", "2": "S3", "3": "S5", "4": "S6"}},
                   {"op": "settle", "players": 5, "landlord": 0, "partner": None, "call": "seen",
                    "bombs": [], "first_out": 0, "base": 5})),
    Rule(id="mingan.partner.blind", games=G, ruling=True, title_zh="盲叫暗地主", title_en="Naming the partner blind",
         text_zh="盲叫地主时可以同时盲叫暗地主（再翻一番）；若那张牌的另一张也在自己手里（“盲指自己”），再翻一番：共 8 倍。",
         text_en="A blind caller may name the partner blind too (another doubling); if the twin of that "
                 "card is in the caller's own hand (“naming oneself”) it doubles once more: 8 in all.",
         question_zh="“盲叫拥有地主牌的玩家为暗地主”：用哪张牌定暗地主？谁能这样叫？",
         question_en="“Blind-name the holder of the landlord card as partner”: which card decides the "
                     "partner, and who may do it?",
         reading_zh="只有发到地主牌、并且一开始就盲叫的人可以；暗地主牌就是那张地主牌，持有另一张的人是暗地主；"
                    "两张都在自己手里（收底后）就是盲指自己。",
         reading_en="Only the player dealt the landlord card, calling blind at the start; the partner "
                    "card is the landlord card itself and the holder of its twin is the partner; if both "
                    "copies are in the caller's hand (after the kitty), the caller named himself.",
         why_zh="原文说“一开始盲叫”，而地主牌是唯一一张不看牌也知道的牌；两副牌里它有两张，才会有“指到自己”。",
         why_en="The source says “at the start”, and the landlord card is the one card known without "
                "looking; two decks hold two copies, which is how one can “name oneself”.",
         examples=(_EIGHT,)),
    Rule(id="mingan.lead", games=G, title_zh="出牌", title_en="Play",
         text_zh="地主先出，按出牌方向轮流，直到有人出完。",
         text_en="The landlord leads; play goes round in the direction of play until someone goes out."),
    Rule(id="mingan.pass", games=G, title_zh="不出", title_en="Passing",
         text_zh="压不过或不想压就不出。其余人都不出后，最后出牌的人重新领出。领出的人不能不出。",
         text_en="You may pass instead of beating the play. When all the others have passed, the last "
                 "player to play leads again. The leader cannot pass."),
    Rule(id="mingan.win", games=G, title_zh="胜负", title_en="Winning",
         text_zh="第一个出完牌的人所在的一方赢：地主或暗地主先出完，地主方赢；否则农民赢。",
         text_en="The side of the first player out wins: the landlord's side if the landlord or the "
                 "partner goes out first, otherwise the farmers."),
    Rule(id="mingan.fan", games=G, title_zh="番数", title_en="Doublings",
         text_zh="盲叫地主、盲叫暗地主、一个人打（指到自己）各翻一番；每出一个 4 张炸弹或王炸翻一番，5 张翻两番，"
                 "6 张翻四番，7 张翻八番，8 张或四王翻十六番。最终番数 × 底分就是每人的输赢。",
         text_en="Calling blind, naming the partner blind and playing alone (naming oneself) each add "
                 "one doubling; every 4-card bomb or rocket (the two jokers) played adds one, a 5-card bomb "
                 "two, 6 cards four, "
                 "7 cards eight, 8 cards or four jokers sixteen. The final multiplier × the base is what "
                 "each player wins or loses.",
         examples=(_FAN_EXAMPLE,)),
    Rule(id="mingan.fan.reading", games=G, ruling=True, title_zh="“翻 N 番”是多少倍",
         title_en="How much are N doublings?",
         question_zh="“翻一番”是翻倍。“翻两番”“翻十六番”是乘 4、乘 65536（2 的 N 次方），还是更温和的算法？",
         question_en="One doubling is ×2. Are two doublings and sixteen ×4 and ×65536 (2^N), or "
                     "something milder?",
         reading_zh="默认按字面 ×2^N：原文自己的例子“胜则赢 8 番”就是三次翻一番 = 2³。一条房规改为：叫地主类仍各 ×2，"
                    "炸弹的番数相加，最后乘 (1 + 总番数)，一个 8 张炸弹是 ×17 而不是 ×65536。",
         reading_en="By default literally ×2^N: the source's own example, “win 8 doublings”, is three doublings, "
                    "2³. A house rule instead: the calls still double, bombs' doublings add up and multiply the stake "
                    "once by (1 + total); an 8-card bomb is ×17 rather than ×65536.",
         why_zh="中文里“翻两番”就是乘 4；但 16 番的炸弹按字面会让一局输赢上万倍，很多牌桌不会这样打，所以两种都给。",
         why_en="In Chinese two doublings are ×4; but a literal 16-doubling bomb multiplies the stake by tens of "
                "thousands, which few tables would play, so both readings are offered.",
         option="fan",
         examples=(_FAN_EXAMPLE, {**_FAN_EXAMPLE, "options": {"fan": "linear"}}, _EIGHT)),
    Rule(id="mingan.settle", games=G, title_zh="结算", title_en="Settling up",
         text_zh="最终分数 = 倍数 × 底分（底分由牌桌定，例如 5 个筹码；没有说就是 1）。"
                 "地主方赢：每个农民付最终分数，地主方平分。农民赢：输方付最终分数，农民平分。",
         text_en="The final score is the multiplier × the base (the table's choice, e.g. 5 chips; "
                 "1 unless said). The landlord's side wins: every farmer pays the final "
                 "score and the landlord's side shares it equally. The farmers win: the losers pay the "
                 "final score and the farmers share it equally.",
         examples=({"op": "settle", "players": 6, "landlord": 0, "partner": 3, "call": "seen",
                    "bombs": [], "first_out": 3, "base": 5},)),
    Rule(id="mingan.settle.losers", games=G, ruling=True, title_zh="农民赢时谁付钱",
         title_en="Who pays when the farmers win",
         question_zh="结算条说“地主支付最终分数筹码”，番数规则又说最终分数是“落败方每人缴纳的分数”。暗地主付不付？",
         question_en="The settling clause says “the landlord pays the final score”; the doubling clause says "
                     "the final score is what “each member of the losing side pays”. Does the partner pay?",
         reading_zh="默认输方每人都付（暗地主也付），与地主方赢时农民每人都付对称。一条房规改为：只有地主付一份。",
         reading_en="By default every loser pays (the partner too), mirroring every farmer paying when "
                    "the landlord's side wins. A house rule instead: only the landlord pays, once.",
         why_zh="后一条规定了“每人缴纳”，且让两边的风险对称；字面的另一读法留作选项。",
         why_en="The later clause says “each pays” and keeps both sides' risk symmetric; the other "
                "literal reading is an option.",
         option="loser_pays",
         examples=({"op": "settle", "players": 5, "landlord": 0, "partner": 2, "call": "seen",
                    "bombs": [], "first_out": 1, "base": 5},
                   {"op": "settle", "players": 5, "landlord": 0, "partner": 2, "call": "seen",
                    "bombs": [], "first_out": 1, "base": 5, "options": {"loser_pays": "landlord"}})),
    Rule(id="mingan.settle.split", games=G, ruling=True, title_zh="分不尽的筹码", title_en="Shares that do not divide",
         question_zh="三个农民平分两份筹码时分不尽，怎么办？",
         question_en="Three farmers sharing two payments cannot split them evenly; what then?",
         reading_zh="按精确的分数平分（引擎给出分数形式，如 10/3），输赢总和始终为 0；零头怎么处理由牌桌自定。",
         reading_en="Shares are exact fractions (the engine gives them as e.g. 10/3), so the table "
                    "always sums to zero; how to round is up to the table.",
         why_zh="原文只说“均分”；任何取整都要偏向某个人，原文没有依据。",
         why_en="The source only says “share equally”; any rounding favours someone without a basis.",
         examples=({"op": "settle", "players": 5, "landlord": 0, "partner": 2, "call": "seen",
                    "bombs": [], "first_out": 4, "base": 5},)),
    Rule(id="mingan.match", games=G, title_zh="记一整场", title_en="Keeping a whole match",
         text_zh="一场的每一局记下地主、暗地主（或一个人打）、明叫还是盲叫、盲叫暗地主、打出的炸弹和谁先出完，"
                 "按一局的结算算出各家的得失（分不尽的照样是分数），再逐局相加。",
         text_en="For each deal of a match the sheet takes the landlord, the partner (or none), a seen or blind "
                 "call, a blind partner, the bombs played and who went out first; each deal is settled by the "
                 "one-deal rules (shares that do not divide stay fractions) and added to each seat's evening."),
    Rule(id="mingan.match.dealer", games=G, ruling=True, title_zh="下一局谁发牌", title_en="Who deals next",
         question_zh="原文说从庄家开始发牌，庄家“一般为上一轮赢家”。地主方或农民方赢时，赢家是哪一位？",
         question_en="The source has the dealer start the deal, the dealer being “usually the last round's "
                     "winner”. When a side wins, which of its players is that?",
         reading_zh="先出完牌的那一位：是他让这一方赢的。第一局由谁发牌由牌桌自己定，记分单可以空着。",
         reading_en="The player who went out first: that is what won the deal for the side. Who deals the first "
                    "deal is the table's choice, and the sheet may leave it blank.",
         why_zh="一方有好几个人，只有先出完的那一位是确定的一个人；发牌本身不影响谁当地主（看地主牌）。",
         why_en="A side has several players and only the first out is one definite seat; the deal itself does "
                "not decide the landlord (the landlord card does).",
         examples=(_MATCH,)),
    Rule(id="mingan.match.base", games=G, ruling=True, title_zh="一整场的底分", title_en="The base over a match",
         question_zh="盲叫、炸弹翻的番只算这一局，还是带到下一局？底分每局一样吗？",
         question_en="Do the doublings of a blind call or a bomb count for that deal only, or carry into the "
                     "next? Is the base the same every deal?",
         reading_zh="底分开场定一次，整场不变；每一局的倍数只算那一局，不带到下一局。",
         reading_en="The base is set once at the start and holds all evening; each deal's multiplier counts "
                    "for that deal only.",
         why_zh="原文只讲一局怎么算，没有说倍数会延续；一局一结是牌桌的常规。",
         why_en="The source settles one deal and never says a multiplier carries; settling deal by deal is how "
                "tables play.",
         examples=(_MATCH,)),
    Rule(id="mingan.replay", games=G, title_zh="牌局记录", title_en="Deal records",
         text_zh="一局的记录包括人数、发到的牌、底牌、地主牌和发到它的人、叫地主、暗地主牌、底分和每一手出牌；"
                 "引擎逐手检查并结算。",
         text_en="A deal record holds the player count, the hands, the kitty, the landlord card and who "
                 "was dealt it, the calls, the partner card, the base and every play; the engine checks "
                 "it step by step and settles it."),
)
