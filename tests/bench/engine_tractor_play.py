"""Benchmarks of the trick-taking referee (targets: each median under 1 ms in CPython).

Full hands: zhaopengyou deals 31 cards to each of 5 players from 3 decks and the
banker holds 38 with the kitty; the requests go through ``engine.api.handle``
exactly as the site sends them.
"""

from __future__ import annotations

import random

from engine.api import handle
from engine.cards import format_cards, full_deck, parse_cards

from cases import asking  # tests/bench/cases.py

TRUMP = {"rank": "5", "suit": "S"}


def _deal(seed: int, *, without: str) -> list[list]:
    """Five hands from 3 decks, minus the cards already on the table (``without``)."""
    cards = full_deck() * 3
    for c in parse_cards(without):
        cards.remove(c)
    random.Random(seed).shuffle(cards)
    # the banker (seat 0) holds 38 (31 + the kitty of 7), the others 31
    return [cards[:38]] + [cards[38 + 31 * i: 38 + 31 * (i + 1)] for i in range(4)]


def _follow(lead: str, seed: int) -> dict:
    hand = _deal(seed, without=lead)[0]
    return {"op": "follow", "game": "zhaopengyou", "trump": TRUMP, "lead": lead,
            "hand": format_cards(hand), "play": format_cards(hand[:len(parse_cards(lead))])}


def _throw(cards: str, seed: int) -> dict:
    hands = _deal(seed, without=cards)
    return {"op": "throw", "game": "zhaopengyou", "trump": TRUMP, "leader": 0, "cards": cards,
            "hands": {str(i): format_cards(h) for i, h in enumerate(hands) if i}}


FOLLOW_TRACTOR = _follow("H9 H9 H10 H10 HJ HJ", 2026)
# the same position answered with its own legal example: the path that judges the shape
# owed and re-judges it under the other reading of each ruling at stake
_TRUMP_TRACTOR = _follow("S9 S9 S10 S10 SJ SJ", 2030)    # the banker holds many trumps
FOLLOW_TRACTOR_LEGAL = dict(_TRUMP_TRACTOR, play=handle({**_TRUMP_TRACTOR, "play": ""})["example"])
FOLLOW_TRUMP_THROW = _follow("SAx3 SK SK SQ SQ S3", 2027)
THROW = _throw("DA DA DK DK DQ DJ D10 D9", 2028)
CLASSIFY_LONG = {"op": "classify", "game": "zhaopengyou", "trump": TRUMP,
                 "cards": "C2x3 C3x3 C4x2 C6x2 C7 C7 C8 C9 C9 C10x3 CJ CQ CK CA CA"}
CLASSIFY_TRUMP = {"op": "classify", "game": "zhaopengyou", "trump": TRUMP,
                  "cards": "RJ RJ BJ BJ S5 S5 H5 H5 SA SA SK SQ SQ S3 S3 S3 C5 D5 S2 S2"}
SS_FOLLOW = {"op": "follow", "game": "shuangsheng", "trump": {"rank": "2", "suit": "H"},
             "lead": "C9 C9 C10 C10 CJ CJ", "hand": "", "play": ""}
_ss = full_deck() * 2
for _c in parse_cards(SS_FOLLOW["lead"]):
    _ss.remove(_c)
random.Random(2029).shuffle(_ss)
SS_FOLLOW["hand"] = format_cards(_ss[:33])           # the banker: 25 + the kitty of 8
SS_FOLLOW["play"] = format_cards(_ss[:6])
TRICK = {"op": "trick", "game": "zhaopengyou", "trump": TRUMP, "leader": 0,
         "plays": ["HA HA HK", "S3 S3 SA", "S4 S4 S6", "C5 C6 C7", "D6 D7 D8"]}


CASES = [
    ("tractor: follow a 3-pair tractor, 38-card hand (zhaopengyou)", asking(FOLLOW_TRACTOR)),
    ("tractor: legal follow of a trump tractor, 38-card hand (zhaopengyou)", asking(FOLLOW_TRACTOR_LEGAL)),
    ("tractor: follow a trump throw, 38-card hand (zhaopengyou)", asking(FOLLOW_TRUMP_THROW)),
    ("tractor: throw of 8 cards against 4 hands of 31 (zhaopengyou)", asking(THROW)),
    ("tractor: classify a 27-card throw (zhaopengyou)", asking(CLASSIFY_LONG)),
    ("tractor: classify a 20-card trump throw (zhaopengyou)", asking(CLASSIFY_TRUMP)),
    ("tractor: follow a tractor, 33-card hand (shuangsheng)", asking(SS_FOLLOW)),
    ("tractor: trick of 5 plays against a throw (zhaopengyou)", asking(TRICK)),
]
