"""Family module (see engine.games): the ``drill`` op of zhaopengyou and shuangsheng.

Kinds and the levels each serves (1 basics, 2 common play, 3 the rulings):

- ``shape``  what shape is this lead (choice)                    1 single/pair, 2 tractor/triple, 3 throw
- ``follow`` pick a legal follow from your hand (cards)          1 single/pair, 2 tractor/trumps, 3 throws, triples
- ``winner`` who takes this trick (seat)                         1 plain, 2 trumping, 3 equal cards, wrong shapes
- ``throw``  does the throw stand; what is actually played (cards) 3
- ``kitty``  what the kitty added (number)                       2 single/pair last trick, 3 tractors/throws
- ``levels`` how many levels, and who deals next (choice)        2, 3 (with the kitty to count)
- ``bid``    can this bid counter that one (choice)              3

What differs between the games (the shapes a lead can be, how a deal's sides and next deal are
told, what a bid is judged against, the rules each kind teaches: ``TEACHES``) is each game's
own, in its drill hooks (``engine/tractor/<game>/drill.py``, reached as
``GAME.drill``).
"""

from __future__ import annotations

from .common import drill_op
from .tractor_play import follow, shape, throw, winner
from .tractor_score import bid, kitty, levels

KINDS = {"shape": (1, 2, 3), "follow": (1, 2, 3), "winner": (1, 2, 3), "throw": (3,), "kitty": (2, 3),
         "levels": (2, 3), "bid": (3,)}
BUILDERS = {"shape": shape, "follow": follow, "winner": winner, "throw": throw, "kitty": kitty,
            "levels": levels, "bid": bid}


def drill(ctx, request: dict) -> dict:
    return drill_op(ctx, request, KINDS, BUILDERS)


OPS: dict = {"drill": drill}
OPTIONS: tuple = ()
RULES: tuple = ()
