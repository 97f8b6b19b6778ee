"""Level tables (升级表), each player's or team's level, and who deals or banks next.

The tables are data: a row is a band of the attackers' total (抓分方总分, kitty
bonus included) and how many levels each side climbs. ``zhaopengyou`` has a
2 vs 3 table and a 1 vs 4 table (庄家独打); ``shuangsheng`` has the "super"
table that runs from 0 to 320 and beyond. Levels are ranks 2..14 (A = 14).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import A, RANK_TEXT, TEXT_RANK
from ..errors import bad_request
from ..rulebook import Option, Rule

ZPY, SS = "zhaopengyou", "shuangsheng"


@dataclass(frozen=True, kw_only=True)
class Band:
    """One row of a level table: totals ``low..high`` (``high=None``: and above)."""

    low: int
    high: int | None
    outcome: str          # stable id of the row, e.g. "fan_chao"
    zh: str               # the row's name at the table, e.g. 反超
    en: str
    defenders: int = 0    # levels the banker's side climbs
    attackers: int = 0    # levels each attacker (or the attacking team) climbs
    swap: bool = False    # shuangsheng 换庄: the attackers take the bank, nobody climbs

    def holds(self, total: int) -> bool:
        return total >= self.low and (self.high is None or total <= self.high)

    def span(self) -> str:
        if self.high is None:
            return f"{self.low}+"
        return str(self.low) if self.low == self.high else f"{self.low}–{self.high}"


def _b(low, high, outcome, zh, en, d=0, a=0, swap=False) -> Band:
    return Band(low=low, high=high, outcome=outcome, zh=zh, en=en,
                defenders=d, attackers=a, swap=swap)


ZPY_2V3 = (
    _b(0, 0, "da_guang", "大光", "big shutout", d=3),
    _b(1, 59, "xiao_guang", "小光", "small shutout", d=2),
    _b(60, 119, "xiao_sheng", "小胜", "narrow hold", d=1),
    _b(120, 179, "fan_chao", "反超", "overtake", a=1),
    _b(180, 239, "da_sheng", "大胜", "big win", a=2),
    _b(240, 299, "wan_sheng", "完胜", "rout", a=3),
    _b(300, None, "man_guang", "满光", "clean sweep", a=4),
)

ZPY_1V4 = (
    _b(0, 0, "da_guang", "大光", "big shutout", d=9),
    _b(1, 59, "xiao_guang", "小光", "small shutout", d=6),
    _b(60, 119, "xiao_sheng", "小胜", "narrow hold", d=3),
    _b(120, 179, "fan_chao", "反超", "overtake", a=1),
    _b(180, None, "can_bai", "惨败", "crushing loss", a=2),
)

SS_TABLE = (
    _b(0, 0, "da_guang", "大光", "big shutout", d=6),
    _b(5, 10, "xiao_guang_5", "小光", "small shutout", d=5),
    _b(15, 20, "xiao_guang_4", "小光", "small shutout", d=4),
    _b(25, 30, "xiao_guang_3", "小光", "small shutout", d=3),
    _b(35, 35, "xiao_guang_2", "小光", "small shutout", d=2),
    _b(40, 75, "defenders_up", "主打方升级", "defenders climb", d=1),
    _b(80, 115, "huan_zhuang", "换庄", "change of bank", swap=True),
    _b(120, 120, "attackers_up_1", "捡分方升级", "attackers climb", a=1),
    _b(125, 160, "attackers_up_2", "捡分方升级", "attackers climb", a=2),
    _b(165, 200, "attackers_up_3", "捡分方升级", "attackers climb", a=3),
    _b(205, 240, "attackers_up_4", "捡分方升级", "attackers climb", a=4),
    _b(245, 280, "attackers_up_5", "捡分方升级", "attackers climb", a=5),
    # 封顶: the source caps the climb at 6; totals past 320 (kitty bonus) stay here.
    _b(285, None, "attackers_up_6", "捡分方升级（封顶）", "attackers climb (capped)", a=6),
)


# Each game's tables: (table, the rule stating it, the ruling for totals past its top row's
# floor, where the table stops at the cards' points), the 2 vs 3 one first, then the solo one.
TABLES = {ZPY: ((ZPY_2V3, "zhaopengyou.levels.2v3", "zhaopengyou.levels.over_300"),
                (ZPY_1V4, "zhaopengyou.levels.1v4", None)),
          SS: ((SS_TABLE, "shuangsheng.levels.table", None),)}


def band(game: str, total: int, *, solo: bool, options: dict) -> tuple[Band, str]:
    """The table row for ``total`` and the rule id that decided it."""
    table, rule, over = TABLES[game][1 if solo else 0]
    row = next(b for b in table if b.holds(total))
    top = table[-1]
    if over and row is top and total > top.low:
        # Only the kitty bonus can push a total past the cards' points; the table stops there.
        rule = over
        if options.get("zhaopengyou_over_300") == "per_60":
            extra = (total - top.low) // 60
            row = _b(top.low, None, top.outcome, top.zh, top.en, a=top.attackers + extra)
    return row, rule


def level_of(text) -> int:
    """A level written "2".."10", "J", "Q", "K", "A" (case-insensitive)."""
    rank = TEXT_RANK.get(text.strip().upper()) if isinstance(text, str) else None
    if rank is None:
        raise bad_request(f"等级应写成 2…10、J、Q、K、A，而不是 {text!r}。",
                          f"A level is 2…10, J, Q, K or A, not {text!r}.")
    return rank


def levels_list(value, count: int, name: str) -> list[int]:
    """A request's or a record's list of ``count`` levels (all 2 when left out)."""
    if value is None:
        return [2] * count
    if not isinstance(value, list) or len(value) != count:
        raise bad_request(f"{name} 应是 {count} 个级别的列表。", f"\"{name}\" must be a list of {count} levels.")
    return [level_of(v) for v in value]


def level_text(level: int) -> str:
    return RANK_TEXT[level]


def climb_capped(level: int, steps: int) -> int:
    """zhaopengyou: a player's own level climbs and stops at A."""
    return min(A, level + steps)


def climb_wrapping(level: int, steps: int) -> int:
    """shuangsheng: past A the count starts again at 2 (A + 1 = 2)."""
    return (level - 2 + steps) % 13 + 2


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


def next_banker(*, banker: int, defenders_up: bool, options: dict) -> tuple[int, str]:
    """shuangsheng 轮庄: the partner after a defenders' climb, else the 下家."""
    if defenders_up:
        return (banker + 2) % 4, "shuangsheng.next_banker"
    step = 1 if options.get("shuangsheng_xiajia", "play_order") == "play_order" else -1
    return (banker + step) % 4, "shuangsheng.next_banker.xiajia"


def table_text(table: tuple[Band, ...], *, zh: bool) -> str:
    rows = []
    for b in table:
        if b.swap:
            what = "换庄" if zh else "the bank changes sides"
        elif b.defenders:
            what = f"庄家方升 {b.defenders} 级" if zh else f"defenders +{b.defenders}"
        else:
            what = f"抓分方每人升 {b.attackers} 级" if zh else f"attackers +{b.attackers}"
        rows.append(f"{b.span()}: {b.zh if zh else b.en}, {what}")
    return "；".join(rows) if zh else "; ".join(rows)


OPTIONS = (
    Option(name="zhaopengyou_over_300", games=(ZPY,), default="man_guang",
           choices=("man_guang", "per_60"), ruling="zhaopengyou.levels.over_300",
           zh="总分超过 300：man_guang＝一律按满光（升 4 级）；per_60＝每多 60 分再多升 1 级。",
           en="Totals above 300: man_guang = all count as a clean sweep (+4); "
              "per_60 = one more level for each further 60."),
    Option(name="zhaopengyou_win_at_a", games=(ZPY,), default="any_side",
           choices=("any_side", "defending"), ruling="zhaopengyou.levels.win_at_a",
           zh="谁在 A 级赢局即赢得整场：any_side＝任一方赢局的 A 级玩家；defending＝只有庄家方。",
           en="Who wins the game at A: any_side = a player at A whose side wins the deal; "
              "defending = only on the banker's side."),
    Option(name="shuangsheng_xiajia", games=(SS,), default="play_order",
           choices=("play_order", "reverse"), ruling="shuangsheng.next_banker.xiajia",
           zh="下家：play_order＝出牌顺序中的下一位（座位 +1）；reverse＝反方向（座位 −1）。",
           en="下家 (next player): play_order = the next seat in play order (+1); "
              "reverse = the other way (−1)."),
)

RULES = (
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
                    "solo": False},)),
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
         option="zhaopengyou_win_at_a"),
    Rule(id="zhaopengyou.next_dealer", games=(ZPY,),
         title_zh="下一局的起始发牌者", title_en="Who deals first next",
         text_zh="庄家方赢（抓分方不到 120）：独打则庄家本人，2 打 3 则庄家的朋友；"
         "庄家方输：逆时针方向紧挨庄家的人（出牌是顺时针，所以是庄家的上家，座位号减 1）。",
         text_en="If the banker's side wins (attackers under 120): the banker when playing "
         "alone, the friend in a 2 vs 3 deal. If it loses: the player next to the banker "
         "counterclockwise, i.e. seat banker − 1, since seats are numbered clockwise in play order."),
    Rule(id="shuangsheng.levels.table", games=(SS,),
         title_zh="升级表（超级版）", title_en="Level table (super edition)",
         text_zh="按捡分方总分（面上分加扣底分）查表：" + table_text(SS_TABLE, zh=True)
         + "。超过 320 仍按最高一档（升 6 级封顶）。",
         text_en="The attackers' total (points taken in play plus the kitty bonus) picks the "
         "row: " + table_text(SS_TABLE, zh=False) + ". Totals above 320 stay in the top row "
         "(the climb is capped at 6)."),
    Rule(id="shuangsheng.levels.wrap", games=(SS,),
         title_zh="过 A 回到 2", title_en="Past A, back to 2",
         text_zh="两队各记一个级别；升过 A 后从 2 重新数起，例如 K 升 3 级到 3。",
         text_en="Each team keeps one level; climbing past A starts again from 2, so K "
         "climbing 3 lands on 3."),
    Rule(id="shuangsheng.next_banker", games=(SS,),
         title_zh="轮庄", title_en="Who banks next",
         text_zh="主打方升级：本局庄家的对家坐庄。换庄或捡分方升级：本局庄家的下家坐庄。",
         text_en="If the defenders climbed, the banker's partner banks next. After a change "
         "of bank or an attackers' climb, the banker's next player (下家) banks."),
    Rule(id="shuangsheng.next_banker.xiajia", games=(SS,), ruling=True,
         title_zh="“下家”是哪一位", title_en="Which seat is the 下家",
         text_zh="轮庄时的“下家”是出牌顺序中紧接庄家的人，即座位号加 1。",
         text_en="The 下家 who takes the bank is the player right after the banker in play order, seat banker + 1.",
         question_zh="原文逆时针出牌，轮庄时说“庄家的下家”。下家指出牌顺序中的下一位吗？",
         question_en="Play runs counterclockwise and the bank passes to the banker's 下家. "
         "Is that the next player in play order?",
         reading_zh="是：下家是出牌顺序中紧接庄家的人，座位号加 1。",
         reading_en="Yes: the player who plays right after the banker, seat banker + 1.",
         why_zh="牌桌上“下家”就是轮到在你之后出牌的人；座位号本来就按出牌顺序排列。",
         why_en="At the table 下家 means the one who plays after you, and seats are "
         "numbered in play order.",
         option="shuangsheng_xiajia",
         examples=({"op": "score", "trump": {"rank": "2", "suit": "H"}, "points": 100,
                    "kitty_points": 0, "last_trick": {"winner": "defenders", "cards": "H3"},
                    "banker": 0},)),
)
