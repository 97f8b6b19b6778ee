"""双升 (shuangsheng): the game as data, its one ``GAME`` (engine.games registers it)."""

from __future__ import annotations

from ...game import CCW
from ..game import TractorGame

GAME = TractorGame(
    id="shuangsheng", zh="双升·反到底超级版", en="Double Tractor, counter-to-the-end super edition",
    players=(4,), decks=2, jokers=True, source="shuangsheng-fandaodi.txt",
    # 四个玩家按照逆时针方向依次摸牌; 按照逆时针方向依次出牌; 位置相对的玩家为同组;
    # 反主…按庄家逆时针方向依次进行.
    seating={"deal": CCW, "play": CCW, "bid": CCW, "teams": "fixed", "partners": [[0, 2], [1, 3]],
             "roles": ["banker"]},
    most_in_hand=33,                  # 25 dealt + the kitty of 8
    turn_names={"deal": (("摸牌", "draw"), ("摸牌", "Drawing the cards")),
                "bid": (("反主", "counters"), ("扣底后反主，从庄家起", "Countering after the bury, from the banker on,"))},
    deal_setup=("levels", "first_deal", "banker"),
    books=("engine.tractor.play", "engine.tractor.shuangsheng.levels", "engine.tractor.kitty",
           "engine.tractor.shuangsheng.kitty", "engine.tractor.shuangsheng.bidding_rules", "engine.tractor.deal"),
    max_width=2, throw_check="highest_left", throw_penalty=0.5, no_trump=True, kitty_size=8,
    solo=False, friend_call=False, counters_double_stake=True,
    kitty_base=((1, 2), (2, 4), (3, 4)), kitty_tractor="times_units",
    follow_tractor_rule="shuangsheng.follow.tractor", point_cards_ruling=None,
)
