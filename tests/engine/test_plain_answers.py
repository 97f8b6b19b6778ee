"""Answers are plain JSON data: no engine object inside, and only string keys (so the
answer a Python caller gets is exactly the JSON the worker sends); a replay answers in its
one shape in every game.

A ``Card`` is an ``int`` (engine/cards.py: hashing and comparing in C), so one that slipped
into an answer would not fail ``json.dumps``: it would quietly become a number like 10045.
Every worked example and every sample deal are checked here; the fuzz tests check every
answer they get the same way (``test_fuzz.check``).
"""

from __future__ import annotations

import json
from pathlib import Path

from engine.api import handle
from engine.cards import Card
from engine.games import GAMES
from tests.build.examples import all_examples

ROOT = Path(__file__).resolve().parents[2]

PLAIN = (str, int, float, bool, type(None))


def engine_objects(value, path="$"):
    """Where in ``value`` something other than plain JSON data sits."""
    if isinstance(value, dict):
        for key, item in value.items():
            if type(key) is not str:  # JSON would write an int key as a string: answers differ
                yield f"{path} key {type(key).__name__} {key!r}"
            yield from engine_objects(item, f"{path}.{key}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from engine_objects(item, f"{path}[{i}]")
    elif type(value) not in PLAIN:  # exact types: a Card is an int subclass
        yield f"{path}: {type(value).__name__} {value!r}"


def requests():
    yield from (req for _, req, _ in all_examples() if req.get("game") in GAMES or "game" not in req)
    for path in sorted(ROOT.glob("engine/*/samples/*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        yield {"op": "replay", "game": record["game"], "deal": record}


def test_a_card_is_not_plain_data():
    assert list(engine_objects({"cards": [Card.parse("SA")]})) == ["$.cards[0]: Card Card.parse('SA')"]


def test_every_example_and_sample_answers_plain_data():
    bad = {}
    for request in requests():
        found = list(engine_objects(handle(request)))
        if found:
            bad[json.dumps(request, ensure_ascii=False)[:200]] = found[:3]
    assert not bad, bad


REPLAY_KEYS = {"ok", "valid", "complete", "rule", "explain", "steps", "result", "failure", "next"}


def test_every_replay_answers_in_one_shape():
    """The replay answer is one shape in all five games (docs/reference/api, "The replay answer"):
    exactly its nine keys (``next`` the last); every step typed by ``step`` with its rule and both languages;
    ``kind`` only ever inside a reading (``as``), never as a step's type."""
    bad, games_seen = [], set()
    for request in requests():
        if request.get("op") != "replay":
            continue
        out = handle(request)
        if not out.get("ok"):
            continue
        games_seen.add(request["game"])
        where = f"{request['game']} {json.dumps(request['deal'], ensure_ascii=False)[:80]}"
        if set(out) != REPLAY_KEYS:
            bad.append(f"{where}: keys {sorted(set(out) ^ REPLAY_KEYS)}")
        if out["valid"] is not (out["failure"] is None) or (out["result"] is not None and not out["complete"]):
            bad.append(f"{where}: valid {out['valid']}, complete {out['complete']}, failure/result disagree")
        for i, step in enumerate(out["steps"]):
            typed = isinstance(step.get("step"), str) and step.get("rule")
            if not (typed and set(step.get("explain", {})) >= {"zh", "en"}):
                bad.append(f"{where}: step {i} lacks step/rule/explain: {sorted(step)}")
            if "kind" in step or "action" in step:
                bad.append(f"{where}: step {i} has 'kind'/'action': {sorted(step)}")
            if step.get("step") == "play" and not isinstance(step.get("as"), dict):
                bad.append(f"{where}: play step {i} without its reading in 'as'")
    assert not bad, "\n".join(bad[:20])
    assert games_seen == set(GAMES)
