"""The two trick-taking games as data (a variant is a parameter set, not a subclass).

What the two games share is written once in the family's modules; where they differ,
the difference is a field here (sizes, tables, which rule a verdict cites, …) or lives
in the game's own package (:mod:`.zhaopengyou`, :mod:`.shuangsheng`: the bidding, the
friend call, whose levels move and how, who deals next). The deck count and the table size are the game's
(:data:`engine.games.GAMES`), never written again here.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from .. import games
from ..cards import full_deck


@dataclass(frozen=True, kw_only=True)
class Ruleset:
    game: str
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
    kitty_size: int
    # The banker may play alone (独打, the 1 vs 4 table): zhaopengyou.
    solo: bool
    # The banker calls a friend by a card (叫朋友): zhaopengyou.
    friend_call: bool
    # Counter-bids double the stake (反主 ×2 each): shuangsheng.
    counters_double_stake: bool
    # 抠底: the multiplier of a single / pair / triple in the last trick, by width.
    kitty_base: tuple[tuple[int, int], ...]
    # How a tractor in the last trick is priced when no option says otherwise:
    # "double" (its unit's factor ×2) or "times_units" (× its number of units).
    kitty_tractor: str
    # The rule a tractor follow cites (zhaopengyou's is a ruling).
    follow_tractor_rule: str
    # The ruling on which cards count points, cited by a trick holding one (or None).
    point_cards_ruling: str | None

    # The game's own, read once (the referee asks for them on every trick).
    @cached_property
    def players(self) -> int:
        return games.GAMES[self.game].players[0]

    @cached_property
    def decks(self) -> int:
        return games.GAMES[self.game].decks

    @property
    def hand_size(self) -> int:
        return (len(full_deck()) * self.decks - self.kitty_size) // self.players

    @property
    def deck_points(self) -> int:
        """Points on the cards: 5s, 10s and Ks of every suit, in every deck."""
        return 100 * self.decks

    @property
    def throw_rule(self) -> str:
        """The rule a throw's verdict cites: asked in turn, or every unit highest."""
        return f"{self.game}.throw.{'ask' if self.throw_check == 'ask_in_turn' else 'highest'}"


ZHAOPENGYOU = Ruleset(game="zhaopengyou", max_width=3, throw_check="ask_in_turn", throw_penalty=0.0,
                      no_trump=False, kitty_size=7, solo=True, friend_call=True, counters_double_stake=False,
                      kitty_base=((1, 1), (2, 2), (3, 4)), kitty_tractor="double",
                      follow_tractor_rule="zhaopengyou.ruling.follow_tractor",
                      point_cards_ruling="zhaopengyou.ruling.point_cards")
SHUANGSHENG = Ruleset(game="shuangsheng", max_width=2, throw_check="highest_left", throw_penalty=0.5,
                      no_trump=True, kitty_size=8, solo=False, friend_call=False, counters_double_stake=True,
                      kitty_base=((1, 2), (2, 4), (3, 4)), kitty_tractor="times_units",
                      follow_tractor_rule="shuangsheng.follow.tractor", point_cards_ruling=None)

RULESETS = {r.game: r for r in (ZHAOPENGYOU, SHUANGSHENG)}
