"""The five games, and where each op of each game lives.

A game is data (players, decks, jokers, family); the ops come from family
modules listed in ``MODULES``. Each such module exports:

- ``GAMES``:   the game ids it serves
- ``OPS``:     ``{op: handler}``, ``handler(ctx: Context, request: dict) -> dict``
- ``OP_GAMES`` (optional): ``{op: game ids}`` for an op only some of its games have;
  the other games do not list it and answer it like any op they lack
- ``OPTIONS``: a tuple of :class:`engine.rulebook.Option`
- ``RULES``:   a tuple of :class:`engine.rulebook.Rule`

A module is imported on first use, and only when a request needs it: ``MODULES`` says,
without importing anything, which games and ops each one serves (tests/engine/
test_games_manifest.py holds it equal to the modules' own), so a request imports the module
of its op and the modules declaring its game's options and rules, no other. In the browser
the first verdict pays for its own game only; the worker imports the rest after it
(widgets/js/boot.js WARM_UP).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from functools import cache
from types import ModuleType
from typing import Any


@dataclass(frozen=True, kw_only=True)
class Game:
    id: str
    zh: str
    en: str
    family: str              # "tractor" (trick-taking) or "climbing" (shedding)
    players: tuple[int, ...]
    decks: int
    jokers: bool
    source: str              # file name in the project's sources


GAMES: dict[str, Game] = {g.id: g for g in (
    Game(id="zhaopengyou", zh="五人三副牌找朋友升级", en="Finding Friends (5 players, 3 decks)",
         family="tractor", players=(5,), decks=3, jokers=True, source="zhaopengyou-5p3d.md"),
    Game(id="shuangsheng", zh="双升·反到底超级版", en="Double Tractor, counter-to-the-end super edition",
         family="tractor", players=(4,), decks=2, jokers=True, source="shuangsheng-fandaodi.txt"),
    Game(id="wakeng", zh="挖坑", en="Wa Keng (Dig the Pit)",
         family="climbing", players=(3, 4), decks=1, jokers=False, source="wakeng.md"),
    Game(id="mingan", zh="改良明暗斗地主", en="Open-and-Hidden Dou Dizhu (5–6 players)",
         family="climbing", players=(5, 6), decks=2, jokers=True, source="mingan-doudizhu.md"),
    Game(id="wushik", zh="赖子五十K", en="Wild Fifty-K",
         family="climbing", players=(4,), decks=2, jokers=True, source="laizi-wushik.txt"),
)}


@dataclass(frozen=True)
class Serves:
    """What a family module serves, said without importing it: its ``GAMES``, the names of
    its ``OPS``, its ``OP_GAMES``, and whether it declares any ``OPTIONS`` or ``RULES``."""

    games: tuple[str, ...]
    ops: tuple[str, ...]
    only: dict[str, tuple[str, ...]] = field(default_factory=dict)   # its OP_GAMES
    book: bool = True    # declares options or rules (the drills and random deals: none)

    def answers(self, game: str, op: str) -> bool:
        return game in self.games and op in self.ops and game in self.only.get(op, self.games)


TRACTOR = ("zhaopengyou", "shuangsheng")
CLIMBING = ("wakeng", "mingan", "wushik")

# Family modules, imported on first use. Add a line when a module lands.
MODULES: dict[str, Serves] = {
    "engine.tractor.play": Serves(TRACTOR, ("classify", "follow", "trick", "throw")),
    "engine.tractor.deal": Serves(TRACTOR, ("bid", "score", "friend", "replay"),
                                  only={"friend": ("zhaopengyou",)}),
    "engine.climbing.wakeng.ops": Serves(("wakeng",), (
        "classify", "beats", "bid", "level", "settle", "timeout", "answers", "replay")),
    "engine.climbing.mingan.ops": Serves(("mingan",), (
        "classify", "beats", "bid", "partner", "settle", "answers", "replay")),
    "engine.climbing.wushik.ops": Serves(("wushik",), (
        "classify", "beats", "bid", "settle", "answers", "replay")),
    "engine.drill.tractor": Serves(TRACTOR, ("drill",), book=False),
    "engine.drill.climbing": Serves(CLIMBING, ("drill",), book=False),
    "engine.random_deal": Serves((*TRACTOR, *CLIMBING), ("simulate",), book=False),
}


@dataclass(frozen=True)
class Context:
    """What a handler knows besides the request: the game and its options."""

    game: Game
    options: dict[str, Any]


def modules() -> tuple[ModuleType, ...]:
    """Every family module (imported now if not yet)."""
    return tuple(importlib.import_module(name) for name in MODULES)


@cache
def op_names(game: str) -> tuple[str, ...]:
    """The ops ``game`` answers (``rules`` aside), sorted, from ``MODULES``: nothing imported."""
    return tuple(sorted(op for s in MODULES.values() for op in s.ops if s.answers(game, op)))


def module_of(game: str, op: str) -> ModuleType | None:
    """The module serving ``op`` for ``game`` (imported now if not yet, no other), or None."""
    for name, serves in MODULES.items():
        if serves.answers(game, op):
            return importlib.import_module(name)
    return None


def handler(game: str, op: str):
    """The handler of ``op`` for ``game`` (importing its module only), or None."""
    mod = module_of(game, op)
    return None if mod is None else mod.OPS[op]


@cache
def ops(game: str) -> dict:
    """Every op of ``game``, to its handler (importing every module that serves the game)."""
    return {op: handler(game, op) for op in op_names(game)}


def _books(game: str) -> tuple[ModuleType, ...]:
    """The modules declaring the options and rules of ``game`` (imported now if not yet)."""
    return tuple(importlib.import_module(name) for name, s in MODULES.items() if s.book and game in s.games)


@cache
def options(game: str) -> tuple:
    return tuple(o for mod in _books(game) for o in mod.OPTIONS if game in o.games)


@cache
def rules(game: str) -> tuple:
    return tuple(r for mod in _books(game) for r in mod.RULES if game in r.games)


def all_rules() -> dict:
    """Every rule id any game can return, to its record (for the site's checks)."""
    return {r.id: r for g in GAMES for r in rules(g)}
