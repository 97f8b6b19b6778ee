"""Every rule id the deal ops return is a Rule with text; rulings name their options; invariants."""

from hypothesis import given, settings, strategies as st

import importlib

from engine import games
from engine.api import handle

# The books of the deal ops: each tractor game's, but the referee's (engine.tractor.play).
BOOKS = list(dict.fromkeys(name for g in games.GAMES.values() if g.family == "tractor" for name in g.books
                           if name != "engine.tractor.play"))
RULES = [r for name in BOOKS for r in importlib.import_module(name).RULES]
OPTIONS = [o for name in BOOKS for o in importlib.import_module(name).OPTIONS]
# rulings that no option switches, and why: what a record leaves unknown is switched by the
# record itself (a hand given as null), not by a house rule
# record itself (a hand given as null), not by a house rule; the match sheet's rulings (engine.match) say
# what a sheet does where the source stops (after the game is won, past A), not how a deal is played
NO_OPTION = {"tractor.ruling.unknown_hands", "zhaopengyou.match.over", "shuangsheng.match.laps"}


def test_deal_rule_ids_unique_and_worded():
    ids = [r.id for r in RULES]
    assert len(ids) == len(set(ids))
    for r in RULES:
        assert r.title_zh and r.title_en and r.text_zh and r.text_en, r.id
        if r.ruling:
            assert r.question_zh and r.question_en and r.reading_zh and r.reading_en and r.why_zh and r.why_en
            assert r.option in {o.name for o in OPTIONS} or (r.option is None and r.id in NO_OPTION), r.id


def test_deal_options_settle_rulings():
    rulings = {r.id for r in RULES if r.ruling}
    for o in OPTIONS:
        assert o.ruling in rulings and o.default in o.choices


def test_rule_examples_run_and_cite_known_rules():
    known = games.all_rules()
    for r in RULES:
        for example in r.examples:
            for game in r.games:
                out = handle({**example, "game": game})
                assert out["ok"], (r.id, out)
                assert out["rule"] in known, (r.id, out["rule"])
                for rid in out.get("rules", []):
                    assert rid in known, (r.id, rid)


SCORE = st.builds(
    lambda game, kitty, pts, cards, winner: (game, kitty, pts, cards, winner),
    st.sampled_from(["zhaopengyou", "shuangsheng"]),
    st.integers(0, 14).map(lambda k: 5 * k),
    st.integers(0, 40).map(lambda k: 5 * k),
    st.sampled_from(["HA", "HA HA", "H9 H9 H10 H10", "HA HK", "HA HA HK", "S2", "BJ BJ"]),
    st.sampled_from(["attackers", "defenders"]),
)


def _score(game, kitty, pts, cards, winner, **more):
    return handle({"op": "score", "game": game, "trump": {"rank": "2", "suit": "S"}, "points": pts,
                   "kitty_points": kitty, "last_trick": {"winner": winner, "cards": cards}, **more})


@settings(deadline=None)    # timing is not the property: the machine may be busy
@given(SCORE)
def test_score_rule_ids_are_known_and_totals_add_up(case):
    game, kitty, pts, cards, winner = case
    out = _score(game, kitty, pts, cards, winner)
    if not out["ok"]:
        assert out["error"]["code"] == "impossible" and pts + kitty > (300 if game == "zhaopengyou" else 200)
        return
    known = games.all_rules()
    assert out["rule"] in known and all(r in known for r in out["rules"])
    assert out["total"] == pts + out["kitty"]["bonus"]
    assert (out["kitty"]["bonus"] == 0) == (winner == "defenders" or kitty == 0)
    # exactly one side climbs, or (shuangsheng 80–115) nobody does
    lv = out["levels"]
    assert not (lv["defenders"] and lv["attackers"])


@settings(deadline=None)
@given(SCORE, st.integers(1, 8))
def test_more_points_never_help_the_defenders(case, extra):
    game, kitty, pts, cards, winner = case
    a, b = _score(game, kitty, pts, cards, winner), _score(game, kitty, pts + 5 * extra, cards, winner)
    if a["ok"] and b["ok"]:
        assert b["levels"]["defenders"] <= a["levels"]["defenders"]
        assert b["levels"]["attackers"] >= a["levels"]["attackers"]
