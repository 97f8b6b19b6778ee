"""赖子五十K classify and beats: every example of laizi-wushik.txt 基本牌型, named
after the clause it checks (single, pair, pair_chain, triple, plane, fifty_k, bomb)."""

from functools import partial

import pytest

from engine.api import handle
from engine.cards import parse_cards
from engine.climbing.wushik import shapes as combos
from engine.climbing.wushik.referee import choose
from tests.engine import helpers

G = "wushik"
classify = partial(helpers.classify, game=G)


def beats(previous, play, **extra):
    return helpers.ask("beats", G, previous=previous, play=play, **extra)["beats"]


def table_beats(previous, play):
    """beats without the copy check, for ladders whose rungs could not share a deal
    (two twelve-card bombs cannot both hold the four jokers)."""
    prev = combos.readings(parse_cards(previous))[0]
    chosen = choose(combos.readings(parse_cards(play)), prev, None)
    return chosen is not None and combos.beats(prev, chosen)[0]


def ladder_holds(ladder):
    """Each play beats every lower one and none of the higher ones (and not itself)."""
    for i, low in enumerate(ladder):
        assert not table_beats(low, low), low
        for high in ladder[i + 1:]:
            assert table_beats(low, high), (high, "should beat", low)
            assert not table_beats(high, low), (low, "should not beat", high)


# --- 1. 单张: 2 > A > K > … > 5 > 4 > 3 > 王 ------------------------------------

def test_single_order_two_high_joker_lowest():
    ladder_holds(["BJ", "S3", "H4", "C5", "D6", "S7", "H8", "C9", "D10", "SJ", "HQ", "CK", "DA", "S2"])


def test_single_any_suit_jokers_alike():
    assert not beats("S9", "H9") and not beats("H9", "S9")
    assert not beats("BJ", "RJ") and not beats("RJ", "BJ")
    out = classify("RJ")
    assert (out["kind"], out["rank"], out["rule"]) == ("single", "joker", "wushik.ruling.joker_alone")


# --- 2. 对子: 22 > AA > KK > … > 33 > 王王 ---------------------------------------

def test_pair_order_two_high_jokers_lowest():
    ladder_holds(["BJ RJ", "S3 H3", "C7 D7", "SK HK", "SA DA", "S2 H2"])


def test_pair_any_two_of_a_rank():
    out = classify("H9 C9")
    assert (out["kind"], out["rank"], out["length"]) == ("pair", "9", 2)
    assert classify("H9 C8")["kind"] == "invalid"


# --- 3. 连对: KKAA > QQKK > JJQQ > … > 3344, two pairs or more --------------------

def test_pair_chain_order_kkaa_top():
    ladder_holds(["S3 H3 S4 H4", "S10 H10 SJ HJ", "SJ HJ SQ HQ", "SQ HQ SK HK", "SK HK SA HA"])


def test_pair_chain_two_pairs_count():
    out = classify("S3 H3 C4 D4")
    assert (out["kind"], out["rank"], out["sets"], out["length"]) == ("pair_chain", "4", 2, 4)


def test_pair_chain_no_two_no_wrap():
    # wushik.ruling.pair_chain_twos: "2 included" is about two pairs, not the rank 2
    assert classify("SA HA S2 H2")["kind"] == "invalid"
    assert classify("S2 H2 S3 H3")["kind"] == "invalid"
    assert classify("SK HK SA HA S2 H2")["kind"] == "invalid"


def test_pair_chain_length_must_match():
    assert not beats("S3 H3 S4 H4", "S5 H5 S6 H6 S7 H7")
    assert not beats("S3 H3 S4 H4 S5 H5", "SQ HQ SK HK")


def test_pair_chain_twelve_pairs_is_the_longest():
    out = classify(" ".join(f"S{r} H{r}" for r in "3 4 5 6 7 8 9 10 J Q K A".split()))
    assert (out["kind"], out["sets"]) == ("pair_chain", 12)


# --- 4. 三张: 222 > AAA > … > 333 > 王王王 ----------------------------------------

def test_triple_order_two_high_jokers_lowest():
    ladder_holds(["BJ BJ RJ", "S3 H3 D3", "S8 H8 D8", "SA HA DA", "S2 H2 D2"])


# --- 5. 飞机: AAAKKK > KKKQQQ > … > 444333, no 2s --------------------------------

def test_plane_order_aaakkk_top():
    ladder_holds(["S3 H3 D3 S4 H4 D4", "S9 H9 D9 S10 H10 D10",
                  "SQ HQ DQ SK HK DK", "SA HA DA SK HK DK"])


def test_plane_no_twos():
    assert classify("SA HA DA S2 H2 D2")["kind"] == "invalid"


def test_plane_example_aaakkk_is_a_plane():
    out = classify("SA HA DA SK HK CK")
    assert (out["kind"], out["rank"], out["sets"]) == ("plane", "A", 2)


# --- 牌型规则: one kind per play, no kickers, kinds never meet except bombs -------

def test_no_kickers_triple_with_single_is_not_a_play():
    out = classify("S7 H7 C7 D5")
    assert out["kind"] == "invalid" and out["rule"] == "wushik.invalid"
    assert classify("S7 H7 C7 D5 H5")["kind"] == "invalid"
    assert classify("S3 H3 D3 S4 H4 D4 S9 H10")["kind"] == "invalid"


def test_no_straight_of_singles():
    assert classify("S3 H4 C5 D6 S7")["kind"] == "invalid"


def test_no_kind_beats_another_kind_but_bombs():
    assert not beats("S3", "S2 H2")
    assert not beats("S3 H3", "S2 H2 D2")
    assert not beats("S3 H3 S4 H4", "SA HA DA SK HK DK")


# --- 6. 炸弹: 五十K, 同花五十K, four or more of a rank ---------------------------

def test_fifty_k_mixed_and_same_suit():
    mixed = classify("H5 S10 DK")
    assert (mixed["kind"], mixed["bomb"], mixed["readings"][0]["suit"]) == ("fifty_k", True, None)
    same = classify("S5 S10 SK")
    assert (same["kind"], same["readings"][0]["suit"]) == ("fifty_k", "S")


def test_fifty_k_suit_order_spades_hearts_clubs_diamonds_mixed():
    ladder_holds(["H5 S10 DK", "D5 D10 DK", "C5 C10 CK", "H5 H10 HK", "S5 S10 SK"])


def test_fifty_k_mixed_ones_are_equal_first_played_wins():
    assert not beats("H5 S10 DK", "C5 D10 SK")
    assert not beats("S5 S10 SK", "S5 S10 SK")


def test_fifty_k_wilds_never_fill_it():
    assert classify("S5 S10 RJ")["kind"] == "invalid"
    assert classify("RJ S10 SK")["kind"] == "invalid"
    out = classify("S5 BJ SK")
    assert out["kind"] == "invalid" and out["rule"] == "wushik.fifty_k"


def test_bomb_four_or_more_of_a_rank_wilds_allowed():
    out = classify("S7 H7 C7 D7")
    assert (out["kind"], out["length"], out["bomb"]) == ("bomb", 4, True)
    out = classify("S7 H7 RJ")
    assert out["kind"] == "triple"          # three cards are never a rank bomb
    out = classify("S7 RJ BJ RJ")
    assert (out["kind"], out["rank"], out["length"]) == ("bomb", "7", 4)


def test_bomb_largest_is_twelve_cards_with_four_jokers():
    out = classify("S2x2 H2x2 C2x2 D2x2 RJx2 BJx2")
    assert (out["kind"], out["rank"], out["length"]) == ("bomb", "2", 12)
    assert [w["as"] for w in out["readings"][0]["wilds"]] == ["2"] * 4
    for other in ("SAx2 HAx2 CAx2 DAx2 RJx2 BJx2", "S3x2 H3x2 C3x2 D3x2 RJ BJ RJ"):
        assert table_beats(other, "S2x2 H2x2 C2x2 D2x2 RJx2 BJx2")
    assert beats("SAx2 HAx2 CAx2 DAx2 RJ", "S2x2 H2x2 C2x2 D2x2 RJ BJx2")


def test_bomb_order_size_then_rank():
    # 各炸弹之间大小: more cards first, then rank (2 highest); 5-10-K below every four
    ladder_holds(["H5 S10 DK", "S5 S10 SK", "S3 H3 C3 D3", "SA HA CA DA", "S2 H2 C2 D2",
                  "S3 H3 C3 D3 S3", "S2 H2 C2 D2 H2", "S3x2 H3x2 C3x2", "S4x2 H4x2 C4x2 D4",
                  "S9x2 H9x2 C9x2 D9x2", "S9x2 H9x2 C9x2 D9x2 RJ", "SKx2 HKx2 CKx2 DKx2 RJx2 BJ",
                  "S2x2 H2x2 C2x2 D2x2 RJx2 BJx2"])


def test_bomb_same_size_same_rank_first_played_wins():
    out = handle({"op": "beats", "game": G, "previous": "S9 H9 C9 D9", "play": "S9 H9 C9 D9"})
    assert out["beats"] is False and out["rule"] == "wushik.bomb.tie"
    # wushik.ruling.soft_bomb: a wild does not make it weaker or stronger
    assert not beats("S9 H9 C9 RJ", "S9 H9 C9 D9")
    assert not beats("S9 H9 C9 D9", "S9 H9 C9 RJ")


def test_bomb_beats_every_other_kind():
    for plain in ("S2", "S2 H2", "S2 H2 D2", "SK HK SA HA", "SA HA DA SK HK DK"):
        assert beats(plain, "H5 S10 DK")
        assert beats(plain, "S3 H3 C3 D3")
        assert not beats("S3 H3 C3 D3", plain)


@pytest.mark.parametrize("cards", ["", "S7 ZZ"])
def test_bad_input_is_a_coded_error(cards):
    out = handle({"op": "classify", "game": G, "cards": cards})
    assert not out["ok"] and out["error"]["code"] in ("bad_request", "bad_cards")


def test_too_many_copies_is_impossible():
    out = handle({"op": "classify", "game": G, "cards": "S7x3"})
    assert out["error"]["code"] == "impossible"
    out = handle({"op": "beats", "game": G, "previous": "RJ RJ", "play": "RJ S5"})
    assert out["error"]["code"] == "impossible"


def test_previous_that_is_not_a_play_is_illegal():
    out = handle({"op": "beats", "game": G, "previous": "S3 H5", "play": "S9"})
    assert out["error"]["code"] == "illegal"
