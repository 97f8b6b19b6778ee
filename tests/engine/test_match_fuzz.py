"""Random match files (issue 26, Tests): the ``match`` op never raises nor answers ``internal``;
every refusal is coded, in both languages, and a deal's refusal names that deal (from 1) and a
field of it; what cannot happen is refused (points off the 5s or past the decks, a seat off the
table or twice in an order); what it answers adds up (one row per deal, levels that are levels,
money that is the sum of the deals' payouts)."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings, strategies as st

from engine.api import handle
from engine.errors import CODES

SEATS = {"zhaopengyou": 5, "shuangsheng": 4, "wakeng": 3, "mingan": 5, "wushik": 4}
seat = st.one_of(st.integers(-1, 6), st.sampled_from([None, "2", "x", True, 1.5]))
points = st.one_of(st.integers(0, 70).map(lambda n: 5 * n), st.integers(-10, 400), st.sampled_from([None, "85"]))
cards = st.sampled_from(["S3 S3", "HA", "D4 H5", "S3 S3 S3 S3", "BJ BJ RJ RJ", "", "zz", "S9 S9 S10 S10"])
order = st.lists(st.integers(-1, 6), max_size=7)
bombs = st.lists(st.sampled_from(["S9 H9 C9 D9", "S3", "RJ RJ BJ BJ", "H5 H10 HK", "S7x2 H7x2"]), max_size=3)


def maybe(**fields) -> st.SearchStrategy:
    """An entry holding any of ``fields`` (each drawn from its strategy), now and then a stray one."""
    return st.fixed_dictionaries({}, optional={**fields, "stray": st.just(1)})


ENTRY = {
    "zhaopengyou": maybe(banker=seat, friend=seat, solo=st.booleans(), suit=st.sampled_from(["S", "H", None, "X"]),
                         points=points, kitty_points=points, last_trick=st.fixed_dictionaries(
                             {"winner": st.sampled_from(["attackers", "defenders", "x"]), "cards": cards}),
                         lead=cards),
    "shuangsheng": maybe(banker=seat, suit=st.sampled_from(["S", "D", None]), points=points, kitty_points=points,
                         counters=st.integers(-1, 60), last_trick=st.fixed_dictionaries(
                             {"winner": st.sampled_from(["attackers", "defenders"]), "cards": cards})),
    "wakeng": maybe(digger=seat, bid=st.integers(0, 4), first_out=seat, order=order),
    "mingan": maybe(landlord=seat, partner=seat, call=st.sampled_from(["seen", "blind", "x"]),
                    blind_partner=st.booleans(), bombs=bombs, first_out=seat, order=order),
    "wushik": maybe(mode=st.sampled_from(["partner", "anjiao", "hou", "x"]), banker=seat, partner=seat, solo=seat,
                    order=order, in_hand=points, bombs=bombs,
                    points=st.dictionaries(st.sampled_from(["0", "1", "2", "3", "4"]), points, max_size=4)),
}


def impossible(game: str, entry: dict) -> bool:
    """An entry the rules cannot have, on its face (whatever else it holds)."""
    n = SEATS[game]
    for name in ("points", "kitty_points"):
        v = entry.get(name)
        if game in ("zhaopengyou", "shuangsheng") and isinstance(v, int) and not isinstance(v, bool) and (v < 0 or v % 5):
            return True
    for name in ("banker", "friend", "digger", "landlord", "first_out"):
        v = entry.get(name)
        if isinstance(v, int) and not isinstance(v, bool) and not 0 <= v < n and name in entry:
            return True
    o = entry.get("order")
    return isinstance(o, list) and (len(set(o)) != len(o) or any(not 0 <= s < n for s in o))


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(sorted(SEATS)).flatmap(lambda g: st.tuples(st.just(g), st.lists(ENTRY[g], max_size=4))))
def test_random_files_never_raise_and_refuse_what_cannot_be(drawn):
    check(*drawn)


def check(game: str, deals: list) -> dict:
    """The answer to a match of ``deals``, checked for what every answer must be."""
    out = handle({"op": "match", "game": game, "match": {"deals": deals}})
    if not out["ok"]:
        error = out["error"]
        assert error["code"] in CODES and error["code"] != "internal", error
        assert error["zh"] and error["en"]
        if "deal" in error:
            k = error["deal"]
            assert 1 <= k <= len(deals) and error["zh"].startswith(f"第 {k} 局：") and error["en"].startswith(f"Deal {k}: ")
            assert error["field"].startswith(f"match.deals[{k - 1}]"), error
        return out
    assert not any(impossible(game, e) for e in deals), (deals, out)
    assert [row["deal"] for row in out["deals"]] == list(range(1, len(deals) + 1))
    if "money" in out["standing"]:
        total = {s: Fraction(0) for s in out["standing"]["money"]}
        for row in out["deals"]:
            paid = row["result"].get("payouts_exact") or row["result"]["payouts"]
            total = {s: v + Fraction(paid[s]) for s, v in total.items()}
        shown = {s: int(v) if v.denominator == 1 else round(float(v), 4) for s, v in total.items()}
        assert out["standing"]["money"] == shown
    else:
        assert all(v in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
                   for v in out["standing"]["levels"])
    return out


# --- entries a table could have written, and one thing made impossible ------------------------

five = lambda low, high: st.integers(low // 5, high // 5).map(lambda n: 5 * n)      # noqa: E731
WON = st.sampled_from(["HA", "S3 S3", "CK CK", "BJ", "D10"])      # one suit at any rank: never mixed


@st.composite
def tractor_deal(draw, game: str, first: bool) -> dict:
    kitty = draw(five(0, 70 if game == "zhaopengyou" else 80))
    entry = {"suit": draw(st.sampled_from(["S", "H", "C", "D"])), "kitty_points": kitty,
             "points": draw(five(0, 100 * (3 if game == "zhaopengyou" else 2) - kitty)),
             "last_trick": {"winner": draw(st.sampled_from(["attackers", "defenders"])), "cards": draw(WON)}}
    if game == "zhaopengyou":
        banker = draw(st.integers(0, 4))
        entry["banker"] = banker
        entry.update({"solo": True} if draw(st.booleans()) else {"friend": draw(st.integers(0, 4).filter(lambda s: s != banker))})
    elif first:
        entry["banker"] = draw(st.integers(0, 3))
    return entry


@st.composite
def climbing_deal(draw, game: str, first: bool) -> dict:
    n = SEATS[game]
    seats = st.integers(0, n - 1)
    if game == "wakeng":
        return {"digger": draw(seats), "bid": draw(st.integers(1, 3)), "first_out": draw(seats)}
    if game == "mingan":
        landlord = draw(seats)
        call = draw(st.sampled_from(["seen", "blind"]))
        return {"landlord": landlord, "partner": draw(st.one_of(st.none(), seats.filter(lambda s: s != landlord))),
                "call": call, "blind_partner": call == "blind" and draw(st.booleans()),
                "bombs": draw(st.lists(st.sampled_from(["S9 H9 C9 D9", "RJ RJ BJ BJ", "S4 S4 H4 C4 D4"]), max_size=2,
                                       unique=True)), "first_out": draw(seats)}
    out = {"mode": "anjiao", "order": [draw(seats)]} if draw(st.booleans()) else \
        {"mode": "hou", "solo": draw(seats), "order": [draw(seats)]}
    return {**out, **({"banker": draw(seats)} if first else {})}


def evening(game: str):
    deal = tractor_deal if game in ("zhaopengyou", "shuangsheng") else climbing_deal
    return st.lists(st.booleans(), min_size=1, max_size=6).flatmap(
        lambda firsts: st.tuples(*(deal(game, i == 0) for i in range(len(firsts)))))


# each: (the games it fits, how it makes an entry impossible)
BREAKS = [
    (("zhaopengyou", "shuangsheng"), lambda e: {**e, "points": e["points"] + 3}),
    (("zhaopengyou", "shuangsheng"), lambda e: {**e, "points": 400}),
    (("zhaopengyou", "shuangsheng"), lambda e: {**e, "kitty_points": 85}),
    (("zhaopengyou",), lambda e: {**e, "banker": 5}),
    (("zhaopengyou",), lambda e: {k: v for k, v in {**e, "friend": e["banker"], "solo": False}.items()}),
    (("wakeng",), lambda e: {**e, "digger": 3}),
    (("wakeng",), lambda e: {**e, "bid": 0}),
    (("mingan",), lambda e: {**e, "partner": e["landlord"]}),
    (("mingan",), lambda e: {**{k: v for k, v in e.items() if k != "first_out"}, "order": [1, 2, 1]}),
    (("mingan", "wakeng"), lambda e: {**e, "order": [e["first_out"], e["first_out"]]}),   # beside first_out too
    (("mingan", "wakeng"), lambda e: {**e, "order": [(e["first_out"] + 1) % 3, e["first_out"]]}),  # disagreeing
    (("wushik",), lambda e: {**e, "order": e["order"] * 2}),
    (("wushik",), lambda e: {**e, "mode": "hou", "solo": 4}),
]


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(sorted(SEATS)).flatmap(lambda g: st.tuples(st.just(g), evening(g))), st.data())
def test_possible_evenings_are_answered_and_one_impossible_deal_is_refused_by_number(drawn, data):
    game, deals = drawn
    deals = list(deals)
    out = check(game, deals)
    assert out["ok"] or out["error"]["rule"] == "zhaopengyou.match.over", out    # a win at A ends it early
    if not out["ok"]:
        return
    k = data.draw(st.integers(0, len(deals) - 1))
    breaks = [b for games, b in BREAKS if game in games]
    broken = [*deals[:k], data.draw(st.sampled_from(breaks))(deals[k]), *deals[k + 1:]]
    refused = check(game, broken)
    assert not refused["ok"] and refused["error"]["deal"] == k + 1, refused
