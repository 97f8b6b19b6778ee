"""Hostile input: ``engine.api.handle`` answers everything, raises nothing, never hangs.

Hypothesis throws at every op of every game: requests made of junk (wrong types, huge
numbers and strings, NaN, nesting, nonsense and impossible cards), and near-misses —
the site's own worked examples and sample deals with one field swapped for junk, dropped,
or a card multiplied beyond what the decks hold. Every answer must be ``ok: true`` with a
rule id, or a coded error with both languages. ``internal`` is the engine's own name for
a crash it caught, so it fails the test: the failing request is printed (report it; the
engine is not this test's to fix).

The time bound is a hang guard (quadratic blow-ups on huge input), far above any real
call; speed itself is measured by ``make bench``.
"""

from __future__ import annotations

import json
import math
import multiprocessing
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import games
from engine.api import KNOWN_OPS, handle, handle_json
from engine.errors import CODES

from .test_plain_answers import engine_objects

ROOT = Path(__file__).resolve().parents[2]
BOUND_S = 10.0          # per request; generous: a hang guard, not a speed test
CODED = set(CODES) - {"internal"}

GAME_IDS = list(games.GAMES)
ALL_OPS = sorted(KNOWN_OPS | {"rules", "games", "parse"})
FIELDS = ["cards", "trump", "play", "previous", "banker", "points", "hand", "players", "partner",
          "bids", "call", "kitty_points", "last_trick", "first_out", "leader", "mode", "order", "lead",
          "bombs", "bid", "landlord", "hands", "plays", "solo", "base", "options", "in_hand", "levels",
          "kitty", "first_deal", "digger", "opener", "deal", "blind_partner", "first", "calls",
          "proposed", "phase", "hou", "card", "first_dealer", "friend", "team_levels", "previous_as",
          "play_as", "started", "player_levels", "counters", "nth", "seats", "winner"]

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

random_request = st.builds(
    lambda op, game, fields: {"op": op, **({} if game is None else {"game": game}), **fields},
    st.one_of(st.sampled_from(ALL_OPS), scalars),
    st.one_of(st.none(), st.sampled_from(GAME_IDS), scalars),
    st.dictionaries(st.sampled_from(FIELDS), junk, max_size=6),
)


@st.composite
def spoiled_example(draw) -> dict:
    """A real request with one to three things wrong with it."""
    request = json.loads(json.dumps(draw(st.sampled_from(SEEDS))))  # a deep copy
    for _ in range(draw(st.integers(1, 3))):
        keys = sorted(request) or ["op"]
        key = draw(st.sampled_from(keys + FIELDS))
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


@FUZZ
@given(random_request)
def test_junk_requests_get_an_answer_or_a_coded_error(request):
    check(request)


@FUZZ
@given(spoiled_example())
def test_spoiled_worked_examples_get_an_answer_or_a_coded_error(request):
    check(request)


@FUZZ
@given(st.sampled_from(GAME_IDS), st.sampled_from(ALL_OPS), st.sampled_from(FIELDS), junk)
def test_every_op_of_every_game_survives_a_junk_field(game, op, field, value):
    check({"op": op, "game": game, field: value})


@settings(max_examples=100, deadline=None)
@given(st.one_of(st.text(max_size=200), st.binary(max_size=50).map(lambda b: b.decode("latin-1")),
                 junk.map(lambda v: json.dumps(v, allow_nan=True))))
def test_the_workers_entry_point_answers_any_text(text):
    """``handle_json`` is what the browser calls: any text in, JSON out."""
    answer = handle_json(text)
    answer.encode("utf-8")  # strict: the worker's text is valid UTF-8, even for a lone surrogate in
    out = json.loads(answer)
    assert out["ok"] is True or out["error"]["code"] in CODED, (text, out)


def test_non_objects_and_huge_requests():
    for request in (None, 1, "classify", [], [{"op": "classify"}], math.nan, {"op": None}):
        assert check(request)["ok"] is False
    assert check({"op": "classify", "game": "mingan", "cards": "S3 " * 100_000})["error"]["code"] == "bad_request"
    assert json.loads(handle_json(" " * 300_000))["error"]["code"] == "bad_request"
    deep = {}
    for _ in range(5000):
        deep = {"deal": deep}
    assert check({"op": "replay", "game": "wushik", "deal": deep})["ok"] is False


def test_impossible_multi_deck_counts_are_impossible():
    """More copies than the decks hold: each game knows its decks."""
    for game, cards in (("wakeng", "S3 S3"), ("mingan", "S3 S3 S3"), ("wushik", "S3 S3 S3"),
                        ("shuangsheng", "S3 S3 S3"), ("zhaopengyou", "S3 S3 S3 S3")):
        request = {"op": "classify", "game": game, "cards": cards}
        if games.GAMES[game].family == "tractor":
            request["trump"] = {"rank": "2", "suit": "S"}
        assert check(request)["error"]["code"] == "impossible", (game, cards)


# --- sizes beyond a deal ---------------------------------------------------------------------
# Every card field of a worked example or a sample deal's record, swapped for more cards than
# one player can hold in the game (up to all its decks): refused with a coded error, never
# answered (no request a page can send asks for more work than a real deal: each GAME's most_in_hand;
# the times before and after are in the report of issue 13; make bench measures speed).

CARD_FIELDS = ("cards", "hand", "play", "previous", "lead", "kitty", "call")


def _oversized() -> list[tuple[dict, str, int]]:
    from engine.cards import format_cards, full_deck
    out, seen = [], set()
    for request in SEEDS:
        game = request.get("game")
        if game not in games.GAMES:
            continue
        g = games.GAMES[game]
        deck = full_deck(jokers=g.jokers) * g.decks
        for name in CARD_FIELDS:
            if isinstance(request.get(name), str) and (game, request["op"], name) not in seen:
                seen.add((game, request["op"], name))
                for n in (games.GAMES[game].most_in_hand + 1, len(deck)):
                    out.append(({**request, name: format_cards(deck[:n])}, name, n))
        hands = request.get("hands") or (request.get("deal") or {}).get("hands")
        if isinstance(hands, dict) and hands and (game, request["op"], "hands") not in seen:
            seen.add((game, request["op"], "hands"))
            big = {**hands, next(iter(hands)): format_cards(deck[:games.GAMES[game].most_in_hand + 1])}
            out.append(({**request, "hands": big} if "hands" in request
                        else {**request, "deal": {**request["deal"], "hands": big}}, "hands", games.GAMES[game].most_in_hand + 1))
    return out


OVERSIZED = _oversized()


def test_the_oversized_cases_reach_every_game_and_op_with_cards():
    assert {r["game"] for r, _, _ in OVERSIZED} == set(GAME_IDS)
    assert {(r["game"], r["op"]) for r, _, _ in OVERSIZED} >= {
        ("mingan", "answers"), ("wushik", "answers"), ("wakeng", "answers"), ("mingan", "beats"),
        ("zhaopengyou", "follow"), ("shuangsheng", "classify")}


@pytest.mark.parametrize("request_, field, n", OVERSIZED,
                         ids=[f"{r['game']}-{r['op']}-{f}-{n}" for r, f, n in OVERSIZED])
def test_more_cards_than_a_deal_holds_are_refused(request_, field, n):
    out = check(request_)
    assert out["ok"] is False and out["error"]["code"] in CODED, out


# --- numbers out of every range ------------------------------------------------------------
# Every number a worked example or a sample deal sends (a seat, a bid, a base, a count, an
# option, one inside a record …) is swapped, one at a time, for a number no game can mean or
# for something that is not a number at all: each must be refused with a coded error (or
# read as an ordinary value), never crash into ``internal`` and never hang (a huge count
# could be used as an exponent or a loop bound). A hang cannot be interrupted inside one
# C-level operation, so these requests are answered in a forked child that is stopped
# when it takes too long.

HUGE = [10**309, -10**309, 10**30, 10**9, 2**63, 1e308 * 10, -math.inf, math.nan, 1e300, -1e300,
        1e-300, 2.5, -1, True, 10**5000]
NOT_NUMBERS = [[1], {"n": 1}, "1e309", "9" * 400, None]


def _numbers(value, path=()):
    """Paths to every number (not a bool) inside a request."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _numbers(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _numbers(item, (*path, i))
    elif type(value) in (int, float):
        yield path


def _numeric_fields() -> list[tuple[dict, tuple]]:
    """One seed request for each (game, op, path to a number) the site's requests use."""
    seen, out = set(), []
    for request in SEEDS:
        for path in _numbers(request):
            shape = (request.get("game"), request.get("op"),
                     tuple("#" if isinstance(p, int) else p for p in path))
            if shape not in seen:
                seen.add(shape)
                out.append((request, path))
    for game in GAME_IDS:   # every declared option too, through the one options check
        for option in handle({"op": "rules", "game": game})["options"]:
            out.append(({"op": "rules", "game": game, "options": {option["name"]: 0}},
                        ("options", option["name"])))
    return out


NUMERIC_FIELDS = _numeric_fields()


def _swap(request: dict, path: tuple, value) -> dict:
    out = json.loads(json.dumps(request))
    target = out
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return out


def _short(value) -> str:
    if type(value) is int and value.bit_length() > 64:   # str() refuses ints over 4300 digits
        return f"{'-' if value < 0 else ''}2**{value.bit_length() - 1}…"
    return repr(value)[:30]


def _name(case) -> str:
    request, path = case
    return f"{request.get('game')}.{request.get('op')}:{'.'.join(map(str, path))}"


def _verdicts(requests: list, conn, answer) -> None:
    for request in requests:
        out = answer(request)
        error = out.get("error") or {}
        code = None if out.get("ok") else error.get("code")
        conn.send((code, str(error.get("en", ""))[:200]))
    conn.close()


def answers_in_a_child(requests: list, seconds: float = BOUND_S, answer=handle) -> list[tuple[str | None, str]]:
    """(error code or None, English message) per request, answered in a forked child;
    ``("hang", …)`` for the first request still unanswered after ``seconds`` (the rest are skipped)."""
    ctx = multiprocessing.get_context("fork")
    mine, theirs = ctx.Pipe(duplex=False)
    child = ctx.Process(target=_verdicts, args=(requests, theirs, answer), daemon=True)
    child.start()
    theirs.close()
    out = []
    try:
        while len(out) < len(requests):
            if not mine.poll(seconds):
                out.append(("hang", f"no answer within {seconds:.0f}s"))
                break
            out.append(mine.recv())
    except EOFError:
        out.append(("hang", "the child process died"))
    finally:
        child.kill()
        child.join()
    return out


def test_the_numeric_fields_cover_every_game():
    assert {request.get("game") for request, _ in NUMERIC_FIELDS} >= set(GAME_IDS)
    assert len(NUMERIC_FIELDS) > 50


def test_a_child_reports_a_hang():
    assert answers_in_a_child([{"op": "games"}, {"op": "parse", "cards": "S3"}])[1] == (None, "")
    stuck = answers_in_a_child([{}, {}], seconds=1, answer=lambda request: time.sleep(60))
    assert stuck == [("hang", "no answer within 1s")]


# Found by the test below, in code this test does not own; reported with the exact request.
# strict: once fixed, the mark must go.
KNOWN_BUGS: dict[str, str] = {}


def _cases():
    return [pytest.param(case, id=_name(case), marks=[pytest.mark.xfail(strict=True, reason=KNOWN_BUGS[_name(case)])]
                         if _name(case) in KNOWN_BUGS else []) for case in NUMERIC_FIELDS]


@pytest.mark.parametrize("case", _cases())
def test_a_number_out_of_every_range_is_refused_not_a_crash(case):
    request, path = case
    values = HUGE + NOT_NUMBERS
    got = answers_in_a_child([_swap(request, path, value) for value in values], seconds=BOUND_S)
    bad = [f"{_name(case)} = {_short(value)}: {code}: {en}"
           for value, (code, en) in zip(values, got) if code in ("internal", "hang")]
    assert not bad, "\n".join(bad)


@FUZZ
@given(st.sampled_from([case for case in NUMERIC_FIELDS if _name(case) not in KNOWN_BUGS]),
       st.one_of(st.integers(), st.integers(min_value=10**18), st.integers(max_value=-10**18),
                 st.floats(), st.lists(st.integers(), max_size=3)))
def test_any_number_in_any_numeric_field_gets_an_answer_or_a_coded_error(case, value):
    request, path = case
    [(code, en)] = answers_in_a_child([_swap(request, path, value)])
    assert code not in ("internal", "hang"), f"{_name(case)} = {_short(value)}: {code}: {en}"


SEAT_FIELDS = {"seat", "banker", "leader", "first", "first_dealer", "landlord", "partner", "digger", "opener",
               "first_out", "friend", "solo", "hou", "winner", "order"}


def test_a_seat_written_in_digits_answers_as_the_seat():
    """One reader of seats: in every game, wherever a seat goes, ``"2"`` means seat 2."""
    differ, games_seen = [], set()
    for request, path in NUMERIC_FIELDS:
        name = next((p for p in reversed(path) if isinstance(p, str)), None)
        target = request
        for step in path:
            target = target[step]
        if name not in SEAT_FIELDS or type(target) is not int:
            continue
        games_seen.add(request["game"])
        as_int, as_text = handle(request), handle(_swap(request, path, str(target)))
        if as_int != as_text:
            differ.append(f"{_name((request, path))}: {json.dumps(as_text, ensure_ascii=False)[:200]}")
    assert not differ, "\n".join(differ)
    assert games_seen == set(GAME_IDS)
