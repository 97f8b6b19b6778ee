"""抢庄、亮主、反主 in zhaopengyou; 抢报、报主、反主、上保险 in shuangsheng."""

import pytest

from engine.api import handle

ZPY_LEVELS = ["2", "3", "2", "2", "2"]      # seat 1 is at level 3


def b(seat, cards):
    return {"seat": seat, "cards": cards}


def zpy(bids, bid=None, levels=ZPY_LEVELS, **more):
    out = handle({"op": "bid", "game": "zhaopengyou", "levels": levels, "bids": bids, "bid": bid, **more})
    assert out["ok"], out
    return out


def ss(bids, bid=None, **more):
    out = handle({"op": "bid", "game": "shuangsheng", "bids": bids, "bid": bid, **more})
    assert out["ok"], out
    return out


def test_zhaopengyou_bid_counter_banker_rank_source_example():
    # 玩家A用一张红桃2叫庄，玩家B用两张方片2反庄 → 庄家仍为A，主牌花色变为方片 (B is not at 2 here)
    out = zpy([b(0, "H2")], b(1, "D2 D2"))
    assert out["valid"] and out["banker"] == 0 and out["trump"] == {"rank": "2", "suit": "D"}
    assert out["rule"] == "zhaopengyou.bid.counter_banker_rank"


def test_zhaopengyou_bid_counter_own_rank_source_example():
    # 玩家A用一张红桃2叫庄，玩家B（级牌为3）用两张黑桃3反庄 → 庄家变为B，主牌为3，主牌花色为黑桃
    out = zpy([b(0, "H2")], b(1, "S3 S3"))
    assert out["valid"] and out["banker"] == 1 and out["trump"] == {"rank": "3", "suit": "S"}
    assert out["rule"] == "zhaopengyou.bid.counter_own_rank"


def test_zhaopengyou_bid_grab_needs_own_level():
    assert zpy([], b(1, "H3"))["valid"]
    out = zpy([], b(1, "H2"))
    assert not out["valid"] and out["rule"] == "zhaopengyou.bid.grab"


@pytest.mark.parametrize("standing,counter,valid", [
    ("H2", "D2 D2", True), ("H2", "D2 D2 D2", True),        # single: two or three
    ("H2 H2", "D2 D2", False), ("H2 H2", "D2 D2 D2", True),  # pair: only three
    ("H2", "D2", False),
])
def test_zhaopengyou_bid_counter_more(standing, counter, valid):
    out = zpy([b(0, standing)], b(2, counter))
    assert out["valid"] is valid
    if not valid:
        assert out["rule"] == "zhaopengyou.bid.counter_more"


def test_zhaopengyou_bid_cap_three_cards():
    out = zpy([b(0, "H2 H2 H2")], b(2, "D2 D2 D2"))
    assert not out["valid"] and out["rule"] == "zhaopengyou.bid.cap"


@pytest.mark.parametrize("cards", ["H2 D2", "BJ BJ", "H2 H2 D2", "H5 H5"])
def test_zhaopengyou_bid_cards(cards):
    out = zpy([b(0, "H2")], b(2, cards))
    assert not out["valid"]
    assert out["rule"] in ("zhaopengyou.bid.cards", "zhaopengyou.bid.counter_own_rank")


def test_zhaopengyou_bid_who_counters_ruling():
    # After B changed the suit with the banker's level, the banker may answer.
    out = zpy([b(0, "H2"), b(1, "D2 D2")], b(0, "S2 S2 S2"))
    assert out["valid"] and out["trump"]["suit"] == "S" and out["banker"] == 0
    assert out["rule"] == "zhaopengyou.bid.who_counters"      # the verdict turns on the ruling
    mine = zpy([b(0, "H2")], b(0, "S2 S2"))
    assert not mine["valid"] and mine["rule"] == "zhaopengyou.bid.who_counters"
    other = zpy([b(0, "H2"), b(1, "D2 D2")], b(0, "S2 S2 S2"), options={"zhaopengyou_counter_by": "not_banker"})
    assert not other["valid"] and other["rule"] == "zhaopengyou.bid.who_counters"


def test_zhaopengyou_bid_same_level_ruling():
    out = zpy([b(0, "H2")], b(2, "S2 S2"))
    assert out["banker"] == 2 and out["rule"] == "zhaopengyou.bid.same_level"
    keep = zpy([b(0, "H2")], b(2, "S2 S2"), options={"zhaopengyou_counter_same_level": "keep_banker"})
    assert keep["banker"] == 0 and keep["trump"]["suit"] == "S" and keep["rule"] == "zhaopengyou.bid.same_level"


def test_zhaopengyou_bid_earlier_bids_must_hold():
    out = handle({"op": "bid", "game": "zhaopengyou", "bids": [b(0, "H2"), b(1, "D2")], "bid": b(2, "C2 C2")})
    assert out["ok"] is False and out["error"]["code"] == "illegal" and out["error"]["index"] == 1


def test_zhaopengyou_bid_standing_after_bidding():
    out = zpy([b(0, "H2"), b(1, "S3 S3")])
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


# --- shuangsheng ---------------------------------------------------------------

def test_shuangsheng_bid_grab_first_deal():
    out = ss([], b(2, "C2"), first_deal=True)
    assert out["banker"] == 2 and out["trump"] == {"rank": "2", "suit": "C"}
    assert out["rule"] == "shuangsheng.bid.grab"


def test_shuangsheng_bid_declare_later_keeps_banker():
    out = ss([], b(3, "H7"), first_deal=False, banker=1, level="7")
    assert out["banker"] == 1 and out["trump"] == {"rank": "7", "suit": "H"}
    assert out["rule"] == "shuangsheng.bid.declare"


def test_shuangsheng_bid_no_joker_declare():
    out = ss([], b(0, "RJ"), first_deal=False, banker=1)
    assert not out["valid"]


def test_shuangsheng_bid_order_source_example():
    # 当一个玩家进行红桃反主后，其他玩家就只能反黑桃和常主，而不能再反梅花和方片
    bids = [b(1, "D2"), b(2, "H2 H2")]
    for cards, valid in (("C2 C2", False), ("S2 S2", True), ("BJ BJ", True), ("RJ RJ", True)):
        out = ss(bids, b(3, cards), first_deal=False, banker=0)
        assert out["valid"] is valid, cards
        if not valid:
            assert out["rule"] == "shuangsheng.bid.order"


def test_shuangsheng_bids_cannot_show_more_copies_than_two_decks_hold():
    # Seat 1 still holds the ♦2 it declared with: no one else can show a pair of ♦2.
    out = handle({"op": "bid", "game": "shuangsheng", "first_deal": False, "banker": 0,
                  "bids": [{"seat": 1, "cards": "D2"}, {"seat": 2, "cards": "H2 H2"}],
                  "bid": {"seat": 3, "cards": "D2 D2"}})
    assert out["error"]["code"] == "impossible"
    # Re-showing one's own card (insurance) is not a new copy.
    assert ss([b(1, "H2")], b(1, "H2 H2"), first_deal=False, banker=0)["valid"]


def test_shuangsheng_bid_joker_pair_means_no_trump():
    out = ss([b(1, "D2")], b(2, "BJ BJ"), first_deal=False, banker=0)
    assert out["trump"] == {"rank": "2", "suit": None}
    assert not ss([b(1, "D2"), b(2, "RJ RJ")], b(3, "BJ BJ"), first_deal=False, banker=0)["valid"]


def test_shuangsheng_bid_shown_cards_are_cards_a_seat_can_hold():
    # H5, then insured with H5 H5 (the first H5 shown again), then countered with S5 S5: the
    # answer says what each seat holds face up, never "H5 H5 H5" from two decks
    out = ss([b(1, "H5"), b(1, "H5 H5")], b(2, "S5 S5"), first_deal=False, banker=0, level="5")
    assert out["valid"] and out["shown_by_seat"] == {"1": "H5 H5", "2": "S5 S5"}
    assert "shown" not in out


def test_shuangsheng_bid_insure_source_example():
    # 玩家报红桃主后，再次摸到红桃上保险，此时其他玩家只能再反黑桃或常主
    bids = [b(1, "H2"), b(1, "H2 H2")]
    assert ss([b(1, "H2")], b(1, "H2 H2"), first_deal=False, banker=0)["rule"] == "shuangsheng.bid.insure"
    assert not ss(bids, b(3, "C2 C2"), first_deal=False, banker=0)["valid"]
    assert ss(bids, b(3, "S2 S2"), first_deal=False, banker=0)["valid"]
    # without insurance any pair counters a bare declaration
    assert ss([b(1, "H2")], b(3, "C2 C2"), first_deal=False, banker=0)["valid"]


def test_shuangsheng_bid_declarer_waits():
    out = ss([b(1, "H2")], b(1, "S2 S2"), first_deal=False, banker=0)
    assert not out["valid"] and out["rule"] == "shuangsheng.bid.declarer_waits"
    # once someone else has countered, the declarer may counter in turn (chaodi_turns:
    # seat 1 comes before seat 2 after banker 0, so seat 2 declares here)
    out = ss([b(2, "H2"), b(1, "C2 C2")], b(2, "S2 S2"), first_deal=False, banker=0)
    assert out["valid"]
    out = ss([b(1, "H2"), b(2, "C2 C2")], b(1, "S2 S2"), first_deal=False, banker=0,
             options={"shuangsheng_chaodi_turns": "free"})
    assert out["valid"]
    out = ss([b(1, "H2"), b(2, "C2 C2")], b(1, "S2 S2"), first_deal=False, banker=0)
    assert not out["valid"] and out["rule"] == "shuangsheng.bid.chaodi_turns"


def test_shuangsheng_bid_own_counter_ruling():
    # seat 2's counter stands: seat 2 may not counter it, whatever the pair
    out = ss([b(1, "D2"), b(2, "H2 H2")], b(2, "S2 S2"), first_deal=True)
    assert not out["valid"] and out["step"] == "own_bid" and out["rule"] == "shuangsheng.bid.own_counter"
    assert out["banker"] == 2 and out["trump"]["suit"] == "H" and out["stake"] == 2
    # once another seat has countered, seat 2 may counter again
    again = ss([b(1, "D2"), b(2, "H2 H2"), b(3, "S2 S2")], b(2, "BJ BJ"), first_deal=True)
    assert again["valid"] and again["banker"] == 2
    # the other reading: a higher pair over one's own counter stands
    allowed = ss([b(1, "D2"), b(2, "H2 H2")], b(2, "S2 S2"), first_deal=True,
                 options={"shuangsheng_own_counter": "allowed"})
    assert allowed["valid"] and allowed["trump"]["suit"] == "S" and allowed["stake"] == 4


def test_shuangsheng_bid_counter_first_deal_takes_the_bank():
    out = ss([b(0, "H2")], b(1, "S2 S2"), first_deal=True)
    assert out["banker"] == 1 and out["kitty_holder"] == 1 and out["rule"] == "shuangsheng.bid.counter_first"


def test_shuangsheng_bid_counter_later_deal_takes_the_kitty():
    out = ss([b(1, "D2")], b(2, "RJ RJ"), first_deal=False, banker=0)
    assert out["banker"] == 0 and out["kitty_holder"] == 2 and out["rule"] == "shuangsheng.bid.counter_later"


def test_shuangsheng_bid_stake_doubles_per_counter():
    # 反主3次 → ×2³
    bids = [b(0, "D2"), b(1, "C2 C2"), b(2, "H2 H2")]
    out = ss(bids, b(3, "S2 S2"), first_deal=False, banker=0)
    assert out["counters"] == 3 and out["stake"] == 8
    assert "×8" in out["explain"]["en"]


def test_shuangsheng_bid_insurance_stake_ruling():
    bids = [b(1, "H2"), b(1, "H2 H2")]
    assert ss(bids, first_deal=False, banker=0)["stake"] == 1
    assert ss(bids, first_deal=False, banker=0, options={"shuangsheng_insurance_doubles": True})["stake"] == 2


def test_shuangsheng_bid_kitty_third():
    out = ss([], first_deal=False, banker=1, kitty="H5 C9 D3 BJ S7 SK H10 C4")
    assert out["trump"] == {"rank": "2", "suit": "D"} and out["rule"] == "shuangsheng.bid.kitty_third"
    joker = ss([], first_deal=False, banker=1, kitty="H5 C9 BJ D3 S7 SK H10 C4")
    assert joker["trump"] == {"rank": "2", "suit": None} and joker["banker"] == 1


def test_shuangsheng_bid_first_deal_none_ruling():
    out = ss([], first_deal=True, kitty="H5 C9 BJ D3 S7 SK H10 C4")
    assert out["redeal"] and out["rule"] == "shuangsheng.bid.first_deal_none"
    alt = ss([], first_deal=True, kitty="H5 C9 S3 D3 S7 SK H10 C4", first_dealer=2,
             options={"shuangsheng_first_deal_no_bid": "kitty_third"})
    assert alt["banker"] == 2 and alt["trump"]["suit"] == "S"


# --- shuangsheng.bid.chaodi_turns: the bid op keeps the replay's turns ------------------

LATER = {"first_deal": False, "banker": 0}
CHAODI = [b(1, "D2"), b(2, "C2 C2")]        # seat 2 (third in turn from banker 0) has countered


def test_shuangsheng_bid_counter_after_its_turn_has_passed_is_refused():
    out = ss(CHAODI, b(1, "H2 H2"), **LATER)
    assert not out["valid"] and out["step"] == "turn_passed"
    assert out["rule"] == "shuangsheng.bid.chaodi_turns"
    assert out["kitty_holder"] == 2 and out["counters"] == 1     # the bank as it stood


def test_shuangsheng_bid_counters_in_turn_still_climb():
    out = ss(CHAODI, b(3, "H2 H2"), **LATER)
    assert out["valid"] and out["step"] == "counter" and out["kitty_holder"] == 3
    out = ss([b(1, "D2"), b(0, "C2 C2")], b(3, "H2 H2"), **LATER)      # the banker first
    assert out["valid"] and out["counters"] == 2


def test_shuangsheng_bid_turns_free_option_lets_any_order_climb():
    out = ss(CHAODI, b(1, "H2 H2"), options={"shuangsheng_chaodi_turns": "free"}, **LATER)
    assert out["valid"] and out["rule"] == "shuangsheng.bid.counter_later"


def test_shuangsheng_bid_turns_do_not_apply_in_the_first_deal():
    out = ss(CHAODI, b(1, "H2 H2"), first_deal=True)
    assert out["valid"] and out["banker"] == 1


def test_shuangsheng_bid_an_earlier_bid_out_of_turn_is_an_illegal_request():
    out = handle({"op": "bid", "game": "shuangsheng", "bids": CHAODI + [b(1, "H2 H2")], **LATER})
    assert out["error"]["code"] == "illegal"
    assert out["error"]["rule"] == "shuangsheng.bid.chaodi_turns" and out["error"]["index"] == 2


def test_shuangsheng_bid_and_replay_share_one_turn_rule():
    # The same verdict text from both paths: one implementation.
    from engine.tractor.bidding import Bank
    from engine.tractor.shuangsheng.bidding import ss_counter_turn
    late, turn = ss_counter_turn(Bank(banker=0, rank=2, suit="C"), 2, 1, {})
    out = ss(CHAODI, b(1, "H2 H2"), **LATER)
    assert (late.rule, late.zh, late.en) == (out["rule"], out["explain"]["zh"], out["explain"]["en"])
    assert turn == 2
