"""The worker draws a replay's frames from the engine's answer as the engine gives it (not
written out as JSON and read back, widgets/render/live.py): every frame, and the answer sent
with it, must be what the answer read back from its JSON text would give.

Real engine answers: every sample deal, and random deals of every game and table size.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.api import handle, handle_json
from engine.games import GAMES
from widgets.render import live
from widgets.render.replay import frame_html, frames, seats_of

SAMPLES = sorted(Path("engine").glob("*/samples/*.json"))
TABLES = [(game, players) for game in GAMES for players in GAMES[game].players]


def records(seeds=(1, 77)):
    """Every sample deal, then a random deal of every game and table size for each seed."""
    for path in SAMPLES:
        yield json.loads(path.read_text(encoding="utf-8"))
    for game, players in TABLES:
        for seed in seeds:
            yield handle({"op": "simulate", "game": game, "seed": seed, "players": players})["deal"]


@pytest.mark.parametrize("record", list(records()), ids=lambda r: f"{r['game']}-{r.get('seed', r.get('title'))}")
def test_every_frame_is_drawn_as_from_the_json_answer(record):
    game = record["game"]
    request = json.dumps({"op": "replay", "game": game, "deal": record, "table": True}, ensure_ascii=False)
    read_back = json.loads(handle_json(request))
    fs = frames(game, record, read_back)
    short = {k: v for k, v in read_back.items() if k not in ("steps", "table")}
    for lang in ("zh", "en"):
        for k in range(len(fs)):
            got = json.loads(live.answer(request, json.dumps({"lang": lang, "root": "/", "draw": "replay",
                                                                  "frame": k})))
            assert got["frames"] == len(fs) and got["frame"] == k
            assert got["response"] == short
            assert got["html"] == frame_html(fs[k], k, len(fs), game=game, lang=lang, root="/",
                                             seats=seats_of(record), response=read_back)
