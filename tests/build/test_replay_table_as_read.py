"""The worker's replay writes each step's hands and board as a frame reads it (decision 56,
engine.table_later): a first frame writes the steps it shows, not the whole deal's; every
frame so drawn, in any order of asking, is the frame drawn from the engine's answer written
whole (``handle``); once every frame is made, the answer kept is that answer, key for key.
A record with a house rule off its default is written whole (engine.decided compares and
copies whole steps), its nested replays too. Real engine answers: every sample and random deals of every game and
table size, each whole, cut short and broken.
"""

from __future__ import annotations

import json

import pytest

from engine.api import dumps, handle
from engine.table_later import written_as_read
from widgets.render import live
from widgets.render.replay import frame_html, frames, seats_of

from .test_replay_frames_as_asked import _variants
from .test_replay_live_answer import records


def _view(k: int, **more) -> str:
    return json.dumps({"lang": "zh", "root": "/", "draw": "replay", "frame": k, **more})


@pytest.mark.parametrize("record", list(_variants()))
def test_steps_written_as_read_draw_the_frames_of_the_whole_answer(record):
    game = record["game"]
    request = {"op": "replay", "game": game, "deal": record, "table": True}
    whole = handle(request)
    fs = frames(game, record, whole)
    text = json.dumps(request, ensure_ascii=False)
    live._KEPT.clear()
    for k in (0, len(fs) - 1, len(fs) // 2, 1):     # the first, then a shared link's last, …
        k = min(k, len(fs) - 1)
        got = json.loads(live.answer(text, _view(k)))
        assert got["html"] == frame_html(fs[k], k, len(fs), game=game, lang="zh", root="/",
                                         seats=seats_of(record), response=whole)
    live.answer(text, _view(0, list=True))          # the play list: every frame, so every step
    kept = live._KEPT[text]
    assert kept["writer"] is not None and kept["writer"].written == len(whole["steps"]) - 1
    assert dumps(kept["response"]) == dumps(whole)   # the same values, the same keys in the same order
    live._KEPT.clear()


def test_a_first_frame_writes_only_the_steps_it_shows():
    for record in records(seeds=(5,)):
        text = json.dumps({"op": "replay", "game": record["game"], "deal": record, "table": True})
        live._KEPT.clear()
        live.answer(text, _view(1))
        kept = live._KEPT[text]
        steps = kept["response"]["steps"]
        assert kept["writer"].written <= 2 < len(steps)
        assert all("hands" in s and "board" in s for s in steps[:2])
        assert not any("hands" in s or "board" in s for s in steps[3:])
    live._KEPT.clear()


def test_a_house_rule_off_its_default_writes_every_step_at_once():
    """engine.decided names the house rules that decided each step by comparing whole steps
    (and copies those it names): such an answer is written whole, its nested replays too."""
    record = json.loads(open("engine/tractor/samples/zpy_failed_throw.json", encoding="utf-8").read())
    record = {**record, "options": {**record.get("options", {}), "tractor_min_pairs": 3}}
    request = {"op": "replay", "game": "zhaopengyou", "deal": record, "table": True}
    with written_as_read() as box:
        got = handle(request)
    assert box == [None]
    assert dumps(got) == dumps(handle(request))
    with written_as_read() as box:                   # at the defaults: the steps left to the writer
        handle({**request, "deal": {**record, "options": {}}})
    assert box and box[0] is not None and box[0].written == -1
