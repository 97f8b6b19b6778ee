"""The five games, and where each op of each game lives.

A game is data (players, decks, jokers, family); the ops come from family
modules listed in ``MODULES``. Each such module exports:

- ``GAMES``:   the game ids it serves
- ``OPS``:     ``{op: handler}``, ``handler(ctx: Context, request: dict) -> dict``
- ``OP_GAMES`` (optional): ``{op: game ids}`` for an op only some of its games have;
  the other games do not list it and answer it like any op they lack
- ``OPTIONS``: a tuple of :class:`engine.rulebook.Option`
- ``RULES``:   a tuple of :class:`engine.rulebook.Rule`
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
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

# Family modules, imported on first use. Add a line when a module lands.
MODULES: tuple[str, ...] = (
    "engine.tractor.play",
    "engine.tractor.deal",
    "engine.climbing.wakeng.ops",
    "engine.climbing.mingan.ops",
    "engine.climbing.wushik.ops",
    "engine.drill.tractor",
    "engine.drill.climbing",
    "engine.random_deal",
)


@dataclass(frozen=True)
class Context:
    """What a handler knows besides the request: the game and its options."""

    game: Game
    options: dict[str, Any]


@cache
def modules() -> tuple[ModuleType, ...]:
    return tuple(importlib.import_module(name) for name in MODULES)


@cache
def ops(game: str) -> dict:
    table: dict = {}
    for mod in modules():
        if game in mod.GAMES:
            only = getattr(mod, "OP_GAMES", {})
            for op, fn in mod.OPS.items():
                if op in only and game not in only[op]:
                    continue
                assert op not in table, f"{game}.{op} defined twice"
                table[op] = fn
    return table


@cache
def options(game: str) -> tuple:
    return tuple(o for mod in modules() for o in mod.OPTIONS if game in o.games)


@cache
def rules(game: str) -> tuple:
    return tuple(r for mod in modules() for r in mod.RULES if game in r.games)


def all_rules() -> dict:
    """Every rule id any game can return, to its record (for the site's checks)."""
    return {r.id: r for g in GAMES for r in rules(g)}
