"""双升's levels: each team keeps one level that wraps past A back to 2; who banks next
(the partner after a defenders' climb, else the 下家); the level table, read by the family's
:func:`engine.tractor.levels.band`."""

from __future__ import annotations

from ...rulebook import Option, Rule, stated
from ..levels import band_row, table_text
from .game import GAME

SS = GAME.id

SS_TABLE = (
    band_row(0, 0, "da_guang", "大光", "big shutout", d=6),
    band_row(5, 10, "xiao_guang_5", "小光", "small shutout", d=5),
    band_row(15, 20, "xiao_guang_4", "小光", "small shutout", d=4),
    band_row(25, 30, "xiao_guang_3", "小光", "small shutout", d=3),
    band_row(35, 35, "xiao_guang_2", "小光", "small shutout", d=2),
    band_row(40, 75, "defenders_up", "主打方升级", "defenders climb", d=1),
    band_row(80, 115, "huan_zhuang", "换庄", "change of bank", swap=True),
    band_row(120, 120, "attackers_up_1", "捡分方升级", "attackers climb", a=1),
    band_row(125, 160, "attackers_up_2", "捡分方升级", "attackers climb", a=2),
    band_row(165, 200, "attackers_up_3", "捡分方升级", "attackers climb", a=3),
    band_row(205, 240, "attackers_up_4", "捡分方升级", "attackers climb", a=4),
    band_row(245, 280, "attackers_up_5", "捡分方升级", "attackers climb", a=5),
    # 封顶: the source caps the climb at 6; totals past 320 (kitty bonus) stay here.
    band_row(285, None, "attackers_up_6", "捡分方升级（封顶）", "attackers climb (capped)", a=6),
)

# (table, the rule stating it, the ruling past its top row: none, the table runs past 320)
LEVEL_TABLES = ((SS_TABLE, "shuangsheng.levels.table", None),)


def climb_wrapping(level: int, steps: int) -> int:
    """shuangsheng: past A the count starts again at 2 (A + 1 = 2)."""
    return (level - 2 + steps) % 13 + 2


def next_banker(*, banker: int, defenders_up: bool, options: dict) -> tuple[int, str]:
    """shuangsheng 轮庄: the partner after a defenders' climb, else the 下家."""
    if defenders_up:
        return (banker + 2) % 4, "shuangsheng.next_banker"
    step = 1 if options.get("shuangsheng_xiajia", "play_order") == "play_order" else -1
    return (banker + step) % 4, "shuangsheng.next_banker.xiajia"


OPTIONS = (
    Option(name="shuangsheng_xiajia", games=(SS,), default="play_order",
           choices=("play_order", "reverse"), ruling="shuangsheng.next_banker.xiajia",
           zh="“下家”是谁：默认出牌顺序中的下一位（座位号加 1）；另一种读法是反方向的那一位（座位号减 1）。",
           en="Who the next player is: by default the next seat in play order (one seat number "
              "up); the other reading takes the seat the other way (one down)."),
)

RULES = stated((
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
         "of bank or an attackers' climb, the banker's next player banks."),
    Rule(id="shuangsheng.next_banker.xiajia", games=(SS,), ruling=True,
         title_zh="“下家”是哪一位", title_en="Which seat is the next player",
         text_zh="轮庄时的“下家”是出牌顺序中紧接庄家的人，即座位号加 1。",
         text_en="The next player who takes the bank is the player right after the banker in play order, seat banker + 1.",
         question_zh="原文逆时针出牌，轮庄时说“庄家的下家”。下家指出牌顺序中的下一位吗？",
         question_en="Play runs counterclockwise and the bank passes to the banker's next player. "
         "Is that the next player in play order?",
         reading_zh="是：下家是出牌顺序中紧接庄家的人，座位号加 1。",
         reading_en="Yes: the player who plays right after the banker, seat banker + 1.",
         why_zh="牌桌上“下家”就是轮到在你之后出牌的人；座位号本来就按出牌顺序排列。",
         why_en="At the table the next player is the one who plays after you, and seats are "
         "numbered in play order.",
         option="shuangsheng_xiajia",
         examples=({"op": "score", "trump": {"rank": "2", "suit": "H"}, "points": 100,
                    "kitty_points": 0, "last_trick": {"winner": "defenders", "cards": "H3"},
                    "banker": 0},)),
    Rule(id="shuangsheng.match", games=(SS,),
         title_zh="记一整场", title_en="Keeping a whole match",
         text_zh="一场从两队的起始级别（不写就都从 2 打起）开始。第一局的庄家由叫主定；以后每局的庄家都由上一局按轮庄定，"
         "记分单上写了别的庄家就不收。每局记下主的花色、捡分方的分、底牌的分、最后一轮谁怎样拿下和反主的次数；"
         "打的是庄家那一队的级。每一局都按一局打完的规则算：两队的新级别和下一局的庄家。",
         text_en="A match starts from the two teams' levels (both at 2 unless given). The first deal's banker "
         "comes from the bidding; every later banker is fixed by the previous deal (who banks next), and an "
         "entry naming another is refused. After each deal the sheet takes the trump suit, the attackers' "
         "points, the kitty's points, how the last trick was won and the counter-bids; the rank played is the "
         "banker's team's level. Each deal is scored by the one-deal rules: both teams' new levels and the next banker."),
    Rule(id="shuangsheng.match.laps", games=(SS,), ruling=True,
         title_zh="过 A 之后谁领先", title_en="Who is ahead once a team passes A",
         question_zh="级别过 A 就回到 2 重新数，原文没有说打到哪里算赢。整晚记下来，怎么看谁领先？",
         question_en="Levels wrap past A back to 2, and the source names no level that wins. Over a whole "
         "evening, how does the sheet tell who is ahead?",
         reading_zh="记分单不替牌桌宣布胜负，一场没有自己的终点；它记下每队过 A 的圈数，圈数多的领先，圈数相同看当前级别。",
         reading_en="The sheet declares no winner and the match has no end of its own; it counts each team's "
         "laps past A, and the team with more laps is ahead (with equal laps, the higher level).",
         why_zh="原文只说过 A 从 2 再来；只看级别，过了 A 的一队反而显得落后。",
         why_en="The source only says the count starts again from 2; by the level alone, a team that has just "
         "passed A would look behind."),
))
