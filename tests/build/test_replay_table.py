"""The replay's table view, one frame per worker call, and hide and guess, in CPython.

Real engine answers for every sample deal (``replay`` with ``table``); the renderer's
markup is read back with the standard library's HTML parser.
"""

from __future__ import annotations

import json
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

import pytest

from engine.api import handle
from widgets.build.replay_fence import apply_edits, load_sample
from widgets.render import live
from widgets.render.replay import frame_html, frames, play_order, rows_html, seats_of
from widgets.render.replay_guess import turns

SAMPLES = sorted(p.stem for p in Path("engine").glob("*/samples/*.json"))
BROKEN = [("wakeng-3p", {"plays.2.cards": "SK"}), ("wushik-partner", {"plays.2.cards": "H6 H6"})]


class Hands(HTMLParser):
    """Every ``.pl-hand``'s seat and cards, and the chips drawn inside each."""

    def __init__(self):
        super().__init__()
        self.hands: dict[int, str] = {}
        self.chips: Counter = Counter()
        self._in: int | None = None
        self._depth = 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        classes = (a.get("class") or "").split()
        if "pl-hand" in classes:
            self._in = int(a["data-seat"])
            self.hands[self._in] = a["data-cards"]
            self._depth = 0
        elif self._in is not None:
            self._depth += tag == "div"
            if "pl-card" in classes:
                self.chips[self._in] += 1

    def handle_endtag(self, tag):
        if self._in is not None and tag == "div":
            if self._depth == 0:
                self._in = None
            else:
                self._depth -= 1


def answer(name: str, edit: dict | None = None):
    record = load_sample(name)
    if edit:
        record = apply_edits(record, edit)
    game = record["game"]
    return game, record, handle({"op": "replay", "game": game, "deal": record, "table": True})


def hands_at(response: dict, last: int) -> dict:
    hands = response["table"]["hands"]
    for step in response["steps"][:last + 1]:
        hands = step.get("hands", hands)
    return hands


@pytest.mark.parametrize("name, edit", [(s, None) for s in SAMPLES] + BROKEN)
def test_every_frame_shows_the_hands_the_engine_says_remain(name, edit):
    game, record, response = answer(name, edit)
    assert "table" in response, "the engine answers replay with table data"
    fs = frames(game, record, response)
    seats = seats_of(record)
    ends = [f["span"][1] for f in fs]
    assert ends == sorted(ends)
    for k, f in enumerate(fs):
        html = frame_html(f, k, len(fs), game=game, lang="en", root="/", seats=seats, response=response)
        parsed = Hands()
        parsed.feed(html)
        want = hands_at(response, f["span"][1])
        assert parsed.hands == {int(s): c for s, c in want.items()}
        assert all(parsed.chips[int(s)] == len(c.split()) for s, c in want.items())
        assert f'pl-table-{seats}' in html


def test_cards_leave_the_hands_as_they_are_played():
    game, record, response = answer("zpy_failed_throw")
    fs = frames(game, record, response)
    first_trick = next(k for k, f in enumerate(fs) if f["rows"] and f["label"]["en"].startswith("Trick"))
    before = hands_at(response, fs[first_trick - 1]["span"][1])
    after = hands_at(response, fs[first_trick]["span"][1])
    for row in fs[first_trick]["rows"]:
        left = Counter(before[str(row["seat"])].split()) - Counter(row["cards"].split())
        assert left == Counter(after[str(row["seat"])].split())


def test_the_worker_draws_one_frame_per_call_from_one_engine_answer():
    game, record, _ = answer("mingan-6p")
    request = json.dumps({"op": "replay", "game": game, "deal": record, "table": True})
    got = [json.loads(live.answer(request, json.dumps({"lang": "zh", "root": "/", "draw": "replay", "frame": k})))
           for k in (0, 3, 999)]
    kept = live._KEPT[request]["response"]
    again = json.loads(live.answer(request, json.dumps({"lang": "zh", "root": "/", "draw": "replay", "frame": 3})))
    assert live._KEPT[request]["response"] is kept             # the answer was kept, not asked again
    fs = frames(game, record, kept)
    assert [g["frame"] for g in got] == [0, 3, len(fs) - 1]    # clamped to the frames there are
    assert all(g["frames"] == len(fs) for g in got)
    assert again["html"] == got[1]["html"] == frame_html(fs[3], 3, len(fs), game=game, lang="zh", root="/",
                                                         seats=seats_of(record), response=kept)
    assert "steps" not in got[0]["response"] and got[0]["response"]["ok"] is True
    # another deal asked in between (a second replay on the page) leaves this one kept
    other = json.dumps({"op": "replay", "game": "wakeng", "deal": answer("wakeng-3p")[1], "table": True})
    live.answer(other, json.dumps({"lang": "zh", "root": "/", "draw": "replay", "frame": 1}))
    live.answer(request, json.dumps({"lang": "zh", "root": "/", "draw": "replay", "frame": 2}))
    assert live._KEPT[request]["response"] is kept and len(live._KEPT) <= live.KEEP
    # the whole list, as before, when no frame is asked for
    whole = json.loads(live.answer(request, json.dumps({"lang": "en", "root": "/", "draw": "replay"})))
    assert isinstance(whole["html"], list) and len(whole["html"]) == len(fs)


def test_a_record_the_engine_refuses_draws_no_frame():
    request = json.dumps({"op": "replay", "game": "wakeng", "deal": {"players": 3}, "table": True})
    got = json.loads(live.answer(request, json.dumps({"lang": "en", "root": "/", "draw": "replay", "frame": 0})))
    assert got["response"]["ok"] is False and got["html"] is None and got["frames"] == 0


@pytest.mark.parametrize("name", SAMPLES)
def test_every_actual_play_guessed_is_legal_and_from_the_hand(name):
    game, record, response = answer(name)
    fs = frames(game, record, response)
    seats = seats_of(record)
    seen = 0
    for seat in range(seats):
        for f in fs:
            for t in turns(game, record, response, f, seat, lang="en", seats=seats, order=play_order(game),
                           rows_html=rows_html):
                seen += 1
                if t["actual"] is None:
                    request = t["pass"]
                    assert request is not None, "a pass is never a lead"
                else:
                    assert not Counter(t["actual"].split()) - Counter(t["hand"].split())
                    request = {**t["check"], t["field"]: t["actual"]}
                view = {"lang": "en", "root": "/", "draw": "guess", "actual": t["actual"]}
                got = json.loads(live.answer(json.dumps(request), json.dumps(view)))
                assert got["legal"] is True, (f["label"], seat, t["actual"], got["response"])
                assert 'data-legal="true"' in got["html"]
    assert seen > 10


def test_an_illegal_guess_is_graded_illegal_in_words():
    game, record, response = answer("zpy_failed_throw")
    fs = frames(game, record, response)
    graded = 0
    for f in fs:
        for t in turns(game, record, response, f, 1, lang="zh", seats=5, order=play_order(game), rows_html=rows_html):
            if t["field"] != "play":
                continue
            lead_suit = t["check"]["lead"].split()[0][0]
            off = [c for c in t["hand"].split() if c[0] != lead_suit and c not in ("RJ", "BJ")]
            n = len(t["check"]["lead"].split())
            if len(off) < n or not any(c[0] == lead_suit for c in t["hand"].split()):
                continue
            request = {**t["check"], "play": " ".join(off[:n])}
            got = json.loads(live.answer(json.dumps(request), json.dumps(
                {"lang": "zh", "root": "/", "draw": "guess", "actual": t["actual"]})))
            if got["legal"] is False:
                graded += 1
                assert 'data-legal="false"' in got["html"] and "不能这样出" in got["html"]
                assert "实际出的是" not in got["html"]     # the reader guesses again: the play stays hidden
                legal = json.loads(live.answer(json.dumps({**t["check"], "play": t["actual"]}), json.dumps(
                    {"lang": "zh", "root": "/", "draw": "guess", "actual": t["actual"]})))
                assert legal["legal"] is True and "实际出的是" in legal["html"]
    assert graded > 0


@pytest.mark.parametrize("name", [s for s in SAMPLES if not s.startswith(("wakeng", "mingan", "wushik"))])
def test_points_per_side_add_up_to_the_attackers_points(name):
    game, record, response = answer(name)
    fs = frames(game, record, response)
    known = [f for f in fs if "sides" in f["score"]]
    assert known, "the sides become known during the deal"
    for f in known:
        assert sum(f["score"]["sides"].values()) == sum(f["score"]["points"])
    assert known[-1]["score"]["sides"]["attackers"] == response["result"]["points"]
    html = frame_html(known[-1], len(fs) - 1, len(fs), game=game, lang="en", root="/", seats=seats_of(record),
                      response=response)
    assert f'attackers {response["result"]["points"]} points' in html


@pytest.mark.parametrize("name", [s for s in SAMPLES if s.startswith("wushik")])
def test_wild_fifty_k_points_per_side_once_the_called_partner_shows(name):
    game, record, response = answer(name)
    fs = frames(game, record, response)
    known = [f for f in fs if "sides" in f["score"]]
    result = response["result"]
    if result["mode"] != "partner":   # a solo (open or secret) counts no points per side
        assert not known
        return
    banker, partner = result["banker"], result["partner"]
    assert known and all("partner" in f["score"]["roles"][partner] for f in known)
    first = fs.index(known[0])
    assert all("partner" not in f["score"]["roles"][partner] for f in fs[:first])
    for f in known:   # the points won in the rounds so far, the banker and partner's together
        won = f["score"]["points"]
        assert f["score"]["sides"] == {"banker_side": won[banker] + won[partner],
                                       "partners": sum(won) - won[banker] - won[partner]}
    last = known[-1]["score"]["sides"]
    html = frame_html(known[-1], len(fs) - 1, len(fs), game=game, lang="en", root="/", seats=seats_of(record),
                      response=response)
    assert f'banker and partner {last["banker_side"]} points' in html
