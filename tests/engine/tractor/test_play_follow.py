"""follow: zhaopengyou §5.3 (and its example), shuangsheng 出牌 1–5, and the follow rulings."""

import pytest

from engine.api import handle

ZPY, SS = "zhaopengyou", "shuangsheng"
SPADES_2 = {"rank": "2", "suit": "S"}


def follow(game, lead, hand, play, trump=SPADES_2, **extra):
    out = handle({"op": "follow", "game": game, "trump": trump, "lead": lead, "hand": hand,
                  "play": play, **extra})
    assert out["ok"], out
    return out


def legal(*args, **kw):
    return follow(*args, **kw)["legal"]


# --- zhaopengyou §5.3 example: lead ♦333 (spades trump) --------------------------------

def test_zhaopengyou_follow_triple_example_player_a_triple_is_best():
    out = follow(ZPY, "D3x3", "D8x3 DK D5 S4", "D8x3")
    assert out["legal"] and out["rule"] == "zhaopengyou.follow.triple"
    # holding the triple, a pair and a single is not enough
    out = follow(ZPY, "D3x3", "D8x3 DK DK D5 S4", "DK DK D5")
    assert not out["legal"] and out["requirement"] == "triple"
    assert out["example"] == "D8 D8 D8" and out["rule"] == "zhaopengyou.follow.triple"


def test_zhaopengyou_follow_triple_example_player_b_pair_and_single():
    assert legal(ZPY, "D3x3", "DK DK D5 D9 S4", "DK DK D5")
    out = follow(ZPY, "D3x3", "DK DK D5 D9 S4", "DK D9 D5")
    assert not out["legal"] and out["requirement"] == "pair"
    assert out["owed"]["pair"] == 1 and out["played"]["pair"] == 0


def test_zhaopengyou_follow_triple_example_player_c_void_trumps():
    out = follow(ZPY, "D3x3", "S10x3 H4 C5", "S10x3")
    assert out["legal"] and out["rule"] == "zhaopengyou.follow.void"
    assert legal(ZPY, "D3x3", "S10x3 H4 C5", "H4 C5 S10")


def test_zhaopengyou_follow_triple_then_singles():
    assert legal(ZPY, "D3x3", "DK D9 D5 D4 S4", "D9 D5 D4")


def test_zhaopengyou_follow_pair_then_singles():
    assert not legal(ZPY, "H9 H9", "H5 H5 H3 H4", "H3 H4")
    assert legal(ZPY, "H9 H9", "H5 H5 H3 H4", "H5 H5")
    assert legal(ZPY, "H9 H9", "H5 H3 H4 C4", "H3 H4")


def test_zhaopengyou_follow_suit_before_anything():
    out = follow(ZPY, "H9", "H3 S4 C5", "C5")
    assert not out["legal"] and out["requirement"] == "suit"
    assert out["example"] == "H3" and out["rule"] == "zhaopengyou.follow.suit"


def test_zhaopengyou_follow_short_suit_plays_all_of_it():
    assert legal(ZPY, "H9 H9 H8 H8", "H3 C4 C5 D6 D7", "H3 C4 C5 D6")
    out = follow(ZPY, "H9 H9 H8 H8", "H3 C4 C5 D6 D7", "C4 C5 D6 D7")
    assert not out["legal"] and out["requirement"] == "suit"


def test_zhaopengyou_follow_count_must_match():
    out = follow(ZPY, "H9 H9", "H3 H4 H5", "H3")
    assert not out["legal"] and out["requirement"] == "count"
    assert len(out["example"].split()) == 2


# --- trump leads (吊主) ----------------------------------------------------------------

def test_zhaopengyou_follow_trump_lead_rank_cards_and_jokers_are_trump():
    # spades trump, 2s: H2 and BJ are trumps and must follow a trump lead
    out = follow(ZPY, "S9", "H2 H9 C3", "H9")
    assert not out["legal"] and out["requirement"] == "suit"
    assert out["example"] == "H2" and out["rule"] == "zhaopengyou.follow.trump"
    assert legal(ZPY, "S9", "BJ H9 C3", "BJ")


def test_shuangsheng_follow_trump_lead_void_may_play_any_plain():
    assert legal(SS, "RJ RJ", "H9 C3 D4", "C3 D4")


# --- shuangsheng 出牌 1–4 -------------------------------------------------------------

def test_shuangsheng_follow_single():
    assert not legal(SS, "H9", "H3 C4", "C4")
    assert legal(SS, "H9", "S4 C4", "C4")            # void: any card


def test_shuangsheng_follow_pair():
    out = follow(SS, "H9 H9", "H3 H3 H4 C5", "H3 H4")
    assert not out["legal"] and out["rule"] == "shuangsheng.follow.pair"
    assert legal(SS, "H9 H9", "H3 H4 C5", "H3 H4")    # no pair: singles of the suit
    assert legal(SS, "H9 H9", "H3 C5 C6", "H3 C5")    # one heart: it and anything


def test_shuangsheng_follow_tractor_then_pairs_then_singles():
    lead = "H9 H9 H10 H10"
    out = follow(SS, lead, "H3 H3 H4 H4 H6 H6 H7", "H6 H6 H3 H4")
    assert not out["legal"] and out["requirement"] == "tractor"
    assert out["rule"] == "shuangsheng.follow.tractor"
    assert legal(SS, lead, "H3 H3 H4 H4 H6 H6 H7", "H3 H3 H4 H4")
    # no tractor: as many pairs as held
    assert not legal(SS, lead, "H3 H3 H5 H7 H8 C2", "H3 H5 H7 H8")
    assert legal(SS, lead, "H3 H3 H5 H7 H8 C2", "H3 H3 H5 H7")
    assert legal(SS, lead, "H3 H3 H5 H5 H8 C2", "H3 H3 H5 H5")


def test_shuangsheng_follow_tractor_of_three_pairs_partial_run():
    lead = "H9 H9 H10 H10 HJ HJ"
    # best: the 2-pair tractor and the other pair
    assert legal(SS, lead, "H3 H3 H4 H4 H7 H7 H8", "H3 H3 H4 H4 H7 H7")
    out = follow(SS, lead, "H3 H3 H4 H4 H7 H7 H8", "H3 H3 H7 H7 H4 H8")
    assert not out["legal"] and out["requirement"] == "tractor"


def test_shuangsheng_follow_throw_matches_units():
    out = follow(SS, "HA HA HK", "H5 H5 H3 H4 C2", "H3 H4 H5")
    assert not out["legal"] and out["rule"] == "tractor.ruling.throw_follow"
    out = follow(SS, "HA HA HK", "H5 H5 H3 H4 C2", "H3 H4 H5", options={"throw_follow": "suit"})
    assert out["legal"] and out["rule"] == "tractor.ruling.throw_follow"


# --- must-break rulings ----------------------------------------------------------------

def test_zhaopengyou_ruling_break_triple():
    out = follow(ZPY, "H9 H9", "H5 H5 H5 H3 C2", "H5 H3")
    assert not out["legal"] and out["rule"] == "zhaopengyou.ruling.break_triple"
    out = follow(ZPY, "H9 H9", "H5 H5 H5 H3 C2", "H5 H3", options={"break_triple": False})
    assert out["legal"] and out["rule"] == "zhaopengyou.ruling.break_triple"
    # a true pair is still owed with the option off
    assert not legal(ZPY, "H9 H9", "H5 H5 H5 H7 H7 H3", "H5 H3", options={"break_triple": False})


def test_tractor_ruling_break_tractor():
    out = follow(SS, "HK HK", "H5 H5 H6 H6 H3 H4", "H3 H4")
    assert not out["legal"] and out["rule"] == "tractor.ruling.break_tractor"
    out = follow(SS, "HK HK", "H5 H5 H6 H6 H3 H4", "H3 H4", options={"break_tractor": False})
    assert out["legal"]


def test_zhaopengyou_ruling_follow_tractor_of_triples_falls_back_to_triples_then_pairs():
    lead = "H7x3 H8x3"
    assert not legal(ZPY, lead, "HQx3 H3 H3 H4 H4 H9", "H3 H3 H4 H4 H9 HQ")
    assert legal(ZPY, lead, "HQx3 H3 H3 H4 H4 H9", "HQx3 H3 H3 H9")
    out = follow(ZPY, lead, "HQx3 H3 H3 H4 H4 H9", "HQx3 H3 H4 H9")
    assert not out["legal"] and out["requirement"] == "pair"


# --- bad input -------------------------------------------------------------------------

@pytest.mark.parametrize("fields, code", [
    ({"lead": "H9", "hand": "H3 C4", "play": "H4"}, "illegal"),              # not in the hand
    ({"lead": "H9 C9", "hand": "H3 C4", "play": "H3 C4"}, "illegal"),        # lead of two suits
    ({"lead": "H9", "hand": "H3 Q4", "play": "H3"}, "bad_cards"),
    ({"lead": "H9x4", "hand": "H3 C4", "play": "H3"}, "impossible"),
    ({"lead": "H9 H9", "hand": "H9 H9 H9 H3", "play": "H3 H9"}, "impossible"),  # 5 copies of H9
    ({"lead": "H9 H9", "hand": "H3", "play": "H3"}, "impossible"),           # hand too small
    ({"lead": "H9", "hand": "H3"}, "bad_request"),
])
def test_zhaopengyou_follow_bad_input_is_coded(fields, code):
    out = handle({"op": "follow", "game": ZPY, "trump": SPADES_2, **fields})
    assert out["ok"] is False and out["error"]["code"] == code


def test_zhaopengyou_ruling_follow_tractor_pairs_option():
    lead, hand = "H7 H7 H8 H8", "H3 H3 H4 H4 H9 H9 C2"
    out = follow(ZPY, lead, hand, "H3 H3 H9 H9")
    assert not out["legal"] and out["rule"] == "zhaopengyou.ruling.follow_tractor"
    out = follow(ZPY, lead, hand, "H3 H3 H9 H9", options={"tractor_follow": "pairs"})
    assert out["legal"] and out["rule"] == "zhaopengyou.ruling.follow_tractor"
