"""The ``paili-replay`` fence: every sample deal replays at build time, the page gets the
first step and the whole deal as text, and any surprise stops the build."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from engine.api import handle
from widgets.build.fences import ExampleError
from widgets.build.page import PageInfo, set_current
from widgets.build.replay_fence import frames, load_sample, replay_fence, replay_answer
from widgets.render.cards import cards_html
from widgets.render.cite import rule_title
from widgets.render.words import say

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted(p.stem for p in ROOT.glob("engine/**/samples/*.json"))
PAGE = "replay"  # the page the fences are drawn on (tests/build/conftest.py)


def fence(body: str) -> str:
    return replay_fence(body, "paili-replay", "paili-replay", {}, None)


def record_in(page_html: str) -> dict:
    m = re.search(r'<script type="application/json" class="pl-replay-record">(.*?)</script>', page_html, re.S)
    return json.loads(m.group(1))


def record_plays_of(record: dict) -> list[str]:
    if "tricks" in record:
        return [step["cards"] for trick in record["tricks"] for step in trick]
    return [p.get("cards") for p in record["plays"]]


def test_there_are_samples_of_all_five_games():
    assert {load_sample(s)["game"] for s in SAMPLES} == {
        "zhaopengyou", "shuangsheng", "wakeng", "mingan", "wushik"}


@pytest.mark.parametrize("sample", SAMPLES)
def test_a_sample_renders_its_first_step_and_every_step_as_text(sample, lang):
    record = load_sample(sample)
    game = record["game"]
    page = fence(f"sample: {sample}")
    fs = frames(game, record, replay_answer(game, record))
    assert f'<pl-replay class="pl-widget" game="{game}" step="0" data-steps="{len(fs)}"' in page
    assert record_in(page) == record          # the live element sends exactly this record
    # The first frame is drawn: its label, its verdicts, a rule link into the game's rule index.
    view = page.split('<div class="pl-replay-view"', 1)[1].split('<p class="pl-status"', 1)[0]
    assert f"1 / {len(fs)}" in view and html.escape(fs[0]["label"][lang]) in view
    for v in fs[0]["verdicts"]:
        assert html.escape(v[lang]) in view
        href = f'../../{"en/" if lang == "en" else ""}games/{game}/rulebook/#{v["rule"]}'
        # cited by its title (the id only in the link)
        assert f'<a href="{href}" data-rule="{v["rule"]}">{html.escape(rule_title(v["rule"], lang))}</a>' in view
    # Seats from 1 in the score table's heads (and 0-based in data-seat, for scripts).
    heads = re.findall(r'<th scope="col" data-seat="(\d)">[^<\d]*(\d)', view)
    assert [(int(a), int(b)) for a, b in heads] == [(s, s + 1) for s in range(len(record["hands"]))]
    # The no-script fallback, the play list: one list item per frame (a button to jump to it
    # when live), every verdict of the deal in it, every play with its cards; its summary
    # counts exactly the frames it lists.
    fallback = page.split('<details class="pl-replay-all">', 1)[1]
    items = re.findall(r'<li data-frame="(\d+)"><button type="button" class="pl-replay-jump" data-frame="\1">',
                       fallback)
    assert [int(k) for k in items] == list(range(len(fs)))
    chunks = fallback.split('<li data-frame="')[1:]
    for f, chunk in zip(fs, chunks, strict=True):
        for v in f["verdicts"]:
            assert html.escape(v[lang]) in chunk
        shown = [r for r in f["rows"] if r.get("now")] if f.get("group") else f["rows"]
        for r in shown:
            if r["cards"] is not None:
                assert cards_html(r["cards"], lang=lang) in chunk.split('<span class="pl-replay-words">')[0]
    assert html.escape(say("all", lang, n=len(fs))) in fallback.split("</summary>", 1)[0]


@pytest.mark.parametrize("sample", SAMPLES)
def test_frames_keep_every_engine_step_in_order(sample):
    record = load_sample(sample)
    game = record["game"]
    response = handle({"op": "replay", "game": game, "deal": record, "table": True})
    assert response["ok"] and response.get("valid", True)
    fs = frames(game, record, response)
    shown = [v["en"] for f in fs for v in f["verdicts"]]
    if game in ("zhaopengyou", "shuangsheng"):
        assert shown == [s["explain"]["en"] for s in response["steps"]]   # one frame per engine step
        assert fs[-1]["score"]["points"] == [
            sum(s["points"] for s in response["steps"] if s["step"] == "trick" and s["winner"] == seat)
            for seat in range(len(record["hands"]))]
    else:
        # the setup (bid or call), the rounds, then the result
        assert shown == [s["explain"]["en"] for s in response["steps"]] + [response["explain"]["en"]]
        assert fs[0]["label"]["en"] == "Before the first lead" and fs[1]["label"]["en"] == "Round 1, play 1"
        # one frame per play or pass, grouped by round
        plays = [s for s in response["steps"] if s["step"] in ("play", "pass")]
        assert len(fs) == len(plays) + 2 and all(f["group"]["en"].startswith("Round ") for f in fs[1:-1])
        assert fs[-1]["verdicts"][0]["rule"] == response["rule"]



@pytest.mark.parametrize("sample", [s for s in SAMPLES if not s.startswith(("zpy", "ss"))])
def test_a_rounds_winner_is_marked_on_the_frame_that_closes_it_only(sample):
    """A round's frames share its earlier plays' rows (issue 24: no copy of the round per
    play): marking the winner on the closing frame leaves the frames before it as drawn."""
    record = load_sample(sample)
    response = handle({"op": "replay", "game": record["game"], "deal": record, "table": True})
    fs = frames(record["game"], record, response)
    for f in fs[1:-1]:
        closes = isinstance(response["steps"][f["span"][0]].get("round"), dict)
        won = [r for r in f["rows"] if r["win"]]
        assert len(won) == (1 if closes else 0), (f["label"]["en"], f["rows"])
        assert [r for r in f["rows"] if r.get("now")] == [f["rows"][-1]]
        if closes:
            assert won[0] is [r for r in f["rows"] if r["cards"] is not None][-1]

def test_the_score_builds_up_trick_by_trick():
    record = load_sample("zpy_failed_throw")
    fs = frames("zhaopengyou", record, replay_answer("zhaopengyou", record))
    totals = [sum(f["score"]["points"]) for f in fs]
    assert totals == sorted(totals) and totals[0] == 0 and totals[-1] > 0
    final = handle({"op": "replay", "game": "zhaopengyou", "deal": record})["result"]
    assert "friend" in fs[-1]["score"]["roles"][final["friend"]]
    assert "banker" in fs[-1]["score"]["roles"][final["banker"]]


def test_wushik_points_and_places_build_up_to_the_engines_tally():
    record = load_sample("wushik-chuai")
    response = handle({"op": "replay", "game": "wushik", "deal": record, "table": True})
    fs = frames("wushik", record, response)
    result = response["result"]
    assert fs[-1]["score"]["points"] == [result["taken"][str(s)] for s in range(4)]
    places = fs[-1]["score"]["place"]
    assert [places.index(p) for p in range(1, len(result["order"]) + 1)] == result["order"]
    assert fs[-1]["score"]["payout"] == [result["payouts"][str(s)] for s in range(4)]


@pytest.mark.parametrize("body, game, message", [
    ('sample: zpy_failed_throw\nedit: {"tricks.3.2.cards": S3}\nexpect: {valid: false}', "zhaopengyou",
     "Step 10 breaks a rule: Seat 1 may not follow with ♠3"),
    ('sample: wakeng-3p\nedit: {"plays.2.cards": SK}\nexpect: {valid: false}', "wakeng",
     "Round 1 (step 3 of the record) breaks a rule: Seat 3's ♠K does not beat the play before it, ♠2."),
    ('sample: wushik-partner\nedit: {"plays.2.cards": H6 H6}\nexpect: {valid: false}', "wushik",
     "Round 1 (step 3 of the record) breaks a rule: ♥6♥6 does not beat ♦10♥10."),
])
def test_a_broken_record_ends_on_the_engines_message(body, game, message):
    set_current(PageInfo(src="t.en.md", lang="en", root="../../"))
    page = fence(body)
    record = record_in(page)
    fs = frames(game, record, replay_answer(game, record))
    last = fs[-1]["verdicts"][-1]
    assert not last["ok"] and last["en"].startswith(message)
    assert fs[-1]["label"]["en"] == "Rule broken"
    bad = [r for r in fs[-1]["rows"] if r.get("bad")]
    assert len(bad) == 1 and bad[0]["cards"] in record_plays_of(record)
    assert html.escape(last["en"]) in page.split("<details", 1)[1]
    set_current(PageInfo())


def test_wushik_steps_before_an_illegal_play_come_in_the_one_answer():
    # (it used to be an `illegal` error without steps, and the prefix was replayed again)
    record = load_sample("wushik-partner")
    record["plays"][2]["cards"] = "H6 H6"
    response = replay_answer("wushik", record)
    assert response["ok"] and response["valid"] is False and response["failure"]["index"] == 2
    assert [s["step"] for s in response["steps"]] == ["call", "play", "play"]
    fs = frames("wushik", record, response)
    assert [r["cards"] for f in fs for r in f["rows"] if r.get("now") or r.get("bad")] == ["H8 S8", "D10 H10", "H6 H6"]
    assert [r["cards"] for r in fs[2]["rows"]] == ["H8 S8", "D10 H10"]     # the round so far, the play marked
    assert fs[2]["rows"][0]["lead"] and fs[2]["rows"][1]["now"]


def test_the_record_cannot_close_its_script_early(lang):
    page = fence('sample: wakeng-4p\nedit: {"note.en": "</script><b>x</b>"}')
    assert "</script><b>" not in page
    assert record_in(page)["note"]["en"] == "</script><b>x</b>"


@pytest.mark.parametrize("body", [
    "sample: no_such_deal",
    "game: wakeng",                                                   # no sample
    "sample: wakeng-3p\nwhatever: 1",                                 # unknown key
    "sample: wakeng-3p\nexpect: {valid: false}",                      # it is valid
    'sample: wakeng-3p\nedit: {"plays.2.cards": SK}',                 # broken, and not said so
    "sample: [unclosed",                                              # not YAML
    "sample: wakeng-3p\ntitle: just one language",
])
def test_a_wrong_or_broken_replay_fence_stops_the_build(body, lang):
    with pytest.raises(ExampleError):
        fence(body)


@pytest.mark.parametrize("sample", SAMPLES)
def test_the_first_step_shows_every_hand_as_dealt_round_the_table(sample, lang):
    page = fence(f"sample: {sample}")
    record = load_sample(sample)
    response = replay_answer(record["game"], record)
    view = page[page.index('class="pl-replay-view"'):page.index('class="pl-status"')]
    hands = dict(re.findall(r'<div class="pl-hand" data-seat="(\d+)" data-cards="([^"]*)"', view))
    first = frames(record["game"], record, response)[0]["span"][1]
    after = dict(response["table"]["hands"])      # as dealt, then after the first frame's steps
    for step in response["steps"][:first + 1]:
        after = step.get("hands", after)
    assert hands == after and len(hands) == len(record["hands"])
    assert f'pl-table-{len(hands)}' in view


def test_mingan_shares_are_drawn_exact_as_its_ruling_says():
    """明暗斗地主 splits a pot into exact fractions (its ruling: the engine gives e.g. 10/3): the
    replay's last score row shows them so (80/3, not 26.6667), which also keeps the table of
    five seats within a phone's width (the words walk at 390 px)."""
    record = load_sample("mingan-5p")
    response = handle({"op": "replay", "game": "mingan", "deal": record, "table": True})
    exact = response["result"]["payouts_exact"]
    assert "80/3" in exact.values()
    fs = frames("mingan", record, response)
    assert fs[-1]["score"]["payout"] == [exact[str(s)] for s in range(5)]
