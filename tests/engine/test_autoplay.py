"""The ``autoplay`` op (issue 25 item 2): a deal played out from one seat, the engine taking the
others. For every game, from every seat, over many seeds, with the reader's own choices drawn at
random among the legal ones (tests/engine/record_players.py), the deal reaches its end and
``replay`` in CPython finds every step legal. The op is strict about its fields, answers the
same to the same request, leaves the reader's steps to the reader, and never raises."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from engine import games
from engine.api import handle

from .fuzz_inputs import check
from .record_players import counted_steps, play_from, replay

SEATS = [(g.id, seat) for g in games.GAMES.values() for seat in range(g.players[0])]


@pytest.mark.parametrize("game, seat", SEATS)
def test_a_deal_played_from_each_seat_ends_with_every_step_legal(game, seat):
    for seed in (seat, 100 + seat):
        rng = random.Random(seed)
        record, mine = play_from(game, seat, seed, rng)
        out = replay(game, record)
        assert out["ok"] and out["valid"], (game, seat, seed, out.get("failure"))
        assert out["complete"] and out["next"] == {"phase": "over", "seat": None}
        assert mine > 0 or out["result"].get("redeal"), "the reader took no step"


@pytest.mark.parametrize("game, players", [(g.id, n) for g in games.GAMES.values() for n in g.players[1:]])
def test_the_other_table_sizes(game, players):
    for seat in (0, players - 1):
        record, _ = play_from(game, seat, 40 + seat, random.Random(seat), players)
        out = replay(game, record)
        assert record["players"] == players and out["valid"] and out["complete"], out.get("failure")


@settings(max_examples=12, deadline=None)
@given(game=st.sampled_from(list(games.GAMES)), seed=st.integers(0, 2**53 - 1), data=st.data())
def test_any_seed_any_seat(game, seed, data):
    seat = data.draw(st.integers(0, games.GAMES[game].players[0] - 1))
    record, _ = play_from(game, seat, seed, random.Random(seed))
    out = replay(game, record)
    assert out["valid"] and out["complete"], out.get("failure")


@pytest.mark.parametrize("game", list(games.GAMES))
def test_the_engine_stops_at_the_readers_turn_and_takes_none_of_its_steps(game):
    seat = 1
    out = handle({"op": "autoplay", "game": game, "seat": seat, "seed": 11})
    assert out["ok"] and out["seat"] == seat and out["deal"]["game"] == game
    nxt = out["next"]
    assert nxt["phase"] == "over" or nxt["seat"] in (seat, None)
    assert counted_steps(out["deal"])[seat] == 0
    assert out["replay"]["valid"] and out["replay"]["next"] == nxt
    again = handle({"op": "autoplay", "game": game, "seat": seat, "seed": 11})
    assert again == out, "the same request gives the same answer"


@pytest.mark.parametrize("game", list(games.GAMES))
def test_the_readers_turn_already_adds_nothing(game):
    first = handle({"op": "autoplay", "game": game, "seat": 0, "seed": 4})
    if first["next"]["seat"] != 0:
        pytest.skip("the bidding is open to everyone here")
    again = handle({"op": "autoplay", "game": game, "seat": 0, "seed": 99, "deal": first["deal"]})
    assert again["added"] == 0 and again["deal"] == first["deal"]


@pytest.mark.parametrize("game", list(games.GAMES))
def test_unknown_fields_are_refused(game):
    out = handle({"op": "autoplay", "game": game, "seat": 0, "seed": 1, "sead": 2})
    assert not out["ok"] and out["error"]["code"] == "bad_request" and out["error"]["field"] == "sead"
    assert out["error"]["meant"] == "seed"
    deal = handle({"op": "autoplay", "game": game, "seat": 0, "seed": 1})["deal"]
    out = handle({"op": "autoplay", "game": game, "seat": 0, "deal": {**deal, "hnads": {}}})
    assert not out["ok"] and out["error"]["field"] == "deal.hnads"


@pytest.mark.parametrize("game", list(games.GAMES))
def test_a_broken_record_gets_nothing_added(game):
    deal = handle({"op": "simulate", "game": game, "seed": 3})["deal"]
    if "tricks" in deal:
        deal["tricks"] = [list(reversed(deal["tricks"][0]))]
    else:
        deal["plays"] = list(reversed(deal["plays"][:3]))
    out = handle({"op": "autoplay", "game": game, "seat": 0, "deal": deal})
    assert out["ok"] and out["added"] == 0 and not out["replay"]["valid"]


def test_a_seat_off_the_table_and_unknown_hands_are_refused_in_words():
    out = handle({"op": "autoplay", "game": "wushik", "seat": 4, "seed": 1})
    assert out["error"]["code"] == "bad_request" and out["error"]["field"] == "seat"
    deal = handle({"op": "simulate", "game": "shuangsheng", "seed": 3})["deal"]
    deal["hands"]["1"] = None
    out = handle({"op": "autoplay", "game": "shuangsheng", "seat": 0, "deal": deal})
    assert out["error"]["field"] == "deal.hands" and out["error"]["zh"] and out["error"]["en"]


@settings(max_examples=60, deadline=None)
@given(game=st.sampled_from(list(games.GAMES)),
       junk=st.one_of(st.none(), st.integers(-5, 10**20), st.text(max_size=20), st.booleans(),
                      st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=5), st.integers(), max_size=3)),
       where=st.sampled_from(["seat", "seed", "players", "table", "deal"]))
def test_autoplay_never_raises_on_junk(game, junk, where):
    check({"op": "autoplay", "game": game, "seat": 0, where: junk})
