"""找朋友 (zhaopengyou): the game as data, its one ``GAME`` (engine.games registers it)."""

from __future__ import annotations

from ...game import CCW, CW
from ..game import TractorGame

GAME = TractorGame(
    id="zhaopengyou", zh="五人三副牌找朋友升级", en="Finding Friends (5 players, 3 decks)",
    players=(5,), decks=3, jokers=True, source="zhaopengyou-5p3d.md",
    # 发牌方向：逆时针; 出牌方向：顺时针; 甩牌者出牌后，系统按逆时针顺序逐个询问其他玩家.
    seating={"deal": CCW, "play": CW, "throw_query": CCW, "teams": "friend", "roles": ["banker", "friend"]},
    most_in_hand=38,                  # 31 dealt + the kitty of 7
    own_ops=(("engine.tractor.zhaopengyou.deal", ("friend",)),),
    deal_setup=("levels", "first_dealer"),
    books=("engine.tractor.play", "engine.tractor.zhaopengyou.levels", "engine.tractor.kitty",
           "engine.tractor.zhaopengyou.kitty", "engine.tractor.zhaopengyou.bidding",
           "engine.tractor.zhaopengyou.friend", "engine.tractor.deal"),
    max_width=3, throw_check="ask_in_turn", throw_penalty=0.0, no_trump=False, kitty_size=7,
    solo=True, friend_call=True, counters_double_stake=False,
    kitty_base=((1, 1), (2, 2), (3, 4)), kitty_tractor="double",
    follow_tractor_rule="zhaopengyou.ruling.follow_tractor",
    point_cards_ruling="zhaopengyou.ruling.point_cards",
)
