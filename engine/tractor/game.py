"""A trick-taking game (拖拉机/升级) as the family's shared modules read it.

:class:`TractorGame` is :class:`engine.game.Game` plus what the family's modules ask of a
game: where the two games differ by data, a field here (sizes, which rule a verdict cites,
how a throw is checked, …); where they differ in a way data cannot say (the bidding, the
friend call, the sides, who deals next), the game's own package: its ``deal`` module
(:attr:`TractorGame.deal_hooks`: ``replay_bank``, ``replay_call``, ``side``, ``result``,
``score_next``, ``bid_step``, ``bid_end``, ``bank_fields``) and its ``simulate`` module
(:meth:`TractorGame.random_bank`). Each game's package exports its ``GAME``
(``zhaopengyou/game.py``, ``shuangsheng/game.py``).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import cached_property
from types import ModuleType

from ..cards import full_deck
from ..game import Game


@dataclass(frozen=True, kw_only=True, eq=False)
class TractorGame(Game):
    family = "tractor"
    family_ops = (
        ("engine.tractor.play", ("classify", "follow", "trick", "throw")),
        ("engine.tractor.deal", ("bid", "score", "replay")),
        ("engine.drill.tractor", ("drill",)),
        ("engine.random_deal", ("simulate",)),
        ("engine.tractor.autoplay", ("autoplay",)),
        ("engine.match", ("match",)),
    )
    simulator = "engine.tractor.simulate"

    # Widest unit of identical cards: 3 where triples (三张) exist, else 2.
    max_width: int
    # How a throw (甩牌) is checked: "ask_in_turn" (the others are asked one by one against
    # the direction of play, the first who can beat a unit picks what stays) or
    # "highest_left" (every unit must be the highest left, else the smallest unit of the
    # failing shape is forced).
    throw_check: str
    # Fraction of the room's base stake a failed throw costs.
    throw_penalty: float
    # Whether a no-trump (无主) context can arise in the game.
    no_trump: bool
    kitty_size: int
    # The banker may play alone (独打, the 1 vs 4 table).
    solo: bool
    # The banker calls a friend by a card (叫朋友).
    friend_call: bool
    # Counter-bids double the stake (反主 ×2 each).
    counters_double_stake: bool
    # 抠底: the multiplier of a single / pair / triple in the last trick, by width.
    kitty_base: tuple[tuple[int, int], ...]
    # How a tractor in the last trick is priced when no option says otherwise:
    # "double" (its unit's factor ×2) or "times_units" (× its number of units).
    kitty_tractor: str
    # The rule a tractor follow cites.
    follow_tractor_rule: str
    # The ruling on which cards count points, cited by a trick holding one (or None).
    point_cards_ruling: str | None
    # The modules declaring its options and rules, in the order its rules page lists them:
    # the family's referee (engine.tractor.play), its own package's, the family's kitty, …
    books: tuple[str, ...]

    @cached_property
    def seats(self) -> int:
        """The one table size (both games have one)."""
        return self.players[0]

    @cached_property
    def hand_size(self) -> int:
        return (len(full_deck()) * self.decks - self.kitty_size) // self.seats

    @property
    def deck_points(self) -> int:
        """Points on the cards: 5s, 10s and Ks of every suit, in every deck."""
        return 100 * self.decks

    @property
    def throw_rule(self) -> str:
        """The rule a throw's verdict cites: asked in turn, or every unit highest."""
        return f"{self.id}.throw.{'ask' if self.throw_check == 'ask_in_turn' else 'highest'}"

    @property
    def deal_hooks(self) -> ModuleType:
        """The game's own part of a deal (its package's ``deal`` module)."""
        return self.own("deal")

    def random_bank(self, rng, record, hands, kitty, deck, live, options, bury):
        """The game's random bidding for the simulator → the bank (None: a redeal)."""
        return self.own("simulate").random_bank(rng, record, self, hands, kitty, deck, live, options, bury)

    def dealt(self, seed: int, players: int, options: dict) -> tuple[dict, bool]:
        record = importlib.import_module(self.simulator).random_record(self.id, seed, options)
        return record, "tricks" in record
