"""抢报、报主、反主、上保险 in shuangsheng: the bid op, clause by clause, and the turns of 炒底
it shares with the replay."""

from engine.api import handle
from tests.engine.helpers import shown


def ss(bids, bid=None, **more):
    out = handle({"op": "bid", "game": "shuangsheng", "bids": bids, "bid": bid, **more})
    assert out["ok"], out
    return out


def test_shuangsheng_bid_grab_first_deal():
    out = ss([], shown(2, "C2"), first_deal=True)
    assert out["banker"] == 2 and out["trump"] == {"rank": "2", "suit": "C"}
    assert out["rule"] == "shuangsheng.bid.grab"


def test_shuangsheng_bid_declare_later_keeps_banker():
    out = ss([], shown(3, "H7"), first_deal=False, banker=1, level="7")
    assert out["banker"] == 1 and out["trump"] == {"rank": "7", "suit": "H"}
    assert out["rule"] == "shuangsheng.bid.declare"


def test_shuangsheng_bid_no_joker_declare():
    out = ss([], shown(0, "RJ"), first_deal=False, banker=1)
    assert not out["valid"]


def test_shuangsheng_bid_order_source_example():
    # 当一个玩家进行红桃反主后，其他玩家就只能反黑桃和常主，而不能再反梅花和方片
    bids = [shown(1, "D2"), shown(2, "H2 H2")]
    for cards, valid in (("C2 C2", False), ("S2 S2", True), ("BJ BJ", True), ("RJ RJ", True)):
        out = ss(bids, shown(3, cards), first_deal=False, banker=0)
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
    assert ss([shown(1, "H2")], shown(1, "H2 H2"), first_deal=False, banker=0)["valid"]


def test_shuangsheng_bid_joker_pair_means_no_trump():
    out = ss([shown(1, "D2")], shown(2, "BJ BJ"), first_deal=False, banker=0)
    assert out["trump"] == {"rank": "2", "suit": None}
    assert not ss([shown(1, "D2"), shown(2, "RJ RJ")], shown(3, "BJ BJ"), first_deal=False, banker=0)["valid"]


def test_shuangsheng_bid_shown_cards_are_cards_a_seat_can_hold():
    # H5, then insured with H5 H5 (the first H5 shown again), then countered with S5 S5: the
    # answer says what each seat holds face up, never "H5 H5 H5" from two decks
    out = ss([shown(1, "H5"), shown(1, "H5 H5")], shown(2, "S5 S5"), first_deal=False, banker=0, level="5")
    assert out["valid"] and out["shown_by_seat"] == {"1": "H5 H5", "2": "S5 S5"}
    assert "shown" not in out


def test_shuangsheng_bid_insure_source_example():
    # 玩家报红桃主后，再次摸到红桃上保险，此时其他玩家只能再反黑桃或常主
    bids = [shown(1, "H2"), shown(1, "H2 H2")]
    assert ss([shown(1, "H2")], shown(1, "H2 H2"), first_deal=False, banker=0)["rule"] == "shuangsheng.bid.insure"
    assert not ss(bids, shown(3, "C2 C2"), first_deal=False, banker=0)["valid"]
    assert ss(bids, shown(3, "S2 S2"), first_deal=False, banker=0)["valid"]
    # without insurance any pair counters a bare declaration
    assert ss([shown(1, "H2")], shown(3, "C2 C2"), first_deal=False, banker=0)["valid"]


def test_shuangsheng_bid_declarer_waits():
    out = ss([shown(1, "H2")], shown(1, "S2 S2"), first_deal=False, banker=0)
    assert not out["valid"] and out["rule"] == "shuangsheng.bid.declarer_waits"
    # once someone else has countered, the declarer may counter in turn (chaodi_turns:
    # seat 1 comes before seat 2 after banker 0, so seat 2 declares here)
    out = ss([shown(2, "H2"), shown(1, "C2 C2")], shown(2, "S2 S2"), first_deal=False, banker=0)
    assert out["valid"]
    out = ss([shown(1, "H2"), shown(2, "C2 C2")], shown(1, "S2 S2"), first_deal=False, banker=0,
             options={"shuangsheng_chaodi_turns": "free"})
    assert out["valid"]
    out = ss([shown(1, "H2"), shown(2, "C2 C2")], shown(1, "S2 S2"), first_deal=False, banker=0)
    assert not out["valid"] and out["rule"] == "shuangsheng.bid.chaodi_turns"


def test_shuangsheng_bid_own_counter_ruling():
    # seat 2's counter stands: seat 2 may not counter it, whatever the pair
    out = ss([shown(1, "D2"), shown(2, "H2 H2")], shown(2, "S2 S2"), first_deal=True)
    assert not out["valid"] and out["step"] == "own_bid" and out["rule"] == "shuangsheng.bid.own_counter"
    assert out["banker"] == 2 and out["trump"]["suit"] == "H" and out["stake"] == 2
    # once another seat has countered, seat 2 may counter again
    again = ss([shown(1, "D2"), shown(2, "H2 H2"), shown(3, "S2 S2")], shown(2, "BJ BJ"), first_deal=True)
    assert again["valid"] and again["banker"] == 2
    # the other reading: a higher pair over one's own counter stands
    allowed = ss([shown(1, "D2"), shown(2, "H2 H2")], shown(2, "S2 S2"), first_deal=True,
                 options={"shuangsheng_own_counter": "allowed"})
    assert allowed["valid"] and allowed["trump"]["suit"] == "S" and allowed["stake"] == 4


def test_shuangsheng_bid_counter_first_deal_takes_the_bank():
    out = ss([shown(0, "H2")], shown(1, "S2 S2"), first_deal=True)
    assert out["banker"] == 1 and out["kitty_holder"] == 1 and out["rule"] == "shuangsheng.bid.counter_first"


def test_shuangsheng_bid_counter_later_deal_takes_the_kitty():
    out = ss([shown(1, "D2")], shown(2, "RJ RJ"), first_deal=False, banker=0)
    assert out["banker"] == 0 and out["kitty_holder"] == 2 and out["rule"] == "shuangsheng.bid.counter_later"


def test_shuangsheng_bid_stake_doubles_per_counter():
    # 反主3次 → ×2³
    bids = [shown(0, "D2"), shown(1, "C2 C2"), shown(2, "H2 H2")]
    out = ss(bids, shown(3, "S2 S2"), first_deal=False, banker=0)
    assert out["counters"] == 3 and out["stake"] == 8
    assert "×8" in out["explain"]["en"]


def test_shuangsheng_bid_insurance_stake_ruling():
    bids = [shown(1, "H2"), shown(1, "H2 H2")]
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
CHAODI = [shown(1, "D2"), shown(2, "C2 C2")]        # seat 2 (third in turn from banker 0) has countered


def test_shuangsheng_bid_counter_after_its_turn_has_passed_is_refused():
    out = ss(CHAODI, shown(1, "H2 H2"), **LATER)
    assert not out["valid"] and out["step"] == "turn_passed"
    assert out["rule"] == "shuangsheng.bid.chaodi_turns"
    assert out["kitty_holder"] == 2 and out["counters"] == 1     # the bank as it stood


def test_shuangsheng_bid_counters_in_turn_still_climb():
    out = ss(CHAODI, shown(3, "H2 H2"), **LATER)
    assert out["valid"] and out["step"] == "counter" and out["kitty_holder"] == 3
    out = ss([shown(1, "D2"), shown(0, "C2 C2")], shown(3, "H2 H2"), **LATER)      # the banker first
    assert out["valid"] and out["counters"] == 2


def test_shuangsheng_bid_turns_free_option_lets_any_order_climb():
    out = ss(CHAODI, shown(1, "H2 H2"), options={"shuangsheng_chaodi_turns": "free"}, **LATER)
    assert out["valid"] and out["rule"] == "shuangsheng.bid.counter_later"


def test_shuangsheng_bid_turns_do_not_apply_in_the_first_deal():
    out = ss(CHAODI, shown(1, "H2 H2"), first_deal=True)
    assert out["valid"] and out["banker"] == 1


def test_shuangsheng_bid_an_earlier_bid_out_of_turn_is_an_illegal_request():
    out = handle({"op": "bid", "game": "shuangsheng", "bids": CHAODI + [shown(1, "H2 H2")], **LATER})
    assert out["error"]["code"] == "illegal"
    assert out["error"]["rule"] == "shuangsheng.bid.chaodi_turns" and out["error"]["index"] == 2


def test_shuangsheng_bid_and_replay_share_one_turn_rule():
    # The same verdict text from both paths: one implementation.
    from engine.tractor.bidding import Bank
    from engine.tractor.shuangsheng.bidding import ss_counter_turn
    late, turn = ss_counter_turn(Bank(banker=0, rank=2, suit="C"), 2, 1, {})
    out = ss(CHAODI, shown(1, "H2 H2"), **LATER)
    assert (late.rule, late.zh, late.en) == (out["rule"], out["explain"]["zh"], out["explain"]["en"])
    assert turn == 2
