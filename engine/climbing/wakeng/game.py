"""挖坑 (wakeng): the game as data, its one ``GAME`` (engine.games registers it)."""

from __future__ import annotations

from ...game import CCW
from ..game import ClimbingGame

GAME = ClimbingGame(
    id="wakeng", zh="挖坑", en="Wa Keng (Dig the Pit)",
    players=(3, 4), decks=1, jokers=False, source="wakeng.md",
    # 按逆时针顺序叫分; 按逆时针方向出牌.
    seating={"play": CCW, "bid": CCW, "teams": "digger", "roles": ["digger"]},
    most_in_hand=20,                  # 16 dealt + the kitty of 4, at three players
    # one deck without jokers; 4 left for the digger (rule wakeng.deal)
    hand_size={3: 16, 4: 12}, kitty_size={3: 4, 4: 4},
    turn_names={"bid": (("叫分", "bids"), ("叫分", "Bidding"))},
    own_ops=(("engine.climbing.wakeng.ops",
              ("classify", "beats", "bid", "level", "settle", "timeout", "answers", "replay")),),
)
