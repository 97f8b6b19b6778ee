"""赖子五十K wild cards: every reading of a play, strongest first, and what each
wild stands for (wushik.ruling.wild_scope, joker_alone, four_jokers, declare)."""

from functools import partial

from engine.api import handle
from engine.cards import parse_cards
from engine.climbing.wushik import shapes as combos
from tests.engine import helpers

G = "wushik"
classify = partial(helpers.classify, game=G)


def summary(out):
    return [(r["kind"], r["rank"], r["length"], [w["as"] for w in r["wilds"]]) for r in out["readings"]]


def test_wild_scope_two_jokers_and_a_pair_read_three_ways_strongest_first():
    out = classify("RJ BJ S5 H5")
    assert summary(out) == [("bomb", "5", 4, ["5", "5"]),
                            ("pair_chain", "6", 4, ["6", "6"]),
                            ("pair_chain", "5", 4, ["4", "4"])]
    assert out["rule"] == "wushik.ruling.declare"
    assert out["readings"][0]["wilds"] == [{"card": "RJ", "as": "5"}, {"card": "BJ", "as": "5"}]


def test_wild_scope_pair_with_a_wild():
    out = classify("S5 RJ")
    assert summary(out) == [("pair", "5", 2, ["5"])]
    assert out["rule"] == "wushik.ruling.wild_scope"


def test_wild_points_a_wild_standing_for_a_five_scores_nothing():
    assert classify("S5 RJ")["points"] == 5
    assert classify("S5 S10 SK")["points"] == 25


def test_wild_scope_wild_can_be_a_two_but_not_in_a_chain():
    assert summary(classify("S2 RJ BJ")) == [("triple", "2", 3, ["2", "2"])]
    assert summary(classify("SA HA RJ BJ")) == [("bomb", "A", 4, ["A", "A"]),
                                                ("pair_chain", "A", 4, ["K", "K"])]


def test_wild_scope_fills_a_gap_in_a_chain():
    out = classify("S3 H3 RJ S5 H5 BJ")
    assert summary(out) == [("pair_chain", "5", 6, ["4", "4"])]
    assert classify("S3 RJ S5 H5")["kind"] == "invalid"


def test_wild_scope_plane_with_wilds():
    out = classify("SK HK DK SA RJ BJ")
    assert summary(out) == [("plane", "A", 6, ["A", "A"])]


def test_joker_alone_jokers_on_their_own_are_the_lowest():
    for cards, kind in (("RJ", "single"), ("RJ BJ", "pair"), ("RJ RJ BJ", "triple")):
        out = classify(cards)
        assert (out["kind"], out["rank"], out["readings"][0]["wilds"]) == (kind, "joker", [])
        assert out["rule"] == "wushik.ruling.joker_alone"
        assert out["rulings"] == ["wushik.ruling.joker_alone"]
    assert not handle({"op": "beats", "game": G, "previous": "D3 C3", "play": "RJ BJ"})["beats"]
    assert handle({"op": "beats", "game": G, "previous": "RJ BJ", "play": "D3 C3"})["beats"]


def test_four_jokers_default_lowest_bomb():
    out = classify("RJ RJ BJ BJ")
    assert (out["kind"], out["rank"], out["bomb"], out["rule"]) == \
        ("bomb", "joker", True, "wushik.ruling.four_jokers")
    out = handle({"op": "beats", "game": G, "previous": "RJ RJ BJ BJ", "play": "S3 H3 C3 D3"})
    assert out["beats"] and out["rule"] == "wushik.ruling.four_jokers"
    assert handle({"op": "beats", "game": G, "previous": "S5 S10 SK", "play": "RJ RJ BJ BJ"})["beats"]


def test_four_jokers_option_highest_beats_the_twelve_card_bomb():
    top = combos.readings(parse_cards("RJ RJ BJ BJ"), four_jokers="highest")[0]
    twelve = combos.readings(parse_cards("S2x2 H2x2 C2x2 D2x2 RJx2 BJx2"))[0]
    assert combos.beats(twelve, top)[0] and not combos.beats(top, twelve)[0]
    out = handle({"op": "beats", "game": G, "options": {"four_jokers": "highest"},
                  "previous": "S2x2 H2x2 C2x2 D2x2", "play": "RJ RJ BJ BJ"})
    assert out["beats"] and out["rule"] == "wushik.ruling.four_jokers"


def test_declare_undeclared_previous_is_its_strongest_reading():
    out = handle({"op": "beats", "game": G, "previous": "RJ BJ S5 H5", "play": "S6 H6 S7 H7"})
    assert out["beats"] is False and out["previous_as"]["kind"] == "bomb"


def test_declare_previous_as_chain_of_pairs():
    out = handle({"op": "beats", "game": G, "previous": "RJ BJ S5 H5", "play": "S6 H6 S7 H7",
                  "previous_as": {"kind": "pair_chain", "rank": "5"}})
    assert out["beats"] is True and out["previous_as"]["wilds"][0]["as"] == "4"


def test_declare_answer_takes_the_cheapest_reading_that_beats():
    out = handle({"op": "beats", "game": G, "previous": "S3 H3 C4 D4", "play": "RJ BJ S5 H5"})
    assert out["beats"] and out["play_as"]["kind"] == "pair_chain" and out["play_as"]["rank"] == "5"
    assert out["rule"] == "wushik.beats.same_kind"
    assert out["rulings"] == ["wushik.ruling.declare", "wushik.ruling.wild_scope"]
    out = handle({"op": "beats", "game": G, "previous": "S7 H7 C8 D8", "play": "RJ BJ S5 H5"})
    assert out["beats"] and out["play_as"]["kind"] == "bomb"


def test_declare_play_as_a_named_reading():
    out = handle({"op": "beats", "game": G, "previous": "S3 H3 C4 D4", "play": "RJ BJ S5 H5",
                  "play_as": {"kind": "bomb", "rank": "5"}})
    assert out["beats"] and out["play_as"]["kind"] == "bomb"
    assert out["rule"] == "wushik.beats.bomb" and out["rulings"] == []
    out = handle({"op": "beats", "game": G, "previous": "S3 H3 C4 D4", "play": "RJ BJ S5 H5",
                  "play_as": {"kind": "plane", "rank": "5"}})
    assert out["error"]["code"] == "illegal"
