"""The worker makes a replay's frames as they are asked for (``replay.Frames``, decision 46):
the frames so made, in any order of asking, are the frames made all at once, and their count,
worked out from the answer's steps, is the number of frames there are. Real engine answers:
every sample deal and random deals of every game and table size, each also cut short (a deal
unfinished) and broken (a step that breaks a rule), the two families' broken frames included.
"""

from __future__ import annotations

import copy
import gc
import json
import weakref

import pytest

from engine.api import handle
from widgets.render import live
from widgets.render.replay import Frames, frame_count, frames

from .test_replay_live_answer import records


def _cut(record: dict) -> dict:
    """The record stopped halfway through its play."""
    out = copy.deepcopy(record)
    key = "tricks" if "tricks" in out else "plays"
    out[key] = out[key][: len(out[key]) // 2]
    return out


def _broken(record: dict) -> dict:
    """The record with a step halfway through played out of turn (the seat after the right one)."""
    out = copy.deepcopy(record)
    players = len(out["hands"])
    if "tricks" in out:
        trick = out["tricks"][len(out["tricks"]) // 2]
        trick[1]["seat"] = (trick[1]["seat"] + 1) % players
    else:
        play = out["plays"][len(out["plays"]) // 2]
        play["seat"] = (play["seat"] + 1) % players
    return out


def _variants():
    for record in records(seeds=(3,)):
        name = f"{record['game']}-{record.get('seed', record.get('title', {}).get('en'))}"
        yield pytest.param(record, id=f"{name}-whole")
        yield pytest.param(_cut(record), id=f"{name}-cut")
        yield pytest.param(_broken(record), id=f"{name}-broken")


@pytest.mark.parametrize("record", list(_variants()))
def test_frames_made_as_asked_are_the_frames_made_at_once(record):
    game = record["game"]
    response = handle({"op": "replay", "game": game, "deal": record, "table": True})
    assert response["ok"]
    whole = frames(game, record, response)
    assert frame_count(game, record, response) == len(whole) > 0
    jumped = Frames(game, record, response)      # the last first, as a shared link to the end asks
    assert len(jumped) == len(whole)
    assert [jumped[k] for k in (len(whole) - 1, 0, len(whole) // 2)] == [whole[-1], whole[0], whole[len(whole) // 2]]
    stepped = Frames(game, record, response)     # one step at a time, as a reader steps
    assert [stepped[k] for k in range(len(whole))] == whole
    assert Frames(game, record, response).every() == whole
    with pytest.raises(IndexError):
        stepped[len(whole)]


def test_a_broken_record_ends_on_its_failure_frame():
    """The variants above do break: each family's record with a step out of turn ends on the
    frame of the step that broke a rule."""
    for record in [r for r in records(seeds=(3,)) if r["game"] in ("zhaopengyou", "mingan")]:
        broken = _broken(record)
        response = handle({"op": "replay", "game": record["game"], "deal": broken, "table": True})
        assert response["ok"] and response["valid"] is False
        assert any(row.get("bad") for row in Frames(record["game"], broken, response).every()[-1]["rows"])


def test_the_worker_makes_only_the_frames_asked_for():
    record = json.loads(open("engine/climbing/samples/mingan-6p.json", encoding="utf-8").read())
    request = json.dumps({"op": "replay", "game": "mingan", "deal": record, "table": True})
    live._KEPT.clear()
    got = json.loads(live.answer(request, json.dumps({"lang": "zh", "root": "/", "draw": "replay", "frame": 2})))
    kept = live._KEPT[request]["frames"]
    assert got["frames"] == len(kept) > 100 and len(kept._made) == 3     # frames 0–2, none after
    live.answer(request, json.dumps({"lang": "en", "root": "/", "draw": "replay", "frame": 1, "list": True}))
    assert len(kept._made) == len(kept)                                  # the play list: every frame


def test_kept_replays_out_of_the_collectors_sight_are_freed_once_dropped():
    """The worker moves a kept replay out of the cyclic collector's sight (``gc.freeze``): it
    holds no reference cycle, so dropping it frees it. Every sample's replay, stepped (its play
    list made too) and dropped or pushed out with the collector switched off, leaves none of its frames alive:
    counting alone freed them, as it must for frozen objects."""
    requests = [json.dumps({"op": "replay", "game": r["game"], "deal": r, "table": True})
                for r in records(seeds=(4,))]
    was_on = gc.isenabled()
    gc.disable()
    try:
        live._KEPT.clear()
        alive = []
        for request in requests:
            for k in (0, 5, 1):
                live.answer(request, json.dumps({"lang": "zh", "root": "/", "draw": "replay", "frame": k}))
            alive.append(weakref.ref(live._KEPT[request]["frames"]))
        live.answer(requests[0], json.dumps({"lang": "en", "root": "/", "draw": "replay", "frame": 0, "list": True}))
        kept = {id(v["frames"]) for v in live._KEPT.values()}
        assert gc.get_freeze_count() > 0 and kept and len(alive) > len(kept)
        # those pushed out of the few kept are gone already; the kept ones live until dropped
        assert [ref() is not None for ref in alive] == [id(ref()) in kept for ref in alive]
        live._KEPT.clear()
        assert [ref() is None for ref in alive] == [True] * len(alive)
    finally:
        if was_on:
            gc.enable()
