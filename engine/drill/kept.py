"""The practice questions made last, kept in the engine's process (issue 24: a grade costs the
judging only).

A page asks a question (``drill`` without ``answer``), then grades the reader's answer to it
(the same request with ``answer``): without this, the grade made the whole question again from
its seed — a deal dealt and played, often several — before judging. The worker's Python lives
across calls, so :func:`made` keeps the last :data:`KEEP` questions made, each with its judge,
keyed by everything that makes a question: the game, its options as the request gave them and
as they were read, the kind, the level, the seed and the request's other fields (a climbing
game's ``players``). A question not kept (a shared link's grade in a fresh worker) is made as
before; what is kept is never handed out, only copies of it, so an answer is the same
byte for byte whether it was kept or made.

``KEPT`` counts the questions served from what is kept and those made (engine tests).
"""

from __future__ import annotations

import copy
import json
from collections import Counter, OrderedDict
from typing import Callable

KEEP = 16                      # questions kept: a page's current one and the one it prepared, with room
KEPT: Counter = Counter()      # "kept": served from what is kept, "made": made afresh
_QUESTIONS: OrderedDict = OrderedDict()   # key → Made, the oldest first

# What a drill request holds besides the question's identity: the reader's answer, the op.
_NOT_IDENTITY = ("op", "answer", "kind", "level", "seed")


def key(ask, request: dict) -> str:
    """The question's full identity: the game, the kind, the level and the seed ``ask`` read,
    the options the game read, and every other field of ``request`` (its ``options``, ``players``)."""
    rest = {k: v for k, v in request.items() if k not in _NOT_IDENTITY}
    return json.dumps([ask.game, ask.kind, ask.level, ask.seed, rest, ask.options],
                      sort_keys=True, ensure_ascii=False, default=repr)


def made(ask, request: dict, build: Callable):
    """The question ``ask`` names, with its judge: the kept one (a copy of its question) or
    ``build(ask)``'s, kept now (the oldest dropped beyond :data:`KEEP`)."""
    name = key(ask, request)
    got = _QUESTIONS.get(name)
    if got is None:
        KEPT["made"] += 1
        got = build(ask)
        _QUESTIONS[name] = got
        while len(_QUESTIONS) > KEEP:
            _QUESTIONS.popitem(last=False)
    else:
        KEPT["kept"] += 1
        _QUESTIONS.move_to_end(name)
    return type(got)(question=copy.deepcopy(got.question), judge=got.judge)


def forget() -> None:
    """Nothing kept any more (tests: a fresh process)."""
    _QUESTIONS.clear()
    KEPT.clear()
