"""The replayer's heading line (trump and level, roles, stake, called card) stays on screen on a
phone (issue 25, 3): real Chromium at 390 px, both languages. At every step of a sample record on
a replay page, and of a record opened in the replayer of the record page (every step that has a
heading line: the renderer draws none before anything is settled), the reader scrolls to
the step's cards (the trick in the middle, then each hand); the heading line is then inside the
viewport, under Material's header, and nothing covers it (``elementFromPoint`` at its centre is
the heading line); the card scrolled to and the step buttons are not covered either."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from engine.api import handle
from widgets.build.replay_fence import load_sample, replay_answer
from widgets.render.replay import frames
from widgets.render.replay_record import contract_html

from .record_widget import PHONE, open_file, open_page, settle
from .replay_widget import wait_shown

# Scroll to each of the step's cards and say what is on screen then (one evaluate per step).
ON_SCREEN = """(w) => {
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
  const at = (r) => document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  const targets = [w.querySelector('.pl-replay-view .pl-trick'), ...w.querySelectorAll('.pl-replay-view .pl-hand')];
  return targets.filter((t) => t && t.getClientRects().length).map((t) => {
    t.scrollIntoView({ block: 'center', behavior: 'instant' });
    const heading = w.querySelector('.pl-replay-view .pl-replay-contract');
    const box = heading.getBoundingClientRect();
    const next = w.querySelector('.pl-replay-nav button[data-go="next"]');
    return { target: t.className, header, bottom: innerHeight, top: box.top, end: box.bottom,
             heading: !!at(box)?.closest('.pl-replay-contract'), buttons: at(next.getBoundingClientRect()) === next,
             over: [at(box)?.outerHTML.slice(0, 60), at(next.getBoundingClientRect())?.outerHTML.slice(0, 60)],
             cards: t.contains(at(t.getBoundingClientRect())) };
  });
}"""


def headed(game: str, record: dict, lang: str) -> list[bool]:
    """Which frames have a heading line, as the renderer in CPython draws them (none before
    anything is settled: the deal, a bid before the bidding ends)."""
    return [bool(contract_html(f["score"], lang)) for f in frames(game, record, replay_answer(game, record))]


def walk(w, heads: list[bool], where: str) -> None:
    """Every step from the first: each card of the step scrolled to, the heading line on screen."""
    assert sum(heads) > len(heads) // 2, where
    w.focus()
    for k, head in enumerate(heads):
        if k:
            w.press("ArrowRight")
            wait_shown(w, k)
        else:
            expect(w.locator(".pl-replay-count")).to_have_text(re.compile(r"^1 / "))
        expect(w.locator(".pl-replay-view .pl-replay-contract")).to_have_count(int(head))
        if not head:
            continue
        seen = w.evaluate(ON_SCREEN)
        assert seen, (where, k)
        for s in seen:
            assert s["header"] - 1 <= s["top"] and s["end"] <= s["bottom"], (where, k, s)
            assert s["heading"] and s["buttons"] and s["cards"], f"{where} {k} {s}"


@pytest.mark.parametrize("lang,prefix", [("zh", ""), ("en", "en/")])
def test_the_heading_line_stays_on_screen_on_a_replay_page(kept_context, base_url, lang, prefix):
    heads = headed("zhaopengyou", load_sample("zpy_failed_throw"), lang)   # five hands: the tallest table
    page = kept_context(viewport=PHONE, bypass_csp=True, has_touch=True).new_page()
    try:
        page.set_default_timeout(90_000)
        page.goto(f"{base_url}{prefix}games/zhaopengyou/replay/")
        walk(page.locator("pl-replay").first, heads, "replay page")
    finally:
        page.close()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_heading_line_stays_on_screen_in_the_record_page_s_replayer(kept_context, base_url, tmp_path, lang):
    record = {k: v for k, v in handle({"op": "simulate", "game": "shuangsheng", "seed": 3})["deal"].items()
              if k != "title"}                      # a later deal played out
    heads = headed("shuangsheng", record, lang)
    page = open_page(kept_context, base_url, "shuangsheng", lang)
    try:
        assert open_file(page, tmp_path, record) == "complete"
        page.locator("pl-record button.pl-record-open").click()
        w = page.locator("pl-replay").last
        walk(w, heads, "record page")
        assert settle(page) == "complete" and page.errors == []
    finally:
        page.close()
