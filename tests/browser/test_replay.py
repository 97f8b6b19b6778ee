"""<pl-replay> in real Chromium: the first step prerendered, then every step from the real
engine in the worker, stepped with buttons and keys, in both languages and at phone width.

Expected verdicts come from the same engine in Python (``engine.api.handle``), grouped
into frames by the one renderer (``widgets/render/replay.py``) in CPython; the worker runs
that same renderer in Pyodide, so a live frame must be CPython's markup for it, byte for byte.
"""

from __future__ import annotations

import re
from urllib.parse import urljoin

import pytest
from playwright.sync_api import expect

from engine.api import handle
from widgets.build.replay_fence import apply_edits, load_sample, replay_answer
from widgets.render.replay import frames, frames_html
from widgets.render.replay_table import role_word

from .conftest import ENGINE_TIMEOUT_MS, Recorder
from .test_widgets_share import b64, below_the_header, switch_language

LANGS = [("zh", ""), ("en", "en/")]
REVOKE = {"tricks.3.2.cards": "S3"}


def expected(sample: str, edit: dict | None = None) -> tuple[str, list[dict]]:
    record = load_sample(sample)
    if edit:
        record = apply_edits(record, edit)
    game = record["game"]
    return game, frames(game, record, replay_answer(game, record))


def widget(page, nth=0):
    return page.locator("pl-replay").nth(nth)


def wait_step(page, nth, index):
    """Wait until widget ``nth`` is live and shows frame ``index`` (locator waits: no
    script evaluation, which the site's Content-Security-Policy may forbid)."""
    w = widget(page, nth)
    expect(w).to_have_attribute("data-state", "live", timeout=ENGINE_TIMEOUT_MS)
    expect(w.locator(".pl-replay-count")).to_have_text(re.compile(rf"^{index + 1} / "), timeout=ENGINE_TIMEOUT_MS)


def assert_frame(w, frame, index, total, *, lang, prefix, game):
    assert w.locator(".pl-replay-count").inner_text() == f"{index + 1} / {total}"
    assert w.locator(".pl-replay-label").inner_text() == frame["label"][lang]
    explains = w.locator(".pl-replay-view .pl-explain")
    assert explains.all_inner_texts() == [v[lang] for v in frame["verdicts"]]
    links = w.locator(".pl-replay-view .pl-rule a")
    for i, v in enumerate(frame["verdicts"]):
        assert links.nth(i).get_attribute("href").endswith(f"{prefix}games/{game}/rulebook/#{v['rule']}")
    assert w.locator(".pl-replay-view .pl-error").count() == sum(not v["ok"] for v in frame["verdicts"])
    seats = [r["seat"] for r in frame["rows"]]
    shown = w.locator(".pl-replay-table li")
    assert shown.count() == len(seats)
    for row, li in zip(frame["rows"], shown.all()):
        if row["cards"] is None:
            assert li.locator(".pl-replay-pass").count() == 1
        else:
            assert li.locator(".pl-card").count() == len(row["cards"].split())
        assert ("pl-replay-win" in (li.get_attribute("class") or "")) == row["win"]
        assert ("pl-replay-bad" in (li.get_attribute("class") or "")) == row.get("bad", False)
    heads = w.locator(".pl-replay-scores thead th")
    assert heads.count() == len(frame["score"]["roles"])
    for seat, roles in enumerate(frame["score"]["roles"]):
        assert heads.nth(seat).locator(".pl-replay-role").all_inner_texts() == [role_word(r, lang) for r in roles]
    for key in ("points", "left", "place", "payout"):
        values = frame["score"].get(key)
        cells = w.locator(f'.pl-replay-scores tr[data-row="{key}"] td')
        if values is None:
            assert cells.count() == 0
        else:
            assert cells.all_inner_texts() == ["—" if v is None else str(int(v) if float(v).is_integer() else v)
                                               for v in values]


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_the_first_step_is_prerendered_and_the_engine_waits_for_the_reader(recorder_page, base_url, lang, prefix):
    page, recorder = recorder_page
    page.goto(f"{base_url}{prefix}games/zhaopengyou/replay/")
    w = widget(page)
    # Asked at once: a replay left in view for a second counts as intent (paili.js DWELL_MS)
    # and may start the engine while the slower checks below run.
    assert w.get_attribute("data-state") == "prerendered"         # upgraded, engine not started
    assert not any("pyodide" in u or "worker.js" in u for u in recorder.requests), \
        "Pyodide must load only when the reader steps"
    game, fs = expected("zpy_failed_throw")
    assert_frame(w, fs[0], 0, len(fs), lang=lang, prefix=prefix, game=game)
    assert w.locator(".pl-replay-nav").is_visible()
    assert w.locator(".pl-replay-all li").count() == len(fs)      # the whole deal, as text


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_stepping_with_buttons_and_keys_shows_each_verdict_from_the_engine(recorder_page, base_url, lang, prefix):
    page, recorder = recorder_page
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


def as_parsed(page, html: str) -> str:
    """``html`` as the browser writes it back once parsed (entities, attribute quotes)."""
    return page.evaluate("(h) => { const t = document.createElement('template'); t.innerHTML = h; "
                         "return t.innerHTML; }", html)


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
@pytest.mark.parametrize("game, sample, nth", [
    ("shuangsheng", "ss_chaodi", 0), ("wakeng", "wakeng-4p", 0), ("mingan", "mingan-5p", 0), ("wushik", "wushik-hou", 0),
])
def test_every_game_steps_round_by_round_to_its_result(recorder_page, base_url, lang, prefix, game, sample, nth):
    page, _ = recorder_page
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
def test_a_record_that_breaks_ends_on_the_failing_steps_message(recorder_page, base_url, lang, prefix, game, sample,
                                                              edit):
    page, _ = recorder_page
    page.goto(f"{base_url}{prefix}games/{game}/replay/")
    _, fs = expected(sample, edit)
    w = widget(page, 1)
    w.focus()
    page.keyboard.press("End")
    wait_step(page, 1, len(fs) - 1)
    assert_frame(w, fs[-1], len(fs) - 1, len(fs), lang=lang, prefix=prefix, game=game)
    bad = w.locator(".pl-replay-bad")                             # the play that broke it, marked
    assert bad.count() == 1 and bad.locator(".pl-seat").inner_text().endswith(
        str(next(r["seat"] for r in fs[-1]["rows"] if r.get("bad")) + 1))  # seats shown from 1
    record = apply_edits(load_sample(sample), edit)
    response = handle({"op": "replay", "game": game, "deal": record})
    message = response["explain"][lang] if response["ok"] else response["error"][lang]
    assert w.locator(".pl-error .pl-explain").inner_text() == message


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_keyboard_alone_reaches_and_steps_the_replay(recorder_page, base_url, lang, prefix):
    page, _ = recorder_page
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
def test_the_step_attribute_and_the_step_event(recorder_page, base_url):
    page, _ = recorder_page
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
    page.evaluate("document.querySelector('pl-replay').step = 99")                         # clamps to the end
    wait_step(page, 0, len(fs) - 1)
    assert page.evaluate("document.querySelector('pl-replay').getAttribute('step')") == str(len(fs) - 1)
    assert page.evaluate("window.seen") == [[5, len(fs)], [0, len(fs)], [len(fs) - 1, len(fs)]]


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
@pytest.mark.parametrize("game", ["zhaopengyou", "mingan"])
def test_phone_width_keeps_the_replay_on_screen(browser, base_url, lang, prefix, game):
    context = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True,
                                  bypass_csp=True)
    page = context.new_page()
    page.set_default_timeout(ENGINE_TIMEOUT_MS)
    recorder = Recorder(page)
    page.goto(f"{base_url}{prefix}games/{game}/replay/")
    w = widget(page)
    w.locator('button[data-go="next"]').tap()
    wait_step(page, 0, 1)
    w.locator('button[data-go="last"]').tap()
    expect(w.locator('button[data-go="last"]')).to_have_attribute("aria-disabled", "true")
    expect(w).to_have_attribute("data-state", "live", timeout=ENGINE_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    box = w.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 360
    for go in ("first", "prev", "next", "last"):
        b = w.locator(f'button[data-go="{go}"]').bounding_box()
        assert b["x"] + b["width"] <= 360 and b["height"] >= 32      # big enough to tap
    cards = w.locator(".pl-replay-view .pl-card").all()
    for card in cards:
        b = card.bounding_box()
        assert b["x"] >= 0 and b["x"] + b["width"] <= 360
    context.close()
    assert recorder.outside() == [], "requests left 127.0.0.1"
    assert recorder.errors == [], "console errors"


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
@pytest.mark.parametrize("blocked", ["worker.js"])
def test_when_the_engine_cannot_start_the_prerendered_steps_remain(browser, base_url, lang, prefix, blocked):
    context = browser.new_context(bypass_csp=True)
    page = context.new_page()
    page.set_default_timeout(ENGINE_TIMEOUT_MS)
    recorder = Recorder(page)
    context.route(f"**/{blocked}", lambda route: route.abort())
    page.goto(f"{base_url}{prefix}games/wakeng/replay/")
    game, fs = expected("wakeng-4p")
    w = widget(page)
    w.locator('button[data-go="next"]').click()
    expect(w).to_have_attribute("data-state", "unavailable", timeout=ENGINE_TIMEOUT_MS)
    status = {"zh": "无法启动在线判定", "en": "Live checking is unavailable"}[lang]
    assert status in w.locator(".pl-status").inner_text()
    assert_frame(w, fs[0], 0, len(fs), lang=lang, prefix=prefix, game=game)   # the build's step stays
    assert w.locator(".pl-replay-all").get_attribute("open") is not None     # and the whole deal opens
    assert w.locator(".pl-replay-all li").count() == len(fs)
    context.close()
    assert recorder.outside() == []
    # Any complaint is about the request this test blocked.
    assert all(blocked in e or "worker" in e.lower() or "pyodide" in e.lower()
                                   for e in recorder.errors), recorder.errors


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_without_scripts_the_first_step_and_the_whole_deal_are_on_the_page(browser, base_url, lang, prefix):
    context = browser.new_context(java_script_enabled=False, bypass_csp=True)
    page = context.new_page()
    recorder = Recorder(page)
    page.goto(f"{base_url}{prefix}games/wushik/replay/")
    game, fs = expected("wushik-hou")
    w = widget(page)
    assert_frame(w, fs[0], 0, len(fs), lang=lang, prefix=prefix, game=game)
    assert not w.locator(".pl-replay-nav").is_visible()          # no dead buttons
    built = {"zh": "建站时判定", "en": "when the site was built"}[lang]
    assert built in w.locator(".pl-status").inner_text()
    w.locator(".pl-replay-all summary").click()
    items = w.locator(".pl-replay-all li")
    assert items.count() == len(fs)
    assert fs[-1]["verdicts"][0][lang] in items.nth(len(fs) - 1).inner_text()
    links = page.locator('link[rel="preload"][as="script"]')
    preloads = [urljoin(page.url, links.nth(i).get_attribute("href")) for i in range(links.count())]
    context.close()
    # With scripts off the browser refuses the page's script preload (Material's script,
    # reported as "csp"): nothing is broken by that; any other failed request or console error is.
    refused = {f"request failed: {url} (csp)" for url in preloads}
    assert preloads and recorder.outside() == []
    assert [e for e in recorder.errors if e not in refused] == []


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_the_upgraded_replay_says_how_to_step(recorder_page, base_url, lang, prefix):
    page, _ = recorder_page
    page.goto(f"{base_url}{prefix}games/shuangsheng/replay/")
    w = widget(page)
    expect(w).to_have_attribute("data-state", "prerendered")
    hint = {"zh": "Home/End", "en": "Home/End"}[lang]
    assert hint in w.locator(".pl-status").inner_text()
    assert w.locator('button[data-go="first"]').get_attribute("aria-disabled") == "true"
    assert w.locator('button[data-go="next"]').get_attribute("aria-disabled") == "false"


@pytest.mark.browser
def test_a_bad_game_attribute_falls_back_to_the_records_own_game(recorder_page, base_url):
    page, _ = recorder_page
    page.goto(f"{base_url}en/games/wakeng/replay/")
    _, fs = expected("wakeng-4p")
    page.evaluate("document.querySelector('pl-replay').setAttribute('game', 'bridge')")
    assert page.evaluate("document.querySelector('pl-replay').game") == "wakeng"
    widget(page).locator('button[data-go="next"]').click()
    wait_step(page, 0, 1)
    assert_frame(widget(page), fs[1], 1, len(fs), lang="en", prefix="en/", game="wakeng")


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_steps_asked_for_while_the_engine_starts_are_kept(recorder_page, base_url, lang, prefix):
    page, _ = recorder_page
    page.goto(f"{base_url}{prefix}games/wushik/replay/")
    _, fs = expected("wushik-hou")
    page.evaluate("""() => {
        const w = document.querySelector('pl-replay');
        window.states = []; window.statuses = [];
        new MutationObserver(() => { window.states.push(w.dataset.state);
            window.statuses.push(w.querySelector('.pl-status').textContent); })
          .observe(w, {attributes: true, attributeFilter: ['data-state'], subtree: false});
    }""")
    w = widget(page)
    for _ in range(3):
        w.locator('button[data-go="next"]').click()   # the first click starts the engine
    wait_step(page, 0, 3)
    assert_frame(w, fs[3], 3, len(fs), lang=lang, prefix=prefix, game="wushik")
    states = page.evaluate("window.states")
    assert states[0] == "starting" and states[-1] == "live"
    starting = {"zh": "正在启动引擎", "en": "Starting the engine"}[lang]
    assert starting in page.evaluate("window.statuses")[0]


# --- share link: the step on show and the house rules (issue 12 point 2, issue 16 point 2) ---

SHARE_WORDS = {
    "copied": ("链接已复制，地址栏里也是它。", "Link copied; it is in the address bar too."),
    "restored": ("已按链接还原：第 {n} 步，引擎即时判定。", "Restored from the link: step {n}, checked live by the engine."),
    "bad_link": ("这个链接读不出来（可能被截断或改动过），下面仍是本页原来的牌局。",
                 "This link could not be read (it may be cut short or altered); the replay shows the page's own deal."),
}


def share_word(key, lang, **kw):
    return SHARE_WORDS[key][lang == "en"].format(**kw)


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix, width", [("zh", "", 390), ("en", "en/", 1280)])
def test_a_share_link_carries_the_step_and_the_house_rule(browser, recorder_page, base_url, lang, prefix, width):
    page, _ = recorder_page
    page.set_viewport_size({"width": width, "height": 800})
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(f"{base_url}{prefix}games/mingan/replay/")
    record = load_sample("mingan-5p")
    _, fs = expected("mingan-5p")
    ruled = {**record, "options": {**record.get("options", {}), "loser_pays": "landlord"}}
    fs_ruled = frames("mingan", ruled, replay_answer("mingan", ruled))
    assert fs_ruled[-1]["score"]["payout"] != fs[-1]["score"]["payout"]   # the rule shows on the last step
    w = widget(page)
    w.locator('button[data-go="next"]').click()
    wait_step(page, 0, 1)
    w.press("End")
    wait_step(page, 0, len(fs) - 1)
    assert_frame(w, fs[-1], len(fs) - 1, len(fs), lang=lang, prefix=prefix, game="mingan")
    w.locator("details.pl-house-rules summary").click()
    switch = w.locator("select[data-option=loser_pays]")
    switch.select_option('"landlord"')
    badge = switch.locator("option:checked").get_attribute("data-badge")
    assert badge
    expect(w.locator(".pl-badges")).to_have_text(badge)
    wait_step(page, 0, len(fs_ruled) - 1)
    expect(w.locator(".pl-replay-view .pl-stale")).to_have_count(0, timeout=ENGINE_TIMEOUT_MS)
    assert_frame(w, fs_ruled[-1], len(fs_ruled) - 1, len(fs_ruled), lang=lang, prefix=prefix, game="mingan")
    w.press("ArrowLeft")                                   # the step on show is the one shared
    wait_step(page, 0, len(fs_ruled) - 2)
    w.press("ArrowRight")
    wait_step(page, 0, len(fs_ruled) - 1)
    w.locator(".pl-share").click()
    expect(w.locator(".pl-status")).to_have_text(share_word("copied", lang))
    link = page.url
    assert "#pr=0." in link and "#pl=" not in link
    assert page.evaluate("navigator.clipboard.readText()") == link
    assert w.evaluate("w => w.state") == {"step": len(fs_ruled) - 1, "options": {"loser_pays": "landlord"}}
    assert page.evaluate("document.documentElement.scrollWidth") <= width

    fresh = browser.new_context(viewport={"width": width, "height": 800}, bypass_csp=True)
    try:
        other = fresh.new_page()
        other.set_default_timeout(ENGINE_TIMEOUT_MS)
        recorder = Recorder(other)
        other.goto(link)
        again = widget(other)
        expect(again).to_have_attribute("data-linked", "restored")
        wait_step(other, 0, len(fs_ruled) - 1)
        assert_frame(again, fs_ruled[-1], len(fs_ruled) - 1, len(fs_ruled), lang=lang, prefix=prefix, game="mingan")
        assert again.locator("select[data-option=loser_pays]").input_value() == '"landlord"'
        expect(again.locator(".pl-badges")).to_have_text(badge)
        expect(again.locator(".pl-house-count")).to_have_text("1")
        expect(again.locator(".pl-status")).to_have_text(share_word("restored", lang, n=len(fs_ruled)))
        assert below_the_header(again)
        assert other.evaluate("document.documentElement.scrollWidth") <= width
        # the reader moves on: plain live words again, under the same rule
        again.locator('button[data-go="first"]').click()
        wait_step(other, 0, 0)
        assert again.locator(".pl-status").inner_text() != share_word("restored", lang, n=1)
        assert recorder.errors == [] and recorder.outside() == []
    finally:
        fresh.close()


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_share_link_with_no_house_rule_shows_its_step_on_the_second_replay(browser, base_url, lang, prefix):
    """The index counts replays only (#pr=1 is the page's second replay); no options in
    the link leaves every switch at its default and no badge."""
    fresh = browser.new_context(bypass_csp=True)
    try:
        page = fresh.new_page()
        page.set_default_timeout(ENGINE_TIMEOUT_MS)
        page.goto(f"{base_url}{prefix}games/wakeng/replay/#pr=1.{b64({'step': 2})}")
        _, fs = expected("wakeng-3p", {"plays.2.cards": "SK"})
        w = widget(page, 1)
        expect(w).to_have_attribute("data-linked", "restored")
        wait_step(page, 1, 2)
        assert_frame(w, fs[2], 2, len(fs), lang=lang, prefix=prefix, game="wakeng")
        expect(w.locator(".pl-badges")).to_be_hidden()
        assert widget(page, 0).get_attribute("data-linked") is None
        assert below_the_header(w)
    finally:
        fresh.close()


BROKEN_REPLAY = [
    "0.%%%",                                                      # not even base64
    "0.bm90IGpzb24",                                              # "not json"
    f"0.{b64({'step': 'two'})}",                                  # a step that is not a number
    f"0.{b64({'step': -1})}",                                     # no such step
    f"0.{b64({'step': 2, 'options': {'loser_pays': 'nobody'}})}",  # not one of the switch's choices
    f"0.{b64({'step': 2, 'options': {'evil': '<img src=x onerror=alert(1)>'}})}",  # no such switch
    f"0.{b64({'step': 2, 'cards': 'S3'})}",                       # a field a replay has not
    f"0.{b64([1, 2])}",                                           # not an object
    f"9.{b64({'step': 2})}",                                      # no such replay
]


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_broken_replay_link_says_so_and_leaves_the_pages_replay(recorder_page, base_url, lang, prefix):
    page, recorder = recorder_page
    url = f"{base_url}{prefix}games/mingan/replay/"
    page.goto(url)
    _, fs = expected("mingan-5p")
    view = widget(page).locator(".pl-replay-view").inner_html()
    for fragment in BROKEN_REPLAY:
        page.goto(f"{url}#pr={fragment}")
        asked = len(recorder.requests)
        page.reload()
        w = widget(page)
        expect(w).to_have_attribute("data-linked", "broken")
        assert not any("worker.js" in u for u in recorder.requests[asked:]), fragment
        expect(w.locator(".pl-status")).to_have_text(share_word("bad_link", lang))
        assert w.get_attribute("data-state") == "prerendered", fragment
        assert w.locator(".pl-replay-view").inner_html() == view, fragment
        assert w.locator("select[data-option=loser_pays]").input_value() == '"each"', fragment
        expect(w.locator(".pl-badges")).to_be_hidden()
        assert page.locator("img[src=x]").count() == 0
        assert below_the_header(w)
    assert_frame(widget(page), fs[0], 0, len(fs), lang=lang, prefix=prefix, game="mingan")


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_the_language_switch_carries_the_replays_step(recorder_page, base_url, lang, prefix):
    """A replay stepped live and in view goes along to the other language as its share
    link; one not stepped goes as its place (#pr=<index>), scrolled to below the header."""
    page, _ = recorder_page
    other, other_prefix = ("en", "en/") if lang == "zh" else ("zh", "")
    page.set_viewport_size({"width": 390, "height": 800})
    page.goto(f"{base_url}{prefix}games/wakeng/replay/")
    _, fs = expected("wakeng-4p")
    w = widget(page)
    w.evaluate("w => w.scrollIntoView({block: 'start'})")
    w.locator('button[data-go="next"]').click()
    wait_step(page, 0, 1)
    w.press("ArrowRight")
    wait_step(page, 0, 2)
    switch_language(page, other)
    assert page.url.startswith(f"{base_url}{other_prefix}games/wakeng/replay/#pr=0.")
    again = widget(page)
    expect(again).to_have_attribute("data-linked", "restored")
    wait_step(page, 0, 2)
    assert_frame(again, fs[2], 2, len(fs), lang=other, prefix=other_prefix, game="wakeng")
    expect(again.locator(".pl-status")).to_have_text(share_word("restored", other, n=3))
    assert below_the_header(again)

    page.goto(f"{base_url}{other_prefix}games/wakeng/replay/")   # not stepped: its place
    second = widget(page, 1)
    second.evaluate("w => w.scrollIntoView({block: 'start'})")
    switch_language(page, lang)
    assert page.url == f"{base_url}{prefix}games/wakeng/replay/#pr=1"
    assert below_the_header(widget(page, 1))
    assert widget(page, 1).get_attribute("data-state") == "prerendered"
