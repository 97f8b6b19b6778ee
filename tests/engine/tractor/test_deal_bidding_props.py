"""Invariants of the bidding, over random sequences of attempted bids (hypothesis)."""

from hypothesis import given, settings, strategies as st

from engine.cards import BJ, JOKER, RJ, Card
from engine.tractor.bidding import Bank
from engine.tractor.shuangsheng.bidding import SS_ORDER, ss_check
from engine.tractor.zhaopengyou.bidding import zpy_check

LEVELS = st.lists(st.sampled_from([2, 3, 5, 14]), min_size=5, max_size=5)
ZPY_BID = st.tuples(st.integers(0, 4), st.sampled_from([2, 3, 5, 14]), st.sampled_from("SHCD"), st.integers(1, 3))


@settings(deadline=None)    # timing is not the property: the machine may be busy
@given(LEVELS, st.lists(ZPY_BID, max_size=12))
def test_zhaopengyou_bid_sequences_climb_and_keep_the_bank_coherent(levels, attempts):
    bank = Bank(banker=None, rank=2, suit=None)
    accepted = 0
    for seat, rank, suit, k in attempts:
        chk = zpy_check(bank, seat, [Card(rank, suit)] * k, levels, {})
        if not chk.valid:
            assert chk.bank == bank                       # a refused bid changes nothing
            continue
        new = chk.bank
        assert new.count == k > bank.count                 # each accepted bid shows more
        assert new.suit == suit and new.bidder == seat
        # trump rank is always some banker's level: the new banker's own, or unchanged
        assert new.rank == levels[new.banker] or (new.banker == bank.banker and new.rank == bank.rank)
        accepted += 1
        assert new.counters == accepted - 1
        bank = new
    assert bank.count <= 3


SS_CARD = st.sampled_from([Card(2, s) for s in "SHCD"] + [Card(BJ, JOKER), Card(RJ, JOKER), Card(5, "H")])


@settings(deadline=None)
@given(st.booleans(), st.lists(st.tuples(st.integers(0, 3), SS_CARD, st.integers(1, 2)), max_size=12))
def test_shuangsheng_bid_sequences_climb_the_order(first, attempts):
    bank = Bank(banker=None if first else 1, rank=2, suit=None, kitty_holder=None if first else 1)
    for seat, card, k in attempts:
        chk = ss_check(bank, seat, [card] * k, first_deal=first, options={})
        if not chk.valid:
            assert chk.bank == bank
            continue
        new = chk.bank
        if chk.step == "counter":
            assert new.counters == bank.counters + 1 and new.order > (bank.order if bank.counters or bank.insured else 0)
            assert seat != bank.bidder
            assert new.banker == (seat if first else 1) and new.kitty_holder == seat
            assert new.suit == (None if card.is_joker else card.suit)
        else:
            assert new.counters == bank.counters and not card.is_joker
        assert new.rank == 2 and new.stake({}) == 2 ** new.counters
        assert SS_ORDER.get(card.rank if card.is_joker else card.suit)
        bank = new
