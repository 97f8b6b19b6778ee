"""Reading a request of the trick-taking ops: the trump context (the family's own field,
read here) and the copies check; every other field is read by :mod:`engine.fields`."""

from __future__ import annotations

from collections import Counter
from operator import attrgetter

from ..cards import check_copies
from ..games import Context
from .order import Trump, parse_trump
from .game import TractorGame


def setup(ctx: Context, request: dict) -> tuple[TractorGame, Trump]:
    rules = ctx.game
    trump = parse_trump(request.get("trump"), no_trump=rules.no_trump,
                        joined=ctx.options.get("no_trump_tractor", True),
                        game_zh=ctx.game.zh, game_en=ctx.game.en)
    return rules, trump


_IDENTITY = attrgetter("rank", "suit")


def check_decks(groups: list[list], decks: int) -> None:
    """``check_copies`` (which raises ``impossible`` with its message), run only when
    a quick count finds too many copies: its sorted walk costs more than the count."""
    total: Counter = Counter()
    for g in groups:
        # (rank, suit) tuples hash in C; Card's dataclass __hash__ runs in Python
        total.update(map(_IDENTITY, g))
    if total and max(total.values()) > decks:
        check_copies(groups, decks=decks)
