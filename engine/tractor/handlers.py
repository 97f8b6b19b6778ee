"""JSON handlers for ``follow``, ``trick`` and ``throw``: parse, check, decide, explain.

The decisions live in follow.py, trick.py and throw.py; this module only turns
requests into their arguments and verdicts into data plus text made from it.
"""

from __future__ import annotations

from .. import fields, seating
from ..labels import label
from ..cards import contains, format_cards
from ..errors import EngineError, bad_request
from ..games import GAMES, Context
from ..rulebook import verdict
from ..text import cards_en, cards_zh, count_en, held_in, seat_en, seat_no, seat_zh, seats_en, seats_zh, zh_spaced
from .follow import judge, position, rulings_at_stake
from .inputs import check_decks, setup
from .order import TRUMP, group_name
from .shapes import SHAPE_NAME, units_text
from .throw import ask_order, throw_check
from .trick import lead_of, point_cards_text, trick_winner

DIM_TEXT = {   # (zh, en singular, en plural) names of the follow measures, counted in groups
    "triple_tractor": ("组相连的三张（连三）", "triple in a run", "triples in a run"),
    "triple": ("组三张", "triple", "triples"),
    "tractor": ("组相连的对子（拖拉机）", "pair in a run (a tractor)", "pairs in a run (a tractor)"),
    "pair": ("组对子", "pair", "pairs"),
}


def _dim_en(n: int, k: str) -> str:
    return count_en(n, DIM_TEXT[k][1], DIM_TEXT[k][2])


def _lead_json(lead) -> dict:
    return {"shape": lead.shape, "suit": lead.group, "cards": format_cards(lead.cards),
            "units": [u.to_json() for u in lead.units]}


def _measure_text(d: dict) -> tuple[str, str]:
    zh = "、".join(f"{v} {DIM_TEXT[k][0]}" for k, v in d.items() if v) or "无"
    en = ", ".join(_dim_en(v, k) for k, v in d.items() if v) or "none"
    return zh, en


# --- follow ---------------------------------------------------------------------

def follow(ctx: Context, request: dict) -> dict:
    rules, trump = setup(ctx, request)
    lead_cards = fields.cards(request, "lead")
    hand = fields.cards(request, "hand")
    play = fields.cards(request, "play", empty=True)
    check_decks([lead_cards, hand], rules.decks)
    lead = lead_of(rules, trump, lead_cards, ctx.options)
    if not contains(hand, play):
        raise EngineError("illegal", zh_spaced(f"出的牌 {cards_zh(trump.sort(play))} 不全在手里。"),
                          f"The play {cards_en(trump.sort(play))} is not all in the hand.")
    if len(hand) < len(lead.cards):
        raise EngineError("impossible", "手牌比领出的张数还少：同一轮里每家手牌一样多。",
                          "The hand holds fewer cards than were led; in a trick every hand "
                          "holds as many cards as the leader's.")
    pos = position(rules, trump, lead, hand, play)
    v = judge(pos, ctx.options)
    # the options only bear on the shape owed, never on the count or the suit
    turned = None if v.requirement in ("count", "suit") else _turned_on(pos, ctx.options, v.legal)
    rule = turned or follow_rule(rules.id, lead, v)
    zh, en = _follow_text(trump, lead, v, len(play))
    data = dict(legal=v.legal, requirement=v.requirement, lead=_lead_json(lead),
                play=format_cards(trump.sort(play)), in_suit=v.in_suit, owed=v.owed,
                played=v.played)
    if not v.legal:
        data["example"] = format_cards(v.example)
    return verdict(rule, zh, en, **data)


# option -> its two readings, for judging a follow again under the other one
OTHER_READING = {"break_triple": (True, False), "break_tractor": (True, False),
                 "throw_follow": ("units", "suit"), "tractor_follow": ("runs", "pairs")}


def _turned_on(pos, options, legal) -> str | None:
    """The ruling whose other reading would flip the verdict, if any."""
    for name, ruling in rulings_at_stake(pos, options):
        value = options.get(name, OTHER_READING[name][0])
        a, b = OTHER_READING[name]
        other = b if value == a else a
        if judge(pos, {**options, name: other}).legal != legal:
            return ruling
    return None


def follow_rule(game: str, lead, v) -> str:
    """The rule a follow's verdict cites (shared with the replay)."""
    if v.requirement in ("count", "suit") or (v.requirement is None and v.in_suit):
        return f"{game}.follow.trump" if lead.group == TRUMP else f"{game}.follow.suit"
    if v.requirement is None:
        return f"{game}.follow.void"
    if lead.shape == "throw":
        return "tractor.ruling.throw_follow"
    if v.requirement in ("tractor", "triple_tractor"):
        return GAMES[game].follow_tractor_rule
    if v.requirement == "triple":
        return f"{game}.follow.triple"
    if lead.shape == "triple":
        return f"{game}.follow.triple"
    if lead.shape == "tractor":
        return GAMES[game].follow_tractor_rule
    return f"{game}.follow.pair"


def _follow_text(trump, lead, v, played_n: int) -> tuple[str, str]:
    gzh, gen = group_name(lead.group)
    n = len(lead.cards)
    lzh, len_ = SHAPE_NAME[lead.shape]
    head_zh = f"领出{gzh}{lzh} {cards_zh(lead.cards)}"
    head_en = f"Led: {len_} of {gen}, {cards_en(lead.cards)}"
    ex_zh = f"例如：{cards_zh(v.example)}。"
    ex_en = f"For example: {cards_en(v.example)}."
    if v.requirement == "count":
        return (f"{head_zh}，要跟 {n} 张，这手是 {played_n} 张。{ex_zh}",
                f"{head_en}; {count_en(n, 'card')} {'is' if n == 1 else 'are'} owed, this play has {played_n}. {ex_en}")
    if v.requirement == "suit":
        owe = min(n, v.in_suit)
        return (f"{head_zh}；手里有 {v.in_suit} 张{gzh}，必须出 {owe} 张{gzh}。{ex_zh}",
                f"{head_en}; the hand holds {count_en(v.in_suit, 'card')} in {gen}, so "
                f"{count_en(owe, 'card')} in {gen} must be played. {ex_en}")
    if not v.legal:
        k = v.requirement
        need, got = v.owed[k], v.played[k]
        return (f"{head_zh}；这一门里能凑出 {need} {DIM_TEXT[k][0]}，这手只有 {got} 组。{ex_zh}",
                f"{head_en}; the hand can make {_dim_en(need, k)} of the suit, this play "
                f"has {got}. {ex_en}")
    if v.in_suit == 0:
        return (f"{head_zh}；手里没有{gzh}，出什么都可以。", f"{head_en}; void in {gen}: any cards may follow.")
    if v.in_suit <= n:
        rest_zh, rest_en = ("，其余随意", ", the rest is free") if v.in_suit < n else ("", "")
        return (f"{head_zh}；手里的 {v.in_suit} 张{gzh}都在这手里{rest_zh}。",
                f"{head_en}; the hand's {count_en(v.in_suit, 'card')} in {gen} "
                f"{'is' if v.in_suit == 1 else 'are all'} in the play{rest_en}.")
    ozh, oen = _measure_text(v.owed)
    done_zh = f"，该跟的 {ozh}都跟出来了" if any(v.owed.values()) else ""
    return (f"{head_zh}；这样跟可以{done_zh}。",
            f"{head_en}; this follow is legal (shape owed: {oen}).")


# --- trick ------------------------------------------------------------------------

# A trick's plays in words: 「座位 2 出 ♠K，管上」 (the lead: 「座位 1 领出 ♠A」); "seat 2 ♠K higher".
STATUS_TEXT = {
    "lead": ("领出", "led"), "higher": ("管上", "higher"), "lower": ("管不上", "lower"),
    "equal": ("一样大，后出的不算", "equal, later"), "trumps": ("毙牌", "trumps"),
    "overtrumps": ("盖毙", "overtrumps"), "undertrumps": ("毙小了", "trumps lower"),
    "equal_trump": ("毙得一样大，后出的不算", "equal trump, later"),
    "wrong_shape": ("牌型不对", "another shape"), "trump_wrong_shape": ("主牌牌型不对，毙不了", "trump in the wrong shape"),
    "discard": ("垫牌", "discard"),
}


def _play_zh(seat: int, cards: str, status: str) -> str:
    """One play of a trick in Chinese: 「座位 1 领出 ♠A」, 「座位 2 出 ♠K，管上」, 「座位 3 出一对大王，管上」
    (a pair of one joker worded as a pair: no space between Chinese words)."""
    gap = "" if "\u4e00" <= cards[:1] <= "\u9fff" else " "
    if status == "lead":
        return f"座位 {seat_no(seat)} 领出{gap}{cards}"
    return f"座位 {seat_no(seat)} 出{gap}{cards}，{STATUS_TEXT[status][0]}"


def trick(ctx: Context, request: dict) -> dict:
    rules, trump = setup(ctx, request)
    leader = fields.seat(request, "leader", rules.seats)
    plays_raw = request.get("plays")
    if not isinstance(plays_raw, list) or not 1 <= len(plays_raw) <= rules.seats:
        raise bad_request(f"这一轮要列出 1 到 {rules.seats} 手牌，从领出的人起按出牌顺序。",
                          f"A trick lists 1 to {rules.seats} plays, from the leader in play order.", field="plays")
    plays = [fields.parsed(p, f"plays[{i}]") for i, p in enumerate(plays_raw)]
    check_decks(plays, rules.decks)
    n = len(plays[0])
    if n == 0 or any(len(p) != n for p in plays):
        raise EngineError("illegal", "每家出的张数必须和领出的一样多。",
                          "Every play must have as many cards as the lead.")
    v = trick_winner(rules, trump, plays, ctx.options)
    seat = (leader + v.winner) % rules.seats
    g = rules.id
    cited = [trick_rule(g, v)]
    if rules.point_cards_ruling and any(c.suit != "S" and not c.is_joker and c.rank in (5, 10, 13)
                                        for p in plays for c in p):
        cited.append(rules.point_cards_ruling)
    cited.append(f"{g}.trick.points")
    listed = [{"seat": (leader + i) % rules.seats, "cards": format_cards(trump.sort(p)),
               "status": s} for i, (p, s) in enumerate(zip(plays, v.statuses))]
    # a pair or more of one card worded as a pair (issue 27 §6): 「一对大王」, "pair of big jokers"
    lines_zh = "；".join(_play_zh(x["seat"], held_in(trump.sort(p), "zh"), x["status"]) for x, p in zip(listed, plays))
    lines_en = "; ".join(f"seat {seat_no(x['seat'])} {held_in(trump.sort(p), 'en')} {STATUS_TEXT[x['status']][1]}"
                         for x, p in zip(listed, plays))
    all_cards = [c for p in plays for c in p]
    zh = f"{lines_zh}。这一轮座位 {seat_no(seat)} 最大，收 {v.points} 分（{point_cards_text(all_cards)}）。"
    en = f"{lines_en[:1].upper()}{lines_en[1:]}. Seat {seat_no(seat)} wins the trick with {count_en(v.points, 'point')}."
    return verdict(cited[0], zh, en, winner=seat, points=v.points, lead=_lead_json(v.lead),
                   plays=listed, rules=cited)


def trick_rule(g: str, v) -> str:
    """The rule a trick's verdict cites (shared with the replay)."""
    s = v.statuses
    won = s[v.winner]
    if won in ("trumps", "overtrumps"):
        contested = any(x in ("overtrumps", "undertrumps", "equal_trump") for x in s)
        return "tractor.ruling.overtrump" if contested and v.lead.shape == "throw" else f"{g}.trick.trump"
    if "trump_wrong_shape" in s:
        return f"{g}.trick.trump_shape"
    if "equal" in s[v.winner + 1:] or "equal_trump" in s:
        return f"{g}.trick.equal_earlier"
    return f"{g}.trick.winner"


# --- throw ------------------------------------------------------------------------

def throw(ctx: Context, request: dict) -> dict:
    rules, trump = setup(ctx, request)
    leader = fields.seat(request, "leader", rules.seats)
    cards = fields.cards(request, "cards")
    hands = fields.hands(request, "hands", ctx.game, rules.seats)    # the other players'
    if leader in hands:
        raise bad_request("其他各家的手牌里不能有甩牌人自己的。", "The other players' hands must not include the thrower's.",
                          field="hands")
    check_decks([cards, *hands.values()], rules.decks)
    g = rules.id
    lead = lead_of(rules, trump, cards, ctx.options)
    if len(lead.units) == 1:
        zh, en = f"{cards_zh(lead.cards)} 是单一牌型，不是甩牌，总能出。", \
            f"{cards_en(lead.cards)} is a single unit, not a throw: it always stands."
        return verdict(f"{g}.throw.single_unit", zh, en, succeeds=True, blocker=None, options=[],
                       throw=_lead_json(lead), asked=[], beats=[], penalty=0)
    v = throw_check(rules, trump, leader, lead, hands, ctx.options)
    options = [{"shape": o.shape, "forced": format_cards(o.forced.cards),
                "width": o.forced.width, "length": o.forced.length} for o in v.options]
    beats = [{"seat": b.seat, "unit": b.unit.to_json(), "by": format_cards(b.by)} for b in v.beats]
    rule, zh, en = _throw_text(rules, lead, v, leader)
    data = dict(succeeds=v.succeeds, blocker=v.blocker, options=options, throw=_lead_json(lead),
                asked=list(v.asked), beats=beats, penalty=v.penalty)
    if v.penalty:
        data["penalty_unit"] = "base_stake"
    asked_in_turn = rules.throw_check == "ask_in_turn"
    if not asked_in_turn and not v.succeeds:     # the unit forced on the thrower, no choice
        data["play"] = options[0]["forced"]
    # Seats not given are taken as unable to beat; say so when one could have mattered:
    # asked in turn, a seat asked before the blocker (or any, if the throw stood).
    order = ask_order(rules, leader)
    upto = order.index(v.blocker) if asked_in_turn and v.blocker is not None else len(order)
    unknown = [s for s in order[:upto] if s not in hands]
    if unknown:
        data["unchecked"] = unknown
        zh += f"（未给出手牌的{seats_zh(unknown)} 视为管不上。）"
        en += f" ({seats_en(unknown).capitalize()}: hand not given, taken as unable to beat.)"
    return verdict(rule, zh, en, **data)


def _asked_words(rules, leader: int) -> tuple[tuple[str, str], tuple[str, str], int]:
    """Which way a throw's question goes round and who is asked first, from the seating data:
    ((「逆时针」, "counterclockwise, against play order"), (「上家（座位 5）」, "the player before the
    thrower (seat 5)"), 4): the seat asked first last."""
    query, n = rules.seating["throw_query"], rules.seats
    first = seating.first_asked(rules.id, leader, n)
    rel = seating.relation(rules.id, first, leader, n)
    against = ", against play order" if query != rules.seating["play"] else ""
    return ((label("direction", query, "zh"), label("direction", query, "en") + against),
            (f"{label('relation', rel, 'zh')}（{seat_zh(first)}）",
             f"{label('relation', rel, 'en')} the thrower ({seat_en(first)})"), first)


def _throw_text(rules, lead, v, leader: int) -> tuple[str, str, str]:
    g = rules.id
    uzh, uen = units_text(lead.units)
    head_zh, head_en = f"甩牌 {uzh}", f"Throw: {uen}"
    if v.succeeds:
        asked = seats_zh(v.asked)
        return (rules.throw_rule, f"{head_zh}。依次检查 {asked}：没有人管得上，甩牌成功。",
                f"{head_en}. Checked {seats_en(v.asked)}: nobody beats "
                f"any unit, the throw stands.")
    beat_zh = "；".join(f"座位 {seat_no(b.seat)} 的 {held_in(b.by, 'zh')} 管上 {cards_zh(b.unit.cards)}" for b in v.beats)
    beat_en = "; ".join(f"Seat {seat_no(b.seat)}'s {held_in(b.by, 'en')} beats {cards_en(b.unit.cards)}"
                        for b in v.beats)
    opts_zh = " 或 ".join(f"{SHAPE_NAME[o.shape][0]} {cards_zh(o.forced.cards)}" for o in v.options)
    opts_en = " or ".join(f"{SHAPE_NAME[o.shape][1]} {cards_en(o.forced.cards)}" for o in v.options)
    if rules.throw_check == "ask_in_turn":
        beaten = {b.unit.form for b in v.beats}
        rule = "zhaopengyou.ruling.throw_choice" if any(u.form not in beaten for u in lead.units) \
            else "zhaopengyou.throw.ask"
        (way_zh, way_en), (first_zh, first_en), first = _asked_words(rules, leader)
        if v.blocker == first:
            to_zh, to_en = f"先问甩牌人的{first_zh}", f"the first asked is {first_en}"
        else:
            to_zh = f"从甩牌人的{first_zh}问起，问到座位 {seat_no(v.blocker)}"
            to_en = f"from {first_en} up to seat {seat_no(v.blocker)}"
        return (rule, f"{head_zh}。{way_zh}询问，{to_zh}：{beat_zh}。他可以让甩牌人留下 {opts_zh}，其余收回。",
                f"{head_en}. Asked {way_en}; {to_en}: {beat_en}. "
                f"That seat may make the thrower leave {opts_en} on the table; the rest goes back.")
    forms = {b.unit.form for b in v.beats}
    rule = "shuangsheng.ruling.throw_forced" if len(forms) > 1 else f"{g}.throw.penalty"
    return (rule,
            f"{head_zh}。{beat_zh}。甩牌失败：只能出 {opts_zh}，扣房间底金的一半。",
            f"{head_en}. {beat_en}. The throw fails: only {opts_en} is played, and the thrower "
            f"pays half the base stake.")
