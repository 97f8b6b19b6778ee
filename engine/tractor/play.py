"""Family module of the trick-taking referee: ops ``classify``, ``follow``, ``throw``, ``trick``.

Plain Python functions for the deal level and the simulator (no JSON involved):

- ``classify(rules, trump, cards, throw_units=...) -> Classification``   (shapes.py)
- ``legal_follow(rules, trump, lead, hand, play, options) -> FollowVerdict`` (follow.py)
- ``one_legal_follow(rules, trump, lead, hand, options) -> list[Card]``    (follow.py)
- ``random_legal_follow(rules, trump, lead, hand, options, rng) -> list[Card]`` (follow.py)
- ``trick_winner(rules, trump, plays, options) -> TrickVerdict`` (index into plays) (trick.py)
- ``trick_points(cards) -> int``                                            (trick.py)
- ``throw_check(rules, trump, leader, cards, hands, options) -> ThrowVerdict`` (throw.py)

``rules`` is a :class:`engine.tractor.ruleset.Ruleset` (``RULESETS[game]``), ``trump`` an
:class:`engine.tractor.order.Trump`, cards are lists of :class:`engine.cards.Card`,
``options`` the validated options dict (``ctx.options``; defaults in ``OPTIONS``).
"""

from __future__ import annotations

from . import classify_op, handlers, rules_follow, rules_shapes, rules_trick
from .follow import FollowVerdict, legal_follow, one_legal_follow, random_legal_follow
from .options import OPTIONS
from .order import Trump
from .ruleset import RULESETS, Ruleset
from .shapes import Classification, Unit, classify
from .throw import ThrowVerdict, throw_check
from .trick import TrickVerdict, trick_points, trick_winner

__all__ = ["classify", "Classification", "Unit", "Trump", "RULESETS", "Ruleset", "legal_follow",
           "FollowVerdict", "one_legal_follow", "random_legal_follow", "throw_check",
           "ThrowVerdict", "trick_points", "trick_winner", "TrickVerdict",
           "GAMES", "OPS", "OPTIONS", "RULES"]

GAMES = ("zhaopengyou", "shuangsheng")

OPS = {"classify": classify_op.classify_op, "follow": handlers.follow, "trick": handlers.trick,
       "throw": handlers.throw}
RULES = rules_shapes.RULES + rules_follow.RULES + rules_trick.RULES
