"""找朋友: the call, the Nth copy, the banker alone (1 vs 4)."""

import pytest

from engine.api import handle


def p(seat, cards):
    return {"seat": seat, "cards": cards}


def friend(call, plays, banker=0, **more):
    out = handle({"op": "friend", "game": "zhaopengyou", "call": call, "banker": banker, "plays": plays, **more})
    assert out["ok"], out
    return out


def test_zhaopengyou_friend_nth_first_copy():
    # 「第1张♥A」: the first to play a ♥A is the friend
    out = friend({"card": "HA", "nth": 1}, [p(0, "H3"), p(1, "H4"), p(2, "HA")])
    assert out["friend"] == 2 and not out["alone"] and out["settled_at"] == 2
    assert out["rule"] == "zhaopengyou.friend.nth"


def test_zhaopengyou_friend_nth_third_big_joker():
    # 「第3张大王」
    plays = [p(1, "RJ"), p(2, "BJ"), p(3, "RJ"), p(4, "S3"), p(0, "S4"), p(4, "RJ")]
    out = friend({"card": "RJ", "nth": 3}, plays)
    assert out["friend"] == 4 and out["copies_played"] == 3 and out["settled_at"] == 5


def test_zhaopengyou_friend_nth_a_pair_can_hold_the_nth_copy():
    out = friend({"card": "HA", "nth": 2}, [p(3, "HA HA")])
    assert out["friend"] == 3


def test_zhaopengyou_friend_pending_until_the_copy_falls():
    out = friend({"card": "HA", "nth": 2}, [p(1, "HA"), p(2, "HK")])
    assert out["status"] == "pending" and out["friend"] is None and not out["alone"]


def test_zhaopengyou_friend_call_shown_is_refused():
    out = friend({"card": "H2", "nth": 1}, [], shown="H2 H2")
    assert out["valid"] is False and out["rule"] == "zhaopengyou.friend.call_shown"


def test_zhaopengyou_friend_call_kitty_card_allowed():
    # a card turned up from the kitty is not "shown while bidding"
    out = friend({"card": "C5", "nth": 1}, [p(2, "C5")], kitty="C5 H3 D4 S6 S7 S8 S9")
    assert out["valid"] and out["friend"] == 2


@pytest.mark.parametrize("nth", [0, 4])
def test_zhaopengyou_friend_call_nth_is_1_to_3(nth):
    out = friend({"card": "HA", "nth": nth}, [])
    assert out["valid"] is False and out["rule"] == "zhaopengyou.friend.call"


def test_zhaopengyou_friend_alone_when_copies_are_in_the_kitty():
    out = friend({"card": "SK", "nth": 3}, [], kitty="SK H3 C4 D5 S6 S7 S8")
    assert out["alone"] and out["rule"] == "zhaopengyou.friend.alone"


def test_zhaopengyou_friend_alone_when_the_banker_holds_the_rest():
    out = friend({"card": "SK", "nth": 1}, [], banker_hand="SK SK SK H3")
    assert out["alone"]
    not_yet = friend({"card": "SK", "nth": 2}, [], banker_hand="SK SK H3")
    assert not_yet["status"] == "pending"     # another player might still play the 2nd


def test_zhaopengyou_friend_never_played():
    out = friend({"card": "HA", "nth": 3}, [p(1, "HA")], complete=True)
    assert out["alone"] and out["rule"] == "zhaopengyou.friend.never_played"


def test_zhaopengyou_friend_banker_plays_called_ruling():
    # the banker plays the 2nd ♥A himself: alone
    plays = [p(2, "HA"), p(3, "H3"), p(4, "H4"), p(0, "HA")]
    out = friend({"card": "HA", "nth": 2}, plays)
    assert out["alone"] and out["rule"] == "zhaopengyou.friend.banker_plays_called"
    # the banker's copy counts towards N: after his 1st, seat 2 plays the 2nd
    counted = friend({"card": "HA", "nth": 2}, [p(0, "HA"), p(1, "H3"), p(2, "HA")])
    assert counted["friend"] == 2 and counted["rule"] == "zhaopengyou.friend.banker_plays_called"


def test_zhaopengyou_friend_banker_copies_skip_option():
    opts = {"zhaopengyou_friend_banker_copies": "skip"}
    plays = [p(2, "HA"), p(3, "H3"), p(4, "H4"), p(0, "HA")]
    out = friend({"card": "HA", "nth": 2}, plays, options=opts)
    assert out["status"] == "pending"
    out = friend({"card": "HA", "nth": 2}, plays + [p(1, "HA")], options=opts)
    assert out["friend"] == 1


def test_friend_is_unsupported_in_shuangsheng():
    out = handle({"op": "friend", "game": "shuangsheng", "call": {"card": "HA", "nth": 1}, "banker": 0, "plays": []})
    assert out["error"]["code"] == "unsupported"


def test_zhaopengyou_friend_too_many_copies_is_impossible():
    out = handle({"op": "friend", "game": "zhaopengyou", "call": {"card": "HA", "nth": 1}, "banker": 0,
                  "plays": [p(1, "HA HA"), p(2, "HA HA")]})
    assert out["error"]["code"] == "impossible"
