"""赖子五十K (wushik): the game as data, its one ``GAME`` (engine.games registers it)."""

from __future__ import annotations

from ...game import CCW
from ..game import ClimbingGame

GAME = ClimbingGame(
    id="wushik", zh="赖子五十K", en="Wild Fifty-K",
    players=(4,), decks=2, jokers=True, source="laizi-wushik.txt",
    # The source names no direction; 庄家…叫牌…另一家拥有此张牌的玩家即和庄家成为对家.
    seating={"play": CCW, "teams": "called", "roles": ["banker", "partner"], "stated": []},
    most_in_hand=27,                  # all dealt, no kitty
    # two decks with jokers, all dealt (rule wushik.overview)
    hand_size={4: 27}, kitty_size={4: 0},
    deal_setup=("banker", "base"),
    own_ops=(("engine.climbing.wushik.ops",
              ("classify", "beats", "bid", "settle", "answers", "replay")),),
)
