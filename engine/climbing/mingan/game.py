"""改良明暗斗地主 (mingan): the game as data, its one ``GAME`` (engine.games registers it)."""

from __future__ import annotations

from ...game import CCW
from ..game import ClimbingGame

GAME = ClimbingGame(
    id="mingan", zh="改良明暗斗地主", en="Open-and-Hidden Dou Dizhu (5–6 players)",
    players=(5, 6), decks=2, jokers=True, source="mingan-doudizhu.md",
    # 地主身份按逆时针依次流转; 地主先出牌，逆时针进行.
    seating={"play": CCW, "bid": CCW, "teams": "landlord", "roles": ["landlord", "hidden_partner"]},
    most_in_hand=24,                  # 21 dealt + the kitty of 3, at five players
    # two decks with jokers; the landlord's kitty (rule mingan.deal)
    hand_size={5: 21, 6: 17}, kitty_size={5: 3, 6: 6},
    turn_names={"bid": (("叫地主", "offer"), ("当不当地主", "The offer to be landlord"))},
    deal_setup=("landlord_card", "first", "base"),
    own_ops=(("engine.climbing.mingan.ops",
              ("classify", "beats", "bid", "partner", "settle", "answers", "replay")),),
)
