"""The two trick-taking games as data (a variant is a parameter set, not a subclass)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, kw_only=True)
class Ruleset:
    game: str
    players: int
    decks: int
    # Widest unit of identical cards: 3 where triples (三张) exist, else 2.
    max_width: int
    # How a throw (甩牌) is checked: "ask_in_turn" (zhaopengyou: the others are
    # asked one by one against the direction of play, the first who can beat a
    # unit picks what stays) or "highest_left" (shuangsheng: every unit must be
    # the highest left, else the smallest unit of the failing shape is forced).
    throw_check: str
    # Fraction of the room's base stake a failed throw costs (shuangsheng: 1/2).
    throw_penalty: float
    # Whether a no-trump (无主) context can arise in the game.
    no_trump: bool


ZHAOPENGYOU = Ruleset(game="zhaopengyou", players=5, decks=3, max_width=3,
                      throw_check="ask_in_turn", throw_penalty=0.0, no_trump=False)
SHUANGSHENG = Ruleset(game="shuangsheng", players=4, decks=2, max_width=2,
                      throw_check="highest_left", throw_penalty=0.5, no_trump=True)

RULESETS = {r.game: r for r in (ZHAOPENGYOU, SHUANGSHENG)}
