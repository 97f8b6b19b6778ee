"""What the drill tests share (tests run with --import-mode=importlib and no packages, so the
helpers come as fixtures): ``drill`` asks the engine's one entry for a practice question,
``words`` checks a {zh, en} pair is words a reader may see, ``leak`` finds a code in a text,
``reader_mix`` is a game's first questions of a reader's mix, asked once per test run (the coverage
count reads them, and the balance sweep finds among them the questions it would ask again).
Session-scoped, so hypothesis's @given tests may take them."""

from __future__ import annotations

import re

import pytest

from engine.api import handle
from tests.bench.drill_coverage import mixed_questions

# What a reader must never see: a snake_case code, a 0-based seat; in a question or a grade, no
# card's notation token either (S10, RJ: the card reader's own errors show it, as their example).
# The questions of a reader's mix per game (levels 1-3 in turn over consecutive seeds, the kind
# left to the engine): enough for every declared rule of every kind to come up (test_coverage).
MIX = 360

CODE = re.compile(r"\b[a-z]+_[a-z_]+\b|\bseat 0\b|座位 0")
NOTATION = re.compile(r"[A-Z][a-z]?\d|\b[SHCD](?:10|[2-9JQKA])\b")


def _drill(game, seed, kind=None, level=None, **more):
    req = {"op": "drill", "game": game, "seed": seed, **more}
    if kind is not None:
        req["kind"] = kind
    if level is not None:
        req["level"] = level
    return handle(req)


def _words(w):
    assert set(w) == {"zh", "en"} and all(isinstance(w[x], str) and w[x].strip() for x in w), w
    assert not _leak(w["en"]) and not _leak(w["zh"]), w


def _leak(text, notation=True):
    return CODE.search(text) or (notation and NOTATION.search(text)) or None


@pytest.fixture(scope="session")
def drill():
    """``drill(game, seed, kind=None, level=None, **more)``: the drill op's answer."""
    return _drill


@pytest.fixture(scope="session")
def words():
    """``words({"zh": …, "en": …})``: both texts present, neither showing a code."""
    return _words


@pytest.fixture(scope="session")
def leak():
    """``leak(text, notation=True)``: the first code the text shows (a match), or None;
    ``notation=False`` lets card notation pass (an error of the card reader)."""
    return _leak


@pytest.fixture(scope="session")
def reader_mix():
    """``reader_mix(game)``: the game's first :data:`MIX` questions of a reader's mix (the kind
    chosen by the engine from the seed), asked once per run; callers read them, never change them.
    The engine makes the same question for a seed, a level and a kind whether the kind was given
    or chosen, so the balance sweep (every kind and level over 200 seeds) reads these instead of
    asking them again."""
    asked: dict[str, list[dict]] = {}

    def mix(game: str) -> list[dict]:
        if game not in asked:
            asked[game] = mixed_questions(game, MIX)
        return asked[game]
    return mix
