"""A shared link shows what was shared at once (issue 24 §4), in real Chromium, both languages:
each kind of link (#pl= a check, #pr= a replay, #pq= a practice question, #pd= a random deal),
opened fresh with the runtime's downloads held back, shows the shared cards, step or question,
or says in words that it is opening, before the engine can answer: never the page's own
example, never a verdict for other cards. Released, the engine shows the same shared state.

What the page must show is computed here by the same engine in CPython. No timing is asserted:
the engine is simply kept from answering until the page has been looked at."""

from __future__ import annotations

import re
from urllib.request import urlopen

import pytest
from playwright.sync_api import expect

from engine.api import handle
from widgets.build.replay_fence import load_sample, replay_answer
from widgets.build.script_words import SCRIPT_WORDS
from widgets.render.replay import frames

from .conftest import ENGINE_TIMEOUT_MS, wait_until_held
from .helpers import HeldRuntime, b64
from .replay_widget import LANGS, assert_frame, expected, wait_shown, wait_step, widget
from .test_random_deal import assert_frame as assert_deal_frame, expected as expected_deal, replayer
from .test_widgets_live import expect_verdict

# The stalled-download limit, far beyond the hold (engine-client.js reads it): only the test
# releases the runtime.
LONG_STALL = "window.PAILI_TIMEOUTS = {stall: 600000};"
SYMBOL = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}
TRICK = {"trump": {"rank": "2", "suit": "H"}, "leader": 2, "plays": ["CA", "C3", "S2", "C10", "CK"]}


def share_word(key: str, lang: str, **fill) -> str:
    return SCRIPT_WORDS["share"][key][lang == "en"].format(**fill)


def opened_held(page, url: str) -> HeldRuntime:
    """Open ``url`` fresh with the runtime held back; return once the worker has asked for it
    (the link started the engine, which cannot answer yet)."""
    page.add_init_script(LONG_STALL)
    held = HeldRuntime(page.context)
    page.goto(url)
    wait_until_held(page, held.routes, "the runtime")
    return held


def check_index(base_url: str, prefix: str, page_path: str, op: str) -> int:
    """The place of the page's first ``op`` widget among its check widgets (what #pl= counts),
    read from the built page: the test's own page has not run a script yet."""
    html = urlopen(f"{base_url}{prefix}{page_path}").read().decode("utf-8")
    tags = re.findall(r"<pl-(?:shape-)?check\b[^>]*>", html)
    return next(k for k, tag in enumerate(tags) if f'op="{op}"' in tag)


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_check_link_shows_its_cards_and_no_verdict_before_the_engine(recorder_page, base_url, lang, prefix):
    page, _ = recorder_page
    index = check_index(base_url, prefix, "games/zhaopengyou/play/", "trick")
    held = opened_held(page, f"{base_url}{prefix}games/zhaopengyou/play/#pl={index}.{b64(TRICK)}")
    w = page.locator("pl-check, pl-shape-check").nth(index)
    expect(w).to_have_attribute("data-linked", "restored")
    assert w.evaluate("w => w.state") == TRICK                      # the form holds the link's cards
    verdict = w.locator(".pl-verdict")
    expect(verdict.locator(".pl-shared-note")).to_have_text(share_word("cards", lang))
    chips = verdict.locator(".pl-shared-cards .pl-card").all_inner_texts()
    assert chips == [SYMBOL[c[0]] + c[1:] for c in TRICK["plays"]]
    # no verdict at all: not the page's example's, not "re-checking" over one
    assert verdict.locator(".pl-verdict-body, .pl-explain, .pl-rule, .pl-stale").count() == 0
    assert verdict.evaluate("v => getComputedStyle(v).opacity") == "1"   # not greyed
    assert w.get_attribute("data-state") == "checking"
    assert held.routes, "the engine answered while its runtime was held"

    held.release()
    request = w.evaluate("w => w.request()")
    assert request["plays"] == TRICK["plays"]
    expect_verdict(w, handle(request), lang)
    expect(w.locator(".pl-status")).to_have_text(SCRIPT_WORDS["status"]["restored"][lang == "en"])
    assert verdict.locator(".pl-shared").count() == 0
    assert w.evaluate("w => w.state") == TRICK


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_replay_link_shows_its_step_in_words_before_the_engine(recorder_page, base_url, lang, prefix):
    """The page's second replay, step 3: the build's words for that step in the first frame's
    place, then the engine's frame for it."""
    page, _ = recorder_page
    _, fs = expected("wakeng-3p", {"plays.2.cards": "SK"})
    held = opened_held(page, f"{base_url}{prefix}games/wakeng/replay/#pr=1.{b64({'step': 2})}")
    w = widget(page, 1)
    expect(w).to_have_attribute("data-linked", "restored")
    view = w.locator(".pl-replay-view")
    expect(view.locator(".pl-shared-note")).to_have_text(share_word("step", lang, n=3, total=len(fs)))
    shown = view.locator(".pl-shared-step").inner_text()
    assert fs[2]["label"][lang] in shown
    assert all(v[lang] in shown for v in fs[2]["verdicts"])
    assert view.locator(".pl-replay-count, .pl-replay-table, .pl-explain").count() == 0   # the first frame is gone
    assert w.get_attribute("data-state") == "starting"
    assert widget(page, 0).get_attribute("data-linked") is None
    assert held.routes

    held.release()
    wait_step(page, 1, 2)
    assert_frame(w, fs[2], 2, len(fs), lang=lang, prefix=prefix, game="wakeng")
    assert view.locator(".pl-shared").count() == 0


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_replay_link_under_house_rules_says_which_step_is_opening(recorder_page, base_url, lang, prefix):
    """A link that changes the record's house rules: the build's words are for the page's own
    deal, so only words that the step is opening; then the engine's frame under the rule."""
    page, _ = recorder_page
    record = load_sample("mingan-5p")
    ruled = {**record, "options": {**record.get("options", {}), "loser_pays": "landlord"}}
    fs = frames("mingan", ruled, replay_answer("mingan", ruled))
    last = len(fs) - 1
    state = {"step": last, "options": {"loser_pays": "landlord"}}
    held = opened_held(page, f"{base_url}{prefix}games/mingan/replay/#pr=0.{b64(state)}")
    w = widget(page)
    expect(w).to_have_attribute("data-linked", "restored")
    view = w.locator(".pl-replay-view")
    expect(view.locator(".pl-shared-note")).to_have_text(share_word("step_ruled", lang, n=last + 1))
    assert view.locator(".pl-shared-step, .pl-replay-count, .pl-replay-table, .pl-explain").count() == 0
    assert w.locator("select[data-option=loser_pays]").input_value() == '"landlord"'
    assert held.routes

    held.release()
    wait_step(page, 0, last)
    assert_frame(w, fs[last], last, len(fs), lang=lang, prefix=prefix, game="mingan")


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix, game, kind, level", [
    ("zh", "", "zhaopengyou", "follow", 2), ("en", "en/", "wushik", "beats", 2)])
def test_a_practice_link_hides_the_pages_question_until_its_own_is_set(recorder_page, base_url, lang, prefix,
                                                                         game, kind, level):
    page, _ = recorder_page
    seed = 4242
    want = handle({"op": "drill", "game": game, "seed": seed, "kind": kind, "level": level})
    assert want["ok"]
    held = opened_held(page, f"{base_url}{prefix}games/{game}/practice/#pq={seed}.{kind}.{level}")
    w = page.locator("pl-practice")
    expect(w).to_have_attribute("data-linked", "restored")
    view = w.locator(".pl-practice-view")
    expect(view.locator(".pl-shared-note")).to_have_text(
        share_word("question", lang, kind=want["title"][lang], k=level))
    assert view.locator(".pl-drill-q, .pl-drill-reply").count() == 0   # the page's own question is gone
    assert w.get_attribute("data-state") == "checking"
    assert held.routes

    held.release()
    q = view.locator(".pl-drill-q")
    expect(q).to_have_attribute("data-seed", str(seed), timeout=ENGINE_TIMEOUT_MS)
    assert (q.get_attribute("data-kind"), q.get_attribute("data-level")) == (kind, str(level))
    assert want["ask"][lang] in q.inner_text()
    expect(w.locator(".pl-status")).to_have_text(SCRIPT_WORDS["practice"]["restored"][lang == "en"])
    assert view.locator(".pl-shared").count() == 0


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_a_random_deal_link_says_which_deal_is_opening(recorder_page, base_url, lang, prefix):
    page, _ = recorder_page
    held = opened_held(page, f"{base_url}{prefix}games/wushik/replay/#pd=4242.4.2")
    box = page.locator("pl-random-deal")
    expect(box).to_have_attribute("data-linked", "restored")
    status, words = box.locator(".pl-status"), share_word("deal_step", lang, seed=4242, n=3)
    expect(status).to_contain_text(words)
    # the link's words, then only the engine's progress (boot-words.js: a span of its own)
    assert status.evaluate("s => [...s.childNodes].filter((n) => !n.classList?.contains('pl-boot'))"
                           ".map((n) => n.textContent).join('').trim()") == words
    assert box.get_attribute("data-state") == "dealing"
    assert replayer(page).count() == 0                                  # no other deal on show
    assert held.routes

    held.release()
    fs = expected_deal("wushik", 4242, 4)
    expect(replayer(page)).to_have_count(1, timeout=ENGINE_TIMEOUT_MS)
    wait_shown(replayer(page), 2)
    assert_deal_frame(page, fs[2], 2, len(fs), lang)
    assert "4242" in box.locator(".pl-status").inner_text()


@pytest.mark.browser
@pytest.mark.parametrize("lang, prefix", LANGS)
def test_before_the_pages_module_runs_a_link_shows_no_default_content(recorder_page, base_url, lang, prefix):
    """The page's module held back too: what a link replaces (a check's example, a replay's
    first step, the page's question) is not shown meanwhile; the module drawn, the link's
    state is (the engine still held)."""
    page, _ = recorder_page
    context = page.context
    HeldRuntime(context)                                     # never released: the module is the point
    index = check_index(base_url, prefix, "games/zhaopengyou/play/", "trick")
    links = [
        (f"games/zhaopengyou/play/#pl={index}.{b64(TRICK)}",
         page.locator("pl-check, pl-shape-check").nth(index), (".pl-form", ".pl-verdict"), ".pl-verdict .pl-shared"),
        (f"games/wakeng/replay/#pr=1.{b64({'step': 2})}", widget(page, 1), (".pl-replay-view",),
         ".pl-replay-view .pl-shared"),
        ("games/wushik/practice/#pq=4242.beats.2", page.locator("pl-practice"), (".pl-practice-view",),
         ".pl-practice-view .pl-shared"),
    ]
    for link, w, replaced, drawn in links:
        module = []
        page.route("**/js/paili.js", lambda route: module.append(route))
        page.goto(f"{base_url}{prefix}{link}", wait_until="commit")
        wait_until_held(page, module, "the page's module")
        expect(w).to_be_attached(timeout=ENGINE_TIMEOUT_MS)
        for part in replaced:
            expect(w.locator(part)).to_be_hidden()
        assert page.locator("html").get_attribute("data-pl-link") == link.split("#")[1][:2]
        module[0].continue_()
        page.unroute("**/js/paili.js")
        expect(w.locator(drawn)).to_be_visible(timeout=ENGINE_TIMEOUT_MS)   # a busy machine parses slowly
        assert page.locator("html").get_attribute("data-pl-link") is None
