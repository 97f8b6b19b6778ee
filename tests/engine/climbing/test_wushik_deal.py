"""赖子五十K play by play: rounds and points (得分), 接风, the end of a deal, and the
call (叫牌 / 暗叫 / 吼牌) through ``bid``. Small hands keep each scene readable."""

import pytest

from engine.api import handle
from engine.cards import Card, parse_cards
from engine.climbing.wushik.calls import Call
from engine.climbing.table import ClimbingTable
from engine.climbing.wushik.referee import REFEREE as GAME
from engine.errors import EngineError

OPTS = {"four_jokers": "lowest", "chuai_vs_fenku": "chuai", "solo_stake": "total",
        "bomb_stack": "multiply"}
C9 = Card(9, "C")


def deal(hands, *, mode="partner", banker=0, partner=2, solo=None):
    call = Call(mode=mode, banker=banker, card=C9 if mode == "partner" else None,
                partner=partner if mode == "partner" else None, solo=solo)
    return ClimbingTable(GAME, {s: parse_cards(h) for s, h in enumerate(hands)}, leader=banker, options=OPTS,
                 call=call)


def test_first_lead_is_the_banker():
    d = deal(["S3", "H4", "C9", "S8"], banker=2)
    assert d.turn == 2


def test_trick_round_ends_when_the_others_pass_and_the_top_takes_the_points():
    d = deal(["S5 S3", "HK H4", "C9 D6", "S10 S8"])
    d.play(0, parse_cards("S5"))
    d.play(1, parse_cards("HK"))
    d.pass_(2)
    d.pass_(3)
    step = d.pass_(0)
    assert step["round"] == {"winner": 1, "points": 15, "rule": "wushik.trick", "leader": 1}
    assert d.taken == [0, 15, 0, 0] and d.turn == 1 and d.conserved()


def test_trick_leader_cannot_pass_and_turns_are_enforced():
    d = deal(["S3", "H4", "C9", "S8"])
    with pytest.raises(EngineError) as err:
        d.pass_(0)
    assert err.value.code == "illegal" and err.value.data["rule"] == "wushik.trick"
    with pytest.raises(EngineError) as err:
        d.play(1, parse_cards("H4"))
    assert err.value.data["turn"] == 0


def test_a_play_must_beat_the_table_and_come_from_the_hand():
    d = deal(["S9 S3", "H4 H5", "C9", "S8"])
    assert d.can_play(0, parse_cards("S9")) and not d.can_play(0, parse_cards("S9 S3"))
    d.play(0, parse_cards("S9"))
    with pytest.raises(EngineError) as err:
        d.play(1, parse_cards("H5"))
    assert err.value.code == "illegal" and err.value.data["rule"] == "wushik.beats.same_kind"
    with pytest.raises(EngineError):
        d.play(1, parse_cards("HA"))
    assert d.hands[1] == parse_cards("H4 H5")   # nothing half-done
    d.pass_(1)
    assert not d.can_play(2, parse_cards("C9"))   # an equal single does not beat
    assert not d.can_play(3, parse_cards("S8"))   # not seat 3's turn


def test_jiefeng_unknown_partner_next_player_leads():
    d = deal(["SA", "H4 H8", "C9 D6", "S7 S8"])
    d.play(0, parse_cards("SA"))
    d.pass_(1), d.pass_(2)
    step = d.pass_(3)
    assert step["round"]["winner"] == 0 and step["round"]["leader"] == 1
    assert step["round"]["rule"] == "wushik.ruling.jiefeng_scope"


def test_jiefeng_known_partner_takes_the_lead():
    d = deal(["S3 SA", "H4 H8", "C9 D6 D7", "S7 S8"])
    d.play(0, parse_cards("S3"))
    d.pass_(1)
    d.play(2, parse_cards("C9"))          # the called card: the partner is now known
    assert d.revealed
    d.pass_(3), d.pass_(0), d.pass_(1)
    d.play(2, parse_cards("D6"))
    d.pass_(3)
    d.play(0, parse_cards("SA"))          # banker goes out on top
    d.pass_(1), d.pass_(2)
    step = d.pass_(3)
    assert step["round"]["leader"] == 2 and d.order == [0]


def test_early_end_one_two_finish_ends_the_deal_final_trick_points_to_the_top():
    d = deal(["SK", "H4 H8", "C9 D10", "S7 S8"])
    d.play(0, parse_cards("SK"))
    d.pass_(1), d.pass_(2), d.pass_(3)    # seat 0 out; partner unknown: seat 1 leads
    d.play(1, parse_cards("H4"))
    d.play(2, parse_cards("C9"))
    d.pass_(3)
    d.pass_(1)                            # seat 2 takes the round and leads
    step = d.play(2, parse_cards("D10"))  # out second, the banker's side holds 1 and 2
    assert d.over and d.order == [0, 2] and step["out"] == 2
    assert step["round"] == {"winner": 2, "points": 10, "rule": "wushik.ruling.final_trick"}
    assert d.taken == [10, 0, 10, 0] and d.conserved()


def test_solo_ends_with_the_first_finisher():
    d = deal(["SK", "H4 H8", "C9 D10", "S7 S8"], mode="hou", solo=1)
    step = d.play(0, parse_cards("SK"))
    assert d.over and d.order == [0] and step["round"]["winner"] == 0


def test_over_deal_refuses_more_actions():
    d = deal(["SK", "H4 H8", "C9 D10", "S7 S8"], mode="anjiao", solo=0)
    d.play(0, parse_cards("SK"))
    with pytest.raises(EngineError):
        d.pass_(1)


# --- bid: 叫牌, 暗叫, 吼牌 --------------------------------------------------------

def bid(**request):
    out = handle({"op": "bid", "game": "wushik", **request})
    assert out["ok"], out
    return out


def test_call_a_card_held_once_names_a_partner():
    hands = {"0": "H7 S3", "1": "D4", "2": "H7", "3": "S8"}
    out = bid(banker=0, hands=hands, call="H7")
    assert (out["valid"], out["mode"], out["partner"], out["stake"]) == (True, "partner", 2, 1)


@pytest.mark.parametrize("card", ["RJ", "BJ", "S2", "S5", "S10", "SK"])
def test_call_never_a_wild_2_5_10_or_k(card):
    out = bid(banker=0, hand=f"{card} S3", call=card)
    assert out["valid"] is False and out["reason"] == "uncallable" and out["rule"] == "wushik.call"


def test_call_must_be_held():
    out = bid(banker=0, hand="S3", call="H7")
    assert out["valid"] is False and out["reason"] == "not_held"


def test_call_anjiao_both_copies_in_the_banker_hand():
    out = bid(banker=3, hand="H7 H7 S3", call="H7")
    assert (out["valid"], out["mode"], out["solo"], out["stake"], out["rule"]) == \
        (True, "anjiao", 3, 12, "wushik.call.anjiao")


def test_hou_any_player_before_play_first_one_counts():
    out = bid(banker=0, hand="H7 S3", call="H7", hou=[2, 1])
    assert (out["valid"], out["mode"], out["solo"], out["stake"], out["ignored"]) == \
        (True, "hou", 2, 24, [1])
    assert out["rule"] == "wushik.ruling.hou_over_call"
    out = bid(banker=0, hou=0)
    assert out["valid"] and out["solo"] == 0


def test_hou_and_call_too_late_once_play_started():
    assert bid(banker=0, hou=1, started=True)["valid"] is False
    assert bid(banker=0, hand="H7", call="H7", started=True)["valid"] is False


@pytest.mark.parametrize("request_,code", [
    ({"banker": 5, "hand": "H7", "call": "H7"}, "bad_request"),
    ({"banker": 0, "hand": "H7", "call": "H7 H8"}, "bad_request"),
    ({"banker": 0, "hand": "H7", "call": "X7"}, "bad_cards"),
    ({"banker": 0, "hand": "H7x3", "call": "H7"}, "impossible"),
    ({"banker": 0}, "bad_request"),
])
def test_bad_bid_requests_are_coded_errors(request_, code):
    out = handle({"op": "bid", "game": "wushik", **request_})
    assert not out["ok"] and out["error"]["code"] == code


def test_first_lead_someone_else_playing_first_cites_the_ruling():
    d = deal(["S3", "H4", "C9", "S8"], banker=2)
    with pytest.raises(EngineError) as err:
        d.play(0, parse_cards("S3"))
    assert err.value.data["rule"] == "wushik.ruling.first_lead"


def test_call_without_a_card_lists_what_may_be_called():
    out = bid(banker=1, hand="S3 H7 H7 SK DA RJ S2")
    assert out["callable"] == ["DA", "H7", "S3"] and out["rule"] == "wushik.call"


def test_no_callable_a_hand_of_only_jokers_2_5_10_k_is_redealt():
    hand = "RJx2 BJx2 S2x2 H2x2 C2x2 D2x2 S5x2 H5x2 C5x2 D5x2 S10x2 H10x2 SKx2 HK"
    out = bid(banker=0, hand=hand)
    assert (out["valid"], out["reason"], out["rule"]) == (False, "redeal", "wushik.ruling.no_callable")
