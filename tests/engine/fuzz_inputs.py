"""What the fuzz tests throw at ``engine.api.handle``, and what every answer must be.

Junk (wrong types, huge numbers and strings, NaN, nesting, nonsense and impossible cards) and
near-misses: the site's own worked examples and sample deals (``SEEDS``), to spoil. ``check``
answers one request and holds its answer to the contract: ``ok: true`` with a rule id, or a
coded error in both languages, JSON, within ``BOUND_S`` (a hang guard: speed is ``make bench``'s).
``internal`` is the engine's own name for a crash it caught, so it fails: the failing request is
printed. The fields a junk value goes into are the ones the op reads (engine.request_fields):
any other is refused before the handler runs (tests/engine/test_misspelt_fields.py).
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from engine import games
from engine.api import KNOWN_OPS, handle
from engine.errors import CODES
from engine.request_fields import GAMELESS, declared

from .test_plain_answers import engine_objects

ROOT = Path(__file__).resolve().parents[2]
BOUND_S = 10.0          # per request; generous: a hang guard, not a speed test
CODED = set(CODES) - {"internal"}

GAME_IDS = list(games.GAMES)
ALL_OPS = sorted(KNOWN_OPS | {"rules", "games", "parse"})


def fields_of(game, op) -> list[str]:
    """The fields ``op`` of ``game`` reads (none for an op the game lacks, or junk)."""
    if not isinstance(op, str):
        return []
    if op in GAMELESS:
        return sorted(GAMELESS[op].fields)
    if isinstance(game, str) and game in games.GAMES and (op == "rules" or op in games.op_names(game)):
        return sorted(declared(game, op).fields)
    return []


# Every field any op of any game reads.
FIELDS = sorted({f for g in GAME_IDS for op in ALL_OPS for f in fields_of(g, op)} - {"op", "game"})

TOKENS = ["S3", "H10", "DA", "CK", "S2", "HJ", "SJ", "RJ", "BJ", "大王", "小王", "♠7", "T", "ST",
          "S3x3", "S3x99", "S3x0", "S3x-1", "HAx100000", "Z9", "S1", "S11", "10", "x", "", "♥",
          "黑桃A", "方片5", "S\u0663", "H²", "S 3", "s3", "\x00", "<script>", "S3,H4", "💣"]


def _seed_requests() -> list[dict]:
    """The site's worked examples and the engines' sample deals: realistic requests to spoil."""
    from tests.build.examples import all_examples
    seeds = [req for _, req, _ in all_examples()]
    for path in sorted(ROOT.glob("engine/*/samples/*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(record, dict) and record.get("game") in games.GAMES:
            seeds.append({"op": "replay", "game": record["game"], "deal": record})
    return seeds


SEEDS = _seed_requests()

card_text = st.one_of(
    st.lists(st.sampled_from(TOKENS), max_size=12).map(" ".join),
    st.lists(st.sampled_from(TOKENS[:14]), min_size=50, max_size=400).map(" ".join),  # impossible counts
    st.text(max_size=40),
    st.just("S3 " * 3000),                                   # over the engine's card limit
    st.just("x" * 100_000),                                  # one huge token
)
scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=10**30),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=20), card_text,
)
junk = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=5),
                            st.dictionaries(st.one_of(st.sampled_from(FIELDS), st.text(max_size=5)),
                                            inner, max_size=5)),
    max_leaves=20,
)



@st.composite
def random_request(draw) -> dict:
    """An op (or junk), a game (or none, or junk) and junk in up to six of the op's fields."""
    op = draw(st.one_of(st.sampled_from(ALL_OPS), scalars))
    game = draw(st.one_of(st.none(), st.sampled_from(GAME_IDS), scalars))
    names = fields_of(game, op) if isinstance(game, str) else []
    fields = draw(st.dictionaries(st.sampled_from(names or FIELDS), junk, max_size=6))
    return {"op": op, **({} if game is None else {"game": game}), **fields}


@st.composite
def spoiled_example(draw) -> dict:
    """A real request with one to three things wrong with it."""
    request = json.loads(json.dumps(draw(st.sampled_from(SEEDS))))  # a deep copy
    for _ in range(draw(st.integers(1, 3))):
        keys = sorted(request) or ["op"]
        key = draw(st.sampled_from(keys + (fields_of(request.get("game"), request.get("op")) or FIELDS)))
        how = draw(st.sampled_from(["junk", "drop", "cards", "nest", "game", "grow"]))
        if how == "junk":
            request[key] = draw(junk)
        elif how == "drop":
            request.pop(key, None)
        elif how == "cards":
            request[key] = draw(card_text)
        elif how == "nest":
            request[key] = {key: request.get(key)} if draw(st.booleans()) else [request.get(key)]
        elif how == "game":
            request["game"] = draw(st.sampled_from(GAME_IDS))   # another game's fields
        elif how == "grow" and isinstance(request.get(key), str):
            request[key] = " ".join([request[key]] * draw(st.integers(2, 60)))  # too many copies
    return request


def check(request) -> dict:
    started = time.perf_counter()
    out = handle(request)
    took = time.perf_counter() - started
    assert took < BOUND_S, f"took {took:.1f}s: {request!r}"[:2000]
    assert isinstance(out, dict) and isinstance(out.get("ok"), bool), out
    if out["ok"]:
        assert isinstance(out.get("rule"), str) and out["rule"], out
        assert set(out["explain"]) >= {"zh", "en"}, out
    else:
        error = out["error"]
        assert error["code"] in CODED, f"engine crash on {request!r}:\n{error}"[:4000]
        assert error["zh"] and error["en"], out
    json.dumps(out, allow_nan=False)  # the worker sends it as JSON: it must be JSON
    assert not list(engine_objects(out)), f"engine object in the answer to {request!r}"[:2000]
    return out


FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                          HealthCheck.data_too_large])


def paths(value, keep, path=()):
    """Paths to every leaf inside a request (lists and objects walked) for which ``keep(leaf, path)``."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, keep, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from paths(item, keep, (*path, i))
    elif keep(value, path):
        yield path


def swap(request: dict, path: tuple, value) -> dict:
    """A copy of ``request`` with ``value`` at ``path``."""
    out = json.loads(json.dumps(request))
    target = out
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return out
