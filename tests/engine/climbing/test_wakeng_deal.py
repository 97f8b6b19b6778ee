"""挖坑 around the play: 叫牌规则, who leads, 超时托管, 计分方式 and 等级积分 (wakeng.md)."""

from functools import partial

import pytest

from engine.api import handle
from engine.climbing.wakeng import deal as wakeng_deal
from tests.engine import helpers

G = "wakeng"
ask = partial(helpers.ask, game=G)


def three_hands(**moves):
    """Three 16-card hands of a real deal, with the named cards moved to other seats."""
    from engine.cards import full_deck, format_cards, parse_cards
    deck = full_deck(jokers=False)
    hands = {s: deck[s * 16:(s + 1) * 16] for s in range(3)}
    for token, seat in moves.items():
        card = parse_cards(token)[0]
        owner = next(s for s, h in hands.items() if card in h)
        swap = hands[seat][0] if hands[seat][0] != card else hands[seat][1]
        hands[owner][hands[owner].index(card)] = swap
        hands[seat][hands[seat].index(swap)] = card
    return {str(s): format_cards(h) for s, h in hands.items()}, format_cards(deck[48:])


# 叫牌规则: "抓到红心4者先声明手中有红心4，然后叫分"
def test_bid_heart_four_holder_opens():
    hands, _ = three_hands(H4=2)
    out = ask("bid", players=3, hands=hands, bids=[])
    assert out["opener"] == 2 and out["opener_card"] == "H4" and out["turn"] == 2


# "均无红心4时，以持有红心5者开始，以此类推"
def test_bid_heart_five_when_four_in_kitty():
    hands = {"0": "S4 H6", "1": "H5 C9", "2": "D7 S8"}
    assert ask("bid", players=3, hands=hands, bids=[])["opener"] == 1
    hands = {"0": "S4 H7", "1": "S5 C9", "2": "D7 S8"}  # ♥4 ♥5 ♥6 all in the kitty
    assert ask("bid", players=3, hands=hands, bids=[])["opener_card"] == "H7"


# "三家都不叫时，系统则默认有红心4者（或红心5）挖1分的坑"
def test_bid_all_pass_opener_digs_for_one():
    out = ask("bid", players=3, opener=2, bids=["pass", "pass", "pass"])
    assert (out["digger"], out["stake"], out["done"]) == (2, 1, True)
    assert out["rule"] == "wakeng.bid.all_pass"


# "叫最高分者获得挖坑机会"; 逆时针 = the direction of play, seat k+1 next
def test_bid_highest_bidder_digs():
    out = ask("bid", players=4, opener=3, bids=[1, "pass", 2, "pass"])
    assert (out["digger"], out["stake"], out["done"]) == (1, 2, True)


# ruling wakeng.bid.raise: a bid must top the best so far; 3 ends at once
def test_bid_raise_ruling_equal_bid_refused():
    out = ask("bid", players=3, opener=0, bids=[2], proposed=2)
    assert out["valid"] is False and out["rule"] == "wakeng.bid.raise"


def test_bid_raise_ruling_three_ends_bidding():
    out = ask("bid", players=3, opener=0, bids=["pass", 3])
    assert (out["digger"], out["stake"], out["done"]) == (1, 3, True)
    after = handle({"op": "bid", "game": G, "players": 3, "opener": 0, "bids": ["pass", 3, "pass"]})
    assert after["ok"] is False and after["error"]["code"] == "illegal"


@pytest.mark.parametrize("bad", [0, 4, "2", None])
def test_bid_values_only_one_two_three(bad):
    out = ask("bid", players=3, opener=0, bids=[], proposed=bad)
    assert out["valid"] is False


# ruling wakeng.lead: the opener leads, or (option) the ♥4 holder after the kitty
def test_lead_ruling():
    from engine.cards import parse_cards
    after = {0: parse_cards("H4 S9"), 1: parse_cards("H5"), 2: parse_cards("S3")}
    assert wakeng_deal.leader(after, first=1, options={"lead": "opener"}) == 1
    assert wakeng_deal.leader(after, first=1, options={"lead": "holder"}) == 0
    lead = next(o for o in ask("rules")["options"] if o["name"] == "lead")
    assert lead["default"] == "opener" and lead["ruling"] == "wakeng.lead"


# 超时托管: "如果玩家处于第一手出牌时，系统自动出玩家手中最小的牌"
def test_timeout_leading_plays_the_smallest_card():
    out = ask("timeout", phase="play", hand="S3 H2 DA C5 S9")
    assert (out["action"], out["cards"]) == ("play", "C5")
    assert out["rule"] == "wakeng.timeout.smallest"


def test_timeout_smallest_is_4_not_3():
    assert ask("timeout", phase="play", hand="S3 H4")["cards"] == "H4"


# "如果处于跟牌时，系统自动帮玩家放弃"; "叫分超时…不叫"
def test_timeout_following_and_bidding_pass():
    assert ask("timeout", phase="play", hand="S3 H4", previous="S5")["action"] == "pass"
    assert ask("timeout", phase="bid")["action"] == "pass"


# 计分方式: "挖坑底分为3分，挖坑者胜加6分，联手方输各减3分；挖坑者输减6分，联手方各加3分"
def test_settle_example_digger_wins():
    out = ask("settle", players=3, digger=0, bid=3, first_out=0)
    assert out["payouts"] == {"0": 6, "1": -3, "2": -3} and out["winner"] == "digger"


def test_settle_example_digger_loses():
    out = ask("settle", players=3, digger=0, bid=3, first_out=2)
    assert out["payouts"] == {"0": -6, "1": 3, "2": 3} and out["winner"] == "partners"


# 胜负判定: one partner out before the digger wins for both partners
def test_win_any_partner_first():
    out = ask("settle", players=3, digger=1, bid=1, first_out=0)
    assert out["payouts"] == {"0": 1, "1": -2, "2": 1}


# ruling wakeng.settle.four_players
def test_settle_four_players_ruling_source_and_balanced():
    src = ask("settle", players=4, digger=1, bid=2, first_out=1)
    assert src["payouts"] == {"0": -2, "1": 4, "2": -2, "3": -2}
    assert src["rule"] == "wakeng.settle.four_players"
    bal = ask("settle", players=4, digger=1, bid=2, first_out=1,
              options={"four_player_stake": "balanced"})
    assert bal["payouts"] == {"0": -2, "1": 6, "2": -2, "3": -2}
    assert sum(bal["payouts"].values()) == 0


# 等级积分: every threshold of the table
TABLE = [("幼小班", 0), ("幼中班", 50), ("幼大班", 200), ("学前班", 450), ("一年级", 800),
         ("二年级", 1250), ("三年级", 1800), ("四年级", 2450), ("五年级", 3200), ("六年级", 4050),
         ("初一", 5000), ("初二", 6050), ("初三", 7200), ("高一", 8450), ("高二", 9800),
         ("高三", 11250), ("大一", 12800), ("大二", 14450), ("大三", 16200), ("大四", 18050),
         ("研究生", 20000), ("博士", 22050), ("博士后", 24200), ("院士", 26450)]


@pytest.mark.parametrize("title, points", TABLE)
def test_levels_table(title, points):
    assert ask("level", points=points)["title"]["zh"] == title
    if points:
        assert ask("level", points=points - 1)["title"]["zh"] != title


# ruling wakeng.levels.nobel: 50×24² = 28800
def test_levels_nobel_ruling():
    out = ask("level", points=28800)
    assert out["title"]["zh"] == "诺贝尔" and out["rule"] == "wakeng.levels.nobel"
    assert ask("level", points=28799)["title"]["zh"] == "院士"


def test_levels_below_zero_ruling():
    out = ask("level", points=-40)
    assert out["title"]["zh"] == "幼小班" and out["rule"] == "wakeng.levels.below_zero"


# ruling wakeng.pass.must_beat: passing is free by default; the option makes it compulsory
def test_pass_must_beat_ruling():
    record = {"game": "wakeng", "players": 3, "bids": ["pass", "pass", "pass"],
              "hands": {"0": "H4 S5 S6 S7 S8 S9 S10 SJ SQ SK SA S2 S3 H5 H6 H7",
                        "1": "H8 H9 H10 HJ HQ HK HA H2 H3 C4 C5 C6 C7 C8 C9 C10",
                        "2": "CJ CQ CK CA C2 C3 D4 D5 D6 D7 D8 D9 D10 DJ DQ DK"},
              "kitty": "DA D2 D3 S4",
              "plays": [{"seat": 0, "cards": "S9"}, {"seat": 1, "pass": True}]}
    free = handle({"op": "replay", "game": G, "deal": record})
    assert free["valid"] is True
    forced = handle({"op": "replay", "game": G, "deal": {**record, "options": {"must_beat": True}}})
    assert forced["valid"] is False and forced["failure"]["rule"] == "wakeng.pass.must_beat"
    # with nothing higher, the pass stands even under the option
    record["plays"][0]["cards"] = "S3"
    forced = handle({"op": "replay", "game": G, "deal": {**record, "options": {"must_beat": True}}})
    assert forced["valid"] is True


# "叫3分称为头挖，叫2分称为二挖，叫1分则称一挖"
@pytest.mark.parametrize("bids, name", [([3], "头挖"), ([2, "pass", "pass"], "二挖"),
                                        (["pass", 1, "pass"], "一挖")])
def test_bid_dig_names(bids, name):
    assert ask("bid", players=3, opener=0, bids=bids)["dig"]["zh"] == name


def test_settle_accepts_a_finishing_order():
    out = ask("settle", players=3, digger=0, bid=3, order=[2, 0, 1])
    assert out["payouts"] == {"0": -6, "1": 3, "2": 3}
    bad = handle({"op": "settle", "game": G, "players": 3, "digger": 0, "bid": 3, "order": [2, 2]})
    assert bad["error"]["code"] == "bad_request"
