"""A climbing (shedding) game as data: :class:`ClimbingGame`, each game's ``GAME``.

:class:`engine.game.Game` plus the deal's sizes by table size and the game's own modules
the family's shared ones reach through it: ``referee`` (how the one table judges a play:
:class:`engine.climbing.referee.Referee`, in the game's ``referee.py``) and ``dealer`` (its
random deal and player, ``simulate.py``). Making a ``GAME`` imports neither: they load with
the first request that needs them. Each game's package exports its ``GAME``
(``wakeng/game.py``, ``mingan/game.py``, ``wushik/game.py``); its ops are in its ``ops.py``.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from functools import cached_property
from types import ModuleType

from ..game import Game

REFEREE_MODULE = "engine.climbing.referee"    # the interface a referee offers (loaded when asked)


@dataclass(frozen=True, kw_only=True, eq=False)
class ClimbingGame(Game):
    family = "climbing"
    family_ops = (
        ("engine.drill.climbing", ("drill",)),
        ("engine.random_deal", ("simulate",)),
        ("engine.climbing.autoplay", ("autoplay",)),
        ("engine.match", ("match",)),
    )
    simulator = "engine.climbing.simulate"

    # the deal as data, by table size (the deck itself is decks/jokers)
    hand_size: dict[int, int] = field(default_factory=dict)    # players → cards dealt to each
    kitty_size: dict[int, int] = field(default_factory=dict)   # players → cards in the kitty (0: none)

    @property
    def books(self) -> tuple[str, ...]:
        return (f"{self.package}.ops",)

    @cached_property
    def referee(self):
        """How the one table judges the game's plays (its ``referee.REFEREE``)."""
        return self.own("referee").REFEREE

    @property
    def dealer(self) -> ModuleType:
        """The game's random deal and player (its ``simulate`` module): ``seeds``,
        ``play_deal``, ``zero_sum``, ``check``, ``tally``."""
        return self.own("simulate")

    def dealt(self, seed: int, players: int, options: dict) -> tuple[dict, bool]:
        record, _ = self.dealer.play_deal(seed, dict(options), players)
        return record, True

    def __getattr__(self, name: str):
        # The referee's interface, asked of the game (readings, choose, answers, words, …):
        # callers holding the GAME reach it without naming the referee.
        if name.startswith("_") or not hasattr(_referee_interface(), name):
            raise AttributeError(name)
        return getattr(self.referee, name)


_INTERFACE: list = []     # the Referee class, once loaded (asked on every reach through a GAME)


def _referee_interface():
    if not _INTERFACE:
        _INTERFACE.append(importlib.import_module(REFEREE_MODULE).Referee)
    return _INTERFACE[0]
