"""抢庄、亮主、反主 in zhaopengyou: the bid op, clause by clause (shuangsheng's bidding is in
test_deal_bidding_shuangsheng.py)."""

import pytest

from engine.api import handle
from tests.engine.helpers import shown

ZPY_LEVELS = ["2", "3", "2", "2", "2"]      # seat 1 is at level 3


def zpy(bids, bid=None, levels=ZPY_LEVELS, **more):
    out = handle({"op": "bid", "game": "zhaopengyou", "levels": levels, "bids": bids, "bid": bid, **more})
    assert out["ok"], out
    return out


def test_zhaopengyou_bid_counter_banker_rank_source_example():
    # 玩家A用一张红桃2叫庄，玩家B用两张方片2反庄 → 庄家仍为A，主牌花色变为方片 (B is not at 2 here)
    out = zpy([shown(0, "H2")], shown(1, "D2 D2"))
    assert out["valid"] and out["banker"] == 0 and out["trump"] == {"rank": "2", "suit": "D"}
    assert out["rule"] == "zhaopengyou.bid.counter_banker_rank"


def test_zhaopengyou_bid_counter_own_rank_source_example():
    # 玩家A用一张红桃2叫庄，玩家B（级牌为3）用两张黑桃3反庄 → 庄家变为B，主牌为3，主牌花色为黑桃
    out = zpy([shown(0, "H2")], shown(1, "S3 S3"))
    assert out["valid"] and out["banker"] == 1 and out["trump"] == {"rank": "3", "suit": "S"}
    assert out["rule"] == "zhaopengyou.bid.counter_own_rank"


def test_zhaopengyou_bid_grab_needs_own_level():
    assert zpy([], shown(1, "H3"))["valid"]
    out = zpy([], shown(1, "H2"))
    assert not out["valid"] and out["rule"] == "zhaopengyou.bid.grab"


@pytest.mark.parametrize("standing,counter,valid", [
    ("H2", "D2 D2", True), ("H2", "D2 D2 D2", True),        # single: two or three
    ("H2 H2", "D2 D2", False), ("H2 H2", "D2 D2 D2", True),  # pair: only three
    ("H2", "D2", False),
])
def test_zhaopengyou_bid_counter_more(standing, counter, valid):
    out = zpy([shown(0, standing)], shown(2, counter))
    assert out["valid"] is valid
    if not valid:
        assert out["rule"] == "zhaopengyou.bid.counter_more"


def test_zhaopengyou_bid_cap_three_cards():
    out = zpy([shown(0, "H2 H2 H2")], shown(2, "D2 D2 D2"))
    assert not out["valid"] and out["rule"] == "zhaopengyou.bid.cap"


@pytest.mark.parametrize("cards", ["H2 D2", "BJ BJ", "H2 H2 D2", "H5 H5"])
def test_zhaopengyou_bid_cards(cards):
    out = zpy([shown(0, "H2")], shown(2, cards))
    assert not out["valid"]
    assert out["rule"] in ("zhaopengyou.bid.cards", "zhaopengyou.bid.counter_own_rank")


def test_zhaopengyou_bid_who_counters_ruling():
    # After B changed the suit with the banker's level, the banker may answer.
    out = zpy([shown(0, "H2"), shown(1, "D2 D2")], shown(0, "S2 S2 S2"))
    assert out["valid"] and out["trump"]["suit"] == "S" and out["banker"] == 0
    assert out["rule"] == "zhaopengyou.bid.who_counters"      # the verdict turns on the ruling
    mine = zpy([shown(0, "H2")], shown(0, "S2 S2"))
    assert not mine["valid"] and mine["rule"] == "zhaopengyou.bid.who_counters"
    other = zpy([shown(0, "H2"), shown(1, "D2 D2")], shown(0, "S2 S2 S2"),
                options={"zhaopengyou_counter_by": "not_banker"})
    assert not other["valid"] and other["rule"] == "zhaopengyou.bid.who_counters"


def test_zhaopengyou_bid_same_level_ruling():
    out = zpy([shown(0, "H2")], shown(2, "S2 S2"))
    assert out["banker"] == 2 and out["rule"] == "zhaopengyou.bid.same_level"
    keep = zpy([shown(0, "H2")], shown(2, "S2 S2"), options={"zhaopengyou_counter_same_level": "keep_banker"})
    assert keep["banker"] == 0 and keep["trump"]["suit"] == "S" and keep["rule"] == "zhaopengyou.bid.same_level"


def test_zhaopengyou_bid_earlier_bids_must_hold():
    out = handle({"op": "bid", "game": "zhaopengyou", "bids": [shown(0, "H2"), shown(1, "D2")],
                  "bid": shown(2, "C2 C2")})
    assert out["ok"] is False and out["error"]["code"] == "illegal" and out["error"]["index"] == 1


def test_zhaopengyou_bid_standing_after_bidding():
    out = zpy([shown(0, "H2"), shown(1, "S3 S3")])
    assert out["step"] == "standing" and out["banker"] == 1
    assert out["shown_by_seat"] == {"0": "H2", "1": "S3 S3"}


def test_zhaopengyou_bid_flip():
    # levels 2 5 3 2 2: BJ and H9 match nobody, C5 is seat 1's level
    out = zpy([], levels=["2", "5", "3", "2", "2"], kitty="BJ H9 C5 S2 D7 S8 HA", first_dealer=0)
    assert out["banker"] == 1 and out["trump"] == {"rank": "5", "suit": "C"} and out["flipped"] == 2
    assert out["rule"] == "zhaopengyou.bid.flip"


def test_zhaopengyou_bid_flip_tie_counterclockwise_from_first_dealer():
    # H3: seats 1 and 4 are at 3; first dealer 0; counterclockwise is 0, 4, 3, … → seat 4
    out = zpy([], levels=["2", "3", "2", "2", "3"], kitty="H3 C5 S9 D7 S8 HA C9", first_dealer=0)
    assert out["banker"] == 4 and out["rule"] == "zhaopengyou.bid.flip_tie"
    # first dealer 1 is himself at 3: distance zero
    out = zpy([], levels=["2", "3", "2", "2", "3"], kitty="H3 C5 S9 D7 S8 HA C9", first_dealer=1)
    assert out["banker"] == 1
    last = zpy([], levels=["2", "3", "2", "2", "3"], kitty="H3 C5 S9 D7 S8 HA C9", first_dealer=1,
               options={"zhaopengyou_flip_tie": "dealer_last"})
    assert last["banker"] == 4


def test_zhaopengyou_bid_fallback_counts_back_from_the_seventh():
    # 第7张是王则看第6张：RJ, BJ skipped → the 5th card S8 sets spades
    out = zpy([], levels=["4"] * 5, kitty="H3 C5 S9 D7 S8 BJ RJ", first_dealer=3)
    assert out["banker"] == 3 and out["trump"] == {"rank": "4", "suit": "S"}
    assert out["rule"] == "zhaopengyou.bid.fallback" and out["flipped"] is None


def test_zhaopengyou_bid_fallback_seventh_suited():
    out = zpy([], levels=["4"] * 5, kitty="H3 C5 S9 D7 S8 BJ DK", first_dealer=2)
    assert out["banker"] == 2 and out["trump"]["suit"] == "D"
