"""The trick-taking referee: ops ``classify``, ``follow``, ``throw``, ``trick``.

Plain Python functions for the deal level and the simulator (no JSON involved).
``rules = GAMES[game]`` (:class:`~engine.tractor.game.TractorGame`), ``trump =
Trump(rank=5, suit="S")`` (suit ``None`` = no trump, shuangsheng only), cards are lists
of :class:`engine.cards.Card`, ``options`` is ``ctx.options`` or ``default_options(game)``:

- ``classify(cards, trump, max_width=rules.max_width, throw_units=...) -> Classification``
  (``.shape``, ``.group`` = "trump" or a suit, ``.units``, ``.cards``)         shapes.py
- ``lead_of(rules, trump, cards, options) -> Classification`` — raises ``illegal`` for a
  lead of two suits                                                          trick.py
- ``legal_follow(rules, trump, lead, hand, play, options) -> FollowVerdict``
  (``.legal``, ``.requirement``, ``.example``)                                follow.py
- ``one_legal_follow(rules, trump, lead, hand, options) -> list[Card]``        follow.py
- ``random_legal_follow(rules, trump, lead, hand, options, rng) -> list[Card]`` follow.py
- ``trick_winner(rules, trump, plays, options) -> TrickVerdict`` (``.winner`` is an
  index into ``plays``, 0 = the leader; ``.points``; ``.statuses``)            trick.py
- ``trick_points(cards, suits="all") -> int``                                  trick.py
- ``throw_check(rules, trump, leader, throw: Classification, hands: {seat: cards},
  options) -> ThrowVerdict`` (``.succeeds``, ``.blocker``, ``.options``)        throw.py

Inputs are trusted here (parsed, copies checked); the JSON handlers do the checking.
"""

from __future__ import annotations

from . import classify_op, handlers, rules_follow, rules_shapes, rules_trick
from .follow import FollowVerdict, legal_follow, one_legal_follow, random_legal_follow
from .options import OPTIONS
from .order import Trump
from .game import TractorGame
from .shapes import Classification, Unit, classify
from .throw import ThrowVerdict, throw_check
from .trick import TrickVerdict, lead_of, trick_points, trick_winner

__all__ = ["classify", "Classification", "Unit", "Trump", "TractorGame", "legal_follow",
           "FollowVerdict", "one_legal_follow", "random_legal_follow", "throw_check",
           "ThrowVerdict", "trick_points", "trick_winner", "TrickVerdict", "lead_of",
           "default_options",
           "OPS", "OPTIONS", "RULES"]

def default_options(game: str) -> dict:
    """The options of ``game`` at their defaults (what ``ctx.options`` holds when none are given)."""
    return {o.name: o.default for o in OPTIONS if game in o.games}


OPS = {"classify": classify_op.classify_op, "follow": handlers.follow, "trick": handlers.trick,
       "throw": handlers.throw}
RULES = rules_shapes.RULES + rules_follow.RULES + rules_trick.RULES
