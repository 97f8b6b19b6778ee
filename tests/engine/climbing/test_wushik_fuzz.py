"""赖子五十K: the API never raises and never reports an internal error, whatever
the request (hypothesis throws junk and near-misses at every op)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.api import handle
from engine.climbing.wushik.ops import RULES

IDS = {r.id for r in RULES}

OPS = ["classify", "beats", "answers", "bid", "settle", "replay"]
tokens = st.sampled_from(["S3", "H10", "RJ", "BJ", "DK", "C5", "SA", "S2", "x", "", "S3x3", "大王"])
cards = st.one_of(st.lists(tokens, max_size=6).map(" ".join), st.integers(), st.none(),
                  st.lists(st.integers(), max_size=2))
seats = st.one_of(st.integers(-1, 5), st.text(max_size=2), st.none(), st.booleans())
declared = st.one_of(st.none(), st.text(max_size=3),
                     st.fixed_dictionaries({"kind": st.sampled_from(["bomb", "pair", "fifty_k", 3]),
                                            "rank": st.one_of(st.none(), st.text(max_size=3),
                                                              st.integers())}))
requests = st.fixed_dictionaries(
    {"op": st.sampled_from(OPS)},
    optional={"cards": cards, "previous": cards, "play": cards, "hand": cards, "call": cards,
              "banker": seats, "partner": seats, "solo": seats, "hou": st.one_of(seats, st.lists(seats)),
              "order": st.one_of(st.lists(seats, max_size=5), st.none()),
              "points": st.one_of(st.dictionaries(st.sampled_from(["0", "1", "2", "3", "9"]),
                                                  st.integers(-5, 250)), st.none()),
              "mode": st.sampled_from(["partner", "anjiao", "hou", "x"]),
              "bombs": st.one_of(st.lists(cards, max_size=2), st.text(max_size=3)),
              "previous_as": declared, "play_as": declared, "started": st.one_of(st.booleans(), st.integers()),
              "base": st.one_of(st.integers(-1, 3), st.text(max_size=1)),
              "deal": st.one_of(st.none(), st.dictionaries(st.sampled_from(["hands", "banker", "plays"]),
                                                           st.integers()))})


@settings(max_examples=400, deadline=None)
@given(requests)
def test_no_request_breaks_the_engine(request):
    out = handle({"game": "wushik", **request})
    assert isinstance(out, dict) and isinstance(out.get("ok"), bool)
    if out["ok"]:
        assert out["rule"] in IDS
    else:
        assert out["error"]["code"] in ("bad_request", "bad_cards", "impossible", "illegal"), out
        assert out["error"]["zh"] and out["error"]["en"]
        assert out["error"].get("rule", "wushik.overview") in IDS


def test_unicode_digits_are_not_seats_or_ranks():
    # "²".isdigit() is True but int("²") fails: both once crashed the engine
    out = handle({"game": "wushik", "op": "bid", "banker": "²"})
    assert out["error"]["code"] == "bad_request"
    out = handle({"game": "wushik", "op": "beats", "previous": "S3", "play": "S4",
                  "play_as": {"kind": "single", "rank": "²"}})
    assert out["error"]["code"] == "bad_request"
