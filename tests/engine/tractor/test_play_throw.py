"""throw: zhaopengyou §5.2 甩牌 examples 1–3 (example 2 as printed and corrected),
shuangsheng 甩牌 examples and 出牌 4 (a failed throw), and the throw rulings."""

import pytest

from engine.api import handle
from engine.tractor.rules_trick import EX2_FIXED, EX2_PRINTED

ZPY, SS = "zhaopengyou", "shuangsheng"
HEARTS_2 = {"rank": "2", "suit": "H"}


def throw(game, cards, hands, leader=0, trump=HEARTS_2, **extra):
    out = handle({"op": "throw", "game": game, "trump": trump, "leader": leader, "cards": cards,
                  "hands": hands, **extra})
    assert out["ok"], out
    return out


def options(out):
    return [(o["shape"], o["forced"]) for o in out["options"]]


# --- zhaopengyou ---------------------------------------------------------------------

def test_zhaopengyou_throw_example_1_pair_of_8_blocks_pair_of_7():
    out = throw(ZPY, "S7 S7 S6 S9 SJ SQ", {"4": "S3 S4 C5", "3": "S8 S8 D3", "2": "SA SK", "1": "C9"})
    assert out["succeeds"] is False
    assert out["blocker"] == 3 and out["asked"] == [4, 3]    # asked against play order
    # the source's outcome: the blocker leaves ♠77 on the table (his ♠8 also beats the ♠6)
    assert ("pair", "S7 S7") in options(out)
    assert options(out) == [("pair", "S7 S7"), ("single", "S6")]


def test_zhaopengyou_throw_example_2_as_printed_pair_of_8_does_not_beat_10s():
    out = handle({**EX2_PRINTED, "game": ZPY})
    assert out["blocker"] == 4
    assert options(out) == [("single", "D7")]
    assert out["rule"] == "zhaopengyou.ruling.throw_choice"


def test_zhaopengyou_ruling_throw_example2_corrected_blocker_chooses():
    out = handle({**EX2_FIXED, "game": ZPY})
    assert out["blocker"] == 4 and out["asked"] == [4]
    assert options(out) == [("pair", "D10 D10"), ("single", "D7")]


def test_zhaopengyou_throw_example_3_stands():
    trump = {"rank": "J", "suit": "H"}
    out = throw(ZPY, "C5x3 C6 C6 C7", {"1": "C2 C3 HA", "2": "C4 C4 D9", "3": "C3 C3", "4": "S9 D5"},
                trump=trump)
    assert out["succeeds"] is True and out["blocker"] is None
    assert out["asked"] == [4, 3, 2, 1] and out["rule"] == "zhaopengyou.throw.ask"


def test_zhaopengyou_throw_ask_first_blocker_in_counterclockwise_order():
    # seats 1 and 3 can both beat; against play order from leader 0 the order is 4, 3, 2, 1
    out = throw(ZPY, "S7 S7 SQ", {"1": "SA", "3": "SK", "4": "S2"}, leader=0)
    assert out["blocker"] == 3


def test_zhaopengyou_throw_pair_may_come_from_a_triple():
    out = throw(ZPY, "S7 S7 SA", {"4": "S9x3"})
    assert out["blocker"] == 4 and options(out) == [("pair", "S7 S7")]


def test_zhaopengyou_throw_tractor_only_by_higher_tractor_of_same_shape():
    assert throw(ZPY, "S7 S7 S8 S8 SA", {"4": "SJ SJ SQ"})["succeeds"] is True
    out = throw(ZPY, "S7 S7 S8 S8 SA", {"4": "S9 S9 S10 S10x2"})
    assert options(out) == [("tractor", "S8 S8 S7 S7")]
    # a tractor of three pairs is another shape: it does not block a two-pair tractor's unit
    assert throw(ZPY, "S7 S7 S8 S8 S9 S9 SA", {"4": "S10 S10 SJ SJ"})["succeeds"] is True


def test_zhaopengyou_throw_equal_unit_does_not_block():
    assert throw(ZPY, "SA SA SK", {"4": "SK SK S3"})["succeeds"] is True


def test_zhaopengyou_throw_single_unit_always_stands():
    out = throw(ZPY, "S7 S7", {"4": "SA SA"})
    assert out["succeeds"] is True and out["rule"] == "zhaopengyou.throw.single_unit"


# --- shuangsheng ---------------------------------------------------------------------

SPADES_2 = {"rank": "2", "suit": "S"}


def test_shuangsheng_throw_example_singles_after_higher_clubs_are_gone():
    # out already: ♣AA KK Q J 10; the thrower holds the other ♣Q J 10
    out = throw(SS, "C10 CJ CQ", {"1": "C9 C9 C8", "2": "C3", "3": "H4"}, trump=SPADES_2)
    assert out["succeeds"] is True and out["rule"] == "shuangsheng.throw.highest"


def test_shuangsheng_throw_example_highest_single_and_highest_pair():
    # out already: ♣AA QQ; the other ♣K is equal, not higher
    out = throw(SS, "CK CJ CJ", {"1": "CK C10 C10", "2": "C9", "3": "C3"}, trump=SPADES_2)
    assert out["succeeds"] is True


def test_shuangsheng_throw_penalty_smallest_of_failing_shape():
    out = throw(SS, "C10 CJ CQ", {"1": "CK", "2": "C3", "3": "H4"}, trump=SPADES_2)
    assert out["succeeds"] is False and out["blocker"] == 1
    assert options(out) == [("single", "C10")] and out["play"] == "C10"
    assert out["penalty"] == 0.5 and out["penalty_unit"] == "base_stake"
    assert out["rule"] == "shuangsheng.throw.penalty"


def test_shuangsheng_ruling_throw_forced_largest_failing_shape():
    out = throw(SS, "H9 H9 H3 HK", {"1": "H10 H10 HA"}, trump={"rank": "2", "suit": "C"})
    assert options(out) == [("pair", "H9 H9")] and out["rule"] == "shuangsheng.ruling.throw_forced"
    out = throw(SS, "H9 H9 H3 HK", {"1": "H10 H10 HA"}, trump={"rank": "2", "suit": "C"},
                options={"throw_forced": "smallest"})
    assert options(out) == [("single", "H3")]


def test_shuangsheng_throw_trumps_include_jokers_and_rank_cards():
    # a trump throw: ♠AA + ♠K; an off-suit 2 is a higher trump single than ♠K
    out = throw(SS, "SA SA SK", {"2": "H2"}, trump=SPADES_2)
    assert out["succeeds"] is False and options(out) == [("single", "SK")]


def test_shuangsheng_throw_plain_throw_not_blocked_by_trumps():
    assert throw(SS, "CA CA CK", {"1": "RJ RJ BJ"}, trump=SPADES_2)["succeeds"] is True


# --- bad input -------------------------------------------------------------------------

@pytest.mark.parametrize("fields, code", [
    ({"leader": 0, "cards": "S7 S7 SA", "hands": {"0": "S9"}}, "bad_request"),
    ({"leader": 0, "cards": "S7 S7 SA", "hands": {"7": "S9"}}, "bad_request"),
    ({"leader": 0, "cards": "S7 S7 SA", "hands": "S9"}, "bad_request"),
    ({"leader": 0, "cards": "S7 S7 SA", "hands": {"1": "S7x2"}}, "impossible"),
    ({"leader": 0, "cards": "S7 S7 CA", "hands": {"1": "S9"}}, "illegal"),
    ({"leader": 0, "cards": "S7 S7 SA", "hands": {"1": "S9 W2"}}, "bad_cards"),
])
def test_zhaopengyou_throw_bad_input_is_coded(fields, code):
    out = handle({"op": "throw", "game": ZPY, "trump": HEARTS_2, **fields})
    assert out["ok"] is False and out["error"]["code"] == code


def test_zhaopengyou_ruling_throw_choice_only_beaten_shapes_by_default():
    out = throw(ZPY, "S7 S7 SK SQ", {"4": "S8 S8 S3"})
    assert options(out) == [("pair", "S7 S7")] and out["rule"] == "zhaopengyou.ruling.throw_choice"
    out = throw(ZPY, "S7 S7 SK SQ", {"4": "S8 S8 S3"}, options={"throw_choice": "any"})
    assert options(out) == [("pair", "S7 S7"), ("single", "SQ")]


def test_zhaopengyou_throw_seats_not_given_are_named_when_they_could_matter():
    # the blocker (seat 4) is the first asked: nobody else could have mattered
    out = handle({**EX2_FIXED, "game": ZPY})
    assert "unchecked" not in out
    # a throw that stands with seats 1 and 2 unknown: the answer says what it assumed
    out = throw(ZPY, "SA SA SK", {"4": "S3", "3": "S4"})
    assert out["succeeds"] is True and out["unchecked"] == [2, 1]
    assert "Seats 3 and 2: hand not given" in out["explain"]["en"]   # seats as readers count them
    assert "未给出手牌的座位 3、2 视为管不上" in out["explain"]["zh"]
