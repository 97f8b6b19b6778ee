"""挖坑 shapes and beating: every example of wakeng.md 出牌规则, named after its clause."""

from functools import partial

import pytest

from tests.engine import helpers

G = "wakeng"
ask = partial(helpers.ask, game=G)


def kind(cards, **options):
    return ask("classify", cards=cards, options=options)["kind"]


def beats(previous, play, **options):
    return ask("beats", previous=previous, play=play, options=options)["beats"]


# 出牌规则: "可出对…如44", "三头…例如555", "四头…例如8888"
@pytest.mark.parametrize("cards, expected", [
    ("H9", "single"), ("S4 H4", "pair"), ("S5 H5 C5", "triple"), ("S8 H8 C8 D8", "quad")])
def test_shapes_sets_examples(cards, expected):
    assert kind(cards) == expected


# 连牌: "例如456，678910JQK"
@pytest.mark.parametrize("cards, top, length", [
    ("S4 H5 C6", "6", 3), ("S6 H7 C8 D9 S10 HJ CQ DK", "K", 8)])
def test_shapes_straight_examples(cards, top, length):
    out = ask("classify", cards=cards)
    assert (out["kind"], out["rank"], out["length"]) == ("straight", top, length)
    assert out["rule"] == "wakeng.shapes.straight"


# 连牌: "3、2、A不能做连牌" and "三张以上"
@pytest.mark.parametrize("cards", ["SQ HK CA", "SK HA C2", "SA H2 C3", "S2 H3 C4", "S4 H5"])
def test_shapes_straight_range_and_length(cards):
    out = ask("classify", cards=cards)
    assert out["kind"] == "invalid"
    assert out["rule"] == "wakeng.shapes.straight"


# 连牌: "例如：567压过456"
def test_beats_straight_567_over_456():
    assert beats("S4 H5 C6", "D5 S6 H7")
    assert not beats("D5 S6 H7", "S4 H5 C6")


# "跟牌必须出同张数牌": a longer straight does not beat a shorter one
def test_beats_same_length_only():
    assert not beats("S4 H5 C6", "D5 S6 H7 C8")
    assert not beats("S4 H5 C6 D7", "DJ SQ HK")


# 对连张、三连张、四连张: "如：445566；…444555666；…444455556666"
@pytest.mark.parametrize("cards, expected", [
    ("S4 H4 S5 H5 S6 H6", "pair_chain"),
    ("S4 H4 C4 S5 H5 C5 S6 H6 C6", "triple_chain"),
    ("S4 H4 C4 D4 S5 H5 C5 D5 S6 H6 C6 D6", "quad_chain")])
def test_shapes_chain_examples(cards, expected):
    assert kind(cards) == expected


# "牌中3为最大，次之为2，再次为A，最小为4"
@pytest.mark.parametrize("low, high", [
    ("S4", "S5"), ("SK", "SA"), ("SA", "S2"), ("S2", "S3"), ("S4 H4", "S3 H3"),
    ("S2 H2 C2", "S3 H3 C3"), ("SA HA CA DA", "S2 H2 C2 D2")])
def test_order_3_over_2_over_a_over_k_down_to_4(low, high):
    assert beats(low, high)
    assert not beats(high, low)


def test_order_equal_rank_does_not_beat():
    out = ask("beats", previous="S9", play="H9")
    assert out["beats"] is False and out["rule"] == "wakeng.order"


# "可出四头…以大压小": a 四头 is no bomb
@pytest.mark.parametrize("previous", ["S9", "S9 H9", "S9 H9 C9", "S4 H5 C6 D7"])
def test_beats_no_bomb_quad_only_beats_quads(previous):
    out = ask("beats", previous=previous, play="S3 H3 C3 D3")
    assert out["beats"] is False
    assert out["rule"] == "wakeng.beats.no_bomb"


def test_beats_quad_over_lower_quad():
    assert beats("S8 H8 C8 D8", "S9 H9 C9 D9")


# "可出单张，跟牌必须出单张牌": a pair cannot answer a single
def test_beats_single_needs_single():
    assert not beats("S5", "S6 H6")


# "无花色高低": suits never decide
def test_order_no_suit_order():
    assert not beats("D9", "S9") and not beats("S9", "D9")


# ruling wakeng.chain.min_sets: 4455 needs the option
def test_chain_min_sets_ruling_default_three():
    out = ask("classify", cards="S4 H4 S5 H5")
    assert out["kind"] == "invalid" and out["rule"] == "wakeng.chain.min_sets"


def test_chain_min_sets_ruling_option_two():
    assert kind("S4 H4 S5 H5", chain_min_sets=2) == "pair_chain"
    assert kind("S4 H4 C4 S5 H5 C5", chain_min_sets=2) == "triple_chain"
    # a straight still needs three cards: the source states that one
    assert kind("S4 H5", chain_min_sets=2) == "invalid"


# ruling wakeng.chain.range: chains of pairs stay within 4…K too
@pytest.mark.parametrize("cards", ["SQ HQ SK HK SA HA", "SA HA S2 H2 S3 H3", "S2 H2 S3 H3 S4 H4"])
def test_chain_range_ruling(cards):
    out = ask("classify", cards=cards)
    assert out["kind"] == "invalid" and out["rule"] == "wakeng.chain.range"


def test_shapes_invalid_mixed():
    out = ask("classify", cards="S4 H4 S5")
    assert out["kind"] == "invalid" and out["rule"] == "wakeng.shapes.invalid"


def test_beats_invalid_play_beats_nothing():
    out = ask("beats", previous="S4", play="S5 H6")
    assert out["beats"] is False and out["invalid"] == "play"


# 空过: the answers to a play, and a forced pass when nothing beats it
def test_answers_lists_every_higher_single():
    out = ask("answers", hand="S3 H4 DK C2 S5 H5 D6 S7", previous="S5")
    assert [p["cards"] for p in out["plays"]] == ["D6", "S7", "DK", "C2", "S3"]


def test_answers_must_pass():
    out = ask("answers", hand="S4 H5 D6", previous="S3")
    assert out["plays"] == [] and out["must_pass"] is True


def test_answers_chains_of_the_same_length():
    out = ask("answers", hand="S5 H5 S6 H6 S7 H7 S8 H8", previous="S4 H4 S5 H5 S6 H6")
    assert [p["cards"] for p in out["plays"]] == ["S7 H7 S6 H6 S5 H5", "S8 H8 S7 H7 S6 H6"]
