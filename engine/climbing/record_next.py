"""What comes next in a climbing record (the replay answer's ``next``): whose turn, which
phase, and what the step must beat, for a record entered step by step (issue 25).

A record may stop anywhere: in the bidding or calls (the game's ``setup`` raises
:class:`engine.errors.RecordStops` with what comes next), or after any play or pass (the
table says whose turn it is). An illegal step changes nothing on the table, so after a broken
play ``next`` is the same turn again; after a broken setup step, it is what the record without
that step would need (:func:`after_broken_setup`).

``next`` is ``{"phase", "seat", …}``: ``phase`` one of ``bid`` (挖坑: ``bids``, the bids
allowed), ``call`` (明暗斗地主: ``calls``; 赖子五十K: the banker's call, or anyone's 吼牌),
``partner`` (明暗斗地主: the landlord names the partner card), ``play`` or ``over``. A
``play`` says ``lead`` (true: a new round) or, answering, ``previous`` (the play to beat,
as the step shows it), ``previous_seat`` and ``pass`` (whether passing is allowed).
"""

from __future__ import annotations

from ..errors import EngineError, RecordStops

OVER = {"phase": "over", "seat": None}


def table_next(table) -> dict:
    """The turn the table is waiting for (or ``over``)."""
    if table.over:
        return dict(OVER)
    seat = table.turn
    if table.top is None:
        return {"phase": "play", "seat": seat, "lead": True}
    top_seat, reading, cards = table.top
    return {"phase": "play", "seat": seat, "lead": False, "previous": table.game.show(cards, reading),
            "previous_seat": top_seat, "pass": table.can_pass(seat)}


def after_broken_setup(game, ctx, record: dict, options: dict, where: dict) -> dict | None:
    """What the record needs instead of its broken setup step: the record cut just before it
    (the game's ``setup_list`` to the broken ``index``, or its ``setup_last`` fields dropped),
    set up again. None if that does not hold either."""
    cut = dict(record)
    if "index" in where and game.setup_list:
        cut[game.setup_list] = list(record.get(game.setup_list) or [])[:where["index"]]
    else:
        for name in game.setup_last:
            cut.pop(name, None)
        cut.pop("plays", None)
    try:
        table, _, _ = game.setup(ctx, cut, options)
    except RecordStops as stop:
        return stop.next
    except EngineError:
        return None
    return table_next(table)


__all__ = ["OVER", "after_broken_setup", "table_next"]
