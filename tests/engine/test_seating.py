"""The seating data of the ``rules`` answer (engine/seating.py): what each game's source
says about the table, checked against the engine's own turn order where it has one."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from engine import games, labels
from engine.api import handle
from engine.seating import TURNS, order, seating
from engine.games import GAMES as ALL_GAMES

TRACTOR = {g: game for g, game in ALL_GAMES.items() if game.family == "tractor"}
from engine.tractor.throw import ask_order

GAMES = sorted(games.GAMES)
DIRECTIONS = {"clockwise", "counterclockwise"}


def rules(game: str) -> dict:
    answer = handle({"op": "rules", "game": game})
    assert answer["ok"], answer
    return answer


@pytest.mark.parametrize("game", GAMES)
def test_rules_answer_carries_the_seating(game):
    data = rules(game)["seating"]
    assert data == seating(game)
    assert data["players"] == list(games.GAMES[game].players)
    assert data["play"] in DIRECTIONS
    for turn in TURNS:
        assert data.get(turn, "clockwise") in DIRECTIONS
    assert set(data["stated"]) <= {t for t in TURNS if t in data}
    assert data["roles"], game


@pytest.mark.parametrize("game", GAMES)
def test_every_code_has_words_in_both_languages(game):
    data = seating(game)
    found = [("teams", data["teams"])] + [("role", r) for r in data["roles"]]
    found += [("direction", data[t]) for t in TURNS if t in data]
    for domain, code in found:
        assert code in labels.LABELS[domain], (domain, code)
        en = labels.label(domain, code, "en")
        assert "_" not in en and not any("\u4e00" <= ch <= "\u9fff" for ch in en), (domain, code, en)


def test_what_the_sources_say():
    zpy, ss = seating("zhaopengyou"), seating("shuangsheng")
    assert (zpy["deal"], zpy["play"], zpy["throw_query"]) == ("counterclockwise", "clockwise", "counterclockwise")
    assert zpy["teams"] == "friend" and "partners" not in zpy
    assert (ss["deal"], ss["play"], ss["teams"], ss["partners"]) == (
        "counterclockwise", "counterclockwise", "fixed", [[0, 2], [1, 3]])
    assert "throw_query" not in ss  # every unit must be the highest left: nobody is asked in turn
    assert seating("wakeng")["players"] == [3, 4] and seating("wakeng")["teams"] == "digger"
    assert seating("mingan")["players"] == [5, 6] and seating("mingan")["teams"] == "landlord"
    assert seating("wushik")["stated"] == []  # the source names no direction


def test_the_data_is_a_fresh_copy():
    first = seating("shuangsheng")
    first["partners"][0][0] = 9
    first["roles"].append("x")
    assert seating("shuangsheng")["partners"] == [[0, 2], [1, 3]]
    assert seating("shuangsheng")["roles"] == ["banker"]


def test_partners_sit_opposite():
    data = seating("shuangsheng")
    n = data["players"][0]
    assert sorted(s for pair in data["partners"] for s in pair) == list(range(n))
    for a, b in data["partners"]:
        assert (b - a) % n == n // 2


@given(st.integers(min_value=0, max_value=4))
def test_throw_queries_follow_the_engine(leader):
    """The diagram's order of asking is the order the throw op asks in."""
    n = seating("zhaopengyou")["players"][0]
    assert order("zhaopengyou", "throw_query", leader, n)[1:] == ask_order(ALL_GAMES["zhaopengyou"], leader)


@given(st.sampled_from(GAMES), st.data())
def test_play_order_runs_with_the_seat_numbers(game, data):
    n = data.draw(st.sampled_from(games.GAMES[game].players))
    start = data.draw(st.integers(min_value=0, max_value=n - 1))
    seats = order(game, "play", start, n)
    assert sorted(seats) == list(range(n))
    assert all(seats[k + 1] == (seats[k] + 1) % n for k in range(n - 1))
    if "deal" in seating(game) and seating(game)["deal"] != seating(game)["play"]:
        assert order(game, "deal", start, n)[1] == (start - 1) % n
