"""The replayer read like a hand record, in real Chromium at 390 px, both languages: the
play list (every play with its cards) jumps to a step and marks it; the last trick or round
can be looked at again; a failed throw names the cards that beat it; the climbing games step
one play at a time. (Every step of every sample showing the trump and the leader is checked
in the walk of ``test_replay_table.py``; hide and guess's second try there too.)"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from engine.text import cards_in, seat_no
from widgets.build.replay_fence import load_sample, replay_answer
from widgets.render.replay import frames
from widgets.render.words import say

from .conftest import ENGINE_TIMEOUT_MS, Recorder
from .replay_widget import LANGS, assert_hand_record, wait_shown

pytestmark = pytest.mark.browser


@pytest.fixture
def phone(kept_context, base_url):
    """A new page of the session's shared phone context (its engine kept: conftest.py)."""
    page = kept_context(viewport={"width": 390, "height": 800}, bypass_csp=True, has_touch=True).new_page()
    page.set_default_timeout(ENGINE_TIMEOUT_MS)
    yield page, Recorder(page)
    page.close()


def sample_frames(name: str):
    record = load_sample(name)
    game = record["game"]
    response = replay_answer(game, record)
    return game, response, frames(game, record, response)


def open_list(w):
    summary = w.locator(".pl-replay-all > summary")
    summary.click()
    expect(w.locator(".pl-replay-all")).to_have_attribute("open", "")


def jump(w, k: int):
    w.locator(f'.pl-replay-all button.pl-replay-jump[data-frame="{k}"]').click()
    wait_shown(w, k)
    expect(w.locator(f'.pl-replay-all li[data-frame="{k}"]')).to_have_attribute("aria-current", "step")
    assert w.locator(".pl-replay-all li[aria-current]").count() == 1


def no_sideways_scroll(page):
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


@pytest.mark.parametrize("lang, prefix", LANGS)
def test_the_play_list_lists_every_play_and_jumps_to_it(phone, base_url, lang, prefix):
    page, recorder = phone
    game, _, fs = sample_frames("zpy_failed_throw")
    page.goto(f"{base_url}{prefix}games/{game}/replay/")
    w = page.locator("pl-replay").first
    open_list(w)
    items = w.locator(".pl-replay-all li[data-frame]")
    expect(items).to_have_count(len(fs))
    for k, f in enumerate(fs):       # every play with its cards, the leader marked
        plays = items.nth(k).locator(".pl-replay-play")
        assert plays.count() == len(f["rows"])
        for row, play in zip(f["rows"], plays.all()):
            assert play.locator(".pl-card").count() == (0 if row["cards"] is None else len(row["cards"].split()))
            assert (play.get_attribute("data-lead") is not None) == bool(row.get("lead"))
    trick = next(k for k, f in enumerate(fs) if k > 8 and f["label"]["en"].startswith("Trick"))
    jump(w, trick)
    assert_hand_record(w, fs[trick], lang=lang, phone=True)
    jump(w, 2)                       # and back
    assert w.locator(".pl-replay-label").inner_text() == fs[2]["label"][lang]
    w.focus()
    w.press("ArrowRight")            # the keys go on from where the list jumped
    wait_shown(w, 3)
    expect(w.locator('.pl-replay-all li[data-frame="3"]')).to_have_attribute("aria-current", "step")
    no_sideways_scroll(page)
    assert recorder.errors == []


@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_climbing_deal_steps_one_play_at_a_time_listed_round_by_round(phone, base_url, lang, prefix):
    page, recorder = phone
    game, response, fs = sample_frames("wakeng-4p")   # the page's first replay
    plays = [s for s in response["steps"] if s["step"] in ("play", "pass")]
    assert len(fs) == len(plays) + 2      # the setup, each play or pass, the result
    page.goto(f"{base_url}{prefix}games/{game}/replay/")
    w = page.locator("pl-replay").first
    open_list(w)
    rounds = w.locator(".pl-replay-all .pl-replay-group")
    assert rounds.count() == sum(1 for s in plays if "round" in s) + (0 if "round" in plays[-1] else 1)
    first = rounds.first
    assert first.locator(":scope > strong").inner_text() == say("round", lang, n=1)
    k = int(first.locator("li[data-frame]").nth(2).get_attribute("data-frame"))
    jump(w, k)                           # the third play of round 1: the round so far, this play marked
    assert w.locator(".pl-replay-label").inner_text() == say("round_play", lang, n=1, k=3)
    ring = w.locator(".pl-replay-view .pl-trick")
    assert ring.is_visible()
    assert ring.locator(".pl-replay-now").count() == 1
    assert int(ring.locator(".pl-replay-now").get_attribute("data-seat")) == plays[2]["seat"]
    w.focus()
    w.press("ArrowRight")                # one play on, not one round
    wait_shown(w, k + 1)
    assert w.locator(".pl-replay-label").inner_text() == fs[k + 1]["label"][lang]
    assert_hand_record(w, fs[k + 1], lang=lang, phone=True)
    no_sideways_scroll(page)
    assert recorder.errors == []


@pytest.mark.parametrize("lang, prefix", LANGS)
def test_the_last_trick_can_be_looked_at_again(phone, base_url, lang, prefix):
    page, recorder = phone
    game, _, fs = sample_frames("ss_chaodi")
    tricks = [k for k, f in enumerate(fs) if f["label"]["en"].startswith("Trick")]
    k = tricks[2]
    page.goto(f"{base_url}{prefix}games/{game}/replay/")
    w = page.locator("pl-replay").first
    open_list(w)
    jump(w, k)
    last = w.locator(".pl-replay-view details.pl-replay-last")
    expect(last).to_have_count(1)
    assert fs[tricks[1]]["label"][lang] in last.locator("summary").inner_text()
    last.locator("summary").click()
    rows = last.locator(".pl-replay-table li")
    want = fs[tricks[1]]["rows"]
    assert rows.count() == len(want)
    for row, li in zip(want, rows.all()):
        assert int(li.locator(".pl-seat").get_attribute("data-seat")) == row["seat"]
        assert li.locator(".pl-card").count() == len(row["cards"].split())
        assert ("pl-replay-win" in (li.get_attribute("class") or "")) == row["win"]
    no_sideways_scroll(page)
    assert recorder.errors == []


@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_failed_throw_names_the_cards_that_beat_it(phone, base_url, lang, prefix):
    page, recorder = phone
    game, response, fs = sample_frames("zpy_failed_throw")
    throws = [s for s in response["steps"] if s["step"] == "throw"]
    k = next(i for i, f in enumerate(fs) if f["label"]["en"] == "Failed throw")
    by = throws[0]["beaten_by"]
    page.goto(f"{base_url}{prefix}games/{game}/replay/")
    w = page.locator("pl-replay").first
    open_list(w)
    words = say("beaten", lang, seat=seat_no(by["seat"]), cards=cards_in(by["cards"], lang),
                left=cards_in(throws[0]["cards"], lang))
    # in the play list (the text version) …
    assert words in w.locator(f'.pl-replay-all li[data-frame="{k}"]').inner_text()
    jump(w, k)
    # … and at the table
    expect(w.locator(".pl-replay-view .pl-replay-note")).to_have_text(words)
    assert cards_in(by["cards"], lang) in words
    no_sideways_scroll(page)
    assert recorder.errors == []
