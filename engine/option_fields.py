"""House rules, as a request gives them (``options``, and a deal record's own): each checked
against the game's declared options (engine.rulebook.Option), an unknown one refused as every
unknown field is (engine.request_shape). Read through :mod:`engine.fields`, the one reader."""

from __future__ import annotations

from typing import Any, Iterable

from . import games
from .errors import bad_request
from .request_shape import VALUE, Obj, refusal


def options(declared: Iterable, given: Any, base: dict | None = None,
            where: tuple[str, str] = ("", ""), path: str = "options") -> dict:
    """House-rule options: ``given`` (the field at ``path``) checked against the ``declared``
    Option records, over ``base`` (the request's options, for a record's own) or the defaults."""
    known = {o.name: o for o in declared}
    if given is None:
        given = {}
    if not isinstance(given, dict):
        raise bad_request(f"{where[0]}房规应是一组带名称的值（JSON 对象）。",
                          f"{where[1] or 'The '}house rules must be a set of named values (a JSON object).",
                          field="options")
    unknown = [name for name in given if name not in known]
    if unknown:
        # a name only a hand-made request can send (widgets offer the game's own): echoed as
        # sent, with the option probably meant (as every unknown field: engine.request_shape)
        raise refusal(f"{path}.{unknown[0]}", unknown[0], Obj(dict.fromkeys(known, VALUE)))
    start = dict(base) if base is not None else {n: o.default for n, o in known.items()}
    start.update({n: known[n].check(v) for n, v in given.items()})
    return start


def record_options(ctx, record: dict) -> dict:
    """The options a deal record was played under: the request's, overridden by the record's
    (and by ``ctx.forced``: engine.decided puts some back to their default); kept in ``ctx.read``."""
    found = options(games.options(ctx.game.id), record.get("options"), ctx.options,
                    ("记录的", "The record's "), "deal.options")
    found.update(ctx.forced)
    ctx.read.update(found)
    return found
