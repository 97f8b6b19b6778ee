"""The five games: the one registry.

Each game is one object, its package's ``GAME`` (:class:`engine.game.Game`, as its family's
:class:`~engine.tractor.game.TractorGame` or :class:`~engine.climbing.game.ClimbingGame`):
its data, which module serves each of its ops, its options and rules, its simulator and
its practice hooks. ``GAMES`` lists them, each once; a request's ``ctx.game`` is one of them.

A new game is one package (``engine/<family>/<id>/``) whose ``game.py`` makes its ``GAME``,
and one line below. Making the objects imports none of the modules that serve the ops:
a request imports the modules it needs, no other (engine.game).

The functions below answer by game id, for callers holding one (the worker's boot,
``IMPORT_PAGE`` / ``IMPORT_REST`` in widgets/js/boot.js; the site's checks).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .climbing.mingan.game import GAME as MINGAN
from .climbing.wakeng.game import GAME as WAKENG
from .climbing.wushik.game import GAME as WUSHIK
from .game import Game
from .tractor.shuangsheng.game import GAME as SHUANGSHENG
from .tractor.zhaopengyou.game import GAME as ZHAOPENGYOU

GAMES: dict[str, Game] = {g.id: g for g in (ZHAOPENGYOU, SHUANGSHENG, WAKENG, MINGAN, WUSHIK)}


@dataclass(frozen=True)
class Context:
    """What a handler knows besides the request: the game and its options.

    ``forced``: options put back to their default over a deal record's own too, and ``read``:
    the options a deal record was read under (engine.option_fields.record_options), both for
    naming the house rule that decided a verdict (engine.decided)."""

    game: Game
    options: dict[str, Any]
    forced: dict[str, Any] = field(default_factory=dict)
    read: dict[str, Any] = field(default_factory=dict)


def op_modules() -> tuple[str, ...]:
    """Every module serving some game's ops, sorted (nothing imported)."""
    return tuple(sorted({name for g in GAMES.values() for name, _ in g.serves}))


def op_names(game: str) -> tuple[str, ...]:
    """The ops ``game`` answers (``rules`` aside), sorted: nothing imported."""
    return GAMES[game].op_names()


def handler(game: str, op: str):
    """The handler of ``op`` for ``game`` (importing its module only), or None."""
    return GAMES[game].handler(op)


def ops(game: str) -> dict:
    """Every op of ``game``, to its handler (importing every module that serves the game)."""
    return GAMES[game].ops


def options(game: str) -> tuple:
    return GAMES[game].options()


def rules(game: str) -> tuple:
    return GAMES[game].rules()


def all_rules() -> dict:
    """Every rule id any game can return, to its record (for the site's checks)."""
    return {r.id: r for g in GAMES.values() for r in g.rules()}
