"""<pl-replay> in real Chromium: the first step prerendered, then every step from the real
engine in the worker, stepped with buttons and keys, in both languages. (At phone width,
without the engine or scripts: test_replay_fallbacks.py; share links: test_replay_share.py.)

Expected verdicts come from the same engine in Python (``engine.api.handle``), grouped
into frames by the one renderer (``widgets/render/replay.py``) in CPython; the worker runs
that same renderer in Pyodide, so a live frame must be CPython's markup for it, byte for byte.
"""

from __future__ import annotations

import pytest

from engine.api import handle
from widgets.build.replay_fence import apply_edits, load_sample, replay_answer
from widgets.render.replay import frames_html

from .replay_widget import LANGS, as_parsed, assert_frame, expected, wait_step, widget

REVOKE = {"tricks.3.2.cards": "S3"}


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_the_first_step_is_prerendered_and_the_engine_waits_for_the_reader(recorder_page, base_url, lang, prefix):
    page, recorder = recorder_page
    page.goto(f"{base_url}{prefix}games/zhaopengyou/replay/")
    w = widget(page)
    # A replay page exists for its widgets: its engine starts at once (engine-start.js,
    # decision 30), while the first step is already drawn at build time.
    assert w.get_attribute("data-state") == "prerendered"         # upgraded, no step asked yet
    game, fs = expected("zpy_failed_throw")
    assert_frame(w, fs[0], 0, len(fs), lang=lang, prefix=prefix, game=game)
    assert w.locator(".pl-replay-nav").is_visible()
    assert w.locator(".pl-replay-all li[data-frame]").count() == len(fs)      # the whole deal, as text


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_stepping_with_buttons_and_keys_shows_each_verdict_from_the_engine(kept_page, base_url, lang, prefix):
    page, recorder = kept_page
    page.goto(f"{base_url}{prefix}games/zhaopengyou/replay/")
    game, fs = expected("zpy_failed_throw")
    w = widget(page)
    prerendered = w.locator(".pl-replay-view").inner_html()
    w.locator('button[data-go="next"]').click()
    wait_step(page, 0, 1)
    assert_frame(w, fs[1], 1, len(fs), lang=lang, prefix=prefix, game=game)
    # Forward with the keyboard, frame by frame: the score builds up as tricks are won.
    totals = []
    for i in range(2, 12):
        w.press("ArrowRight")
        wait_step(page, 0, i)
        assert_frame(w, fs[i], i, len(fs), lang=lang, prefix=prefix, game=game)
        totals.append(sum(int(t) for t in w.locator('tr[data-row="points"] td').all_inner_texts()))
    assert totals == sorted(totals) and totals[-1] > totals[0]
    w.press("ArrowLeft")
    wait_step(page, 0, 10)
    assert_frame(w, fs[10], 10, len(fs), lang=lang, prefix=prefix, game=game)
    # End: the score step, in the engine's words; the score row is the sum of every trick.
    w.press("End")
    wait_step(page, 0, len(fs) - 1)
    assert_frame(w, fs[-1], len(fs) - 1, len(fs), lang=lang, prefix=prefix, game=game)
    result = handle({"op": "replay", "game": game, "deal": load_sample("zpy_failed_throw")})["result"]
    assert w.locator(".pl-explain").inner_text() == result["explain"][lang]
    assert w.locator('button[data-go="next"]').get_attribute("aria-disabled") == "true"
    # Home: the live first frame is the build's, but for its links (absolute live), and
    # every live frame is what CPython's renderer draws for this answer.
    w.locator('button[data-go="first"]').click()
    wait_step(page, 0, 0)
    live = w.locator(".pl-replay-view").inner_html()
    depth = page.url[len(base_url):].count("/")
    assert live.replace(f'href="{base_url}', 'href="') == prerendered.replace('href="' + "../" * depth, 'href="')
    record = load_sample("zpy_failed_throw")
    drawn = frames_html(game, record, replay_answer(game, record), lang=lang, root=base_url)
    assert live == as_parsed(page, drawn[0])
    w.press("End")
    wait_step(page, 0, len(fs) - 1)
    assert w.locator(".pl-replay-view").inner_html() == as_parsed(page, drawn[-1])
    assert sum(u.endswith("/js/worker.js") for u in recorder.requests) == 1



@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
@pytest.mark.parametrize("game, sample, nth", [
    ("shuangsheng", "ss_chaodi", 0), ("wakeng", "wakeng-4p", 0), ("mingan", "mingan-5p", 0), ("wushik", "wushik-hou", 0),
])
def test_every_game_steps_round_by_round_to_its_result(kept_page, base_url, lang, prefix, game, sample, nth):
    page, _ = kept_page
    page.goto(f"{base_url}{prefix}games/{game}/replay/")
    _, fs = expected(sample)
    w = widget(page, nth)
    assert_frame(w, fs[0], 0, len(fs), lang=lang, prefix=prefix, game=game)
    w.locator('button[data-go="next"]').click()
    wait_step(page, nth, 1)
    assert_frame(w, fs[1], 1, len(fs), lang=lang, prefix=prefix, game=game)
    w.locator('button[data-go="last"]').click()
    wait_step(page, nth, len(fs) - 1)
    assert_frame(w, fs[-1], len(fs) - 1, len(fs), lang=lang, prefix=prefix, game=game)
    w.locator('button[data-go="prev"]').click()
    wait_step(page, nth, len(fs) - 2)
    assert_frame(w, fs[-2], len(fs) - 2, len(fs), lang=lang, prefix=prefix, game=game)
    if game != "shuangsheng":   # climbing games end on the engine's verdict for the whole deal
        response = handle({"op": "replay", "game": game, "deal": load_sample(sample)})
        assert fs[-1]["verdicts"][0][lang] == response["explain"][lang]


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
@pytest.mark.parametrize("game, sample, edit", [
    ("zhaopengyou", "zpy_failed_throw", REVOKE),
    ("wakeng", "wakeng-3p", {"plays.2.cards": "SK"}),
    ("wushik", "wushik-partner", {"plays.2.cards": "H6 H6"}),
])
def test_a_record_that_breaks_ends_on_the_failing_steps_message(kept_page, base_url, lang, prefix, game, sample,
                                                              edit):
    page, _ = kept_page
    page.goto(f"{base_url}{prefix}games/{game}/replay/")
    _, fs = expected(sample, edit)
    w = widget(page, 1)
    w.focus()
    page.keyboard.press("End")
    wait_step(page, 1, len(fs) - 1)
    assert_frame(w, fs[-1], len(fs) - 1, len(fs), lang=lang, prefix=prefix, game=game)
    bad = w.locator(".pl-table-middle > .pl-replay-table .pl-replay-bad")   # the play that broke it, marked
    assert bad.count() == 1 and bad.locator(".pl-seat").inner_text().endswith(
        str(next(r["seat"] for r in fs[-1]["rows"] if r.get("bad")) + 1))  # seats shown from 1
    record = apply_edits(load_sample(sample), edit)
    response = handle({"op": "replay", "game": game, "deal": record})
    message = response["explain"][lang] if response["ok"] else response["error"][lang]
    assert w.locator(".pl-error .pl-explain").inner_text() == message


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_keyboard_alone_reaches_and_steps_the_replay(kept_page, base_url, lang, prefix):
    page, _ = kept_page
    page.goto(f"{base_url}{prefix}games/wakeng/replay/")
    _, fs = expected("wakeng-4p")
    for _ in range(300):   # Tab through the page until the first replay has the focus
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement?.closest('pl-replay') === document.querySelector('pl-replay')"):
            break
    else:
        pytest.fail("Tab never reached the replay")
    page.keyboard.press("End")
    wait_step(page, 0, len(fs) - 1)
    page.keyboard.press("Home")
    wait_step(page, 0, 0)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    wait_step(page, 0, 2)
    assert_frame(widget(page), fs[2], 2, len(fs), lang=lang, prefix=prefix, game="wakeng")
    # The buttons work from the keyboard too, and keep the focus at either end.
    for go in ("first", "prev", "next", "last"):
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.dataset.go") == go
    page.keyboard.press("Enter")
    wait_step(page, 0, len(fs) - 1)
    assert page.evaluate("document.activeElement.dataset.go") == "last"
    page.keyboard.press("ArrowLeft")
    wait_step(page, 0, len(fs) - 2)


@pytest.mark.browser
def test_the_step_attribute_and_the_step_event(kept_page, base_url):
    page, _ = kept_page
    page.goto(f"{base_url}en/games/mingan/replay/")
    _, fs = expected("mingan-5p")
    page.evaluate("window.seen = []; document.querySelector('pl-replay').addEventListener("
                  "'pl-replay-step', (e) => window.seen.push([e.detail.step, e.detail.total]))")
    page.evaluate("document.querySelector('pl-replay').setAttribute('step', '5')")
    wait_step(page, 0, 5)
    assert_frame(widget(page), fs[5], 5, len(fs), lang="en", prefix="en/", game="mingan")
    assert page.evaluate("document.querySelector('pl-replay').step") == 5
    page.evaluate("document.querySelector('pl-replay').setAttribute('step', 'nonsense')")  # falls back to 0
    wait_step(page, 0, 0)
    page.evaluate("document.querySelector('pl-replay').step = 9999")                       # clamps to the end
    wait_step(page, 0, len(fs) - 1)
    assert page.evaluate("document.querySelector('pl-replay').getAttribute('step')") == str(len(fs) - 1)
    assert page.evaluate("window.seen") == [[5, len(fs)], [0, len(fs)], [len(fs) - 1, len(fs)]]

