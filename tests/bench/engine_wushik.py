"""Benchmarks of the 赖子五十K referee (target: each median under 5 ms in CPython).

Requests go through ``engine.api.handle`` as the site sends them: classify and beats
on the largest plays (the 12-card bomb with all four wilds, a 20-card chain of pairs,
and one with wilds that reads several ways), every answer from a 27-card hand with
four wilds (to a lead, to a pair, to a bomb), and the replay of a whole sample deal.
"""

from __future__ import annotations

import json
from pathlib import Path

from cases import asking  # tests/bench/cases.py


SAMPLES = Path(__file__).resolve().parents[2] / "engine" / "climbing" / "samples"

BOMB_12 = "S2 S2 H2 H2 C2 C2 D2 D2 RJ RJ BJ BJ"
BOMB_11 = "SA SA HA HA CA CA DA DA RJ BJ BJ"
PAIRS_20 = "S3 H3 S4 H4 S5 H5 S6 H6 S7 H7 S8 H8 S9 H9 S10 H10 SJ HJ SQ HQ"
PAIRS_20_UP = "C4 D4 C5 D5 C6 D6 C7 D7 C8 D8 C9 D9 C10 D10 CJ DJ CQ DQ CK DK"
PAIRS_20_WILD = "C5 D5 C6 D6 C7 C8 D8 C9 D9 C10 D10 CJ DJ CQ DQ CK RJ RJ BJ BJ"
HAND_27 = ("S3 H3 C3 S4 H4 S5 H5 C5 S6 S7 H7 C7 D7 S8 H9 S10 H10 SJ HQ CQ SK SA S2 "
           "RJ RJ BJ BJ")


def _call(request: dict):
    return asking({"game": "wushik", **request})


_PARTNER = json.loads((SAMPLES / "wushik-partner.json").read_text(encoding="utf-8"))

CASES = [
    ("wushik classify 12-card bomb, 4 wilds", _call({"op": "classify", "cards": BOMB_12})),
    ("wushik classify 20-card chain of pairs", _call({"op": "classify", "cards": PAIRS_20})),
    ("wushik classify 20 cards with 4 wilds", _call({"op": "classify", "cards": PAIRS_20_WILD})),
    ("wushik beats 12-card bomb over 11", _call({"op": "beats", "previous": BOMB_11,
                                                  "play": "S2 S2 H2 H2 C2 C2 D2 D2 RJ"})),
    ("wushik beats 20-card chain of pairs", _call({"op": "beats", "previous": PAIRS_20,
                                                   "play": PAIRS_20_UP})),
    ("wushik beats 20 cards with 4 wilds", _call({"op": "beats", "previous": PAIRS_20_UP,
                                                  "play": PAIRS_20_WILD.replace("C", "S")})),
    ("wushik answers lead, 27-card hand", _call({"op": "answers", "hand": HAND_27})),
    ("wushik answers to a pair, 27-card hand", _call({"op": "answers", "hand": HAND_27,
                                                      "previous": "D4 D4"})),
    ("wushik answers to a bomb, 27-card hand", _call({"op": "answers", "hand": HAND_27,
                                                      "previous": "D9 D9 C9 C9"})),
    ("wushik replay a whole deal", _call({"op": "replay", "deal": _PARTNER})),
]
