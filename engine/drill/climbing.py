"""Family module (see engine.games): the ``drill`` op of wakeng, mingan and wushik.

Kinds and the levels each serves (1 basics, 2 common play, 3 the rulings):

- ``reading``  what is this play (choice: its kind; a play that reads several ways, the list of
               every reading, with what the wilds stand for)   1 single/pair/straight, 2 chains,
               kickers, bombs, 3 wild and ambiguous readings, plays that are no shape by a ruling
- ``beats``    can this play beat that one (choice yes/no)     1 singles/pairs/straights, 2 bombs
               and chains, 3 rulings (no bombs in 挖坑, jokers, wilds, 五十K, the bomb ladder)
- ``answers``  pick a play of your hand that beats the play on the table, or pass (cards, with a
               pass choice: ``""``)                             1 single/pair, 2 other shapes, 3
               bombs, wild or ambiguous plays to beat, nothing beats
- ``settle``   what one seat wins or pays for a finished deal (number)  2 the plain settlement,
               3 the rulings (挖坑 at four, 番 for bombs, playing alone, 五十K's outcomes)

Every question comes from a real random deal (:mod:`.climbing_spots`); the table size is
chosen from the seed among the game's, unless the request gives ``players``. What differs
between the games (the kinds of play, the levels, the rulings a hand meets, how a deal is
settled, the rules each kind teaches: ``TEACHES``) is each game's own, in its drill hooks
(``engine/climbing/<game>/drill.py``, reached as ``GAME.drill``).
"""

from __future__ import annotations

from functools import partial

from .. import fields
from . import climbing_spots as spots
from .climbing_beats import answers, beats
from .climbing_reading import reading
from .climbing_settle import settle
from .common import drill_op

KINDS = {"reading": (1, 2, 3), "beats": (1, 2, 3), "answers": (1, 2, 3), "settle": (2, 3)}
BUILDERS = {"reading": reading, "beats": beats, "answers": answers, "settle": settle}


def drill(ctx, request: dict) -> dict:
    """The drill op; ``players`` (optional) fixes the table size, else the seed chooses it
    (a settle question's is the game's own choice: its drill hook ``settle_table``)."""
    given = fields.players(request, ctx.game) if request.get("players") is not None else None

    def sized(build, ask):
        try:
            if build is settle:
                return build(ask, given)
            return build(ask, given or ask.rng.choice(list(ctx.game.players)))
        finally:
            spots.forget_leads()        # the hands' leads it kept are no other question's
    return drill_op(ctx, request, KINDS, {k: partial(sized, b) for k, b in BUILDERS.items()})


OPS: dict = {"drill": drill}
OPTIONS: tuple = ()
RULES: tuple = ()
