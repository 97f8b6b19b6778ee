"""Every op's fields, declared as data, and the one check that refuses any other (issue 28).

A game's fields live in its own package, ``engine/<family>/<game>/request_fields.py``:
``REQUEST_FIELDS``, each op the game answers (``rules`` aside) to the fields it reads besides
``op``, ``game`` and ``options``, which every op of a game reads (:data:`EVERY_GAME_OP`); the
shapes its family shares are in ``engine/<family>/request_fields.py`` and the vocabulary in
:mod:`engine.request_shape`. ``engine.api`` checks the whole request against its op's
declaration before the handler runs (:func:`check`), so nothing is half-done, and the API
page lists the same declarations (widgets/build/fields_fence.py).
"""

from __future__ import annotations

from functools import cache

from . import games
from .request_shape import OPTIONS, Obj, meant, obj, refusal, unknown_field

EVERY_GAME_OP = obj("op", "game", options=OPTIONS)
# The ops that need no game, and ``rules``, which engine.api answers for every game.
GAMELESS = {"games": obj("op"), "parse": obj("op", "cards")}
RULES = EVERY_GAME_OP


@cache
def declared(game_id: str, op: str) -> Obj:
    """Every field ``op`` of ``game_id`` reads (the op must be one the game answers)."""
    if op == "rules":
        return RULES
    own = games.GAMES[game_id].own("request_fields").REQUEST_FIELDS
    return EVERY_GAME_OP | own[op]


def misspelt(request: dict, name: str) -> None:
    """With ``name`` (``op``, ``game``) missing or wrong: refuse a field of ``request`` that
    no op reads and that is ``name`` misspelt, as such (else the caller says what is missing)."""
    if name in request:
        return
    there = EVERY_GAME_OP
    for key in request:
        if key not in there.fields and meant(key, there) == name:
            raise refusal(key, key, there)


def check(request: dict, game_id: str | None, op: str) -> None:
    """Refuse (``bad_request``, in words) the first field of ``request`` its op does not read."""
    shape = GAMELESS[op] if game_id is None else declared(game_id, op)
    names = tuple(o.name for o in games.options(game_id)) if game_id is not None else ()
    err = unknown_field(shape, request, names)
    if err is not None:
        raise err
