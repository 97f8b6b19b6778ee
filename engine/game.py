"""What a game is: the one object each game package exports as ``GAME``.

:class:`Game` holds what every game has — its names, table sizes, decks, its source, its
seating (who sits where, which way each turn goes, who plays with whom: the ``seating``
field of the ``rules`` answer, read by :mod:`engine.seating`), the most cards one player
can hold, and which module serves each of its ops — and answers for it: ``handler(op)``,
``op_names()``, ``options()``, ``rules()``, ``simulate(…)``, ``drill`` (its practice
hooks) and ``match`` (its part of a whole match: engine.match). Each family adds what its
shared modules ask of a game: :class:`engine.tractor.game.TractorGame`,
:class:`engine.climbing.game.ClimbingGame`.

A game object is light: making one imports none of the modules that serve its ops. Each
op's module is imported on first use, and only that one (``handler``), so a request loads
the module of its op and the modules declaring its game's options and rules, no other
(tests/engine/test_games_manifest.py, tests/build/test_first_verdict_imports.py). In the
browser the first verdict pays for its own game only; the worker imports the rest after it
(widgets/js/boot.js WARM_UP).

A module serving ops exports ``OPS`` (``{op: handler}``, ``handler(ctx, request) -> dict``),
and, when it is one of a game's ``books``, ``OPTIONS`` and ``RULES`` (each option and rule
names the games it belongs to: ``games=``).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from functools import cached_property
from itertools import islice
from types import ModuleType
from typing import ClassVar, Iterator

# Random deals tried for one that is played (a tractor deal nobody bids on is dealt again).
REDEALS = 50

# Which way a turn goes round a real table (engine.seating).
CW, CCW = "clockwise", "counterclockwise"


@dataclass(frozen=True, kw_only=True, eq=False)
class Game:
    id: str
    zh: str
    en: str
    players: tuple[int, ...]   # the table sizes the game has
    decks: int
    jokers: bool
    source: str                # file name in the project's sources
    # Who sits where (engine.seating says what each key means): the turns a source names
    # (deal, play, bid, throw_query) and their direction, ``stated`` where not every named
    # turn is the source's own, ``teams``, ``partners`` (fixed teams), ``roles``.
    seating: dict
    # The most cards one player holds (a hand with the kitty taken up): no card field of a
    # request holds more (engine.fields).
    most_in_hand: int
    # What the game calls a turn where it has its own word for it (the seating diagrams,
    # widgets/build/seats_fence.py): turn → ((short zh, short en), (caption zh, caption en)).
    turn_names: dict = field(default_factory=dict)
    # The modules serving ops only this game has: ((module, ops), …), besides its family's.
    own_ops: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # The fields of this game's random deal that come before any step, besides the ones every
    # game has (``DEAL_SETUP``): the record ``autoplay`` starts a seed's deal from.
    deal_setup: tuple[str, ...] = ()

    family: ClassVar[str] = ""                                   # "tractor" or "climbing"
    # The fields of every game's random deal that come before any step (the steps — bids,
    # calls, the kitty, the plays — are the players' to make).
    DEAL_SETUP: ClassVar[tuple[str, ...]] = ("game", "title", "seed", "options", "players", "hands", "kitty")
    # The modules serving every game of the family: ((module, ops), …).
    family_ops: ClassVar[tuple[tuple[str, tuple[str, ...]], ...]] = ()
    simulator: ClassVar[str] = ""   # the family's simulator module (python -m engine simulate)
    # Each family also says ``books``: the modules declaring the game's options and rules,
    # in the order its rules page lists them (a field of each tractor GAME; a climbing
    # game's is its ``ops`` module).

    # --- its ops ------------------------------------------------------------------------

    @cached_property
    def serves(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """Each module serving the game's ops, and those ops (nothing imported)."""
        return self.own_ops + self.family_ops

    def op_names(self) -> tuple[str, ...]:
        """The ops the game answers (``rules`` aside), sorted: nothing imported."""
        return tuple(sorted(op for _, ops in self.serves for op in ops))

    def module_of(self, op: str) -> ModuleType | None:
        """The module serving ``op`` (imported now if not yet, no other), or None."""
        for name, ops in self.serves:
            if op in ops:
                return importlib.import_module(name)
        return None

    def handler(self, op: str):
        """The handler of ``op`` (importing its module only), or None."""
        mod = self.module_of(op)
        return None if mod is None else mod.OPS[op]

    @cached_property
    def ops(self) -> dict:
        """Every op of the game, to its handler (importing every module that serves it)."""
        return {op: self.handler(op) for op in self.op_names()}

    # --- its rulebook -------------------------------------------------------------------

    @cached_property
    def _rulebook(self) -> tuple[tuple, tuple]:
        """The game's options and rules, read once from its books (their lists never change)."""
        books = [importlib.import_module(name) for name in self.books]
        return (tuple(o for mod in books for o in mod.OPTIONS if self.id in o.games),
                tuple(r for mod in books for r in mod.RULES if self.id in r.games))

    def options(self) -> tuple:
        """The game's house rules (:class:`engine.rulebook.Option`), in the order declared."""
        return self._rulebook[0]

    def rules(self) -> tuple:
        """The game's rules and rulings (:class:`engine.rulebook.Rule`), in the order declared."""
        return self._rulebook[1]

    def facts(self) -> dict:
        """The game as the ``rules`` and ``games`` answers name it."""
        return {"id": self.id, "zh": self.zh, "en": self.en, "players": list(self.players),
                "decks": self.decks, "jokers": self.jokers, "source": self.source}

    # --- its deals and its practice -----------------------------------------------------

    def simulate(self, deals: int, seed: int, options: dict) -> dict:
        """``deals`` random legal deals from ``seed``, checked (the family's simulator)."""
        return importlib.import_module(self.simulator).simulate(self.id, deals, seed, options)

    def dealt(self, seed: int, players: int, options: dict) -> tuple[dict, bool]:
        """The record of one random deal from ``seed``, played to its end by the game's simulator,
        and whether it was played (a tractor deal nobody bids on is not)."""
        raise NotImplementedError

    def setup_of(self, record: dict) -> dict:
        """The part of a random deal's record that comes before any step (``autoplay``'s start)."""
        keep = self.DEAL_SETUP + self.deal_setup
        return {k: v for k, v in record.items() if k in keep}

    def first_played(self, seeds: Iterator[int], players: int, options: dict) -> dict:
        """The first deal that is played, each dealt from the next of ``seeds``: the one re-deal
        loop (at most :data:`REDEALS` deals; the last one dealt if none was played)."""
        for seed in islice(seeds, REDEALS):
            record, played = self.dealt(seed, players, options)
            if played:
                break
        return record

    @property
    def package(self) -> str:
        """The game's own package: ``engine.<family>.<id>``."""
        return f"engine.{self.family}.{self.id}"

    def own(self, name: str) -> ModuleType:
        """A module of the game's own package (imported now if not yet)."""
        return importlib.import_module(f"{self.package}.{name}")

    @property
    def match(self) -> ModuleType:
        """The game's match hooks (``engine.<family>.<id>.match``): how one deal of a match file
        becomes its ``score`` or ``settle`` request and moves the standing (engine.match)."""
        return self.own("match")

    @property
    def drill(self) -> ModuleType:
        """The game's practice hooks (``engine.<family>.<id>.drill``)."""
        return self.own("drill")

