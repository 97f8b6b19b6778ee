"""classify: card order and shapes. Test names follow the rule clauses they check;
every shape example of zhaopengyou-5p3d.md §5.2 and of shuangsheng-fandaodi.txt 牌型介绍 is here."""

import pytest

from engine.api import handle
from tests.engine.helpers import ask

ZPY, SS = "zhaopengyou", "shuangsheng"


def classify_under(game, cards, rank="2", suit="D", **extra):
    """A tractor game's reading of ``cards`` with the trump ``rank`` and ``suit``."""
    return ask("classify", game, trump={"rank": rank, "suit": suit}, cards=cards, **extra)


def shape_of(game, cards, **kw):
    out = classify_under(game, cards, **kw)
    return out["shape"], out["suit"]


# --- zhaopengyou §5.2, the table of shapes ------------------------------------

def test_zhaopengyou_shapes_table_examples():
    assert shape_of(ZPY, "S10") == ("single", "S")
    assert shape_of(ZPY, "S10 S10") == ("pair", "S")
    assert shape_of(ZPY, "HKx3") == ("triple", "H")
    assert shape_of(ZPY, "S10 S10 SJ SJ SQ SQ") == ("tractor", "S")
    assert shape_of(ZPY, "C8x3 C9x3") == ("tractor", "C")
    assert shape_of(ZPY, "H5 H5 H6 H8 H10") == ("throw", "H")


def test_zhaopengyou_shapes_tractor_of_triples_units():
    out = classify_under(ZPY, "C8x3 C9x3")
    assert out["units"] == [{"shape": "tractor", "cards": "C9 C9 C9 C8 C8 C8", "width": 3, "length": 2}]
    assert out["rule"] == "zhaopengyou.shapes.tractor"


# --- zhaopengyou §5.2, the tractor notes (spades trump, 5s) ----------------------

def test_zhaopengyou_shapes_tractor_skips_trump_rank_in_plain_suit():
    out = classify_under(ZPY, "D4 D4 D6 D6", rank="5", suit="S")
    assert (out["shape"], out["suit"]) == ("tractor", "D")
    assert out["cards"] == "D6 D6 D4 D4"
    assert out["units"][0]["length"] == 2


def test_zhaopengyou_shapes_tractor_jokers_rank_cards_and_trump_ace():
    out = classify_under(ZPY, "RJ RJ BJ BJ S5 S5 H5 H5 SA SA", rank="5", suit="S")
    assert (out["shape"], out["suit"]) == ("tractor", "trump")
    assert out["units"][0]["length"] == 5
    assert out["cards"] == "RJ RJ BJ BJ S5 S5 H5 H5 SA SA"


def test_zhaopengyou_shapes_tractor_trump_suit_pairs():
    out = classify_under(ZPY, "S10 S10 SJ SJ SQ SQ", rank="5", suit="S")
    assert (out["shape"], out["suit"]) == ("tractor", "trump")


def test_zhaopengyou_shapes_off_suit_rank_pairs_never_consecutive():
    out = classify_under(ZPY, "H5 H5 C5 C5", rank="5", suit="S")
    assert out["shape"] == "throw"
    assert [u["shape"] for u in out["units"]] == ["pair", "pair"]


def test_zhaopengyou_shapes_trump_rank_card_is_not_in_its_plain_suit():
    out = classify_under(ZPY, "D4 D4 D5 D5", rank="5", suit="S")
    assert out["shape"] == "invalid"
    assert out["suit"] is None
    assert out["rule"] == "zhaopengyou.shapes.one_suit"


def test_zhaopengyou_shapes_tractor_off_suit_rank_next_to_trump_ace_and_rank():
    assert shape_of(ZPY, "SA SA H5 H5", rank="5", suit="S") == ("tractor", "trump")
    assert shape_of(ZPY, "H5 H5 S5 S5", rank="5", suit="S") == ("tractor", "trump")
    assert shape_of(ZPY, "S5 S5 BJ BJ", rank="5", suit="S") == ("tractor", "trump")
    # trump rank A: the trump suit's K is just below the off-suit aces
    assert shape_of(ZPY, "SK SK HA HA", rank="A", suit="S") == ("tractor", "trump")
    # but an off-suit rank pair is not next to the trump suit's K when A is not the rank
    assert shape_of(ZPY, "SK SK H5 H5", rank="5", suit="S") == ("throw", "trump")


def test_zhaopengyou_shapes_triple_tractor_through_off_suit_rank():
    out = classify_under(ZPY, "SAx3 H5x3 S5x3", rank="5", suit="S")
    assert out["shape"] == "tractor"
    assert out["units"][0] == {"shape": "tractor", "cards": "S5 S5 S5 H5 H5 H5 SA SA SA",
                               "width": 3, "length": 3}


def test_zhaopengyou_shapes_tractor_widths_do_not_mix():
    out = classify_under(ZPY, "C8x3 C9 C9")
    assert out["shape"] == "throw"
    assert [u["shape"] for u in out["units"]] == ["triple", "pair"]


# --- the decomposition ruling ----------------------------------------------------

def test_zhaopengyou_ruling_throw_units_wide_first():
    out = classify_under(ZPY, "H7x3 H8x2")
    assert out["rule"] == "zhaopengyou.ruling.throw_units"
    assert out["units"] == [{"shape": "triple", "cards": "H7 H7 H7", "width": 3, "length": 1},
                            {"shape": "pair", "cards": "H8 H8", "width": 2, "length": 1}]


def test_zhaopengyou_ruling_throw_units_tractor_first_option():
    out = classify_under(ZPY, "H7x3 H8x2", options={"throw_units": "tractor_first"})
    assert out["rule"] == "zhaopengyou.ruling.throw_units"
    assert out["units"] == [{"shape": "tractor", "cards": "H8 H8 H7 H7", "width": 2, "length": 2},
                            {"shape": "single", "cards": "H7", "width": 1, "length": 1}]


def test_zhaopengyou_shapes_throw_unambiguous_cites_throw_rule():
    out = classify_under(ZPY, "S7 S7 S6 S9 SJ SQ")
    assert out["rule"] == "zhaopengyou.shapes.throw"
    assert [u["cards"] for u in out["units"]] == ["S7 S7", "SQ", "SJ", "S9", "S6"]


def test_zhaopengyou_shapes_throw_longest_tractor_first():
    out = classify_under(ZPY, "H3 H3 H4 H4 H9 H9 H10 H10 HJ HJ HA")
    assert [(u["shape"], u["length"]) for u in out["units"]] == [
        ("tractor", 3), ("tractor", 2), ("single", 1)]


# --- shuangsheng 牌型介绍 ----------------------------------------------------------

def test_shuangsheng_shapes_tractor_three_pairs():
    assert shape_of(SS, "C7 C7 C8 C8 C9 C9") == ("tractor", "C")


def test_shuangsheng_shapes_tractor_across_the_rank():
    assert shape_of(SS, "C5 C5 C7 C7", rank="6", suit="S") == ("tractor", "C")


def test_shuangsheng_shapes_tractor_jokers_and_rank_cards():
    assert shape_of(SS, "RJ RJ BJ BJ", rank="6", suit="S") == ("tractor", "trump")
    assert shape_of(SS, "S6 S6 H6 H6", rank="6", suit="S") == ("tractor", "trump")
    assert shape_of(SS, "H6 H6 SA SA", rank="6", suit="S") == ("tractor", "trump")


def test_shuangsheng_shapes_no_triples_with_two_decks():
    out = handle({"op": "classify", "game": SS, "trump": {"rank": "2", "suit": "S"}, "cards": "H9x3"})
    assert out["ok"] is False and out["error"]["code"] == "impossible"


def test_shuangsheng_order_no_trump_rank_cards_below_small_joker():
    out = classify_under(SS, "H7 H7 BJ BJ RJ RJ", rank="7", suit=None)
    assert (out["shape"], out["suit"]) == ("tractor", "trump")
    assert out["rule"] == "shuangsheng.ruling.no_trump_tractor"
    assert shape_of(SS, "H7 H7 C7 C7", rank="7", suit=None) == ("throw", "trump")


def test_shuangsheng_order_no_trump_plain_suits_keep_their_order():
    out = classify_under(SS, "HA HA HK HK", rank="7", suit=None)
    assert (out["shape"], out["suit"]) == ("tractor", "H")


# --- order and canonical output ------------------------------------------------------

def test_zhaopengyou_order_trump_strongest_first():
    out = classify_under(ZPY, "S3 SA H5 RJ S5 BJ C5", rank="5", suit="S")
    assert out["cards"] == "RJ BJ S5 H5 C5 SA S3"


@pytest.mark.parametrize("cards", ["S10", "S10 S10", "D4 D4 D6 D6", "H4 H6 H6 HA"])
def test_shapes_units_reassemble_cards(cards):
    out = classify_under(ZPY, cards, rank="5", suit="S")
    joined = sorted(c for u in out["units"] for c in u["cards"].split())
    assert joined == sorted(out["cards"].split())


# --- bad input -----------------------------------------------------------------------

@pytest.mark.parametrize("request_, code", [
    ({"trump": {"rank": "5", "suit": "S"}, "cards": "S5 X9"}, "bad_cards"),
    ({"trump": {"rank": "5", "suit": "S"}, "cards": "S5x4"}, "impossible"),
    ({"trump": {"rank": "1", "suit": "S"}, "cards": "S5"}, "bad_request"),
    ({"trump": {"rank": "5", "suit": "X"}, "cards": "S5"}, "bad_request"),
    ({"trump": {"rank": "5", "suit": None}, "cards": "S5"}, "bad_request"),
    ({"cards": "S5"}, "bad_request"),
    ({"trump": {"rank": "5", "suit": "S"}}, "bad_request"),
    ({"trump": {"rank": "5", "suit": "S"}, "cards": ""}, "bad_request"),
    ({"trump": {"rank": "5", "suit": "S"}, "cards": 5}, "bad_request"),
    ({"trump": {"rank": 5, "suit": "S"}, "cards": "S5"}, "bad_request"),
])
def test_zhaopengyou_classify_bad_input_is_coded(request_, code):
    out = handle({"op": "classify", "game": ZPY, **request_})
    assert out["ok"] is False
    assert out["error"]["code"] == code


def test_zhaopengyou_ruling_no_trump_refused():
    out = handle({"op": "classify", "game": ZPY, "trump": {"rank": "5", "suit": None}, "cards": "S5"})
    assert out["error"]["rule"] == "zhaopengyou.ruling.no_trump"


def test_shuangsheng_ruling_no_trump_tractor_option_off():
    out = classify_under(SS, "H7 H7 BJ BJ", rank="7", suit=None, options={"no_trump_tractor": False})
    assert out["shape"] == "throw" and out["rule"] == "shuangsheng.ruling.no_trump_tractor"
    assert shape_of(SS, "BJ BJ RJ RJ", rank="7", suit=None,
                    options={"no_trump_tractor": False}) == ("tractor", "trump")


def test_zhaopengyou_ruling_tractor_length_two_pairs_by_default():
    out = classify_under(ZPY, "D4 D4 D6 D6", rank="5", suit="S")
    assert out["shape"] == "tractor" and out["rule"] == "zhaopengyou.ruling.tractor_length"
    assert out["rules"] == ["zhaopengyou.ruling.tractor_length", "zhaopengyou.shapes.tractor"]
    out = classify_under(ZPY, "D4 D4 D6 D6", rank="5", suit="S", options={"tractor_min_pairs": 3})
    assert out["shape"] == "throw" and out["rule"] == "zhaopengyou.ruling.tractor_length"
    out = classify_under(ZPY, "D4 D4 D6 D6 D7 D7", rank="5", suit="S", options={"tractor_min_pairs": 3})
    assert out["shape"] == "tractor" and out["rule"] == "zhaopengyou.shapes.tractor"
    # triples are untouched: two triples make a tractor either way
    assert shape_of(ZPY, "C8x3 C9x3", options={"tractor_min_pairs": 3}) == ("tractor", "C")


def test_zhaopengyou_ruling_tractor_length_in_follow_and_trick():
    trump = {"rank": "2", "suit": "S"}
    # with three pairs needed, a two-pair "tractor" lead is a throw of two pairs: pairs are owed, not runs
    out = handle({"op": "follow", "game": ZPY, "trump": trump, "lead": "H9 H9 H10 H10",
                  "hand": "H3 H3 H4 H4 H7 H7 C2", "play": "H3 H3 H7 H7",
                  "options": {"tractor_min_pairs": 3}})
    assert out["legal"] is True
    out = handle({"op": "follow", "game": ZPY, "trump": trump, "lead": "H9 H9 H10 H10",
                  "hand": "H3 H3 H4 H4 H7 H7 C2", "play": "H3 H3 H7 H7"})
    assert out["legal"] is False and out["requirement"] == "tractor"
