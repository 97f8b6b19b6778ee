"""The climbing drill's questions about beating a play: ``beats`` (can this play beat that one)
and ``answers`` (pick a play of your hand that beats the play on the table, or pass).

Each builder takes the question's :class:`~engine.drill.common.Ask` (context, rng, level) and the
table size, finds moments of real random deals (:mod:`.climbing_spots`) and returns the question
and its judge (:class:`~engine.drill.common.Made`); its ``check`` is the game's own verdict op
(``beats``, ``answers``), whose answer gives the ``solution``, and the judge grades a reader's
answer with the ``beats`` op. Which rules make a level is the game's own, in its drill hooks.
"""

from __future__ import annotations

from dataclasses import replace

from ..cards import format_cards, parse_cards
from ..text import seat_en, seat_zh
from . import climbing_spots as spots
from .climbing_core import DEALS, PASS, YES_NO, choose, option_facts
from .climbing_reading import by_kind, declared_as, described, readings
from .common import Judged, Made, aimed, answered, cards_part, checked, explained, facts_part, plays_part, question


def _previous(ctx, spot) -> dict:
    """The play to beat as a request gives it: its cards, and how it counts when it reads more than one way."""
    seat, shown, reading = spot.top
    out = {"previous": shown}
    if len(readings(ctx, parse_cards(shown))) > 1:
        out["previous_as"] = declared_as(ctx, reading)
    return out


def _top_facts(ctx, spot) -> list[tuple[str, str]]:
    seat, shown, reading = spot.top
    if len(readings(ctx, parse_cards(shown))) < 2:
        return []
    zh, en = described(ctx, reading)
    return [(f"{seat_zh(seat)} 的这手牌按「{zh}」算。", f"{seat_en(seat).capitalize()}'s play counts as {en}.")]


# --- beats: can this play beat that one ---------------------------------------------------------

def _tag_beats(ctx, rng, spot, tagged: list) -> None:
    """Plays of up to three other seats' hands against the moment's play to beat, each with its ``beats`` verdict."""
    given = _previous(ctx, spot)
    others = [seat for seat, hand in enumerate(spot.hands) if seat != spot.top[0] and hand]
    top, size = spot.top[2], len(parse_cards(spot.top[1]))
    for seat in rng.sample(others, min(3, len(others))):
        hand = list(spot.hands[seat])
        found = spots.leads(ctx, hand)
        alike = [c for r, c in found if r.kind == top.kind and len(c) == size]
        for cards in by_kind(rng, found, 1) + rng.sample(alike, min(3, len(alike))) + ctx.game.drill.special_plays(hand):
            v = answered(ctx, {"op": "beats", **given, "play": format_cards(cards)})
            if v is not None:
                tagged.append(((spot, seat, cards), {**v, "top_as": True} if "previous_as" in given else v))


def _tag_alike(ctx, rng, spot, tagged: list) -> None:
    """Plays of one kind and length held by two seats of the moment, the one against the
    other, for every two seats (a play to beat of a rarer kind than the table's, and plays
    that may beat it)."""
    held: dict[int, dict] = {}
    for seat, hand in enumerate(spot.hands):
        for r, cards in spots.leads(ctx, list(hand)) if hand else ():
            held.setdefault(seat, {}).setdefault((r.kind, len(cards)), []).append((r, cards))
    seats = sorted(held)
    for i, a in enumerate(seats):
        for b in seats[i + 1:]:
            a, b = rng.sample([a, b], 2)
            for shape in sorted(set(held[a]) & set(held[b])):
                (r, cards), (_, play) = rng.choice(held[a][shape]), rng.choice(held[b][shape])
                top = replace(spot, top=(a, format_cards(ctx.game.arrange(cards, r)), r), top_as=None)
                given = _previous(ctx, top)
                v = answered(ctx, {"op": "beats", **given, "play": format_cards(play)})
                if v is not None:
                    tagged.append(((top, b, play), {**v, "top_as": True} if "previous_as" in given else v))


def _some_spots(ctx, rng, record: dict, n: int) -> list:
    """Moments of a deal before a play to beat: the first, and ``n`` more, each of a kind of
    play to beat drawn first (a rare kind is met as often as singles)."""
    found = spots.spots(ctx, record, lambda t: t.top is not None)
    kinds: dict[str, list] = {}
    for spot in found[1:]:
        kinds.setdefault(spot.top[2].kind, []).append(spot)
    drawn = [rng.choice(sorted(kinds)) for _ in range(n)] if kinds else []
    return found[:1] + [rng.choice(kinds[k]) for k in drawn]


def _picked_beats(ask, players: int) -> tuple:
    """A play against a play to beat, from real deals, whose ``beats`` verdict fits the level
    and gives the answer the seed aims at (yes and no in turn; the other where none turns up)."""
    ctx, rng, own = ask.ctx, ask.rng, ask.ctx.game.drill
    want = aimed(ask, (True, False))
    tagged: list = []
    key = (lambda t: (t[1]["rule"], t[1]["beats"]))
    levels: dict[int, int] = {}     # each verdict's level, read once (every deal looks through them all)

    def level(t) -> bool:
        got = levels.get(id(t[1]))
        if got is None:
            got = levels[id(t[1])] = own.beats_level(t[1])
        return got == ask.level
    picked = None
    aim = (lambda t: level(t) and t[1]["beats"] == want)
    sought = own.SOUGHT if ask.level == 3 else None
    for n in range(3 * DEALS):     # more deals than other kinds while the answer aimed at is missing
        some = _some_spots(ctx, rng, spots.deal(ctx, rng, players), 2 + (ask.level == 3))
        for spot in some:
            _tag_beats(ctx, rng, spot, tagged)
        picked = choose(rng, tagged, aim, key)
        if not picked and want and some:   # plays that may beat, of a kind the table seldom has on top
            _tag_alike(ctx, rng, some[0], tagged)
            picked = choose(rng, tagged, aim, key)
        if picked and (sought is None or n + 1 >= DEALS or any(t[1]["rule"] == sought for t in tagged)):
            break
    return picked or choose(rng, tagged, level, key) or choose(rng, tagged, lambda t: True, key)


def beats(ask, players: int) -> Made:
    ctx = ask.ctx
    (spot, seat, cards), v = _picked_beats(ask, players)
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
        return explained(checked(ctx, check), given == solution)
    return Made(q, judge)


# --- answers: which of your plays beats it -------------------------------------------------------

def answers_level(ctx, spot, v: dict) -> int:
    seat, shown, reading = spot.top
    cards = parse_cards(shown)
    if v["count"] == 0 or reading.bomb or len(readings(ctx, cards)) > 1 or any(c.is_joker for c in cards) \
            and ctx.game.drill.JOKERS_WILD or ctx.game.drill.answers_ruled(reading):
        return 3
    return 1 if reading.kind in ("single", "pair") else 2


def _listed(v: dict) -> list[dict]:
    """The plays an ``answers`` verdict lists (``plays``, or ``answers`` where a play is given with its reading)."""
    return v.get("plays", v.get("answers", []))


def _picked_spot(ask, players: int) -> tuple:
    """A moment of real deals before a play, whose ``answers`` verdict fits the level (``(spot, verdict)``)."""
    ctx, rng = ask.ctx, ask.rng
    tagged: list = []
    key = (lambda t: (t[0].top[2].kind, t[1]["count"] == 0))
    passing = aimed(ask, (False, True))      # level 3: a play beats it, or nothing does, in turn
    levels: dict[int, int] = {}     # each moment's level, read once (every deal looks through them all)

    def level(t) -> int:
        got = levels.get(id(t[1]))
        if got is None:
            got = levels[id(t[1])] = answers_level(ctx, t[0], t[1])
        return got
    fits = (lambda t: level(t) == ask.level and (ask.level < 3 or (t[1]["count"] == 0) == passing))
    for _ in range(DEALS * (1 + 4 * (ask.level == 3))):
        found = spots.spots(ctx, spots.deal(ctx, rng, players), lambda t: t.top is not None)
        kinds: dict[str, list] = {}
        for spot in found:
            kinds.setdefault(spot.top[2].kind, []).append(spot)
        for spot in [s for group in kinds.values() for s in rng.sample(group, min(3, len(group)))]:
            v = answered(ctx, {"op": "answers", "hand": format_cards(spot.hand), **_previous(ctx, spot)})
            if v is not None:
                tagged.append((spot, v))
        picked = choose(rng, tagged, fits, key)
        if picked:
            return picked
    return (choose(rng, tagged, lambda t: level(t) == ask.level, key)
            or choose(rng, tagged, lambda t: True, key))


def answers(ask, players: int) -> Made:
    ctx = ask.ctx
    spot, v = _picked_spot(ask, players)
    hand, top_seat = format_cards(ctx.game.drill.shown_hand(spot.hand)), spot.top[0]
    listed = _listed(v)
    solution = listed[0]["cards"] if listed else ""
    check = ask.request("answers", hand=hand, **_previous(ctx, spot))
    # a question nobody can answer but by passing teaches passing
    teaches = [v["rule"], checked(ctx, _beats_request(check, solution))["rule"] if solution
               else ctx.game.pass_rule]
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
                 teaches=teaches, several=True, solutions=list(dict.fromkeys(p["cards"] for p in listed)) or [""])

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
            return explained(checked(ctx, check), True)
        s = checked(ctx, _beats_request(check, solution))
        return explained(s, False, "手里有压得过的牌，不能不出。", "Your hand holds a play that beats it.")
    s = checked(ctx, _beats_request(check, given))
    if s["beats"]:
        return explained(s, True)
    if solution:
        t = checked(ctx, _beats_request(check, solution))["explain"]
        return explained(s, False, f"可以这样压：{t['zh']}", f"One play that does: {t['en']}")
    return explained(s, False, "手里没有压得过的牌，应该不出。", "Nothing in your hand beats it: pass.")
