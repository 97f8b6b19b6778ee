"""Bad input to the deal ops gets a coded error, never an internal one (hypothesis)."""

import copy

from hypothesis import HealthCheck, given, settings, strategies as st

from engine.api import handle
from engine.tractor.simulate import random_record

RECORDS = {g: random_record(g, s, {}) for g, s in (("zhaopengyou", 7), ("shuangsheng", 11))}
JUNK = st.sampled_from([None, 5, -1, 99, True, "XX", "", "HA", "RJ RJ RJ RJ", [], {}, ["HA"], {"seat": 0}])
CODES = {"bad_request", "bad_cards", "impossible", "unsupported", "illegal"}


def _paths(rec):
    out = [("game",), ("levels",), ("first_dealer",), ("bids",), ("bury",), ("call",), ("tricks",),
           ("hands",), ("kitty",), ("first_deal",), ("banker",), ("counters",), ("options",)]
    out += [("hands", str(i)) for i in range(len(rec["hands"]))]
    out += [("tricks", k, i) for k in (0, 1, len(rec["tricks"]) - 1) for i in range(len(rec["hands"]))]
    out += [("tricks", k, 0, key) for k in (0, 1, len(rec["tricks"]) - 1) for key in ("seat", "cards", "attempt")]
    out += [("tricks", 0, i, "cards") for i in range(len(rec["hands"]))]
    out += [("bids", 0, "seat"), ("bids", 0, "cards"), ("call", "nth"), ("call", "card")]
    return out


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(RECORDS)), st.data(), JUNK)
def test_replay_never_fails_internally(game, data, junk):
    rec = copy.deepcopy(RECORDS[game])
    path = data.draw(st.sampled_from(_paths(rec)))
    node = rec
    try:
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = junk
    except (KeyError, IndexError, TypeError):
        return
    out = handle({"op": "replay", "game": game, "deal": rec})
    assert out["ok"] or out["error"]["code"] in CODES, out


REQUESTS = st.fixed_dictionaries({
    "op": st.sampled_from(["score", "bid", "friend"]),
    "game": st.sampled_from(["zhaopengyou", "shuangsheng"]),
}, optional={
    "trump": st.sampled_from([{"rank": "2", "suit": "S"}, {"rank": "Z"}, None, 3]),
    "points": JUNK | st.integers(-10, 400), "kitty_points": JUNK | st.integers(-10, 100),
    "last_trick": st.sampled_from([{"winner": "attackers", "cards": "HA HA"}, {"winner": "x"}, None, []]),
    "banker": JUNK, "friend": JUNK, "solo": JUNK, "counters": JUNK,
    "bids": st.sampled_from([[], [{"seat": 0, "cards": "H2"}], [{"seat": 9}], "H2", None]),
    "bid": st.sampled_from([{"seat": 1, "cards": "D2 D2"}, {"cards": "D2"}, 5, None]),
    "levels": st.sampled_from([["2"] * 5, ["2"] * 4, ["Z"] * 5, None, "2"]),
    "kitty": JUNK, "first_dealer": JUNK, "first_deal": JUNK, "level": JUNK,
    "player_levels": st.sampled_from([["A"] * 5, ["2"], None]), "team_levels": st.sampled_from([["K", "A"], [], None]),
    "call": st.sampled_from([{"card": "HA", "nth": 2}, {"card": "HA HK"}, {"nth": 1}, None, "HA"]),
    "plays": st.sampled_from([[], [{"seat": 1, "cards": "HA"}], [{"seat": 7, "cards": "HA"}], None, "HA"]),
    "shown": JUNK, "complete": JUNK, "banker_hand": JUNK,
})


@settings(max_examples=300, deadline=None)
@given(REQUESTS)
def test_deal_ops_answer_with_codes(request):
    out = handle(request)
    assert out["ok"] or out["error"]["code"] in CODES, out
