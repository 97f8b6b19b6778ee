"""Numbers out of every range: every number a worked example or a sample deal sends (a seat, a
bid, a base, a count, an option, one inside a record …) is swapped, one at a time, for a number no
game can mean or for something that is not a number at all: each must be refused with a coded
error (or read as an ordinary value), never crash into ``internal`` and never hang (a huge count
could be used as an exponent or a loop bound). A hang cannot be interrupted inside one C-level
operation, so these requests are answered in a forked child that is stopped when it takes too long.
"""

from __future__ import annotations

import json
import math
import multiprocessing
import time

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.api import handle

from .fuzz_inputs import BOUND_S, FUZZ, GAME_IDS, SEEDS, paths, swap as _swap

HUGE = [10**309, -10**309, 10**30, 10**9, 2**63, 1e308 * 10, -math.inf, math.nan, 1e300, -1e300,
        1e-300, 2.5, -1, True, 10**5000]
NOT_NUMBERS = [[1], {"n": 1}, "1e309", "9" * 400, None]


def _numbers(value):
    """Paths to every number (not a bool) inside a request."""
    return paths(value, lambda leaf, _path: type(leaf) in (int, float))


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
