"""The ``simulate`` op: one random deal from a seed, played by legal moves, as a deal record.

Every game and table size: the record replays valid and complete; the same seed gives the same
record (in this process and in another with a different string hash seed: nothing depends on
the order of a set or a dict of strings); seeds and table sizes outside the game's are refused
in words; house rules go into the record, which replays under them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from engine import games
from engine.api import handle
from engine.random_deal import MAX_SEED, deal_record
from engine.tractor.simulate import random_record
from tests.engine.helpers import replay

ROOT = Path(__file__).resolve().parents[2]
TABLES = [(g, p) for g in games.GAMES for p in games.GAMES[g].players]


def simulate(game, seed, **extra):
    return handle({"op": "simulate", "game": game, "seed": seed, **extra})


@pytest.mark.parametrize("game, players", TABLES)
def test_every_game_and_table_size(game, players):
    for seed in (0, 1, 2, 99, MAX_SEED):
        out = simulate(game, seed, players=players)
        assert out["ok"], out
        assert out["rule"] == f"{game}.overview" and out["seed"] == seed and out["players"] == players
        assert out["explain"]["zh"] and out["explain"]["en"]
        record = out["deal"]
        assert record["game"] == game and record["seed"] == seed and len(record["hands"]) == players
        assert record["title"]["zh"] and record["title"]["en"] and record["options"] == {}
        played = replay(record)
        assert played["ok"] and played["valid"] and played["complete"], played.get("explain")
        assert not (played["result"] or {}).get("redeal")
        assert json.loads(json.dumps(out, ensure_ascii=False)) == out      # JSON as it is


@settings(max_examples=25, deadline=None)
@given(table=st.sampled_from(TABLES), seed=st.integers(0, MAX_SEED))
def test_same_seed_same_record_and_it_replays(table, seed):
    game, players = table
    first = simulate(game, seed, players=players)
    assert simulate(game, seed, players=players) == first
    played = replay(first["deal"])
    assert played["valid"] and played["complete"]
    other = simulate(game, seed + 1 if seed < MAX_SEED else seed - 1, players=players)
    assert other["deal"]["hands"] != first["deal"]["hands"]


def test_players_left_out_is_the_games_first_size():
    for game in games.GAMES:
        assert simulate(game, 7) == simulate(game, 7, players=games.GAMES[game].players[0])


def test_the_same_record_in_another_process():
    """Another interpreter, another hash seed for strings: the same records, byte for byte."""
    asks = [{"op": "simulate", "game": g, "seed": s, "players": p} for g, p in TABLES for s in (0, 3, 2**40)]
    code = ("import json, sys; from engine.api import handle; "
            "print(json.dumps([handle(a) for a in json.loads(sys.argv[1])], ensure_ascii=False))")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONHASHSEED": "12345"}
    proc = subprocess.run([sys.executable, "-c", code, json.dumps(asks)], env=env, cwd=ROOT,
                          capture_output=True, text=True, check=True)
    assert json.loads(proc.stdout) == [handle(a) for a in asks]


def test_a_deal_nobody_bids_on_is_dealt_again():
    opts = {o.name: o.default for o in games.options("shuangsheng")}
    redealt = next(s for s in range(2000) if "tricks" not in random_record("shuangsheng", s, opts))
    record = deal_record("shuangsheng", redealt, 4, opts)
    assert record["tricks"] and record["seed"] == redealt
    assert replay(record)["complete"]


@pytest.mark.parametrize("game, options", [
    ("wakeng", {"must_beat": True, "four_player_stake": "balanced"}),
    ("mingan", {"fan": "linear"}),
    ("wushik", {"four_jokers": "highest", "bomb_stack": "add"}),
    ("zhaopengyou", {"zhaopengyou_friend_banker_copies": "skip"}),
    ("shuangsheng", {"shuangsheng_chaodi_turns": "free"}),
])
def test_house_rules_go_into_the_record(game, options):
    declared = {o.name: o for o in games.options(game)}
    options = {k: v for k, v in options.items() if k in declared and declared[k].default != v}
    assert options, "the test names house rules the game has, set away from their default"
    out = simulate(game, 11, options=options)
    assert out["ok"] and out["deal"]["options"] == options
    assert replay(out["deal"])["valid"]


@pytest.mark.parametrize("ask, field", [
    ({"seed": -1}, "seed"), ({"seed": MAX_SEED + 1}, "seed"), ({"seed": True}, "seed"),
    ({"seed": "3"}, "seed"), ({"seed": 1.5}, "seed"), ({}, "seed"),
    ({"seed": 1, "players": 5}, "players"), ({"seed": 1, "players": "3"}, "players"),
])
def test_a_seed_or_table_size_the_game_lacks_is_refused_in_words(ask, field):
    out = handle({"op": "simulate", "game": "wakeng", **ask})
    assert out["ok"] is False and out["error"]["code"] == "bad_request" and out["error"]["field"] == field
    assert out["error"]["zh"] and out["error"]["en"] and "seed" not in out["error"]["en"]


@pytest.mark.parametrize("seed", [-1, MAX_SEED + 1, True, "3", 1.5, None])
def test_a_bad_seed_is_named_as_the_deal_number(seed):
    """A random deal's seed is its number (as the random-deal box says), not a question's (drill)."""
    ask = {"seed": seed} if seed is not None else {}
    out = handle({"op": "simulate", "game": "zhaopengyou", **ask})["error"]
    assert "「牌局编号」" in out["zh"] and "题号" not in out["zh"], out
    assert out["en"].startswith("The deal number ") and "question" not in out["en"], out
    drill = handle({"op": "drill", "game": "zhaopengyou", **ask})["error"]
    assert "「题号」" in drill["zh"] and drill["en"].startswith("The question number "), drill


def test_unknown_house_rule_is_refused():
    out = simulate("wushik", 1, options={"no_such_rule": True})
    assert out["ok"] is False and out["error"]["field"] == "options.no_such_rule"
