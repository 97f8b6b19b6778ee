"""The climbing drill's ``reading`` question (what is this play; a play that reads several
ways: the list of every reading, with what the wilds stand for), and readings as choices and
words, which ``beats`` and ``answers`` (:mod:`.climbing_beats`) share.

The builder takes the question's :class:`~engine.drill.common.Ask` (context, rng, level) and the
table size, deals real random deals (:mod:`.climbing_spots`) and returns the question and its
judge (:class:`~engine.drill.common.Made`); its ``check`` is the game's own ``classify`` op,
whose answer gives the ``solution``, and the judge grades a reader's answer with the same op.
What differs between games (the kinds of play, the levels, the words of a wild) is the game's
own, in its drill hooks.
"""

from __future__ import annotations

import random

from ..cards import Card, format_cards, full_deck
from ..labels import label
from . import climbing_spots as spots
from .climbing_core import DEALS, RARE_DEALS, choose, option_facts
from .common import Judged, Made, answered, cards_part, checked, explained, facts_part, question

INVALID = ("不成牌型", "not a valid play")


# --- readings as data and words -------------------------------------------------------------

def readings(ctx, cards: list[Card]) -> list:
    return ctx.game.readings(cards, ctx.options)


def described(ctx, reading) -> tuple[str, str]:
    return ctx.game.describe(reading)


def _code(ctx, reading) -> str:
    """A reading as a choice's value: kind, rank and length (``bomb.5.4``)."""
    return f"{reading.kind}.{ctx.game.drill.reading_rank(reading)}.{reading.size}"


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
    return {"kind": reading.kind, "rank": ctx.game.drill.reading_rank(reading), "length": reading.size}


def by_kind(rng: random.Random, found: list, each: int) -> list[list[Card]]:
    """Up to ``each`` plays of every kind among ``found`` ((reading, cards) pairs)."""
    kinds: dict[str, list] = {}
    for r, cards in found:
        kinds.setdefault(r.kind, []).append(cards)
    return [c for plays in kinds.values() for c in rng.sample(plays, min(each, len(plays)))]


# --- reading: what is this play ---------------------------------------------------------------

def _play_candidates(ctx, rng: random.Random, hands: list[list[Card]]) -> list[list[Card]]:
    """Plays of a deal's hands: from every hand, a few leads of each kind, near misses of them,
    two cards together, and plays that meet a ruling."""
    out: list[list[Card]] = []
    for hand in hands:
        plays = by_kind(rng, spots.leads(ctx, hand), 2)
        out += plays
        out += spots.near_misses(rng, hand, plays, 3)
        out += spots.pairs_of(hand, rng, 1)
        out += ctx.game.drill.special_plays(hand)
    return out


def _with_rare(ctx, rng: random.Random, players: int, hands: list[list[Card]]) -> list[list[Card]]:
    """``hands`` and, from the first of more deals that holds one, a hand with a rare ruling's play
    (none looked for where the game's whole deck holds no such play: no hand of it can)."""
    rare = ctx.game.drill.rare_plays
    if not rare(full_deck(jokers=ctx.game.jokers) * ctx.game.decks):
        return hands
    for _ in range(RARE_DEALS):
        extra = [h for h in spots.dealt(ctx, rng, players) if rare(h)]
        if extra:
            return hands + extra[:1]
    return hands


def _picked_play(ask, players: int) -> tuple:
    """A play of real deals whose ``classify`` verdict fits the level (``(cards, verdict)``).
    Deals are looked through until the plays for the level hold the answer the seed aims at
    (a level with the game's ``READING_AIMS``), or three answers to choose from (a level
    without), at most :data:`DEALS`."""
    ctx, rng = ask.ctx, ask.rng
    tagged: list = []
    key = (lambda t: (t[1]["rule"],))
    level = ctx.game.drill.reading_level
    aims = ctx.game.drill.READING_AIMS.get(ask.level, ())
    fit = lambda t: level(t[1]) == ask.level      # noqa: E731
    for _ in range(DEALS):
        hands = spots.dealt(ctx, rng, players)
        if ask.level == 3:      # a ruling hands seldom meet: look through more deals for one
            hands = _with_rare(ctx, rng, players, hands)
        for cards in _play_candidates(ctx, rng, hands):
            v = answered(ctx, {"op": "classify", "cards": format_cards(cards)})
            if v is not None:
                tagged.append((cards, v))
        found = {_answer(t) for t in tagged if fit(t)}
        if (aims[ask.seed % len(aims)] in found) if aims else len(found) > 2:    # the aim, or three to choose from
            break
    return (choose(rng, tagged, fit, key, answer=_answer, turn=ask.seed, aims=aims)
            or choose(rng, tagged, lambda t: True, key))


def _answer(t) -> str:
    """The right answer of a tagged play: its kind (a play read several ways: every reading)."""
    return reading_solution(t[1])


def reading(ask, players: int) -> Made:
    ctx, rng = ask.ctx, ask.rng
    cards, v = _picked_play(ask, players)
    check = ask.request("classify", cards=v["cards"])
    solution = reading_solution(v)
    if "+" in solution:
        choices = _list_choices(ctx, rng, readings(ctx, cards), [c for c in cards if c.is_joker])
        words = ("这手牌不止一种读法。哪一项列出了它的全部读法？",
                 "This play reads more than one way. Which answer lists every way to read it?")
    else:
        choices = _kind_choices(ctx.game.drill.PLAY_KINDS, rng, solution)
        words = ("这手牌是什么牌型？", "What kind of play is this?")
    facts = option_facts(ctx)
    q = question(ask, ask_words=words, show=[cards_part("这手牌", "The play", v["cards"]),
                                             *([facts_part(facts)] if facts else [])],
                 reply={"type": "choice", "choices": choices}, solution=solution, check=check,
                 teaches=[v["rule"], *v.get("rulings", [])])

    def judge(given: str) -> Judged:
        return explained(checked(ctx, check), given == solution)
    return Made(q, judge)


def _kind_choices(play_kinds, rng: random.Random, right: str) -> list[dict]:
    others = [k for k in play_kinds if k != right]
    kinds = ([right] if right != "invalid" else []) + rng.sample(others, 3 if right != "invalid" else 4)
    rng.shuffle(kinds)
    return [{"value": k, "zh": label("kind", k, "zh"), "en": label("kind", k, "en")} for k in kinds] + \
        [{"value": "invalid", "zh": INVALID[0], "en": INVALID[1]}]


def _list_choices(ctx, rng: random.Random, found: list, wilds: list[Card]) -> list[dict]:
    own = ctx.game.drill
    fakes = [f for f in (own.fake_reading(r) for r in found) if f is not None]
    codes = {_code(ctx, r) for r in found}
    fakes = [f for f in fakes if _code(ctx, f) not in codes]
    lists = [found, found[:-1], [found[-1]] if len(found) > 2 else found[1:]]
    if fakes:
        lists.append([*found, rng.choice(fakes)])
    out, seen = [], set()
    for listed in lists:
        value = "+".join(sorted(_code(ctx, r) for r in listed))
        if value in seen:
            continue
        seen.add(value)
        texts = [own.reading_words(r, wilds) for r in listed]
        out.append({"value": value, "zh": "；".join(t[0] for t in texts), "en": "; ".join(t[1] for t in texts)})
    rng.shuffle(out)
    return out
