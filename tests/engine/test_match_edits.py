"""Correcting and undoing a deal of a match (issue 26, Tests): nothing is kept between requests, so
a file with deal k changed or removed is worked out anew from the start, and each answer's rows
are those a sheet gets by entering the same deals one at a time; the deals before k never move.
And ``python -m engine`` replays a whole match file, as the page asks it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from engine.api import handle
from .match_entries import climbing_evening, tractor_evening

ROOT = Path(__file__).resolve().parents[2]
DEALS = 10


@cache
def _evening(game: str) -> tuple[dict, list]:
    """A match file's start and ten entries from real random deals."""
    if game in ("zhaopengyou", "shuangsheng"):
        start = {"levels": ["2"] * 5} if game == "zhaopengyou" else {"levels": ["2", "2"], "banker": 0}
        entries, _ = tractor_evening(game, range(40, 200), start["levels"], DEALS, banker=start.get("banker"))
        return start, entries
    players = {"wakeng": 3, "mingan": 5, "wushik": 4}[game]
    entries, _, _ = climbing_evening(game, range(40, 40 + DEALS), players, 2, 0 if game == "wushik" else None)
    start = {"players": players} if game == "wakeng" else {"players": players, "base": 2}
    if game == "wushik":
        start["banker"] = 0
        entries = [{k: v for k, v in e.items() if k != "banker"} for e in entries]
    return start, entries


def evening(game: str) -> tuple[dict, list]:
    start, entries = _evening(game)
    return dict(start), list(entries)


def match(game: str, start: dict, deals: list) -> dict:
    players = start.get("players")
    file = {"start": {k: v for k, v in start.items() if k != "players"}, "deals": deals}
    return handle({"op": "match", "game": game, "match": {**file, **({"players": players} if players else {})}})


def changed(game: str, entry: dict) -> dict:
    """The entry as a table would correct it: another total, another first out."""
    if "points" in entry and "kitty_points" in entry:
        return {**entry, "points": entry["points"] + 5 if entry["points"] < 150 else entry["points"] - 5}
    if game == "wushik":
        return {**entry, "bombs": []}
    return {**entry, "first_out": (entry["first_out"] + 1) % (3 if game == "wakeng" else 5)}


GAMES = ["zhaopengyou", "shuangsheng", "wakeng", "mingan", "wushik"]


@pytest.mark.parametrize("game", GAMES)
def test_deals_entered_one_at_a_time_give_the_whole_files_rows(game):
    start, entries = evening(game)
    whole = match(game, start, entries)
    assert whole["ok"], whole
    for j in range(1, len(entries) + 1):
        part = match(game, start, entries[:j])
        assert part["deals"] == whole["deals"][:j]
        assert part["standing"] == whole["deals"][j - 1]["standing"] and part["next"] == whole["deals"][j - 1]["next"]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("k", [1, 4, DEALS])
def test_a_corrected_deal_is_the_corrected_evening_entered_from_the_start(game, k):
    start, entries = evening(game)
    k = min(k, len(entries))        # 找朋友's evening may end early, won at A
    whole = match(game, start, entries)
    fixed = [*entries[:k - 1], changed(game, entries[k - 1]), *entries[k:]]
    again = match(game, start, fixed)
    if not again["ok"]:           # the change moved a fixed banker: a later deal is refused, named
        assert again["error"]["deal"] > k, again
        return
    assert again["deals"][:k - 1] == whole["deals"][:k - 1]
    assert again["deals"][k - 1]["result"] != whole["deals"][k - 1]["result"]
    for j in range(k, len(fixed) + 1):          # the sheet entering the corrected deals anew
        assert match(game, start, fixed[:j])["deals"][-1] == again["deals"][j - 1]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("k", [1, 5, DEALS])
def test_an_undone_deal_is_the_evening_without_it(game, k):
    start, entries = evening(game)
    k = min(k, len(entries))
    whole = match(game, start, entries)
    rest = entries[:k - 1] + entries[k:]
    again = match(game, start, rest)
    if not again["ok"]:           # 双升, 五十K: the undone deal fixed the next banker
        assert again["error"]["deal"] >= k and again["error"]["field"].startswith(f"match.deals[{again['error']['deal'] - 1}]")
        return
    assert again["deals"][:k - 1] == whole["deals"][:k - 1] and len(again["deals"]) == len(rest)
    assert [row["deal"] for row in again["deals"]] == list(range(1, len(rest) + 1))


def test_the_command_line_replays_a_match_file():
    start, entries = evening("mingan")
    request = {"op": "match", "game": "mingan",
               "match": {"players": 5, "start": {"base": 2}, "deals": entries}}
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-m", "engine"], input=json.dumps(request).encode(), capture_output=True,
                          cwd=ROOT, env=env, timeout=120)
    assert proc.returncode == 0 and not proc.stderr
    assert json.loads(proc.stdout.decode("utf-8")) == handle(request)
    bad = {**request, "match": {**request["match"], "deals": [*entries, {**entries[0], "first_out": 9}]}}
    proc = subprocess.run([sys.executable, "-m", "engine", json.dumps(bad)], capture_output=True, cwd=ROOT, env=env,
                          timeout=120)
    assert proc.returncode == 1 and json.loads(proc.stdout)["error"]["deal"] == DEALS + 1
