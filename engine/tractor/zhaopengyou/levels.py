"""找朋友's levels: each of the five keeps a personal level that climbs and stops at A; a
player at A who wins a deal wins the game; who deals first next; the level tables (2 vs 3,
and 1 vs 4 when the banker plays alone), read by the family's :func:`engine.tractor.levels.band`."""

from __future__ import annotations

from ...cards import A
from ...rulebook import Option, Rule, stated
from ..levels import band_row, table_text
from .game import GAME

ZPY = GAME.id

ZPY_2V3 = (
    band_row(0, 0, "da_guang", "大光", "big shutout", d=3),
    band_row(1, 59, "xiao_guang", "小光", "small shutout", d=2),
    band_row(60, 119, "xiao_sheng", "小胜", "narrow hold", d=1),
    band_row(120, 179, "fan_chao", "反超", "overtake", a=1),
    band_row(180, 239, "da_sheng", "大胜", "big win", a=2),
    band_row(240, 299, "wan_sheng", "完胜", "rout", a=3),
    band_row(300, None, "man_guang", "满光", "clean sweep", a=4),
)

ZPY_1V4 = (
    band_row(0, 0, "da_guang", "大光", "big shutout", d=9),
    band_row(1, 59, "xiao_guang", "小光", "small shutout", d=6),
    band_row(60, 119, "xiao_sheng", "小胜", "narrow hold", d=3),
    band_row(120, 179, "fan_chao", "反超", "overtake", a=1),
    band_row(180, None, "can_bai", "惨败", "crushing loss", a=2),
)

# (table, the rule stating it, the ruling for totals past its top row's floor, where the
# table stops at the cards' points): the 2 vs 3 one, then the solo one.
LEVEL_TABLES = ((ZPY_2V3, "zhaopengyou.levels.2v3", "zhaopengyou.levels.over_300"),
                (ZPY_1V4, "zhaopengyou.levels.1v4", None))


# The ruling a verdict cites when a house rule leaves fewer points on the cards than the tables'
# 300 (only spades score: 75) and the thresholds shrink with them (engine.tractor.levels.scale).
SCALED_RULING = "zhaopengyou.ruling.level_table_scaled"


def quarter(table: tuple) -> tuple:
    """A level table with every threshold at a quarter of its points (75 of 300), for its words."""
    return tuple(band_row(-(-b.low // 4), None if b.high is None else b.high // 4, b.outcome, b.zh, b.en,
                          d=b.defenders, a=b.attackers) for b in table)


def climb_capped(level: int, steps: int) -> int:
    """zhaopengyou: a player's own level climbs and stops at A."""
    return min(A, level + steps)


def next_first_dealer(*, banker: int, friend: int | None, solo: bool,
                      defenders_won: bool, players: int = 5) -> tuple[int, str]:
    """zhaopengyou: who deals first next time (起始发牌者), and why (a rule id).

    Seats run in the direction of play (clockwise); the player counterclockwise
    nearest the banker is therefore seat ``banker - 1``.
    """
    if defenders_won:
        if solo or friend is None:
            return banker, "zhaopengyou.next_dealer"
        return friend, "zhaopengyou.next_dealer"
    return (banker - 1) % players, "zhaopengyou.next_dealer"


OPTIONS = (
    Option(name="zhaopengyou_over_300", games=(ZPY,), default="man_guang",
           choices=("man_guang", "per_60"), ruling="zhaopengyou.levels.over_300",
           zh="总分超过 300 时怎样升级：默认一律按满光算，升 4 级；另一种读法每多 60 分再多升 1 级。",
           en="Totals above 300: by default they all count as a clean sweep, up 4 levels; the other "
              "reading adds one more level for each further 60 points."),
    Option(name="zhaopengyou_win_at_a", games=(ZPY,), default="any_side",
           choices=("any_side", "defending"), ruling="zhaopengyou.levels.win_at_a",
           zh="谁在 A 级赢局就赢得整场：默认任一方赢局时，这一方里打 A 的玩家；另一种读法只限庄家方。",
           en="Who wins the game at A: by default a player at A whose side wins the deal, either "
              "side; the other reading allows only the banker's side."),
)

RULES = stated((
    Rule(id="zhaopengyou.levels.2v3", games=(ZPY,),
         title_zh="升级表（2 打 3）", title_en="Level table, 2 vs 3",
         text_zh="庄家和朋友对另外三人时，按抓分方总分（含抠底所得）查表：" + table_text(ZPY_2V3, zh=True)
         + "。庄家方升级时庄家和朋友各升；抓分方升级时三人各升。",
         text_en="When the banker and the friend face the other three, the attackers' total "
         "(kitty bonus included) picks the row: " + table_text(ZPY_2V3, zh=False)
         + ". A climb for the banker's side moves both the banker and the friend; "
         "a climb for the attackers moves each of the three."),
    Rule(id="zhaopengyou.levels.1v4", games=(ZPY,),
         title_zh="升级表（1 打 4）", title_en="Level table, 1 vs 4",
         text_zh="庄家独打时用另一张表，庄家守住时升得更多：" + table_text(ZPY_1V4, zh=True) + "。",
         text_en="When the banker plays alone a steeper table applies, rewarding a lone "
         "banker who holds: " + table_text(ZPY_1V4, zh=False) + "."),
    Rule(id="zhaopengyou.levels.over_300", games=(ZPY,), ruling=True,
         title_zh="总分超过 300", title_en="Totals above 300",
         question_zh="牌面分只有 300，但抠底加倍后总分可以超过 300；升级表到 300（满光）为止，超过怎么算？",
         question_en="The cards hold 300 points, but a multiplied kitty can push the total "
         "past 300, where the table stops. What do such totals earn?",
         reading_zh="300 分及以上都按满光，抓分方每人升 4 级。",
         reading_en="Every total of 300 or more is a clean sweep: each attacker climbs 4.",
         why_zh="表的最后一行是最高档；原文没有为更高分另设档次，不宜自行加档。",
         why_en="The last row is the top band; the source defines nothing higher, so we do "
         "not invent extra bands.",
         option="zhaopengyou_over_300",
         examples=({"op": "score", "trump": {"rank": "2", "suit": "S"}, "points": 280,
                    "kitty_points": 20, "last_trick": {"winner": "attackers", "cards": "HA HA"},
                    "solo": False},
                   # 360: a clean sweep by default, one level more per 60 past 300 under the house rule
                   {"op": "score", "trump": {"rank": "2", "suit": "S"}, "points": 280,
                    "kitty_points": 20, "last_trick": {"winner": "attackers", "cards": "H9 H9 H10 H10"},
                    "solo": False})),
    Rule(id=SCALED_RULING, games=(ZPY,), ruling=True,
         title_zh="只算黑桃时的升级表", title_en="The level tables when only spades score",
         question_zh="房规「只算黑桃」让牌上只剩 75 分（三副牌各 25 分），升级表却按 300 分定档：抓分方永远到不了 "
         "120 分，一局也赢不了。这个房规下升级表怎么用？",
         question_en="The house rule “spades only” leaves 75 points on the cards (25 in each of three decks), "
         "yet the level tables are built on 300: the attackers could never reach 120 and never win a deal. "
         "How do the tables work under that house rule?",
         reading_zh="每一档的分数线都按 75/300（四分之一）缩小。2 打 3：" + table_text(quarter(ZPY_2V3), zh=True)
         + "。1 打 4：" + table_text(quarter(ZPY_1V4), zh=True) + "。抠底加倍后超过 75 分，按「总分超过 300」"
         "的房规读（每多 15 分算每多 60 分）；下一局谁先发牌也按缩小后的分数线（抓分方不到 30 分是庄家方赢）。",
         reading_en="Every threshold shrinks by 75/300 (a quarter). 2 vs 3: " + table_text(quarter(ZPY_2V3), zh=False)
         + ". 1 vs 4: " + table_text(quarter(ZPY_1V4), zh=False) + ". A total past 75 (a multiplied kitty) "
         "follows the house rule on totals above 300 (each further 15 counts as a further 60); who deals "
         "first next follows the same thresholds (attackers under 30: the banker's side won).",
         why_zh="每一档是满分的一部分（反超从四成起，满光是全部）；按同样的比例缩小，两边都能赢，每一档的意思也不变。"
         "照搬 300 分的表，这个房规就成了抓分方赢不了的游戏。",
         why_en="Each band is a share of all the points (an overtake from two fifths, a clean sweep is all of "
         "them); shrinking them in the same proportion keeps both sides able to win and each band meaning "
         "what it meant. The 300-point table as it stands would make a game the attackers cannot win.",
         option="point_suits",
         examples=({"op": "score", "trump": {"rank": "2", "suit": "S"}, "points": 50, "kitty_points": 0,
                    "last_trick": {"winner": "defenders", "cards": "HA"}, "solo": False,
                    "options": {"point_suits": "spades"}},)),
    Rule(id="zhaopengyou.levels.own_level", games=(ZPY,),
         title_zh="各人记级，A 封顶", title_en="Everyone keeps their own level, capped at A",
         text_zh="五人各自记级，从 2 开始，各自按所在一方的结果升级；升到 A 后不再往上加。",
         text_en="Each of the five keeps a personal level, starting at 2, and climbs with "
         "their side's result; nobody climbs past A."),
    Rule(id="zhaopengyou.levels.win_at_a", games=(ZPY,), ruling=True,
         title_zh="在 A 级赢局", title_en="Winning the game at A",
         text_zh="已到 A 级的玩家再赢一局即赢得整场。",
         text_en="A player already at A who wins one more deal wins the game.",
         question_zh="原文说先打到 A 并赢下该局者胜。抓分方一方的 A 级玩家赢局算不算？",
         question_en="The source says the first to reach A and win that deal wins. Does a "
         "player at A count when it is the attackers' side that wins?",
         reading_zh="算：任何已在 A 级、且所在一方本局升级（赢局）的玩家都赢得整场。",
         reading_en="Yes: any player already at A whose side climbs in this deal wins the game.",
         why_zh="各人独立记级，原文只要求到 A 并赢下一局，没有限定必须在庄家方。",
         why_en="Levels are personal and the source asks only for reaching A and winning a "
         "deal; it does not require being on the banker's side.",
         option="zhaopengyou_win_at_a",
         # the attackers overtake with seat 2 at A: the game is theirs by default, nobody's under the house rule
         examples=({"op": "score", "trump": {"rank": "2", "suit": "S"}, "points": 130, "kitty_points": 0,
                    "last_trick": {"winner": "defenders", "cards": "HA"}, "solo": False,
                    "banker": 0, "friend": 2, "player_levels": ["2", "A", "2", "2", "10"]},)),
    Rule(id="zhaopengyou.next_dealer", games=(ZPY,),
         title_zh="下一局的起始发牌者", title_en="Who deals first next",
         text_zh="庄家方赢（抓分方不到 120）：独打则庄家本人，2 打 3 则庄家的朋友；"
         "庄家方输：逆时针方向紧挨庄家的人（出牌是顺时针，所以是庄家的上家，座位号减 1）。",
         text_en="If the banker's side wins (attackers under 120): the banker when playing "
         "alone, the friend in a 2 vs 3 deal. If it loses: the player next to the banker "
         "counterclockwise, i.e. seat banker − 1, since seats are numbered clockwise in play order."),
    Rule(id="zhaopengyou.match", games=(ZPY,),
         title_zh="记一整场", title_en="Keeping a whole match",
         text_zh="一场从各家的起始级别（不写就都从 2 打起）开始，每局记下庄家、朋友或独打、主的花色、抓分方的分、"
         "底牌的分和最后一轮谁怎样拿下。主打庄家自己的级。每一局都按一局打完的升级规则算：各家的新级别、"
         "下一局的起始发牌者。第一局的起始发牌者随机定，记分单不知道时就空着。",
         text_en="A match starts from each player's level (all at 2 unless given); after each deal the sheet "
         "takes the banker, the friend or a solo, the trump suit, the attackers' points, the kitty's points and "
         "how the last trick was won. The rank played is the banker's own level. Each deal is scored by the "
         "one-deal rules: everyone's new level and the next first dealer. The first deal's first dealer is drawn "
         "at random, and the sheet may leave it blank."),
    Rule(id="zhaopengyou.match.over", games=(ZPY,), ruling=True,
         title_zh="有人在 A 级赢局之后", title_en="After someone wins at A",
         question_zh="有人在 A 级赢下一局就赢得整场。之后的牌还记不记，其余几家接着争第二名吗？",
         question_en="A player at A who wins a deal wins the game. Are later deals still kept, with the "
         "others playing on for second place?",
         reading_zh="不记：这场到此结束，再往下记一局，引擎不收。接着打就开一场新的，起始级别由牌桌自己定（默认都从 2 打起）。",
         reading_en="No: the match ends there, and a deal entered after it is refused. To play on, start a "
         "new match from the levels the table agrees (everyone at 2 unless given).",
         why_zh="原文只说谁先打过 A 并赢局谁胜，没有说之后怎么继续；接着记下去就得自己编规则。",
         why_en="The source names the winner and says nothing of play after it; keeping score beyond that "
         "would mean inventing rules."),
))
