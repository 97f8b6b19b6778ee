"""A replay reads like a hand record, in the one renderer (CPython; the browser tests check the
same in Chromium): the heading line says the trump once the bidding is over (the tractor
games) and who is who, the stake and the called card (the climbing games); the leader is
marked at every step that has one; a failed throw names the cards that beat it; the play
list lists every play with its cards and comes from the worker with a frame when asked.

Every sample deal, and random deals of every game and table size.
"""

from __future__ import annotations

import json
import re

import pytest

from engine.api import handle
from engine.games import GAMES
from engine.text import cards_in, seat_no
from widgets.render import live
from widgets.render.replay import frame_html, frames, seats_of
from widgets.render.replay_list import list_html
from widgets.render.verdict import trump_text
from widgets.render.words import say

from .test_replay_live_answer import SAMPLES, records



def replayed(record):
    game = record["game"]
    response = handle({"op": "replay", "game": game, "deal": record, "table": True})
    assert response["ok"] and response["valid"], response.get("explain")
    return game, response, frames(game, record, response)


RECORDS = list(records(seeds=(5,)))
IDS = [f"{r['game']}-{r.get('seed', r.get('title', {}).get('en'))}" for r in RECORDS]


@pytest.mark.parametrize("record", RECORDS, ids=IDS)
def test_every_step_after_the_bidding_shows_the_trump_or_contract_and_the_leader(record):
    game, response, fs = replayed(record)
    tractor = GAMES[game].family == "tractor"
    first_play = next(k for k, f in enumerate(fs) if f["rows"] and f["rows"][0].get("seat") is not None
                      and (f.get("group") or f["label"]["en"].startswith("Trick")))
    for k, f in enumerate(fs):
        score = f["score"]
        for lang in ("zh", "en"):
            html = frame_html(f, k, len(fs), game=game, lang=lang, root="/", seats=seats_of(record),
                              response=response)
            if k >= first_play:
                assert "leader" in score, (k, f["label"])
                marked = re.findall(r'data-seat="(\d)"><div class="pl-table-head"><span class="pl-seat" '
                                    r'data-seat="\d">[^<]*</span>(?: <span class="pl-seat-mark pl-role">[^<]*</span>)*'
                                    r' <span class="pl-seat-mark pl-lead">', html)
                assert marked == [str(score["leader"])], (k, lang)
                if tractor:
                    assert f'<span data-contract="trump">{trump_text(score["trump"], lang)}</span>' in html
                else:
                    assert 'class="pl-replay-contract"' in html and 'data-contract="role"' in html
        lead = [r for r in f["rows"] if r.get("lead")]
        if f["label"]["en"].startswith("Trick") or f.get("group"):
            assert len(lead) == 1 and lead[0]["seat"] == score["leader"], (k, f["label"])
            assert f["rows"][0] is lead[0]


@pytest.mark.parametrize("name", ["zpy_failed_throw", "ss_chaodi"])
def test_a_failed_throw_names_the_cards_that_beat_it(name):
    record = json.loads(next(p for p in SAMPLES if p.stem == name).read_text(encoding="utf-8"))
    game, response, fs = replayed(record)
    throws = [s for s in response["steps"] if s["step"] == "throw"]
    noted = [f for f in fs if f["label"]["en"] == "Failed throw"]
    assert throws and len(noted) == len(throws)
    for step, f in zip(throws, noted):
        by = step["beaten_by"]
        assert by["seat"] == step["blocker"] and by["cards"]
        for lang in ("zh", "en"):
            words = say("beaten", lang, seat=seat_no(by["seat"]), cards=cards_in(by["cards"], lang),
                        left=cards_in(step["cards"], lang))
            assert f["notes"] == [{"zh": f["notes"][0]["zh"], "en": f["notes"][0]["en"]}]
            assert f["notes"][0][lang] == words and cards_in(by["cards"], lang) in words
            assert words.replace("'", "&#x27;") in list_html(fs, lang)


@pytest.mark.parametrize("record", RECORDS[:len(SAMPLES)], ids=IDS[:len(SAMPLES)])
def test_the_play_list_has_every_play_with_its_cards_and_comes_with_a_frame(record):
    game, response, fs = replayed(record)
    request = json.dumps({"op": "replay", "game": game, "deal": record, "table": True}, ensure_ascii=False)
    for lang in ("zh", "en"):
        listed = list_html(fs, lang)
        got = json.loads(live.answer(request, json.dumps({"lang": lang, "root": "/", "draw": "replay", "frame": 3,
                                                          "list": True})))
        assert got["list"] == listed and got["frame"] == 3
        assert "list" not in json.loads(live.answer(request, json.dumps({"lang": lang, "root": "/",
                                                                           "draw": "replay", "frame": 4})))
        items = listed.split('<li data-frame="')[1:]
        assert len(items) == len(fs)
        for f, item in zip(fs, items):
            plays = item.split('<span class="pl-replay-words">')[0]
            shown = [r for r in f["rows"] if r.get("now")] if f.get("group") else f["rows"]
            assert plays.count('class="pl-replay-play"') == len(shown)
            for r in shown:
                if r["cards"] is not None:
                    assert plays.count('class="pl-card') >= len(r["cards"].split())
