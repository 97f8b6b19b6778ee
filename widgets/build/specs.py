"""What each live widget asks and shows: the field spec, one table for Python and JS.

For each op that has a widget, ``SPECS`` says which request fields the form holds
(``fields``: a dotted ``name`` into the request, its ``kind`` and its label) and which
answer fields the verdict draws (``show``). A key is ``"<family>.<op>"`` or, where a
game's request differs, ``"<game>.<op>"`` (looked up first).

Field kinds: ``trump`` (rank + suit), ``cards`` (notation, with a card picker),
``cards_list`` (plays in order), ``seat_cards`` (hands by seat), ``seat``, ``int``,
``bool``, ``choice`` (``choices``), ``json`` (rare complex fields, typed as JSON).
``optional``: left empty, the field is left out of the request; ``nullable``: left
empty, it is sent as ``null``; ``games``: the games that have the field.

Show kinds: ``bool``, ``cards``, ``seat``, ``seats``, ``num``, ``text`` (a code, put into
words by ``WORDS`` when it can), ``name`` (``{zh, en}``), ``trump``, ``pairs`` (a small
object), ``payouts`` (by seat), ``steps`` (how a multiplier was built), ``options``
(a throw's options), ``plays`` (a trick's plays), ``kitty`` (the kitty arithmetic),
``reading`` (one reading of a climbing play), ``readings`` (all of them). ``skip_zero``:
a 0 is not drawn.

``widgets/js/specs.js`` is generated from this file (``python -m widgets.build.specs``);
``tests/build/test_specs.py`` fails when the two drift apart.
"""

from __future__ import annotations

import json
from pathlib import Path

JS_PATH = Path(__file__).resolve().parents[1] / "js" / "specs.js"


def f(name: str, kind: str, zh: str, en: str, **extra) -> dict:
    return {"name": name, "kind": kind, "label": [zh, en], **extra}


def s(key: str, kind: str, zh: str, en: str, **extra) -> dict:
    return {"key": key, "kind": kind, "label": [zh, en], **extra}


TRUMP = f("trump", "trump", "级牌/主", "Trump")
SIDES = ["attackers", "defenders"]

SPECS: dict[str, dict] = {
    "tractor.classify": {
        "fields": [TRUMP, f("cards", "cards", "牌", "Cards")],
        "show": [],  # shape, suit and units are drawn for every shape answer
    },
    "tractor.follow": {
        "fields": [TRUMP, f("lead", "cards", "领出", "Lead"), f("hand", "cards", "手牌", "Hand"),
                   f("play", "cards", "跟出", "Play")],
        "show": [s("legal", "bool", "合法", "Legal"), s("requirement", "text", "要求", "Requirement"),
                 s("example", "cards", "合法的出法", "A legal play")],
    },
    "tractor.throw": {
        "fields": [TRUMP, f("leader", "seat", "甩牌者", "Thrower"), f("cards", "cards", "甩出", "Throw"),
                   f("hands", "seat_cards", "其他人的手牌", "The others' hands")],
        "show": [s("succeeds", "bool", "甩牌成功", "Throw stands"), s("blocker", "seat", "拦下者", "Blocked by"),
                 s("options", "options", "拦下者可以要求", "The blocker may make the thrower play"),
                 s("play", "cards", "实际打出", "Played instead"), s("penalty", "num", "罚分", "Penalty", skip_zero=True)],
    },
    "tractor.trick": {
        "fields": [TRUMP, f("leader", "seat", "首家", "Leader"),
                   f("plays", "cards_list", "按顺序出牌", "Plays in order")],
        "show": [s("winner", "seat", "赢家", "Winner"), s("points", "num", "分数", "Points"),
                 s("plays", "plays", "各家", "Each play")],
    },
    "tractor.score": {
        "fields": [TRUMP, f("points", "int", "抓分方得分", "Attackers' points"),
                   f("kitty_points", "int", "底牌分", "Kitty points"),
                   f("last_trick.winner", "choice", "末轮赢家", "Last trick won by", choices=SIDES),
                   f("last_trick.cards", "cards", "末轮赢牌", "Last trick's winning play"),
                   f("solo", "bool", "一打四", "Banker alone (1 vs 4)", games=["zhaopengyou"]),
                   f("banker", "seat", "庄家", "Banker", optional=True),
                   f("friend", "seat", "朋友", "Friend", optional=True, games=["zhaopengyou"])],
        "show": [s("total", "num", "抓分方总分", "Attackers' total"), s("kitty", "kitty", "底牌", "Kitty"),
                 s("outcome_name", "name", "结果", "Outcome"), s("levels", "pairs", "升级", "Levels climbed"),
                 s("next_dealer", "seat", "下一庄", "Next dealer"), s("next_banker", "seat", "下一庄", "Next banker"),
                 s("new_levels", "text", "新级数", "New levels"), s("stake", "num", "注数", "Stake")],
    },
    "tractor.bid": {
        "fields": [f("bids", "json", "之前的叫牌", "Bids so far"),
                   f("bid.seat", "seat", "叫牌座位", "Bidder", optional=True),
                   f("bid.cards", "cards", "亮出的牌", "Cards shown", optional=True)],
        "show": [s("valid", "bool", "允许", "Allowed"), s("kind", "text", "类型", "Kind"),
                 s("banker", "seat", "庄家", "Banker"), s("trump", "trump", "主", "Trump"),
                 s("shown", "cards", "已亮的牌", "Cards shown"), s("stake", "num", "注数", "Stake")],
    },
    "climbing.classify": {
        "fields": [f("cards", "cards", "牌", "Cards")],
        "show": [s("kind", "text", "牌型", "Kind"), s("rank", "text", "大小", "Rank"),
                 s("length", "num", "张数", "Cards"), s("bomb", "bool", "炸弹", "Bomb"),
                 s("points", "num", "分数", "Points"), s("readings", "readings", "读法", "Readings")],
    },
    "climbing.beats": {
        "fields": [f("previous", "cards", "桌上的牌", "On the table"), f("play", "cards", "你出的牌", "Your play")],
        "show": [s("beats", "bool", "管得上", "Beats it"),
                 s("previous_kind", "reading", "桌上", "Table"), s("play_kind", "reading", "你的", "Yours"),
                 s("previous", "reading", "桌上", "Table"), s("play", "reading", "你的", "Yours")],
    },
    "wakeng.settle": {
        "fields": [f("players", "choice", "人数", "Players", choices=[3, 4]),
                   f("digger", "seat", "挖坑者", "Digger"), f("bid", "choice", "叫分", "Bid", choices=[1, 2, 3]),
                   f("first_out", "seat", "先出完", "First out")],
        "show": [s("winner", "text", "赢方", "Winner"), s("multiplier_steps", "steps", "倍数", "Multiplier"),
                 s("payouts", "payouts", "输赢", "Payouts")],
    },
    "mingan.settle": {
        "fields": [f("players", "choice", "人数", "Players", choices=[5, 6]),
                   f("landlord", "seat", "地主", "Landlord"),
                   f("partner", "seat", "搭档（空＝独打）", "Partner (empty: alone)", nullable=True),
                   f("call", "choice", "叫法", "Call", choices=["seen", "blind"]),
                   f("blind_partner", "bool", "暗搭档", "Blind partner", optional=True),
                   f("bombs", "cards_list", "打出的炸弹", "Bombs played"),
                   f("first_out", "seat", "先出完", "First out"), f("base", "int", "底分", "Base")],
        "show": [s("winner", "text", "赢方", "Winner"), s("multiplier", "num", "倍数", "Multiplier"),
                 s("multiplier_steps", "steps", "倍数怎么来的", "How the multiplier was built"),
                 s("payouts", "payouts", "输赢", "Payouts")],
    },
    "wushik.settle": {
        "fields": [f("mode", "choice", "打法", "Mode", choices=["partner", "anjiao", "hou"]),
                   f("banker", "seat", "庄家", "Banker"),
                   f("partner", "seat", "搭档", "Partner", optional=True),
                   f("solo", "seat", "吼牌者", "Open soloist", optional=True),
                   f("order", "json", "出完顺序", "Finishing order"),
                   f("points", "json", "各家得分", "Points taken", optional=True),
                   f("in_hand", "int", "末游手里的分", "Points left in the last hand", optional=True),
                   f("bombs", "cards_list", "打出的炸弹", "Bombs played"),
                   f("base", "int", "底分", "Base", optional=True)],
        "show": [s("outcome", "text", "结果", "Outcome"), s("winners", "seats", "赢家", "Winners"),
                 s("multiplier", "num", "倍数", "Multiplier"), s("steps", "steps", "倍数怎么来的", "How the multiplier was built"),
                 s("payouts", "payouts", "输赢", "Payouts"), s("next_banker", "seat", "下一庄", "Next banker")],
    },
}

# Codes in answers, put into words (a code not here is shown as it is).
WORDS: dict[str, list[str]] = {
    # climbing kinds
    "single": ["单张", "single"], "pair": ["对子", "pair"], "triple": ["三张", "triple"],
    "quad": ["四张", "four of a kind"], "straight": ["顺子", "straight"], "pair_chain": ["连对", "pairs in a row"],
    "triple_chain": ["三连", "triples in a row"], "quad_chain": ["四连", "fours in a row"],
    "plane": ["飞机", "plane"], "plane_single": ["飞机带单", "plane with singles"],
    "plane_pair": ["飞机带对", "plane with pairs"], "triple_single": ["三带一", "triple with a single"],
    "triple_pair": ["三带对", "triple with a pair"], "bomb": ["炸弹", "bomb"], "rocket": ["王炸", "rocket"],
    "fifty_k": ["五十K", "fifty-K"], "invalid": ["不成牌型", "not a valid play"], "joker": ["王", "joker"],
    # follow requirements
    "count": ["张数", "number of cards"], "suit": ["跟花色", "follow suit"], "tractor": ["拖拉机", "tractor"],
    "triple_tractor": ["三张拖拉机", "triple tractor"],
    # trick statuses
    "lead": ["首出", "lead"], "higher": ["更大", "higher"], "lower": ["更小", "lower"], "trumps": ["毙", "trumps"],
    "overtrumps": ["盖毙", "overtrumps"], "discard": ["垫牌", "discard"], "equal_trump": ["同大的主", "equal trump"],
    "equal": ["一样大", "equal"], "undertrumps": ["毙得更小", "undertrumps"],
    "wrong_shape": ["牌型不对", "wrong shape"], "trump_wrong_shape": ["主牌牌型不对", "trump, wrong shape"],
    # sides and winners
    "attackers": ["抓分方", "attackers"], "defenders": ["庄家方", "defenders"], "digger": ["挖坑者", "digger"],
    "partners": ["另外几家", "the others"], "landlord": ["地主方", "landlord's side"], "farmers": ["农民", "farmers"],
    # bids, calls, modes
    "declare": ["亮主", "declare"], "counter_bank": ["反主", "counter"], "standing": ["原主", "standing bid"],
    "flip": ["翻底", "flip"], "redeal": ["重发", "redeal"], "seen": ["明叫", "seen"], "blind": ["闷叫", "blind"],
    "partner": ["叫搭档", "partner"], "anjiao": ["暗叫（独打）", "secret solo"], "hou": ["吼牌（明独）", "open solo"],
    "forced": ["必须", "forced"],
    # the parts of a multiplier's steps (settle)
    "stake": ["叫分", "stake"], "digger_times": ["挖坑者倍数", "digger's multiple"],
    "outcome": ["结果", "outcome"], "base": ["底分", "base"], "factor": ["乘以", "factor"],
    "multiplier": ["累计倍数", "multiplier so far"], "value": ["数值", "value"], "name": ["名目", "name"],
    "size": ["张数", "cards"], "fan": ["番", "fan"],
}


def _outcome_words() -> dict[str, list[str]]:
    """Wild Fifty-K's outcomes, named as the engine names them."""
    from engine.climbing.wushik_scoring import OUTCOMES
    return {name: [zh, en] for name, (_, _, zh, en) in OUTCOMES.items()}


WORDS.update(_outcome_words())

UI: dict[str, list[str]] = {
    "yes": ["是", "yes"], "no": ["否", "no"], "none": ["无主", "no trump"], "rank": ["级牌", "Trump rank"],
    "suit": ["主花色", "Trump suit"], "seat": ["座位", "seat"], "empty": ["—", "—"],
    "add_row": ["再加一行", "add a row"], "fixed": ["其他条件", "Also"],
}


def spec_for(game: str | None, family: str | None, op: str | None) -> dict | None:
    """The spec of a widget for this game's op, or None (no widget: a static verdict)."""
    return SPECS.get(f"{game}.{op}") or SPECS.get(f"{family}.{op}")


def field_applies(field: dict, game: str) -> bool:
    return "games" not in field or game in field["games"]


def games_table() -> dict:
    """What the widgets need to know of each game (seats, decks, jokers), from the engine."""
    from engine.games import GAMES
    return {g.id: {"family": g.family, "seats": max(g.players), "decks": g.decks, "jokers": g.jokers}
            for g in GAMES.values()}


def js_text() -> str:
    data = {"SPECS": SPECS, "WORDS": WORDS, "UI": UI, "GAMES": games_table()}
    body = "\n".join(f"export const {k} = {json.dumps(v, ensure_ascii=False, indent=1)};" for k, v in data.items())
    return ("// Generated by `python -m widgets.build.specs` from widgets/build/specs.py: do not edit.\n"
            "// tests/build/test_specs.py checks that this file and the Python table agree.\n" + body + "\n")


def main() -> None:
    JS_PATH.write_text(js_text(), encoding="utf-8")


if __name__ == "__main__":
    main()
