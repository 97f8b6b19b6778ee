"""trick: zhaopengyou §5.4–§5.5, shuangsheng 出牌 2–4 and 得分, the overtrump ruling."""

import pytest

from engine.api import handle

ZPY, SS = "zhaopengyou", "shuangsheng"
SPADES_2 = {"rank": "2", "suit": "S"}


def trick(game, plays, leader=0, trump=SPADES_2, **extra):
    out = handle({"op": "trick", "game": game, "trump": trump, "leader": leader, "plays": plays, **extra})
    assert out["ok"], out
    return out


# --- zhaopengyou §5.4 examples (spades trump) ------------------------------------------

def test_zhaopengyou_trick_trump_shape_jokers_and_a_card_do_not_beat_a_triple():
    out = trick(ZPY, ["DAx3", "RJ BJ S3"])
    assert out["winner"] == 0 and out["rule"] == "zhaopengyou.trick.trump_shape"
    assert out["plays"][1]["status"] == "trump_wrong_shape"


def test_zhaopengyou_trick_trump_triple_of_small_jokers_beats_triple():
    out = trick(ZPY, ["DAx3", "BJx3"])
    assert out["winner"] == 1 and out["rule"] == "zhaopengyou.trick.trump"


def test_zhaopengyou_trick_trump_triple_of_trumps_beats_triple():
    out = trick(ZPY, ["DAx3", "S4x3"])
    assert out["winner"] == 1


def test_zhaopengyou_trick_three_single_trumps_never_beat_a_triple():
    assert trick(ZPY, ["D3x3", "RJ BJ SA"])["winner"] == 0


def test_zhaopengyou_follow_example_trick_c_trumps_with_triple():
    # §5.3's example: A ♦888 over ♦333, B ♦KK5, C trumps with ♠101010
    out = trick(ZPY, ["D3x3", "D8x3", "DK DK D5", "S10x3", "H3 H4 H6"])
    assert out["winner"] == 3
    assert [p["status"] for p in out["plays"]] == ["lead", "higher", "wrong_shape", "trumps", "discard"]
    assert out["points"] == 10 + 10 + 5 + 30


# --- §5.5 order --------------------------------------------------------------------

@pytest.mark.parametrize("low, high", [
    ("S5", "BJ"), ("BJ", "RJ"), ("H2", "S2"), ("SA", "H2"), ("S3", "SA"), ("S9", "SK"),
])
def test_zhaopengyou_order_trump_ranking(low, high):
    # a trump lead: the higher single wins from second seat
    assert trick(ZPY, [low, high])["winner"] == 1
    assert trick(ZPY, [high, low])["winner"] == 0


def test_zhaopengyou_trick_equal_earlier_off_suit_rank_cards():
    out = trick(ZPY, ["H2", "C2", "D2"])
    assert out["winner"] == 0 and out["rule"] == "zhaopengyou.trick.equal_earlier"


def test_zhaopengyou_trick_equal_earlier_same_card():
    out = trick(ZPY, ["H9", "HK", "HK"], leader=3)
    assert out["winner"] == 4   # seat 3 leads; seat 4 played the first K


def test_zhaopengyou_trick_plain_suits_never_beat_each_other():
    assert trick(ZPY, ["H3", "CA"])["winner"] == 0


# --- shuangsheng ------------------------------------------------------------------

def test_shuangsheng_trick_two_single_trumps_never_beat_a_pair():
    out = trick(SS, ["H3 H3", "RJ BJ", "C5 C6", "D7 D8"])
    assert out["winner"] == 0 and out["rule"] == "shuangsheng.trick.trump_shape"


def test_shuangsheng_trick_trump_pair_beats_pair():
    assert trick(SS, ["HA HA", "S3 S3", "C5 C6", "D7 D8"])["winner"] == 1


def test_shuangsheng_trick_tractor_needs_trump_tractor_of_as_many_pairs():
    lead = "H3 H3 H4 H4 H5 H5"
    assert trick(SS, [lead, "S7 S7 S8 S8 S10 S10"])["winner"] == 0
    assert trick(SS, [lead, "S7 S7 S8 S8 S9 S9"])["winner"] == 1


def test_shuangsheng_trick_throw_needs_the_same_units():
    lead = "HA HA HK"
    assert trick(SS, [lead, "S3 S4 S5"])["winner"] == 0
    assert trick(SS, [lead, "S3 S3 S5"])["winner"] == 1


def test_tractor_ruling_overtrump_compares_largest_unit():
    out = trick(SS, ["HA HA HK", "S3 S3 SA", "S4 S4 S5", "C5 C6 C7"])
    assert out["winner"] == 2 and out["rule"] == "tractor.ruling.overtrump"
    assert [p["status"] for p in out["plays"]] == ["lead", "trumps", "overtrumps", "discard"]


def test_shuangsheng_trick_equal_trump_pairs_earlier_wins():
    out = trick(SS, ["HA HA", "H2 H2", "C2 C2"])
    assert out["winner"] == 1


def test_shuangsheng_trick_points_every_suit():
    assert trick(SS, ["H5", "S10", "CK", "D4"])["points"] == 25


def test_zhaopengyou_ruling_point_cards_every_suit():
    out = trick(ZPY, ["H5", "H10", "HK", "H3", "H4"])
    assert out["points"] == 25
    assert "zhaopengyou.ruling.point_cards" in out["rules"]


# --- bad input -----------------------------------------------------------------------

@pytest.mark.parametrize("fields, code", [
    ({"leader": 0, "plays": ["H9 C9", "H3 H4"]}, "illegal"),
    ({"leader": 0, "plays": ["H9 H9", "H3"]}, "illegal"),
    ({"leader": 5, "plays": ["H9"]}, "bad_request"),
    ({"leader": 0, "plays": []}, "bad_request"),
    ({"leader": 0, "plays": ["H9"] * 6}, "bad_request"),
    ({"leader": 0, "plays": ["H9x2", "H9x2"]}, "impossible"),
    ({"leader": 0, "plays": ["H9", "ZZ"]}, "bad_cards"),
    ({"leader": True, "plays": ["H9"]}, "bad_request"),
])
def test_zhaopengyou_trick_bad_input_is_coded(fields, code):
    out = handle({"op": "trick", "game": ZPY, "trump": SPADES_2, **fields})
    assert out["ok"] is False and out["error"]["code"] == code


def test_zhaopengyou_ruling_point_cards_spades_only_option():
    out = trick(ZPY, ["H5", "S10", "HK", "H3", "H4"], options={"point_suits": "spades"})
    assert out["points"] == 10 and "zhaopengyou.ruling.point_cards" in out["rules"]


def test_tractor_ruling_overtrump_highest_card_option():
    plays = ["HA HA HK", "S3 S3 RJ", "S4 S4 S5"]
    assert trick(SS, plays)["winner"] == 2
    assert trick(SS, plays, options={"overtrump": "highest_card"})["winner"] == 1


@pytest.mark.parametrize("low, high", [
    ("H9", "BJ"), ("BJ", "RJ"), ("C9", "H9"), ("SA", "C9"), ("H3", "HA"),
])
def test_shuangsheng_order_trump_ranking(low, high):
    # 9s trump, hearts trump suit: jokers > trump-suit rank > other rank cards > hearts
    trump = {"rank": "9", "suit": "H"}
    assert trick(SS, [low, high], trump=trump)["winner"] == 1
    assert trick(SS, [high, low], trump=trump)["winner"] == 0


def test_shuangsheng_order_other_rank_cards_equal_first_wins():
    out = trick(SS, ["C9", "D9", "S9"], trump={"rank": "9", "suit": "H"})
    assert out["winner"] == 0 and out["rule"] == "shuangsheng.trick.equal_earlier"


def test_shuangsheng_order_no_trump_all_rank_cards_equal():
    out = trick(SS, ["H9", "S9", "BJ"], trump={"rank": "9", "suit": None})
    assert out["winner"] == 2
    assert trick(SS, ["H9", "S9"], trump={"rank": "9", "suit": None})["winner"] == 0
