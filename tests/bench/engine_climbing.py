"""Benchmarks of the 挖坑 and 明暗斗地主 referee (target: each median under 5 ms in CPython).

The requests go through ``engine.api.handle`` exactly as the site sends them: classify and
beats on the largest plays each game allows (a 20-card chain of pairs, a 20-card plane with
pairs, an 8-card bomb; a 20-card chain of quads in 挖坑), every answer to a play from a
24-card 明暗斗地主 hand (the most a player holds: 21 and the 3 extra cards) (including kicker combinations and the lead from that hand), and the
replay of a whole recorded deal.
"""

from __future__ import annotations

import json
from pathlib import Path

from cases import asking  # tests/bench/cases.py


SAMPLES = Path(__file__).resolve().parents[2] / "engine" / "climbing" / "samples"

PAIRS_20 = "S3 H3 S4 H4 S5 H5 S6 H6 S7 H7 S8 H8 S9 H9 S10 H10 SJ HJ SQ HQ"
PAIRS_20_UP = "C4 D4 C5 D5 C6 D6 C7 D7 C8 D8 C9 D9 C10 D10 CJ DJ CQ DQ CK DK"
PLANE_20 = "S3 H3 C3 S4 H4 C4 S5 H5 C5 S6 H6 C6 S9 H9 S10 H10 SJ HJ SQ HQ"
BOMB_8 = "S2 H2 C2 D2 S2 H2 C2 D2"
HAND_24 = "S3 H3 C3 S4 H4 C4 D4 S5 H5 S6 H6 C6 S7 S8 H8 S9 S10 H10 SJ HQ SA HA BJ RJ"
QUADS_20 = "S4 H4 C4 D4 S5 H5 C5 D5 S6 H6 C6 D6 S7 H7 C7 D7 S8 H8 C8 D8"
STRAIGHT_10 = "S4 H5 C6 D7 S8 H9 C10 DJ SQ HK"
WAKENG_HAND = "S3 H3 S4 H4 C4 S5 H5 S6 H6 C6 S7 S8 H8 S9 S10 H10 SJ SQ SK SA"


def _req(game: str, op: str, expect=None, **fields):
    return asking({"op": op, "game": game, **fields}, beats=expect)


def _replay(name: str):
    record = json.loads((SAMPLES / f"{name}.json").read_text())
    return _req(record["game"], "replay", deal=record)


CASES = [
    ("mingan classify 20-card chain of pairs", _req("mingan", "classify", cards=PAIRS_20)),
    ("mingan classify 20-card plane with pairs", _req("mingan", "classify", cards=PLANE_20)),
    ("mingan classify 8-card bomb", _req("mingan", "classify", cards=BOMB_8)),
    ("mingan beats 20-card chain of pairs", _req("mingan", "beats", previous=PAIRS_20, play=PAIRS_20_UP,
                                                 expect=True)),
    ("mingan beats 8-card bomb over plane", _req("mingan", "beats", previous=PLANE_20, play=BOMB_8,
                                                 expect=True)),
    ("mingan answers single from 24", _req("mingan", "answers", hand=HAND_24, previous="D3")),
    ("mingan answers 三带一 from 24", _req("mingan", "answers", hand=HAND_24, previous="D3 D3 C5 D9")),
    ("mingan answers 飞机带单 from 24", _req("mingan", "answers", hand=HAND_24,
                                         previous="D3 D3 C3 D4 D4 C4 DK DA")),
    ("mingan answers every lead from 24", _req("mingan", "answers", hand=HAND_24)),
    ("wakeng classify 20-card chain of quads", _req("wakeng", "classify", cards=QUADS_20)),
    ("wakeng classify 10-card straight", _req("wakeng", "classify", cards=STRAIGHT_10)),
    ("wakeng beats 9-card straight", _req("wakeng", "beats", previous="S4 H5 C6 D7 S8 H9 C10 DJ SQ",
                                          play="S5 H6 C7 D8 S9 H10 CJ DQ SK", expect=True)),
    ("wakeng answers every lead from 20", _req("wakeng", "answers", hand=WAKENG_HAND)),
    ("wakeng replay of a whole deal", _replay("wakeng-3p")),
    ("mingan replay of a whole deal", _replay("mingan-5p")),
]
