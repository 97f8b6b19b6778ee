"""What the drill tests share (tests run with --import-mode=importlib and no packages, so the
helpers come as fixtures): ``drill`` asks the engine's one entry for a practice question,
``words`` checks a {zh, en} pair is words a reader may see, ``leak`` finds a code in a text.
Session-scoped, so hypothesis's @given tests may take them."""

from __future__ import annotations

import re

import pytest

from engine.api import handle

# What a reader must never see: a snake_case code, a 0-based seat; in a question or a grade, no
# card's notation token either (S10, RJ: the card reader's own errors show it, as their example).
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
