"""``replay`` with ``"table": true``: the ``board`` on every step (who is who, the counts), checked
against what the answer says elsewhere — the result's banker, friend, sides, points taken,
bombs; each step's cards left and places — for every sample record and for simulated deals of
every game and table size, whole, cut short and broken."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from engine.api import handle

ROOT = Path(__file__).resolve().parents[2] / "engine"
SAMPLES = sorted(ROOT.glob("*/samples/*.json"))
TABLES = [("zhaopengyou", 5), ("shuangsheng", 4), ("wakeng", 3), ("wakeng", 4), ("mingan", 5), ("mingan", 6),
          ("wushik", 4)]


def table_view(record):
    out = handle({"op": "replay", "game": record["game"], "deal": record, "table": True})
    assert out["ok"], out
    return out


def records():
    for path in SAMPLES:
        yield path.stem, json.loads(path.read_text(encoding="utf-8"))
    for game, players in TABLES:
        for seed in range(3):
            deal = handle({"op": "simulate", "game": game, "seed": seed, "players": players})["deal"]
            yield f"{game}-{players}-{seed}", deal
            key = "tricks" if "tricks" in deal else "plays"
            cut = copy.deepcopy(deal)
            cut[key] = cut[key][:7]
            yield f"{game}-{players}-{seed}-cut", cut


def seats_with(board, role):
    return [s for s, roles in enumerate(board["roles"]) if role in roles]


def check_tractor(answer):
    points = None
    for step in answer["steps"]:
        board = step["board"]
        points = points or [0] * len(board["points"])
        if step["step"] == "trick" and step["winner"] is not None:
            points[step["winner"]] += step["points"]
        assert board["points"] == points, step
        if "sides" in board:
            assert sum(board["sides"].values()) == sum(points)
    result = answer["result"]
    if result and not result.get("redeal"):
        last = answer["steps"][-1]["board"]
        assert seats_with(last, "banker") == [result["banker"]]
        mine = sum(last["points"][s] for s in result["defenders"])
        assert last["sides"] == {"defenders": mine, "attackers": sum(last["points"]) - mine}
        if result.get("friend") is not None:
            assert result["friend"] in seats_with(last, "friend")


def check_climbing(answer):
    bombs = 0
    for step in answer["steps"]:
        board = step["board"]
        bombs += bool(step["step"] == "play" and step["as"].get("bomb"))
        assert board["bombs"] == bombs
        if "left" in board:
            assert board["left"] == [len(step["hands"][str(s)].split()) for s in range(len(board["left"]))]
        if step["step"] == "play" and "out" in step and "place" in board:
            assert board["place"][step["seat"]] == step["out"]
    result = answer["result"]
    if result:
        last = answer["steps"][-1]["board"]
        if "bombs" in result:
            assert last["bombs"] == len(result["bombs"])
        for role in ("digger", "landlord", "banker"):
            if role in result:
                assert result[role] in seats_with(last, role)
        if "taken" in result:
            assert last["points"] == [result["taken"][str(s)] for s in range(len(last["points"]))]


@pytest.mark.parametrize("name,record", list(records()), ids=lambda v: v if isinstance(v, str) else "")
def test_the_board_agrees_with_the_answer(name, record):
    answer = table_view(record)
    players = len(record["hands"])
    assert len(answer["table"]["board"]["roles"]) == players
    assert all(len(step["board"]["roles"]) == players for step in answer["steps"])
    if "tricks" in record:
        check_tractor(answer)
    else:
        check_climbing(answer)
        assert answer["table"]["previous_as"] is (record["game"] != "wakeng")


def test_a_record_broken_at_its_call_still_has_the_board_as_dealt():
    record = json.loads((ROOT / "climbing/samples/wushik-partner.json").read_text(encoding="utf-8"))
    record["call"] = "RJ"
    answer = table_view(record)
    assert answer["valid"] is False and answer["steps"] == []
    board = answer["table"]["board"]
    assert seats_with(board, "banker") == [record["banker"]] and board["points"] == [0, 0, 0, 0]


def test_a_hidden_partner_shows_itself_with_the_called_card():
    for name in ("mingan-5p", "wushik-partner"):
        record = json.loads((ROOT / f"climbing/samples/{name}.json").read_text(encoding="utf-8"))
        answer = table_view(record)
        setup = answer["steps"][0]
        card, role = setup.get("partner_card") or setup["card"], "hidden_partner" if "landlord" in setup else "partner"
        shown = next(i for i, s in enumerate(answer["steps"])
                     if s["step"] == "play" and s["seat"] == setup["partner"] and card in s["cards"].split())
        assert role not in answer["steps"][shown - 1]["board"]["roles"][setup["partner"]]
        assert role in answer["steps"][shown]["board"]["roles"][setup["partner"]]
