"""What the climbing drill's question kinds share: the game's own table rules, choosing among
tagged candidates by the rule they turn on, and the words a question shows besides its cards.

A candidate (a play, a pair of plays, a finished deal) is *tagged* with the verdict its
``check`` request gets from the game's own op; a level keeps the candidates whose verdict
fits it, and the choice is made first among the rules those verdicts turn on, then among
the candidates of that rule. So a rare ruling met in a deal is asked as often as a common
shape, and every rule a kind teaches comes up within a few hundred seeds.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from .. import games
from ..option_words import badge_words
from ..labels import heading
from .common import in_turn

Tagged = tuple[Any, dict]        # (candidate, its check's verdict)
DEALS = 4                        # deals tried for a question that fits its level, before any will do
RARE_DEALS = 60                  # deals looked through (dealt, not played) for a rare ruling's play


def choose(rng: random.Random, tagged: list[Tagged], fits: Callable[[Tagged], bool],
           key: Callable[[Tagged], tuple], *, answer: Callable[[Tagged], Any] | None = None,
           turn: int = 0, aims: tuple = ()) -> Tagged | None:
    """A candidate that ``fits``: first a group (``key``: the rule it turns on, …), then one of it.
    ``answer``: first the right answer, so that no answer is right more often than its share
    (issue 27): from ``aims`` (the level's answers, the commonest first), the ``turn``-th (the
    seed), or where the candidates lack it another in turn (:func:`~engine.drill.common.in_turn`);
    without ``aims`` (or where the candidates have none of them), the ``turn``-th of the answers
    the candidates have."""
    fit = [t for t in tagged if fits(t)]
    if answer is not None and fit:
        want = in_turn(aims, turn, {answer(t) for t in fit}) if aims else None
        if want is None:
            answers = sorted({repr(answer(t)) for t in fit})
            aim = answers[turn % len(answers)]
            fit = [t for t in fit if repr(answer(t)) == aim]
        else:
            fit = [t for t in fit if answer(t) == want]
    groups: dict[tuple, list[Tagged]] = {}
    for t in fit:
        groups.setdefault(key(t), []).append(t)
    if not groups:
        return None
    return rng.choice(groups[rng.choice(sorted(groups, key=repr))])


def option_facts(ctx) -> list[tuple[str, str]]:
    """Each house rule in force, in its badge's words (``房规：…`` / ``House rule: …``)."""
    out = []
    for o in games.options(ctx.game.id):
        value = ctx.options.get(o.name, o.default)
        badge = badge_words(o.name, value) if value != o.default else None
        if badge:
            out.append(badge)
    return out


YES_NO = [{"value": "yes", "zh": "压得过", "en": "Yes, it beats it"},
          {"value": "no", "zh": "压不过", "en": "No, it does not"}]
PASS = dict(zip(("value", "zh", "en"), ("", *heading("step", "pass"))))   # a pass, as a choice

