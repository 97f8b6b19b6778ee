"""The climbing drill's questions about plays: ``reading`` (what is this play, every reading
with the wilds), ``beats`` (can this play beat that one) and ``answers`` (pick a play of your
hand that beats the play on the table, or pass).

Each builder takes the question's :class:`~engine.drill.common.Ask` (context, rng, level) and the
table size, deals real random deals (:mod:`.climbing_spots`) and returns the question and its
judge (:class:`~engine.drill.common.Made`); its ``check`` is the game's own verdict op
(``classify``, ``beats``, ``answers``), whose answer gives the ``solution``, and the judge
grades a reader's answer with the same op.
"""

from __future__ import annotations

import dataclasses
import random

from ..cards import Card, format_cards, parse_cards
from ..climbing.combos import rank_text
from ..climbing.mingan.shapes import KINDS as MINGAN_KINDS
from ..climbing.mingan.shapes import ORDER as MINGAN_ORDER
from ..climbing.record import show_order
from ..climbing.wakeng.shapes import KINDS as WAKENG_KINDS
from ..climbing.wushik.shapes import power_text
from ..labels import label
from ..text import cards_in, seat_en, seat_zh
from . import climbing_spots as spots
from .climbing_core import DEALS, PASS, RARE_DEALS, YES_NO, choose, explained, option_facts, run, try_run
from .common import Judged, Made, cards_part, facts_part, plays_part, question

KINDS = {"wakeng": WAKENG_KINDS, "mingan": MINGAN_KINDS,
         "wushik": ("single", "pair", "triple", "pair_chain", "plane", "bomb", "fifty_k")}
INVALID = ("不成牌型", "not a valid play")
BASIC = ("single", "pair", "straight", "triple")
# a level-3 ruling of beats that few deals hold (a quad in 挖坑): more deals are played to find one
SOUGHT = {"wakeng": "wakeng.beats.no_bomb"}
MINGAN_RULINGS = ("mingan.reading.ambiguous", "mingan.kickers.jokers", "mingan.kickers.rank",
                  "mingan.kickers.plane", "mingan.chain.range", "mingan.jokers.shapes")


# --- readings as data and words -------------------------------------------------------------

def _readings(ctx, cards: list[Card]) -> list:
    return spots.TABLES[ctx.game.id][0].readings(cards, ctx.options)


def _describe(ctx, reading) -> tuple[str, str]:
    return spots.TABLES[ctx.game.id][0].describe(reading)


def _text(ctx, reading, wilds: list[Card]) -> tuple[str, str]:
    """A reading in words; in 五十K with what each wild stands for (``大王当 5``)."""
    zh, en = _describe(ctx, reading)
    stands = [(w, p) for w, p in zip(wilds, getattr(reading, "stands", ()))]
    if stands:
        zh += "（" + "、".join(f"{cards_in([w], 'zh')}当 {power_text(p, 'zh')}" for w, p in stands) + "）"
        en += " (" + ", ".join(f"{cards_in([w], 'en')} as {power_text(p)}" for w, p in stands) + ")"
    return zh, en


def _code(ctx, reading) -> str:
    """A reading as a choice's value: kind, rank and length (``bomb.5.4``)."""
    if ctx.game.id == "wushik":
        return f"{reading.kind}.{reading.rank_text()}.{reading.size}"
    return f"{reading.kind}.{rank_text(reading.rank)}.{reading.size}"


def json_code(j: dict) -> str:
    """The same value, from a reading as a verdict writes it (``kind``, ``rank``, ``length``)."""
    return f"{j['kind']}.{j.get('rank')}.{j.get('length')}"


def reading_solution(v: dict) -> str:
    """The right choice, from the ``classify`` verdict: the kind (one reading, or none), else
    every reading's value joined (``bomb.5.4+pair_chain.5.4+pair_chain.6.4``, sorted)."""
    listed = v.get("readings") or ([v] if v["kind"] != "invalid" else [])
    if len(listed) <= 1:
        return v["kind"]
    return "+".join(sorted(json_code(j) for j in listed))


def declared_as(ctx, reading) -> dict:
    """A reading as a request declares it (``previous_as``)."""
    if ctx.game.id == "wushik":
        return {"kind": reading.kind, "rank": reading.rank_text(), "length": reading.size}
    return {"kind": reading.kind, "rank": rank_text(reading.rank), "length": reading.size}


def _fake(ctx, reading):
    """A reading the play does not have: the same kind one rank higher (None if there is none)."""
    if ctx.game.id == "wushik":
        limit = 14 if reading.kind in ("pair_chain", "plane") else 15
        if reading.kind == "fifty_k" or reading.top < 3 or reading.top + 1 > limit:
            return None
        return dataclasses.replace(reading, top=reading.top + 1, stands=tuple(p + 1 for p in reading.stands))
    ladder = MINGAN_ORDER.chain if reading.sets > 1 else MINGAN_ORDER.ladder
    if reading.kind in ("rocket", "four_jokers") or reading.rank not in ladder or reading.rank == ladder[-1]:
        return None
    return dataclasses.replace(reading, rank=ladder[ladder.index(reading.rank) + 1])


# --- reading: what is this play ---------------------------------------------------------------

def reading_level(game: str, v: dict) -> int:
    rule, kind = v["rule"], v["kind"]
    if game == "wakeng":
        if kind == "invalid":   # two odd cards are no shape; a chain too short or past K is a ruling
            return 1 if rule == "wakeng.shapes.invalid" or v["length"] < 3 else 3
        return 1 if kind in ("single", "pair", "straight") else 2
    if game == "mingan":
        if rule in MINGAN_RULINGS or kind == "four_jokers":
            return 3
        return 1 if kind == "invalid" or kind in BASIC else 2
    if ".ruling." in rule or (rule == "wushik.fifty_k" and kind == "invalid"):
        return 3
    return 1 if kind in ("invalid", "single", "pair", "triple") else 2


def _by_kind(rng: random.Random, found: list, each: int) -> list[list[Card]]:
    """Up to ``each`` plays of every kind among ``found`` ((reading, cards) pairs)."""
    kinds: dict[str, list] = {}
    for r, cards in found:
        kinds.setdefault(r.kind, []).append(cards)
    return [c for plays in kinds.values() for c in rng.sample(plays, min(each, len(plays)))]


def _play_candidates(ctx, rng: random.Random, hands: list[list[Card]]) -> list[list[Card]]:
    """Plays of a deal's hands: from every hand, a few leads of each kind, near misses of them,
    two cards together, and plays that meet a ruling."""
    out: list[list[Card]] = []
    for hand in hands:
        plays = _by_kind(rng, spots.leads(ctx, hand), 2)
        out += plays
        out += spots.near_misses(rng, hand, plays, 3)
        out += spots.pairs_of(hand, rng, 1)
        out += spots.specials(ctx.game.id, hand)
    return out


def reading(ask, players: int) -> Made:
    ctx, rng, game = ask.ctx, ask.rng, ask.game
    tagged: list = []
    key = (lambda t: (t[1]["rule"],))
    picked = None
    for _ in range(DEALS):
        hands = spots.dealt(ctx, rng, players)
        if ask.level == 3:      # a ruling hands seldom meet: look through more deals for one
            for _ in range(RARE_DEALS):
                extra = [h for h in spots.dealt(ctx, rng, players) if spots.rare(game, h)]
                if extra:
                    hands += extra[:1]
                    break
        for cards in _play_candidates(ctx, rng, hands):
            v = try_run(ctx, {"op": "classify", "cards": format_cards(cards)})
            if v is not None:
                tagged.append((cards, v))
        picked = choose(rng, tagged, lambda t: reading_level(game, t[1]) == ask.level, key)
        if picked:
            break
    cards, v = picked or choose(rng, tagged, lambda t: True, key)
    check = ask.request("classify", cards=v["cards"])
    solution = reading_solution(v)
    if "+" in solution:
        choices = _list_choices(ctx, rng, _readings(ctx, cards), [c for c in cards if c.is_joker])
        words = ("这手牌不止一种读法。哪一项列出了它的全部读法？",
                 "This play reads more than one way. Which answer lists every way to read it?")
    else:
        choices = _kind_choices(game, rng, solution)
        words = ("这手牌是什么牌型？", "What kind of play is this?")
    facts = option_facts(ctx)
    q = question(ask, ask_words=words, show=[cards_part("这手牌", "The play", v["cards"]),
                                             *([facts_part(facts)] if facts else [])],
                 reply={"type": "choice", "choices": choices}, solution=solution, check=check,
                 teaches=[v["rule"], *v.get("rulings", [])])

    def judge(given: str) -> Judged:
        return explained(run(ctx, check), given == solution)
    return Made(q, judge)


def _kind_choices(game: str, rng: random.Random, right: str) -> list[dict]:
    others = [k for k in KINDS[game] if k != right]
    kinds = ([right] if right != "invalid" else []) + rng.sample(others, 3 if right != "invalid" else 4)
    rng.shuffle(kinds)
    return [{"value": k, "zh": label("kind", k, "zh"), "en": label("kind", k, "en")} for k in kinds] + \
        [{"value": "invalid", "zh": INVALID[0], "en": INVALID[1]}]


def _list_choices(ctx, rng: random.Random, found: list, wilds: list[Card]) -> list[dict]:
    fakes = [f for f in (_fake(ctx, r) for r in found) if f is not None]
    codes = {_code(ctx, r) for r in found}
    fakes = [f for f in fakes if _code(ctx, f) not in codes]
    lists = [found, found[:-1], [found[-1]] if len(found) > 2 else found[1:]]
    if fakes:
        lists.append([*found, rng.choice(fakes)])
    out, seen = [], set()
    for readings in lists:
        value = "+".join(sorted(_code(ctx, r) for r in readings))
        if value in seen:
            continue
        seen.add(value)
        texts = [_text(ctx, r, wilds) for r in readings]
        out.append({"value": value, "zh": "；".join(t[0] for t in texts), "en": "; ".join(t[1] for t in texts)})
    rng.shuffle(out)
    return out


# --- beats: can this play beat that one ---------------------------------------------------------

def beats_level(game: str, v: dict) -> int:
    rule = v["rule"]
    p, q = v.get("previous_as") or {}, v.get("play_as") or {}
    kinds = {p.get("kind"), q.get("kind")}
    if "invalid" in v:
        return 3 if rule != f"{game}.shapes.invalid" and rule != "wushik.invalid" else 2
    if game == "wakeng":
        if rule == "wakeng.beats.no_bomb":
            return 3
        return 1 if kinds <= {"single", "pair", "straight"} else 2
    if game == "mingan":
        if rule == "mingan.reading.ambiguous" or kinds & {"rocket", "four_jokers"} or "top_as" in v:
            return 3
        return 2 if rule == "mingan.beats.bomb" or not kinds <= set(BASIC) else 1
    if rule in ("wushik.bomb.tie", "wushik.ruling.four_jokers") or "fifty_k" in kinds or \
            p.get("wilds") or q.get("wilds") or v.get("rulings"):
        return 3
    return 2 if rule in ("wushik.beats.bomb", "wushik.bomb.order") or not kinds <= set(BASIC) else 1


def _previous(ctx, spot) -> dict:
    """The play to beat as a request gives it: its cards, and how it counts when it reads more than one way."""
    seat, shown, reading = spot.top
    out = {"previous": shown}
    if len(_readings(ctx, parse_cards(shown))) > 1:
        out["previous_as"] = declared_as(ctx, reading)
    return out


def _top_facts(ctx, spot) -> list[tuple[str, str]]:
    seat, shown, reading = spot.top
    if len(_readings(ctx, parse_cards(shown))) < 2:
        return []
    zh, en = _describe(ctx, reading)
    return [(f"{seat_zh(seat)} 的这手牌按「{zh}」算。", f"{seat_en(seat).capitalize()}'s play counts as {en}.")]


def beats(ask, players: int) -> Made:
    ctx, rng, game = ask.ctx, ask.rng, ask.game
    tagged: list = []
    key = (lambda t: (t[1]["rule"], t[1]["beats"]))
    picked = None
    for _ in range(DEALS):
        found = spots.spots(ctx, spots.deal(ctx, rng, players), lambda t: t.top is not None)
        for spot in found[:1] + rng.sample(found[1:], max(0, min(2 + (ask.level == 3), len(found) - 1))):
            given = _previous(ctx, spot)
            others = [seat for seat, hand in enumerate(spot.hands) if seat != spot.top[0] and hand]
            for seat in rng.sample(others, min(3, len(others))):
                hand = list(spot.hands[seat])
                for cards in _by_kind(rng, spots.leads(ctx, hand), 1) + spots.specials(game, hand):
                    v = try_run(ctx, {"op": "beats", **given, "play": format_cards(cards)})
                    if v is not None:
                        tagged.append(((spot, seat, cards), {**v, "top_as": True} if "previous_as" in given else v))
        picked = choose(rng, tagged, lambda t: beats_level(game, t[1]) == ask.level, key)
        sought = SOUGHT.get(game) if ask.level == 3 else None
        if picked and (sought is None or any(t[1]["rule"] == sought for t in tagged)):
            break
    (spot, seat, cards), v = picked or choose(rng, tagged, lambda t: True, key)
    play, top_seat = v["play"], spot.top[0]
    check = ask.request("beats", **_previous(ctx, spot), play=play)
    facts = _top_facts(ctx, spot) + option_facts(ctx)
    solution = "yes" if v["beats"] else "no"
    q = question(ask, ask_words=(f"{seat_zh(seat)} 的这手牌压得过{seat_zh(top_seat)} 的牌吗？",
                                 f"Does {seat_en(seat)}'s play beat {seat_en(top_seat)}'s?"),
                 show=[cards_part("要压的牌", "The play to beat", spot.top[1], top_seat),
                       cards_part("这一手", "The play", play, seat),
                       *([facts_part(facts)] if facts else [])],
                 reply={"type": "choice", "choices": YES_NO}, solution=solution, check=check,
                 teaches=[v["rule"], *v.get("rulings", [])])

    def judge(given: str) -> Judged:
        return explained(run(ctx, check), given == solution)
    return Made(q, judge)


# --- answers: which of your plays beats it -------------------------------------------------------

def answers_level(ctx, spot, v: dict) -> int:
    seat, shown, reading = spot.top
    cards = parse_cards(shown)
    if v["count"] == 0 or reading.bomb or len(_readings(ctx, cards)) > 1 or any(c.is_joker for c in cards) \
            and ctx.game.id == "wushik":
        return 3
    return 1 if reading.kind in ("single", "pair") else 2


def _listed(v: dict) -> list[dict]:
    """The plays an ``answers`` verdict lists (挖坑 and 明暗斗地主 ``plays``, 五十K ``answers``)."""
    return v.get("plays", v.get("answers", []))


def answers(ask, players: int) -> Made:
    ctx, rng = ask.ctx, ask.rng
    tagged: list = []
    key = (lambda t: (t[0].top[2].kind, t[1]["count"] == 0))
    picked = None
    for _ in range(DEALS):
        found = spots.spots(ctx, spots.deal(ctx, rng, players), lambda t: t.top is not None)
        kinds: dict[str, list] = {}
        for spot in found:
            kinds.setdefault(spot.top[2].kind, []).append(spot)
        for spot in [s for group in kinds.values() for s in rng.sample(group, min(3, len(group)))]:
            v = try_run(ctx, {"op": "answers", "hand": format_cards(spot.hand), **_previous(ctx, spot)})
            if v is not None:
                tagged.append((spot, v))
        picked = choose(rng, tagged, lambda t: answers_level(ctx, t[0], t[1]) == ask.level, key)
        if picked:
            break
    spot, v = picked or choose(rng, tagged, lambda t: True, key)
    hand, top_seat = format_cards(show_order(spots.TABLES[ask.game][0])(spot.hand)), spot.top[0]
    listed = _listed(v)
    solution = listed[0]["cards"] if listed else ""
    check = ask.request("answers", hand=hand, **_previous(ctx, spot))
    # a question nobody can answer but by passing teaches passing
    teaches = [v["rule"], run(ctx, _beats_request(check, solution))["rule"] if solution
               else spots.TABLES[ask.game][0].pass_rule]
    facts = _top_facts(ctx, spot) + option_facts(ctx)
    q = question(ask, ask_words=(
                     f"你是{seat_zh(spot.seat)}。选出手里一手压得过{seat_zh(top_seat)} 的牌；一手也没有就选“不出”。",
                     f"You are {seat_en(spot.seat)}. Pick a play from your hand that beats {seat_en(top_seat)}'s, "
                     f"or pass if nothing does."),
                 show=[plays_part("这一轮", "This round so far", [(p["seat"], p["cards"]) for p in spot.round]),
                       cards_part("要压的牌", "The play to beat", spot.top[1], top_seat),
                       cards_part("你的手牌", "Your hand", hand, spot.seat),
                       *([facts_part(facts)] if facts else [])],
                 reply={"type": "cards", "from": hand, "choices": [PASS]}, solution=solution, check=check,
                 teaches=teaches)

    def judge(given: str) -> Judged:
        return _judge_answer(ctx, check, solution, given)
    return Made(q, judge)


def _beats_request(check: dict, play: str) -> dict:
    """The ``beats`` request of a play against the question's play to beat."""
    out = {k: v for k, v in check.items() if k != "hand"}
    return {**out, "op": "beats", "play": play}


def _judge_answer(ctx, check: dict, solution: str, given: str) -> Judged:
    """A pass is right when nothing beats; a play, when the ``beats`` op says it beats."""
    if given == "":
        if not solution:
            return explained(run(ctx, check), True)
        s = run(ctx, _beats_request(check, solution))
        return explained(s, False, "手里有压得过的牌，不能不出。", "Your hand holds a play that beats it.")
    s = run(ctx, _beats_request(check, given))
    if s["beats"]:
        return explained(s, True)
    if solution:
        t = run(ctx, _beats_request(check, solution))["explain"]
        return explained(s, False, f"可以这样压：{t['zh']}", f"One play that does: {t['en']}")
    return explained(s, False, "手里没有压得过的牌，应该不出。", "Nothing in your hand beats it: pass.")
